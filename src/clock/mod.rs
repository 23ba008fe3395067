//! Clocks for timed games: the time controls players name (`control`)
//! and the two clocks that run by them (`clocks`). Time comes from the
//! caller, so the clocks are tested on a fake time source.
//!
//! Depends on the engine only (for the sides).

pub mod clocks;
pub mod control;

pub use clocks::Clock;
pub use control::{TimeControl, TimeControlError};
