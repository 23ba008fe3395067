//! The hand-set evaluation, for every variant: material, the king's ways
//! out, his freedom, attackers pressing him, and attackers holding the
//! corners. Variants with learned weights use [`super::learned`] instead;
//! this one also labels their training's first generation. The king's
//! measures here are shared with the learned evaluation's features.

use crate::engine::position::Position;
use crate::engine::rules::{Escape, KingCapture, KingNeighbour};
use crate::engine::side::{Cell, Side};
use crate::engine::square::{Direction, Square, step};
use crate::engine::square_set::SquareSet;
use crate::engine::variant::{CORNER, EDGE, ESCAPE, ON_BOARD};

const ATTACKER: i32 = 60;
const DEFENDER: i32 = 100;
/// Per square the king can reach in one move.
const KING_FREEDOM: i32 = 6;
/// Per escape square the king reaches in one move, when the attackers
/// move next (they can block only one).
const OPEN_WAY: i32 = 400;
/// Per square from which the king would have a way out next move.
const WAY_IN_TWO: i32 = 45;
/// Per attacker next to the king.
const PRESSURE: i32 = 35;
/// Per attacker on a square that shuts a corner.
const CORNER_GUARD: i32 = 25;
/// Per step of the king away from his nearest escape square.
const DISTANCE: i32 = 8;
/// The side to move wins next move: worth nearly a won game.
pub(crate) const WINS_NEXT: i32 = 20_000;

/// The position's value for the side to move.
pub(crate) fn evaluate(pos: &mut Position) -> i32 {
    let for_defenders = defenders_view(pos);
    if pos.turn() == Side::Defenders {
        for_defenders
    } else {
        -for_defenders
    }
}

fn defenders_view(pos: &mut Position) -> i32 {
    // Material against the start position, so the start is worth about 0
    // to both sides and a draw is not mistaken for an improvement.
    let (start_attackers, start_defenders) = pos.variant().start_armies();
    let mut score = (pos.defenders().len() as i32 - start_defenders as i32) * DEFENDER
        - (pos.attackers().len() as i32 - start_attackers as i32) * ATTACKER;
    let Some(king) = pos.king else {
        return score - WINS_NEXT;
    };
    let size = pos.size();
    let escape = pos.variant().rules().escape;
    let KingWays {
        reach,
        open_ways,
        ways_in_two,
    } = king_ways(pos, king);
    if let Some(settled) = settled(pos, open_ways) {
        return score + settled;
    }
    score += open_ways * OPEN_WAY + ways_in_two * WAY_IN_TWO + reach * KING_FREEDOM;

    let pressure = pressure(pos, king);
    score -= pressure * PRESSURE;

    let ks = Square::from_index(king);
    let last = size - 1;
    let distance = match escape {
        Escape::Corner => [(0, 0), (0, last), (last, 0), (last, last)]
            .iter()
            .map(|&(c, r)| ks.col().abs_diff(c) as i32 + ks.row().abs_diff(r) as i32)
            .min()
            .unwrap_or(0),
        _ => [ks.col(), ks.row(), last - ks.col(), last - ks.row()]
            .into_iter()
            .min()
            .unwrap_or(0) as i32,
    };
    score -= distance * DISTANCE;

    score -= corner_guards(pos) * CORNER_GUARD;
    score
}

/// What the king can reach in one move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct KingWays {
    /// Squares he can move to.
    pub reach: i32,
    /// Escape squares among them.
    pub open_ways: i32,
    /// Ways out from those squares next move, along a side line.
    pub ways_in_two: i32,
}

/// The king's ways from `king`, whoever is to move.
pub(crate) fn king_ways(pos: &Position, king: usize) -> KingWays {
    let escape = pos.variant().rules().escape;
    let mut ways = KingWays::default();
    for (dir, i) in king_stops(pos, king) {
        ways.reach += 1;
        if wins_on(pos, escape, king, i) {
            ways.open_ways += 1;
        } else {
            for side in dir.sideways() {
                if ray_escapes(pos, escape, i, side) {
                    ways.ways_in_two += 1;
                }
            }
        }
    }
    ways
}

/// ±[`WINS_NEXT`] (the defenders' view) when the side to move wins next
/// move: the defenders by an open way (`open_ways` of [`KingWays`]), the
/// attackers by taking the king.
pub(crate) fn settled(pos: &mut Position, open_ways: i32) -> Option<i32> {
    match pos.turn() {
        Side::Defenders if open_ways > 0 => Some(WINS_NEXT),
        Side::Attackers if pos.king_capturable() => Some(-WINS_NEXT),
        _ => None,
    }
}

