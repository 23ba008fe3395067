//! Property tests over random legal games of every built-in variant.
//!
//! A game is drawn as a variant and a list of numbers; the number at ply
//! `i` picks one of that position's legal moves, so proptest can shrink a
//! failing game to a short one. Every position along the game is checked
//! for: legal moves agreeing with `is_legal`; the incremental hash agreeing
//! with the one computed from scratch; play followed by undo giving back the
//! same position; game ends freezing the position; and captures taking only
//! the other side's pieces, the king exactly when the game says so.

mod common;

use common::*;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use std::collections::HashSet;
use taflbord::engine::splitmix::SplitMix64;
use taflbord::{IllegalMove, Move, Piece, Position, Reason, Side, Square, built_ins};

/// Case counts are kept so the whole file runs in seconds in the test
/// profile; failures are not written to disk (only the two test files are ours).
fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// A variant (index into `built_ins()`) and up to 200 move choices.
fn game() -> impl Strategy<Value = (usize, Vec<u32>)> {
    (
        0..built_ins().len(),
        prop::collection::vec(any::<u32>(), 0..=200),
    )
}

/// The crate's seeded generator, for the extra randomness a case needs
/// beyond its choices.
struct Rng(SplitMix64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(SplitMix64::new(seed))
    }

    fn below(&mut self, n: usize) -> usize {
        (self.0.next_u64() % n as u64) as usize
    }
}

fn start(vi: usize) -> Position {
    Position::new(variant(built_ins()[vi].id()))
}

/// Plays the game the choices describe, calling `visit` on every position
/// (the last one included) before the next move. `visit` may play and undo
/// moves but must leave the position as it found it. Returns the final position.
fn walk(
    vi: usize,
    choices: &[u32],
    mut visit: impl FnMut(&mut Position, u32) -> Result<(), TestCaseError>,
) -> Result<Position, TestCaseError> {
    let mut pos = start(vi);
    for &c in choices {
        visit(&mut pos, c)?;
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return Ok(pos);
        }
        let mv = moves[c as usize % moves.len()];
        if let Err(e) = pos.play(mv) {
            return Err(TestCaseError::fail(format!(
                "{}: legal move {mv} refused: {e}\n{pos}",
                pos.variant().id()
            )));
        }
    }
    visit(&mut pos, 0)?;
    Ok(pos)
}

fn squares(n: u8) -> impl Iterator<Item = Square> {
    (0..n).flat_map(move |r| (0..n).map(move |c| Square::new(c, r)))
}

fn on_board(sq: Square, n: u8) -> bool {
    sq.col() < n && sq.row() < n
}

/// Moves that are mostly not legal: every straight move of every piece of
/// both sides (so the other side's moves, blocked ones, ones onto or across
/// restricted squares and, with a step limit, too long ones), diagonal and
/// null moves of every piece, and random pairs anywhere on the 19×19 grid,
/// on or off this board.
fn other_pairs(pos: &Position, rng: &mut Rng) -> Vec<Move> {
    let n = pos.size();
    let mut out = Vec::new();
    for from in squares(n).filter(|&s| pos.piece_at(s).is_some()) {
        for to in squares(n) {
            let straight = from.col() == to.col() || from.row() == to.row();
            let diagonal = from.col().abs_diff(to.col()) == from.row().abs_diff(to.row());
            if straight || diagonal {
                out.push(Move::new(from, to)); // from == to included
            }
        }
    }
    for _ in 0..64 {
        let mut sq = || Square::new(rng.below(19) as u8, rng.below(19) as u8);
        out.push(Move::new(sq(), sq()));
    }
    out
}

