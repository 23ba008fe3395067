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
    if let Some(path) = save {
        super::convert::Format::of(path)?;
    }
    let mut record = read_record(file, variant, extra, 1)?;
    let plies = record.main_line().len() - 1;
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
            wording::score(&english, was),
            wording::score(&english, is),
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
