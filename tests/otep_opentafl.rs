//! OTEP as OpenTafl hosts it: the rules string OpenTafl sends for each of
//! its variants, and the conversations recorded with OpenTafl itself
//! (`../shared/data/otep-opentafl/`) replayed through Taflbord's engine.

mod common;

use std::sync::Arc;
use taflbord::bot::{Limits, SearchBot};
use taflbord::engine::rules::Rules;
use taflbord::protocol::{Otep, Protocol};
use taflbord::record::opentafl::{
    nearest_rules_string, position_string, read_move, variant_for_rules,
};
use taflbord::{Position, Side, Variant};

const FOLDER: &str = "data/otep-opentafl";

/// OpenTafl's variants Taflbord plays, by the `name:` of their strings.
const PLAYED: [&str; 7] = [
    "Brandub",
    "Copenhagen",
    "Fetlar",
    "Tablut",
    "Tawlbwrdd",
    "Sea_Battle",
    "Foteviken_Tablut",
];

/// The rest, each with the rule its refusal must name.
const REFUSED: [(&str, &str); 3] = [
    ("Berserk", "`ber:c`"),
    ("Magpie", "`ks:m`"),
    ("Copenhagen_(relaxed_shieldwall)", "`swf:n`"),
];

fn word<'t>(rules: &'t str, key: &str) -> Option<&'t str> {
    rules
        .split_whitespace()
        .find_map(|w| w.strip_prefix(key)?.strip_prefix(':'))
}

#[test]
fn every_opentafl_variant_is_played_or_refused_with_its_rule() {
    let Some(text) = common::shared::text(&format!("{FOLDER}/opentafl-rules-strings.txt")) else {
        return;
    };
    let mut seen = Vec::new();
    for rules in text.lines().filter(|l| !l.trim().is_empty()) {
        let name = word(rules, "name").expect("every string is named");
        seen.push(name);
        match (variant_for_rules(rules), PLAYED.contains(&name)) {
            (Ok(v), true) => {
                // The start position is the string's own, square for square.
                let start = word(rules, "start").unwrap();
                assert_eq!(
                    position_string(&Position::new(Arc::clone(&v))),
                    start,
                    "{name}"
                );
                let first = if word(rules, "atkf") == Some("n") {
                    Side::Defenders
                } else {
                    Side::Attackers
                };
                assert_eq!(v.start().turn, first, "{name}");
            }
            (Ok(v), false) => panic!("{name} should be refused, but plays as {}", v.id()),
            (Err(e), true) => panic!("{name} should be played: {e}"),
            (Err(e), false) => {
                let (_, key) = REFUSED.iter().find(|(n, _)| *n == name).unwrap();
                assert!(
                    e.message.contains(key) && e.message.contains("not"),
                    "{name}: {e}"
                );
            }
        }
    }
    // Every variant named above was in the file.
    for name in PLAYED.iter().chain(REFUSED.iter().map(|(n, _)| n)) {
        assert!(
            seen.contains(name),
            "{name} is not among OpenTafl's strings"
        );
    }
}

#[test]
fn known_variants_keep_their_names_and_the_others_are_made() {
    let Some(text) = common::shared::text(&format!("{FOLDER}/opentafl-rules-strings.txt")) else {
        return;
    };
    let id = |name: &str| {
        let rules = text
            .lines()
            .find(|l| word(l, "name") == Some(name))
            .unwrap();
        variant_for_rules(rules).unwrap().id().to_owned()
    };
    assert_eq!(id("Brandub"), "brandubh");
    assert_eq!(id("Copenhagen"), "copenhagen");
    assert_eq!(id("Fetlar"), "fetlar");
    // OpenTafl's Tablut is not Taflbord's (attackers first, no camps).
    assert_eq!(id("Tablut"), "opentafl-tablut");
    assert_eq!(id("Foteviken_Tablut"), "opentafl-foteviken-tablut");
}

