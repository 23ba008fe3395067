//! What Taflbord keeps on disk between runs: the settings, the data folder
//! with autosaved games, the session and the recent list, and the atomic
//! writes they all go through.
//!
//! Depends on the engine, [`crate::record`] and [`crate::bot`] (for the
//! players a setting names).

pub(crate) mod atomic_file;
pub mod autosave;
pub mod settings;
