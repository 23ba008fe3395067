//! A set of squares as a bitboard over the padded grid.

use crate::engine::square::{CELLS, STRIDE, Square};
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub};

const WORDS: usize = CELLS.div_ceil(64);

/// A set of squares; one bit per cell of the padded grid.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SquareSet([u64; WORDS]);

impl SquareSet {
    pub const EMPTY: SquareSet = SquareSet([0; WORDS]);

    pub fn contains(&self, sq: Square) -> bool {
        self.has_index(sq.index())
    }

    #[inline]
    pub(crate) fn has_index(&self, i: usize) -> bool {
        self.0[i / 64] >> (i % 64) & 1 != 0
    }

    pub fn insert(&mut self, sq: Square) {
        self.insert_index(sq.index());
    }

    #[inline]
    pub(crate) fn insert_index(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }

    pub fn remove(&mut self, sq: Square) {
        let i = sq.index();
        self.0[i / 64] &= !(1 << (i % 64));
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The set with every square's four neighbours added (the padding
    /// around the board catches what steps off it).
    pub(crate) fn grown(self) -> SquareSet {
        self | self.shifted_up(1)
            | self.shifted_down(1)
            | self.shifted_up(STRIDE)
            | self.shifted_down(STRIDE)
    }

    /// The squares reached from `self` by steps through `free` (which
    /// must hold `self`).
    pub(crate) fn flood(self, free: SquareSet) -> SquareSet {
        let mut region = self;
        loop {
            let next = region.grown() & free;
            if next == region {
                return region;
            }
            region = next;
        }
    }

    /// Every index raised by `n` (below 64).
    fn shifted_up(self, n: usize) -> SquareSet {
        let w = &self.0;
        SquareSet(std::array::from_fn(|k| {
            let carry = if k > 0 { w[k - 1] >> (64 - n) } else { 0 };
            w[k] << n | carry
        }))
    }

    /// Every index lowered by `n` (below 64).
    fn shifted_down(self, n: usize) -> SquareSet {
        let w = &self.0;
        SquareSet(std::array::from_fn(|k| {
            let carry = if k + 1 < WORDS {
                w[k + 1] << (64 - n)
            } else {
                0
            };
            w[k] >> n | carry
        }))
    }

    pub fn iter(&self) -> impl Iterator<Item = Square> + '_ {
        self.0.iter().enumerate().flat_map(|(k, &word)| {
            let mut w = word;
            std::iter::from_fn(move || {
                if w == 0 {
                    return None;
                }
                let bit = w.trailing_zeros() as usize;
                w &= w - 1;
                Some(Square::from_index(k * 64 + bit))
            })
        })
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Self {
        let mut set = SquareSet::EMPTY;
        for sq in iter {
            set.insert(sq);
        }
        set
    }
}

impl std::fmt::Debug for SquareSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

macro_rules! word_op {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, $op:tt, $assign:tt) => {
        impl $trait for SquareSet {
            type Output = SquareSet;
            fn $method(mut self, rhs: SquareSet) -> SquareSet {
                for (a, b) in self.0.iter_mut().zip(rhs.0) {
                    *a $assign b;
                }
                self
            }
        }
        impl $assign_trait for SquareSet {
            fn $assign_method(&mut self, rhs: SquareSet) {
                *self = *self $op rhs;
            }
        }
    };
}

word_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &, &=);
word_op!(BitOr, bitor, BitOrAssign, bitor_assign, |, |=);

impl Not for SquareSet {
    type Output = SquareSet;
    fn not(mut self) -> SquareSet {
        for w in &mut self.0 {
            *w = !*w;
        }
        self
    }
}

impl Sub for SquareSet {
    type Output = SquareSet;
    fn sub(self, rhs: SquareSet) -> SquareSet {
        self & !rhs
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flood_stops_at_walls_and_never_leaves_the_free_squares() {
        // On 5×5, a wall on column 2 with a gap at row 4.
        let board: SquareSet = (0..5)
            .flat_map(|c| (0..5).map(move |r| Square::new(c, r)))
            .collect();
        let mut free = board;
        for r in 0..4 {
            free.remove(Square::new(2, r));
        }
        let start: SquareSet = [Square::new(0, 0)].into_iter().collect();
        assert_eq!(start.flood(free), free);
        free.remove(Square::new(2, 4));
        let left = start.flood(free);
        assert_eq!(left.len(), 10);
        assert!(left.iter().all(|sq| sq.col() < 2));
        // Through the top of the largest board and across word boundaries.
        let big: SquareSet = (0..19)
            .flat_map(|c| (0..19).map(move |r| Square::new(c, r)))
            .collect();
        let corner: SquareSet = [Square::new(18, 18)].into_iter().collect();
        assert_eq!(corner.flood(big), big);
    }

    #[test]
    fn insert_iterate_remove() {
        let squares = [Square::new(0, 0), Square::new(5, 5), Square::new(18, 18)];
        let mut set: SquareSet = squares.into_iter().collect();
        assert_eq!(set.len(), 3);
        assert_eq!(set.iter().collect::<Vec<_>>(), squares);
        set.remove(Square::new(5, 5));
        assert!(!set.contains(Square::new(5, 5)));
        assert!(set.contains(Square::new(18, 18)));
        let other: SquareSet = [Square::new(0, 0)].into_iter().collect();
        assert_eq!((set - other).len(), 1);
        assert_eq!((set & other).len(), 1);
        assert_eq!((set | other).len(), 2);
    }
}
