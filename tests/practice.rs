//! The opening explorer and practice mode, driven
//! through the view and the app's messages as in `tests/ui.rs`.
#![cfg(feature = "app")]

mod common;

use common::app::*;
use taflbord::Side;
use taflbord::app::screen;
use taflbord::app::{App, Change, Message};
use taflbord::learn::openings::book;
use taflbord::notation::shown::Notation;
use taflbord::session::Player;

fn book_index(name: &str) -> usize {
    book()
        .openings
        .iter()
        .position(|o| o.name() == name)
        .unwrap_or_else(|| panic!("no opening {name}"))
}

fn open_explorer(app: &mut App) {
    click_menu(app, "Openings (Ctrl+B)");
    assert!(app.explorer().is_some(), "the explorer is shown");
    assert!(has_text(app, "Openings of the book"));
}

fn click(app: &mut App, label: &str) {
    interact(app, |ui| {
        ui.click(label)
            .unwrap_or_else(|_| panic!("a `{label}` button"));
    });
}

/// Practice of `name` as `side` against Thrall, started from the explorer.
/// Moves shown in letters (`h1-h3`), as these tests read them.
fn use_letters(app: &mut App) {
    send(
        app,
        Message::Settings(screen::settings::Message::Change(Change::Notation(
            Notation::Letters,
        ))),
    );
}

fn practise(name: &str, side: Side) -> App {
    let mut app = new_app();
    use_letters(&mut app);
    open_explorer(&mut app);
    send(
        &mut app,
        Message::Openings(screen::openings::Message::Select(book_index(name))),
    );
    send(
        &mut app,
        Message::Openings(screen::openings::Message::Side(side)),
    );
    send(
        &mut app,
        Message::Openings(screen::openings::Message::Level(0)),
    );
    click(&mut app, "Practise this opening");
    assert!(app.explorer().is_none(), "back at the game");
    app
}

#[test]
fn the_explorer_lists_the_book_and_steps_through_a_line() {
    let mut app = new_app();
    use_letters(&mut app);
    open_explorer(&mut app);
    // Both names of the one line.
    assert!(has_text(&app, "Canadian Opening / Hungarian Opening"));
    click(&mut app, "Polar Gambit");
    assert_eq!(
        app.explorer().unwrap().selected(),
        book_index("Polar Gambit")
    );
    assert!(has_text(&app, "h1-h3, h6-h10"), "the moves in letters");
    assert!(
        !has_text(&app, "H1 → H3, H6 → H10"),
        "one notation on screen"
    );
    assert!(shown(&app, "Start position").is_some());

    click(&mut app, "▶");
    assert_eq!(app.explorer().unwrap().step(), 1);
    assert!(has_text(&app, "Move 1 of 2: h1-h3"));
    click(&mut app, "End");
    assert!(has_text(&app, "Move 2 of 2: h6-h10"));
    // Past the end nothing happens.
    send(
        &mut app,
        Message::Openings(screen::openings::Message::Step(9)),
    );
    assert_eq!(app.explorer().unwrap().step(), 2);
    click(&mut app, "◀");
    assert!(has_text(&app, "Move 1 of 2: h1-h3"));
    click(&mut app, "Start");
    assert_eq!(app.explorer().unwrap().step(), 0);

    click(&mut app, "Back to the game");
    assert!(app.explorer().is_none());
    assert!(shown(&app, "to move").is_some(), "back at the game");
}

#[test]
fn the_explorer_shows_how_an_opening_fared() {
    let mut app = new_app();
    use_letters(&mut app);
    open_explorer(&mut app);
    click(&mut app, "Millar Gambit (Accepted)");
    let fared = shown(&app, "Played in").expect("the figures");
    assert_eq!(
        fared,
        "Played in 40 of the 1752 games: attackers won 10, defenders won 30, \
         other 0 (defenders 75%)."
    );
    click(&mut app, "End");
    assert!(has_text(&app, "Move 3 of 3: h3-h2, takes g2"));
    // Out-of-range messages change nothing harmful.
    send(
        &mut app,
        Message::Openings(screen::openings::Message::Select(10_000)),
    );
    assert!(app.explorer().is_some());
}

