//! Writing a file so that a crash, a full disk or a failed write leaves
//! either the old or the new contents, never half of each: the new
//! contents go to a temporary file beside it, are flushed to disk, and only
//! then renamed over the old one (a rename within a folder is atomic).

use std::fmt;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// A write that failed, with the file it was for. The old file, if any, is
/// as it was.
#[derive(Debug)]
pub struct WriteError {
    pub path: PathBuf,
    pub error: io::Error,
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.error)
    }
}

impl std::error::Error for WriteError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.error)
    }
}

impl From<WriteError> for io::Error {
    fn from(e: WriteError) -> io::Error {
        io::Error::new(e.error.kind(), e.to_string())
    }
}

/// Writes `bytes` to `path` atomically. The folder must exist: a path
/// the player named is written where they said or not at all.
pub fn write(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    write_with(path, |out| out.write_all(bytes))
}

/// Writes `bytes` to `path` atomically, making its folder first if needed
/// (Taflbord's own folders: settings, the data folder).
pub fn write_making_folder(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    let folder = path.parent().filter(|p| !p.as_os_str().is_empty());
    if let Some(folder) = folder {
        std::fs::create_dir_all(folder).map_err(|error| WriteError {
            path: path.to_path_buf(),
            error,
        })?;
    }
    write(path, bytes)
}

/// Writes each named text as a file in `folder`, making the folder first;
/// gives the files written.
pub fn write_all_in(
    folder: &Path,
    files: impl IntoIterator<Item = (String, String)>,
) -> Result<Vec<PathBuf>, WriteError> {
    let mut written = Vec::new();
    for (name, text) in files {
        let path = folder.join(name);
        write_making_folder(&path, text.as_bytes())?;
        written.push(path);
    }
    Ok(written)
}

/// Writes what `fill` writes to `path` atomically. When `fill` or the
/// disk fails, the old file is untouched and the temporary file is
/// removed.
pub fn write_with(
    path: &Path,
    fill: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> Result<(), WriteError> {
    let failed = |error| WriteError {
        path: path.to_path_buf(),
        error,
    };
    let temp = temp_path(path);
    let result = (|| {
        let file = std::fs::File::create(&temp)?;
        let mut out = io::BufWriter::new(file);
        fill(&mut out)?;
        let file = out.into_inner().map_err(io::IntoInnerError::into_error)?;
        file.sync_all()?;
        drop(file);
        std::fs::rename(&temp, path)
    })();
    if result.is_err() {
        // Best effort: the temporary file is of no use to anyone.
        let _ = std::fs::remove_file(&temp);
    }
    result.map_err(failed)
}

/// `name.ext` → `.name.ext.tmp` in the same folder (hidden, and never
/// mistaken for a game by the recent-games list).
fn temp_path(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned());
    path.with_file_name(format!(".{name}.tmp"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("taflbord-atomic-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn replaces_the_old_contents_and_leaves_no_temporary_file() {
        let dir = folder("replace");
        let path = dir.join("sub").join("a.ron");
        write_making_folder(&path, b"one").unwrap();
        write(&path, b"two").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"two");
        let left: Vec<_> = std::fs::read_dir(path.parent().unwrap()).unwrap().collect();
        assert_eq!(left.len(), 1);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_write_that_fails_part_way_leaves_the_old_file_whole() {
        let dir = folder("fail");
        let path = dir.join("game.tafl");
        write_making_folder(&path, b"the good game").unwrap();
        let e = write_with(&path, |out| {
            out.write_all(b"half of the new")?;
            Err(io::Error::new(io::ErrorKind::StorageFull, "no space left"))
        })
        .unwrap_err();
        assert_eq!(std::fs::read(&path).unwrap(), b"the good game");
        let message = e.to_string();
        assert!(
            message.contains("game.tafl") && message.contains("no space left"),
            "{message}"
        );
        let left: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
        assert_eq!(left.len(), 1, "no temporary file is left behind");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_folder_that_cannot_be_made_is_named() {
        let dir = folder("blocked");
        std::fs::create_dir_all(&dir).unwrap();
        // A file where the folder should be.
        std::fs::write(dir.join("sub"), b"").unwrap();
        let e = write_making_folder(&dir.join("sub").join("a.ron"), b"x").unwrap_err();
        assert!(e.to_string().contains("a.ron"), "{e}");
        // Without making folders, a missing one is an error, not made.
        let e = write(&dir.join("none").join("a.ron"), b"x").unwrap_err();
        assert!(e.to_string().contains("a.ron"), "{e}");
        assert!(!dir.join("none").exists());
        std::fs::remove_dir_all(dir).unwrap();
    }
}
