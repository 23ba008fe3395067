//! A review written into its record: each judged move gets its symbol
//! and a comment with the scores and the better move, and the better line
//! is added as a variation where the move lost something.

use super::review::Review;
use super::win_chance::win_chance;
use crate::Side;
use crate::bot::WIN;
use crate::notation::shown::Notation;
use crate::record::GameRecord;

/// The longest better line added as a variation.
const LINE_PLIES: usize = 6;

/// A score as players read it: `+0.45`, `-2.10`, or `win in 3` / `loss in 2`
/// (plies) near a forced end; from the view of whoever's score it is.
pub fn score_text(score: i32) -> String {
    let to_end = WIN - score.abs();
    if to_end < 1_000 {
        let plies = to_end.max(1);
        if score > 0 {
            format!("win in {plies}")
        } else {
            format!("loss in {plies}")
        }
    } else {
        format!("{:+.2}", f64::from(score) / 100.0)
    }
}

/// Writes `review` into `record`: symbols, comments (scores from the
/// mover's view, winning chances, the better move) and better lines as
/// variations. The cursor goes back where it was.
pub fn annotate(record: &mut GameRecord, review: &Review, notation: Notation) {
    let cursor = record.cursor();
    for m in &review.moves {
        let Some(verdict) = m.verdict else {
            continue;
        };
        let parent = record.node(m.node).parent().expect("a move has a parent");
        let before_pos = record.node(parent).position().clone();
        let mover = before_pos.turn();
        record.set_annotation(m.node, Some(verdict.annotation()));
        let mut words = format!(
            "{} for the {}: {} ({:.0}%) before, {} ({:.0}%) after",
            verdict_word(verdict),
            side_word(mover),
            score_text(m.before),
            win_chance(m.before) * 100.0,
            score_text(m.after),
            win_chance(m.after) * 100.0,
        );
        if let Some(&best) = m.better.first() {
            words.push_str(&format!("; better {}", notation.word(&before_pos, best)));
        }
        let old = record.node(m.node).comment().to_owned();
        let comment = if old.is_empty() {
            words
        } else {
            format!("{old}\n{words}")
        };
        record.set_comment(m.node, comment);
        // The better line, as far as it plays.
        record.go_to(parent);
        for &mv in m.better.iter().take(LINE_PLIES) {
            if record.play(mv).is_err() {
                break;
            }
        }
    }
    record.go_to(cursor);
}

fn verdict_word(v: super::Verdict) -> &'static str {
    match v {
        super::Verdict::Inaccuracy => "Inaccuracy",
        super::Verdict::Mistake => "Mistake",
        super::Verdict::Blunder => "Blunder",
    }
}

/// A side as the review's text names it.
pub fn side_word(side: Side) -> &'static str {
    match side {
        Side::Attackers => "attackers",
        Side::Defenders => "defenders",
    }
}
