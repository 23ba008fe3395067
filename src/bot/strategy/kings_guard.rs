//! King's Guard (algorithm 9, defenders): get the king off the throne,
//! keep at least two defenders within his 5×5 guard area, and walk him to
//! an open castle.

use super::steps::{
    Step, approach_castle, capture_hunn, escape, leave_throne, pick, random, rescue,
};
use super::terms;
use super::{Decision, strategy};
use crate::bot::Rng;
use crate::engine::position::{Move, Position};
use crate::engine::side::Side;

/// Algorithm 9's steps.
const STEPS: &[Step] = &[
    leave_throne,
    escape,
    rescue,
    call_guard,
    approach_castle,
    capture_hunn,
    random,
];

strategy!(
    /// The paper's King's Guard defender.
    KingsGuard,
    "King's Guard",
    Side::Defenders,
    STEPS
);

/// With fewer than two defenders in the king's guard area, "move a hunn
/// not in the 5 by 5 grid as close to the king as possible".
fn call_guard(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    if terms::guards(pos) >= 2 {
        return None;
    }
    pick(
        rng,
        &terms::guard_moves(pos, legal),
        "move hunn outside the 5 by 5 grid close to the king",
    )
}
