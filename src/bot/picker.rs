//! The moves of one search node, handed out best-looking first and each
//! picked only when it is needed: most nodes are decided by their first
//! move or two, so sorting the whole list there is wasted work.

use crate::engine::position::Move;
use std::cmp::Reverse;

/// A move with its place in the ordering.
#[derive(Clone, Copy, Debug)]
pub(super) struct Scored {
    pub mv: Move,
    /// Higher is tried first.
    pub score: i32,
    /// Enemy pieces it likely takes (kept for the search's reductions).
    pub captures: i32,
}

pub(super) struct Picker {
    moves: Vec<Scored>,
    next: usize,
}

/// Picks made one by one; a node that needs more usually needs them all,
/// and then one sort of the rest is cheaper.
const PICKS: usize = 3;

impl Picker {
    pub fn new(moves: Vec<Scored>) -> Picker {
        Picker { moves, next: 0 }
    }

    /// The best-scored move not handed out yet; of equal scores the one
    /// listed first, so the order is the one a stable sort gives.
    pub fn next(&mut self) -> Option<Scored> {
        if self.next == PICKS && self.moves.len() > PICKS {
            self.moves[PICKS..].sort_by_key(|s| Reverse(s.score));
        }
        let rest = self.moves.get_mut(self.next..).filter(|r| !r.is_empty())?;
        if self.next < PICKS {
            let mut best = 0;
            for (k, s) in rest.iter().enumerate() {
                if s.score > rest[best].score {
                    best = k;
                }
            }
            // A rotation, not a swap: the moves passed over keep their order.
            rest[..=best].rotate_right(1);
        }
        self.next += 1;
        Some(rest[0])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::square::Square;

    fn scored(scores: &[i32]) -> Vec<Scored> {
        scores
            .iter()
            .enumerate()
            .map(|(k, &score)| Scored {
                mv: Move {
                    from: Square::new(k as u8, 0),
                    to: Square::new(k as u8, 1),
                },
                score,
                captures: 0,
            })
            .collect()
    }

    #[test]
    fn moves_come_in_the_order_of_a_stable_sort() {
        let lists: [&[i32]; 5] = [
            &[],
            &[7],
            &[1, 5, 5, 2, 9, 0, 5, 9, 3, 1, 1],
            &[4, 4, 4, 4, 4, 4],
            &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 3, 3],
        ];
        for scores in lists {
            let moves = scored(scores);
            let mut sorted = moves.clone();
            sorted.sort_by_key(|s| Reverse(s.score));
            let mut picker = Picker::new(moves);
            let picked: Vec<Move> = std::iter::from_fn(|| picker.next().map(|s| s.mv)).collect();
            let expected: Vec<Move> = sorted.iter().map(|s| s.mv).collect();
            assert_eq!(picked, expected, "scores {scores:?}");
        }
    }
}
