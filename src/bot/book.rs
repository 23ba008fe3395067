//! The opening book of the stronger levels: for positions of the first
//! moves, the moves strong players chose in real games, how often, and how
//! they scored. A level with the book plays from it while the game is in
//! it, choosing among its good moves at random, so its games differ; the
//! analysis engine never uses it.
//!
//! The book is an asset (`assets/book/copenhagen.ron`) written by
//! `taflbord book` from a file of games. It stores lines of moves from the
//! start; on loading each line is played out and its position found by the
//! engine's hash, so a position reached by another order of moves is in
//! the book too.

use super::{FinishedGame, Rng};
use crate::engine::position::{Move, Position};
use crate::engine::square::Square;
use crate::engine::variant::Variant;
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet};
use std::fmt::Write;
use std::sync::{Arc, OnceLock};

/// A move of the book in one position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BookMove {
    pub mv: Move,
    /// The games that played it here.
    pub games: u32,
    /// The mover's points from those games (a win 1, a draw ½), as a share.
    pub score: f64,
}

/// A book move's share of the mover's points may fall this far under the
/// best move's and still be played.
const WITHIN: f64 = 0.10;

/// An opening book for one variant.
#[derive(Clone, Debug)]
pub struct OpeningBook {
    variant: String,
    positions: HashMap<u64, Vec<BookMove>>,
}

/// The book as it is written: lines of moves from the start, in letters,
/// each with the moves played after it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct BookFile {
    pub variant: String,
    /// Where its games came from, and how it was made.
    pub source: String,
    pub lines: Vec<BookLine>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BookLine {
    /// The moves to the position, from the start (`h1-h3 f8-i8`).
    pub line: String,
    /// Each move played there: the move, games, and the mover's points
    /// doubled (so that draws stay whole numbers).
    pub moves: Vec<(String, u32, u32)>,
}

// Letters as `Move`'s Display writes them (the notation module is above
// the bots, which use the engine only).
fn read_move(text: &str, size: u8) -> Option<Move> {
    let (from, to) = text.split_once('-')?;
    Some(Move::new(
        Square::parse_letters(from, size)?,
        Square::parse_letters(to, size)?,
    ))
}

impl OpeningBook {
    /// Reads a book file for `variant`; a broken file is an error that
    /// says where, never a panic.
    pub fn read(text: &str, variant: &Arc<Variant>) -> Result<OpeningBook, String> {
        let file: BookFile = ron::from_str(text).map_err(|e| format!("the book file: {e}"))?;
        if file.variant != variant.id() {
            return Err(format!(
                "the book is for {}, not {}",
                file.variant,
                variant.id()
            ));
        }
        let size = variant.size();
        let mut positions: HashMap<u64, Vec<BookMove>> = HashMap::new();
        for (k, entry) in file.lines.iter().enumerate() {
            let at = |what: String| format!("book line {}: {what}", k + 1);
            let mut pos = Position::new(variant.clone());
            for word in entry.line.split_whitespace() {
                let mv = read_move(word, size).ok_or_else(|| at(format!("`{word}` is no move")))?;
                pos.play(mv)
                    .map_err(|e| at(format!("`{word}` cannot be played: {e:?}")))?;
            }
            let here = positions.entry(pos.hash()).or_default();
            for (word, games, points) in &entry.moves {
                let mv = read_move(word, size).ok_or_else(|| at(format!("`{word}` is no move")))?;
                if !pos.is_legal(mv) {
                    return Err(at(format!("`{word}` is not legal there")));
                }
                // In u64: twice a count near u32::MAX does not fit in u32.
                if *games == 0 || u64::from(*points) > 2 * u64::from(*games) {
                    return Err(at(format!(
                        "`{word}`: {points} half-points in {games} games"
                    )));
                }
                here.push(BookMove {
                    mv,
                    games: *games,
                    score: f64::from(*points) / (2.0 * f64::from(*games)),
                });
            }
        }
        Ok(OpeningBook {
            variant: file.variant,
            positions,
        })
    }

