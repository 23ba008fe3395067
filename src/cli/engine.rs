//! `taflbord engine`: the bot as an engine for other tafl programs, speaking
//! an engine protocol on standard input and output.

use super::Failure;
use std::io::BufReader;
use std::process::ExitCode;
use std::sync::Arc;
use taflbord::Variant;
use taflbord::bot::{
    Analyst, Bot, Evaluation, FIXED_DEPTH_NODES, LEVELS, Level, Limits, Reductions,
};
use taflbord::protocol::{Gtp, Otep, serve};

/// Which protocol to speak.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ProtocolArg {
    /// The OpenTafl Engine Protocol, for running under OpenTafl.
    Otep,
    /// The GTP-like text protocol of the hnefatafl-copenhagen engine.
    Gtp,
}

#[derive(clap::Args, Debug)]
pub struct EngineArgs {
    /// The protocol to speak on standard input and output.
    #[arg(long, value_enum)]
    pub protocol: ProtocolArg,
    /// The variant to start with (default copenhagen); OTEP hosts replace it
    /// with their rules.
    #[arg(long)]
    pub variant: Option<String>,
    /// Strength level: thrall, karl, huscarl, jarl, king (default),
    /// valkyrie, tyr, thor or allfather; or `analysis`, the analysis board's engine (half a
    /// second a move without a clock).
    #[arg(long)]
    pub level: Option<String>,
    /// Seed of the weaker levels' choices among near-equal moves (default:
    /// the clock's time, so runs vary); a seed makes the engine repeat itself.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Plays without the opening book (jarl, king, valkyrie, tyr, thor and allfather use
    /// it in Copenhagen).
    #[arg(long)]
    pub no_book: bool,
    /// How it judges positions: `learned` (the variant's network, else its
    /// linear weights, else hand-set terms), `linear` (the linear weights)
    /// or `hand` (hand-set terms only).
    #[arg(long, value_enum, default_value = "learned")]
    pub eval: EvalArg,
    /// Judges by these weights (a file `taflbord train` wrote) instead.
    #[arg(long, value_name = "FILE", conflicts_with = "eval")]
    pub weights: Option<std::path::PathBuf>,
    /// Judges by this network (a file `taflbord train-network` wrote) instead.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["eval", "weights"])]
    pub network: Option<std::path::PathBuf>,
    /// Does not press the ring when attacking, whatever the level does.
    #[arg(long)]
    pub no_press: bool,
    /// Presses the ring from this ply on (the level's own: 100) when it
    /// presses; negative counts the ramp in before the first move.
    #[arg(
        long,
        value_name = "PLY",
        allow_negative_numbers = true,
        conflicts_with = "no_press"
    )]
    pub press_from: Option<i32>,
    /// Counts this many points against itself for each piece by which the
    /// defenders outnumber its attackers at a corner (the level's own: 40)
    /// when it presses; from 0 to 1,000.
    #[arg(
        long,
        value_name = "POINTS",
        conflicts_with = "no_press",
        value_parser = clap::value_parser!(i32).range(0..=1000)
    )]
    pub outnumbered: Option<i32>,
    /// Counts this many points against itself for each piece by which the
    /// defenders outnumber its attackers on an edge (the level's own:
    /// allfather 40, the others 0, not counted) when it presses; from 0 to
    /// 1,000.
    #[arg(
        long,
        value_name = "POINTS",
        conflicts_with = "no_press",
        value_parser = clap::value_parser!(i32).range(0..=1000)
    )]
    pub edges: Option<i32>,
    /// Reduces late quiet moves by this scheme instead of the level's
    /// (allfather `deep`, which reaches a ply further from the Copenhagen
    /// opening in the same time; the others `plain`).
    #[arg(long, value_enum)]
    pub reductions: Option<ReductionsArg>,
    /// Searches this deep a move instead of as the level says (alone, it
    /// stops after ten million positions, as the levels do).
    #[arg(long)]
    pub depth: Option<u32>,
    /// Thinks this many milliseconds a move instead of as the level says.
    #[arg(long, value_name = "MS")]
    pub move_time: Option<u64>,
    /// Searches this many positions a move instead of as the level says.
    #[arg(long)]
    pub nodes: Option<u64>,
    /// Chooses at random among moves within this many points of the best,
    /// instead of as the level says (0 always plays the best).
    #[arg(long, value_name = "POINTS")]
    pub margin: Option<i32>,
    /// Threads to search on when thinking by time (a search to a fixed
    /// depth or number of positions keeps to one).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
    pub threads: u16,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum EvalArg {
    Learned,
    /// The linear weights (the learned evaluation before the network).
    Linear,
    Hand,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ReductionsArg {
    /// One ply, two from the eleventh move (every level but allfather).
    Plain,
    /// Growing with the depth and the move's place, by even plies (allfather).
    Deep,
}

impl From<ReductionsArg> for Reductions {
    fn from(arg: ReductionsArg) -> Reductions {
        match arg {
            ReductionsArg::Plain => Reductions::Plain,
            ReductionsArg::Deep => Reductions::Deep,
        }
    }
}

/// The analysis board's engine, named as a level.
const ANALYSIS: &str = "analysis";
/// How long it thinks a move without a clock: the review's time.
const ANALYSIS_TIME: std::time::Duration = std::time::Duration::from_millis(500);

/// The limits `--depth`, `--move-time` and `--nodes` set instead of the
/// level's, if any is given. A depth alone is capped by positions, as the
/// levels' are, so that no move can take minutes.
fn limits_asked(args: &EngineArgs) -> Option<Limits> {
    if args.depth.is_none() && args.move_time.is_none() && args.nodes.is_none() {
        return None;
    }
    let capped = args.move_time.is_none() && args.depth.is_some();
    Some(Limits {
        depth: args.depth,
        nodes: args.nodes.or(capped.then_some(FIXED_DEPTH_NODES)),
        time: args.move_time.map(std::time::Duration::from_millis),
        threads: 1,
    })
}

/// A level that answers at once (three plies), so a host without a clock
/// does not wait ten seconds a move.
const DEFAULT_LEVEL: &str = "king";

/// Speaks `args.protocol` starting from `variant` (the one `args` names,
/// found among the built-in and user variants).
pub fn run(args: EngineArgs, variant: Arc<Variant>) -> Result<ExitCode, Failure> {
    let level_id = args.level.as_deref().unwrap_or(DEFAULT_LEVEL);
    // Weaker levels choose among near-equal moves; vary them between runs.
    let seed = args.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    });
    let evaluation = match (&args.weights, &args.network, args.eval) {
        (Some(path), _, _) => {
            Evaluation::Weights(Arc::new(super::train::read_weights(path, &variant)?))
        }
        (None, Some(path), _) => Evaluation::Network(Arc::new(super::train_network::read_network(
            path, &variant,
        )?)),
        (None, None, EvalArg::Learned) => Evaluation::Learned,
        (None, None, EvalArg::Linear) => Evaluation::Linear,
        (None, None, EvalArg::Hand) => Evaluation::Hand,
    };
    let (bot, mut limits): (Box<dyn Bot>, Limits) = if level_id == ANALYSIS {
        (Box::new(Analyst::new()), Limits::time(ANALYSIS_TIME))
    } else {
        let level = Level::by_id(level_id).ok_or_else(|| {
            let ids: Vec<&str> = LEVELS.iter().map(|l| l.id).collect();
            format!(
                "no level `{level_id}`; known: {}, {ANALYSIS}",
                ids.join(", ")
            )
        })?;
        let level = Level {
            book: level.book && !args.no_book,
            margin: args.margin.unwrap_or(level.margin),
            press: level.press && !args.no_press,
            ..level
        };
        let mut bot = level.search_bot(seed).with_evaluation(evaluation);
        if let Some(ply) = args.press_from {
            bot = bot.with_press_from(ply);
        }
        if let Some(points) = args.outnumbered {
            bot = bot.with_outnumbered(points);
        }
        if let Some(points) = args.edges {
            bot = bot.with_edges(points);
        }
        if let Some(reductions) = args.reductions {
            bot = bot.with_reductions(reductions.into());
        }
        (Box::new(bot), level.limits)
    };
    if let Some(asked) = limits_asked(&args) {
        limits = asked;
    }
    let limits = limits.on_threads(usize::from(args.threads));
    let input = BufReader::new(std::io::stdin());
    let output = std::io::stdout().lock();
    match args.protocol {
        ProtocolArg::Otep => serve(&mut Otep::new(variant, bot, limits), input, output)?,
        ProtocolArg::Gtp => serve(&mut Gtp::new(variant, bot, limits), input, output)?,
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;
    use std::time::Duration;

    #[derive(Parser)]
    struct Line {
        #[command(flatten)]
        engine: EngineArgs,
    }

    fn asked(words: &[&str]) -> Option<Limits> {
        let line = ["engine", "--protocol", "gtp"].iter().chain(words);
        limits_asked(&Line::parse_from(line).engine)
    }

    #[test]
    fn a_depth_alone_stops_at_the_levels_count_of_positions() {
        assert_eq!(asked(&[]), None);
        assert_eq!(asked(&["--depth", "7"]), Some(Limits::fixed_depth(7)));
        let counted = asked(&["--depth", "7", "--nodes", "500"]).unwrap();
        assert_eq!((counted.depth, counted.nodes), (Some(7), Some(500)));
        let timed = asked(&["--depth", "7", "--move-time", "300"]).unwrap();
        assert_eq!(
            (timed.nodes, timed.time),
            (None, Some(Duration::from_millis(300)))
        );
        assert_eq!(asked(&["--nodes", "900"]), Some(Limits::nodes(900)));
        assert_eq!(Limits::fixed_depth(7).nodes, Some(FIXED_DEPTH_NODES));
    }
}
