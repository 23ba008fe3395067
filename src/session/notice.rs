//! What the session has to say after a call: what happened, or why it
//! refused. Kept as data (the move, the side, the file, the error); the
//! window words it in the player's language and notation.

use crate::contest::matchup::Seat;
use crate::learn::practice::Practice;
use crate::record::GameResult;
use crate::store::write::WriteKind;
use crate::{IllegalMove, Move, Position, Side, Variant};
use std::path::PathBuf;
use std::sync::Arc;

/// One part of the one-line message under the status.
#[derive(Clone, Debug)]
pub enum Notice {
    /// The last session's game is back on the board.
    Restored,
    /// The last session's game could not be read, and why.
    RestoreFailed(String),
    /// The game on the board was read from this file.
    Opened(PathBuf),
    /// The opened sheet gives a result its moves do not bear out.
    ResultUnsupported(GameResult),
    /// The opened sheet names no variant: it was read as this one.
    VariantAssumed(Arc<Variant>),
    /// The player saved the game as this file.
    Saved(PathBuf),
    /// A person tried to move for a bot.
    BotsTurn,
    /// The clocks stand: no move until they are resumed.
    ClockPaused,
    /// The clocks run: the board stays on the game as it stands.
    ClockRunning,
    /// No take-backs after a loss on time.
    UndoAfterTime,
    /// No take-backs in a timed game between people, or between bots.
    UndoTimed,
    /// `Move` cannot be played, and why.
    Illegal(Move, IllegalMove),
    /// The game went on past the result its sheet gave; the result is gone.
    ResultPlayedPast(GameResult),
    /// The best move for the side to move in `before`, shown, not played.
    Hint { mv: Move, before: Box<Position> },
    /// In a practised line, the book plays the other side's moves.
    BookMovesHere,
    /// In a practised line, `played` is not the book's move `book`.
    NotTheBook {
        played: Move,
        book: Move,
        before: Box<Position>,
        practice: Box<Practice>,
    },
    /// The book's move cannot be played: the line is broken, the game goes on.
    BookMoveUnplayable { mv: Move, before: Box<Position> },
    /// The practice could not start, and why.
    PracticeFailed(String),
    /// The matchup's variant (by id) is no longer among the variants.
    MatchupVariantGone(String),
    /// A matchup game was counted: the score, and the winner once decided.
    MatchupScore {
        challenger: usize,
        opponent: usize,
        winner: Option<Seat>,
    },
    /// The engine reviewed the game: how many moves of each kind it marked.
    Reviewed {
        inaccuracies: usize,
        mistakes: usize,
        blunders: usize,
    },
    /// A queued write failed: which, its file, and why.
    WriteFailed {
        kind: WriteKind,
        file: PathBuf,
        error: String,
    },
    /// The people at this side declined the other side's draw offer.
    DrawDeclined(Side),
    /// The bot playing `side` declined a draw: it gives itself this
    /// winning chance (0 to 1), too good to share.
    BotDeclinesDraw {
        bot: super::Player,
        side: Side,
        chance: f64,
    },
    /// Words the window put together itself (its own errors, what it
    /// found at start), kept with the session's so the latest one shows.
    Worded(String),
}

impl Notice {
    /// Whether it stays on through a bot's move: news of the files and
    /// errors, which the player may not have read yet (a bot answers
    /// within a blink). What was said about the turn goes with it.
    pub fn outlasts_a_bots_move(&self) -> bool {
        matches!(
            self,
            Notice::Restored
                | Notice::RestoreFailed(_)
                | Notice::Opened(_)
                | Notice::ResultUnsupported(_)
                | Notice::VariantAssumed(_)
                | Notice::Saved(_)
                | Notice::WriteFailed { .. }
                | Notice::Worded(_)
        )
    }
}
