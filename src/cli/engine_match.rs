//! `taflbord match`: two engines play each other through their protocol,
//! judged by Taflbord's rules; the score, with its Elo difference.

use super::Failure;
use super::convert::{self, Format};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use taflbord::Variant;
use taflbord::clock::TimeControl;
use taflbord::contest::engine_match::{MatchConfig, Score, play_game};
use taflbord::contest::remote::{self, RemoteEngine};
use taflbord::engine::Move;
use taflbord::notation::sheet_move::Perspective;
use taflbord::record::GameRecord;
use taflbord::record::sheet;

/// Two engines' games against each other.
#[derive(clap::Args, Debug)]
pub struct MatchArgs {
    /// The first engine's command line (program and arguments).
    #[arg(long)]
    pub engine1: String,
    /// The second engine's command line.
    #[arg(long)]
    pub engine2: String,
    /// Their protocol: `gtp` (the GTP-style one of the hnefatafl-copenhagen
    /// engine) or `otep` (the OpenTafl Engine Protocol).
    #[arg(long, default_value = "gtp")]
    pub protocol: String,
    #[arg(long, default_value = "copenhagen")]
    pub variant: String,
    /// Games, in pairs from the same opening with sides swapped.
    #[arg(long, default_value_t = 10)]
    pub games: usize,
    /// Fischer (`1+1`, `10s+0`) or sudden death; `none` lets each engine
    /// think as its level says.
    #[arg(long, default_value = "none")]
    pub time_control: String,
    /// Moves before the engines take over: random ones from the seed, or
    /// the first moves of the --openings games.
    #[arg(long, default_value_t = 4)]
    pub opening_plies: usize,
    /// Set openings: a record sheet (.tafl) or OpenTafl game (.otg), or a
    /// folder of them taken in name order. The pairs start from each
    /// game's position after --opening-plies moves, in turn.
    #[arg(long, value_name = "PATH")]
    pub openings: Option<PathBuf>,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// A game still going after this many plies is a draw.
    #[arg(long, default_value_t = 300)]
    pub max_plies: usize,
    /// A folder to save every game in (.tafl).
    #[arg(long, value_name = "DIR")]
    pub save: Option<PathBuf>,
}

pub fn run(
    out: &mut impl Write,
    args: MatchArgs,
    variant: Arc<Variant>,
    extra: &[Arc<Variant>],
) -> Result<ExitCode, Failure> {
    if !matches!(args.protocol.as_str(), "gtp" | "otep") {
        return Err(Failure::Message(format!(
            "--protocol {}: `gtp` (the hnefatafl-copenhagen engine's) or `otep` (OpenTafl's)",
            args.protocol
        )));
    }
    let time_control = TimeControl::parse(&args.time_control)
        .map_err(|e| Failure::Message(format!("--time-control: {e}")))?;
    if !matches!(
        time_control,
        TimeControl::Untimed | TimeControl::Fischer { .. } | TimeControl::SuddenDeath { .. }
    ) {
        return Err(Failure::Message(
            "--time-control: the protocol has Fischer clocks only (`5+3`, `10`, `30s+1`)".into(),
        ));
    }
    if let Some(dir) = &args.save {
        std::fs::create_dir_all(dir)
            .map_err(|e| Failure::Message(format!("{}: {e}", dir.display())))?;
    }
    let openings = match &args.openings {
        Some(path) => read_openings(path, args.opening_plies, &variant, extra)?,
        None => Vec::new(),
    };
    let config = MatchConfig {
        variant,
        games: args.games,
        seed: args.seed,
        opening_plies: args.opening_plies,
        openings,
        time_control,
        max_plies: args.max_plies,
    };
    let mut engines = [
        remote::start(&args.engine1, &args.protocol).map_err(Failure::Message)?,
        remote::start(&args.engine2, &args.protocol).map_err(Failure::Message)?,
    ];
    let clock = match time_control {
        TimeControl::Untimed => "no clock".to_owned(),
        tc => tc.to_string(),
    };
    let from = match &args.openings {
        Some(path) => format!(
            "{} openings of {} moves from {}",
            config.openings.len(),
            args.opening_plies,
            path.display()
        ),
        None => format!("seed {}", config.seed),
    };
    writeln!(
        out,
        "1: {}\n2: {}\n{}, {clock}, {} games, {from}",
        args.engine1,
        args.engine2,
        config.variant.id(),
        config.games,
    )?;
    let mut score = Score::default();
    // The same, by the engine that attacked: the sides of tafl are not
    // alike, and an engine may win all its games on one side only.
    let mut by_attacker = [Score::default(); 2];
    // Whether each engine has moved in the match, by any of its starts.
    let mut moved = [false; 2];
    for k in 0..config.games {
        if k > 0 {
            start_again_after_a_fault(
                &mut engines,
                moved,
                [&args.engine1, &args.engine2],
                &args.protocol,
                out,
            )?;
        }
        let game = play_game(&mut engines, &config, k);
        for (m, engine) in moved.iter_mut().zip(&engines) {
            *m |= engine.has_moved();
        }
        score.add(game.winner);
        by_attacker[game.attacker].add(game.winner);
        let result = match game.winner {
            Some(w) => format!("{} wins", w + 1),
            None => "draw".into(),
        };
        writeln!(
            out,
            "game {:>3}: {} attacks, {} plies, {result} ({})",
            k + 1,
            game.attacker + 1,
            game.record.ply(),
            game.why
        )?;
        if let Some(dir) = &args.save {
            let path = dir.join(format!("game-{:03}.tafl", k + 1));
            let text = sheet::write(&game.record, Perspective::Attackers);
            taflbord::store::atomic_file::write(&path, text.as_bytes())
                .map_err(|e| Failure::Message(format!("{}: {}", path.display(), e.error)))?;
        }
    }
    let elo = score.elo();
    writeln!(
        out,
        "score 1 v 2: {score} (wins, losses, draws), {:.1}% for 1, {elo}",
        score.share() * 100.0
    )?;
    let [attacking, defending] = by_attacker;
    writeln!(
        out,
        "1 attacking: {attacking}, 1 defending: {defending} (wins, losses, draws)"
    )?;
    Ok(ExitCode::SUCCESS)
}