    /// The book for `variant`, when Taflbord has one (Copenhagen).
    pub fn for_variant(variant: &Variant) -> Option<&'static OpeningBook> {
        static COPENHAGEN: OnceLock<Option<OpeningBook>> = OnceLock::new();
        if variant.id() != "copenhagen" {
            return None;
        }
        COPENHAGEN
            .get_or_init(|| {
                let v = Variant::built_in("copenhagen")?;
                // The asset is checked by the tests; a broken one is no book.
                OpeningBook::read(include_str!("../../assets/book/copenhagen.ron"), &v).ok()
            })
            .as_ref()
    }

    /// How many positions the book knows.
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    /// The book's moves in `pos` (none when it is out of the book).
    pub fn moves(&self, pos: &Position) -> Vec<BookMove> {
        if pos.variant().id() != self.variant {
            return Vec::new();
        }
        self.positions
            .get(&pos.hash())
            .map(|m| m.iter().copied().filter(|b| pos.is_legal(b.mv)).collect())
            .unwrap_or_default()
    }

    /// A move to play from the book: among the moves played in at least a
    /// twentieth of the position's games, those that scored within a tenth
    /// of the best, each as likely as the games that chose it. Scores are
    /// counted with one won and one lost game more, so that a move of five
    /// lucky games does not outrank one of five hundred.
    pub fn choose(&self, pos: &Position, rng: &mut Rng) -> Option<Move> {
        let moves = self.moves(pos);
        // Counted in u64: a book file's counts may each be near u32::MAX.
        let all: u64 = moves.iter().map(|b| u64::from(b.games)).sum();
        let shrunk =
            |b: &BookMove| (b.score * f64::from(b.games) + 1.0) / (f64::from(b.games) + 2.0);
        let common: Vec<&BookMove> = moves
            .iter()
            .filter(|b| u64::from(b.games) * 20 >= all)
            .collect();
        let best = common.iter().map(|b| shrunk(b)).fold(f64::MIN, f64::max);
        let good: Vec<&BookMove> = common
            .into_iter()
            .filter(|b| shrunk(b) >= best - WITHIN)
            .collect();
        let total: u64 = good.iter().map(|b| u64::from(b.games)).sum();
        if total == 0 {
            return None;
        }
        let mut ticket = u64::try_from(rng.below(usize::try_from(total).ok()?)).ok()?;
        for b in good {
            let games = u64::from(b.games);
            if ticket < games {
                return Some(b.mv);
            }
            ticket -= games;
        }
        None
    }
}

/// Plays `moves` from the start while they are legal, handing each to
/// `each` with the position before it and the line that led there.
fn walk(variant: &Arc<Variant>, moves: &[Move], mut each: impl FnMut(&Position, &str, Move)) {
    let mut pos = Position::new(variant.clone());
    let mut line = String::new();
    for &mv in moves {
        if pos.outcome().is_some() || !pos.is_legal(mv) {
            return;
        }
        each(&pos, &line, mv);
        let _ = write!(line, " {mv}");
        if pos.play(mv).is_err() {
            return;
        }
    }
}

/// Notes the line by which a position was first reached.
fn first_seen(order: &mut Vec<u64>, lines: &mut HashMap<u64, String>, key: u64, line: &str) {
    if let std::collections::hash_map::Entry::Vacant(e) = lines.entry(key) {
        order.push(key);
        e.insert(line.trim().to_owned());
    }
}

/// Makes a book from `games`: every position of their first `plies`
/// moves, with the moves played there in at least `min_games` games; and
/// the moves of the `named` openings' lines, which stay in even when few
/// games played them (counted as one drawn game when none did).
pub fn make_book(
    variant: &Arc<Variant>,
    games: &[FinishedGame],
    named: &[Vec<Move>],
    plies: usize,
    min_games: u32,
    source: &str,
) -> BookFile {
    // By line, so the file lists each position once by its first line seen.
    let mut order: Vec<u64> = Vec::new();
    let mut lines: HashMap<u64, String> = HashMap::new();
    let mut counts: HashMap<u64, Vec<(Move, u32, u32)>> = HashMap::new();
    for game in games {
        let moves = &game.moves[..plies.min(game.moves.len())];
        walk(variant, moves, |pos, line, mv| {
            let key = pos.hash();
            first_seen(&mut order, &mut lines, key, line);
            let points = match game.winner {
                Some(w) if w == pos.turn() => 2,
                Some(_) => 0,
                None => 1,
            };
            let here = counts.entry(key).or_default();
            match here.iter_mut().find(|(m, _, _)| *m == mv) {
                Some(entry) => {
                    entry.1 += 1;
                    entry.2 += points;
                }
                None => here.push((mv, 1, points)),
            }
        });
    }
    let mut kept: HashSet<(u64, Move)> = HashSet::new();
    for line in named {
        walk(variant, line, |pos, text, mv| {
            let key = pos.hash();
            first_seen(&mut order, &mut lines, key, text);
            let here = counts.entry(key).or_default();
            if !here.iter().any(|(m, _, _)| *m == mv) {
                here.push((mv, 1, 1));
            }
            kept.insert((key, mv));
        });
    }
    let mut file = BookFile {
        variant: variant.id().to_owned(),
        source: source.to_owned(),
        lines: Vec::new(),
    };
    for key in order {
        let mut moves: Vec<(String, u32, u32)> = counts[&key]
            .iter()
            .filter(|(m, games, _)| *games >= min_games || kept.contains(&(key, *m)))
            .map(|&(m, g, p)| (m.to_string(), g, p))
            .collect();
        if moves.is_empty() {
            continue;
        }
        moves.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        file.lines.push(BookLine {
            line: lines[&key].clone(),
            moves,
        });
    }
    file
}
