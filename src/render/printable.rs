//! Printable record sheets: the players' paper sheet as SVG, one document per
//! A4 page (portrait, 210 × 297 mm, the view box in millimetres).
//!
//! [`svg_sheet`] fills a sheet from a game record: a title with the variant
//! and its board size, header boxes (players, event, date, result, opening),
//! then the table of two major columns, Attacker | Defender, each made of
//! the three minor columns No, Move, Capt. Long games continue on further
//! pages under a short header; each variation is set under the move it
//! replaces, indented, as the app's sheet shows it. [`blank_svg_sheet`] prints an empty sheet to fill in by
//! hand.
//!
//! The SVG is written by hand with a generic font list; every text that
//! comes from the user is escaped. Moves and capture marks are written as
//! the text sheet writes them ([`crate::record::sheet::write`]): `→9·7`, `k↑4·4`,
//! `2`, `K`, `E`.

use crate::engine::side::Side;
use crate::engine::variant::Variant;
use crate::notation::sheet_move::{Perspective, SheetMove, number_of};
use crate::record::sheet::CaptureMark;
use crate::record::sheet_rows::{self, SheetRow};
use crate::record::{GameRecord, GameResult, NodeId};
use std::fmt::Write as _;

/// Table rows on the first page, below the full header.
pub const FIRST_PAGE_ROWS: usize = 40;
/// Table rows on each further page, below the short header.
pub const NEXT_PAGE_ROWS: usize = 47;

// Geometry, in millimetres.
const PAGE_W: f64 = 210.0;
const PAGE_H: f64 = 297.0;
const LEFT: f64 = 12.0;
const RIGHT: f64 = PAGE_W - LEFT;
const WIDTH: f64 = RIGHT - LEFT;
const GAP: f64 = 4.0;
const HALF: f64 = (WIDTH - GAP) / 2.0;
const NO_W: f64 = 13.0;
const CAPT_W: f64 = 22.0;
const MOVE_W: f64 = HALF - NO_W - CAPT_W;
const MAJOR_H: f64 = 6.5;
const MINOR_H: f64 = 5.0;
const ROW_H: f64 = 5.1;
const BOX_H: f64 = 10.0;
const BOXES_TOP: f64 = 30.0;
const FIRST_TABLE_TOP: f64 = 64.0;
const NEXT_TABLE_TOP: f64 = 25.0;
/// Nothing but the footer goes below this line.
const CONTENT_BOTTOM: f64 = 281.0;
const FOOTER_RULE: f64 = 284.0;
const FOOTER_Y: f64 = 288.5;
/// Where the notes (variations, comment) start on a page of their own.
const NOTES_TOP: f64 = 30.0;
const NOTE_SIZE: f64 = 3.2;
const NOTE_LINE: f64 = 4.6;

// The tables fit between the header and the footer, leaving no room for
// another row on further pages.
const _: () = {
    let first = FIRST_TABLE_TOP + MAJOR_H + MINOR_H + FIRST_PAGE_ROWS as f64 * ROW_H;
    let next = NEXT_TABLE_TOP + MAJOR_H + MINOR_H + NEXT_PAGE_ROWS as f64 * ROW_H;
    assert!(first <= CONTENT_BOTTOM && next <= CONTENT_BOTTOM);
    assert!(next + ROW_H > CONTENT_BOTTOM);
    assert!(BOXES_TOP + 3.0 * BOX_H < FIRST_TABLE_TOP);
};

const FONT: &str = "DejaVu Sans, sans-serif";
const GREY: &str = "#555";
const SHADE: &str = "#e6e6e6";

const LEGEND: &str = "Capt: pieces captured · K king captured · E king escaped";

/// The files an SVG sheet of `pages` pages is written to: `name.svg`,
/// `name-2.svg`, ...
pub fn page_paths(path: &std::path::Path, pages: usize) -> Vec<std::path::PathBuf> {
    let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("sheet");
    (1..=pages)
        .map(|k| {
            if k == 1 {
                path.to_path_buf()
            } else {
                path.with_file_name(format!("{stem}-{k}.svg"))
            }
        })
        .collect()
}

