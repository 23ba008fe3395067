//! Moves in letter coordinates: `h1-h3`, with captures `g3-e3xe2`, as in
//! move lists such as `copenhagen.csv`; the Fetlar paper's `H1 → H3` reads
//! too, and so does OpenTafl's move text: a piece letter before a square
//! (`Kf6-f10`), captures joined by `/` (`e11-e7xe6/f7`), and `+`, `++`,
//! `-`, `--` after the move.

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
    /// then any number of captured squares, each after `x` or `/`. Piece
    /// letters before squares and OpenTafl's endings are read and dropped.
    pub fn parse(text: &str, size: u8) -> Result<LetterMove, LetterMoveError> {
        let err = |reason| LetterMoveError {
            text: text.to_string(),
            reason,
        };
        let t = without_piece(text.trim());
        // OpenTafl ends a move with `+`/`++` (a threat, the king taken) or
        // `-`/`--` (a way out, the king out); after a square, never a move.
        let t = t.trim_end_matches(['+', '-']);
        let (from, rest) = t
            .split_once('-')
            .or_else(|| t.split_once('→'))
            .ok_or_else(|| err("expected `from-to`, like `h1-h3`"))?;
        let mut parts = rest.split(['x', 'X', '/']);
        let to = parts.next().unwrap_or_default();
        let square = |s: &str, what| {
            // Spaces appear only in the arrow form (`H1 → H3`).
            let s = without_piece(s);
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

/// `text` without OpenTafl's piece letter (`K`, `T`, `t`) before a square.
fn without_piece(text: &str) -> &str {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some('K' | 'T' | 't'), Some(c)) if c.is_ascii_alphabetic() => &text[1..],
        _ => text,
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
    fn opentafls_move_text_reads() {
        let m = LetterMove::parse("e11-e7xe6/f7", 11).unwrap();
        assert_eq!(m.mv, Move::new(sq("e11"), sq("e7")));
        assert_eq!(m.captures, vec![sq("e6"), sq("f7")]);
        let m = LetterMove::parse("Kf6-f10--", 11).unwrap();
        assert_eq!(m.mv, Move::new(sq("f6"), sq("f10")));
        let m = LetterMove::parse("te3-e5xTe6/Kf5++", 11).unwrap();
        assert_eq!(m.mv, Move::new(sq("e3"), sq("e5")));
        assert_eq!(m.captures, vec![sq("e6"), sq("f5")]);
        // Column k of an 11×11 board is a square, not a king.
        let m = LetterMove::parse("K1-K3", 11).unwrap();
        assert_eq!(m.mv, Move::new(sq("k1"), sq("k3")));
        assert!(LetterMove::parse("Ne6-e8", 11).is_err());
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
