//! The engine reviewing games: a move that lets the king escape next move
//! is a blunder (with the better move and its line), the best move is not
//! marked, and the review written into the record reads back.

use std::sync::atomic::AtomicBool;
use std::time::Duration;
use taflbord::analysis::{Verdict, annotate, review};
use taflbord::bot::Limits;
use taflbord::i18n::locale::Locale;
use taflbord::i18n::wording;

use taflbord::notation::sheet_move::Perspective;
use taflbord::notation::shown::Notation;
use taflbord::record::GameRecord;
use taflbord::record::annotation::Annotation;
use taflbord::record::sheet::{self, Sheet};
use taflbord::{Move, Position, Setup, Side, Square, Variant};

fn mv(text: &str) -> Move {
    let (from, to) = text.split_once('-').unwrap();
    Move::new(
        Square::parse_letters(from, 7).unwrap(),
        Square::parse_letters(to, 7).unwrap(),
    )
}

/// Brandubh with the king on the top edge, an attacker between him and
/// the corner, the attackers to move.
fn start() -> GameRecord {
    let rows = [
        ".AK.A..", //
        ".......", //
        "...D...", //
        "A.....A", //
        "...D...", //
        ".......", //
        "...A...", //
    ];
    let setup = Setup::from_diagram(&rows, Side::Attackers).unwrap();
    let pos = Position::from_setup(Variant::built_in("brandubh").unwrap(), &setup).unwrap();
    GameRecord::from_position(pos)
}

/// How deep each position is looked at: a depth, not a time, so that two
/// reviews judge alike however busy the machine is.
fn looks() -> Limits {
    Limits::depth(REVIEW_DEPTH)
}

const REVIEW_DEPTH: u32 = 6;

fn reviewed(moves: &[&str]) -> (GameRecord, taflbord::analysis::Review) {
    let mut record = start();
    for m in moves {
        record.play(mv(m)).unwrap();
    }
    let stop = AtomicBool::new(false);
    let result = review(&record, looks(), &stop, |_| {});
    (record, result)
}

#[test]
fn opening_the_kings_way_to_the_corner_is_a_blunder() {
    let (record, result) = reviewed(&["b7-b6", "c7-a7"]);
    assert!(record.outcome().is_some(), "the king escaped");
    let first = &result.moves[0];
    assert_eq!(first.verdict, Some(Verdict::Blunder), "{first:?}");
    assert!(first.lost >= 0.3);
    let better = first.better.first().copied().expect("a better move");
    assert_ne!(better, mv("b7-b6"));
    // The better line is made of legal moves from the position before.
    let mut pos = record.start().clone();
    for &m in &first.better {
        if pos.outcome().is_some() {
            break;
        }
        pos.play(m).expect("a legal line");
    }
    // The escape itself was the defenders' best.
    assert_eq!(result.moves[1].verdict, None);
}

#[test]
fn the_best_move_is_not_marked() {
    let (_, first) = reviewed(&["b7-b6"]);
    let best = first.moves[0].better[0];
    let mut record = start();
    record.play(best).unwrap();
    let stop = AtomicBool::new(false);
    let again = review(&record, looks(), &stop, |_| {});
    assert_eq!(again.moves[0].verdict, None, "{:?}", again.moves[0]);
}

#[test]
fn a_review_written_into_the_sheet_reads_back() {
    let (mut record, result) = reviewed(&["b7-b6", "c7-a7"]);
    let english = Locale::new("en");
    annotate(&mut record, &result, |m, before| {
        wording::review_comment(&english, m, before, Notation::Sheet)
    });
    let main = record.main_line();
    assert_eq!(record.node(main[1]).annotation(), Some(Annotation::Blunder));
    assert!(record.node(main[1]).comment().contains("better"));
    assert_eq!(record.lines().len(), 2, "the better line, as a variation");
    let text = sheet::write(&record, Perspective::Attackers);
    assert!(text.contains("??"), "{text}");
    assert!(
        text.contains("> 1 attackers: Blunder by the attackers: "),
        "{text}"
    );
    // The king's escape after the blunder, in the attackers' sign.
    assert!(text.contains("Defenders win in 1 after; better "), "{text}");
    let back = Sheet::read(&text, &[]).unwrap();
    assert_eq!(sheet::write(&back, Perspective::Attackers), text);
    assert_eq!(
        back.node(back.main_line()[1]).annotation(),
        Some(Annotation::Blunder)
    );
}

#[test]
fn a_stopped_review_keeps_what_it_found() {
    let record = {
        let mut r = start();
        r.play(mv("b7-b6")).unwrap();
        r
    };
    let stop = AtomicBool::new(false);
    let mut seen = Vec::new();
    let result = review(
        &record,
        Limits::time(Duration::from_millis(20)),
        &stop,
        |p| {
            seen.push(p.done);
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
        },
    );
    assert_eq!(seen, [1]);
    assert!(result.stopped);
    assert_eq!(result.looks.len(), 1);
    assert!(result.moves.is_empty());
}
