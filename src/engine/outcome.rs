//! How a game ends, and the checks made after every move.

use crate::engine::position::{Capture, Move, Position};
use crate::engine::rules::{Escape, Repetition};
use crate::engine::side::{Cell, Piece, Side};
use crate::engine::square::{CELLS, Direction, Square, step};
use crate::engine::square_set::SquareSet;
use crate::engine::variant::{EDGE, ESCAPE};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The end of a game: who won (nobody for a draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    pub winner: Option<Side>,
    pub reason: Reason,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Reason {
    /// The king reached a corner.
    CornerEscape,
    /// The king reached an edge square.
    EdgeEscape,
    /// The king moved along the edge (Tawl-bwrdd).
    PeripheryEscape,
    /// The king stands in an exit fort the attackers can never break.
    ExitFort,
    KingCaptured,
    /// The attackers closed a ring around the king and all defenders.
    Encircled,
    /// "Watch your king": the king is threatened and cannot be saved.
    Mate,
    /// The side to move had no legal move.
    NoLegalMove,
    /// A position occurred for the third time.
    RepetitionDraw,
    /// Perpetual repetition, which loses for the defenders.
    PerpetualRepetition,
}

impl Outcome {
    const fn win(side: Side, reason: Reason) -> Outcome {
        Outcome {
            winner: Some(side),
            reason,
        }
    }

    pub(crate) const fn mate() -> Outcome {
        Outcome::win(Side::Attackers, Reason::Mate)
    }

    pub(crate) const fn no_legal_move(stuck: Side) -> Outcome {
        Outcome::win(stuck.other(), Reason::NoLegalMove)
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Reason::CornerEscape => "the king escaped to a corner",
            Reason::EdgeEscape => "the king escaped to the edge",
            Reason::PeripheryEscape => "the king escaped along the edge",
            Reason::ExitFort => "the king built an exit fort",
            Reason::KingCaptured => "the king was captured",
            Reason::Encircled => "the defenders were encircled",
            Reason::Mate => "the king cannot be saved",
            Reason::NoLegalMove => "the side to move had no legal move",
            Reason::RepetitionDraw => "a position occurred for the third time",
            Reason::PerpetualRepetition => "perpetual repetition",
        })
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(side) => write!(f, "{side} win: {}", self.reason),
            None => write!(f, "draw: {}", self.reason),
        }
    }
}

impl Position {
    /// Judges the position a move has just made.
    pub(crate) fn outcome_after(
        &mut self,
        mv: Move,
        mover: Side,
        captures: &[Capture],
    ) -> Option<Outcome> {
        let rules = self.variant.rules();
        if captures.iter().any(|c| c.piece == Piece::King) {
            return Some(Outcome::win(Side::Attackers, Reason::KingCaptured));
        }
        let king_moved = self.king == Some(mv.to.index());
        match mover {
            Side::Defenders => {
                if king_moved && let Some(reason) = self.escape(mv) {
                    return Some(Outcome::win(Side::Defenders, reason));
                }
                if rules.exit_forts && self.in_exit_fort() {
                    return Some(Outcome::win(Side::Defenders, Reason::ExitFort));
                }
            }
            Side::Attackers => {
                if rules.encirclement && self.encircled() {
                    return Some(Outcome::win(Side::Attackers, Reason::Encircled));
                }
            }
        }
        match rules.repetition {
            Repetition::ThreefoldDraw if self.occurrences() >= 3 => {
                return Some(Outcome {
                    winner: None,
                    reason: Reason::RepetitionDraw,
                });
            }
            Repetition::DefendersLose if self.occurrences() >= 4 => {
                return Some(Outcome::win(Side::Attackers, Reason::PerpetualRepetition));
            }
            _ => {}
        }
        self.stalemate_outcome()
    }

    pub(crate) fn escape(&self, mv: Move) -> Option<Reason> {
        let v = &self.variant;
        match v.rules().escape {
            Escape::Corner if v.flag(mv.to.index(), ESCAPE) => Some(Reason::CornerEscape),
            Escape::Edge | Escape::EdgeOutsideCamps if v.flag(mv.to.index(), ESCAPE) => {
                Some(Reason::EdgeEscape)
            }
            Escape::Periphery => {
                let last = v.size() - 1;
                let (a, b) = (mv.from, mv.to);
                let same_edge = (a.row() == b.row() && (a.row() == 0 || a.row() == last))
                    || (a.col() == b.col() && (a.col() == 0 || a.col() == last));
                same_edge.then_some(Reason::PeripheryEscape)
            }
            _ => None,
        }
    }

    /// Whether no defender and not the king can reach the edge through
    /// squares free of attackers.
    pub(crate) fn encircled(&self) -> bool {
        let mut sources = self.defenders;
        if let Some(k) = self.king {
            sources.insert(Square::from_index(k));
        }
        if !(sources & self.variant.edge).is_empty() {
            return false;
        }
        // Depth-first, so the search heads straight for an edge. Each square
        // enters the stack at most once, so a board-sized array holds it.
        let mut seen = sources;
        let mut stack = [0u16; CELLS];
        let mut top = 0;
        for s in sources.iter() {
            stack[top] = s.index() as u16;
            top += 1;
        }
        while top > 0 {
            top -= 1;
            let i = usize::from(stack[top]);
            for dir in Direction::ALL {
                let n = step(i, dir);
                if seen.has_index(n) || matches!(self.cells[n], Cell::Attacker | Cell::Off) {
                    continue;
                }
                if self.variant.flag(n, EDGE) {
                    return false;
                }
                seen.insert_index(n);
                stack[top] = n as u16;
                top += 1;
            }
        }
        true
    }

    /// Copenhagen's exit fort, as we formalise it: the king is on the
    /// edge and can move; the empty region F around him touches no attacker;
    /// and every defender bounding F is safe on both axes.
    pub(crate) fn in_exit_fort(&self) -> bool {
        let Some(king) = self.king else { return false };
        if !self.variant.flag(king, EDGE) || !self.king_can_move() {
            return false;
        }
        let mut region = SquareSet::EMPTY;
        region.insert_index(king);
        let mut wall = SquareSet::EMPTY;
        let mut stack = vec![king];
        while let Some(i) = stack.pop() {
            for dir in Direction::ALL {
                let n = step(i, dir);
                match self.cells[n] {
                    Cell::Attacker => return false,
                    Cell::Defender => wall.insert_index(n),
                    Cell::Empty if !region.has_index(n) => {
                        region.insert_index(n);
                        stack.push(n);
                    }
                    _ => {}
                }
            }
        }
        let safe = |n: usize| {
            matches!(self.cells[n], Cell::Defender | Cell::King | Cell::Off) || region.has_index(n)
        };
        wall.iter().all(|d| {
            let i = d.index();
            [Direction::North, Direction::East]
                .into_iter()
                .all(|dir| safe(step(i, dir)) || safe(step(i, dir.opposite())))
        })
    }

    fn king_can_move(&self) -> bool {
        let Some(king) = self.king else { return false };
        let mut found = false;
        self.for_each_movement(Side::Defenders, |m| {
            found = m.from.index() == king;
            found
        });
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_read_well() {
        let o = Outcome::win(Side::Defenders, Reason::CornerEscape);
        assert_eq!(o.to_string(), "defenders win: the king escaped to a corner");
        let d = Outcome {
            winner: None,
            reason: Reason::RepetitionDraw,
        };
        assert_eq!(
            d.to_string(),
            "draw: a position occurred for the third time"
        );
    }
}
