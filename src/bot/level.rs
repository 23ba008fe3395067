//! Strength levels, named for players.

use super::search::{SearchBot, Style};
use super::{Bot, Limits};
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
}

/// From beginner to strongest.
pub const LEVELS: [Level; 6] = [
    Level {
        id: "thrall",
        name: "Thrall",
        limits: Limits {
            depth: Some(1),
            nodes: None,
            time: None,
        },
        margin: 250,
        book: false,
    },
    Level {
        id: "karl",
        name: "Karl",
        limits: Limits {
            depth: Some(2),
            nodes: None,
            time: None,
        },
        margin: 120,
        book: false,
    },
    Level {
        id: "huscarl",
        name: "Huscarl",
        limits: Limits {
            depth: Some(3),
            nodes: None,
            time: None,
        },
        margin: 40,
        book: false,
    },
    Level {
        id: "jarl",
        name: "Jarl",
        limits: Limits {
            depth: None,
            nodes: None,
            time: Some(Duration::from_millis(500)),
        },
        margin: 0,
        book: true,
    },
    Level {
        id: "king",
        name: "King",
        limits: Limits {
            depth: None,
            nodes: None,
            time: Some(Duration::from_secs(2)),
        },
        margin: 0,
        book: true,
    },
    Level {
        id: "allfather",
        name: "Allfather",
        limits: Limits {
            depth: None,
            nodes: None,
            time: Some(Duration::from_secs(10)),
        },
        margin: 0,
        book: true,
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
            },
        )
    }
}
