//! The vocabulary of the Fetlar paper's strategies (its sections 3.2 and 5.2) as
//! code: castles and their barricades, the magic quadrant, the cordon, the
//! fort, the 5×5 guard area, and the questions the pseudo-code asks ("can
//! this move be captured?", "can the king reach an exit?").
//!
//! Squares are named as everywhere in Taflbord: column and row from 0 at
//! the bottom left. Every function works on any board size; the paper's
//! board is 11×11. Functions that take the legal moves (`legal`) return a
//! subset of them, so a strategy built from these terms only ever plays
//! legal moves.

mod castles;
mod cordon;
mod fort;
mod geometry;
mod king;
mod moves;

pub use castles::{
    BarricadePosition, Castle, all_castles_barricaded, defend_barricade_moves, intruded_castles,
    key_edge_positions, magic_quadrant, on_barricade_square, take_barricade_moves,
    unbarricaded_castles,
};
pub use cordon::{Edge, cordon, cordon_advance, cordon_build_moves, edge_held_by_defenders};
pub use fort::Fort;
pub use geometry::{
    centre, chebyshev, delta, guard_area, guards, is_centre, length, manhattan, offset, towards,
};
pub use king::{
    clear_way_moves, exit_blocking_moves, guard_moves, king_approach_moves, king_can_reach_exit,
    king_escapes, king_in_fort, king_long_moves, king_moves, king_on_throne, king_rescue_moves,
    open_castle_distance, throne_exit_cost,
};
pub use moves::{
    after, can_be_captured, capture_moves, captures_of, king_approaching_moves, king_capture_moves,
    king_closeness, move_can_be_captured, moves_where, threatened_hunn,
};
pub(crate) use moves::{by_key, with_turn};

/// Positions and moves named as the tests of the terms write them.
#[cfg(test)]
mod fixtures {
    pub use crate::engine::position::{Move, Position};
    pub use crate::engine::side::{Piece, Side};
    pub use crate::engine::square::{Direction, Square};
    use crate::engine::variant::Variant;

    pub fn sq(text: &str) -> Square {
        Square::parse_letters(text, 11).unwrap()
    }

    pub fn mv(text: &str) -> Move {
        let (a, b) = text.split_once('-').unwrap();
        Move::new(sq(a), sq(b))
    }

    pub fn start(id: &str) -> Position {
        Position::new(Variant::built_in(id).unwrap())
    }

    pub fn diagram(rows: &[&str], turn: Side) -> Position {
        Position::from_diagram(Variant::built_in("fetlar").unwrap(), rows, turn).unwrap()
    }

    pub fn names(set: impl IntoIterator<Item = Square>) -> Vec<String> {
        let mut v: Vec<String> = set.into_iter().map(|s| s.to_string()).collect();
        v.sort();
        v
    }
}
