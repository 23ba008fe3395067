//! Barricading-Aggressive (algorithm 3, attackers): wall off the castles
//! with barricades, then pick off defenders away from the centre.

use super::steps::{
    Step, block_exit, border_barricade, capture_king, defend_barricade, dutch, middle_barricade,
    pick_best, random,
};
use super::terms;
use super::{Decision, strategy};
use crate::bot::Rng;
use crate::engine::position::{Move, Position};
use crate::engine::side::Side;

/// Algorithm 3's steps.
const STEPS: &[Step] = &[
    dutch,
    capture_king,
    block_exit,
    defend_barricade,
    middle_barricade,
    capture_outside_centre,
    border_barricade,
    random,
];

strategy!(
    /// The paper's Barricading-Aggressive attacker.
    BarricadingAggressive,
    "Barricading-Aggressive",
    Side::Attackers,
    STEPS
);

/// "Capture hunn not in the centre": the moves that capture the most
/// defenders outside the centre.
fn capture_outside_centre(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    let outside: Vec<(Move, usize)> = terms::capture_moves(pos, legal)
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
    let moves: Vec<Move> = outside.iter().map(|(m, _)| *m).collect();
    pick_best(
        rng,
        &moves,
        |m| std::cmp::Reverse(outside.iter().find(|(c, _)| c == m).expect("listed").1),
        "capture hunn not in the centre",
    )
}
