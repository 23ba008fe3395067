//! Practice of a book opening: the app plays the other side's book moves,
//! the person must find their own; when the line ends a bot takes over.

use crate::bot::LEVELS;
use crate::i18n::locale::{Locale, arg};
use crate::i18n::wording;
use crate::learn::openings::{BookError, book};
use crate::notation::shown::Notation;
use crate::{Move, Position, Side};

/// Why a practice cannot start (a slip in the book file).
#[derive(Debug)]
pub enum PracticeError {
    /// The book has no opening of this index.
    NoOpening(usize),
    Book(BookError),
}

impl std::fmt::Display for PracticeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PracticeError::NoOpening(k) => write!(f, "the book has no opening number {k}"),
            PracticeError::Book(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for PracticeError {}

/// A practice under way (or finished: its summary stays until a new game).
#[derive(Clone, Debug)]
pub struct Practice {
    /// The opening's name as record sheets write it.
    name: String,
    /// Its message id, for its name in the player's language.
    message_id: String,
    line: Vec<Move>,
    side: Side,
    level: usize,
    found: usize,
    mistakes: usize,
    finished: bool,
}

impl Practice {
    /// Practice of the book's opening number `opening`, for `side`, with
    /// the bot of `LEVELS[level]` playing on after the line.
    pub fn new(opening: usize, side: Side, level: usize) -> Result<Practice, PracticeError> {
        // Only the explorer's own list starts a practice; an index past the
        // book or a line that does not read is a slip in the book file.
        let o = book()
            .openings
            .get(opening)
            .ok_or(PracticeError::NoOpening(opening))?;
        Ok(Practice {
            name: o.name(),
            message_id: o.message_id(),
            line: o.line().map_err(PracticeError::Book)?,
            side,
            level: level.min(LEVELS.len() - 1),
            found: 0,
            mistakes: 0,
            finished: false,
        })
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// The side the person plays.
    pub fn side(&self) -> Side {
        self.side
    }

    /// The bot level (an index into `LEVELS`) that plays on after the line.
    pub fn level(&self) -> usize {
        self.level
    }

    /// Book moves the person found.
    pub fn found(&self) -> usize {
        self.found
    }

    pub fn mistakes(&self) -> usize {
        self.mistakes
    }

    /// Whether the line is over and the bot has taken over.
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// How many of the line's moves are the person's (attackers move first).
    pub fn total(&self) -> usize {
        let first = usize::from(self.side == Side::Defenders);
        (first..self.line.len()).step_by(2).count()
    }

    /// The book move at `ply`, while the line lasts.
    pub fn book_move(&self, ply: usize) -> Option<Move> {
        if self.finished {
            None
        } else {
            self.line.get(ply).copied()
        }
    }

    pub fn count_found(&mut self) {
        self.found += 1;
    }

    /// Counts a move that is not the book's.
    pub fn count_mistake(&mut self) {
        self.mistakes += 1;
    }

    /// Says why `mv` is not the book's move, with the moves in `notation`.
    pub fn why_wrong(
        &self,
        mv: Move,
        book_move: Move,
        pos: &Position,
        notation: Notation,
        tr: &Locale,
    ) -> String {
        let mut after = pos.clone();
        let args = |why: String| {
            [
                ("move", arg(notation.word(pos, mv))),
                ("book", arg(notation.word(pos, book_move))),
                ("why", arg(why)),
            ]
        };
        let why = match after.play(book_move) {
            Ok(p) if !p.captures.is_empty() => {
                let taken: Vec<String> = p
                    .captures
                    .iter()
                    .map(|c| notation.square(c.square))
                    .collect();
                let squares = arg(taken.join(", "));
                let count = arg(taken.len());
                tr.format(
                    "practice-it-captures",
                    &[("squares", squares), ("count", count)],
                )
            }
            _ => tr.format(
                "practice-how-it-goes-on",
                &[("opening", arg(self.local_name(tr)))],
            ),
        };
        tr.format("practice-wrong-move", &args(why))
    }

    /// The opening's name in the player's language.
    fn local_name(&self, tr: &Locale) -> String {
        tr.text(&self.message_id)
    }

    pub fn finish(&mut self) {
        self.finished = true;
    }

    /// One line for the status panel.
    pub fn summary(&self, tr: &Locale) -> String {
        let found = tr.format(
            "practice-found",
            &[
                ("found", arg(self.found)),
                ("total", arg(self.total())),
                ("mistakes", arg(self.mistakes)),
            ],
        );
        let opening = arg(self.local_name(tr));
        if self.finished {
            let bot = arg(wording::level_name(tr, self.level));
            tr.format(
                "practice-done",
                &[("opening", opening), ("found", arg(found)), ("bot", bot)],
            )
        } else {
            let id = match self.side {
                Side::Attackers => "practice-as-attackers",
                Side::Defenders => "practice-as-defenders",
            };
            tr.format(id, &[("opening", opening), ("found", arg(found))])
        }
    }
}
