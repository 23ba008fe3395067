//! The data folder: every game played in the app is written there after
//! each move, with a small session file saying which game was on the
//! board, so a crash or a kill loses at most the move being made. A list
//! of recent games (played, opened or saved) lets the player reopen them.
//!
//! ```text
//! <data>/session.ron                      the game on the board, who plays
//! <data>/recent.ron                       recent games, newest first
//! <data>/games/2026-11-21-1405-copenhagen.tafl
//! <data>/matchups/2026-11-21-1410/round-1-game-1.tafl
//! ```

use crate::contest::matchup::MatchupPlay;
use crate::contest::player::PlayerSetting;
use crate::notation::sheet_move::Perspective;
use crate::record::GameRecord;
use crate::record::sheet::{self, Sheet, SheetError};
use crate::record::text::{self, TextError};
use crate::store::atomic_file;
use crate::{Move, Variant};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

/// The largest session file read: it names a game and a few moves.
const SESSION_BYTES: u64 = 1 << 20;

/// How many games the recent list keeps.
pub const RECENT_LIMIT: usize = 20;

/// What was on the board when the app last saved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Session {
    /// The game's autosave file.
    pub game: PathBuf,
    /// The file the game was opened from or saved to by the player.
    #[serde(default)]
    pub file: Option<PathBuf>,
    pub players: [PlayerSetting; 2],
    /// The moves from the start to the position on the board (the game
    /// may go on past it, or have variations).
    #[serde(default)]
    pub cursor: Vec<String>,
    #[serde(default)]
    pub flipped: bool,
    /// The matchup this game belongs to.
    #[serde(default)]
    pub matchup: Option<MatchupPlay>,
}

/// A session read back, with its game.
#[derive(Debug)]
pub struct Restored {
    pub session: Session,
    pub record: GameRecord,
}

/// Why the last session could not be put back, and the file at fault.
#[derive(Debug)]
pub struct RestoreError {
    pub file: PathBuf,
    pub problem: RestoreProblem,
    /// Where a broken session file was moved, so the next autosave does
    /// not overwrite it.
    pub kept: Option<PathBuf>,
}

#[derive(Debug)]
pub enum RestoreProblem {
    Read(std::io::Error),
    /// Too large, or not UTF-8 (with its line).
    Text(TextError),
    /// The session file is not RON of a session.
    Session(Box<ron::error::SpannedError>),
    /// The game's record sheet does not read.
    Game(Box<SheetError>),
    /// A move of the position on the board (numbered from 1) is not in the
    /// game.
    NotInGame {
        number: usize,
        mv: String,
    },
}

impl fmt::Display for RestoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = self.file.display();
        match &self.problem {
            RestoreProblem::Read(e) => write!(f, "{file}: {e}"),
            RestoreProblem::Text(e) => write!(f, "{file}: {e}"),
            RestoreProblem::Session(e) => {
                let at = e.span.start;
                write!(f, "{file}:{}:{}: {}", at.line, at.col, e.code)
            }
            RestoreProblem::Game(e) => write!(f, "{file}: {e}"),
            RestoreProblem::NotInGame { number, mv } => write!(
                f,
                "{file}: move {number} of the position on the board, `{mv}`, is not in the game"
            ),
        }?;
        match &self.kept {
            Some(aside) => write!(f, " (kept as {})", aside.display()),
            None => Ok(()),
        }
    }
}

impl std::error::Error for RestoreError {}

/// A game in the recent list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RecentGame {
    pub path: PathBuf,
    /// Variant and players, e.g. "Copenhagen · Person v Bot: Karl".
    pub title: String,
    /// Seconds since 1970 when it was last played or saved.
    pub when: u64,
    pub moves: usize,
    /// How it ended, if it did.
    #[serde(default)]
    pub result: Option<String>,
}

/// The data folder.
#[derive(Clone, Debug)]
pub struct Store {
    folder: PathBuf,
}

impl Store {
    pub fn new(folder: PathBuf) -> Store {
        Store { folder }
    }

    pub fn folder(&self) -> &Path {
        &self.folder
    }

    fn session_path(&self) -> PathBuf {
        self.folder.join("session.ron")
    }

    fn recent_path(&self) -> PathBuf {
        self.folder.join("recent.ron")
    }

    /// A new, unused file name for a game of `variant_id` started `now`.
    pub fn new_game_path(&self, variant_id: &str, now: SystemTime) -> PathBuf {
        unused(
            &self.folder.join("games"),
            &format!("{}-{variant_id}", file_stamp(now)),
        )
    }

    /// A new, unused folder for a matchup started `now`.
    pub fn new_matchup_folder(&self, now: SystemTime) -> PathBuf {
        let folder = self.folder.join("matchups");
        let stamp = file_stamp(now);
        first_free(|k| match k {
            1 => folder.join(&stamp),
            _ => folder.join(format!("{stamp}-{k}")),
        })
    }

