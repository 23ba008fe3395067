//! The network evaluation (NNUE-style) of 11×11 boards: every piece on
//! its square is an input; one hidden layer of clipped units, kept up to
//! date move by move in an [`Accumulator`]; an output that adds the king's
//! measures of [`super::features`] (the long-range facts a few squares'
//! patterns cannot see). Inference is in integers; training
//! ([`train`]) works on the [`FloatNetwork`] and quantises it.
//!
//! Where a variant has no network, the search judges by the linear
//! weights or the hand-set terms, as before.

mod accumulator;
mod checkpoint;
mod file;
mod float;
pub mod symmetry;
pub mod train;

pub use accumulator::Accumulator;
pub use file::{MAX_FILE, NetworkError};
pub use float::{FloatNetwork, quantised_value};

use super::eval::WINS_NEXT;
use super::features::{TERM_COUNT, king_terms, piece_index};
use crate::engine::position::Position;
use crate::engine::side::{Piece, Side};
use crate::engine::square::Square;
use crate::engine::variant::Variant;
use std::sync::{Arc, OnceLock};

/// The board the network reads: 11×11.
pub const SIZE: u8 = 11;
/// Squares of that board.
pub const SQUARES: usize = SIZE as usize * SIZE as usize;
/// Inputs: a piece of each kind on each square.
pub const INPUTS: usize = 3 * SQUARES;
/// Hidden units.
pub const HIDDEN: usize = 128;
/// The accumulator's fixed-point unit: a hidden unit is clipped to 0..=QA.
pub const QA: i32 = 255;
/// The output weights' fixed-point unit.
pub const QB: i32 = 1024;
/// Points (hundredths) per unit of the network's log-odds: the scale of the
/// other evaluations and of the analysis's winning chance.
pub const POINTS: i32 = super::training::SCALE as i32;
/// The king's measures' weights are kept in this fraction of a point: a
/// measure counts up to about 20, and whole points would round a small
/// weight's effect by as many.
pub const TERM_UNIT: i32 = 16;

/// A network ready for the search: weights in fixed point.
#[derive(Clone, Debug, PartialEq)]
pub struct Network {
    pub(crate) variant: String,
    /// Per input, its column of hidden weights (in units of 1/QA).
    pub(crate) columns: Box<[[i16; HIDDEN]]>,
    pub(crate) bias: [i16; HIDDEN],
    /// Hidden to output, in units of 1/QB.
    pub(crate) out: [i16; HIDDEN],
    /// The output's bias, in points.
    pub(crate) out_bias: i32,
    /// Per unit of each king's measure, in 1/[`TERM_UNIT`] points.
    pub(crate) terms: [i32; TERM_COUNT],
    /// How the weights were made.
    pub(crate) recipe: String,
}

/// The input of `piece` on `sq`.
#[inline]
pub fn input(piece: Piece, sq: Square) -> usize {
    piece_index(piece) * SQUARES + usize::from(sq.row()) * usize::from(SIZE) + usize::from(sq.col())
}

/// The inputs of a position: every piece on its square.
pub fn inputs(pos: &Position) -> Vec<u16> {
    let mut all = Vec::with_capacity(40);
    for (piece, set) in [
        (Piece::Attacker, pos.attackers()),
        (Piece::Defender, pos.defenders()),
    ] {
        all.extend(set.iter().map(|sq| input(piece, sq) as u16));
    }
    if let Some(k) = pos.king() {
        all.push(input(Piece::King, k) as u16);
    }
    all
}

/// The built-in networks, by variant.
const BUILT_IN: [(&str, &[u8]); 0] = [];

impl Network {
    /// Taflbord's network for `variant`, when it has one.
    pub fn for_variant(variant: &Variant) -> Option<Arc<Network>> {
        static LOADED: OnceLock<Vec<Option<Arc<Network>>>> = OnceLock::new();
        let loaded = LOADED.get_or_init(|| {
            // The assets are checked by the tests; a broken one is no network.
            BUILT_IN
                .iter()
                .map(|(_, bytes)| Network::from_bytes(bytes).ok().map(Arc::new))
                .collect()
        });
        let k = BUILT_IN.iter().position(|(id, _)| *id == variant.id())?;
        loaded[k].clone().filter(|n| n.fits(variant))
    }

    /// Whether this network is for `variant`.
    pub fn fits(&self, variant: &Variant) -> bool {
        self.variant == variant.id() && variant.size() == SIZE
    }

    pub fn variant(&self) -> &str {
        &self.variant
    }

    pub fn recipe(&self) -> &str {
        &self.recipe
    }

    /// The hidden layer's output, in points, from the defenders' view.
    #[inline]
    pub(crate) fn output(&self, acc: &Accumulator) -> i32 {
        let sum: i32 = acc
            .values()
            .iter()
            .zip(&self.out)
            .map(|(&h, &w)| i32::from(h).clamp(0, QA) * i32::from(w))
            .sum();
        // i64: the sum times the points per unit can pass i32's range.
        (i64::from(sum) * i64::from(POINTS) / i64::from(QA * QB)) as i32 + self.out_bias
    }
}

/// The position's value for the side to move, given its accumulator.
pub(crate) fn evaluate(pos: &mut Position, net: &Network, acc: &Accumulator) -> i32 {
    let for_defenders = match king_terms(pos) {
        Err(settled) => settled,
        Ok(terms) => {
            let sum = terms
                .iter()
                .zip(&net.terms)
                .map(|(t, w)| t * w)
                .sum::<i32>()
                / TERM_UNIT;
            // A win next move outranks every quiet position.
            (net.output(acc) + sum).clamp(-WINS_NEXT / 2, WINS_NEXT / 2)
        }
    };
    if pos.turn() == Side::Defenders {
        for_defenders
    } else {
        -for_defenders
    }
}
