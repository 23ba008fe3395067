//! King's Guard (algorithm 9, defenders): get the king off the throne,
//! keep at least two defenders within his 5×5 guard area, and walk him to
//! an open castle.

use super::terms;
use super::{
    Decision, approach_step, capture_step, escape_step, pick, random, rescue_step, start,
    strategy_bot,
};
use crate::bot::Rng;
use crate::engine::position::{Move, Position};
use crate::engine::side::Side;

/// The paper's King's Guard defender.
pub struct KingsGuard {
    rng: Rng,
}

impl KingsGuard {
    pub fn new(seed: u64) -> KingsGuard {
        KingsGuard {
            rng: Rng::new(seed),
        }
    }

    /// The move and the step of algorithm 9 that chose it.
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
        if terms::guards(pos) < 2 {
            let moves = terms::guard_moves(pos, &legal);
            if let Some(d) = pick(
                rng,
                &moves,
                "move hunn outside the 5 by 5 grid close to the king",
            ) {
                return Some(d);
            }
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

/// The first step of King's Guard and Mobile King: while the king is on
/// the throne, move him as far as possible if he can go three squares or
/// more, else clear the way for him.
pub(super) fn leave_throne_step(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    if !terms::king_on_throne(pos) {
        return None;
    }
    let long = terms::king_long_moves(pos, legal);
    if !long.is_empty() {
        return pick(rng, &long, "move king as far as possible");
    }
    pick(
        rng,
        &terms::clear_way_moves(pos, legal),
        "clear way for king to exit throne",
    )
}

strategy_bot!(KingsGuard, "King's Guard");
