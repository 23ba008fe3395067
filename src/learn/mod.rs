//! What teaches the game: the book of named openings (with their statistics
//! in real games), the rules help of each variant with its diagrams, and
//! practice of an opening against the book.
//!
//! Depends on the engine, [`crate::notation`], [`crate::record`],
//! [`crate::bot`] (practice's levels) and [`crate::i18n`] (the openings'
//! names and practice's remarks in the player's language).

pub mod opening_words;
pub mod openings;
pub mod practice;
pub mod rules_help;
