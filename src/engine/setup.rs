//! A board with pieces and a side to move, not yet checked against any rules.

use crate::engine::side::{Piece, Side};
use crate::engine::square::{MAX_SIZE, MIN_SIZE, Square};
use crate::engine::variant::Variant;
use std::fmt;
use std::ops::ControlFlow;

/// Any arrangement of pieces; a [`crate::Position`] is made from it by
/// checking it against a variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub size: u8,
    /// Row-major from the bottom-left square: `squares[row * size + col]`.
    pub squares: Vec<Option<Piece>>,
    pub turn: Side,
}

/// Why a setup cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    BadSize(usize),
    /// A row of the diagram (1-based from the top) has the wrong length.
    RowLength {
        row: usize,
        found: usize,
        expected: usize,
    },
    /// A character that is not `.`, `A`, `D` or `K`.
    BadCharacter {
        row: usize,
        found: char,
    },
    SizeMismatch {
        found: u8,
        expected: u8,
    },
    KingCount(usize),
    NoAttackers,
    /// A piece on a square it may not stand on.
    Forbidden {
        piece: Piece,
        square: Square,
    },
    /// The king stands where he has already escaped: no game to play.
    KingEscaped(Square),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::BadSize(n) => {
                write!(
                    f,
                    "{n} rows: a board has an odd number of rows from {MIN_SIZE} to {MAX_SIZE}"
                )
            }
            SetupError::RowLength {
                row,
                found,
                expected,
            } => {
                write!(
                    f,
                    "row {row} from the top has {found} squares, expected {expected}"
                )
            }
            SetupError::BadCharacter { row, found } => write!(
                f,
                "row {row} from the top has `{found}`; use `.` for empty, `A`, `D` or `K`"
            ),
            SetupError::SizeMismatch { found, expected } => {
                write!(
                    f,
                    "the board is {found}×{found} but the variant plays on {expected}×{expected}"
                )
            }
            SetupError::KingCount(n) => write!(f, "there must be exactly one king, found {n}"),
            SetupError::NoAttackers => f.write_str("there are no attackers"),
            SetupError::Forbidden { piece, square } => {
                write!(f, "{piece:?} on {square}, a square it may not stand on")
            }
            SetupError::KingEscaped(square) => {
                write!(f, "the king on {square} has escaped already")
            }
        }
    }
}

impl std::error::Error for SetupError {}

impl Setup {
    /// An empty board of `size` squares a side.
    pub fn empty(size: u8, turn: Side) -> Setup {
        let n = usize::from(size);
        Setup {
            size,
            squares: vec![None; n * n],
            turn,
        }
    }

