//! Aggressive (algorithm 2, attackers): capture whenever possible, else
//! move as close to the king as possible without being captured.

use super::terms::{self, king_closeness};
use super::{Decision, best_by, opening, pick, random, start, strategy_bot};
use crate::bot::Rng;
use crate::engine::position::{Move, Position};
use crate::engine::side::Side;

/// The paper's Aggressive attacker.
pub struct Aggressive {
    rng: Rng,
}

impl Aggressive {
    pub fn new(seed: u64) -> Aggressive {
        Aggressive {
            rng: Rng::new(seed),
        }
    }

    /// The move and the step of algorithm 2 that chose it.
    pub fn decide(&mut self, pos: &Position) -> Option<Decision> {
        let legal = match start(pos, Side::Attackers, &mut self.rng) {
            Ok(legal) => legal,
            Err(decision) => return decision,
        };
        // The paper opens with the first move of the Millar Gambit.
        if let Some(mv) = opening(pos, &legal, "h1", "h3") {
            return Some(Decision {
                mv,
                rule: "opening: Millar Gambit",
            });
        }
        let king = terms::king_capture_moves(pos, &legal);
        if !king.is_empty() {
            return pick(&mut self.rng, &king, "capture king");
        }
        let captures = terms::capture_moves(pos, &legal);
        if !captures.is_empty() {
            let moves: Vec<Move> = captures.iter().map(|(m, _)| *m).collect();
            let most = best_by(&moves, |m| {
                let caps = &captures.iter().find(|(c, _)| c == m).expect("listed").1;
                std::cmp::Reverse(caps.len())
            });
            return pick(&mut self.rng, &most, "capture hunn");
        }
        let [first, second] = two_closest(pos, &legal, &mut self.rng);
        if let Some(mv) = first.filter(|&m| !terms::move_can_be_captured(pos, m)) {
            return Some(Decision {
                mv,
                rule: "closest move to the king",
            });
        }
        if let Some(mv) = second.filter(|&m| !terms::move_can_be_captured(pos, m)) {
            return Some(Decision {
                mv,
                rule: "second closest move to the king",
            });
        }
        random(&mut self.rng, &legal)
    }
}

/// The closest and second closest moves to the king among those that bring
/// a piece nearer him ([`terms::king_closeness`]), ties broken at random.
fn two_closest(pos: &Position, legal: &[Move], rng: &mut Rng) -> [Option<Move>; 2] {
    let mut moves = terms::king_approaching_moves(pos, legal);
    // A seeded shuffle, then a stable sort: equal moves in random order.
    for i in (1..moves.len()).rev() {
        moves.swap(i, rng.below(i + 1));
    }
    moves.sort_by_key(|m| king_closeness(pos, *m));
    [moves.first().copied(), moves.get(1).copied()]
}

strategy_bot!(Aggressive, "Aggressive");
