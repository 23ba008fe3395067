//! The vocabulary of the Fetlar paper's strategies (its sections 3.2 and 5.2) as
//! code: castles and their barricades, the magic quadrant, the cordon, the
//! fort, the 5×5 guard area, and the questions the pseudo-code asks ("can
//! this move be captured?", "can the king reach an exit?").
//!
//! Squares are named as everywhere in Taflbord: column and row from 0 at
//! the bottom left. Every function works on any board size; the paper's
//! board is 11×11. Functions that take the legal moves (`legal`) return a
//! subset of them, so a strategy built from these terms only ever plays
//! legal moves.

use crate::engine::position::{Capture, Move, Position};
use crate::engine::side::{Piece, Side};
use crate::engine::square::{Direction, Square};
use crate::engine::square_set::SquareSet;

// ---------------------------------------------------------------- geometry

/// Column and row steps of a direction (north is up: rows grow).
pub fn delta(dir: Direction) -> (i32, i32) {
    match dir {
        Direction::North => (0, 1),
        Direction::East => (1, 0),
        Direction::South => (0, -1),
        Direction::West => (-1, 0),
    }
}

/// The square `dc` columns and `dr` rows away from `sq`, if it lies on a
/// board of `size`.
pub fn offset(sq: Square, dc: i32, dr: i32, size: u8) -> Option<Square> {
    Square::try_new(i32::from(sq.col()) + dc, i32::from(sq.row()) + dr, size)
}

/// The square `steps` squares from `sq` in `dir`, if it is on the board.
pub fn towards(sq: Square, dir: Direction, steps: i32, size: u8) -> Option<Square> {
    let (dc, dr) = delta(dir);
    offset(sq, dc * steps, dr * steps, size)
}

/// Distance counted in single orthogonal steps.
pub fn manhattan(a: Square, b: Square) -> u32 {
    u32::from(a.col().abs_diff(b.col())) + u32::from(a.row().abs_diff(b.row()))
}

/// Distance counted in king's (chess) steps: the larger of the column and
/// row distances.
pub fn chebyshev(a: Square, b: Square) -> u32 {
    u32::from(a.col().abs_diff(b.col()).max(a.row().abs_diff(b.row())))
}

/// Number of squares a move travels.
pub fn length(mv: Move) -> u32 {
    manhattan(mv.from, mv.to)
}

/// The centre of the board: the throne (the paper's `T = (c, c)`), or the
/// middle square when a variant has no throne.
pub fn centre(pos: &Position) -> Square {
    let n = pos.size();
    pos.variant()
        .throne()
        .unwrap_or_else(|| Square::new(n / 2, n / 2))
}

/// Whether `sq` lies in the centre of the board: the 5×5 square around the
/// throne. Barricading-Aggressive leaves pieces there alone.
pub fn is_centre(pos: &Position, sq: Square) -> bool {
    chebyshev(sq, centre(pos)) <= 2
}

/// The king's guard area: the 5×5 square centred on `king` (cut off by
/// the board's edge).
pub fn guard_area(king: Square, size: u8) -> SquareSet {
    let mut area = SquareSet::EMPTY;
    for dc in -2..=2 {
        for dr in -2..=2 {
            if let Some(s) = offset(king, dc, dr, size) {
                area.insert(s);
            }
        }
    }
    area
}

/// Number of defenders (the king not counted) in the king's guard area:
/// King's Guard wants at least two.
pub fn guards(pos: &Position) -> usize {
    pos.king()
        .map_or(0, |k| (guard_area(k, pos.size()) & pos.defenders()).len())
}

// ---------------------------------------------------------------- castles and barricades

/// A castle: one of the four corners, where the king wins (the paper's set
/// `C`). Squares near it are named by how far they lie along the castle's
/// row (`along`) and up its column (`up`), both counted towards the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Castle {
    pub square: Square,
    col_step: i32,
    row_step: i32,
    size: u8,
}

impl Castle {
    /// The four castles of a board of `size`: a1, k1, a11, k11 on 11×11.
    pub fn all(size: u8) -> [Castle; 4] {
        let far = size - 1;
        [
            (0, 0, 1, 1),
            (far, 0, -1, 1),
            (0, far, 1, -1),
            (far, far, -1, -1),
        ]
        .map(|(col, row, col_step, row_step)| Castle {
            square: Square::new(col, row),
            col_step,
            row_step,
            size,
        })
    }

    /// The square `along` squares along the castle's edge row and `up`
    /// squares up its edge column, both towards the board (both below the
    /// board size).
    pub fn at(&self, along: i32, up: i32) -> Square {
        offset(
            self.square,
            along * self.col_step,
            up * self.row_step,
            self.size,
        )
        .expect("castle offsets stay on the board")
    }

    /// The middle barricade position: diagonally two squares in from the
    /// castle (b2 next to a1), the centre of the primary barricade.
    pub fn middle_barricade(&self) -> Square {
        self.at(1, 1)
    }

    /// The border barricade positions: the edge squares two away from the
    /// castle (c1 and a3 next to a1). They are also the magic quadrant's key
    /// edge positions.
    pub fn border_barricades(&self) -> [Square; 2] {
        [self.at(2, 0), self.at(0, 2)]
    }

    /// The paper's primary barricade (its figure 1a and the first case of
    /// `AP`): attackers on the three squares of the diagonal that cuts the
    /// castle off, c1, b2 and a3 for a1.
    pub fn primary_barricade(&self) -> [Square; 3] {
        [self.at(2, 0), self.at(1, 1), self.at(0, 2)]
    }

    /// The secondary barricade (figure 1b, the second case of `AP`):
    /// attackers on both edge squares next to the castle and the ones
    /// beyond them, b1, c1, a2 and a3 for a1.
    pub fn secondary_barricade(&self) -> [Square; 4] {
        [self.at(1, 0), self.at(2, 0), self.at(0, 1), self.at(0, 2)]
    }

    /// Every square of either barricade: where an enemy piece threatens a
    /// barricade.
    pub fn barricade_squares(&self) -> [Square; 5] {
        [
            self.at(1, 0),
            self.at(2, 0),
            self.at(1, 1),
            self.at(0, 1),
            self.at(0, 2),
        ]
    }

    /// Whether the attackers have barricaded this castle: they stand on
    /// every square of the primary or of the secondary barricade.
    pub fn is_barricaded(&self, pos: &Position) -> bool {
        let ours = |s: &Square| pos.piece_at(*s) == Some(Piece::Attacker);
        self.primary_barricade().iter().all(ours) || self.secondary_barricade().iter().all(ours)
    }
}

