//! Text files as people and other programs make them: a byte-order mark,
//! any line ending (`\r\n`, `\n` or a lone `\r`), bad UTF-8 named by line
//! and column, and a size past which a file is no record at all.

use std::borrow::Cow;
use std::fmt;
use std::io::Read;
use std::path::Path;

/// The largest file read as a record: far more than the longest game
/// (100,000 moves take about 2 MB), far less than what would exhaust
/// memory.
pub const MAX_BYTES: u64 = 64 << 20;

/// Why a file could not be read as text.
#[derive(Debug)]
pub enum TextError {
    Io(std::io::Error),
    /// Larger than [`MAX_BYTES`].
    TooLarge,
    /// Not UTF-8, first at this line and column (both from 1).
    NotUtf8 {
        line: usize,
        column: usize,
    },
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TextError::Io(e) => write!(f, "cannot read: {e}"),
            TextError::TooLarge => {
                write!(f, "larger than {} MB: not a game record", MAX_BYTES >> 20)
            }
            TextError::NotUtf8 { line, column } => {
                write!(f, "line {line}, column {column}: not UTF-8 text")
            }
        }
    }
}

impl std::error::Error for TextError {}

/// Reads the file at `path` as text, refusing it past [`MAX_BYTES`]
/// without reading further (a device that never ends is refused too).
pub fn read(path: &Path) -> Result<String, TextError> {
    let file = std::fs::File::open(path).map_err(TextError::Io)?;
    let mut bytes = Vec::new();
    file.take(MAX_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(TextError::Io)?;
    if bytes.len() as u64 > MAX_BYTES {
        return Err(TextError::TooLarge);
    }
    decode(bytes)
}

/// The bytes as text with [`normalize`]d line ends, or where they stop
/// being UTF-8.
pub fn decode(bytes: Vec<u8>) -> Result<String, TextError> {
    match String::from_utf8(bytes) {
        Ok(text) => Ok(normalize(&text).into_owned()),
        Err(e) => {
            let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
            // The good part is UTF-8, so it can be counted in characters.
            let good = std::str::from_utf8(good).unwrap_or_default();
            let line_start = good.rfind(['\n', '\r']).map_or(0, |k| k + 1);
            Err(TextError::NotUtf8 {
                line: good.matches('\n').count() + good.matches('\r').count()
                    - good.matches("\r\n").count()
                    + 1,
                column: good[line_start..].chars().count() + 1,
            })
        }
    }
}

/// The text without a leading byte-order mark, its lines ended by `\n`
/// whatever they were ended by.
pub fn normalize(text: &str) -> Cow<'_, str> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.contains('\r') {
        Cow::Owned(text.replace("\r\n", "\n").replace('\r', "\n"))
    } else {
        Cow::Borrowed(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_and_line_ends_are_taken_as_they_come() {
        assert_eq!(normalize("\u{feff}a\r\nb\rc\n"), "a\nb\nc\n");
        assert!(matches!(normalize("plain\n"), Cow::Borrowed(_)));
    }

    #[test]
    fn bad_utf8_is_named_by_line_and_column() {
        let e = decode(b"ok\r\nstill \xc3\xa9 ok\rab\xffc".to_vec()).unwrap_err();
        assert!(
            matches!(e, TextError::NotUtf8 { line: 3, column: 3 }),
            "{e:?}"
        );
        assert_eq!(e.to_string(), "line 3, column 3: not UTF-8 text");
    }

    #[test]
    fn an_endless_file_is_refused_at_the_limit() {
        let e = read(Path::new("/dev/zero"));
        if cfg!(unix) {
            assert!(matches!(e, Err(TextError::TooLarge)), "{e:?}");
        }
    }
}
