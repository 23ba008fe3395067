//! Castles and barricades: the corners where the king wins, the squares
//! that wall them off, and the moves that take or defend those squares.

use super::{capture_moves, moves_where, offset};
use crate::engine::position::{Move, Position};
use crate::engine::side::{Piece, Side};
use crate::engine::square::Square;
use crate::engine::square_set::SquareSet;

/// A castle: one of the four corners, where the king wins (the paper's set
/// `C`). Squares near it are named by how far they lie along the castle's
/// row (`along`) and up its column (`up`), both counted towards the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Castle {
    pub square: Square,
    col_step: i32,
    row_step: i32,
    size: u8,
}

impl Castle {
    /// The four castles of a board of `size`: a1, k1, a11, k11 on 11×11.
    pub fn all(size: u8) -> [Castle; 4] {
        let far = size - 1;
        [
            (0, 0, 1, 1),
            (far, 0, -1, 1),
            (0, far, 1, -1),
            (far, far, -1, -1),
        ]
        .map(|(col, row, col_step, row_step)| Castle {
            square: Square::new(col, row),
            col_step,
            row_step,
            size,
        })
    }

    /// The square `along` squares along the castle's edge row and `up`
    /// squares up its edge column, both towards the board (both below the
    /// board size).
    pub fn at(&self, along: i32, up: i32) -> Square {
        offset(
            self.square,
            along * self.col_step,
            up * self.row_step,
            self.size,
        )
        .expect("castle offsets stay on the board")
    }

    /// The middle barricade position: diagonally two squares in from the
    /// castle (b2 next to a1), the centre of the primary barricade.
    pub fn middle_barricade(&self) -> Square {
        self.at(1, 1)
    }

    /// The border barricade positions: the edge squares two away from the
    /// castle (c1 and a3 next to a1). They are also the magic quadrant's key
    /// edge positions.
    pub fn border_barricades(&self) -> [Square; 2] {
        [self.at(2, 0), self.at(0, 2)]
    }

    /// The paper's primary barricade (its figure 1a and the first case of
    /// `AP`): attackers on the three squares of the diagonal that cuts the
    /// castle off, c1, b2 and a3 for a1.
    pub fn primary_barricade(&self) -> [Square; 3] {
        [self.at(2, 0), self.at(1, 1), self.at(0, 2)]
    }

    /// The secondary barricade (figure 1b, the second case of `AP`):
    /// attackers on both edge squares next to the castle and the ones
    /// beyond them, b1, c1, a2 and a3 for a1.
    pub fn secondary_barricade(&self) -> [Square; 4] {
        [self.at(1, 0), self.at(2, 0), self.at(0, 1), self.at(0, 2)]
    }

    /// Every square of either barricade: where an enemy piece threatens a
    /// barricade.
    pub fn barricade_squares(&self) -> [Square; 5] {
        [
            self.at(1, 0),
            self.at(2, 0),
            self.at(1, 1),
            self.at(0, 1),
            self.at(0, 2),
        ]
    }

    /// Whether the attackers have barricaded this castle: they stand on
    /// every square of the primary or of the secondary barricade.
    pub fn is_barricaded(&self, pos: &Position) -> bool {
        let ours = |s: &Square| pos.piece_at(*s) == Some(Piece::Attacker);
        self.primary_barricade().iter().all(ours) || self.secondary_barricade().iter().all(ours)
    }
}

/// Whether every castle is barricaded (the pseudo-code's
/// `areAllExitCastlesBarricaded`).
pub fn all_castles_barricaded(pos: &Position) -> bool {
    Castle::all(pos.size()).iter().all(|c| c.is_barricaded(pos))
}

/// The castles the attackers have not barricaded yet.
pub fn unbarricaded_castles(pos: &Position) -> Vec<Castle> {
    Castle::all(pos.size())
        .into_iter()
        .filter(|c| !c.is_barricaded(pos))
        .collect()
}

