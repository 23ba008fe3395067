//! The book's openings in the player's language: their names, what each
//! is about, and remarks on the entries.

use crate::i18n::locale::Locale;
use crate::learn::openings::{Opening, book};

/// A named opening in the player's language, from the name record sheets
/// carry (`Canadian Opening / Hungarian Opening`); a name that is not in
/// the book is shown as written.
pub fn opening_name(tr: &Locale, name: &str) -> String {
    book()
        .openings
        .iter()
        .find(|o| o.name() == name)
        .map_or_else(|| name.to_string(), |o| tr.text(&o.message_id()))
}

/// What a named opening is about, by its book entry.
pub fn opening_description(tr: &Locale, opening: &Opening) -> String {
    tr.text(&format!("{}-description", opening.message_id()))
}

/// A remark about the book entry itself (why it has two names), when it
/// has one.
pub fn opening_note(tr: &Locale, opening: &Opening) -> Option<String> {
    let id = format!("{}-note", opening.message_id());
    tr.has(&id).then(|| tr.text(&id))
}
