//! The recent-games list: games played, opened or saved, newest first.

use super::Message;
use crate::autosave::{RecentGame, display_time};
use iced::widget::{button, column, container, scrollable, text};
use iced::{Element, Fill};

pub fn view(games: &[RecentGame]) -> Element<'_, Message> {
    let mut list = column![].spacing(6);
    if games.is_empty() {
        list = list.push(text(
            "No games yet. Games you play, open or save appear here.",
        ));
    }
    for game in games {
        let exists = game.path.exists();
        let result = game.result.as_deref().unwrap_or("not finished");
        let moves = match game.moves {
            1 => "1 move".to_string(),
            n => format!("{n} moves"),
        };
        let mut details = format!("{} · {moves} · {result}", display_time(game.when));
        if !exists {
            details.push_str(" · the file is gone");
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
                .on_press_maybe(exists.then(|| Message::OpenFrom(Some(game.path.clone())))),
        );
    }
    container(
        column![
            text("Recent games").size(18),
            scrollable(list).height(Fill),
            button(text("Back to the game")).on_press(Message::CloseRecent),
        ]
        .spacing(8),
    )
    .padding(10)
    .into()
}
