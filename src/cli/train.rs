//! `taflbord train`: the learned evaluation's weights for a variant, fitted
//! to real games (a file of them) and self-play, written with the recipe
//! that made them.

use super::Failure;
use super::book::read_finished_games;
use clap::Args;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;
use taflbord::Variant;
use taflbord::bot::Evaluation;
use taflbord::bot::training::{Labels, fit, loss, samples, self_play, weights_file};
use taflbord::bot::weights::Weights;
use taflbord::store::atomic_file;

#[derive(Args, Debug)]
pub struct TrainArgs {
    /// The variant (built-in id).
    #[arg(long)]
    pub variant: String,
    /// Real games: one per line, moves in letters, then the result (as
    /// copenhagen.csv); unfinished ones are left out.
    #[arg(long, value_name = "CSV")]
    pub games: Option<PathBuf>,
    /// Games of self-play to add.
    #[arg(long, default_value_t = 0)]
    pub self_play: usize,
    /// How deep the self-play bots search.
    #[arg(long, default_value_t = 2)]
    pub depth: u32,
    /// The self-play bots choose among moves this many points from the best.
    #[arg(long, default_value_t = 60)]
    pub margin: i32,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Each position is labelled by a search this deep of the hand-set
    /// evaluation, mixed with the game's end (0: the game's end alone).
    #[arg(long, default_value_t = 0)]
    pub label_depth: u32,
    /// The labelling search judges by these weights (an earlier
    /// generation, written by `taflbord train`) instead of the hand-set terms.
    #[arg(long, value_name = "FILE")]
    pub label_weights: Option<PathBuf>,
    /// The game's end's share in a label, with --label-depth.
    #[arg(long, default_value_t = 0.5)]
    pub result_share: f64,
    /// Threads for the labelling searches (the labels do not depend on it).
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// Every piece is worth at least this many points to its side (0: as
    /// the games say).
    #[arg(long, default_value_t = 0)]
    pub piece_floor: i32,
    /// Steps of the fit.
    #[arg(long, default_value_t = 1500)]
    pub steps: usize,
    /// Where to write the weights (RON).
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
}

/// A weights file for `variant`; a missing, broken or other variant's file
/// is an error naming it.
pub(super) fn read_weights(path: &Path, variant: &Variant) -> Result<Weights, Failure> {
    // Weights are a few kilobytes; a device or a huge file is refused early.
    let text = taflbord::record::text::read_at_most(path, 1 << 20)
        .map_err(|e| Failure::Message(format!("{}: {e}", path.display())))?;
    let weights =
        Weights::read(&text).map_err(|e| Failure::Message(format!("{}: {e}", path.display())))?;
    if !weights.fits(variant) {
        return Err(Failure::Message(format!(
            "{}: the weights are for {}, not {}",
            path.display(),
            weights.file().variant,
            variant.id()
        )));
    }
    Ok(weights)
}

pub fn run(out: &mut impl Write, args: TrainArgs) -> Result<ExitCode, Failure> {
    let started = Instant::now();
    let variant = Variant::built_in(&args.variant).ok_or_else(|| {
        Failure::Message(format!("--variant {}: no built-in variant", args.variant))
    })?;
    let mut games = Vec::new();
    let mut source = Vec::new();
    // Read first: a broken file is found before minutes of self-play.
    let evaluation = match &args.label_weights {
        Some(path) => {
            let weights = read_weights(path, &variant)?;
            let name = path
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
            source.push(format!("--label-weights {name}"));
            Evaluation::Weights(Arc::new(weights))
        }
        None => Evaluation::Hand,
    };
    if let Some(path) = &args.games {
        let (real, skipped) = read_finished_games(path, &variant)?;
        let name = path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        source.push(format!("--games {name}"));
        writeln!(
            out,
            "{} finished games of {name} ({skipped} unfinished left out)",
            real.len()
        )?;
        games.extend(real);
    }
    if args.self_play > 0 {
        let played = self_play(
            &variant,
            args.self_play,
            args.depth,
            args.margin,
            args.seed,
            300,
        );
        let defenders = played
            .iter()
            .filter(|g| g.winner == Some(taflbord::Side::Defenders))
            .count();
        let drawn = played.iter().filter(|g| g.winner.is_none()).count();
        writeln!(
            out,
            "{} self-play games at depth {} ({defenders} won by the defenders, {drawn} drawn), {:.0} s",
            played.len(),
            args.depth,
            started.elapsed().as_secs_f64()
        )?;
        source.push(format!(
            "--self-play {} --depth {} --margin {} --seed {}",
            args.self_play, args.depth, args.margin, args.seed
        ));
        games.extend(played);
    }
    if games.is_empty() {
        return Err(Failure::Message(
            "no games to learn from: give --games CSV or --self-play N".into(),
        ));
    }
    // Every tenth game is held out, to show the fit predicts games it
    // has not seen.
    let (mut learn, mut held) = (Vec::new(), Vec::new());
    for (k, g) in games.into_iter().enumerate() {
        if k % 10 == 9 {
            held.push(g);
        } else {
            learn.push(g);
        }
    }
    let labels = Labels {
        evaluation,
        depth: args.label_depth,
        result_share: if args.label_depth == 0 {
            1.0
        } else {
            args.result_share.clamp(0.0, 1.0)
        },
    };
    let learn = samples(&variant, &learn, &labels, args.threads);
    let held = samples(&variant, &held, &labels, args.threads);
    writeln!(out, "labelled, {:.0} s", started.elapsed().as_secs_f64())?;
    let fitted = fit(&learn, args.steps, args.piece_floor);
    let zero = vec![0.0; fitted.len()];
    let summary = format!(
        "{} positions; log loss {:.4} (held out {:.4}; a coin {:.4})",
        learn.len() + held.len(),
        loss(&learn, &fitted),
        loss(&held, &fitted),
        loss(&held, &zero)
    );
    let floor = if args.piece_floor > 0 {
        format!(" --piece-floor {}", args.piece_floor)
    } else {
        String::new()
    };
    let recipe = format!(
        "taflbord train --variant {} {} --label-depth {} --result-share {}{floor} --steps {}: {summary}; {:.0} s on {} thread(s)",
        args.variant,
        source.join(" "),
        args.label_depth,
        labels.result_share,
        args.steps,
        started.elapsed().as_secs_f64(),
        args.threads
    );
    let weights = weights_file(&variant, &fitted, &recipe).map_err(Failure::Message)?;
    atomic_file::write(&args.out, weights.to_text().as_bytes())
        .map_err(|e| Failure::Message(format!("{}: {}", args.out.display(), e.error)))?;
    writeln!(out, "{summary}; wrote {}", args.out.display())?;
    Ok(ExitCode::SUCCESS)
}
