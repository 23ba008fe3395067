//! A legal position of a variant, changed only by legal moves.

use super::history::{HashFilter, History};
use crate::engine::outcome::Outcome;
use crate::engine::rules::{Passage, Repetition};
use crate::engine::setup::{Setup, SetupError};
use crate::engine::side::{Cell, Piece, Side};
use crate::engine::square::{CELLS, Direction, Square, step};
use crate::engine::square_set::SquareSet;
use crate::engine::variant::{CAMP, CORNER, ON_BOARD, THRONE, Variant};
use crate::engine::zobrist;
use std::fmt;
use std::sync::Arc;

/// A move from one square to another along a row or column.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    pub from: Square,
    pub to: Square,
}

impl Move {
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A piece taken off the board by a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Capture {
    pub square: Square,
    pub piece: Piece,
}

/// Why a move cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    GameOver,
    NoPiece,
    NotYourPiece,
    NotStraight,
    TooFar,
    /// A piece stands on the way or on the destination.
    Blocked,
    /// The move stops on or passes a square this piece may not use.
    Restricted,
    /// The move recreates a position the repetition rule forbids.
    Repetition,
    /// "Watch your king": the move leaves the king capturable.
    KingExposed,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IllegalMove::GameOver => "the game is over",
            IllegalMove::NoPiece => "there is no piece on the start square",
            IllegalMove::NotYourPiece => "that piece belongs to the other side",
            IllegalMove::NotStraight => "pieces move along a row or a column",
            IllegalMove::TooFar => "the piece may not move that far",
            IllegalMove::Blocked => "the way is not clear",
            IllegalMove::Restricted => "the move uses a restricted square",
            IllegalMove::Repetition => "the move repeats a position, which the rules forbid",
            IllegalMove::KingExposed => "the move leaves the king open to capture",
        })
    }
}

impl std::error::Error for IllegalMove {}

/// What playing a move did; hand it back to [`Position::undo`] to take the
/// move back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub mv: Move,
    pub piece: Piece,
    /// Pieces removed, the king included when he was captured.
    pub captures: Vec<Capture>,
    /// How the game ended with this move, if it did.
    pub outcome: Option<Outcome>,
    pub(crate) undo: Undo,
}

impl Played {
    /// Whether the move captured the king.
    pub fn captured_king(&self) -> bool {
        self.king_taken_on().is_some()
    }

