//! King Centered (algorithm 5, attackers): capture the king if possible,
//! block his way to a castle, else move a piece as close to him as
//! possible.

use super::terms::{self, king_closeness};
use super::{Decision, best_by, pick, pick_first, safe_first, start, strategy_bot};
use crate::bot::Rng;
use crate::engine::position::Position;
use crate::engine::side::Side;

/// The paper's King Centered attacker.
pub struct KingCentered {
    rng: Rng,
}

impl KingCentered {
    pub fn new(seed: u64) -> KingCentered {
        KingCentered {
            rng: Rng::new(seed),
        }
    }

    /// The move and the step of algorithm 5 that chose it.
    pub fn decide(&mut self, pos: &Position) -> Option<Decision> {
        let legal = match start(pos, Side::Attackers, &mut self.rng) {
            Ok(legal) => legal,
            Err(decision) => return decision,
        };
        let king = terms::king_capture_moves(pos, &legal);
        if !king.is_empty() {
            return pick(&mut self.rng, &king, "capture king");
        }
        if terms::king_can_reach_exit(pos) {
            let blocks = terms::exit_blocking_moves(pos, &legal);
            if let Some(d) = pick_first(
                &mut self.rng,
                &safe_first(pos, blocks),
                "block king from reaching exit",
            ) {
                return Some(d);
            }
        }
        // Bring a piece nearer the king; when none can come nearer, the
        // move that ends nearest him and loses least ground.
        let nearer = terms::king_approaching_moves(pos, &legal);
        let choice = if nearer.is_empty() { &legal } else { &nearer };
        let closest = best_by(choice, |m| king_closeness(pos, *m));
        pick(
            &mut self.rng,
            &closest,
            "move as close to the king as possible",
        )
    }
}

strategy_bot!(KingCentered, "King Centered");