proptest! {
    #![proptest_config(config(150))]

    /// (a) `legal_moves()` lists exactly the moves `is_legal` accepts, with
    /// the documented reason for the plain refusals.
    #[test]
    fn legal_moves_are_exactly_the_moves_is_legal_accepts((vi, choices) in game()) {
        walk(vi, &choices, |pos, c| {
            let id = pos.variant().id().to_string();
            let n = pos.size();
            let legal = pos.legal_moves();
            let set: HashSet<Move> = legal.iter().copied().collect();
            prop_assert_eq!(set.len(), legal.len(), "{}: duplicate legal moves\n{}", id, pos);
            for &m in &legal {
                prop_assert_eq!(pos.check(m), Ok(()), "{}: listed move {} refused\n{}", id, m, pos);
            }
            let froms: HashSet<Square> = legal.iter().map(|m| m.from).collect();
            for from in froms {
                let mine: Vec<Move> = legal.iter().copied().filter(|m| m.from == from).collect();
                prop_assert_eq!(pos.legal_moves_from(from), mine, "{}: moves from {}", id, from);
            }
            let mut rng = Rng::new(u64::from(c) << 8 | pos.ply() as u64);
            for m in other_pairs(pos, &mut rng) {
                let verdict = pos.check(m);
                prop_assert_eq!(
                    verdict.is_ok(), set.contains(&m),
                    "{}: {} is_legal={:?} but listed={}\n{}", id, m, verdict, set.contains(&m), pos
                );
                prop_assert_eq!(pos.is_legal(m), verdict.is_ok());
                let Err(why) = verdict else { continue };
                let piece = if on_board(m.from, n) { pos.piece_at(m.from) } else { None };
                let expected = if pos.outcome().is_some() {
                    Some(IllegalMove::GameOver)
                } else if !on_board(m.from, n) || !on_board(m.to, n) {
                    None // off the board: any refusal will do
                } else {
                    match piece {
                        None => Some(IllegalMove::NoPiece),
                        Some(p) if p.side() != pos.turn() => Some(IllegalMove::NotYourPiece),
                        Some(p) => {
                            let straight = m.from != m.to
                                && (m.from.col() == m.to.col() || m.from.row() == m.to.row());
                            let distance = m.from.col().abs_diff(m.to.col())
                                + m.from.row().abs_diff(m.to.row());
                            let v = pos.variant();
                            if !straight {
                                Some(IllegalMove::NotStraight)
                            } else if distance == 1 && pos.piece_at(m.to).is_some() {
                                Some(IllegalMove::Blocked)
                            } else if distance == 1
                                && p != Piece::King
                                && (v.is_throne(m.to) || v.is_restricted_corner(m.to))
                            {
                                Some(IllegalMove::Restricted)
                            } else {
                                None
                            }
                        }
                    }
                };
                if let Some(e) = expected {
                    prop_assert_eq!(why, e, "{}: {}\n{}", id, m, pos);
                }
            }
            Ok(())
        })?;
    }

    /// (b) The incrementally kept hash equals the one computed from scratch
    /// after every legal move of every position, and after taking it back.
    #[test]
    fn incremental_hash_equals_hash_from_scratch_after_every_move_and_undo(
        (vi, choices) in game()
    ) {
        walk(vi, &choices, |pos, _| {
            let id = pos.variant().id().to_string();
            let before = pos.hash();
            prop_assert_eq!(before, pos.hash_from_scratch(), "{}\n{}", id, pos);
            for m in pos.legal_moves() {
                let played = pos.play_unchecked(m);
                prop_assert_eq!(pos.hash(), pos.hash_from_scratch(), "{}: after {}\n{}", id, m, pos);
                pos.undo(&played);
                prop_assert_eq!(pos.hash(), pos.hash_from_scratch(), "{}: undo {}\n{}", id, m, pos);
                prop_assert_eq!(pos.hash(), before, "{}: undo {} changed the hash", id, m);
            }
            Ok(())
        })?;
    }

    /// (c) Playing a move and taking it back gives back the same board, side
    /// to move, hash, outcome and history. Every legal move is tried for the
    /// cheap parts; a few per position also for the full list of legal moves.
    #[test]
    fn play_then_undo_gives_back_the_same_position((vi, choices) in game()) {
        walk(vi, &choices, |pos, c| {
            let id = pos.variant().id().to_string();
            let setup = pos.to_setup();
            let (hash, turn, outcome) = (pos.hash(), pos.turn(), pos.outcome());
            let (ply, seen) = (pos.ply(), pos.occurrences());
            let legal = pos.legal_moves();
            let mut rng = Rng::new(u64::from(c));
            let deep: Vec<usize> = (0..3).map(|_| rng.below(legal.len().max(1))).collect();
            for (k, &m) in legal.iter().enumerate() {
                let played = pos.play(m).map_err(|e| TestCaseError::fail(format!("{id}: {m}: {e}")))?;
                prop_assert_eq!(played.mv, m);
                pos.undo(&played);
                prop_assert_eq!(&pos.to_setup(), &setup, "{}: undo {} changed the board", id, m);
                prop_assert_eq!(pos.hash(), hash);
                prop_assert_eq!(pos.turn(), turn);
                prop_assert_eq!(pos.outcome(), outcome, "{}: undo {} changed the outcome", id, m);
                prop_assert_eq!(pos.ply(), ply);
                prop_assert_eq!(pos.occurrences(), seen);
                if deep.contains(&k) {
                    prop_assert_eq!(&pos.legal_moves(), &legal, "{}: undo {} changed the moves\n{}", id, m, pos);
                }
            }
            Ok(())
        })?;
    }

    /// (c) Taking back a whole game move by move walks back through every
    /// position it passed, legal moves and repetition history included.
    #[test]
    fn undoing_a_whole_game_revisits_every_position_in_reverse((vi, choices) in game()) {
        let mut pos = start(vi);
        let id = pos.variant().id().to_string();
        let mut trail = Vec::new();
        for &c in &choices {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let snapshot = (pos.to_setup(), pos.hash(), pos.turn(), pos.outcome(), moves.clone());
            let played = pos.play(moves[c as usize % moves.len()]).unwrap();
            trail.push((snapshot, played));
        }
        while let Some(((setup, hash, turn, outcome, moves), played)) = trail.pop() {
            pos.undo(&played);
            prop_assert_eq!(&pos.to_setup(), &setup, "{}: after undoing {}", id, played.mv);
            prop_assert_eq!(pos.hash(), hash);
            prop_assert_eq!(pos.hash(), pos.hash_from_scratch());
            prop_assert_eq!(pos.turn(), turn);
            prop_assert_eq!(pos.outcome(), outcome);
            prop_assert_eq!(pos.legal_moves(), moves, "{}: moves after undoing {}", id, played.mv);
        }
        prop_assert_eq!(pos.ply(), 0);
        prop_assert_eq!(pos.to_setup(), start(vi).to_setup());
    }

    /// (f) Every capture takes a piece of the side that did not move, from a
    /// square it stood on, and leaves the mover where it went; the king is
    /// among the captures exactly when the outcome is "king captured".
    #[test]
    fn captures_take_only_the_other_side_and_the_king_exactly_on_king_captured(
        (vi, choices) in game()
    ) {
        walk(vi, &choices, |pos, _| {
            let id = pos.variant().id().to_string();
            let mover = pos.turn();
            for m in pos.legal_moves() {
                let before = pos.clone();
                let played = pos.play_unchecked(m);
                let mut seen = HashSet::new();
                for c in &played.captures {
                    prop_assert!(seen.insert(c.square), "{}: {} captures {} twice", id, m, c.square);
                    prop_assert_ne!(c.piece.side(), mover, "{}: {} captures its own side\n{}", id, m, before);
                    prop_assert_eq!(before.piece_at(c.square), Some(c.piece), "{}: {}", id, m);
                    prop_assert_eq!(pos.piece_at(c.square), None, "{}: {}", id, m);
                    prop_assert_ne!(c.square, m.to, "{}: the moved piece was captured", id);
                }
                prop_assert_eq!(pos.piece_at(m.to), Some(played.piece));
                prop_assert_eq!(pos.piece_at(m.from), None);
                let king_taken = played.captures.iter().any(|c| c.piece == Piece::King);
                prop_assert_eq!(played.captured_king(), king_taken);
                let reason_says = played.outcome.is_some_and(|o| o.reason == Reason::KingCaptured);
                prop_assert_eq!(king_taken, reason_says, "{}: {} with {:?}\n{}", id, m, played.outcome, before);
                if reason_says {
                    prop_assert_eq!(played.outcome.unwrap().winner, Some(Side::Attackers));
                }
                prop_assert_eq!(pos.king().is_none(), king_taken);
                prop_assert_eq!(played.outcome, pos.outcome());
                pos.undo(&played);
            }
            Ok(())
        })?;
    }

    /// (e) Once a game is over there are no legal moves and every move,
    /// legal a ply earlier or not, is refused with `GameOver`. Moves that
    /// capture or end the game are preferred, so that many games do end.
    #[test]
    fn finished_games_have_no_moves_and_refuse_play_with_game_over(
        vi in 0..built_ins().len(),
        seed in any::<u64>(),
    ) {
        let (pos, last_moves) = play_to_the_end(vi, seed, 400);
        if pos.outcome().is_some() {
            check_finished(pos, &last_moves, seed)?;
        }
    }
}

