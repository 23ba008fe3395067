//! The captures column of a record sheet: how many pieces a move took,
//! and whether it captured the king or let him escape (`1`, `K`, `2E`).

use crate::engine::outcome::Reason;
use crate::engine::position::Played;
use crate::engine::side::Piece;
use std::fmt;

/// What the captures column says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CaptureMark {
    /// Pieces captured, the king not counted.
    pub count: usize,
    /// `K`: the king was captured.
    pub king: bool,
    /// `E`: the king escaped (or closed an exit fort).
    pub escape: bool,
}

impl CaptureMark {
    pub(crate) fn of(played: &Played) -> CaptureMark {
        let escape = matches!(
            played.outcome.map(|o| o.reason),
            Some(
                Reason::CornerEscape
                    | Reason::EdgeEscape
                    | Reason::PeripheryEscape
                    | Reason::ExitFort
            )
        );
        CaptureMark {
            count: played
                .captures
                .iter()
                .filter(|c| c.piece != Piece::King)
                .count(),
            king: played.captured_king(),
            escape,
        }
    }

    /// Reads a captures cell: a count, `K`, `E`, or a count with a mark
    /// (`1K`, `1 K`, `K 1`: the paper sheet's column holds both when a
    /// move captures and ends the game).
    pub(crate) fn parse(text: &str) -> Option<CaptureMark> {
        let mut mark = CaptureMark::default();
        let mut counted = false;
        let mut rest = text.trim_start();
        while let Some(c) = rest.chars().next() {
            match c {
                '0'..='9' if !counted => {
                    let digits =
                        rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
                    mark.count = rest[..digits].parse().ok()?;
                    counted = true;
                    rest = &rest[digits..];
                    continue;
                }
                'K' | 'k' if !mark.king => mark.king = true,
                'E' | 'e' if !mark.escape => mark.escape = true,
                ' ' | '\t' => {}
                _ => return None,
            }
            rest = &rest[c.len_utf8()..];
        }
        Some(mark)
    }
}

impl fmt::Display for CaptureMark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.count > 0 {
            write!(f, "{}", self.count)?;
        }
        if self.king {
            f.write_str("K")?;
        }
        if self.escape {
            f.write_str("E")?;
        }
        Ok(())
    }
}

/// A captures column that does not say what the move did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CaptureMismatch {
    pub actual: CaptureMark,
    pub written: CaptureMark,
}

impl CaptureMismatch {
    /// Compares what the column says with what the move did.
    pub(crate) fn check(written: CaptureMark, played: &Played) -> Result<(), CaptureMismatch> {
        let actual = CaptureMark::of(played);
        if actual == written {
            Ok(())
        } else {
            Err(CaptureMismatch { actual, written })
        }
    }
}

impl fmt::Display for CaptureMismatch {
    /// What a wrong captures column should have said.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let should = match self.actual.to_string() {
            s if s.is_empty() => "be blank".to_string(),
            s => format!("read `{s}`"),
        };
        let says = match self.written.to_string() {
            s if s.is_empty() => "is blank".to_string(),
            s => format!("says `{s}`"),
        };
        write!(
            f,
            "the captures column should {should} for this move (it {says})"
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_and_a_mark_share_the_captures_column() {
        let both = CaptureMark {
            count: 1,
            king: true,
            escape: false,
        };
        for text in ["1K", "1 K", "K 1", " 1  k "] {
            assert_eq!(CaptureMark::parse(text), Some(both), "{text:?}");
        }
        let escape = CaptureMark {
            count: 2,
            king: false,
            escape: true,
        };
        assert_eq!(CaptureMark::parse("2 E"), Some(escape));
        assert_eq!(CaptureMark::parse("E2"), Some(escape));
        assert_eq!(CaptureMark::parse(""), Some(CaptureMark::default()));
        for bad in ["1 2", "KK", "1x", "E E"] {
            assert_eq!(CaptureMark::parse(bad), None, "{bad:?}");
        }
        // The writer puts both in the column when a move does both.
        assert_eq!(both.to_string(), "1K");
        assert_eq!(escape.to_string(), "2E");
    }
}
