//! The Online screen in the window (iced_test's simulator): the login
//! form's errors, the lobby's rows from lines recorded from the real
//! server, and a game in progress with the server's clocks. Lines are
//! handed to the screen as its connection would; no server is needed
//! (tests/online.rs plays on a real one).
#![cfg(feature = "app")]

mod common;

use common::app::*;
use taflbord::app::screen::game;
use taflbord::app::screen::online::Message as Online;
use taflbord::app::{App, Folders, Message};
use taflbord::store::autosave::Store;

fn online(app: &mut App, m: Online) {
    send(app, Message::Online(m));
}

fn heard(app: &mut App, line: &str) {
    online(app, Online::Heard(line.to_string()));
}

/// The scratch folder of a test, made afresh by [`on_the_online_screen`].
fn scratch_dir(tag: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("taflbord-ui-{}-{tag}", std::process::id()))
}

/// The app on the Online screen, its data in a scratch folder.
fn on_the_online_screen(tag: &str) -> App {
    let dir = scratch(tag);
    let mut app = start_app(Folders::under(&dir), None);
    send(&mut app, Message::Game(game::Message::ShowOnline));
    assert!(has_text(&app, "Play online"), "the Online screen shows");
    app
}

/// Logged in as Ada, against a port where nothing listens: what the
/// server says comes from the test.
fn logged_in_as_ada(tag: &str) -> App {
    let mut app = on_the_online_screen(tag);
    online(&mut app, Online::Server("127.0.0.1:9".into()));
    online(&mut app, Online::User("ada".into()));
    online(&mut app, Online::Password("secret1".into()));
    online(&mut app, Online::LogIn);
    assert!(has_text(&app, "Connecting…"));
    let lobby = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/online/lobby.log"
    ))
    .unwrap();
    for line in lobby.lines() {
        heard(&mut app, line);
    }
    app
}

#[test]
fn the_login_form_says_what_is_wrong() {
    let mut app = on_the_online_screen("online-login");
    assert!(has_text(
        &app,
        "Taflbord never writes the password to a file. “Remember me” keeps it in the desktop’s secret store, where there is one."
    ));
    online(&mut app, Online::User("Ada Lovelace".into()));
    online(&mut app, Online::Password("secret1".into()));
    interact(&mut app, |ui| {
        ui.click("Log in").expect("a Log in button");
    });
    let error = shown(&app, "Not an account the server takes").expect("an error under the form");
    assert!(error.contains("“ ” cannot be in a user name"), "{error}");
    // The server's refusals, in the player's words.
    online(&mut app, Online::User("ada".into()));
    online(&mut app, Online::Server("127.0.0.1:9".into()));
    online(&mut app, Online::LogIn);
    heard(&mut app, "? login wrong_version");
    assert!(has_text(
        &app,
        "The server needs a newer Taflbord: it speaks another version of the protocol."
    ));
    online(&mut app, Online::LogIn);
    heard(&mut app, "? login multiple_possible_errors wrong_password");
    assert!(has_text(&app, "The password is wrong."));
}

#[test]
fn the_lobby_lists_the_recorded_seeks_and_players() {
    let app = logged_in_as_ada("online-lobby");
    assert!(has_text(&app, "ada on 127.0.0.1:9"));
    // Kari seeks as the attackers, Leif as the defenders on 7×7.
    assert!(has_text(&app, "kari (1612)"));
    assert!(
        has_text(
            &app,
            "11×11 · 15 min + 10 s a move · rated · your side: Defenders"
        ),
        "{:?}",
        shown(&app, "11×11")
    );
    assert!(has_text(&app, "leif (1433)"));
    assert!(
        shown(&app, "7×7 · ")
            .is_some_and(|t| t.contains("unrated") && t.contains("your side: Attackers"))
    );
    // The players by rating, with their records; the game being played.
    assert!(has_text(&app, "1612 ± 120"));
    assert!(has_text(&app, "3 won · 1 lost · 0 drawn"));
    assert!(has_text(&app, "leif v kari"));
}

