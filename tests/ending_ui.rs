//! The end of a game and the first run in the window (iced_test's
//! simulator, as in tests/ui.rs): the first screen offers "Play the
//! computer"; resigning asks first, then the sheet, the autosave and the
//! recent list say so and a card over the board tells who won, until
//! Escape; a rematch swaps the sides; a draw offered between people.
#![cfg(feature = "app")]

mod common;

use common::app::*;
use iced::keyboard::{Key, Modifiers, key::Named};
use taflbord::Side;
use taflbord::app::{App, Folders, Message};
use taflbord::record::{GameResult, ResultReason};
use taflbord::session::Player;
use taflbord::store::autosave::Store;

fn escape(app: &mut App) {
    send(
        app,
        Message::Key(Key::Named(Named::Escape), Modifiers::empty()),
    );
}

fn click_text(app: &mut App, label: &str) {
    interact(app, |ui| {
        ui.click(label)
            .unwrap_or_else(|e| panic!("no button {label}: {e}"));
    });
}

/// A first run in `dir`: the welcome's one click starts a game against
/// the beginner bot, the person playing the defenders.
fn play_the_computer(dir: &std::path::Path) -> App {
    let mut app = first_screen(Folders::under(dir), None);
    assert!(app.welcome().is_some(), "a first run is welcomed");
    click_text(&mut app, "Play the computer");
    assert!(app.welcome().is_none());
    app
}

#[test]
fn the_first_screen_offers_the_computer_and_one_click_starts_a_game() {
    let dir = scratch("first-run");
    let mut app = first_screen(Folders::under(&dir), None);
    assert!(has_text(&app, "Welcome to Taflbord"));
    assert!(has_text(&app, "Play the computer"));
    assert!(
        shown(&app, "No settings yet").is_none(),
        "the settings file's path goes to the log"
    );
    click_text(&mut app, "Play the computer");
    assert_eq!(app.players(), [Player::Bot(0), Player::Person]);
    // The bot has the first move; the person plays the defenders.
    assert_eq!(app.record().main_line().len(), 2, "Thrall opened the game");
    assert!(!has_text(&app, "Welcome to Taflbord"));
    // The next start restores that game: no welcome.
    let again = first_screen(Folders::under(&dir), None);
    assert!(again.welcome().is_none());
    assert_eq!(again.players(), [Player::Bot(0), Player::Person]);
    // Escape puts the welcome away for a game between people.
    let fresh = scratch("first-run-escape");
    let mut other = first_screen(Folders::under(&fresh), None);
    escape(&mut other);
    assert!(other.welcome().is_none());
    assert_eq!(other.players(), [Player::Person; 2]);
    let _ = std::fs::remove_dir_all(dir);
    let _ = std::fs::remove_dir_all(fresh);
}

