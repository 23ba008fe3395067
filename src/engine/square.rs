//! Squares of a board of any size from 7×7 to 19×19.
//!
//! A square is stored as an index into a padded 21×21 grid: one ring of
//! off-board cells surrounds the largest board, so a neighbour step never
//! needs a bounds check and the same index means the same square on every
//! board size.

use std::fmt;
use std::sync::OnceLock;

/// Largest board side the engine supports.
pub const MAX_SIZE: u8 = 19;
/// Smallest board side the engine supports.
pub const MIN_SIZE: u8 = 7;
/// Width of the padded grid (board plus one off-board ring).
pub const STRIDE: usize = MAX_SIZE as usize + 2;
/// Number of cells in the padded grid.
pub const CELLS: usize = STRIDE * STRIDE;

/// A square, named by column and row counted from 0 at the bottom left.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u16);

impl Square {
    /// The square at 0-based `col` and `row`; both must be below [`MAX_SIZE`].
    pub const fn new(col: u8, row: u8) -> Square {
        assert!(col < MAX_SIZE && row < MAX_SIZE);
        Square(((row as usize + 1) * STRIDE + col as usize + 1) as u16)
    }

    /// The square at 0-based `col` and `row` if both lie on a board of `size`.
    pub fn try_new(col: i32, row: i32, size: u8) -> Option<Square> {
        let n = i32::from(size);
        (0..n).contains(&col).then_some(())?;
        (0..n).contains(&row).then_some(())?;
        Some(Square::new(col as u8, row as u8))
    }

    /// 0-based column (0 is the left edge, `a` / `1`).
    pub const fn col(self) -> u8 {
        (self.0 as usize % STRIDE - 1) as u8
    }

    /// 0-based row (0 is the bottom edge).
    pub const fn row(self) -> u8 {
        (self.0 as usize / STRIDE - 1) as u8
    }

    /// Index into the padded grid.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The square at a padded-grid index that lies on the board.
    pub(crate) const fn from_index(index: usize) -> Square {
        Square(index as u16)
    }

    /// The square mirrored through the board centre, as seen from the other
    /// side of the table.
    pub fn flipped(self, size: u8) -> Square {
        Square::new(size - 1 - self.col(), size - 1 - self.row())
    }

    /// Whether the square lies on the outer ring of a board of `size`.
    pub fn is_edge(self, size: u8) -> bool {
        let (c, r) = (self.col(), self.row());
        c == 0 || r == 0 || c == size - 1 || r == size - 1
    }

    /// Whether the square is one of the four corners of a board of `size`.
    pub fn is_corner(self, size: u8) -> bool {
        let (c, r) = (self.col(), self.row());
        (c == 0 || c == size - 1) && (r == 0 || r == size - 1)
    }

    /// Letter form: column letter and 1-based row, as `a1` or `k11`.
    pub fn letters(self) -> String {
        self.to_string()
    }

    /// Record-sheet form: 1-based column and row joined by a middle dot, as `12·9`.
    pub fn sheet(self) -> String {
        format!("{}·{}", self.col() + 1, self.row() + 1)
    }

    /// Parses the letter form (`a1`, case-insensitive) on a board of `size`.
    pub fn parse_letters(text: &str, size: u8) -> Option<Square> {
        let (&letter, digits) = text.as_bytes().split_first()?;
        let col = letter.to_ascii_lowercase().checked_sub(b'a')?;
        let row = match *digits {
            [d] if d.is_ascii_digit() => d - b'0',
            [d, e] if d.is_ascii_digit() && e.is_ascii_digit() => (d - b'0') * 10 + (e - b'0'),
            _ => return None,
        };
        (col < size && (1..=size).contains(&row)).then(|| Square::new(col, row - 1))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col()) as char, self.row() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The four orthogonal directions, as steps in the padded grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    North,
    East,
    South,
    West,
}

impl Direction {
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// Step in the padded grid.
    pub const fn offset(self) -> isize {
        match self {
            Direction::North => STRIDE as isize,
            Direction::East => 1,
            Direction::South => -(STRIDE as isize),
            Direction::West => -1,
        }
    }

    pub const fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::East => Direction::West,
            Direction::South => Direction::North,
            Direction::West => Direction::East,
        }
    }

    /// The two directions at right angles.
    pub const fn sideways(self) -> [Direction; 2] {
        match self {
            Direction::North | Direction::South => [Direction::East, Direction::West],
            Direction::East | Direction::West => [Direction::North, Direction::South],
        }
    }

    /// The direction of a straight line from `from` to `to`, if there is one.
    pub fn between(from: Square, to: Square) -> Option<Direction> {
        use std::cmp::Ordering::*;
        match (to.col().cmp(&from.col()), to.row().cmp(&from.row())) {
            (Equal, Greater) => Some(Direction::North),
            (Equal, Less) => Some(Direction::South),
            (Greater, Equal) => Some(Direction::East),
            (Less, Equal) => Some(Direction::West),
            _ => None,
        }
    }
}

/// Steps a padded-grid index one square in `dir`. The ring of off-board
/// cells keeps the result inside the grid for any on-board start.
#[inline]
pub(crate) const fn step(index: usize, dir: Direction) -> usize {
    (index as isize + dir.offset()) as usize
}

/// Each padded-grid cell's number on a board of `size`, counted row by
/// row from 0 (off-board cells get 0), made once per size: tables indexed
/// by these numbers are as small as the board, and looking one up is
/// cheaper than dividing the index into a row and a column.
pub(crate) fn board_numbers(size: u8) -> &'static [u16; CELLS] {
    static NUMBERS: OnceLock<Vec<[u16; CELLS]>> = OnceLock::new();
    let all = NUMBERS.get_or_init(|| {
        (0..=MAX_SIZE)
            .map(|size| {
                let mut numbers = [0; CELLS];
                for row in 0..size {
                    for col in 0..size {
                        numbers[Square::new(col, row).index()] =
                            u16::from(row) * u16::from(size) + u16::from(col);
                    }
                }
                numbers
            })
            .collect()
    });
    &all[usize::from(size.min(MAX_SIZE))]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_round_trip() {
        for col in 0..MAX_SIZE {
            for row in 0..MAX_SIZE {
                let sq = Square::new(col, row);
                assert_eq!((sq.col(), sq.row()), (col, row));
            }
        }
    }

    #[test]
    fn board_numbers_count_the_squares_row_by_row() {
        for size in [7, 11, 19] {
            let numbers = board_numbers(size);
            for row in 0..size {
                for col in 0..size {
                    let n = usize::from(numbers[Square::new(col, row).index()]);
                    assert_eq!(n, usize::from(row) * usize::from(size) + usize::from(col));
                }
            }
        }
    }

    #[test]
    fn letter_form() {
        assert_eq!(Square::new(0, 0).to_string(), "a1");
        assert_eq!(Square::new(10, 10).to_string(), "k11");
        assert_eq!(Square::parse_letters("K11", 11), Some(Square::new(10, 10)));
        assert_eq!(Square::parse_letters("l1", 11), None);
        assert_eq!(Square::parse_letters("a12", 11), None);
        assert_eq!(Square::parse_letters("a0", 11), None);
        assert_eq!(Square::new(11, 8).sheet(), "12·9");
    }

    #[test]
    fn edges_and_corners() {
        assert!(Square::new(0, 5).is_edge(11));
        assert!(!Square::new(1, 5).is_edge(11));
        assert!(Square::new(10, 10).is_corner(11));
        assert!(!Square::new(10, 10).is_corner(13));
        assert_eq!(Square::new(1, 3).flipped(11), Square::new(9, 7));
    }
}
