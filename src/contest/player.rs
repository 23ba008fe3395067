//! Who plays a side, as the settings, a matchup and the autosave keep it:
//! by stable ids, so levels and strategies may be renamed on screen.

use serde::{Deserialize, Serialize};

/// Who plays a side.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayerSetting {
    #[default]
    Person,
    /// A search bot level, by [`crate::bot::Level::id`].
    Bot(String),
    /// One of the Fetlar paper's strategies, by name.
    Strategy(String),
}
