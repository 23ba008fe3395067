//! Perft: the number of move sequences of a given length, to check move
//! generation against known counts.

use crate::engine::position::Position;

/// Counts the leaf positions `depth` legal moves away. A finished game has
/// no moves, so its branch ends early and adds nothing.
pub fn perft(pos: &mut Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut nodes = 0;
    for mv in moves {
        let played = pos.play_unchecked(mv);
        nodes += perft(pos, depth - 1);
        pos.undo(&played);
    }
    nodes
}
