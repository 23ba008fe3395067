//! The player's language: the Fluent messages of `locales/` and the words
//! for the engine's things (sides, outcomes, illegal moves, levels,
//! openings).
//!
//! [`locale`] depends on nothing in the crate; [`wording`] on the engine
//! and the things it words.

pub mod locale;
pub mod wording;
