//! A review of a game's main line: the search looks at every position in
//! turn, for a fixed time each, and each move is judged by the winning
//! chance its side had before it (with the best move) and after it.
//!
//! The review runs on the caller's thread: the window runs it on its own
//! thread, the command line directly. It reports after each position and
//! can be stopped; what it found so far is kept.

use super::win_chance::{Verdict, curve_for};
use crate::Side;
use crate::bot::{Control, Limits, SearchBot, WIN};
use crate::engine::position::{Move, Position};
use crate::record::{GameRecord, NodeId};
use std::sync::atomic::AtomicBool;

/// What the search found in one position of the main line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Look {
    /// From the side to move's view.
    pub score: i32,
    /// The best move and the line after it; none when the game is over.
    pub line: Vec<Move>,
    pub depth: u32,
}

/// One move of the main line, judged.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// The move's node in the record.
    pub node: NodeId,
    pub ply: usize,
    pub played: Move,
    /// The side that made the move.
    pub mover: Side,
    /// The mover's score before the move (with the best move) and after it.
    pub before: i32,
    pub after: i32,
    /// The mover's winning chance lost by the move (0 when it was the best).
    pub lost: f64,
    pub verdict: Option<Verdict>,
    /// The search's better move and its line, when the played move was not
    /// its choice.
    pub better: Vec<Move>,
}

impl MoveReview {
    /// The scores before and after the move as the attackers see them
    /// (plus is good for them), the sign players read everywhere.
    pub fn attackers_scores(&self) -> (i32, i32) {
        match self.mover {
            Side::Attackers => (self.before, self.after),
            Side::Defenders => (-self.before, -self.after),
        }
    }
}

/// A review: each position looked at (the start first), and the moves
/// judged, as far as it got.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Review {
    pub looks: Vec<Look>,
    pub moves: Vec<MoveReview>,
    /// Stopped before the end of the main line.
    pub stopped: bool,
}

impl Review {
    /// The attackers' score after each ply of the main line (the start
    /// first).
    pub fn attackers_scores(&self, record: &GameRecord) -> Vec<i32> {
        let main = record.main_line();
        self.looks
            .iter()
            .zip(&main)
            .map(|(look, &id)| {
                if record.node(id).position().turn() == Side::Attackers {
                    look.score
                } else {
                    -look.score
                }
            })
            .collect()
    }

    /// The attackers' winning chance after each ply of the main line, by
    /// the variant's curve, for the evaluation graph.
    pub fn attackers_chances(&self, record: &GameRecord) -> Vec<f64> {
        let curve = curve_for(record.variant());
        self.attackers_scores(record)
            .into_iter()
            .map(|score| curve.chance(score, Side::Attackers))
            .collect()
    }
}

/// After each position: how many are done of how many.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewProgress {
    pub done: usize,
    pub of: usize,
}

/// The score of a position whose game is over, from the side to move's view.
fn finished(pos: &Position) -> Option<i32> {
    let outcome = pos.outcome()?;
    Some(match outcome.winner {
        Some(w) if w == pos.turn() => WIN,
        Some(_) => -WIN,
        None => 0,
    })
}

/// Looks at one position within `per_position`.
fn look(bot: &mut SearchBot, pos: &Position, per_position: Limits, stop: &AtomicBool) -> Look {
    if let Some(score) = finished(pos) {
        return Look {
            score,
            line: Vec::new(),
            depth: 0,
        };
    }
    let mut report = |_| {};
    let mut control = Control {
        limits: per_position,
        stop,
        report: &mut report,
    };
    let (mv, progress) = bot.search(pos, &mut control);
    match progress {
        Some(p) => Look {
            score: p.score,
            line: if p.pv.is_empty() {
                mv.into_iter().collect()
            } else {
                p.pv
            },
            depth: p.depth,
        },
        None => Look {
            score: 0,
            line: mv.into_iter().collect(),
            depth: 0,
        },
    }
}

/// Reviews the main line of `record`, searching each position within
/// `per_position` (a time, and threads).
/// `progress` hears after each one; `stop` ends the review early (the
/// positions looked at so far are judged).
pub fn review(
    record: &GameRecord,
    per_position: Limits,
    stop: &AtomicBool,
    mut progress: impl FnMut(ReviewProgress),
) -> Review {
    let main = record.main_line();
    let mut bot = SearchBot::new();
    let mut result = Review::default();
    for (k, &id) in main.iter().enumerate() {
        if stop.load(std::sync::atomic::Ordering::Relaxed) {
            result.stopped = true;
            break;
        }
        let pos = record.node(id).position();
        result.looks.push(look(&mut bot, pos, per_position, stop));
        progress(ReviewProgress {
            done: k + 1,
            of: main.len(),
        });
    }
    let curve = curve_for(record.variant());
    let mut moves = Vec::new();
    for (k, pair) in result.looks.windows(2).enumerate() {
        let k = k + 1;
        let node = record.node(main[k]);
        let played = node.mv().expect("a move on the main line");
        let mover = record.node(main[k - 1]).position().turn();
        let (was, now) = (&pair[0], &pair[1]);
        let before = was.score;
        let after = -now.score;
        let best = was.line.first() == Some(&played);
        let lost = if best {
            0.0
        } else {
            (curve.chance(before, mover) - curve.chance(after, mover)).max(0.0)
        };
        moves.push(MoveReview {
            node: main[k],
            ply: k,
            played,
            mover,
            before,
            after,
            lost,
            verdict: Verdict::of_loss(lost),
            better: if best { Vec::new() } else { was.line.clone() },
        });
    }
    result.moves = moves;
    result
}
