//! OpenTafl notation: round trips of games of every built-in variant
//! (main line, variations, metadata, result), position strings, rules
//! strings, broken files with the line and column of the fault, and a fuzz
//! run over every parser.

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use std::cell::Cell;
use std::sync::Arc;
use taflbord::record::opentafl::{
    OtError, nearest_rules_string, parse_position, position_string, read_otg, rules_string,
    variant_for_rules, write_otg,
};
use taflbord::record::{GameRecord, GameResult, NodeId, ResultReason};
use taflbord::{Capture, Move, Outcome, Position, Side, Variant, built_ins};

/// A small deterministic random source (xorshift64*).
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn variant(id: &str) -> Arc<Variant> {
    Variant::built_in(id).unwrap_or_else(|| panic!("no variant {id}"))
}

/// Plays up to `plies` random legal moves at the cursor.
fn play_random(r: &mut GameRecord, rng: &mut Rng, plies: usize) {
    for _ in 0..plies {
        if r.position().outcome().is_some() {
            return;
        }
        let moves = r.position().legal_moves();
        if moves.is_empty() {
            return;
        }
        let m = moves[rng.below(moves.len())];
        r.play(m).expect("a legal move");
    }
}

/// Branches from a random node that already has a continuation, with a
/// different move, and plays on a little.
fn add_variation(r: &mut GameRecord, rng: &mut Rng) {
    let candidates: Vec<NodeId> = r
        .nodes()
        .filter(|(_, n)| !n.children().is_empty() && n.position().outcome().is_none())
        .map(|(id, _)| id)
        .collect();
    if candidates.is_empty() {
        return;
    }
    let at = candidates[rng.below(candidates.len())];
    let taken: Vec<Move> = r
        .node(at)
        .children()
        .iter()
        .filter_map(|&c| r.node(c).mv())
        .collect();
    let moves: Vec<Move> = r
        .node(at)
        .position()
        .legal_moves()
        .into_iter()
        .filter(|m| !taken.contains(m))
        .collect();
    if moves.is_empty() {
        return;
    }
    r.go_to(at);
    r.play(moves[rng.below(moves.len())]).expect("legal");
    let more = rng.below(7);
    play_random(r, rng, more);
}

fn random_record(v: &Arc<Variant>, seed: u64, plies: usize, variations: usize) -> GameRecord {
    let mut rng = Rng::new(seed);
    let mut r = GameRecord::new(Arc::clone(v));
    play_random(&mut r, &mut rng, plies);
    for _ in 0..variations {
        add_variation(&mut r, &mut rng);
    }
    let end = *r.main_line().last().expect("root");
    r.go_to(end);
    fill_metadata(&mut r, &mut rng);
    r
}

fn fill_metadata(r: &mut GameRecord, rng: &mut Rng) {
    let ended = r.outcome().is_some();
    let m = &mut r.meta;
    m.attackers = "Lovelace, Ada".into();
    m.defenders = "Bo [the] \\ Brave".into();
    m.event = "Spring cup: round 2\nboard 3".into();
    m.date = "2025.03.14".into();
    m.opening = "Edge ] opening".into();
    m.comment = "first line\nsecond [line]\n\ttabbed \\n literal".into();
    if !ended {
        m.result = match rng.below(5) {
            0 => None,
            1 => Some(GameResult {
                winner: Some(Side::Attackers),
                reason: ResultReason::Resignation,
            }),
            2 => Some(GameResult {
                winner: Some(Side::Defenders),
                reason: ResultReason::Time,
            }),
            3 => Some(GameResult {
                winner: None,
                reason: ResultReason::Agreement,
            }),
            _ => Some(GameResult {
                winner: None,
                reason: ResultReason::MoveLimit,
            }),
        };
    }
}

type Step = (Move, Vec<Capture>, Option<Outcome>);

fn main_line(r: &GameRecord) -> Vec<Step> {
    r.main_line()
        .iter()
        .filter_map(|&id| r.node(id).played())
        .map(|p| (p.mv, p.captures.clone(), p.outcome))
        .collect()
}

