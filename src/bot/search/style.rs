//! How a search bot plays: its choice among good moves, its book, and
//! whether and how it presses when it attacks.

use crate::bot::Reductions;
use crate::bot::params::Params;

/// How a bot chooses among the moves its search finds good; the default
/// always plays the best move, without the book, judging evenly.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Style {
    /// Moves within this many points of the best are equally likely; 0
    /// always plays the best move.
    pub margin: i32,
    pub seed: u64,
    /// Plays from the opening book while the game is in it.
    pub book: bool,
    /// When it attacks, counts what its ring shuts the defenders from and
    /// the pieces it holds ([`Params::PRESSING`]); the analysis and
    /// training judge evenly.
    pub press: bool,
    /// Presses from this ply instead of [`Params::press_from`] (to measure
    /// when the press should start).
    pub press_from: Option<i32>,
    /// Counts this many points for each piece the attackers are
    /// outnumbered by at a corner instead of [`Params::outnumbered`] (to
    /// measure what the corners are worth).
    pub outnumbered: Option<i32>,
    /// Counts this many points for each piece the attackers are
    /// outnumbered by on an edge instead of [`Params::edges`].
    pub edges: Option<i32>,
    /// How much less deep it searches late quiet moves first.
    pub reductions: Reductions,
}

impl Style {
    /// The numbers a bot of this style plays by.
    pub fn params(&self) -> Params {
        let judged = if self.press {
            Params {
                press_from: self.press_from.unwrap_or(Params::PRESSING.press_from),
                outnumbered: self.outnumbered.unwrap_or(Params::PRESSING.outnumbered),
                edges: self.edges.unwrap_or(Params::PRESSING.edges),
                ..Params::PRESSING
            }
        } else {
            Params::EVEN
        };
        Params {
            reductions: self.reductions,
            ..judged
        }
    }
}
