//! The hidden layer's sums for one position, changed by a move's few
//! pieces instead of summed afresh: a move takes its piece's column off
//! one square and puts it on another, and takes off each captured piece.
//! Integer sums undo exactly, so a take-back subtracts what the move added.

use super::{HIDDEN, Network, input};
use crate::engine::position::{Played, Position};
use crate::engine::side::Piece;
use crate::engine::square::Square;

/// The hidden units' sums (before clipping), in units of 1/QA.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Accumulator {
    values: [i16; HIDDEN],
}

impl Accumulator {
    /// The sums of `pos`, counted in full.
    pub fn new(net: &Network, pos: &Position) -> Accumulator {
        let mut acc = Accumulator { values: net.bias };
        for (piece, set) in [
            (Piece::Attacker, pos.attackers()),
            (Piece::Defender, pos.defenders()),
        ] {
            for sq in set.iter() {
                acc.add(net, piece, sq);
            }
        }
        if let Some(k) = pos.king() {
            acc.add(net, Piece::King, k);
        }
        acc
    }

    /// The sums of a list of inputs (of [`super::inputs`]).
    pub fn from_inputs(net: &Network, inputs: &[u16]) -> Accumulator {
        let mut acc = Accumulator { values: net.bias };
        for &i in inputs {
            for (v, w) in acc.values.iter_mut().zip(&net.columns[usize::from(i)]) {
                *v = v.wrapping_add(*w);
            }
        }
        acc
    }

    pub(crate) fn values(&self) -> &[i16; HIDDEN] {
        &self.values
    }

    #[inline]
    fn add(&mut self, net: &Network, piece: Piece, sq: Square) {
        // Wrapping: the weights are bounded so that no sum overflows, and
        // wrapping keeps add and subtract exact inverses all the same.
        for (v, w) in self.values.iter_mut().zip(&net.columns[input(piece, sq)]) {
            *v = v.wrapping_add(*w);
        }
    }

    #[inline]
    fn sub(&mut self, net: &Network, piece: Piece, sq: Square) {
        for (v, w) in self.values.iter_mut().zip(&net.columns[input(piece, sq)]) {
            *v = v.wrapping_sub(*w);
        }
    }

    /// After `played` was played.
    #[inline]
    pub fn play(&mut self, net: &Network, played: &Played) {
        self.sub(net, played.piece, played.mv.from);
        self.add(net, played.piece, played.mv.to);
        for c in &played.captures {
            self.sub(net, c.piece, c.square);
        }
    }

    /// After `played` was taken back.
    #[inline]
    pub fn undo(&mut self, net: &Network, played: &Played) {
        for c in &played.captures {
            self.add(net, c.piece, c.square);
        }
        self.sub(net, played.piece, played.mv.to);
        self.add(net, played.piece, played.mv.from);
    }
}
