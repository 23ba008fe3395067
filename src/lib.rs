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
//!
//! The folders, from the bottom up (each may use those above it):
//!
//! * [`engine`] — the rules: boards, variants, positions, captures, outcomes.
//! * [`notation`] — one move as text: letters (`h1-h3`) and the record sheet's (`→9·7`).
//! * [`clock`] — time controls and the two clocks of a timed game.
//! * [`record`] — whole games and their files: `.tafl` sheets, move lists, OpenTafl.
//! * [`bot`] — the search and the Fetlar paper's strategies, and the worker thread.
//! * [`analysis`] — the engine reviewing a game, and the review written into its record.
//! * [`render`] — pictures and the printable sheet.
//! * [`protocol`] — engine protocols for other programs.
//! * [`contest`] — matchups, tournaments and engine matches, and who plays a side.
//! * [`online`] — the community's server: its messages, the lobby, games, the connection.
//! * [`store`] — settings and the data folder.
//! * [`i18n`] — the player's language.
//! * [`learn`] — openings, rules help, practice.
//! * [`session`] — a game being played: turns, bots, undo, practice, matchups, autosave.
//! * `app` — the window (feature `app`).

pub mod analysis;
#[cfg(feature = "app")]
pub mod app;
pub mod bot;
pub mod clock;
pub mod contest;
pub mod engine;
pub mod i18n;
pub mod learn;
pub mod notation;
pub mod online;
pub mod protocol;
pub mod record;
pub mod render;
pub mod session;
pub mod store;

pub use engine::{
    Capture, Direction, IllegalMove, MAX_SIZE, MIN_SIZE, Move, Outcome, Piece, Played, Position,
    Reason, Rules, Setup, SetupError, Side, Square, SquareSet, Variant, VariantError,
    VariantFileError, built_ins, load_folder, load_folders, perft,
};
