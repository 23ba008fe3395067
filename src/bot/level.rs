//! Strength levels, named for players.

use super::search::{SearchBot, Style};
use super::{Bot, Limits};
use std::time::Duration;

/// A strength level of the search bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// Stable id for settings and the command line.
    pub id: &'static str,
    /// Name shown to players.
    pub name: &'static str,
    /// One line on what playing it is like.
    pub description: &'static str,
    pub limits: Limits,
    /// Moves within this many points of the best are chosen at random.
    pub margin: i32,
}

/// From beginner to strongest.
pub const LEVELS: [Level; 6] = [
    Level {
        id: "thrall",
        name: "Thrall",
        description: "Beginner: looks one move ahead and often picks a loose move.",
        limits: Limits {
            depth: Some(1),
            nodes: None,
            time: None,
        },
        margin: 250,
    },
    Level {
        id: "karl",
        name: "Karl",
        description: "Casual player: sees simple threats, not always the best reply.",
        limits: Limits {
            depth: Some(2),
            nodes: None,
            time: None,
        },
        margin: 120,
    },
    Level {
        id: "huscarl",
        name: "Huscarl",
        description: "Club player: plans a few moves ahead, with some variety.",
        limits: Limits {
            depth: Some(3),
            nodes: None,
            time: None,
        },
        margin: 40,
    },
    Level {
        id: "jarl",
        name: "Jarl",
        description: "Strong player: thinks for half a second and plays its best move.",
        limits: Limits {
            depth: None,
            nodes: None,
            time: Some(Duration::from_millis(500)),
        },
        margin: 0,
    },
    Level {
        id: "king",
        name: "King",
        description: "Expert: thinks for two seconds a move.",
        limits: Limits {
            depth: None,
            nodes: None,
            time: Some(Duration::from_secs(2)),
        },
        margin: 0,
    },
    Level {
        id: "allfather",
        name: "Allfather",
        description: "Strongest: thinks for ten seconds a move.",
        limits: Limits {
            depth: None,
            nodes: None,
            time: Some(Duration::from_secs(10)),
        },
        margin: 0,
    },
];

impl Level {
    pub fn by_id(id: &str) -> Option<Level> {
        LEVELS.iter().copied().find(|l| l.id == id)
    }

    /// A bot of this level; `seed` drives the weaker levels' choices.
    pub fn bot(&self, seed: u64) -> Box<dyn Bot> {
        Box::new(SearchBot::with_style(
            self.name,
            Style {
                margin: self.margin,
                seed,
            },
        ))
    }
}
