//! One move as written on the players' paper record sheet: an arrow and the
//! destination, `→9·7`, with `k` in front when the king moved (`k↑4·4`).
//!
//! The start square is not written: it is the first piece met walking back
//! from the destination against the arrow. So reading happens in two
//! phases: [`SheetMove::parse`] needs no position, [`SheetMove::resolve`]
//! finds the move on a board.

use crate::engine::position::{IllegalMove, Move, Position};
use crate::engine::side::{Piece, Side};
use crate::engine::square::{Direction, Square, step};
use crate::engine::variant::ON_BOARD;
use std::fmt;

/// Whose view of the board the coordinates and arrows are written from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Perspective {
    /// As the board is first shown, attackers' home rows at top and bottom
    /// and column 1 on the left.
    #[default]
    Attackers,
    /// From the opposite side of the table: every square and arrow turned
    /// half a circle.
    Defenders,
}

impl Perspective {
    fn turned(self) -> bool {
        self == Perspective::Defenders
    }
}

/// A sheet move before it is matched against a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SheetMove {
    /// Written with `k`: the king moved.
    pub king: bool,
    /// Direction of travel as written.
    pub arrow: Direction,
    /// Destination column and row as written, counted from 1.
    pub col: u8,
    pub row: u8,
}

/// Why sheet-move text could not be read; `column` counts characters from
/// 1 within the text given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetMoveError {
    pub column: usize,
    pub expected: &'static str,
}

/// Why a sheet move does not fit the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResolveError {
    OffBoard {
        col: u8,
        row: u8,
        size: u8,
    },
    /// Nothing stands behind the destination, against the arrow.
    NoPieceBehind,
    /// The piece found belongs to the side not on move.
    WrongSide {
        found: Piece,
    },
    /// Written with `k` but the piece is not the king.
    NotTheKing {
        found: Piece,
    },
    /// The king moved but the move lacks `k`.
    MissingKingMark,
    Illegal(IllegalMove),
}

impl fmt::Display for ResolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |p: &Piece| match p {
            Piece::Attacker => "an attacker",
            Piece::Defender => "a defender",
            Piece::King => "the king",
        };
        match self {
            ResolveError::OffBoard { col, row, size } => {
                write!(f, "{col}·{row} is off the {size}×{size} board")
            }
            ResolveError::NoPieceBehind => {
                f.write_str("no piece stands behind the destination, against the arrow")
            }
            ResolveError::WrongSide { found } => {
                write!(
                    f,
                    "the piece behind the destination is {}, not of the side to move",
                    name(found)
                )
            }
            ResolveError::NotTheKing { found } => {
                write!(
                    f,
                    "`k` marks a king move, but the piece behind the destination is {}",
                    name(found)
                )
            }
            ResolveError::MissingKingMark => {
                f.write_str("the king moves here: write `k` before the arrow")
            }
            ResolveError::Illegal(e) => write!(f, "illegal move: {e}"),
        }
    }
}

impl SheetMove {
    /// Reads `→9·7`, `k↑4·4`, or the ASCII forms `>9.7`, `k^4-4`, `v9.3`.
    pub fn parse(text: &str) -> Result<SheetMove, SheetMoveError> {
        let chars: Vec<char> = text.chars().collect();
        let mut i = 0;
        let at = |i: usize, expected| SheetMoveError {
            column: i + 1,
            expected,
        };
        let king = matches!(chars.first(), Some('k' | 'K'));
        if king {
            i += 1;
        }
        let arrow = match chars.get(i) {
            Some('→' | '>') => Direction::East,
            Some('←' | '<') => Direction::West,
            Some('↑' | '^') => Direction::North,
            Some('↓' | 'v' | 'V') => Direction::South,
            _ => return Err(at(i, "an arrow: → ← ↑ ↓ (or > < ^ v)")),
        };
        i += 1;
        let number = |i: &mut usize| -> Option<u8> {
            let start = *i;
            while chars.get(*i).is_some_and(|c| c.is_ascii_digit()) && *i - start < 2 {
                *i += 1;
            }
            let digits: String = chars[start..*i].iter().collect();
            digits.parse().ok().filter(|&n| n >= 1)
        };
        let start = i;
        let col = number(&mut i).ok_or(at(start, "a column number from 1"))?;
        if !matches!(chars.get(i), Some('·' | '.' | '-')) {
            return Err(at(i, "`·` (or `.` or `-`) between column and row"));
        }
        i += 1;
        let start = i;
        let row = number(&mut i).ok_or(at(start, "a row number from 1"))?;
        if i != chars.len() {
            return Err(at(i, "the end of the move"));
        }
        Ok(SheetMove {
            king,
            arrow,
            col,
            row,
        })
    }

    /// Finds the move this sheet move means in `pos`, written from `perspective`.
    pub fn resolve(&self, pos: &Position, perspective: Perspective) -> Result<Move, ResolveError> {
        let size = pos.size();
        let off = ResolveError::OffBoard {
            col: self.col,
            row: self.row,
            size,
        };
        let (mut col, mut row) = (self.col, self.row);
        let mut arrow = self.arrow;
        if col > size || row > size {
            return Err(off);
        }
        if perspective.turned() {
            col = size + 1 - col;
            row = size + 1 - row;
            arrow = arrow.opposite();
        }
        let to = Square::new(col - 1, row - 1);
        let back = arrow.opposite();
        let mut i = to.index();
        let from = loop {
            i = step(i, back);
            if !pos.variant().flag(i, ON_BOARD) {
                return Err(ResolveError::NoPieceBehind);
            }
            let sq = Square::from_index(i);
            if pos.piece_at(sq).is_some() {
                break sq;
            }
        };
        let piece = pos.piece_at(from).expect("found a piece");
        if piece.side() != pos.turn() {
            return Err(ResolveError::WrongSide { found: piece });
        }
        match (self.king, piece == Piece::King) {
            (true, false) => return Err(ResolveError::NotTheKing { found: piece }),
            (false, true) => return Err(ResolveError::MissingKingMark),
            _ => {}
        }
        let mv = Move::new(from, to);
        pos.check(mv).map_err(ResolveError::Illegal)?;
        Ok(mv)
    }

