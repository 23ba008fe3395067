//! `taflbord convert`: between record formats, chosen by file extension.

use super::Failure;
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use taflbord::Variant;
use taflbord::move_list;
use taflbord::record::GameRecord;
use taflbord::sheet::{self, Sheet};
use taflbord::sheet_move::Perspective;

/// A file format, known by its extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// The record sheet, Taflbord's own format.
    Sheet,
    /// Letter-coordinate move lists, one game per line.
    MoveList,
}

impl Format {
    pub fn of(path: &Path) -> Result<Format, Failure> {
        let ext = path
            .extension()
            .and_then(|e| e.to_str())
            .unwrap_or("")
            .to_ascii_lowercase();
        match ext.as_str() {
            "tafl" => Ok(Format::Sheet),
            "csv" | "txt" => Ok(Format::MoveList),
            _ => Err(Failure::Message(format!(
                "{}: unknown file type; use .tafl (record sheet) or .csv/.txt (move list)",
                path.display()
            ))),
        }
    }
}

fn read_text(path: &Path) -> Result<String, Failure> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    String::from_utf8(bytes).map_err(|e| {
        Failure::Message(format!(
            "{}: not UTF-8 text (byte {})",
            path.display(),
            e.utf8_error().valid_up_to()
        ))
    })
}

/// Reads one game from a file; `game` picks a line of a move list (from 1).
pub fn read_record(
    path: &Path,
    variant: Option<&Arc<Variant>>,
    extra: &[Arc<Variant>],
    game: usize,
) -> Result<GameRecord, Failure> {
    let text = read_text(path)?;
    match Format::of(path)? {
        Format::Sheet => Sheet::read(&text, extra)
            .map_err(|e| Failure::Message(format!("{}: {e}", path.display()))),
        Format::MoveList => {
            let variant = variant.ok_or_else(|| {
                Failure::Message(format!(
                    "{}: a move list does not name its variant; add --variant ID",
                    path.display()
                ))
            })?;
            let games = move_list::read_file(&text, variant);
            let count = games.len();
            let (line, result) =
                games
                    .into_iter()
                    .nth(game.saturating_sub(1))
                    .ok_or_else(|| {
                        Failure::Message(format!(
                            "{}: has {count} games, there is no game {game}",
                            path.display()
                        ))
                    })?;
            result.map_err(|e| Failure::Message(format!("{}: line {line}, {e}", path.display())))
        }
    }
}

pub fn write_record(
    path: &Path,
    record: &GameRecord,
    perspective: Perspective,
) -> Result<(), Failure> {
    let text = match Format::of(path)? {
        Format::Sheet => sheet::write(record, perspective),
        Format::MoveList => move_list::write_line(record) + "\n",
    };
    std::fs::write(path, text)
        .map_err(|e| Failure::Message(format!("cannot write {}: {e}", path.display())))
}

pub fn run(
    out: &mut impl Write,
    input: &Path,
    output: &Path,
    variant: Option<&Arc<Variant>>,
    extra: &[Arc<Variant>],
    perspective: Perspective,
    game: usize,
) -> Result<ExitCode, Failure> {
    Format::of(output)?;
    let record = read_record(input, variant, extra, game)?;
    write_record(output, &record, perspective)?;
    let plies = record.main_line().len() - 1;
    writeln!(out, "wrote {} ({plies} plies)", output.display())?;
    Ok(ExitCode::SUCCESS)
}
