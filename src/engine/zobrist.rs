//! Zobrist keys: one random 64-bit number per piece kind and square, and
//! one for the defenders to move. A position's hash is the XOR of its keys.

use crate::engine::side::Cell;
use crate::engine::square::CELLS;

const fn splitmix(state: u64) -> (u64, u64) {
    let next = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = next;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (next, z ^ (z >> 31))
}

const fn make_keys() -> [[u64; CELLS]; 3] {
    let mut keys = [[0; CELLS]; 3];
    let mut state = 0x7AF1_B0D0_2026_0001;
    let mut kind = 0;
    while kind < 3 {
        let mut i = 0;
        while i < CELLS {
            let (s, k) = splitmix(state);
            state = s;
            keys[kind][i] = k;
            i += 1;
        }
        kind += 1;
    }
    keys
}

static PIECE_KEYS: [[u64; CELLS]; 3] = make_keys();

/// Key for the defenders being the side to move.
pub(crate) const DEFENDERS_TO_MOVE: u64 = splitmix(0x0005_EED0_F7AF).1;

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