/// The magic quadrant (section 3.2.5): every square on the third row or
/// column from an edge, that is the ring two squares in from the edge.
pub fn magic_quadrant(size: u8) -> SquareSet {
    let (near, far) = (2, size - 3);
    let mut set = SquareSet::EMPTY;
    for a in near..=far {
        for b in [near, far] {
            set.insert(Square::new(a, b));
            set.insert(Square::new(b, a));
        }
    }
    set
}

/// The magic quadrant's key edge positions: where the third rows and
/// columns meet the edge, two squares from a castle. They are the border
/// barricade positions.
pub fn key_edge_positions(size: u8) -> SquareSet {
    Castle::all(size)
        .iter()
        .flat_map(|c| c.border_barricades())
        .collect()
}

/// The two kinds of barricade position a player may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BarricadePosition {
    /// [`Castle::middle_barricade`].
    Middle,
    /// [`Castle::border_barricades`].
    Border,
}

/// Whether `sq` is one of the squares of any castle's barricades.
pub fn on_barricade_square(sq: Square, size: u8) -> bool {
    Castle::all(size)
        .iter()
        .any(|c| c.barricade_squares().contains(&sq))
}

/// "Take middle (border) barricade position": legal moves of the side to
/// move onto an empty barricade position of that kind, by a piece other
/// than the king that does not already stand on a barricade square (so no
/// barricade is taken apart to build another).
pub fn take_barricade_moves(pos: &Position, legal: &[Move], kind: BarricadePosition) -> Vec<Move> {
    let size = pos.size();
    let targets: Vec<Square> = Castle::all(size)
        .iter()
        .flat_map(|c| match kind {
            BarricadePosition::Middle => vec![c.middle_barricade()],
            BarricadePosition::Border => c.border_barricades().to_vec(),
        })
        .filter(|&s| pos.piece_at(s).is_none())
        .collect();
    moves_where(legal, |m| {
        targets.contains(&m.to)
            && pos.piece_at(m.from) != Some(Piece::King)
            && !on_barricade_square(m.from, size)
    })
}

/// The castles with a defender or the king on one of their barricade
/// squares (`doesPlayerOccupyBarricadePositions(opponent)`), each with the
/// squares those intruders stand on.
pub fn intruded_castles(pos: &Position) -> Vec<(Castle, Vec<Square>)> {
    Castle::all(pos.size())
        .into_iter()
        .filter_map(|c| {
            let intruders: Vec<Square> = c
                .barricade_squares()
                .into_iter()
                .filter(|&s| pos.piece_at(s).is_some_and(|p| p.side() == Side::Defenders))
                .collect();
            (!intruders.is_empty()).then_some((c, intruders))
        })
        .collect()
}

/// "Defend threatened barricade", best first: capture an intruder on a
/// barricade square; else put an attacker (from off the barricades) on an
/// empty square of an intruded castle's primary barricade.
pub fn defend_barricade_moves(pos: &Position, legal: &[Move]) -> [Vec<Move>; 2] {
    let size = pos.size();
    let intruded = intruded_castles(pos);
    let intruders: Vec<Square> = intruded.iter().flat_map(|(_, s)| s.clone()).collect();
    let captures = capture_moves(pos, legal)
        .into_iter()
        .filter(|(_, caps)| caps.iter().any(|c| intruders.contains(&c.square)))
        .map(|(m, _)| m)
        .collect();
    let holes: Vec<Square> = intruded
        .iter()
        .flat_map(|(c, _)| c.primary_barricade())
        .filter(|&s| pos.piece_at(s).is_none())
        .collect();
    let fills = moves_where(legal, |m| {
        holes.contains(&m.to) && !on_barricade_square(m.from, size)
    });
    [captures, fills]
}

#[cfg(test)]
mod tests {
    use super::super::fixtures::*;
    use super::super::*;

