//! Named openings of 11×11 tafl, after the Fetlar strategy paper (its section 3.3, table 1):
//! the book, the eight symmetries of a square board, recognising the
//! opening of a game, and how the openings fared in a set of games.
//!
//! The book ([`book`]) is written the way the seed asks: each line turned so
//! that its first move is made at the south of the board and, when it could
//! be mirrored, is the rightmost one. A game may be played in any of the
//! eight orientations of the board, so [`identify`] tries each book line
//! under each [`Symmetry`], the same symmetry for the whole line.
//!
//! Which line names a game: the longest book line the game played in full
//! (so Millar Gambit (Accepted) wins over its own first two moves, Millar
//! Gambit (Declined), only when its third move was played). A game that
//! leaves the book keeps the name of the last line it completed. A line
//! left before its end names nothing; while a game is still inside a line
//! it has not finished and has completed none, that line is reported as
//! incomplete when it is the only one the game can still be following.
//!
//! ```
//! use taflbord::{Move, Square, Variant};
//! use taflbord::learn::openings::identify;
//!
//! let m = |a: &str, b: &str| {
//!     Move::new(Square::parse_letters(a, 11).unwrap(), Square::parse_letters(b, 11).unwrap())
//! };
//! // Millar Gambit (Declined), mirrored left to right.
//! let game = [m("d1", "d3"), m("e5", "e2"), m("a5", "c5")];
//! let found = identify(&game, &Variant::built_in("fetlar").unwrap()).unwrap();
//! assert_eq!(found.name(), "Millar Gambit (Declined)");
//! assert_eq!((found.matched, found.complete), (2, true));
//! ```

use crate::engine::position::{Move, Position};
use crate::engine::setup::Setup;
use crate::engine::side::Side;
use crate::engine::square::Square;
use crate::engine::variant::Variant;
use crate::notation::letters::LetterMove;
use crate::record::GameRecord;
use crate::record::move_list::{GameLine, LineError};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::{Arc, OnceLock};

/// Board side of the book's games.
pub const BOOK_SIZE: u8 = 11;

/// The name under which [`Stats`] counts games that match no book line.
pub const IRREGULAR: &str = "irregular";

/// The opening book: named lines of play from the start position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Book {
    pub openings: Vec<Opening>,
}

/// One line of the book.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Opening {
    /// The names of the line (more than one when sources give the same
    /// moves several names).
    pub names: Vec<String>,
    /// The moves in letter coordinates (`h1-h3`), from the start position.
    /// The line's name and idea in the player's language are the locale
    /// messages [`Opening::message_id`] and `<that>-description`.
    pub moves: Vec<String>,
    /// Remarks about the entry itself, such as why it has two names.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub note: String,
}

impl Opening {
    /// The names joined by ` / `, as written in record sheets.
    pub fn name(&self) -> String {
        self.names.join(" / ")
    }

    /// The id of the locale message naming the line: `opening-` and the
    /// first name in lower case, words joined by `-`
    /// (`opening-millar-gambit-accepted`). Its description is the message
    /// with `-description` added.
    pub fn message_id(&self) -> String {
        let first = self.names.first().map_or("", String::as_str);
        crate::i18n::locale::id_from_name("opening", first)
    }

    /// The moves, read on the book's 11×11 board.
    pub fn line(&self) -> Result<Vec<Move>, BookError> {
        self.moves
            .iter()
            .map(|m| parse_move(m).ok_or_else(|| BookError::Move(m.clone())))
            .collect()
    }

