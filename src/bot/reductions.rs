//! How much less deep a late quiet move is searched first (late-move
//! reductions). A move that then beats the best so far is searched again
//! at full depth.

use std::sync::LazyLock;

/// A scheme of late-move reductions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Reductions {
    /// One ply from the fourth move on, two from the eleventh: every
    /// level's but Allfather's.
    #[default]
    Plain,
    /// Growing with the depth left and the move's place in the order
    /// (their logarithms' product, halved), and by an even number of plies
    /// where the depth allows. An odd reduction ends the line with the
    /// other side to move, and the evaluation is not level between the two
    /// sides' turns: such probes failed high and were searched again
    /// (docs/strength.md, the seventeenth round). Allfather's.
    Deep,
}

impl Reductions {
    /// The plies by which the `k`-th move (from 0) of a node `depth` plies
    /// from the leaves is searched less deep first; `pv` is a node whose
    /// window is open.
    pub fn plies(self, depth: i32, k: i32, pv: bool) -> i32 {
        if depth < 3 || k < 3 {
            return 0;
        }
        match self {
            Reductions::Plain if k >= 10 => 2,
            Reductions::Plain => 1,
            Reductions::Deep => {
                let at = |n: i32| usize::try_from(n).unwrap_or(0).min(MAX - 1);
                let r = i32::from(DEEP[at(depth)][at(k)]) - i32::from(pv);
                // Never past the leaves, then even and at least two where
                // the depth allows.
                let r = r.clamp(1, depth - 2);
                (r & !1).max(2).min(depth - 2)
            }
        }
    }
}

/// Depths and move counts past this share the last row and column.
const MAX: usize = 64;

static DEEP: LazyLock<[[u8; MAX]; MAX]> = LazyLock::new(|| {
    let mut table = [[0; MAX]; MAX];
    for (depth, row) in table.iter_mut().enumerate().skip(1) {
        for (k, r) in row.iter_mut().enumerate() {
            let plies = (depth as f64).ln() * ((k + 1) as f64).ln() / 2.0;
            *r = plies as u8;
        }
    }
    table
});

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_moves_and_the_last_plies_are_not_reduced() {
        for scheme in [Reductions::Plain, Reductions::Deep] {
            for k in 0..3 {
                assert_eq!(scheme.plies(10, k, false), 0, "{scheme:?} move {k}");
            }
            assert_eq!(scheme.plies(2, 50, false), 0, "{scheme:?}");
        }
    }

    #[test]
    fn plain_reductions_are_one_then_two_plies() {
        assert_eq!(Reductions::Plain.plies(8, 3, false), 1);
        assert_eq!(Reductions::Plain.plies(8, 9, true), 1);
        assert_eq!(Reductions::Plain.plies(8, 10, false), 2);
        assert_eq!(Reductions::Plain.plies(3, 90, false), 2);
    }

    #[test]
    fn deep_reductions_are_even_grow_and_stop_short_of_the_leaves() {
        let mut last = 0;
        for k in 3..200 {
            let r = Reductions::Deep.plies(12, k, false);
            assert_eq!(r % 2, 0, "move {k}: {r}");
            assert_eq!(Reductions::Deep.plies(5, k, false), 2, "depth 5, move {k}");
            assert!(r >= last, "move {k}: {r} after {last}");
            last = r;
        }
        assert!(last >= 4, "late moves at depth 12 are reduced by {last}");
        for depth in 3..40 {
            for k in 3..120 {
                let r = Reductions::Deep.plies(depth, k, false);
                assert!(r >= 1 && r <= depth - 2, "depth {depth} move {k}: {r}");
                assert!(depth < 4 || r % 2 == 0, "depth {depth} move {k}: {r}");
                assert!(Reductions::Deep.plies(depth, k, true) <= r);
            }
        }
    }
}
