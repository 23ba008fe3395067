//! Perft cross-check against a second, deliberately plain rules model.
//!
//! The model below reads nothing from the engine but the rule data
//! (`variant.rules()`) and the start setup (`variant.start()`); its move
//! generation, captures and game ends are written afresh from
//! the rules as the variants and their help state them on a flat `Vec<Option<Piece>>` board, favouring
//! obviousness over speed. Perft counts of both must agree, and the agreed
//! counts are pinned in a table so a later change to either is noticed.
//!
//! Perft from the start never gets deep enough for most capture rules or
//! any game end, so the model also plays long random games beside the
//! engine, from the start, from random boards and from hand-made boards one
//! move from a rare rule, comparing legal moves, captures, board and
//! outcome at every ply.

use std::cell::{Cell, RefCell};
use std::collections::{BTreeMap, BTreeSet};
use taflbord::engine::rules::{
    Escape, Hostile, Hostility, KingCapture, KingNeighbour, Passage, Repetition, Rules,
};
use taflbord::engine::splitmix::SplitMix64;
use taflbord::{Move, Outcome, Piece, Position, Reason, Side, Square, Variant, built_ins, perft};

/// Row-major board, row 0 at the bottom: `board[row * n + col]`.
type Board = Vec<Option<Piece>>;
/// A move as (from, to) board indices.
type Mv = (usize, usize);

const DIRS: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// One variant's rules, with the few square facts the model needs.
struct Model {
    /// How often each rule fired, to report what the random games reached.
    hits: RefCell<BTreeMap<&'static str, usize>>,
    /// Whether captures are being made for real (not tried out).
    recording: Cell<bool>,
    n: usize,
    rules: Rules,
    /// Base-camp number (1-based) of each square, 0 outside camps.
    camp: Vec<usize>,
    start: Board,
    first: Side,
}

impl Model {
    fn new(v: &Variant) -> Model {
        let n = usize::from(v.size());
        let rules = v.rules().clone();
        let mut camp = vec![0; n * n];
        for (k, squares) in rules.camps.iter().enumerate() {
            for sq in squares {
                camp[usize::from(sq.row()) * n + usize::from(sq.col())] = k + 1;
            }
        }
        let start = v.start().squares.clone();
        assert_eq!(start.len(), n * n, "{}: setup size", v.id());
        Model {
            hits: RefCell::default(),
            recording: Cell::new(false),
            n,
            camp,
            start,
            first: v.start().turn,
            rules,
        }
    }

    /// Counts a capture rule firing on a move actually played.
    fn hit(&self, rule: &'static str) {
        if self.recording.get() {
            self.note(rule);
        }
    }

    fn note(&self, rule: &'static str) {
        *self.hits.borrow_mut().entry(rule).or_default() += 1;
    }

    fn xy(&self, i: usize) -> (i32, i32) {
        ((i % self.n) as i32, (i / self.n) as i32)
    }

    fn at(&self, c: i32, r: i32) -> Option<usize> {
        let n = self.n as i32;
        let inside = (0..n).contains(&c) && (0..n).contains(&r);
        inside.then(|| (r * n + c) as usize)
    }

    /// The square one step from `i` in direction `d`, if on the board.
    fn step(&self, i: usize, d: (i32, i32)) -> Option<usize> {
        let (c, r) = self.xy(i);
        self.at(c + d.0, r + d.1)
    }

    fn square(&self, i: usize) -> Square {
        let (c, r) = self.xy(i);
        Square::new(c as u8, r as u8)
    }

    fn index(&self, sq: Square) -> usize {
        usize::from(sq.row()) * self.n + usize::from(sq.col())
    }

    fn to_move(&self, m: Mv) -> Move {
        Move::new(self.square(m.0), self.square(m.1))
    }

    fn name(&self, i: usize) -> String {
        self.square(i).to_string()
    }

    fn is_throne(&self, i: usize) -> bool {
        self.rules.throne.is_some() && i == (self.n / 2) * self.n + self.n / 2
    }

    fn is_corner(&self, i: usize) -> bool {
        let (c, r) = self.xy(i);
        let last = self.n as i32 - 1;
        (c == 0 || c == last) && (r == 0 || r == last)
    }

    fn is_edge(&self, i: usize) -> bool {
        let (c, r) = self.xy(i);
        let last = self.n as i32 - 1;
        c == 0 || r == 0 || c == last || r == last
    }

    fn restricted_corner(&self, i: usize) -> bool {
        self.rules.corners.is_some() && self.is_corner(i)
    }

    // ----- movement -----

    /// May `p`, which started on `from`, move across the empty square `i`?
    fn may_pass(&self, p: Piece, from: usize, i: usize) -> bool {
        if self.is_throne(i) {
            match self.rules.throne.as_ref().unwrap().pass {
                Passage::Anyone => true,
                Passage::KingOnly => p == Piece::King,
                Passage::Nobody => false,
            }
        } else if self.camp[i] != 0 {
            // Only an attacker still inside this very camp.
            p == Piece::Attacker && self.camp[from] == self.camp[i]
        } else {
            true
        }
    }

    /// May `p`, which started on `from`, end its move on the empty square `i`?
    fn may_stop(&self, p: Piece, from: usize, i: usize) -> bool {
        if self.is_throne(i) {
            p == Piece::King && self.rules.throne.as_ref().unwrap().king_may_return
        } else if self.restricted_corner(i) {
            p == Piece::King
        } else if self.camp[i] != 0 {
            p == Piece::Attacker && self.camp[from] == self.camp[i]
        } else {
            true
        }
    }

