//! The fort: defenders walled around the throne, the king shuttling inside.

use super::{by_key, centre, length, manhattan, moves_where, towards};
use crate::engine::position::{Move, Position};
use crate::engine::side::Piece;
use crate::engine::square::{Direction, Square};

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
            let fills: Vec<Move> = moves_where(legal, |m| {
                missing.contains(&m.to) && defender(m.from) && !self.walls.contains(&m.from)
            });
            let (from_gate, others): (Vec<Move>, Vec<Move>) =
                fills.into_iter().partition(|m| m.from == self.gate);
            let mut groups = vec![from_gate];
            groups.extend(by_key(others, |m| length(*m)));
            return groups;
        }
        if !defender(self.gate) {
            return Vec::new();
        }
        let leaving: Vec<Move> = moves_where(legal, |m| m.from == self.gate);
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

#[cfg(test)]
mod tests {
    use super::super::fixtures::*;
    use super::super::*;

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