#[test]
fn the_engine_plays_every_opentafl_variant_it_accepts() {
    let Some(text) = common::shared::text(&format!("{FOLDER}/opentafl-rules-strings.txt")) else {
        return;
    };
    for rules in text
        .lines()
        .filter(|l| PLAYED.contains(&word(l, "name").unwrap_or("")))
    {
        let mut e = engine();
        let reply = e.handle(&format!("rules {rules}")).text;
        assert_eq!(reply, "", "{rules}");
        let mut board = Position::new(variant_for_rules(rules).unwrap());
        // Eight plies, the engine playing both sides, each move legal.
        for _ in 0..8 {
            if board.outcome().is_some() {
                break;
            }
            let reply = e.handle(&format!("play {}", board.turn())).text;
            let played = reply
                .lines()
                .find_map(|l| l.strip_prefix("move "))
                .unwrap_or_else(|| panic!("{rules}: no move in `{reply}`"));
            let m = read_move(played, board.size()).unwrap();
            board
                .play(m)
                .unwrap_or_else(|err| panic!("{rules}: {played}: {err}\n{board}"));
            assert_eq!(e.position().to_setup(), board.to_setup(), "{rules}");
        }
    }
}

/// An engine for one side of a replayed game.
fn engine() -> Otep {
    let limits = Limits {
        depth: Some(2),
        nodes: Some(5_000),
        time: None,
        threads: 1,
    };
    let start = Variant::built_in("copenhagen").unwrap();
    Otep::new(start, Box::new(SearchBot::new()), limits).with_search_status(false)
}

/// Which side moved, read off the position after the move: the piece now
/// standing on the move's target.
fn mover(args: &str, size: u8) -> Side {
    let mut words = args.split_whitespace();
    let (Some(mv), Some(record)) = (words.next(), words.next()) else {
        panic!("opponent-move without a move and a position: {args}");
    };
    // OpenTafl may send a list (`a|b|c`); the last is the one just played.
    let last = mv.rsplit('|').next().unwrap_or(mv);
    let to = read_move(last, size).unwrap().to;
    let rows: Vec<&str> = record.trim_matches('/').split('/').collect();
    // The record is rank 1 first; expand the row of the target.
    let row = rows[usize::from(to.row())];
    let mut col = 0;
    let mut digits = String::new();
    for c in row.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        col += digits.parse::<usize>().unwrap_or(0);
        digits.clear();
        if col == usize::from(to.col()) {
            return if c.is_ascii_lowercase() {
                Side::Attackers
            } else {
                Side::Defenders
            };
        }
        col += 1;
    }
    panic!("no piece on the target of {args}")
}

/// Replays the host's lines of one transcript: each goes to the engine it
/// was meant for (two Taflbord engines may share a game), every answer is
/// checked for errors, and every move or analysis for legality.
fn replay(file: &str) -> usize {
    let Some(log) = common::shared::text(&format!("{FOLDER}/{file}")) else {
        return 0;
    };
    let mut engines = [engine(), engine()];
    let slot = |s: Side| usize::from(s == Side::Defenders);
    let mut last = 0;
    let mut moves = 0;
    for (n, line) in log.lines().enumerate() {
        let Some((_, sent)) = line.split_once(" OT> ") else {
            continue;
        };
        let sent = sent.trim_end();
        let (command, args) = sent.split_once(' ').unwrap_or((sent, ""));
        let to: Vec<usize> = match command {
            "play" => {
                last = slot(if args.trim() == "defenders" {
                    Side::Defenders
                } else {
                    Side::Attackers
                });
                vec![last]
            }
            "move" => vec![last],
            "opponent-move" => {
                let size = engines[0].position().size();
                vec![slot(mover(args, size).other())]
            }
            "rules" | "clock" | "finish" | "goodbye" => vec![0, 1],
            // Analysis is asked of one engine alone.
            _ => vec![0],
        };
        for k in to {
            let before = engines[k].position().clone();
            let reply = engines[k].handle(sent).text;
            let at = format!("{file}:{}: `{sent}` answered `{reply}`", n + 1);
            assert!(!reply.lines().any(|l| l.starts_with("error")), "{at}");
            for answer in reply.lines() {
                // `move m`, or `analysis <n> m|m|... <score>`: a line of moves.
                let line = match answer.split_whitespace().collect::<Vec<_>>()[..] {
                    ["move", m] => m,
                    ["analysis", _, line, ..] => line,
                    _ => continue,
                };
                let mut pos = before.clone();
                for played in line.split('|') {
                    let m = read_move(played, pos.size()).unwrap_or_else(|e| panic!("{at}: {e}"));
                    pos.play(m)
                        .unwrap_or_else(|e| panic!("{at}: {played} is not legal ({e})\n{pos}"));
                }
                moves += 1;
            }
        }
    }
    moves
}