/// Starts again each engine given up on after a fault (a move too slow,
/// a crash), so that a fault costs the game it came in, not the rest of
/// the match. Only an engine that has moved in the match: one that never
/// got that far would fail the same way, at the cost of its waits.
fn start_again_after_a_fault(
    engines: &mut [Box<dyn RemoteEngine>; 2],
    moved: [bool; 2],
    commands: [&str; 2],
    protocol: &str,
    out: &mut impl Write,
) -> Result<(), Failure> {
    for (e, command) in commands.into_iter().enumerate() {
        if !(engines[e].gave_up() && moved[e]) {
            continue;
        }
        match remote::start(command, protocol) {
            Ok(fresh) => {
                engines[e] = fresh;
                writeln!(out, "engine {} started again after its fault", e + 1)?;
            }
            Err(why) => writeln!(out, "engine {} cannot start again: {why}", e + 1)?,
        }
    }
    Ok(())
}

/// The set openings: the first `plies` moves of each game at `path` (a
/// game file, or a folder of them in name order).
fn read_openings(
    path: &Path,
    plies: usize,
    variant: &Arc<Variant>,
    extra: &[Arc<Variant>],
) -> Result<Vec<Vec<Move>>, Failure> {
    let failure = |p: &Path, e: &dyn std::fmt::Display| {
        Failure::Message(format!("--openings {}: {e}", p.display()))
    };
    let files = if path.is_dir() {
        let entries = std::fs::read_dir(path).map_err(|e| failure(path, &e))?;
        let mut files = Vec::new();
        for entry in entries {
            let file = entry.map_err(|e| failure(path, &e))?.path();
            if matches!(Format::of(&file), Ok(Format::Sheet | Format::OpenTafl)) {
                files.push(file);
            }
        }
        files.sort();
        if files.is_empty() {
            return Err(failure(
                path,
                &"no record sheets (.tafl) or OpenTafl games (.otg)",
            ));
        }
        files
    } else {
        vec![path.to_owned()]
    };
    files
        .iter()
        .map(|file| {
            let record = convert::read_record(file, Some(variant), extra, 1)?;
            opening_line(&record, plies, variant).map_err(|e| failure(file, &e))
        })
        .collect()
}

/// The first `plies` moves of `record`, if it is a game of `variant` that
/// has them and is still going after them.
fn opening_line(
    record: &GameRecord,
    plies: usize,
    variant: &Arc<Variant>,
) -> Result<Vec<Move>, String> {
    if record.variant().id() != variant.id() {
        return Err(format!(
            "a game of {}, but the match plays {}",
            record.variant().id(),
            variant.id()
        ));
    }
    let main = record.main_line();
    let moves: Vec<Move> = main.iter().filter_map(|&id| record.node(id).mv()).collect();
    if moves.len() < plies {
        return Err(format!(
            "has {} moves; --opening-plies asks for {plies}",
            moves.len()
        ));
    }
    if record.node(main[plies]).position().outcome().is_some() {
        return Err(format!("the game is over after {plies} moves"));
    }
    Ok(moves[..plies].to_vec())
}
