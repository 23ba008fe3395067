//! `taflbord train-network`: the network fitted to self-play parts (from
//! `taflbord selfplay`) and real games, epoch by epoch, with a checkpoint
//! after each so that a stopped run resumes; then quantised and written
//! with its recipe.

use super::Failure;
use super::book::read_finished_games;
use super::train::read_weights;
use clap::Args;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};
use taflbord::Variant;
use taflbord::bot::network::train::{Training, samples_ahead};
use taflbord::bot::network::{Accumulator, FloatNetwork, MAX_FILE, Network, quantised_value};
use taflbord::bot::selfplay::{Game, decode};
use taflbord::engine::Side;
use taflbord::store::atomic_file;

#[derive(Args, Debug)]
pub struct TrainNetworkArgs {
    #[arg(long, default_value = "copenhagen")]
    pub variant: String,
    /// Folders of self-play parts (each generation's); every part is read.
    #[arg(long, value_name = "DIR", required_unless_present = "games")]
    pub data: Vec<PathBuf>,
    /// Real games (one per line, as copenhagen.csv), each position
    /// labelled by how its game ended; unfinished ones are left out.
    #[arg(long, value_name = "CSV")]
    pub games: Vec<PathBuf>,
    #[arg(long, default_value_t = 12)]
    pub epochs: u32,
    #[arg(long, default_value_t = 1024)]
    pub batch: usize,
    /// Adam's step size (a tenth of it in the last third of the epochs).
    #[arg(long, default_value_t = 0.002)]
    pub rate: f32,
    /// The game's result's share in a label (the rest is the search's score).
    #[arg(long, default_value_t = 0.5)]
    pub result_share: f32,
    /// Each position learns the search's score from this many plies later
    /// in its game (0: its own), so the evaluation learns to foresee it.
    #[arg(long, default_value_t = 0)]
    pub label_ahead: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Starts from a network that judges as these linear weights
    /// (`taflbord train`'s file, such as assets/eval/copenhagen.ron) do,
    /// instead of from random weights.
    #[arg(long, value_name = "FILE")]
    pub from_weights: Option<PathBuf>,
    /// The run's checkpoint: resumed from when it is there, written after
    /// every epoch.
    #[arg(long, value_name = "FILE")]
    pub checkpoint: Option<PathBuf>,
    /// Stops after the epoch that passes this many minutes.
    #[arg(long, value_name = "MINUTES")]
    pub deadline: Option<f64>,
    /// Where to write the network.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
}

/// A network file for `variant`; a missing, broken or other variant's
/// file is an error naming it and why.
pub(super) fn read_network(path: &Path, variant: &Variant) -> Result<Network, Failure> {
    let fail = |e: String| Failure::Message(format!("{}: {e}", path.display()));
    let file = std::fs::File::open(path).map_err(|e| fail(e.to_string()))?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| fail(e.to_string()))?;
    if bytes.len() as u64 > MAX_FILE {
        return Err(fail(format!(
            "over {} kB: not a network file",
            MAX_FILE / 1024
        )));
    }
    let net = Network::from_bytes(&bytes).map_err(|e| fail(e.to_string()))?;
    if !net.fits(variant) {
        return Err(fail(format!(
            "the network is for {}, not {}",
            net.variant(),
            variant.id()
        )));
    }
    Ok(net)
}

/// Every game of the part files in `dirs`, in the folders' and the
/// names' order.
pub(super) fn read_games(dirs: &[PathBuf], variant: &Arc<Variant>) -> Result<Vec<Game>, Failure> {
    let mut games = Vec::new();
    for dir in dirs {
        let fail = |e: String| Failure::Message(format!("{}: {e}", dir.display()));
        let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
            .map_err(|e| fail(e.to_string()))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "bin"))
            .collect();
        paths.sort();
        for path in paths {
            let bytes = std::fs::read(&path)
                .map_err(|e| Failure::Message(format!("{}: {e}", path.display())))?;
            games.extend(
                decode(variant, &bytes)
                    .map_err(|e| Failure::Message(format!("{}: {e}", path.display())))?,
            );
        }
    }
    Ok(games)
}

