//! Barricading-Cordon (algorithm 4, attackers): barricade the castles,
//! build a cordon along an edge free of defenders, then push it inwards to
//! shrink the defenders' room.

use super::barricading_aggressive::{barricade_step, defend_step, urgent_steps};
use super::terms::{self, BarricadePosition, Edge};
use super::{Decision, opening, pick_first, random, safe_first, start, strategy_bot};
use crate::bot::Rng;
use crate::engine::position::Position;
use crate::engine::side::Side;

/// The paper's Barricading-Cordon attacker.
pub struct BarricadingCordon {
    rng: Rng,
}

impl BarricadingCordon {
    pub fn new(seed: u64) -> BarricadingCordon {
        BarricadingCordon {
            rng: Rng::new(seed),
        }
    }

    /// The move and the step of algorithm 4 that chose it.
    pub fn decide(&mut self, pos: &Position) -> Option<Decision> {
        let legal = match start(pos, Side::Attackers, &mut self.rng) {
            Ok(legal) => legal,
            Err(decision) => return decision,
        };
        let rng = &mut self.rng;
        if let Some(mv) = opening(pos, &legal, "g1", "g2") {
            return Some(Decision {
                mv,
                rule: "opening: Dutch",
            });
        }
        if let Some(d) = urgent_steps(pos, &legal, rng) {
            return Some(d);
        }
        let built: Vec<Edge> = Edge::ALL
            .into_iter()
            .filter(|&e| terms::cordon(pos, e).is_some())
            .collect();
        if built.is_empty() {
            if let Some(d) = defend_step(pos, &legal, rng) {
                return Some(d);
            }
            for kind in [BarricadePosition::Middle, BarricadePosition::Border] {
                if let Some(d) = barricade_step(pos, &legal, rng, kind) {
                    return Some(d);
                }
            }
            // The first edge, in the paper's order, with no defender on it
            // or on the row inside it and a piece that can go there.
            for edge in Edge::ALL {
                if terms::edge_held_by_defenders(pos, edge) {
                    continue;
                }
                let moves = terms::cordon_build_moves(pos, edge, &legal);
                if !moves.is_empty() {
                    return pick_first(rng, &safe_first(pos, moves), "build cordon");
                }
            }
        } else {
            for edge in built {
                if let Some(mv) = terms::cordon_advance(pos, edge, &legal) {
                    return Some(Decision {
                        mv,
                        rule: "move first hunn in cordon one step inwards",
                    });
                }
            }
        }
        random(rng, &legal)
    }
}

strategy_bot!(BarricadingCordon, "Barricading-Cordon");
