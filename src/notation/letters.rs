//! Moves in letter coordinates: `h1-h3`, with captures `g3-e3xe2`, as in
//! move lists such as `copenhagen.csv`; the Fetlar paper's `H1 → H3` reads too.

use crate::engine::position::Move;
use crate::engine::square::Square;
use std::fmt;

/// A move as written in a move list, with the captures the writer noted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LetterMove {
    pub mv: Move,
    /// Captured squares as written (the list may repeat a square).
    pub captures: Vec<Square>,
}

/// Why a move text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LetterMoveError {
    pub text: String,
    pub reason: &'static str,
}

impl fmt::Display for LetterMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}`: {}", self.text, self.reason)
    }
}

impl std::error::Error for LetterMoveError {}

impl LetterMove {
    /// Parses one move on a board of `size`: `from-to` (or `from → to`),
    /// then any number of `x` + square.
    pub fn parse(text: &str, size: u8) -> Result<LetterMove, LetterMoveError> {
        let err = |reason| LetterMoveError {
            text: text.to_string(),
            reason,
        };
        let t = text.trim();
        let (from, rest) = t
            .split_once('-')
            .or_else(|| t.split_once('→'))
            .ok_or_else(|| err("expected `from-to`, like `h1-h3`"))?;
        let mut parts = rest.split(['x', 'X']);
        let to = parts.next().unwrap_or_default();
        let square = |s: &str, what| {
            // Spaces appear only in the arrow form (`H1 → H3`).
            Square::parse_letters(s, size)
                .or_else(|| Square::parse_letters(s.trim(), size))
                .ok_or_else(|| err(what))
        };
        let from = square(from, "the start square is not on the board")?;
        let to = square(to, "the destination is not on the board")?;
        let captures = parts
            .map(|c| square(c, "a captured square is not on the board"))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(LetterMove {
            mv: Move::new(from, to),
            captures,
        })
    }
}

impl fmt::Display for LetterMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.mv)?;
        for c in &self.captures {
            write!(f, "x{c}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse_letters(s, 11).unwrap()
    }

    #[test]
    fn plain_and_capturing_moves() {
        let m = LetterMove::parse("g3-e3xe2", 11).unwrap();
        assert_eq!(m.mv, Move::new(sq("g3"), sq("e3")));
        assert_eq!(m.captures, vec![sq("e2")]);
        let m = LetterMove::parse("e7-k7xk6xk6", 11).unwrap();
        assert_eq!(m.captures, vec![sq("k6"), sq("k6")]);
        assert_eq!(m.to_string(), "e7-k7xk6xk6");
        let m = LetterMove::parse("H1 → H3", 11).unwrap();
        assert_eq!(m.mv, Move::new(sq("h1"), sq("h3")));
    }

    #[test]
    fn broken_moves_say_why() {
        assert_eq!(
            LetterMove::parse("h1h3", 11).unwrap_err().reason,
            "expected `from-to`, like `h1-h3`"
        );
        assert!(LetterMove::parse("h1-l3", 11).is_err());
        assert!(LetterMove::parse("h1-h3xz9", 11).is_err());
        assert!(LetterMove::parse("timeout", 11).is_err());
    }
}
