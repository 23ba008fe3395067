//! `taflbord openings`: the book of named 11×11 openings, the opening of a
//! recorded game, and how the openings fared in a move-list file.

use super::Failure;
use clap::Args;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use taflbord::Variant;
use taflbord::i18n::locale::{ENGLISH, Locale};
use taflbord::learn::openings::{self, Stats};
use taflbord::store::atomic_file;

#[derive(Args, Debug)]
pub struct OpeningsArgs {
    /// Name the opening of a recorded game (.tafl or .otg).
    #[arg(long, value_name = "FILE", conflicts_with = "stats")]
    identify: Option<PathBuf>,
    /// Count the openings of a move-list file (one game per line, as
    /// copenhagen.csv) and how their games ended, by the recorded results.
    #[arg(long, value_name = "CSV")]
    stats: Option<PathBuf>,
    /// With --stats: also write the statistics as RON to this file.
    #[arg(long, value_name = "FILE", requires = "stats")]
    out: Option<PathBuf>,
}

pub fn run(
    out: &mut impl Write,
    args: OpeningsArgs,
    extra: &[Arc<Variant>],
) -> Result<ExitCode, Failure> {
    if let Some(file) = &args.identify {
        return identify(out, file, extra);
    }
    if let Some(file) = &args.stats {
        return stats(out, file, args.out.as_deref());
    }
    list(out)
}

fn list(out: &mut impl Write) -> Result<ExitCode, Failure> {
    writeln!(
        out,
        "Named openings of 11x11 tafl (the Fetlar strategy paper, table 1), for the standard start \
         of Copenhagen and Fetlar;\nlines as seen from the attackers' south edge, \
         recognised in any of the 8 orientations.\n"
    )?;
    // The command line speaks English, like the rest of its output.
    let english = Locale::new(ENGLISH);
    for o in &openings::book().openings {
        writeln!(out, "{}", o.name())?;
        writeln!(out, "  moves: {}", o.moves.join(" "))?;
        let description = taflbord::learn::opening_words::opening_description(&english, o);
        writeln!(out, "  {description}")?;
        if !o.note.is_empty() {
            writeln!(out, "  note: {}", o.note)?;
        }
        writeln!(out)?;
    }
    Ok(ExitCode::SUCCESS)
}

fn identify(
    out: &mut impl Write,
    file: &Path,
    extra: &[Arc<Variant>],
) -> Result<ExitCode, Failure> {
    let record = super::convert::read_record(file, None, extra, 1)?;
    let variant = record.variant();
    if !openings::covers(variant) {
        let n = variant.size();
        writeln!(
            out,
            "{}: the opening book covers 11x11 games from the standard start \
             (Copenhagen, Fetlar); this game is {} on {n}x{n}",
            file.display(),
            variant.name()
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    if record.start().to_setup() != *variant.start() {
        writeln!(
            out,
            "{}: the game starts from a set-up position, not the usual start; \
             the opening book does not apply",
            file.display()
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    match openings::identify_record(&record) {
        Some(found) => {
            let played: Vec<String> = found.game_moves().iter().map(|m| m.to_string()).collect();
            let book = &found.opening.moves[..found.matched];
            let whole = if found.complete {
                "the whole line"
            } else {
                "the line is not finished yet"
            };
            writeln!(out, "{}: {}", file.display(), found.name())?;
            writeln!(
                out,
                "  moves: {} ({} of {} book moves, {whole})",
                played.join(" "),
                found.matched,
                found.opening.moves.len()
            )?;
            if played.as_slice() == book {
                writeln!(out, "  symmetry: {}", found.symmetry)?;
            } else {
                writeln!(
                    out,
                    "  symmetry: {} (in the book: {})",
                    found.symmetry,
                    book.join(" ")
                )?;
            }
        }
        None => writeln!(out, "{}: irregular opening", file.display())?,
    }
    Ok(ExitCode::SUCCESS)
}

fn stats(out: &mut impl Write, file: &Path, ron_out: Option<&Path>) -> Result<ExitCode, Failure> {
    let text =
        taflbord::record::text::read(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let games = openings::read_corpus(&text).map_err(|e| format!("{}: {e}", file.display()))?;
    let stats = openings::stats(games.into_iter());
    write_table(out, &stats)?;
    if let Some(path) = ron_out {
        let name = file.file_name().map_or_else(
            || file.display().to_string(),
            |n| n.to_string_lossy().into(),
        );
        let body = format!(
            "// How the named openings fared in the {} games of {name}, by the\n\
             // results the records give (attackers: `Black`, defenders: `White`;\n\
             // draws and unfinished games count as other). Written by\n\
             // `taflbord openings --stats {name} --out FILE`; do not edit by hand.\n{}\n",
            stats.games,
            stats.to_ron()
        );
        atomic_file::write(path, body.as_bytes())
            .map_err(|e| format!("{}: cannot write: {}", path.display(), e.error))?;
        writeln!(out, "wrote {}", path.display())?;
    }
    Ok(ExitCode::SUCCESS)
}

fn write_table(out: &mut impl Write, stats: &Stats) -> Result<(), Failure> {
    let width = stats
        .openings
        .iter()
        .map(|o| o.opening.chars().count())
        .max()
        .unwrap_or(0)
        .max(7);
    let pct = |k: usize, n: usize| {
        if n == 0 {
            "-".to_string()
        } else {
            format!("{:.0}%", 100.0 * k as f64 / n as f64)
        }
    };
    writeln!(
        out,
        "{:<width$} {:>6} {:>9} {:>9} {:>6} {:>9}",
        "opening", "games", "attackers", "defenders", "other", "def. wins"
    )?;
    let mut totals = [0usize; 3];
    for o in &stats.openings {
        writeln!(
            out,
            "{:<width$} {:>6} {:>9} {:>9} {:>6} {:>9}",
            o.opening,
            o.games,
            o.attacker_wins,
            o.defender_wins,
            o.other,
            pct(o.defender_wins, o.games)
        )?;
        totals[0] += o.attacker_wins;
        totals[1] += o.defender_wins;
        totals[2] += o.other;
    }
    writeln!(
        out,
        "{:<width$} {:>6} {:>9} {:>9} {:>6} {:>9}",
        "all games",
        stats.games,
        totals[0],
        totals[1],
        totals[2],
        pct(totals[1], stats.games)
    )?;
    Ok(())
}
