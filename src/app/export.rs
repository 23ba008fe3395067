//! Exporting the game: a picture of the position, an animation of the
//! whole game, or the printable record sheet. Rendering and writing run
//! in a task, off the update loop.

use super::Message;
use crate::picture::{self, PictureOptions};
use crate::printable;
use crate::record::GameRecord;
use crate::sheet_move::Perspective;
use iced::Task;
use std::path::{Path, PathBuf};

/// What to export.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Export {
    /// The position on the board, as PNG.
    Picture,
    /// The game from the start, as an animated GIF.
    Animation,
    /// The printable record sheet, as SVG (one file per page).
    Sheet,
}

/// Milliseconds each move shows in an exported animation.
const FRAME_MS: u32 = 900;

impl Export {
    fn extension(self) -> &'static str {
        match self {
            Export::Picture => "png",
            Export::Animation => "gif",
            Export::Sheet => "svg",
        }
    }

    fn filter(self) -> &'static str {
        match self {
            Export::Picture => "PNG picture",
            Export::Animation => "Animated GIF",
            Export::Sheet => "Record sheet (SVG)",
        }
    }
}

/// Asks where to export.
pub fn ask(kind: Export, record: &GameRecord) -> Task<Message> {
    let name = format!("{}.{}", record.variant().id(), kind.extension());
    Task::perform(
        async move {
            rfd::AsyncFileDialog::new()
                .add_filter(kind.filter(), &[kind.extension()])
                .set_file_name(name)
                .save_file()
                .await
                .map(|h| h.path().to_path_buf())
        },
        move |path| Message::ExportTo(kind, path),
    )
}

/// Renders and writes the export; the result says what was written.
pub fn write(
    kind: Export,
    path: PathBuf,
    record: GameRecord,
    options: PictureOptions,
) -> Task<Message> {
    Task::perform(
        async move { export(kind, &path, &record, &options) },
        Message::Exported,
    )
}

/// The export itself, for the task and for tests.
pub fn export(
    kind: Export,
    path: &Path,
    record: &GameRecord,
    options: &PictureOptions,
) -> Result<String, String> {
    let failed = |e: &dyn std::fmt::Display| format!("{}: {e}", path.display());
    match kind {
        Export::Picture => {
            let here = record.node(record.cursor());
            let png = picture::position_png(record.position(), here.played(), options)
                .map_err(|e| failed(&e))?;
            std::fs::write(path, png).map_err(|e| failed(&e))?;
            Ok(format!("Saved the position as {}", path.display()))
        }
        Export::Animation => {
            let gif = picture::game_gif(record, options, FRAME_MS).map_err(|e| failed(&e))?;
            std::fs::write(path, gif).map_err(|e| failed(&e))?;
            Ok(format!("Saved the game as {}", path.display()))
        }
        Export::Sheet => {
            let pages = printable::svg_sheet(record, Perspective::Attackers);
            let files = printable::page_paths(path, pages.len());
            for (file, page) in files.iter().zip(&pages) {
                std::fs::write(file, page).map_err(|e| format!("{}: {e}", file.display()))?;
            }
            Ok(match files.len() {
                1 => format!("Saved the record sheet as {}", path.display()),
                n => format!("Saved the record sheet as {n} pages, {}…", path.display()),
            })
        }
    }
}