    /// The moves as the paper's table writes them: `H1 → H3, G5 → G2`.
    pub fn table_notation(&self) -> String {
        self.moves
            .iter()
            .map(|m| m.to_ascii_uppercase().replacen('-', " → ", 1))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// Reads `h1-h3` on the book's board: a move along a row or a column,
/// with no captures written.
fn parse_move(text: &str) -> Option<Move> {
    let m = LetterMove::parse(text, BOOK_SIZE).ok()?;
    let (from, to) = (m.mv.from, m.mv.to);
    (m.captures.is_empty() && from != to && (from.col() == to.col() || from.row() == to.row()))
        .then_some(m.mv)
}

/// What is wrong with a book of openings or its statistics.
#[derive(Debug)]
pub enum BookError {
    /// The file is not RON of the book's shape.
    Syntax(ron::error::SpannedError),
    /// A move is not like `h1-h3` on an 11×11 board.
    Move(String),
    /// Something is wrong with the opening numbered (from 1) and named.
    Entry {
        number: usize,
        name: String,
        problem: EntryProblem,
    },
    /// A line cannot be played from the variant's start.
    Illegal {
        name: String,
        variant: String,
        number: usize,
        mv: Move,
        why: crate::IllegalMove,
    },
}

/// What is wrong with one entry of the book.
#[derive(Debug)]
pub enum EntryProblem {
    Unnamed,
    /// The name is used twice, or is the reserved `irregular`.
    NameTaken(String),
    Move(String),
    NoMoves,
    /// The same moves as another entry (number, name), up to a symmetry.
    SameMoves(usize, String),
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::Syntax(e) => write!(f, "{e}"),
            BookError::Move(text) => {
                write!(f, "`{text}` is not a move like `h1-h3` on an 11×11 board")
            }
            BookError::Entry {
                number,
                name,
                problem,
            } => {
                write!(f, "opening {number} ({name}): ")?;
                match problem {
                    EntryProblem::Unnamed => write!(f, "every opening needs a name"),
                    EntryProblem::NameTaken(n) => {
                        write!(f, "the name `{n}` is used twice or reserved")
                    }
                    EntryProblem::Move(text) => {
                        write!(f, "{}", BookError::Move(text.clone()))
                    }
                    EntryProblem::NoMoves => write!(f, "no moves"),
                    EntryProblem::SameMoves(k, other) => write!(
                        f,
                        "the same moves as opening {k} ({other}); give one entry both names"
                    ),
                }
            }
            BookError::Illegal {
                name,
                variant,
                number,
                mv,
                why,
            } => write!(
                f,
                "{name}: move {number} ({mv}) is illegal in {variant}: {why}"
            ),
        }
    }
}

impl std::error::Error for BookError {}

impl Book {
    /// Reads a book from RON and checks its form: every entry named, every
    /// move readable, no name twice, and no two entries with the same moves
    /// up to a symmetry of the board (give such an entry both names).
    pub fn from_ron(text: &str) -> Result<Book, BookError> {
        let book: Book = ron::from_str(text).map_err(BookError::Syntax)?;
        book.check_form()?;
        Ok(book)
    }

    fn check_form(&self) -> Result<(), BookError> {
        let mut names: Vec<String> = Vec::new();
        let mut lines: Vec<(usize, Vec<Move>)> = Vec::new();
        for (k, o) in self.openings.iter().enumerate() {
            let fault = |problem| BookError::Entry {
                number: k + 1,
                name: o.name(),
                problem,
            };
            if o.names.is_empty() || o.names.iter().any(|n| n.trim().is_empty()) {
                return Err(fault(EntryProblem::Unnamed));
            }
            for n in &o.names {
                if n.eq_ignore_ascii_case(IRREGULAR)
                    || names.iter().any(|m| m.eq_ignore_ascii_case(n))
                {
                    return Err(fault(EntryProblem::NameTaken(n.clone())));
                }
                names.push(n.clone());
            }
            let line = o.line().map_err(|e| match e {
                BookError::Move(text) => fault(EntryProblem::Move(text)),
                other => other,
            })?;
            if line.is_empty() {
                return Err(fault(EntryProblem::NoMoves));
            }
            for (j, other) in &lines {
                if Symmetry::ALL
                    .iter()
                    .any(|s| s.line(other, BOOK_SIZE) == line)
                {
                    let name = self.openings[*j].name();
                    return Err(fault(EntryProblem::SameMoves(j + 1, name)));
                }
            }
            lines.push((k, line));
        }
        Ok(())
    }

    /// Checks that every line can be played from the variant's start.
    pub fn check_legal(&self, variant: &Arc<Variant>) -> Result<(), BookError> {
        for o in &self.openings {
            let mut pos = Position::new(variant.clone());
            for (k, mv) in o.line()?.into_iter().enumerate() {
                pos.play(mv).map_err(|why| BookError::Illegal {
                    name: o.name(),
                    variant: variant.id().to_string(),
                    number: k + 1,
                    mv,
                    why,
                })?;
            }
        }
        Ok(())
    }

    /// The entry with this name, ignoring case.
    pub fn find(&self, name: &str) -> Option<&Opening> {
        self.openings
            .iter()
            .find(|o| o.names.iter().any(|n| n.eq_ignore_ascii_case(name.trim())))
    }
}

