//! Scores as winning chances, and the verdicts a lost chance earns.
//!
//! The search scores a position from the side to move's view in
//! hundredths (`+1.00` is about a piece's worth); a won or lost position is
//! near ±[`WIN`](crate::bot::WIN). A score becomes a winning chance by a
//! logistic [`Curve`]. A variant's curve is fitted to the project's own
//! self-play of it (`taflbord fit-curve`; docs/strength.md, "The
//! winning-chance curve"): how often the defenders went on to win from
//! positions the search gave each score. The defenders win more often than
//! their score says, so a fitted curve has an offset, and a chance depends
//! on whose it is.
//! A move is judged by how much of its side's winning chance it gave away
//! against the best move: a tenth is an inaccuracy (`?!`), a fifth a
//! mistake (`?`), three tenths a blunder (`??`).

use super::curve::Curve;
use crate::engine::variant::Variant;
use crate::record::annotation::Annotation;

/// The curves fitted to self-play, by variant id (the recipe and the fits
/// are in docs/strength.md, "The winning-chance curve").
const FITTED: [(&str, Curve); 6] = [
    (
        "copenhagen",
        Curve {
            scale: 470.0,
            offset: 430.0,
        },
    ),
    (
        "fetlar",
        Curve {
            scale: 225.0,
            offset: 115.0,
        },
    ),
    (
        "tablut",
        Curve {
            scale: 170.0,
            offset: 130.0,
        },
    ),
    (
        "brandubh",
        Curve {
            scale: 105.0,
            offset: 140.0,
        },
    ),
    (
        "tawlbwrdd",
        Curve {
            scale: 330.0,
            offset: 75.0,
        },
    ),
    (
        "book13",
        Curve {
            scale: 805.0,
            offset: -25.0,
        },
    ),
];

/// A variant no self-play was fitted for: an even chance at a level
/// score, 73 % at +3.00.
pub const UNFITTED: Curve = Curve {
    scale: 300.0,
    offset: 0.0,
};

/// The winning-chance curve of `variant`.
pub fn curve_for(variant: &Variant) -> Curve {
    FITTED
        .iter()
        .find(|(id, _)| *id == variant.id())
        .map_or(UNFITTED, |&(_, curve)| curve)
}

/// How bad a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Verdict {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Verdict {
    /// The verdict on a move that dropped its side's winning chance by
    /// `lost` (0 to 1); none under a tenth.
    pub fn of_loss(lost: f64) -> Option<Verdict> {
        if lost >= 0.3 {
            Some(Verdict::Blunder)
        } else if lost >= 0.2 {
            Some(Verdict::Mistake)
        } else if lost >= 0.1 {
            Some(Verdict::Inaccuracy)
        } else {
            None
        }
    }

    pub fn annotation(self) -> Annotation {
        match self {
            Verdict::Inaccuracy => Annotation::Dubious,
            Verdict::Mistake => Annotation::Mistake,
            Verdict::Blunder => Annotation::Blunder,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::WIN;
    use crate::engine::side::Side;

    #[test]
    fn both_sides_chances_of_one_position_make_one() {
        let copenhagen = Variant::built_in("copenhagen").unwrap();
        for curve in [curve_for(&copenhagen), UNFITTED] {
            for s in [-2_000, -450, -1, 0, 1, 77, 300, 2_000] {
                let sum = curve.chance(s, Side::Defenders) + curve.chance(-s, Side::Attackers);
                assert!((sum - 1.0).abs() < 1e-12, "{s}: {sum}");
                assert!(curve.chance(s + 1, Side::Attackers) > curve.chance(s, Side::Attackers));
                assert!(curve.chance(s + 1, Side::Defenders) > curve.chance(s, Side::Defenders));
            }
            for side in [Side::Attackers, Side::Defenders] {
                assert_eq!(curve.chance(WIN - 3, side), 1.0);
                assert_eq!(curve.chance(-(WIN - 3), side), 0.0);
            }
        }
        // Copenhagen's level score favours the defenders; an unfitted
        // variant's is even.
        assert!(curve_for(&copenhagen).chance(0, Side::Defenders) > 0.6);
        let alea = Variant::built_in("alea19").unwrap();
        assert_eq!(curve_for(&alea), UNFITTED);
        assert_eq!(curve_for(&alea).chance(0, Side::Defenders), 0.5);
        assert!((UNFITTED.chance(300, Side::Attackers) - 0.731).abs() < 0.001);
    }

    #[test]
    fn the_steps() {
        assert_eq!(Verdict::of_loss(0.05), None);
        assert_eq!(Verdict::of_loss(0.1), Some(Verdict::Inaccuracy));
        assert_eq!(Verdict::of_loss(0.25), Some(Verdict::Mistake));
        assert_eq!(Verdict::of_loss(0.5), Some(Verdict::Blunder));
    }
}
