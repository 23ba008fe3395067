//! Tool buttons: an icon, a tooltip naming the action and its key, and a
//! widget id so tests (and screen readers' future) can find the button
//! without words on it.

use iced::widget::{button, container, svg, text, tooltip};
use iced::{Element, Length, Theme};
use std::sync::LazyLock;

/// The drawings of the tool buttons (`assets/icons/`, one 24×24 stroke
/// drawing each, tinted with the button's text colour).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Icon {
    NewGame,
    Open,
    Save,
    Flip,
    Undo,
    Redo,
    ToStart,
    Back,
    Forward,
    ToEnd,
    Replay,
    StopReplay,
    Hint,
    MoveNow,
    PauseBots,
    ResumeBots,
    Menu,
}

macro_rules! icons {
    ($($icon:ident => $file:literal),* $(,)?) => {
        impl Icon {
            fn handle(self) -> &'static svg::Handle {
                $(
                    #[allow(non_upper_case_globals)]
                    static $icon: LazyLock<svg::Handle> = LazyLock::new(|| {
                        svg::Handle::from_memory(include_bytes!(concat!(
                            "../../../assets/icons/",
                            $file
                        )))
                    });
                )*
                match self {
                    $(Icon::$icon => &$icon,)*
                }
            }
        }
    };
}

icons! {
    NewGame => "new-game.svg",
    Open => "open.svg",
    Save => "save.svg",
    Flip => "flip.svg",
    Undo => "undo.svg",
    Redo => "redo.svg",
    ToStart => "to-start.svg",
    Back => "back.svg",
    Forward => "forward.svg",
    ToEnd => "to-end.svg",
    Replay => "replay.svg",
    StopReplay => "stop.svg",
    Hint => "hint.svg",
    MoveNow => "move-now.svg",
    PauseBots => "pause.svg",
    ResumeBots => "resume.svg",
    Menu => "menu.svg",
}

/// The side of an icon, in logical pixels.
pub const ICON: f32 = 20.0;

/// A button showing `icon`, with `tip` (the action, and its key when it
/// has one) beside it on hover, on the `side` with room; `id` names it
/// for tests. Without `message` it is shown greyed out.
pub fn tool<'a, Message: Clone + 'a>(
    icon: Icon,
    tip: String,
    side: tooltip::Position,
    id: &'static str,
    message: Option<Message>,
) -> Element<'a, Message> {
    let enabled = message.is_some();
    let picture = svg(icon.handle().clone())
        .width(Length::Fixed(ICON))
        .height(Length::Fixed(ICON))
        .style(move |theme: &Theme, _| {
            let palette = theme.extended_palette();
            let ink = if enabled {
                palette.background.base.text
            } else {
                palette.background.strong.color
            };
            svg::Style { color: Some(ink) }
        });
    let button = button(picture)
        .padding(6)
        .style(style)
        .on_press_maybe(message);
    let tip = container(text(tip).size(13))
        .padding(6)
        .style(container::rounded_box);
    container(tooltip(button, tip, side).gap(4)).id(id).into()
}

/// Flat until the pointer is over it: a row of tools stays calm.
fn style(theme: &Theme, status: button::Status) -> button::Style {
    let palette = theme.extended_palette();
    let background = match status {
        button::Status::Hovered => Some(palette.background.weak.color.into()),
        button::Status::Pressed => Some(palette.background.strong.color.into()),
        button::Status::Active | button::Status::Disabled => None,
    };
    button::Style {
        background,
        text_color: palette.background.base.text,
        border: iced::border::rounded(4),
        ..button::Style::default()
    }
}

/// A tooltip's words: the action, and its key when it has one.
pub fn tip(action: String, key: Option<String>) -> String {
    match key {
        Some(key) => format!("{action} ({key})"),
        None => action,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tip_names_the_key_when_there_is_one() {
        assert_eq!(tip("Undo".into(), Some("Ctrl+Z".into())), "Undo (Ctrl+Z)");
        assert_eq!(tip("More".into(), None), "More");
    }
}
