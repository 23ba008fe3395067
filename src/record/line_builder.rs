//! Building a game's tree of moves from a record's text, line by line: the
//! main line and its variations, each move played on the board, checked
//! against what the text claims it did, and hung in the record's tree. The
//! record sheet and the `.otg` reader both feed it; each words the errors
//! in its own format.
//!
//! Reading stays linear in the number of plies: the record's cursor stays
//! at the end of the line being played, so going back to it is free.

use crate::engine::position::{IllegalMove, Move, Played, Position};
use crate::record::{GameRecord, NodeId};

/// What went wrong building a line, and at which ply of the game. `C` is
/// what the reader found wrong in the claims written beside a move.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum LineError<C> {
    /// A variation branches from a line not built (yet).
    NoSuchLine { line: usize },
    /// The line a variation branches from has no move at `ply` to replace.
    NoMoveToReplace { ply: usize },
    /// A line's first move is one its starting point goes on with already,
    /// so it starts no new line.
    SameMove { ply: usize, mv: Move },
    /// The move breaks the rules.
    Illegal {
        ply: usize,
        mv: Move,
        why: IllegalMove,
    },
    /// What the text says the move did (its captures, how the game ends)
    /// is not what it did.
    Claims { ply: usize, mismatch: C },
}

/// A line being built: the node before its first move, then its moves.
struct OpenLine {
    /// Ply of `nodes[0]`.
    start_ply: usize,
    nodes: Vec<NodeId>,
}

/// Builds a record's tree of moves, line by line (line 0 is the main line).
pub(crate) struct LineBuilder {
    record: GameRecord,
    lines: Vec<OpenLine>,
}

impl LineBuilder {
    /// Starts from `record`'s start position, with its main line empty.
    pub(crate) fn new(record: GameRecord) -> LineBuilder {
        LineBuilder {
            record,
            lines: vec![OpenLine {
                start_ply: 0,
                nodes: vec![NodeId::ROOT],
            }],
        }
    }

    pub(crate) fn record(&self) -> &GameRecord {
        &self.record
    }

    pub(crate) fn record_mut(&mut self) -> &mut GameRecord {
        &mut self.record
    }

    /// Opens a variation of line `parent` replacing its move at `ply`;
    /// returns the new line's number.
    pub(crate) fn branch<C>(&mut self, parent: usize, ply: usize) -> Result<usize, LineError<C>> {
        if parent >= self.lines.len() {
            return Err(LineError::NoSuchLine { line: parent });
        }
        if ply == 0 || ply > self.end_ply(parent) {
            return Err(LineError::NoMoveToReplace { ply });
        }
        let base = self.node_at(parent, ply - 1).expect("an earlier ply");
        self.lines.push(OpenLine {
            start_ply: ply - 1,
            nodes: vec![base],
        });
        Ok(self.lines.len() - 1)
    }

    /// Ply of the node before `line`'s first move.
    pub(crate) fn start_ply(&self, line: usize) -> usize {
        self.lines[line].start_ply
    }

    /// Ply of `line`'s last move (its start when it has none).
    pub(crate) fn end_ply(&self, line: usize) -> usize {
        let open = &self.lines[line];
        open.start_ply + open.nodes.len() - 1
    }

    /// The position after `line`'s last move, where its next one is played.
    pub(crate) fn position(&self, line: usize) -> &Position {
        let end = *self.lines[line].nodes.last().expect("a line has a start");
        self.record.node(end).position()
    }

    /// The node at `ply` along `line`, before its start too (the moves it
    /// shares with the line it branches from).
    pub(crate) fn node_at(&self, line: usize, ply: usize) -> Option<NodeId> {
        let open = &self.lines[line];
        if ply >= open.start_ply {
            return open.nodes.get(ply - open.start_ply).copied();
        }
        let mut id = open.nodes[0];
        for _ in ply..open.start_ply {
            id = self
                .record
                .node(id)
                .parent()
                .expect("plies down to the start");
        }
        Some(id)
    }

