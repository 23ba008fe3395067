//! The steps more than one strategy takes, in the pseudo-code's words, and
//! the ways a step chooses among its moves. A step is tried on the legal
//! moves of a position; it decides, or leaves the choice to the next step.

use super::Decision;
use super::terms::{self, BarricadePosition};
use crate::bot::Rng;
use crate::engine::position::{Capture, Move, Position};
use crate::engine::side::{Piece, Side};
use crate::engine::square::Square;

/// One step of a strategy's algorithm: its decision among the legal moves
/// of a position, or none when it does not apply there.
pub(super) type Step = fn(&Position, &[Move], &mut Rng) -> Option<Decision>;

/// The decision of the first step that makes one.
pub(super) fn first_decision(
    steps: &[Step],
    pos: &Position,
    legal: &[Move],
    rng: &mut Rng,
) -> Option<Decision> {
    steps.iter().find_map(|step| step(pos, legal, rng))
}

/// A random element of a non-empty choice.
pub(super) fn pick(rng: &mut Rng, moves: &[Move], rule: &'static str) -> Option<Decision> {
    rng.pick(moves).map(|&mv| Decision { mv, rule })
}

/// A random move of the first non-empty group.
pub(super) fn pick_first(
    rng: &mut Rng,
    groups: &[Vec<Move>],
    rule: &'static str,
) -> Option<Decision> {
    groups
        .iter()
        .find(|g| !g.is_empty())
        .and_then(|g| pick(rng, g, rule))
}

/// A random move among those with the smallest key.
pub(super) fn pick_best<K: Ord>(
    rng: &mut Rng,
    moves: &[Move],
    key: impl Fn(&Move) -> K,
    rule: &'static str,
) -> Option<Decision> {
    pick(rng, &best_by(moves, key), rule)
}

/// The moves with the smallest key.
pub(super) fn best_by<K: Ord>(moves: &[Move], key: impl Fn(&Move) -> K) -> Vec<Move> {
    let keyed: Vec<(K, Move)> = moves.iter().map(|m| (key(m), *m)).collect();
    let Some(min) = keyed.iter().map(|(k, _)| k).min() else {
        return Vec::new();
    };
    keyed
        .iter()
        .filter(|(k, _)| k == min)
        .map(|(_, m)| *m)
        .collect()
}

/// Safe moves first, then the rest: splits moves by whether the piece
/// could be captured where it lands.
pub(super) fn safe_first(pos: &Position, moves: Vec<Move>) -> [Vec<Move>; 2] {
    let (safe, risky) = moves
        .into_iter()
        .partition(|&m| !terms::move_can_be_captured(pos, m));
    [safe, risky]
}

/// The pseudo-code's closing "select random move".
pub(super) fn random(_: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    pick(rng, legal, "random move")
}

/// Whether this is the attackers' first move: it is their turn and none of
/// them has left its start square.
pub(super) fn is_first_move(pos: &Position) -> bool {
    pos.turn() == Side::Attackers
        && pos.attackers()
            == pos
                .variant()
                .start()
                .pieces()
                .filter(|(_, p)| *p == Piece::Attacker)
                .map(|(s, _)| s)
                .collect()
}

/// A named opening move from the paper's table 1 (letter squares on the
/// 11×11 board, attackers' home rows at top and bottom), when it is the
/// attackers' first move and the move is legal here.
pub(super) fn opening(pos: &Position, legal: &[Move], from: &str, to: &str) -> Option<Move> {
    if pos.size() != 11 || !is_first_move(pos) {
        return None;
    }
    let mv = Move::new(
        Square::parse_letters(from, 11)?,
        Square::parse_letters(to, 11)?,
    );
    legal.contains(&mv).then_some(mv)
}

/// The first move of the Millar Gambit, Aggressive's opening.
pub(super) fn millar_gambit(pos: &Position, legal: &[Move], _: &mut Rng) -> Option<Decision> {
    let mv = opening(pos, legal, "h1", "h3")?;
    Some(Decision {
        mv,
        rule: "opening: Millar Gambit",
    })
}

/// The first move of the Dutch opening, the barricading strategies'.
pub(super) fn dutch(pos: &Position, legal: &[Move], _: &mut Rng) -> Option<Decision> {
    let mv = opening(pos, legal, "g1", "g2")?;
    Some(Decision {
        mv,
        rule: "opening: Dutch",
    })
}

/// "Capture king", when the attackers can.
pub(super) fn capture_king(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    pick(rng, &terms::king_capture_moves(pos, legal), "capture king")
}

/// "If the king can reach an exit, block him": safe blocks first.
pub(super) fn block_exit(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    if !terms::king_can_reach_exit(pos) {
        return None;
    }
    let blocks = terms::exit_blocking_moves(pos, legal);
    pick_first(
        rng,
        &safe_first(pos, blocks),
        "block king from reaching exit",
    )
}

