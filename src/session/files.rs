//! The files of the game on the board: the data folder it is autosaved in,
//! its autosave file, the file the player opened or saved it as, and the
//! file it was read from when its variant was assumed.

use crate::store::autosave::Store;
use std::path::{Path, PathBuf};

/// Where the game on the board is kept.
pub struct Files {
    /// The data folder, where games are autosaved.
    pub(super) store: Option<Store>,
    /// The file the player opened or saved the game as.
    pub(super) path: Option<PathBuf>,
    /// The game's autosave file, once it has one.
    pub(super) autosave: Option<PathBuf>,
    /// The file of the game on the board when its variant was assumed
    /// (a sheet naming none), so the player can read it as another.
    pub(super) assumed_from: Option<PathBuf>,
}

impl Files {
    pub(super) fn new(store: Option<Store>) -> Files {
        Files {
            store,
            path: None,
            autosave: None,
            assumed_from: None,
        }
    }

    /// A new game has no file yet.
    pub(super) fn forget(&mut self) {
        self.path = None;
        self.autosave = None;
        self.assumed_from = None;
    }

    /// The file the player opened or saved the game as.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// The data folder, where games are autosaved.
    pub fn store(&self) -> Option<&Store> {
        self.store.as_ref()
    }

    /// The file of the game on the board, when the variant it was read as
    /// was assumed (its sheet names none).
    pub fn assumed_from(&self) -> Option<&Path> {
        self.assumed_from.as_deref()
    }
}
