//! The cordon: a wall of attackers along an edge, built and pushed inwards.

use super::{moves_where, on_barricade_square};
use crate::engine::position::{Move, Position};
use crate::engine::side::{Piece, Side};
use crate::engine::square::{Direction, Square};
use crate::engine::square_set::SquareSet;

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
    moves_where(legal, |m| {
        targets.contains(m.to)
            && edge.depth(m.from, size) >= 2
            && !on_barricade_square(m.from, size)
    })
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

#[cfg(test)]
mod tests {
    use super::super::fixtures::*;
    use super::super::*;

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
}
