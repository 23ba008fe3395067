//! Several best lines at once (multi-PV), for the analysis board: at each
//! depth the root is searched once for the best move, then again without
//! it for the second best, and so on, each with a full window so every
//! line's score is exact.

use super::Limits;
use super::params::Params;
use super::search::{SearchBot, WIN_ZONE, max_depth};
use crate::engine::position::{Move, Position};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// One of the best lines: its score from the side to move's view, and its
/// moves from the position searched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub score: i32,
    pub moves: Vec<Move>,
}

/// What a completed depth found: the lines, best first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lines {
    pub depth: u32,
    pub nodes: u64,
    pub nodes_per_second: u64,
    pub elapsed: Duration,
    pub lines: Vec<Line>,
}

/// The most lines the analysis shows.
pub const MAX_LINES: usize = 5;

impl SearchBot {
    /// Searches `pos` for its `count` best lines (1 to [`MAX_LINES`], fewer
    /// when there are fewer moves), deeper and deeper until `stop` is set or
    /// the limits are reached; each completed depth goes to `report`.
    /// Returns the last completed depth's lines (none without a legal move).
    pub fn analyse(
        &mut self,
        pos: &Position,
        count: usize,
        limits: Limits,
        stop: &AtomicBool,
        report: &mut dyn FnMut(&Lines),
    ) -> Option<Lines> {
        // An analyst plays for neither side: a draw is even.
        let params = Params {
            contempt: 0,
            ..self.params()
        };
        self.with_searcher(pos, limits, stop, false, params, |s| {
            let all = s.moves(0);
            if all.is_empty() {
                return None;
            }
            let count = count.clamp(1, MAX_LINES).min(all.len());
            let mut last: Option<Lines> = None;
            for depth in 1..=max_depth(limits) {
                if depth > 1 && (stop.load(Ordering::Relaxed) || s.out_of_budget()) {
                    break;
                }
                s.must_finish = depth == 1;
                let mut rest = all.clone();
                let mut found = Vec::with_capacity(count);
                for k in 0..count {
                    // The move this line began with last time is tried first.
                    let previous = last
                        .as_ref()
                        .and_then(|l| l.lines.get(k))
                        .map(|l| l.moves[0])
                        .filter(|m| rest.contains(m));
                    let (mv, score, _) = s.root(&mut rest, depth as i32, previous);
                    if s.aborted {
                        break;
                    }
                    let moves = s.principal_variation(mv, depth as usize);
                    rest.retain(|&m| m != mv);
                    found.push(Line { score, moves });
                }
                if s.aborted {
                    break;
                }
                found.sort_by_key(|l| std::cmp::Reverse(l.score));
                let elapsed = s.start.elapsed();
                let nodes = s.all_nodes();
                let lines = Lines {
                    depth,
                    nodes,
                    nodes_per_second: (nodes as f64 / elapsed.as_secs_f64().max(1e-9)) as u64,
                    elapsed,
                    lines: found,
                };
                report(&lines);
                let decided = lines.lines.iter().all(|l| l.score.abs() > WIN_ZONE);
                last = Some(lines);
                if decided || s.out_of_budget() {
                    break;
                }
            }
            last
        })
    }
}

/// The analysis board's engine as a player: it moves by its first line.
/// (`taflbord engine --level analysis`, to match it against the levels.)
pub struct Analyst(SearchBot);

impl Analyst {
    pub fn new() -> Analyst {
        Analyst(SearchBot::new())
    }
}

impl Default for Analyst {
    fn default() -> Self {
        Analyst::new()
    }
}

impl super::Bot for Analyst {
    fn name(&self) -> String {
        "Taflbord analysis".into()
    }

    fn choose(&mut self, pos: &Position, control: &mut super::Control) -> Option<Move> {
        let report = &mut *control.report;
        let mut said = |lines: &Lines| {
            if let Some(best) = lines.lines.first() {
                report(super::Progress {
                    depth: lines.depth,
                    score: best.score,
                    nodes: lines.nodes,
                    nodes_per_second: lines.nodes_per_second,
                    elapsed: lines.elapsed,
                    pv: best.moves.clone(),
                });
            }
        };
        let found = self
            .0
            .analyse(pos, 1, control.limits, control.stop, &mut said)?;
        found.lines.first().map(|l| l.moves[0])
    }
}
