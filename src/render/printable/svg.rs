//! The page's SVG frame (the document, its title and footer) and the
//! pieces every part of the sheet is written with: text, lengths, escaping
//! and fitting text to its room.

use super::{FONT, FOOTER_RULE, FOOTER_Y, GREY, LEFT, LEGEND, PAGE_H, PAGE_W, RIGHT};
use std::fmt::Write as _;

/// Wraps a page body into a whole SVG document with its footer.
pub(super) fn document(title: &str, body: &str, page: &str) -> String {
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
pub(super) fn text(out: &mut String, x: f64, y: f64, size: f64, attrs: &str, content: &str) {
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
pub(super) fn num(x: f64) -> String {
    let s = format!("{x:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" { "0".into() } else { s.into() }
}

/// Escapes text for XML content and attribute values; line breaks and tabs
/// become spaces, other characters XML cannot hold are dropped.
pub(super) fn esc(text: &str) -> String {
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
pub(super) fn text_width(text: &str, size: f64, bold: bool) -> f64 {
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
pub(super) fn fit(text: &str, max: f64, size: f64, min: f64, bold: bool) -> (String, f64) {
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
