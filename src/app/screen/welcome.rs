//! The first run's welcome, over the board: play the computer in one
//! click (its level, your side, the clock), or two people at this board,
//! or every choice of the new-game screen.

use super::game::ending::card_style;
use super::new_game::{self, Form, computer_card};
use crate::i18n::locale::Locale;
use iced::widget::{button, column, container, opaque, row, text};
use iced::{Element, Fill};

/// What the welcome publishes.
#[derive(Clone, Debug)]
pub enum Message {
    /// A choice on its "Play the computer" card.
    Form(new_game::Message),
    /// The welcome goes: two people play the game on the board.
    TwoPeople,
    /// The welcome goes for the new-game screen.
    MoreChoices,
}

/// The widest the welcome grows.
const WIDTH: f32 = 440.0;

/// The welcome card, centred over what lies under it.
pub fn view<'a>(form: &'a Form, tr: &Locale) -> Element<'a, Message> {
    let others = row![
        button(text(tr.text("welcome-two-people")).size(14))
            .padding([6, 12])
            .style(button::secondary)
            .on_press(Message::TwoPeople),
        button(text(tr.text("welcome-more")).size(14))
            .padding([6, 12])
            .style(button::secondary)
            .on_press(Message::MoreChoices),
    ]
    .spacing(8)
    .wrap();
    let body = column![
        text(tr.text("welcome-title")).size(26),
        text(tr.text("welcome-intro")).size(14),
        computer_card(form, tr, true).map(Message::Form),
        others,
    ]
    .spacing(14);
    let card = container(body)
        .padding(24)
        .max_width(WIDTH)
        .style(card_style);
    container(opaque(card)).center(Fill).padding(16).into()
}