#[test]
fn practice_starts_from_the_explorer() {
    let mut app = new_app();
    open_explorer(&mut app);
    click(&mut app, "Polar Gambit");
    click(&mut app, "Practise this opening");
    let p = app.practice().expect("a practice");
    assert_eq!(p.name(), "Polar Gambit");
    assert_eq!(p.side(), Side::Attackers);
    assert!(
        played(&app).is_empty(),
        "the attackers move first: the person"
    );
    assert!(shown(&app, "Practising Polar Gambit as the attackers").is_some());
}

#[test]
fn practice_as_the_attackers_counts_mistakes_and_hands_over_to_the_bot() {
    let mut app = practise("Millar Gambit (Accepted)", Side::Attackers);
    // A correct move is counted, and the book's reply comes at once.
    click_move(&mut app, "h1-h3");
    assert_eq!(played(&app), ["h1-h3", "g5-g2"]);
    assert_eq!(app.practice().unwrap().found(), 1);
    assert!(!app.is_thinking());

    // A wrong move is not kept; the book move is named.
    click_move(&mut app, "a4-b4");
    assert_eq!(
        played(&app),
        ["h1-h3", "g5-g2"],
        "the wrong move is not kept"
    );
    assert_eq!(app.record().ply(), 2);
    let why = shown(&app, "The book plays").expect("an explanation");
    assert!(why.contains("The book plays h3-h2 here"), "{why}");
    assert!(why.contains("captures g2"), "{why}");
    assert_eq!(app.practice().unwrap().mistakes(), 1);
    assert!(shown(&app, "found 1 of 2, 1 mistake").is_some());

    // The retry ends the line: Thrall takes the defenders and plays.
    click_move(&mut app, "h3-h2");
    let p = app.practice().unwrap();
    assert!(p.is_finished());
    assert_eq!((p.found(), p.mistakes(), p.total()), (2, 1, 2));
    assert_eq!(app.players(), [Player::Person, Player::Bot(0)]);
    assert_eq!(app.record().ply(), 4, "the bot answered");
    assert_eq!(played(&app)[..3], ["h1-h3", "g5-g2", "h3-h2"]);
    let summary = shown(&app, "done").expect("a summary");
    assert!(summary.contains("found 2 of 2, 1 mistake"), "{summary}");

    // The game goes on as a normal one; the summary stays.
    let pos = app.record().position();
    let mv = pos.legal_moves()[0].to_string();
    click_move(&mut app, &mv);
    assert_eq!(app.record().ply(), 6, "the person's move and the bot's");
    assert!(shown(&app, "found 2 of 2, 1 mistake").is_some());

    // A new game ends it.
    interact(&mut app, |ui| {
        click_tool(ui, taflbord::app::screen::game::tools::NEW_GAME);
    });
    click(&mut app, "Start");
    assert!(app.practice().is_none());
    assert!(shown(&app, "found 2 of 2").is_none());
}

#[test]
fn practice_as_the_defenders_begins_with_the_books_first_move() {
    let mut app = practise("Millar Gambit (Accepted)", Side::Defenders);
    assert_eq!(played(&app), ["h1-h3"], "the app opened at once");
    assert!(shown(&app, "Defenders to move").is_some());
    // A typed move goes through the same check.
    send(
        &mut app,
        Message::Game(screen::game::Message::TypedChanged("e5-e4".into())),
    );
    send(&mut app, Message::Game(screen::game::Message::TypedSubmit));
    assert_eq!(played(&app), ["h1-h3"]);
    assert!(shown(&app, "The book plays g5-g2 here").is_some());

    click_move(&mut app, "g5-g2");
    // The book's last move, then the line is over with the person to move.
    assert_eq!(played(&app), ["h1-h3", "g5-g2", "h3-h2"]);
    let p = app.practice().unwrap();
    assert!(p.is_finished());
    assert_eq!((p.found(), p.total()), (1, 1));
    assert_eq!(app.players(), [Player::Bot(0), Player::Person]);
    assert!(!app.is_thinking(), "the defenders are to move");
    assert!(shown(&app, "found 1 of 1, 1 mistake").is_some());
}

#[test]
fn undo_in_practice_goes_back_to_the_persons_move() {
    let mut app = practise("Millar Gambit (Accepted)", Side::Attackers);
    click_move(&mut app, "h1-h3");
    assert_eq!(app.record().ply(), 2);
    send(&mut app, Message::Game(screen::game::Message::Undo));
    assert_eq!(app.record().ply(), 0, "back past the book's reply");
    click_move(&mut app, "h1-h3");
    assert_eq!(played(&app), ["h1-h3", "g5-g2"]);
}
