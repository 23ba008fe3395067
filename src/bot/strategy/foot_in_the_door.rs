//! Foot-in-the-Door (algorithm 7, defenders): put defenders on the
//! barricade squares before the attackers can, so a castle stays open, then
//! bring the king.

use super::barricading_aggressive::barricade_step;
use super::terms::BarricadePosition;
use super::{
    Decision, approach_step, capture_step, escape_step, random, rescue_step, start, strategy_bot,
};
use crate::bot::Rng;
use crate::engine::position::Position;
use crate::engine::side::Side;

/// The paper's Foot-in-the-Door defender.
pub struct FootInTheDoor {
    rng: Rng,
}

impl FootInTheDoor {
    pub fn new(seed: u64) -> FootInTheDoor {
        FootInTheDoor {
            rng: Rng::new(seed),
        }
    }

    /// The move and the step of algorithm 7 that chose it.
    pub fn decide(&mut self, pos: &Position) -> Option<Decision> {
        let legal = match start(pos, Side::Defenders, &mut self.rng) {
            Ok(legal) => legal,
            Err(decision) => return decision,
        };
        let rng = &mut self.rng;
        if let Some(d) = escape_step(pos, &legal, rng) {
            return Some(d);
        }
        for kind in [BarricadePosition::Middle, BarricadePosition::Border] {
            if let Some(d) = barricade_step(pos, &legal, rng, kind) {
                return Some(d);
            }
        }
        if let Some(d) = rescue_step(pos, &legal, rng) {
            return Some(d);
        }
        if let Some(d) = approach_step(pos, &legal, rng) {
            return Some(d);
        }
        if let Some(d) = capture_step(pos, &legal, rng, false) {
            return Some(d);
        }
        random(rng, &legal)
    }
}

strategy_bot!(FootInTheDoor, "Foot-in-the-Door");