#[test]
fn a_seek_takes_a_clock_written_out_when_the_server_keeps_it() {
    let mut app = logged_in_as_ada("online-custom-clock");
    online(&mut app, Online::SeekCustom);
    online(&mut app, Online::SeekClockText("5d3".into()));
    assert!(has_text(
        &app,
        "The server keeps Fischer clocks (like 15+10), sudden death (like 10) or none: write one of those."
    ));
    // The Seek button waits for a clock the server keeps.
    let clicked = published(&app, |ui| {
        let _ = ui.click("Seek");
    });
    assert!(clicked.is_empty(), "{clicked:?}");
    online(&mut app, Online::SeekClockText("20+5".into()));
    assert!(has_text(&app, "20 min + 5 s a move"));
    let seek = app.online().unwrap().seek;
    assert_eq!(seek.control.to_string(), "20+5");
    assert!(
        seek.json()
            .contains(r#""Timed":{"add_seconds":5,"milliseconds_left":1200000}"#),
        "{}",
        seek.json()
    );
}

#[test]
fn a_game_in_progress_shows_the_servers_clocks_and_whose_move_it_is() {
    let mut app = logged_in_as_ada("online-game");
    online(&mut app, Online::Join(6));
    heard(&mut app, "= join_game_pending 6");
    heard(&mut app, "= join_game kari ada rated fischer 900000 10 11");
    assert!(
        has_text(&app, "Attackers: kari (1612)"),
        "{:?}",
        shown(&app, "kari")
    );
    assert!(has_text(&app, "Defenders: ada (1500)"));
    heard(&mut app, "game 6 play attacker d1 d3");
    heard(
        &mut app,
        r#"= game_time {"id":6,"attacker_ms_left":905000,"defender_ms_left":900000}"#,
    );
    heard(&mut app, "game 6 generate_move defender");
    assert!(has_text(&app, "Your move"));
    assert!(
        has_text(&app, "15:05"),
        "the attackers' clock as the server gave it"
    );
    assert!(
        has_text(&app, "15:00") || has_text(&app, "14:59"),
        "the defenders' clock runs"
    );
    // The move on the players' record sheet, as the settings write moves.
    let start = taflbord::Position::new(common::variant("copenhagen"));
    let d1_d3 = common::mv("d1-d3");
    let word = taflbord::notation::shown::Notation::Sheet.word(&start, d1_d3);
    assert!(has_text(&app, &word), "{word} is not on the sheet");
    heard(&mut app, "= game_over 6 attacker_wins");
    assert!(
        shown(&app, "Game over").is_some_and(|t| t.contains("Attackers win")),
        "{:?}",
        shown(&app, "Game over")
    );
    // The game is on a sheet in the data folder, listed in Recent.
    let store = Store::new(Folders::under(scratch_dir("online-game")).data.unwrap());
    let recent = store.recent();
    let entry = recent.first().expect("the online game in Recent");
    assert_eq!(entry.title, "127.0.0.1:9 · kari v ada");
    assert_eq!(entry.moves, 1);
    let sheet = std::fs::read_to_string(&entry.path).unwrap();
    assert!(sheet.contains("Result: attackers"), "{sheet}");
    assert!(
        sheet.contains("Event: Online at 127.0.0.1:9, game 6, rated"),
        "{sheet}"
    );
}

#[test]
fn remember_me_keeps_the_password_in_no_file_and_says_when_no_store_answers() {
    let mut app = on_the_online_screen("online-remember");
    online(&mut app, Online::Server("127.0.0.1:9".into()));
    online(&mut app, Online::User("ada".into()));
    online(&mut app, Online::Password("secret1".into()));
    // The player ticks the box on the form.
    interact(&mut app, |ui| {
        ui.click("Remember me (in the desktop’s secret store)")
            .expect("a Remember me box on the login form");
    });
    online(&mut app, Online::LogIn);
    heard(&mut app, "= login");
    // No desktop session here: nothing is kept, and the player is told.
    let said = shown(&app, "The password was not kept").expect("a word about the password");
    assert!(said.ends_with("Taflbord keeps it nowhere else."), "{said}");
    // The settings keep the server and the name, never the password.
    let settings =
        std::fs::read_to_string(scratch_dir("online-remember").join("config/settings.ron"))
            .unwrap();
    assert!(settings.contains("online_user: \"ada\""), "{settings}");
    assert!(
        settings.contains("online_server: \"127.0.0.1:9\""),
        "{settings}"
    );
    let everything = std::process::Command::new("grep")
        .args(["-r", "-l", "secret1"])
        .arg(scratch_dir("online-remember"))
        .output()
        .unwrap();
    assert!(
        everything.stdout.is_empty(),
        "the password is in {}",
        String::from_utf8_lossy(&everything.stdout)
    );
}
