//! Tag values of `.otg` files: `\\`, newlines, `[` and `]` escaped.

pub(super) fn escape_tag(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '[' => out.push_str("\\x5b"),
            ']' => out.push_str("\\x5d"),
            c if c.is_control() && c.is_ascii() => out.push_str(&format!("\\x{:02x}", c as u32)),
            c if c.is_control() => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    out
}

pub(super) fn unescape_tag(value: &str) -> String {
    let value = value.replace("\r\n", "\n");
    let mut out = String::with_capacity(value.len());
    let mut rest = value.as_str();
    while let Some(k) = rest.find('\\') {
        out.push_str(&rest[..k]);
        let tail = &rest[k..];
        let hex = tail
            .get(2..4)
            .filter(|_| tail.starts_with("\\x"))
            .and_then(|h| u8::from_str_radix(h, 16).ok())
            .filter(|v| v.is_ascii());
        if let Some(after) = tail.strip_prefix("\\\\") {
            out.push('\\');
            rest = after;
        } else if let Some(after) = tail.strip_prefix("\\n") {
            out.push('\n');
            rest = after;
        } else if let Some(v) = hex {
            out.push(char::from(v));
            rest = &tail[4..];
        } else if let Some((c, len)) = unicode_escape(tail) {
            out.push(c);
            rest = &tail[len..];
        } else {
            // Not one of ours: keep the backslash as written.
            out.push('\\');
            rest = &tail[1..];
        }
    }
    out.push_str(rest);
    out
}

/// `\u{hex}` at the start of `tail`: the character and the escape's length.
pub(super) fn unicode_escape(tail: &str) -> Option<(char, usize)> {
    let body = tail.strip_prefix("\\u{")?;
    let close = body.find('}')?;
    let c = u32::from_str_radix(&body[..close], 16)
        .ok()
        .and_then(char::from_u32)?;
    Some((c, 3 + close + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tag_values_escape_and_unescape() {
        for s in [
            "plain",
            "two\nlines",
            "a [b] c",
            "back\\slash \\n",
            "tab\tcr\r",
            "nel\u{85}",
        ] {
            let e = escape_tag(s);
            assert!(!e.contains(['\n', '[', ']']), "{e}");
            assert_eq!(unescape_tag(&e), s);
        }
        assert_eq!(unescape_tag("C:\\games\\x"), "C:\\games\\x");
    }
}
