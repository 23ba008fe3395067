//! Command-line commands.

mod bench;
mod check;

use clap::{Parser, Subcommand, ValueEnum};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use taflbord::rules::Repetition;
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
    #[command(subcommand)]
    command: Command,
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
    /// Replay games from a move-list file, one game per line.
    Check {
        file: PathBuf,
        #[arg(long)]
        variant: String,
        /// Repetition rule to replay under, instead of the variant's own.
        #[arg(long)]
        repetition: Option<RepetitionArg>,
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
    },
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

/// Built-in variants, then user variants; broken user files are reported.
fn all_variants(dir: Option<&PathBuf>) -> Vec<Arc<Variant>> {
    let mut all: Vec<Arc<Variant>> = built_ins().to_vec();
    if let Some(dir) = dir {
        let (found, errors) = load_folder(dir);
        for e in errors {
            eprintln!("taflbord: skipped variant file {e}");
        }
        all.extend(found.into_iter().map(Arc::new));
    }
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
    let mut out = std::io::stdout().lock();
    match cli.command {
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
            let mut variant = find_variant(&variant, dir)?;
            if let Some(r) = repetition {
                variant = Arc::new(variant.with_repetition(r.into()));
            }
            check::run(&mut out, &file, &variant)
        }
        Command::Bench { corpus, runs } => bench::run(&mut out, corpus, runs.max(1)),
    }
}
