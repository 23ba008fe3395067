//! A timed game in the window, through iced_test on a fake clock: the
//! clock chosen in New game (and remembered), the two clocks beside the
//! board, tenths and low time under ten seconds, and a loss on time.
#![cfg(feature = "app")]

mod common;

use common::app::*;
use iced_test::selector;
use std::time::Duration;
use taflbord::app::screen::game::{self, tools};
use taflbord::app::screen::new_game::{self, CLOCK_ID, ClockChoice};
use taflbord::app::{App, Message};
use taflbord::clock::{FakeTime, TimeControl, TimeSource};
use taflbord::record::ResultReason;
use taflbord::session::Player;

/// A new game between two people on `clock`, chosen as a player does: the
/// list's "Custom" entry, then the control typed in its field.
fn timed_app(clock: &str) -> (App, FakeTime) {
    let mut app = new_app();
    let (source, hand) = TimeSource::fake();
    app.set_time_source(source);
    interact(&mut app, |ui| click_tool(ui, tools::NEW_GAME));
    send(
        &mut app,
        Message::NewGame(new_game::Message::ChooseClock(ClockChoice::Custom)),
    );
    interact(&mut app, |ui| {
        ui.click(iced::widget::Id::new(CLOCK_ID))
            .expect("the custom clock field");
        // The field holds the last control ("none"): select it all first.
        for _ in 0..8 {
            let _ = ui.tap_key(iced::keyboard::key::Named::Backspace);
        }
        let _ = ui.typewrite(clock);
    });
    interact(&mut app, |ui| {
        ui.click("Start").expect("the form's Start button");
    });
    (app, hand)
}

/// Keeps a picture of the window in `$TAFLBORD_LOOK`, when set, to look at.
fn look(app: &App, name: &str) {
    if let Some(dir) = std::env::var_os("TAFLBORD_LOOK") {
        let picture = picture_of(simulator(app), app, name);
        picture
            .save(std::path::Path::new(&dir).join(format!("{name}.png")))
            .expect("a picture written");
    }
}

fn tick(app: &mut App) {
    send(app, Message::Game(game::Message::Tick));
}

#[test]
fn a_timed_game_runs_down_to_a_loss_on_time() {
    let (mut app, hand) = timed_app("30s+1");
    assert_eq!(
        app.record().meta.time_control,
        TimeControl::parse("30s+1").ok(),
        "the typed control starts the game"
    );
    assert!(has_text(&app, "0:30"), "both clocks show the start");
    hand.advance(Duration::from_secs(4));
    tick(&mut app);
    assert!(has_text(&app, "0:26"), "the attackers' clock runs");
    click_move(&mut app, "h1-h3");
    assert_eq!(played(&app), ["h1-h3"]);
    assert!(has_text(&app, "0:27"), "a second back after the move");
    // The defenders think; under ten seconds the clock shows tenths.
    hand.advance(Duration::from_millis(22_600));
    tick(&mut app);
    assert!(has_text(&app, "0:07.4"), "{:?}", shown(&app, "0:0"));
    // Under a fifth of a short game's start, time is short.
    hand.advance(Duration::from_millis(2_000));
    tick(&mut app);
    assert!(has_text(&app, "0:05.4"));
    look(&app, "low-time");
    // The flag falls.
    hand.advance(Duration::from_secs(6));
    tick(&mut app);
    let result = app.record().result().expect("the game ended");
    assert_eq!(result.reason, ResultReason::Time);
    assert_eq!(result.to_string(), "attackers (time)");
    assert!(shown(&app, "Game over").is_some_and(|t| t.contains("time")));
    assert!(has_text(&app, "0:00.0"));
    look(&app, "lost-on-time");
    // Nothing more is played.
    click_move(&mut app, "f4-c4");
    assert_eq!(played(&app), ["h1-h3"]);
    // The next new game offers the same clock.
    interact(&mut app, |ui| click_tool(ui, tools::NEW_GAME));
    let mut ui = simulator(&app);
    let field = ui.find(selector::id(CLOCK_ID));
    assert!(field.is_ok(), "the custom clock is remembered");
    drop(ui);
    assert!(has_text(&app, "30 s + 1 s a move"));
}

#[test]
fn between_people_the_clocks_pause_and_a_bot_game_has_no_pause() {
    let (mut app, hand) = timed_app("5+3");
    hand.advance(Duration::from_secs(10));
    interact(&mut app, |ui| click_tool(ui, tools::CLOCK));
    hand.advance(Duration::from_secs(100));
    tick(&mut app);
    assert!(has_text(&app, "4:50"), "paused at ten seconds used");
    click_move(&mut app, "h1-h3");
    assert!(played(&app).is_empty(), "no move while the clocks stand");
    interact(&mut app, |ui| click_tool(ui, tools::CLOCK));
    click_move(&mut app, "h1-h3");
    assert_eq!(played(&app), ["h1-h3"]);
    assert!(has_text(&app, "4:53"));
    // Against a bot the clocks cannot be paused. (Leaving the running
    // game is asked first.)
    interact(&mut app, |ui| click_tool(ui, tools::NEW_GAME));
    interact(&mut app, |ui| {
        ui.click("Leave the game").expect("the answer to leave");
    });
    send(
        &mut app,
        Message::NewGame(new_game::Message::ChoosePlayer(
            taflbord::Side::Defenders,
            Player::Bot(0),
        )),
    );
    interact(&mut app, |ui| {
        ui.click("Start").expect("the form's Start button");
    });
    assert!(simulator(&app).find(selector::id(tools::CLOCK)).is_err());
}

#[test]
fn a_running_timed_game_is_not_left_without_asking() {
    let (mut app, _hand) = timed_app("5+3");
    click_move(&mut app, "h1-h3");
    assert!(app.session().clocks().running());
    const QUESTION: &str = "The clocks are running. Leave this game for another?";

    // Ctrl+N asks first; "Keep playing" keeps the game as it was.
    ctrl(&mut app, "n", false);
    assert!(
        app.new_game_form().is_none(),
        "no new game before the answer"
    );
    assert!(has_text(&app, QUESTION));
    interact(&mut app, |ui| {
        ui.click("Keep playing").expect("the answer to stay");
    });
    assert!(!has_text(&app, QUESTION));
    assert_eq!(played(&app), ["h1-h3"]);
    assert!(app.session().clocks().running(), "the clocks go on");

    // A game opened from the recent list asks too, on the game screen;
    // "Leave the game" opens it.
    let file = TempFile::new("leave-timed.tafl");
    let record =
        taflbord::record::GameRecord::new(taflbord::Variant::built_in("brandubh").unwrap());
    let text = taflbord::record::sheet::write(
        &record,
        taflbord::notation::sheet_move::Perspective::Attackers,
    );
    std::fs::write(&file.0, text).unwrap();
    send(
        &mut app,
        Message::Recent(taflbord::app::screen::recent::Message::Open(file.0.clone())),
    );
    assert_eq!(
        app.record().variant().id(),
        "copenhagen",
        "not before the answer"
    );
    assert!(has_text(&app, QUESTION), "asked on the game screen");
    interact(&mut app, |ui| {
        ui.click("Leave the game").expect("the answer to leave");
    });
    assert_eq!(app.record().variant().id(), "brandubh");
    assert!(!has_text(&app, QUESTION));

    // A game whose clocks do not run is left without a question.
    ctrl(&mut app, "n", false);
    assert!(app.new_game_form().is_some());
}
