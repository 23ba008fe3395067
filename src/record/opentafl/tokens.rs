//! The one tokenizer of OpenTafl text: white space separates words (the
//! turns' moves, the rules string's `key:value` entries), and every word
//! keeps its byte offset, so errors point at it.

/// Where the next non-space character at or after `i` is.
pub(super) fn skip_space(text: &str, mut i: usize) -> usize {
    while let Some(c) = text[i..].chars().next() {
        if !c.is_whitespace() {
            break;
        }
        i += c.len_utf8();
    }
    i
}

/// The words of `text[start..end]`, each with its byte offset in `text`.
pub(super) fn words(text: &str, start: usize, end: usize) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut i = skip_space(&text[..end], start);
    while i < end {
        let rest = &text[i..end];
        let len = rest.find(char::is_whitespace).unwrap_or(rest.len());
        out.push((i, &rest[..len]));
        i = skip_space(&text[..end], i + len);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_keep_their_offsets() {
        let text = "[x]  1. d1-d3\t Kf6-f10 \n2.";
        let start = text.find('1').unwrap();
        let end = text.find('\n').unwrap();
        assert_eq!(
            words(text, start, end),
            [(5, "1."), (8, "d1-d3"), (15, "Kf6-f10")]
        );
        assert!(words(text, 3, 5).is_empty());
        assert_eq!(skip_space(text, 3), 5);
        assert_eq!(skip_space("  ", 0), 2);
    }
}
