//! The settings screen. Every change applies at once (the board beside
//! it shows the new look) and is saved straight away.

use super::new_game::{VariantChoice, player_choices, variant_choices};
use crate::app::widget::choice::{Choice, choices};
use crate::i18n::locale::{self, Locale, arg};
use crate::notation::shown::Notation;
use crate::render::board_style::BoardStyle;
use crate::session::Player;
use crate::store::settings::FileDialogs;
use crate::store::settings::{Settings, Theme};
use crate::{Side, Variant};
use iced::widget::{button, checkbox, column, container, pick_list, row, slider, text};
use iced::{Element, Length};
use std::path::Path;
use std::sync::Arc;

/// A choice in the language list: the system's language or one of ours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Language(pub Option<String>);

impl Language {
    /// A language by its own name, so a player can find theirs whatever
    /// language the app speaks now.
    fn label(&self, tr: &Locale) -> String {
        match &self.0 {
            None => tr.text("settings-language-system"),
            Some(tag) => locale::find(tag).map_or_else(|| tag.clone(), |l| l.name.to_string()),
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
    Notation(Notation),
    FileDialogs(FileDialogs),
    Variant(VariantChoice),
    Player(Side, Player),
    EngineThreads(usize),
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
        Change::Notation(n) => settings.notation = n,
        Change::FileDialogs(d) => settings.file_dialogs = d,
        Change::Variant(v) => settings.variant = v.0.id().to_string(),
        Change::Player(side, p) => {
            settings.players[usize::from(side == Side::Defenders)] = p.setting();
        }
        Change::EngineThreads(n) => settings.engine_threads = n,
    }
    true
}

/// The settings screen; `file` is where they are saved, if anywhere.
pub fn view<'a>(
    settings: &'a Settings,
    variants: &[Arc<Variant>],
    file: Option<&Path>,
    tr: &Locale,
) -> Element<'a, Message> {
    let heading = |id: &str| text(tr.text(id)).size(15);
    let labelled = |id: &str, widget: Element<'a, Message>| {
        column![text(tr.text(id)).size(13), widget].spacing(2)
    };
    let languages = choices(
        std::iter::once(Language(None)).chain(
            locale::LANGUAGES
                .iter()
                .map(|l| Language(Some(l.tag.to_string()))),
        ),
        |l| l.label(tr),
    );
    let language = Language(settings.language.clone());
    let variants = variant_choices(variants, tr);
    let default_variant = variants
        .iter()
        .find(|v| v.value.0.id() == settings.variant)
        .cloned();
    let size = default_variant.as_ref().map_or(11, |v| v.value.0.size());
    let cores = crate::bot::cores();
    let player = |side: Side| {
        let k = usize::from(side == Side::Defenders);
        let chosen = Player::from_setting(&settings.players[k]);
        pick_list(
            player_choices(Player::choices(side, size), tr),
            Some(Choice::new(chosen, chosen.label(tr))),
            move |p| Message::Change(Change::Player(side, p.value)),
        )
    };
    let toggle = |on: bool, id: &str, f: fn(bool) -> Change| {
        checkbox(on)
            .label(tr.text(id))
            .on_toggle(move |b| Message::Change(f(b)))
    };
    let saved = match file {
        Some(path) => tr.format(
            "settings-saved-in",
            &[("file", arg(path.display().to_string()))],
        ),
        None => tr.text("settings-not-saved"),
    };
    let theme_label = |t: &Theme| {
        tr.text(match t {
            Theme::Light => "theme-light",
            Theme::Dark => "theme-dark",
        })
    };
    let style_label = |s: &BoardStyle| {
        tr.text(match s {
            BoardStyle::Wood => "board-style-wood",
            BoardStyle::Stone => "board-style-stone",
            BoardStyle::Paper => "board-style-paper",
        })
    };
    let notation_label = |n: &Notation| {
        let id = match n {
            Notation::Sheet => "notation-sheet",
            Notation::Letters => "notation-letters",
        };
        tr.format(id, &[("sample", arg(n.sample()))])
    };
    let dialogs_label = |d: &FileDialogs| {
        tr.text(match d {
            FileDialogs::Desktop => "file-dialogs-desktop",
            FileDialogs::Own => "file-dialogs-own",
        })
    };
    let body = column![
        text(tr.text("settings-title")).size(18),
        heading("settings-look"),
        labelled(
            "settings-language",
            pick_list(
                languages,
                Some(Choice::new(language.clone(), language.label(tr))),
                |l| Message::Change(Change::Language(l.value))
            )
            .into()
        ),
        row![
            labelled(
                "settings-theme",
                pick_list(
                    choices(Theme::ALL, theme_label),
                    Some(Choice::new(settings.theme, theme_label(&settings.theme))),
                    |t| Message::Change(Change::Theme(t.value))
                )
                .into()
            ),
            labelled(
                "settings-board",
                pick_list(
                    choices(BoardStyle::ALL, style_label),
                    Some(Choice::new(
                        settings.board_style,
                        style_label(&settings.board_style)
                    )),
                    |s| Message::Change(Change::BoardStyle(s.value))
                )
                .into()
            ),
        ]
        .spacing(12)
        .wrap(),
        toggle(
            settings.coordinates,
            "settings-coordinates",
            Change::Coordinates
        ),
        toggle(
            settings.legal_moves,
            "settings-legal-moves",
            Change::LegalMoves
        ),
        toggle(settings.last_move, "settings-last-move", Change::LastMove),
        toggle(settings.animation, "settings-animation", Change::Animation),
        labelled(
            "settings-notation",
            pick_list(
                choices(Notation::ALL, notation_label),
                Some(Choice::new(
                    settings.notation,
                    notation_label(&settings.notation)
                )),
                |n| Message::Change(Change::Notation(n.value))
            )
            .into()
        ),
        labelled(
            "settings-file-dialogs",
            pick_list(
                choices(FileDialogs::ALL, dialogs_label),
                Some(Choice::new(
                    settings.file_dialogs,
                    dialogs_label(&settings.file_dialogs)
                )),
                |d| Message::Change(Change::FileDialogs(d.value))
            )
            .into()
        ),
        heading("settings-sound-heading"),
        row![
            toggle(settings.sound, "settings-sound", Change::Sound),
            slider(0.0..=1.0, settings.volume, |v| Message::Change(
                Change::Volume(v)
            ))
            .step(0.05)
            .on_release(Message::Change(Change::VolumeSet))
            .width(Length::Fixed(140.0)),
            text(tr.format(
                "settings-volume",
                &[("percent", arg((settings.volume * 100.0).round() as i64))]
            ))
            .size(13),
        ]
        .spacing(10)
        .align_y(iced::Alignment::Center),
        heading("settings-engine"),
        labelled(
            "settings-engine-threads",
            pick_list(
                (1..=cores).collect::<Vec<_>>(),
                Some(settings.engine_threads.clamp(1, cores)),
                |n| Message::Change(Change::EngineThreads(n))
            )
            // As wide on every computer, whatever its number of cores.
            .width(Length::Fixed(72.0))
            .into()
        ),
        text(tr.text("settings-engine-threads-note")).size(12),
        heading("settings-new-games"),
        labelled(
            "new-game-variant",
            pick_list(variants, default_variant, |v| {
                Message::Change(Change::Variant(v.value))
            })
            .into()
        ),
        labelled("side-attackers", player(Side::Attackers).into()),
        labelled("side-defenders", player(Side::Defenders).into()),
        text(tr.format(
            "settings-window",
            &[
                ("width", arg(settings.window.width.round() as i64)),
                ("height", arg(settings.window.height.round() as i64)),
            ]
        ))
        .size(13),
        text(saved).size(12),
        button(text(tr.text("settings-done"))).on_press(Message::Done),
    ]
    .spacing(8);
    container(body).padding(10).into()
}

/// What the settings screen publishes.
#[derive(Clone, Debug)]
pub enum Message {
    Change(Change),
    Done,
}
