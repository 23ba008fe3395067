//! The search bot: iterative-deepening principal-variation search with a
//! transposition table, move ordering (hash move, captures and king moves,
//! killers, history), pruning near the leaves in deep iterations, and the
//! network ([`super::network`]) where the variant has one, the linear
//! weights ([`super::learned`]) where it has those, the hand-set terms
//! ([`super::eval`]) elsewhere.

use super::Reductions;
use super::eval::WINS_NEXT;
use super::eval_cache::EvalCache;
use super::network::{Accumulator, Network};
use super::params::Params;
use super::picker::Picker;
use super::table::{Bound, Entry, Table};
use super::weights::Weights;
use super::{Bot, Control, Limits, Progress, Rng, WIN};
use crate::engine::position::{Move, Position};
use crate::engine::side::Side;
use crate::engine::square::{CELLS, board_numbers};
use crate::engine::square_set::SquareSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

mod evaluation;
mod ordering;
mod style;

pub use evaluation::Evaluation;
pub use style::Style;

const MAX_PLY: usize = 64;
/// Scores beyond this are wins found by the search, adjusted by distance.
pub(super) const WIN_ZONE: i32 = WIN - 1_000;
const INFINITY: i32 = WIN + 1;
/// A bot that searches.
pub struct SearchBot {
    name: String,
    table: Table,
    /// How often each move refuted, by its squares on the board.
    history: Vec<u16>,
    style: Style,
    rng: Rng,
    evaluation: Evaluation,
}

impl SearchBot {
    /// A bot that always plays the best move it finds.
    pub fn new() -> SearchBot {
        SearchBot::with_style("Taflbord search", Style::default())
    }

    pub fn with_style(name: &str, style: Style) -> SearchBot {
        SearchBot {
            name: name.into(),
            table: Table::new(20),
            history: Vec::new(),
            style,
            rng: Rng::new(style.seed),
            evaluation: Evaluation::Learned,
        }
    }

    /// The same bot judging positions by `evaluation`.
    pub fn with_evaluation(mut self, evaluation: Evaluation) -> SearchBot {
        self.evaluation = evaluation;
        self
    }

    /// This bot, pressing from `ply` on when it presses.
    pub fn with_press_from(mut self, ply: i32) -> SearchBot {
        self.style.press_from = Some(ply);
        self
    }

    /// This bot, counting `points` for each piece by which the defenders
    /// outnumber its attackers at a corner when it presses.
    pub fn with_outnumbered(mut self, points: i32) -> SearchBot {
        self.style.outnumbered = Some(points);
        self
    }

    /// This bot, counting `points` for each piece by which the defenders
    /// outnumber its attackers on an edge when it presses.
    pub fn with_edges(mut self, points: i32) -> SearchBot {
        self.style.edges = Some(points);
        self
    }

    /// This bot, reducing late moves by `reductions`.
    pub fn with_reductions(mut self, reductions: Reductions) -> SearchBot {
        self.style.reductions = reductions;
        self
    }

    /// Empties the table (for a new game; no search trusts an earlier
    /// one's entries, but the memory is wiped all the same).
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// Searches `pos` within the control's limits; returns the best move
    /// and the last completed depth's report.
    pub fn search(
        &mut self,
        pos: &Position,
        control: &mut Control,
    ) -> (Option<Move>, Option<Progress>) {
        if self.style.book
            && let Some(book) = super::book::OpeningBook::for_variant(pos.variant())
            && let Some(mv) = book.choose(pos, &mut self.rng)
        {
            return (Some(mv), None);
        }
        let exact_root = self.style.margin > 0;
        let limits = control.limits;
        let stop = control.stop;
        let report = &mut *control.report;
        let params = self.params();
        let found = self.with_searcher(pos, limits, stop, exact_root, params, |s| {
            deepen(s, limits, stop, exact_root, report)
        });
        let Some((mut mv, last)) = found else {
            return (None, None);
        };
        if self.style.margin > 0
            && let Some((_, scores)) = &last
            && let Some(m) = choose_within(scores, self.style.margin, &mut self.rng)
        {
            mv = m;
        }
        (Some(mv), last.map(|(p, _)| p))
    }

    /// The numbers this bot plays by.
    pub(super) fn params(&self) -> Params {
        self.style.params()
    }

