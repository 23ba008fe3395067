//! The book of named 11×11 openings (the Fetlar strategy paper, table 1): its lines, their
//! recognition in every orientation of the board, the statistics shipped
//! with the program, and `taflbord openings`.

mod common;

use common::variant;
use std::path::PathBuf;
use std::process::{Command, Output};
use std::sync::Arc;
use taflbord::i18n::locale::Locale;
use taflbord::learn::openings::{self, Symmetry, identify, identify_record};
use taflbord::notation::sheet_move::Perspective;
use taflbord::record::GameRecord;
use taflbord::{Move, Position, Square, Variant};

fn m(text: &str) -> Move {
    let (a, b) = text.split_once('-').expect("move like h1-h3");
    Move::new(
        Square::parse_letters(a, 11).unwrap(),
        Square::parse_letters(b, 11).unwrap(),
    )
}

fn line(text: &str) -> Vec<Move> {
    text.split_whitespace().map(m).collect()
}

/// Plays moves that must be legal from the variant's start into a record.
fn record(variant: &Arc<Variant>, moves: &[Move]) -> GameRecord {
    let mut r = GameRecord::new(variant.clone());
    for &mv in moves {
        r.play(mv)
            .unwrap_or_else(|e| panic!("{mv} should be legal in {}: {e}", variant.id()));
    }
    r
}

fn names(moves: &[Move]) -> Option<Vec<String>> {
    identify(moves, &variant("copenhagen")).map(|f| f.names().to_vec())
}

#[test]
fn every_book_line_is_legal_on_copenhagen_and_fetlar() {
    let book = openings::book();
    assert_eq!(book.openings.len(), 19);
    for id in ["copenhagen", "fetlar"] {
        let v = variant(id);
        for o in &book.openings {
            let mut pos = Position::new(v.clone());
            for mv in o.line().unwrap() {
                pos.play(mv)
                    .unwrap_or_else(|e| panic!("{}: {mv} illegal in {id}: {e}", o.name()));
            }
        }
        book.check_legal(&v).unwrap();
    }
}

#[test]
fn the_book_has_the_twenty_names_of_table_1() {
    let book = openings::book();
    for name in [
        "Millar Gambit (Accepted)",
        "Millar Gambit (Declined)",
        "Indirect Millar Gambit 1",
        "Indirect Millar Gambit 2",
        "Indirect Millar Gambit 3",
        "Polar Gambit",
        "Face-to-Face Attack",
        "Side Attack",
        "American Opening",
        "Bulgarian Opening",
        "Canadian Opening",
        "Dutch Opening",
        "English Opening",
        "French Opening",
        "German Opening",
        "Hungarian Opening",
        "Italian Opening",
        "Russian Opening",
        "Scandinavian Opening",
        "Spanish Opening",
    ] {
        let o = book.find(name).unwrap_or_else(|| panic!("{name} missing"));
        let description = Locale::new("en").text(&format!("{}-description", o.message_id()));
        assert!(
            !description.ends_with("-description"),
            "{name}: no description"
        );
    }
    let canadian = book.find("Canadian Opening").unwrap();
    assert_eq!(canadian.names, ["Canadian Opening", "Hungarian Opening"]);
    assert_eq!(canadian.moves, ["h1-h4"]);
    assert!(canadian.note.contains("same move"), "{}", canadian.note);
    assert_eq!(
        book.find("Millar Gambit (Accepted)").unwrap().moves,
        ["h1-h3", "g5-g2", "h3-h2"]
    );
}

#[test]
fn book_lines_start_at_the_south_and_rightmost() {
    // Of the eight images of a first move, the book writes the one that
    // starts lowest on the board and, of two such, goes furthest right.
    for o in &openings::book().openings {
        let first = o.line().unwrap()[0];
        let key = |mv: Move| {
            (
                mv.from.row(),
                std::cmp::Reverse((mv.to.col(), mv.from.col())),
            )
        };
        let best = Symmetry::ALL
            .iter()
            .map(|s| s.apply(first, 11))
            .min_by_key(|&mv| key(mv))
            .unwrap();
        assert_eq!(first, best, "{}", o.name());
    }
}

#[test]
fn each_opening_is_recognised_in_all_eight_orientations() {
    let copenhagen = variant("copenhagen");
    for o in &openings::book().openings {
        let book_line = o.line().unwrap();
        for s in Symmetry::ALL {
            let game = s.line(&book_line, 11);
            // Played as a real game: every turned line is legal.
            let r = record(&copenhagen, &game);
            for found in [identify(&game, &copenhagen), identify_record(&r)] {
                let found = found.unwrap_or_else(|| panic!("{} {s:?} not found", o.name()));
                assert_eq!(found.names(), o.names.as_slice(), "{s:?}");
                assert_eq!(found.matched, book_line.len());
                assert!(found.complete);
                assert_eq!(found.symmetry, s, "{}", o.name());
                assert_eq!(found.game_moves(), game);
            }
        }
    }
}

