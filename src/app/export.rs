//! Exporting the game: a picture of the position, an animation of the
//! whole game, or the printable record sheet. Rendering and writing run
//! in a task, off the update loop.

use super::screen::game::Message;
use crate::i18n::locale::{Locale, arg};
use crate::notation::sheet_move::Perspective;
use crate::record::GameRecord;
use crate::render::picture::{self, PictureOptions};
use crate::render::printable;
use crate::store::atomic_file;
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
    /// The kind of file written, by extension.
    pub fn extensions(self) -> &'static [&'static str] {
        match self {
            Export::Picture => &["png"],
            Export::Animation => &["gif"],
            Export::Sheet => &["svg"],
        }
    }

    /// The message naming the kind of file in a file dialog.
    pub fn filter(self) -> &'static str {
        match self {
            Export::Picture => "file-kind-png",
            Export::Animation => "file-kind-gif",
            Export::Sheet => "file-kind-sheet-svg",
        }
    }
}

/// What an export wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exported {
    Picture(PathBuf),
    Animation(PathBuf),
    /// The record sheet: its first page's file, and how many pages.
    Sheet(PathBuf, usize),
}

impl Exported {
    /// "Saved the position as …", in the player's language.
    pub fn says(&self, tr: &Locale) -> String {
        let file = |p: &Path| arg(p.display().to_string());
        match self {
            Exported::Picture(p) => tr.format("exported-picture", &[("file", file(p))]),
            Exported::Animation(p) => tr.format("exported-animation", &[("file", file(p))]),
            Exported::Sheet(p, pages) => tr.format(
                "exported-sheet",
                &[("file", file(p)), ("pages", arg(*pages))],
            ),
        }
    }
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
) -> Result<Exported, String> {
    let failed = |e: &dyn std::fmt::Display| format!("{}: {e}", path.display());
    match kind {
        Export::Picture => {
            let here = record.node(record.cursor());
            let png = picture::position_png(record.position(), here.played(), options)
                .map_err(|e| failed(&e))?;
            atomic_file::write(path, &png).map_err(|e| failed(&e.error))?;
            Ok(Exported::Picture(path.to_path_buf()))
        }
        Export::Animation => {
            let gif = picture::game_gif(record, options, FRAME_MS).map_err(|e| failed(&e))?;
            atomic_file::write(path, &gif).map_err(|e| failed(&e.error))?;
            Ok(Exported::Animation(path.to_path_buf()))
        }
        Export::Sheet => {
            let pages = printable::svg_sheet(record, Perspective::Attackers);
            let files = printable::page_paths(path, pages.len());
            for (file, page) in files.iter().zip(&pages) {
                atomic_file::write(file, page.as_bytes()).map_err(|e| e.to_string())?;
            }
            Ok(Exported::Sheet(path.to_path_buf(), files.len()))
        }
    }
}
