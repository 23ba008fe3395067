//! Geometry: steps, distances, the centre and the king's guard area.

use crate::engine::position::{Move, Position};
use crate::engine::square::{Direction, Square};
use crate::engine::square_set::SquareSet;

/// Column and row steps of a direction (north is up: rows grow).
pub fn delta(dir: Direction) -> (i32, i32) {
    match dir {
        Direction::North => (0, 1),
        Direction::East => (1, 0),
        Direction::South => (0, -1),
        Direction::West => (-1, 0),
    }
}

/// The square `dc` columns and `dr` rows away from `sq`, if it lies on a
/// board of `size`.
pub fn offset(sq: Square, dc: i32, dr: i32, size: u8) -> Option<Square> {
    Square::try_new(i32::from(sq.col()) + dc, i32::from(sq.row()) + dr, size)
}

/// The square `steps` squares from `sq` in `dir`, if it is on the board.
pub fn towards(sq: Square, dir: Direction, steps: i32, size: u8) -> Option<Square> {
    let (dc, dr) = delta(dir);
    offset(sq, dc * steps, dr * steps, size)
}

/// Distance counted in single orthogonal steps.
pub fn manhattan(a: Square, b: Square) -> u32 {
    u32::from(a.col().abs_diff(b.col())) + u32::from(a.row().abs_diff(b.row()))
}

/// Distance counted in king's (chess) steps: the larger of the column and
/// row distances.
pub fn chebyshev(a: Square, b: Square) -> u32 {
    u32::from(a.col().abs_diff(b.col()).max(a.row().abs_diff(b.row())))
}

/// Number of squares a move travels.
pub fn length(mv: Move) -> u32 {
    manhattan(mv.from, mv.to)
}

/// The centre of the board: the throne (the paper's `T = (c, c)`), or the
/// middle square when a variant has no throne.
pub fn centre(pos: &Position) -> Square {
    let n = pos.size();
    pos.variant()
        .throne()
        .unwrap_or_else(|| Square::new(n / 2, n / 2))
}

/// Whether `sq` lies in the centre of the board: the 5×5 square around the
/// throne. Barricading-Aggressive leaves pieces there alone.
pub fn is_centre(pos: &Position, sq: Square) -> bool {
    chebyshev(sq, centre(pos)) <= 2
}

/// The king's guard area: the 5×5 square centred on `king` (cut off by
/// the board's edge).
pub fn guard_area(king: Square, size: u8) -> SquareSet {
    let mut area = SquareSet::EMPTY;
    for dc in -2..=2 {
        for dr in -2..=2 {
            if let Some(s) = offset(king, dc, dr, size) {
                area.insert(s);
            }
        }
    }
    area
}

/// Number of defenders (the king not counted) in the king's guard area:
/// King's Guard wants at least two.
pub fn guards(pos: &Position) -> usize {
    pos.king()
        .map_or(0, |k| (guard_area(k, pos.size()) & pos.defenders()).len())
}

#[cfg(test)]
mod tests {
    use super::super::fixtures::*;
    use super::super::*;

    #[test]
    fn distances() {
        assert_eq!(manhattan(sq("a1"), sq("c4")), 5);
        assert_eq!(chebyshev(sq("a1"), sq("c4")), 3);
        assert_eq!(length(mv("h1-h3")), 2);
        assert_eq!(offset(sq("a1"), -1, 0, 11), None);
        assert_eq!(towards(sq("f6"), Direction::North, 2, 11), Some(sq("f8")));
    }

    #[test]
    fn guard_area_and_centre() {
        let pos = start("fetlar");
        assert_eq!(guard_area(sq("f6"), 11).len(), 25);
        assert_eq!(guard_area(sq("a1"), 11).len(), 9);
        assert_eq!(guards(&pos), 12);
        assert!(is_centre(&pos, sq("d4")) && is_centre(&pos, sq("h8")));
        assert!(!is_centre(&pos, sq("c6")) && !is_centre(&pos, sq("f9")));
    }
}
