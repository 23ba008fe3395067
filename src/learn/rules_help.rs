//! Rules help for the built-in variants: a short history and the rules in
//! plain words, with small diagrams that the tests play on the engine.
//!
//! Each built-in variant has a file `assets/help/<id>.ron` giving the
//! shape of its help: the sections, by key, and their [`Diagram`]s. The
//! words are messages of the locale files (`help-<id>-history-<n>`,
//! `help-<id>-<key>` for a heading, `help-<id>-<key>-<n>` for its
//! paragraphs, `help-<id>-<key>-diagram-<n>` for captions), so
//! [`rules_help`] gives the help in one language. A diagram is a position
//! on the variant's own board, optionally with a move, and says what the
//! engine must make of that move ([`Expect`]); [`Diagram::check`] holds
//! the text to the engine. User variants have no help.
//!
//! ```
//! use taflbord::Variant;
//! use taflbord::i18n::locale::Locale;
//! use taflbord::learn::rules_help;
//!
//! let brandubh = Variant::built_in("brandubh").unwrap();
//! let rules = rules_help::rules_help("brandubh", &Locale::new("en")).unwrap().unwrap();
//! assert_eq!(rules.title, "Brandubh");
//! for section in &rules.sections {
//!     for diagram in &section.diagrams {
//!         diagram.check(&brandubh).unwrap();
//!     }
//! }
//! assert!(rules_help::rules_help("my-own-variant", &Locale::new("en")).is_none());
//! ```

use crate::engine::outcome::Reason;
use crate::engine::position::{IllegalMove, Move, Played, Position};
use crate::engine::side::Side;
use crate::engine::variant::Variant;
use crate::i18n::locale::Locale;
use crate::notation::letters::LetterMove;
use serde::Deserialize;
use std::fmt;
use std::sync::Arc;

/// The help file of each built-in variant, by variant id.
const HELP: [(&str, &str); 8] = [
    (
        "copenhagen",
        include_str!("../../assets/help/copenhagen.ron"),
    ),
    ("fetlar", include_str!("../../assets/help/fetlar.ron")),
    ("book13", include_str!("../../assets/help/book13.ron")),
    ("tablut", include_str!("../../assets/help/tablut.ron")),
    ("onestep9", include_str!("../../assets/help/onestep9.ron")),
    ("brandubh", include_str!("../../assets/help/brandubh.ron")),
    ("tawlbwrdd", include_str!("../../assets/help/tawlbwrdd.ron")),
    ("alea19", include_str!("../../assets/help/alea19.ron")),
];

/// The rules help of one variant, in one language.
#[derive(Clone, Debug, PartialEq)]
pub struct RulesHelp {
    pub title: String,
    /// Where the game comes from, a few short paragraphs.
    pub history: Vec<String>,
    pub sections: Vec<Section>,
}

/// A part of the rules, such as capturing or escaping.
#[derive(Clone, Debug, PartialEq)]
pub struct Section {
    /// The section's key in message ids (`capturing`).
    pub key: String,
    pub heading: String,
    pub paragraphs: Vec<String>,
    pub diagrams: Vec<Diagram>,
}

/// A help file: the sections and their diagrams, without words.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct HelpFile {
    sections: Vec<SectionFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SectionFile {
    key: String,
    #[serde(default)]
    diagrams: Vec<Diagram>,
}

/// A position on the variant's board, and a move it demonstrates.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Diagram {
    /// What the diagram shows, in a sentence or two (from the locale).
    #[serde(skip)]
    pub caption: String,
    /// The whole board, top row first, in the setup format: `.` empty,
    /// `A` attacker, `D` defender, `K` king; spaces are ignored.
    pub rows: Vec<String>,
    /// The side to move.
    pub turn: Side,
    /// The move the diagram is about, in letters (`f3-f5`).
    #[serde(default)]
    pub mv: Option<String>,
    /// What the engine makes of the move.
    pub expect: Expect,
    /// The heading of the section holding the diagram, for messages.
    #[serde(skip)]
    section: String,
}

