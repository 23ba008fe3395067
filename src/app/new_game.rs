//! The new-game screen: choose the variant, and for each side a person,
//! a level of the search bot, or one of seed 000's strategies.

use super::Message;
use crate::bot::strategy::strategies;
use crate::bot::{LEVELS, Limits};
use crate::{Side, Variant};
use iced::Element;
use iced::widget::{button, column, container, pick_list, row, text};
use std::fmt;
use std::sync::Arc;

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Person,
    /// A search bot of [`LEVELS`]`[k]`.
    Bot(usize),
    /// Seed 000's strategy [`strategies`]`()[k]`.
    Strategy(usize),
}

impl Player {
    /// Everyone who can play `side` of a variant with boards of `size`:
    /// a person, the search bot's levels, and on 11×11 boards the paper's
    /// strategies written for that side.
    pub fn choices(side: Side, size: u8) -> Vec<Player> {
        let mut all = vec![Player::Person];
        all.extend((0..LEVELS.len()).map(Player::Bot));
        if size == 11 {
            let list = strategies();
            all.extend(
                (0..list.len())
                    .filter(|&k| list[k].plays(side))
                    .map(Player::Strategy),
            );
        }
        all
    }

    pub(super) fn bot(self, seed: u64) -> Option<(Box<dyn crate::bot::Bot>, Limits)> {
        match self {
            Player::Person => None,
            Player::Bot(k) => Some((LEVELS[k].bot(seed), LEVELS[k].limits)),
            Player::Strategy(k) => Some(((strategies()[k].make)(seed), Limits::default())),
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Person => f.write_str("Person"),
            Player::Bot(k) => write!(f, "Bot: {}", LEVELS[*k].name),
            Player::Strategy(k) => write!(f, "Strategy: {}", strategies()[*k].name),
        }
    }
}

/// A variant in the new-game list.
#[derive(Clone, Debug)]
pub struct VariantChoice(pub Arc<Variant>);

impl PartialEq for VariantChoice {
    fn eq(&self, other: &Self) -> bool {
        self.0.id() == other.0.id()
    }
}

impl fmt::Display for VariantChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.0.size();
        write!(f, "{} ({n}×{n})", self.0.name())
    }
}

/// The new-game screen: variant and who plays each side.
pub fn view<'a>(
    all: &[Arc<Variant>],
    form: &'a (VariantChoice, [Player; 2]),
) -> Element<'a, Message> {
    let variants: Vec<VariantChoice> = all.iter().cloned().map(VariantChoice).collect();
    let size = form.0.0.size();
    let labelled = |label: &'a str, widget: Element<'a, Message>| {
        column![text(label).size(13), widget].spacing(2)
    };
    container(
        column![
            text("New game").size(18),
            column![
                labelled(
                    "Variant",
                    pick_list(variants, Some(form.0.clone()), Message::ChooseVariant).into()
                ),
                labelled(
                    "Attackers",
                    pick_list(
                        Player::choices(Side::Attackers, size),
                        Some(form.1[0]),
                        |p| { Message::ChoosePlayer(Side::Attackers, p) }
                    )
                    .into()
                ),
                labelled(
                    "Defenders",
                    pick_list(
                        Player::choices(Side::Defenders, size),
                        Some(form.1[1]),
                        |p| { Message::ChoosePlayer(Side::Defenders, p) }
                    )
                    .into()
                ),
            ]
            .spacing(12),
            row![
                button(text("Start")).on_press(Message::StartGame),
                button(text("Cancel")).on_press(Message::CancelNewGame),
            ]
            .spacing(8),
        ]
        .spacing(8),
    )
    .padding(10)
    .into()
}
