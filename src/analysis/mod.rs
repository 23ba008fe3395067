//! The engine looking at games: a review of a game's main line (each
//! move judged by how much of its side's winning chance it gave away, the
//! better move and its line), and writing that review into the record as
//! annotations, comments and variations; and the analysis board's engine,
//! thinking about the position on the board until it changes.
//!
//! Depends on the engine, [`crate::bot`] (the search) and
//! [`crate::record`]. The words a player reads of a review are put
//! together in [`crate::i18n`].

pub mod annotate;
pub mod curve;
pub mod live;
pub mod review;
pub mod win_chance;

pub use annotate::annotate;
pub use review::{MoveReview, Review, ReviewProgress, review};
pub use win_chance::{Verdict, curve_for};
