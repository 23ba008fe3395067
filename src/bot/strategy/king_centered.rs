//! King Centered (algorithm 5, attackers): capture the king if possible,
//! block his way to a castle, else move a piece as close to him as
//! possible.

use super::steps::{Step, block_exit, capture_king, pick_best};
use super::terms::{self, king_closeness};
use super::{Decision, strategy};
use crate::bot::Rng;
use crate::engine::position::{Move, Position};
use crate::engine::side::Side;

/// Algorithm 5's steps.
const STEPS: &[Step] = &[capture_king, block_exit, close_in];

strategy!(
    /// The paper's King Centered attacker.
    KingCentered,
    "King Centered",
    Side::Attackers,
    STEPS
);

/// "Move as close to the king as possible": bring a piece nearer him;
/// when none can come nearer, the move that ends nearest him and loses
/// least ground.
fn close_in(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    let nearer = terms::king_approaching_moves(pos, legal);
    let choice = if nearer.is_empty() { legal } else { &nearer };
    pick_best(
        rng,
        choice,
        |m| king_closeness(pos, *m),
        "move as close to the king as possible",
    )
}
