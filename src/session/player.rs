//! Who sits at each side of the board: a person, a level of the search
//! bot, or one of the Fetlar paper's strategies.

use crate::Side;
use crate::bot::strategy::strategies;
use crate::bot::{Bot, LEVELS, Limits};
use crate::contest::player::PlayerSetting;
use crate::i18n::locale::{Locale, arg};
use crate::i18n::wording;

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Person,
    /// A search bot of [`LEVELS`]`[k]`.
    Bot(usize),
    /// Seed 000's strategy [`strategies`]`()[k]`.
    Strategy(usize),
}

/// Marks a name on a sheet as one of Taflbord's players, so a reopened
/// game gets its bot back: the level's (or strategy's) English name, the
/// same in every language, then this.
const OURS: &str = " (Taflbord)";

impl Player {
    /// The name a sheet gives this seat: a person's own name (perhaps
    /// none), a bot's level or strategy marked as Taflbord's.
    pub fn sheet_name(self, person: &str) -> String {
        match self {
            Player::Person => person.trim().to_owned(),
            Player::Bot(k) => format!("{}{OURS}", LEVELS[k].name),
            Player::Strategy(k) => format!("{}{OURS}", strategies()[k].name),
        }
    }

    /// Who a sheet's name stands for: one of Taflbord's bots, or a person
    /// (with that name).
    pub fn from_sheet_name(name: &str) -> (Player, String) {
        let name = name.trim();
        let ours = name.strip_suffix(OURS).map(str::trim);
        let bot = ours.and_then(|n| {
            LEVELS
                .iter()
                .position(|l| l.name.eq_ignore_ascii_case(n) || l.id.eq_ignore_ascii_case(n))
                .map(Player::Bot)
                .or_else(|| {
                    strategies()
                        .iter()
                        .position(|s| s.name == n)
                        .map(Player::Strategy)
                })
        });
        match bot {
            Some(bot) => (bot, String::new()),
            None => (Player::Person, name.to_owned()),
        }
    }

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

    /// A new bot for this seat, seeded with `seed`; none for a person.
    pub fn bot(self, seed: u64) -> Option<Box<dyn Bot>> {
        match self {
            Player::Person => None,
            Player::Bot(k) => Some(LEVELS[k].bot(seed)),
            Player::Strategy(k) => Some((strategies()[k].make)(seed)),
        }
    }

    /// How long this seat's bot may think; none for a person.
    pub fn limits(self) -> Option<Limits> {
        match self {
            Player::Person => None,
            Player::Bot(k) => Some(LEVELS[k].limits),
            Player::Strategy(_) => Some(Limits::default()),
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
