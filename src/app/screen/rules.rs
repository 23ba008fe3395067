//! The rules-help screen: a variant's history and rules as text, with
//! small boards showing each diagram before and after its move.

use super::new_game::variant_choices;
use crate::app::widget::board::Board;
use crate::i18n::locale::{Locale, arg};
use crate::i18n::wording;
use crate::learn::rules_help::{self, Diagram, RulesHelp};
use crate::notation::shown::Notation;
use crate::render::board_style::Palette;
use crate::{Move, Position, Square, Variant};
use iced::widget::{
    button, canvas, column, container, pick_list, row, rule, scrollable, space, text,
};
use iced::{Alignment, Element, Fill, Length};
use std::sync::Arc;

/// Width of the text column.
const COLUMN: f32 = 680.0;

/// The widget id of the scrolling page (a new variant starts at its top).
pub const PAGE_ID: &str = "rules-page";

/// The rules help of one variant, ready to show.
pub struct RulesScreen {
    id: String,
    name: String,
    content: Content,
}

enum Content {
    Help {
        help: RulesHelp,
        /// One per diagram, in reading order.
        diagrams: Vec<Result<Shown, String>>,
    },
    /// Why there is nothing to show.
    Missing(String),
}

/// A diagram's boards: before the move, with the move marked, and after it.
struct Shown {
    before: Position,
    /// The boards' drawings, kept between frames: a wheel scroll over the
    /// page moves them without drawing them again.
    before_drawn: canvas::Cache,
    after_drawn: canvas::Cache,
    mv: Option<Move>,
    /// The move in the window's notation.
    said: Option<String>,
    after: Option<After>,
    /// What the engine makes of the move, in words.
    verdict: Option<String>,
}

struct After {
    position: Position,
    captured: Vec<Square>,
}

impl RulesScreen {
    /// The help of `variant`, in the locale's language (a language
    /// chosen later shows when the help is opened again).
    pub fn new(variant: &Arc<Variant>, tr: &Locale, notation: Notation) -> RulesScreen {
        let name = wording::variant_name(tr, variant);
        let content = match rules_help::rules_help(variant.id(), tr) {
            None => Content::Missing(tr.format("rules-none", &[("variant", arg(name.as_str()))])),
            Some(Err(e)) => {
                Content::Missing(tr.format("rules-unreadable", &[("error", arg(e.to_string()))]))
            }
            Some(Ok(help)) => {
                let diagrams = help
                    .diagrams()
                    .map(|d| shown(d, variant, tr, notation).map_err(|e| e.to_string()))
                    .collect();
                Content::Help { help, diagrams }
            }
        };
        RulesScreen {
            id: variant.id().to_string(),
            name,
            content,
        }
    }

    pub fn variant_id(&self) -> &str {
        &self.id
    }

    pub fn view<'a>(
        &'a self,
        variants: &'a [Arc<Variant>],
        palette: Palette,
        tr: &Locale,
    ) -> Element<'a, Message> {
        let choices = variant_choices(variants, tr);
        let current = choices
            .iter()
            .find(|c| c.value.0.id() == self.variant_id())
            .cloned();
        let bar = row![
            text(tr.text("rules-of")).size(16),
            pick_list(choices, current, |c| Message::Show(
                c.value.0.id().to_string()
            )),
            space::horizontal(),
            button(text(tr.text("back-to-game"))).on_press(Message::Back),
        ]
        .spacing(10)
        .align_y(Alignment::Center);
        let body: Element<'a, Message> = match &self.content {
            Content::Missing(why) => column![text(&self.name).size(26), text(why)]
                .spacing(12)
                .into(),
            Content::Help { help, diagrams } => self.help_view(help, diagrams, palette, tr),
        };
        let page =
            container(container(body).width(Length::Fixed(COLUMN)).padding(10)).center_x(Fill);
        column![
            bar,
            rule::horizontal(1),
            scrollable(page).id(PAGE_ID).height(Fill).width(Fill)
        ]
        .spacing(8)
        .padding(10)
        .into()
    }

    fn help_view<'a>(
        &'a self,
        help: &'a RulesHelp,
        diagrams: &'a [Result<Shown, String>],
        palette: Palette,
        tr: &Locale,
    ) -> Element<'a, Message> {
        let mut page = column![text(&help.title).size(28)].spacing(10);
        page = page.push(text(tr.text("rules-history")).size(20));
        for p in &help.history {
            page = page.push(text(p));
        }
        let mut shown = diagrams.iter();
        for section in &help.sections {
            page = page.push(space::Space::new().height(8));
            page = page.push(text(&section.heading).size(20));
            for p in &section.paragraphs {
                page = page.push(text(p));
            }
            for diagram in &section.diagrams {
                let Some(s) = shown.next() else { break };
                page = page.push(diagram_view(diagram, s, palette, tr));
            }
        }
        page.into()
    }
}