/// The built-in book, `assets/openings.ron`, read once.
pub fn book() -> &'static Book {
    static BOOK: OnceLock<Book> = OnceLock::new();
    BOOK.get_or_init(|| {
        Book::from_ron(include_str!("../../assets/openings.ron"))
            .unwrap_or_else(|e| panic!("the built-in opening book is broken: {e}"))
    })
}

/// The built-in book ready for recognition.
fn recognizer() -> &'static Recognizer<'static> {
    static RECOGNIZER: OnceLock<Recognizer<'static>> = OnceLock::new();
    RECOGNIZER.get_or_init(|| Recognizer::new(book()))
}

/// One of the eight symmetries of a square board: turns and reflections.
/// It maps a square of the book to the square of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Symmetry {
    Identity,
    /// A quarter turn clockwise: the south edge goes to the west.
    Rotate90,
    Rotate180,
    /// A quarter turn anticlockwise: the south edge goes to the east.
    Rotate270,
    /// Columns reversed (a ↔ k), rows kept.
    MirrorColumns,
    /// Rows reversed (1 ↔ 11), columns kept.
    MirrorRows,
    /// Reflection in the a1–k11 diagonal: column and row swap.
    MirrorDiagonal,
    /// Reflection in the a11–k1 diagonal.
    MirrorAntiDiagonal,
}

impl Symmetry {
    pub const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::Rotate90,
        Symmetry::Rotate180,
        Symmetry::Rotate270,
        Symmetry::MirrorColumns,
        Symmetry::MirrorRows,
        Symmetry::MirrorDiagonal,
        Symmetry::MirrorAntiDiagonal,
    ];

    /// The image of a square of a board of `size`.
    pub fn square(self, sq: Square, size: u8) -> Square {
        let (c, r, m) = (sq.col(), sq.row(), size - 1);
        let (c, r) = match self {
            Symmetry::Identity => (c, r),
            Symmetry::Rotate90 => (r, m - c),
            Symmetry::Rotate180 => (m - c, m - r),
            Symmetry::Rotate270 => (m - r, c),
            Symmetry::MirrorColumns => (m - c, r),
            Symmetry::MirrorRows => (c, m - r),
            Symmetry::MirrorDiagonal => (r, c),
            Symmetry::MirrorAntiDiagonal => (m - r, m - c),
        };
        Square::new(c, r)
    }

    /// The image of a move.
    pub fn apply(self, mv: Move, size: u8) -> Move {
        Move::new(self.square(mv.from, size), self.square(mv.to, size))
    }

    /// The image of a line of moves.
    pub fn line(self, moves: &[Move], size: u8) -> Vec<Move> {
        moves.iter().map(|&m| self.apply(m, size)).collect()
    }

    /// The symmetry that undoes this one.
    pub fn inverse(self) -> Symmetry {
        match self {
            Symmetry::Rotate90 => Symmetry::Rotate270,
            Symmetry::Rotate270 => Symmetry::Rotate90,
            s => s,
        }
    }

    /// How the game's board stands to the book's, in words.
    pub fn describe(self) -> &'static str {
        match self {
            Symmetry::Identity => "as in the book",
            Symmetry::Rotate90 => "turned a quarter clockwise",
            Symmetry::Rotate180 => "turned half round",
            Symmetry::Rotate270 => "turned a quarter anticlockwise",
            Symmetry::MirrorColumns => "mirrored left to right",
            Symmetry::MirrorRows => "mirrored top to bottom",
            Symmetry::MirrorDiagonal => "mirrored in the a1-k11 diagonal",
            Symmetry::MirrorAntiDiagonal => "mirrored in the a11-k1 diagonal",
        }
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.describe())
    }
}

/// The opening a game was found to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Identified<'a> {
    pub opening: &'a Opening,
    /// Index of the opening in its book.
    pub index: usize,
    /// How many moves of the book line the game played.
    pub matched: usize,
    /// Whether the game played the whole line. An incomplete match is
    /// reported only while the game is still inside that line, has
    /// completed no other, and can be following no other line.
    pub complete: bool,
    /// Maps the book's squares to the game's.
    pub symmetry: Symmetry,
}

