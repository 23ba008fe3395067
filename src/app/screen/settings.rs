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
use iced::widget::{Column, button, checkbox, column, container, pick_list, row, slider, text};
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
    let sections = [
        look(settings, tr),
        sound(settings, tr),
        engine(settings, tr),
        new_games(settings, variants, tr),
        window_and_file(settings, file, tr),
    ];
    // One column of every section's widgets, so that the spacing is even.
    let body = Column::with_children(sections.into_iter().flatten()).spacing(8);
    container(body).padding(10).into()
}

fn heading<'a>(tr: &Locale, id: &str) -> Element<'a, Message> {
    text(tr.text(id)).size(15).into()
}

fn labelled<'a>(tr: &Locale, id: &str, widget: Element<'a, Message>) -> Element<'a, Message> {
    column![text(tr.text(id)).size(13), widget]
        .spacing(2)
        .into()
}

fn toggle<'a>(tr: &Locale, on: bool, id: &str, f: fn(bool) -> Change) -> Element<'a, Message> {
    checkbox(on)
        .label(tr.text(id))
        .on_toggle(move |b| Message::Change(f(b)))
        .into()
}

/// The title, then how the app and its board look.
fn look<'a>(settings: &'a Settings, tr: &Locale) -> Vec<Element<'a, Message>> {
    let languages = choices(
        std::iter::once(Language(None)).chain(
            locale::LANGUAGES
                .iter()
                .map(|l| Language(Some(l.tag.to_string()))),
        ),
        |l| l.label(tr),
    );
    let language = Language(settings.language.clone());
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
    vec![
        text(tr.text("settings-title")).size(18).into(),
        heading(tr, "settings-look"),
        labelled(
            tr,
            "settings-language",
            pick_list(
                languages,
                Some(Choice::new(language.clone(), language.label(tr))),
                |l| Message::Change(Change::Language(l.value)),
            )
            .into(),
        ),
        row![
            labelled(
                tr,
                "settings-theme",
                pick_list(
                    choices(Theme::ALL, theme_label),
                    Some(Choice::new(settings.theme, theme_label(&settings.theme))),
                    |t| Message::Change(Change::Theme(t.value))
                )
                .into()
            ),
            labelled(
                tr,
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
        .wrap()
        .into(),
        toggle(
            tr,
            settings.coordinates,
            "settings-coordinates",
            Change::Coordinates,
        ),
        toggle(
            tr,
            settings.legal_moves,
            "settings-legal-moves",
            Change::LegalMoves,
        ),
        toggle(
            tr,
            settings.last_move,
            "settings-last-move",
            Change::LastMove,
        ),
        toggle(
            tr,
            settings.animation,
            "settings-animation",
            Change::Animation,
        ),
        labelled(
            tr,
            "settings-notation",
            pick_list(
                choices(Notation::ALL, notation_label),
                Some(Choice::new(
                    settings.notation,
                    notation_label(&settings.notation),
                )),
                |n| Message::Change(Change::Notation(n.value)),
            )
            .into(),
        ),
        labelled(
            tr,
            "settings-file-dialogs",
            pick_list(
                choices(FileDialogs::ALL, dialogs_label),
                Some(Choice::new(
                    settings.file_dialogs,
                    dialogs_label(&settings.file_dialogs),
                )),
                |d| Message::Change(Change::FileDialogs(d.value)),
            )
            .into(),
        ),
    ]
}

/// Sound on or off, and its volume.
fn sound<'a>(settings: &'a Settings, tr: &Locale) -> Vec<Element<'a, Message>> {
    vec![
        heading(tr, "settings-sound-heading"),
        row![
            toggle(tr, settings.sound, "settings-sound", Change::Sound),
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
        .align_y(iced::Alignment::Center)
        .into(),
    ]
}

/// How many threads the engine searches with.
fn engine<'a>(settings: &'a Settings, tr: &Locale) -> Vec<Element<'a, Message>> {
    let cores = crate::bot::cores();
    vec![
        heading(tr, "settings-engine"),
        labelled(
            tr,
            "settings-engine-threads",
            pick_list(
                (1..=cores).collect::<Vec<_>>(),
                Some(settings.engine_threads.clamp(1, cores)),
                |n| Message::Change(Change::EngineThreads(n)),
            )
            // As wide on every computer, whatever its number of cores.
            .width(Length::Fixed(72.0))
            .into(),
        ),
        text(tr.text("settings-engine-threads-note"))
            .size(12)
            .into(),
    ]
}

/// What a new game starts with: the variant and who plays each side.
fn new_games<'a>(
    settings: &'a Settings,
    variants: &[Arc<Variant>],
    tr: &Locale,
) -> Vec<Element<'a, Message>> {
    let variants = variant_choices(variants, tr);
    let default_variant = variants
        .iter()
        .find(|v| v.value.0.id() == settings.variant)
        .cloned();
    let size = default_variant.as_ref().map_or(11, |v| v.value.0.size());
    let player = |side: Side| {
        let k = usize::from(side == Side::Defenders);
        let chosen = Player::from_setting(&settings.players[k]);
        pick_list(
            player_choices(Player::choices(side, size), tr),
            Some(Choice::new(chosen, chosen.label(tr))),
            move |p| Message::Change(Change::Player(side, p.value)),
        )
    };
    vec![
        heading(tr, "settings-new-games"),
        labelled(
            tr,
            "new-game-variant",
            pick_list(variants, default_variant, |v| {
                Message::Change(Change::Variant(v.value))
            })
            .into(),
        ),
        labelled(tr, "side-attackers", player(Side::Attackers).into()),
        labelled(tr, "side-defenders", player(Side::Defenders).into()),
    ]
}

/// The window's size, where the settings are saved, and the way back.
fn window_and_file<'a>(
    settings: &'a Settings,
    file: Option<&Path>,
    tr: &Locale,
) -> Vec<Element<'a, Message>> {
    let saved = match file {
        Some(path) => tr.format(
            "settings-saved-in",
            &[("file", arg(path.display().to_string()))],
        ),
        None => tr.text("settings-not-saved"),
    };
    vec![
        text(tr.format(
            "settings-window",
            &[
                ("width", arg(settings.window.width.round() as i64)),
                ("height", arg(settings.window.height.round() as i64)),
            ],
        ))
        .size(13)
        .into(),
        text(saved).size(12).into(),
        button(text(tr.text("settings-done")))
            .on_press(Message::Done)
            .into(),
    ]
}

/// What the settings screen publishes.
#[derive(Clone, Debug)]
pub enum Message {
    Change(Change),
    Done,
}
