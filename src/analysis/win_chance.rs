//! Scores as winning chances, and the verdicts a lost chance earns.
//!
//! The search scores a position from the side to move's view in
//! hundredths (`+1.00` is about a piece's worth); a won or lost position is
//! near ±[`WIN`]. A score becomes a winning chance by a logistic curve:
//! 0 is 50 %, +1.00 is 58 %, +3.00 is 73 %, +6.00 is 88 %, a win 100 %.
//! A move is judged by how much of its side's winning chance it gave away
//! against the best move: a tenth is an inaccuracy (`?!`), a fifth a
//! mistake (`?`), three tenths a blunder (`??`) — the steps chess sites
//! use for the same curve.

use crate::record::annotation::Annotation;

/// The curve is the bots' own: the learned evaluation is fitted to it.
pub use crate::bot::training::win_chance;

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

    #[test]
    fn the_curve_and_the_steps() {
        assert!((win_chance(0) - 0.5).abs() < 1e-9);
        assert!((win_chance(300) - 0.731).abs() < 0.001);
        assert_eq!(win_chance(WIN - 3), 1.0);
        assert_eq!(win_chance(-(WIN - 3)), 0.0);
        assert!(win_chance(100) > win_chance(99));
        assert_eq!(Verdict::of_loss(0.05), None);
        assert_eq!(Verdict::of_loss(0.1), Some(Verdict::Inaccuracy));
        assert_eq!(Verdict::of_loss(0.25), Some(Verdict::Mistake));
        assert_eq!(Verdict::of_loss(0.5), Some(Verdict::Blunder));
    }
}