/// One SVG document per page: the filled record sheet of `record`, its
/// moves written from `perspective`. A game that does not fit on the first
/// page ([`FIRST_PAGE_ROWS`] move numbers) continues on further pages of
/// [`NEXT_PAGE_ROWS`] each; variations are rows under their move, the
/// comment follows the table.
pub fn svg_sheet(record: &GameRecord, perspective: Perspective) -> Vec<String> {
    let variant = record.variant();
    let first = record.start().turn();
    let meta = &record.meta;
    let rows = table_rows(record, perspective);
    let notes = notes(record);

    let mut boxes = vec![
        vec![
            ("Attackers", meta.attackers.clone(), 1.0),
            ("Defenders", meta.defenders.clone(), 1.0),
        ],
        vec![
            ("Event", meta.event.clone(), 2.0),
            ("Date", meta.date.clone(), 1.0),
        ],
    ];
    let result = record.result().map(result_text).unwrap_or_default();
    if meta.opening.trim().is_empty() {
        boxes.push(vec![("Result", result, 1.0)]);
    } else {
        boxes.push(vec![
            ("Result", result, 1.0),
            ("Opening", meta.opening.clone(), 1.0),
        ]);
    }
    let note = format!(
        "{} Moves: arrow and destination column·row, seen from the {} side; k marks the king.",
        first_mover_note(first),
        match perspective {
            Perspective::Attackers => "attackers’",
            Perspective::Defenders => "defenders’",
        }
    );
    // The short header of further pages: players, date, "continued".
    let short_tail = if meta.date.trim().is_empty() {
        "continued".to_string()
    } else {
        format!("{} · continued", meta.date.trim())
    };
    let short = Short {
        attackers: meta.attackers.trim(),
        defenders: meta.defenders.trim(),
        tail: &short_tail,
    };

    let mut pages: Vec<String> = Vec::new();
    let mut start = 0;
    let bottom = loop {
        let mut body = String::new();
        let (top, capacity) = if pages.is_empty() {
            heading(&mut body, variant, "Record sheet", &note);
            header_boxes(&mut body, &boxes);
            (FIRST_TABLE_TOP, FIRST_PAGE_ROWS)
        } else {
            short_heading(&mut body, variant, &short);
            (NEXT_TABLE_TOP, NEXT_PAGE_ROWS)
        };
        let end = (start + capacity).min(rows.len());
        let last = end == rows.len();
        // With notes to follow, the last table stops at the last move.
        let drawn = if last && !notes.is_empty() {
            (end - start).max(1)
        } else {
            capacity
        };
        let bottom = table(&mut body, top, &rows[start..end], drawn, first);
        pages.push(body);
        start = end;
        if last {
            break bottom;
        }
    };

    let mut y = bottom + 9.0;
    let room = CONTENT_BOTTOM - NOTES_TOP;
    for block in &notes {
        // A block that fits on a page is not split.
        if y + block.height() - NOTE_LINE > CONTENT_BOTTOM && block.height() <= room {
            y = CONTENT_BOTTOM + 1.0;
        }
        y += block.gap_before;
        for line in &block.lines {
            if y > CONTENT_BOTTOM {
                let mut body = String::new();
                short_heading(&mut body, variant, &short);
                pages.push(body);
                y = NOTES_TOP;
            }
            line.write(pages.last_mut().expect("a page"), y);
            y += line.height;
        }
    }

    let title = {
        let players = match (meta.attackers.trim(), meta.defenders.trim()) {
            ("", "") => String::new(),
            (a, d) => format!(" – {a} vs {d}"),
        };
        format!("{} record sheet{players}", variant.name())
    };
    let total = pages.len();
    pages
        .iter()
        .enumerate()
        .map(|(k, body)| document(&title, body, &format!("Page {} of {total}", k + 1)))
        .collect()
}

