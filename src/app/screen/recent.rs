//! The recent-games list: games played, opened or saved, newest first.

use crate::i18n::locale::{Locale, arg};
use crate::i18n::wording;
use crate::record::GameResult;
use crate::store::autosave::{RecentGame, display_time, local_zone};
use iced::widget::{button, column, container, scrollable, text};
use iced::{Element, Fill};
use std::path::PathBuf;

pub fn view<'a>(games: &'a [RecentGame], tr: &Locale) -> Element<'a, Message> {
    let mut list = column![].spacing(6);
    // Times on the computer's clock (UTC, said so, when it has no zone).
    let zone = local_zone();
    if games.is_empty() {
        list = list.push(text(tr.text("recent-none")));
    }
    for game in games {
        let exists = game.path.exists();
        // The list keeps results as the record sheet writes them.
        let result = match &game.result {
            None => tr.text("recent-not-finished"),
            Some(r) => r
                .parse::<GameResult>()
                .map_or_else(|_| r.clone(), |r| wording::result(tr, &r)),
        };
        let moves = tr.format("recent-moves", &[("count", arg(game.moves))]);
        let mut details = format!(
            "{} · {moves} · {result}",
            display_time(game.when, zone.as_ref())
        );
        if !exists {
            details = format!("{details} · {}", tr.text("recent-file-gone"));
        }
        let entry = column![
            text(game.title.clone()),
            text(details).size(12),
            text(game.path.display().to_string()).size(11),
        ]
        .spacing(2);
        list = list.push(
            button(entry)
                .width(Fill)
                .style(button::secondary)
                .on_press_maybe(exists.then(|| Message::Open(game.path.clone()))),
        );
    }
    container(
        column![
            text(tr.text("recent-title")).size(18),
            scrollable(list).height(Fill),
            button(text(tr.text("back-to-game"))).on_press(Message::Back),
        ]
        .spacing(8),
    )
    .padding(10)
    .into()
}

/// What the recent-games list publishes.
#[derive(Clone, Debug)]
pub enum Message {
    /// Open this game.
    Open(PathBuf),
    Back,
}
