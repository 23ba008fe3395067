//! Pictures of games without a window: the board styles' palettes, PNG and
//! animated GIF pictures of positions and games, and the printable record
//! sheet (SVG, one file per A4 page).
//!
//! Depends on the engine, [`crate::notation`] and [`crate::record`]; the
//! window draws its board with the same palettes.

pub mod board_style;
pub mod picture;
pub mod printable;
