//! Aggressive (algorithm 2, attackers): capture whenever possible, else
//! move as close to the king as possible without being captured.

use super::steps::{Step, capture_hunn, capture_king, millar_gambit, random};
use super::terms::{self, king_closeness};
use super::{Decision, strategy};
use crate::bot::Rng;
use crate::engine::position::{Move, Position};
use crate::engine::side::Side;

/// Algorithm 2's steps. (The paper opens with the first move of the
/// Millar Gambit.)
const STEPS: &[Step] = &[
    millar_gambit,
    capture_king,
    capture_hunn,
    closest_to_king,
    random,
];

strategy!(
    /// The paper's Aggressive attacker.
    Aggressive,
    "Aggressive",
    Side::Attackers,
    STEPS
);

/// "Move closest (else second closest) to the king", where the piece
/// cannot be captured.
fn closest_to_king(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    let [first, second] = two_closest(pos, legal, rng);
    let safe = |m: &Move| !terms::move_can_be_captured(pos, *m);
    if let Some(mv) = first.filter(safe) {
        return Some(Decision {
            mv,
            rule: "closest move to the king",
        });
    }
    second.filter(safe).map(|mv| Decision {
        mv,
        rule: "second closest move to the king",
    })
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
