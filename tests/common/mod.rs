//! Helpers shared by the integration tests: positions from diagrams, moves
//! from letter coordinates, and the folder `../shared` beside the repo.
#![allow(dead_code)]

#[cfg(feature = "app")]
pub mod app;
pub mod diagrams;
pub mod games;
pub mod online;
pub mod server;
#[cfg(feature = "app")]
pub mod session;
pub mod shared;
#[cfg(feature = "app")]
pub mod window;

use std::sync::Arc;
use taflbord::{Move, Outcome, Played, Position, Reason, Side, Square, Variant};

pub fn variant(id: &str) -> Arc<Variant> {
    Variant::built_in(id).unwrap_or_else(|| panic!("no built-in variant {id}"))
}

/// A position of variant `id` from a diagram written top row first, one
/// string per row (`.` empty, `A` attacker, `D` defender, `K` king; spaces
/// ignored).
pub fn position(id: &str, rows: &[&str], turn: Side) -> Position {
    Position::from_diagram(variant(id), rows, turn)
        .unwrap_or_else(|e| panic!("bad test diagram for {id}: {e}"))
}

pub fn sq(text: &str) -> Square {
    Square::parse_letters(text, 19).unwrap_or_else(|| panic!("bad square {text}"))
}

/// A move in letter form, `e1-e3`.
pub fn mv(text: &str) -> Move {
    let (a, b) = text.split_once('-').expect("move like e1-e3");
    Move::new(sq(a), sq(b))
}

/// Plays a move that must be legal.
pub fn play(pos: &mut Position, text: &str) -> Played {
    pos.play(mv(text))
        .unwrap_or_else(|e| panic!("{text} should be legal: {e}\n{pos}"))
}

/// The captured squares of a played move, sorted, in letter form.
pub fn captured(played: &Played) -> Vec<String> {
    let mut v: Vec<String> = played
        .captures
        .iter()
        .map(|c| c.square.to_string())
        .collect();
    v.sort();
    v
}

pub fn win(side: Side, reason: Reason) -> Option<Outcome> {
    Some(Outcome {
        winner: Some(side),
        reason,
    })
}
