//! The press: what a bot attacking where a ring wins adds to its
//! evaluation for the squares its ring shuts the defenders from and the
//! pieces it keeps to hold it ([`Params::ring`], [`Params::shut_area`],
//! [`Params::ring_piece`]).

use super::eval;
use super::params::Params;
use crate::engine::Variant;
use crate::engine::position::Position;
use crate::engine::rules::Escape;
use crate::engine::side::Side;

/// Whether the evaluation knows how to press under these rules: those of
/// Copenhagen (11×11, escape at the corners, a ring wins, exit forts and
/// shield walls), the only rules the press was measured under (the
/// fortress screen of docs/strength.md); elsewhere a pressing bot plays as it
/// was measured without. Asked of the rules, not the variant's name, so
/// Copenhagen's options and a copy of its rules under another name press
/// too.
pub(super) fn knows_how(variant: &Variant) -> bool {
    let rules = variant.rules();
    variant.size() == 11
        && rules.escape == Escape::Corner
        && rules.encirclement
        && rules.exit_forts
        && rules.shield_walls
}

/// `score`, the value of `pos` for the side to move, with the press added
/// for the attackers (taken off for the defenders) once the game is past
/// [`Params::press_from`]; a score that already says who wins stays as it
/// is. The ply is counted from where the position was set up.
pub(super) fn pressed(pos: &Position, score: i32, params: &Params) -> i32 {
    if score.abs() >= eval::WINS_NEXT / 2 {
        return score;
    }
    let ramp = params.press_ramp.max(1);
    let weight = i32::try_from(pos.ply())
        .unwrap_or(i32::MAX)
        .saturating_sub(params.press_from)
        .clamp(0, ramp);
    if weight == 0 {
        return score;
    }
    let shut = eval::shut(pos);
    let ring = (params.ring * shut.edge
        + params.shut_area * shut.area
        + params.ring_piece * pos.attackers.len() as i32)
        * weight
        / ramp;
    if pos.turn() == Side::Attackers {
        score + ring
    } else {
        score - ring
    }
}
