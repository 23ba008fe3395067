//! A rule set described as data.
//!
//! Every built-in variant is a RON file holding one [`Rules`] value; users
//! can add their own in the same format. The engine reads nothing but this
//! value, so a rule difference between two variants is always a field here.

use crate::engine::side::Side;
use crate::engine::square::Square;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// One complete rule set.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// Short stable name used on the command line and in records.
    pub id: String,
    /// Name shown to players.
    pub name: String,
    /// The board from the top row down: `.` empty, `A` attacker, `D`
    /// defender, `K` king; spaces are ignored. Its size is the board size.
    pub setup: Vec<String>,
    /// The side that makes the first move.
    pub first: Side,
    /// Largest number of squares a piece may move at once (`Some(1)`: one
    /// step); `None` means as far as the way is clear.
    #[serde(default)]
    pub step_limit: Option<u8>,
    /// The centre square, when it is a throne.
    #[serde(default)]
    pub throne: Option<Throne>,
    /// The four corners, when they are restricted.
    #[serde(default)]
    pub corners: Option<Corners>,
    /// Tablut's base camps: each a set of squares the attackers start on.
    #[serde(default)]
    pub camps: Vec<Vec<Square>>,
    /// To whom an empty camp square is hostile.
    #[serde(default)]
    pub camp_hostility: Hostility,
    pub king: King,
    pub escape: Escape,
    /// Copenhagen exit forts: an unbreakable fort around the king on the edge wins.
    #[serde(default)]
    pub exit_forts: bool,
    /// Copenhagen shield walls: a bracketed row on the edge is captured together.
    #[serde(default)]
    pub shield_walls: bool,
    /// Enclosure: a group of pieces left with no empty neighbour is captured.
    #[serde(default)]
    pub enclosure: bool,
    /// Tablut's combined trap: a defender beside a hemmed-in king can be
    /// captured against the king.
    #[serde(default)]
    pub combined_trap: bool,
    /// "Watch your king": a defender move that leaves the king capturable
    /// next move is illegal; a king that cannot be saved is mated.
    #[serde(default)]
    pub watch_your_king: bool,
    /// The attackers win by closing a ring around the king and all defenders.
    #[serde(default)]
    pub encirclement: bool,
    pub repetition: Repetition,
    /// A side with no legal move on its turn loses.
    #[serde(default = "yes")]
    pub no_move_loses: bool,
    /// Whether the players may agree to a draw (the Book of Strategy's 13×13 has none).
    #[serde(default = "yes")]
    pub draw_by_agreement: bool,
    /// Named alternatives to some of these rules, such as the historical
    /// Copenhagen repetition rule.
    #[serde(default)]
    pub options: Vec<RuleOption>,
}

fn yes() -> bool {
    true
}

/// The centre square of the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Throne {
    /// Who may pass over the empty throne.
    pub pass: Passage,
    /// Whether the king may come back to the throne once he has left it.
    pub king_may_return: bool,
    pub hostility: Hostility,
}

/// Restricted corners, where only the king may stop.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Corners {
    pub hostility: Hostility,
}

/// Who may move across an empty restricted square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Passage {
    Anyone,
    KingOnly,
    Nobody,
}

/// When a special square counts as an enemy piece in a capture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Hostile {
    #[default]
    Never,
    /// Only while nobody stands on it.
    WhenEmpty,
    Always,
}

/// Hostility of a special square to each side's pieces (the king included
/// when he is weak).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hostility {
    #[serde(default)]
    pub attackers: Hostile,
    #[serde(default)]
    pub defenders: Hostile,
}

/// The king's part in captures.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct King {
    /// Whether the king may be one jaw of a capture.
    pub armed: bool,
    pub capture: KingCapture,
}

/// How the king is captured.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum KingCapture {
    /// Sandwiched between two enemies like any piece.
    Weak,
    /// Every one of his four neighbours must be an attacker or one of the
    /// listed squares.
    Strong(Vec<KingNeighbour>),
    /// Strong (as [`KingCapture::Strong`]) on the throne and on the four
    /// squares beside it, weak everywhere else: Tablut as OpenTafl plays
    /// it. Without a throne the king is weak everywhere.
    StrongNearThrone(Vec<KingNeighbour>),
}

/// A neighbour of the king that stands in for an attacker when he is strong.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum KingNeighbour {
    /// Off the board: the king can then be captured on the edge.
    Edge,
    EmptyThrone,
    Corner,
    /// An empty base-camp square.
    Camp,
}

/// How the king escapes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Escape {
    /// On reaching a corner.
    Corner,
    /// On reaching any edge square.
    Edge,
    /// On reaching an edge square that is not part of a base camp.
    EdgeOutsideCamps,
    /// By a move along an edge: start and end on the same edge line.
    Periphery,
}

/// What repeating a position means.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Repetition {
    /// Nothing: positions may repeat freely.
    Allowed,
    /// A defender move that recreates any earlier position is illegal (the Copenhagen rules).
    ForbiddenForDefenders,
    /// The third occurrence of a position is a draw.
    ThreefoldDraw,
    /// A move that would create a position for the third time is illegal.
    ThreefoldForbidden,
    /// Perpetual repetition loses for the defenders (Copenhagen's historical
    /// rule): a position occurring for the fourth time, its third
    /// repetition, ends the game. The count is read off the site's records:
    /// games there play on after a third occurrence, and the one game with
    /// a fourth ends on it, lost by the defenders.
    DefendersLose,
}

/// A named alternative reading of some rules.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleOption {
    pub id: String,
    pub description: String,
    #[serde(default)]
    pub repetition: Option<Repetition>,
    #[serde(default)]
    pub king: Option<King>,
    #[serde(default)]
    pub throne: Option<Throne>,
}

impl Rules {
    /// Board side length as given by the setup.
    pub fn size(&self) -> usize {
        self.setup.len()
    }

    /// These rules with the named option applied, if the variant has it.
    pub fn with_option(&self, id: &str) -> Option<Rules> {
        let option = self.options.iter().find(|o| o.id == id)?;
        let mut rules = self.clone();
        if let Some(r) = option.repetition {
            rules.repetition = r;
        }
        if let Some(k) = &option.king {
            rules.king = k.clone();
        }
        if let Some(t) = &option.throne {
            rules.throne = Some(t.clone());
        }
        Some(rules)
    }
}

// Squares are written in letter form in rule files (`e1`).
impl Serialize for Square {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.letters())
    }
}

impl<'de> Deserialize<'de> for Square {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Square, D::Error> {
        let text = String::deserialize(d)?;
        Square::parse_letters(&text, crate::engine::square::MAX_SIZE)
            .ok_or_else(|| serde::de::Error::custom(format!("`{text}` is not a square like `e1`")))
    }
}