/// The whole tree in preorder, continuations in order: (depth, move).
fn tree(r: &GameRecord) -> Vec<(usize, Option<Move>)> {
    let mut out = Vec::new();
    let mut stack = vec![(NodeId::ROOT, 0)];
    while let Some((id, depth)) = stack.pop() {
        out.push((depth, r.node(id).mv()));
        for &c in r.node(id).children().iter().rev() {
            stack.push((c, depth + 1));
        }
    }
    out
}

fn round_trip(r: &GameRecord) -> GameRecord {
    let text = write_otg(r);
    let back = read_otg(&text, &[]).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(main_line(&back), main_line(r), "main line\n{text}");
    assert_eq!(tree(&back), tree(r), "variations\n{text}");
    assert_eq!(back.meta, r.meta, "metadata\n{text}");
    assert_eq!(back.result(), r.result(), "result\n{text}");
    assert_eq!(back.start().to_setup(), r.start().to_setup());
    assert_eq!(back.variant().id(), r.variant().id());
    assert_eq!(write_otg(&back), text, "writing again gives the same text");
    back
}

#[test]
fn games_of_every_variant_round_trip() {
    let mut ended = 0;
    for (k, v) in built_ins().iter().enumerate() {
        for seed in 0..6u64 {
            let plies = [0, 1, 7, 40, 120, 400][seed as usize];
            let r = random_record(v, seed * 31 + k as u64, plies, (seed as usize) % 4 * 2);
            if r.outcome().is_some() {
                ended += 1;
            }
            round_trip(&r);
        }
    }
    assert!(ended > 0, "some random games should end on the board");
}

#[test]
fn variations_nest_and_round_trip() {
    for v in built_ins() {
        let r = random_record(v, 7, 30, 12);
        let alternatives = r.nodes().filter(|(_, n)| n.children().len() > 1).count();
        assert!(alternatives > 0, "{}", v.id());
        let text = write_otg(&r);
        assert!(text.contains(".1.1a. "), "{text}");
        round_trip(&r);
    }
}

#[test]
fn games_from_a_set_up_position_round_trip() {
    for (k, v) in built_ins().iter().enumerate() {
        for odd in [false, true] {
            let mut rng = Rng::new(100 + k as u64);
            let mut pos = Position::new(Arc::clone(v));
            for _ in 0..(if odd { 9 } else { 10 }) {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos.play(moves[rng.below(moves.len())]).unwrap();
            }
            let start = Position::from_setup(Arc::clone(v), &pos.to_setup()).unwrap();
            let mut r = GameRecord::from_position(start);
            round_trip(&r);
            play_random(&mut r, &mut rng, 25);
            add_variation(&mut r, &mut rng);
            let end = *r.main_line().last().unwrap();
            r.go_to(end);
            let back = round_trip(&r);
            let text = write_otg(&r);
            assert!(text.contains("[position:/"), "{text}");
            assert_eq!(back.start().turn(), r.start().turn());
        }
    }
}

#[test]
fn ending_moves_are_marked_as_opentafl_does() {
    let mut king_moves = 0;
    let mut endings = 0;
    for (k, v) in built_ins().iter().enumerate() {
        for seed in 0..4u64 {
            let r = random_record(v, 1000 + seed * 8 + k as u64, 300, 0);
            let text = write_otg(&r);
            king_moves += text.matches(" K").count();
            if let Some(o) = r.outcome() {
                let last = text.lines().last().unwrap();
                let captured_king = main_line(&r)
                    .last()
                    .is_some_and(|s| s.1.iter().any(|c| c.piece == taflbord::Piece::King));
                if captured_king {
                    assert!(last.ends_with("++"), "{o}: {last}");
                    endings += 1;
                } else if matches!(
                    o.reason,
                    taflbord::Reason::CornerEscape
                        | taflbord::Reason::EdgeEscape
                        | taflbord::Reason::PeripheryEscape
                        | taflbord::Reason::ExitFort
                ) {
                    assert!(last.ends_with("--"), "{o}: {last}");
                    endings += 1;
                }
            }
        }
    }
    assert!(king_moves > 0 && endings > 0, "{king_moves} {endings}");
}

