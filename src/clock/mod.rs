//! Clocks for timed games: the time controls players name (`control`),
//! the two clocks that run by them (`clocks`), where the time comes from
//! (`source`: real, or fake for tests) and how long a bot may think
//! (`budget`, shared by the app and the engine protocols).
//!
//! Depends on the engine only (for the sides).

pub mod budget;
pub mod clocks;
pub mod control;
pub mod shown;
pub mod source;

pub use budget::{Allowance, Overtime, think_time};
pub use clocks::Clock;
pub use control::{LONGEST_BASE, MOST_PER_MOVE, TimeControl, TimeControlError};
pub use shown::shown;
pub use source::{FakeTime, TimeSource};
