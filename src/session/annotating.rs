//! A player's own notes on the move on the board: a symbol and a comment.

use super::Session;
use crate::record::annotation::Annotation;

impl Session {
    /// Gives the move on the board `annotation`, or takes it away when it
    /// already has it.
    pub fn toggle_annotation(&mut self, annotation: Annotation) {
        let id = self.record.cursor();
        if self.record.node(id).mv().is_none() {
            return;
        }
        let now = self.record.node(id).annotation();
        let next = (now != Some(annotation)).then_some(annotation);
        self.record.set_annotation(id, next);
        self.autosave();
    }

    /// Writes `comment` on the move on the board (saved with the next
    /// autosave: when it is submitted, or the board moves).
    pub fn set_comment_here(&mut self, comment: String) {
        let id = self.record.cursor();
        if self.record.node(id).mv().is_some() {
            self.record.set_comment(id, comment);
        }
    }

    /// Saves the comment typed on the move on the board.
    pub fn comment_done(&mut self) {
        self.autosave();
    }
}
