//! A game reviewed by the engine: the review kept for the graph, and
//! written into the record (marks, comments, better lines).

use super::{Notice, Session};
use crate::analysis::{Review, Verdict, annotate};
use crate::i18n::wording;
use crate::notation::shown::Notation;

impl Session {
    /// The engine's review of the game on the board, once it has one.
    pub fn review(&self) -> Option<&Review> {
        self.review.as_ref()
    }

    /// Takes a finished (or stopped) review of this game: its marks,
    /// comments and better lines go into the record. A review of another
    /// game (the board changed games meanwhile) is dropped. The comments
    /// word moves in `notation`.
    pub fn reviewed(&mut self, review: Review, notation: Notation) {
        let nodes = self.record.nodes().count();
        let same = review
            .moves
            .iter()
            .all(|m| m.node.index() < nodes && self.record.node(m.node).mv() == Some(m.played));
        if !same {
            return;
        }
        let tr = self.locale.clone();
        annotate(&mut self.record, &review, |m, before| {
            wording::review_comment(&tr, m, before, notation)
        });
        let count = |v: Verdict| review.moves.iter().filter(|m| m.verdict == Some(v)).count();
        self.say(Notice::Reviewed {
            inaccuracies: count(Verdict::Inaccuracy),
            mistakes: count(Verdict::Mistake),
            blunders: count(Verdict::Blunder),
        });
        self.review = Some(review);
        self.autosave();
    }
}
