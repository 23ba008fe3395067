//! The desktop app without a window: iced_test's
//! [`Simulator`] on the tiny-skia renderer (`.cargo/config.toml` sets
//! `ICED_TEST_BACKEND`).
//!
//! A simulator is built from [`App::view`]; what its widgets publish is fed
//! back to [`App::update`], and the [`Task`]s `update` returns are run here
//! as the iced runtime runs them: their streams are polled and each output
//! goes to `update` again. The simulator runs no subscriptions, so key
//! presses are sent as the `Message::Key` the keyboard subscription makes.
//!
//! Snapshots are compared with `tests/snapshots/NAME-tiny-skia.png`, pixel
//! for pixel. A missing baseline fails the test;
//! `TAFLBORD_BLESS=1 cargo test --test ui` writes new baselines (look at
//! them before committing).
#![cfg(feature = "app")]

mod common;

use common::app::*;
use iced::futures::{FutureExt, StreamExt};
use iced::keyboard::{Key, Modifiers, key::Named};
use iced::{Point, Theme};
use iced_test::runtime::{Action, task::into_stream};
use iced_test::selector::{self, Target};
use iced_test::simulator::click;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use taflbord::Side;
use taflbord::app::screen;
use taflbord::app::screen::game::tools;
use taflbord::app::{App, Change, Folders, Message, TYPED_ID};
use taflbord::notation::sheet_move::Perspective;
use taflbord::record::sheet;
use taflbord::render::board_style::BoardStyle;
use taflbord::session::Player;
use taflbord::store::settings;

// --- Playing by clicking ---------------------------------------------------

#[test]
fn clicking_a_piece_then_a_square_plays_the_move() {
    let mut app = new_app();
    assert_eq!(app.record().variant().id(), "copenhagen");
    assert!(has_text(&app, "Attackers to move (Person)"));

    click_square(&mut app, "h1");
    assert!(played(&app).is_empty(), "selecting a piece is not a move");
    click_square(&mut app, "h3");
    assert_eq!(played(&app), ["h1-h3"]);
    assert_eq!(app.record().position().turn(), Side::Defenders);
    assert!(has_text(&app, "Defenders to move (Person)"));
    // The record sheet shows the move as written on paper.
    assert!(has_text(&app, "↑8·3"), "the move list shows the move");

    click_move(&mut app, "f4-c4");
    assert_eq!(played(&app), ["h1-h3", "f4-c4"]);
}

#[test]
fn a_press_on_a_piece_and_release_on_a_target_is_a_drop() {
    let mut app = new_app();
    let n = app.record().position().size();
    let (from, to) = (square(&app, "d1"), square(&app, "d3"));
    interact(&mut app, |ui| {
        let bounds = board_bounds(ui);
        ui.point_at(square_center(bounds, n, false, from));
        let _ = ui.simulate([iced::Event::Mouse(iced::mouse::Event::ButtonPressed(
            iced::mouse::Button::Left,
        ))]);
        ui.point_at(square_center(bounds, n, false, to));
        let _ = ui.simulate([iced::Event::Mouse(iced::mouse::Event::ButtonReleased(
            iced::mouse::Button::Left,
        ))]);
    });
    assert_eq!(played(&app), ["d1-d3"]);
}

#[test]
fn illegal_clicks_do_nothing_harmful() {
    let mut app = new_app();
    // An empty square, a defender on the attackers' turn, the margin.
    click_square(&mut app, "c3");
    click_square(&mut app, "f4");
    interact(&mut app, |ui| {
        let b = board_bounds(ui);
        ui.point_at(Point::new(b.x + 2.0, b.y + 2.0));
        let _ = ui.simulate(click());
    });
    assert!(played(&app).is_empty());

    // A selected attacker, then a square it cannot reach (diagonal,
    // through a piece, onto a defender, onto one of its own).
    for target in ["i2", "h7", "h6", "g1"] {
        click_square(&mut app, "h1");
        click_square(&mut app, target);
        assert!(played(&app).is_empty(), "h1 to {target} is not a move");
        assert_eq!(app.record().position().turn(), Side::Attackers);
    }
    // The game goes on as before.
    click_move(&mut app, "h1-h3");
    assert_eq!(played(&app), ["h1-h3"]);
}

#[test]
fn flipped_board_maps_clicks_to_the_turned_squares() {
    let mut app = new_app();
    interact(&mut app, |ui| {
        click_tool(ui, tools::FLIP);
    });
    // h1 is drawn where c11 was.
    let n = app.record().position().size();
    let (h1, h3) = (square(&app, "h1"), square(&app, "h3"));
    interact(&mut app, |ui| click_in(ui, n, true, h1));
    interact(&mut app, |ui| click_in(ui, n, true, h3));
    assert_eq!(played(&app), ["h1-h3"]);
}

