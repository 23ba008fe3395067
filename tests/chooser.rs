//! The app's own file chooser, through iced_test: reached when no desktop
//! dialog answers, used to save, open and export; Ctrl+S saves to the
//! game's own file, Ctrl+Shift+S asks; replacing a file is asked first; a
//! folder that cannot be read says so.
#![cfg(feature = "app")]

mod common;

use common::app::*;
use iced::keyboard::{Key, Modifiers};
use iced_test::selector;
use std::path::Path;
use taflbord::app::screen::chooser::NAME_ID;
use taflbord::app::screen::{chooser, settings};
use taflbord::app::{App, Change, Folders, Message};
use taflbord::record::sheet::Sheet;
use taflbord::store::settings::FileDialogs;

/// The app with its folders under `dir`, using its own chooser.
fn app_in(dir: &Path) -> App {
    let mut app = start_app(Folders::under(dir.join("app")), None);
    send(
        &mut app,
        Message::Settings(settings::Message::Change(Change::FileDialogs(
            FileDialogs::Own,
        ))),
    );
    app
}

fn go(app: &mut App, folder: &Path) {
    send(
        app,
        Message::Chooser(chooser::Message::Go(folder.to_path_buf())),
    );
}

/// Types `name` into the emptied name field (it comes with a suggestion).
fn type_name(app: &mut App, name: &str) {
    send(app, Message::Chooser(chooser::Message::Name(String::new())));
    interact(app, |ui| {
        ui.click(selector::id(NAME_ID)).expect("the name field");
        let _ = ui.typewrite(name);
    });
}

fn click(app: &mut App, label: &str) {
    interact(app, |ui| {
        ui.click(label)
            .unwrap_or_else(|e| panic!("no {label}: {e}"));
    });
}

/// The moves of the sheet file at `path`, in letters.
fn moves_in(app: &App, path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap();
    let record = Sheet::parse(&text)
        .unwrap()
        .resolve(app.variants())
        .unwrap();
    record
        .main_line()
        .into_iter()
        .filter_map(|id| record.node(id).mv())
        .map(|m| m.to_string())
        .collect()
}

#[test]
fn with_no_desktop_dialog_open_uses_the_apps_own_chooser() {
    let dir = scratch("fallback");
    // The desktop's dialogs are asked for; none answers here (no portal
    // is reachable from the test), so the app's own chooser opens.
    let mut app = start_app(Folders::under(dir.join("app")), None);
    assert_eq!(app.settings().file_dialogs, FileDialogs::Desktop);
    ctrl(&mut app, "o", false);
    let chooser = app.chooser().expect("the app's own chooser");
    assert_eq!(chooser.purpose(), taflbord::app::dialog::Purpose::Open);
    assert!(has_text(&app, "Open a game"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn save_as_asks_then_ctrl_s_saves_to_the_games_own_file() {
    let dir = scratch("save");
    let mut app = app_in(&dir);
    click_move(&mut app, "h1-h3");
    ctrl(&mut app, "s", false);
    assert!(app.chooser().is_some(), "a game without a file asks where");
    go(&mut app, &dir);
    type_name(&mut app, "final");
    click(&mut app, "Save");
    let file = dir.join("final.tafl");
    assert!(app.chooser().is_none(), "back at the game");
    assert_eq!(moves_in(&app, &file), ["h1-h3"]);
    assert_eq!(app.session().path(), Some(file.as_path()));

    // Ctrl+S: straight to its file.
    click_move(&mut app, "f4-c4");
    ctrl(&mut app, "s", false);
    assert!(app.chooser().is_none(), "no question");
    assert_eq!(moves_in(&app, &file), ["h1-h3", "f4-c4"]);

    // Ctrl+Shift+S: asks again, in the folder last used.
    ctrl(&mut app, "s", true);
    let chooser = app.chooser().expect("save as asks");
    assert_eq!(chooser.folder(), dir.as_path());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn saving_over_a_file_asks_first() {
    let dir = scratch("replace");
    std::fs::write(dir.join("old.tafl"), "not to be lost").unwrap();
    let mut app = app_in(&dir);
    click_move(&mut app, "h1-h3");
    ctrl(&mut app, "s", true);
    go(&mut app, &dir);
    // Clicking the file takes its name.
    click(&mut app, "old.tafl");
    click(&mut app, "Save");
    assert!(has_text(&app, "old.tafl is already there. Replace it?"));
    assert_eq!(
        std::fs::read_to_string(dir.join("old.tafl")).unwrap(),
        "not to be lost"
    );
    click(&mut app, "Keep it");
    assert!(app.chooser().is_some());
    assert_eq!(
        std::fs::read_to_string(dir.join("old.tafl")).unwrap(),
        "not to be lost"
    );
    click(&mut app, "Save");
    click(&mut app, "Replace");
    assert_eq!(moves_in(&app, &dir.join("old.tafl")), ["h1-h3"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn open_walks_into_a_folder_and_opens_a_game() {
    let dir = scratch("open");
    let games = dir.join("games");
    std::fs::create_dir_all(&games).unwrap();
    std::fs::write(games.join("notes.txt"), "not a game").unwrap();
    // A game to open, written by the app itself.
    let mut writer = app_in(&dir);
    click_move(&mut writer, "h1-h3");
    click_move(&mut writer, "f4-c4");
    ctrl(&mut writer, "s", false);
    go(&mut writer, &games);
    type_name(&mut writer, "two moves");
    click(&mut writer, "Save");
    assert!(games.join("two moves.tafl").exists());

    let mut app = app_in(&dir);
    ctrl(&mut app, "o", false);
    go(&mut app, &dir);
    assert!(has_text(&app, "games/"), "the subfolder is listed");
    click(&mut app, "games/");
    assert!(!has_text(&app, "notes.txt"), "only games are listed");
    click(&mut app, "two moves.tafl");
    assert!(app.chooser().is_none());
    assert_eq!(line(&app), ["h1-h3", "f4-c4"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_folder_that_cannot_be_read_says_why_and_escape_leaves() {
    let dir = scratch("missing");
    let mut app = app_in(&dir);
    ctrl(&mut app, "o", false);
    go(&mut app, &dir.join("gone"));
    let said = shown(&app, "cannot be read").expect("the reason is shown");
    assert!(said.contains("gone"), "{said}");
    send(
        &mut app,
        Message::Key(
            Key::Named(iced::keyboard::key::Named::Escape),
            Modifiers::empty(),
        ),
    );
    assert!(app.chooser().is_none(), "Escape goes back to the game");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn exports_go_through_the_chooser() {
    let dir = scratch("export");
    let mut app = app_in(&dir);
    click_move(&mut app, "h1-h3");
    click_menu(&mut app, "Export a picture…");
    assert!(has_text(&app, "Export a picture of the position"));
    go(&mut app, &dir);
    type_name(&mut app, "position");
    click(&mut app, "Save");
    let png = std::fs::read(dir.join("position.png")).expect("the picture");
    assert!(png.starts_with(b"\x89PNG"), "a PNG");
    let _ = std::fs::remove_dir_all(&dir);
}