#[test]
fn position_strings_round_trip() {
    for (k, v) in built_ins().iter().enumerate() {
        let start = Position::new(Arc::clone(v));
        let text = position_string(&start);
        let back = parse_position(&text, v, start.turn()).unwrap();
        assert_eq!(back.to_setup(), start.to_setup(), "{}", v.id());
        let mut rng = Rng::new(500 + k as u64);
        let mut pos = start;
        for _ in 0..200 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play(moves[rng.below(moves.len())]).unwrap();
            if pos.outcome().is_some() {
                break;
            }
            let text = position_string(&pos);
            let back =
                parse_position(&text, v, pos.turn()).unwrap_or_else(|e| panic!("{e}: {text}"));
            assert_eq!(back.to_setup(), pos.to_setup(), "{text}");
            assert_eq!(position_string(&back), text);
        }
    }
}

#[test]
fn rules_strings_identify_every_variant() {
    for v in built_ins() {
        let text = nearest_rules_string(v);
        assert!(text.starts_with(&format!("dim:{} ", v.size())), "{text}");
        assert!(text.contains(" start:/"), "{text}");
        assert_eq!(variant_for_rules(&text).unwrap().id(), v.id());
        if let Some(exact) = rules_string(v) {
            assert_eq!(exact, text);
        }
    }
    let expressible: Vec<&str> = built_ins()
        .iter()
        .filter(|v| rules_string(v).is_some())
        .map(|v| v.id())
        .collect();
    assert_eq!(
        expressible,
        ["copenhagen", "fetlar", "tablut", "brandubh", "alea19"]
    );
}

const COPENHAGEN_RULES: &str = "dim:11 name:Copenhagen atkf:y tfr:w sw:s efe:y start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";

/// A file in the style OpenTafl writes: its own tags, the rules tag with
/// its Copenhagen string, comments after the turns.
fn opentafl_style() -> String {
    format!(
        "[date:2015.01.07]\n[event:Club game]\n[result:?]\n[attackers:Tim]\n[defenders:Sam]\n[compiler:Someone]\n[rules:{COPENHAGEN_RULES}]\n\n\
1. d1-d3 h6-h9 \n[Both sides claim a third rank.|A quiet reply.]\n\n\
2. k4-i4 f8-c8 \n[|]\n\n\
3. d11-d9 e7-e10 \n[An offer.\n\nOver two lines.|]\n\n\
4. e11-c11 g7-g10xf10 \n[|The first capture.]\n"
    )
}

#[test]
fn a_file_written_by_opentafl_reads() {
    let r = read_otg(&opentafl_style(), &[]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.variant().id(), "copenhagen");
    assert_eq!(r.meta.attackers, "Tim");
    assert_eq!(r.meta.event, "Club game");
    assert_eq!(r.meta.result, None);
    let steps = main_line(&r);
    assert_eq!(steps.len(), 8);
    assert_eq!(steps[7].0.to_string(), "g7-g10");
    assert_eq!(steps[7].1.len(), 1);
    assert_eq!(steps[7].1[0].square.to_string(), "f10");
    // OpenTafl marks variations by address; its own files write `a` even
    // where `.....` shows that the second move is replaced.
    let with_variations = format!(
        "{}2a.1.1a. k8-i8 f8-c8\n2a.2.1a. a4-c4\n1a.1.1a. ..... h6-h8\n",
        opentafl_style().replace("4. e11-c11", "2a.9.1a. a5-b5\n4. e11-c11")
    );
    let r = read_otg(&with_variations, &[]).unwrap_or_else(|e| panic!("{e}"));
    let root_child = r.node(NodeId::ROOT).children()[0];
    assert_eq!(
        r.node(root_child).children().len(),
        2,
        "1b has an alternative"
    );
    let second = r.main_line()[2];
    assert_eq!(
        r.node(second).children().len(),
        4,
        "2a has three alternatives"
    );
    assert_eq!(main_line(&r).len(), 8);
}