    /// Plays `mv` at the end of `line`, then lets `check` hold what the
    /// text claims against what the move did. Returns the move's node.
    pub(crate) fn play<C>(
        &mut self,
        line: usize,
        mv: Move,
        check: impl FnOnce(&Played) -> Result<(), C>,
    ) -> Result<NodeId, LineError<C>> {
        let open = &self.lines[line];
        let here = *open.nodes.last().expect("a line has a start");
        let ply = self.record.node(here).ply() + 1;
        // Playing a move the tree has already would just follow it.
        let first = open.nodes.len() == 1;
        if first
            && self
                .record
                .node(here)
                .children()
                .iter()
                .any(|&c| self.record.node(c).mv() == Some(mv))
        {
            return Err(LineError::SameMove { ply, mv });
        }
        // Along a line the cursor is there already; going to it again walks
        // the whole path (quadratic in a long game).
        if self.record.cursor() != here {
            self.record.go_to(here);
        }
        let played = self
            .record
            .play(mv)
            .map_err(|why| LineError::Illegal { ply, mv, why })?;
        check(played).map_err(|mismatch| LineError::Claims { ply, mismatch })?;
        let id = self.record.cursor();
        self.lines[line].nodes.push(id);
        Ok(id)
    }

    /// The record built, and the nodes of its main line from the start.
    pub(crate) fn finish(mut self) -> (GameRecord, Vec<NodeId>) {
        let main = std::mem::take(&mut self.lines[0].nodes);
        (self.record, main)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;
    use crate::engine::variant::Variant;
    use crate::notation::letters::LetterMove;

    fn mv(text: &str) -> Move {
        LetterMove::parse(text, 11).unwrap().mv
    }

    fn builder() -> LineBuilder {
        let start = Position::new(Variant::built_in("copenhagen").unwrap());
        LineBuilder::new(GameRecord::from_position(start))
    }

    fn no_claims(_: &Played) -> Result<(), ()> {
        Ok(())
    }

    #[test]
    fn variations_branch_share_their_start_and_keep_the_main_line() {
        let mut b = builder();
        for m in ["d1-d3", "e5-e2", "g1-g3"] {
            b.play(0, mv(m), no_claims).unwrap();
        }
        let v = b.branch::<()>(0, 2).unwrap();
        assert_eq!((b.start_ply(v), b.end_ply(v)), (1, 1));
        assert_eq!(
            b.play(v, mv("e5-e2"), no_claims),
            Err(LineError::SameMove {
                ply: 2,
                mv: mv("e5-e2")
            })
        );
        b.play(v, mv("f8-f9"), no_claims).unwrap();
        b.play(0, mv("f4-c4"), no_claims).unwrap();
        // Before its start, a variation is the line it branches from.
        assert_eq!(b.node_at(v, 1), b.node_at(0, 1));
        assert_eq!(b.node_at(v, 0), Some(NodeId::ROOT));
        assert_eq!(b.node_at(v, 3), None);
        let (record, main) = b.finish();
        assert_eq!(main.len(), 5);
        assert_eq!(record.nodes().count(), 6);
        assert_eq!(record.node(main[4]).mv(), Some(mv("f4-c4")));
    }

    #[test]
    fn errors_name_the_fault_and_the_ply() {
        let mut b = builder();
        b.play(0, mv("d1-d3"), no_claims).unwrap();
        assert_eq!(b.branch::<()>(3, 1), Err(LineError::NoSuchLine { line: 3 }));
        assert_eq!(
            b.branch::<()>(0, 2),
            Err(LineError::NoMoveToReplace { ply: 2 })
        );
        assert!(matches!(
            b.play(0, mv("d3-d2"), no_claims),
            Err(LineError::Illegal {
                ply: 2,
                why: IllegalMove::NotYourPiece,
                ..
            })
        ));
        assert_eq!(
            b.play(0, mv("e5-e2"), |_| Err("no")),
            Err(LineError::Claims {
                ply: 2,
                mismatch: "no"
            })
        );
    }
}
