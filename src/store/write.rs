//! Writes to disk that the window hands to a background task: each is a
//! value holding everything it writes, so building one costs no I/O, and
//! a [`WriteQueue`] runs them one at a time (they share files such as the
//! recent list), keeping only the newest autosave and settings waiting.

use super::autosave::{self, RecentGame, Session, Store};
use super::settings::Settings;
use crate::contest::matchup::MatchupPlay;
use crate::record::GameRecord;
use std::collections::VecDeque;
use std::fmt;
use std::path::PathBuf;

/// One write to do.
#[derive(Clone, Debug)]
pub enum Write {
    /// The game on the board and the session that points to it, then the
    /// game's line on the recent list.
    Autosave(Box<Autosave>),
    /// No game worth keeping is on the board: forget the session.
    ClearSession { store: Store },
    /// A file the player opened or saved goes on the recent list.
    /// With the game's autosave, whose entry it replaces.
    Remember {
        store: Store,
        game: RecentGame,
        replaces: Option<PathBuf>,
    },
    /// A matchup's score.
    Matchup(Box<MatchupPlay>),
    Settings {
        path: PathBuf,
        settings: Box<Settings>,
    },
    /// A game kept outside the session (an online game): its sheet, then
    /// its line on the recent list when there is one to write.
    Game {
        store: Store,
        path: PathBuf,
        record: Box<GameRecord>,
        recent: Option<RecentGame>,
    },
}

/// An autosave: the game, the session file pointing to it, and its line
/// on the recent list.
#[derive(Clone, Debug)]
pub struct Autosave {
    pub store: Store,
    pub session: Session,
    pub record: GameRecord,
    pub recent: RecentGame,
}

/// What a write was, for its message when it fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WriteKind {
    Autosave,
    ClearSession,
    Remember,
    Matchup,
    Settings,
    Game,
}

/// A write that failed: what it was, the file, and why.
#[derive(Debug)]
pub struct WriteFailed {
    pub kind: WriteKind,
    pub file: PathBuf,
    pub error: std::io::Error,
}

impl fmt::Display for WriteFailed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.file.display(), self.error)
    }
}

impl std::error::Error for WriteFailed {}

impl Write {
    pub fn kind(&self) -> WriteKind {
        match self {
            Write::Autosave(_) => WriteKind::Autosave,
            Write::ClearSession { .. } => WriteKind::ClearSession,
            Write::Remember { .. } => WriteKind::Remember,
            Write::Matchup(_) => WriteKind::Matchup,
            Write::Settings { .. } => WriteKind::Settings,
            Write::Game { .. } => WriteKind::Game,
        }
    }

    /// Does the write (blocking: call it off the window's thread).
    pub fn run(self) -> Result<(), WriteFailed> {
        let kind = self.kind();
        let failed = |file: PathBuf| move |error| WriteFailed { kind, file, error };
        match self {
            Write::Autosave(save) => {
                let Autosave {
                    store,
                    session,
                    record,
                    recent,
                } = *save;
                let game = session.game.clone();
                store
                    .save(&session, &record)
                    .map_err(failed(game.clone()))?;
                store.remember(recent).map_err(failed(game))
            }
            Write::ClearSession { store } => store
                .clear_session()
                .map_err(failed(store.folder().to_path_buf())),
            Write::Remember {
                store,
                game,
                replaces,
            } => {
                let file = game.path.clone();
                store
                    .remember_instead(game, replaces.as_deref())
                    .map_err(failed(file))
            }
            Write::Matchup(play) => {
                save_matchup(&play).map_err(failed(play.folder.join("matchup.ron")))
            }
            Write::Settings { path, settings } => settings.save(&path).map_err(failed(path)),
            Write::Game {
                store,
                path,
                record,
                recent,
            } => {
                autosave::save_game(&path, &record).map_err(failed(path.clone()))?;
                match recent {
                    Some(recent) => store.remember(recent).map_err(failed(path)),
                    None => Ok(()),
                }
            }
        }
    }

    /// Whether `self`, queued later, makes `earlier` pointless: a newer
    /// autosave (or cleared session) replaces an older one, newer settings
    /// older settings.
    fn replaces(&self, earlier: &Write) -> bool {
        use WriteKind::*;
        matches!(
            (self.kind(), earlier.kind()),
            (Autosave | ClearSession, Autosave | ClearSession) | (Settings, Settings)
        )
    }
}

/// Writes waiting their turn, one running at a time.
#[derive(Debug, Default)]
pub struct WriteQueue {
    waiting: VecDeque<Write>,
    running: bool,
}

impl WriteQueue {
    /// Adds `write`; a waiting write it makes pointless is dropped. Returns
    /// the write to start now, if none is running.
    pub fn push(&mut self, write: Write) -> Option<Write> {
        self.waiting.retain(|w| !write.replaces(w));
        self.waiting.push_back(write);
        self.start()
    }

    /// The running write ended; returns the next to start, if any.
    pub fn done(&mut self) -> Option<Write> {
        self.running = false;
        self.start()
    }

    pub fn is_idle(&self) -> bool {
        !self.running && self.waiting.is_empty()
    }

    fn start(&mut self) -> Option<Write> {
        if self.running {
            return None;
        }
        let next = self.waiting.pop_front()?;
        self.running = true;
        Some(next)
    }
}

/// The recent-list entry of `record`, saved now at `path` under `title`.
pub fn recent_entry(record: &GameRecord, path: &std::path::Path, title: String) -> RecentGame {
    RecentGame {
        path: path.to_path_buf(),
        title,
        when: autosave::unix_seconds(std::time::SystemTime::now()),
        // Counted as the sheet numbers them: a move is a row, both sides'.
        moves: match record.main_line().len().saturating_sub(1) {
            0 => 0,
            plies => crate::notation::sheet_move::number_of(plies, record.start().turn()).0,
        },
        result: record.result().map(|r| r.to_string()),
    }
}

/// Writes a matchup's score so far to `matchup.ron` in its folder.
pub fn save_matchup(play: &MatchupPlay) -> std::io::Result<()> {
    let text = ron::ser::to_string_pretty(play, ron::ser::PrettyConfig::new())
        .map_err(std::io::Error::other)?;
    super::atomic_file::write_making_folder(&play.folder.join("matchup.ron"), text.as_bytes())
        .map_err(Into::into)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings() -> Write {
        Write::Settings {
            path: PathBuf::from("/nowhere/settings.ron"),
            settings: Box::default(),
        }
    }

    fn clear() -> Write {
        Write::ClearSession {
            store: Store::new(PathBuf::from("/nowhere")),
        }
    }

    #[test]
    fn one_write_runs_at_a_time_and_the_newest_autosave_wins() {
        let mut q = WriteQueue::default();
        assert_eq!(
            q.push(clear()).map(|w| w.kind()),
            Some(WriteKind::ClearSession)
        );
        // While it runs, three more come: two settings and a session.
        assert!(q.push(settings()).is_none());
        assert!(q.push(clear()).is_none());
        assert!(q.push(settings()).is_none());
        // Only the newest settings and the newest session write remain.
        let next = q.done().map(|w| w.kind());
        assert_eq!(next, Some(WriteKind::ClearSession));
        assert_eq!(q.done().map(|w| w.kind()), Some(WriteKind::Settings));
        assert!(!q.is_idle());
        assert!(q.done().is_none());
        assert!(q.is_idle());
    }
}