#[test]
fn resigning_asks_first_then_the_record_and_the_board_say_who_won() {
    let dir = scratch("resign");
    let mut app = play_the_computer(&dir);
    // A misclick: the card asks, Escape keeps playing.
    click_text(&mut app, "Resign…");
    assert!(has_text(&app, "Resign this game?"));
    assert!(has_text(&app, "The attackers win."));
    escape(&mut app);
    assert!(!has_text(&app, "Resign this game?"));
    assert_eq!(app.record().result(), None);
    click_text(&mut app, "Resign…");
    click_text(&mut app, "Resign");
    let resigned = GameResult {
        winner: Some(Side::Attackers),
        reason: ResultReason::Resignation,
    };
    assert_eq!(app.record().meta.result, Some(resigned));
    // The card over the board: who won, and how.
    assert!(has_text(&app, "The attackers win"));
    assert!(has_text(&app, "The defenders resigned."));
    assert!(!has_text(&app, "Resign…"), "no resigning a finished game");
    // The autosave and the recent list carry the result.
    let store = Store::new(Folders::under(&dir).data.unwrap());
    let recent = store.recent();
    assert_eq!(recent[0].result.as_deref(), Some("attackers (resignation)"));
    let again = start_app(Folders::under(&dir), None);
    assert_eq!(again.record().meta.result, Some(resigned));
    assert!(again.session().game_over());
    // Escape puts the card away; it stays away while the game is looked
    // through, and the status says the game is over, not whose move it is.
    escape(&mut app);
    assert!(!has_text(&app, "The defenders resigned."));
    assert!(has_text(&app, "Game over — Attackers win: resignation"));
    send(
        &mut app,
        Message::Game(taflbord::app::screen::game::Message::ToStart),
    );
    send(
        &mut app,
        Message::Game(taflbord::app::screen::game::Message::ToEnd),
    );
    assert!(!has_text(&app, "The defenders resigned."));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_end_card_offers_a_rematch_with_the_sides_swapped() {
    let dir = scratch("rematch");
    let mut app = play_the_computer(&dir);
    click_text(&mut app, "Resign…");
    click_text(&mut app, "Resign");
    click_text(&mut app, "Rematch, sides swapped");
    assert_eq!(app.players(), [Player::Person, Player::Bot(0)]);
    assert_eq!(app.record().meta.result, None);
    assert!(
        !has_text(&app, "The attackers win"),
        "the card went with the game"
    );
    // The person has the first move now, and the game can be resigned.
    assert_eq!(app.record().main_line().len(), 1);
    assert!(has_text(&app, "Resign…"));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_draw_offered_between_people_is_accepted_on_the_board() {
    let mut app = new_app();
    click_move(&mut app, "h1-h3");
    click_text(&mut app, "Offer a draw");
    assert!(has_text(
        &app,
        "The defenders offer a draw. Do the attackers accept?"
    ));
    click_text(&mut app, "Accept the draw");
    assert_eq!(
        app.record().meta.result,
        Some(GameResult {
            winner: None,
            reason: ResultReason::Agreement
        })
    );
    assert!(has_text(&app, "Draw"));
    assert!(has_text(&app, "A draw by agreement."));
    assert!(!has_text(&app, "Offer a draw"));
    escape(&mut app);
    assert!(has_text(&app, "Game over — Draw: agreed"));
    assert!(!has_text(&app, "Attackers to move (Person)"));
}

/// The player's case of issue 48: a takeback in the middle (Ctrl+Z three
/// times, Ctrl+Y twice, another move), then the game played to its end.
/// The game played is the main line with its result, on the autosaved
/// sheet, in Recent and on the board after a restart; the moves taken
/// back are its variation.
#[test]
fn a_game_finished_after_a_takeback_is_kept_as_played() {
    let dir = scratch("takeback-finished");
    let mut app = start_app(Folders::under(&dir), None);
    for mv in ["k8-g8", "h6-h8", "j6-j11", "g6-j6", "k7-k10"] {
        click_move(&mut app, mv);
    }
    for _ in 0..3 {
        ctrl(&mut app, "z", false);
    }
    for _ in 0..2 {
        ctrl(&mut app, "y", false);
    }
    // Another move than k7-k10, then the king's way to the corner.
    for mv in ["k5-i5", "f6-i6", "k7-k10", "i6-i11", "k10-i10", "i11-k11"] {
        click_move(&mut app, mv);
    }
    let escaped = GameResult {
        winner: Some(Side::Defenders),
        reason: ResultReason::Board(taflbord::Reason::CornerEscape),
    };
    assert_eq!(app.record().result(), Some(escaped));
    let played = [
        "k8-g8", "h6-h8", "j6-j11", "g6-j6", "k5-i5", "f6-i6", "k7-k10", "i6-i11", "k10-i10",
        "i11-k11",
    ];
    assert_eq!(line(&app), played, "the game played is the main line");
    // The moves taken back: k7-k10 at the fifth ply, a variation.
    let r = app.record();
    let fourth = r.main_line()[4];
    let sidelines: Vec<String> = r
        .node(fourth)
        .children()
        .iter()
        .filter_map(|&id| r.node(id).mv())
        .map(|m| m.to_string())
        .collect();
    assert_eq!(sidelines, ["k5-i5", "k7-k10"]);
    assert!(has_text(&app, "The defenders win"), "the end card");
    // The autosave, Recent and a restart follow the game played.
    let store = Store::new(Folders::under(&dir).data.unwrap());
    let recent = store.recent();
    assert_eq!(recent[0].moves, 5, "five numbered moves");
    assert_eq!(
        recent[0].result.as_deref(),
        Some("defenders (corner escape)")
    );
    let sheet = std::fs::read_to_string(&recent[0].path).expect("the autosaved sheet");
    assert!(sheet.contains("Result: defenders"), "{sheet}");
    let again = start_app(Folders::under(&dir), None);
    assert_eq!(line(&again), played);
    assert_eq!(
        again.record().position().hash(),
        app.record().position().hash(),
        "reopened at the king's escape"
    );
    assert!(again.session().game_over());
    let _ = std::fs::remove_dir_all(dir);
}