// --- Typing moves ------------------------------------------------------------

/// Types `text` into the move box and presses Enter.
fn type_move(app: &mut App, text: &str) {
    interact(app, |ui| {
        ui.click(selector::id(TYPED_ID)).expect("the move box");
        let _ = ui.typewrite(text);
        let _ = ui.tap_key(Key::Named(Named::Enter));
    });
}

fn typed_box(app: &App) -> String {
    match simulator(app).find(selector::id(TYPED_ID)) {
        Ok(Target::TextInput { content, .. }) => content,
        other => panic!("the move box is a text input: {other:?}"),
    }
}

#[test]
fn typed_moves_are_played() {
    let mut app = new_app();
    // Record-sheet form (attackers' view: column 8 up to row 3).
    type_move(&mut app, "↑8·3");
    assert_eq!(played(&app), ["h1-h3"]);
    // An empty box shows its placeholder.
    let cleared = typed_box(&app);
    assert!(cleared.starts_with("Type a move"), "{cleared:?}");
    // Letter form.
    type_move(&mut app, "f4-c4");
    assert_eq!(played(&app), ["h1-h3", "f4-c4"]);
    // ASCII sheet form of d1-d3.
    type_move(&mut app, "^4.3");
    assert_eq!(played(&app), ["h1-h3", "f4-c4", "d1-d3"]);
}

#[test]
fn a_mistyped_move_shows_why_and_keeps_the_text() {
    let mut app = new_app();
    type_move(&mut app, "h1-h9");
    assert!(played(&app).is_empty());
    let notice = shown(&app, "“h1-h9”").expect("the error is shown");
    assert!(notice.len() > "“h1-h9”: ".len(), "{notice}");
    assert_eq!(typed_box(&app), "h1-h9", "the text stays to be corrected");

    type_move(&mut app, "nonsense");
    assert!(shown(&app, "type a move like").is_some());
    assert!(played(&app).is_empty());
}

// --- History -----------------------------------------------------------------

fn key(app: &mut App, k: Key, modifiers: Modifiers) {
    send(app, Message::Key(k, modifiers));
}

fn ch(c: &str) -> Key {
    Key::Character(c.into())
}

fn three_moves() -> App {
    let mut app = new_app();
    for mv in ["h1-h3", "f4-c4", "d1-d3"] {
        click_move(&mut app, mv);
    }
    assert_eq!(played(&app).len(), 3);
    app
}

#[test]
fn undo_and_redo_buttons_move_the_cursor() {
    let mut app = three_moves();
    let press = |app: &mut App, id: &'static str| {
        interact(app, |ui| click_tool(ui, id));
    };
    press(&mut app, tools::UNDO);
    assert_eq!(played(&app), ["h1-h3", "f4-c4"]);
    press(&mut app, tools::UNDO);
    assert_eq!(played(&app), ["h1-h3"]);
    assert_eq!(line(&app).len(), 3, "undo keeps the moves for redo");
    press(&mut app, tools::REDO);
    assert_eq!(played(&app), ["h1-h3", "f4-c4"]);
    press(&mut app, tools::TO_START);
    assert!(played(&app).is_empty());
    press(&mut app, tools::TO_END);
    assert_eq!(played(&app).len(), 3);
    press(&mut app, tools::BACK);
    assert_eq!(played(&app).len(), 2);
    press(&mut app, tools::FORWARD);
    assert_eq!(played(&app).len(), 3);
}

#[test]
fn keyboard_shortcuts_move_the_cursor() {
    let mut app = three_moves();
    key(&mut app, ch("z"), Modifiers::COMMAND);
    assert_eq!(played(&app).len(), 2);
    key(&mut app, ch("z"), Modifiers::COMMAND);
    assert_eq!(played(&app).len(), 1);
    key(&mut app, ch("z"), Modifiers::COMMAND | Modifiers::SHIFT);
    assert_eq!(played(&app).len(), 2);
    key(&mut app, ch("y"), Modifiers::COMMAND);
    assert_eq!(played(&app).len(), 3);
    key(&mut app, Key::Named(Named::Home), Modifiers::empty());
    assert_eq!(played(&app).len(), 0);
    key(&mut app, Key::Named(Named::ArrowRight), Modifiers::empty());
    assert_eq!(played(&app), ["h1-h3"]);
    key(&mut app, Key::Named(Named::End), Modifiers::empty());
    assert_eq!(played(&app).len(), 3);
    key(&mut app, Key::Named(Named::ArrowLeft), Modifiers::empty());
    assert_eq!(played(&app).len(), 2);
    // A plain z is not undo.
    key(&mut app, ch("z"), Modifiers::empty());
    assert_eq!(played(&app).len(), 2);
}