    /// Moves allowed by the movement rules alone (no repetition, no king safety).
    fn movement(&self, b: &Board, side: Side) -> Vec<Mv> {
        let limit = self.rules.step_limit.map_or(self.n, usize::from) as i32;
        let mut out = Vec::new();
        for from in 0..b.len() {
            let Some(p) = b[from] else { continue };
            if p.side() != side {
                continue;
            }
            let (c, r) = self.xy(from);
            for d in DIRS {
                for k in 1..=limit {
                    let Some(to) = self.at(c + d.0 * k, r + d.1 * k) else {
                        break;
                    };
                    if b[to].is_some() {
                        break;
                    }
                    if self.may_stop(p, from, to) {
                        out.push((from, to));
                    }
                    if !self.may_pass(p, from, to) {
                        break;
                    }
                }
            }
        }
        out
    }

    // ----- captures -----

    /// Is the empty square `i` hostile to `victim`?
    fn hostile_empty(&self, i: usize, victim: Piece) -> bool {
        let h: Option<Hostility> = if self.is_throne(i) {
            Some(self.rules.throne.as_ref().unwrap().hostility)
        } else if self.restricted_corner(i) {
            Some(self.rules.corners.as_ref().unwrap().hostility)
        } else if self.camp[i] != 0 {
            Some(self.rules.camp_hostility)
        } else {
            None
        };
        let Some(h) = h else { return false };
        let towards = if victim == Piece::Attacker {
            h.attackers
        } else {
            h.defenders
        };
        // The square is empty here, so "when empty" holds.
        towards != Hostile::Never
    }

    /// Does square `i` (None: off the board) close a sandwich of `victim` for `side`?
    fn jaw(&self, b: &Board, i: Option<usize>, side: Side, victim: Piece) -> bool {
        let Some(i) = i else {
            return false; // the edge never helps a sandwich
        };
        match b[i] {
            Some(p) => p.side() == side && (p != Piece::King || self.rules.king.armed),
            None => self.hostile_empty(i, victim),
        }
    }

    /// Does neighbour `i` of a strong king (None: off the board) stand in for an attacker?
    fn hems_king(&self, b: &Board, i: Option<usize>, list: &[KingNeighbour]) -> bool {
        let Some(i) = i else {
            return list.contains(&KingNeighbour::Edge);
        };
        match b[i] {
            Some(p) => p == Piece::Attacker,
            None => {
                (self.is_throne(i) && list.contains(&KingNeighbour::EmptyThrone))
                    || (self.is_corner(i) && list.contains(&KingNeighbour::Corner))
                    || (self.camp[i] != 0 && list.contains(&KingNeighbour::Camp))
            }
        }
    }

    /// Squares captured by the piece that has just arrived on `to`.
    fn captures(&self, b: &Board, to: usize) -> BTreeSet<usize> {
        let mover = b[to].expect("the moved piece");
        let side = mover.side();
        let enemy = |i: usize| b[i].is_some_and(|p| p.side() != side);
        let mut caught = BTreeSet::new();

        if self.rules.enclosure {
            // Every enemy group with no empty neighbour, wherever it is.
            let mut seen = vec![false; b.len()];
            for s in 0..b.len() {
                if !enemy(s) || seen[s] {
                    continue;
                }
                let mut group = vec![s];
                seen[s] = true;
                let mut open = false;
                let mut k = 0;
                while k < group.len() {
                    let g = group[k];
                    k += 1;
                    for d in DIRS {
                        let Some(nb) = self.step(g, d) else { continue };
                        if b[nb].is_none() {
                            open = true;
                        } else if enemy(nb) && !seen[nb] {
                            seen[nb] = true;
                            group.push(nb);
                        }
                    }
                }
                if !open {
                    self.hit(if group.len() > 1 {
                        "enclosure of a group"
                    } else {
                        "enclosure of one piece"
                    });
                    if group.iter().any(|&i| b[i] == Some(Piece::King)) {
                        self.hit("enclosure of the king");
                    }
                    caught.extend(group);
                }
            }
        }

        let armed = mover != Piece::King || self.rules.king.armed;
        for d in DIRS {
            let Some(v) = self.step(to, d) else { continue };
            if !enemy(v) {
                continue;
            }
            let victim = b[v].unwrap();
            let beyond = self.step(v, d);
            let taken = match (victim, &self.rules.king.capture) {
                (Piece::King, KingCapture::Weak) => self.jaw(b, beyond, side, victim),
                (Piece::King, KingCapture::Strong(list)) => DIRS
                    .iter()
                    .all(|&e| self.hems_king(b, self.step(v, e), list)),
                _ => armed && self.jaw(b, beyond, side, victim),
            };
            if taken {
                self.hit(match (victim, beyond.and_then(|i| b[i])) {
                    (Piece::King, _) => "king captured",
                    (_, None) => "sandwich against a square",
                    _ => "sandwich",
                });
                caught.insert(v);
            }
        }

        if self.rules.shield_walls && armed && self.is_edge(to) {
            let wall = self.shield_walls(b, to, side);
            if !wall.is_empty() {
                self.hit("shield wall");
            }
            caught.extend(wall);
        }

        if self.rules.combined_trap && side == Side::Attackers {
            // A defender beside a king hemmed in on his other three sides by
            // attackers or restricted squares, with the mover beyond it.
            let blocked = |i: Option<usize>| {
                i.is_some_and(|i| match b[i] {
                    Some(p) => p == Piece::Attacker,
                    None => self.is_throne(i) || self.camp[i] != 0 || self.restricted_corner(i),
                })
            };
            for d in DIRS {
                let Some(def) = self.step(to, d) else {
                    continue;
                };
                let Some(k) = self.step(def, d) else { continue };
                if b[def] != Some(Piece::Defender) || b[k] != Some(Piece::King) {
                    continue;
                }
                let back = (-d.0, -d.1);
                if DIRS
                    .iter()
                    .filter(|&&e| e != back)
                    .all(|&e| blocked(self.step(k, e)))
                {
                    self.hit("combined trap");
                    caught.insert(def);
                }
            }
        }
        caught
    }

