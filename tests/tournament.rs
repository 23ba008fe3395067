//! The round-robin tournament: the same report for the same seed on any
//! number of threads, tables whose totals add up, the move cap and the
//! fort tie, the three table formats, and every game saved as a record
//! sheet that reads back as the same game.
//!

mod common;
use common::*;

use taflbord::bot::strategy::strategies;
use taflbord::bot::{Bot, Control, RandomBot};
use taflbord::contest::tournament::{
    self, Config, Entrant, Finish, Report, SEARCH_NAME, find_entrant, roster,
};
use taflbord::store::atomic_file;
use taflbord::{Move, Position, Side};

fn config(id: &str, games: usize, max_plies: usize, seed: u64) -> Config {
    let mut c = Config::new(variant(id));
    c.games = games;
    c.max_plies = max_plies;
    c.seed = seed;
    c
}

/// The paper's roster without the search bot, which is slower.
fn paper_roster(side: Side) -> Vec<Entrant> {
    roster(side)
        .into_iter()
        .filter(|e| e.name != SEARCH_NAME)
        .collect()
}

fn small(id: &str, seed: u64, threads: usize) -> Report {
    let mut c = config(id, 2, 300, seed);
    c.threads = threads;
    tournament::run(
        &c,
        &paper_roster(Side::Attackers),
        &paper_roster(Side::Defenders),
    )
}

#[test]
fn the_same_seed_gives_the_same_report_on_any_number_of_threads() {
    let one = small("fetlar", 7, 1);
    let two = small("fetlar", 7, 2);
    let four = small("fetlar", 7, 4);
    assert_eq!(one.games, two.games);
    assert_eq!(one.games, four.games);
    assert_eq!(one.text(), two.text());
    let other = small("fetlar", 8, 2);
    assert_ne!(one.games, other.games, "another seed plays other games");
}

#[test]
fn totals_add_up() {
    let report = small("copenhagen", 3, 2);
    let (att, def) = (report.attackers.len(), report.defenders.len());
    assert_eq!(
        (att, def),
        (5, 6),
        "four attackers, five defenders, Random on each side"
    );
    assert_eq!(report.games.len(), att * def * 2);
    let pairings = report.pairings();
    assert_eq!(pairings.len(), att * def);
    for p in &pairings {
        let t = p.tally;
        assert_eq!(t.games, 2);
        assert_eq!(t.wins + t.losses + t.ties + t.unfinished, t.games, "{p:?}");
    }
    let standings = report.standings();
    assert_eq!(standings.len(), att + def);
    let sum = |side: Side, f: fn(&tournament::Tally) -> usize| -> usize {
        standings
            .iter()
            .filter(|s| s.side == side)
            .map(|s| f(&s.tally))
            .sum()
    };
    // Every game counts once for each side: one side's wins are the other's losses.
    assert_eq!(sum(Side::Attackers, |t| t.games), report.games.len());
    assert_eq!(sum(Side::Defenders, |t| t.games), report.games.len());
    assert_eq!(
        sum(Side::Attackers, |t| t.wins),
        sum(Side::Defenders, |t| t.losses)
    );
    assert_eq!(
        sum(Side::Attackers, |t| t.losses),
        sum(Side::Defenders, |t| t.wins)
    );
    assert_eq!(
        sum(Side::Attackers, |t| t.ties),
        sum(Side::Defenders, |t| t.ties)
    );
    assert_eq!(
        sum(Side::Attackers, |t| t.unfinished),
        sum(Side::Defenders, |t| t.unfinished)
    );
    let pair_wins: usize = pairings.iter().map(|p| p.tally.wins).sum();
    assert_eq!(pair_wins, sum(Side::Attackers, |t| t.wins));
    // Each standing is the sum of its pairings.
    for (k, name) in report.attackers.iter().enumerate() {
        let mine: Vec<_> = pairings.iter().filter(|p| &p.attacker == name).collect();
        let decided: usize = mine.iter().map(|p| p.tally.decided_plies).sum();
        assert_eq!(standings[k].tally.decided_plies, decided);
    }
    assert_eq!(standings[4].label, "Random (attacker)");
    assert_eq!(standings[10].label, "Random (defender)");
    assert_eq!(report.forfeits(), 0);
}

