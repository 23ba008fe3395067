//! `taflbord book`: the stronger levels' opening book, made from a file of
//! real games (one per line, as copenhagen.csv) and the named openings.

use super::Failure;
use clap::Args;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use taflbord::Variant;
use taflbord::bot::FinishedGame;
use taflbord::bot::book::make_book;
use taflbord::learn::openings;
use taflbord::record::move_list::GameLine;
use taflbord::store::atomic_file;

#[derive(Args, Debug)]
pub struct BookArgs {
    /// The games: one per line, moves in letters, then the result (as
    /// copenhagen.csv). Games without a result are left out.
    #[arg(long, value_name = "CSV")]
    pub games: PathBuf,
    /// Where to write the book (RON).
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// How many moves from the start the book covers.
    #[arg(long, default_value_t = 12)]
    pub plies: usize,
    /// A move enters the book when this many games played it (the named
    /// openings' moves always do).
    #[arg(long, default_value_t = 4)]
    pub min_games: u32,
}

/// The finished games of a file of games (one per line, as
/// copenhagen.csv), and how many were left out unfinished.
pub(super) fn read_finished_games(
    path: &Path,
    variant: &Variant,
) -> Result<(Vec<FinishedGame>, usize), Failure> {
    let text = taflbord::record::text::read(path)
        .map_err(|e| Failure::Message(format!("{}: {e}", path.display())))?;
    let mut games = Vec::new();
    let mut skipped = 0;
    for (k, line) in text.lines().enumerate() {
        let read = GameLine::parse(line, variant.size())
            .map_err(|e| format!("{} line {}: {e}", path.display(), k + 1))?;
        match read.result.filter(|r| r.is_final()) {
            Some(r) => games.push(FinishedGame {
                moves: read.moves.iter().map(|m| m.mv).collect(),
                winner: r.winner(),
            }),
            None => skipped += 1,
        }
    }
    Ok((games, skipped))
}

pub fn run(out: &mut impl Write, args: BookArgs) -> Result<ExitCode, Failure> {
    let variant = Variant::built_in("copenhagen").expect("a built-in variant");
    let (games, skipped) = read_finished_games(&args.games, &variant)?;
    let named: Vec<Vec<taflbord::Move>> = openings::book()
        .openings
        .iter()
        .filter_map(|o| o.line().ok())
        .collect();
    let name = args
        .games
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let source = format!(
        "{} finished games of {name} and {} named openings; `taflbord book --plies {} --min-games {}`",
        games.len(),
        named.len(),
        args.plies,
        args.min_games
    );
    let book = make_book(
        &variant,
        &games,
        &named,
        args.plies,
        args.min_games,
        &source,
    );
    let mut text = String::from(
        "// The stronger levels' opening book for Copenhagen. Written by\n\
         // `taflbord book --games copenhagen.csv --out FILE`; do not edit by hand.\n",
    );
    let pretty = ron::ser::PrettyConfig::new().depth_limit(3);
    text.push_str(
        &ron::ser::to_string_pretty(&book, pretty)
            .map_err(|e| Failure::Message(format!("the book: {e}")))?,
    );
    text.push('\n');
    atomic_file::write(&args.out, text.as_bytes())
        .map_err(|e| Failure::Message(format!("{}: {}", args.out.display(), e.error)))?;
    let moves: usize = book.lines.iter().map(|l| l.moves.len()).sum();
    writeln!(
        out,
        "{} games ({skipped} unfinished left out): {} positions, {moves} moves; wrote {}",
        games.len(),
        book.lines.len(),
        args.out.display()
    )?;
    Ok(ExitCode::SUCCESS)
}
