//! A game between bots a person can watch: each move stays on the board
//! at least the pace's time (the speed slider's) before the next is
//! played. The bot thinks meanwhile; a move it finds early is held until
//! the time has passed. Time is read from the session's time source, so
//! tests move it by hand.

use super::{Player, Session};
use crate::Move;
use std::time::Duration;

/// How long each move of a game between bots is shown, unless the
/// player sets another pace.
pub const PACE: Duration = Duration::from_secs(1);

/// The pace of a game between bots, and the move waiting for it.
#[derive(Debug)]
pub(super) struct Pacing {
    /// The least time a move stays on the board before the next.
    pub(super) every: Duration,
    /// When the last move was played (or the game put on the board), by
    /// the session's time source.
    pub(super) last: Option<Duration>,
    /// A bot's move found before its time, played when it is due.
    pub(super) held: Option<Move>,
}

impl Pacing {
    pub(super) fn new() -> Pacing {
        Pacing {
            every: PACE,
            last: None,
            held: None,
        }
    }
}

impl Session {
    /// Each move of a game between bots stays at least `every` on the
    /// board from now on.
    pub fn set_pace(&mut self, every: Duration) {
        self.pacing.every = every;
    }

    /// The least time a move of a game between bots stays on the board.
    pub fn pace(&self) -> Duration {
        self.pacing.every
    }

    /// Whether a bot's move waits to be played (the caller asks again with
    /// [`Session::play_due_move`] until it is).
    pub fn move_waiting(&self) -> bool {
        self.pacing.held.is_some()
    }

    /// Bots play both sides of an untimed game: their moves are paced (on a
    /// clock, the clocks set the pace).
    pub(super) fn paced(&self) -> bool {
        !self.seats.players.contains(&Player::Person) && self.clocks.clock.is_none()
    }

    /// A move was played, or a game put on the board: the pace counts from now.
    pub(super) fn pace_from_now(&mut self) {
        self.pacing.last = Some(self.clocks.time.now());
    }

    /// Plays the bot's move `mv` now if its time has come, else holds it.
    pub(super) fn play_in_time(&mut self, mv: Move) {
        if self.paced() && !self.due() {
            self.pacing.held = Some(mv);
        } else {
            self.play(mv);
        }
    }

    /// Whether a held move's time has come.
    pub fn move_due(&self) -> bool {
        self.pacing.held.is_some() && self.due()
    }

    /// Plays the held move when its time has come; false while it waits
    /// (or when none does).
    pub fn play_due_move(&mut self) -> bool {
        if !self.move_due() {
            return false;
        }
        match self.pacing.held.take() {
            Some(mv) => self.play(mv),
            None => false,
        }
    }

    /// Whether the pace's time has passed since the last move.
    fn due(&self) -> bool {
        let now = self.clocks.time.now();
        self.pacing
            .last
            .is_none_or(|last| now.saturating_sub(last) >= self.pacing.every)
    }
}