#[test]
fn results_and_terminations() {
    let base = |tags: &str| format!("{tags}[rules:{COPENHAGEN_RULES}]\n\n1. d1-d3 h6-h9\n");
    let r = read_otg(&base("[result:-1]\n[termination:Black resigns]\n"), &[]).unwrap();
    assert_eq!(
        r.meta.result,
        Some(GameResult {
            winner: Some(Side::Defenders),
            reason: ResultReason::Resignation
        })
    );
    let r = read_otg(&base("[result:0]\n"), &[]).unwrap();
    assert_eq!(r.meta.result.unwrap().winner, None);
    // Another program's words for a game stopped at its length cap.
    let r = read_otg(
        &base("[result:0]\n[termination:Move limit of 300 reached]\n"),
        &[],
    )
    .unwrap();
    assert_eq!(r.meta.result.unwrap().reason, ResultReason::MoveLimit);
    let r = read_otg(&base("[result:1]\n[termination:attackers (time)]\n"), &[]).unwrap();
    assert_eq!(r.meta.result.unwrap().reason, ResultReason::Time);
    let r = read_otg(&format!("{}2. ---\n", base("")), &[]).unwrap();
    assert_eq!(
        r.meta.result,
        Some(GameResult {
            winner: Some(Side::Defenders),
            reason: ResultReason::Resignation
        })
    );
    let e = read_otg(&base("[result:1]\n[termination:defenders (time)]\n"), &[]).unwrap_err();
    assert_eq!((e.line, e.column), (2, 14), "{e}");
    let e = read_otg(&format!("{}2. ---\n", base("[result:1]\n")), &[]).unwrap_err();
    assert_eq!((e.line, e.column), (5, 4), "{e}");
}

/// The error of reading `text`, which must fail.
fn error(text: &str) -> OtError {
    match read_otg(text, &[]) {
        Ok(_) => panic!("should not read:\n{text}"),
        Err(e) => e,
    }
}

fn assert_error(text: &str, line: usize, column: usize, words: &str) {
    let e = error(text);
    assert_eq!((e.line, e.column), (line, column), "{e}\n{text}");
    assert!(e.message.contains(words), "`{words}` not in: {e}");
}

fn game(turns: &str) -> String {
    format!("[attackers:Ada]\n[rules:{COPENHAGEN_RULES}]\n\n{turns}")
}

#[test]
fn bad_tags_are_reported_where_they_are() {
    assert_error(&format!("[attackers Ada]\n{}", game("")), 1, 1, "no `:`");
    assert_error("[att ackers:Ada]\n", 1, 2, "tag name");
    assert_error(&format!("[result:2]\n{}", game("")), 1, 9, "`-1`");
    assert_error(&format!("[attackers:Bo]\n{}", game("")), 2, 1, "twice");
    assert_error("attackers: Ada\n", 1, 1, "expected a tag");
    assert_error("[attackers:Ada]\n\n", 1, 1, "rules");
    assert_error("[variant:chess]\n", 1, 10, "unknown variant `chess`");
    assert_error(
        "[variant:brandubh]\n[rules:dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n",
        2,
        8,
        "king strength",
    );
    assert_error(
        "[rules:dim:11 atkf:n start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/]\n",
        1,
        15,
        "closest is `fetlar`",
    );
    assert_error(
        "[rules:dim:11 ber:c start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/]\n",
        1,
        19,
        "berserk",
    );
}

#[test]
fn illegal_moves_name_line_and_column() {
    assert_error(
        &game("1. d1-d3 e5-e2\n2. g1-g3 f4-c4\n3. g3-g11\n"),
        6,
        4,
        "illegal move g3-g11",
    );
    assert_error(&game("1. d1-d3 d3-d5\n"), 4, 10, "other side");
    assert_error(&game("1. d1-d4 Kf6-f7\n"), 4, 10, "illegal");
    assert_error(
        &game("1. Kd1-d3\n"),
        4,
        4,
        "`K` does not fit an attacker on d1",
    );
    assert_error(&game("1. d1-d3 e5-e2\n3. g1-g3\n"), 5, 1, "expected turn 2");
}