#[test]
fn opentafls_recorded_games_replay_without_an_error() {
    let Some(folder) = common::shared::file(FOLDER) else {
        return;
    };
    // The moves asked of Taflbord in the transcripts the issue names.
    let asked = [
        ("g0-brandub-test.otep.log", 13),
        ("g6-copenhagen-clock-tbdef.otep.log", 35),
        ("g7-fetlar-tb-vs-tb.otep.log", 180),
        ("a1-analyze.otep.log", 3),
    ];
    let mut replayed = Vec::new();
    for entry in std::fs::read_dir(folder).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        if name.ends_with(".otep.log") {
            let moves = replay(&name);
            let least = asked.iter().find(|(f, _)| *f == name).map_or(1, |a| a.1);
            assert!(
                moves >= least,
                "{name}: {moves} moves answered, expected {least}"
            );
            replayed.push(name);
        }
    }
    for (file, _) in asked {
        assert!(replayed.iter().any(|r| r == file), "{file} is missing");
    }
}

use proptest::prelude::*;

/// One rule word with a value that may or may not be playable.
fn rule_word() -> impl Strategy<Value = String> {
    let lists = [
        "corh", "cenh", "cenhe", "aforh", "corp", "cenp", "aforp", "cors", "cens", "afors",
        "corre", "cenre", "aforre",
    ];
    prop_oneof![
        (prop::sample::select(lists.to_vec()), "[tTKcn]{0,4}")
            .prop_map(|(k, v)| format!("{k}:{v}")),
        (
            prop::sample::select(vec![
                "esc", "surf", "atkf", "tfr", "ka", "ks", "kj", "sw", "swf", "efe", "linc"
            ]),
            "[ynecwlsdiamrj]",
        )
            .prop_map(|(k, v)| format!("{k}:{v}")),
        prop::sample::select(vec![
            "cor:".to_owned(),
            "cen:".to_owned(),
            "afor:a4,a5,a6,b5,d1,e1,f1,e2,".to_owned(),
            "afor:e5,".to_owned(),
            "spd:1".to_owned(),
            "spd:2,-1".to_owned(),
        ]),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2_000, failure_persistence: None, ..ProptestConfig::default() })]

    /// Any mix of rules reads to a variant with the string's start, or to
    /// a refusal naming a rule; nothing panics.
    #[test]
    fn any_rules_are_made_or_refused_by_name(words in prop::collection::vec(rule_word(), 0..8)) {
        let mut seen = std::collections::HashSet::new();
        let words: Vec<String> = words
            .into_iter()
            .filter(|w| seen.insert(w.split(':').next().unwrap_or("").to_owned()))
            .collect();
        let start = "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";
        let rules = format!("dim:9 {} start:{start}", words.join(" "));
        match variant_for_rules(&rules) {
            Ok(v) => {
                prop_assert_eq!(position_string(&Position::new(Arc::clone(&v))), start);
                // What Taflbord writes of a made variant reads back the same.
                if v.id().starts_with("opentafl") {
                    let written = nearest_rules_string(&v);
                    let back = variant_for_rules(&written);
                    prop_assert!(back.is_ok(), "{} -> {}: {:?}", rules, written, back.err());
                    // The same rules; the name may come back spelt for a rules string.
                    let unnamed = |v: &Variant| Rules { id: String::new(), name: String::new(), ..v.rules().clone() };
                    prop_assert_eq!(unnamed(&back.unwrap()), unnamed(&v), "{} -> {}", rules, written);
                }
            }
            Err(e) => prop_assert!(e.message.contains('`') || e.message.contains("start"), "{}", e),
        }
    }
}