    /// Shield-wall captures closed by the mover arriving on the edge square `to`.
    fn shield_walls(&self, b: &Board, to: usize, side: Side) -> Vec<usize> {
        let (c, r) = self.xy(to);
        let last = self.n as i32 - 1;
        let mut out = Vec::new();
        // (is `to` on this edge?, the direction pointing into the board)
        for (on, inward) in [
            (r == 0, (0, 1)),
            (r == last, (0, -1)),
            (c == 0, (1, 0)),
            (c == last, (-1, 0)),
        ] {
            if !on {
                continue;
            }
            for along in [(inward.1, inward.0), (-inward.1, -inward.0)] {
                let mut row = Vec::new();
                let mut at = self.step(to, along);
                while let Some(i) = at {
                    if b[i].is_some_and(|p| p.side() != side) {
                        row.push(i);
                        at = self.step(i, along);
                    } else {
                        break;
                    }
                }
                if row.len() < 2 {
                    continue;
                }
                let closed = at.is_some_and(|i| match b[i] {
                    Some(p) => p.side() == side && (p != Piece::King || self.rules.king.armed),
                    None => self.restricted_corner(i),
                });
                let fronted = row.iter().all(|&i| {
                    self.step(i, inward)
                        .and_then(|f| b[f])
                        .is_some_and(|p| p.side() == side)
                });
                if closed && fronted {
                    out.extend(row.into_iter().filter(|&i| b[i] != Some(Piece::King)));
                }
            }
        }
        out
    }

    /// The board after a move, and what it captured.
    fn apply(&self, b: &Board, m: Mv) -> (Board, Vec<(usize, Piece)>) {
        let mut nb = b.clone();
        nb[m.1] = nb[m.0].take();
        let caught: Vec<(usize, Piece)> = self
            .captures(&nb, m.1)
            .into_iter()
            .map(|i| (i, nb[i].unwrap()))
            .collect();
        for &(i, _) in &caught {
            nb[i] = None;
        }
        (nb, caught)
    }

    // ----- game ends -----

    fn king(&self, b: &Board) -> Option<usize> {
        b.iter().position(|&p| p == Some(Piece::King))
    }

    /// Whether some group of pieces has no empty square next to it.
    fn has_enclosed_group(&self, b: &Board) -> bool {
        (0..b.len()).any(|s| {
            let Some(p) = b[s] else { return false };
            let mut seen = vec![false; b.len()];
            let mut stack = vec![s];
            seen[s] = true;
            while let Some(i) = stack.pop() {
                for d in DIRS {
                    let Some(nb) = self.step(i, d) else { continue };
                    match b[nb] {
                        None => return false,
                        Some(q) if q.side() == p.side() && !seen[nb] => {
                            seen[nb] = true;
                            stack.push(nb);
                        }
                        _ => {}
                    }
                }
            }
            true
        })
    }

    /// Could some attacker move capture the king right now?
    fn king_threatened(&self, b: &Board) -> bool {
        let Some(k) = self.king(b) else { return false };
        // The moved piece is always a jaw, so without enclosure only moves
        // ending next to the king can take him.
        let near =
            |to: usize| self.rules.enclosure || DIRS.iter().any(|&d| self.step(k, d) == Some(to));
        self.movement(b, Side::Attackers)
            .into_iter()
            .filter(|m| near(m.1))
            .any(|m| self.apply(b, m).1.iter().any(|&(_, p)| p == Piece::King))
    }

    fn escaped(&self, m: Mv) -> Option<Reason> {
        let (fc, fr) = self.xy(m.0);
        let (tc, tr) = self.xy(m.1);
        let last = self.n as i32 - 1;
        match self.rules.escape {
            Escape::Corner => self.is_corner(m.1).then_some(Reason::CornerEscape),
            Escape::Edge => self.is_edge(m.1).then_some(Reason::EdgeEscape),
            Escape::EdgeOutsideCamps => {
                (self.is_edge(m.1) && self.camp[m.1] == 0).then_some(Reason::EdgeEscape)
            }
            Escape::Periphery => {
                let same_edge =
                    (fr == tr && (fr == 0 || fr == last)) || (fc == tc && (fc == 0 || fc == last));
                same_edge.then_some(Reason::PeripheryEscape)
            }
        }
    }

    /// No defender and not the king can reach an edge square except through attackers.
    fn encircled(&self, b: &Board) -> bool {
        let mut seen = vec![false; b.len()];
        let mut stack: Vec<usize> = (0..b.len())
            .filter(|&i| b[i].is_some_and(|p| p.side() == Side::Defenders))
            .collect();
        for &s in &stack {
            seen[s] = true;
        }
        while let Some(i) = stack.pop() {
            if self.is_edge(i) {
                return false;
            }
            for d in DIRS {
                if let Some(nb) = self.step(i, d)
                    && !seen[nb]
                    && b[nb] != Some(Piece::Attacker)
                {
                    seen[nb] = true;
                    stack.push(nb);
                }
            }
        }
        true
    }