#[test]
fn wrong_capture_lists_are_refused() {
    let good = "1. d1-d3 e5-e2\n2. g1-g3 f4-c4\n3. g3-e3xe2\n";
    read_otg(&game(good), &[]).unwrap();
    assert_error(
        &game("1. d1-d3 e5-e2\n2. g1-g3 f4-c4\n3. g3-e3\n"),
        6,
        9,
        "also captures e2",
    );
    assert_error(
        &game("1. d1-d3 e5-e2\n2. g1-g3 f4-c4\n3. g3-e3xd3\n"),
        6,
        10,
        "does not capture d3",
    );
    assert_error(
        &game("1. d1-d3 e5-e2\n2. g1-g3 f4-c4\n3. g3-e3xe2/e2\n"),
        6,
        13,
        "twice",
    );
    assert_error(&game("1. d1-d3xd2 e5-e2\n"), 4, 10, "does not capture d2");
    assert_error(&game("1. d1-d3++ e5-e2\n"), 4, 9, "`++`");
}

#[test]
fn a_move_after_the_end_is_refused() {
    let mut found = 0;
    for (k, v) in built_ins().iter().enumerate() {
        for seed in 0..20u64 {
            let r = random_record(v, 3000 + seed * 8 + k as u64, 400, 0);
            if r.outcome().is_none() {
                continue;
            }
            let text = write_otg(&r);
            let last = text.lines().last().unwrap();
            let words = last.split_whitespace().count();
            let (extended, column) = if words == 3 {
                let number = main_line(&r).len().div_ceil(2) + 1;
                let line = format!("{number}. a2-a3");
                (format!("{text}{line}\n"), line.find("a2").unwrap() + 1)
            } else {
                let cut = text.trim_end();
                (format!("{cut} a2-a3\n"), last.len() + 2)
            };
            let lines = extended.lines().count();
            assert_error(&extended, lines, column, "the game is over");
            found += 1;
            break;
        }
    }
    assert!(found >= 4, "only {found} variants gave a finished game");
}

#[test]
fn truncated_files_say_what_is_missing() {
    let full = game("1. d1-d3 e5-e2\n2. g1-g3 f4-c4\n3. g3-e3xe2\n");
    let cut = &full[..full.find("g3-e3").unwrap() + 4];
    assert_error(cut, 6, 7, "expected a square");
    let cut = &full[..40];
    let e = error(cut);
    assert_eq!(e.line, 2, "{e}");
    assert!(e.message.contains("expected `]`"), "{e}");
    assert_eq!(e.column, cut.lines().last().unwrap().chars().count() + 1);
    assert_error(
        &game("1. d1-d3 e5-e2\n[a comment that never ends"),
        5,
        27,
        "comment opened on line 5",
    );
    assert_error(&game("1. d1-d3 e5-e2\n2."), 5, 3, "expected a move");
}

#[test]
fn binary_junk_is_not_a_game() {
    assert_error("\u{0}\u{1}PK\u{3}\u{4}", 1, 1, "control character");
    assert_error(
        &format!("{}\u{7f}ELF", game("1. d1-d3\n")),
        5,
        1,
        "control character",
    );
    assert_error("\u{feff}garbage", 1, 1, "expected a tag");
    assert_error("%PDF-1.4 ÿØÿà", 1, 1, "expected a tag");
}

#[test]
fn squares_off_the_board_are_refused() {
    assert_error(&game("1. m1-m3\n"), 4, 4, "11×11");
    assert_error(
        &game("1. d1-d3 e5-e2\n2. g1-g13\n"),
        5,
        7,
        "`g13` is off it",
    );
    let thirteen = "/4ttttt4/6t6/13/t5T5t/t4TTT4t/tt2TTKTT2tt/t4TTT4t/t5T5t/13/6t6/4ttttt4/13/13/";
    assert_error(
        &format!("[variant:copenhagen]\n[position:{thirteen}]\n\n1. d1-d3\n"),
        2,
        11,
        "13 rows, but the board is 11×11",
    );
    let e = parse_position(thirteen, &variant("copenhagen"), Side::Attackers).unwrap_err();
    assert_eq!((e.line, e.column), (1, 1), "{e}");
    let e = variant_for_rules("dim:11 cor:m13, start:/11/").unwrap_err();
    assert_eq!((e.line, e.column), (1, 12), "{e}");
}

