//! `taflbord analyse`: the engine reviews a game's main line, prints the
//! moves that gave something away, and writes the record annotated.

use super::Failure;
use super::convert::{read_record, write_record};
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};
use taflbord::Variant;
use taflbord::analysis::annotate::side_word;
use taflbord::analysis::{Verdict, annotate, review};
use taflbord::bot::Limits;
use taflbord::i18n::locale::{ENGLISH, Locale};
use taflbord::i18n::wording;
use taflbord::notation::sheet_move::{Perspective, number_of};
use taflbord::notation::shown::Notation;

pub fn run(
    out: &mut impl Write,
    file: &Path,
    variant: Option<&Arc<Variant>>,
    extra: &[Arc<Variant>],
    per_move: Duration,
    threads: usize,
    save: Option<&Path>,
) -> Result<ExitCode, Failure> {
    // Where the annotated record goes is checked before the analysis, not
    // after minutes of it.
    if let Some(path) = save {
        super::convert::Format::of(path)?;
        writable_folder(path)?;
    }
    let mut record = read_record(file, variant, extra, 1)?;
    let plies = record.main_line().len() - 1;
    if plies == 0 {
        return Err(format!(
            "{}: the game has no moves, so there is nothing to analyse",
            file.display()
        )
        .into());
    }
    writeln!(
        out,
        "{}: {plies} plies, {} ms a position",
        file.display(),
        per_move.as_millis()
    )?;
    let started = Instant::now();
    let stop = AtomicBool::new(false);
    let limits = Limits::time(per_move).on_threads(threads);
    let result = review(&record, limits, &stop, |_| {});
    let first = record.start().turn();
    let notation = Notation::Sheet;
    // Scores in the attackers' sign, worded as in the window.
    let english = Locale::new(ENGLISH);
    let mut counts = [0usize; 3];
    for m in &result.moves {
        let Some(verdict) = m.verdict else {
            continue;
        };
        counts[verdict as usize] += 1;
        let parent = record.node(m.node).parent().expect("a move has a parent");
        let before = record.node(parent).position();
        let (number, side) = number_of(m.ply, first);
        let better = m
            .better
            .first()
            .map(|&b| format!("; better {}", notation.word(before, b)))
            .unwrap_or_default();
        let (was, is) = m.attackers_scores();
        writeln!(
            out,
            "{number:>3} {:<9} {}{}  {} -> {}{better}",
            side_word(side),
            notation.word(before, m.played),
            verdict.annotation(),
            wording::score(&english, was, record.variant()),
            wording::score(&english, is, record.variant()),
        )?;
    }
    writeln!(
        out,
        "inaccuracies {} mistakes {} blunders {} ({:.1} s)",
        counts[Verdict::Inaccuracy as usize],
        counts[Verdict::Mistake as usize],
        counts[Verdict::Blunder as usize],
        started.elapsed().as_secs_f64()
    )?;
    if let Some(path) = save {
        annotate(&mut record, &result, |m, before| {
            wording::review_comment(&english, m, before, notation)
        });
        for written in write_record(path, &record, Perspective::Attackers)? {
            writeln!(out, "wrote {}", written.display())?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The folder `path` would be written in exists and takes a new file.
fn writable_folder(path: &Path) -> Result<(), Failure> {
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    if !folder.is_dir() {
        return Err(format!(
            "{}: cannot write there: the folder {} does not exist",
            path.display(),
            folder.display()
        )
        .into());
    }
    let probe = folder.join(format!(".taflbord-analyse-{}.probe", std::process::id()));
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&probe)
    {
        Ok(_) => {
            let _ = std::fs::remove_file(&probe);
            Ok(())
        }
        Err(e) => Err(format!(
            "{}: cannot write in {}: {e}",
            path.display(),
            folder.display()
        )
        .into()),
    }
}