/// Whether every castle is barricaded (the pseudo-code's
/// `areAllExitCastlesBarricaded`).
pub fn all_castles_barricaded(pos: &Position) -> bool {
    Castle::all(pos.size()).iter().all(|c| c.is_barricaded(pos))
}

/// The castles the attackers have not barricaded yet.
pub fn unbarricaded_castles(pos: &Position) -> Vec<Castle> {
    Castle::all(pos.size())
        .into_iter()
        .filter(|c| !c.is_barricaded(pos))
        .collect()
}

/// The magic quadrant (section 3.2.5): every square on the third row or
/// column from an edge, that is the ring two squares in from the edge.
pub fn magic_quadrant(size: u8) -> SquareSet {
    let (near, far) = (2, size - 3);
    let mut set = SquareSet::EMPTY;
    for a in near..=far {
        for b in [near, far] {
            set.insert(Square::new(a, b));
            set.insert(Square::new(b, a));
        }
    }
    set
}

/// The magic quadrant's key edge positions: where the third rows and
/// columns meet the edge, two squares from a castle. They are the border
/// barricade positions.
pub fn key_edge_positions(size: u8) -> SquareSet {
    Castle::all(size)
        .iter()
        .flat_map(|c| c.border_barricades())
        .collect()
}

/// The two kinds of barricade position a player may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BarricadePosition {
    /// [`Castle::middle_barricade`].
    Middle,
    /// [`Castle::border_barricades`].
    Border,
}

/// Whether `sq` is one of the squares of any castle's barricades.
pub fn on_barricade_square(sq: Square, size: u8) -> bool {
    Castle::all(size)
        .iter()
        .any(|c| c.barricade_squares().contains(&sq))
}

/// "Take middle (border) barricade position": legal moves of the side to
/// move onto an empty barricade position of that kind, by a piece other
/// than the king that does not already stand on a barricade square (so no
/// barricade is taken apart to build another).
pub fn take_barricade_moves(pos: &Position, legal: &[Move], kind: BarricadePosition) -> Vec<Move> {
    let size = pos.size();
    let targets: Vec<Square> = Castle::all(size)
        .iter()
        .flat_map(|c| match kind {
            BarricadePosition::Middle => vec![c.middle_barricade()],
            BarricadePosition::Border => c.border_barricades().to_vec(),
        })
        .filter(|&s| pos.piece_at(s).is_none())
        .collect();
    legal
        .iter()
        .copied()
        .filter(|m| {
            targets.contains(&m.to)
                && pos.piece_at(m.from) != Some(Piece::King)
                && !on_barricade_square(m.from, size)
        })
        .collect()
}

/// The castles with a defender or the king on one of their barricade
/// squares (`doesPlayerOccupyBarricadePositions(opponent)`), each with the
/// squares those intruders stand on.
pub fn intruded_castles(pos: &Position) -> Vec<(Castle, Vec<Square>)> {
    Castle::all(pos.size())
        .into_iter()
        .filter_map(|c| {
            let intruders: Vec<Square> = c
                .barricade_squares()
                .into_iter()
                .filter(|&s| pos.piece_at(s).is_some_and(|p| p.side() == Side::Defenders))
                .collect();
            (!intruders.is_empty()).then_some((c, intruders))
        })
        .collect()
}

/// "Defend threatened barricade", best first: capture an intruder on a
/// barricade square; else put an attacker (from off the barricades) on an
/// empty square of an intruded castle's primary barricade.
pub fn defend_barricade_moves(pos: &Position, legal: &[Move]) -> [Vec<Move>; 2] {
    let size = pos.size();
    let intruded = intruded_castles(pos);
    let intruders: Vec<Square> = intruded.iter().flat_map(|(_, s)| s.clone()).collect();
    let captures = capture_moves(pos, legal)
        .into_iter()
        .filter(|(_, caps)| caps.iter().any(|c| intruders.contains(&c.square)))
        .map(|(m, _)| m)
        .collect();
    let holes: Vec<Square> = intruded
        .iter()
        .flat_map(|(c, _)| c.primary_barricade())
        .filter(|&s| pos.piece_at(s).is_none())
        .collect();
    let fills = legal
        .iter()
        .copied()
        .filter(|m| holes.contains(&m.to) && !on_barricade_square(m.from, size))
        .collect();
    [captures, fills]
}

// ---------------------------------------------------------------- moves and captures

/// The position after a legal move.
pub fn after(pos: &Position, mv: Move) -> Position {
    let mut next = pos.clone();
    next.play_unchecked(mv);
    next
}

/// A copy of `pos` with `side` to move and no outcome, to ask what that
/// side could do if it moved now.
pub(crate) fn with_turn(pos: &Position, side: Side) -> Position {
    let mut p = pos.clone();
    if p.turn != side {
        p.turn = side;
        p.hash ^= crate::engine::zobrist::DEFENDERS_TO_MOVE;
    }
    p.outcome = None;
    p
}

/// What a legal move would capture.
pub fn captures_of(pos: &Position, mv: Move) -> Vec<Capture> {
    let mut scratch = pos.clone();
    let (caps, undo) = scratch.make(mv);
    scratch.unmake(mv, &caps, undo);
    caps
}

/// Each legal move that captures at least one piece other than the king,
/// with the pieces it captures.
pub fn capture_moves(pos: &Position, legal: &[Move]) -> Vec<(Move, Vec<Capture>)> {
    let mut scratch = pos.clone();
    legal
        .iter()
        .filter_map(|&mv| {
            let (caps, undo) = scratch.make(mv);
            scratch.unmake(mv, &caps, undo);
            caps.iter()
                .any(|c| c.piece != Piece::King)
                .then_some((mv, caps))
        })
        .collect()
}

/// Legal moves that capture the king (the pseudo-code's `canCaptureKing`
/// for the attackers).
pub fn king_capture_moves(pos: &Position, legal: &[Move]) -> Vec<Move> {
    if pos.turn() != Side::Attackers {
        return Vec::new();
    }
    let mut scratch = pos.clone();
    legal
        .iter()
        .copied()
        .filter(|&mv| {
            let (caps, undo) = scratch.make(mv);
            scratch.unmake(mv, &caps, undo);
            caps.iter().any(|c| c.piece == Piece::King)
        })
        .collect()
}

