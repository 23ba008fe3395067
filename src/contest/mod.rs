//! Games in series: the tournament matchup played in the app (rounds of two
//! games, sides swapped), the round robin of the Fetlar paper's
//! strategies, and matches between engines run as processes (`process`
//! runs one, `remote` speaks GTP or OTEP to it, `engine_match` plays and
//! scores their games).
//!
//! Depends on the engine, [`crate::notation`], [`crate::record`],
//! [`crate::bot`], [`crate::clock`] and [`crate::protocol`] (the GTP square
//! and side names). It writes no files: its callers save what it gives.

pub mod engine_match;
pub mod matchup;
pub mod player;
pub mod process;
pub mod remote;
pub mod tournament;
