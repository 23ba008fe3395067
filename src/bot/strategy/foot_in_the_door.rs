//! Foot-in-the-Door (algorithm 7, defenders): put defenders on the
//! barricade squares before the attackers can, so a castle stays open, then
//! bring the king.

use super::steps::{
    Step, approach_castle, border_barricade, capture_hunn, escape, middle_barricade, random, rescue,
};
use super::strategy;
use crate::engine::side::Side;

/// Algorithm 7's steps.
const STEPS: &[Step] = &[
    escape,
    middle_barricade,
    border_barricade,
    rescue,
    approach_castle,
    capture_hunn,
    random,
];

strategy!(
    /// The paper's Foot-in-the-Door defender.
    FootInTheDoor,
    "Foot-in-the-Door",
    Side::Defenders,
    STEPS
);