    /// Puts `piece` on `sq`, or empties it.
    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        let n = usize::from(self.size);
        self.squares[usize::from(sq.row()) * n + usize::from(sq.col())] = piece;
    }

    /// Reads a diagram: rows from the top down, `.` empty, `A`, `D`, `K`;
    /// spaces are ignored.
    pub fn from_diagram<S: AsRef<str>>(rows: &[S], turn: Side) -> Result<Setup, SetupError> {
        let size = rows.len();
        let side = u8::try_from(size)
            .ok()
            .filter(|s| (MIN_SIZE..=MAX_SIZE).contains(s))
            .ok_or(SetupError::BadSize(size))?;
        let mut squares = vec![None; size * size];
        for (k, text) in rows.iter().enumerate() {
            let cells: Vec<char> = text
                .as_ref()
                .chars()
                .filter(|c| !c.is_whitespace())
                .collect();
            if cells.len() != size {
                return Err(SetupError::RowLength {
                    row: k + 1,
                    found: cells.len(),
                    expected: size,
                });
            }
            let row = size - 1 - k;
            for (col, &c) in cells.iter().enumerate() {
                squares[row * size + col] = match c {
                    '.' => None,
                    _ => Some(
                        Piece::from_letter(c)
                            .filter(|_| c.is_ascii_uppercase())
                            .ok_or(SetupError::BadCharacter {
                                row: k + 1,
                                found: c,
                            })?,
                    ),
                };
            }
        }
        Ok(Setup {
            size: side,
            squares,
            turn,
        })
    }

    /// The diagram of this setup, rows from the top down.
    pub fn diagram(&self) -> Vec<String> {
        let n = usize::from(self.size);
        (0..n)
            .rev()
            .map(|row| {
                (0..n)
                    .map(|col| self.squares[row * n + col].map_or('.', Piece::letter))
                    .collect()
            })
            .collect()
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let n = usize::from(self.size);
        self.squares[usize::from(sq.row()) * n + usize::from(sq.col())]
    }

    /// Every piece with its square.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        let n = usize::from(self.size);
        self.squares
            .iter()
            .enumerate()
            .filter_map(move |(i, p)| p.map(|p| (Square::new((i % n) as u8, (i / n) as u8), p)))
    }

    /// [`Setup::validate`], and a game left to play: the king not already
    /// on a square where he escapes. (Positions built for tests and read
    /// from files may have him there; a player setting up a game may not.)
    pub fn check_playable(&self, variant: &Variant) -> Result<(), SetupError> {
        self.first_fault(variant, true)
    }

    /// Checks the setup against a variant's board.
    pub fn validate(&self, variant: &Variant) -> Result<(), SetupError> {
        self.first_fault(variant, false)
    }

    /// Everything that keeps the setup from being played, in the order
    /// [`Setup::check_playable`] meets them (it reports the first): the
    /// editor names them all at once.
    pub fn faults(&self, variant: &Variant) -> Vec<SetupError> {
        let mut all = Vec::new();
        let _ = self.visit_faults(variant, true, |e| {
            all.push(e);
            ControlFlow::Continue(())
        });
        all
    }

    fn first_fault(&self, variant: &Variant, playable: bool) -> Result<(), SetupError> {
        let mut first = None;
        let _ = self.visit_faults(variant, playable, |e| {
            first = Some(e);
            ControlFlow::Break(())
        });
        first.map_or(Ok(()), Err)
    }

    /// Hands each fault to `found` until it breaks; `playable` adds the
    /// king already escaped.
    fn visit_faults(
        &self,
        variant: &Variant,
        playable: bool,
        mut found: impl FnMut(SetupError) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if self.size != variant.size() {
            // The squares of another board say nothing about this one.
            return found(SetupError::SizeMismatch {
                found: self.size,
                expected: variant.size(),
            });
        }
        let kings = self.pieces().filter(|(_, p)| *p == Piece::King).count();
        if kings != 1 {
            found(SetupError::KingCount(kings))?;
        }
        if !self.pieces().any(|(_, p)| p == Piece::Attacker) {
            found(SetupError::NoAttackers)?;
        }
        for (square, piece) in self.pieces() {
            if !variant.may_stand(piece, square) {
                found(SetupError::Forbidden { piece, square })?;
            }
        }
        if playable {
            for (square, piece) in self.pieces() {
                if piece == Piece::King && variant.is_escape(square) {
                    found(SetupError::KingEscaped(square))?;
                }
            }
        }
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn copenhagen() -> std::sync::Arc<Variant> {
        Variant::built_in("copenhagen").expect("built in")
    }

    fn with(pieces: &[(Piece, &str)]) -> Setup {
        let mut setup = Setup::empty(11, Side::Attackers);
        for &(piece, name) in pieces {
            setup.set(Square::parse_letters(name, 11).unwrap(), Some(piece));
        }
        setup
    }

    #[test]
    fn every_fault_is_listed_and_the_checks_report_the_first() {
        let v = copenhagen();
        let sq = |name| Square::parse_letters(name, 11).unwrap();
        let setup = with(&[
            (Piece::Attacker, "a1"),
            (Piece::Attacker, "k1"),
            (Piece::King, "f6"),
            (Piece::King, "a11"),
        ]);
        let faults = setup.faults(&v);
        assert_eq!(
            faults,
            [
                SetupError::KingCount(2),
                SetupError::Forbidden {
                    piece: Piece::Attacker,
                    square: sq("a1")
                },
                SetupError::Forbidden {
                    piece: Piece::Attacker,
                    square: sq("k1")
                },
                SetupError::KingEscaped(sq("a11")),
            ]
        );
        assert_eq!(setup.check_playable(&v), Err(faults[0].clone()));
        assert_eq!(setup.validate(&v), Err(faults[0].clone()));

        assert_eq!(
            Setup::empty(11, Side::Attackers).faults(&v),
            [SetupError::KingCount(0), SetupError::NoAttackers]
        );
        assert!(v.start().faults(&v).is_empty());
        assert_eq!(v.start().check_playable(&v), Ok(()));
    }

    #[test]
    fn an_escaped_king_is_a_fault_of_play_not_of_the_board() {
        let v = copenhagen();
        let setup = with(&[(Piece::Attacker, "f1"), (Piece::King, "k11")]);
        assert_eq!(setup.validate(&v), Ok(()));
        let escaped = SetupError::KingEscaped(Square::parse_letters("k11", 11).unwrap());
        assert_eq!(setup.faults(&v), std::slice::from_ref(&escaped));
        assert_eq!(setup.check_playable(&v), Err(escaped));
    }

    #[test]
    fn another_boards_setup_has_only_its_size_as_fault() {
        let v = copenhagen();
        let small = Setup::empty(7, Side::Attackers);
        let mismatch = SetupError::SizeMismatch {
            found: 7,
            expected: 11,
        };
        assert_eq!(small.faults(&v), std::slice::from_ref(&mismatch));
        assert_eq!(small.validate(&v), Err(mismatch));
    }
}
