//! What an annotator wrote on moves, in OpenTafl's place for it: a
//! comment in brackets after the turn, one part a move (`[?? the king
//! got out|]`). The symbol, when there is one, starts its part.

use super::tags::{escape_tag, unescape_tag};
use crate::record::annotation::Annotation;
use crate::record::{GameRecord, NodeId};

/// The bracket after a turn of `moves`, when any of them has a note; a
/// turn that starts with `.....` has an empty part for it.
pub(super) fn write(record: &GameRecord, moves: &[NodeId], ellipsis: bool) -> Option<String> {
    let mut parts: Vec<String> = moves
        .iter()
        .map(|&id| {
            let node = record.node(id);
            let symbol = node.annotation().map(Annotation::symbol);
            let mut words = escape_tag(node.comment()).replace('|', "\\x7c");
            // Words that begin like a symbol (`?? not sure`) are not one:
            // their first character is escaped.
            let first = words.split(' ').next().unwrap_or_default();
            if Annotation::from_symbol(first).is_some() {
                words = format!("\\x{:02x}{}", words.as_bytes()[0], &words[1..]);
            }
            match (symbol, words.is_empty()) {
                (Some(s), true) => s.to_owned(),
                (Some(s), false) => format!("{s} {words}"),
                (None, _) => words,
            }
        })
        .collect();
    if ellipsis {
        parts.insert(0, String::new());
    }
    parts
        .iter()
        .any(|p| !p.is_empty())
        .then(|| format!("[{}]", parts.join("|")))
}

/// Puts a part's symbol and words (as written, escaped) on the move at
/// the cursor.
pub(super) fn read(record: &mut GameRecord, part: &str) {
    let id = record.cursor();
    let (first, rest) = part.split_once(' ').unwrap_or((part, ""));
    match Annotation::from_symbol(first) {
        Some(a) => {
            record.set_annotation(id, Some(a));
            record.set_comment(id, unescape_tag(rest));
        }
        None => record.set_comment(id, unescape_tag(part)),
    }
}
