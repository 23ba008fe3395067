//! The opening book: the committed asset reads and every move in it is
//! legal; a broken book is a clear error; a book made from games counts
//! them and keeps the named openings; the stronger levels play from it
//! with variety, the analysis engine never does.

mod common;

use std::sync::Arc;
use taflbord::bot::FinishedGame;
use taflbord::bot::book::{OpeningBook, make_book};
use taflbord::bot::{LEVELS, Limits, Progress, Rng, SearchBot, Style, search_now};
use taflbord::{Move, Position, Side, Square, Variant};

fn copenhagen() -> Arc<Variant> {
    Variant::built_in("copenhagen").unwrap()
}

fn mv(text: &str) -> Move {
    let (a, b) = text.split_once('-').unwrap();
    Move::new(
        Square::parse_letters(a, 11).unwrap(),
        Square::parse_letters(b, 11).unwrap(),
    )
}

#[test]
fn the_book_of_copenhagen_reads_and_knows_the_first_moves() {
    let book = OpeningBook::for_variant(&copenhagen()).expect("the committed book reads");
    assert!(book.len() > 50, "{} positions", book.len());
    let start = Position::new(copenhagen());
    let moves = book.moves(&start);
    assert!(moves.iter().any(|b| b.mv == mv("h1-h3") && b.games > 100));
    for b in &moves {
        assert!(start.is_legal(b.mv));
        assert!((0.0..=1.0).contains(&b.score));
    }
    assert!(OpeningBook::for_variant(&Variant::built_in("fetlar").unwrap()).is_none());
}

#[test]
fn a_broken_book_is_an_error_that_says_where() {
    let v = copenhagen();
    let cases = [
        (
            "(variant: \"copenhagen\", source: \"\", lines: [",
            "the book file",
        ),
        (
            "(variant: \"fetlar\", source: \"\", lines: [])",
            "is for fetlar",
        ),
        (
            "(variant: \"copenhagen\", source: \"\", lines: [(line: \"h1-h3 h3-h1 zz\", moves: [])])",
            "book line 1",
        ),
        (
            "(variant: \"copenhagen\", source: \"\", lines: [(line: \"\", moves: [(\"f6-f7\", 1, 1)])])",
            "not legal",
        ),
        (
            "(variant: \"copenhagen\", source: \"\", lines: [(line: \"\", moves: [(\"h1-h3\", 1, 3)])])",
            "half-points",
        ),
    ];
    for (text, says) in cases {
        let e = OpeningBook::read(text, &v).expect_err(text);
        assert!(e.contains(says), "{text}: {e}");
    }
}

/// Counts as large as a book file can hold: their sums and doubles do not
/// fit in the counts' own type, and must neither panic nor wrap.
#[test]
fn a_book_with_the_largest_counts_reads_and_plays() {
    let v = copenhagen();
    let most = u32::MAX;
    let text = format!(
        "(variant: \"copenhagen\", source: \"\", lines: [(line: \"\", moves: [\
         (\"h1-h3\", {most}, {most}), (\"d1-d3\", {most}, {most})])])"
    );
    let book = OpeningBook::read(&text, &v).unwrap();
    let start = Position::new(v.clone());
    let moves = book.moves(&start);
    assert_eq!(moves.len(), 2);
    for b in &moves {
        assert_eq!(b.games, most);
        // Half-points: as many as the games, a share of one half.
        assert!((b.score - 0.5).abs() < 1e-9, "{b:?}");
    }
    let mut rng = Rng::new(7);
    let chosen: Vec<Move> = (0..40)
        .filter_map(|_| book.choose(&start, &mut rng))
        .collect();
    assert_eq!(chosen.len(), 40, "a move is chosen every time");
    for m in ["h1-h3", "d1-d3"] {
        assert!(chosen.contains(&mv(m)), "{m} is chosen some of the time");
    }
}