/// Plays a game that favours captures and game-ending moves; returns the
/// last position and the legal moves of the one before it.
fn play_to_the_end(vi: usize, seed: u64, max_plies: usize) -> (Position, Vec<Move>) {
    let mut rng = Rng::new(seed);
    let mut pos = start(vi);
    let mut last_moves = Vec::new();
    for _ in 0..max_plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let sharp: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|&m| {
                let played = pos.play_unchecked(m);
                pos.undo(&played);
                !played.captures.is_empty() || played.outcome.is_some()
            })
            .collect();
        let pool = if !sharp.is_empty() && rng.below(3) > 0 {
            &sharp
        } else {
            &moves
        };
        let mv = pool[rng.below(pool.len())];
        pos.play(mv).unwrap();
        last_moves = moves;
    }
    (pos, last_moves)
}

fn check_finished(mut pos: Position, last_moves: &[Move], seed: u64) -> Result<(), TestCaseError> {
    let id = pos.variant().id().to_string();
    prop_assert!(
        pos.legal_moves().is_empty(),
        "{}: moves after the end\n{}",
        id,
        pos
    );
    let setup = pos.to_setup();
    let mut rng = Rng::new(seed);
    let mut tries: Vec<Move> = last_moves.to_vec();
    tries.extend(other_pairs(&pos, &mut rng).into_iter().take(200));
    for m in tries {
        prop_assert_eq!(pos.check(m), Err(IllegalMove::GameOver), "{}: {}", id, m);
        prop_assert!(!pos.is_legal(m));
        prop_assert_eq!(
            pos.play(m).map(|p| p.mv),
            Err(IllegalMove::GameOver),
            "{}: {}",
            id,
            m
        );
    }
    prop_assert_eq!(
        pos.to_setup(),
        setup,
        "{}: a refused move changed the board",
        id
    );
    Ok(())
}

