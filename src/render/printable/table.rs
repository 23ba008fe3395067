//! The table of moves: two major columns, Attacker | Defender, each of
//! No, Move and Capt; a variation is set in it under the move it replaces.

use super::notes::{NoteLine, Style, Word, paragraph};
use super::svg::{num, text};
use super::{CAPT_W, GAP, GREY, HALF, LEFT, MAJOR_H, MINOR_H, MOVE_W, NO_W, ROW_H, SHADE, WIDTH};
use crate::engine::side::Side;
use crate::notation::sheet_move::{Perspective, SheetMove, number_of};
use crate::record::sheet::CaptureMark;
use crate::record::sheet_rows::{self, SheetRow};
use crate::record::{GameRecord, NodeId};
use std::fmt::Write as _;

/// One row of the table: a move number and its two halves, the attackers'
/// (index 0) and the defenders' (index 1).
pub(super) struct Row {
    number: usize,
    cells: [Option<Cell>; 2],
}

/// A move as written on the sheet, with its captures mark.
pub(super) struct Cell {
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
pub(super) enum TableRow {
    Moves(Row),
    Variation(NoteLine),
}

/// How far a variation is set in, per level of nesting (mm).
const VARIATION_INDENT: f64 = 6.0;

pub(super) fn table_rows(record: &GameRecord, perspective: Perspective) -> Vec<TableRow> {
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

/// Draws the table with `drawn` rows (the first filled from `rows`) from
/// `top`; returns its bottom.
pub(super) fn table(
    out: &mut String,
    top: f64,
    rows: &[TableRow],
    drawn: usize,
    first: Side,
) -> f64 {
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