    /// Writes the game and then the session that points to it.
    pub fn save(&self, session: &Session, record: &GameRecord) -> std::io::Result<()> {
        save_game(&session.game, record)?;
        let text = ron::ser::to_string_pretty(session, ron::ser::PrettyConfig::new())
            .map_err(std::io::Error::other)?;
        atomic_file::write_making_folder(&self.session_path(), text.as_bytes()).map_err(Into::into)
    }

    /// Forgets the session (the board shows no autosaved game).
    pub fn clear_session(&self) -> std::io::Result<()> {
        match std::fs::remove_file(self.session_path()) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        }
    }

    /// The last session, if there is one. An error names the file and
    /// what is wrong with it.
    pub fn restore(&self, variants: &[Arc<Variant>]) -> Result<Option<Restored>, RestoreError> {
        let path = self.session_path();
        let fault = |file: &Path, problem| RestoreError {
            file: file.to_path_buf(),
            problem,
            kept: None,
        };
        // A broken session file is moved aside, as broken settings are:
        // the next autosave would overwrite it.
        let broken = |problem| RestoreError {
            kept: crate::store::settings::move_aside(&path).ok(),
            ..fault(&path, problem)
        };
        let text = match text::read_at_most(&path, SESSION_BYTES) {
            Ok(t) => t,
            Err(TextError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(TextError::Io(e)) => return Err(fault(&path, RestoreProblem::Read(e))),
            Err(e) => return Err(broken(RestoreProblem::Text(e))),
        };
        let session: Session =
            ron::from_str(&text).map_err(|e| broken(RestoreProblem::Session(Box::new(e))))?;
        let game = &session.game;
        let text = text::read(game).map_err(|e| match e {
            TextError::Io(e) => fault(game, RestoreProblem::Read(e)),
            e => fault(game, RestoreProblem::Text(e)),
        })?;
        let mut record = Sheet::read(&text, variants)
            .map_err(|e| fault(game, RestoreProblem::Game(Box::new(e))))?;
        record.go_to_start();
        for (k, mv) in session.cursor.iter().enumerate() {
            let parsed = parse_move(mv, record.position().size());
            if parsed.and_then(|m| record.play(m).ok()).is_none() {
                let problem = RestoreProblem::NotInGame {
                    number: k + 1,
                    mv: mv.clone(),
                };
                return Err(fault(&path, problem));
            }
        }
        Ok(Some(Restored { session, record }))
    }

    /// The recent games, newest first. A broken list reads as empty (it
    /// is only a convenience, and is rewritten at the next save).
    pub fn recent(&self) -> Vec<RecentGame> {
        std::fs::read_to_string(self.recent_path())
            .ok()
            .and_then(|t| ron::from_str(&t).ok())
            .unwrap_or_default()
    }

    /// Puts `game` at the top of the recent list.
    pub fn remember(&self, game: RecentGame) -> std::io::Result<()> {
        self.remember_instead(game, None)
    }

    /// Puts `game` at the top of the recent list, in place of the entry of
    /// `old` (a game's autosave, once it has a file of its own): one entry
    /// per game, each file once.
    pub fn remember_instead(&self, game: RecentGame, old: Option<&Path>) -> std::io::Result<()> {
        let mut list = self.recent();
        list.retain(|g| g.path != game.path && Some(g.path.as_path()) != old);
        list.insert(0, game);
        list.truncate(RECENT_LIMIT);
        let text = ron::ser::to_string_pretty(&list, ron::ser::PrettyConfig::new())
            .map_err(std::io::Error::other)?;
        atomic_file::write_making_folder(&self.recent_path(), text.as_bytes()).map_err(Into::into)
    }
}

/// Writes a game as a record sheet, atomically.
pub fn save_game(path: &Path, record: &GameRecord) -> std::io::Result<()> {
    let text = sheet::write(record, Perspective::Attackers);
    atomic_file::write_making_folder(path, text.as_bytes()).map_err(Into::into)
}

/// The moves from the start to the cursor, for [`Session::cursor`].
pub fn cursor_moves(record: &GameRecord) -> Vec<String> {
    record
        .path_to(record.cursor())
        .into_iter()
        .filter_map(|id| record.node(id).mv())
        .map(|m| m.to_string())
        .collect()
}

fn parse_move(text: &str, size: u8) -> Option<Move> {
    crate::notation::letters::LetterMove::parse(text, size)
        .ok()
        .map(|m| m.mv)
}

/// `folder/stem.tafl`, or `stem-2.tafl` and so on if taken.
fn unused(folder: &Path, stem: &str) -> PathBuf {
    first_free(|k| match k {
        1 => folder.join(format!("{stem}.tafl")),
        _ => folder.join(format!("{stem}-{k}.tafl")),
    })
}

