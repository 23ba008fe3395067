//! The king and the exits: his ways to a castle, the moves that block or
//! rescue him, and his way off the throne.

use super::{
    after, centre, guard_area, length, manhattan, moves_where, towards, unbarricaded_castles,
    with_turn,
};
use crate::engine::position::{Move, Position};
use crate::engine::side::{Piece, Side};
use crate::engine::square::{Direction, Square};
use crate::engine::square_set::SquareSet;

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
    moves_where(legal, |m| escapes.contains(m))
}

/// The attackers' legal moves after which the king has no escape move
/// (`canBlockKingReachingExit`): each blocks every open path to a castle.
pub fn exit_blocking_moves(pos: &Position, legal: &[Move]) -> Vec<Move> {
    if pos.turn() != Side::Attackers {
        return Vec::new();
    }
    moves_where(legal, |&mv| {
        let next = after(pos, mv);
        next.outcome().is_some() || next.escape_moves().is_empty()
    })
}

/// The defenders' legal moves after which the attackers can no longer
/// capture the king next move (`canBlockKingCapture`).
pub fn king_rescue_moves(pos: &Position, legal: &[Move]) -> Vec<Move> {
    if pos.turn() != Side::Defenders {
        return Vec::new();
    }
    moves_where(legal, |&mv| {
        let next = after(pos, mv);
        next.outcome()
            .is_some_and(|o| o.winner == Some(Side::Defenders))
            || next.outcome().is_none() && !next.king_in_danger()
    })
}

/// Legal moves of the king.
pub fn king_moves(pos: &Position, legal: &[Move]) -> Vec<Move> {
    let Some(king) = pos.king() else {
        return Vec::new();
    };
    moves_where(legal, |m| m.from == king)
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
    let outside: Vec<Move> = moves_where(legal, |m| m.from != king && !area.contains(m.from));
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

#[cfg(test)]
mod tests {
    use super::super::fixtures::*;
    use super::super::*;

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
}
