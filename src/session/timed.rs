//! The clocks of a timed game: started with the game, pressed by each move,
//! checked on every tick for a fallen flag (the side loses on time), paused
//! between people, put back on undo against a bot. Each move keeps both
//! clocks' readings in the record, for the sheet and for undo.

use super::{Notice, Player, Session, Sound, seat};
use crate::clock::{Allowance, Clock, TimeControl, TimeSource, think_time};
use crate::record::{GameResult, ResultReason};
use crate::{Side, bot::Limits};
use std::time::Duration;

/// What the clocks show, for the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockFace {
    /// Time left, attackers first.
    pub left: [Duration; 2],
    /// The side whose clock runs.
    pub running: Option<Side>,
    /// Each side's time is short.
    pub low: [bool; 2],
    /// The clocks stand, though the game goes on.
    pub paused: bool,
}

impl Session {
    /// The time control of the games started from now on.
    pub fn set_time_control(&mut self, control: TimeControl) {
        self.clocks.control = control;
    }

    /// Where the clocks get the time (tests give a fake one).
    pub fn set_time_source(&mut self, source: TimeSource) {
        self.clocks.time = source;
    }

    /// What the clocks show now; none in an untimed game.
    pub fn clock_face(&self) -> Option<ClockFace> {
        let clock = self.clocks.clock.as_ref()?;
        let now = self.clocks.time.now();
        let sides = [Side::Attackers, Side::Defenders];
        Some(ClockFace {
            left: clock.readings(now),
            running: clock.running(),
            low: sides.map(|s| clock.is_low(s, now)),
            paused: self.clock_paused(),
        })
    }

    /// The game was lost on time.
    pub fn lost_on_time(&self) -> bool {
        self.record
            .result()
            .is_some_and(|r| r.reason == ResultReason::Time)
    }

    /// The game is over: on the board, on time, or where the players
    /// ended it (a resignation, a draw agreed).
    pub fn game_over(&self) -> bool {
        self.record.position().outcome().is_some()
            || self.lost_on_time()
            || (self.ended_by_players && self.recorded_result_ahead().is_some())
    }

    /// The clocks stand in a timed game that goes on (paused, or a game
    /// opened from a file, waiting to be resumed).
    pub fn clock_paused(&self) -> bool {
        self.clocks
            .clock
            .as_ref()
            .is_some_and(|c| c.running().is_none() && !self.game_over())
    }

    /// A game between people can be paused; the clocks of a game against a
    /// bot run until it ends.
    pub fn can_pause(&self) -> bool {
        self.seats.players == [Player::Person; 2]
            && self
                .clocks
                .clock
                .as_ref()
                .is_some_and(|c| c.running().is_some())
    }

    /// Sets the clocks of a new game by `control` (none: untimed) and
    /// starts the side to move.
    pub(super) fn set_up_clock(&mut self, control: TimeControl) {
        self.clocks.clock = Clock::new(control);
        self.clocks.low_warned = [false; 2];
        self.no_waiting_bot_on_a_clock();
        self.record.meta.time_control = self.clocks.clock.as_ref().map(Clock::control);
        if let Some(clock) = &mut self.clocks.clock {
            let now = self.clocks.time.now();
            let root = crate::record::NodeId::ROOT;
            self.record.set_clocks(root, Some(clock.readings(now)));
            clock.start(self.record.position().turn(), now);
        }
    }

    /// The clocks of a game read from a file: as its last move left them,
    /// standing until the player resumes.
    pub(super) fn clock_from_record(&mut self) {
        self.clocks.low_warned = [false; 2];
        self.clocks.clock = self.record.meta.time_control.and_then(Clock::new);
        self.no_waiting_bot_on_a_clock();
        self.put_clock_back();
    }

    /// A paused bot on a clock would lose on time. Every new clock comes
    /// with a new game, whose bots `new_game` has freed, or at start-up.
    fn no_waiting_bot_on_a_clock(&self) {
        debug_assert!(self.clocks.clock.is_none() || !self.seats.paused);
    }

    /// Puts the clocks back as the move at the cursor left them, stopped.
    fn put_clock_back(&mut self) {
        let readings = self.record.node(self.record.cursor()).clocks();
        if let (Some(clock), Some(readings)) = (&mut self.clocks.clock, readings) {
            clock.set_readings(readings);
        }
    }

    /// Starts the clock of the side to move, after an undo or a resume.
    fn restart_clock(&mut self) {
        if self.game_over() {
            return;
        }
        let now = self.clocks.time.now();
        let turn = self.record.position().turn();
        if let Some(clock) = &mut self.clocks.clock {
            clock.start(turn, now);
        }
    }

