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

mod heading;
mod notes;
mod svg;
mod table;

use crate::engine::side::Side;
use crate::engine::variant::Variant;
use crate::notation::sheet_move::Perspective;
use crate::record::{GameRecord, GameResult};
use heading::{Short, header_boxes, heading, short_heading};
use notes::notes;
use svg::document;
use table::{table, table_rows};

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
