//! Moves and captures: what a move takes, what can be taken back, and
//! which moves bring a piece nearer the king.

use super::{manhattan, towards};
use crate::engine::position::{Capture, Move, Position};
use crate::engine::side::{Piece, Side};
use crate::engine::square::{Direction, Square};

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
    moves_where(legal, |&mv| {
        let (caps, undo) = scratch.make(mv);
        scratch.unmake(mv, &caps, undo);
        caps.iter().any(|c| c.piece == Piece::King)
    })
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
    moves_where(legal, |&m| king_closeness(pos, m).1 < 0)
}

/// The legal moves that `keep` keeps, in their order.
pub fn moves_where(legal: &[Move], keep: impl FnMut(&Move) -> bool) -> Vec<Move> {
    legal.iter().copied().filter(keep).collect()
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
    use super::super::fixtures::*;
    use super::super::*;

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
}