/// Builds a diagram's boards and plays its move.
fn shown(
    d: &Diagram,
    variant: &Arc<Variant>,
    tr: &Locale,
    notation: Notation,
) -> Result<Shown, rules_help::HelpError> {
    let (before, mv) = d.position(variant)?;
    let said = mv.map(|mv| notation.word(&before, mv));
    let (after, verdict) = match mv {
        None => (None, None),
        Some(mv) => match before.check(mv) {
            Err(e) => {
                let args = [
                    ("move", arg(notation.word(&before, mv))),
                    ("why", arg(wording::illegal(tr, e))),
                ];
                (None, Some(tr.format("rules-not-allowed-because", &args)))
            }
            Ok(()) => match d.after(variant)? {
                Some((position, played)) => {
                    let captured: Vec<Square> = played.captures.iter().map(|c| c.square).collect();
                    let words = notation.word(&before, mv);
                    let verdict = verdict(words, &captured, played.outcome, notation, tr);
                    (Some(After { position, captured }), Some(verdict))
                }
                None => (None, None),
            },
        },
    };
    Ok(Shown {
        before,
        before_drawn: canvas::Cache::new(),
        after_drawn: canvas::Cache::new(),
        mv,
        said,
        after,
        verdict,
    })
}

/// What a legal move did, as a sentence.
fn verdict(
    said: String,
    captured: &[Square],
    outcome: Option<crate::Outcome>,
    notation: Notation,
    tr: &Locale,
) -> String {
    let names: Vec<String> = captured.iter().map(|&sq| notation.square(sq)).collect();
    let taken = tr.format(
        "rules-captured",
        &[
            ("count", arg(names.len())),
            ("squares", arg(names.join(", "))),
        ],
    );
    let args = |end: String| {
        [
            ("move", arg(said.clone())),
            ("taken", arg(taken.clone())),
            ("end", arg(end)),
        ]
    };
    match outcome {
        Some(o) => tr.format("rules-verdict-ends", &args(wording::outcome(tr, &o))),
        None => tr.format("rules-verdict-goes-on", &args(String::new())),
    }
}

/// Side length of a diagram board, by board size.
fn board_px(size: u8) -> f32 {
    match size {
        0..=7 => 220.0,
        8..=9 => 240.0,
        10..=11 => 260.0,
        12..=13 => 280.0,
        _ => 320.0,
    }
}

fn board<'a>(
    position: &'a Position,
    last_move: Option<Move>,
    captured: Vec<Square>,
    palette: Palette,
    drawn: &'a canvas::Cache,
) -> Element<'a, Message> {
    let px = board_px(position.size());
    canvas(Board::diagram(position, last_move, captured, palette).cached(drawn))
        .width(Length::Fixed(px))
        .height(Length::Fixed(px))
        .into()
}

fn diagram_view<'a>(
    d: &'a Diagram,
    shown: &'a Result<Shown, String>,
    palette: Palette,
    tr: &Locale,
) -> Element<'a, Message> {
    let s = match shown {
        Ok(s) => s,
        Err(e) => {
            return column![text(&d.caption), text(e).size(13)]
                .spacing(4)
                .into();
        }
    };
    let labelled = |label: String, b: Element<'a, Message>| {
        column![text(label).size(13), b]
            .spacing(2)
            .align_x(Alignment::Center)
    };
    let before_label = match (&s.said, &s.after) {
        (Some(said), Some(_)) => tr.format("rules-before", &[("move", arg(said.clone()))]),
        (Some(said), None) => tr.format("rules-not-allowed", &[("move", arg(said.clone()))]),
        (None, _) => String::new(),
    };
    let mut boards = row![labelled(
        before_label,
        board(&s.before, s.mv, Vec::new(), palette, &s.before_drawn)
    )]
    .spacing(16);
    if let Some(a) = &s.after {
        boards = boards.push(labelled(
            tr.text("rules-after"),
            board(
                &a.position,
                s.mv,
                a.captured.clone(),
                palette,
                &s.after_drawn,
            ),
        ));
    }
    let mut lines = column![boards, text(&d.caption).size(15)].spacing(6);
    if let Some(v) = &s.verdict {
        lines = lines.push(text(v).size(13));
    }
    container(lines).padding([8, 0]).into()
}

/// What the rules screen publishes.
#[derive(Clone, Debug)]
pub enum Message {
    /// Show this variant's rules.
    Show(String),
    Back,
}