#[test]
fn a_book_counts_its_games_and_keeps_the_named_lines() {
    let v = copenhagen();
    let game = |moves: &[&str], winner| FinishedGame {
        moves: moves.iter().map(|m| mv(m)).collect(),
        winner,
    };
    let games = [
        game(&["h1-h3", "f4-i4"], Some(Side::Attackers)),
        game(&["h1-h3", "f4-i4"], Some(Side::Defenders)),
        game(&["h1-h3", "g5-g2"], None),
        game(&["d1-d3", "f4-c4"], Some(Side::Attackers)),
    ];
    let named = [vec![mv("k8-i8"), mv("f8-i8")]];
    let file = make_book(&v, &games, &named, 4, 2, "test");
    let text = ron::to_string(&file).unwrap();
    let book = OpeningBook::read(&text, &v).unwrap();
    let start = Position::new(v.clone());
    let first = book.moves(&start);
    let h1h3 = first.iter().find(|b| b.mv == mv("h1-h3")).unwrap();
    assert_eq!(h1h3.games, 3);
    // One win, one loss, one draw for the attackers.
    assert!((h1h3.score - 0.5).abs() < 1e-9);
    // One game: under the minimum, gone.
    assert!(first.iter().all(|b| b.mv != mv("d1-d3")));
    // A named line stays, though no game played it.
    assert!(first.iter().any(|b| b.mv == mv("k8-i8")));
    let mut after = start.clone();
    after.play(mv("h1-h3")).unwrap();
    let replies = book.moves(&after);
    assert_eq!(replies.len(), 1, "{replies:?}");
    assert_eq!(replies[0].mv, mv("f4-i4"));
    assert!((replies[0].score - 0.5).abs() < 1e-9);
}

fn first_move(bot: &mut SearchBot, pos: &Position) -> (Move, Option<Progress>) {
    let (m, p) = search_now(bot, pos, Limits::depth(2));
    (m.unwrap(), p)
}

#[test]
fn the_stronger_levels_play_from_the_book_with_variety_and_analysis_does_not() {
    let start = Position::new(copenhagen());
    let book = OpeningBook::for_variant(&copenhagen()).unwrap();
    let in_book: Vec<Move> = book.moves(&start).iter().map(|b| b.mv).collect();
    // Six plies of book moves from each seed: the lines differ.
    let mut seen: Vec<Vec<Move>> = Vec::new();
    for seed in 0..24 {
        let mut bot = SearchBot::with_style(
            "allfather",
            Style {
                margin: 0,
                seed,
                book: true,
                ..Style::default()
            },
        );
        let mut pos = start.clone();
        let mut line = Vec::new();
        for _ in 0..6 {
            let here: Vec<Move> = book.moves(&pos).iter().map(|b| b.mv).collect();
            if here.is_empty() {
                break;
            }
            let (m, progress) = first_move(&mut bot, &pos);
            assert!(here.contains(&m), "{m} is not a book move");
            assert!(progress.is_none(), "a book move needs no search");
            pos.play(m).unwrap();
            line.push(m);
        }
        assert!(!line.is_empty());
        if !seen.contains(&line) {
            seen.push(line);
        }
    }
    assert!(seen.len() >= 3, "only {} lines", seen.len());
    assert!(in_book.contains(&seen[0][0]));
    assert!(
        LEVELS.iter().filter(|l| l.book).count() >= 5,
        "jarl, king, valkyrie, thor and allfather"
    );
    // Out of the book, the search plays.
    let mut odd = start.clone();
    odd.play(mv("a4-b4")).unwrap();
    assert!(book.moves(&odd).is_empty());
    let mut bot = SearchBot::with_style(
        "allfather",
        Style {
            margin: 0,
            seed: 1,
            book: true,
            ..Style::default()
        },
    );
    assert!(first_move(&mut bot, &odd).1.is_some());
    // The analysis engine searches even in the book.
    let (_, progress) = first_move(&mut SearchBot::new(), &start);
    assert!(progress.is_some());
    let _ = Rng::new(0);
}

#[test]
fn the_committed_book_is_what_its_recipe_makes() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let Some(corpus) = common::shared::file("data/copenhagen.csv") else {
        return;
    };
    let out = std::env::temp_dir().join(format!("taflbord-book-{}.ron", std::process::id()));
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_taflbord"))
        .args(["book", "--games"])
        .arg(&corpus)
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    assert!(status.status.success(), "{:?}", status);
    let made = std::fs::read_to_string(&out).unwrap();
    let _ = std::fs::remove_file(&out);
    let committed = std::fs::read_to_string(root.join("assets/book/copenhagen.ron")).unwrap();
    assert!(
        made == committed,
        "assets/book/copenhagen.ron is not what `taflbord book` makes"
    );
}
