//! The new-game screen: choose the variant and the clock, then play the
//! computer in one click (its level, your side), or choose for each side a
//! person, a level of the search bot, or one of the Fetlar paper's
//! strategies. The clock: none, a common Fischer control, or one written
//! out.

use crate::app::widget::choice::{Choice, choices};
use crate::bot::LEVELS;
use crate::clock::TimeControl;
use crate::i18n::locale::{Locale, arg};
use crate::i18n::wording;
use crate::session::{Player, seat};
use crate::{Side, Variant};
use iced::widget::{
    button, checkbox, column, container, pick_list, row, scrollable, space, text, text_input,
};
use iced::{Element, Length};
use std::sync::Arc;

/// A variant in the new-game list.
#[derive(Clone, Debug)]
pub struct VariantChoice(pub Arc<Variant>);

impl PartialEq for VariantChoice {
    fn eq(&self, other: &Self) -> bool {
        self.0.id() == other.0.id()
    }
}

impl VariantChoice {
    /// "Brandubh (7×7)", in the player's language; a name that already
    /// says its size ("Book of Strategy 13×13") is left as it is.
    pub fn label(&self, tr: &Locale) -> String {
        let name = wording::variant_name(tr, &self.0);
        let n = self.0.size();
        if name.contains(&format!("{n}×{n}")) || name.contains(&format!("{n} × {n}")) {
            return name;
        }
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

/// An entry of the clock list: a control, or writing one out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockChoice {
    Control(TimeControl),
    Custom,
}

/// The clock list: none, the presets, and a custom control.
fn clock_choices(tr: &Locale) -> Vec<Choice<ClockChoice>> {
    let mut all = vec![ClockChoice::Control(TimeControl::Untimed)];
    all.extend(TimeControl::presets().into_iter().map(ClockChoice::Control));
    all.push(ClockChoice::Custom);
    choices(all, |c| match c {
        ClockChoice::Control(tc) => wording::time_control(tr, *tc),
        ClockChoice::Custom => tr.text("new-game-clock-custom"),
    })
}

/// The widget id of the custom time control field.
pub const CLOCK_ID: &str = "new-game-clock-field";

/// The new-game form: a variant, who plays, and the clock. In a matchup
/// the two players are the challenger and the opponent, who swap sides.
#[derive(Clone, Debug)]
pub struct Form {
    pub variant: VariantChoice,
    pub players: [Player; 2],
    /// The people's names, by seat (kept while a bot sits there).
    pub names: [String; 2],
    pub matchup: bool,
    /// The time control; a custom one that does not read is `None`.
    pub time_control: Option<TimeControl>,
    /// The custom control as typed, while the list says "custom".
    pub custom: Option<String>,
    /// "Play the computer": its level and the person's side.
    pub computer: Computer,
}

/// A game against the computer, as the one-click card chooses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Computer {
    /// The bot's level, in [`LEVELS`].
    pub level: usize,
    /// The side the person plays.
    pub side: Side,
}

impl Computer {
    /// As the last game against a bot had it; a newcomer plays the king's
    /// side against the beginner.
    fn from_players(players: [Player; 2]) -> Computer {
        match players {
            [Player::Person, Player::Bot(level)] => Computer {
                level,
                side: Side::Attackers,
            },
            [Player::Bot(level), Player::Person] => Computer {
                level,
                side: Side::Defenders,
            },
            _ => Computer {
                level: 0,
                side: Side::Defenders,
            },
        }
    }

    /// Who sits where: the person at their side, the bot at the other.
    pub fn players(self) -> [Player; 2] {
        let mut players = [Player::Bot(self.level); 2];
        players[seat(self.side)] = Player::Person;
        players
    }
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

/// The widget ids of the name fields, attackers' then defenders'.
pub const NAME_IDS: [&str; 2] = ["new-game-name-attackers", "new-game-name-defenders"];

/// The room under a player's pick list: a name field, or two lines of a
/// level's description.
const UNDER_PLAYER: f32 = 36.0;

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
    // Under each pick list: a person's name, or what playing that bot
    // level is like, in a space of its own height, so the controls below
    // stay where they are whatever is chosen.
    let player = |label: String, side: Side| {
        let list = pick_list(choices(side), chosen(side), move |c| {
            Message::ChoosePlayer(side, c.value)
        });
        let k = seat(side);
        let under: Element<'a, Message> = match form.players[k] {
            Player::Person => text_input(&tr.text("new-game-name"), &form.names[k])
                .id(NAME_IDS[k])
                .on_input(move |name| Message::Name(side, name))
                .size(14)
                .into(),
            Player::Bot(level) => text(wording::level_description(tr, level)).size(12).into(),
            Player::Strategy(_) => space::vertical().into(),
        };
        column![
            text(label).size(13),
            list,
            container(under).height(Length::Fixed(UNDER_PLAYER))
        ]
        .spacing(2)
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
            clock(form, tr),
            container(computer_card(form, tr, false))
                .padding(10)
                .style(container::bordered_box),
            text(tr.text("new-game-or-choose")).size(13),
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
            button(text(tr.text("new-game-start")))
                .on_press_maybe(form.time_control.is_some().then_some(Message::Start)),
            button(text(tr.text("button-rules")))
                .on_press(Message::ShowRules(form.variant.0.id().to_string())),
            button(text(tr.text("new-game-cancel"))).on_press(Message::Cancel),
        ]
        .spacing(8)
        .wrap(),
    );
    // A short window scrolls the form rather than cut it off.
    scrollable(container(body).padding(10)).into()
}