impl Identified<'_> {
    pub fn names(&self) -> &[String] {
        &self.opening.names
    }

    /// The names joined by ` / `.
    pub fn name(&self) -> String {
        self.opening.name()
    }

    /// The matched book moves as they stand on the game's board.
    pub fn game_moves(&self) -> Vec<Move> {
        let line = self.opening.line().expect("a checked book");
        self.symmetry.line(&line[..self.matched], BOOK_SIZE)
    }
}

/// A book with its lines turned every way once, for quick recognition.
#[derive(Clone, Debug)]
pub struct Recognizer<'a> {
    book: &'a Book,
    /// For each opening, its line under each symmetry (in [`Symmetry::ALL`] order).
    lines: Vec<[Vec<Move>; 8]>,
    /// The length of the longest line.
    longest: usize,
}

impl<'a> Recognizer<'a> {
    /// Prepares a book read by [`Book::from_ron`] (whose moves all parse).
    pub fn new(book: &'a Book) -> Recognizer<'a> {
        let lines: Vec<[Vec<Move>; 8]> = book
            .openings
            .iter()
            .map(|o| {
                let line = o.line().expect("a book read by Book::from_ron");
                Symmetry::ALL.map(|s| s.line(&line, BOOK_SIZE))
            })
            .collect();
        let longest = lines.iter().map(|l| l[0].len()).max().unwrap_or(0);
        Recognizer {
            book,
            lines,
            longest,
        }
    }

    /// How many first moves of a game can matter.
    pub fn longest(&self) -> usize {
        self.longest
    }

    /// The opening of a game from the standard 11×11 start (not checked here).
    pub fn identify(&self, moves: &[Move]) -> Option<Identified<'a>> {
        let mut best: Option<Identified<'a>> = None;
        let mut following: Option<Identified<'a>> = None;
        let mut following_several = false;
        for (index, turned) in self.lines.iter().enumerate() {
            for (s, line) in Symmetry::ALL.iter().zip(turned) {
                let matched = line.iter().zip(moves).take_while(|(a, b)| a == b).count();
                if matched == 0 {
                    continue;
                }
                let found = Identified {
                    opening: &self.book.openings[index],
                    index,
                    matched,
                    complete: matched == line.len(),
                    symmetry: *s,
                };
                if found.complete {
                    // Longest complete line; on a tie the first found stays.
                    if best.is_none_or(|b| matched > b.matched) {
                        best = Some(found);
                    }
                } else if matched == moves.len() {
                    // The game is still on this line.
                    match following {
                        Some(f) if f.index != index => following_several = true,
                        Some(_) => {}
                        None => following = Some(found),
                    }
                }
            }
        }
        best.or(following.filter(|_| !following_several))
    }
}

/// The start set-up the book is written for (Copenhagen's).
fn book_start() -> &'static Setup {
    static START: OnceLock<Setup> = OnceLock::new();
    START.get_or_init(|| {
        Variant::built_in("copenhagen")
            .expect("Copenhagen is built in")
            .start()
            .clone()
    })
}

/// Whether the book covers games of this variant: an 11×11 board with
/// Copenhagen's start set-up (Copenhagen, Fetlar, and user variants like them).
pub fn covers(variant: &Variant) -> bool {
    variant.size() == BOOK_SIZE && variant.start() == book_start()
}

/// The opening of a game played from the variant's start; `None` for an
/// irregular opening or a variant the book does not cover.
pub fn identify(moves: &[Move], variant: &Variant) -> Option<Identified<'static>> {
    if !covers(variant) {
        return None;
    }
    recognizer().identify(moves)
}

/// The opening of a record's main line; `None` as for [`identify`], and
/// for a record that starts from another position than the usual one.
pub fn identify_record(record: &GameRecord) -> Option<Identified<'static>> {
    if !covers(record.variant()) || record.start().to_setup() != *book_start() {
        return None;
    }
    let r = recognizer();
    let moves: Vec<Move> = record
        .main_line()
        .into_iter()
        .skip(1)
        .take(r.longest() + 1)
        .filter_map(|id| record.node(id).mv())
        .collect();
    r.identify(&moves)
}

/// How the games of one opening ended.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpeningStats {
    /// The opening's names joined by ` / `, or [`IRREGULAR`].
    pub opening: String,
    pub games: usize,
    pub attacker_wins: usize,
    pub defender_wins: usize,
    /// Games without a winner: drawn or unfinished.
    pub other: usize,
}

