//! Whole games: the game record (a tree of moves with a cursor and the
//! players' header), and the files it is read from and written to — the
//! record sheet (`.tafl`), move lists, and OpenTafl's `.otg` — with the
//! replay of recorded move lists against the rules, and the rows a sheet is
//! read in (`sheet_rows`). The sheet and `.otg` readers build the tree of
//! moves through one line builder (`line_builder`), which plays and checks
//! each move.
//!
//! Depends on the engine, [`crate::notation`] and [`crate::clock`] (a
//! sheet's time control).

pub mod annotation;
mod capture_mark;
pub mod date;
mod game;
mod line_builder;
pub mod move_list;
pub mod opentafl;
pub mod replay;
pub mod sheet;
pub mod sheet_clocks;
pub mod sheet_rows;
mod sheet_write;
pub mod text;

pub use game::{
    GameRecord, GameResult, Line, Metadata, Node, NodeId, ResultError, ResultReason,
    UnsupportedResult,
};
