//! A folder as the app's own file chooser shows it: its subfolders, then
//! the files of the kinds asked for, each sorted by name the way people
//! read them (case aside); hidden entries left out.

use std::fmt;
use std::path::{Path, PathBuf};

/// What a folder holds, for the chooser.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listing {
    pub folder: PathBuf,
    pub folders: Vec<String>,
    pub files: Vec<String>,
}

/// A folder that could not be read, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListError {
    pub folder: PathBuf,
    pub reason: String,
}

impl fmt::Display for ListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.folder.display(), self.reason)
    }
}

impl std::error::Error for ListError {}

/// At most this many entries are listed: a folder of a million files
/// must not fill the memory or the screen.
pub const MOST: usize = 5000;

/// Lists `folder`: subfolders, and files whose extension is one of
/// `extensions` (without the dot, any case).
pub fn list(folder: &Path, extensions: &[&str]) -> Result<Listing, ListError> {
    let failed = |e: std::io::Error| ListError {
        folder: folder.to_path_buf(),
        reason: e.to_string(),
    };
    let mut listing = Listing {
        folder: folder.to_path_buf(),
        folders: Vec::new(),
        files: Vec::new(),
    };
    for entry in std::fs::read_dir(folder).map_err(failed)? {
        // An entry that vanished or cannot be read is left out, not the folder.
        let Ok(entry) = entry else { continue };
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') {
            continue;
        }
        // Links are followed: a linked folder is a folder.
        let is_dir = std::fs::metadata(entry.path()).is_ok_and(|m| m.is_dir());
        if is_dir {
            listing.folders.push(name);
        } else if Path::new(&name)
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| extensions.iter().any(|x| x.eq_ignore_ascii_case(e)))
        {
            listing.files.push(name);
        }
        if listing.folders.len() + listing.files.len() >= MOST {
            break;
        }
    }
    let by_name = |a: &String, b: &String| a.to_lowercase().cmp(&b.to_lowercase()).then(a.cmp(b));
    listing.folders.sort_by(by_name);
    listing.files.sort_by(by_name);
    Ok(listing)
}

/// The file a name typed for saving stands for in `folder`: `extension`
/// is added when the name has none of `extensions`.
pub fn target(folder: &Path, name: &str, extension: &str, extensions: &[&str]) -> PathBuf {
    let name = name.trim();
    let known = Path::new(name)
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| extensions.iter().any(|x| x.eq_ignore_ascii_case(e)));
    if known {
        folder.join(name)
    } else {
        folder.join(format!("{name}.{extension}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("taflbord-listing-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn folders_then_files_of_the_kinds_asked_sorted_hidden_left_out() {
        let dir = scratch("kinds");
        for f in ["b.tafl", "A.otg", "notes.txt", ".hidden.tafl", "c.TAFL"] {
            std::fs::write(dir.join(f), "").unwrap();
        }
        std::fs::create_dir(dir.join("games")).unwrap();
        std::fs::create_dir(dir.join(".cache")).unwrap();
        let listing = list(&dir, &["tafl", "otg"]).unwrap();
        assert_eq!(listing.folders, ["games"]);
        assert_eq!(listing.files, ["A.otg", "b.tafl", "c.TAFL"]);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_missing_folder_is_named_with_the_reason() {
        let dir = scratch("missing").join("not-there");
        let e = list(&dir, &["tafl"]).unwrap_err();
        assert_eq!(e.folder, dir);
        assert!(e.to_string().contains("not-there"), "{e}");
    }

    #[test]
    fn a_typed_name_gets_the_kind_s_extension_when_it_has_none() {
        let dir = Path::new("/games");
        let kinds = ["tafl", "otg"];
        assert_eq!(
            target(dir, "final ", "tafl", &kinds),
            dir.join("final.tafl")
        );
        assert_eq!(target(dir, "old.otg", "tafl", &kinds), dir.join("old.otg"));
        assert_eq!(target(dir, "v1.2", "tafl", &kinds), dir.join("v1.2.tafl"));
    }
}