#[test]
fn a_move_after_a_takeback_goes_on_with_the_game() {
    let mut app = three_moves();
    key(&mut app, ch("z"), Modifiers::COMMAND);
    key(&mut app, ch("z"), Modifiers::COMMAND);
    click_move(&mut app, "e5-e4");
    let r = app.record();
    let main: Vec<String> = r
        .main_line()
        .into_iter()
        .filter_map(|id| r.node(id).mv())
        .map(|m| m.to_string())
        .collect();
    assert_eq!(main, ["h1-h3", "e5-e4"], "the game played is the main line");
    // The moves taken back stay on the sheet, as the variation.
    assert!(shown(&app, "↓5·4").is_some(), "the main line's e5-e4");
    assert!(shown(&app, "←3·4").is_some(), "the variation's f4-c4");
}

#[test]
fn playing_from_a_past_move_makes_a_variation() {
    let mut app = three_moves();
    // Stepping back is looking at the game (a takeback, Ctrl+Z, would go on
    // with the game instead: tests/session.rs).
    key(&mut app, Key::Named(Named::ArrowLeft), Modifiers::empty());
    key(&mut app, Key::Named(Named::ArrowLeft), Modifiers::empty());
    click_move(&mut app, "e5-e4");
    assert_eq!(played(&app), ["h1-h3", "e5-e4"]);
    let r = app.record();
    let main: Vec<String> = r
        .main_line()
        .into_iter()
        .filter_map(|id| r.node(id).mv())
        .map(|m| m.to_string())
        .collect();
    assert_eq!(main, ["h1-h3", "f4-c4", "d1-d3"], "the old line is kept");
    // The sheet shows the main line whole and the variation under it.
    assert!(shown(&app, "←3·4").is_some(), "the main line's f4-c4");
    assert!(shown(&app, "↓5·4").is_some(), "the variation's e5-e4");
    // Going back and forth follows the line last played.
    key(&mut app, Key::Named(Named::ArrowLeft), Modifiers::empty());
    key(&mut app, Key::Named(Named::ArrowRight), Modifiers::empty());
    assert_eq!(played(&app), ["h1-h3", "e5-e4"]);
    // The sheet leads back to the main line, at the same move number...
    interact(&mut app, |ui| {
        ui.click("Back to the main line").expect("a way back");
    });
    assert_eq!(played(&app), ["h1-h3", "f4-c4"]);
    assert_eq!(line(&app), ["h1-h3", "f4-c4", "d1-d3"]);
    // ...and into the variation again (e5-e4, as the sheet writes it).
    interact(&mut app, |ui| {
        ui.click("↓5·4").expect("the variation's move");
    });
    assert_eq!(played(&app), ["h1-h3", "e5-e4"]);
}

#[test]
fn clicking_a_move_in_the_sheet_jumps_there() {
    let mut app = three_moves();
    interact(&mut app, |ui| {
        ui.click("↑8·3").expect("the first move in the sheet");
    });
    assert_eq!(played(&app), ["h1-h3"]);
    assert_eq!(line(&app).len(), 3);
}

// --- Files -------------------------------------------------------------------

#[test]
fn save_then_load_gives_the_same_game() {
    for ext in ["tafl", "otg"] {
        let mut app = three_moves();
        let file = TempFile::new(&format!("saved.{ext}"));
        let path = &file.0;
        send(
            &mut app,
            Message::Game(screen::game::Message::SaveTo(Some(path.clone()))),
        );
        assert!(path.exists(), "{} was written", path.display());
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            has_text(&app, &format!("Saved {name}")),
            "the view says it saved"
        );
        assert!(app.title().starts_with(&name), "{}", app.title());

        // Opened at start-up, as `taflbord FILE` does.
        let other = start_app(Folders::none(), Some(path.clone()));
        assert_eq!(played(&other), played(&app), "{ext}: same moves");
        assert!(has_text(&other, &format!("Opened {name}")));

        // Opened over a game on screen: it replaces it.
        let mut third = new_app();
        click_move(&mut third, "a4-b4");
        send(
            &mut third,
            Message::Game(screen::game::Message::OpenFrom(Some(path.clone()))),
        );
        assert_eq!(played(&third), played(&app), "{ext}: same moves");
    }
}

