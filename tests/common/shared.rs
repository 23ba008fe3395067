//! The folder `../shared` beside the repo (docs, data, seeds). CI has it;
//! someone who clones the project alone does not, and the tests that read
//! it then skip with a word, unless `CI` is set: there a missing folder
//! fails rather than passing unseen. Benches include this file too.

use std::path::{Path, PathBuf};

/// What a test does about a file of `../shared`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    Use,
    Skip,
    Fail,
}

/// Any non-empty `CI` counts as running in CI.
pub fn decide(exists: bool, ci: Option<&str>) -> Decision {
    match (exists, ci) {
        (true, _) => Decision::Use,
        (false, Some(value)) if !value.is_empty() => Decision::Fail,
        (false, _) => Decision::Skip,
    }
}

/// The path of `../shared/<relative>` when it exists. When it does not, the
/// caller returns early: the skip is said on stderr, and under CI it panics.
pub fn file(relative: &str) -> Option<PathBuf> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared")
        .join(relative);
    let ci = std::env::var("CI").ok();
    // The test harness names each test's thread after the test.
    let what = match std::thread::current().name() {
        Some(name) if name != "main" => format!(" {name}"),
        _ => String::new(),
    };
    match decide(path.exists(), ci.as_deref()) {
        Decision::Use => Some(path),
        Decision::Skip => {
            eprintln!(
                "skipped{what}: ../shared/{relative} is absent (it sits beside the repo in CI)"
            );
            None
        }
        Decision::Fail => panic!(
            "../shared/{relative} is absent, but CI is set: in CI it must sit beside the repo"
        ),
    }
}

/// The text of `../shared/<relative>`, as [`file`] decides.
pub fn text(relative: &str) -> Option<String> {
    let path = file(relative)?;
    Some(
        std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{} is there but unreadable: {e}", path.display())),
    )
}
