//! Barricading-Cordon (algorithm 4, attackers): barricade the castles,
//! build a cordon along an edge free of defenders, then push it inwards to
//! shrink the defenders' room.

use super::steps::{
    Step, block_exit, border_barricade, capture_king, defend_barricade, dutch, first_decision,
    middle_barricade, pick_first, random, safe_first,
};
use super::terms::{self, Edge};
use super::{Decision, strategy};
use crate::bot::Rng;
use crate::engine::position::{Move, Position};
use crate::engine::side::Side;

/// Algorithm 4's steps.
const STEPS: &[Step] = &[
    dutch,
    capture_king,
    block_exit,
    barricade_before_the_cordon,
    build_cordon,
    advance_cordon,
    random,
];

strategy!(
    /// The paper's Barricading-Cordon attacker.
    BarricadingCordon,
    "Barricading-Cordon",
    Side::Attackers,
    STEPS
);

/// Whether a cordon stands along any edge.
fn cordon_built(pos: &Position) -> bool {
    Edge::ALL
        .into_iter()
        .any(|e| terms::cordon(pos, e).is_some())
}

/// Until a cordon stands: defend the barricades, then take them.
fn barricade_before_the_cordon(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    if cordon_built(pos) {
        return None;
    }
    first_decision(
        &[defend_barricade, middle_barricade, border_barricade],
        pos,
        legal,
        rng,
    )
}

/// "Build cordon" along the first edge, in the paper's order, with no
/// defender on it or on the row inside it and a piece that can go there.
fn build_cordon(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    if cordon_built(pos) {
        return None;
    }
    let moves = Edge::ALL
        .into_iter()
        .filter(|&edge| !terms::edge_held_by_defenders(pos, edge))
        .map(|edge| terms::cordon_build_moves(pos, edge, legal))
        .find(|moves| !moves.is_empty())?;
    pick_first(rng, &safe_first(pos, moves), "build cordon")
}

/// "Move first hunn in cordon one step inwards", along the first edge
/// whose cordon can advance.
fn advance_cordon(pos: &Position, legal: &[Move], _: &mut Rng) -> Option<Decision> {
    let mv = Edge::ALL
        .into_iter()
        .find_map(|edge| terms::cordon_advance(pos, edge, legal))?;
    Some(Decision {
        mv,
        rule: "move first hunn in cordon one step inwards",
    })
}
