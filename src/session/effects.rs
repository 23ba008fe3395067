//! What a session asks its caller to do after a call.

use super::Sound;
use crate::bot::{Bot, Limits};
use crate::store::write::Write;
use crate::{Move, Position};

/// A bot search to start: the caller runs `bot` on `position` within
/// `limits` on another thread and reports back with the id.
pub struct BotRequest {
    pub id: u64,
    pub bot: Box<dyn Bot>,
    pub position: Position,
    pub limits: Limits,
}

// Bots are not `Debug`: show the request by its type, id and the bot's name.
impl std::fmt::Debug for BotRequest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kind = std::any::type_name::<Self>();
        write!(
            f,
            "{kind}({}, {}, {:?})",
            self.id,
            self.bot.name(),
            self.limits
        )
    }
}

/// Everything a session wants done, gathered since the last
/// [`super::Session::take_effects`].
#[derive(Debug, Default)]
pub struct Effects {
    /// Stop the running search: its answer is no longer wanted.
    pub stop: bool,
    /// Start this search (after stopping the old one, if `stop`).
    pub think: Option<BotRequest>,
    /// The last move played, for the board to glide it.
    pub played: Option<Move>,
    /// Sounds to play, in order.
    pub sounds: Vec<Sound>,
    /// Files to write, in order.
    pub writes: Vec<Write>,
    /// The move to mark on the board without playing it (a hint, or the
    /// book's move after a wrong one); `Some(None)`: the mark goes.
    pub shown: Option<Option<Move>>,
    /// The board turned as the restored game had it.
    pub flipped: Option<bool>,
}
