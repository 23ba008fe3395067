//! The two clocks of a timed game. Time is given to every call as `now`,
//! a `Duration` since any fixed moment (the app's start, a test's zero):
//! the clocks never read the time themselves, so tests run on a fake
//! time source without sleeping.

use crate::clock::budget::Allowance;
use crate::clock::control::TimeControl;
use crate::engine::side::Side;
use std::time::Duration;

/// Both sides' clocks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    /// Each side's time left when its clock last stopped (attackers first).
    left: [Duration; 2],
    /// The side whose clock runs, and since when.
    running: Option<(Side, Duration)>,
    /// A side whose time ran out.
    flagged: Option<Side>,
}

fn seat(side: Side) -> usize {
    match side {
        Side::Attackers => 0,
        Side::Defenders => 1,
    }
}

impl Clock {
    /// Clocks set for `control`; none runs yet. Untimed games have none.
    pub fn new(control: TimeControl) -> Option<Clock> {
        let base = control.base()?;
        Some(Clock {
            control,
            left: [base; 2],
            running: None,
            flagged: None,
        })
    }

    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The side whose clock runs.
    pub fn running(&self) -> Option<Side> {
        self.running.map(|(side, _)| side)
    }

    /// The side whose time ran out, once it did.
    pub fn flagged(&self) -> Option<Side> {
        self.flagged
    }

    /// Of a move that has taken `used`, the part its clock is charged.
    fn charged(&self, used: Duration) -> Duration {
        match self.control {
            TimeControl::SimpleDelay { delay, .. } => used.saturating_sub(delay),
            _ => used,
        }
    }

    /// `side`'s time left at `now`.
    pub fn left(&self, side: Side, now: Duration) -> Duration {
        let stored = self.left[seat(side)];
        match self.running {
            Some((s, since)) if s == side => {
                stored.saturating_sub(self.charged(now.saturating_sub(since)))
            }
            _ => stored,
        }
    }

    /// Both clocks at `now`, attackers first: what a record keeps after
    /// each move.
    pub fn readings(&self, now: Duration) -> [Duration; 2] {
        [
            self.left(Side::Attackers, now),
            self.left(Side::Defenders, now),
        ]
    }

    /// Puts the clocks back to `readings` (taken after an earlier move),
    /// stopped: an undo, or a game read from its sheet.
    pub fn set_readings(&mut self, readings: [Duration; 2]) {
        self.left = readings;
        self.running = None;
        self.flagged = None;
    }

    /// Whether `side` is short of time at `now`: under ten seconds, or under
    /// a fifth of the start in games shorter than fifty seconds.
    pub fn is_low(&self, side: Side, now: Duration) -> bool {
        let base = self.control.base().unwrap_or_default();
        self.left(side, now) < Duration::from_secs(10).min(base / 5)
    }

    /// What `side` has to think with at `now`, for a bot's budget.
    pub fn allowance(&self, side: Side, now: Duration) -> Allowance {
        let per_move = match self.control {
            TimeControl::Fischer { increment, .. } => increment,
            TimeControl::SimpleDelay { delay, .. } | TimeControl::Bronstein { delay, .. } => delay,
            _ => Duration::ZERO,
        };
        Allowance {
            left: self.left(side, now),
            per_move,
            overtime: None,
            margin: Duration::from_millis(2),
        }
    }

    /// Starts `side`'s clock at `now` (the game begins, or play resumes).
    pub fn start(&mut self, side: Side, now: Duration) {
        if self.flagged.is_none() {
            self.running = Some((side, now));
        }
    }

    /// Stops the running clock at `now`, keeping what it shows (a pause,
    /// or the game's end). Returns the side that ran out, if it did.
    pub fn stop(&mut self, now: Duration) -> Option<Side> {
        let (side, since) = self.running.take()?;
        let charged = self.charged(now.saturating_sub(since));
        let k = seat(side);
        if charged >= self.left[k] {
            self.left[k] = Duration::ZERO;
            self.flagged = Some(side);
        } else {
            self.left[k] -= charged;
        }
        self.flagged
    }

    /// The side to move finished its move at `now`: its clock stops, gets
    /// what the control gives back, and the other side's starts. A move
    /// made after the time ran out loses: the side is flagged, and no
    /// clock runs.
    pub fn press(&mut self, now: Duration) -> Option<Side> {
        let Some((side, since)) = self.running else {
            return self.flagged;
        };
        let used = now.saturating_sub(since);
        if self.stop(now).is_some() {
            return self.flagged;
        }
        let k = seat(side);
        match self.control {
            // Saturating: a clock set from outside (an engine's host, a
            // sheet) may hold any time, and must not overflow.
            TimeControl::Fischer { increment, .. } => {
                self.left[k] = self.left[k].saturating_add(increment);
            }
            TimeControl::Bronstein { delay, .. } => {
                self.left[k] = self.left[k].saturating_add(used.min(delay));
            }
            TimeControl::Hourglass { .. } => {
                self.left[1 - k] = self.left[1 - k].saturating_add(used)
            }
            TimeControl::Untimed
            | TimeControl::SuddenDeath { .. }
            | TimeControl::SimpleDelay { .. } => {}
        }
        self.start(side.other(), now);
        None
    }

