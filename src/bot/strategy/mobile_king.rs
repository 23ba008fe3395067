//! Mobile King (algorithm 10, defenders): get the king off the throne
//! early and fight with him on his way to an open castle.

use super::steps::{
    Step, approach_castle, capture_hunn_king_first, escape, leave_throne, random, rescue,
};
use super::strategy;
use crate::engine::side::Side;

/// Algorithm 10's steps.
const STEPS: &[Step] = &[
    leave_throne,
    escape,
    rescue,
    approach_castle,
    capture_hunn_king_first,
    random,
];

strategy!(
    /// The paper's Mobile King defender.
    MobileKing,
    "Mobile King",
    Side::Defenders,
    STEPS
);
