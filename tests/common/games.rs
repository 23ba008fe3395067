//! Games more than one test reads, as the record sheets a file would hold.

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