/// Opens `path` in a game in progress and checks the game stays and the
/// view shows an error containing `expected`.
fn broken_file_keeps_the_game(path: &Path, expected: &str) {
    let mut app = three_moves();
    key(&mut app, ch("z"), Modifiers::COMMAND);
    let (before, whole) = (played(&app), line(&app));
    send(
        &mut app,
        Message::Game(screen::game::Message::OpenFrom(Some(path.to_path_buf()))),
    );
    let notice = shown(&app, "Could not open").expect("the error is in the view");
    eprintln!("shown: {notice}");
    assert!(notice.contains(expected), "{notice:?} lacks {expected:?}");
    assert_eq!(played(&app), before, "the game on screen is untouched");
    assert_eq!(line(&app), whole);
    assert!(app.title().starts_with("Copenhagen"), "{}", app.title());
    // And it still plays.
    click_move(&mut app, "e1-e3");
    assert_eq!(played(&app).len(), 3);
}

#[test]
fn a_binary_file_shows_its_error_and_keeps_the_game() {
    let file = TempFile::new("junk.tafl");
    std::fs::write(&file.0, [0xff_u8, 0xfe, 0x00, 0x9c, 0x80, 0x13, 0x37, 0xc3]).unwrap();
    broken_file_keeps_the_game(&file.0, &file.0.display().to_string());
}

#[test]
fn a_sheet_with_a_wrong_capture_count_shows_its_error_and_keeps_the_game() {
    let app = three_moves();
    let text = sheet::write(app.record(), Perspective::Attackers);
    // Claim a capture for the first move, which took nothing.
    let lines: Vec<&str> = text.lines().collect();
    let row = lines
        .iter()
        .position(|l| l.trim_start().starts_with("1 |"))
        .expect("a first row");
    let mut cells: Vec<String> = lines[row].split('|').map(str::to_owned).collect();
    assert!(cells[2].trim().is_empty(), "{}", lines[row]);
    cells[2] = format!(" {:<w$}", 2, w = cells[2].len() - 1);
    let broken: Vec<String> = lines
        .iter()
        .enumerate()
        .map(|(k, l)| {
            if k == row {
                cells.join("|")
            } else {
                l.to_string()
            }
        })
        .collect();
    let file = TempFile::new("wrong-captures.tafl");
    std::fs::write(&file.0, broken.join("\n") + "\n").unwrap();
    broken_file_keeps_the_game(&file.0, &format!("line {}, column ", row + 1));
}

#[test]
fn a_missing_file_shows_its_error_and_keeps_the_game() {
    let file = TempFile::new("no-such-file.tafl");
    broken_file_keeps_the_game(&file.0, &file.0.display().to_string());
}

// --- Bots --------------------------------------------------------------------

/// Starts a Copenhagen game from the new-game form with these players.
fn start_game(app: &mut App, attackers: Player, defenders: Player) {
    interact(app, |ui| {
        click_tool(ui, tools::NEW_GAME);
    });
    // What the form's pick lists publish.
    send(
        app,
        Message::NewGame(screen::new_game::Message::ChoosePlayer(
            Side::Attackers,
            attackers,
        )),
    );
    send(
        app,
        Message::NewGame(screen::new_game::Message::ChoosePlayer(
            Side::Defenders,
            defenders,
        )),
    );
    // The form takes the side panel's place: this Start is the form's.
    interact(app, |ui| {
        ui.click("Start").expect("the form's Start button");
    });
}