/// The first of `name(1)`, `name(2)`, ... that does not exist yet.
fn first_free(name: impl Fn(u32) -> PathBuf) -> PathBuf {
    (1..)
        .map(&name)
        .find(|p| !p.exists())
        .unwrap_or_else(|| name(1))
}

/// Seconds since 1970.
pub fn unix_seconds(t: SystemTime) -> u64 {
    t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

/// `2026-11-21-1405` (UTC), sortable, for file names.
fn file_stamp(t: SystemTime) -> String {
    let (y, m, d, hh, mm) = civil(unix_seconds(t));
    format!("{y:04}-{m:02}-{d:02}-{hh:02}{mm:02}")
}

/// The computer's time zone (the `TZ` variable, else `/etc/localtime`),
/// when it can be read.
pub fn local_zone() -> Option<jiff::tz::TimeZone> {
    jiff::tz::TimeZone::try_system().ok()
}

/// `2026-11-21 15:05`, a Unix time on the clock of `zone`, for the recent
/// list; `2026-11-21 14:05 UTC`, labelled, when there is no zone.
pub fn display_time(seconds: u64, zone: Option<&jiff::tz::TimeZone>) -> String {
    let local = zone.and_then(|zone| {
        let at = jiff::Timestamp::from_second(i64::try_from(seconds).ok()?).ok()?;
        let t = zone.to_datetime(at);
        Some(format!(
            "{:04}-{:02}-{:02} {:02}:{:02}",
            t.year(),
            t.month(),
            t.day(),
            t.hour(),
            t.minute()
        ))
    });
    local.unwrap_or_else(|| {
        let (y, m, d, hh, mm) = civil(seconds);
        format!("{y:04}-{m:02}-{d:02} {hh:02}:{mm:02} UTC")
    })
}

/// Year, month, day, hour and minute (UTC) of a Unix time: the days
/// since 1970 counted into 400-year eras of the Gregorian calendar.
fn civil(seconds: u64) -> (i64, u32, u32, u32, u32) {
    let days = (seconds / 86_400) as i64;
    let rest = seconds % 86_400;
    let (hh, mm) = ((rest / 3600) as u32, ((rest % 3600) / 60) as u32);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d, hh, mm)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_broken_session_file_is_kept_aside_not_overwritten() {
        let dir = std::env::temp_dir().join(format!("taflbord-session-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let store = Store::new(dir.clone());
        let variants = crate::built_ins().to_vec();
        assert!(store.restore(&variants).unwrap().is_none());
        let broken = b"(game: \"x.tafl\", players: [Person, \xff";
        std::fs::write(store.session_path(), broken).unwrap();
        let e = store.restore(&variants).unwrap_err();
        let message = e.to_string();
        assert!(
            message.contains("line 1, column 36: not UTF-8"),
            "{message}"
        );
        assert!(message.contains("session.bad.ron"), "{message}");
        assert!(!store.session_path().exists());
        assert_eq!(std::fs::read(dir.join("session.bad.ron")).unwrap(), broken);
        // Not RON, and too large (a link to a device that never ends).
        std::fs::write(store.session_path(), "(game: ").unwrap();
        let e = store.restore(&variants).unwrap_err().to_string();
        assert!(e.contains("session.bad-2.ron"), "{e}");
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink("/dev/zero", store.session_path()).unwrap();
            let e = store.restore(&variants).unwrap_err().to_string();
            assert!(e.contains("larger than 1 MB"), "{e}");
        }
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn civil_dates() {
        assert_eq!(civil(0), (1970, 1, 1, 0, 0));
        // 2000-02-29 12:34 UTC, a leap day.
        assert_eq!(civil(951_827_640), (2000, 2, 29, 12, 34));
        // 2026-11-21 00:00 UTC.
        assert_eq!(civil(1_795_219_200), (2026, 11, 21, 0, 0));
    }

    #[test]
    fn the_recent_list_tells_local_time_or_says_utc() {
        use jiff::tz::{TimeZone, offset};
        // 2026-11-21 00:00 UTC is the evening before in New York, and
        // one in the morning in Oslo.
        let at = 1_795_219_200;
        assert_eq!(display_time(at, None), "2026-11-21 00:00 UTC");
        let oslo = TimeZone::fixed(offset(1));
        assert_eq!(display_time(at, Some(&oslo)), "2026-11-21 01:00");
        let new_york = TimeZone::fixed(offset(-5));
        assert_eq!(display_time(at, Some(&new_york)), "2026-11-20 19:00");
        // A rule with summer time, as a TZ variable gives it.
        let cet = TimeZone::posix("CET-1CEST,M3.5.0,M10.5.0/3").unwrap();
        // 2026-07-01 12:00 UTC is 14:00 in Oslo's summer.
        assert_eq!(display_time(1_782_907_200, Some(&cet)), "2026-07-01 14:00");
    }
}
