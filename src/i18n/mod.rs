//! The player's language: the Fluent messages of `locales/` and the words
//! for the engine's things (sides, outcomes, illegal moves, levels, clocks).
//! The book's openings are worded beside the book, in `crate::learn`.
//!
//! Depends on the engine, [`crate::notation`], [`crate::clock`] (time
//! controls), [`crate::record`], [`crate::bot`], [`crate::analysis`] (the
//! review's verdicts) and [`crate::store`] (settings notices); [`locale`]
//! on nothing but the messages.

pub mod locale;
pub mod wording;
