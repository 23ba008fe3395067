//! Fortification (algorithm 8, defenders): play for a tie by building a
//! fort around the throne (northern, western, southern, eastern: the first
//! that can still be built) and moving the king back and forth inside it.

use super::terms::{self, Fort};
use super::{Decision, pick, pick_first, random, start, strategy_bot};
use crate::bot::Rng;
use crate::engine::position::{Move, Position};
use crate::engine::side::Side;

/// The paper's Fortification defender.
pub struct Fortification {
    rng: Rng,
}

impl Fortification {
    pub fn new(seed: u64) -> Fortification {
        Fortification {
            rng: Rng::new(seed),
        }
    }

    /// The move and the step of algorithm 8 that chose it.
    pub fn decide(&mut self, pos: &Position) -> Option<Decision> {
        let legal = match start(pos, Side::Defenders, &mut self.rng) {
            Ok(legal) => legal,
            Err(decision) => return decision,
        };
        let rng = &mut self.rng;
        let forts = Fort::all(pos);
        if let Some(fort) = forts.iter().find(|f| f.is_built(pos)) {
            if let Some(mv) = fort.shuttle(pos, &legal) {
                return Some(Decision {
                    mv,
                    rule: "move the king inside the fort",
                });
            }
            // The shuttle can be illegal (a rule against repeating): move
            // another piece, keeping the fort standing.
            let keeping: Vec<Move> = legal
                .iter()
                .copied()
                .filter(|&m| {
                    let next = terms::after(pos, m);
                    fort.is_built(&next)
                        && next
                            .outcome()
                            .is_none_or(|o| o.winner == Some(Side::Defenders))
                })
                .collect();
            return pick(rng, &keeping, "keep the fort standing").or_else(|| random(rng, &legal));
        }
        for fort in forts.iter().filter(|f| f.is_completable(pos)) {
            if let Some(d) = pick_first(rng, &fort.build_moves(pos, &legal), "build fort") {
                return Some(d);
            }
        }
        random(rng, &legal)
    }
}

strategy_bot!(Fortification, "Fortification");