#[test]
fn a_bot_reply_arrives_while_the_ui_still_answers() {
    let mut app = new_app();
    // Jarl thinks for half a second.
    start_game(&mut app, Player::Person, Player::Bot(3));
    assert!(has_text(&app, "Attackers to move (Person)"));
    assert!(!app.is_thinking());

    // A first move out of the opening book, so that Jarl searches.
    click_square(&mut app, "a4");
    let n = app.record().position().size();
    let b4 = square(&app, "b4");
    // The human's move returns the bot's task; run it by hand, step by step.
    let messages = published(&app, |ui| click_in(ui, n, false, b4));
    let task = update_all(&mut app, messages);
    assert_eq!(played(&app), ["a4-b4"]);
    assert!(app.is_thinking(), "the bot thinks after the human's move");
    let mut stream = into_stream(task).expect("the bot's task");

    let (mut answered, mut flipped, mut saw_depth) = (0, false, false);
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        assert!(Instant::now() < deadline, "the bot never replied");
        match stream.next().now_or_never() {
            Some(Some(Action::Output(message))) => send(&mut app, message),
            // The sheet scrolling to the new move.
            Some(Some(Action::Widget(_))) => {}
            Some(Some(_)) => panic!("the bot's task only sends messages and scrolls"),
            Some(None) => break,
            None if app.is_thinking() => {
                // Meanwhile the view is built, shows the indicator and takes clicks.
                let d1 = square(&app, "d1");
                let thinking = shown(&app, "Thinking…").expect("the thinking indicator");
                saw_depth |= thinking.contains("depth");
                let messages = published(&app, |ui| {
                    click_in(ui, n, flipped, d1);
                    click_tool(ui, tools::FLIP);
                });
                assert!(
                    matches!(
                        messages.as_slice(),
                        [
                            Message::Game(screen::game::Message::Clicked(_)),
                            Message::Game(screen::game::Message::Flip)
                        ]
                    ),
                    "{messages:?}"
                );
                let task = update_all(&mut app, messages);
                settle(&mut app, task);
                flipped = !flipped;
                // Not the human's turn: the click changed nothing.
                assert_eq!(played(&app), ["a4-b4"]);
                answered += 1;
                std::thread::sleep(Duration::from_millis(20));
            }
            None => std::thread::sleep(Duration::from_millis(5)),
        }
    }
    assert!(answered > 0, "the UI was never used while the bot thought");
    assert!(saw_depth, "the indicator showed the search's depth");
    assert!(!app.is_thinking());
    let moves = played(&app);
    assert_eq!(moves.len(), 2, "the bot replied: {moves:?}");
    assert_eq!(app.record().position().turn(), Side::Attackers);
    assert!(has_text(&app, "Attackers to move (Person)"));

    // Against a bot, undo goes back to the human's own move.
    interact(&mut app, |ui| {
        click_tool(ui, tools::UNDO);
    });
    assert!(played(&app).is_empty());
    assert!(!app.is_thinking());
}

#[test]
fn move_now_makes_a_thinking_bot_play_at_once() {
    let mut app = new_app();
    // Allfather would think for ten seconds.
    start_game(
        &mut app,
        Player::Person,
        Player::Bot(taflbord::bot::LEVELS.len() - 1),
    );
    click_square(&mut app, "h1");
    let n = app.record().position().size();
    let h3 = square(&app, "h3");
    let messages = published(&app, |ui| click_in(ui, n, false, h3));
    let task = update_all(&mut app, messages);
    assert!(app.is_thinking());
    let start = Instant::now();
    std::thread::sleep(Duration::from_millis(200));
    interact(&mut app, |ui| {
        ui.click("Move now").expect("a Move now button");
    });
    settle(&mut app, task);
    assert!(
        start.elapsed() < Duration::from_secs(5),
        "the bot took {:?} after Move now",
        start.elapsed()
    );
    assert_eq!(played(&app).len(), 2);
    assert!(!app.is_thinking());
}

#[test]
fn a_bot_opens_as_attackers() {
    let mut app = new_app();
    start_game(&mut app, Player::Bot(0), Player::Person);
    // start_game ran the bot's task to its end.
    assert_eq!(played(&app).len(), 1);
    assert!(has_text(&app, "Defenders to move (Person)"));
}

#[test]
fn hint_shows_a_move_without_playing_it() {
    let mut app = new_app();
    interact(&mut app, |ui| {
        click_tool(ui, tools::HINT);
    });
    let hint = shown(&app, "Hint: ").expect("the hint is shown");
    assert!(played(&app).is_empty(), "a hint is not played");
    let mv = hint.trim_start_matches("Hint: ").to_string();
    assert!(mv.contains('·'), "the hint in the sheet's notation: {mv}");
    // The move box reads it as written.
    type_move(&mut app, &mv);
    assert_eq!(played(&app).len(), 1);
}

/// The colour of the window as drawn at `p` (logical pixels).
fn pixel_at(app: &App, p: Point) -> [u8; 3] {
    let image = picture_of(simulator(app), app, "pixel");
    let scale = image.width() as f32 / WINDOW.width;
    let [r, g, b, _] = image
        .get_pixel((p.x * scale) as u32, (p.y * scale) as u32)
        .0;
    [r, g, b]
}

