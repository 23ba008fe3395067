//! Defensive (algorithm 6, defenders): keep every piece safe, capture when
//! that is safe to do, walk the king towards an open castle.

use super::terms;
use super::{
    Decision, approach_step, best_by, capture_step, escape_step, pick, rescue_step, start,
    strategy_bot,
};
use crate::bot::Rng;
use crate::engine::position::{Move, Position};
use crate::engine::side::Side;

/// The paper's Defensive defender.
pub struct Defensive {
    rng: Rng,
}

impl Defensive {
    pub fn new(seed: u64) -> Defensive {
        Defensive {
            rng: Rng::new(seed),
        }
    }

    /// The move and the step of algorithm 6 that chose it.
    pub fn decide(&mut self, pos: &Position) -> Option<Decision> {
        let legal = match start(pos, Side::Defenders, &mut self.rng) {
            Ok(legal) => legal,
            Err(decision) => return decision,
        };
        let rng = &mut self.rng;
        if let Some(d) = escape_step(pos, &legal, rng) {
            return Some(d);
        }
        if let Some(d) = rescue_step(pos, &legal, rng) {
            return Some(d);
        }
        let threatened = terms::threatened_hunn(pos, Side::Defenders);
        if !threatened.is_empty() {
            let to_safety: Vec<Move> = legal
                .iter()
                .copied()
                .filter(|m| threatened.contains(&m.from) && !terms::move_can_be_captured(pos, *m))
                .collect();
            let best = best_by(&to_safety, |m| exposed(&terms::after(pos, *m)));
            if let Some(d) = pick(
                rng,
                &best,
                "move capturable hunn to non capturable position",
            ) {
                return Some(d);
            }
        }
        if let Some(d) = capture_step(pos, &legal, rng, false) {
            return Some(d);
        }
        if let Some(d) = approach_step(pos, &legal, rng) {
            return Some(d);
        }
        // "Random move that does not allow the player's hunn to be
        // captured": among the moves leaving fewest open to capture.
        let safest = best_by(&legal, |m| exposed(&terms::after(pos, *m)));
        pick(rng, &safest, "random move that keeps hunn safe")
    }
}

/// How many defenders (the king not counted) the attackers, to move in
/// `next`, could capture; none when the game is over.
fn exposed(next: &Position) -> usize {
    if next.outcome().is_some() {
        return 0;
    }
    next.defenders()
        .iter()
        .filter(|&s| terms::can_be_captured(next, s))
        .count()
}

strategy_bot!(Defensive, "Defensive");
