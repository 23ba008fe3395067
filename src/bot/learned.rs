//! The learned evaluation: the weights' piece-square values, kept up to
//! date move by move, plus the king's measures weighted.

use super::eval::WINS_NEXT;
use super::features::king_terms;
use super::weights::Weights;
use crate::engine::position::{Played, Position};
use crate::engine::side::{Piece, Side};

/// The position's value for the side to move, given its piece-square sum
/// (from [`piece_square`], kept by [`piece_square_change`]).
pub(crate) fn evaluate(pos: &mut Position, weights: &Weights, piece_square: i32) -> i32 {
    let for_defenders = match king_terms(pos) {
        Err(settled) => settled,
        Ok(terms) => {
            let sum: i32 = terms
                .iter()
                .zip(weights.terms())
                .map(|(t, w)| t * w)
                .sum::<i32>()
                + piece_square;
            // A win next move outranks every quiet position.
            sum.clamp(-WINS_NEXT / 2, WINS_NEXT / 2)
        }
    };
    if pos.turn() == Side::Defenders {
        for_defenders
    } else {
        -for_defenders
    }
}

/// The piece-square sum of a position, from the defenders' view.
pub(crate) fn piece_square(pos: &Position, weights: &Weights) -> i32 {
    let mut sum = 0;
    for sq in pos.attackers().iter() {
        sum += weights.piece_square(Piece::Attacker, sq.index());
    }
    for sq in pos.defenders().iter() {
        sum += weights.piece_square(Piece::Defender, sq.index());
    }
    if let Some(king) = pos.king() {
        sum += weights.piece_square(Piece::King, king.index());
    }
    sum
}

/// How a move changed the piece-square sum: its piece left one square for
/// another, and its captures left the board.
#[inline]
pub(crate) fn piece_square_change(played: &Played, weights: &Weights) -> i32 {
    let mut change = weights.piece_square(played.piece, played.mv.to.index())
        - weights.piece_square(played.piece, played.mv.from.index());
    for c in &played.captures {
        change -= weights.piece_square(c.piece, c.square.index());
    }
    change
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;
    use crate::bot::Rng;

    /// Plays seeded random games, keeping the sum move by move as the
    /// search does, and checks it against a full count after every move
    /// and every take-back.
    #[test]
    fn the_kept_sum_equals_a_full_count_through_random_games() {
        for id in ["copenhagen", "fetlar"] {
            let variant = Variant::built_in(id).unwrap();
            let weights = Weights::for_variant(&variant).expect("built-in weights");
            let mut rng = Rng::new(11);
            let mut captures = 0;
            for _ in 0..40 {
                let mut pos = Position::new(variant.clone());
                let mut sum = piece_square(&pos, &weights);
                let mut line = Vec::new();
                while pos.outcome().is_none() && line.len() < 200 {
                    let moves = pos.legal_moves();
                    let Some(&mv) = rng.pick(&moves) else { break };
                    let played = pos.play_unchecked(mv);
                    captures += played.captures.len();
                    sum += piece_square_change(&played, &weights);
                    assert_eq!(sum, piece_square(&pos, &weights), "{id} after {mv}");
                    line.push(played);
                }
                while let Some(played) = line.pop() {
                    pos.undo(&played);
                    sum -= piece_square_change(&played, &weights);
                    assert_eq!(sum, piece_square(&pos, &weights), "{id} taking back");
                }
            }
            assert!(captures > 50, "{id}: the games captured {captures} pieces");
        }
    }

    #[test]
    fn a_king_about_to_escape_is_settled_before_the_weights() {
        let variant = Variant::built_in("copenhagen").unwrap();
        let weights = Weights::for_variant(&variant).unwrap();
        let rows = crate::bot::eval::tests::ONE_WAY_OPEN;
        let mut pos = Position::from_diagram(variant, &rows, Side::Defenders).unwrap();
        let sum = piece_square(&pos, &weights);
        assert_eq!(evaluate(&mut pos, &weights, sum), WINS_NEXT);
    }
}
