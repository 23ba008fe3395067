//! What the learned evaluation looks at: where each piece stands, and a
//! few measures of the king's situation. The evaluation is a weighted sum
//! of these (see [`super::weights`]); training fits the weights to games.
//!
//! Squares that the board's turns and mirrors map onto each other share a
//! weight (on 11×11, 21 classes), so every table is symmetric by design
//! and a few thousand games fill it.

use super::eval::{WINS_NEXT, corner_guards, king_ways, pressure, settled};
use crate::engine::position::Position;
use crate::engine::side::{Cell, Piece, Side};
use crate::engine::square::{STRIDE, Square};

/// The king's measures, by the names the weight files use.
pub const TERMS: [&str; 10] = [
    // +1 when the defenders are to move, −1 when the attackers are.
    "tempo",
    // Escape squares the king reaches in one move (the attackers to move).
    "open_ways",
    // Ways out the king would have after one move.
    "ways_in_two",
    // Squares the king can move to.
    "king_reach",
    // One, two, or three and more attackers next to the king.
    "pressure_1",
    "pressure_2",
    "pressure_3",
    // Defenders next to the king.
    "guards",
    // Attackers within two steps of the king (a square around him).
    "ring",
    // Attackers shutting a corner off.
    "corner_guards",
];

pub const TERM_COUNT: usize = TERMS.len();

/// The kinds of piece, in the order of the weight tables.
pub const PIECES: [Piece; 3] = [Piece::Attacker, Piece::Defender, Piece::King];

pub(crate) fn piece_index(piece: Piece) -> usize {
    match piece {
        Piece::Attacker => 0,
        Piece::Defender => 1,
        Piece::King => 2,
    }
}

/// How many square classes a board of `size` has.
pub fn classes(size: u8) -> usize {
    let half = usize::from(size.div_ceil(2));
    half * (half + 1) / 2
}

/// The class of `sq`: its place once the board is folded onto one eighth.
pub fn class(sq: Square, size: u8) -> usize {
    let last = size - 1;
    let c = sq.col().min(last - sq.col());
    let r = sq.row().min(last - sq.row());
    let (near, far) = (usize::from(c.min(r)), usize::from(c.max(r)));
    far * (far + 1) / 2 + near
}

/// The king's measures of a position, from the defenders' view, or the
/// score that settles it when one side wins next move (the king escapes
/// or is taken): then no weights are needed.
pub(crate) fn king_terms(pos: &mut Position) -> Result<[i32; TERM_COUNT], i32> {
    let Some(king) = pos.king else {
        return Err(-WINS_NEXT);
    };
    let ways = king_ways(pos, king);
    if let Some(score) = settled(pos, ways.open_ways) {
        return Err(score);
    }
    let turn = pos.turn();
    let pressure = pressure(pos, king);
    let ks = Square::from_index(king);
    let (col, row, size) = (
        i32::from(ks.col()),
        i32::from(ks.row()),
        i32::from(pos.size()),
    );
    let (mut guards, mut ring) = (0, 0);
    // The squares within two steps, by their grid index (this runs at
    // every leaf of the search).
    let (cols, rows) = (
        (col - 2).max(0) - col..=(col + 2).min(size - 1) - col,
        (row - 2).max(0) - row..=(row + 2).min(size - 1) - row,
    );
    for dr in rows {
        for dc in cols.clone() {
            let cell = pos.cells[(king as i32 + dr * STRIDE as i32 + dc) as usize];
            if cell == Cell::Attacker {
                ring += 1;
            } else if cell == Cell::Defender && (dc.abs() + dr.abs()) == 1 {
                guards += 1;
            }
        }
    }
    Ok([
        if turn == Side::Defenders { 1 } else { -1 },
        ways.open_ways,
        ways.ways_in_two,
        ways.reach,
        i32::from(pressure == 1),
        i32::from(pressure == 2),
        i32::from(pressure >= 3),
        guards,
        ring,
        corner_guards(pos),
    ])
}

/// Every feature of a position in one row, for training: the pieces
/// counted per kind and square class, then the king's measures; `None`
/// when the position is settled by a win next move.
pub fn row(pos: &mut Position) -> Option<Vec<f32>> {
    let terms = king_terms(pos).ok()?;
    let size = pos.size();
    let n = classes(size);
    let mut row = vec![0.0; 3 * n + TERM_COUNT];
    for (k, set) in [pos.attackers(), pos.defenders()].into_iter().enumerate() {
        for sq in set.iter() {
            row[k * n + class(sq, size)] += 1.0;
        }
    }
    if let Some(king) = pos.king() {
        row[2 * n + class(king, size)] += 1.0;
    }
    for (k, t) in terms.into_iter().enumerate() {
        row[3 * n + k] = t as f32;
    }
    Some(row)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_fold_the_board_onto_an_eighth() {
        assert_eq!(classes(11), 21);
        assert_eq!(classes(7), 10);
        assert_eq!(classes(9), 15);
        let size = 11;
        let mut seen = vec![false; classes(size)];
        for c in 0..size {
            for r in 0..size {
                let k = class(Square::new(c, r), size);
                seen[k] = true;
                // The board's eight symmetries keep the class.
                let last = size - 1;
                for (c2, r2) in [(last - c, r), (c, last - r), (r, c), (last - r, last - c)] {
                    assert_eq!(class(Square::new(c2, r2), size), k);
                }
            }
        }
        assert!(seen.iter().all(|&s| s), "every class has a square");
        assert_eq!(class(Square::new(0, 0), size), 0);
        assert_eq!(class(Square::new(5, 5), size), 20);
    }
}
