//! Defensive (algorithm 6, defenders): keep every piece safe, capture when
//! that is safe to do, walk the king towards an open castle.

use super::steps::{Step, approach_castle, capture_hunn, escape, pick_best, rescue};
use super::terms;
use super::{Decision, strategy};
use crate::bot::Rng;
use crate::engine::position::{Move, Position};
use crate::engine::side::Side;

/// Algorithm 6's steps.
const STEPS: &[Step] = &[
    escape,
    rescue,
    to_safety,
    capture_hunn,
    approach_castle,
    keep_hunn_safe,
];

strategy!(
    /// The paper's Defensive defender.
    Defensive,
    "Defensive",
    Side::Defenders,
    STEPS
);

/// "Move capturable hunn to non capturable position": of the threatened
/// defenders' safe moves, those leaving fewest open to capture.
fn to_safety(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    let threatened = terms::threatened_hunn(pos, Side::Defenders);
    if threatened.is_empty() {
        return None;
    }
    let to_safety = terms::moves_where(legal, |m| {
        threatened.contains(&m.from) && !terms::move_can_be_captured(pos, *m)
    });
    pick_best(
        rng,
        &to_safety,
        |m| exposed(&terms::after(pos, *m)),
        "move capturable hunn to non capturable position",
    )
}

/// "Random move that does not allow the player's hunn to be captured":
/// among the moves leaving fewest open to capture.
fn keep_hunn_safe(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    pick_best(
        rng,
        legal,
        |m| exposed(&terms::after(pos, *m)),
        "random move that keeps hunn safe",
    )
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
