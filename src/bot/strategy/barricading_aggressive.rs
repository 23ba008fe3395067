//! Barricading-Aggressive (algorithm 3, attackers): wall off the castles
//! with barricades, then pick off defenders away from the centre.

use super::terms::{self, BarricadePosition};
use super::{
    Decision, best_by, opening, pick, pick_first, random, safe_first, start, strategy_bot,
};
use crate::bot::Rng;
use crate::engine::position::{Move, Position};
use crate::engine::side::Side;

/// The paper's Barricading-Aggressive attacker.
pub struct BarricadingAggressive {
    rng: Rng,
}

impl BarricadingAggressive {
    pub fn new(seed: u64) -> BarricadingAggressive {
        BarricadingAggressive {
            rng: Rng::new(seed),
        }
    }

    /// The move and the step of algorithm 3 that chose it.
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
        if let Some(d) = defend_step(pos, &legal, rng) {
            return Some(d);
        }
        if let Some(d) = barricade_step(pos, &legal, rng, BarricadePosition::Middle) {
            return Some(d);
        }
        let outside: Vec<(Move, usize)> = terms::capture_moves(pos, &legal)
            .into_iter()
            .map(|(m, caps)| {
                let n = caps
                    .iter()
                    .filter(|c| !terms::is_centre(pos, c.square))
                    .count();
                (m, n)
            })
            .filter(|&(_, n)| n > 0)
            .collect();
        if !outside.is_empty() {
            let moves: Vec<Move> = outside.iter().map(|(m, _)| *m).collect();
            let most = best_by(&moves, |m| {
                std::cmp::Reverse(outside.iter().find(|(c, _)| c == m).expect("listed").1)
            });
            return pick(rng, &most, "capture hunn not in the centre");
        }
        if let Some(d) = barricade_step(pos, &legal, rng, BarricadePosition::Border) {
            return Some(d);
        }
        random(rng, &legal)
    }
}

/// The steps both barricading strategies take first after the opening:
/// capture the king, block his way to a castle, defend a threatened
/// barricade.
pub(super) fn urgent_steps(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    let king = terms::king_capture_moves(pos, legal);
    if !king.is_empty() {
        return pick(rng, &king, "capture king");
    }
    if terms::king_can_reach_exit(pos) {
        let blocks = terms::exit_blocking_moves(pos, legal);
        if let Some(d) = pick_first(
            rng,
            &safe_first(pos, blocks),
            "block king from reaching exit",
        ) {
            return Some(d);
        }
    }
    None
}

/// "Defend threatened barricade", when the defenders stand on a barricade
/// square.
pub(super) fn defend_step(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    if terms::intruded_castles(pos).is_empty() {
        return None;
    }
    let [captures, fills] = terms::defend_barricade_moves(pos, legal);
    let [safe, risky] = safe_first(pos, fills);
    pick_first(rng, &[captures, safe, risky], "defend threatened barricade")
}

/// "Take middle (border) barricade position", where the piece cannot be
/// captured if it can (the strategy keeps its casualties down).
pub(super) fn barricade_step(
    pos: &Position,
    legal: &[Move],
    rng: &mut Rng,
    kind: BarricadePosition,
) -> Option<Decision> {
    let moves = terms::take_barricade_moves(pos, legal, kind);
    let rule = match kind {
        BarricadePosition::Middle => "take middle barricade position",
        BarricadePosition::Border => "take border barricade position",
    };
    pick_first(rng, &safe_first(pos, moves), rule)
}

strategy_bot!(BarricadingAggressive, "Barricading-Aggressive");
