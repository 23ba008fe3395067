//! The opening explorer: the book's openings, each with its moves, its idea,
//! how it fared in real games, and a small board to step through the line.

use crate::app::widget::board::Board;
use crate::app::widget::choice::{Choice, choices};
use crate::bot::LEVELS;
use crate::i18n::locale::{Locale, arg};
use crate::i18n::wording;
use crate::learn::opening_words;
use crate::learn::openings::{Opening, book, shipped_stats};
use crate::notation::shown::Notation;
use crate::render::board_style::Palette;
use crate::{IllegalMove, Move, Position, Side, Square, Variant};
use iced::widget::{
    button, canvas, column, container, pick_list, row, rule, scrollable, space, text,
};
use iced::{Alignment, Element, Fill, Length};
use std::sync::Arc;

/// Side length of the board.
const BOARD_PX: f32 = 300.0;

/// The explorer's state: which opening, how far into it, and the practice
/// choices.
pub struct Explorer {
    selected: usize,
    step: usize,
    /// The positions of the selected line, from the start: one more than moves.
    positions: Vec<Position>,
    moves: Vec<Move>,
    /// Squares emptied by each move.
    captured: Vec<Vec<Square>>,
    /// Why the line could not be played, if it could not.
    problem: Option<Problem>,
    variant: Arc<Variant>,
    side: Side,
    level: usize,
}

impl Explorer {
    /// The explorer on `variant` (Copenhagen), showing the book's opening
    /// number `selected`.
    pub fn new(variant: Arc<Variant>, selected: usize) -> Explorer {
        let mut e = Explorer {
            selected: 0,
            step: 0,
            positions: Vec::new(),
            moves: Vec::new(),
            captured: Vec::new(),
            problem: None,
            variant,
            side: Side::Attackers,
            level: 0,
        };
        e.select(selected);
        e
    }

    /// Shows the opening number `k`, at its start.
    pub fn select(&mut self, k: usize) {
        let k = k.min(book().openings.len().saturating_sub(1));
        self.selected = k;
        self.step = 0;
        self.problem = None;
        let mut pos = Position::new(self.variant.clone());
        self.positions = vec![pos.clone()];
        self.moves.clear();
        self.captured.clear();
        let line = match book().openings.get(k).map(Opening::line) {
            Some(Ok(line)) => line,
            Some(Err(e)) => {
                self.problem = Some(Problem::Unreadable(e.to_string()));
                return;
            }
            None => return,
        };
        for mv in line {
            match pos.play(mv) {
                Ok(played) => {
                    self.captured
                        .push(played.captures.iter().map(|c| c.square).collect());
                    self.moves.push(mv);
                    self.positions.push(pos.clone());
                }
                Err(e) => {
                    self.problem = Some(Problem::Unplayable(mv, e));
                    return;
                }
            }
        }
    }

    pub fn selected(&self) -> usize {
        self.selected
    }

    /// How many moves of the line the board shows.
    pub fn step(&self) -> usize {
        self.step
    }

    pub fn go_to(&mut self, step: usize) {
        self.step = step.min(self.moves.len());
    }

    pub fn side(&self) -> Side {
        self.side
    }

    pub fn set_side(&mut self, side: Side) {
        self.side = side;
    }

    pub fn level(&self) -> usize {
        self.level
    }

    pub fn set_level(&mut self, level: usize) {
        self.level = level.min(LEVELS.len() - 1);
    }

