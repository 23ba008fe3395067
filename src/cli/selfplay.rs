//! `taflbord selfplay`: games for training the network, written in parts
//! (`part-00000.bin`, ... of `--part` games each) into a folder. A part
//! already there is kept, so a stopped run resumes where it was; the parts
//! follow the seed alone, so any number of threads makes the same data.

use super::Failure;
use clap::Args;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use taflbord::Variant;
use taflbord::bot::Evaluation;
use taflbord::bot::selfplay::{SelfPlay, decode, encode};
use taflbord::store::atomic_file;

#[derive(Args, Debug)]
pub struct SelfplayArgs {
    /// The variant (built-in id, 11×11 for a network).
    #[arg(long, default_value = "copenhagen")]
    pub variant: String,
    /// Games in all.
    #[arg(long)]
    pub games: usize,
    /// Games in each part file.
    #[arg(long, default_value_t = 100)]
    pub part: usize,
    /// Positions each move's search visits.
    #[arg(long, default_value_t = 20_000)]
    pub nodes: u64,
    /// Random moves that open each game (at least; up to twice as many).
    #[arg(long, default_value_t = 4)]
    pub opening_plies: usize,
    /// For this many plies after the opening the bots choose among moves
    /// within --margin points of their best.
    #[arg(long, default_value_t = 16)]
    pub varied_plies: usize,
    #[arg(long, default_value_t = 30)]
    pub margin: i32,
    #[arg(long, default_value_t = 300)]
    pub max_plies: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The bots judge by this network (an earlier generation) instead of
    /// the linear weights.
    #[arg(long, value_name = "FILE")]
    pub network: Option<PathBuf>,
    /// The attacking bot presses the ring (Allfather's way).
    #[arg(long)]
    pub press: bool,
    /// One side searches this many times fewer nodes (the defenders in even
    /// games, the attackers in odd ones), so that both sides win games.
    #[arg(long, default_value_t = 1)]
    pub handicap: u64,
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// Stops starting new parts after this many minutes (what is written stays).
    #[arg(long, value_name = "MINUTES")]
    pub deadline: Option<f64>,
    /// The folder of part files.
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
}

/// The part file of part `k`.
fn part_path(dir: &Path, k: usize) -> PathBuf {
    dir.join(format!("part-{k:05}.bin"))
}

pub fn run(out: &mut impl Write, args: SelfplayArgs) -> Result<ExitCode, Failure> {
    let started = Instant::now();
    let variant = Variant::built_in(&args.variant).ok_or_else(|| {
        Failure::Message(format!("--variant {}: no built-in variant", args.variant))
    })?;
    let evaluation = match &args.network {
        Some(path) => Evaluation::Network(Arc::new(super::train_network::read_network(
            path, &variant,
        )?)),
        None => Evaluation::Linear,
    };
    std::fs::create_dir_all(&args.out)
        .map_err(|e| Failure::Message(format!("{}: {e}", args.out.display())))?;
    let config = SelfPlay {
        variant: variant.clone(),
        seed: args.seed,
        nodes: args.nodes,
        opening_plies: args.opening_plies,
        varied_plies: args.varied_plies,
        margin: args.margin,
        max_plies: args.max_plies,
        evaluation,
        press: args.press,
        handicap: args.handicap,
    };
    let part = args.part.max(1);
    let parts = args.games.div_ceil(part);
    let deadline = args
        .deadline
        .map(|m| Duration::from_secs_f64(m.max(0.0) * 60.0));
    let next = AtomicUsize::new(0);
    let report = Mutex::new((0usize, 0usize, 0usize));
    let failure = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..args.threads.max(1) {
            scope.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= parts || deadline.is_some_and(|d| started.elapsed() >= d) {
                        return;
                    }
                    let path = part_path(&args.out, k);
                    // A part already written (and whole) is kept.
                    if let Ok(bytes) = std::fs::read(&path)
                        && decode(&variant, &bytes).is_ok()
                    {
                        report.lock().map(|mut r| r.0 += 1).ok();
                        continue;
                    }
                    let first = k * part;
                    let games: Vec<_> = (first..(first + part).min(args.games))
                        .map(|g| config.play(g as u64))
                        .collect();
                    let plies: usize = games.iter().map(|g| g.moves.len()).sum();
                    if let Err(e) = atomic_file::write(&path, &encode(&variant, &games)) {
                        *failure.lock().unwrap_or_else(|p| p.into_inner()) =
                            Some(format!("{}: {e}", path.display()));
                        return;
                    }
                    if let Ok(mut r) = report.lock() {
                        r.1 += games.len();
                        r.2 += plies;
                        eprintln!(
                            "part {k}: {} games, {plies} plies ({:.0} s)",
                            games.len(),
                            started.elapsed().as_secs_f64()
                        );
                    }
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().unwrap_or_else(|p| p.into_inner()) {
        return Err(Failure::Message(e));
    }
    let (kept, games, plies) = report.into_inner().unwrap_or_else(|p| p.into_inner());
    writeln!(
        out,
        "{games} games ({plies} plies) in {:.0} s; {kept} parts were already there",
        started.elapsed().as_secs_f64()
    )?;
    Ok(ExitCode::SUCCESS)
}