/// What a diagram's move must do on the engine.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub enum Expect {
    /// A plain picture, without a move.
    Nothing,
    /// The move is legal, takes nothing and the game goes on.
    NoCapture,
    /// The move takes exactly these squares (letter form) and the game goes on.
    Captures(Vec<String>),
    /// The move captures the king: the attackers win.
    KingCaptured,
    /// The king escapes with the move: the defenders win.
    KingEscapes,
    /// The move wins the game for this side, whatever the reason.
    Win(Side),
    /// The rules forbid the move.
    Illegal,
}

/// A help file or a diagram that is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HelpError {
    /// The help file does not parse.
    Syntax {
        file: String,
        line: usize,
        column: usize,
        reason: String,
    },
    /// A diagram is not a position of its variant, or its move does not do
    /// what the diagram says.
    Diagram {
        variant: String,
        section: String,
        caption: String,
        reason: String,
    },
}

impl fmt::Display for HelpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HelpError::Syntax {
                file,
                line,
                column,
                reason,
            } => write!(f, "{file}:{line}:{column}: {reason}"),
            HelpError::Diagram {
                variant,
                section,
                caption,
                reason,
            } => write!(
                f,
                "rules help of {variant} ({}), section “{section}”, diagram “{caption}”: {reason}",
                help_file(variant)
            ),
        }
    }
}

impl std::error::Error for HelpError {}

fn help_file(variant_id: &str) -> String {
    format!("assets/help/{variant_id}.ron")
}

/// The rules help of a built-in variant in the locale's language; `None`
/// for variants without help (the user's own).
pub fn rules_help(variant_id: &str, locale: &Locale) -> Option<Result<RulesHelp, HelpError>> {
    let (id, text) = HELP.iter().find(|(id, _)| *id == variant_id)?;
    Some(parse(id, text).map(|file| words(id, file, locale)))
}

/// The ids of the variants that have rules help.
pub fn help_ids() -> impl Iterator<Item = &'static str> {
    HELP.iter().map(|(id, _)| *id)
}

fn parse(id: &str, text: &str) -> Result<HelpFile, HelpError> {
    ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .from_str(text)
        .map_err(|e| HelpError::Syntax {
            file: help_file(id),
            line: e.span.start.line,
            column: e.span.start.col,
            reason: e.code.to_string(),
        })
}

/// Numbered messages `<prefix>-1`, `<prefix>-2`, … as far as they go.
fn numbered(locale: &Locale, prefix: &str) -> Vec<String> {
    (1..)
        .map(|n| format!("{prefix}-{n}"))
        .take_while(|id| locale.has(id))
        .map(|id| locale.text(&id))
        .collect()
}

fn words(id: &str, file: HelpFile, locale: &Locale) -> RulesHelp {
    let sections = file
        .sections
        .into_iter()
        .map(|s| {
            let prefix = format!("help-{id}-{}", s.key);
            let heading = locale.text(&prefix);
            let diagrams = s
                .diagrams
                .into_iter()
                .enumerate()
                .map(|(n, mut d)| {
                    d.caption = locale.text(&format!("{prefix}-diagram-{}", n + 1));
                    d.section.clone_from(&heading);
                    d
                })
                .collect();
            Section {
                paragraphs: numbered(locale, &prefix),
                key: s.key,
                heading,
                diagrams,
            }
        })
        .collect();
    RulesHelp {
        title: locale.text(&format!("variant-{id}")),
        history: numbered(locale, &format!("help-{id}-history")),
        sections,
    }
}

impl Diagram {
    /// The heading of the section the diagram belongs to.
    pub fn section(&self) -> &str {
        &self.section
    }

    fn error(&self, variant: &Variant, reason: impl Into<String>) -> HelpError {
        HelpError::Diagram {
            variant: variant.id().to_string(),
            section: self.section.clone(),
            caption: self.caption.clone(),
            reason: reason.into(),
        }
    }

    /// The diagram's position on the variant's board, and its move if it
    /// has one (not yet checked against the rules).
    pub fn position(&self, variant: &Arc<Variant>) -> Result<(Position, Option<Move>), HelpError> {
        let pos = Position::from_diagram(Arc::clone(variant), &self.rows, self.turn)
            .map_err(|e| self.error(variant, format!("not a position: {e}")))?;
        let mv = match &self.mv {
            None => None,
            Some(text) => {
                let m = LetterMove::parse(text, variant.size())
                    .map_err(|e| self.error(variant, format!("move {e}")))?;
                if !m.captures.is_empty() {
                    return Err(self.error(
                        variant,
                        format!("move `{text}`: write captures in `expect`, not in the move"),
                    ));
                }
                Some(m.mv)
            }
        };
        Ok((pos, mv))
    }