    /// How a legal move of `pos` is written from `perspective`.
    pub fn from_move(pos: &Position, mv: Move, perspective: Perspective) -> SheetMove {
        let size = pos.size();
        let mut arrow = Direction::between(mv.from, mv.to).expect("moves are straight");
        let (mut col, mut row) = (mv.to.col() + 1, mv.to.row() + 1);
        if perspective.turned() {
            col = size + 1 - col;
            row = size + 1 - row;
            arrow = arrow.opposite();
        }
        SheetMove {
            king: pos.piece_at(mv.from) == Some(Piece::King),
            arrow,
            col,
            row,
        }
    }

    /// The move written with ASCII stand-ins only.
    pub fn ascii(&self) -> String {
        let arrow = match self.arrow {
            Direction::East => '>',
            Direction::West => '<',
            Direction::North => '^',
            Direction::South => 'v',
        };
        format!(
            "{}{arrow}{}.{}",
            if self.king { "k" } else { "" },
            self.col,
            self.row
        )
    }
}

impl fmt::Display for SheetMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let arrow = match self.arrow {
            Direction::East => '→',
            Direction::West => '←',
            Direction::North => '↑',
            Direction::South => '↓',
        };
        write!(
            f,
            "{}{arrow}{}·{}",
            if self.king { "k" } else { "" },
            self.col,
            self.row
        )
    }
}

/// Move number and side of a 1-based ply, as the record sheet counts them.
pub fn number_of(ply: usize, first: Side) -> (usize, Side) {
    (ply.div_ceil(2), mover(first, ply))
}

/// The side that makes move `ply` (1-based) of a game whose first mover is `first`.
pub(crate) fn mover(first: Side, ply: usize) -> Side {
    if ply % 2 == 1 { first } else { first.other() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    fn start() -> Position {
        Position::new(Variant::built_in("copenhagen").unwrap())
    }

    #[test]
    fn reads_unicode_and_ascii_forms() {
        let m = SheetMove::parse("→9·7").unwrap();
        assert_eq!(
            m,
            SheetMove {
                king: false,
                arrow: Direction::East,
                col: 9,
                row: 7
            }
        );
        assert_eq!(SheetMove::parse(">9.7").unwrap(), m);
        assert_eq!(SheetMove::parse(">9-7").unwrap(), m);
        let k = SheetMove::parse("k↑4·4").unwrap();
        assert!(k.king && k.arrow == Direction::North);
        assert_eq!(SheetMove::parse("kv12.13").unwrap().row, 13);
        assert_eq!(k.to_string(), "k↑4·4");
        assert_eq!(k.ascii(), "k^4.4");
    }

    #[test]
    fn broken_moves_name_the_column() {
        assert_eq!(SheetMove::parse("9·7").unwrap_err().column, 1);
        assert_eq!(SheetMove::parse("k9·7").unwrap_err().column, 2);
        assert_eq!(SheetMove::parse("→9x7").unwrap_err().column, 3);
        assert_eq!(SheetMove::parse("→·7").unwrap_err().column, 2);
        assert_eq!(SheetMove::parse("→9·").unwrap_err().column, 4);
        assert_eq!(SheetMove::parse("→9·7!").unwrap_err().column, 5);
        assert_eq!(SheetMove::parse("→0·7").unwrap_err().column, 2);
        assert!(SheetMove::parse("").is_err());
    }

    #[test]
    fn resolves_by_walking_back_against_the_arrow() {
        let pos = start();
        // h1-h3: the attacker on 8·1 moves up to 8·3.
        let m = SheetMove::parse("↑8·3").unwrap();
        let mv = m.resolve(&pos, Perspective::Attackers).unwrap();
        assert_eq!(mv.to_string(), "h1-h3");
        assert_eq!(SheetMove::from_move(&pos, mv, Perspective::Attackers), m);
        // The same move seen from the defenders' side of the table.
        let turned = SheetMove::from_move(&pos, mv, Perspective::Defenders);
        assert_eq!(turned.to_string(), "↓4·9");
        assert_eq!(turned.resolve(&pos, Perspective::Defenders).unwrap(), mv);
    }

    #[test]
    fn resolution_errors() {
        let pos = start();
        let r = |t: &str| {
            SheetMove::parse(t)
                .unwrap()
                .resolve(&pos, Perspective::Attackers)
                .unwrap_err()
        };
        assert_eq!(
            r("↓8·3"),
            ResolveError::WrongSide {
                found: Piece::Defender
            }
        );
        assert_eq!(
            r("↑6·9"),
            ResolveError::WrongSide {
                found: Piece::Defender
            }
        );
        assert_eq!(
            r("k↑8·3"),
            ResolveError::NotTheKing {
                found: Piece::Attacker
            }
        );
        assert!(matches!(r("→13·2"), ResolveError::OffBoard { .. }));
        assert!(matches!(r("↑6·1"), ResolveError::NoPieceBehind));
    }
}