/// An empty sheet to fill in by hand: the title, empty header boxes and
/// [`FIRST_PAGE_ROWS`] ruled rows. `title` heads the sheet beside the
/// variant's name (an event, a club; empty for "Record sheet").
pub fn blank_svg_sheet(variant: &Variant, title: &str) -> String {
    let boxes = vec![
        vec![
            ("Attackers", String::new(), 1.0),
            ("Defenders", String::new(), 1.0),
        ],
        vec![("Event", String::new(), 2.0), ("Date", String::new(), 1.0)],
        vec![
            ("Result", String::new(), 1.0),
            ("Opening", String::new(), 1.0),
        ],
    ];
    let first = variant.start().turn;
    let example = if variant.size() >= 9 {
        "→9·7, k↑4·4"
    } else {
        "→5·3, k↑4·4"
    };
    let note = format!(
        "{} Write each move as arrow and destination column·row, k when the king moves: {example}.",
        first_mover_note(first)
    );
    let title = if title.trim().is_empty() {
        "Record sheet"
    } else {
        title.trim()
    };
    let mut body = String::new();
    heading(&mut body, variant, title, &note);
    header_boxes(&mut body, &boxes);
    table(&mut body, FIRST_TABLE_TOP, &[], FIRST_PAGE_ROWS, first);
    document(
        &format!("{} – {title}", variant.name()),
        &body,
        "Page ______",
    )
}

/// One row of the table: a move number and its two halves, the attackers'
/// (index 0) and the defenders' (index 1).
struct Row {
    number: usize,
    cells: [Option<Cell>; 2],
}

/// A move as written on the sheet, with its captures mark.
struct Cell {
    mv: String,
    mark: String,
}

/// The move that led to `id`, as the sheet writes it: number, side, cell.
fn cell_of(
    record: &GameRecord,
    id: NodeId,
    perspective: Perspective,
) -> Option<(usize, Side, Cell)> {
    let node = record.node(id);
    let (played, parent) = (node.played()?, node.parent()?);
    let before = record.node(parent).position();
    let mv = SheetMove::from_move(before, played.mv, perspective).to_string();
    let mark = CaptureMark::of(played).to_string();
    let (number, side) = number_of(node.ply(), record.start().turn());
    Some((number, side, Cell { mv, mark }))
}

/// A row of the table: the main line's moves of one number, or a line of
/// a variation, under the move it replaces (as the app shows it).
enum TableRow {
    Moves(Row),
    Variation(NoteLine),
}

/// How far a variation is set in, per level of nesting (mm).
const VARIATION_INDENT: f64 = 6.0;

fn table_rows(record: &GameRecord, perspective: Perspective) -> Vec<TableRow> {
    let mut rows = Vec::new();
    for sheet_row in sheet_rows::rows(record) {
        match sheet_row {
            SheetRow::Moves {
                number,
                attackers,
                defenders,
            } => {
                let cell = |id: Option<NodeId>| {
                    id.and_then(|id| cell_of(record, id, perspective))
                        .map(|(_, _, c)| c)
                };
                rows.push(TableRow::Moves(Row {
                    number,
                    cells: [cell(attackers), cell(defenders)],
                }));
            }
            SheetRow::Variation {
                line, depth, nodes, ..
            } => {
                let words = variation_words(record, line, &nodes, perspective);
                let indent = VARIATION_INDENT * depth as f64;
                for mut note in paragraph(&words, VARIATION_INDENT) {
                    note.indent += indent;
                    rows.push(TableRow::Variation(note));
                }
            }
        }
    }
    rows
}

/// A variation's words: its number, then its moves numbered as on the
/// sheet, captures in brackets.
fn variation_words(
    record: &GameRecord,
    line: usize,
    nodes: &[NodeId],
    perspective: Perspective,
) -> Vec<Word> {
    let first = record.start().turn();
    let mut words = vec![Word::new(Style::Bold, format!("{line})"))];
    let mut last_number = None;
    for &id in nodes {
        let Some((number, side, cell)) = cell_of(record, id, perspective) else {
            continue;
        };
        let mut glue = false;
        if last_number != Some(number) {
            let mut w = Word::new(Style::Number, format!("{number}."));
            w.wide = true;
            words.push(w);
            if side != first {
                let mut w = Word::new(Style::Plain, "…");
                w.glue = true;
                words.push(w);
            }
            last_number = Some(number);
            glue = true;
        }
        let mut text = cell.mv;
        if !cell.mark.is_empty() {
            let _ = write!(text, "\u{a0}({})", cell.mark);
        }
        let mut w = Word::new(Style::Plain, text);
        w.glue = glue;
        words.push(w);
    }
    words
}

