//! Looking through the game: back and forward, to a move, undo and redo
//! against a bot, and the replay; the clocks say when it is allowed.

use super::{Player, Session};
use crate::record::{GameRecord, NodeId};

impl Session {
    /// Moves the cursor with `f` to look at the game; a running search
    /// stops, and bots wait until undo, redo or "resume" asks them back.
    pub(super) fn navigate(&mut self, f: impl FnOnce(&mut GameRecord)) {
        if self.clock_forbids_browsing() {
            return;
        }
        self.navigate_plain(f);
    }

    /// [`Session::navigate`] whatever the clocks say.
    pub(super) fn navigate_plain(&mut self, f: impl FnOnce(&mut GameRecord)) {
        self.stop_thinking();
        // Bots playing each other wait, and say so, until "resume".
        if self.paced() {
            self.seats.paused = true;
        }
        self.show(None);
        self.took_back = false;
        f(&mut self.record);
        self.autosave();
    }

    /// Takes back moves: against a bot, back to the person's own last move;
    /// in a practised line, back to a move of the person's side.
    pub fn undo(&mut self) {
        if self.clock_forbids_undo() {
            return;
        }
        // Between bots there is no one's move to go back to: a step back.
        if self.seats.people().is_empty() {
            return self.back();
        }
        self.stop_thinking();
        self.show(None);
        self.draw_offer = None;
        // From the end of an unfinished game it is a takeback in play; from
        // a finished one, or inside the game, a look back.
        let cursor = self.record.cursor();
        if self.at_line_end()
            && self.record.on_main_line(cursor)
            && !self.game_over()
            && self.recorded_result_ahead().is_none()
        {
            self.took_back = true;
        }
        self.record.undo();
        while self.player_to_move() != Player::Person && self.record.undo() {}
        self.practice_undo();
        self.clock_after_undo();
        self.autosave();
        // At the start, with a bot to move, the bot plays again.
        if self.player_to_move() != Player::Person {
            self.bot_turn();
        }
    }

    /// Undo's mirror: forward past the bots' moves to the person's next
    /// turn; a bot whose turn comes at the end of the line plays.
    pub fn redo(&mut self) {
        if self.clock_forbids_undo() {
            return;
        }
        if self.seats.people().is_empty() {
            return self.forward();
        }
        self.stop_thinking();
        self.show(None);
        self.draw_offer = None;
        self.record.redo();
        while self.player_to_move() != Player::Person && !self.at_line_end() {
            self.record.redo();
        }
        self.clock_after_undo();
        self.autosave();
        if self.at_line_end() {
            self.bot_turn();
        }
    }

    pub fn back(&mut self) {
        self.navigate(|r| {
            r.undo();
        });
    }

    pub fn forward(&mut self) {
        self.navigate(|r| {
            r.redo();
        });
    }

    pub fn to_start(&mut self) {
        self.navigate(GameRecord::go_to_start);
    }

    pub fn to_end(&mut self) {
        self.navigate(GameRecord::go_to_end);
    }

    pub fn go_to(&mut self, id: NodeId) {
        self.navigate(|r| r.go_to(id));
    }

    /// One step of a replay; false at the end.
    pub fn replay_step(&mut self) -> bool {
        self.record.redo()
    }

    /// A replay starts (false while the clocks run): bots stop, and from
    /// the end it starts over.
    pub fn start_replay(&mut self) -> bool {
        if self.clock_forbids_browsing() {
            return false;
        }
        self.stop_thinking();
        if self.paced() {
            self.seats.paused = true;
        }
        if self.at_line_end() {
            self.record.go_to_start();
        }
        true
    }
}
