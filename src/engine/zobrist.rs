//! Zobrist keys: one random 64-bit number per piece kind and square, and
//! one for the defenders to move. A position's hash is the XOR of its keys.

use crate::engine::side::Cell;
use crate::engine::splitmix::SplitMix64;
use crate::engine::square::CELLS;

const fn make_keys() -> [[u64; CELLS]; 3] {
    let mut keys = [[0; CELLS]; 3];
    let mut numbers = SplitMix64::new(0x7AF1_B0D0_2026_0001);
    let mut kind = 0;
    while kind < 3 {
        let mut i = 0;
        while i < CELLS {
            keys[kind][i] = numbers.next_u64();
            i += 1;
        }
        kind += 1;
    }
    keys
}

static PIECE_KEYS: [[u64; CELLS]; 3] = make_keys();

/// Key for the defenders being the side to move.
pub(crate) const DEFENDERS_TO_MOVE: u64 = SplitMix64::mix(0x0005_EED0_F7AF);

/// Key of a piece on a padded-grid index; empty and off-board cells have none.
#[inline]
pub(crate) fn key(cell: Cell, index: usize) -> u64 {
    match cell {
        Cell::Attacker => PIECE_KEYS[0][index],
        Cell::Defender => PIECE_KEYS[1][index],
        Cell::King => PIECE_KEYS[2][index],
        Cell::Empty | Cell::Off => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pinned keys: hashes reach the opening books and the search's table.
    #[test]
    fn the_keys_never_change() {
        assert_eq!(CELLS, 441);
        assert_eq!(DEFENDERS_TO_MOVE, 0xB363_149B_5791_5706);
        assert_eq!(key(Cell::Attacker, 0), 0xD100_9E19_44BD_13A5);
        assert_eq!(key(Cell::Defender, CELLS / 2), 0x052A_9A42_4D3D_9297);
        assert_eq!(key(Cell::King, CELLS - 1), 0xBC1A_C179_EDAB_973E);
        assert_eq!(key(Cell::Empty, 7), 0);
    }
}
