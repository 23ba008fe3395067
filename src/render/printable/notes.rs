//! Notes set in lines the width of the table: the comment after it, and
//! the variations' lines inside it.

use super::svg::{esc, num, text_width};
use super::{GREY, LEFT, NOTE_LINE, NOTE_SIZE, WIDTH};
use crate::record::GameRecord;
use std::fmt::Write as _;

/// How a piece of note text is set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Style {
    Plain,
    Bold,
    /// A move number in a variation: bold and grey.
    Number,
}

/// A unit of note text that is never broken across lines.
pub(super) struct Word {
    style: Style,
    text: String,
    /// Kept on the line of the word before it.
    pub(super) glue: bool,
    /// Set off from the word before by a wider space.
    pub(super) wide: bool,
}

impl Word {
    pub(super) fn new(style: Style, text: impl Into<String>) -> Word {
        Word {
            style,
            text: text.into(),
            glue: false,
            wide: false,
        }
    }
}

/// One line of the notes after the table, as styled runs.
pub(super) struct NoteLine {
    runs: Vec<(Style, String)>,
    pub(super) indent: f64,
    size: f64,
    /// Distance to the next line's baseline.
    pub(super) height: f64,
}

impl NoteLine {
    pub(super) fn write(&self, out: &mut String, y: f64) {
        let _ = write!(
            out,
            r#"<text class="note" x="{}" y="{}" font-size="{}">"#,
            num(LEFT + self.indent),
            num(y),
            num(self.size)
        );
        for (style, text) in &self.runs {
            match style {
                Style::Plain => out.push_str(&esc(text)),
                Style::Bold => {
                    let _ = write!(out, r#"<tspan font-weight="bold">{}</tspan>"#, esc(text));
                }
                Style::Number => {
                    let _ = write!(
                        out,
                        r#"<tspan font-weight="bold" fill="{GREY}">{}</tspan>"#,
                        esc(text)
                    );
                }
            }
        }
        out.push_str("</text>\n");
    }
}

/// Lines kept together on one page when they fit, with the space above them.
pub(super) struct Block {
    pub(super) lines: Vec<NoteLine>,
    pub(super) gap_before: f64,
}

impl Block {
    pub(super) fn height(&self) -> f64 {
        self.gap_before + self.lines.iter().map(|l| l.height).sum::<f64>()
    }
}

fn heading_line(text: &str) -> NoteLine {
    NoteLine {
        runs: vec![(Style::Bold, text.to_string())],
        indent: 0.0,
        size: 3.6,
        height: 5.4,
    }
}

/// The comment, after the table (variations are in it, under their move).
pub(super) fn notes(record: &GameRecord) -> Vec<Block> {
    let mut blocks = Vec::new();
    let comment: Vec<&str> = record
        .meta
        .comment
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    for (n, line) in comment.into_iter().enumerate() {
        let words: Vec<Word> = line
            .split_whitespace()
            .map(|w| Word::new(Style::Plain, w))
            .collect();
        let mut lines = paragraph(&words, 0.0);
        if n == 0 {
            lines.insert(0, heading_line("Comment"));
        }
        blocks.push(Block {
            lines,
            gap_before: if n == 0 && !blocks.is_empty() {
                4.0
            } else {
                1.2
            },
        });
    }
    blocks
}

/// Lays `words` out in lines the width of the table; lines after the first
/// are indented by `indent`. A word too long for a line is cut.
pub(super) fn paragraph(words: &[Word], indent: f64) -> Vec<NoteLine> {
    let max = WIDTH - indent;
    let width = |text: &str, style: Style| text_width(text, NOTE_SIZE, style != Style::Plain);
    let mut lines: Vec<NoteLine> = Vec::new();
    let mut runs: Vec<(Style, String)> = Vec::new();
    let mut used = 0.0;
    let mut room = WIDTH;
    let mut start_of_line = true;
    let flush = |runs: &mut Vec<(Style, String)>, lines: &mut Vec<NoteLine>| {
        lines.push(NoteLine {
            runs: std::mem::take(runs),
            indent: if lines.is_empty() { 0.0 } else { indent },
            size: NOTE_SIZE,
            height: NOTE_LINE,
        });
    };
    let mut pieces: Vec<Word> = Vec::new();
    for word in words {
        let mut rest = word.text.as_str();
        let mut glue = word.glue;
        while width(rest, word.style) > max {
            let mut cut = rest.chars().next().map_or(0, char::len_utf8);
            for (i, c) in rest.char_indices() {
                if width(&rest[..i + c.len_utf8()], word.style) > max {
                    break;
                }
                cut = i + c.len_utf8();
            }
            pieces.push(Word {
                style: word.style,
                text: rest[..cut].to_string(),
                glue,
                wide: word.wide,
            });
            glue = false;
            rest = &rest[cut..];
        }
        if !rest.is_empty() {
            pieces.push(Word {
                style: word.style,
                text: rest.to_string(),
                glue,
                wide: word.wide,
            });
        }
    }
    // Glued words travel with the word before them.
    let mut groups: Vec<Vec<&Word>> = Vec::new();
    for piece in &pieces {
        match groups.last_mut() {
            Some(group) if piece.glue => group.push(piece),
            _ => groups.push(vec![piece]),
        }
    }
    let separator = |w: &Word| if w.wide { "\u{2002}" } else { " " };
    for group in groups {
        let inner: f64 = group
            .iter()
            .enumerate()
            .map(|(i, w)| {
                width(&w.text, w.style)
                    + if i > 0 {
                        width(separator(w), Style::Plain)
                    } else {
                        0.0
                    }
            })
            .sum();
        let lead = width(separator(group[0]), Style::Plain);
        if !start_of_line && used + lead + inner > room {
            flush(&mut runs, &mut lines);
            room = max;
            used = 0.0;
            start_of_line = true;
        }
        for w in group {
            if !start_of_line {
                let sep = separator(w);
                used += width(sep, Style::Plain);
                match runs.last_mut() {
                    Some((Style::Plain, text)) => text.push_str(sep),
                    _ => runs.push((Style::Plain, sep.to_string())),
                }
            }
            start_of_line = false;
            used += width(&w.text, w.style);
            match runs.last_mut() {
                Some((style, text)) if *style == w.style => text.push_str(&w.text),
                _ => runs.push((w.style, w.text.clone())),
            }
        }
    }
    if !runs.is_empty() || lines.is_empty() {
        flush(&mut runs, &mut lines);
    }
    lines
}
