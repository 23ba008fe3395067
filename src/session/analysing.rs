//! The analysis board and set-up positions: both sides moved by hand,
//! lines the engine found played out as variations, and games that start
//! from a position placed piece by piece.

use super::{Notice, Player, Session};
use crate::clock::TimeControl;
use crate::engine::position::{Move, Position};
use crate::engine::setup::{Setup, SetupError};
use crate::engine::variant::Variant;
use crate::record::GameRecord;
use std::sync::Arc;

impl Session {
    /// Both sides are moved by hand from now on, off the clock: the game on
    /// the board stays, bots stop, and a practised line or matchup ends.
    pub fn to_analysis_board(&mut self) {
        self.stop_thinking();
        self.leave_matchup();
        self.practice = None;
        self.seats.players = [Player::Person, Player::Person];
        self.seats.bots = [None, None];
        self.clocks.clock = None;
        self.show(None);
    }

    /// Whether both sides are moved by hand.
    pub fn both_by_hand(&self) -> bool {
        self.seats.both_by_hand()
    }

    /// Plays `line` from the position on the board, as a variation where
    /// the game went otherwise; the board shows its end. Refused (false,
    /// with a notice) unless both sides are moved by hand and every move is
    /// legal in turn.
    pub fn play_line(&mut self, line: &[Move]) -> bool {
        if !self.both_by_hand() || self.game_over() || line.is_empty() {
            return false;
        }
        let mut pos: Position = self.record.position().clone();
        for &mv in line {
            if let Err(e) = pos.play(mv) {
                self.say(Notice::Illegal(mv, e));
                return false;
            }
        }
        let passed = self.recorded_result_ahead();
        for &mv in line {
            // Checked on a copy above.
            let _ = self.record.play(mv);
        }
        self.notice.clear();
        self.played_past(passed);
        self.show(None);
        self.autosave();
        true
    }

    /// A new game from `setup` on `variant`'s board, both sides by hand.
    pub fn start_from_setup(
        &mut self,
        variant: Arc<Variant>,
        setup: &Setup,
    ) -> Result<(), SetupError> {
        setup.check_playable(&variant)?;
        let start = Position::from_setup(variant.clone(), setup)?;
        self.leave_matchup();
        let names = self.seats.chosen.clone();
        self.new_game(variant, [Player::Person, Player::Person], names);
        let meta = std::mem::take(&mut self.record.meta);
        self.record = GameRecord::from_position(start);
        self.record.meta = meta;
        self.set_up_clock(TimeControl::Untimed);
        self.autosave();
        Ok(())
    }
}
