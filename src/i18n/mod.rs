//! The player's language: the Fluent messages of `locales/` and the words
//! for the engine's things (sides, outcomes, illegal moves, levels,
//! openings).
//!
//! [`locale`] depends on nothing in the crate; [`wording`] on the things it
//! words: the engine, [`crate::notation`], [`crate::record`],
//! [`crate::bot`], [`crate::learn`] (opening names) and [`crate::store`]
//! (settings notices).

pub mod locale;
pub mod wording;