impl OpeningStats {
    fn count(&mut self, winner: Option<Side>) {
        self.games += 1;
        match winner {
            Some(Side::Attackers) => self.attacker_wins += 1,
            Some(Side::Defenders) => self.defender_wins += 1,
            None => self.other += 1,
        }
    }
}

/// How the book's openings fared in a set of games.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    /// Number of games.
    pub games: usize,
    /// One row per book entry in book order, then the irregular openings.
    pub openings: Vec<OpeningStats>,
}

impl Stats {
    /// The row of an opening name (any of an entry's names, or [`IRREGULAR`]).
    pub fn get(&self, name: &str) -> Option<&OpeningStats> {
        let key = book()
            .find(name)
            .map_or_else(|| name.trim().to_string(), Opening::name);
        self.openings
            .iter()
            .find(|o| o.opening.eq_ignore_ascii_case(&key))
    }

    /// Reads statistics written by [`Stats::to_ron`].
    pub fn from_ron(text: &str) -> Result<Stats, BookError> {
        ron::from_str(text).map_err(BookError::Syntax)
    }

    /// RON text of the statistics.
    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::new())
            .expect("statistics serialise")
    }
}

/// Counts, for every opening of the built-in book, the games that played it
/// and how they ended. Each game is its moves from the standard 11×11 start
/// (Copenhagen's) and its winner (`None` for a draw or an unfinished game).
/// Games matching no line count as [`IRREGULAR`].
pub fn stats(games: impl Iterator<Item = Game>) -> Stats {
    let r = recognizer();
    let mut rows: Vec<OpeningStats> = book()
        .openings
        .iter()
        .map(|o| OpeningStats {
            opening: o.name(),
            ..OpeningStats::default()
        })
        .chain(std::iter::once(OpeningStats {
            opening: IRREGULAR.into(),
            ..OpeningStats::default()
        }))
        .collect();
    let irregular = rows.len() - 1;
    let mut total = 0;
    for (moves, winner) in games {
        total += 1;
        let row = r.identify(&moves).map_or(irregular, |f| f.index);
        rows[row].count(winner);
    }
    Stats {
        games: total,
        openings: rows,
    }
}

/// A line of a move-list file that does not read, and its number.
#[derive(Debug)]
pub struct CorpusError {
    pub line: usize,
    pub error: LineError,
}

impl fmt::Display for CorpusError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, {}", self.line, self.error)
    }
}

impl std::error::Error for CorpusError {}

/// A game for [`stats`]: its moves from the start, and its winner.
pub type Game = (Vec<Move>, Option<Side>);

/// The games of a move-list file (`copenhagen.csv`): each game's moves and
/// the winner its record gives (`Black`: attackers, `White`: defenders;
/// `Draw`, `Ongoing` or no result: none). The moves are read, not played.
pub fn read_corpus(text: &str) -> Result<Vec<Game>, CorpusError> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(k, l)| {
            let game = GameLine::parse(l, BOOK_SIZE)
                .map_err(|error| CorpusError { line: k + 1, error })?;
            let winner = game.result.and_then(|r| r.winner());
            Ok((game.moves.into_iter().map(|m| m.mv).collect(), winner))
        })
        .collect()
}

