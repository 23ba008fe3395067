//! The lobby: a challenge to answer, the open seeks to join, one's own
//! seek, and the players with their ratings.

use iced::widget::{
    button, column, container, pick_list, row, scrollable, text, text_input, toggler,
};
use iced::{Element, Fill};

use super::{Message, Online, Status};
use crate::app::widget::choice::{Choice, choices};
use crate::clock::TimeControl;
use crate::engine::side::Side;
use crate::i18n::locale::{Locale, arg};
use crate::i18n::wording;
use crate::online::lobby::{ListedGame, Rated, Timing};
use crate::online::seek::control_of;

/// The seek form's field for a clock written out.
pub const CLOCK_ID: &str = "online-clock";

pub fn view<'a>(o: &'a Online, tr: &Locale) -> Element<'a, Message> {
    let mut page = column![].spacing(10);
    let who = tr.format(
        "online-logged-in-as",
        &[
            ("user", arg(o.client.user.as_str())),
            ("server", arg(o.client.server.as_str())),
        ],
    );
    page = page.push(
        row![
            text(who).size(16).width(Fill),
            button(text(tr.text("online-log-out")))
                .style(button::secondary)
                .on_press(Message::LogOut),
            button(text(tr.text("back-to-game")))
                .style(button::secondary)
                .on_press(Message::Back),
        ]
        .spacing(8),
    );
    if let Some(kept) = &o.kept {
        page = page.push(text(kept.clone()).size(12));
    }
    if let Status::Lost { why, retry_in } = &o.status {
        page = page.push(text(super::lost(tr, why, *retry_in)).style(text::danger));
    }
    if let Some((_, who)) = &o.challenge {
        page = page.push(
            container(
                row![
                    text(tr.format("online-challenge", &[("player", arg(who.as_str()))]))
                        .width(Fill),
                    button(text(tr.text("online-accept"))).on_press(Message::Accept),
                    button(text(tr.text("online-decline")))
                        .style(button::secondary)
                        .on_press(Message::Decline),
                ]
                .spacing(8),
            )
            .padding(8)
            .style(container::rounded_box),
        );
    }
    // Games of ours still going (after a reconnect, say).
    for (id, g) in &o.client.games {
        if g.result.is_none() && g.me.is_some() {
            page = page.push(
                button(text(tr.format(
                    "online-back-to-game",
                    &[
                        ("attackers", arg(g.start.attackers.as_str())),
                        ("defenders", arg(g.start.defenders.as_str())),
                    ],
                )))
                .on_press(Message::Watch(*id)),
            );
        }
    }
    page = page.push(seek_form(o, tr));
    page = page.push(text(tr.text("online-seeks")).size(16));
    let mut seeks = column![].spacing(4);
    let mut any = false;
    for game in o.client.lobby.seeks() {
        any = true;
        seeks = seeks.push(seek_row(o, game, tr));
    }
    if !any {
        seeks = seeks.push(text(tr.text("online-no-seeks")).size(13));
    }
    page = page.push(seeks);
    let running: Vec<&ListedGame> = o
        .client
        .lobby
        .games
        .values()
        .filter(|g| g.is_running())
        .collect();
    if !running.is_empty() {
        page = page.push(text(tr.text("online-running")).size(16));
        for g in running {
            let names = tr.format(
                "online-versus",
                &[
                    ("attackers", arg(g.attacker.as_deref().unwrap_or("?"))),
                    ("defenders", arg(g.defender.as_deref().unwrap_or("?"))),
                ],
            );
            page = page.push(
                row![
                    text(names).width(Fill),
                    button(text(tr.text("online-watch")))
                        .style(button::secondary)
                        .on_press(Message::Watch(g.id))
                ]
                .spacing(8),
            );
        }
    }
    page = page.push(text(tr.text("online-players")).size(16));
    let mut players = column![].spacing(2);
    for p in o.client.lobby.ranked_players() {
        let mark = if p.logged_in { "●" } else { "○" };
        let record = tr.format(
            "online-player-record",
            &[
                ("wins", arg(p.wins)),
                ("losses", arg(p.losses)),
                ("draws", arg(p.draws)),
            ],
        );
        players = players.push(
            row![
                text(mark).size(13),
                text(p.username.clone()).size(13).width(Fill),
                text(p.rating.shown()).size(13),
                text(record).size(12),
            ]
            .spacing(8),
        );
    }
    page = page.push(players);
    container(scrollable(page.padding(4))).padding(16).into()
}

