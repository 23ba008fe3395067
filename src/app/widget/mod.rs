//! Widgets the screens share: the board canvas, the record sheet, tool
//! buttons with icons and tooltips, and pick list entries with words in
//! the player's language.

pub mod board;
pub mod choice;
pub mod graph;
pub mod sheet;
pub mod tool;
