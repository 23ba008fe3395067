//! Bots at the session's seats: when one must think, the request the
//! caller runs, and its answer taken back (with the bot, for its next move).

use super::{BotRequest, Notice, Purpose, Session, Thinking, seat};
use crate::Move;
use crate::bot::{Bot, LEVELS, Limits, Progress};
use std::time::{Duration, Instant};

/// How long a hint is thought about.
const HINT_TIME: Duration = Duration::from_millis(500);

impl Session {
    // --- Bots --------------------------------------------------------------

    /// Stops any search; its answer will be stale.
    pub fn stop_thinking(&mut self) {
        if let Some(t) = self.seats.thinking.take() {
            self.effects.stop = true;
            // The bot never answered: the offer lapses.
            if t.purpose == Purpose::DrawOffer {
                self.draw_offer = None;
            }
        }
        // A move held for the pace is an answer not yet played: stale too.
        self.pacing.held = None;
        self.seats.search_id += 1;
    }

    /// Starts the bot whose turn it is, if any.
    pub fn bot_turn(&mut self) {
        if self.seats.thinking.is_some()
            || self.pacing.held.is_some()
            || self.seats.paused
            || self.game_over()
            || self.clock_paused()
        {
            return;
        }
        let side = self.record.position().turn();
        let player = self.seats.players[seat(side)];
        let Some(limits) = player.limits() else {
            return;
        };
        let limits = self
            .limits_on_clock(side, limits)
            .on_threads(self.seats.engine_threads());
        // The seat's bot keeps its tables between moves; a new one is made
        // for its first move (or after a search was abandoned).
        let kept = self.seats.bots[seat(side)].take();
        let seed = self.seats.bot_seed(side, self.record.ply());
        let Some(bot) = kept.or_else(|| player.bot(seed)) else {
            return;
        };
        self.think(bot, limits, Purpose::Move);
    }

    /// Asks for the best move, to show, not play.
    pub fn ask_hint(&mut self) {
        if self.seats.thinking.is_some() || self.game_over() {
            return;
        }
        // The strongest level's bot, for as long as a player will wait.
        let level = LEVELS[LEVELS.len() - 1];
        let bot = self.seats.hint_bot.take().unwrap_or_else(|| level.bot(0));
        let limits = Limits::time(HINT_TIME).on_threads(self.seats.engine_threads());
        self.think(bot, limits, Purpose::Hint);
    }

    pub(super) fn think(&mut self, bot: Box<dyn Bot>, limits: Limits, purpose: Purpose) {
        self.seats.search_id += 1;
        let side = self.record.position().turn();
        self.seats.thinking = Some(Thinking {
            id: self.seats.search_id,
            purpose,
            side,
            started: Instant::now(),
            progress: None,
        });
        self.effects.think = Some(BotRequest {
            id: self.seats.search_id,
            bot,
            position: self.record.position().clone(),
            limits,
        });
    }

    /// Progress of search `id`.
    pub fn bot_progress(&mut self, id: u64, progress: Progress) {
        if let Some(t) = &mut self.seats.thinking
            && t.id == id
        {
            t.progress = Some(progress);
        }
    }

    /// Search `id` ended with `mv`, and `bot` (if the caller got it back)
    /// is ready for its next move. A stale answer is dropped.
    pub fn bot_finished(&mut self, id: u64, mv: Option<Move>, bot: Option<Box<dyn Bot>>) {
        let Some(t) = self.seats.thinking.take_if(|t| t.id == id) else {
            return;
        };
        match t.purpose {
            Purpose::Hint => {
                self.seats.hint_bot = bot;
                if let Some(mv) = mv {
                    self.show(Some(mv));
                    let before = Box::new(self.record.position().clone());
                    self.say(Notice::Hint { mv, before });
                }
            }
            Purpose::DrawOffer => self.draw_weighed(&t),
            Purpose::Move => {
                self.seats.bots[seat(t.side)] = bot;
                if let Some(mv) = mv {
                    self.play_in_time(mv);
                }
            }
        }
    }

    /// Pauses or resumes the bots of an untimed game.
    pub fn toggle_bots(&mut self) {
        // On a clock a bot's time runs whether it thinks or not.
        if self.clocks.clock.is_some() {
            return;
        }
        self.seats.paused = !self.seats.paused;
        if self.seats.paused {
            self.stop_thinking();
            return;
        }
        // Between bots the game goes on where it stands, not from a move
        // looked back at.
        if self.seats.people().is_empty() && !self.at_line_end() {
            self.show(None);
            self.record.go_to_end();
            self.autosave();
        }
        // The position they go on from is shown for the pace's time again.
        self.pace_from_now();
        self.bot_turn();
    }
}