/// Moves by the side to move that end on `target`: the first piece of that
/// side on each line through `target`, when the movement rules let it go
/// there.
fn movers_to(pos: &Position, target: Square) -> Vec<Move> {
    let size = pos.size();
    let mut found = Vec::new();
    for dir in Direction::ALL {
        let mut k = 1;
        while let Some(s) = towards(target, dir, k, size) {
            match pos.piece_at(s) {
                None => k += 1,
                Some(p) => {
                    let mv = Move::new(s, target);
                    if p.side() == pos.turn() && pos.check_movement(mv).is_ok() {
                        found.push(mv);
                    }
                    break;
                }
            }
        }
    }
    found
}

/// Whether the piece on `target` could be captured by the side to move in
/// one move: the pseudo-code's "can be captured". For the king this is
/// "Watch your king" ([`Position::king_in_danger`]). For other pieces every
/// move that lands next to the piece and could close a capture is tried on
/// the board, so the variant's own capture rules decide; captures made by
/// a piece landing elsewhere (a shield wall closed from its far end) are
/// not looked for.
pub fn can_be_captured(pos: &Position, target: Square) -> bool {
    let Some(victim) = pos.piece_at(target) else {
        return false;
    };
    let by = pos.turn();
    if victim.side() == by || pos.outcome().is_some() {
        return false;
    }
    if victim == Piece::King {
        return pos.king_in_danger();
    }
    let size = pos.size();
    let variant = pos.variant();
    let loose_rules = variant.rules().enclosure || variant.rules().combined_trap;
    let mut scratch: Option<Position> = None;
    for dir in Direction::ALL {
        let Some(near) = towards(target, dir, 1, size) else {
            continue;
        };
        if pos.piece_at(near).is_some() {
            continue;
        }
        // A custodial capture through `near` needs a jaw on the far side:
        // a piece of the capturing side or a special square.
        let far = towards(target, dir.opposite(), 1, size);
        let jaw = far.is_some_and(|f| match pos.piece_at(f) {
            Some(p) => p.side() == by,
            None => {
                variant.is_throne(f) || variant.is_restricted_corner(f) || variant.camp(f).is_some()
            }
        });
        if !jaw && !loose_rules {
            continue;
        }
        for mv in movers_to(pos, near) {
            let scratch = scratch.get_or_insert_with(|| pos.clone());
            let (caps, undo) = scratch.make(mv);
            let hit = caps.iter().any(|c| c.square == target);
            scratch.unmake(mv, &caps, undo);
            if hit {
                return true;
            }
        }
    }
    false
}

/// Whether the piece making `mv` could be captured on its new square by
/// the opponent's reply (the pseudo-code's `canMoveBeCaptured`). A move
/// that ends the game cannot be answered.
pub fn move_can_be_captured(pos: &Position, mv: Move) -> bool {
    let next = after(pos, mv);
    next.outcome().is_none() && can_be_captured(&next, mv.to)
}

/// The pieces of `side` other than the king that the other side could
/// capture if it moved now (the pseudo-code's `canCaptureHunn(opponent)`).
pub fn threatened_hunn(pos: &Position, side: Side) -> Vec<Square> {
    let view = with_turn(pos, side.other());
    let hunn = match side {
        Side::Attackers => pos.attackers(),
        Side::Defenders => pos.defenders(),
    };
    hunn.iter().filter(|&s| can_be_captured(&view, s)).collect()
}

/// How close a move brings a piece to the king: the distance from its new
/// square to the king, then (to prefer bringing up far pieces over
/// shuffling near ones) how much nearer it got, negated so that smaller
/// keys are better. "The closest move to the king" has the smallest key.
pub fn king_closeness(pos: &Position, mv: Move) -> (u32, i64) {
    let Some(king) = pos.king() else {
        return (u32::MAX, 0);
    };
    let (to, from) = (manhattan(mv.to, king), manhattan(mv.from, king));
    (to, i64::from(to) - i64::from(from))
}

/// Moves that bring a piece nearer the king ("move closer to the Hnefi"):
/// a piece already beside him stays.
pub fn king_approaching_moves(pos: &Position, legal: &[Move]) -> Vec<Move> {
    legal
        .iter()
        .copied()
        .filter(|&m| king_closeness(pos, m).1 < 0)
        .collect()
}

// ---------------------------------------------------------------- the king and the exits

/// Whether the king could reach a castle (or any other escape of the
/// variant) in one move, whoever is to move (`canKingReachExit`).
pub fn king_can_reach_exit(pos: &Position) -> bool {
    !pos.escape_moves().is_empty()
}

/// The defenders' legal moves that win by escaping (`canKingMoveToExitCastle`).
pub fn king_escapes(pos: &Position, legal: &[Move]) -> Vec<Move> {
    if pos.turn() != Side::Defenders {
        return Vec::new();
    }
    let escapes = pos.escape_moves();
    legal
        .iter()
        .copied()
        .filter(|m| escapes.contains(m))
        .collect()
}

/// The attackers' legal moves after which the king has no escape move
/// (`canBlockKingReachingExit`): each blocks every open path to a castle.
pub fn exit_blocking_moves(pos: &Position, legal: &[Move]) -> Vec<Move> {
    if pos.turn() != Side::Attackers {
        return Vec::new();
    }
    legal
        .iter()
        .copied()
        .filter(|&mv| {
            let next = after(pos, mv);
            next.outcome().is_some() || next.escape_moves().is_empty()
        })
        .collect()
}

/// The defenders' legal moves after which the attackers can no longer
/// capture the king next move (`canBlockKingCapture`).
pub fn king_rescue_moves(pos: &Position, legal: &[Move]) -> Vec<Move> {
    if pos.turn() != Side::Defenders {
        return Vec::new();
    }
    legal
        .iter()
        .copied()
        .filter(|&mv| {
            let next = after(pos, mv);
            next.outcome()
                .is_some_and(|o| o.winner == Some(Side::Defenders))
                || next.outcome().is_none() && !next.king_in_danger()
        })
        .collect()
}

/// Legal moves of the king.
pub fn king_moves(pos: &Position, legal: &[Move]) -> Vec<Move> {
    let Some(king) = pos.king() else {
        return Vec::new();
    };
    legal.iter().copied().filter(|m| m.from == king).collect()
}

/// Distance from `sq` to the nearest castle the attackers have not
/// barricaded, if there is one.
pub fn open_castle_distance(pos: &Position, sq: Square) -> Option<u32> {
    unbarricaded_castles(pos)
        .iter()
        .map(|c| manhattan(sq, c.square))
        .min()
}

