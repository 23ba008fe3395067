//! The rules engine: squares and boards, rule sets read from data, legal
//! moves, captures, how a game ends, and the players' warnings; also the
//! crate's one seeded generator, [`splitmix`], which the Zobrist keys need
//! at compile time.
//!
//! It depends on nothing else in the crate; everything else depends on it.
//! Its main types are re-exported at the crate root.

pub(crate) mod capture;
mod history;
pub(crate) mod outcome;
pub(crate) mod perft;
pub(crate) mod position;
pub mod rules;
pub(crate) mod setup;
pub(crate) mod side;
pub mod splitmix;
pub(crate) mod square;
pub(crate) mod square_set;
pub(crate) mod variant;
pub(crate) mod warnings;
pub(crate) mod zobrist;

pub use outcome::{Outcome, Reason};
pub use perft::perft;
pub use position::{Capture, IllegalMove, Move, Played, Position};
pub use rules::Rules;
pub use setup::{Setup, SetupError};
pub use side::{Piece, Side};
pub use square::{Direction, MAX_SIZE, MIN_SIZE, Square};
pub use square_set::SquareSet;
pub use variant::{Variant, VariantError, VariantFileError, built_ins, load_folder, load_folders};
