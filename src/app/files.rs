//! Opening and saving games: reading and writing in tasks, off the update
//! loop. Where to is asked in `dialog`.

use crate::Variant;
use crate::notation::sheet_move::Perspective;
use crate::record::sheet::{self, Sheet};
use crate::record::{GameRecord, opentafl};
use crate::store::atomic_file;
use iced::Task;
use std::path::PathBuf;
use std::sync::Arc;

/// A game read from a file.
#[derive(Clone, Debug)]
pub struct Loaded {
    pub path: PathBuf,
    pub record: Box<GameRecord>,
    /// The variant the game was read as because its sheet names none.
    pub assumed: Option<Arc<Variant>>,
}

/// Whether `path` is a game file the app writes (a sheet or OpenTafl):
/// Ctrl+S saves back to it.
pub fn is_game_file(path: &std::path::Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e == "tafl" || e == "otg")
}

/// Writes `record` to `path`: an OpenTafl game for `.otg`, else a record
/// sheet.
pub fn save(path: PathBuf, record: GameRecord) -> Task<Result<PathBuf, (PathBuf, String)>> {
    Task::future(async move {
        let text = match path.extension().and_then(|e| e.to_str()) {
            Some("otg") => opentafl::write_otg(&record),
            _ => sheet::write(&record, Perspective::Attackers),
        };
        match atomic_file::write(&path, text.as_bytes()) {
            Ok(()) => Ok(path),
            Err(e) => Err((path, e.error.to_string())),
        }
    })
}

/// Reads the game of `path`; a sheet that names no variant is read as
/// `assumed`.
pub fn open(
    path: PathBuf,
    variants: Vec<Arc<Variant>>,
    assumed: Arc<Variant>,
) -> Task<Result<Loaded, (PathBuf, String)>> {
    Task::future(async move { read_game(path, &variants, assumed) })
}

/// Reads a record sheet (`.tafl`) or an OpenTafl game (`.otg`); or the
/// file and why it could not be read.
fn read_game(
    path: PathBuf,
    variants: &[Arc<Variant>],
    assumed: Arc<Variant>,
) -> Result<Loaded, (PathBuf, String)> {
    let text = match crate::record::text::read(&path) {
        Ok(text) => text,
        Err(e) => return Err((path, e.to_string())),
    };
    let (record, assumed) = if path.extension().is_some_and(|e| e == "otg") {
        (
            opentafl::read_otg(&text, variants).map_err(|e| e.to_string()),
            None,
        )
    } else {
        match Sheet::parse(&text) {
            Ok(sheet) => {
                let record = sheet.resolve_assuming(variants, Some(&assumed));
                let named = sheet.names_variant();
                (
                    record.map_err(|e| e.to_string()),
                    (!named).then_some(assumed),
                )
            }
            Err(e) => (Err(e.to_string()), None),
        }
    };
    match record {
        Ok(r) => Ok(Loaded {
            path,
            record: Box::new(r),
            assumed,
        }),
        Err(e) => Err((path, e)),
    }
}
