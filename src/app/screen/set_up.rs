//! Setting up a position: pieces placed square by square on any variant's
//! board, the side to move chosen, the setup checked as it changes (with
//! every reason when it cannot be played), then played, analysed or saved.

use crate::app::screen::new_game::{VariantChoice, variant_choices};
use crate::app::widget::board::{Board, Clicked};
use crate::app::widget::choice::Choice;
use crate::i18n::locale::{Locale, arg};
use crate::i18n::wording;
use crate::notation::shown::Notation;
use crate::render::board_style::Palette;
use crate::{Piece, Position, Setup, SetupError, Side, Square, Variant};
use iced::widget::{button, canvas, column, container, pick_list, row, rule, space, text};
use iced::{Alignment, Element, Fill, Length};
use std::sync::Arc;

/// The most faults named at once; more are counted.
const SHOWN_PROBLEMS: usize = 4;

/// What a click on a square puts there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Brush {
    Piece(Piece),
    Empty,
}

impl Brush {
    const ALL: [Brush; 4] = [
        Brush::Piece(Piece::Attacker),
        Brush::Piece(Piece::Defender),
        Brush::Piece(Piece::King),
        Brush::Empty,
    ];

    fn message_id(self) -> &'static str {
        match self {
            Brush::Piece(Piece::Attacker) => "setup-attacker",
            Brush::Piece(Piece::Defender) => "setup-defender",
            Brush::Piece(Piece::King) => "setup-king",
            Brush::Empty => "setup-empty",
        }
    }
}

#[derive(Clone, Debug)]
pub enum Message {
    Clicked(Square),
    Brush(Brush),
    Turn(Side),
    Variant(VariantChoice),
    Clear,
    /// The variant's own starting position.
    FromStart,
    Play,
    Analyse,
    Save,
    Back,
}

impl From<Clicked> for Message {
    fn from(c: Clicked) -> Self {
        Message::Clicked(c.0)
    }
}

/// What the editor asks of the root: a game from the setup (to play, to
/// analyse or to save), or back to the game.
#[derive(Clone, Debug)]
pub enum Event {
    Back,
    Play(Arc<Variant>, Setup),
    Analyse(Arc<Variant>, Setup),
    Save(Arc<Variant>, Setup),
}

/// The editor's state.
pub struct Editor {
    variant: Arc<Variant>,
    setup: Setup,
    brush: Brush,
    /// The setup as a position, to draw (it may break the rules).
    shown: Position,
}

impl Editor {
    /// Starts from `position` (the board of the game on screen).
    pub fn new(position: &Position) -> Editor {
        let variant = position.variant().clone();
        let setup = position.to_setup();
        Editor::with(variant, setup)
    }

