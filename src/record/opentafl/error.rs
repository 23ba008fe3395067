//! Errors in OpenTafl text: at a byte offset while reading, at a line
//! and column when handed out.

use std::fmt;

/// An error in OpenTafl text, at a line and column (both from 1, columns
/// counted in characters).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OtError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for OtError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for OtError {}

/// An error at a byte offset of the text being read; turned into an
/// [`OtError`] by a [`Locator`] at the public boundary.
#[derive(Debug)]
pub(super) struct At {
    pub(super) offset: usize,
    pub(super) message: String,
}

pub(super) fn at(offset: usize, message: impl Into<String>) -> At {
    At {
        offset,
        message: message.into(),
    }
}

/// Turns byte offsets into lines and columns.
pub(super) struct Locator<'a> {
    pub(super) text: &'a str,
    pub(super) line_starts: Vec<usize>,
}

impl<'a> Locator<'a> {
    pub(super) fn new(text: &'a str) -> Locator<'a> {
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        Locator { text, line_starts }
    }

    pub(super) fn error(&self, e: At) -> OtError {
        let mut offset = e.offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.line_starts.partition_point(|&s| s <= offset);
        let start = self.line_starts[line - 1];
        OtError {
            line,
            column: self.text[start..offset].chars().count() + 1,
            message: e.message,
        }
    }
}

/// Line number (from 1) of a byte offset, for messages that point back.
pub(super) fn line_of(text: &str, offset: usize) -> usize {
    text.as_bytes()[..offset.min(text.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}
