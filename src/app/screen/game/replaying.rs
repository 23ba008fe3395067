//! Replays and games between bots, at the pace the slider sets.

use super::{Game, Message};
use crate::app::widget::sheet;
use crate::store::settings::Settings;
use iced::Task;
use std::time::Duration;

impl Game {
    pub(super) fn toggle_replay(&mut self, settings: &Settings) -> Task<Message> {
        if self.replaying {
            self.replaying = false;
            return Task::none();
        }
        let mut started = false;
        let task = self.with_session(settings, |s| started = s.start_replay());
        self.replaying = started;
        task
    }

    /// The slider sets the pace of replays and of games between bots.
    pub(super) fn replay_speed(&mut self, seconds: f32) -> Task<Message> {
        self.replay_speed = seconds;
        let pace = Duration::try_from_secs_f32(seconds).unwrap_or(crate::session::PACE);
        self.session.set_pace(pace);
        Task::none()
    }

    /// Plays a bot's move held for the pace, once it is due.
    pub(super) fn pace(&mut self, settings: &Settings) -> Task<Message> {
        if !self.session.move_due() {
            return Task::none();
        }
        self.with_session(settings, |s| {
            s.play_due_move();
        })
    }

    pub(super) fn replay_step(&mut self) -> Task<Message> {
        if !self.session.replay_step() {
            self.replaying = false;
        }
        self.shown_move = None;
        self.redraw();
        Task::batch([
            sheet::follow(self.session.record()),
            self.restart_analysis(false),
        ])
    }
}
