//! An online game on Taflbord's board: the players with the server's
//! clocks, the moves, the end and its reason, resign and draw, and the
//! game's chat.

use iced::widget::{button, canvas, column, container, row, scrollable, text, text_input};
use iced::{Element, Fill, Length};

use super::{Message, Online};
use crate::app::widget::board::Board;
use crate::clock::shown;
use crate::engine::side::Side;
use crate::i18n::locale::{Locale, arg};
use crate::i18n::wording;
use crate::notation::shown::Notation;
use crate::online::{GameId, OnlineGame};
use crate::render::board_style::Palette;

/// The chat field's widget id.
pub const CHAT_ID: &str = "online-chat";

pub fn view<'a>(
    o: &'a Online,
    _id: GameId,
    game: &'a OnlineGame,
    palette: Palette,
    notation: Notation,
    tr: &Locale,
) -> Element<'a, Message> {
    let pos = game.position();
    let targets = o
        .selected
        .map(|from| pos.legal_moves_from(from).iter().map(|m| m.to).collect())
        .unwrap_or_default();
    let last = game.record.node(game.record.cursor()).mv();
    let board = canvas(Board {
        position: pos,
        selected: o.selected,
        targets,
        last_move: last,
        hint: None,
        captured: Vec::new(),
        flipped: game.me == Some(Side::Defenders),
        cache: None,
        palette,
        coordinates: true,
        interactive: game.my_turn(),
        sliding: None,
        threats: Vec::new(),
        escapes: Vec::new(),
    })
    .width(Fill)
    .height(Fill);

    let clocks = game.clock_readings();
    let seat = |side: Side, name: &str, k: usize| {
        let clock = clocks.map(|c| shown(c[k])).unwrap_or_default();
        let rating = o
            .client
            .lobby
            .rating_of(name)
            .map(|r| format!(" ({:.0})", r.rating))
            .unwrap_or_default();
        let to_move = game.result.is_none() && pos.turn() == side;
        let label = format!("{}: {name}{rating}", wording::side(tr, side));
        row![
            text(label).size(14).width(Fill),
            text(clock).size(if to_move { 22 } else { 18 }),
        ]
        .spacing(8)
    };
    let mut panel = column![
        seat(Side::Attackers, &game.start.attackers, 0),
        seat(Side::Defenders, &game.start.defenders, 1),
    ]
    .spacing(6);
    let status = match game.result {
        Some(result) => tr.format(
            "online-game-over",
            &[("result", arg(wording::result(tr, &result)))],
        ),
        None if game.my_turn() => tr.text("online-your-move"),
        None => tr.format(
            "online-to-move",
            &[("side", arg(wording::side(tr, pos.turn())))],
        ),
    };
    panel = panel.push(text(status).size(16));
    if let super::Status::Lost { why, retry_in } = &o.status {
        let lost = super::lost(tr, why, *retry_in);
        panel = panel.push(text(lost).size(13).style(text::danger));
    }
    if game.result.is_none() && game.me.is_some() {
        let offered_to_us = game.draw_offer.is_some_and(|s| Some(s) != game.me);
        if offered_to_us {
            panel = panel.push(
                row![
                    text(tr.text("online-draw-offered")).width(Fill),
                    button(text(tr.text("online-accept"))).on_press(Message::AnswerDraw(true)),
                    button(text(tr.text("online-decline")))
                        .style(button::secondary)
                        .on_press(Message::AnswerDraw(false)),
                ]
                .spacing(6),
            );
        }
        let offer = button(text(tr.text("online-offer-draw")))
            .style(button::secondary)
            .on_press_maybe(game.draw_offer.is_none().then_some(Message::OfferDraw));
        let resign = button(text(tr.text("online-resign")))
            .style(button::danger)
            .on_press_maybe(game.my_turn().then_some(Message::Resign));
        panel = panel.push(row![offer, resign].spacing(6));
    }
    // The players' record sheet, as offline; a click on a move shows
    // nothing else here (the game is played at its end).
    let sheet = crate::app::widget::sheet::view(&game.record, None, notation, tr)
        .map(|_| Message::SheetClicked);
    panel = panel.push(container(sheet).height(Length::FillPortion(3)));
    let mut said = column![].spacing(1);
    for line in o.said.iter().rev().take(30).rev() {
        said = said.push(text(line.clone()).size(12));
    }
    panel = panel.push(scrollable(said).height(Length::FillPortion(1)));
    panel = panel.push(
        text_input(&tr.text("online-chat"), &o.chat_draft)
            .id(CHAT_ID)
            .on_input(Message::ChatDraft)
            .on_submit(Message::SendChat)
            .size(13),
    );
    panel = panel.push(
        button(text(tr.text("online-to-lobby")))
            .style(button::secondary)
            .on_press(Message::ToLobby),
    );
    row![
        container(board).width(Fill).height(Fill),
        container(panel).width(Length::Fixed(340.0)).height(Fill),
    ]
    .spacing(12)
    .padding(12)
    .into()
}