#[test]
fn a_game_that_leaves_the_book_keeps_the_last_name() {
    let declined = Some(vec!["Millar Gambit (Declined)".to_string()]);
    let accepted = Some(vec!["Millar Gambit (Accepted)".to_string()]);
    assert_eq!(names(&line("h1-h3 g5-g2")), declined);
    assert_eq!(names(&line("h1-h3 g5-g2 d1-d2")), declined);
    assert_eq!(
        names(&line("h1-h3 g5-g2 d1-d2 f4-c4 k4-k3 e7-e9")),
        declined,
        "the Spanish and Italian moves come too late"
    );
    assert_eq!(names(&line("h1-h3 g5-g2 h3-h2")), accepted);
    assert_eq!(names(&line("h1-h3 g5-g2 h3-h2 f4-c4 a4-b4")), accepted);
    // Turned a quarter clockwise: h1-h3 g5-g2 h3-h2 becomes a4-c4 e5-b5 c4-b4.
    let turned = line("a4-c4 e5-b5 c4-b4 f8-i8");
    let found = identify(&turned, &variant("fetlar")).unwrap();
    assert_eq!(found.name(), "Millar Gambit (Accepted)");
    assert_eq!(found.symmetry, Symmetry::Rotate90);
    let declined_turned = identify(&turned[..2], &variant("fetlar")).unwrap();
    assert_eq!(declined_turned.name(), "Millar Gambit (Declined)");
    // The same moves under two different symmetries are no opening.
    assert_eq!(
        names(&line("h1-h3 e5-e2")),
        None,
        "mirrored reply to an unmirrored move"
    );
    assert_eq!(names(&line("h1-h3")), None);
    assert_eq!(names(&line("h1-h3 f8-c8")), None, "irregular");
    assert_eq!(names(&[]), None);
    assert_eq!(
        names(&line("f2-i2 g5-g4 h1-h3")),
        Some(vec!["Bulgarian Opening".to_string()])
    );
    assert_eq!(
        names(&line("f2-i2 e5-e4")),
        Some(vec!["American Opening".to_string()])
    );
}

#[test]
fn other_boards_and_set_ups_are_not_covered() {
    let millar = line("h1-h3 g5-g2");
    assert!(identify(&millar, &variant("fetlar")).is_some());
    for id in [
        "brandubh",
        "tablut",
        "book13",
        "onestep9",
        "alea19",
        "tawlbwrdd",
    ] {
        assert!(!openings::covers(&variant(id)), "{id}");
        assert_eq!(identify(&millar, &variant(id)), None, "{id}");
    }
    // Tawl-bwrdd is 11×11 too, but starts otherwise.
    assert_eq!(variant("tawlbwrdd").size(), 11);
    // A record from a set-up position is not judged either.
    let copenhagen = variant("copenhagen");
    let mut start = copenhagen.start().clone();
    start.squares[1] = Some(taflbord::Piece::Attacker); // one more attacker, on b1
    let pos = Position::from_setup(copenhagen.clone(), &start).unwrap();
    let mut r = GameRecord::from_position(pos);
    for mv in &millar {
        r.play(*mv).unwrap();
    }
    assert_eq!(identify_record(&r), None);
}

#[test]
fn shipped_stats_are_those_of_the_corpus() {
    let Some(text) = common::shared::text("data/copenhagen.csv") else {
        return;
    };
    let games = openings::read_corpus(&text).unwrap();
    assert_eq!(games.len(), 1752);
    let now = openings::stats(games.into_iter());
    assert_eq!(
        &now,
        openings::shipped_stats(),
        "regenerate with `taflbord openings --stats ../shared/data/copenhagen.csv --out assets/opening_stats.ron`"
    );
    let sum: usize = now.openings.iter().map(|o| o.games).sum();
    assert_eq!(sum, now.games);
    for o in &now.openings {
        assert_eq!(
            o.attacker_wins + o.defender_wins + o.other,
            o.games,
            "{}",
            o.opening
        );
    }
    assert!(now.get("Hungarian Opening").is_some());
    assert!(now.get(openings::IRREGULAR).is_some());
}

// The command line.