/// (e) again, but deterministic: every variant must reach game ends in a
/// fixed set of games, so the property above cannot pass by never
/// finishing one.
#[test]
fn every_variant_reaches_game_ends_that_refuse_further_play() {
    for vi in 0..built_ins().len() {
        let mut ended = 0;
        for seed in 0..12 {
            let (pos, last_moves) = play_to_the_end(vi, seed, 400);
            if pos.outcome().is_some() {
                ended += 1;
                check_finished(pos, &last_moves, seed).unwrap();
            }
        }
        eprintln!("{}: {ended} of 12 games ended", built_ins()[vi].id());
        assert!(
            ended >= 3,
            "{}: only {ended} of 12 games ended",
            built_ins()[vi].id()
        );
    }
}

proptest! {
    #![proptest_config(config(3000))]

    /// (d) Thousands of random games, all variants: nothing panics, every
    /// listed move is accepted, pieces only ever disappear, the turn passes
    /// after each move, and a few random pairs per ply are judged without
    /// panicking.
    #[test]
    fn random_games_never_panic_and_keep_basic_invariants(
        vi in 0..built_ins().len(),
        seed in any::<u64>(),
    ) {
        let mut rng = Rng::new(seed);
        let mut pos = start(vi);
        let id = pos.variant().id().to_string();
        let count = |p: &Position| p.to_setup().pieces().count();
        for _ in 0..200 {
            for _ in 0..4 {
                let mut sq = || Square::new(rng.below(19) as u8, rng.below(19) as u8);
                let _ = pos.is_legal(Move::new(sq(), sq()));
            }
            let moves = pos.legal_moves();
            prop_assert_eq!(moves.is_empty(), pos.outcome().is_some(), "{}\n{}", id, pos);
            if moves.is_empty() {
                break;
            }
            let (turn, pieces) = (pos.turn(), count(&pos));
            let played = pos.play(moves[rng.below(moves.len())]);
            prop_assert!(played.is_ok(), "{}: {:?}", id, played);
            let played = played.unwrap();
            prop_assert_eq!(pos.turn(), turn.other());
            prop_assert_eq!(count(&pos), pieces - played.captures.len());
        }
    }
}