/// "Move the king as close to an unbarricaded exit castle as possible":
/// the king moves that end nearest to such a castle, counted in orthogonal
/// steps. Only moves that bring him nearer than he stands count, and none
/// that lets the attackers capture him next move.
pub fn king_approach_moves(pos: &Position, legal: &[Move]) -> Vec<Move> {
    let Some(king) = pos.king() else {
        return Vec::new();
    };
    let Some(now) = open_castle_distance(pos, king) else {
        return Vec::new();
    };
    let mut best = Vec::new();
    let mut best_distance = now;
    for mv in king_moves(pos, legal) {
        let Some(d) = open_castle_distance(pos, mv.to) else {
            continue;
        };
        if d > best_distance || d == now {
            continue;
        }
        let next = after(pos, mv);
        if next.outcome().is_none() && next.king_in_danger() {
            continue;
        }
        if d < best_distance {
            best.clear();
            best_distance = d;
        }
        best.push(mv);
    }
    best
}

/// Whether the king stands on the throne (`not hasKingMovedFromThrone`).
pub fn king_on_throne(pos: &Position) -> bool {
    pos.king() == Some(centre(pos))
}

/// "If the king can move at least 3 spaces, move him as far as possible":
/// the king's longest legal moves, when they are 3 squares or more.
pub fn king_long_moves(pos: &Position, legal: &[Move]) -> Vec<Move> {
    let moves = king_moves(pos, legal);
    let Some(longest) = moves.iter().map(|m| length(*m)).max() else {
        return Vec::new();
    };
    if longest < 3 {
        return Vec::new();
    }
    moves
        .into_iter()
        .filter(|m| length(*m) == longest)
        .collect()
}

/// "Clear the way for the king to exit the throne": the moves of other
/// defenders that lower [`throne_exit_cost`] the most, when any lowers it.
pub fn clear_way_moves(pos: &Position, legal: &[Move]) -> Vec<Move> {
    let Some(king) = pos.king() else {
        return Vec::new();
    };
    let now = throne_exit_cost(pos);
    let mut best = Vec::new();
    let mut best_cost = now;
    for &mv in legal.iter().filter(|m| m.from != king) {
        let cost = throne_exit_cost(&after(pos, mv));
        if cost >= now || cost > best_cost {
            continue;
        }
        if cost < best_cost {
            best.clear();
            best_cost = cost;
        }
        best.push(mv);
    }
    best
}

/// "Move a hunn not in the 5 by 5 grid as close to the king as possible":
/// moves of defenders outside the king's guard area that end nearest him.
pub fn guard_moves(pos: &Position, legal: &[Move]) -> Vec<Move> {
    let Some(king) = pos.king() else {
        return Vec::new();
    };
    let area = guard_area(king, pos.size());
    let outside: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| m.from != king && !area.contains(m.from))
        .collect();
    let Some(nearest) = outside.iter().map(|m| manhattan(m.to, king)).min() else {
        return Vec::new();
    };
    outside
        .into_iter()
        .filter(|m| manhattan(m.to, king) == nearest)
        .collect()
}

/// How hard it is to open a way of three squares for the king along one
/// of his four lines: per defender on the first three squares, 1 if it can
/// step off the line now and 2 if it cannot; a line with an attacker or
/// the board's edge within three squares cannot be opened. The cost of the
/// cheapest line, 0 when the king can already move three squares.
pub fn throne_exit_cost(pos: &Position) -> u32 {
    const CLOSED: u32 = 100;
    let Some(king) = pos.king() else {
        return CLOSED;
    };
    let size = pos.size();
    let own = with_turn(pos, Side::Defenders);
    let own_moves = own.legal_moves();
    Direction::ALL
        .into_iter()
        .map(|dir| {
            let mut cost = 0;
            for k in 1..=3 {
                let Some(s) = towards(king, dir, k, size) else {
                    return CLOSED;
                };
                match pos.piece_at(s) {
                    None => {}
                    Some(Piece::Defender) => {
                        let on_line =
                            |t: Square| Direction::between(king, t) == Some(dir) || t == king;
                        let steps_off = own_moves.iter().any(|m| m.from == s && !on_line(m.to));
                        cost += if steps_off { 1 } else { 2 };
                    }
                    Some(_) => return CLOSED,
                }
            }
            cost
        })
        .min()
        .unwrap_or(CLOSED)
}

/// Whether the king stands in a fort: the squares he can reach through
/// empty squares (his own included) are at least two, hold no escape, and
/// touch no attacker, so the attackers cannot come at him and he can move
/// back and forth for ever unless they break a wall. The tournament scores
/// a game a tie when such a fort has stood for long enough.
pub fn king_in_fort(pos: &Position) -> bool {
    let Some(king) = pos.king() else {
        return false;
    };
    let variant = pos.variant();
    let mut region = SquareSet::EMPTY;
    region.insert(king);
    let mut stack = vec![king];
    while let Some(s) = stack.pop() {
        if s != king && variant.is_escape(s) {
            return false;
        }
        for n in variant.neighbours(s) {
            match pos.piece_at(n) {
                Some(Piece::Attacker) => return false,
                Some(_) => {}
                None if !region.contains(n) => {
                    region.insert(n);
                    stack.push(n);
                }
                None => {}
            }
        }
    }
    region.len() >= 2
}

// ---------------------------------------------------------------- the cordon

/// One edge of the board, for the cordon.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Edge {
    North,
    East,
    South,
    West,
}

impl Edge {
    /// In the order Barricading-Cordon tries them.
    pub const ALL: [Edge; 4] = [Edge::North, Edge::East, Edge::South, Edge::West];

    /// The direction from this edge towards the middle of the board.
    pub fn inward(self) -> Direction {
        match self {
            Edge::North => Direction::South,
            Edge::East => Direction::West,
            Edge::South => Direction::North,
            Edge::West => Direction::East,
        }
    }

    /// The square `along` squares along this edge (from its west or south
    /// end) and `depth` squares in from it.
    pub fn square(self, along: u8, depth: u8, size: u8) -> Square {
        let far = size - 1;
        match self {
            Edge::North => Square::new(along, far - depth),
            Edge::South => Square::new(along, depth),
            Edge::East => Square::new(far - depth, along),
            Edge::West => Square::new(depth, along),
        }
    }

    /// How many squares in from this edge `sq` lies.
    pub fn depth(self, sq: Square, size: u8) -> u8 {
        let far = size - 1;
        match self {
            Edge::North => far - sq.row(),
            Edge::South => sq.row(),
            Edge::East => far - sq.col(),
            Edge::West => sq.col(),
        }
    }
}