#[test]
fn a_hint_has_its_own_colour_and_goes_with_any_step() {
    let mut app = new_app();
    click_move(&mut app, "h1-h3");
    let ask = |app: &mut App| {
        ctrl(app, "h", false);
        app.shown_move().expect("a hint shown")
    };
    let hint = ask(&mut app);
    // Framed in violet, beside the last move's yellow, which stays seen.
    let n = app.record().position().size();
    let bounds = board_bounds(&mut simulator(&app));
    let side = (bounds.width.min(bounds.height) / (f32::from(n) + 1.0)).floor();
    let edge = |sq| {
        let c = square_center(bounds, n, false, sq);
        Point::new(c.x - side / 2.0 + 2.5, c.y)
    };
    let [r, g, b] = pixel_at(&app, edge(hint.to));
    assert!(
        r > g + 40 && b > g + 60,
        "the hint's frame is violet: {r} {g} {b}"
    );
    let h3 = square_center(bounds, n, false, square(&app, "h3"));
    let h3 = Point::new(h3.x - side / 2.0 + 2.5, h3.y - side / 2.0 + 2.5);
    let [r, g, b] = pixel_at(&app, h3);
    assert!(
        r > b + 40 && g > b + 30,
        "the last move keeps its yellow: {r} {g} {b}"
    );

    // Any step away ends it, and coming back does not bring it back.
    send(
        &mut app,
        Message::Key(Key::Named(Named::ArrowLeft), Modifiers::empty()),
    );
    assert_eq!(app.shown_move(), None, "← ends the hint");
    send(
        &mut app,
        Message::Key(Key::Named(Named::ArrowRight), Modifiers::empty()),
    );
    assert_eq!(app.shown_move(), None, "→ does not bring it back");
    ask(&mut app);
    send(
        &mut app,
        Message::Key(Key::Named(Named::Home), Modifiers::empty()),
    );
    assert_eq!(app.shown_move(), None, "Home ends the hint");
    send(
        &mut app,
        Message::Key(Key::Named(Named::End), Modifiers::empty()),
    );
    ask(&mut app);
    let start = app.record().main_line()[0];
    send(&mut app, Message::Game(screen::game::Message::GoTo(start)));
    assert_eq!(
        app.shown_move(),
        None,
        "a move clicked on the sheet ends it"
    );
    // A replay's steps end it too.
    ask_at_start_then_replay(&mut app);
}

/// At the start, a hint; then a step of the replay takes it away.
fn ask_at_start_then_replay(app: &mut App) {
    assert_eq!(app.record().ply(), 0);
    ctrl(app, "h", false);
    assert!(app.shown_move().is_some());
    send(app, Message::Game(screen::game::Message::ToggleReplay));
    send(app, Message::Game(screen::game::Message::ReplayStep));
    assert_eq!(app.record().ply(), 1);
    assert_eq!(app.shown_move(), None, "the replay's step ends the hint");
}

// --- Snapshots -----------------------------------------------------------------

fn snapshot_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/snapshots")
        .join(format!("{name}.png"))
}

/// Whether the view matches the committed baseline `NAME-tiny-skia.png`.
/// When it does not, the view as drawn is written to the temporary folder
/// (the path is printed) for a look.
fn matches_snapshot(app: &App, name: &str) -> bool {
    assert_eq!(
        std::env::var("ICED_TEST_BACKEND").as_deref(),
        Ok("tiny-skia"),
        "snapshots are taken with tiny-skia (see .cargo/config.toml)"
    );
    let path = snapshot_path(name);
    let baseline = path.with_file_name(format!("{name}-tiny-skia.png"));
    if std::env::var_os("TAFLBORD_BLESS").is_some() {
        let _ = std::fs::remove_file(&baseline);
    } else {
        assert!(
            baseline.exists(),
            "no baseline {}; run with TAFLBORD_BLESS=1 to write it",
            baseline.display()
        );
    }
    let snapshot = simulator(app).snapshot(&app.theme()).expect("a snapshot");
    let matches = snapshot.matches_image(&path).expect("compare the snapshot");
    if !matches {
        let actual = temp_file(&format!("{name}.png"));
        let written = actual.with_file_name(format!(
            "{}-tiny-skia.png",
            actual.file_stem().unwrap().to_string_lossy()
        ));
        let _ = std::fs::remove_file(&written);
        // With no file there, this writes the snapshot.
        let _ = snapshot.matches_image(&actual);
        eprintln!("{name}: the view as drawn is in {}", written.display());
    }
    matches
}

/// The game in the in-progress snapshot: a capture, then a defender selected.
fn game_in_progress() -> App {
    let mut app = new_app();
    for mv in ["h1-h3", "f4-c4", "d1-d4", "g5-g4", "a4-b4"] {
        click_move(&mut app, mv);
    }
    let r = app.record();
    let last = r.node(r.cursor()).played().expect("a move");
    let taken: Vec<String> = last.captures.iter().map(|c| c.square.to_string()).collect();
    assert_eq!(taken, ["c4"], "a4-b4 takes c4");
    click_square(&mut app, "e5");
    app
}

