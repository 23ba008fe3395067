//! Games more than one test reads: a short one as the sheet a file would
//! hold, and a long one the same on every run.

use super::{mv, position};
use taflbord::Side;
use taflbord::notation::sheet_move::Perspective;
use taflbord::record::{GameRecord, sheet};

/// Brandubh: the attackers blunder, opening the king's way to the corner
/// (b7-b6), and he takes it (c7-a7).
pub fn brandubh_blunder() -> String {
    let rows = [
        ".AK.A..", ".......", "...D...", "A.....A", "...D...", ".......", "...A...",
    ];
    let mut record = GameRecord::from_position(position("brandubh", &rows, Side::Attackers));
    for text in ["b7-b6", "c7-a7"] {
        record
            .play(mv(text))
            .unwrap_or_else(|e| panic!("{text} should be legal: {e}"));
    }
    sheet::write(&record, Perspective::Attackers)
}

/// A Copenhagen game of `plies` moves, none ending it: each move picked
/// from the legal ones by a fixed sequence, so the game is the same on
/// every run.
pub fn long_game(plies: usize) -> GameRecord {
    let mut record = GameRecord::new(super::variant("copenhagen"));
    let mut seed: u64 = 0x5eed;
    while record.ply() < plies {
        let moves = record.position().legal_moves();
        assert!(!moves.is_empty(), "stuck at ply {}", record.ply());
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let start = (seed >> 33) as usize % moves.len();
        let quiet = (0..moves.len())
            .map(|k| moves[(start + k) % moves.len()])
            .find(|&mv| {
                let mut after = record.position().clone();
                after.play(mv).is_ok_and(|_| after.outcome().is_none())
            });
        record
            .play(quiet.expect("a move that does not end the game"))
            .unwrap();
    }
    record
}
