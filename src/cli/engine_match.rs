//! `taflbord match`: two engines play each other through their protocol,
//! judged by Taflbord's rules; the score, with its Elo difference.

use super::Failure;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use taflbord::Variant;
use taflbord::clock::TimeControl;
use taflbord::contest::engine_match::{MatchConfig, Score, play_game};
use taflbord::contest::remote;
use taflbord::notation::sheet_move::Perspective;
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
    /// Random moves before the engines take over, from the seed.
    #[arg(long, default_value_t = 4)]
    pub opening_plies: usize,
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
    let config = MatchConfig {
        variant,
        games: args.games,
        seed: args.seed,
        opening_plies: args.opening_plies,
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
    writeln!(
        out,
        "1: {}\n2: {}\n{}, {clock}, {} games, seed {}",
        args.engine1,
        args.engine2,
        config.variant.id(),
        config.games,
        config.seed
    )?;
    let mut score = Score::default();
    for k in 0..config.games {
        let game = play_game(&mut engines, &config, k);
        match game.winner {
            Some(w) => score.wins[w] += 1,
            None => score.draws += 1,
        }
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
        "score 1 v 2: {}-{}-{} (wins, losses, draws), {:.1}% for 1, {elo}",
        score.wins[0],
        score.wins[1],
        score.draws,
        score.share() * 100.0
    )?;
    Ok(ExitCode::SUCCESS)
}