    /// Before a move: whether the side to move is still in time. A move
    /// made after the flag fell loses on time instead.
    pub(super) fn in_time(&mut self) -> bool {
        let now = self.clocks.time.now();
        match self.clocks.clock.as_mut().and_then(|c| c.check(now)) {
            Some(side) => {
                self.flag_fell(side);
                false
            }
            None => true,
        }
    }

    /// After a move: the mover's clock stops (with what the control gives
    /// back) and the other starts; both readings go with the move.
    pub(super) fn clock_after_move(&mut self) {
        let now = self.clocks.time.now();
        let over = self.record.position().outcome().is_some();
        let Some(clock) = &mut self.clocks.clock else {
            return;
        };
        if clock.running().is_some() {
            clock.press(now);
            if over {
                clock.stop(now);
            }
        }
        let readings = clock.readings(now);
        self.record.set_clocks(self.record.cursor(), Some(readings));
    }

    /// Called often while a clock runs: a fallen flag ends the game; a
    /// person's clock running short sounds once.
    pub fn tick(&mut self) {
        let now = self.clocks.time.now();
        let Some(clock) = &mut self.clocks.clock else {
            return;
        };
        if let Some(side) = clock.check(now) {
            if !self.lost_on_time() {
                self.flag_fell(side);
            }
            return;
        }
        if let Some(side) = clock.running()
            && clock.is_low(side, now)
            && !self.clocks.low_warned[seat(side)]
        {
            self.clocks.low_warned[seat(side)] = true;
            if self.seats.players[seat(side)] == Player::Person {
                self.effects.sounds.push(Sound::LowTime);
            }
        }
    }

    /// `side`'s time ran out: it loses, the bots stop, and the sheet says so.
    fn flag_fell(&mut self, side: Side) {
        self.stop_thinking();
        let winner = side.other();
        self.record.meta.result = Some(GameResult {
            winner: Some(winner),
            reason: ResultReason::Time,
        });
        let lost = self.seats.people() == [side];
        self.effects
            .sounds
            .push(if lost { Sound::Loss } else { Sound::Win });
        // The status line says how the game ended; no notice says it again.
        self.notice.clear();
        self.count_matchup_game();
        self.autosave();
    }

    /// Pauses a game between people, or resumes a paused or opened game
    /// (at the end of its line: the clocks run for the game as it stands).
    pub fn toggle_clock(&mut self) {
        if self.clocks.clock.is_none() || self.game_over() {
            return;
        }
        if self.clock_paused() {
            // The clocks stood with the game as it stands: at its line's end.
            self.navigate_plain(|r| r.go_to_end());
            self.restart_clock();
            self.notice.clear();
            self.bot_turn();
        } else if self.can_pause() {
            let now = self.clocks.time.now();
            if let Some(clock) = &mut self.clocks.clock {
                clock.stop(now);
            }
            self.say(Notice::ClockPaused);
        }
    }

    /// Whether the clocks stop the player looking back through the game:
    /// while they run, the board stays on the game as it stands.
    pub(super) fn clock_forbids_browsing(&mut self) -> bool {
        let running = self.clocks.running();
        if running {
            self.say(Notice::ClockRunning);
        }
        running
    }

    /// Whether undo is refused: in a timed game between people, and after
    /// a loss on time.
    pub(super) fn clock_forbids_undo(&mut self) -> bool {
        if self.clocks.clock.is_none() {
            return false;
        }
        let notice = if self.lost_on_time() {
            Notice::UndoAfterTime
        } else if !self.seats.players.contains(&Player::Person)
            || self.seats.players.iter().all(|&p| p == Player::Person)
        {
            Notice::UndoTimed
        } else {
            return false;
        };
        self.say(notice);
        true
    }

    /// After an undo or redo against a bot: the clocks as that move left
    /// them, the side to move's running.
    pub(super) fn clock_after_undo(&mut self) {
        if self.clocks.clock.is_some() {
            self.put_clock_back();
            self.restart_clock();
        }
    }

    /// A bot's limits with its clock: the level's, and no longer than the
    /// clock allows.
    pub(super) fn limits_on_clock(&self, side: Side, mut limits: Limits) -> Limits {
        if let Some(clock) = &self.clocks.clock {
            let allowance: Allowance = clock.allowance(side, self.clocks.time.now());
            let budget = think_time(allowance);
            limits.time = Some(limits.time.map_or(budget, |t| t.min(budget)));
        }
        limits
    }
}
