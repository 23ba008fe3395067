//! Where the keyboard goes (iced_test, in a window that keeps its widgets'
//! state): Return after a typed move and Escape in a field give the keys
//! back to the board and its shortcuts; Tab goes from field to field; the
//! comment field keeps a comment of several lines. And the sheet keeps the
//! current move in view while the panel changes around it.
#![cfg(feature = "app")]

mod common;

use common::app::{TempFile, WINDOW, new_app};
use common::games::long_game;
use common::window::Window;
use iced::keyboard::{Key, Modifiers, key::Named};
use iced_test::selector;
use taflbord::app::screen::game::{self, COMMENT_ID};
use taflbord::app::widget::sheet::CURRENT_ID;
use taflbord::app::{Message, TYPED_ID};
use taflbord::notation::sheet_move::Perspective;
use taflbord::record::sheet;

fn window() -> Window {
    Window::new(new_app(), WINDOW)
}

/// Types `mv` in the move box and presses Return.
fn type_move(w: &mut Window, mv: &str) {
    w.click(selector::id(TYPED_ID));
    assert!(
        w.focused(TYPED_ID),
        "a click gives the move box the keyboard"
    );
    w.type_text(mv);
    w.tap(Named::Enter);
}

#[test]
fn after_a_typed_move_the_arrows_and_shortcuts_work() {
    let mut w = window();
    type_move(&mut w, "h1-h3");
    assert_eq!(w.app.record().ply(), 1, "the typed move is played");
    assert!(!w.focused(TYPED_ID), "Return leaves the move box");
    w.tap(Named::ArrowLeft);
    assert_eq!(w.app.record().ply(), 0, "← steps back");
    w.tap(Named::ArrowRight);
    assert_eq!(w.app.record().ply(), 1, "→ steps forward");
    // The acceptance test: Ctrl+A after a typed move opens the analysis board.
    w.ctrl("a");
    assert!(
        w.app.analysis().is_some(),
        "Ctrl+A opens the analysis board"
    );
    w.ctrl("a");
    assert!(w.app.analysis().is_none(), "and closes it");
}

#[test]
fn a_wrong_typed_move_keeps_the_box_for_mending() {
    let mut w = window();
    type_move(&mut w, "h1-h9");
    assert_eq!(w.app.record().ply(), 0);
    assert!(
        w.focused(TYPED_ID),
        "the box keeps the keyboard to mend the move"
    );
    // Escape leaves any field.
    w.tap(Named::Escape);
    assert!(!w.focused(TYPED_ID));
    w.ctrl("a");
    assert!(w.app.analysis().is_some(), "the shortcut works again");
    w.ctrl("a");
}

#[test]
fn the_comment_field_takes_the_keys_until_escape_or_return() {
    let mut w = window();
    type_move(&mut w, "h1-h3");
    let here = w.app.record().cursor();
    w.click(selector::id(COMMENT_ID));
    assert!(w.focused(COMMENT_ID));
    w.type_text("too early");
    // In the field, Ctrl+A selects its text: the board stays as it is.
    w.ctrl("a");
    assert!(w.app.analysis().is_none(), "Ctrl+A is the field's own");
    w.tap(Named::ArrowLeft);
    assert_eq!(w.app.record().ply(), 1, "← moves in the text");
    w.tap(Named::Escape);
    assert!(!w.focused(COMMENT_ID), "Escape leaves the field");
    w.tap(Named::ArrowLeft);
    assert_eq!(w.app.record().ply(), 0, "← steps again");
    w.tap(Named::ArrowRight);
    assert_eq!(w.app.record().node(here).comment(), "too early");

    // Shift+Return breaks the line, Return keeps the comment and leaves.
    w.click(selector::id(COMMENT_ID));
    w.press(Key::Named(Named::End), Modifiers::CTRL);
    w.press(Key::Named(Named::Enter), Modifiers::SHIFT);
    w.type_text("the king gets out");
    w.tap(Named::Enter);
    assert_eq!(
        w.app.record().node(here).comment(),
        "too early\nthe king gets out"
    );
    assert!(!w.focused(COMMENT_ID), "Return leaves the field");
    w.tap(Named::Home);
    assert_eq!(w.app.record().ply(), 0, "Home goes to the start");
}

#[test]
fn tab_goes_from_field_to_field() {
    let mut w = window();
    type_move(&mut w, "h1-h3");
    assert!(!w.focused(TYPED_ID) && !w.focused(COMMENT_ID));
    w.tap(Named::Tab);
    assert!(w.focused(TYPED_ID), "Tab: the move box first");
    w.tap(Named::Tab);
    assert!(w.focused(COMMENT_ID), "Tab: then the comment");
    assert!(!w.focused(TYPED_ID));
    w.press(Key::Named(Named::Tab), Modifiers::SHIFT);
    assert!(w.focused(TYPED_ID), "Shift+Tab: back to the move box");
    // The keys typed now go to the move box.
    w.type_text("f4-c4");
    w.tap(Named::Enter);
    assert_eq!(w.app.record().ply(), 2);
}

/// Whether the current move's cell shows whole in the sheet (the
/// selector gives what of it is in view, scrolled; none when out).
fn current_in_view(w: &mut Window) -> bool {
    let Some(cell) = w.find(selector::id(CURRENT_ID)) else {
        return false;
    };
    let whole = cell.bounds().height;
    cell.visible_bounds()
        .is_some_and(|seen| seen.height >= whole - 0.5)
}

#[test]
fn the_sheet_keeps_the_current_move_in_view_as_the_panel_changes() {
    let record = long_game(300);
    let file = TempFile::new("keys-long.tafl");
    std::fs::write(&file.0, sheet::write(&record, Perspective::Attackers)).unwrap();
    let mut w = window();
    w.send(Message::Game(game::Message::OpenFrom(Some(file.0.clone()))));
    assert_eq!(w.app.record().ply(), 300);
    assert!(
        current_in_view(&mut w),
        "opened at its end, the last move shows"
    );
    for stop in [300, 150] {
        while w.app.record().ply() > stop {
            w.tap(Named::ArrowLeft);
        }
        assert!(current_in_view(&mut w), "move {stop} shows");
        w.ctrl("a");
        assert!(w.app.analysis().is_some());
        assert!(
            current_in_view(&mut w),
            "ply {stop}: the analysis board opened"
        );
        w.ctrl("a");
        assert!(
            current_in_view(&mut w),
            "ply {stop}: the analysis board closed"
        );
        w.send(Message::Game(game::Message::ToggleMenu));
        assert!(current_in_view(&mut w), "ply {stop}: the menu open");
        w.send(Message::Game(game::Message::ToggleMenu));
        assert!(current_in_view(&mut w), "ply {stop}: the menu closed");
        w.send(Message::Game(game::Message::ShowSettings));
        w.send(Message::Settings(
            taflbord::app::screen::settings::Message::Done,
        ));
        assert!(
            current_in_view(&mut w),
            "ply {stop}: back from the settings"
        );
    }
}