#[test]
fn snapshot_of_the_start_position() {
    let app = new_app();
    assert!(
        matches_snapshot(&app, "start"),
        "the start differs from its baseline"
    );
}

#[test]
fn snapshot_of_a_game_in_progress() {
    let app = game_in_progress();
    assert!(
        matches_snapshot(&app, "in-progress"),
        "the game differs from its baseline"
    );
}

#[test]
fn snapshot_of_the_settings_screen() {
    let mut app = new_app();
    click_menu(&mut app, "Settings (Ctrl+,)");
    assert!(
        matches_snapshot(&app, "settings"),
        "the settings screen differs from its baseline"
    );
}

#[test]
fn snapshot_of_a_dark_theme_with_the_stone_board() {
    let mut app = game_in_progress();
    send(
        &mut app,
        Message::Settings(screen::settings::Message::Change(Change::Theme(
            settings::Theme::Dark,
        ))),
    );
    send(
        &mut app,
        Message::Settings(screen::settings::Message::Change(Change::BoardStyle(
            BoardStyle::Stone,
        ))),
    );
    assert_eq!(app.theme(), Theme::Dark);
    assert!(
        matches_snapshot(&app, "dark-stone"),
        "the dark board differs from its baseline"
    );
}

#[test]
fn snapshots_of_the_rules_of_copenhagen_and_tablut() {
    let mut app = new_app();
    click_menu(&mut app, "Rules (F1)");
    assert!(shown(&app, "Copenhagen").is_some());
    assert!(
        matches_snapshot(&app, "rules-copenhagen"),
        "the Copenhagen rules differ from their baseline"
    );
    send(
        &mut app,
        Message::Game(screen::game::Message::ShowRules("tablut".into())),
    );
    assert!(
        matches_snapshot(&app, "rules-tablut"),
        "the Tablut rules differ from their baseline"
    );
    interact(&mut app, |ui| {
        ui.click("Back to the game").expect("a way back");
    });
    assert!(shown(&app, "to move").is_some(), "back at the game");
}

#[test]
fn snapshot_of_the_explorer() {
    let mut app = new_app();
    click_menu(&mut app, "Openings (Ctrl+B)");
    interact(&mut app, |ui| {
        ui.click("Millar Gambit (Accepted)")
            .expect("the opening in the list");
    });
    interact(&mut app, |ui| {
        ui.click("End").expect("an End button");
    });
    assert!(has_text(&app, "Move 3 of 3: ↓8·2, takes 7·2"));
    assert!(
        matches_snapshot(&app, "explorer"),
        "the explorer differs from its baseline"
    );
}

#[test]
fn a_different_view_does_not_match_a_snapshot() {
    // The comparison can fail: the start is not the game in progress.
    if std::env::var_os("TAFLBORD_BLESS").is_some() {
        return; // the baseline is being rewritten
    }
    let path = snapshot_path("in-progress");
    let baseline = path.with_file_name("in-progress-tiny-skia.png");
    assert!(baseline.exists(), "no baseline {}", baseline.display());
    let snapshot = simulator(&new_app())
        .snapshot(&Theme::Light)
        .expect("a snapshot");
    assert!(!snapshot.matches_image(&path).expect("compare"));
}

/// The main screen in German and Icelandic; and the main screens in the
/// pseudo-language, a third longer than English and bracketed, so a
/// label cut off at either end shows in its baseline.
#[test]
fn snapshots_in_other_languages() {
    let screens: [(&str, Option<Message>); 6] = [
        ("game", None),
        (
            "new-game",
            Some(Message::Game(screen::game::Message::ShowNewGame)),
        ),
        (
            "settings",
            Some(Message::Game(screen::game::Message::ShowSettings)),
        ),
        (
            "recent",
            Some(Message::Game(screen::game::Message::ShowRecent)),
        ),
        (
            "explorer",
            Some(Message::Game(screen::game::Message::ShowExplorer)),
        ),
        (
            "rules",
            Some(Message::Game(screen::game::Message::ShowRules(
                "copenhagen".into(),
            ))),
        ),
    ];
    let mut differ = Vec::new();
    for tag in ["de", "is", "pseudo"] {
        for (name, show) in &screens {
            if tag != "pseudo" && *name != "game" {
                continue;
            }
            let mut app = new_app_in(tag);
            // A game under way: the sheet, the last move and the status.
            for mv in ["h1-h3", "g5-g2", "h3-h2"] {
                send(
                    &mut app,
                    Message::Game(screen::game::Message::TypedChanged(mv.into())),
                );
                send(&mut app, Message::Game(screen::game::Message::TypedSubmit));
            }
            if let Some(show) = show {
                send(&mut app, show.clone());
            }
            let snapshot = format!("{tag}-{name}");
            if !matches_snapshot(&app, &snapshot) {
                differ.push(snapshot);
            }
        }
    }
    assert!(differ.is_empty(), "differ from their baselines: {differ:?}");
}

