//! The app's screens. Each has its own `Message`, its view, and an update
//! that returns an `Event` where the root must act.

pub mod chooser;
pub mod game;
pub mod new_game;
pub mod online;
pub mod openings;
pub mod recent;
pub mod rules;
pub mod set_up;
pub mod settings;
pub mod welcome;
