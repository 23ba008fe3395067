//! `taflbord bench --records`: long games read, checked and converted, with
//! the time of each step and the peak memory. Each length runs in a process
//! of its own (this program again, with `--record-plies N`), so every peak
//! is that length's alone.

use super::Failure;
use super::convert::read_record;
use std::io::Write;
use std::path::Path;
use std::process::{Command, ExitCode};
use std::sync::Arc;
use std::time::{Duration, Instant};
use taflbord::notation::sheet_move::Perspective;
use taflbord::record::{opentafl, sheet};
use taflbord::{Move, Position, Variant};

/// The lengths measured, in plies.
pub const LENGTHS: [usize; 3] = [1_000, 10_000, 100_000];

/// Each step is timed this many times; the median is shown, with the
/// fastest and slowest run.
const RUNS: usize = 5;

/// Runs every length in a child process and prints their lines.
pub fn run_all(out: &mut impl Write) -> Result<ExitCode, Failure> {
    let me = std::env::current_exe().map_err(|e| format!("cannot find this program: {e}"))?;
    writeln!(
        out,
        "long records (Book of Strategy 13×13, two pieces shuffling): \
         move list → sheet, sheet read and checked, sheet → OpenTafl; \
         medians of 5 runs [fastest–slowest]"
    )?;
    for plies in LENGTHS {
        let child = Command::new(&me)
            .args(["bench", "--record-plies", &plies.to_string()])
            .output()
            .map_err(|e| format!("cannot run {}: {e}", me.display()))?;
        if !child.status.success() {
            return Err(Failure::Message(format!(
                "the {plies}-ply run failed: {}",
                String::from_utf8_lossy(&child.stderr)
            )));
        }
        out.write_all(&child.stdout)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// One length: makes the game, then times each step; prints one line.
pub fn run_one(out: &mut impl Write, plies: usize) -> Result<ExitCode, Failure> {
    let variant = Variant::built_in("book13").expect("built-in variant");
    let dir = std::env::temp_dir().join(format!("taflbord-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let list = dir.join("long.txt");
    let tafl = dir.join("long.tafl");
    let otg = dir.join("long.otg");
    std::fs::write(&list, shuffling_game(&variant, plies))
        .map_err(|e| format!("{}: {e}", list.display()))?;
    let baseline = peak_mb();
    let result = (|| -> Result<[Vec<Duration>; 3], Failure> {
        let to_sheet = timed(|| convert(&list, &tafl, Some(&variant)))?;
        let check = timed(|| {
            let record = read_record(&tafl, None, &[], 1)?;
            let plies_read = record.main_line().len() - 1;
            if plies_read != plies {
                return Err(Failure::Message(format!(
                    "read {plies_read} plies of {plies}"
                )));
            }
            Ok(())
        })?;
        let to_otg = timed(|| convert(&tafl, &otg, None))?;
        Ok([to_sheet, check, to_otg])
    })();
    let _ = std::fs::remove_dir_all(&dir);
    let steps = result?;
    let [to_sheet, check, to_otg] = steps.map(|times| spread(&times));
    writeln!(
        out,
        "{plies:>7} plies: list→sheet {to_sheet}, read+check {check}, sheet→otg {to_otg}; \
         peak {} (before reading: {})",
        peak_mb().map_or("n/a".into(), |p| format!("{p:.1} MB")),
        baseline.map_or("n/a".into(), |p| format!("{p:.1} MB")),
    )?;
    Ok(ExitCode::SUCCESS)
}

/// The times of [`RUNS`] runs of `work`.
fn timed(mut work: impl FnMut() -> Result<(), Failure>) -> Result<Vec<Duration>, Failure> {
    (0..RUNS)
        .map(|_| {
            let start = Instant::now();
            work()?;
            Ok(start.elapsed())
        })
        .collect()
}

/// "12.3 ms [11.9–13.0]": the median, then the fastest and slowest run.
fn spread(times: &[Duration]) -> String {
    let mut ms: Vec<f64> = times.iter().map(|d| d.as_secs_f64() * 1e3).collect();
    ms.sort_by(f64::total_cmp);
    format!(
        "{:.1} ms [{:.1}–{:.1}]",
        ms[ms.len() / 2],
        ms[0],
        ms[ms.len() - 1]
    )
}

/// Reads `input` and writes it as `output`, as `taflbord convert` does.
fn convert(input: &Path, output: &Path, variant: Option<&Arc<Variant>>) -> Result<(), Failure> {
    let record = read_record(input, variant, &[], 1)?;
    let text = match output.extension().and_then(|e| e.to_str()) {
        Some("otg") => opentafl::write_otg(&record),
        _ => sheet::write(&record, Perspective::Attackers),
    };
    taflbord::store::atomic_file::write(output, text.as_bytes())
        .map_err(|e| Failure::Message(e.to_string()))
}

/// A legal game of `plies` plies in which one attacker and one defender
/// step out and back (the variant allows repetition), as a move list.
fn shuffling_game(variant: &Arc<Variant>, plies: usize) -> String {
    let start = Position::new(Arc::clone(variant));
    // The first attacker move and defender move that can both step back,
    // capturing nothing: four plies that bring the start position back.
    let back = |m: Move| Move::new(m.to, m.from);
    let plays = |moves: &[Move]| {
        let mut pos = start.clone();
        moves.iter().all(|&m| {
            pos.play(m)
                .is_ok_and(|p| p.captures.is_empty() && p.outcome.is_none())
        }) && pos.hash() == start.hash()
    };
    let cycle = start
        .legal_moves()
        .into_iter()
        .find_map(|a| {
            let mut after = start.clone();
            after.play(a).ok()?;
            after
                .legal_moves()
                .into_iter()
                .map(|d| [a, d, back(a), back(d)])
                .find(|c| plays(c))
        })
        .expect("two pieces can step out and back");
    let mut text = String::with_capacity(plies * 8);
    for k in 0..plies {
        if k > 0 {
            text.push(' ');
        }
        text.push_str(&cycle[k % 4].to_string());
    }
    text.push('\n');
    text
}

/// The process's peak resident memory so far, in MB (Linux only).
fn peak_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}