    /// The square where the move took the king, if it did.
    pub fn king_taken_on(&self) -> Option<Square> {
        self.captures
            .iter()
            .find(|c| c.piece == Piece::King)
            .map(|c| c.square)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Undo {
    reversible_from: usize,
    outcome: Option<Outcome>,
}

/// A position: the board, the side to move, and the game's repetition history.
#[derive(Clone)]
pub struct Position {
    pub(crate) variant: Arc<Variant>,
    pub(crate) cells: [Cell; CELLS],
    pub(crate) attackers: SquareSet,
    pub(crate) defenders: SquareSet,
    pub(crate) king: Option<usize>,
    pub(crate) turn: Side,
    pub(crate) hash: u64,
    /// Hashes of every position of the game so far, the current one last
    /// (shared with the positions it came from).
    pub(crate) history: History,
    /// History index of the first position since the last capture; earlier
    /// positions had more pieces and cannot come back.
    pub(crate) reversible_from: usize,
    pub(crate) outcome: Option<Outcome>,
}

impl Position {
    /// The variant's start position.
    pub fn new(variant: Arc<Variant>) -> Position {
        // The variant checked its own setup when it was made.
        let start = Arc::clone(&variant);
        Position::from_valid_setup(variant, start.start())
    }

    /// A position from any setup that the variant allows. If the side to
    /// move has no legal move, the game is over already.
    pub fn from_setup(variant: Arc<Variant>, setup: &Setup) -> Result<Position, SetupError> {
        setup.validate(&variant)?;
        Ok(Position::from_valid_setup(variant, setup))
    }

    /// A position from a setup that may break the variant's rules (two
    /// kings, a piece on the throne), to be drawn while it is edited. Not
    /// for play: [`Position::from_setup`] says what is wrong with it.
    pub fn for_editing(variant: Arc<Variant>, setup: &Setup) -> Position {
        let mut setup = setup.clone();
        if setup.size != variant.size() {
            setup = Setup::empty(variant.size(), setup.turn);
        }
        Position::from_valid_setup(variant, &setup)
    }

    fn from_valid_setup(variant: Arc<Variant>, setup: &Setup) -> Position {
        let mut cells = [Cell::Off; CELLS];
        for row in 0..variant.size() {
            for col in 0..variant.size() {
                cells[Square::new(col, row).index()] = Cell::Empty;
            }
        }
        let mut pos = Position {
            variant,
            cells,
            attackers: SquareSet::EMPTY,
            defenders: SquareSet::EMPTY,
            king: None,
            turn: setup.turn,
            hash: 0,
            history: History::default(),
            reversible_from: 0,
            outcome: None,
        };
        for (sq, piece) in setup.pieces() {
            pos.put(sq.index(), Cell::from_piece(piece));
        }
        if pos.turn == Side::Defenders {
            pos.hash ^= zobrist::DEFENDERS_TO_MOVE;
        }
        pos.history.push(pos.hash);
        pos.outcome = pos.stalemate_outcome();
        pos
    }

    /// A position from a diagram (rows from the top, `.`/`A`/`D`/`K`).
    pub fn from_diagram<S: AsRef<str>>(
        variant: Arc<Variant>,
        rows: &[S],
        turn: Side,
    ) -> Result<Position, SetupError> {
        Position::from_setup(variant, &Setup::from_diagram(rows, turn)?)
    }

    pub fn variant(&self) -> &Arc<Variant> {
        &self.variant
    }

    pub fn size(&self) -> u8 {
        self.variant.size()
    }

    /// The side to move.
    pub fn turn(&self) -> Side {
        self.turn
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.cells[sq.index()].piece()
    }

    pub fn king(&self) -> Option<Square> {
        self.king.map(Square::from_index)
    }

    pub fn attackers(&self) -> SquareSet {
        self.attackers
    }

    /// The defenders, not counting the king.
    pub fn defenders(&self) -> SquareSet {
        self.defenders
    }

    /// The Zobrist hash of the board and the side to move.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Number of moves played since this position was set up.
    pub fn ply(&self) -> usize {
        self.history.len() - 1
    }

    /// The hash computed from scratch, to check the incremental one.
    pub fn hash_from_scratch(&self) -> u64 {
        let mut h = if self.turn == Side::Defenders {
            zobrist::DEFENDERS_TO_MOVE
        } else {
            0
        };
        for (i, &c) in self.cells.iter().enumerate() {
            h ^= zobrist::key(c, i);
        }
        h
    }

    /// The board as a setup, for saving or editing.
    pub fn to_setup(&self) -> Setup {
        let n = self.size();
        let mut squares = Vec::with_capacity(usize::from(n) * usize::from(n));
        for row in 0..n {
            for col in 0..n {
                squares.push(self.piece_at(Square::new(col, row)));
            }
        }
        Setup {
            size: n,
            squares,
            turn: self.turn,
        }
    }

    /// How many times the current position has occurred in this game.
    pub fn occurrences(&self) -> usize {
        self.count_in_history(self.hash, self.history.len())
    }

    /// Whether `mv` may make a position this game has had since the last
    /// capture. A "no" is sure: a move that captures makes a new position
    /// (a "yes" for it may be wrong).
    pub(crate) fn may_repeat_after(&self, mv: Move) -> bool {
        let cell = self.cells[mv.from.index()];
        let hash = self.hash
            ^ zobrist::key(cell, mv.from.index())
            ^ zobrist::key(cell, mv.to.index())
            ^ zobrist::DEFENDERS_TO_MOVE;
        self.count_in_history(hash, self.history.len()) > 0
    }

    fn count_in_history(&self, hash: u64, end: usize) -> usize {
        self.history.count(hash, self.reversible_from.min(end), end)
    }

    #[inline]
    pub(crate) fn put(&mut self, i: usize, cell: Cell) {
        debug_assert_eq!(self.cells[i], Cell::Empty);
        self.cells[i] = cell;
        self.hash ^= zobrist::key(cell, i);
        match cell {
            Cell::Attacker => self.attackers.insert_index(i),
            Cell::Defender => self.defenders.insert_index(i),
            Cell::King => self.king = Some(i),
            Cell::Empty | Cell::Off => unreachable!("only pieces are put"),
        }
    }

    #[inline]
    pub(crate) fn take(&mut self, i: usize) -> Cell {
        let cell = self.cells[i];
        self.cells[i] = Cell::Empty;
        self.hash ^= zobrist::key(cell, i);
        let sq = Square::from_index(i);
        match cell {
            Cell::Attacker => self.attackers.remove(sq),
            Cell::Defender => self.defenders.remove(sq),
            Cell::King => self.king = None,
            Cell::Empty | Cell::Off => unreachable!("only pieces are taken"),
        }
        cell
    }

    /// Whether `piece`, moving from `from`, may pass over the empty cell `i`.
    #[inline]
    pub(crate) fn may_pass(&self, piece: Cell, from: usize, i: usize) -> bool {
        let f = self.variant.flags[i];
        if f & (THRONE | CAMP) == 0 {
            return true;
        }
        if f & THRONE != 0 {
            let pass = self
                .variant
                .rules()
                .throne
                .as_ref()
                .map_or(Passage::Anyone, |t| t.pass);
            return match pass {
                Passage::Anyone => true,
                Passage::KingOnly => piece == Cell::King,
                Passage::Nobody => false,
            };
        }
        // Camp squares: only an attacker leaving or moving within its own camp.
        piece == Cell::Attacker && self.variant.camp[i] == self.variant.camp[from]
    }

    /// Whether `piece`, moving from `from`, may stop on the empty cell `i`.
    #[inline]
    pub(crate) fn may_stop(&self, piece: Cell, from: usize, i: usize) -> bool {
        let f = self.variant.flags[i];
        if f & (THRONE | CAMP | CORNER) == 0 {
            return true;
        }
        if f & THRONE != 0 {
            return piece == Cell::King
                && self
                    .variant
                    .rules()
                    .throne
                    .as_ref()
                    .is_none_or(|t| t.king_may_return);
        }
        if f & CORNER != 0 && self.variant.rules().corners.is_some() {
            return piece == Cell::King;
        }
        if f & CAMP != 0 {
            return piece == Cell::Attacker && self.variant.camp[i] == self.variant.camp[from];
        }
        true
    }

    /// Checks a move against the piece-movement rules only (not repetition
    /// nor "watch your king").
    pub(crate) fn check_movement(&self, mv: Move) -> Result<Cell, IllegalMove> {
        if self.outcome.is_some() {
            return Err(IllegalMove::GameOver);
        }
        let (from, to) = (mv.from.index(), mv.to.index());
        if self.variant.flags[from] & ON_BOARD == 0 || self.variant.flags[to] & ON_BOARD == 0 {
            return Err(IllegalMove::NoPiece);
        }
        let piece = self.cells[from];
        match piece.side() {
            None => return Err(IllegalMove::NoPiece),
            Some(s) if s != self.turn => return Err(IllegalMove::NotYourPiece),
            Some(_) => {}
        }
        let dir = Direction::between(mv.from, mv.to).ok_or(IllegalMove::NotStraight)?;
        let distance =
            usize::from(mv.from.col().abs_diff(mv.to.col()) + mv.from.row().abs_diff(mv.to.row()));
        if self
            .variant
            .rules()
            .step_limit
            .is_some_and(|n| distance > usize::from(n))
        {
            return Err(IllegalMove::TooFar);
        }
        let mut i = from;
        loop {
            i = step(i, dir);
            if self.cells[i] != Cell::Empty {
                return Err(IllegalMove::Blocked);
            }
            if i == to {
                break;
            }
            if !self.may_pass(piece, from, i) {
                return Err(IllegalMove::Restricted);
            }
        }
        if !self.may_stop(piece, from, to) {
            return Err(IllegalMove::Restricted);
        }
        Ok(piece)
    }

    /// Whether the move is legal, with the reason when it is not.
    pub fn check(&self, mv: Move) -> Result<(), IllegalMove> {
        self.check_movement(mv)?;
        if self.needs_trial(self.turn) {
            self.clone().check_by_trial(mv)?;
        }
        Ok(())
    }

    pub fn is_legal(&self, mv: Move) -> bool {
        self.check(mv).is_ok()
    }

    /// [`Self::is_legal`], trying the move on this board (and taking it
    /// back) instead of on a copy: for the search, which asks often.
    pub(crate) fn is_legal_here(&mut self, mv: Move) -> bool {
        self.check_movement(mv).is_ok()
            && (!self.needs_trial(self.turn) || self.check_by_trial(mv).is_ok())
    }

    /// Whether a move of `side` must be tried on the board to know if it is legal.
    #[inline]
    pub(crate) fn needs_trial(&self, side: Side) -> bool {
        let rules = self.variant.rules();
        let repetition = match rules.repetition {
            Repetition::ForbiddenForDefenders => side == Side::Defenders,
            Repetition::ThreefoldForbidden => true,
            _ => false,
        };
        repetition || rules.watch_your_king && side == Side::Defenders
    }

    /// Legality that depends on the position the move makes.
    pub(crate) fn check_by_trial(&mut self, mv: Move) -> Result<(), IllegalMove> {
        let side = self.turn;
        if self.legal_without_trial(mv) {
            return Ok(());
        }
        let (captures, undo) = self.make(mv);
        let result = self.trial_verdict(mv, side, !captures.is_empty());
        self.unmake(mv, &captures, undo);
        result
    }

    /// Keeps the legal moves among `items`, whose moves the movement rules
    /// allow; for many moves at once, cheaper than checking each alone.
    pub(crate) fn retain_legal_by<T>(&mut self, items: &mut Vec<T>, mv: impl Fn(&T) -> Move) {
        if !self.needs_trial(self.turn) {
            return;
        }
        // The positions since the last capture, when repetition can forbid.
        let earlier = self.repetition_may_forbid(self.turn).then(|| {
            self.history
                .filter(self.reversible_from, self.history.len())
        });
        items.retain(|item| {
            let m = mv(item);
            self.surely_legal(m, earlier.as_ref()) || self.check_by_trial(m).is_ok()
        });
    }

    /// [`Self::legal_without_trial`], asking the filter of the `earlier`
    /// positions (none when repetition cannot forbid) instead of walking
    /// the history: a position the filter lacks is surely new.
    #[inline]
    fn surely_legal(&self, mv: Move, earlier: Option<&HashFilter>) -> bool {
        let rules = self.variant.rules();
        if rules.watch_your_king && self.turn == Side::Defenders {
            return false;
        }
        earlier.is_none_or(|f| !f.may_hold(self.quiet_hash(mv)))
    }

    /// The hash after a move that captures nothing.
    #[inline]
    fn quiet_hash(&self, mv: Move) -> u64 {
        let piece = self.cells[mv.from.index()];
        self.hash
            ^ zobrist::key(piece, mv.from.index())
            ^ zobrist::key(piece, mv.to.index())
            ^ zobrist::DEFENDERS_TO_MOVE
    }

    /// Whether a move allowed by the movement rules is surely legal without
    /// trying it on the board. When only repetition is at stake: without
    /// captures the new hash is known beforehand, and a capture always makes
    /// a new position, so a hash never seen before settles it.
    #[inline]
    fn legal_without_trial(&self, mv: Move) -> bool {
        let rules = self.variant.rules();
        if rules.watch_your_king && self.turn == Side::Defenders {
            return false;
        }
        if !self.repetition_may_forbid(self.turn) {
            return true;
        }
        self.count_in_history(self.quiet_hash(mv), self.history.len()) == 0
    }

    /// Whether the repetition rule can make a move of `side` illegal (so
    /// the history must be searched for it; in a long game without
    /// captures that search is what costs).
    fn repetition_may_forbid(&self, side: Side) -> bool {
        match self.variant.rules().repetition {
            Repetition::ForbiddenForDefenders => side == Side::Defenders,
            Repetition::ThreefoldForbidden => true,
            Repetition::Allowed | Repetition::ThreefoldDraw | Repetition::DefendersLose => false,
        }
    }

    fn trial_verdict(&mut self, mv: Move, side: Side, captured: bool) -> Result<(), IllegalMove> {
        let rules = self.variant.rules();
        // A capture makes a position with fewer pieces than any before it.
        if !captured && self.repetition_may_forbid(side) {
            let earlier = self.count_in_history(self.hash, self.history.len() - 1);
            let forbidden = match rules.repetition {
                Repetition::ForbiddenForDefenders => earlier >= 1,
                _ => earlier >= 2,
            };
            if forbidden {
                return Err(IllegalMove::Repetition);
            }
        }
        // An escape ends the game at once, so it cannot leave the king exposed.
        let escaped = self.king == Some(mv.to.index()) && self.escape(mv).is_some();
        if rules.watch_your_king && side == Side::Defenders && !escaped && self.king_capturable() {
            return Err(IllegalMove::KingExposed);
        }
        Ok(())
    }

    /// Calls `f` with every move allowed by the movement rules for `side`.
    /// Stops early when `f` returns `true`; returns whether it did.
    pub(crate) fn for_each_movement(&self, side: Side, mut f: impl FnMut(Move) -> bool) -> bool {
        let limit = self
            .variant
            .rules()
            .step_limit
            .map_or(usize::MAX, usize::from);
        let mut from_piece = |from: usize, piece: Cell| -> bool {
            for dir in Direction::ALL {
                let mut i = from;
                for _ in 0..limit {
                    i = step(i, dir);
                    if self.cells[i] != Cell::Empty {
                        break;
                    }
                    if self.may_stop(piece, from, i)
                        && f(Move::new(Square::from_index(from), Square::from_index(i)))
                    {
                        return true;
                    }
                    if !self.may_pass(piece, from, i) {
                        break;
                    }
                }
            }
            false
        };
        match side {
            Side::Attackers => self
                .attackers
                .iter()
                .any(|s| from_piece(s.index(), Cell::Attacker)),
            Side::Defenders => {
                self.king.is_some_and(|k| from_piece(k, Cell::King))
                    || self
                        .defenders
                        .iter()
                        .any(|s| from_piece(s.index(), Cell::Defender))
            }
        }
    }

    /// Every legal move of the side to move; none once the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(128);
        if self.outcome.is_some() {
            return moves;
        }
        self.for_each_movement(self.turn, |m| {
            moves.push(m);
            false
        });
        if self.needs_trial(self.turn) {
            self.clone().retain_legal_by(&mut moves, |&m| m);
        }
        moves
    }

    /// Legal moves of the piece on `from`.
    pub fn legal_moves_from(&self, from: Square) -> Vec<Move> {
        let mut moves = self.legal_moves();
        moves.retain(|m| m.from == from);
        moves
    }

    /// Whether the side to move has at least one legal move (ignoring
    /// whether the game is already over).
    pub(crate) fn has_legal_move(&mut self) -> bool {
        if !self.needs_trial(self.turn) {
            return self.for_each_movement(self.turn, |_| true);
        }
        // Usually the first move settles it; only then collect and try moves.
        if self.for_each_movement(self.turn, |m| self.legal_without_trial(m)) {
            return true;
        }
        let mut candidates = Vec::with_capacity(64);
        self.for_each_movement(self.turn, |m| {
            candidates.push(m);
            false
        });
        candidates
            .into_iter()
            .any(|m| self.check_by_trial(m).is_ok())
    }

    /// Plays a legal move.
    pub fn play(&mut self, mv: Move) -> Result<Played, IllegalMove> {
        self.check_movement(mv)?;
        if self.needs_trial(self.turn) {
            self.check_by_trial(mv)?;
        }
        Ok(self.play_unchecked(mv))
    }

    /// Plays a move already known to be legal (from [`Position::legal_moves`]).
    pub fn play_unchecked(&mut self, mv: Move) -> Played {
        let piece = self.cells[mv.from.index()]
            .piece()
            .expect("a piece stands on the start square");
        let mover = self.turn;
        let (captures, undo) = self.make(mv);
        self.outcome = self.outcome_after(mv, mover, &captures);
        Played {
            mv,
            piece,
            captures,
            outcome: self.outcome,
            undo,
        }
    }

    /// Takes back the last move played.
    pub fn undo(&mut self, played: &Played) {
        self.unmake(played.mv, &played.captures, played.undo);
    }

    /// Moves the piece, removes captures, passes the turn and records the
    /// position; judges nothing.
    pub(crate) fn make(&mut self, mv: Move) -> (Vec<Capture>, Undo) {
        let undo = Undo {
            reversible_from: self.reversible_from,
            outcome: self.outcome,
        };
        let piece = self.take(mv.from.index());
        self.put(mv.to.index(), piece);
        let captures = self.captures_after(mv.to.index());
        for c in &captures {
            self.take(c.square.index());
        }
        self.turn = self.turn.other();
        self.hash ^= zobrist::DEFENDERS_TO_MOVE;
        self.history.push(self.hash);
        if !captures.is_empty() {
            self.reversible_from = self.history.len() - 1;
        }
        (captures, undo)
    }

    pub(crate) fn unmake(&mut self, mv: Move, captures: &[Capture], undo: Undo) {
        self.history.pop();
        self.turn = self.turn.other();
        self.hash ^= zobrist::DEFENDERS_TO_MOVE;
        for c in captures {
            self.put(c.square.index(), Cell::from_piece(c.piece));
        }
        let piece = self.take(mv.to.index());
        self.put(mv.from.index(), piece);
        self.reversible_from = undo.reversible_from;
        self.outcome = undo.outcome;
    }

    /// Passes the turn without moving (for the search's null-move test).
    pub(crate) fn make_null(&mut self) {
        self.turn = self.turn.other();
        self.hash ^= zobrist::DEFENDERS_TO_MOVE;
        self.history.push(self.hash);
    }

    pub(crate) fn unmake_null(&mut self) {
        self.history.pop();
        self.turn = self.turn.other();
        self.hash ^= zobrist::DEFENDERS_TO_MOVE;
    }

    /// The outcome when the side to move cannot move.
    pub(crate) fn stalemate_outcome(&mut self) -> Option<Outcome> {
        if !self.variant.rules().no_move_loses || self.has_legal_move() {
            return None;
        }
        let mated = self.variant.rules().watch_your_king
            && self.turn == Side::Defenders
            && self.king_capturable();
        Some(if mated {
            Outcome::mate()
        } else {
            Outcome::no_legal_move(self.turn)
        })
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for line in self.to_setup().diagram() {
            let spaced: Vec<String> = line.chars().map(String::from).collect();
            writeln!(f, "{}", spaced.join(" "))?;
        }
        write!(f, "{} to move", self.turn)
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})\n{self}", self.variant.id(), self.variant.size())
    }
}