fn taflbord(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_taflbord"))
        .args(args)
        .output()
        .expect("taflbord runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

fn temp_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("taflbord-openings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn write_sheet(name: &str, r: &GameRecord) -> PathBuf {
    let path = temp_dir().join(name);
    std::fs::write(
        &path,
        taflbord::record::sheet::write(r, Perspective::Attackers),
    )
    .unwrap();
    path
}

#[test]
fn cli_lists_the_book() {
    let out = taflbord(&["openings"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let listing = text(&out.stdout);
    for o in &openings::book().openings {
        assert!(listing.contains(&o.name()), "{} missing", o.name());
        assert!(listing.contains(&o.moves.join(" ")), "{}", o.name());
        let description = Locale::new("en").text(&format!("{}-description", o.message_id()));
        assert!(listing.contains(&description), "{}", o.name());
    }
    assert!(listing.contains("Canadian Opening / Hungarian Opening"));
    assert!(listing.contains("h1-h3 g5-g2 h3-h2"));
}

#[test]
fn cli_identifies_a_record() {
    // Millar Gambit (Accepted) mirrored left to right, then a move of its own.
    let game = line("d1-d3 e5-e2 d3-d2 f4-i4");
    let path = write_sheet("mirrored.tafl", &record(&variant("copenhagen"), &game));
    let out = taflbord(&["openings", "--identify", path.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(said.contains("Millar Gambit (Accepted)"), "{said}");
    assert!(said.contains("d1-d3 e5-e2 d3-d2"), "{said}");
    assert!(said.contains("3 of 3"), "{said}");
    assert!(said.contains("mirrored left to right"), "{said}");

    let path = write_sheet(
        "irregular.tafl",
        &record(&variant("fetlar"), &line("h1-h3 f8-c8")),
    );
    let out = taflbord(&["openings", "--identify", path.to_str().unwrap()]);
    assert!(out.status.success());
    assert!(
        text(&out.stdout).contains("irregular opening"),
        "{}",
        text(&out.stdout)
    );

    let path = write_sheet(
        "brandubh.tafl",
        &record(&variant("brandubh"), &line("d1-c1")),
    );
    let out = taflbord(&["openings", "--identify", path.to_str().unwrap()]);
    let said = text(&out.stdout);
    assert!(
        said.contains("covers 11x11") && said.contains("Brandubh"),
        "{said}"
    );

    let missing = temp_dir().join("missing.tafl");
    let out = taflbord(&["openings", "--identify", missing.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(
        err.contains("missing.tafl") && !err.contains("panicked"),
        "{err}"
    );

    let broken = temp_dir().join("broken.tafl");
    std::fs::write(
        &broken,
        "Variant: copenhagen\n\n No | Attacker | Capt || No | Defender | Capt\n  1 | ↑9·9 | || |\n",
    )
    .unwrap();
    let out = taflbord(&["openings", "--identify", broken.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(
        err.contains("broken.tafl") && !err.contains("panicked"),
        "{err}"
    );
}

#[test]
fn cli_counts_the_openings_of_a_move_list() {
    let list = temp_dir().join("games.csv");
    std::fs::write(
        &list,
        "h1-h3 g5-g2 h3-h2xg2,1,0,Black\nd1-d3 e5-e2 a4-b4,0,0,White\nf2-i2,0,0,Ongoing\nk4-k3,0,0,Draw\n",
    )
    .unwrap();
    let ron = temp_dir().join("stats.ron");
    let out = taflbord(&[
        "openings",
        "--stats",
        list.to_str().unwrap(),
        "--out",
        ron.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let table = text(&out.stdout);
    let row = |name: &str| -> Vec<String> {
        let l = table
            .lines()
            .find(|l| l.starts_with(name))
            .unwrap_or_else(|| panic!("no row {name} in\n{table}"));
        l[name.len()..]
            .split_whitespace()
            .map(String::from)
            .collect()
    };
    assert_eq!(row("Millar Gambit (Accepted)")[..4], ["1", "1", "0", "0"]);
    assert_eq!(row("Millar Gambit (Declined)")[..4], ["1", "0", "1", "0"]);
    assert_eq!(row("American Opening")[..4], ["1", "0", "0", "1"]);
    assert_eq!(row("irregular")[..4], ["1", "0", "0", "1"]);
    assert_eq!(row("all games")[..4], ["4", "1", "1", "2"]);
    let stats = openings::Stats::from_ron(&std::fs::read_to_string(&ron).unwrap()).unwrap();
    assert_eq!(stats.games, 4);
    assert_eq!(
        stats.get("Millar Gambit (Accepted)").unwrap().attacker_wins,
        1
    );

    let bad = temp_dir().join("bad.csv");
    std::fs::write(&bad, "h1-h3 zz-h4,0,0,Black\n").unwrap();
    let out = taflbord(&["openings", "--stats", bad.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(err.contains("bad.csv") && err.contains("line 1"), "{err}");
}
