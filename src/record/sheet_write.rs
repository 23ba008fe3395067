//! Writing a record as a sheet (`.tafl`): the header tags, the main line's
//! rows with the comments under them, its clock section, then each
//! variation under its heading.

use crate::engine::side::Side;
use crate::notation::sheet_move::{Perspective, SheetMove, number_of};
use crate::record::annotation::Annotation;
use crate::record::capture_mark::CaptureMark;
use crate::record::sheet::side_name;
use crate::record::sheet_clocks;
use crate::record::text::{comment_lines, one_line};
use crate::record::{GameRecord, NodeId};

/// Writes a record as a sheet from `perspective`.
pub fn write(record: &GameRecord, perspective: Perspective) -> String {
    let mut out = String::new();
    let meta = &record.meta;
    let first = record.start().turn();
    // Every value as the reader takes it back: one line, trimmed.
    let mut tag = |name: &str, value: &str| {
        let value = one_line(value);
        if !value.is_empty() {
            out.push_str(&format!("{name}: {value}\n"));
        }
    };
    tag("Variant", record.variant().id());
    tag(
        "Option",
        &record.variant().applied_option().unwrap_or_default(),
    );
    tag("Attackers", &meta.attackers);
    tag("Defenders", &meta.defenders);
    tag("Event", &meta.event);
    tag("Date", &meta.date);
    tag(
        "TimeControl",
        &meta.time_control.map(|c| c.to_string()).unwrap_or_default(),
    );
    tag(
        "Result",
        &record.result().map(|r| r.to_string()).unwrap_or_default(),
    );
    tag("Opening", &meta.opening);
    tag(
        "Perspective",
        side_name(if perspective == Perspective::Attackers {
            Side::Attackers
        } else {
            Side::Defenders
        }),
    );
    tag("First", side_name(first));
    if record.start().to_setup() != *record.variant().start() {
        tag("Start", &record.start().to_setup().diagram().join("/"));
    }
    for line in comment_lines(&meta.comment).lines() {
        // A blank line inside the comment is kept as an empty tag.
        out.push_str(format!("Comment: {line}").trim_end());
        out.push('\n');
    }
    out.push('\n');
    out.push_str(" No | Attacker | Capt || No | Defender | Capt\n");
    for (k, line) in record.lines().into_iter().enumerate() {
        let (nodes, parent, branch_ply) = (line.nodes, line.parent, line.branch_ply);
        if k > 0 {
            let (number, side) = number_of(branch_ply, first);
            let from = if parent == 0 {
                "the main line".to_string()
            } else {
                format!("variation {parent}")
            };
            out.push_str(&format!(
                "\nVariation {k}: from {from} at {number} {}\n",
                side_name(side)
            ));
        }
        write_rows(&mut out, record, &nodes, first, perspective);
        if k == 0 {
            out.push_str(&sheet_clocks::write(record, &nodes));
        }
    }
    out
}

fn write_rows(
    out: &mut String,
    record: &GameRecord,
    nodes: &[NodeId],
    first: Side,
    perspective: Perspective,
) {
    let mut cells: Vec<(usize, Side, String, String, String)> = Vec::new();
    for &id in nodes {
        let node = record.node(id);
        let (Some(played), Some(parent)) = (node.played(), node.parent()) else {
            continue;
        };
        let before = record.node(parent).position();
        let mv = SheetMove::from_move(before, played.mv, perspective);
        let (number, side) = number_of(node.ply(), first);
        let symbol = node.annotation().map_or("", Annotation::symbol);
        cells.push((
            number,
            side,
            format!("{mv}{symbol}"),
            CaptureMark::of(played).to_string(),
            comment_lines(node.comment()),
        ));
    }
    let mut k = 0;
    while k < cells.len() {
        let number = cells[k].0;
        let mut row = [
            (String::new(), String::new()),
            (String::new(), String::new()),
        ];
        let mut comments = Vec::new();
        while k < cells.len() && cells[k].0 == number {
            let slot = if cells[k].1 == Side::Attackers { 0 } else { 1 };
            row[slot] = (cells[k].2.clone(), cells[k].3.clone());
            if !cells[k].4.is_empty() {
                comments.push((slot, cells[k].1, cells[k].4.clone()));
            }
            k += 1;
        }
        // Comments follow their row, the attackers' first.
        comments.sort_by_key(|c| c.0);
        let pad =
            |s: &str, w: usize| format!("{s}{}", " ".repeat(w.saturating_sub(s.chars().count())));
        out.push_str(&format!(
            "{number:>3} | {} | {} || {number:>3} | {} | {}",
            pad(&row[0].0, 8),
            pad(&row[0].1, 4),
            pad(&row[1].0, 8),
            row[1].1
        ));
        out.truncate(out.trim_end().len());
        out.push('\n');
        for (_, side, comment) in comments {
            for text in comment.lines() {
                out.push_str(&format!("    > {number} {}: {text}", side_name(side)));
                out.truncate(out.trim_end().len());
                out.push('\n');
            }
        }
    }
}