/// The statistics shipped with the program (`assets/opening_stats.ron`):
/// the games of `copenhagen.csv`.
pub fn shipped_stats() -> &'static Stats {
    static STATS: OnceLock<Stats> = OnceLock::new();
    STATS.get_or_init(|| {
        Stats::from_ron(include_str!("../../assets/opening_stats.ron"))
            .unwrap_or_else(|e| panic!("the shipped opening statistics are broken: {e}"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(text: &str) -> Move {
        parse_move(text).unwrap()
    }

    fn line(text: &str) -> Vec<Move> {
        text.split_whitespace().map(m).collect()
    }

    #[test]
    fn the_built_in_book_reads_and_is_legal() {
        let b = book();
        assert_eq!(b.openings.len(), 19);
        let names: usize = b.openings.iter().map(|o| o.names.len()).sum();
        assert_eq!(names, 20, "twenty names of table 1");
        for id in ["copenhagen", "fetlar"] {
            b.check_legal(&Variant::built_in(id).unwrap()).unwrap();
        }
        assert_eq!(
            b.find("hungarian opening").unwrap().name(),
            "Canadian Opening / Hungarian Opening"
        );
        assert_eq!(
            b.find("Millar Gambit (Accepted)").unwrap().table_notation(),
            "H1 → H3, G5 → G2, H3 → H2"
        );
    }

    #[test]
    fn the_shipped_statistics_read() {
        let s = shipped_stats();
        assert_eq!(s.openings.len(), book().openings.len() + 1);
        assert_eq!(s.openings.iter().map(|o| o.games).sum::<usize>(), s.games);
    }

    #[test]
    fn symmetries_form_the_group_of_the_square() {
        let sq = Square::new(2, 7);
        let mut images: Vec<Square> = Symmetry::ALL.iter().map(|s| s.square(sq, 11)).collect();
        images.sort();
        images.dedup();
        assert_eq!(images.len(), 8);
        for s in Symmetry::ALL {
            for col in 0..11 {
                for row in 0..11 {
                    let q = Square::new(col, row);
                    assert_eq!(s.inverse().square(s.square(q, 11), 11), q, "{s:?}");
                }
            }
        }
        // A quarter turn clockwise takes the south edge to the west edge.
        assert_eq!(
            Symmetry::Rotate90.square(m("h1-h2").from, 11).to_string(),
            "a4"
        );
        assert_eq!(Symmetry::MirrorColumns.apply(m("h1-h3"), 11), m("d1-d3"));
    }

    #[test]
    fn the_copenhagen_start_is_symmetric() {
        let start = book_start();
        for s in Symmetry::ALL {
            for (sq, piece) in start.pieces() {
                assert_eq!(start.piece_at(s.square(sq, 11)), Some(piece), "{s:?} {sq}");
            }
        }
    }

    #[test]
    fn prefixes_resolve_to_the_longest_complete_line() {
        let r = recognizer();
        let name = |g: &str| r.identify(&line(g)).map(|f| f.name());
        assert_eq!(name("h1-h3"), None, "eleven lines start so");
        assert_eq!(
            name("h1-h3 g5-g2").as_deref(),
            Some("Millar Gambit (Declined)")
        );
        assert_eq!(
            name("h1-h3 g5-g2 h3-h2").as_deref(),
            Some("Millar Gambit (Accepted)")
        );
        assert_eq!(
            name("h1-h3 g5-g2 d1-d2 f4-c4").as_deref(),
            Some("Millar Gambit (Declined)")
        );
        assert_eq!(name("f2-i2 a4-c4").as_deref(), Some("American Opening"));
        assert_eq!(name("h1-h3 a4-c4"), None);
        assert_eq!(name(""), None);
    }

    #[test]
    fn a_line_still_being_played_is_named_when_it_is_the_only_one() {
        let text = r#"(openings: [
            (names: ["Long"], moves: ["h1-h3", "g5-g2", "h3-h2"]),
            (names: ["Short"], moves: ["f2-i2"]),
        ])"#;
        let b = Book::from_ron(text).unwrap();
        let r = Recognizer::new(&b);
        let f = r.identify(&line("d1-d3 e5-e2")).unwrap();
        assert_eq!((f.name(), f.matched, f.complete), ("Long".into(), 2, false));
        assert_eq!(f.symmetry, Symmetry::MirrorColumns);
        assert_eq!(
            r.identify(&line("d1-d3 e5-e2 a4-c4")),
            None,
            "left the line"
        );
    }

    #[test]
    fn bad_books_are_refused() {
        let twice = r#"(openings: [
            (names: ["A"], moves: ["h1-h4"]),
            (names: ["B"], moves: ["d1-d4"]),
        ])"#;
        let e = Book::from_ron(twice).unwrap_err();
        assert!(
            matches!(
                &e,
                BookError::Entry {
                    problem: EntryProblem::SameMoves(..),
                    ..
                }
            ) && e.to_string().contains("both names"),
            "{e}"
        );
        let bad_move = r#"(openings: [(names: ["A"], moves: ["h1-i3"])])"#;
        let e = Book::from_ron(bad_move).unwrap_err();
        assert!(
            matches!(&e, BookError::Entry { problem: EntryProblem::Move(m), .. } if m == "h1-i3"),
            "{e}"
        );
        let no_name = r#"(openings: [(names: [], moves: ["h1-h3"])])"#;
        assert!(Book::from_ron(no_name).is_err());
    }
}
