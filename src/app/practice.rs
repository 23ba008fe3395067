//! Practice of a book opening: the app plays the other side's book moves,
//! the person must find their own; when the line ends a bot takes over.

use crate::bot::LEVELS;
use crate::openings::book;
use crate::{Move, Position, Side};
use std::fmt;

/// A practice under way (or finished: its summary stays until a new game).
#[derive(Clone, Debug)]
pub struct Practice {
    name: String,
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
    pub fn new(opening: usize, side: Side, level: usize) -> Result<Practice, String> {
        let o = book()
            .openings
            .get(opening)
            .ok_or_else(|| "There is no such opening in the book.".to_string())?;
        Ok(Practice {
            name: o.name(),
            line: o.line()?,
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
    pub(super) fn book_move(&self, ply: usize) -> Option<Move> {
        if self.finished {
            None
        } else {
            self.line.get(ply).copied()
        }
    }

    pub(super) fn count_found(&mut self) {
        self.found += 1;
    }

    /// Counts a wrong move and says why it is not the book's.
    pub(super) fn wrong(&mut self, mv: Move, book_move: Move, pos: &Position) -> String {
        self.mistakes += 1;
        let mut after = pos.clone();
        let what = match after.play(book_move) {
            Ok(p) if !p.captures.is_empty() => {
                let taken: Vec<String> = p.captures.iter().map(|c| c.square.to_string()).collect();
                format!("it captures {}", taken.join(" and "))
            }
            _ => format!("that is how the {} goes on", self.name),
        };
        format!("{mv} is not the book move. The book plays {book_move} here: {what}. Try again.")
    }

    pub(super) fn finish(&mut self) {
        self.finished = true;
    }

    /// One line for the status panel.
    pub fn summary(&self) -> String {
        let mistakes = match self.mistakes {
            1 => "1 mistake".to_string(),
            n => format!("{n} mistakes"),
        };
        let found = format!("found {} of {}, {mistakes}", self.found, self.total());
        if self.finished {
            format!(
                "Practice of {} done: {found}. {} plays on.",
                self.name, LEVELS[self.level].name
            )
        } else {
            format!("Practising {} as the {}: {found}.", self.name, self.side)
        }
    }
}

/// A side in the practice form's list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SideChoice(pub Side);

impl fmt::Display for SideChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.0 {
            Side::Attackers => "Attackers",
            Side::Defenders => "Defenders",
        })
    }
}

/// A bot level in the practice form's list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelChoice(pub usize);

impl fmt::Display for LevelChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match LEVELS.get(self.0) {
            Some(l) => f.write_str(l.name),
            None => f.write_str("?"),
        }
    }
}