    /// Runs `body` with a searcher of `pos`: a new table generation and a
    /// new history. (Counts kept from earlier searches, even faded, reach
    /// the ordering's cap on many moves and blur it: measured along a game,
    /// they cost more time to the same depth than starting afresh.)
    ///
    /// When the limits allow more than one thread and set neither depth
    /// nor nodes, helpers search the same position meanwhile (Lazy SMP):
    /// they fill the shared table, so the searcher finds more of its tree
    /// already searched, and they stop when `body` returns.
    pub(super) fn with_searcher<R>(
        &mut self,
        pos: &Position,
        limits: Limits,
        stop: &AtomicBool,
        exact_root: bool,
        params: Params,
        body: impl FnOnce(&mut Searcher) -> R,
    ) -> R {
        self.table.new_search();
        // Squares counted on the board, not the padded grid: an 11×11
        // board's counts then fit in the processor's nearest cache.
        let squares = usize::from(pos.size()).pow(2);
        self.history.clear();
        self.history.resize(squares * squares, 0);
        let weights = self.evaluation.weights_for(pos.variant());
        let network = self.evaluation.network_for(pos.variant());
        let helpers = if limits.depth.is_none() && limits.nodes.is_none() {
            limits.threads.max(1) - 1
        } else {
            0
        };
        let mut histories = vec![self.history.clone(); helpers];
        let (table, history) = (&self.table, &mut self.history);
        let done = AtomicBool::new(false);
        let helper_nodes = AtomicU64::new(0);
        let team = Team {
            table,
            weights: &weights,
            network: &network,
            params,
            nodes: &helper_nodes,
        };
        std::thread::scope(|scope| {
            for (k, history) in histories.iter_mut().enumerate() {
                let mut s = team.searcher(pos, history, Limits::default(), &done, false);
                // A helper the system will not start is only a helper less.
                let _ = std::thread::Builder::new()
                    .name(format!("taflbord-helper-{k}"))
                    .spawn_scoped(scope, move || s.help(k));
            }
            // Set however `body` ends, so the scope never waits on a helper.
            let _stop_helpers = SetOnDrop(&done);
            let mut s = team.searcher(pos, history, limits, stop, exact_root);
            body(&mut s)
        })
    }
}

/// A move at random among those scored within `margin` of the best (and,
/// when the best wins, among those that win as fast: a win put off is a
/// game drawn out for nothing, or never won). The moves are put in
/// square order first, so the choice follows the seed and the scores
/// alone, not the order the search listed them in: a change to the move
/// ordering does not change which games the weaker levels and self-play
/// play.
fn choose_within(scores: &[(Move, i32)], margin: i32, rng: &mut Rng) -> Option<Move> {
    let top = scores.iter().map(|&(_, v)| v).max()?;
    let mut good: Vec<Move> = scores
        .iter()
        .filter(|&&(_, v)| {
            if top > WIN_ZONE {
                v == top
            } else {
                v >= top - margin
            }
        })
        .map(|&(m, _)| m)
        .collect();
    good.sort_unstable();
    rng.pick(&good).copied()
}

struct SetOnDrop<'a>(&'a AtomicBool);

impl Drop for SetOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// The best move a search found, with the last completed depth's report
/// and every root move's score at that depth.
type Found = (Move, Option<(Progress, Vec<(Move, i32)>)>);

/// Deepens the search of `s`'s position until the limits or `stop` end
/// it (none without a legal move).
fn deepen(
    s: &mut Searcher,
    limits: Limits,
    stop: &AtomicBool,
    exact_root: bool,
    report: &mut dyn FnMut(Progress),
) -> Option<Found> {
    let mut root = s.moves(0);
    if root.is_empty() {
        return None;
    }
    let mut best: Option<(Move, i32)> = None;
    let mut last = None;
    for depth in 1..=max_depth(limits) {
        if depth > 1 && (stop.load(Ordering::Relaxed) || s.out_of_budget()) {
            break;
        }
        s.must_finish = depth == 1;
        let (mv, score, scores) = s.aspire(&mut root, depth as i32, best, exact_root);
        if s.aborted {
            break;
        }
        best = Some((mv, score));
        let elapsed = s.start.elapsed();
        let nodes = s.all_nodes();
        let progress = Progress {
            depth,
            score,
            nodes,
            nodes_per_second: (nodes as f64 / elapsed.as_secs_f64().max(1e-9)) as u64,
            elapsed,
            pv: s.principal_variation(mv, depth as usize),
        };
        report(progress.clone());
        last = Some((progress, scores));
        if score.abs() > WIN_ZONE || s.out_of_budget() || s.next_depth_too_long() {
            break;
        }
    }
    best.map(|(mv, _)| (mv, last))
}

