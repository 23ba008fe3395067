//! `taflbord tournament`: the Fetlar paper's round robin of strategies, printed as
//! a table, optionally with every game saved as a record sheet.

use super::Failure;
use clap::{Args, ValueEnum};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use taflbord::contest::tournament::{self, Config, Entrant};
use taflbord::store::atomic_file;
use taflbord::{Side, Variant};

/// Play every attacker strategy against every defender strategy.
#[derive(Args, Debug)]
pub struct TournamentArgs {
    /// Rule set to play (the strategies are written for 11×11 boards).
    #[arg(long, default_value = "fetlar")]
    pub variant: String,
    /// Games per pairing.
    #[arg(long, default_value_t = 10)]
    pub games: usize,
    /// A game still going after this many moves counts as unfinished.
    #[arg(long, default_value_t = 1000)]
    pub max_plies: usize,
    /// Seed for every random choice: the same seed plays the same games.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Attacker strategies, comma-separated (default: all of them, Random
    /// and the search bot). Names as listed, in any case, with or without
    /// spaces and punctuation: `aggressive,king-centered`; or a level of the
    /// app's bots (`jarl`, `allfather`), thinking as it does.
    #[arg(long, value_delimiter = ',', value_name = "NAMES")]
    pub attackers: Vec<String>,
    /// Defender strategies, comma-separated (default: all of them, Random
    /// and the search bot).
    #[arg(long, value_delimiter = ',', value_name = "NAMES")]
    pub defenders: Vec<String>,
    /// How to print the tables.
    #[arg(long, value_enum, default_value_t = TableFormat::Text)]
    pub format: TableFormat,
    /// Folder to save every game in as a record sheet (.tafl).
    #[arg(long, value_name = "DIR")]
    pub save: Option<PathBuf>,
}

/// Output format of the result tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum TableFormat {
    Text,
    Csv,
    Markdown,
}

fn entrants(side: Side, names: &[String]) -> Result<Vec<Entrant>, String> {
    if names.is_empty() {
        return Ok(tournament::roster(side));
    }
    let mut chosen: Vec<Entrant> = Vec::new();
    for name in names.iter().map(|n| n.trim()).filter(|n| !n.is_empty()) {
        let entrant = tournament::find_entrant(side, name).ok_or_else(|| {
            let known: Vec<String> = tournament::roster(side)
                .into_iter()
                .map(|e| e.name)
                .collect();
            format!(
                "no strategy `{name}` for the {side}; known: {}",
                known.join(", ")
            )
        })?;
        if !chosen.iter().any(|e| e.name == entrant.name) {
            chosen.push(entrant);
        }
    }
    if chosen.is_empty() {
        return Err(format!("no strategy named for the {side}"));
    }
    Ok(chosen)
}

/// Runs the tournament of `args` on `variant` (the one `args` names,
/// found among the built-in and user variants).
pub fn run(
    out: &mut impl Write,
    args: TournamentArgs,
    variant: Arc<Variant>,
) -> Result<ExitCode, Failure> {
    let attackers = entrants(Side::Attackers, &args.attackers)?;
    let defenders = entrants(Side::Defenders, &args.defenders)?;
    let mut config = Config::new(variant);
    config.games = args.games;
    config.max_plies = args.max_plies;
    config.seed = args.seed;
    let report = tournament::run(&config, &attackers, &defenders);
    let table = match args.format {
        TableFormat::Text => report.text(),
        TableFormat::Csv => report.csv(),
        TableFormat::Markdown => report.markdown(),
    };
    out.write_all(table.as_bytes())?;
    if let Some(folder) = &args.save {
        let written = atomic_file::write_all_in(folder, report.sheets())
            .map_err(|e| format!("{}: cannot save the games: {e}", folder.display()))?;
        eprintln!("saved {} games in {}", written.len(), folder.display());
    }
    let forfeits = report.forfeits();
    if forfeits > 0 {
        eprintln!("taflbord: {forfeits} games were lost by a bot that gave no legal move");
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}
