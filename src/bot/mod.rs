//! Bots: players the program provides. Each picks a move for the side to
//! move; none does I/O. A search bot may search on helper threads for the
//! length of one search (Lazy SMP, when its limits allow more than one);
//! [`worker`] runs bots on a thread of their own, so that the caller never
//! waits. A search bot keeps its transposition table between moves,
//! allocated by its first search, so one bot serves a side for a whole
//! game.
//!
//! Depends on the engine only.

pub mod book;
pub(crate) mod eval;
mod eval_cache;
pub mod features;
mod learned;
mod level;
mod lines;
pub mod network;
pub mod params;
mod picker;
mod press;
mod random;
mod reductions;
mod rng;
mod search;
pub mod selfplay;
pub mod strategy;
mod table;
pub mod training;
pub mod weights;
pub mod worker;

pub use level::{FIXED_DEPTH_NODES, LEVELS, Level};
pub use lines::{Analyst, Line, Lines, MAX_LINES};
pub use random::RandomBot;
pub use reductions::Reductions;
pub use rng::Rng;
pub use search::{Evaluation, SearchBot, Style};
pub use strategy::{
    Aggressive, BarricadingAggressive, BarricadingCordon, Defensive, FootInTheDoor, Fortification,
    KingCentered, KingsGuard, MobileKing, StrategyInfo, strategies,
};

use crate::engine::position::{Move, Position};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// How long a bot may think, and on how many threads. Unset limits do not
/// apply; a search always completes depth 1, whatever the limits, so it
/// always has a move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub time: Option<Duration>,
    /// Threads the search may use (0 and 1: one). Only a search by time or
    /// until stopped uses more: one to a fixed depth or number of nodes
    /// keeps to one, so that it plays the same moves on every computer.
    pub threads: usize,
}

impl Limits {
    pub const fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            nodes: None,
            time: None,
            threads: 1,
        }
    }

    pub const fn nodes(nodes: u64) -> Limits {
        Limits {
            depth: None,
            nodes: Some(nodes),
            time: None,
            threads: 1,
        }
    }

    pub const fn time(time: Duration) -> Limits {
        Limits {
            depth: None,
            nodes: None,
            time: Some(time),
            threads: 1,
        }
    }

    /// `depth` plies, stopping after [`FIXED_DEPTH_NODES`] positions: a
    /// search to a fixed depth that still ends where a chain of the king's
    /// threats would keep it going for minutes.
    pub const fn fixed_depth(depth: u32) -> Limits {
        Limits::depth(depth).within_nodes(FIXED_DEPTH_NODES)
    }

    /// The same limits, stopping after `nodes` positions as well.
    pub const fn within_nodes(self, nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..self
        }
    }

    /// The same limits on `threads` threads.
    pub const fn on_threads(self, threads: usize) -> Limits {
        Limits { threads, ..self }
    }
}

/// The threads this computer runs at once: the most a search should use.
/// Asked once: on Linux the answer reads cgroup files, and the settings
/// screen asks at every redraw.
pub fn cores() -> usize {
    static CORES: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// A report after each completed search depth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    pub depth: u32,
    /// Centipawn-like score from the side to move's view; wins are near
    /// ±[`WIN`].
    pub score: i32,
    pub nodes: u64,
    pub nodes_per_second: u64,
    pub elapsed: Duration,
    /// The principal variation, best move first.
    pub pv: Vec<Move>,
}

/// Score of a won position (before adjusting for distance to the win).
pub const WIN: i32 = 1_000_000;

/// What a bot is given while it thinks: its limits, a flag that asks it to
/// stop, and a place to report progress.
pub struct Control<'a> {
    pub limits: Limits,
    pub stop: &'a AtomicBool,
    pub report: &'a mut dyn FnMut(Progress),
}

/// A position's static value for the side to move, as the search judges
/// its leaves (computed afresh; the search keeps its sums move by move).
pub fn static_value(pos: &Position, evaluation: &Evaluation) -> i32 {
    let mut pos = pos.clone();
    if let Some(net) = evaluation.network_for(pos.variant()) {
        let acc = network::Accumulator::new(&net, &pos);
        return network::evaluate(&mut pos, &net, &acc);
    }
    match evaluation.weights_for(pos.variant()) {
        Some(w) => {
            let sum = learned::piece_square(&pos, &w);
            learned::evaluate(&mut pos, &w, sum)
        }
        None => eval::evaluate(&mut pos),
    }
}

/// A game played to its end, for making books and training: its moves and
/// its winner (none: a draw).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishedGame {
    pub moves: Vec<Move>,
    pub winner: Option<crate::engine::side::Side>,
}

/// A player the program provides.
pub trait Bot: Send {
    /// Name shown to players.
    fn name(&self) -> String;

    /// Picks a move for the side to move; `None` only when there is no legal move.
    fn choose(&mut self, pos: &Position, control: &mut Control) -> Option<Move>;
}

/// Runs `bot` on `pos` with `limits`, with nobody asking it to stop and
/// progress dropped: the simple call for tests, tournaments and tools.
pub fn choose_now(bot: &mut dyn Bot, pos: &Position, limits: Limits) -> Option<Move> {
    unattended(limits, |control| bot.choose(pos, control))
}

/// [`choose_now`] for a search bot, with its report too: the best move and
/// the last completed depth's progress (nodes, score), for tools that
/// measure or label with a search.
pub fn search_now(
    bot: &mut SearchBot,
    pos: &Position,
    limits: Limits,
) -> (Option<Move>, Option<Progress>) {
    unattended(limits, |control| bot.search(pos, control))
}

/// Runs `body` with a control of `limits` that nobody stops and whose
/// progress nobody reads.
fn unattended<R>(limits: Limits, body: impl FnOnce(&mut Control) -> R) -> R {
    let stop = AtomicBool::new(false);
    let mut ignore = |_: Progress| {};
    body(&mut Control {
        limits,
        stop: &stop,
        report: &mut ignore,
    })
}