/// "Play the computer" in one click: the bot's level (and what playing it
/// is like), the person's side, the clock when `with_clock` (the form
/// shows it above), and the button.
pub fn computer_card<'a>(form: &'a Form, tr: &Locale, with_clock: bool) -> Element<'a, Message> {
    let level = form.computer.level;
    let levels = choices(0..LEVELS.len(), |k| wording::level_name(tr, *k));
    let chosen_level = Choice::new(level, wording::level_name(tr, level));
    let side = form.computer.side;
    let sides = choices([Side::Attackers, Side::Defenders], |s| {
        wording::side(tr, *s)
    });
    let chosen_side = Choice::new(side, wording::side(tr, side));
    let labelled = |label: String, widget: Element<'a, Message>| {
        column![text(label).size(13), widget].spacing(2)
    };
    let lists = row![
        labelled(
            tr.text("new-game-computer-level"),
            pick_list(levels, Some(chosen_level), |c| Message::ComputerLevel(
                c.value
            ))
            .into()
        ),
        labelled(
            tr.text("new-game-computer-side"),
            pick_list(sides, Some(chosen_side), |c| Message::ComputerSide(c.value)).into()
        ),
    ]
    .spacing(12)
    .wrap();
    let mut card = column![lists, text(wording::level_description(tr, level)).size(12)].spacing(8);
    if with_clock {
        card = card.push(clock(form, tr));
    }
    let play = button(text(tr.text("new-game-computer")).size(16))
        .padding([8, 18])
        .style(button::primary)
        .on_press_maybe(form.time_control.is_some().then_some(Message::PlayComputer));
    card.push(play).into()
}

/// The clock list, and under it the custom control's field with what it
/// reads as (or why it does not read).
fn clock<'a>(form: &'a Form, tr: &Locale) -> Element<'a, Message> {
    let chosen = match (&form.custom, form.time_control) {
        (Some(_), _) => ClockChoice::Custom,
        (None, Some(tc)) => ClockChoice::Control(tc),
        (None, None) => ClockChoice::Control(TimeControl::Untimed),
    };
    let label = match chosen {
        ClockChoice::Control(tc) => wording::time_control(tr, tc),
        ClockChoice::Custom => tr.text("new-game-clock-custom"),
    };
    let list = pick_list(clock_choices(tr), Some(Choice::new(chosen, label)), |c| {
        Message::ChooseClock(c.value)
    });
    let mut body = column![text(tr.text("new-game-clock")).size(13), list].spacing(2);
    if let Some(custom) = &form.custom {
        let field = text_input(&tr.text("new-game-clock-placeholder"), custom)
            .id(CLOCK_ID)
            .on_input(Message::Clock)
            .size(14);
        let says = match form.time_control {
            Some(tc) => wording::time_control(tr, tc),
            None => tr.text("new-game-clock-unread"),
        };
        body = body.push(field).push(text(says).size(12));
    }
    body.into()
}

/// What the new-game form publishes.
#[derive(Clone, Debug)]
pub enum Message {
    ChooseVariant(VariantChoice),
    ChoosePlayer(Side, Player),
    ChooseClock(ClockChoice),
    /// A custom time control typed.
    Clock(String),
    /// A person's name typed, for a side.
    Name(Side, String),
    ToggleMatchup(bool),
    /// The computer's level on the one-click card.
    ComputerLevel(usize),
    /// The side the person plays against the computer.
    ComputerSide(Side),
    /// Starts the game the one-click card chose.
    PlayComputer,
    Start,
    Cancel,
    ShowRules(String),
}

/// What the form asks of the app.
#[derive(Clone, Debug)]
pub enum Event {
    Start(Form),
    Cancel,
    ShowRules(String),
}

impl Form {
    /// The form as last filled in (the settings keep it).
    pub fn new(
        variant: Arc<Variant>,
        players: [Player; 2],
        names: [String; 2],
        time_control: TimeControl,
    ) -> Form {
        let preset =
            time_control == TimeControl::Untimed || TimeControl::presets().contains(&time_control);
        Form {
            variant: VariantChoice(variant),
            players,
            names,
            matchup: false,
            time_control: Some(time_control),
            custom: (!preset).then(|| time_control.to_string()),
            computer: Computer::from_players(players),
        }
    }

    pub fn update(&mut self, message: Message) -> Option<Event> {
        match message {
            Message::ChooseVariant(v) => {
                // The paper's strategies only play 11×11 boards.
                if v.0.size() != 11 {
                    self.without_strategies();
                }
                self.variant = v;
            }
            Message::ChoosePlayer(side, p) => self.players[seat(side)] = p,
            Message::Name(side, name) => self.names[seat(side)] = name,
            Message::ChooseClock(ClockChoice::Control(tc)) => {
                self.time_control = Some(tc);
                self.custom = None;
            }
            Message::ChooseClock(ClockChoice::Custom) => {
                let text = self.time_control.unwrap_or_default().to_string();
                self.custom = Some(text);
            }
            Message::Clock(text) => {
                self.time_control = TimeControl::parse(&text).ok();
                self.custom = Some(text);
            }
            Message::ToggleMatchup(on) => {
                self.matchup = on;
                // A strategy plays one side only; a matchup swaps sides.
                if on {
                    self.without_strategies();
                }
            }
            Message::ComputerLevel(level) => self.computer.level = level,
            Message::ComputerSide(side) => self.computer.side = side,
            Message::PlayComputer if self.time_control.is_some() => {
                self.players = self.computer.players();
                self.matchup = false;
                return Some(Event::Start(self.clone()));
            }
            Message::PlayComputer => {}
            Message::Start if self.time_control.is_some() => {
                return Some(Event::Start(self.clone()));
            }
            Message::Start => {}
            Message::Cancel => return Some(Event::Cancel),
            Message::ShowRules(id) => return Some(Event::ShowRules(id)),
        }
        None
    }
}
