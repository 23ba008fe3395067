//! `taflbord convert`: between record formats, chosen by file extension.

use super::Failure;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use taflbord::Variant;
use taflbord::notation::sheet_move::Perspective;
use taflbord::record::GameRecord;
use taflbord::record::sheet::{self, Sheet};
use taflbord::record::{move_list, opentafl};
use taflbord::render::printable;
use taflbord::store::atomic_file;

/// A file format, known by its extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// The record sheet, Taflbord's own format.
    Sheet,
    /// OpenTafl game records.
    OpenTafl,
    /// Letter-coordinate move lists, one game per line.
    MoveList,
    /// The printable sheet, one SVG file per page (written only).
    Svg,
}

impl Format {
    pub fn of(path: &Path) -> Result<Format, Failure> {
        let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        match ext.to_ascii_lowercase().as_str() {
            "tafl" => Ok(Format::Sheet),
            "otg" => Ok(Format::OpenTafl),
            "csv" | "txt" => Ok(Format::MoveList),
            "svg" => Ok(Format::Svg),
            _ => Err(Failure::Message(format!(
                "{}: unknown file type; use .tafl (record sheet), .otg (OpenTafl), \
                 .csv or .txt (move list), or .svg (printable sheet)",
                path.display()
            ))),
        }
    }
}

fn failure(path: &Path, e: impl std::fmt::Display) -> Failure {
    Failure::Message(format!("{}: {e}", path.display()))
}

fn read_text(path: &Path) -> Result<String, Failure> {
    taflbord::record::text::read(path).map_err(|e| failure(path, e))
}

/// Reads one game from a file; `game` picks a line of a move list (from 1).
pub fn read_record(
    path: &Path,
    variant: Option<&Arc<Variant>>,
    extra: &[Arc<Variant>],
    game: usize,
) -> Result<GameRecord, Failure> {
    let format = Format::of(path)?;
    let text = read_text(path)?;
    match format {
        Format::Sheet => {
            let sheet = Sheet::parse(&text).map_err(|e| failure(path, e))?;
            // A sheet typed in from paper may have just its columns.
            let assumed = match variant {
                Some(v) => Arc::clone(v),
                None => {
                    let v = Variant::built_in("copenhagen").expect("built-in variant");
                    if !sheet.names_variant() {
                        eprintln!(
                            "{}: no `Variant:` tag; read as {} (give --variant ID for another)",
                            path.display(),
                            v.id()
                        );
                    }
                    v
                }
            };
            let record = sheet
                .resolve_assuming(extra, Some(&assumed))
                .map_err(|e| failure(path, e))?;
            match sheet.unsupported_result(&record) {
                Some(e) => Err(failure(path, e)),
                None => Ok(record),
            }
        }
        Format::OpenTafl => {
            let record = opentafl::read_otg(&text, extra).map_err(|e| failure(path, e))?;
            match record.unsupported_result() {
                Some(doubt) => Err(failure(path, doubt)),
                None => Ok(record),
            }
        }
        Format::MoveList => {
            let variant = variant.ok_or_else(|| {
                failure(
                    path,
                    "a move list does not name its variant; add --variant ID",
                )
            })?;
            let games = move_list::read_file(&text, variant);
            let count = games.len();
            let (line, result) =
                games
                    .into_iter()
                    .nth(game.saturating_sub(1))
                    .ok_or_else(|| {
                        failure(path, format!("has {count} games, there is no game {game}"))
                    })?;
            result.map_err(|e| failure(path, format!("line {line}, {e}")))
        }
        Format::Svg => Err(failure(
            path,
            "a printable sheet cannot be read back; convert from .tafl, .otg or a move list",
        )),
    }
}

/// Writes a record; returns the files written.
pub fn write_record(
    path: &Path,
    record: &GameRecord,
    perspective: Perspective,
) -> Result<Vec<PathBuf>, Failure> {
    let files: Vec<(PathBuf, String)> = match Format::of(path)? {
        Format::Sheet => vec![(path.into(), sheet::write(record, perspective))],
        Format::OpenTafl => vec![(path.into(), opentafl::write_otg(record))],
        Format::MoveList => vec![(path.into(), move_list::write_line(record) + "\n")],
        Format::Svg => {
            let pages = printable::svg_sheet(record, perspective);
            printable::page_paths(path, pages.len())
                .into_iter()
                .zip(pages)
                .collect()
        }
    };
    for (file, text) in &files {
        atomic_file::write(file, text.as_bytes())
            .map_err(|e| failure(file, format!("cannot write: {}", e.error)))?;
    }
    Ok(files.into_iter().map(|(f, _)| f).collect())
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
    let plies = record.main_line().len() - 1;
    for file in write_record(output, &record, perspective)? {
        writeln!(out, "wrote {} ({plies} plies)", file.display())?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `taflbord blank-sheet`: an empty printable sheet to fill in by hand.
pub fn blank(
    out: &mut impl Write,
    variant: &Variant,
    output: &Path,
    title: &str,
) -> Result<ExitCode, Failure> {
    if Format::of(output)? != Format::Svg {
        return Err(failure(output, "a blank sheet is written as .svg"));
    }
    atomic_file::write(
        output,
        printable::blank_svg_sheet(variant, title).as_bytes(),
    )
    .map_err(|e| failure(output, format!("cannot write: {}", e.error)))?;
    writeln!(out, "wrote {}", output.display())?;
    Ok(ExitCode::SUCCESS)
}