/// How a piece of note text is set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Style {
    Plain,
    Bold,
    /// A move number in a variation: bold and grey.
    Number,
}

/// A unit of note text that is never broken across lines.
struct Word {
    style: Style,
    text: String,
    /// Kept on the line of the word before it.
    glue: bool,
    /// Set off from the word before by a wider space.
    wide: bool,
}

impl Word {
    fn new(style: Style, text: impl Into<String>) -> Word {
        Word {
            style,
            text: text.into(),
            glue: false,
            wide: false,
        }
    }
}

/// One line of the notes after the table, as styled runs.
struct NoteLine {
    runs: Vec<(Style, String)>,
    indent: f64,
    size: f64,
    /// Distance to the next line's baseline.
    height: f64,
}

impl NoteLine {
    fn write(&self, out: &mut String, y: f64) {
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
struct Block {
    lines: Vec<NoteLine>,
    gap_before: f64,
}

impl Block {
    fn height(&self) -> f64 {
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
fn notes(record: &GameRecord) -> Vec<Block> {
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
fn paragraph(words: &[Word], indent: f64) -> Vec<NoteLine> {
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

fn result_text(result: GameResult) -> String {
    let reason = result.reason.name();
    match result.winner {
        Some(Side::Attackers) => format!("Attackers win ({reason})"),
        Some(Side::Defenders) => format!("Defenders win ({reason})"),
        None => format!("Draw ({reason})"),
    }
}

fn first_mover_note(first: Side) -> &'static str {
    match first {
        Side::Attackers => "Attackers move first.",
        Side::Defenders => "Defenders move first (each row: right, then left).",
    }
}

/// The variant's name and board size, the size left out when the name has it.
fn variant_title(variant: &Variant) -> (String, String) {
    let n = variant.size();
    let size = format!("{n}×{n}");
    let name = variant.name().to_string();
    if name.contains(&size) {
        (name, String::new())
    } else {
        (name, format!("·\u{a0}{size}"))
    }
}

/// The first page's heading: the variant and size on the left, `title` on
/// the right, a rule, and a line on how the sheet is written.
fn heading(out: &mut String, variant: &Variant, title: &str, note: &str) {
    let (name, size) = variant_title(variant);
    let (name, name_size) = fit(&name, WIDTH * 0.6, 6.0, 4.0, true);
    let left = text_width(&name, name_size, true) + text_width(&size, name_size, false) + 2.0;
    let _ = writeln!(
        out,
        r#"<text class="title" x="{LEFT}" y="19" font-size="{}" font-weight="bold">{}<tspan dx="2" font-weight="normal" fill="{GREY}">{}</tspan></text>"#,
        num(name_size),
        esc(&name),
        esc(&size)
    );
    let (title, title_size) = fit(title, WIDTH - left - 6.0, 4.2, 2.6, false);
    text(
        out,
        RIGHT,
        19.0,
        title_size,
        r#"class="subtitle" text-anchor="end""#,
        &title,
    );
    let _ = writeln!(
        out,
        r##"<line x1="{LEFT}" y1="21.5" x2="{RIGHT}" y2="21.5" stroke="#000" stroke-width="0.4"/>"##
    );
    let (note, note_size) = fit(note, WIDTH, 2.7, 2.2, false);
    text(
        out,
        LEFT,
        26.0,
        note_size,
        &format!(r#"fill="{GREY}""#),
        &note,
    );
}

/// The heading of a continuation page: the variant on the left, `right`
/// (players, date, "continued") on the right.
fn short_heading(out: &mut String, variant: &Variant, short: &Short) {
    let (name, size) = variant_title(variant);
    let left = text_width(&name, 4.2, true) + text_width(&size, 4.2, false) + 1.5;
    let _ = writeln!(
        out,
        r#"<text class="title" x="{LEFT}" y="17" font-size="4.2" font-weight="bold">{}<tspan dx="1.5" font-weight="normal" fill="{GREY}">{}</tspan></text>"#,
        esc(&name),
        esc(&size)
    );
    // Long names are cut, so that both and the date always show.
    let room = WIDTH - left - 6.0;
    let right = if short.attackers.is_empty() && short.defenders.is_empty() {
        short.tail.to_string()
    } else {
        let name = |n: &'static str, s: &str| {
            if s.is_empty() {
                n.to_string()
            } else {
                s.to_string()
            }
        };
        let (a, d) = (name("?", short.attackers), name("?", short.defenders));
        let tail = format!(" · {}", short.tail);
        let budget = room - text_width(&tail, 3.4, false) - text_width(" – ", 3.4, false);
        let (wa, wd) = (text_width(&a, 3.4, false), text_width(&d, 3.4, false));
        let (room_a, room_d) = if wa + wd <= budget {
            (wa, wd)
        } else if wa <= budget / 2.0 {
            (wa, budget - wa)
        } else if wd <= budget / 2.0 {
            (budget - wd, wd)
        } else {
            (budget / 2.0, budget / 2.0)
        };
        let (a, _) = fit(&a, room_a, 3.4, 3.4, false);
        let (d, _) = fit(&d, room_d, 3.4, 3.4, false);
        format!("{a} – {d}{tail}")
    };
    let (right, right_size) = fit(&right, room, 3.4, 2.4, false);
    text(
        out,
        RIGHT,
        17.0,
        right_size,
        &format!(r#"class="subtitle" text-anchor="end" fill="{GREY}""#),
        &right,
    );
    let _ = writeln!(
        out,
        r##"<line x1="{LEFT}" y1="19.5" x2="{RIGHT}" y2="19.5" stroke="#000" stroke-width="0.4"/>"##
    );
}

/// What the heading of a further page says on the right.
struct Short<'a> {
    attackers: &'a str,
    defenders: &'a str,
    /// The date, if any, and "continued".
    tail: &'a str,
}

/// Rows of labelled boxes; each box is (label, value, relative width).
fn header_boxes(out: &mut String, rows: &[Vec<(&str, String, f64)>]) {
    for (r, row) in rows.iter().enumerate() {
        let y = BOXES_TOP + r as f64 * BOX_H;
        let total: f64 = row.iter().map(|b| b.2).sum();
        let mut x = LEFT;
        for (label, value, weight) in row {
            let w = WIDTH * weight / total;
            let _ = writeln!(
                out,
                r##"<rect x="{}" y="{}" width="{}" height="{BOX_H}" fill="none" stroke="#000" stroke-width="0.3"/>"##,
                num(x),
                num(y),
                num(w)
            );
            text(
                out,
                x + 1.6,
                y + 3.2,
                2.4,
                &format!(r#"fill="{GREY}""#),
                label,
            );
            let value = value.split_whitespace().collect::<Vec<_>>().join(" ");
            if !value.is_empty() {
                let (value, size) = fit(&value, w - 4.0, 4.0, 2.6, false);
                text(
                    out,
                    x + 1.6,
                    y + 8.0,
                    size,
                    &format!(r#"class="field-{}""#, label.to_ascii_lowercase()),
                    &value,
                );
            }
            x += w;
        }
    }
}

/// Draws the table with `drawn` rows (the first filled from `rows`) from
/// `top`; returns its bottom.
fn table(out: &mut String, top: f64, rows: &[TableRow], drawn: usize, first: Side) -> f64 {
    let body_top = top + MAJOR_H + MINOR_H;
    let bottom = body_top + drawn as f64 * ROW_H;
    for (h, (name, side)) in [("Attacker", Side::Attackers), ("Defender", Side::Defenders)]
        .into_iter()
        .enumerate()
    {
        let x = LEFT + h as f64 * (HALF + GAP);
        let _ = writeln!(
            out,
            r#"<rect x="{}" y="{}" width="{}" height="{MAJOR_H}" fill="{SHADE}"/>"#,
            num(x),
            num(top),
            num(HALF)
        );
        text(
            out,
            x + 2.5,
            top + 4.6,
            3.6,
            r#"class="major" font-weight="bold""#,
            name,
        );
        if side == first {
            text(
                out,
                x + HALF - 2.5,
                top + 4.4,
                2.4,
                &format!(r#"text-anchor="end" fill="{GREY}""#),
                "moves first",
            );
        }
        let minor_y = top + MAJOR_H + 3.6;
        let grey = format!(r#"fill="{GREY}""#);
        let centred = format!(r#"text-anchor="middle" fill="{GREY}""#);
        text(out, x + NO_W / 2.0, minor_y, 2.8, &centred, "No");
        text(out, x + NO_W + 2.5, minor_y, 2.8, &grey, "Move");
        text(out, x + HALF - CAPT_W / 2.0, minor_y, 2.8, &centred, "Capt");
        for (y, width) in [(top + MAJOR_H, 0.25), (body_top, 0.35)] {
            let _ = writeln!(
                out,
                r##"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="#000" stroke-width="{width}"/>"##,
                num(x),
                num(y),
                num(x + HALF),
                num(y)
            );
        }
        for cx in [x + NO_W, x + NO_W + MOVE_W] {
            let _ = writeln!(
                out,
                r##"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="#444" stroke-width="0.2"/>"##,
                num(cx),
                num(top + MAJOR_H),
                num(cx),
                num(bottom)
            );
        }
        let _ = writeln!(
            out,
            r##"<rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="#000" stroke-width="0.45"/>"##,
            num(x),
            num(top),
            num(HALF),
            num(bottom - top)
        );
    }
    for i in 0..drawn {
        let y = body_top + i as f64 * ROW_H;
        let _ = writeln!(out, r#"<g class="row">"#);
        if i + 1 < drawn {
            // Every fifth rule a little darker, to keep the place.
            let (colour, width) = if (i + 1) % 5 == 0 {
                ("#777", 0.25)
            } else {
                ("#b4b4b4", 0.15)
            };
            for h in 0..2 {
                let x = LEFT + h as f64 * (HALF + GAP);
                let _ = writeln!(
                    out,
                    r#"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{colour}" stroke-width="{width}"/>"#,
                    num(x),
                    num(y + ROW_H),
                    num(x + HALF),
                    num(y + ROW_H)
                );
            }
        }
        if let Some(TableRow::Variation(note)) = rows.get(i) {
            // Across both halves, over the column rules, as on paper.
            let _ = writeln!(
                out,
                r##"<rect x="{}" y="{}" width="{}" height="{}" fill="#fff"/>"##,
                num(LEFT + 0.3),
                num(y + 0.2),
                num(WIDTH - 0.6),
                num(ROW_H - 0.4)
            );
            note.write(out, y + ROW_H * 0.5 + 1.1);
        }
        if let Some(TableRow::Moves(row)) = rows.get(i) {
            let baseline = y + ROW_H * 0.5 + 1.25;
            for (h, cell) in row.cells.iter().enumerate() {
                let Some(cell) = cell else { continue };
                let x = LEFT + h as f64 * (HALF + GAP);
                // Numbers right-aligned in their column, as in the app.
                text(
                    out,
                    x + NO_W - 1.5,
                    baseline,
                    3.2,
                    r#"class="no" text-anchor="end""#,
                    &row.number.to_string(),
                );
                text(
                    out,
                    x + NO_W + 2.5,
                    baseline,
                    3.5,
                    r#"class="mv""#,
                    &cell.mv,
                );
                if !cell.mark.is_empty() {
                    text(
                        out,
                        x + HALF - CAPT_W / 2.0,
                        baseline,
                        3.5,
                        r#"class="capt" text-anchor="middle" font-weight="bold""#,
                        &cell.mark,
                    );
                }
            }
        }
        let _ = writeln!(out, "</g>");
    }
    bottom
}

/// Wraps a page body into a whole SVG document with its footer.
fn document(title: &str, body: &str, page: &str) -> String {
    let mut out = String::new();
    let _ = writeln!(out, r#"<?xml version="1.0" encoding="UTF-8"?>"#);
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{PAGE_W}mm" height="{PAGE_H}mm" viewBox="0 0 {PAGE_W} {PAGE_H}" font-family="{FONT}">"#
    );
    let _ = writeln!(out, "<title>{}</title>", esc(title));
    let _ = writeln!(
        out,
        r##"<rect width="{PAGE_W}" height="{PAGE_H}" fill="#fff"/>"##
    );
    out.push_str(body);
    let _ = writeln!(
        out,
        r##"<line x1="{LEFT}" y1="{FOOTER_RULE}" x2="{RIGHT}" y2="{FOOTER_RULE}" stroke="#999" stroke-width="0.2"/>"##
    );
    let grey = format!(r#"fill="{GREY}""#);
    text(
        &mut out,
        LEFT,
        FOOTER_Y,
        2.6,
        &format!(r#"class="brand" {grey}"#),
        "Taflbord",
    );
    text(
        &mut out,
        PAGE_W / 2.0,
        FOOTER_Y,
        2.4,
        &format!(r#"text-anchor="middle" {grey}"#),
        LEGEND,
    );
    text(
        &mut out,
        RIGHT,
        FOOTER_Y,
        2.6,
        &format!(r#"class="page" text-anchor="end" {grey}"#),
        page,
    );
    out.push_str("</svg>\n");
    out
}

/// A `<text>` element; `attrs` are trusted attributes, `content` is escaped.
fn text(out: &mut String, x: f64, y: f64, size: f64, attrs: &str, content: &str) {
    let _ = writeln!(
        out,
        r#"<text x="{}" y="{}" font-size="{}" {attrs}>{}</text>"#,
        num(x),
        num(y),
        num(size),
        esc(content)
    );
}

/// A length in millimetres, without needless digits.
fn num(x: f64) -> String {
    let s = format!("{x:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" { "0".into() } else { s.into() }
}

/// Escapes text for XML content and attribute values; line breaks and tabs
/// become spaces, other characters XML cannot hold are dropped.
fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\n' | '\r' | '\t' => out.push(' '),
            c if c.is_control() || c == '\u{FFFE}' || c == '\u{FFFF}' => {}
            c => out.push(c),
        }
    }
    out
}

/// Rough advance width of `text` in DejaVu Sans at `size` (mm). Errs on
/// the wide side, so fitted text does not overflow.
fn text_width(text: &str, size: f64, bold: bool) -> f64 {
    let em: f64 = text
        .chars()
        .map(|c| match c {
            ' ' | '\u{a0}' | '.' | ',' | ':' | ';' | '·' | '\'' | '’' | '|' | '!' | 'i' | 'j'
            | 'l' | 'I' => 0.32,
            'f' | 't' | 'r' | '(' | ')' | '[' | ']' | '-' => 0.42,
            'm' | 'w' | 'M' | 'W' | '@' | '%' => 0.98,
            '0'..='9' => 0.64,
            'a'..='z' => 0.62,
            'A'..='Z' => 0.74,
            '–' => 0.5,
            '—' | '…' => 1.0,
            c if c.is_ascii() => 0.7,
            c if (c as u32) >= 0x2E80 => 1.0,
            _ => 0.84,
        })
        .sum();
    em * size * if bold { 1.1 } else { 1.0 }
}

/// Shrinks `text` to fit `max` mm, down to `min` size; beyond that cuts it
/// with an ellipsis.
fn fit(text: &str, max: f64, size: f64, min: f64, bold: bool) -> (String, f64) {
    let w = text_width(text, size, bold);
    if w <= max {
        return (text.to_string(), size);
    }
    let shrunk = size * max / w;
    if shrunk >= min {
        return (text.to_string(), shrunk);
    }
    let mut cut: String = text.to_string();
    while !cut.is_empty() && text_width(&format!("{cut}…"), min, bold) > max {
        cut.pop();
    }
    (format!("{}…", cut.trim_end()), min)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_markup_and_drops_control_characters() {
        assert_eq!(
            esc("<a & \"b\" 'c'>\u{1}\nd"),
            "&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt; d"
        );
    }

    #[test]
    fn numbers_are_short() {
        assert_eq!(num(12.0), "12");
        assert_eq!(num(75.5), "75.5");
        assert_eq!(num(1.0 / 3.0), "0.33");
    }

    #[test]
    fn long_text_is_cut_to_fit() {
        let (t, size) = fit(&"W".repeat(200), 50.0, 4.0, 2.6, false);
        assert_eq!(size, 2.6);
        assert!(t.ends_with('…'));
        assert!(text_width(&t, size, false) <= 50.0);
    }
}
