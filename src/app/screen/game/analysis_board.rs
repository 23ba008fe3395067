//! The analysis board on the game screen: the engine thinks about the
//! position on the board without end, and the panel shows an evaluation
//! bar, its best lines (each a button that plays the line out as a
//! variation), the depth and the nodes. Any change of the position starts
//! a new search at once.

use super::{Game, Message};
use crate::Side;
use crate::analysis::curve_for;
use crate::analysis::live::{Engine, Thinking};
use crate::bot::{Lines, MAX_LINES};
use crate::engine::position::Position;
use crate::i18n::locale::arg;
use crate::i18n::wording;
use iced::widget::{button, column, container, row, text};
use iced::{Element, Fill, Length, Task};

/// The widget id of the analysis panel.
pub const ANALYSIS_ID: &str = "analysis-board";

/// Lines shown when the analysis board opens.
const FIRST_LINES: usize = 3;

/// Moves of a line shown on its button.
const SHOWN_MOVES: usize = 8;

/// The analysis board while it is on.
pub struct AnalysisBoard {
    engine: Engine,
    /// How many lines the engine looks for.
    pub count: usize,
    thinking: Option<Thinking>,
    last_id: u64,
    /// The latest depth's lines, for the position of `key`.
    lines: Option<Lines>,
    /// The position the search runs on: its hash and ply.
    key: (u64, usize),
    /// The search ended by itself (everything decided, or deepest depth).
    finished: bool,
}

impl AnalysisBoard {
    pub fn new() -> AnalysisBoard {
        AnalysisBoard {
            engine: Engine::new(),
            count: FIRST_LINES,
            thinking: None,
            last_id: 0,
            lines: None,
            key: (0, 0),
            finished: false,
        }
    }

    /// The lines found so far for the position on the board.
    pub fn lines(&self) -> Option<&Lines> {
        self.lines.as_ref()
    }

    /// Stops the engine (the analysis board closes, or the window).
    pub fn stop(&mut self) {
        self.thinking = None;
    }

    /// Starts thinking about `pos` (the old search stops); no search on a
    /// finished game.
    fn restart(&mut self, pos: &Position, key: (u64, usize), threads: usize) -> Task<Message> {
        self.thinking = None;
        self.lines = None;
        self.finished = false;
        self.key = key;
        if pos.outcome().is_some() {
            self.finished = true;
            return Task::none();
        }
        self.last_id += 1;
        let (tx, rx) = iced::futures::channel::mpsc::unbounded();
        let thinking =
            self.engine
                .start(self.last_id, pos, self.count, threads, move |id, lines| {
                    // The receiver is gone only when the app no longer wants it.
                    let _ = tx.unbounded_send(Message::Analysis(id, lines.map(Box::new)));
                });
        if !thinking.started() {
            return Task::none();
        }
        self.thinking = Some(thinking);
        Task::run(rx, std::convert::identity)
    }

    /// What the engine sent: kept if it is about the current search.
    fn heard(&mut self, id: u64, lines: Option<Box<Lines>>) {
        if id != self.last_id || self.thinking.is_none() {
            return;
        }
        match lines {
            Some(lines) => self.lines = Some(*lines),
            None => self.finished = true,
        }
    }
}

impl Default for AnalysisBoard {
    fn default() -> Self {
        AnalysisBoard::new()
    }
}

impl Game {
    /// Opens or closes the analysis board. Opening it gives both sides to
    /// the hands of the person at the board.
    pub(super) fn toggle_analysis(&mut self) -> Task<Message> {
        if let Some(mut a) = self.analysis.take() {
            a.stop();
            return Task::none();
        }
        self.session.to_analysis_board();
        self.analysis = Some(AnalysisBoard::new());
        self.restart_analysis(true)
    }

    /// Restarts the analysis when the position on the board is not the
    /// one it thinks about (or always, when `force`).
    pub(super) fn restart_analysis(&mut self, force: bool) -> Task<Message> {
        let key = self.board_key();
        let pos = self.session.record().position().clone();
        let threads = self.session.seats().engine_threads();
        match &mut self.analysis {
            Some(a) if force || a.key != key => a.restart(&pos, key, threads),
            _ => Task::none(),
        }
    }

    pub(super) fn analysis_heard(&mut self, id: u64, lines: Option<Box<Lines>>) -> Task<Message> {
        if let Some(a) = &mut self.analysis {
            a.heard(id, lines);
        }
        Task::none()
    }

    /// Looks for `count` lines from now on.
    pub(super) fn set_analysis_lines(&mut self, count: usize) -> Task<Message> {
        match &mut self.analysis {
            Some(a) if (1..=MAX_LINES).contains(&count) && a.count != count => {
                a.count = count;
                self.restart_analysis(true)
            }
            _ => Task::none(),
        }
    }

