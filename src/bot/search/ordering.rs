//! Move ordering: the moves most likely to refute first (escapes, captures,
//! the king's moves and moves beside him, killers, then by history), so
//! the search cuts off early.

use super::{MAX_PLY, Searcher};
use crate::bot::picker::Scored;
use crate::engine::position::Move;
use crate::engine::side::{Cell, Side};
use crate::engine::square::{CELLS, Direction, Square, step};

impl Searcher<'_> {
    /// Legal moves, best-looking first.
    pub(in crate::bot) fn moves(&mut self, ply: usize) -> Vec<Move> {
        let mut moves = self.scored_moves(ply, None);
        moves.sort_by_key(|s| std::cmp::Reverse(s.score));
        moves.into_iter().map(|s| s.mv).collect()
    }

    /// Legal moves (but `skip`) with their places in the ordering.
    pub(super) fn scored_moves(&mut self, ply: usize, skip: Option<Move>) -> Vec<Scored> {
        let side = self.pos.turn();
        let mut moves: Vec<Scored> = Vec::with_capacity(96);
        let pos = &self.pos;
        pos.for_each_movement(side, |mv| {
            if Some(mv) != skip {
                moves.push(Scored {
                    mv,
                    score: 0,
                    captures: 0,
                });
            }
            false
        });
        self.pos.retain_legal_by(&mut moves, |s| s.mv);
        let takes = self.capturing_squares();
        let king = self.pos.king;
        for s in &mut moves {
            let m = s.mv;
            s.captures = i32::from(takes[m.to.index()]);
            let mut score = 10_000 * s.captures;
            if Some(m.from.index()) == king {
                score += 2_000;
                if self.pos.variant().is_escape(m.to) {
                    score += 100_000;
                }
            }
            if side == Side::Attackers && king.is_some_and(|k| adjacent(k, m.to.index())) {
                score += 1_500;
            }
            if ply < MAX_PLY && self.killers[ply].contains(&Some(m)) {
                score += 5_000;
            }
            s.score = score + i32::from(self.history[self.history_slot(m)].min(4_000));
        }
        moves
    }

    /// [`Self::likely_captures`] for every destination at once, counted
    /// from the enemies' side (fewer than the moves): how many enemies a
    /// move landing on each square likely takes.
    fn capturing_squares(&self) -> [u8; CELLS] {
        let enemies = match self.pos.turn() {
            Side::Attackers => self.pos.defenders(),
            Side::Defenders => self.pos.attackers(),
        };
        let mut takes = [0; CELLS];
        for victim in enemies.iter() {
            for dir in Direction::ALL {
                let land = step(victim.index(), dir.opposite());
                if self.pos.cells[land] == Cell::Empty && self.takes_toward(land, dir) {
                    takes[land] += 1;
                }
            }
        }
        takes
    }

    /// Where the history counts `m`.
    #[inline]
    fn history_slot(&self, m: Move) -> usize {
        let on_board = |s: Square| usize::from(self.on_board[s.index()]);
        on_board(m.from) * self.squares + on_board(m.to)
    }

    /// Enemy neighbours of the destination with a friendly piece beyond:
    /// a quick guess at what the move captures.
    pub(super) fn likely_captures(&self, m: Move) -> i32 {
        Direction::ALL
            .into_iter()
            .filter(|&dir| self.takes_toward(m.to.index(), dir))
            .count() as i32
    }

    /// Whether a piece of the side to move landing on `land` has an enemy
    /// (not the king) next to it along `dir` and a friend beyond. The
    /// friend is never the mover itself: the enemy would stand in its way.
    fn takes_toward(&self, land: usize, dir: Direction) -> bool {
        let side = self.pos.turn();
        let victim = step(land, dir);
        let c = self.pos.cells[victim];
        c.side() == Some(side.other())
            && c != Cell::King
            && self.pos.cells[step(victim, dir)].side() == Some(side)
    }

    /// Keeps a quiet move that refuted at `ply`, `depth` plies from the
    /// leaves: first among the ply's killers, and counted in the history.
    pub(super) fn remember_refutation(&mut self, m: Move, ply: usize, depth: i32) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(m) {
            killers[1] = killers[0];
            killers[0] = Some(m);
        }
        let slot = self.history_slot(m);
        let h = &mut self.history[slot];
        *h = h.saturating_add((depth * depth) as u16);
    }
}

pub(super) fn adjacent(a: usize, b: usize) -> bool {
    Direction::ALL.into_iter().any(|d| step(a, d) == b)
}