#[test]
fn a_game_over_the_cap_is_unfinished_and_not_averaged() {
    let random = || Entrant::new("Random", |seed| Box::new(RandomBot::new(seed)));
    let report = tournament::run(&config("fetlar", 3, 4, 1), &[random()], &[random()]);
    let t = report.pairings()[0].tally;
    assert_eq!((t.unfinished, t.average_plies()), (3, None));
    assert!(
        report
            .games
            .iter()
            .all(|g| g.plies() == 4 && g.finish == Finish::Unfinished)
    );
    assert!(report.text().contains(" -\n"), "{}", report.text());
}

/// An attacker that moves one piece back and forth far from the king.
struct Idler;

impl Bot for Idler {
    fn name(&self) -> String {
        "Idler".into()
    }

    fn choose(&mut self, pos: &Position, _: &mut Control) -> Option<Move> {
        [mv("a4-b4"), mv("b4-a4")]
            .into_iter()
            .find(|&m| pos.is_legal(m))
    }
}

#[test]
fn a_fort_held_long_enough_is_a_tie_and_the_roster_takes_any_bot() {
    let idler = Entrant::new("Idler", |_| Box::new(Idler));
    let fortification = find_entrant(Side::Defenders, "fortification").unwrap();
    // Copenhagen forbids the defenders to repeat a position, so the king's
    // walk in the fort cannot end the game by repetition first.
    let mut c = config("copenhagen", 2, 400, 0);
    c.fort_tie_rounds = Some(5);
    let report = tournament::run(&c, &[idler], &[fortification]);
    for g in &report.games {
        assert_eq!(g.finish, Finish::FortTie);
        assert!(g.plies() < 40, "{} plies", g.plies());
    }
    assert_eq!(report.pairings()[0].tally.ties, 2);
    // Without the rule the same games go on.
    c.fort_tie_rounds = None;
    let idler = Entrant::new("Idler", |_| Box::new(Idler));
    let fortification = find_entrant(Side::Defenders, "Fortification").unwrap();
    let report = tournament::run(&c, &[idler], &[fortification]);
    assert!(report.games.iter().all(|g| g.finish != Finish::FortTie));
}

#[test]
fn the_roster_has_the_papers_strategies_random_and_the_search_bot() {
    let names = |side| roster(side).into_iter().map(|e| e.name).collect::<Vec<_>>();
    assert_eq!(
        names(Side::Attackers),
        [
            "Aggressive",
            "Barricading-Aggressive",
            "Barricading-Cordon",
            "King Centered",
            "Random",
            SEARCH_NAME
        ]
    );
    assert_eq!(
        names(Side::Defenders),
        [
            "Defensive",
            "Foot-in-the-Door",
            "Fortification",
            "King's Guard",
            "Mobile King",
            "Random",
            SEARCH_NAME
        ]
    );
    assert_eq!(
        find_entrant(Side::Defenders, "KINGS GUARD").unwrap().name,
        "King's Guard"
    );
    assert_eq!(
        find_entrant(Side::Attackers, "search").unwrap().name,
        SEARCH_NAME
    );
    assert!(
        find_entrant(Side::Attackers, "Defensive").is_none(),
        "a defender strategy"
    );
    assert_eq!(strategies().len(), 10);
}

#[test]
fn a_level_of_the_app_meets_the_strategies_thinking_as_it_does() {
    assert_eq!(find_entrant(Side::Defenders, "Jarl").unwrap().name, "Jarl");
    // Karl (two plies, some variety) against Random, on both sides.
    let c = config("fetlar", 1, 80, 2);
    let karl = || find_entrant(Side::Attackers, "karl").unwrap();
    let random = || find_entrant(Side::Defenders, "random").unwrap();
    let report = tournament::run(&c, &[karl()], &[random()]);
    assert_eq!(report.forfeits(), 0);
    assert!(report.standings().iter().any(|s| s.label == "Karl"));
    assert!(report.games.iter().all(|g| g.plies() > 0));
}