/// The cordon along `edge`, if the attackers have one: looking in from the
/// edge down every file across it, the first piece met is an attacker, and
/// neighbouring files' attackers are at most one square apart in depth, so
/// together they form a wall no piece can cross and no defender stands
/// behind it. Gives each file's wall depth.
///
/// The paper's cordon (section 3.2.6, `AP_cor`) is the straight case: an
/// attacker on every square of the second row, no defender on the edge row
/// behind it. Allowing steps of one square lets the wall advance one piece
/// at a time and still be a wall.
pub fn cordon(pos: &Position, edge: Edge) -> Option<Vec<u8>> {
    let size = pos.size();
    let mut depths = Vec::with_capacity(usize::from(size));
    for along in 0..size {
        let first = (0..size).find_map(|depth| {
            pos.piece_at(edge.square(along, depth, size))
                .map(|p| (depth, p))
        });
        match first {
            Some((depth, Piece::Attacker)) => depths.push(depth),
            _ => return None,
        }
    }
    depths
        .windows(2)
        .all(|w| w[0].abs_diff(w[1]) <= 1)
        .then_some(depths)
}

/// Whether the defenders stand on the edge row or the row inside it along
/// `edge`, where they keep a cordon from being built
/// (`isPlayerOccupyingEdgePosition`).
pub fn edge_held_by_defenders(pos: &Position, edge: Edge) -> bool {
    let size = pos.size();
    (0..size).any(|along| {
        (0..2).any(|depth| {
            pos.piece_at(edge.square(along, depth, size))
                .is_some_and(|p| p.side() == Side::Defenders)
        })
    })
}

/// Attacker moves that build the cordon along `edge`: onto the second row
/// (the paper's cordon line) in a file whose first piece from the edge is
/// not yet an attacker on the edge row or the second row, by a piece from
/// deeper inside (so no wall piece leaves the wall) and not from a
/// barricade.
pub fn cordon_build_moves(pos: &Position, edge: Edge, legal: &[Move]) -> Vec<Move> {
    let size = pos.size();
    let walled = |along: u8| {
        (0..2).any(|depth| pos.piece_at(edge.square(along, depth, size)) == Some(Piece::Attacker))
    };
    let targets: SquareSet = (0..size)
        .filter(|&a| !walled(a))
        .map(|a| edge.square(a, 1, size))
        .filter(|&s| pos.piece_at(s).is_none())
        .collect();
    legal
        .iter()
        .copied()
        .filter(|m| {
            targets.contains(m.to)
                && edge.depth(m.from, size) >= 2
                && !on_barricade_square(m.from, size)
        })
        .collect()
}

/// "Move the first hunn in the cordon one step inwards": the wall piece of
/// the lowest file among those nearest the edge (trying deeper ones when
/// those cannot move) that can step in without splitting the wall.
pub fn cordon_advance(pos: &Position, edge: Edge, legal: &[Move]) -> Option<Move> {
    let size = pos.size();
    let depths = cordon(pos, edge)?;
    let mut order: Vec<usize> = (0..depths.len()).collect();
    order.sort_by_key(|&i| (depths[i], i));
    order.into_iter().find_map(|i| {
        let d = depths[i];
        let level = |j: Option<usize>| j.and_then(|j| depths.get(j)).is_none_or(|&n| n >= d);
        if !(level(i.checked_sub(1)) && level(Some(i + 1))) || d + 1 >= size {
            return None;
        }
        let mv = Move::new(
            edge.square(i as u8, d, size),
            edge.square(i as u8, d + 1, size),
        );
        legal.contains(&mv).then_some(mv)
    })
}

// ---------------------------------------------------------------- the fort

/// The Fortification strategy's fort (section 3.2.9 and algorithm 8), in
/// one of four rotations: the king moves between the throne and the
/// *gate*, the square next to it on the fort's side, while defenders stand
/// on every square around those two and on the squares behind the ones
/// beside the throne, which an empty throne would otherwise help capture.
/// All eleven wall squares are defender squares of the 11×11 start, so the
/// fort is built by emptying the gate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fort {
    pub facing: Direction,
    pub throne: Square,
    pub gate: Square,
    /// Squares that must hold defenders.
    pub walls: Vec<Square>,
    /// Outside the walls, beside the far wall: where the gate's defender
    /// goes when it leaves, guarding that wall from the side.
    pub outworks: Vec<Square>,
}

impl Fort {
    /// The fort facing `facing`, if it fits on the board.
    pub fn new(pos: &Position, facing: Direction) -> Option<Fort> {
        let size = pos.size();
        let throne = centre(pos);
        let at = |steps: &[(Direction, i32)]| {
            steps
                .iter()
                .try_fold(throne, |s, &(d, k)| towards(s, d, k, size))
        };
        let [s1, s2] = facing.sideways();
        let back = facing.opposite();
        let gate = at(&[(facing, 1)])?;
        let walls = [
            at(&[(s1, 1)]),
            at(&[(s2, 1)]),
            at(&[(back, 1)]),
            at(&[(facing, 1), (s1, 1)]),
            at(&[(facing, 1), (s2, 1)]),
            at(&[(facing, 2)]),
            at(&[(s1, 2)]),
            at(&[(s2, 2)]),
            at(&[(back, 2)]),
            at(&[(back, 1), (s1, 1)]),
            at(&[(back, 1), (s2, 1)]),
        ]
        .into_iter()
        .collect::<Option<Vec<_>>>()?;
        let outworks = [at(&[(facing, 2), (s1, 1)]), at(&[(facing, 2), (s2, 1)])]
            .into_iter()
            .collect::<Option<Vec<_>>>()?;
        Some(Fort {
            facing,
            throne,
            gate,
            walls,
            outworks,
        })
    }

    /// The four forts in the order algorithm 8 tries them: northern,
    /// western, southern, eastern.
    pub fn all(pos: &Position) -> Vec<Fort> {
        [
            Direction::North,
            Direction::West,
            Direction::South,
            Direction::East,
        ]
        .into_iter()
        .filter_map(|d| Fort::new(pos, d))
        .collect()
    }

    /// Whether the king stands inside: on the throne or the gate.
    pub fn holds_king(&self, pos: &Position) -> bool {
        pos.king()
            .is_some_and(|k| k == self.throne || k == self.gate)
    }

    /// Whether the fort stands: the king inside, every wall a defender and
    /// the gate free for him (`isFortBuilt`).
    pub fn is_built(&self, pos: &Position) -> bool {
        self.holds_king(pos)
            && self
                .walls
                .iter()
                .all(|&s| pos.piece_at(s) == Some(Piece::Defender))
            && pos.piece_at(self.gate) != Some(Piece::Defender)
    }

    /// Whether the fort can still be built: the king is inside and no
    /// attacker stands on a wall or the gate (`isXFortCompletable`).
    pub fn is_completable(&self, pos: &Position) -> bool {
        self.holds_king(pos)
            && self
                .walls
                .iter()
                .chain([&self.gate])
                .all(|&s| pos.piece_at(s) != Some(Piece::Attacker))
    }

