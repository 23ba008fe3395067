//! A game reviewed by the engine: the review kept for the graph, and
//! written into the record (marks, comments, better lines).

use super::Session;
use crate::analysis::{Review, Verdict, annotate};
use crate::i18n::locale::arg;

impl Session {
    /// The engine's review of the game on the board, once it has one.
    pub fn review(&self) -> Option<&Review> {
        self.review.as_ref()
    }

    /// Takes a finished (or stopped) review of this game: its marks,
    /// comments and better lines go into the record. A review of another
    /// game (the board changed games meanwhile) is dropped.
    pub fn reviewed(&mut self, review: Review) {
        let nodes = self.record.nodes().count();
        let same = review
            .moves
            .iter()
            .all(|m| m.node.index() < nodes && self.record.node(m.node).mv() == Some(m.played));
        if !same {
            return;
        }
        annotate(&mut self.record, &review, self.notation);
        let count = |v: Verdict| review.moves.iter().filter(|m| m.verdict == Some(v)).count();
        self.notice = Some(self.tf(
            "notice-reviewed",
            &[
                ("inaccuracies", arg(count(Verdict::Inaccuracy))),
                ("mistakes", arg(count(Verdict::Mistake))),
                ("blunders", arg(count(Verdict::Blunder))),
            ],
        ));
        self.review = Some(review);
        self.autosave();
    }
}
