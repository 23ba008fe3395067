//! What Taflbord keeps on disk between runs: the settings, the data folder
//! with autosaved games, the session and the recent list, the atomic
//! writes they all go through, and folders listed for the file chooser.
//!
//! Depends on the engine, [`crate::notation`], [`crate::record`],
//! [`crate::render`] (the board style a setting names) and
//! [`crate::contest`] (who plays a side, and the matchup a session goes on
//! with) and [`crate::online`] (the community server, the default to log
//! in to).

pub mod atomic_file;
pub mod autosave;
pub mod listing;
pub mod settings;
pub mod write;