    /// The position after the diagram's move and what the move did, when
    /// the diagram has a legal move.
    pub fn after(&self, variant: &Arc<Variant>) -> Result<Option<(Position, Played)>, HelpError> {
        let (mut pos, mv) = self.position(variant)?;
        let Some(mv) = mv else { return Ok(None) };
        Ok(pos.play(mv).ok().map(|played| (pos, played)))
    }

    /// Plays the diagram's move on the engine and checks that it does what
    /// [`Diagram::expect`] says.
    pub fn check(&self, variant: &Arc<Variant>) -> Result<(), HelpError> {
        let (mut pos, mv) = self.position(variant)?;
        if let Some(o) = pos.outcome() {
            return Err(self.error(variant, format!("the game is already over ({o})")));
        }
        let fail = |reason: String| Err(self.error(variant, reason));
        let mv = match (mv, &self.expect) {
            (None, Expect::Nothing) => return Ok(()),
            (None, expect) => return fail(format!("expects {expect:?} but has no move")),
            (Some(mv), Expect::Nothing) => {
                return fail(format!(
                    "a plain picture has no move, but it has {mv}; say what the move does"
                ));
            }
            (Some(mv), _) => mv,
        };
        if self.expect == Expect::Illegal {
            return match pos.check(mv) {
                Ok(()) => fail(format!(
                    "the diagram says {mv} is illegal, the engine allows it"
                )),
                Err(
                    IllegalMove::TooFar
                    | IllegalMove::Blocked
                    | IllegalMove::Restricted
                    | IllegalMove::Repetition
                    | IllegalMove::KingExposed,
                ) => Ok(()),
                // Not a rule worth a diagram: most likely a slip in the rows.
                Err(e) => fail(format!("{mv} is illegal only because {e}")),
            };
        }
        let played = match pos.play(mv) {
            Ok(p) => p,
            Err(e) => return fail(format!("{mv} is illegal: {e}")),
        };
        let mut captured: Vec<String> = played
            .captures
            .iter()
            .map(|c| c.square.to_string())
            .collect();
        captured.sort();
        let did = || {
            let taken = if captured.is_empty() {
                "captures nothing".to_string()
            } else {
                format!("captures {}", captured.join(", "))
            };
            match played.outcome {
                Some(o) => format!("{mv} {taken}, and the game ends: {o}"),
                None => format!("{mv} {taken}, and the game goes on"),
            }
        };
        let holds = match &self.expect {
            Expect::NoCapture => captured.is_empty() && played.outcome.is_none(),
            Expect::Captures(squares) => {
                let mut want: Vec<String> = squares.iter().map(|s| s.to_lowercase()).collect();
                want.sort();
                want == captured && played.outcome.is_none()
            }
            Expect::KingCaptured => {
                played.captured_king()
                    && played.outcome.is_some_and(|o| {
                        o.winner == Some(Side::Attackers) && o.reason == Reason::KingCaptured
                    })
            }
            Expect::KingEscapes => played.outcome.is_some_and(|o| {
                o.winner == Some(Side::Defenders)
                    && matches!(
                        o.reason,
                        Reason::CornerEscape | Reason::EdgeEscape | Reason::PeripheryEscape
                    )
            }),
            Expect::Win(side) => played.outcome.is_some_and(|o| o.winner == Some(*side)),
            Expect::Nothing | Expect::Illegal => unreachable!("handled above"),
        };
        if holds {
            Ok(())
        } else {
            fail(format!("expects {:?}, but {}", self.expect, did()))
        }
    }
}

impl RulesHelp {
    /// Checks every diagram against the engine; the first failure.
    pub fn check(&self, variant: &Arc<Variant>) -> Result<(), HelpError> {
        self.sections
            .iter()
            .flat_map(|s| &s.diagrams)
            .try_for_each(|d| d.check(variant))
    }

    /// Every diagram, in reading order.
    pub fn diagrams(&self) -> impl Iterator<Item = &Diagram> {
        self.sections.iter().flat_map(|s| &s.diagrams)
    }
}
