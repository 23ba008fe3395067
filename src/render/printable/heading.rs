//! The page's heading: the variant and its size, the title or the players
//! on further pages, and the first page's labelled boxes.

use super::svg::{esc, fit, num, text, text_width};
use super::{BOX_H, BOXES_TOP, GREY, LEFT, RIGHT, WIDTH};
use crate::engine::variant::Variant;
use std::fmt::Write as _;

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
pub(super) fn heading(out: &mut String, variant: &Variant, title: &str, note: &str) {
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
pub(super) fn short_heading(out: &mut String, variant: &Variant, short: &Short) {
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
pub(super) struct Short<'a> {
    pub(super) attackers: &'a str,
    pub(super) defenders: &'a str,
    /// The date, if any, and "continued".
    pub(super) tail: &'a str,
}

/// Rows of labelled boxes; each box is (label, value, relative width).
pub(super) fn header_boxes(out: &mut String, rows: &[Vec<(&str, String, f64)>]) {
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