/// What every thread of one search shares.
#[derive(Clone, Copy)]
struct Team<'a> {
    table: &'a Table,
    weights: &'a Option<Arc<Weights>>,
    network: &'a Option<Arc<Network>>,
    params: Params,
    /// The helpers' nodes, counted as they go.
    nodes: &'a AtomicU64,
}

impl<'a> Team<'a> {
    fn searcher(
        self,
        pos: &Position,
        history: &'a mut Vec<u16>,
        limits: Limits,
        stop: &'a AtomicBool,
        exact_root: bool,
    ) -> Searcher<'a> {
        let weights = self.weights.clone();
        let network = self.network.clone();
        Searcher {
            accumulator: network.as_deref().map(|n| Accumulator::new(n, pos)),
            network,
            piece_square: weights
                .as_deref()
                .map_or(0, |w| super::learned::piece_square(pos, w)),
            weights,
            pos: pos.clone(),
            table: self.table,
            history,
            evaluations: EvalCache::new(),
            on_board: board_numbers(pos.size()),
            squares: usize::from(pos.size()).pow(2),
            killers: [[None; 2]; MAX_PLY],
            nodes: 0,
            team_nodes: self.nodes,
            helper: false,
            start: Instant::now(),
            limits,
            stop,
            aborted: false,
            must_finish: true,
            prune: false,
            exact_root,
            root_side: pos.turn(),
            params: self.params,
            press: self.params.press
                && pos.turn() == Side::Attackers
                && super::press::knows_how(pos.variant()),
        }
    }
}

/// The deepest iteration the limits allow.
pub(super) fn max_depth(limits: Limits) -> u32 {
    limits
        .depth
        .unwrap_or(MAX_PLY as u32 - 1)
        .clamp(1, MAX_PLY as u32 - 1)
}

impl Default for SearchBot {
    fn default() -> Self {
        SearchBot::new()
    }
}

impl Bot for SearchBot {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn choose(&mut self, pos: &Position, control: &mut Control) -> Option<Move> {
        self.search(pos, control).0
    }
}

pub(super) struct Searcher<'a> {
    pos: Position,
    /// The learned evaluation's weights, if it is used here.
    weights: Option<Arc<Weights>>,
    /// Their piece-square sum for `pos`, kept as moves are played.
    piece_square: i32,
    /// The network, if it judges here, and its sums for `pos`, kept as
    /// moves are played.
    network: Option<Arc<Network>>,
    accumulator: Option<Accumulator>,
    table: &'a Table,
    history: &'a mut Vec<u16>,
    /// Leaf scores worked out in this search.
    evaluations: EvalCache,
    /// The squares' numbers on this board, and how many there are: the
    /// history's slots.
    on_board: &'static [u16; CELLS],
    squares: usize,
    killers: [[Option<Move>; 2]; MAX_PLY],
    pub(super) nodes: u64,
    /// The helper threads' nodes (a helper adds its own as it goes).
    team_nodes: &'a AtomicU64,
    /// Whether this is a helper thread's searcher.
    helper: bool,
    pub(super) start: Instant,
    limits: Limits,
    stop: &'a AtomicBool,
    pub(super) aborted: bool,
    /// Depth 1 is never cut short, so there is always a move.
    pub(super) must_finish: bool,
    /// Whether this iteration prunes (from [`Params::prune_from`] on).
    prune: bool,
    /// Score every root move exactly (for styles that choose among good moves).
    exact_root: bool,
    /// The side the bot plays for.
    root_side: Side,
    /// The numbers it searches and evaluates by.
    params: Params,
    /// Whether this search presses the ring: its numbers say so, the bot
    /// attacks, and the evaluation knows how to press under the rules.
    press: bool,
}

