//! The notice in the side panel, through iced_test: a long one (a session
//! that could not be restored, named by its whole path) is shown whole in
//! the narrowest window, not cut off under the buttons below it.
#![cfg(feature = "app")]

mod common;

use common::app::*;
use iced::{Rectangle, Size};
use iced_test::core::Settings;
use iced_test::selector::Candidate;
use iced_test::simulator::Simulator;
use taflbord::app::screen::game::notice;
use taflbord::app::{App, Folders, Message};
use taflbord::store::settings::WindowSize;

const NARROWEST: Size = Size::new(WindowSize::MIN.width, WindowSize::MIN.height);

/// The first text containing `needle` in `ui`, and where it lies.
fn text_at(ui: &mut Simulator<'_, Message>, needle: &str) -> (String, Rectangle) {
    ui.find(|c: Candidate<'_>| match c {
        Candidate::Text {
            content, bounds, ..
        } if content.contains(needle) => Some((content.to_owned(), bounds)),
        _ => None,
    })
    .unwrap_or_else(|e| panic!("no text with {needle}: {e}"))
}

/// The app in the narrowest window, started on a data folder whose saved
/// session is broken, the folder deep enough for its path to take lines.
fn restore_failed(dir: &std::path::Path) -> App {
    std::fs::create_dir_all(dir.join("data")).unwrap();
    std::fs::write(dir.join("data").join("session.ron"), "(game: oops").unwrap();
    start_app(Folders::under(dir), None)
}

#[test]
fn a_long_restore_notice_is_shown_whole_above_the_buttons() {
    let root = scratch("notice");
    let dir = root.join("home/a-player-with-a-long-name/.local/share/taflbord");
    let app = restore_failed(&dir);
    let mut ui = Simulator::with_size(Settings::default(), NARROWEST, app.view());
    let (words, bounds) = text_at(&mut ui, "Could not restore");
    // The whole notice: the broken file, and where it was kept.
    let kept = dir.join("data").join("session.bad.ron");
    assert!(words.contains("session.ron:1:"), "{words}");
    assert!(
        words.ends_with(&format!("(kept as {})", kept.display())),
        "{words}"
    );
    assert!(kept.exists());
    // The same words given all the height they want, at the same width:
    // in the panel they have as much, so no line is cut off.
    let tall = Size::new(bounds.width, 2000.0);
    let mut alone = Simulator::with_size(Settings::default(), tall, notice::shown(words.clone()));
    let (_, whole) = text_at(&mut alone, "Could not restore");
    assert!(
        whole.height > 4.0 * 14.0,
        "the path takes several lines: {whole:?}"
    );
    assert!(
        bounds.height >= whole.height - 0.5,
        "the notice is {bounds:?}, its lines need {whole:?}"
    );
    // Nothing below is laid over its last line.
    let (_, resign) = text_at(&mut ui, "Resign");
    assert!(
        resign.y >= bounds.y + bounds.height,
        "the notice {bounds:?} runs under the button {resign:?}"
    );
    std::fs::remove_dir_all(root).unwrap();
}