    fn with(variant: Arc<Variant>, setup: Setup) -> Editor {
        let shown = Position::for_editing(variant.clone(), &setup);
        Editor {
            variant,
            setup,
            brush: Brush::Piece(Piece::Attacker),
            shown,
        }
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn variant(&self) -> &Arc<Variant> {
        &self.variant
    }

    /// Everything that keeps the setup from being played; empty when it
    /// can be.
    pub fn problems(&self) -> Vec<SetupError> {
        self.setup.faults(&self.variant)
    }

    fn changed(&mut self) {
        self.shown = Position::for_editing(self.variant.clone(), &self.setup);
    }

    pub fn update(&mut self, message: Message) -> Option<Event> {
        match message {
            Message::Clicked(sq) => {
                let now = self.setup.piece_at(sq);
                let put = match self.brush {
                    // The same piece again empties the square.
                    Brush::Piece(p) if now != Some(p) => Some(p),
                    _ => None,
                };
                self.setup.set(sq, put);
                self.changed();
            }
            Message::Brush(b) => self.brush = b,
            Message::Turn(side) => {
                self.setup.turn = side;
                self.changed();
            }
            Message::Variant(VariantChoice(v)) => {
                let turn = self.setup.turn;
                // Another board size: the new board starts empty.
                if v.size() != self.setup.size {
                    self.setup = Setup::empty(v.size(), turn);
                }
                self.variant = v;
                self.changed();
            }
            Message::Clear => {
                self.setup = Setup::empty(self.variant.size(), self.setup.turn);
                self.changed();
            }
            Message::FromStart => {
                self.setup = self.variant.start().clone();
                self.changed();
            }
            Message::Back => return Some(Event::Back),
            Message::Play | Message::Analyse | Message::Save => {
                if self.setup.check_playable(&self.variant).is_err() {
                    return None;
                }
                let (v, s) = (self.variant.clone(), self.setup.clone());
                return Some(match message {
                    Message::Play => Event::Play(v, s),
                    Message::Analyse => Event::Analyse(v, s),
                    _ => Event::Save(v, s),
                });
            }
        }
        None
    }

    pub fn view<'a>(
        &'a self,
        variants: &[Arc<Variant>],
        palette: Palette,
        tr: &Locale,
    ) -> Element<'a, Message> {
        let board = canvas(Board {
            position: &self.shown,
            selected: None,
            targets: Vec::new(),
            last_move: None,
            hint: None,
            captured: Vec::new(),
            flipped: false,
            cache: None,
            palette,
            coordinates: true,
            interactive: true,
            sliding: None,
            threats: Vec::new(),
            escapes: Vec::new(),
        })
        .width(Fill)
        .height(Fill);
        let current = VariantChoice(self.variant.clone());
        let chosen = Choice::new(current.clone(), current.label(tr));
        let variant = pick_list(variant_choices(variants, tr), Some(chosen), |c| {
            Message::Variant(c.value)
        });
        let mut brushes = row![].spacing(4);
        for b in Brush::ALL {
            brushes = brushes.push(
                button(text(tr.text(b.message_id())).size(14))
                    .style(if b == self.brush {
                        button::primary
                    } else {
                        button::secondary
                    })
                    .on_press(Message::Brush(b)),
            );
        }
        let mut turn = row![text(tr.text("setup-to-move")).size(14)]
            .spacing(4)
            .align_y(Alignment::Center);
        for side in [Side::Attackers, Side::Defenders] {
            turn = turn.push(
                button(text(wording::side(tr, side)).size(14))
                    .style(if side == self.setup.turn {
                        button::primary
                    } else {
                        button::secondary
                    })
                    .on_press(Message::Turn(side)),
            );
        }
        let whole = row![
            button(text(tr.text("setup-clear")).size(14)).on_press(Message::Clear),
            button(text(tr.text("setup-start")).size(14)).on_press(Message::FromStart),
        ]
        .spacing(4);
        let problems = self.problems();
        let verdict: Element<'_, Message> = if problems.is_empty() {
            if self.shown.outcome().is_some() {
                text(tr.text("setup-over")).size(14).into()
            } else {
                text(tr.text("setup-ready"))
                    .size(14)
                    .style(text::success)
                    .into()
            }
        } else {
            // A board full of misplaced pieces would push the buttons away.
            let mut list = column(problems.iter().take(SHOWN_PROBLEMS).map(|e| {
                text(setup_problem(tr, e))
                    .size(14)
                    .style(text::danger)
                    .into()
            }))
            .spacing(2);
            if problems.len() > SHOWN_PROBLEMS {
                let more = problems.len() - SHOWN_PROBLEMS;
                list = list.push(
                    text(tr.format("setup-errors-more", &[("count", arg(more))]))
                        .size(14)
                        .style(text::danger),
                );
            }
            list.into()
        };
        let ready = problems.is_empty();
        let go = |id: &str, m: Message| {
            button(text(tr.text(id)).size(14)).on_press_maybe(ready.then_some(m))
        };
        let actions = row![
            go("setup-play", Message::Play),
            go("setup-analyse", Message::Analyse),
            go("setup-save", Message::Save),
        ]
        .spacing(4);
        let panel = column![
            row![
                text(tr.text("setup-title")).size(20),
                space::horizontal(),
                button(text(tr.text("back-to-game"))).on_press(Message::Back),
            ]
            .align_y(Alignment::Center),
            rule::horizontal(1),
            variant,
            text(tr.text("setup-hint")).size(14),
            brushes,
            turn,
            whole,
            rule::horizontal(1),
            verdict,
            actions,
        ]
        .spacing(10)
        .width(Length::Fixed(380.0));
        // The board's id is the game screen's: one of them shows at a time.
        let board = container(board)
            .id(crate::app::BOARD_ID)
            .width(Fill)
            .height(Fill);
        row![board, panel].spacing(12).padding(10).into()
    }
}

/// Why a setup cannot be played, in the player's language.
pub fn setup_problem(tr: &Locale, e: &SetupError) -> String {
    let square = |sq: Square| Notation::Sheet.square(sq);
    match e {
        SetupError::KingCount(n) => tr.format("setup-error-kings", &[("count", arg(*n))]),
        SetupError::NoAttackers => tr.text("setup-error-no-attackers"),
        SetupError::Forbidden {
            piece: p,
            square: sq,
        } => {
            // A sentence of its own for each piece: the button labels
            // ("King") would be capitalised mid-sentence in most languages.
            let id = match p {
                Piece::Attacker => "setup-error-forbidden-attacker",
                Piece::Defender => "setup-error-forbidden-defender",
                Piece::King => "setup-error-forbidden-king",
            };
            tr.format(id, &[("square", arg(square(*sq)))])
        }
        SetupError::KingEscaped(sq) => {
            tr.format("setup-error-escaped", &[("square", arg(square(*sq)))])
        }
        // A diagram's faults: the editor makes none, files may.
        other => other.to_string(),
    }
}