    /// The next building moves (`move piece to build fort`), best first in
    /// groups of equals: fill an empty wall from outside the walls (the
    /// gate's defender first); else move the gate's defender out (to an
    /// outwork if it can); else, when it is boxed in, step a wall beside the
    /// gate outwards so it can take that wall's place.
    pub fn build_moves(&self, pos: &Position, legal: &[Move]) -> Vec<Vec<Move>> {
        if !self.is_completable(pos) || self.is_built(pos) {
            return Vec::new();
        }
        let defender = |s: Square| pos.piece_at(s) == Some(Piece::Defender);
        let missing: Vec<Square> = self
            .walls
            .iter()
            .copied()
            .filter(|&s| pos.piece_at(s).is_none())
            .collect();
        if !missing.is_empty() {
            let fills: Vec<Move> = legal
                .iter()
                .copied()
                .filter(|m| {
                    missing.contains(&m.to) && defender(m.from) && !self.walls.contains(&m.from)
                })
                .collect();
            let (from_gate, others): (Vec<Move>, Vec<Move>) =
                fills.into_iter().partition(|m| m.from == self.gate);
            let mut groups = vec![from_gate];
            groups.extend(by_key(others, |m| length(*m)));
            return groups;
        }
        if !defender(self.gate) {
            return Vec::new();
        }
        let leaving: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| m.from == self.gate)
            .collect();
        if !leaving.is_empty() {
            let (outwork, others): (Vec<Move>, Vec<Move>) = leaving
                .into_iter()
                .partition(|m| self.outworks.contains(&m.to));
            let mut groups = vec![outwork];
            groups.extend(by_key(others, |m| manhattan(m.to, self.gate)));
            return groups;
        }
        let size = pos.size();
        let [s1, s2] = self.facing.sideways();
        let openers = |dirs: &[Direction]| -> Vec<Move> {
            dirs.iter()
                .filter_map(|&d| {
                    let wall = towards(self.gate, d, 1, size)?;
                    let out = towards(wall, self.facing, 1, size)?;
                    let mv = Move::new(wall, out);
                    legal.contains(&mv).then_some(mv)
                })
                .collect()
        };
        vec![openers(&[s1, s2]), openers(&[self.facing])]
    }

    /// The king's move between the throne and the gate, if it is legal
    /// (`move piece inside fort`).
    pub fn shuttle(&self, pos: &Position, legal: &[Move]) -> Option<Move> {
        let king = pos.king()?;
        let to = if king == self.throne {
            self.gate
        } else if king == self.gate {
            self.throne
        } else {
            return None;
        };
        let mv = Move::new(king, to);
        legal.contains(&mv).then_some(mv)
    }
}