#[test]
fn the_search_bot_plays_both_sides_at_its_fast_limit() {
    let c = config("fetlar", 1, 60, 2);
    let search = || find_entrant(Side::Attackers, "search").unwrap();
    let random = || Entrant::new("Random", |seed| Box::new(RandomBot::new(seed)));
    let report = tournament::run(&c, &[search(), random()], &[random(), search()]);
    assert_eq!(report.games.len(), 4);
    assert_eq!(report.forfeits(), 0);
    let standings = report.standings();
    assert_eq!(standings[0].label, "Taflbord search (attacker)");
}

#[test]
fn three_formats_name_every_entrant() {
    let report = small("fetlar", 5, 2);
    let (text, csv, md) = (report.text(), report.csv(), report.markdown());
    for name in report.attackers.iter().chain(&report.defenders) {
        assert!(text.contains(name.as_str()), "text lacks {name}");
        assert!(csv.contains(name.as_str()), "csv lacks {name}");
        assert!(md.contains(name.as_str()), "markdown lacks {name}");
    }
    let tables: Vec<&str> = csv.split("\n\n").collect();
    assert_eq!(tables.len(), 2);
    assert!(
        tables[0]
            .starts_with("attackers,defenders,games,wins,losses,ties,unfinished,average_plies\n")
    );
    assert_eq!(tables[0].lines().count(), 1 + 30);
    assert!(
        tables[1].starts_with("strategy,side,games,wins,losses,ties,unfinished,average_plies\n")
    );
    assert_eq!(tables[1].lines().count(), 1 + 11);
    for line in csv.lines().filter(|l| !l.is_empty()) {
        assert_eq!(line.split(',').count(), 8, "{line}");
    }
    assert!(md.contains(
        "| Attackers | Defenders | Games | Wins | Losses | Ties | Unfinished | Average plies |"
    ));
    assert!(md.contains("|---|---|---:|---:|---:|---:|---:|---:|"));
    assert!(text.lines().any(|l| l.starts_with("Random (attacker)")));
}

#[test]
fn every_game_is_saved_as_a_record_that_reads_back() {
    let report = small("fetlar", 9, 2);
    let dir = std::env::temp_dir().join(format!("taflbord-tournament-{}", std::process::id()));
    let files = atomic_file::write_all_in(&dir, report.sheets()).unwrap();
    assert_eq!(files.len(), report.games.len());
    for (file, game) in files.iter().zip(&report.games) {
        let text = std::fs::read_to_string(file).unwrap();
        let record = taflbord::record::sheet::Sheet::read(&text, &[]).unwrap();
        let moves: Vec<Move> = record
            .main_line()
            .iter()
            .filter_map(|&id| record.node(id).mv())
            .collect();
        assert_eq!(moves, game.moves, "{}", file.display());
        assert_eq!(record.meta.attackers, report.attackers[game.attacker]);
        assert_eq!(record.meta.defenders, report.defenders[game.defender]);
        if let Finish::Board(o) = game.finish {
            assert_eq!(record.outcome(), Some(o));
        }
    }
    let name = files[0].file_name().unwrap().to_string_lossy().into_owned();
    assert_eq!(name, "aggressive-vs-defensive-001.tafl");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn game_seeds_do_not_depend_on_who_else_plays() {
    let c = config("fetlar", 2, 200, 4);
    let find = |side, name| find_entrant(side, name).unwrap();
    let full = tournament::run(
        &c,
        &[
            find(Side::Attackers, "Aggressive"),
            find(Side::Attackers, "King Centered"),
        ],
        &[find(Side::Defenders, "Defensive")],
    );
    let alone = tournament::run(
        &c,
        &[find(Side::Attackers, "King Centered")],
        &[find(Side::Defenders, "Defensive")],
    );
    let kc: Vec<_> = full
        .games
        .iter()
        .filter(|g| g.attacker == 1)
        .map(|g| &g.moves)
        .collect();
    let kc_alone: Vec<_> = alone.games.iter().map(|g| &g.moves).collect();
    assert_eq!(kc, kc_alone);
}
