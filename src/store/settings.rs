//! The player's settings: what the app remembers between sessions, saved
//! as RON in the config folder.
//!
//! Loading never fails: a missing, unreadable or broken file gives the
//! defaults and a one-line notice, and a broken file is moved aside
//! (never overwritten) so nothing the player wrote is lost.

use crate::contest::player::PlayerSetting;
use crate::notation::shown::Notation;
use crate::record::text::TextError;
use crate::render::board_style::BoardStyle;
use crate::store::atomic_file;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The file name inside the config folder.
pub const FILE_NAME: &str = "settings.ron";

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Theme {
    #[default]
    Light,
    Dark,
}

impl Theme {
    pub const ALL: [Theme; 2] = [Theme::Light, Theme::Dark];
}

impl std::fmt::Display for Theme {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Theme::Light => "Light",
            Theme::Dark => "Dark",
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct WindowSize {
    pub width: f32,
    pub height: f32,
}

impl WindowSize {
    pub const MIN: WindowSize = WindowSize {
        width: 900.0,
        height: 620.0,
    };
}

impl Default for WindowSize {
    fn default() -> Self {
        WindowSize {
            width: 1180.0,
            height: 780.0,
        }
    }
}

/// Whose file dialogs the app uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum FileDialogs {
    /// The desktop's, through its portal; the app's own when none answers.
    #[default]
    Desktop,
    /// Always the app's own.
    Own,
}

impl FileDialogs {
    pub const ALL: [FileDialogs; 2] = [FileDialogs::Desktop, FileDialogs::Own];
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// A language tag such as `de` or `nb`; none follows the system.
    pub language: Option<String>,
    pub theme: Theme,
    pub board_style: BoardStyle,
    pub sound: bool,
    /// From 0.0 (silent) to 1.0.
    pub volume: f32,
    pub coordinates: bool,
    /// Dots on the squares the selected piece may move to.
    pub legal_moves: bool,
    /// Marks on the last move's squares and its captures.
    pub last_move: bool,
    /// Pieces glide to their squares instead of jumping.
    pub animation: bool,
    /// How moves are shown: as on the record sheet or in letters.
    pub notation: Notation,
    /// Whose file dialogs open, save and export use.
    pub file_dialogs: FileDialogs,
    /// The variant a new game starts with, by id.
    pub variant: String,
    /// Who plays the attackers and the defenders in a new game.
    pub players: [PlayerSetting; 2],
    /// The people's names last typed in the new-game form, by side.
    pub names: [String; 2],
    /// The time control last chosen for a new game, as players write it
    /// (`none`, `5+3`, ...); one that does not read is no clock.
    pub time_control: String,
    /// Threads the strongest level, hints, the analysis board and the
    /// review search on (the other levels keep to one).
    pub engine_threads: usize,
    pub window: WindowSize,
    /// The server and name last logged in with online (never the
    /// password: that is kept in the desktop's secret store, if at all).
    pub online_server: String,
    pub online_user: String,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: None,
            theme: Theme::Light,
            board_style: BoardStyle::Wood,
            sound: true,
            volume: 0.7,
            coordinates: true,
            legal_moves: true,
            last_move: true,
            animation: true,
            notation: Notation::Sheet,
            file_dialogs: FileDialogs::Desktop,
            variant: "copenhagen".into(),
            players: [PlayerSetting::Person, PlayerSetting::Person],
            names: [String::new(), String::new()],
            time_control: "none".into(),
            engine_threads: 1,
            window: WindowSize::default(),
            online_server: crate::online::DEFAULT_SERVER.into(),
            online_user: String::new(),
        }
    }
}

/// Settings as loaded, with what the player should be told.
#[derive(Debug)]
pub struct Loaded {
    pub settings: Settings,
    /// What the app's status line should say, when something was wrong.
    pub notice: Option<Notice>,
    /// False when a broken file could not be moved aside: saving would
    /// overwrite it, so the app keeps changes for this session only.
    pub may_save: bool,
}

/// Why the defaults are in use. The app words it in the player's
/// language; `Display` gives the English line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// No settings file yet; the defaults will be saved at `path`.
    Missing { path: PathBuf },
    /// The file at `path` could not be used.
    Broken {
        path: PathBuf,
        problem: Problem,
        /// Where the broken file was moved, or why it could not be (then
        /// changes are not saved).
        kept: Result<PathBuf, String>,
    },
}