pub fn run(out: &mut impl Write, args: TrainNetworkArgs) -> Result<ExitCode, Failure> {
    let started = Instant::now();
    let variant = Variant::built_in(&args.variant).ok_or_else(|| {
        Failure::Message(format!("--variant {}: no built-in variant", args.variant))
    })?;
    if variant.size() != taflbord::bot::network::SIZE {
        return Err(Failure::Message(format!(
            "--variant {}: the network is for 11×11 boards",
            args.variant
        )));
    }
    let mut games = Vec::new();
    for path in &args.games {
        let (real, skipped) = read_finished_games(path, &variant)?;
        writeln!(
            out,
            "{}: {} finished games ({skipped} unfinished left out)",
            path.display(),
            real.len()
        )?;
        games.extend(real.into_iter().map(Game::from));
    }
    games.extend(read_games(&args.data, &variant)?);
    let won = |side| games.iter().filter(|g| g.winner == Some(side)).count();
    let (attackers, defenders) = (won(Side::Attackers), won(Side::Defenders));
    let plies: usize = games.iter().map(|g| g.moves.len()).sum();
    writeln!(
        out,
        "{} games, {:.0} plies on average: {attackers} won by the attackers, \
         {defenders} by the defenders, {} drawn",
        games.len(),
        plies as f64 / games.len().max(1) as f64,
        games.len() - attackers - defenders
    )?;
    // Every twentieth game is held out, to see the fit on games it never saw.
    let (mut seen, mut held) = (Vec::new(), Vec::new());
    for (k, g) in games.into_iter().enumerate() {
        if k % 20 == 19 {
            held.push(g)
        } else {
            seen.push(g)
        }
    }
    let train = samples_ahead(&variant, &seen, args.result_share, args.label_ahead);
    let check = samples_ahead(&variant, &held, args.result_share, args.label_ahead);
    writeln!(
        out,
        "{} games: {} positions to learn from, {} held out ({:.0} s)",
        seen.len() + held.len(),
        train.len(),
        check.len(),
        started.elapsed().as_secs_f64()
    )?;
    let scored: Vec<_> = super::fit_curve::outcomes(&seen)
        .into_iter()
        .flatten()
        .collect();
    if let Ok(curve) = taflbord::analysis::curve::fit(&scored) {
        writeln!(
            out,
            "the games' winning-chance curve: {:.0} points a unit of log-odds, the \
             defenders' offset {:.0}",
            curve.scale, curve.offset
        )?;
    }
    let mut run = match args.checkpoint.as_deref().filter(|p| p.exists()) {
        Some(path) => {
            let bytes = std::fs::read(path)
                .map_err(|e| Failure::Message(format!("{}: {e}", path.display())))?;
            let run = Training::from_bytes(&bytes)
                .map_err(|e| Failure::Message(format!("{}: {e}", path.display())))?;
            writeln!(out, "resumed after epoch {}", run.epoch)?;
            run
        }
        None => match &args.from_weights {
            Some(path) => {
                let weights = read_weights(path, &variant)?;
                Training::from_net(FloatNetwork::from_linear(&weights, args.seed), args.seed)
            }
            None => Training::new(args.seed),
        },
    };
    if run.epoch == 0 {
        writeln!(out, "before training: held out {:.4}", run.loss(&check))?;
    }
    let deadline = args
        .deadline
        .map(|m| Duration::from_secs_f64(m.max(0.0) * 60.0));
    while run.epoch < args.epochs {
        let rate = if run.epoch * 3 >= args.epochs * 2 {
            args.rate / 10.0
        } else {
            args.rate
        };
        let loss = run.epoch(&train, args.batch, rate);
        writeln!(
            out,
            "epoch {}: loss {loss:.4}, held out {:.4} ({:.0} s)",
            run.epoch,
            run.loss(&check),
            started.elapsed().as_secs_f64()
        )?;
        if let Some(path) = &args.checkpoint {
            atomic_file::write(path, &run.to_bytes())
                .map_err(|e| Failure::Message(format!("{}: {e}", path.display())))?;
        }
        if deadline.is_some_and(|d| started.elapsed() >= d) {
            break;
        }
    }
    let recipe = format!(
        "taflbord {} train-network {} ({} games, {} positions, epochs {}, {:.0} s on one core)",
        env!("CARGO_PKG_VERSION"),
        std::env::args().skip(2).collect::<Vec<_>>().join(" "),
        seen.len() + held.len(),
        train.len(),
        run.epoch,
        started.elapsed().as_secs_f64()
    );
    let net = run.net.quantise(variant.id(), &recipe);
    // How far rounding moved the held-out positions' values.
    let worst = check
        .iter()
        .take(20_000)
        .map(|s| {
            let acc = Accumulator::from_inputs(&net, s.inputs());
            let exact =
                run.net.forward(s.inputs(), &s.terms()) * taflbord::bot::network::POINTS as f32;
            (quantised_value(&net, &acc, &s.terms()) as f32 - exact).abs()
        })
        .fold(0.0f32, f32::max);
    writeln!(
        out,
        "quantised: at most {worst:.1} points from the float network"
    )?;
    atomic_file::write(&args.out, &net.to_bytes())
        .map_err(|e| Failure::Message(format!("{}: {e}", args.out.display())))?;
    writeln!(out, "wrote {} ({recipe})", args.out.display())?;
    Ok(ExitCode::SUCCESS)
}
