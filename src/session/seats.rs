//! Who sits at each side and the bots that play for them: the players and
//! their names, each seat's bot kept between its moves, the hint's bot,
//! the search under way and whether the bots wait.

use super::{Player, seat};
use crate::bot::{Bot, Progress};
use crate::{Side, bot};
use std::time::Instant;

/// What a search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The move of the bot whose turn it is.
    Move,
    /// A hint for the side to move: shown, not played.
    Hint,
    /// The bot that was offered a draw weighs the position: its score
    /// decides whether it accepts.
    DrawOffer,
}

/// A bot thinking for the session.
#[derive(Clone, Debug)]
pub struct Thinking {
    pub id: u64,
    pub purpose: Purpose,
    /// The side to move in the searched position, whose view its score is.
    pub side: Side,
    pub started: Instant,
    pub progress: Option<Progress>,
}

/// The seats at the board and their bots.
pub struct Seats {
    pub(super) players: [Player; 2],
    /// The people's names at each seat (a bot's name is its level).
    pub(super) names: [String; 2],
    /// Each seat's bot, kept between its moves (its tables are reused);
    /// `None` while it thinks or before its first move.
    pub(super) bots: [Option<Box<dyn Bot>>; 2],
    pub(super) hint_bot: Option<Box<dyn Bot>>,
    pub(super) thinking: Option<Thinking>,
    /// The latest search id; answers to earlier ones are stale.
    pub(super) search_id: u64,
    /// The bots wait until "resume" (an untimed game).
    pub(super) paused: bool,
    /// Threads the engine may search on, where a search is by time.
    pub(super) engine_threads: usize,
}

impl Seats {
    pub(super) fn new(players: [Player; 2]) -> Seats {
        Seats {
            players,
            names: [String::new(), String::new()],
            bots: [None, None],
            hint_bot: None,
            thinking: None,
            search_id: 0,
            paused: false,
            engine_threads: 1,
        }
    }

    pub fn players(&self) -> [Player; 2] {
        self.players
    }

    /// Who plays `side`.
    pub fn at(&self, side: Side) -> Player {
        self.players[seat(side)]
    }

    /// The people's names at each seat, as the next game will have them.
    pub fn names(&self) -> &[String; 2] {
        &self.names
    }

    pub fn thinking(&self) -> Option<&Thinking> {
        self.thinking.as_ref()
    }

    pub fn paused(&self) -> bool {
        self.paused
    }

    /// Threads the engine searches on when it thinks by time: the
    /// strongest level, hints, the analysis board and the review.
    pub fn engine_threads(&self) -> usize {
        self.engine_threads
    }

    /// Searches on `threads` threads from the next search on: at least
    /// one, and no more than the computer has cores (settings brought from
    /// a bigger computer would only slow it down).
    pub(super) fn set_engine_threads(&mut self, threads: usize) {
        self.engine_threads = threads.clamp(1, bot::cores());
    }

    /// Whether both sides are moved by hand.
    pub fn both_by_hand(&self) -> bool {
        self.players == [Player::Person, Player::Person]
    }

    /// The sides the people play.
    pub fn people(&self) -> Vec<Side> {
        [Side::Attackers, Side::Defenders]
            .into_iter()
            .filter(|&s| self.at(s) == Player::Person)
            .collect()
    }
}