#[test]
fn the_new_game_form_says_what_a_bot_level_plays_like() {
    let mut app = new_app();
    send(&mut app, Message::Game(screen::game::Message::ShowNewGame));
    let karl = format!(
        "Casual player, rated {}: sees your reply, but often plays a loose move.",
        taflbord::bot::LEVELS[1].rating
    );
    let karl = karl.as_str();
    assert!(!has_text(&app, karl), "nothing said while people play");
    send(
        &mut app,
        Message::NewGame(screen::new_game::Message::ChoosePlayer(
            taflbord::Side::Defenders,
            Player::Bot(1),
        )),
    );
    assert!(
        has_text(&app, karl),
        "the level's description under its pick list"
    );
}

/// A new app that opened a file named `name` holding `text` (the file
/// stays while the returned guard lives).
fn opened(name: &str, text: &str) -> (App, TempFile) {
    let file = TempFile::new(name);
    std::fs::write(&file.0, text).unwrap();
    let mut app = new_app();
    send(
        &mut app,
        Message::Game(screen::game::Message::OpenFrom(Some(file.0.clone()))),
    );
    (app, file)
}

#[test]
fn a_sheet_typed_in_from_paper_opens_as_the_default_variant_and_says_so() {
    let (mut app, _file) = opened(
        "from-paper.tafl",
        " 1 | ^4.3 | || 1 | v5.2 |\n2|^7.3||2|<3.4|\n 3 | <5·3 | 1 || | |\n",
    );
    assert_eq!(app.record().variant().id(), "copenhagen");
    assert_eq!(played(&app).len(), 5);
    assert!(
        shown(&app, "names no variant: read as Copenhagen").is_some(),
        "the notice says which variant was assumed"
    );
    // The player reads it as another variant from the list beside it.
    assert!(has_text(&app, "Read as"));
    let fetlar = app
        .variants()
        .iter()
        .find(|v| v.id() == "fetlar")
        .cloned()
        .unwrap();
    send(
        &mut app,
        Message::Game(screen::game::Message::ReadAs(taflbord::app::VariantChoice(
            fetlar,
        ))),
    );
    assert_eq!(app.record().variant().id(), "fetlar");
    assert_eq!(played(&app).len(), 5);
    assert!(shown(&app, "read as Fetlar").is_some());
}

#[test]
fn a_sheet_cut_short_opens_with_a_warning() {
    let (app, _file) = opened(
        "cut-short.tafl",
        "Variant: copenhagen\nResult: defenders (corner escape)\n 1 | ^4.3 | || 1 | v5.2 |\n",
    );
    assert_eq!(played(&app).len(), 2, "the game opens all the same");
    assert!(
        shown(&app, "the board shows no end").is_some(),
        "the player is told the result is doubtful"
    );
}

#[test]
fn a_result_the_board_cannot_show_is_in_the_status() {
    let (app, _file) = opened(
        "resigned.tafl",
        "Variant: copenhagen\nResult: defenders (resignation)\n 1 | ^4.3 | || 1 | v5.2 |\n",
    );
    assert_eq!(played(&app).len(), 2);
    assert_eq!(
        shown(&app, "Recorded result").as_deref(),
        Some("Recorded result: Defenders win: resignation"),
    );
    // A game with no recorded result says nothing of one.
    let (plain, _file) = opened(
        "plain.tafl",
        "Variant: copenhagen\n 1 | ^4.3 | || 1 | v5.2 |\n",
    );
    assert_eq!(shown(&plain, "Recorded result"), None);
}

#[test]
fn escape_lets_go_of_a_selected_piece() {
    let mut app = new_app();
    click_square(&mut app, "h1");
    assert_eq!(app.selected(), Some(square(&app, "h1")));
    // Turning the board keeps the piece in hand; Escape lets go of it.
    send(&mut app, Message::Game(screen::game::Message::Flip));
    assert_eq!(app.selected(), Some(square(&app, "h1")));
    key(&mut app, Key::Named(Named::Escape), Modifiers::empty());
    assert_eq!(app.selected(), None);
    // A click on a target now plays nothing.
    click_square(&mut app, "h3");
    assert!(played(&app).is_empty());
}