    /// Copenhagen's exit fort as the engine formalises it.
    fn exit_fort(&self, b: &Board) -> bool {
        let Some(k) = self.king(b) else { return false };
        if !self.is_edge(k) || !self.movement(b, Side::Defenders).iter().any(|m| m.0 == k) {
            return false;
        }
        // F: empty squares reachable from the king; `inside` also holds the king.
        let mut inside = vec![false; b.len()];
        inside[k] = true;
        let mut stack = vec![k];
        let mut wall = Vec::new();
        while let Some(i) = stack.pop() {
            for d in DIRS {
                let Some(nb) = self.step(i, d) else { continue };
                match b[nb] {
                    Some(Piece::Attacker) => return false,
                    Some(Piece::Defender) => wall.push(nb),
                    Some(Piece::King) => {}
                    None if !inside[nb] => {
                        inside[nb] = true;
                        stack.push(nb);
                    }
                    None => {}
                }
            }
        }
        let safe = |i: Option<usize>| {
            i.is_none_or(|i| inside[i] || matches!(b[i], Some(Piece::Defender | Piece::King)))
        };
        wall.iter().all(|&w| {
            [(0, 1), (1, 0)]
                .iter()
                .all(|&(dc, dr)| safe(self.step(w, (dc, dr))) || safe(self.step(w, (-dc, -dr))))
        })
    }
}

/// A game in the model: every position so far, with the outcome and the
/// legal moves of each.
struct Game<'m> {
    m: &'m Model,
    positions: Vec<(Board, Side)>,
    outcomes: Vec<Option<Outcome>>,
    legal: Vec<Vec<Mv>>,
}

