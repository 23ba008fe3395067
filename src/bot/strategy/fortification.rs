//! Fortification (algorithm 8, defenders): play for a tie by building a
//! fort around the throne (northern, western, southern, eastern: the first
//! that can still be built) and moving the king back and forth inside it.

use super::steps::{Step, pick, pick_first, random};
use super::terms::{self, Fort};
use super::{Decision, strategy};
use crate::bot::Rng;
use crate::engine::position::{Move, Position};
use crate::engine::side::Side;

/// Algorithm 8's steps.
const STEPS: &[Step] = &[hold_fort, build_fort, random];

strategy!(
    /// The paper's Fortification defender.
    Fortification,
    "Fortification",
    Side::Defenders,
    STEPS
);

/// Once a fort stands, "move piece inside fort": the king's shuttle, else
/// (a rule against repeating can forbid it) another move that keeps the
/// fort standing, else any.
fn hold_fort(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    let forts = Fort::all(pos);
    let fort = forts.iter().find(|f| f.is_built(pos))?;
    if let Some(mv) = fort.shuttle(pos, legal) {
        return Some(Decision {
            mv,
            rule: "move the king inside the fort",
        });
    }
    let keeping = terms::moves_where(legal, |&m| {
        let next = terms::after(pos, m);
        fort.is_built(&next)
            && next
                .outcome()
                .is_none_or(|o| o.winner == Some(Side::Defenders))
    });
    pick(rng, &keeping, "keep the fort standing").or_else(|| random(pos, legal, rng))
}

/// "Move piece to build fort", for the first fort that can still be built
/// and has a building move.
fn build_fort(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    Fort::all(pos)
        .iter()
        .filter(|f| f.is_completable(pos))
        .find_map(|fort| pick_first(rng, &fort.build_moves(pos, legal), "build fort"))
}
