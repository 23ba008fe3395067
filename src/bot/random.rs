//! The Random player of the Fetlar paper's tournament: any legal move, uniformly.

use super::{Bot, Control, Rng};
use crate::engine::position::{Move, Position};

/// Plays a uniformly random legal move.
pub struct RandomBot {
    rng: Rng,
}

impl RandomBot {
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: Rng::new(seed),
        }
    }
}

impl Bot for RandomBot {
    fn name(&self) -> String {
        "Random".into()
    }

    fn choose(&mut self, pos: &Position, _: &mut Control) -> Option<Move> {
        self.rng.pick(&pos.legal_moves()).copied()
    }
}