impl<'m> Game<'m> {
    fn new(m: &'m Model) -> Game<'m> {
        Game::from(m, m.start.clone(), m.first)
    }

    fn from(m: &'m Model, board: Board, turn: Side) -> Game<'m> {
        let mut g = Game {
            m,
            positions: vec![(board, turn)],
            outcomes: vec![None],
            legal: vec![],
        };
        let legal = g.judge_legal();
        if legal.is_empty() && m.rules.no_move_loses {
            *g.outcomes.last_mut().unwrap() = Some(g.stuck_outcome());
        }
        g.legal.push(legal);
        g
    }

    fn board(&self) -> &Board {
        &self.positions.last().unwrap().0
    }

    fn turn(&self) -> Side {
        self.positions.last().unwrap().1
    }

    fn outcome(&self) -> Option<Outcome> {
        *self.outcomes.last().unwrap()
    }

    fn moves(&self) -> &[Mv] {
        if self.outcome().is_some() {
            &[]
        } else {
            self.legal.last().unwrap()
        }
    }

    /// How often this position has occurred so far.
    fn count(&self, board: &Board, turn: Side) -> usize {
        self.positions
            .iter()
            .filter(|(b, t)| *t == turn && b == board)
            .count()
    }

    /// Legal moves of the current position, ignoring whether the game is over.
    fn judge_legal(&self) -> Vec<Mv> {
        let m = self.m;
        let side = self.turn();
        let board = self.board();
        let rules = &m.rules;
        let mut moves = m.movement(board, side);
        moves.retain(|&mv| {
            let needs_trial = rules.watch_your_king && side == Side::Defenders
                || matches!(
                    rules.repetition,
                    Repetition::ForbiddenForDefenders | Repetition::ThreefoldForbidden
                );
            if !needs_trial {
                return true;
            }
            let (after, _) = m.apply(board, mv);
            let earlier = self.count(&after, side.other());
            let repeats = match rules.repetition {
                Repetition::ForbiddenForDefenders => side == Side::Defenders && earlier >= 1,
                Repetition::ThreefoldForbidden => earlier >= 2,
                _ => false,
            };
            // An escape ends the game, so the attackers get no move to
            // capture with: "watch your king" cannot forbid it.
            let escapes = board[mv.0] == Some(Piece::King) && m.escaped(mv).is_some();
            let exposed = rules.watch_your_king
                && side == Side::Defenders
                && !escapes
                && m.king_threatened(&after);
            if repeats {
                m.note("move forbidden by repetition");
            }
            if exposed {
                m.note("move forbidden by watch your king");
            }
            if escapes && !exposed && m.king_threatened(&after) {
                m.note("escape allowed though the king is exposed");
            }
            !repeats && !exposed
        });
        moves
    }

    fn stuck_outcome(&self) -> Outcome {
        let turn = self.turn();
        let mate = self.m.rules.watch_your_king
            && turn == Side::Defenders
            && self.m.king_threatened(self.board());
        Outcome {
            winner: Some(turn.other()),
            reason: if mate {
                Reason::Mate
            } else {
                Reason::NoLegalMove
            },
        }
    }

    /// Plays a legal move; returns the captures.
    fn push(&mut self, mv: Mv) -> Vec<(usize, Piece)> {
        let m = self.m;
        let rules = &m.rules;
        let mover = self.turn();
        let piece = self.board()[mv.0].unwrap();
        m.recording.set(true);
        let (after, caught) = m.apply(self.board(), mv);
        m.recording.set(false);
        self.positions.push((after, mover.other()));
        let win = |side, reason| {
            Some(Outcome {
                winner: Some(side),
                reason,
            })
        };
        let board = self.board();
        let mut outcome = None;
        if caught.iter().any(|&(_, p)| p == Piece::King) {
            outcome = win(Side::Attackers, Reason::KingCaptured);
        } else if let Some(reason) = (piece == Piece::King).then(|| m.escaped(mv)).flatten() {
            outcome = win(Side::Defenders, reason);
        } else if mover == Side::Defenders && rules.exit_forts && m.exit_fort(board) {
            outcome = win(Side::Defenders, Reason::ExitFort);
        } else if mover == Side::Attackers && rules.encirclement && m.encircled(board) {
            outcome = win(Side::Attackers, Reason::Encircled);
        } else {
            let seen = self.count(board, mover.other());
            match rules.repetition {
                Repetition::ThreefoldDraw if seen >= 3 => {
                    outcome = Some(Outcome {
                        winner: None,
                        reason: Reason::RepetitionDraw,
                    })
                }
                Repetition::DefendersLose if seen >= 4 => {
                    outcome = win(Side::Attackers, Reason::PerpetualRepetition)
                }
                _ => {}
            }
        }
        let legal = if outcome.is_none() {
            self.judge_legal()
        } else {
            Vec::new()
        };
        if outcome.is_none() && legal.is_empty() && rules.no_move_loses {
            outcome = Some(self.stuck_outcome());
        }
        self.outcomes.push(outcome);
        self.legal.push(legal);
        caught
    }

    fn pop(&mut self) {
        self.positions.pop();
        self.outcomes.pop();
        self.legal.pop();
    }
}

fn model_perft(g: &mut Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = g.moves().to_vec();
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut nodes = 0;
    for mv in moves {
        g.push(mv);
        nodes += model_perft(g, depth - 1);
        g.pop();
    }
    nodes
}

/// Perft counts agreed by the engine and the model from each start
/// position, depth 1 first, with the depth each run goes to. Deeper entries
/// were computed once with both (alea19 depth 4 takes minutes) and stay as
/// a record; only the first `run` depths are recomputed.
const PERFT: &[(&str, u32, &[u64])] = &[
    // Depth 4 reaches the first defender move that could recreate the start
    // position, which Copenhagen's repetition rule forbids (fetlar allows it).
    ("copenhagen", 4, &[116, 6_788, 806_344, 50_450_144]),
    ("fetlar", 3, &[116, 6_788, 806_344, 50_456_804]),
    ("book13", 3, &[184, 23_436, 4_370_608, 555_523_584]),
    ("tablut", 3, &[56, 4_408, 248_616, 19_160_008]),
    ("onestep9", 5, &[24, 392, 10_072, 189_856, 5_157_088]),
    ("brandubh", 5, &[40, 960, 39_512, 1_007_392, 41_843_336]),
    ("tawlbwrdd", 4, &[60, 4_996, 318_440, 28_937_740]),
    ("alea19", 3, &[588, 108_964, 63_982_532, 12_113_345_200]),
];

/// Walks down from the start to the first position where the engine and
/// the model disagree on the legal moves, for a precise failure message.
fn first_difference(model: &Model, v: &Variant, depth: u32) -> String {
    let mut g = Game::new(model);
    let mut pos = Position::new(Variant::built_in(v.id()).unwrap());
    let mut line = Vec::new();
    for d in (1..=depth).rev() {
        let ours: BTreeSet<Mv> = g.moves().iter().copied().collect();
        let theirs: BTreeSet<Mv> = pos
            .legal_moves()
            .iter()
            .map(|m| (model.index(m.from), model.index(m.to)))
            .collect();
        if ours != theirs {
            let show = |s: Vec<&Mv>| {
                s.iter()
                    .map(|m| model.to_move(**m).to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            return format!(
                "after [{}]\n{pos:?}\nonly the engine allows: {}\nonly the model allows: {}",
                line.join(" "),
                show(theirs.difference(&ours).collect()),
                show(ours.difference(&theirs).collect()),
            );
        }
        if d == 1 {
            break;
        }
        // Same moves here: descend into the first move whose subtree differs.
        let mut next = None;
        for &mv in &ours {
            g.push(mv);
            let played = pos.play(model.to_move(mv)).unwrap();
            let differs = model_perft(&mut g, d - 1) != perft(&mut pos, d - 1);
            if differs {
                next = Some(mv);
                break;
            }
            pos.undo(&played);
            g.pop();
        }
        match next {
            Some(mv) => line.push(model.to_move(mv).to_string()),
            None => return format!("after [{}]: no single move differs", line.join(" ")),
        }
    }
    format!(
        "after [{}]: same move lists; the difference is in game ends",
        line.join(" ")
    )
}

fn check_perft(id: &str) {
    let (_, run, pinned) = PERFT
        .iter()
        .find(|(name, _, _)| *name == id)
        .unwrap_or_else(|| panic!("{id} has no perft row"));
    let v = Variant::built_in(id).unwrap();
    let model = Model::new(&v);
    let mut failures = Vec::new();
    for depth in 1..=*run {
        let by_model = model_perft(&mut Game::new(&model), depth);
        let by_engine = perft(&mut Position::new(v.clone()), depth);
        let want = pinned.get(depth as usize - 1).copied();
        eprintln!("{id} perft {depth}: engine {by_engine}, model {by_model}, table {want:?}");
        if by_model != by_engine {
            failures.push(format!(
                "depth {depth}: engine {by_engine}, model {by_model}; {}",
                first_difference(&model, &v, depth)
            ));
        }
        if want.is_some_and(|w| w != by_engine) {
            failures.push(format!("depth {depth}: engine {by_engine}, table {want:?}"));
        }
    }
    assert!(failures.is_empty(), "{id}:\n{}", failures.join("\n"));
}

#[test]
fn perft_table_has_a_row_for_every_built_in_variant() {
    let ids: Vec<&str> = built_ins().iter().map(|v| v.id()).collect();
    let rows: Vec<&str> = PERFT.iter().map(|r| r.0).collect();
    assert_eq!(ids, rows);
    for (id, run, pinned) in PERFT {
        assert!(*run >= 3, "{id}: perft must go to depth 3 at least");
        assert!(
            pinned.len() >= *run as usize,
            "{id}: every depth run is pinned"
        );
    }
}

macro_rules! perft_tests {
    ($($name:ident => $id:literal,)*) => {$(
        #[test]
        fn $name() {
            check_perft($id);
        }
    )*};
}

perft_tests! {
    perft_copenhagen_engine_equals_model_and_table => "copenhagen",
    perft_fetlar_engine_equals_model_and_table => "fetlar",
    perft_book13_engine_equals_model_and_table => "book13",
    perft_tablut_engine_equals_model_and_table => "tablut",
    perft_onestep9_engine_equals_model_and_table => "onestep9",
    perft_brandubh_engine_equals_model_and_table => "brandubh",
    perft_tawlbwrdd_engine_equals_model_and_table => "tawlbwrdd",
    perft_alea19_engine_equals_model_and_table => "alea19",
}

// ----- long random games, model and engine side by side -----

/// The crate's seeded generator, so failures can be replayed.
struct Rng(SplitMix64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(SplitMix64::new(seed))
    }

    fn below(&mut self, n: usize) -> usize {
        (self.0.next_u64() % n as u64) as usize
    }
}

/// What the random games reached, to show the comparison was not idle.
#[derive(Default, Debug)]
struct Coverage {
    plies: usize,
    captures: usize,
    endings: BTreeMap<String, usize>,
    rules: BTreeMap<&'static str, usize>,
}

/// Picks a move with a bias towards what exercises the rules: captures,
/// king moves and stepping back (which makes positions repeat).
fn pick(model: &Model, g: &Game, rng: &mut Rng, last_own: Option<Mv>) -> Mv {
    let moves = g.moves();
    let board = g.board();
    let pool: Vec<Mv> = match rng.below(8) {
        0 | 1 => moves
            .iter()
            .copied()
            .filter(|&m| !model.apply(board, m).1.is_empty())
            .collect(),
        2 => moves
            .iter()
            .copied()
            .filter(|&m| board[m.0] == Some(Piece::King))
            .collect(),
        3 | 4 => last_own
            .map(|(a, b)| (b, a))
            .filter(|back| moves.contains(back))
            .into_iter()
            .collect(),
        5 => moves
            .iter()
            .copied()
            .filter(|&m| model.is_edge(m.1))
            .collect(),
        _ => Vec::new(),
    };
    let pool = if pool.is_empty() { moves } else { &pool };
    pool[rng.below(pool.len())]
}

/// A random board the variant allows: one king off the edge, some
/// attackers and defenders, each on a square its kind may stand on. Three
/// styles: pieces anywhere; a cluster of defenders round the king inside a
/// band of attackers (rings, traps, enclosures); defenders on the edge with
/// attackers beside them (shield walls, exit forts). With enclosure, boards
/// holding a group that is enclosed already are skipped: no game from the
/// start can reach one, and the engine only looks next to the moved piece.
fn random_setup(model: &Model, rng: &mut Rng) -> (Board, Side) {
    loop {
        let setup = random_board(model, rng);
        if !model.rules.enclosure || !model.has_enclosed_group(&setup.0) {
            return setup;
        }
    }
}

fn random_board(model: &Model, rng: &mut Rng) -> (Board, Side) {
    let n = model.n;
    let cells = n * n;
    let mut b: Board = vec![None; cells];
    let may_stand = |p: Piece, i: usize| match p {
        Piece::King => model.camp[i] == 0 && !model.is_corner(i) && !model.is_edge(i),
        Piece::Defender => model.camp[i] == 0 && !model.is_throne(i) && !model.restricted_corner(i),
        Piece::Attacker => !model.is_throne(i) && !model.restricted_corner(i),
    };
    let style = rng.below(3);
    let place =
        |p: Piece, count: usize, b: &mut Board, rng: &mut Rng, fits: &dyn Fn(usize) -> bool| {
            let mut left = count;
            // Enough tries to fill any sensible count, without looping forever.
            for _ in 0..100 * cells {
                if left == 0 {
                    break;
                }
                let i = rng.below(cells);
                if b[i].is_none() && may_stand(p, i) && fits(i) {
                    b[i] = Some(p);
                    left -= 1;
                }
            }
        };
    place(Piece::King, 1, &mut b, rng, &|_| true);
    let k = model.king(&b).unwrap();
    let (kc, kr) = model.xy(k);
    let dist = |i: usize| {
        let (c, r) = model.xy(i);
        (c - kc).abs().max((r - kr).abs())
    };
    let ring = |i: usize| {
        let (c, r) = model.xy(i);
        c.min(r).min(n as i32 - 1 - c).min(n as i32 - 1 - r)
    };
    let attackers = 1 + rng.below(3 * n);
    let defenders = rng.below(n + 1);
    match style {
        0 => {
            place(Piece::Attacker, attackers, &mut b, rng, &|_| true);
            place(Piece::Defender, defenders, &mut b, rng, &|_| true);
        }
        1 => {
            let r = 1 + rng.below(3) as i32;
            place(Piece::Defender, defenders, &mut b, rng, &|i| dist(i) <= r);
            place(Piece::Attacker, attackers, &mut b, rng, &|i| {
                (r + 1..=r + 2).contains(&dist(i))
            });
        }
        _ => {
            place(Piece::Defender, defenders, &mut b, rng, &|i| ring(i) == 0);
            place(Piece::Attacker, attackers, &mut b, rng, &|i| ring(i) <= 1);
        }
    }
    let turn = if rng.below(2) == 0 {
        Side::Attackers
    } else {
        Side::Defenders
    };
    (b, turn)
}

type StartFn = dyn Fn(&Model, &mut Rng) -> (Board, Side);

/// Plays `games` random games with the model and the engine side by side,
/// each from the board `start` gives, comparing everything at every ply.
fn compare_games(id: &str, games: u64, max_plies: usize, start: &StartFn) -> Coverage {
    let v = Variant::built_in(id).unwrap();
    let model = Model::new(&v);
    let mut cov = Coverage::default();
    for seed in 0..games {
        let mut rng = Rng::new(seed.wrapping_mul(1_000_003) ^ id.len() as u64);
        let (board, turn) = start(&model, &mut rng);
        let setup = taflbord::Setup {
            size: v.size(),
            squares: board.clone(),
            turn,
        };
        let mut pos = Position::from_setup(v.clone(), &setup)
            .unwrap_or_else(|e| panic!("{id}, seed {seed}: engine refuses the setup: {e}"));
        let mut g = Game::from(&model, board, turn);
        let mut line: Vec<String> = Vec::new();
        let mut last = [None, None];
        let fail = |what: String, line: &[String], pos: &Position| -> ! {
            panic!(
                "{id}, seed {seed}, from\n{}\nafter [{}]:\n{pos:?}\n{what}",
                setup.diagram().join("\n"),
                line.join(" ")
            )
        };
        for ply in 0..max_plies {
            let ours: BTreeSet<Mv> = g.moves().iter().copied().collect();
            let theirs: BTreeSet<Mv> = pos
                .legal_moves()
                .iter()
                .map(|m| (model.index(m.from), model.index(m.to)))
                .collect();
            if ours != theirs {
                let show = |s: Vec<&Mv>| {
                    s.iter()
                        .map(|m| model.to_move(**m).to_string())
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                fail(
                    format!(
                        "legal moves differ; only the engine allows: {}; only the model allows: {}",
                        show(theirs.difference(&ours).collect()),
                        show(ours.difference(&theirs).collect())
                    ),
                    &line,
                    &pos,
                );
            }
            if g.outcome().is_some() {
                break;
            }
            let mv = pick(&model, &g, &mut rng, last[ply % 2]);
            last[ply % 2] = Some(mv);
            let ours_caught: BTreeSet<(usize, char)> = g
                .push(mv)
                .into_iter()
                .map(|(i, p)| (i, p.letter()))
                .collect();
            let before = pos.clone();
            let played = match pos.play(model.to_move(mv)) {
                Ok(p) => p,
                Err(e) => fail(
                    format!("engine refuses {}: {e}", model.to_move(mv)),
                    &line,
                    &before,
                ),
            };
            line.push(model.to_move(mv).to_string());
            let theirs_caught: BTreeSet<(usize, char)> = played
                .captures
                .iter()
                .map(|c| (model.index(c.square), c.piece.letter()))
                .collect();
            if ours_caught != theirs_caught {
                let show = |s: &BTreeSet<(usize, char)>| {
                    s.iter()
                        .map(|(i, p)| format!("{p}{}", model.name(*i)))
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                fail(
                    format!(
                        "captures differ: engine [{}], model [{}]",
                        show(&theirs_caught),
                        show(&ours_caught)
                    ),
                    &line,
                    &before,
                );
            }
            if pos.to_setup().squares != *g.board() || pos.turn() != g.turn() {
                fail("boards differ after the move".into(), &line, &before);
            }
            if played.outcome != g.outcome() || pos.outcome() != g.outcome() {
                fail(
                    format!(
                        "outcomes differ: engine {:?}, model {:?}",
                        played.outcome,
                        g.outcome()
                    ),
                    &line,
                    &before,
                );
            }
            cov.plies += 1;
            cov.captures += ours_caught.len();
        }
        let end = g
            .outcome()
            .map_or("unfinished".to_string(), |o| format!("{:?}", o.reason));
        *cov.endings.entry(end).or_default() += 1;
    }
    cov.rules = model.hits.take();
    eprintln!("{id}: {cov:#?}");
    cov
}

macro_rules! random_game_tests {
    ($($name:ident => $id:literal, $games:literal, $plies:literal, $setups:literal;)*) => {$(
        #[test]
        fn $name() {
            let start: &StartFn = if $setups {
                &random_setup
            } else {
                &|m: &Model, _: &mut Rng| (m.start.clone(), m.first)
            };
            let cov = compare_games($id, $games, $plies, start);
            // The comparison must have reached captures and game ends.
            assert!(cov.captures > 0, "{}: no captures in {:?}", $id, cov);
            assert!(
                cov.endings.keys().any(|k| k != "unfinished"),
                "{}: no game ended in {:?}",
                $id,
                cov
            );
        }
    )*};
}

random_game_tests! {
    random_games_copenhagen_engine_equals_model_at_every_ply => "copenhagen", 40, 400, false;
    random_games_fetlar_engine_equals_model_at_every_ply => "fetlar", 40, 400, false;
    random_games_book13_engine_equals_model_at_every_ply => "book13", 40, 400, false;
    random_games_tablut_engine_equals_model_at_every_ply => "tablut", 40, 400, false;
    random_games_onestep9_engine_equals_model_at_every_ply => "onestep9", 40, 400, false;
    random_games_brandubh_engine_equals_model_at_every_ply => "brandubh", 40, 400, false;
    random_games_tawlbwrdd_engine_equals_model_at_every_ply => "tawlbwrdd", 40, 400, false;
    random_games_alea19_engine_equals_model_at_every_ply => "alea19", 40, 400, false;
    random_setups_copenhagen_engine_equals_model_at_every_ply => "copenhagen", 300, 200, true;
    random_setups_fetlar_engine_equals_model_at_every_ply => "fetlar", 300, 200, true;
    random_setups_book13_engine_equals_model_at_every_ply => "book13", 300, 200, true;
    random_setups_tablut_engine_equals_model_at_every_ply => "tablut", 300, 200, true;
    random_setups_onestep9_engine_equals_model_at_every_ply => "onestep9", 300, 200, true;
    random_setups_brandubh_engine_equals_model_at_every_ply => "brandubh", 300, 200, true;
    random_setups_tawlbwrdd_engine_equals_model_at_every_ply => "tawlbwrdd", 300, 200, true;
    random_setups_alea19_engine_equals_model_at_every_ply => "alea19", 300, 200, true;
}

/// Hand-made boards one move away from rules that random games seldom
/// reach, with the rule the games from each must see fire at least once.
const CRAFTED: &[(&str, Side, &str, &[&str])] = &[
    // f3-f1 closes a shield wall against c1 (d1 and e1 go).
    (
        "copenhagen",
        Side::Attackers,
        "shield wall",
        &[
            "...........",
            "...........",
            "...........",
            "...........",
            "...........",
            ".....K.....",
            "...........",
            "...........",
            ".....A.....",
            "...AA......",
            "..ADD......",
        ],
    ),
    // d3-d1 closes a shield wall against the corner a1.
    (
        "copenhagen",
        Side::Attackers,
        "shield wall",
        &[
            "...........",
            "...........",
            "...........",
            "...........",
            "...........",
            ".....K.....",
            "...........",
            "...........",
            "...A.......",
            ".AA........",
            ".DD........",
        ],
    ),
    // g9-g11: the defenders' wall, with the king as the far bracket.
    (
        "copenhagen",
        Side::Defenders,
        "shield wall",
        &[
            "...KAA.....",
            "....DD.....",
            "......D....",
            "...........",
            "...........",
            "A..........",
            "...........",
            "...........",
            "...........",
            "...........",
            "...........",
        ],
    ),
    // f3-f1: the king in the row is spared, e1 goes.
    (
        "copenhagen",
        Side::Attackers,
        "shield wall",
        &[
            "...........",
            "...........",
            "...........",
            "...........",
            "...........",
            "...........",
            "........D..",
            "...........",
            ".....A.....",
            "...AA......",
            "..AKD......",
        ],
    ),
    // No shield walls in Fetlar: the same move takes nothing.
    (
        "fetlar",
        Side::Attackers,
        "",
        &[
            "...........",
            "...........",
            "...........",
            "...........",
            "...........",
            ".....K.....",
            "...........",
            "...........",
            ".....A.....",
            "...AA......",
            "..ADD......",
        ],
    ),
    // c7-c5: combined trap, the king hemmed by three attackers.
    (
        "tablut",
        Side::Attackers,
        "combined trap",
        &[
            ".........",
            ".........",
            "..A......",
            ".........",
            ".........",
            "..D......",
            ".AKA.....",
            "..A......",
            ".........",
        ],
    ),
    // e1-e2 inside the camp: combined trap with the empty castle as a side.
    (
        "tablut",
        Side::Attackers,
        "combined trap",
        &[
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "...AKA...",
            "....D....",
            ".........",
            "....A....",
        ],
    ),
    // b1-b3: the king taken against two empty camp squares.
    (
        "tablut",
        Side::Attackers,
        "king captured",
        &[
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".KA......",
            ".........",
            ".........",
            ".A.......",
        ],
    ),
    // a5-a3 encloses the group a1 b1 a2 against the edge.
    (
        "book13",
        Side::Attackers,
        "enclosure of a group",
        &[
            ".............",
            ".............",
            ".............",
            ".............",
            ".............",
            ".............",
            "......K......",
            ".............",
            "A............",
            ".............",
            ".............",
            "DA...........",
            "DDA..........",
        ],
    ),
    // g4-g2 encloses the king with his defender.
    (
        "book13",
        Side::Attackers,
        "enclosure of the king",
        &[
            ".............",
            ".............",
            ".............",
            ".............",
            ".............",
            ".............",
            ".............",
            ".............",
            ".............",
            "......A......",
            ".............",
            ".....A.......",
            "....AKDA.....",
        ],
    ),
];

#[test]
fn crafted_positions_engine_equals_model_and_reach_rare_rules() {
    for (id, turn, rule, rows) in CRAFTED {
        let setup = taflbord::Setup::from_diagram(rows, *turn).unwrap();
        let board = setup.squares.clone();
        let start = move |_: &Model, _: &mut Rng| (board.clone(), *turn);
        let cov = compare_games(id, 30, 120, &start);
        assert!(
            rule.is_empty() || cov.rules.contains_key(rule),
            "{id}: games from\n{}\nnever reached `{rule}`: {cov:?}",
            rows.join("\n")
        );
    }
}

/// The Book of Strategy's enclosure rule: "after a move, every group of enemy
/// pieces with no empty square next to it ... is captured". A group that is
/// enclosed already when a board is set up (the editor, a diagram) must go
/// with the mover's next move, wherever that move is. No game from the
/// start reaches such a board, so only set-up positions can show this.
#[test]
fn book13_enclosure_takes_a_group_enclosed_away_from_the_moved_piece() {
    let rows = [
        "............A",
        ".............",
        ".............",
        ".............",
        ".............",
        ".............",
        "......K......",
        ".............",
        ".............",
        ".............",
        ".............",
        "A............",
        "DA...........",
    ];
    let v = Variant::built_in("book13").unwrap();
    let model = Model::new(&v);
    let setup = taflbord::Setup::from_diagram(&rows, Side::Attackers).unwrap();
    let mut g = Game::from(&model, setup.squares.clone(), Side::Attackers);
    let m13_m12 = (model.n * model.n - 1, model.n * (model.n - 1) - 1);
    let by_model: Vec<String> = g.push(m13_m12).iter().map(|c| model.name(c.0)).collect();
    let mut pos = Position::from_setup(v.clone(), &setup).unwrap();
    let played = pos.play(model.to_move(m13_m12)).unwrap();
    let by_engine: Vec<String> = played
        .captures
        .iter()
        .map(|c| c.square.to_string())
        .collect();
    assert_eq!(by_model, ["a1"], "the model follows the enclosure rule");
    assert_eq!(
        by_engine, by_model,
        "the enclosed defender on a1 should be captured by m13-m12"
    );
}
