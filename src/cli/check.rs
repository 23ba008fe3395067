//! `taflbord check`: replay a move-list file and compare it with the engine.

use super::Failure;
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use taflbord::Variant;
use taflbord::record::move_list::GameLine;
use taflbord::record::replay::{Problem, Replay};
use taflbord::record::text;

pub fn run(out: &mut impl Write, file: &Path, variant: &Arc<Variant>) -> Result<ExitCode, Failure> {
    let text = text::read(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let (mut games, mut legal, mut captures_agree, mut results_agree) = (0, 0, 0, 0);
    for (k, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        games += 1;
        let game = match GameLine::parse(line, variant.size()) {
            Ok(g) => g,
            Err(e) => {
                writeln!(out, "game {games} (line {}): unreadable: {e}", k + 1)?;
                continue;
            }
        };
        let replay = Replay::run(variant, &game);
        let is_legal = !matches!(
            replay.problem,
            Some(Problem::Illegal { .. } | Problem::MovesAfterEnd { .. })
        );
        legal += usize::from(is_legal);
        captures_agree +=
            usize::from(!matches!(replay.problem, Some(Problem::Captures { .. })) && is_legal);
        let verdict = match (&replay.problem, replay.outcome) {
            (Some(p), _) => p.to_string(),
            (None, Some((ply, o))) => format!("{o} (ply {ply})"),
            (None, None) => format!("{} plies, no end on the board", replay.plies),
        };
        // A result is compared only where both the record and the engine end the game.
        let recorded = game.result.filter(|r| r.is_final());
        let agreement = match (recorded, replay.outcome) {
            (Some(r), Some((_, o))) if replay.problem.is_none() => {
                let same = r.winner() == o.winner;
                results_agree += usize::from(same);
                if same {
                    "; record agrees"
                } else {
                    "; record DISAGREES"
                }
            }
            _ => "",
        };
        let record = match (game.result, game.timeout) {
            (Some(r), true) => format!(" [record: {r:?}, on time]"),
            (Some(r), false) => format!(" [record: {r:?}]"),
            (None, _) => String::new(),
        };
        writeln!(out, "game {games}: {verdict}{agreement}{record}")?;
    }
    writeln!(
        out,
        "games {games} legal {legal} captures-agree {captures_agree} results-agree {results_agree}"
    )?;
    Ok(if legal == games {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// Checks one recorded game (`.tafl`): prints its outcome, or the first
/// error with line and column.
/// Checks a record (`.tafl`, `.otg`); `variant` is the rule set of a
/// sheet that names none.
pub fn run_record(
    out: &mut impl Write,
    file: &Path,
    variant: Option<&Arc<Variant>>,
    extra: &[Arc<Variant>],
) -> Result<ExitCode, Failure> {
    match super::convert::read_record(file, variant, extra, 1) {
        Ok(record) => {
            let plies = record.main_line().len() - 1;
            let verdict = match (record.outcome(), record.result()) {
                (Some(o), _) => format!("{o} (ply {plies})"),
                (None, Some(r)) => {
                    format!("{plies} plies, no end on the board; recorded result: {r}")
                }
                (None, None) => format!("{plies} plies, no end on the board"),
            };
            writeln!(out, "{}: {verdict}", file.display())?;
            Ok(ExitCode::SUCCESS)
        }
        Err(Failure::Message(m)) => {
            writeln!(out, "{m}")?;
            Ok(ExitCode::FAILURE)
        }
        Err(e) => Err(e),
    }
}
