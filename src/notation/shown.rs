//! How moves are shown on screen, as the player chooses in the settings:
//! as on the record sheet (`→9·7`, `k↑4·11`) or in letters (`f4-c4`). One
//! choice for the whole window: the sheet, hints, openings, rules, status.

use crate::engine::position::{Move, Position};
use crate::engine::square::Square;
use crate::notation::sheet_move::{Perspective, SheetMove};
use serde::{Deserialize, Serialize};

/// The notation moves are shown in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Notation {
    /// The paper sheet's: direction arrow, column·row numbered from 1.
    #[default]
    Sheet,
    /// Letter coordinates: `f4-c4`.
    Letters,
}

impl Notation {
    pub const ALL: [Notation; 2] = [Notation::Sheet, Notation::Letters];

    /// `mv`, played from `before`, in this notation.
    pub fn word(self, before: &Position, mv: Move) -> String {
        match self {
            Notation::Sheet => SheetMove::from_move(before, mv, Perspective::Attackers).to_string(),
            Notation::Letters => mv.to_string(),
        }
    }

    /// A square in this notation: `7·2` (column·row from 1) or `g2`.
    pub fn square(self, sq: Square) -> String {
        match self {
            Notation::Sheet => format!("{}·{}", sq.col() + 1, sq.row() + 1),
            Notation::Letters => sq.to_string(),
        }
    }

    /// A sample move, for help texts: the same move in this notation.
    pub fn sample(self) -> &'static str {
        match self {
            Notation::Sheet => "→9·7",
            Notation::Letters => "f4-c4",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    #[test]
    fn a_move_is_worded_in_the_chosen_notation() {
        let pos = Position::new(Variant::built_in("copenhagen").unwrap());
        let mv = Move::new(
            Square::parse_letters("h1", 11).unwrap(),
            Square::parse_letters("h3", 11).unwrap(),
        );
        assert_eq!(Notation::Letters.word(&pos, mv), "h1-h3");
        assert_eq!(Notation::Sheet.word(&pos, mv), "↑8·3");
        let g2 = Square::parse_letters("g2", 11).unwrap();
        assert_eq!(Notation::Sheet.square(g2), "7·2");
        assert_eq!(Notation::Letters.square(g2), "g2");
    }
}
