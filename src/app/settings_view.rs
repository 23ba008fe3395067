//! The settings screen. Every change applies at once (the board beside
//! it shows the new look) and is saved straight away.

use super::Message;
use super::new_game::{Player, VariantChoice};
use crate::board_style::BoardStyle;
use crate::settings::{Settings, Theme};
use crate::{Side, Variant};
use iced::widget::{button, checkbox, column, container, pick_list, row, slider, text};
use iced::{Element, Length};
use std::fmt;
use std::path::Path;
use std::sync::Arc;

/// The languages Taflbord speaks, by tag and by their own name.
pub const LANGUAGES: [(&str, &str); 8] = [
    ("en", "English"),
    ("de", "Deutsch"),
    ("fr", "Français"),
    ("es", "Español"),
    ("sv", "Svenska"),
    ("nb", "Norsk bokmål"),
    ("da", "Dansk"),
    ("is", "Íslenska"),
];

/// A choice in the language list: the system's language or one of ours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Language(pub Option<String>);

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            None => f.write_str("The system's language"),
            Some(tag) => {
                let name = LANGUAGES.iter().find(|(t, _)| t == tag).map(|(_, n)| *n);
                f.write_str(name.unwrap_or(tag))
            }
        }
    }
}

#[derive(Clone, Debug)]
pub enum Change {
    Language(Language),
    Theme(Theme),
    BoardStyle(BoardStyle),
    Sound(bool),
    /// The volume slider moves; saved when it is let go.
    Volume(f32),
    VolumeSet,
    Coordinates(bool),
    LegalMoves(bool),
    LastMove(bool),
    Animation(bool),
    Variant(VariantChoice),
    Player(Side, Player),
}

/// Applies a change; returns whether the settings should be saved now.
pub fn apply(settings: &mut Settings, change: Change) -> bool {
    match change {
        Change::Language(l) => settings.language = l.0,
        Change::Theme(t) => settings.theme = t,
        Change::BoardStyle(s) => settings.board_style = s,
        Change::Sound(on) => settings.sound = on,
        Change::Volume(v) => {
            settings.volume = v.clamp(0.0, 1.0);
            return false;
        }
        Change::VolumeSet => {}
        Change::Coordinates(on) => settings.coordinates = on,
        Change::LegalMoves(on) => settings.legal_moves = on,
        Change::LastMove(on) => settings.last_move = on,
        Change::Animation(on) => settings.animation = on,
        Change::Variant(v) => settings.variant = v.0.id().to_string(),
        Change::Player(side, p) => {
            settings.players[usize::from(side == Side::Defenders)] = p.setting();
        }
    }
    true
}

/// The settings screen; `file` is where they are saved, if anywhere.
pub fn view<'a>(
    settings: &'a Settings,
    variants: &[Arc<Variant>],
    file: Option<&Path>,
) -> Element<'a, Message> {
    let change = |c: Change| Message::Setting(c);
    let heading = |t: &'a str| text(t).size(15);
    let labelled = |label: &'a str, widget: Element<'a, Message>| {
        column![text(label).size(13), widget].spacing(2)
    };
    let languages: Vec<Language> = std::iter::once(Language(None))
        .chain(LANGUAGES.iter().map(|(t, _)| Language(Some(t.to_string()))))
        .collect();
    let choices: Vec<VariantChoice> = variants.iter().cloned().map(VariantChoice).collect();
    let default_variant = choices
        .iter()
        .find(|v| v.0.id() == settings.variant)
        .cloned();
    let size = default_variant.as_ref().map_or(11, |v| v.0.size());
    let player = |side: Side| {
        let k = usize::from(side == Side::Defenders);
        pick_list(
            Player::choices(side, size),
            Some(Player::from_setting(&settings.players[k])),
            move |p| Message::Setting(Change::Player(side, p)),
        )
    };
    let toggle = |on: bool, label: &'a str, f: fn(bool) -> Change| {
        checkbox(on)
            .label(label)
            .on_toggle(move |b| Message::Setting(f(b)))
    };
    let saved = match file {
        Some(path) => format!("Settings are saved in {}", path.display()),
        None => "Not saved: there is no config folder.".to_string(),
    };
    let body = column![
        text("Settings").size(18),
        heading("Look"),
        labelled(
            "Language",
            pick_list(
                languages,
                Some(Language(settings.language.clone())),
                move |l| change(Change::Language(l))
            )
            .into()
        ),
        row![
            labelled(
                "Theme",
                pick_list(Theme::ALL, Some(settings.theme), |t| {
                    Message::Setting(Change::Theme(t))
                })
                .into()
            ),
            labelled(
                "Board",
                pick_list(BoardStyle::ALL, Some(settings.board_style), |s| {
                    Message::Setting(Change::BoardStyle(s))
                })
                .into()
            ),
        ]
        .spacing(12),
        toggle(
            settings.coordinates,
            "Coordinates around the board",
            Change::Coordinates
        ),
        toggle(
            settings.legal_moves,
            "Show where the selected piece may go",
            Change::LegalMoves
        ),
        toggle(
            settings.last_move,
            "Mark the last move and its captures",
            Change::LastMove
        ),
        toggle(
            settings.animation,
            "Pieces glide to their squares",
            Change::Animation
        ),
        heading("Sound"),
        row![
            toggle(settings.sound, "Sound", Change::Sound),
            slider(0.0..=1.0, settings.volume, |v| Message::Setting(
                Change::Volume(v)
            ))
            .step(0.05)
            .on_release(Message::Setting(Change::VolumeSet))
            .width(Length::Fixed(140.0)),
            text(format!("{:.0} %", settings.volume * 100.0)).size(13),
        ]
        .spacing(10)
        .align_y(iced::Alignment::Center),
        heading("New games"),
        labelled(
            "Variant",
            pick_list(choices, default_variant, |v| {
                Message::Setting(Change::Variant(v))
            })
            .into()
        ),
        labelled("Attackers", player(Side::Attackers).into()),
        labelled("Defenders", player(Side::Defenders).into()),
        text(format!(
            "Window: {:.0} × {:.0} (remembered when you resize it)",
            settings.window.width, settings.window.height
        ))
        .size(13),
        text(saved).size(12),
        button(text("Done")).on_press(Message::CloseSettings),
    ]
    .spacing(8);
    container(body).padding(10).into()
}
