//! What an annotator writes beside a move: the symbols players share
//! (`!!`, `!`, `!?`, `?!`, `?`, `??`), written right after the move on
//! the sheet (`↓7·3?`), and comments.

use std::fmt;

/// A judgement of a move, from the best to the worst.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Annotation {
    /// `!!`
    Brilliant,
    /// `!`
    Good,
    /// `!?`
    Interesting,
    /// `?!`: an inaccuracy.
    Dubious,
    /// `?`
    Mistake,
    /// `??`
    Blunder,
}

impl Annotation {
    pub const ALL: [Annotation; 6] = [
        Annotation::Brilliant,
        Annotation::Good,
        Annotation::Interesting,
        Annotation::Dubious,
        Annotation::Mistake,
        Annotation::Blunder,
    ];

    pub fn symbol(self) -> &'static str {
        match self {
            Annotation::Brilliant => "!!",
            Annotation::Good => "!",
            Annotation::Interesting => "!?",
            Annotation::Dubious => "?!",
            Annotation::Mistake => "?",
            Annotation::Blunder => "??",
        }
    }

    pub fn from_symbol(text: &str) -> Option<Annotation> {
        Annotation::ALL.into_iter().find(|a| a.symbol() == text)
    }

    /// Splits a move cell into the move and its symbol: `↓7·3?!` is
    /// `("↓7·3", Some(Dubious))`. Trailing `!`/`?` that are not one of the
    /// six symbols stay with the move (and fail there, with their column).
    pub fn split(cell: &str) -> (&str, Option<Annotation>) {
        let bare = cell.trim_end_matches(['!', '?']);
        match Annotation::from_symbol(&cell[bare.len()..]) {
            Some(a) => (bare, Some(a)),
            None => (cell, None),
        }
    }
}

impl fmt::Display for Annotation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_read_back() {
        for a in Annotation::ALL {
            assert_eq!(Annotation::from_symbol(a.symbol()), Some(a));
            let cell = format!("k→9·7{a}");
            assert_eq!(Annotation::split(&cell), ("k→9·7", Some(a)));
        }
        assert_eq!(Annotation::split("→9·7"), ("→9·7", None));
        assert_eq!(Annotation::split("→9·7???"), ("→9·7???", None));
    }
}
