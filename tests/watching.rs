//! Watching bots play each other in the window: each move stays on the
//! board as long as the speed slider says, on a fake clock the test moves
//! (no test sleeps); pause, a step back and resume.
#![cfg(feature = "app")]

mod common;

use common::app::*;
use std::time::Duration;
use taflbord::Side;
use taflbord::app::screen::game::{Message as GameMessage, tools};
use taflbord::app::screen::new_game::Message as FormMessage;
use taflbord::app::{Folders, Message};
use taflbord::clock::{FakeTime, TimeSource};
use taflbord::session::Player;

/// A Brandubh game of Thrall against Thrall, on a fake clock.
fn bots_on_a_fake_clock() -> (taflbord::app::App, FakeTime) {
    let mut app = start_app(Folders::none(), None);
    let (time, hand) = TimeSource::fake();
    app.set_time_source(time);
    send(&mut app, Message::Game(GameMessage::ShowNewGame));
    let brandubh = app
        .variants()
        .iter()
        .find(|v| v.id() == "brandubh")
        .cloned()
        .map(taflbord::app::VariantChoice)
        .unwrap();
    send(
        &mut app,
        Message::NewGame(FormMessage::ChooseVariant(brandubh)),
    );
    for side in [Side::Attackers, Side::Defenders] {
        send(
            &mut app,
            Message::NewGame(FormMessage::ChoosePlayer(side, Player::Bot(0))),
        );
    }
    send(&mut app, Message::NewGame(FormMessage::Start));
    (app, hand)
}

/// What the timer sends while a bot's move waits.
fn pace(app: &mut taflbord::app::App) {
    send(app, Message::Game(GameMessage::Pace));
}

#[test]
fn bots_playing_each_other_move_at_the_sliders_pace() {
    let (mut app, hand) = bots_on_a_fake_clock();
    assert_eq!(app.players(), [Player::Bot(0), Player::Bot(0)]);
    assert!(
        shown(&app, "1.0 s/move").is_some(),
        "the slider says a second"
    );
    // The first bot has answered (the search ran to its end), but its move
    // waits for the pace.
    assert!(app.session().move_waiting());
    pace(&mut app);
    assert_eq!(app.record().ply(), 0);
    hand.advance(Duration::from_millis(999));
    pace(&mut app);
    assert_eq!(app.record().ply(), 0, "not before a second");
    hand.advance(Duration::from_millis(1));
    pace(&mut app);
    assert_eq!(app.record().ply(), 1, "shown after a second");
    assert!(app.session().move_waiting(), "the next bot has answered");

    // The slider at 2.5 s: the next move waits that long.
    send(&mut app, Message::Game(GameMessage::ReplaySpeed(2.5)));
    assert!(shown(&app, "2.5 s/move").is_some());
    hand.advance(Duration::from_millis(2499));
    pace(&mut app);
    assert_eq!(app.record().ply(), 1);
    hand.advance(Duration::from_millis(1));
    pace(&mut app);
    assert_eq!(app.record().ply(), 2);

    // Pause, a step back, resume: the game goes on from its end.
    interact(&mut app, |ui| click_tool(ui, tools::BOTS));
    assert!(app.session().seats().paused());
    assert!(!app.session().move_waiting());
    hand.advance(Duration::from_secs(10));
    pace(&mut app);
    assert_eq!(app.record().ply(), 2, "paused: no move");
    interact(&mut app, |ui| click_tool(ui, tools::BACK));
    assert_eq!(app.record().ply(), 1);
    interact(&mut app, |ui| click_tool(ui, tools::BOTS));
    assert!(!app.session().seats().paused());
    assert_eq!(app.record().ply(), 2, "back where the game stands");
    // Its last position is shown the pace's time again.
    pace(&mut app);
    assert_eq!(app.record().ply(), 2);
    hand.advance(Duration::from_millis(2500));
    pace(&mut app);
    assert_eq!(app.record().ply(), 3);
    assert_eq!(app.record().main_line().len(), 4, "one line, no variation");
}
