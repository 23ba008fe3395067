//! The new-game screen: choose the variant, and for each side a person,
//! a level of the search bot, or one of seed 000's strategies.

use super::Message;
use crate::bot::strategy::strategies;
use crate::bot::{LEVELS, Limits};
use crate::settings::PlayerSetting;
use crate::{Side, Variant};
use iced::Element;
use iced::widget::{button, checkbox, column, container, pick_list, row, text};
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

    /// Who can play both sides, as a matchup asks: a person or the search
    /// bot (the paper's strategies play one side each).
    pub fn matchup_choices() -> Vec<Player> {
        let mut all = vec![Player::Person];
        all.extend((0..LEVELS.len()).map(Player::Bot));
        all
    }

    /// The player a setting names; unknown levels or strategies (from an
    /// older or newer settings file) fall back to a person.
    pub fn from_setting(setting: &PlayerSetting) -> Player {
        match setting {
            PlayerSetting::Person => Player::Person,
            PlayerSetting::Bot(id) => LEVELS
                .iter()
                .position(|l| l.id == id)
                .map_or(Player::Person, Player::Bot),
            PlayerSetting::Strategy(name) => strategies()
                .iter()
                .position(|s| s.name == name)
                .map_or(Player::Person, Player::Strategy),
        }
    }

    pub fn setting(self) -> PlayerSetting {
        match self {
            Player::Person => PlayerSetting::Person,
            Player::Bot(k) => PlayerSetting::Bot(LEVELS[k].id.into()),
            Player::Strategy(k) => PlayerSetting::Strategy(strategies()[k].name.into()),
        }
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

/// The new-game form: a variant, and who plays. In a matchup the two
/// players are the challenger and the opponent, who swap sides.
#[derive(Clone, Debug)]
pub struct Form {
    pub variant: VariantChoice,
    pub players: [Player; 2],
    pub matchup: bool,
}

impl Form {
    /// Puts a person where one of the paper's strategies was chosen.
    pub fn without_strategies(&mut self) {
        for p in &mut self.players {
            if matches!(p, Player::Strategy(_)) {
                *p = Player::Person;
            }
        }
    }
}

/// The new-game screen.
pub fn view<'a>(all: &[Arc<Variant>], form: &'a Form) -> Element<'a, Message> {
    let variants: Vec<VariantChoice> = all.iter().cloned().map(VariantChoice).collect();
    let size = form.variant.0.size();
    let labelled = |label: &'a str, widget: Element<'a, Message>| {
        column![text(label).size(13), widget].spacing(2)
    };
    let choices = |side| {
        if form.matchup {
            Player::matchup_choices()
        } else {
            Player::choices(side, size)
        }
    };
    let (first, second) = if form.matchup {
        (
            "Challenger (attacks in the first game of each round)",
            "Opponent",
        )
    } else {
        ("Attackers", "Defenders")
    };
    let mut body = column![
        text("New game").size(18),
        column![
            labelled(
                "Variant",
                pick_list(variants, Some(form.variant.clone()), Message::ChooseVariant).into()
            ),
            labelled(
                first,
                pick_list(choices(Side::Attackers), Some(form.players[0]), |p| {
                    Message::ChoosePlayer(Side::Attackers, p)
                })
                .into()
            ),
            labelled(
                second,
                pick_list(choices(Side::Defenders), Some(form.players[1]), |p| {
                    Message::ChoosePlayer(Side::Defenders, p)
                })
                .into()
            ),
            checkbox(form.matchup)
                .label("Matchup: rounds of two games, sides swapped")
                .on_toggle(Message::ToggleMatchup),
        ]
        .spacing(12),
    ]
    .spacing(8);
    if form.matchup {
        body = body.push(
            text(
                "Each round is two games: the challenger attacks first, then defends. \
                 Whoever wins both games of a round wins the matchup; otherwise \
                 another round is played. Every game is saved.",
            )
            .size(13),
        );
    }
    body = body.push(
        row![
            button(text("Start")).on_press(Message::StartGame),
            button(text("Rules")).on_press(Message::ShowRules(form.variant.0.id().to_string())),
            button(text("Cancel")).on_press(Message::CancelNewGame),
        ]
        .spacing(8),
    );
    container(body).padding(10).into()
}
