//! OpenTafl notation (OTN): position strings, rules strings and `.otg` game
//! records, the interchange formats of the OpenTafl program.
//!
//! **Position strings** list the rows between slashes, each row as piece
//! letters (`t` attacker, `T` defender, `K` king) and counts of empty
//! squares: `/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/`. As OpenTafl's specification
//! says, the record starts at `a1`: **the first row written is rank 1**, the
//! bottom row of our diagrams, so square names in moves (`e1`) and the
//! position string agree. Rules strings may also carry `starti:`, the same
//! record written from the top rank down; it is read, never written.
//!
//! **Rules strings** are `key:value` words: `dim:11 name:Copenhagen atkf:y
//! sw:s efe:y start:/3ttttt3/.../`. [`rules_string`] writes a variant when
//! OpenTafl can state its rules; [`unexpressed`] lists what it cannot say:
//!
//! | Variant | Not expressible |
//! |---|---|
//! | Copenhagen | the repetition rule (written `tfr:w`, as OpenTafl writes Copenhagen) |
//! | Fetlar, Brandubh, Alea Evangelii | nothing |
//! | Tablut | separate base camps (one attacker fortress `afor`), the combined trap (written as Linnaean capture `linc:y`), "a third repetition is illegal" (written `tfr:l`) |
//! | Book of Strategy 13×13 | **enclosure** |
//! | One-step 9×9 | **the board edge counting against the king** |
//! | Tawl-bwrdd | **escape along the periphery**, **watch your king** |
//!
//! Rows in bold are missing outright, so [`rules_string`] gives `None` for
//! those variants; [`nearest_rules_string`] still writes the closest string,
//! and `.otg` files always carry it. [`variant_for_rules`] reads a rules
//! string back to a variant by board size, start position, first mover and
//! the rules that change play (escape, king strength and arms, shield walls,
//! exit forts, speed, Linnaean capture, jumps, surrounding, flanking shield
//! walls, and where the throne, corners and forts are). A string that no
//! known variant matches is made into a variant of its own (`opentafl-…`,
//! named by its `name:`) when Taflbord's rules can say the same: OpenTafl's
//! Tablut, Tawlbwrdd, Sea Battle and Foteviken Tablut. What they cannot say
//! (berserk pieces, a middleweight king, speeds that differ by piece, a
//! repetition that wins or loses, ...) is refused naming the key and value.
//!
//! **Game records** (`.otg`) are tags `[name:value]`, one per line, with
//! `[rules:...]` last, then numbered turns: `1. d1-d3 Kf6-f10`, the first
//! mover's move first. A king move starts with `K`; captures follow an `x`,
//! separated by `/` (`e5-e2xf2/e1`); a move that captures the king ends with
//! `++`, one that lets him escape (or closes an exit fort) with `--`.
//! Variations are supported in OpenTafl's address form: `8a.1.1a. e5-e3
//! d1-d3` is the first variation replacing the first move of turn 8, its
//! first turn; `3b.2.1a. ..... d1-d3` replaces the second move of turn 3
//! (`.....` holds the place of the first); deeper variations extend the
//! address (`3a.2.1a.1.1a.`). Comments in brackets (`[...|...]`) are skipped
//! when reading; Taflbord's records have no per-move comments to write.
//!
//! Besides OpenTafl's tags (`event`, `date`, `attackers`, `defenders`,
//! `result`, `termination`, `variant`, `start-comment`, `position`, `rules`)
//! the writer adds `opening`. Tag values escape `\`, newlines, `[` and `]`
//! as `\\`, `\n`, `\x5b`, `\x5d`. When the moves themselves end the game,
//! the result is the board's and the record's `meta.result` stays empty.

mod clock_tags;
mod document;
mod error;
mod move_notes;
mod move_text;
mod position;
mod read;
mod rules;
mod rules_variant;
mod tags;
mod tokens;
mod write;

pub use error::OtError;
pub use position::{parse_position, position_string};
pub use read::read_otg;
pub use rules::{
    Gap, nearest_rules_string, rules_string, unexpressed, variant_for_rules,
    variant_for_rules_among,
};
pub use write::write_otg;

/// Reads one move as OpenTafl writes it (`d1-d3`, `Kf6-f10-`,
/// `e5-e2xf2/e1++`) on a board of `size`. The captures and ending it
/// claims are read, not checked: there is no position to check them on.
pub fn read_move(token: &str, size: u8) -> Result<crate::Move, OtError> {
    parse_move(token, 0, size)
        .map(|m| crate::Move::new(m.from, m.to))
        .map_err(|e| Locator::new(token).error(e))
}

use document::*;
use error::{At, Locator, at, line_of};
use move_text::{OtMove, is_escape, move_text, parse_move, parse_square, taken};
use position::{board_string, parse_board};
use rules::*;
use rules_variant::variant_from_rules;
use tags::{escape_tag, unescape_tag};
use tokens::{skip_space, words};