/// Attackers next to the king.
pub(crate) fn pressure(pos: &Position, king: usize) -> i32 {
    Direction::ALL
        .into_iter()
        .filter(|&dir| pos.cells[step(king, dir)] == Cell::Attacker)
        .count() as i32
}

/// Attackers diagonally in front of a corner, or a knight's step from it:
/// they close it off without standing where the corner captures them.
/// (Only where the king escapes to corners.)
pub(crate) fn corner_guards(pos: &Position) -> i32 {
    if pos.variant().rules().escape != Escape::Corner {
        return 0;
    }
    let last = pos.size() - 1;
    let mut guards = 0;
    for &(c, r) in &[(0u8, 0u8), (0, last), (last, 0), (last, last)] {
        let toward = |v: u8, d: u8| if v == 0 { d } else { last - d };
        for (dc, dr) in [(1u8, 1u8), (1, 2), (2, 1)] {
            let sq = Square::new(toward(c, dc), toward(r, dr));
            if pos.cells[sq.index()] == Cell::Attacker {
                guards += 1;
            }
        }
    }
    guards
}

/// How far the attackers' ring has closed: what no defender and not the
/// king can reach through squares free of attackers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Shut {
    /// The empty edge squares among them (encirclement shuts them all).
    pub edge: i32,
    /// All the squares free of attackers among them: the room the ring
    /// has taken from the defenders.
    pub area: i32,
}

/// What the attackers' ring shuts the defenders and the king from, by one
/// bitboard flood.
pub(crate) fn shut(pos: &Position) -> Shut {
    let variant = pos.variant();
    let mut sources = pos.defenders;
    if let Some(k) = pos.king {
        sources.insert_index(k);
    }
    let free = variant.board - pos.attackers;
    let unreached = free - sources.flood(free);
    Shut {
        edge: (unreached & variant.edge).len() as i32,
        area: unreached.len() as i32,
    }
}

/// Whether the king could escape with his next move, whoever is to move.
pub(crate) fn king_has_way_out(pos: &Position) -> bool {
    let Some(king) = pos.king else { return false };
    let escape = pos.variant().rules().escape;
    king_stops(pos, king).any(|(_, i)| wins_on(pos, escape, king, i))
}

/// The squares of the king's ways out, from the one next to him to the
/// one he would escape on: empty when he has none. An attacker move that
/// lands on none of them lets him out, unless it ends the game itself.
pub(crate) fn ways_out(pos: &Position) -> SquareSet {
    let mut ways = SquareSet::EMPTY;
    let Some(king) = pos.king else { return ways };
    let escape = pos.variant().rules().escape;
    for (dir, to) in king_stops(pos, king) {
        if wins_on(pos, escape, king, to) {
            let mut i = king;
            while i != to {
                i = step(i, dir);
                ways.insert_index(i);
            }
        }
    }
    ways
}

/// The squares the king on `king` may move to, with the direction of each:
/// the one walk [`king_ways`], [`king_has_way_out`], [`ways_out`]
/// and [`unanswerable_threat`] share.
fn king_stops(pos: &Position, king: usize) -> impl Iterator<Item = (Direction, usize)> + '_ {
    let limit = pos
        .variant()
        .rules()
        .step_limit
        .map_or(usize::MAX, usize::from);
    Direction::ALL.into_iter().flat_map(move |dir| {
        let (mut i, mut steps, mut open) = (king, 0, true);
        std::iter::from_fn(move || {
            while open && steps < limit {
                i = step(i, dir);
                steps += 1;
                if pos.cells[i] != Cell::Empty {
                    open = false;
                    return None;
                }
                open = pos.may_pass(Cell::King, king, i);
                if pos.may_stop(Cell::King, king, i) {
                    return Some((dir, i));
                }
            }
            None
        })
    })
}

/// Whether the king, the defenders to move, can make a threat that no
/// attacker move answers: step to an edge square with a way out along it
/// in both directions, or with the corner next to it. Where he escapes
/// at the corners and cannot be taken on the edge, that wins in three
/// plies: at the end of a line, too far for the search to see.
pub(crate) fn unanswerable_threat(pos: &Position) -> bool {
    let Some(king) = pos.king else { return false };
    let v = pos.variant();
    let safe_on_edge = matches!(
        &v.rules().king.capture,
        KingCapture::Strong(stand_ins) if !stand_ins.contains(&KingNeighbour::Edge)
    );
    if v.rules().escape != Escape::Corner || !safe_on_edge {
        return false;
    }
    king_stops(pos, king).any(|(dir, i)| {
        if !v.flag(i, EDGE) {
            return false;
        }
        let (mut ways, mut next_to_corner) = (0, false);
        for side in dir.sideways() {
            if ray_escapes(pos, Escape::Corner, i, side) {
                ways += 1;
                next_to_corner |= v.flag(step(i, side), ESCAPE);
            }
        }
        ways >= 2 || next_to_corner
    })
}