    #[test]
    fn castles_and_their_barricade_squares() {
        let castles = Castle::all(11);
        assert_eq!(
            names(castles.iter().map(|c| c.square)),
            ["a1", "a11", "k1", "k11"]
        );
        let a1 = castles[0];
        assert_eq!(a1.middle_barricade(), sq("b2"));
        assert_eq!(names(a1.border_barricades()), ["a3", "c1"]);
        assert_eq!(names(a1.primary_barricade()), ["a3", "b2", "c1"]);
        assert_eq!(names(a1.secondary_barricade()), ["a2", "a3", "b1", "c1"]);
        let k11 = castles[3];
        assert_eq!(k11.middle_barricade(), sq("j10"));
        assert_eq!(names(k11.primary_barricade()), ["i11", "j10", "k9"]);
    }

    #[test]
    fn barricaded_castles() {
        let pos = diagram(
            &[
                ". A A . . . . . . . .",
                "A . . . . . . . . . .",
                "A . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . K . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                "A . . . . . . . . . .",
                ". A . . . . . . . . .",
                ". . A . . . . . . . .",
            ],
            Side::Attackers,
        );
        let [a1, k1, a11, k11] = Castle::all(11);
        assert!(a1.is_barricaded(&pos), "primary: c1, b2, a3");
        assert!(a11.is_barricaded(&pos), "secondary: b11, c11, a10, a9");
        assert!(!k1.is_barricaded(&pos) && !k11.is_barricaded(&pos));
        assert!(!all_castles_barricaded(&pos));
        assert_eq!(
            names(unbarricaded_castles(&pos).iter().map(|c| c.square)),
            ["k1", "k11"]
        );
        assert_eq!(open_castle_distance(&pos, sq("f6")), Some(10));
    }

    #[test]
    fn magic_quadrant_is_the_third_ring() {
        let mq = magic_quadrant(11);
        assert_eq!(mq.len(), 4 * 6);
        for s in ["c3", "c9", "i3", "i9", "f3", "c6", "i7"] {
            assert!(mq.contains(sq(s)), "{s}");
        }
        for s in ["b2", "d4", "f6", "c1"] {
            assert!(!mq.contains(sq(s)), "{s}");
        }
        let keys = key_edge_positions(11);
        assert_eq!(
            names(keys.iter()),
            ["a3", "a9", "c1", "c11", "i1", "i11", "k3", "k9"]
        );
    }

    #[test]
    fn taking_barricade_positions() {
        let mut pos = start("fetlar");
        pos.play(mv("g1-g2")).unwrap();
        pos.play(mv("e7-e9")).unwrap();
        let legal = pos.legal_moves();
        let middle = take_barricade_moves(&pos, &legal, BarricadePosition::Middle);
        assert!(middle.contains(&mv("f2-b2")) && middle.contains(&mv("b6-b2")));
        assert_eq!(names(middle.iter().map(|m| m.to)).len(), middle.len());
        for m in &middle {
            assert!(["b2", "j2", "b10", "j10"].contains(&m.to.to_string().as_str()));
        }
        let border = take_barricade_moves(&pos, &legal, BarricadePosition::Border);
        assert!(border.contains(&mv("d1-c1")) && border.contains(&mv("a4-a3")));
        for m in middle.iter().chain(&border) {
            assert!(!on_barricade_square(m.from, 11), "{m}");
        }
        assert!(on_barricade_square(sq("b1"), 11) && on_barricade_square(sq("j10"), 11));
        assert!(!on_barricade_square(sq("d1"), 11));
    }

    #[test]
    fn intruders_and_how_to_answer_them() {
        let pos = diagram(
            &[
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . K . . . . .",
                ". A . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . . . . . . . . . .",
                ". . D A . . . . . . .",
            ],
            Side::Attackers,
        );
        let intruded = intruded_castles(&pos);
        assert_eq!(intruded.len(), 1);
        assert_eq!(intruded[0].0.square, sq("a1"));
        assert_eq!(intruded[0].1, [sq("c1")]);
        let legal = pos.legal_moves();
        let [captures, fills] = defend_barricade_moves(&pos, &legal);
        assert_eq!(captures, [mv("b5-b1")]);
        assert_eq!(fills, [mv("b5-b2")]);
    }
}
