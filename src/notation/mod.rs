//! How a single move is written: in letter coordinates (`h1-h3`, the form
//! of move lists, OpenTafl and engine protocols) and as on the paper record
//! sheet (`→9·7`, `k↑4·11`); and which of the two the window shows.
//!
//! Depends on the engine only.

pub mod letters;
pub mod sheet_move;
pub mod shown;