/// Whether the king standing on `to` (coming from `from`) has escaped.
fn wins_on(pos: &Position, escape: Escape, from: usize, to: usize) -> bool {
    match escape {
        Escape::Periphery => {
            let v = pos.variant();
            v.flag(from, crate::engine::variant::EDGE)
                && v.flag(to, crate::engine::variant::EDGE)
                && same_line(from, to, v.size())
        }
        _ => pos.variant().flag(to, ESCAPE),
    }
}

fn same_line(a: usize, b: usize, size: u8) -> bool {
    let (a, b) = (Square::from_index(a), Square::from_index(b));
    let last = size - 1;
    (a.row() == b.row() && (a.row() == 0 || a.row() == last))
        || (a.col() == b.col() && (a.col() == 0 || a.col() == last))
}

/// Whether the king, if he stood on `from`, could escape along `dir`.
fn ray_escapes(pos: &Position, escape: Escape, from: usize, dir: Direction) -> bool {
    let v = pos.variant();
    // Corners end the edge lines, so a ray that does not end on one passes
    // none: no need to walk it. Only rays from an edge square (most of the
    // king's squares are not) can end on one.
    if escape == Escape::Corner
        && (!v.flag(from, EDGE) || !v.flag(ray_end(from, dir, v.size()), ESCAPE))
    {
        return false;
    }
    walk_ray(pos, escape, from, dir)
}

/// [`ray_escapes`] by walking the ray square by square.
fn walk_ray(pos: &Position, escape: Escape, from: usize, dir: Direction) -> bool {
    let v = pos.variant();
    let mut i = from;
    loop {
        i = step(i, dir);
        if !v.flag(i, ON_BOARD) || pos.cells[i] != Cell::Empty {
            return false;
        }
        if escape != Escape::Periphery && v.flag(i, ESCAPE) {
            return true;
        }
        if escape == Escape::Periphery && wins_on(pos, escape, from, i) {
            return true;
        }
        if v.flag(i, CORNER) && v.rules().corners.is_some() {
            return false;
        }
    }
}

