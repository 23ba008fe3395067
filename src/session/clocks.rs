//! The clocks' state: the time control new games start with, the clocks
//! of the game on the board, where they get the time, and which low-time
//! warnings have sounded. How they run with the game is in `timed`.

use crate::clock::{Clock, TimeControl, TimeSource};

/// The clocks of the session's games.
pub struct Clocks {
    /// The time control of the games started from now on.
    pub(super) control: TimeControl,
    /// The clocks of the game on the board, when it is timed.
    pub(super) clock: Option<Clock>,
    /// Where the clocks get the time.
    pub(super) time: TimeSource,
    /// Each side's low-time sound was played.
    pub(super) low_warned: [bool; 2],
}

impl Clocks {
    pub(super) fn new() -> Clocks {
        Clocks {
            control: TimeControl::Untimed,
            clock: None,
            time: TimeSource::real(),
            low_warned: [false; 2],
        }
    }

    /// The time control of the games started from now on.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The clocks of the game on the board; none in an untimed game.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// Whether a clock runs now.
    pub fn running(&self) -> bool {
        self.clock.as_ref().is_some_and(|c| c.running().is_some())
    }
}
