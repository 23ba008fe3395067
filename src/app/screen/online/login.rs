//! The login form: server, name, password, whether to make the account,
//! and whether to keep the password in the desktop's secret store (never
//! in a file of Taflbord's).

use iced::widget::{button, checkbox, column, container, text, text_input};
use iced::{Element, Fill};

use super::{Message, Online, Status};
use crate::i18n::locale::Locale;

/// Widget ids, for the keyboard and for tests.
pub const USER_ID: &str = "online-user";
pub const PASSWORD_ID: &str = "online-password";

pub fn view<'a>(o: &'a Online, tr: &Locale) -> Element<'a, Message> {
    let connecting = o.status == Status::Connecting;
    let mut form = column![
        text(tr.text("online-title")).size(20),
        text(tr.text("online-intro")).size(13),
        text(tr.text("online-server")).size(13),
        text_input(crate::online::DEFAULT_SERVER, &o.server)
            .on_input(Message::Server)
            .size(14),
        text(tr.text("online-user")).size(13),
        text_input("", &o.user)
            .id(USER_ID)
            .on_input(Message::User)
            .on_submit(Message::LogIn)
            .size(14),
        text(tr.text("online-password")).size(13),
        text_input("", o.password())
            .id(PASSWORD_ID)
            .secure(true)
            .on_input(Message::Password)
            .on_submit(Message::LogIn)
            .size(14),
        text(tr.text("online-password-kept")).size(12),
        checkbox(o.create)
            .label(tr.text("online-create"))
            .on_toggle(Message::Create),
        checkbox(o.remember)
            .label(tr.text("online-remember"))
            .on_toggle(Message::Remember),
    ]
    .spacing(6)
    .max_width(420);
    if let Some(kept) = &o.kept {
        form = form.push(text(kept.clone()).size(12));
    }
    if let Some(error) = &o.error {
        form = form.push(text(error.clone()).size(13).style(text::danger));
    }
    let log_in = if connecting {
        button(text(tr.text("online-connecting")))
    } else {
        button(text(tr.text("online-log-in"))).on_press(Message::LogIn)
    };
    form = form.push(log_in);
    form = form.push(
        button(text(tr.text("back-to-game")))
            .style(button::secondary)
            .on_press(Message::Back),
    );
    container(form).padding(20).center_x(Fill).into()
}