/// The last square of the board from `from` along `dir`.
fn ray_end(from: usize, dir: Direction, size: u8) -> usize {
    let sq = Square::from_index(from);
    let last = size - 1;
    let (col, row) = match dir {
        Direction::North => (sq.col(), last),
        Direction::East => (last, sq.row()),
        Direction::South => (sq.col(), 0),
        Direction::West => (0, sq.row()),
    };
    Square::new(col, row).index()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::Variant;
    use crate::engine::square::CELLS;

    fn pos(rows: &[&str], turn: Side) -> Position {
        Position::from_diagram(Variant::built_in("copenhagen").unwrap(), rows, turn).unwrap()
    }

    #[test]
    fn start_is_roughly_balanced_and_symmetric() {
        let mut p = Position::new(Variant::built_in("copenhagen").unwrap());
        let a = evaluate(&mut p);
        assert!(a.abs() < 500, "{a}");
    }

    /// King on f1: a1 is open, j1 blocks the way to k1.
    pub(crate) const ONE_WAY_OPEN: [&str; 11] = [
        "...........",
        "...........",
        "...........",
        "...........",
        "...........",
        "...........",
        "...........",
        "...........",
        "...........",
        "....A......",
        ".....K...A.",
    ];

    #[test]
    fn an_open_way_to_a_corner_wins_for_the_defenders_to_move() {
        let rows = ONE_WAY_OPEN;
        let mut p = pos(&rows, Side::Defenders);
        assert!(evaluate(&mut p) >= WINS_NEXT - 2000);
        // With the attackers to move the way can still be shut.
        let mut p = pos(&rows, Side::Attackers);
        assert!(evaluate(&mut p).abs() < WINS_NEXT - 2000);
    }

    /// The eleven rows of an empty board with `pieces` on it: a letter
    /// and the square, as `('K', "c5")`.
    fn board(pieces: &[(char, &str)]) -> Vec<String> {
        let mut rows = vec![".".repeat(11); 11];
        for &(piece, at) in pieces {
            let col = usize::from(at.as_bytes()[0] - b'a');
            let row: usize = at[1..].parse().expect("a row number");
            rows[11 - row].replace_range(col..=col, &piece.to_string());
        }
        rows
    }

    fn threat(pieces: &[(char, &str)]) -> bool {
        let rows = board(pieces);
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        unanswerable_threat(&pos(&rows, Side::Defenders))
    }

    /// The king on c3 with his own men on b3, d3 and c4: his only edge
    /// square is c1. (The attacker on j10 is there because a board needs
    /// one.)
    const HEMMED: [(char, &str); 5] = [
        ('K', "c3"),
        ('D', "b3"),
        ('D', "d3"),
        ('D', "c4"),
        ('A', "j10"),
    ];

    #[test]
    fn a_king_who_can_threaten_both_corners_of_an_edge_cannot_be_answered() {
        // On c1, a1 and k1 would both be open.
        assert!(threat(&HEMMED));
        // An attacker on h1 leaves one way (by b1), and one answer to it.
        assert!(!threat(&[HEMMED.as_slice(), &[('A', "h1")]].concat()));
        // One on c2 keeps him off the edge.
        assert!(!threat(&[HEMMED.as_slice(), &[('A', "c2")]].concat()));
    }

    #[test]
    fn a_king_who_can_be_taken_on_the_edge_threatens_nothing_unanswerable() {
        // Brandubh's king is taken by two, on the edge too.
        let rows = [
            ".......", ".....A.", ".......", "..D....", ".DKD...", ".......", ".......",
        ];
        let variant = Variant::built_in("brandubh").unwrap();
        let p = Position::from_diagram(variant, &rows, Side::Defenders).unwrap();
        assert!(!unanswerable_threat(&p));
    }

    #[test]
    fn a_king_who_can_stand_next_to_a_corner_cannot_be_answered() {
        // From b3 he reaches b1, next to a1, though c1 is taken.
        let near = [
            ('K', "b3"),
            ('D', "a3"),
            ('D', "c3"),
            ('D', "b4"),
            ('A', "c1"),
            ('A', "j10"),
        ];
        assert!(threat(&near));
        // With b2 taken he cannot get there.
        assert!(!threat(&[near.as_slice(), &[('A', "b2")]].concat()));
    }

    #[test]
    fn a_king_about_to_be_taken_is_lost_for_the_defenders() {
        // King on e7 with attackers west, east and north; e5-e6 closes the ring.
        let rows = [
            "...........",
            "...........",
            "...........",
            "....A......",
            "...AKA.....",
            "...........",
            "....A......",
            "...........",
            "...........",
            "...........",
            "...........",
        ];
        let mut p = pos(&rows, Side::Attackers);
        assert!(evaluate(&mut p) >= WINS_NEXT - 2000);
    }

    /// The flood counts what a walk square by square counts, on the edge
    /// and everywhere, and every edge square free of attackers is shut
    /// exactly when the defenders are encircled, through seeded random
    /// games.
    #[test]
    fn shut_squares_are_those_no_walk_reaches() {
        let mut rng = crate::bot::Rng::new(9);
        let mut shut_seen = 0;
        for id in ["copenhagen", "alea19"] {
            let variant = Variant::built_in(id).unwrap();
            for _ in 0..8 {
                let mut p = Position::new(variant.clone());
                for _ in 0..300 {
                    let mut reached = vec![false; CELLS];
                    let mut stack: Vec<usize> = p.defenders.iter().map(|s| s.index()).collect();
                    stack.extend(p.king);
                    for &s in &stack {
                        reached[s] = true;
                    }
                    while let Some(i) = stack.pop() {
                        for dir in Direction::ALL {
                            let n = step(i, dir);
                            if !reached[n] && !matches!(p.cells[n], Cell::Attacker | Cell::Off) {
                                reached[n] = true;
                                stack.push(n);
                            }
                        }
                    }
                    let open_edge = variant.edge - p.attackers;
                    let unreached = |s: &Square| !reached[s.index()];
                    let walked = open_edge.iter().filter(unreached).count();
                    let free = variant.board - p.attackers;
                    let walked_area = free.iter().filter(unreached).count();
                    let Shut { edge, area } = shut(&p);
                    assert_eq!(
                        (edge as usize, area as usize),
                        (walked, walked_area),
                        "{id}"
                    );
                    assert_eq!(p.encircled(), edge as usize == open_edge.len(), "{id}");
                    shut_seen += usize::from(edge > 0);
                    let moves = p.legal_moves();
                    let Some(&mv) = rng.pick(&moves) else { break };
                    if p.outcome().is_some() || p.play(mv).is_err() {
                        break;
                    }
                }
            }
        }
        assert!(
            shut_seen > 20,
            "only {shut_seen} positions shut an edge square"
        );
    }

    /// The shortcut for corner escapes skips rays that end on no corner;
    /// it must answer as walking them does, for every square and way,
    /// through seeded random games of the corner-escape variants.
    #[test]
    fn rays_skipped_for_ending_on_no_corner_never_escape() {
        let mut rng = crate::bot::Rng::new(5);
        let (mut skipped, mut escaping) = (0, 0);
        for id in ["copenhagen", "fetlar", "brandubh", "alea19"] {
            let variant = Variant::built_in(id).unwrap();
            let escape = variant.rules().escape;
            assert_eq!(escape, Escape::Corner, "{id}");
            for _ in 0..6 {
                let mut p = Position::new(variant.clone());
                for ply in 0..160 {
                    if ply % 8 == 0 {
                        for sq in (0..p.size()).flat_map(|c| (0..p.size()).map(move |r| (c, r))) {
                            let i = Square::new(sq.0, sq.1).index();
                            for dir in Direction::ALL {
                                let walked = walk_ray(&p, escape, i, dir);
                                assert_eq!(ray_escapes(&p, escape, i, dir), walked, "{id}");
                                let end = ray_end(i, dir, p.size());
                                skipped += usize::from(!variant.flag(end, ESCAPE));
                                escaping += usize::from(walked);
                            }
                        }
                    }
                    let moves = p.legal_moves();
                    let Some(&mv) = rng.pick(&moves) else { break };
                    if p.outcome().is_some() || p.play(mv).is_err() {
                        break;
                    }
                }
            }
        }
        assert!(
            skipped > 10_000 && escaping > 100,
            "{skipped} skipped, {escaping} escaping"
        );
    }

    #[test]
    fn the_ways_out_run_from_the_king_to_his_escape_squares() {
        let open = pos(&ONE_WAY_OPEN, Side::Attackers);
        let ways = ways_out(&open);
        let names: Vec<String> = ways.iter().map(|s| s.to_string()).collect();
        assert_eq!(names.len(), 5, "{names:?}");
        for on in ["e1", "d1", "c1", "b1", "a1"] {
            assert!(names.iter().any(|n| n == on), "{on} in {names:?}");
        }
        let mut rows = ONE_WAY_OPEN;
        rows[10] = ".A...K...A.";
        assert!(ways_out(&pos(&rows, Side::Attackers)).is_empty());
    }

    /// The search passes over the attacker moves that land on none of
    /// [`ways_out`] and do not end the game: each must let the king
    /// win with his next move, in every variant, through seeded random
    /// games. Of those that end it, each must land beside him or may
    /// repeat a position: the only ones the search tries on the board.
    #[test]
    fn every_move_that_answers_no_way_out_lets_the_king_win() {
        let mut rng = crate::bot::Rng::new(7);
        for variant in crate::engine::variant::built_ins() {
            let id = variant.id();
            let mut passed_over = 0;
            for game in 0..30 {
                let mut p = Position::new(variant.clone());
                while p.outcome().is_none() && p.ply() < 200 {
                    let moves = p.legal_moves();
                    let ways = ways_out(&p);
                    if p.turn() == Side::Attackers && !ways.is_empty() {
                        for &m in moves.iter().filter(|m| !ways.contains(m.to)) {
                            let king = p.king.expect("a way out has a king");
                            let beside = step_from(king).any(|i| i == m.to.index());
                            let may_repeat = p.may_repeat_after(m);
                            let played = p.play_unchecked(m);
                            match p.outcome() {
                                None => {
                                    assert!(king_wins_next(&mut p), "{id} game {game}: {m:?}");
                                    passed_over += 1;
                                }
                                Some(o) => assert!(beside || may_repeat, "{id}: {m:?}, {o:?}"),
                            }
                            p.undo(&played);
                        }
                    }
                    let Some(&m) = rng.pick(&moves) else { break };
                    p.play_unchecked(m);
                }
            }
            assert!(
                passed_over > 100,
                "{id}: only {passed_over} moves passed over"
            );
        }
    }

    fn step_from(i: usize) -> impl Iterator<Item = usize> {
        Direction::ALL.into_iter().map(move |d| step(i, d))
    }

    fn king_wins_next(p: &mut Position) -> bool {
        let Some(king) = p.king else { return false };
        let from = Square::from_index(king);
        p.legal_moves_from(from).into_iter().any(|m| {
            let played = p.play_unchecked(m);
            let won = p
                .outcome()
                .is_some_and(|o| o.winner == Some(Side::Defenders));
            p.undo(&played);
            won
        })
    }
}