    /// Whether the running side's time is out at `now`: then it is
    /// flagged and its clock stops at zero.
    pub fn check(&mut self, now: Duration) -> Option<Side> {
        let (side, _) = self.running?;
        if self.left(side, now).is_zero() {
            self.stop(now);
        }
        self.flagged
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_largest_times_never_overflow() {
        let huge = Duration::MAX;
        for control in [
            TimeControl::Fischer {
                base: huge,
                increment: huge,
            },
            TimeControl::Bronstein {
                base: huge,
                delay: huge,
            },
            TimeControl::Hourglass { base: huge },
        ] {
            let mut c = Clock::new(control).unwrap();
            c.start(Side::Attackers, Duration::ZERO);
            assert_eq!(c.press(Duration::from_secs(1)), None);
            assert_eq!(c.press(huge), None);
            assert!(c.left(Side::Attackers, huge) > Duration::from_secs(1));
        }
    }
    use Side::{Attackers, Defenders};

    fn s(secs: u64) -> Duration {
        Duration::from_secs(secs)
    }

    fn clock(text: &str) -> Clock {
        Clock::new(TimeControl::parse(text).unwrap()).unwrap()
    }

    #[test]
    fn an_untimed_game_has_no_clock() {
        assert!(Clock::new(TimeControl::Untimed).is_none());
    }

    #[test]
    fn fischer_adds_the_increment_after_each_move() {
        let mut c = clock("1+5");
        c.start(Attackers, s(0));
        assert_eq!(c.left(Attackers, s(10)), s(50));
        assert_eq!(c.left(Defenders, s(10)), s(60), "the other clock stands");
        assert_eq!(c.press(s(10)), None);
        assert_eq!(c.left(Attackers, s(10)), s(55));
        assert_eq!(c.running(), Some(Defenders));
        assert_eq!(c.left(Defenders, s(30)), s(40));
    }

    #[test]
    fn sudden_death_falls_at_zero_and_the_side_loses() {
        let mut c = clock("1");
        c.start(Attackers, s(0));
        assert_eq!(c.check(s(59)), None);
        assert_eq!(c.check(s(60)), Some(Attackers));
        assert_eq!(c.left(Attackers, s(99)), Duration::ZERO);
        assert_eq!(c.running(), None, "the clocks stop");
        // A move after the flag is too late.
        assert_eq!(c.press(s(61)), Some(Attackers));
        c.start(Defenders, s(62));
        assert_eq!(c.running(), None, "a flagged game's clocks stay stopped");
    }

    #[test]
    fn a_late_move_is_flagged_when_it_is_made() {
        let mut c = clock("1+30");
        c.start(Attackers, s(0));
        // Nobody looked at the clock; the move comes after the time ran out.
        assert_eq!(c.press(s(75)), Some(Attackers), "no increment saves it");
    }

    #[test]
    fn a_simple_delay_waits_before_the_clock_runs() {
        let mut c = clock("1d5");
        c.start(Attackers, s(0));
        assert_eq!(c.left(Attackers, s(4)), s(60));
        assert_eq!(c.left(Attackers, s(15)), s(50));
        c.press(s(3));
        assert_eq!(
            c.left(Attackers, s(100)),
            s(60),
            "a quick move costs nothing"
        );
    }

    #[test]
    fn bronstein_gives_back_up_to_the_delay() {
        let mut c = clock("1b5");
        c.start(Attackers, s(0));
        c.press(s(3));
        assert_eq!(c.left(Attackers, s(3)), s(60), "3 s used, 3 s back");
        c.press(s(23));
        assert_eq!(c.left(Defenders, s(23)), s(45), "20 s used, 5 s back");
    }

    #[test]
    fn an_hourglass_gives_the_other_side_what_one_uses() {
        let mut c = clock("h1");
        c.start(Attackers, s(0));
        c.press(s(20));
        assert_eq!(c.left(Attackers, s(20)), s(40));
        assert_eq!(c.left(Defenders, s(20)), s(80));
    }

    #[test]
    fn readings_put_back_an_earlier_move() {
        let mut c = clock("1+1");
        c.start(Attackers, s(0));
        c.press(s(10));
        let kept = c.readings(s(12));
        assert_eq!(kept, [s(51), s(58)]);
        c.press(s(30));
        c.set_readings(kept);
        assert_eq!(c.running(), None, "put back, stopped");
        c.start(Defenders, s(100));
        assert_eq!(c.readings(s(101)), [s(51), s(57)]);
    }

    #[test]
    fn low_time_is_ten_seconds_or_a_fifth_of_a_short_game() {
        let mut c = clock("3+2");
        c.start(Attackers, s(0));
        assert!(!c.is_low(Attackers, s(170)));
        assert!(c.is_low(Attackers, s(171)));
        let mut blitz = clock("20s");
        blitz.start(Attackers, s(0));
        assert!(!blitz.is_low(Attackers, s(16)));
        assert!(blitz.is_low(Attackers, s(17)));
        assert!(!blitz.is_low(Defenders, s(17)));
    }

    #[test]
    fn a_pause_freezes_both_clocks() {
        let mut c = clock("5+0");
        c.start(Defenders, s(0));
        assert_eq!(c.stop(s(30)), None);
        assert_eq!(c.left(Defenders, s(1000)), s(270));
        c.start(Defenders, s(1000));
        assert_eq!(c.left(Defenders, s(1010)), s(260));
    }

    #[test]
    fn an_earlier_state_can_be_put_back_for_an_undo() {
        let mut c = clock("3+2");
        c.start(Attackers, s(0));
        c.press(s(10));
        let before = c.clone();
        c.press(s(40));
        c = before;
        assert_eq!(c.left(Attackers, s(10)), s(172));
        assert_eq!(c.running(), Some(Defenders));
    }
}