    pub fn view(&self, palette: Palette, notation: Notation, tr: &Locale) -> Element<'_, Message> {
        let bar = row![
            text(tr.text("explorer-title")).size(20),
            space::horizontal(),
            button(text(tr.text("back-to-game"))).on_press(Message::Back),
        ]
        .spacing(10)
        .align_y(Alignment::Center);
        let mut list = column![].spacing(4);
        for (k, o) in book().openings.iter().enumerate() {
            let style = if k == self.selected {
                button::primary
            } else {
                button::text
            };
            list = list.push(
                button(text(tr.text(&o.message_id())).size(14))
                    .style(style)
                    .width(Fill)
                    .on_press(Message::Select(k)),
            );
        }
        let list = scrollable(container(list).padding([0, 12]))
            .width(Length::Fixed(280.0))
            .height(Fill);
        let details = match book().openings.get(self.selected) {
            Some(o) => self.details(o, notation, tr),
            None => text(tr.text("explorer-empty")).into(),
        };
        column![
            bar,
            rule::horizontal(1),
            row![
                list,
                rule::vertical(1),
                scrollable(container(details).padding([0, 12]))
                    .width(Fill)
                    .height(Fill),
                self.board_column(palette, notation, tr),
            ]
            .spacing(12)
        ]
        .spacing(8)
        .padding(10)
        .into()
    }

    fn details<'a>(&self, o: &'a Opening, notation: Notation, tr: &Locale) -> Element<'a, Message> {
        let mut page = column![text(tr.text(&o.message_id())).size(24)].spacing(10);
        // The line in the notation of the whole window.
        let moves: Vec<String> = self
            .positions
            .iter()
            .zip(&self.moves)
            .map(|(before, &mv)| notation.word(before, mv))
            .collect();
        page = page.push(labelled(tr.text("explorer-moves"), moves.join(", ")));
        page = page.push(text(opening_words::opening_description(tr, o)));
        if let Some(note) = opening_words::opening_note(tr, o) {
            page = page.push(text(note).size(14));
        }
        let stats = shipped_stats();
        let all = ("all", arg(stats.games));
        let fared = match stats.get(&o.name()) {
            Some(s) if s.games > 0 => {
                let pct = (100.0 * s.defender_wins as f64 / s.games as f64).round() as i64;
                tr.format(
                    "explorer-played",
                    &[
                        ("games", arg(s.games)),
                        all,
                        ("attackers", arg(s.attacker_wins)),
                        ("defenders", arg(s.defender_wins)),
                        ("other", arg(s.other)),
                        ("percent", arg(pct)),
                    ],
                )
            }
            Some(_) => tr.format("explorer-not-played", &[all]),
            None => tr.text("explorer-no-figures"),
        };
        page = page.push(labelled(tr.text("explorer-real-games"), fared));
        let side_label = |s: &Side| wording::side(tr, *s);
        let sides = choices([Side::Attackers, Side::Defenders], side_label);
        let levels = choices(0..LEVELS.len(), |k| wording::level_name(tr, *k));
        page = page.push(space::Space::new().height(6));
        page = page.push(text(tr.text("explorer-practice")).size(18));
        page = page.push(text(tr.text("explorer-practice-explained")));
        page = page.push(
            row![
                text(tr.text("explorer-play-as")),
                pick_list(
                    sides,
                    Some(Choice::new(self.side, side_label(&self.side))),
                    |c| Message::Side(c.value)
                ),
                text(tr.text("explorer-then-the-bot")),
                pick_list(
                    levels,
                    Some(Choice::new(self.level, wording::level_name(tr, self.level))),
                    |c| Message::Level(c.value)
                ),
                text(tr.text("explorer-plays-on")),
            ]
            .spacing(8)
            .align_y(Alignment::Center)
            .wrap(),
        );
        page = page.push(
            button(text(tr.text("explorer-practise")))
                .on_press_maybe(self.problem.is_none().then_some(Message::Practise)),
        );
        page.into()
    }

    fn board_column(
        &self,
        palette: Palette,
        notation: Notation,
        tr: &Locale,
    ) -> Element<'_, Message> {
        let k = self.step.min(self.positions.len().saturating_sub(1));
        let Some(position) = self.positions.get(k) else {
            return space::Space::new().into();
        };
        let last = k.checked_sub(1).and_then(|i| self.moves.get(i).copied());
        let captured = k
            .checked_sub(1)
            .and_then(|i| self.captured.get(i).cloned())
            .unwrap_or_default();
        let board = canvas(Board::diagram(position, last, captured.clone(), palette))
            .width(Length::Fixed(BOARD_PX))
            .height(Length::Fixed(BOARD_PX));
        let n = self.moves.len();
        let label = match last {
            None => tr.format("explorer-start-position", &[("count", arg(n))]),
            Some(mv) => {
                let takes: Vec<String> = captured.iter().map(|&sq| notation.square(sq)).collect();
                let args = [
                    ("number", arg(k)),
                    ("count", arg(n)),
                    ("move", arg(notation.word(&self.positions[k - 1], mv))),
                ];
                if takes.is_empty() {
                    tr.format("explorer-move", &args)
                } else {
                    let mut args = args.to_vec();
                    args.push(("captures", arg(takes.join(", "))));
                    tr.format("explorer-move-takes", &args)
                }
            }
        };
        let b = |id: &str, to: usize, enabled: bool| {
            button(text(tr.text(id))).on_press_maybe(enabled.then_some(Message::Step(to)))
        };
        let steps = row![
            b("button-to-start", 0, k > 0),
            b("button-back", k.saturating_sub(1), k > 0),
            b("button-forward", (k + 1).min(n), k < n),
            b("button-to-end", n, k < n),
        ]
        .spacing(6);
        let mut col = column![board, text(label).size(14), steps]
            .spacing(8)
            .align_x(Alignment::Center);
        if let Some(p) = &self.problem {
            let problem = match p {
                Problem::Unplayable(mv, e) => tr.format(
                    "explorer-unplayable",
                    &[
                        ("move", arg(mv.to_string())),
                        ("why", arg(wording::illegal(tr, *e))),
                    ],
                ),
                Problem::Unreadable(e) => e.clone(),
            };
            col = col.push(text(problem).size(13));
        }
        container(col).width(Length::Fixed(BOARD_PX + 10.0)).into()
    }
}

fn labelled<'a>(label: String, value: String) -> Element<'a, Message> {
    column![text(label).size(13), text(value)].spacing(2).into()
}

/// Why the explorer cannot show a line (a slip in the book file).
#[derive(Clone, Debug)]
enum Problem {
    Unplayable(Move, IllegalMove),
    /// The book's own message, for developers.
    Unreadable(String),
}

/// What the explorer publishes.
#[derive(Clone, Debug)]
pub enum Message {
    /// Show the book's opening number k.
    Select(usize),
    /// Show the line after k of its moves.
    Step(usize),
    /// Practise as this side.
    Side(Side),
    /// The bot level that plays on after the line.
    Level(usize),
    Practise,
    Back,
}

/// What the explorer asks of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Practise {
        opening: usize,
        side: Side,
        level: usize,
    },
    Back,
}

impl Explorer {
    pub fn update(&mut self, message: Message) -> Option<Event> {
        match message {
            Message::Select(k) => self.select(k),
            Message::Step(k) => self.go_to(k),
            Message::Side(side) => self.set_side(side),
            Message::Level(level) => self.set_level(level),
            Message::Practise => {
                return Some(Event::Practise {
                    opening: self.selected(),
                    side: self.side(),
                    level: self.level(),
                });
            }
            Message::Back => return Some(Event::Back),
        }
        None
    }
}
