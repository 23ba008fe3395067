//! A review written into its record: each judged move gets its symbol
//! and a comment with the scores and the better move, and the better line
//! is added as a variation where the move lost something.

use super::review::{MoveReview, Review};
use crate::Side;
use crate::engine::position::Position;
use crate::record::GameRecord;

/// The longest better line added as a variation.
const LINE_PLIES: usize = 6;

/// Writes `review` into `record`: symbols, comments and better lines as
/// variations. `words` words a judged move's comment from the position
/// before it (the window in the player's language, the command line in
/// English). The cursor goes back where it was.
pub fn annotate(
    record: &mut GameRecord,
    review: &Review,
    words: impl Fn(&MoveReview, &Position) -> String,
) {
    let cursor = record.cursor();
    for m in &review.moves {
        let Some(verdict) = m.verdict else {
            continue;
        };
        let parent = record.node(m.node).parent().expect("a move has a parent");
        let before_pos = record.node(parent).position().clone();
        record.set_annotation(m.node, Some(verdict.annotation()));
        let words = words(m, &before_pos);
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

/// A side as the review's text names it.
pub fn side_word(side: Side) -> &'static str {
    match side {
        Side::Attackers => "attackers",
        Side::Defenders => "defenders",
    }
}
