//! Command-line commands.

mod analyse;
mod bench;
mod bench_records;
mod book;
mod check;
mod convert;
mod engine;
mod engine_match;
mod fit_curve;
mod online_bot;
mod openings;
mod picture;
mod selfplay;
mod timed;
mod tournament;
mod train;
mod train_network;

use clap::{Parser, Subcommand, ValueEnum};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use taflbord::engine::rules::Repetition;
use taflbord::notation::sheet_move::Perspective;
use taflbord::{Position, Variant, built_ins, load_folder, perft};

#[derive(Parser, Debug)]
#[command(
    name = "taflbord",
    version,
    about = "Tafl games: hnefatafl, tablut, brandubh and more"
)]
pub struct Cli {
    /// Folder of user variant files (`*.ron`) to load besides the built-in ones.
    #[arg(long, global = true, value_name = "DIR")]
    variants_dir: Option<PathBuf>,
    /// A game to open in the window (.tafl or .otg).
    file: Option<PathBuf>,
    /// The window's bots play by this seed: the lower levels make the same
    /// choices in the same positions (without it, each game differs).
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// List the variants: id, board size, name.
    Variants,
    /// Count the move sequences of a given length from the start position.
    Perft {
        #[arg(long)]
        variant: String,
        #[arg(long)]
        depth: u32,
    },
    /// Replay games: a move-list file (one game per line) or a record (.tafl, .otg).
    Check {
        file: PathBuf,
        /// The rule set of a move list (records name their own).
        #[arg(long)]
        variant: Option<String>,
        /// Repetition rule to replay under, instead of the variant's own.
        #[arg(long)]
        repetition: Option<RepetitionArg>,
    },
    /// Convert a game between formats, chosen by extension: .tafl (record
    /// sheet), .otg (OpenTafl), .csv/.txt (move list), .svg (printable sheet).
    Convert {
        input: PathBuf,
        output: PathBuf,
        /// The rule set of a move list (records name their own).
        #[arg(long)]
        variant: Option<String>,
        /// Whose side of the table the sheet's coordinates are written from.
        #[arg(long, value_enum, default_value_t = PerspectiveArg::Attacker)]
        perspective: PerspectiveArg,
        /// Which game of a move-list file to convert (from 1).
        #[arg(long, default_value_t = 1)]
        game: usize,
    },
    /// The engine reviews a game (.tafl, .otg, a move list with --variant):
    /// each move judged, the inaccuracies, mistakes and blunders printed
    /// with the better move; --out writes the record annotated.
    Analyse {
        file: PathBuf,
        /// Thinking time for each position of the main line.
        #[arg(long, default_value_t = 500, value_name = "MS")]
        time_per_move: u64,
        /// Threads to search each position on.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
        threads: u16,
        /// Where to write the annotated record (.tafl, .otg).
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// The rule set of a move list or of a sheet naming none.
        #[arg(long)]
        variant: Option<String>,
    },
    /// Seed 000's round robin: every attacker bot against every defender bot.
    Tournament(tournament::TournamentArgs),
    /// Each bot level plays itself on a real clock, as in the app: whether
    /// any loses on time, and the least time left (the margin).
    Timed {
        #[arg(long, default_value = "copenhagen")]
        variant: String,
        /// The time control (`1s+0`, `3+2`, `5d3`, ...).
        #[arg(long, default_value = "1s+0")]
        clock: String,
        /// A game stops after this many plies, if it has not ended.
        #[arg(long, default_value_t = 200)]
        plies: usize,
        /// Games per level.
        #[arg(long, default_value_t = 5)]
        games: usize,
        /// Levels by id, comma-separated (default: all).
        #[arg(long, value_delimiter = ',', value_name = "IDS")]
        levels: Vec<String>,
    },
    /// Two engines play each other through their protocol, judged by
    /// Taflbord's rules: the score with its Elo difference.
    Match(engine_match::MatchArgs),
    /// Play as an engine inside other tafl software, on standard input and output.
    Engine(engine::EngineArgs),
    /// Play on the community's server as a bot account (password from
    /// --password-file or TAFLBORD_PASSWORD).
    OnlineBot(online_bot::OnlineBotArgs),
    /// Draw a game (.tafl or .otg) as a PNG of one position or an animated GIF.
    Picture(picture::PictureArgs),
    /// Write an empty printable record sheet (.svg) for a variant.
    BlankSheet {
        output: PathBuf,
        #[arg(long, default_value = "copenhagen")]
        variant: String,
        /// Title printed at the top right.
        #[arg(long, default_value = "")]
        title: String,
    },
    /// Timed, deterministic work (perft and a corpus replay) to compare speed.
    Bench {
        /// Move-list file to replay; defaults to ../shared/data/copenhagen.csv
        /// when present.
        #[arg(long)]
        corpus: Option<PathBuf>,
        /// How many times to repeat each measurement (the median is shown).
        #[arg(long, default_value_t = 11)]
        runs: usize,
        /// Instead: long records (1,000, 10,000 and 100,000 plies) read,
        /// checked and converted, with time and peak memory.
        #[arg(long)]
        records: bool,
        /// One length of --records, in a process of its own.
        #[arg(long, hide = true)]
        record_plies: Option<usize>,
    },
    /// The named openings of 11x11 tafl: list the book, name the opening of
    /// a game (--identify FILE), or count a move list's openings (--stats CSV).
    Openings(openings::OpeningsArgs),
    /// The stronger levels' opening book, made from a file of real games
    /// and the named openings.
    Book(book::BookArgs),
    /// The learned evaluation's weights for a variant, fitted to real games
    /// and self-play.
    Train(train::TrainArgs),
    /// Self-play games for training the network, written in resumable parts.
    Selfplay(selfplay::SelfplayArgs),
    /// The network evaluation fitted to self-play (see `selfplay`).
    TrainNetwork(train_network::TrainNetworkArgs),
    /// The winning-chance curve fitted to self-play, and checked on real
    /// games reviewed with it.
    FitCurve(fit_curve::FitCurveArgs),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum PerspectiveArg {
    Attacker,
    Defender,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum RepetitionArg {
    /// Copenhagen's historical rule: perpetual repetition loses for the defenders.
    Historical,
    /// Seed 003: a defender move may not recreate an earlier position.
    ForbiddenForDefenders,
    ThreefoldDraw,
    ThreefoldForbidden,
    Allowed,
}

impl From<RepetitionArg> for Repetition {
    fn from(r: RepetitionArg) -> Repetition {
        match r {
            RepetitionArg::Historical => Repetition::DefendersLose,
            RepetitionArg::ForbiddenForDefenders => Repetition::ForbiddenForDefenders,
            RepetitionArg::ThreefoldDraw => Repetition::ThreefoldDraw,
            RepetitionArg::ThreefoldForbidden => Repetition::ThreefoldForbidden,
            RepetitionArg::Allowed => Repetition::Allowed,
        }
    }
}

/// Why a command stopped early.
#[derive(Debug)]
pub enum Failure {
    /// A message for the user, such as a file that cannot be read.
    Message(String),
    /// Writing the output failed (for example, its reader went away).
    Output(std::io::Error),
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Failure::Message(message)
    }
}

impl From<std::io::Error> for Failure {
    fn from(e: std::io::Error) -> Self {
        Failure::Output(e)
    }
}

/// User variants from `dir`; broken files are reported and skipped.
fn user_variants(dir: Option<&PathBuf>) -> Vec<Arc<Variant>> {
    let Some(dir) = dir else { return Vec::new() };
    let (found, errors) = load_folder(dir);
    for e in errors {
        eprintln!("taflbord: skipped variant file {e}");
    }
    found.into_iter().map(Arc::new).collect()
}

/// Built-in variants, then user variants.
fn all_variants(dir: Option<&PathBuf>) -> Vec<Arc<Variant>> {
    let mut all: Vec<Arc<Variant>> = built_ins().to_vec();
    all.extend(user_variants(dir));
    all
}

fn find_variant(id: &str, dir: Option<&PathBuf>) -> Result<Arc<Variant>, String> {
    let all = all_variants(dir);
    all.iter().find(|v| v.id() == id).cloned().ok_or_else(|| {
        let ids: Vec<&str> = all.iter().map(|v| v.id()).collect();
        format!("no variant `{id}`; known: {}", ids.join(", "))
    })
}

pub fn run(cli: Cli) -> Result<ExitCode, Failure> {
    let dir = cli.variants_dir.as_ref();
    // A folder named but not there would otherwise read as one with no
    // variants in it.
    if let Some(dir) = dir
        && let Err(e) = std::fs::read_dir(dir)
    {
        return Err(Failure::Message(format!(
            "--variants-dir {}: cannot read the folder: {e}",
            dir.display()
        )));
    }
    let Some(command) = cli.command else {
        return open_window(cli.file, cli.variants_dir, cli.seed);
    };
    if cli.seed.is_some() {
        return Err(Failure::Message(
            "--seed before a command is the window's; give the command's own --seed after it"
                .into(),
        ));
    }
    let mut out = std::io::stdout().lock();
    match command {
        Command::Variants => {
            for v in all_variants(dir) {
                let n = v.size();
                writeln!(out, "{:<12} {n}x{n}  {}", v.id(), v.name())?;
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Perft { variant, depth } => {
            let variant = find_variant(&variant, dir)?;
            let mut pos = Position::new(variant);
            writeln!(out, "{}", perft(&mut pos, depth))?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Check {
            file,
            variant,
            repetition,
        } => {
            if matches!(
                convert::Format::of(&file),
                Ok(convert::Format::Sheet | convert::Format::OpenTafl)
            ) {
                let variant = variant.map(|id| find_variant(&id, dir)).transpose()?;
                return check::run_record(&mut out, &file, variant.as_ref(), &user_variants(dir));
            }
            let id = variant
                .ok_or_else(|| format!("{}: a move list needs --variant ID", file.display()))?;
            let mut variant = find_variant(&id, dir)?;
            if let Some(r) = repetition {
                variant = Arc::new(variant.with_repetition(r.into()));
            }
            check::run(&mut out, &file, &variant)
        }
        Command::Convert {
            input,
            output,
            variant,
            perspective,
            game,
        } => {
            let variant = variant.map(|id| find_variant(&id, dir)).transpose()?;
            let perspective = match perspective {
                PerspectiveArg::Attacker => Perspective::Attackers,
                PerspectiveArg::Defender => Perspective::Defenders,
            };
            let extra = user_variants(dir);
            convert::run(
                &mut out,
                &input,
                &output,
                variant.as_ref(),
                &extra,
                perspective,
                game,
            )
        }
        Command::Tournament(args) => {
            let variant = find_variant(&args.variant, dir)?;
            tournament::run(&mut out, args, variant)
        }
        Command::Analyse {
            file,
            time_per_move,
            threads,
            out: save,
            variant,
        } => {
            let variant = variant.map(|id| find_variant(&id, dir)).transpose()?;
            let extra = user_variants(dir);
            analyse::run(
                &mut out,
                &file,
                variant.as_ref(),
                &extra,
                std::time::Duration::from_millis(time_per_move.max(1)),
                usize::from(threads),
                save.as_deref(),
            )
        }
        Command::Timed {
            variant,
            clock,
            plies,
            games,
            levels,
        } => {
            let variant = find_variant(&variant, dir)?;
            timed::run(&mut out, variant, &clock, plies, games, &levels)
        }
        Command::Match(args) => {
            let variant = find_variant(&args.variant, dir)?;
            let extra = user_variants(dir);
            engine_match::run(&mut out, args, variant, &extra)
        }
        Command::OnlineBot(args) => online_bot::run(&mut out, args),
        Command::Engine(args) => {
            let variant = find_variant(args.variant.as_deref().unwrap_or("copenhagen"), dir)?;
            // The engine writes replies itself, one flushed line at a time.
            drop(out);
            engine::run(args, variant)
        }
        Command::Picture(args) => picture::run(&mut out, args, &user_variants(dir)),
        Command::BlankSheet {
            output,
            variant,
            title,
        } => {
            let variant = find_variant(&variant, dir)?;
            convert::blank(&mut out, &variant, &output, &title)
        }
        Command::Bench {
            record_plies: Some(plies),
            ..
        } => bench_records::run_one(&mut out, plies),
        Command::Bench { records: true, .. } => bench_records::run_all(&mut out),
        Command::Bench { corpus, runs, .. } => bench::run(&mut out, corpus, runs.max(1)),
        Command::Openings(args) => openings::run(&mut out, args, &user_variants(dir)),
        Command::Book(args) => book::run(&mut out, args),
        Command::Train(args) => train::run(&mut out, args),
        Command::Selfplay(args) => selfplay::run(&mut out, args),
        Command::TrainNetwork(args) => train_network::run(&mut out, args),
        Command::FitCurve(args) => fit_curve::run(&mut out, args),
    }
}

#[cfg(feature = "app")]
fn open_window(
    file: Option<PathBuf>,
    variants_dir: Option<PathBuf>,
    seed: Option<u64>,
) -> Result<ExitCode, Failure> {
    // Without a display the windowing library panics; say it plainly instead.
    #[cfg(all(unix, not(target_os = "macos")))]
    if std::env::var_os("DISPLAY").is_none() && std::env::var_os("WAYLAND_DISPLAY").is_none() {
        return Err(Failure::Message(
            "cannot open the window: no display (DISPLAY and WAYLAND_DISPLAY are unset); \
             the commands work without one, see --help"
                .into(),
        ));
    }
    taflbord::app::run(file, variants_dir, seed)
        .map_err(|e| Failure::Message(format!("cannot open the window: {e}")))?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(not(feature = "app"))]
fn open_window(
    _: Option<PathBuf>,
    _: Option<PathBuf>,
    _: Option<u64>,
) -> Result<ExitCode, Failure> {
    Err(Failure::Message(
        "built without the window (the `app` feature); see --help for the commands".into(),
    ))
}