/// Moves grouped by a key, smallest key first.
pub(crate) fn by_key<K: Ord + Copy>(moves: Vec<Move>, key: impl Fn(&Move) -> K) -> Vec<Vec<Move>> {
    let mut keyed: Vec<(K, Move)> = moves.into_iter().map(|m| (key(&m), m)).collect();
    keyed.sort_by_key(|(k, _)| *k);
    let mut groups: Vec<Vec<Move>> = Vec::new();
    let mut last: Option<K> = None;
    for (k, m) in keyed {
        if last == Some(k) {
            groups.last_mut().expect("a group").push(m);
        } else {
            groups.push(vec![m]);
            last = Some(k);
        }
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::variant::Variant;

    fn sq(text: &str) -> Square {
        Square::parse_letters(text, 11).unwrap()
    }

    fn mv(text: &str) -> Move {
        let (a, b) = text.split_once('-').unwrap();
        Move::new(sq(a), sq(b))
    }

    fn start(id: &str) -> Position {
        Position::new(Variant::built_in(id).unwrap())
    }

    fn diagram(rows: &[&str], turn: Side) -> Position {
        Position::from_diagram(Variant::built_in("fetlar").unwrap(), rows, turn).unwrap()
    }

    fn names(set: impl IntoIterator<Item = Square>) -> Vec<String> {
        let mut v: Vec<String> = set.into_iter().map(|s| s.to_string()).collect();
        v.sort();
        v
    }

    #[test]
    fn distances() {
        assert_eq!(manhattan(sq("a1"), sq("c4")), 5);
        assert_eq!(chebyshev(sq("a1"), sq("c4")), 3);
        assert_eq!(length(mv("h1-h3")), 2);
        assert_eq!(offset(sq("a1"), -1, 0, 11), None);
        assert_eq!(towards(sq("f6"), Direction::North, 2, 11), Some(sq("f8")));
    }

    #[test]
    fn castles_and_their_barricade_squares() {
        let castles = Castle::all(11);
        assert_eq!(
            names(castles.iter().map(|c| c.square)),
            ["a1", "a11", "k1", "k11"]
        );
        let a1 = castles[0];
        assert_eq!(a1.middle_barricade(), sq("b2"));
        assert_eq!(names(a1.border_barricades()), ["a3", "c1"]);
        assert_eq!(names(a1.primary_barricade()), ["a3", "b2", "c1"]);
        assert_eq!(names(a1.secondary_barricade()), ["a2", "a3", "b1", "c1"]);
        let k11 = castles[3];
        assert_eq!(k11.middle_barricade(), sq("j10"));
        assert_eq!(names(k11.primary_barricade()), ["i11", "j10", "k9"]);
    }

    #[test]
    fn barricaded_castles() {
        let pos = diagram(
            &[
                ". A A . . . . . . . .",
                "A . . . . . . . . . .",
                "A . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . K . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                "A . . . . . . . . . .",
                ". A . . . . . . . . .",
                ". . A . . . . . . . .",
            ],
            Side::Attackers,
        );
        let [a1, k1, a11, k11] = Castle::all(11);
        assert!(a1.is_barricaded(&pos), "primary: c1, b2, a3");
        assert!(a11.is_barricaded(&pos), "secondary: b11, c11, a10, a9");
        assert!(!k1.is_barricaded(&pos) && !k11.is_barricaded(&pos));
        assert!(!all_castles_barricaded(&pos));
        assert_eq!(
            names(unbarricaded_castles(&pos).iter().map(|c| c.square)),
            ["k1", "k11"]
        );
        assert_eq!(open_castle_distance(&pos, sq("f6")), Some(10));
    }

    #[test]
    fn magic_quadrant_is_the_third_ring() {
        let mq = magic_quadrant(11);
        assert_eq!(mq.len(), 4 * 6);
        for s in ["c3", "c9", "i3", "i9", "f3", "c6", "i7"] {
            assert!(mq.contains(sq(s)), "{s}");
        }
        for s in ["b2", "d4", "f6", "c1"] {
            assert!(!mq.contains(sq(s)), "{s}");
        }
        let keys = key_edge_positions(11);
        assert_eq!(
            names(keys.iter()),
            ["a3", "a9", "c1", "c11", "i1", "i11", "k3", "k9"]
        );
    }

    #[test]
    fn guard_area_and_centre() {
        let pos = start("fetlar");
        assert_eq!(guard_area(sq("f6"), 11).len(), 25);
        assert_eq!(guard_area(sq("a1"), 11).len(), 9);
        assert_eq!(guards(&pos), 12);
        assert!(is_centre(&pos, sq("d4")) && is_centre(&pos, sq("h8")));
        assert!(!is_centre(&pos, sq("c6")) && !is_centre(&pos, sq("f9")));
    }

    #[test]
    fn captures_and_threats() {
        // The defender on f8 has an attacker above it on f9; the attacker
        // on c7 can reach f7 below it and capture it.
        let pos = diagram(
            &[
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . A . . . . .",
                ". . . . . D . . . . .",
                ". . A . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . K . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
            ],
            Side::Attackers,
        );
        assert!(can_be_captured(&pos, sq("f8")));
        assert_eq!(names(threatened_hunn(&pos, Side::Defenders)), ["f8"]);
        assert!(threatened_hunn(&pos, Side::Attackers).is_empty());
        let legal = pos.legal_moves();
        let caps = capture_moves(&pos, &legal);
        assert_eq!(caps.len(), 1);
        assert_eq!(caps[0].0, mv("c7-f7"));
        assert_eq!(names(caps[0].1.iter().map(|c| c.square)), ["f8"]);
        assert_eq!(
            names(captures_of(&pos, mv("c7-f7")).iter().map(|c| c.square)),
            ["f8"]
        );
        assert!(king_capture_moves(&pos, &legal).is_empty());
        // Nothing stands behind f9 for the defenders to capture it against.
        let defenders = with_turn(&pos, Side::Defenders);
        assert!(!can_be_captured(&defenders, sq("f9")));
    }

    #[test]
    fn a_move_next_to_an_enemy_can_be_answered_but_one_between_two_cannot() {
        let pos = diagram(
            &[
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . D . . . . . . . .",
                "A . . . . . . . . . .",
                ". . . . D . . . . . .",
                ". . . . . . . . K . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
            ],
            Side::Attackers,
        );
        // On c5 the attacker has c6 above it; the defender on e4 reaches c4.
        assert!(move_can_be_captured(&pos, mv("a5-c5")));
        // On b5 nothing can close a capture.
        assert!(!move_can_be_captured(&pos, mv("a5-b5")));
        let between = diagram(
            &[
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . D . . . . . . . .",
                "A . . . . . . . . . .",
                ". . D . . . . . . . .",
                ". . . . . . . . K . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
            ],
            Side::Attackers,
        );
        // Moving between two enemies is safe, and no enemy can come beside
        // it with a friend on the far side.
        assert!(!move_can_be_captured(&between, mv("a5-c5")));
    }

    #[test]
    fn exits_blocks_and_rescues() {
        let pos = diagram(
            &[
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . A . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . A . . . .",
                ". . . . K . . A . . .",
            ],
            Side::Attackers,
        );
        assert!(king_can_reach_exit(&pos), "e1-a1");
        let legal = pos.legal_moves();
        assert_eq!(exit_blocking_moves(&pos, &legal), vec![mv("c5-c1")]);
        let defenders = with_turn(&pos, Side::Defenders);
        let legal = defenders.legal_moves();
        assert_eq!(king_escapes(&defenders, &legal), vec![mv("e1-a1")]);
    }

    #[test]
    fn king_rescue_moves_stop_the_capture() {
        let pos = diagram(
            &[
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . A . . . . . . . .",
                ". A K A . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . D .",
                ". . . . . . . . . . .",
                ". . A . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
            ],
            Side::Defenders,
        );
        assert!(pos.king_in_danger(), "c3-c7 closes the ring");
        let legal = pos.legal_moves();
        let rescues = king_rescue_moves(&pos, &legal);
        assert!(rescues.contains(&mv("j5-c5")));
        assert!(!rescues.contains(&mv("j5-j4")));
        for r in &rescues {
            assert!(!after(&pos, *r).king_in_danger(), "{r}");
        }
    }

    #[test]
    fn king_approaches_only_open_castles_and_only_nearer() {
        let pos = diagram(
            &[
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                "A . . . . . . . . . .",
                ". A . . . . . . . . .",
                ". . A . . . . K . . .",
            ],
            Side::Defenders,
        );
        // a1 is barricaded; k1 is open and nearest.
        let legal = pos.legal_moves();
        assert_eq!(king_escapes(&pos, &legal), vec![mv("h1-k1")]);
        assert_eq!(king_approach_moves(&pos, &legal), vec![mv("h1-k1")]);
    }

    #[test]
    fn throne_exit_cost_counts_blockers() {
        let pos = start("fetlar");
        // Each line: a boxed defender next to the king (2) and one beyond
        // that can step aside (1).
        assert_eq!(throne_exit_cost(&pos), 3);
        let mut opened = pos.clone();
        opened.play(mv("h1-h3")).unwrap();
        opened.play(mv("f8-i8")).unwrap();
        assert_eq!(throne_exit_cost(&opened), 2);
    }

    #[test]
    fn cordons() {
        let pos = diagram(
            &[
                ". . . A A A A A . . .",
                "A A A . . . . . A A A",
                ". . . . . . . . . . .",
                ". . . . . D . . . . .",
                ". . . . . . . . . . .",
                ". . . . . K . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . A . . . . .",
                ". . . . . . . . . . .",
            ],
            Side::Attackers,
        );
        let wall = cordon(&pos, Edge::North).expect("a northern cordon");
        assert_eq!(wall, [1, 1, 1, 0, 0, 0, 0, 0, 1, 1, 1]);
        assert_eq!(cordon(&pos, Edge::South), None);
        assert!(!edge_held_by_defenders(&pos, Edge::North));
        let legal = pos.legal_moves();
        // The first of the pieces nearest the edge steps in.
        assert_eq!(
            cordon_advance(&pos, Edge::North, &legal),
            Some(mv("d11-d10"))
        );
        let broken = diagram(
            &[
                ". . . . A A A A . . .",
                "A A . A . . . . A A A",
                ". . A . . . . . . . .",
                ". . . . . D . . . . .",
                ". . . . . . . . . . .",
                ". . . . . K . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . A . . . . .",
                ". . . . . . . . . . .",
            ],
            Side::Attackers,
        );
        assert_eq!(
            cordon(&broken, Edge::North).map(|w| w[2]),
            Some(2),
            "a step of one keeps the wall"
        );
        let gap = diagram(
            &[
                ". . . A A A A A . . .",
                "A A . . . . . . A A A",
                ". . . . . . . . . . .",
                ". . A . . D . . . . .",
                ". . . . . . . . . . .",
                ". . . . . K . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . A . . . . .",
                ". . . . . . . . . . .",
            ],
            Side::Attackers,
        );
        assert_eq!(cordon(&gap, Edge::North), None, "a step of two is a gap");
        let legal = gap.legal_moves();
        let builds = cordon_build_moves(&gap, Edge::North, &legal);
        assert_eq!(builds, vec![mv("c8-c10")]);
        assert!(!edge_held_by_defenders(&start("fetlar"), Edge::North));
    }

    #[test]
    fn the_fort_is_built_from_the_start_by_emptying_the_gate() {
        let mut pos = start("fetlar");
        let north = Fort::new(&pos, Direction::North).unwrap();
        assert_eq!(north.gate, sq("f7"));
        assert_eq!(north.walls.len(), 11);
        assert!(
            north
                .walls
                .iter()
                .all(|&s| pos.piece_at(s) == Some(Piece::Defender))
        );
        assert!(north.is_completable(&pos) && !north.is_built(&pos));
        pos.play(mv("h1-h3")).unwrap();
        let legal = pos.legal_moves();
        let groups = north.build_moves(&pos, &legal);
        assert_eq!(groups[0], vec![mv("g7-g8"), mv("e7-e8")]);
        pos.play(mv("g7-g8")).unwrap();
        pos.play(mv("h3-h2")).unwrap();
        let legal = pos.legal_moves();
        assert_eq!(north.build_moves(&pos, &legal)[0], vec![mv("f7-g7")]);
        pos.play(mv("f7-g7")).unwrap();
        assert!(north.is_built(&pos));
        assert!(king_in_fort(&pos));
        pos.play(mv("h2-h3")).unwrap();
        let legal = pos.legal_moves();
        assert_eq!(north.shuttle(&pos, &legal), Some(mv("f6-f7")));
        assert_eq!(Fort::all(&pos).len(), 4);
        assert_eq!(Fort::all(&pos)[1].facing, Direction::West);
    }

    #[test]
    fn taking_barricade_positions() {
        let mut pos = start("fetlar");
        pos.play(mv("g1-g2")).unwrap();
        pos.play(mv("e7-e9")).unwrap();
        let legal = pos.legal_moves();
        let middle = take_barricade_moves(&pos, &legal, BarricadePosition::Middle);
        assert!(middle.contains(&mv("f2-b2")) && middle.contains(&mv("b6-b2")));
        assert_eq!(names(middle.iter().map(|m| m.to)).len(), middle.len());
        for m in &middle {
            assert!(["b2", "j2", "b10", "j10"].contains(&m.to.to_string().as_str()));
        }
        let border = take_barricade_moves(&pos, &legal, BarricadePosition::Border);
        assert!(border.contains(&mv("d1-c1")) && border.contains(&mv("a4-a3")));
        for m in middle.iter().chain(&border) {
            assert!(!on_barricade_square(m.from, 11), "{m}");
        }
        assert!(on_barricade_square(sq("b1"), 11) && on_barricade_square(sq("j10"), 11));
        assert!(!on_barricade_square(sq("d1"), 11));
    }

    #[test]
    fn intruders_and_how_to_answer_them() {
        let pos = diagram(
            &[
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . K . . . . .",
                ". A . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . D A . . . . . . .",
            ],
            Side::Attackers,
        );
        let intruded = intruded_castles(&pos);
        assert_eq!(intruded.len(), 1);
        assert_eq!(intruded[0].0.square, sq("a1"));
        assert_eq!(intruded[0].1, [sq("c1")]);
        let legal = pos.legal_moves();
        let [captures, fills] = defend_barricade_moves(&pos, &legal);
        assert_eq!(captures, [mv("b5-b1")]);
        assert_eq!(fills, [mv("b5-b2")]);
    }

    #[test]
    fn leaving_the_throne() {
        let lone = diagram(
            &[
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . D . . . . .",
                ". . . . . . . . . . .",
                ". . . . . K . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". A . . . . . . . . .",
            ],
            Side::Defenders,
        );
        assert!(king_on_throne(&lone));
        let legal = lone.legal_moves();
        assert_eq!(
            names(king_long_moves(&lone, &legal).iter().map(|m| m.to)),
            ["a6", "f1", "k6"]
        );
        assert_eq!(throne_exit_cost(&lone), 0);
        let mut pos = start("fetlar");
        assert!(king_long_moves(&pos, &pos.legal_moves()).is_empty());
        pos.play(mv("h1-h3")).unwrap();
        let legal = pos.legal_moves();
        let clear = clear_way_moves(&pos, &legal);
        assert!(clear.contains(&mv("f8-i8")), "{clear:?}");
        for m in &clear {
            assert_ne!(m.from, sq("f6"));
            assert_eq!(throne_exit_cost(&after(&pos, *m)), 2, "{m}");
        }
    }

    #[test]
    fn guards_and_the_way_to_the_king() {
        let pos = diagram(
            &[
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . D .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . D . . . . . .",
                ". . . K . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . A . . . . .",
            ],
            Side::Defenders,
        );
        assert_eq!(guards(&pos), 1);
        let legal = pos.legal_moves();
        assert_eq!(guard_moves(&pos, &legal), [mv("j9-d9")]);
        let attackers = with_turn(&pos, Side::Attackers);
        let legal = attackers.legal_moves();
        let nearer = king_approaching_moves(&attackers, &legal);
        assert!(nearer.contains(&mv("f1-d1")) && nearer.contains(&mv("f1-f4")));
        assert!(!nearer.contains(&mv("f1-k1")));
        assert_eq!(king_closeness(&attackers, mv("f1-d1")), (3, -2));
    }

    #[test]
    fn no_fort_at_the_start_or_with_an_attacker_beside_the_king() {
        assert!(!king_in_fort(&start("fetlar")));
        let pos = diagram(
            &[
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . D D . . . . .",
                ". . . D K . D . . . .",
                ". . . . D A . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
            ],
            Side::Attackers,
        );
        assert!(!king_in_fort(&pos));
    }
}
