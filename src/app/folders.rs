//! Where the app keeps its files: settings and user variants in the
//! config folder, autosaved games in the data folder.

use std::path::PathBuf;

/// The app's folders; either may be missing (no home folder, or tests
/// that must not touch the player's files), and then nothing is saved.
#[derive(Clone, Debug, Default)]
pub struct Folders {
    pub config: Option<PathBuf>,
    pub data: Option<PathBuf>,
    /// A further folder of variant files, named on the command line
    /// (`--variants-dir`); read after the config folder's `variants/`.
    pub variants: Option<PathBuf>,
}

impl Folders {
    /// The system's folders for Taflbord (e.g. `~/.config/taflbord` and
    /// `~/.local/share/taflbord`); `TAFLBORD_CONFIG_DIR` and
    /// `TAFLBORD_DATA_DIR` override them, for scripts and tests.
    pub fn system() -> Folders {
        let dirs = directories::ProjectDirs::from("", "", "taflbord");
        let from_env = |name: &str| std::env::var_os(name).map(PathBuf::from);
        Folders {
            config: from_env("TAFLBORD_CONFIG_DIR")
                .or_else(|| dirs.as_ref().map(|d| d.config_dir().to_path_buf())),
            data: from_env("TAFLBORD_DATA_DIR")
                .or_else(|| dirs.as_ref().map(|d| d.data_dir().to_path_buf())),
            variants: None,
        }
    }

    /// No folders: nothing is read or saved.
    pub fn none() -> Folders {
        Folders::default()
    }

    /// Both folders under `root` (`root/config`, `root/data`).
    pub fn under(root: impl Into<PathBuf>) -> Folders {
        let root = root.into();
        Folders {
            config: Some(root.join("config")),
            data: Some(root.join("data")),
            variants: None,
        }
    }

    pub fn settings_file(&self) -> Option<PathBuf> {
        self.config
            .as_ref()
            .map(|c| c.join(crate::store::settings::FILE_NAME))
    }
}
