//! A game session as the window holds one, without the window: Copenhagen
//! first, every built-in variant to choose from, and English words.

use std::sync::Arc;
use taflbord::app::screen::game::notice;
use taflbord::i18n::locale::Locale;
use taflbord::notation::shown::Notation;
use taflbord::session::{Player, Session};
use taflbord::store::autosave::Store;
use taflbord::{Variant, built_ins};

pub fn session(players: [Player; 2], store: Option<Store>) -> Session {
    let variant = Variant::built_in("copenhagen").expect("copenhagen is built in");
    let locale = Arc::new(Locale::new("en"));
    Session::new(built_ins().to_vec(), variant, players, store, locale)
}

/// The notice as the window words it, in English and the sheet's notation.
pub fn said(s: &Session) -> Option<String> {
    notice::words(s.notice(), &Locale::new("en"), Notation::Sheet)
}
