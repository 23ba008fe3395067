//! Taflbord: the rules of the tafl games, and everything about them that
//! can be tested without a window.
//!
//! A [`Variant`] is a rule set read from data ([`Rules`]); a [`Position`]
//! is made from it and changed only by legal [`Move`]s.
//!
//! ```
//! use taflbord::{Position, Variant, Move, Square};
//!
//! let copenhagen = Variant::built_in("copenhagen").unwrap();
//! let mut pos = Position::new(copenhagen);
//! let h1_h3 = Move::new(Square::parse_letters("h1", 11).unwrap(), Square::parse_letters("h3", 11).unwrap());
//! let played = pos.play(h1_h3).unwrap();
//! assert!(played.captures.is_empty() && played.outcome.is_none());
//! ```

#[cfg(feature = "app")]
pub mod app;
mod atomic_file;
pub mod autosave;
pub mod board_style;
pub mod bot;
mod capture;
pub mod help;
pub mod letters;
pub mod locale;
pub mod matchup;
pub mod move_list;
pub mod openings;
pub mod opentafl;
mod outcome;
mod perft;
pub mod picture;
mod position;
pub mod printable;
pub mod protocol;
pub mod record;
pub mod replay;
pub mod rules;
pub mod settings;
mod setup;
pub mod sheet;
pub mod sheet_move;
mod side;
mod square;
mod square_set;
pub mod tournament;
mod variant;
mod warnings;
pub mod wording;
mod zobrist;

pub use outcome::{Outcome, Reason};
pub use perft::perft;
pub use position::{Capture, IllegalMove, Move, Played, Position};
pub use rules::Rules;
pub use setup::{Setup, SetupError};
pub use side::{Piece, Side};
pub use square::{Direction, MAX_SIZE, MIN_SIZE, Square};
pub use square_set::SquareSet;
pub use variant::{Variant, VariantError, VariantFileError, built_ins, load_folder};