    /// The moves of line `k`, when they are for the position on the board.
    pub(super) fn analysis_line(&self, k: usize) -> Option<Vec<crate::Move>> {
        let a = self.analysis.as_ref()?;
        if a.key != self.board_key() {
            return None;
        }
        Some(a.lines.as_ref()?.lines.get(k)?.moves.clone())
    }

    /// The analysis board's part of the panel: the evaluation bar, the
    /// search's depth and nodes, the lines and how many to show.
    pub(super) fn analysis_panel(&self) -> Option<Element<'_, Message>> {
        let a = self.analysis.as_ref()?;
        let tr = self.locale();
        let pos = self.session.record().position();
        let notation = self.notation;
        // Scores are shown for the attackers, as on the evaluation graph.
        let for_attackers = |score: i32| {
            if pos.turn() == Side::Attackers {
                score
            } else {
                -score
            }
        };
        let best = a.lines.as_ref().and_then(|l| l.lines.first());
        let chance = match (pos.outcome(), best) {
            (Some(o), _) => match o.winner {
                Some(Side::Attackers) => 1.0,
                Some(Side::Defenders) => 0.0,
                None => 0.5,
            },
            (None, Some(line)) => {
                curve_for(pos.variant()).chance(for_attackers(line.score), Side::Attackers)
            }
            (None, None) => 0.5,
        };
        let bar = eval_bar(chance);
        let chances = row![
            text(format!(
                "{} {:.0} %",
                wording::side(tr, Side::Attackers),
                chance * 100.0
            ))
            .size(13)
            .width(Fill),
            text(format!(
                "{:.0} % {}",
                (1.0 - chance) * 100.0,
                wording::side(tr, Side::Defenders)
            ))
            .size(13),
        ];
        let state = match &a.lines {
            _ if pos.outcome().is_some() => tr.text("analysis-game-over"),
            Some(l) => tr.format(
                "analysis-depth",
                &[
                    ("depth", arg(l.depth)),
                    ("knodes", arg(l.nodes / 1000)),
                    ("knps", arg(l.nodes_per_second / 1000)),
                ],
            ),
            None => tr.text("analysis-starting"),
        };
        let state = if a.finished && pos.outcome().is_none() {
            format!("{state} · {}", tr.text("analysis-finished"))
        } else {
            state
        };
        let count_button = |label: &'static str, to: usize| {
            let ok = (1..=MAX_LINES).contains(&to);
            button(text(label).size(13))
                .padding([1, 8])
                .on_press_maybe(ok.then_some(Message::AnalysisLines(to)))
        };
        let header = row![
            text(state).size(13).width(Fill),
            text(tr.format("analysis-lines", &[("count", arg(a.count))])).size(13),
            count_button("−", a.count.wrapping_sub(1)),
            count_button("+", a.count + 1),
        ]
        .spacing(4)
        .align_y(iced::Alignment::Center);
        let mut lines = column![].spacing(2);
        if let Some(found) = &a.lines {
            for (k, line) in found.lines.iter().enumerate() {
                let score = wording::score(tr, for_attackers(line.score), pos.variant());
                let moves = moves_words(pos, &line.moves, notation);
                let label =
                    row![text(score).size(13), text(moves).size(13).width(Fill),].spacing(6);
                lines = lines.push(
                    button(label)
                        .width(Fill)
                        .padding([2, 6])
                        .style(button::secondary)
                        .on_press(Message::PlayLine(k)),
                );
            }
        }
        let panel = column![bar, chances, header, lines].spacing(4);
        Some(container(panel).id(ANALYSIS_ID).into())
    }
}

/// The attackers' winning chance as a bar: their part dark, the
/// defenders' light, as the pieces are.
fn eval_bar(chance: f64) -> Element<'static, Message> {
    let attackers = (chance * 1000.0).round().clamp(1.0, 999.0) as u16;
    let part = |portion: u16, dark: bool| {
        container(text(""))
            .width(Length::FillPortion(portion))
            .height(Length::Fixed(12.0))
            .style(move |_: &iced::Theme| {
                let shade = if dark { 0.12 } else { 0.93 };
                container::Style::default().background(iced::Color::from_rgb(shade, shade, shade))
            })
    };
    container(row![part(attackers, true), part(1000 - attackers, false)])
        .style(container::bordered_box)
        .padding(1)
        .into()
}

/// The first moves of a line from `pos`, in the player's notation.
fn moves_words(
    pos: &Position,
    line: &[crate::Move],
    notation: crate::notation::shown::Notation,
) -> String {
    let mut pos = pos.clone();
    let mut words = Vec::new();
    for &mv in line.iter().take(SHOWN_MOVES) {
        words.push(notation.word(&pos, mv));
        if pos.play(mv).is_err() {
            break;
        }
    }
    if line.len() > SHOWN_MOVES {
        words.push("…".to_owned());
    }
    words.join(" ")
}
