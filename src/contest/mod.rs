//! Games in series: the tournament matchup played in the app (rounds of two
//! games, sides swapped) and the round robin of the Fetlar paper's
//! strategies.
//!
//! Depends on the engine, [`crate::notation`], [`crate::record`],
//! [`crate::bot`] and [`crate::store`] (atomic writes, player settings).

pub mod matchup;
pub mod tournament;
