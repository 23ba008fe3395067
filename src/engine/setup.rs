//! A board with pieces and a side to move, not yet checked against any rules.

use crate::engine::side::{Piece, Side};
use crate::engine::square::{MAX_SIZE, MIN_SIZE, Square};
use crate::engine::variant::Variant;
use std::fmt;

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
        if !(usize::from(MIN_SIZE)..=usize::from(MAX_SIZE)).contains(&size) {
            return Err(SetupError::BadSize(size));
        }
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
            size: size as u8,
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
        self.validate(variant)?;
        match self
            .pieces()
            .find(|&(sq, p)| p == Piece::King && variant.is_escape(sq))
        {
            Some((square, _)) => Err(SetupError::KingEscaped(square)),
            None => Ok(()),
        }
    }

    /// Checks the setup against a variant's board.
    pub fn validate(&self, variant: &Variant) -> Result<(), SetupError> {
        if self.size != variant.size() {
            return Err(SetupError::SizeMismatch {
                found: self.size,
                expected: variant.size(),
            });
        }
        let kings = self.pieces().filter(|(_, p)| *p == Piece::King).count();
        if kings != 1 {
            return Err(SetupError::KingCount(kings));
        }
        if !self.pieces().any(|(_, p)| p == Piece::Attacker) {
            return Err(SetupError::NoAttackers);
        }
        for (square, piece) in self.pieces() {
            if !variant.may_stand(piece, square) {
                return Err(SetupError::Forbidden { piece, square });
            }
        }
        Ok(())
    }
}
