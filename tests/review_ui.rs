//! Reviewing a game in the window (iced_test): the menu's review runs on
//! its own thread with progress, the blunder is marked on the sheet, the
//! evaluation graph appears under the board and a click on it goes to
//! that move.
#![cfg(feature = "app")]

mod common;

use common::app::*;
use iced::Point;
use iced_test::selector;
use taflbord::app::Message;
use taflbord::app::screen::game::{self, GRAPH_ID};
use taflbord::notation::sheet_move::Perspective;
use taflbord::record::annotation::Annotation;
use taflbord::record::{GameRecord, sheet};
use taflbord::{Move, Position, Setup, Side, Square, Variant};

/// Brandubh: the attackers let the king out to the corner.
fn blunder_file() -> std::path::PathBuf {
    let rows = [
        ".AK.A..", ".......", "...D...", "A.....A", "...D...", ".......", "...A...",
    ];
    let setup = Setup::from_diagram(&rows, Side::Attackers).unwrap();
    let pos = Position::from_setup(Variant::built_in("brandubh").unwrap(), &setup).unwrap();
    let mut record = GameRecord::from_position(pos);
    for (from, to) in [("b7", "b6"), ("c7", "a7")] {
        let sq = |s: &str| Square::parse_letters(s, 7).unwrap();
        record.play(Move::new(sq(from), sq(to))).unwrap();
    }
    let path = scratch("review").join("blunder.tafl");
    std::fs::write(&path, sheet::write(&record, Perspective::Attackers)).unwrap();
    path
}

#[test]
fn a_reviewed_game_shows_its_blunder_and_its_graph() {
    let mut app = new_app();
    send(
        &mut app,
        Message::Game(game::Message::OpenFrom(Some(blunder_file()))),
    );
    assert_eq!(app.record().main_line().len(), 3);
    assert!(
        simulator(&app).find(selector::id(GRAPH_ID)).is_err(),
        "no graph before a review"
    );
    click_menu(&mut app, "Review the game (Ctrl+E)");
    // The review ran to its end (the tasks are run to completion here).
    let main = app.record().main_line();
    assert_eq!(
        app.record().node(main[1]).annotation(),
        Some(Annotation::Blunder)
    );
    assert!(shown(&app, "??").is_some(), "the sheet marks the blunder");
    assert!(
        shown(&app, "blunders: 1").is_some(),
        "{:?}",
        shown(&app, "Review")
    );
    // The graph: a click at its left edge goes to the start.
    let bounds = simulator(&app)
        .find(selector::id(GRAPH_ID))
        .expect("the graph under the board")
        .bounds();
    // In every window the graph stays inside, under the board.
    for size in [
        WINDOW,
        iced::Size::new(1280.0, 800.0),
        iced::Size::new(1000.0, 700.0),
    ] {
        send(&mut app, Message::Resized(size));
        let mut ui = iced_test::simulator::Simulator::with_size(
            iced_test::core::Settings::default(),
            size,
            app.view(),
        );
        let graph = ui.find(selector::id(GRAPH_ID)).unwrap().bounds();
        assert!(
            graph.y + graph.height <= size.height,
            "at {size:?} the board pushed the graph out: {graph:?}"
        );
    }
    send(&mut app, Message::Resized(WINDOW));
    interact(&mut app, |ui| {
        ui.point_at(Point::new(bounds.x + 10.0, bounds.center_y()));
        let _ = ui.simulate(iced_test::simulator::click());
    });
    assert_eq!(
        app.record().ply(),
        0,
        "the graph's first point is the start"
    );
    look(&app);
}

/// Keeps a picture in `$TAFLBORD_LOOK`, when set, to look at.
fn look(app: &taflbord::app::App) {
    if let Some(dir) = std::env::var_os("TAFLBORD_LOOK") {
        picture_of(simulator(app), app, "reviewed")
            .save(std::path::Path::new(&dir).join("reviewed.png"))
            .unwrap();
    }
}

#[test]
fn a_player_marks_and_comments_a_move_by_hand() {
    let mut app = new_app();
    assert!(
        simulator(&app)
            .find(selector::id(game::COMMENT_ID))
            .is_err(),
        "no move, no notes"
    );
    click_move(&mut app, "h1-h3");
    interact(&mut app, |ui| {
        ui.click("?!").expect("the dubious-move button");
    });
    let here = app.record().cursor();
    assert_eq!(
        app.record().node(here).annotation(),
        Some(Annotation::Dubious)
    );
    interact(&mut app, |ui| {
        ui.click(iced::widget::Id::new(game::COMMENT_ID))
            .expect("the comment field");
        let _ = ui.typewrite("too early");
        let _ = ui.tap_key(iced::keyboard::key::Named::Enter);
    });
    assert_eq!(app.record().node(here).comment(), "too early");
    assert!(shown(&app, "·3?!").is_some(), "the sheet shows the mark");
    let text = sheet::write(app.record(), Perspective::Attackers);
    assert!(text.contains("> 1 attackers: too early"), "{text}");
    // Again: the mark comes off.
    interact(&mut app, |ui| {
        ui.click("?!").expect("the dubious-move button");
    });
    assert_eq!(app.record().node(here).annotation(), None);
}

#[test]
fn a_review_comment_reads_in_full_in_the_narrowest_window() {
    let mut app = new_app();
    send(
        &mut app,
        Message::Game(game::Message::OpenFrom(Some(blunder_file()))),
    );
    send(&mut app, Message::Game(game::Message::Review(200)));
    let blunder = app.record().main_line()[1];
    send(&mut app, Message::Game(game::Message::GoTo(blunder)));
    let comment = app.record().node(blunder).comment().to_owned();
    assert!(comment.len() > 60, "a long comment: {comment}");
    let size = iced::Size::new(1000.0, 700.0);
    send(&mut app, Message::Resized(size));
    let mut ui = iced_test::simulator::Simulator::with_size(
        iced_test::core::Settings::default(),
        size,
        app.view(),
    );
    let field = ui
        .find(selector::id(game::COMMENT_ID))
        .expect("the comment field")
        .bounds();
    // Wider than the panel in one line, the comment wraps: the field
    // grows to its lines (13-pixel text, 5 pixels of padding each side).
    let line = 13.0 * 1.3;
    assert!(
        field.height >= 2.0 * line + 10.0,
        "one line only: {field:?}"
    );
    assert!(
        field.y + field.height < size.height,
        "in the window: {field:?}"
    );
}
