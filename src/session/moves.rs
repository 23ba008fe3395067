//! Moves played: a person's (checked against a practised line), a bot's,
//! and what a move past the sheet's recorded result takes off it.

use super::{Notice, Player, Session, earned};
use crate::Move;
use crate::record::GameResult;

impl Session {
    /// A person's move (clicked, dragged or typed). In a practised line it
    /// must be the book's.
    pub fn person_plays(&mut self, mv: Move) {
        if self.player_to_move() != Player::Person {
            self.say(Notice::BotsTurn);
            return;
        }
        if self.clock_paused() {
            self.say(Notice::ClockPaused);
            return;
        }
        match self.practice_check(mv) {
            None => {
                self.play(mv);
            }
            Some(false) => {}
            Some(true) => {
                self.play(mv);
                self.practice_advance();
            }
        }
    }

    /// Plays a move at the cursor (a new variation if the game went
    /// otherwise, unless it goes on after a takeback); a bot whose turn it
    /// becomes starts thinking.
    pub(super) fn play(&mut self, mv: Move) -> bool {
        self.show(None);
        if self.game_over() || !self.in_time() {
            return false;
        }
        let passed = self.recorded_result_ahead();
        let goes_on = self.took_back && self.record.on_main_line(self.record.cursor());
        let by_person = self.player_to_move() == Player::Person;
        match self.record.play(mv) {
            Ok(played) => {
                let played = played.clone();
                // A move answers a draw offer: the game goes on.
                self.withdraw_draw_offer();
                self.go_on_after_takeback(goes_on);
                self.clock_after_move();
                self.pace_from_now();
                // The status line says how the game ended; the notice does
                // not say it again. A person's move says they read it; a
                // bot's keeps the news of the files and errors.
                if by_person || played.outcome.is_some() {
                    self.notice.clear();
                } else {
                    self.notice.retain(Notice::outlasts_a_bots_move);
                }
                self.played_past(passed);
                self.effects.played = Some(mv);
                let sounds = earned(&played, self.record.position(), self.seats.players);
                self.effects.sounds.extend(sounds);
                if played.outcome.is_some() {
                    self.count_matchup_game();
                }
                self.autosave();
                self.bot_turn();
                true
            }
            Err(e) => {
                self.say(Notice::Illegal(mv, e));
                false
            }
        }
    }

    /// After a takeback, the move just played from the main line is the
    /// game going on: its line becomes the main line, and the moves taken
    /// back stay under it as a variation.
    fn go_on_after_takeback(&mut self, goes_on: bool) {
        let cursor = self.record.cursor();
        if goes_on && !self.record.on_main_line(cursor) {
            self.record.promote(cursor);
            self.took_back = false;
        }
    }

    pub(super) fn at_line_end(&self) -> bool {
        self.record.node(self.record.cursor()).children().is_empty()
    }

    /// The result the record gives (a resignation, an agreed draw, the
    /// move limit) when the board stands at the main line's end, where a
    /// move would carry the game on past it.
    pub(super) fn recorded_result_ahead(&self) -> Option<GameResult> {
        let cursor = self.record.cursor();
        self.record
            .meta
            .result
            .filter(|_| self.at_line_end() && self.record.on_main_line(cursor))
    }

    /// The game went on past `passed`, its recorded result: the record
    /// no longer gives that result, as a saved sheet would otherwise carry
    /// it under a longer game; the notice says what was taken off.
    pub(super) fn played_past(&mut self, passed: Option<GameResult>) {
        let Some(result) = passed else {
            return;
        };
        self.record.meta.result = None;
        self.say(Notice::ResultPlayedPast(result));
    }
}
