//! The new-game screen: choose the variant, and for each side a person,
//! a level of the search bot, or one of seed 000's strategies.

use super::Message;
use super::choice::{Choice, choices};
use crate::bot::strategy::strategies;
use crate::bot::{LEVELS, Limits};
use crate::i18n::locale::{Locale, arg};
use crate::i18n::wording;
use crate::store::settings::PlayerSetting;
use crate::{Side, Variant};
use iced::Element;
use iced::widget::{button, checkbox, column, container, pick_list, row, text};
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

impl Player {
    /// "Person", "Bot: Karl", "Strategy: Aggressive", in the player's language.
    pub fn label(self, tr: &Locale) -> String {
        match self {
            Player::Person => tr.text("player-person"),
            Player::Bot(k) => {
                tr.format("player-bot", &[("level", arg(wording::level_name(tr, k)))])
            }
            Player::Strategy(k) => tr.format(
                "player-strategy",
                &[("strategy", arg(wording::strategy_name(tr, k)))],
            ),
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

impl VariantChoice {
    /// "Brandubh (7×7)", in the player's language.
    pub fn label(&self, tr: &Locale) -> String {
        tr.format(
            "variant-with-size",
            &[
                ("name", arg(wording::variant_name(tr, &self.0))),
                ("size", arg(self.0.size())),
            ],
        )
    }
}

/// The variants as pick-list entries.
pub fn variant_choices(all: &[Arc<Variant>], tr: &Locale) -> Vec<Choice<VariantChoice>> {
    choices(all.iter().cloned().map(VariantChoice), |v| v.label(tr))
}

/// Players as pick-list entries.
pub fn player_choices(players: Vec<Player>, tr: &Locale) -> Vec<Choice<Player>> {
    choices(players, |p| p.label(tr))
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
pub fn view<'a>(all: &[Arc<Variant>], form: &'a Form, tr: &Locale) -> Element<'a, Message> {
    let size = form.variant.0.size();
    let labelled = |label: String, widget: Element<'a, Message>| {
        column![text(label).size(13), widget].spacing(2)
    };
    let choices = |side| {
        player_choices(
            if form.matchup {
                Player::matchup_choices()
            } else {
                Player::choices(side, size)
            },
            tr,
        )
    };
    let (first, second) = if form.matchup {
        (tr.text("new-game-challenger"), tr.text("new-game-opponent"))
    } else {
        (
            wording::side(tr, Side::Attackers),
            wording::side(tr, Side::Defenders),
        )
    };
    let chosen = |side: Side| {
        let p = form.players[usize::from(side == Side::Defenders)];
        Some(Choice::new(p, p.label(tr)))
    };
    // A bot's pick list, with what playing that level is like under it.
    let player = |label: String, side: Side| {
        let list = pick_list(choices(side), chosen(side), move |c| {
            Message::ChoosePlayer(side, c.value)
        });
        let mut column = column![text(label).size(13), list].spacing(2);
        if let Player::Bot(k) = form.players[usize::from(side == Side::Defenders)] {
            column = column.push(text(wording::level_description(tr, k)).size(12));
        }
        column
    };
    let variant = Choice::new(form.variant.clone(), form.variant.label(tr));
    let mut body = column![
        text(tr.text("new-game-title")).size(18),
        column![
            labelled(
                tr.text("new-game-variant"),
                pick_list(variant_choices(all, tr), Some(variant), |c| {
                    Message::ChooseVariant(c.value)
                })
                .into()
            ),
            player(first, Side::Attackers),
            player(second, Side::Defenders),
            checkbox(form.matchup)
                .label(tr.text("new-game-matchup"))
                .on_toggle(Message::ToggleMatchup),
        ]
        .spacing(12),
    ]
    .spacing(8);
    if form.matchup {
        body = body.push(text(tr.text("new-game-matchup-explained")).size(13));
    }
    body = body.push(
        row![
            button(text(tr.text("new-game-start"))).on_press(Message::StartGame),
            button(text(tr.text("button-rules")))
                .on_press(Message::ShowRules(form.variant.0.id().to_string())),
            button(text(tr.text("new-game-cancel"))).on_press(Message::CancelNewGame),
        ]
        .spacing(8)
        .wrap(),
    );
    container(body).padding(10).into()
}