fn seek_row<'a>(o: &Online, g: &ListedGame, tr: &Locale) -> Element<'a, Message> {
    let seeker = g.seeker().unwrap_or("?").to_string();
    // The side left to whoever joins: the seeker's other.
    let wants = g
        .side_of(&seeker)
        .map(|s| wording::side(tr, s.other()))
        .unwrap_or_default();
    let clock = match g.timing {
        Timing::Timed(f) => {
            wording::time_control(tr, control_of(f.milliseconds_left, f.add_seconds))
        }
        Timing::UnTimed => wording::time_control(tr, TimeControl::Untimed),
    };
    let rated = tr.text(if g.rated == Rated::Yes {
        "online-rated"
    } else {
        "online-unrated"
    });
    let size = g.board_size.squares();
    let rating = o
        .client
        .lobby
        .rating_of(&seeker)
        .map(|r| format!("{:.0}", r.rating))
        .unwrap_or_default();
    let details = tr.format(
        "online-seek-row",
        &[
            ("size", arg(size)),
            ("clock", arg(clock)),
            ("rated", arg(rated)),
            ("side", arg(wants)),
        ],
    );
    let ours = o.client.seek == Some(g.id);
    let action = if ours {
        button(text(tr.text("online-withdraw")))
            .style(button::secondary)
            .on_press(Message::WithdrawSeek)
    } else {
        button(text(tr.text("online-join")))
            .on_press_maybe((o.status == Status::LoggedIn).then_some(Message::Join(g.id)))
    };
    row![
        text(format!("{seeker} ({rating})")).width(Fill),
        text(details).size(13).width(Fill),
        action,
    ]
    .spacing(8)
    .into()
}

fn seek_form<'a>(o: &'a Online, tr: &Locale) -> Element<'a, Message> {
    let sizes = choices([7u8, 11, 13], |n| format!("{n}×{n}"));
    let size = pick_list(
        sizes,
        Some(Choice::new(o.seek.size, format!("{0}×{0}", o.seek.size))),
        |c| Message::SeekSize(c.value),
    );
    let sides = choices([Side::Attackers, Side::Defenders], |s| {
        wording::side(tr, *s)
    });
    let side = pick_list(
        sides,
        Some(Choice::new(o.seek.side, wording::side(tr, o.seek.side))),
        |c| Message::SeekSide(c.value),
    );
    // None, the presets, or a clock written out (`None` here).
    let mut controls = vec![Some(TimeControl::Untimed)];
    controls.extend(TimeControl::presets().into_iter().map(Some));
    controls.push(None);
    let word = |c: &Option<TimeControl>| match c {
        Some(c) => wording::time_control(tr, *c),
        None => tr.text("new-game-clock-custom"),
    };
    let chosen = o.custom_clock.is_none().then_some(o.seek.control);
    let clocks = choices(controls, word);
    let clock = pick_list(
        clocks,
        Some(Choice::new(chosen, word(&chosen))),
        |c| match c.value {
            Some(control) => Message::SeekClock(control),
            None => Message::SeekCustom,
        },
    );
    let rated = toggler(o.seek.rated)
        .label(tr.text("online-rated"))
        .on_toggle(Message::SeekRated);
    let open = o.client.seek.is_some();
    let ready = !open && o.status == Status::LoggedIn && o.clock_ok;
    let seek =
        button(text(tr.text("online-seek"))).on_press_maybe(ready.then_some(Message::OpenSeek));
    let mut form = column![
        text(tr.text("online-new-seek")).size(16),
        row![size, side, clock, rated, seek].spacing(8),
    ]
    .spacing(6);
    if let Some(custom) = &o.custom_clock {
        let says = if o.clock_ok {
            wording::time_control(tr, o.seek.control)
        } else {
            tr.text("online-clock-not-kept")
        };
        form = form.push(
            row![
                text_input(&tr.text("new-game-clock-placeholder"), custom)
                    .id(CLOCK_ID)
                    .on_input(Message::SeekClockText)
                    .size(14)
                    .width(220),
                text(says).size(12),
            ]
            .spacing(8),
        );
    }
    container(form)
        .padding(8)
        .style(container::rounded_box)
        .into()
}
