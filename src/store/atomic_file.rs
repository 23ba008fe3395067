//! Writing a file so that a crash leaves either the old or the new
//! contents, never half of each: write a temporary file beside it, then
//! rename it over the old one (a rename within a folder is atomic).

use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` atomically, creating its folder if needed.
/// `durable` also flushes the data to disk before the rename (settings);
/// autosaves skip it, as they guard against the process dying, not the
/// machine.
pub fn write(path: &Path, bytes: &[u8], durable: bool) -> io::Result<()> {
    let folder = path.parent().filter(|p| !p.as_os_str().is_empty());
    if let Some(folder) = folder {
        std::fs::create_dir_all(folder)?;
    }
    let temp = temp_path(path);
    let result = (|| {
        let mut file = std::fs::File::create(&temp)?;
        file.write_all(bytes)?;
        if durable {
            file.sync_all()?;
        }
        drop(file);
        std::fs::rename(&temp, path)
    })();
    if result.is_err() {
        // Best effort: the temporary file is of no use to anyone.
        let _ = std::fs::remove_file(&temp);
    }
    result
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

    #[test]
    fn replaces_the_old_contents_and_leaves_no_temporary_file() {
        let dir = std::env::temp_dir().join(format!("taflbord-atomic-{}", std::process::id()));
        let path = dir.join("sub").join("a.ron");
        write(&path, b"one", true).unwrap();
        write(&path, b"two", false).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"two");
        let left: Vec<_> = std::fs::read_dir(path.parent().unwrap()).unwrap().collect();
        assert_eq!(left.len(), 1);
        std::fs::remove_dir_all(dir).unwrap();
    }
}