#[test]
fn variation_errors() {
    let main = "1. d1-d3 e5-e2\n2. g1-g3 f4-c4\n";
    assert_error(
        &game(&format!("{main}5a.1.1a. h1-h3\n")),
        6,
        1,
        "no first move in turn 5",
    );
    assert_error(
        &game(&format!("{main}2a.1.1a. g1-g3\n")),
        6,
        10,
        "other than g1-g3",
    );
    assert_error(&game(&format!("{main}2b.1.1a. g1-g2\n")), 6, 1, "`.....`");
    assert_error(&game(&format!("{main}2a.1.2a. h1-h3\n")), 6, 1, "turn 1");
    assert_error(
        &game(&format!("{main}2a.1.1a.3.1a. h1-h3\n")),
        6,
        1,
        "not given before",
    );
    assert_error(
        &game(&format!("{main}2a.1.1a. h1-h2\n2a.1.2a. e2-e4\n")),
        7,
        1,
        "no more turns",
    );
    assert_error(
        &game(&format!("{main}1. ..... e5-e3\n")),
        6,
        1,
        "expected turn 3",
    );
    assert_error(
        &game(&format!("{main}3. h1-h2 ..... \n")),
        6,
        10,
        "first move of a line",
    );
}

fn fuzz_inputs(text: &str) {
    for v in built_ins() {
        let _ = parse_position(text, v, Side::Attackers);
    }
    let _ = variant_for_rules(text);
    let _ = read_otg(text, &[]);
}

#[test]
fn the_parsers_never_panic() {
    let cases = 10_000;
    let config = || Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    };
    let runner = |seed: u8| {
        TestRunner::new_with_rng(
            config(),
            TestRng::from_seed(RngAlgorithm::ChaCha, &[seed; 32]),
        )
    };
    let count = Cell::new(0u32);

    // Any text at all.
    runner(1)
        .run(&any::<String>(), |s| {
            count.set(count.get() + 1);
            fuzz_inputs(&s);
            Ok(())
        })
        .unwrap();

    // Text made of the notation's own characters.
    runner(2)
        .run(&"[\\[\\]0-9a-sxtTKk/:.\\-+ \\n|]{0,120}", |s| {
            count.set(count.get() + 1);
            fuzz_inputs(&s);
            fuzz_inputs(&format!("[rules:{COPENHAGEN_RULES}]\n{s}"));
            Ok(())
        })
        .unwrap();

    // Valid files with a few characters changed, inserted or removed.
    let mut samples = vec![opentafl_style()];
    for (k, v) in built_ins().iter().enumerate() {
        samples.push(write_otg(&random_record(v, 77 + k as u64, 30, 3)));
    }
    let samples = samples;
    let edits = (
        0..samples.len(),
        vec((any::<usize>(), any::<char>(), 0u8..3), 1..6),
    );
    runner(3)
        .run(&edits, |(which, edits)| {
            count.set(count.get() + 1);
            let mut chars: Vec<char> = samples[which].chars().collect();
            for (at, c, kind) in edits {
                let i = at % (chars.len() + 1);
                match kind {
                    0 => chars.insert(i, c),
                    1 if i < chars.len() => {
                        chars.remove(i);
                    }
                    _ if i < chars.len() => chars[i] = c,
                    _ => {}
                }
            }
            let text: String = chars.into_iter().collect();
            fuzz_inputs(&text);
            Ok(())
        })
        .unwrap();

    eprintln!("OpenTafl fuzz: {} cases", count.get());
    assert_eq!(count.get(), 3 * cases);
}

