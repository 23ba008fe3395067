//! The two sides and their pieces.

use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the two sides at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    /// The besiegers (black), usually twice as many.
    Attackers,
    /// The king's side: the defenders (white) and the king.
    Defenders,
}

impl Side {
    pub const fn other(self) -> Side {
        match self {
            Side::Attackers => Side::Defenders,
            Side::Defenders => Side::Attackers,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Attackers => "attackers",
            Side::Defenders => "defenders",
        })
    }
}

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    Attacker,
    Defender,
    King,
}

impl Piece {
    pub const fn side(self) -> Side {
        match self {
            Piece::Attacker => Side::Attackers,
            Piece::Defender | Piece::King => Side::Defenders,
        }
    }

    /// The letter used in setup diagrams: `A`, `D`, `K`.
    pub const fn letter(self) -> char {
        match self {
            Piece::Attacker => 'A',
            Piece::Defender => 'D',
            Piece::King => 'K',
        }
    }

    pub fn from_letter(c: char) -> Option<Piece> {
        match c {
            'A' | 'a' => Some(Piece::Attacker),
            'D' | 'd' => Some(Piece::Defender),
            'K' | 'k' => Some(Piece::King),
            _ => None,
        }
    }
}

/// What a cell of the padded grid holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub(crate) enum Cell {
    Empty = 0,
    Attacker = 1,
    Defender = 2,
    King = 3,
    Off = 4,
}

impl Cell {
    #[inline]
    pub(crate) fn piece(self) -> Option<Piece> {
        match self {
            Cell::Attacker => Some(Piece::Attacker),
            Cell::Defender => Some(Piece::Defender),
            Cell::King => Some(Piece::King),
            Cell::Empty | Cell::Off => None,
        }
    }

    #[inline]
    pub(crate) fn side(self) -> Option<Side> {
        match self {
            Cell::Attacker => Some(Side::Attackers),
            Cell::Defender | Cell::King => Some(Side::Defenders),
            Cell::Empty | Cell::Off => None,
        }
    }

    pub(crate) fn from_piece(piece: Piece) -> Cell {
        match piece {
            Piece::Attacker => Cell::Attacker,
            Piece::Defender => Cell::Defender,
            Piece::King => Cell::King,
        }
    }
}