/// What is wrong with a settings file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    NotUtf8,
    Unreadable(String),
    /// RON the settings cannot be read from, at a line and column.
    Syntax {
        line: usize,
        column: usize,
        reason: String,
    },
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Problem::NotUtf8 => f.write_str("it is not UTF-8 text"),
            Problem::Unreadable(e) => f.write_str(e),
            Problem::Syntax {
                line,
                column,
                reason,
            } => write!(f, "line {line}, column {column}: {reason}"),
        }
    }
}

impl std::fmt::Display for Notice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Notice::Missing { path } => write!(
                f,
                "No settings yet: using the defaults (they will be saved in {}).",
                path.display()
            ),
            Notice::Broken {
                path,
                problem,
                kept,
            } => {
                write!(
                    f,
                    "Settings file {}: {problem}. Using the defaults; ",
                    path.display()
                )?;
                match kept {
                    Ok(aside) => write!(f, "the file is kept as {}.", aside.display()),
                    Err(e) => write!(
                        f,
                        "the file could not be moved aside ({e}), so changes will not be saved."
                    ),
                }
            }
        }
    }
}

impl Settings {
    /// Reads the settings at `path`; see the module's note on failures.
    pub fn load(path: &Path) -> Loaded {
        // Settings are a few kilobytes; a device or a huge file is refused.
        let text = match crate::record::text::read_at_most(path, 1 << 20) {
            Ok(text) => Ok(text),
            Err(TextError::NotUtf8 { line, column }) => Err(Problem::Syntax {
                line,
                column,
                reason: "not UTF-8 text".into(),
            }),
            Err(TextError::TooLarge(_)) => Err(Problem::Unreadable("larger than 1 MB".into())),
            Err(TextError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {
                return Loaded {
                    settings: Settings::default(),
                    notice: Some(Notice::Missing {
                        path: path.to_path_buf(),
                    }),
                    may_save: true,
                };
            }
            Err(TextError::Io(e)) => Err(Problem::Unreadable(e.to_string())),
        };
        let problem = match text.and_then(|t| Settings::parse(&t)) {
            Ok(settings) => {
                return Loaded {
                    settings,
                    notice: None,
                    may_save: true,
                };
            }
            Err(problem) => problem,
        };
        let kept = move_aside(path).map_err(|e| e.to_string());
        Loaded {
            settings: Settings::default(),
            may_save: kept.is_ok(),
            notice: Some(Notice::Broken {
                path: path.to_path_buf(),
                problem,
                kept,
            }),
        }
    }

    /// Parses settings text; out-of-range values are brought into range.
    pub fn parse(text: &str) -> Result<Settings, Problem> {
        let settings: Settings = ron::from_str(text).map_err(|e| Problem::Syntax {
            line: e.span.start.line,
            column: e.span.start.col,
            reason: e.code.to_string(),
        })?;
        Ok(settings.sanitized())
    }

    /// The settings as RON text.
    pub fn to_ron(&self) -> String {
        let pretty = ron::ser::PrettyConfig::new().struct_names(true);
        let body = ron::ser::to_string_pretty(self, pretty).unwrap_or_else(|e| {
            // Serializing plain data cannot fail; keep the defaults if it does.
            format!("// not saved: {e}\n()")
        });
        format!("// Taflbord settings. Delete this file to go back to the defaults.\n{body}\n")
    }

    /// Writes the settings to `path` atomically.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        atomic_file::write_making_folder(path, self.to_ron().as_bytes()).map_err(Into::into)
    }

    fn sanitized(mut self) -> Settings {
        let defaults = Settings::default();
        self.volume = if self.volume.is_finite() {
            self.volume.clamp(0.0, 1.0)
        } else {
            defaults.volume
        };
        let w = &mut self.window;
        if !(w.width.is_finite() && w.height.is_finite()) {
            *w = defaults.window;
        }
        w.width = w.width.clamp(WindowSize::MIN.width, 16_384.0);
        w.height = w.height.clamp(WindowSize::MIN.height, 16_384.0);
        self
    }
}

/// Renames a broken settings file to `settings.bad.ron`, or
/// `settings.bad-2.ron` and so on when earlier ones are kept (the session
/// file too: `session.bad.ron`).
pub(crate) fn move_aside(path: &Path) -> std::io::Result<PathBuf> {
    let stem = path
        .file_stem()
        .map_or_else(|| "settings".into(), |s| s.to_string_lossy().into_owned());
    for k in 1..1000 {
        let name = if k == 1 {
            format!("{stem}.bad.ron")
        } else {
            format!("{stem}.bad-{k}.ron")
        };
        let aside = path.with_file_name(name);
        if !aside.exists() {
            std::fs::rename(path, &aside)?;
            return Ok(aside);
        }
    }
    Err(std::io::Error::other("too many kept settings files"))
}
