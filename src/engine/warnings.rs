//! What players warn each other about: the king's open ways out
//! (Tablut's raicki and tuicku, the "Escape" of beginners' rules sheets) and a king the
//! attackers can take next move ("Watch your king").

use crate::engine::outcome::Reason;
use crate::engine::position::{Move, Position};
use crate::engine::side::Side;

impl Position {
    /// King moves that would win at once by escaping (corner, edge or along
    /// the edge), whoever is to move now. Their number is the count of free
    /// paths: one is Tablut's raicki, two its tuicku.
    pub fn escape_moves(&self) -> Vec<Move> {
        let Some(king) = self.king() else {
            return Vec::new();
        };
        let mut scratch = self.clone();
        scratch.turn = Side::Defenders;
        scratch.outcome = None;
        let mut wins = Vec::new();
        self.for_each_movement_of(king, Side::Defenders, |mv| {
            let (caps, undo) = scratch.make(mv);
            let escaped = matches!(
                scratch
                    .outcome_after(mv, Side::Defenders, &caps)
                    .map(|o| o.reason),
                Some(Reason::CornerEscape | Reason::EdgeEscape | Reason::PeripheryEscape)
            );
            scratch.unmake(mv, &caps, undo);
            if escaped {
                wins.push(mv);
            }
        });
        wins
    }

    /// Number of free paths along which the king escapes next move.
    pub fn escape_paths(&self) -> usize {
        self.escape_moves().len()
    }

    /// "Watch your king": attacker moves that would capture the king if the
    /// attackers moved now.
    pub fn king_threats(&self) -> Vec<Move> {
        self.clone().king_threats_limited(false)
    }

    /// Whether the attackers could capture the king with their next move.
    pub fn king_in_danger(&self) -> bool {
        self.clone().king_capturable()
    }

    fn for_each_movement_of(&self, from: crate::Square, side: Side, mut f: impl FnMut(Move)) {
        self.for_each_movement(side, |mv| {
            if mv.from == from {
                f(mv);
            }
            false
        });
    }
}
