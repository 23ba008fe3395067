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
    /// Larger than the limit it was read with, in bytes.
    TooLarge(u64),
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
            TextError::TooLarge(limit) if *limit >= 1 << 20 => {
                write!(f, "larger than {} MB: not a file to read", limit >> 20)
            }
            TextError::TooLarge(limit) => {
                write!(f, "larger than {} KB: not a file to read", limit >> 10)
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
    read_at_most(path, MAX_BYTES)
}

/// Reads the file at `path` as text, refusing it past `limit` bytes
/// without reading further: for files smaller than records (settings,
/// weights, the session).
pub fn read_at_most(path: &Path, limit: u64) -> Result<String, TextError> {
    let file = std::fs::File::open(path).map_err(TextError::Io)?;
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(TextError::Io)?;
    if bytes.len() as u64 > limit {
        return Err(TextError::TooLarge(limit));
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

/// `text` as a one-line field of a record (a player, the event, a
/// comment's line) is written, so that every reader takes it back as it
/// is: control characters (line breaks, tabs) as spaces, no `||` (that
/// makes a sheet row), no spaces at the ends (readers trim them).
pub fn one_line(text: &str) -> String {
    let mut out: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    while out.contains("||") {
        out = out.replace("||", "| |");
    }
    out.trim().to_owned()
}

/// `text` as a comment of a record is written: its lines (any line end)
/// each as [`one_line`] writes it, without blank lines at the start or
/// the end.
pub fn comment_lines(text: &str) -> String {
    // Not `normalize`: a byte-order mark starting a comment is its text.
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    let lines: Vec<String> = text.lines().map(one_line).collect();
    let first = lines.iter().position(|l| !l.is_empty());
    let last = lines.iter().rposition(|l| !l.is_empty());
    match (first, last) {
        (Some(a), Some(b)) => lines[a..=b].join("\n"),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_written_as_readers_take_them_back() {
        assert_eq!(
            one_line(" Ada\nPerspective: defenders\u{7} "),
            "Ada Perspective: defenders"
        );
        assert_eq!(one_line("a|||b"), "a| | |b");
        assert_eq!(one_line(&one_line("x\t||y")), one_line("x\t||y"));
        assert_eq!(comment_lines("\n\n one\r\rtwo\x01 \n\n"), "one\n\ntwo");
        assert_eq!(comment_lines(" \n\t"), "");
    }

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
            assert!(matches!(e, Err(TextError::TooLarge(MAX_BYTES))), "{e:?}");
            let e = read_at_most(Path::new("/dev/zero"), 4096).unwrap_err();
            assert_eq!(e.to_string(), "larger than 4 KB: not a file to read");
        }
    }
}
