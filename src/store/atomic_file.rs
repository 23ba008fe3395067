//! Writing a file so that a crash, a full disk or a failed write leaves
//! either the old or the new contents, never half of each: the new
//! contents go to a temporary file beside it, are flushed to disk, and only
//! then renamed over the old one (a rename within a folder is atomic).
//!
//! The temporary file has a name of its own, made exclusively (a file or
//! link already there under that name is never opened, so nothing it
//! points at is written). A target that is a link is written through: the
//! file it leads to gets the new contents and the link stays. The old
//! file's permissions are kept, and the folder is flushed after the rename
//! so that the new name survives a crash.

use std::fmt;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

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
    let target = through_links(path).map_err(failed)?;
    let (temp, file) = create_temp(&target).map_err(failed)?;
    let result = (|| {
        if let Ok(old) = std::fs::metadata(&target) {
            file.set_permissions(old.permissions())?;
        }
        let mut out = io::BufWriter::new(file);
        fill(&mut out)?;
        let file = out.into_inner().map_err(io::IntoInnerError::into_error)?;
        file.sync_all()?;
        drop(file);
        std::fs::rename(&temp, &target)?;
        sync_folder(&target)
    })();
    if result.is_err() {
        // Best effort: the temporary file is of no use to anyone.
        let _ = std::fs::remove_file(&temp);
    }
    result.map_err(failed)
}

/// Links passed on the way to `path` at most; more is a loop.
const MOST_LINKS: usize = 40;

/// The file that `path` leads to: `path` itself, or where its links
/// point (which need not exist yet).
fn through_links(path: &Path) -> io::Result<PathBuf> {
    let mut at = path.to_path_buf();
    for _ in 0..MOST_LINKS {
        match std::fs::symlink_metadata(&at) {
            Ok(m) if m.file_type().is_symlink() => {
                let to = std::fs::read_link(&at)?;
                // A relative link is read from the link's own folder.
                at = match at.parent() {
                    Some(folder) if to.is_relative() => folder.join(to),
                    _ => to,
                };
            }
            _ => return Ok(at),
        }
    }
    Err(io::Error::other("too many links (a loop?)"))
}

/// Tells apart the temporary files of one run.
static NEXT: AtomicU64 = AtomicU64::new(0);

/// A new temporary file beside `target`, `.name.ext.<unique>.tmp` (hidden,
/// and never mistaken for a game by the recent-games list), made only if
/// nothing has that name: an existing file or link is never opened.
fn create_temp(target: &Path) -> io::Result<(PathBuf, std::fs::File)> {
    let name = target
        .file_name()
        .map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned());
    for _ in 0..100 {
        let k = NEXT.fetch_add(1, Ordering::Relaxed);
        let temp = target.with_file_name(format!(".{name}.{}-{k}.tmp", std::process::id()));
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temp)
        {
            Ok(file) => return Ok((temp, file)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        "no free name for a temporary file",
    ))
}

/// Flushes the folder holding `target`, so the rename is on disk.
#[cfg(unix)]
fn sync_folder(target: &Path) -> io::Result<()> {
    let folder = match target.parent() {
        Some(f) if !f.as_os_str().is_empty() => f,
        _ => Path::new("."),
    };
    std::fs::File::open(folder)?.sync_all()
}

/// Folders cannot be opened as files everywhere; the rename stands.
#[cfg(not(unix))]
fn sync_folder(_: &Path) -> io::Result<()> {
    Ok(())
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
    /// Writes `file` in a fresh folder `name` after `plant` has laid links
    /// to a victim file (given the folder and the victim) where the writer
    /// might look, and checks the victim is untouched and the file written.
    #[cfg(unix)]
    fn write_past_planted_links(name: &str, file: &str, plant: impl FnOnce(&Path, &Path)) {
        let dir = folder(name);
        std::fs::create_dir_all(&dir).unwrap();
        let victim = dir.join("v.txt");
        std::fs::write(&victim, b"not yours").unwrap();
        plant(&dir, &victim);
        let path = dir.join(file);
        write(&path, b"the game").unwrap();
        assert_eq!(std::fs::read(&victim).unwrap(), b"not yours");
        assert_eq!(std::fs::read(&path).unwrap(), b"the game");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_link_where_a_temporary_file_might_go_is_never_followed() {
        // The old fixed name as a link.
        write_past_planted_links("temp-link", "out.tafl", |dir, victim| {
            std::os::unix::fs::symlink(victim, dir.join(".out.tafl.tmp")).unwrap();
        });
    }

    #[cfg(unix)]
    #[test]
    fn an_existing_temporary_name_is_never_opened() {
        // The next names the writer would choose are taken by links
        // planted under them: they are passed over, never opened.
        write_past_planted_links("taken", "a.tafl", |dir, victim| {
            let next = NEXT.load(Ordering::Relaxed);
            for k in next..next + 20 {
                let name = format!(".a.tafl.{}-{k}.tmp", std::process::id());
                std::os::unix::fs::symlink(victim, dir.join(name)).unwrap();
            }
        });
    }

    #[cfg(unix)]
    #[test]
    fn writing_through_a_link_updates_its_file_and_keeps_the_link() {
        let dir = folder("through");
        std::fs::create_dir_all(dir.join("real")).unwrap();
        let real = dir.join("real").join("game.tafl");
        std::fs::write(&real, b"old").unwrap();
        let link = dir.join("game.tafl");
        std::os::unix::fs::symlink(Path::new("real").join("game.tafl"), &link).unwrap();
        write(&link, b"new").unwrap();
        assert!(
            std::fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(std::fs::read(&real).unwrap(), b"new");
        // The temporary file was made beside the real file, and is gone.
        assert_eq!(std::fs::read_dir(dir.join("real")).unwrap().count(), 1);
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 2);
        // A loop of links is refused, naming the file.
        let a = dir.join("a");
        std::os::unix::fs::symlink("b", &a).unwrap();
        std::os::unix::fs::symlink("a", dir.join("b")).unwrap();
        let e = write(&a, b"x").unwrap_err();
        assert!(e.to_string().contains("too many links"), "{e}");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn the_file_keeps_its_permissions() {
        use std::os::unix::fs::PermissionsExt;
        let dir = folder("mode");
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("secret.ron");
        std::fs::write(&path, b"old").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
        write(&path, b"new").unwrap();
        let mode = std::fs::metadata(&path).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o640)).unwrap();
        write(&path, b"newer").unwrap();
        let mode = std::fs::metadata(&path).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o640);
        assert_eq!(std::fs::read(&path).unwrap(), b"newer");
        std::fs::remove_dir_all(dir).unwrap();
    }
}
