//! A running timed game is not left without asking: a new game, or a file
//! opened, waits for the player's yes while the clocks go on.

use super::{Event, Game, Message};
use crate::store::settings::Settings;
use iced::widget::{button, column, container, row, text};
use iced::{Element, Task};

impl Game {
    /// Whether the player is asked to leave a running timed game.
    pub fn asking(&self) -> bool {
        self.asking.is_some()
    }

    /// Whether `message` would put another game in place of a timed game
    /// whose clocks run.
    pub(super) fn would_leave_timed_game(&self, message: &Message) -> bool {
        let replaces = matches!(
            message,
            Message::ShowNewGame | Message::Open | Message::OpenFrom(Some(_)) | Message::ShowSetUp
        );
        replaces && self.session.clocks().running() && !self.session.game_over()
    }

    /// Carries out `message` without asking again (the player said yes).
    pub(super) fn go_on(
        &mut self,
        message: Message,
        settings: &Settings,
    ) -> (Task<Message>, Option<Event>) {
        self.leaving = true;
        let done = self.update(message, settings);
        self.leaving = false;
        done
    }

    /// The question, while it waits for an answer.
    pub(super) fn leave_question(&self) -> Option<Element<'_, Message>> {
        self.asking.as_ref()?;
        let answers = row![
            button(text(self.t("button-leave-game")).size(13))
                .style(button::danger)
                .on_press(Message::LeaveGame),
            button(text(self.t("button-keep-playing")).size(13)).on_press(Message::KeepPlaying),
        ]
        .spacing(8);
        let question = column![text(self.t("ask-leave-timed-game")).size(14), answers].spacing(6);
        Some(
            container(question)
                .padding(8)
                .style(container::bordered_box)
                .into(),
        )
    }
}
