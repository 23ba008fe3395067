//! Strength levels, named for players.

use super::search::{SearchBot, Style};
use super::{Bot, Limits, Reductions};
use std::time::Duration;

/// A strength level of the search bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// Stable id for settings and the command line.
    pub id: &'static str,
    /// The English name (the app shows `level-<id>` of the locale files,
    /// with `level-<id>-description` saying what playing it is like).
    pub name: &'static str,
    pub limits: Limits,
    /// Moves within this many points of the best are chosen at random.
    pub margin: i32,
    /// Plays from the opening book (Copenhagen) while the game is in it.
    pub book: bool,
    /// Presses the ring when it attacks: its style plays by
    /// [`Params::PRESSING`](super::params::Params::PRESSING), not
    /// [`Params::EVEN`](super::params::Params::EVEN) (see [`Style::press`]).
    pub press: bool,
    /// When it presses, counts this many points for each piece the
    /// attackers are outnumbered by on an edge (`None`: the press's own,
    /// which does not count the edges).
    pub edges: Option<i32>,
    /// How much less deep it searches late quiet moves first.
    pub reductions: Reductions,
    /// Its strength on the Elo scale, measured in matches between
    /// neighbouring levels (`scripts/level-ladder.sh`), with Thrall set
    /// at [`BASE_RATING`]; for allfather a floor (see docs/strength.md).
    pub rating: u32,
}

/// The most positions a search to a fixed depth (a level's, the
/// tournament's, training's: [`Limits::fixed_depth`]) searches for one
/// move. The depth is what it plays by; this only ends the rare search
/// that would run far longer than its others (Thor once searched seven
/// plies of the king's threats, each answered, past 40 million positions
/// and for minutes, where the most of 716 positions of its ladder games
/// took 4.7 million; it ended 2 of his searches in 160 ladder games).
/// Counted, not timed, so a level plays the same moves on every computer.
pub const FIXED_DEPTH_NODES: u64 = 10_000_000;

/// Thrall's rating, where the levels' scale starts.
pub const BASE_RATING: u32 = 1000;

/// From beginner to strongest. The eight lower levels search to a fixed
/// depth, so they are as strong on every computer as their ratings say;
/// allfather thinks by time, and its rating is a floor: it was measured
/// thinking a tenth of its time.
pub const LEVELS: [Level; 9] = [
    Level {
        id: "thrall",
        name: "Thrall",
        limits: Limits::fixed_depth(1),
        margin: 50,
        book: false,
        press: false,
        edges: None,
        reductions: Reductions::Plain,
        rating: BASE_RATING,
    },
    Level {
        id: "karl",
        name: "Karl",
        limits: Limits::fixed_depth(2),
        margin: 80,
        book: false,
        press: false,
        edges: None,
        reductions: Reductions::Plain,
        rating: 1190,
    },
    Level {
        id: "huscarl",
        name: "Huscarl",
        limits: Limits::fixed_depth(2),
        margin: 60,
        book: false,
        press: false,
        edges: None,
        reductions: Reductions::Plain,
        rating: 1400,
    },
    Level {
        id: "jarl",
        name: "Jarl",
        limits: Limits::fixed_depth(2),
        margin: 0,
        book: true,
        press: false,
        edges: None,
        reductions: Reductions::Plain,
        rating: 1660,
    },
    Level {
        id: "king",
        name: "King",
        limits: Limits::fixed_depth(3),
        margin: 0,
        book: true,
        press: false,
        edges: None,
        reductions: Reductions::Plain,
        rating: 1920,
    },
    Level {
        id: "valkyrie",
        name: "Valkyrie",
        limits: Limits::fixed_depth(5),
        margin: 0,
        book: true,
        press: false,
        edges: None,
        reductions: Reductions::Plain,
        rating: 2150,
    },
    Level {
        id: "tyr",
        name: "Tyr",
        limits: Limits::fixed_depth(6),
        margin: 0,
        book: true,
        press: false,
        edges: None,
        reductions: Reductions::Plain,
        rating: 2340,
    },
    Level {
        id: "thor",
        name: "Thor",
        limits: Limits::fixed_depth(7),
        margin: 0,
        book: true,
        press: true,
        edges: None,
        reductions: Reductions::Plain,
        rating: 2580,
    },
    Level {
        id: "allfather",
        name: "Allfather",
        limits: Limits::time(Duration::from_secs(10)),
        margin: 0,
        book: true,
        press: true,
        edges: Some(40),
        reductions: Reductions::Deep,
        rating: 2670,
    },
];

impl Level {
    pub fn by_id(id: &str) -> Option<Level> {
        LEVELS.iter().copied().find(|l| l.id == id)
    }

    /// A bot of this level; `seed` drives the weaker levels' choices and
    /// the book's.
    pub fn bot(&self, seed: u64) -> Box<dyn Bot> {
        Box::new(self.search_bot(seed))
    }

    /// The same, as a search bot (to change how it evaluates).
    pub fn search_bot(&self, seed: u64) -> SearchBot {
        SearchBot::with_style(
            self.name,
            Style {
                margin: self.margin,
                seed,
                book: self.book,
                press: self.press,
                edges: self.edges,
                reductions: self.reductions,
                ..Style::default()
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::params::Params;

    /// The edges and the deep reductions reach Allfather's search, and
    /// only his: the fixed-depth levels play as the ladder measured them.
    #[test]
    fn allfather_alone_counts_the_edges_and_reduces_deeply() {
        for level in LEVELS {
            let params = level.search_bot(1).params();
            if level.id == "allfather" {
                assert_eq!(params.edges, 40);
                assert_eq!(params.reductions, Reductions::Deep);
            } else {
                assert_eq!(params.edges, Params::EVEN.edges, "{}", level.id);
                assert_eq!(params.reductions, Reductions::Plain, "{}", level.id);
            }
        }
    }
}