/// "Defend threatened barricade", when the defenders stand on a barricade
/// square.
pub(super) fn defend_barricade(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    if terms::intruded_castles(pos).is_empty() {
        return None;
    }
    let [captures, fills] = terms::defend_barricade_moves(pos, legal);
    let [safe, risky] = safe_first(pos, fills);
    pick_first(rng, &[captures, safe, risky], "defend threatened barricade")
}

/// "Take middle barricade position" (see [`barricade`]).
pub(super) fn middle_barricade(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    barricade(pos, legal, rng, BarricadePosition::Middle)
}

/// "Take border barricade position" (see [`barricade`]).
pub(super) fn border_barricade(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    barricade(pos, legal, rng, BarricadePosition::Border)
}

/// "Take middle (border) barricade position", where the piece cannot be
/// captured if it can (the strategy keeps its casualties down).
fn barricade(
    pos: &Position,
    legal: &[Move],
    rng: &mut Rng,
    kind: BarricadePosition,
) -> Option<Decision> {
    let moves = terms::take_barricade_moves(pos, legal, kind);
    let rule = match kind {
        BarricadePosition::Middle => "take middle barricade position",
        BarricadePosition::Border => "take border barricade position",
    };
    pick_first(rng, &safe_first(pos, moves), rule)
}

/// "Move king to exit castle", when he can escape now.
pub(super) fn escape(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    pick(
        rng,
        &terms::king_escapes(pos, legal),
        "move king to exit castle",
    )
}

/// "If the attackers can capture the king, block the capture": moves of
/// other defenders first, the king's own moves when no block works.
pub(super) fn rescue(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    if !pos.king_in_danger() {
        return None;
    }
    let king = pos.king();
    let (king_moves, blocks): (Vec<Move>, Vec<Move>) = terms::king_rescue_moves(pos, legal)
        .into_iter()
        .partition(|m| Some(m.from) == king);
    pick_first(rng, &[blocks, king_moves], "block capture of king")
}

/// "If not all exit castles are barricaded, move the king as close to an
/// unbarricaded one as possible".
pub(super) fn approach_castle(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    if terms::all_castles_barricaded(pos) {
        return None;
    }
    pick(
        rng,
        &terms::king_approach_moves(pos, legal),
        "move king towards an unbarricaded castle",
    )
}

/// "Capture hunn": the moves that capture the most pieces.
pub(super) fn capture_hunn(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    capture(pos, legal, rng, false)
}

/// "Capture hunn", the king's captures before all others (Mobile King).
pub(super) fn capture_hunn_king_first(
    pos: &Position,
    legal: &[Move],
    rng: &mut Rng,
) -> Option<Decision> {
    capture(pos, legal, rng, true)
}

/// The moves that capture the most pieces; with `king_first`, the king's
/// captures before all others.
fn capture(pos: &Position, legal: &[Move], rng: &mut Rng, king_first: bool) -> Option<Decision> {
    let captures = terms::capture_moves(pos, legal);
    let most = |list: Vec<&(Move, Vec<Capture>)>| -> Vec<Move> {
        let Some(n) = list.iter().map(|(_, c)| c.len()).max() else {
            return Vec::new();
        };
        list.iter()
            .filter(|(_, c)| c.len() == n)
            .map(|(m, _)| *m)
            .collect()
    };
    let king = pos.king();
    let (by_king, others): (Vec<_>, Vec<_>) = captures
        .iter()
        .partition(|(m, _)| king_first && Some(m.from) == king);
    let rule = if king_first {
        "capture hunn, with the king first"
    } else {
        "capture hunn"
    };
    pick_first(rng, &[most(by_king), most(others)], rule)
}

/// The first step of King's Guard and Mobile King: while the king is on
/// the throne, move him as far as possible if he can go three squares or
/// more, else clear the way for him.
pub(super) fn leave_throne(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    if !terms::king_on_throne(pos) {
        return None;
    }
    let long = terms::king_long_moves(pos, legal);
    if !long.is_empty() {
        return pick(rng, &long, "move king as far as possible");
    }
    pick(
        rng,
        &terms::clear_way_moves(pos, legal),
        "clear way for king to exit throne",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_move_only_from_the_start() {
        let variant = crate::Variant::built_in("fetlar").unwrap();
        let mut pos = Position::new(variant);
        assert!(is_first_move(&pos));
        let legal = pos.legal_moves();
        assert!(opening(&pos, &legal, "g1", "g2").is_some());
        assert!(opening(&pos, &legal, "g1", "g1").is_none());
        pos.play(opening(&pos, &legal, "h1", "h3").unwrap())
            .unwrap();
        assert!(!is_first_move(&pos));
    }

    #[test]
    fn best_by_keeps_every_tie() {
        let m = |a: u8, b: u8| Move::new(Square::new(a, 0), Square::new(b, 0));
        let moves = [m(0, 3), m(1, 2), m(4, 5), m(6, 9)];
        assert_eq!(best_by(&moves, |mv| terms::length(*mv)), [m(1, 2), m(4, 5)]);
        assert!(best_by(&[], |mv: &Move| terms::length(*mv)).is_empty());
    }
}
