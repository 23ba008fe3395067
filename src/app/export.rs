//! Exporting the game: a picture of the position, an animation of the
//! whole game, or the printable record sheet. The work runs on its own
//! thread, never on the window's: it tells how far it has got, stops when
//! asked, and writes its file only once the whole of it is made (through
//! the atomic writer, so a stopped export leaves no file, and a file
//! already there is kept as it was).

use super::screen::game::Message;
use crate::i18n::locale::{Locale, arg};
use crate::notation::sheet_move::Perspective;
use crate::record::GameRecord;
use crate::render::picture::{self, PictureOptions};
use crate::render::printable;
use crate::store::atomic_file;
use iced::Task;
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

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

/// How often at most an export tells how far it has got.
const PROGRESS_EVERY: Duration = Duration::from_millis(100);

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
    /// The animation: its file, its pictures, its size in bytes.
    Animation(PathBuf, usize, usize),
    /// The record sheet: its first page's file, and how many pages.
    Sheet(PathBuf, usize),
}

impl Exported {
    /// "Saved the position as …", in the player's language.
    pub fn says(&self, tr: &Locale) -> String {
        let file = |p: &Path| arg(p.display().to_string());
        match self {
            Exported::Picture(p) => tr.format("exported-picture", &[("file", file(p))]),
            Exported::Animation(p, frames, bytes) => tr.format(
                "exported-animation-frames",
                &[
                    ("file", file(p)),
                    ("frames", arg(*frames)),
                    ("kilobytes", arg(bytes.div_ceil(1024))),
                ],
            ),
            Exported::Sheet(p, pages) => tr.format(
                "exported-sheet",
                &[("file", file(p)), ("pages", arg(*pages))],
            ),
        }
    }
}

/// How an export ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ended {
    Written(Exported),
    /// Cancelled: nothing was written to the file.
    Cancelled(PathBuf),
    /// Why the file could not be made or written.
    Failed(String),
}

/// An export under way, as the window shows it.
#[derive(Debug)]
pub struct Exporting {
    pub kind: Export,
    pub path: PathBuf,
    pub done: usize,
    pub of: usize,
    cancel: Arc<AtomicBool>,
}

impl Exporting {
    /// Asks the export to stop; it ends with [`Ended::Cancelled`].
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// Starts the export on its own thread: the task brings its steps to the
/// window as [`Message::ExportProgress`] and, last, [`Message::Exported`].
pub fn start(
    kind: Export,
    path: PathBuf,
    record: GameRecord,
    options: PictureOptions,
) -> Result<(Exporting, Task<Message>), String> {
    let cancel = Arc::new(AtomicBool::new(false));
    let stop = cancel.clone();
    let (tx, rx) = iced::futures::channel::mpsc::unbounded();
    let to = path.clone();
    let of = match kind {
        Export::Animation => record.main_line().len(),
        Export::Picture | Export::Sheet => 1,
    };
    std::thread::Builder::new()
        .spawn(move || {
            let mut told: Option<Instant> = None;
            let ended = export(kind, &to, &record, &options, &stop, |done, of| {
                // A few words a second move the bar; each costs the window
                // a layout, so not one a picture.
                if done == of || told.is_none_or(|t| t.elapsed() >= PROGRESS_EVERY) {
                    told = Some(Instant::now());
                    // The receiver is gone only when the window no longer wants it.
                    let _ = tx.unbounded_send(Message::ExportProgress { done, of });
                }
            });
            let _ = tx.unbounded_send(Message::Exported(ended));
        })
        .map_err(|e| e.to_string())?;
    let exporting = Exporting {
        kind,
        path,
        done: 0,
        of,
        cancel,
    };
    Ok((exporting, Task::run(rx, std::convert::identity)))
}

/// The export itself, for the thread and for tests: `told(done, of)`
/// after each part made; `cancel` is looked at between parts and once
/// more before anything is written.
pub fn export(
    kind: Export,
    path: &Path,
    record: &GameRecord,
    options: &PictureOptions,
    cancel: &AtomicBool,
    mut told: impl FnMut(usize, usize),
) -> Ended {
    let failed = |e: &dyn std::fmt::Display| Ended::Failed(format!("{}: {e}", path.display()));
    let cancelled = || cancel.load(Ordering::Relaxed);
    let bytes: Vec<(PathBuf, Vec<u8>)> = match kind {
        Export::Picture => {
            let here = record.node(record.cursor());
            match picture::position_png(record.position(), here.played(), options) {
                Ok(png) => vec![(path.to_path_buf(), png)],
                Err(e) => return failed(&e),
            }
        }
        Export::Animation => {
            let made = picture::game_gif_with(record, options, FRAME_MS, |done, of| {
                told(done, of);
                if cancelled() {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            });
            match made {
                Ok(Some(gif)) => vec![(path.to_path_buf(), gif)],
                Ok(None) => return Ended::Cancelled(path.to_path_buf()),
                Err(e) => return failed(&e),
            }
        }
        Export::Sheet => {
            let pages = printable::svg_sheet(record, Perspective::Attackers);
            let files = printable::page_paths(path, pages.len());
            files
                .into_iter()
                .zip(pages)
                .map(|(file, page)| (file, page.into_bytes()))
                .collect()
        }
    };
    if cancelled() {
        return Ended::Cancelled(path.to_path_buf());
    }
    for (file, content) in &bytes {
        if let Err(e) = atomic_file::write(file, content) {
            return Ended::Failed(e.to_string());
        }
    }
    Ended::Written(match kind {
        Export::Picture => Exported::Picture(path.to_path_buf()),
        Export::Animation => {
            let frames = record.main_line().len();
            Exported::Animation(path.to_path_buf(), frames, bytes[0].1.len())
        }
        Export::Sheet => Exported::Sheet(path.to_path_buf(), bytes.len()),
    })
}

/// The name an export's file dialog suggests: the game's own file's name
/// when it has one, else its variant, players and day (the sheet's, or
/// today) (`copenhagen-Ada-Jarl-2026-12-04.gif`), safe in any file system.
pub fn suggested_name(record: &GameRecord, file: Option<&Path>, kind: Export) -> String {
    let stem = file
        .and_then(Path::file_stem)
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| {
            let m = &record.meta;
            // A bot's mark on the sheet says nothing in a file's name.
            let player = |name: &str| name.trim().trim_end_matches(" (Taflbord)").to_owned();
            let mut parts = vec![record.variant().id().to_owned()];
            // A game not dated on its sheet is named for the day it is exported.
            let day = match m.date.trim() {
                "" => crate::record::date::today(),
                date => date.to_owned(),
            };
            parts.extend([player(&m.attackers), player(&m.defenders), day]);
            parts.join(" ")
        });
    let safe = safe_name(&stem);
    let stem = if safe.is_empty() {
        record.variant().id().to_owned()
    } else {
        safe
    };
    format!("{stem}.{}", kind.extensions()[0])
}

/// Longest name suggested, in characters (file systems allow 255 bytes).
const NAME_CHARS: usize = 80;

/// `name` kept to letters, digits, `_` and `.`; spaces and anything else
/// (slashes, colons, quotes) become one `-`; no `-` or `.` at either end.
fn safe_name(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_alphanumeric() || c == '_' || c == '.' {
            out.push(c);
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    let ends = |c: char| c == '-' || c == '.';
    let short: String = out.trim_matches(ends).chars().take(NAME_CHARS).collect();
    short.trim_matches(ends).to_owned()
}
