//! Mobile King (algorithm 10, defenders): get the king off the throne
//! early and fight with him on his way to an open castle.

use super::kings_guard::leave_throne_step;
use super::{
    Decision, approach_step, capture_step, escape_step, random, rescue_step, start, strategy_bot,
};
use crate::bot::Rng;
use crate::engine::position::Position;
use crate::engine::side::Side;

/// The paper's Mobile King defender.
pub struct MobileKing {
    rng: Rng,
}

impl MobileKing {
    pub fn new(seed: u64) -> MobileKing {
        MobileKing {
            rng: Rng::new(seed),
        }
    }

    /// The move and the step of algorithm 10 that chose it.
    pub fn decide(&mut self, pos: &Position) -> Option<Decision> {
        let legal = match start(pos, Side::Defenders, &mut self.rng) {
            Ok(legal) => legal,
            Err(decision) => return decision,
        };
        let rng = &mut self.rng;
        if let Some(d) = leave_throne_step(pos, &legal, rng) {
            return Some(d);
        }
        if let Some(d) = escape_step(pos, &legal, rng) {
            return Some(d);
        }
        if let Some(d) = rescue_step(pos, &legal, rng) {
            return Some(d);
        }
        if let Some(d) = approach_step(pos, &legal, rng) {
            return Some(d);
        }
        if let Some(d) = capture_step(pos, &legal, rng, true) {
            return Some(d);
        }
        random(rng, &legal)
    }
}

strategy_bot!(MobileKing, "Mobile King");
