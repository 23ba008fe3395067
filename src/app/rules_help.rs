//! The rules-help screen: a variant's history and rules as text, with
//! small boards showing each diagram before and after its move.

use super::Message;
use super::board::Board;
use crate::board_style::Palette;
use crate::help::{self, Diagram, RulesHelp};
use crate::{Move, Position, Square, Variant};
use iced::widget::{
    button, canvas, column, container, pick_list, row, rule, scrollable, space, text,
};
use iced::{Alignment, Element, Fill, Length};
use std::fmt;
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
    mv: Option<Move>,
    after: Option<After>,
    /// What the engine makes of the move, in words.
    verdict: Option<String>,
}

struct After {
    position: Position,
    captured: Vec<Square>,
}

impl RulesScreen {
    pub fn new(variant: &Arc<Variant>) -> RulesScreen {
        let content = match help::rules_help(variant.id()) {
            None => Content::Missing(format!(
                "There is no rules help for {}: it is a variant of your own, read from a file. \
                 Its rules are the ones written in that file.",
                variant.name()
            )),
            Some(Err(e)) => Content::Missing(format!("The rules help could not be read: {e}")),
            Some(Ok(help)) => {
                let diagrams = help
                    .diagrams()
                    .map(|d| shown(d, variant).map_err(|e| e.to_string()))
                    .collect();
                Content::Help { help, diagrams }
            }
        };
        RulesScreen {
            id: variant.id().to_string(),
            name: variant.name().to_string(),
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
    ) -> Element<'a, Message> {
        let choices: Vec<Choice> = variants.iter().map(|v| Choice::of(v)).collect();
        let current = choices.iter().find(|c| c.id == self.variant_id()).cloned();
        let bar = row![
            text("Rules of").size(16),
            pick_list(choices, current, |c: Choice| Message::ShowRules(c.id)),
            space::horizontal(),
            button(text("Back to the game")).on_press(Message::CloseRules),
        ]
        .spacing(10)
        .align_y(Alignment::Center);
        let body: Element<'a, Message> = match &self.content {
            Content::Missing(why) => column![text(&self.name).size(26), text(why)]
                .spacing(12)
                .into(),
            Content::Help { help, diagrams } => self.help_view(help, diagrams, palette),
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
    ) -> Element<'a, Message> {
        let mut page = column![text(&help.title).size(28)].spacing(10);
        page = page.push(text("History").size(20));
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
                page = page.push(diagram_view(diagram, s, palette));
            }
        }
        page.into()
    }
}

/// A variant in the list at the top.
#[derive(Clone, Debug, PartialEq)]
struct Choice {
    id: String,
    label: String,
}

impl Choice {
    fn of(v: &Variant) -> Choice {
        let n = v.size();
        Choice {
            id: v.id().to_string(),
            label: format!("{} ({n}×{n})", v.name()),
        }
    }
}

impl fmt::Display for Choice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label)
    }
}

/// Builds a diagram's boards and plays its move.
fn shown(d: &Diagram, variant: &Arc<Variant>) -> Result<Shown, help::HelpError> {
    let (before, mv) = d.position(variant)?;
    let (after, verdict) = match mv {
        None => (None, None),
        Some(mv) => match before.check(mv) {
            Err(e) => (None, Some(format!("{mv} is not allowed: {e}."))),
            Ok(()) => match d.after(variant)? {
                Some((position, played)) => {
                    let captured: Vec<Square> = played.captures.iter().map(|c| c.square).collect();
                    let verdict = verdict(mv, &captured, played.outcome);
                    (Some(After { position, captured }), Some(verdict))
                }
                None => (None, None),
            },
        },
    };
    Ok(Shown {
        before,
        mv,
        after,
        verdict,
    })
}

/// What a legal move did, as a sentence.
fn verdict(mv: Move, captured: &[Square], outcome: Option<crate::Outcome>) -> String {
    let names: Vec<String> = captured.iter().map(Square::to_string).collect();
    let taken = match names.as_slice() {
        [] => "nothing is captured".to_string(),
        [one] => format!("{one} is captured"),
        [rest @ .., last] => format!("{} and {last} are captured", rest.join(", ")),
    };
    match outcome {
        Some(o) => {
            let o = o.to_string();
            let mut chars = o.chars();
            let first = chars.next().map(|c| c.to_uppercase().to_string());
            format!(
                "{mv}: {taken}. {}{}.",
                first.unwrap_or_default(),
                chars.as_str()
            )
        }
        None => format!("{mv}: {taken}; the game goes on."),
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
) -> Element<'a, Message> {
    let px = board_px(position.size());
    canvas(Board::diagram(position, last_move, captured, palette))
        .width(Length::Fixed(px))
        .height(Length::Fixed(px))
        .into()
}

fn diagram_view<'a>(
    d: &'a Diagram,
    shown: &'a Result<Shown, String>,
    palette: Palette,
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
    let before_label = match (s.mv, &s.after) {
        (Some(mv), Some(_)) => format!("Before {mv}"),
        (Some(mv), None) => format!("{mv} (not allowed)"),
        (None, _) => String::new(),
    };
    let mut boards = row![labelled(
        before_label,
        board(&s.before, s.mv, Vec::new(), palette)
    )]
    .spacing(16);
    if let Some(a) = &s.after {
        boards = boards.push(labelled(
            "After".to_string(),
            board(&a.position, s.mv, a.captured.clone(), palette),
        ));
    }
    let mut lines = column![boards, text(&d.caption).size(15)].spacing(6);
    if let Some(v) = &s.verdict {
        lines = lines.push(text(v).size(13));
    }
    container(lines).padding([8, 0]).into()
}