impl Searcher<'_> {
    pub(super) fn out_of_budget(&self) -> bool {
        self.limits.nodes.is_some_and(|n| self.nodes >= n)
            || self.limits.time.is_some_and(|t| self.start.elapsed() >= t)
    }

    /// This thread's nodes and its helpers'.
    pub(super) fn all_nodes(&self) -> u64 {
        self.nodes + self.team_nodes.load(Ordering::Relaxed)
    }

    /// A helper's search: deeper and deeper until stopped, every other
    /// helper starting a depth ahead so that the threads do not all search
    /// the same tree in step. What it finds reaches the main search by the table.
    fn help(&mut self, helper: usize) {
        self.helper = true;
        self.must_finish = false;
        let mut root = self.moves(0);
        if root.is_empty() {
            return;
        }
        let mut best = None;
        let first = 2 - (helper % 2) as i32;
        for depth in first..MAX_PLY as i32 {
            let (mv, score, _) = self.aspire(&mut root, depth, best, false);
            if self.aborted {
                break;
            }
            best = Some((mv, score));
        }
    }

    /// The table's key for the searched position. While the ring's weight
    /// ramps in, one board is worth more a few plies on, so the key also
    /// tells the ramp's step: an entry made lower on the ramp never
    /// answers for a position higher up.
    fn key(&self) -> u64 {
        let hash = self.pos.hash();
        if !self.press {
            return hash;
        }
        let step = super::press::ring_weight(&self.pos, &self.params);
        if step == 0 || step >= self.params.press_ramp {
            return hash;
        }
        with_step(hash, step)
    }

    fn poll(&mut self) {
        if self.must_finish || !self.nodes.is_multiple_of(1024) {
            return;
        }
        if self.helper {
            self.team_nodes.fetch_add(1024, Ordering::Relaxed);
        }
        if self.stop.load(Ordering::Relaxed) || self.out_of_budget() {
            self.aborted = true;
        }
    }

    /// Whether the iteration after one just finished would run past the
    /// time limit: each depth takes a few times the last, so one started
    /// after half the time is mostly thrown away, and the time is better
    /// kept on the clock.
    fn next_depth_too_long(&self) -> bool {
        self.limits
            .time
            .is_some_and(|t| self.start.elapsed() * 2 >= t)
    }

    /// Searches the root moves at `depth` in a narrow window around the
    /// last depth's score, widening it when the score falls outside.
    fn aspire(
        &mut self,
        moves: &mut Vec<Move>,
        depth: i32,
        last: Option<(Move, i32)>,
        exact_root: bool,
    ) -> (Move, i32, Vec<(Move, i32)>) {
        let previous = last.map(|(m, _)| m);
        let Some((_, guess)) =
            last.filter(|&(_, v)| depth >= 4 && !exact_root && v.abs() < WIN_ZONE)
        else {
            return self.root(moves, depth, previous);
        };
        let mut width = self.params.aspiration;
        loop {
            let (alpha, beta) = (guess - width, guess + width);
            let found = self.root_within(moves, depth, previous, alpha, beta);
            if self.aborted || (found.1 > alpha && found.1 < beta) {
                return found;
            }
            width *= 4;
            if width > WIN_ZONE {
                return self.root(moves, depth, previous);
            }
        }
    }

    /// Searches the root moves; returns the best move, its score, and every
    /// root move's score (exact for the best, bounds for the rest).
    pub(super) fn root(
        &mut self,
        moves: &mut Vec<Move>,
        depth: i32,
        previous: Option<Move>,
    ) -> (Move, i32, Vec<(Move, i32)>) {
        self.root_within(moves, depth, previous, -INFINITY, INFINITY)
    }

    /// The same within a window: a best score at or below `alpha` is only
    /// an upper bound, one at or above `beta` a lower bound (and the
    /// search stops at it).
    fn root_within(
        &mut self,
        moves: &mut Vec<Move>,
        depth: i32,
        previous: Option<Move>,
        mut alpha: i32,
        beta: i32,
    ) -> (Move, i32, Vec<(Move, i32)>) {
        self.prune = depth >= self.params.prune_from;
        if let Some(p) = previous
            && let Some(k) = moves.iter().position(|&m| m == p)
        {
            let m = moves.remove(k);
            moves.insert(0, m);
        }
        let mut best = moves[0];
        let mut best_score = -INFINITY;
        let mut scores = Vec::with_capacity(moves.len());
        for (k, &m) in moves.iter().enumerate() {
            let played = self.play(m);
            self.nodes += 1;
            let child = depth - 1 + self.extension(0);
            let score = if k == 0 {
                -self.negamax(child, 1, -beta, -alpha)
            } else if self.exact_root {
                -self.negamax(child, 1, -INFINITY, INFINITY)
            } else {
                let probe = -self.negamax(child, 1, -alpha - 1, -alpha);
                if probe > alpha && probe < beta && !self.aborted {
                    -self.negamax(child, 1, -beta, -alpha)
                } else {
                    probe
                }
            };
            self.undo(&played);
            if self.aborted {
                break;
            }
            scores.push((m, score));
            if score > best_score {
                best_score = score;
                best = m;
            }
            alpha = alpha.max(score);
            if score >= beta {
                break;
            }
        }
        (best, best_score, scores)
    }

    fn negamax(&mut self, depth: i32, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        self.poll();
        if self.aborted {
            return 0;
        }
        if let Some(score) = self.end_score(ply) {
            return score;
        }
        if depth <= 0 || ply >= MAX_PLY - 1 {
            return self.evaluate().clamp(-WINS_NEXT, WINS_NEXT);
        }
        let key = self.key();
        let entry = self.table.get(key);
        if let Some(score) = entry.and_then(|e| table_cut(e, depth, ply, alpha, beta)) {
            return score;
        }
        let pv_node = beta - alpha > 1;
        // An attacker to move with the king's way out open must find the
        // one block; nothing may be pruned then.
        let ways_out = match self.pos.turn() {
            Side::Attackers => super::eval::ways_out(&self.pos),
            Side::Defenders => SquareSet::EMPTY,
        };
        let prunes =
            self.prune && !pv_node && depth <= 3 && beta.abs() < WIN_ZONE && ways_out.is_empty();
        if let Some(score) = self.cut_before_moves(depth, ply, beta, pv_node, prunes) {
            return score;
        }
        // The table's move is tried before the others are generated: when
        // it refutes, as it mostly does, they never are.
        let hash_move = entry
            .and_then(|e| e.mv)
            .filter(|&m| self.pos.is_legal_here(m));
        let mut picker: Option<Picker> = None;
        let original_alpha = alpha;
        let king = self.pos.king;
        let mut best = -INFINITY;
        let mut best_move = None;
        // Moves passed over as no answer to the king's way out do not count
        // towards a move's place in the order.
        let mut passed = 0;
        for k in 0.. {
            let (m, captures) = match hash_move {
                Some(m) if k == 0 => (m, self.likely_captures(m)),
                _ => {
                    let picker = match &mut picker {
                        Some(p) => p,
                        None => picker.insert(Picker::new(self.scored_moves(ply, hash_move))),
                    };
                    match picker.next() {
                        Some(s) => (s.mv, s.captures),
                        None => break,
                    }
                }
            };
            if let Some(king_at) = king
                && !ways_out.is_empty()
                && !ways_out.has_index(m.to.index())
                && !self.ends_game(m, king_at)
            {
                // It lets the king out next move: as good as lost, like
                // leaving a king in check.
                passed += 1;
                continue;
            }
            let k = k - passed;
            // Late quiet moves are searched less deep first.
            let quiet = Some(m.from.index()) != king
                && captures == 0
                && !self.killers[ply].contains(&Some(m));
            if prunes
                && quiet
                && best > -WIN_ZONE
                && k >= self.params.late_moves * (depth * depth + 1)
            {
                continue;
            }
            let reduction = if quiet {
                self.params.reductions.plies(depth, k, pv_node)
            } else {
                0
            };
            let played = self.play(m);
            self.nodes += 1;
            let (child, reduction) = match self.extension(ply) {
                0 => (depth - 1, reduction),
                extra => (depth - 1 + extra, 0),
            };
            let score = if k == 0 {
                -self.negamax(child, ply + 1, -beta, -alpha)
            } else {
                let mut probe = -self.negamax(child - reduction, ply + 1, -alpha - 1, -alpha);
                if reduction > 0 && probe > alpha && !self.aborted {
                    probe = -self.negamax(child, ply + 1, -alpha - 1, -alpha);
                }
                if probe > alpha && probe < beta && !self.aborted {
                    -self.negamax(child, ply + 1, -beta, -alpha)
                } else {
                    probe
                }
            };
            self.undo(&played);
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(m);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if played.captures.is_empty() {
                    self.remember_refutation(m, ply, depth);
                }
                break;
            }
        }
        if best_move.is_none() {
            if !ways_out.is_empty() {
                // No answer to the king's way out: he escapes next move.
                return -(WIN - (ply as i32 + 2));
            }
            // No move at all: only reached when the rules let a stuck side
            // play on.
            return 0;
        }
        let bound = if best <= original_alpha {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.put(
            key,
            Entry {
                mv: best_move,
                score: to_table(best, ply),
                depth: depth as i8,
                bound,
            },
        );
        best
    }

    /// Whether `m`, an attacker move that leaves the king's way out open,
    /// ends the game at once. Only taking him (from beside him) or a
    /// repeated position can: his way reaches the edge, so he is neither
    /// encircled nor without a move. Only those are tried on the board.
    fn ends_game(&mut self, m: Move, king: usize) -> bool {
        if !ordering::adjacent(m.to.index(), king) && !self.pos.may_repeat_after(m) {
            return false;
        }
        let played = self.pos.play_unchecked(m);
        let ends = self.pos.outcome().is_some();
        self.pos.undo(&played);
        ends
    }

    /// The score of a finished game, `ply` plies from the root.
    fn end_score(&self, ply: usize) -> Option<i32> {
        let o = self.pos.outcome()?;
        Some(match o.winner {
            // The bot plays to win: a draw counts a little against it.
            None if self.pos.turn() == self.root_side => -self.params.contempt,
            None => self.params.contempt,
            Some(w) if w == self.pos.turn() => WIN - ply as i32,
            Some(_) => -(WIN - ply as i32),
        })
    }

    /// A score that holds before any move is searched: the static score
    /// far above beta near the leaves (reverse futility, when `prunes`),
    /// or a null move that still holds beta; 0 when the search was stopped
    /// meanwhile.
    fn cut_before_moves(
        &mut self,
        depth: i32,
        ply: usize,
        beta: i32,
        pv_node: bool,
        prunes: bool,
    ) -> Option<i32> {
        // Both tests may want the static score; it is counted once.
        let mut static_eval = None;
        if prunes {
            let eval = *static_eval.get_or_insert_with(|| self.evaluate());
            if eval - self.params.futility_margin * depth >= beta {
                return Some(eval);
            }
        }
        // Null move: if passing still holds the score above beta, a real move
        // will too. Tafl has no positions where moving hurts, so it is safe.
        if !pv_node
            && depth >= 3
            && beta.abs() < WIN_ZONE
            && *static_eval.get_or_insert_with(|| self.evaluate()) >= beta
        {
            self.pos.make_null();
            let r = if depth >= 6 { 3 } else { 2 };
            let score = -self.negamax(depth - 1 - r, ply + 1, -beta, -beta + 1);
            self.pos.unmake_null();
            if self.aborted {
                return Some(0);
            }
            if score >= beta {
                return Some(score);
            }
        }
        None
    }

    /// Extra depth for the reply to the move just played: a defender move
    /// that opens a way out for the king forces an answer, like a check.
    fn extension(&self, ply: usize) -> i32 {
        let forcing = self.pos.turn() == Side::Attackers
            && self.pos.outcome().is_none()
            && super::eval::king_has_way_out(&self.pos);
        i32::from(forcing && ply < MAX_PLY / 2)
    }

    /// The expected line: the best move, then hash moves while they are legal.
    pub(super) fn principal_variation(&mut self, first: Move, length: usize) -> Vec<Move> {
        let mut pv = vec![first];
        let mut played = vec![self.pos.play_unchecked(first)];
        while pv.len() < length {
            let Some(m) = self.table.get(self.key()).and_then(|e| e.mv) else {
                break;
            };
            if !self.pos.is_legal(m) {
                break;
            }
            pv.push(m);
            played.push(self.pos.play_unchecked(m));
        }
        for p in played.iter().rev() {
            self.pos.undo(p);
        }
        pv
    }
}

/// `hash` told apart for each step of the press's ramp: XORed with an odd
/// multiple of a 64-bit golden-ratio constant, one per step.
fn with_step(hash: u64, step: i32) -> u64 {
    hash ^ (2 * step as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// The table's score for a node when its entry is deep enough and its
/// bound settles the window.
fn table_cut(e: Entry, depth: i32, ply: usize, alpha: i32, beta: i32) -> Option<i32> {
    if i32::from(e.depth) < depth {
        return None;
    }
    let score = from_table(e.score, ply);
    match e.bound {
        Bound::Exact => Some(score),
        Bound::Lower if score >= beta => Some(score),
        Bound::Upper if score <= alpha => Some(score),
        _ => None,
    }
}

/// Wins are stored relative to the node, so they stay right when the same
/// position is met at another ply.
fn to_table(score: i32, ply: usize) -> i32 {
    if score > WIN_ZONE {
        score + ply as i32
    } else if score < -WIN_ZONE {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score > WIN_ZONE {
        score - ply as i32
    } else if score < -WIN_ZONE {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests;
