//! The opening explorer: the book's openings, each with its moves, its idea,
//! how it fared in real games, and a small board to step through the line.

use super::Message;
use super::board::Board;
use super::practice::{LevelChoice, SideChoice};
use crate::board_style::Palette;
use crate::bot::LEVELS;
use crate::openings::{Opening, book, shipped_stats};
use crate::{Move, Position, Side, Square, Variant};
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
    problem: Option<String>,
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
                self.problem = Some(e);
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
                    self.problem = Some(format!("{mv} cannot be played: {e}"));
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

    pub fn view(&self, palette: Palette) -> Element<'_, Message> {
        let bar = row![
            text("Openings of the book").size(20),
            space::horizontal(),
            button(text("Back to the game")).on_press(Message::CloseExplorer),
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
                button(text(o.name()).size(14))
                    .style(style)
                    .width(Fill)
                    .on_press(Message::ExplorerSelect(k)),
            );
        }
        let list = scrollable(container(list).padding([0, 12]))
            .width(Length::Fixed(280.0))
            .height(Fill);
        let details = match book().openings.get(self.selected) {
            Some(o) => self.details(o),
            None => text("The book is empty.").into(),
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
                self.board_column(palette),
            ]
            .spacing(12)
        ]
        .spacing(8)
        .padding(10)
        .into()
    }

    fn details<'a>(&self, o: &'a Opening) -> Element<'a, Message> {
        let mut page = column![text(o.name()).size(24)].spacing(10);
        page = page.push(labelled("Moves", o.moves.join(", ")));
        page = page.push(labelled("In the book's table", o.table_notation()));
        page = page.push(text(&o.description));
        if !o.note.is_empty() {
            page = page.push(text(&o.note).size(14));
        }
        let stats = shipped_stats();
        let fared = match stats.get(&o.name()) {
            Some(s) if s.games > 0 => {
                let pct = 100.0 * s.defender_wins as f64 / s.games as f64;
                format!(
                    "Played in {} of the {} games: attackers won {}, defenders won {}, \
                     other {} (defenders {pct:.0}%).",
                    s.games,
                    thousands(stats.games),
                    s.attacker_wins,
                    s.defender_wins,
                    s.other
                )
            }
            Some(_) => format!("Not played in any of the {} games.", thousands(stats.games)),
            None => "No figures for this opening.".to_string(),
        };
        page = page.push(labelled("In real games", fared));
        let sides = [SideChoice(Side::Attackers), SideChoice(Side::Defenders)];
        let levels: Vec<LevelChoice> = (0..LEVELS.len()).map(LevelChoice).collect();
        page = page.push(space::Space::new().height(6));
        page = page.push(text("Practice").size(18));
        page = page.push(text(
            "The other side plays its book moves at once; you must find yours. \
             When the line ends, a bot takes over the other side.",
        ));
        page = page.push(
            row![
                text("Play as"),
                pick_list(sides, Some(SideChoice(self.side)), |c: SideChoice| {
                    Message::PracticeSide(c.0)
                }),
                text("then the bot"),
                pick_list(levels, Some(LevelChoice(self.level)), |c: LevelChoice| {
                    Message::PracticeLevel(c.0)
                }),
                text("plays on."),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        );
        page = page.push(
            button(text("Practise this opening"))
                .on_press_maybe(self.problem.is_none().then_some(Message::StartPractice)),
        );
        page.into()
    }

    fn board_column(&self, palette: Palette) -> Element<'_, Message> {
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
            None if n == 1 => "Start position (1 move in the line)".to_string(),
            None => format!("Start position ({n} moves in the line)"),
            Some(mv) => {
                let takes: Vec<String> = captured.iter().map(Square::to_string).collect();
                let takes = if takes.is_empty() {
                    String::new()
                } else {
                    format!(", takes {}", takes.join(" and "))
                };
                format!("Move {k} of {n}: {mv}{takes}")
            }
        };
        let b = |label: &'static str, to: usize, enabled: bool| {
            button(text(label)).on_press_maybe(enabled.then_some(Message::ExplorerStep(to)))
        };
        let steps = row![
            b("Start", 0, k > 0),
            b("◀", k.saturating_sub(1), k > 0),
            b("▶", (k + 1).min(n), k < n),
            b("End", n, k < n),
        ]
        .spacing(6);
        let mut col = column![board, text(label).size(14), steps]
            .spacing(8)
            .align_x(Alignment::Center);
        if let Some(p) = &self.problem {
            col = col.push(text(p.clone()).size(13));
        }
        container(col).width(Length::Fixed(BOARD_PX + 10.0)).into()
    }
}

fn labelled<'a>(label: &'a str, value: String) -> Element<'a, Message> {
    column![text(label).size(13), text(value)].spacing(2).into()
}

/// 1752 as "1,752".
fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}