#[test]
fn clock_tags_carry_the_control_and_the_clocks_at_the_end() {
    use std::time::Duration;
    use taflbord::clock::TimeControl;
    let s = Duration::from_secs;
    for (control, opentafl) in [
        ("5+3", Some("300 0/0 3i")),
        ("10", Some("600 0/0 0i")),
        ("5d3", None),
    ] {
        let mut r = GameRecord::new(variant("copenhagen"));
        r.meta.time_control = Some(TimeControl::parse(control).unwrap());
        let moves = r.position().legal_moves();
        r.play(moves[0]).unwrap();
        r.set_clocks(r.cursor(), Some([s(290), s(300)]));
        let text = write_otg(&r);
        assert!(text.contains(&format!("[clock:{control}]")), "{text}");
        assert!(text.contains("[time-remaining:290 0/0 300 0/0]"), "{text}");
        match opentafl {
            Some(tc) => assert!(text.contains(&format!("[time-control:{tc}]")), "{text}"),
            None => assert!(!text.contains("[time-control:"), "{text}"),
        }
        let back = read_otg(&text, &[]).unwrap();
        assert_eq!(back.meta.time_control, r.meta.time_control);
        let end = *back.main_line().last().unwrap();
        assert_eq!(back.node(end).clocks(), Some([s(290), s(300)]));
        // OpenTafl's tag alone, as OpenTafl writes it.
        let theirs = text
            .lines()
            .filter(|l| !l.starts_with("[clock:"))
            .collect::<Vec<_>>()
            .join("\n");
        let back = read_otg(&theirs, &[]).unwrap();
        let expected = opentafl.map(|_| TimeControl::parse(control).unwrap());
        assert_eq!(back.meta.time_control, expected);
    }
    let bad = write_otg(&GameRecord::new(variant("copenhagen")))
        .replace("[rules:", "[clock:soon]\n[rules:");
    let e = read_otg(&bad, &[]).unwrap_err().to_string();
    assert!(e.contains("`soon` is not a time control"), "{e}");
}

#[test]
fn move_notes_travel_in_brackets_after_their_turn() {
    use taflbord::record::annotation::Annotation;
    let mut r = GameRecord::new(variant("copenhagen"));
    let mut rng = Rng::new(7);
    play_random(&mut r, &mut rng, 9);
    add_variation(&mut r, &mut rng);
    let ids: Vec<NodeId> = r.nodes().map(|(id, _)| id).skip(1).collect();
    for (k, &id) in ids.iter().enumerate() {
        match k % 4 {
            0 => r.set_annotation(id, Some(Annotation::ALL[k % 6])),
            1 => r.set_comment(id, format!("a [bracketed] | barred\nnote {k}")),
            2 => {
                r.set_annotation(id, Some(Annotation::Blunder));
                r.set_comment(id, "the king got out");
            }
            _ => {}
        }
    }
    let text = write_otg(&r);
    assert!(text.contains("[?? the king got out"), "{text}");
    let back = read_otg(&text, &[]).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let notes = |r: &GameRecord| -> Vec<(Vec<String>, Option<Annotation>, String)> {
        let mut all: Vec<_> = r
            .nodes()
            .map(|(id, n)| {
                let path = r
                    .path_to(id)
                    .iter()
                    .filter_map(|&p| r.node(p).mv())
                    .map(|m| m.to_string())
                    .collect();
                (path, n.annotation(), n.comment().to_owned())
            })
            .collect();
        all.sort();
        all
    };
    assert_eq!(notes(&back), notes(&r), "{text}");
}

#[test]
fn a_long_game_reads_in_time_linear_in_its_plies() {
    // Onestep 9×9 lets positions repeat: an attacker and a defender step
    // to and fro 10,000 turns, 20,000 plies with no capture.
    let mut text = String::from("[variant:onestep9]\n");
    for turn in 1..=10_000 {
        let moves = if turn % 2 == 1 {
            "d9-c9 e7-d7"
        } else {
            "c9-d9 d7-e7"
        };
        text.push_str(&format!("{turn}. {moves}\n"));
    }
    let started = std::time::Instant::now();
    let r = read_otg(&text, &[]).unwrap_or_else(|e| panic!("{e}"));
    let took = started.elapsed();
    assert_eq!(r.main_line().len(), 20_001);
    assert_eq!(r.ply(), 20_000);
    // Quadratic reading took about 2 s for this many plies.
    assert!(
        took < std::time::Duration::from_secs(2),
        "20,000 plies took {took:?}"
    );
}
