//! The record sheet beside the board, through iced_test: it follows the
//! current move, greys the moves after it, keeps numbers past 100 clear of
//! the moves, shows a variation under the move it leaves, and speaks the
//! notation chosen in the settings on every screen.
#![cfg(feature = "app")]

mod common;

use common::app::*;
use common::games::long_game;
use iced::futures::{StreamExt, executor::block_on};
use iced::keyboard::{Key, Modifiers, key::Named};
use iced::widget::Id;
use iced::widget::operation::{AbsoluteOffset, RelativeOffset};
use iced::{Rectangle, Vector};
use iced_test::core::widget::operation::scrollable::Scrollable;
use iced_test::runtime::{Action, task::into_stream};
use iced_test::selector;
use taflbord::Move;
use taflbord::app::widget::sheet::{CURRENT_ID, ROWS_ID, SHEET_ID};
use taflbord::app::{App, Change, Folders, Message, screen};
use taflbord::notation::sheet_move::Perspective;
use taflbord::notation::shown::Notation;
use taflbord::record::{GameRecord, sheet};

/// The app with `record` opened from a sheet file.
fn app_with(record: &GameRecord, name: &str) -> (App, TempFile) {
    let file = TempFile::new(&format!("{name}.tafl"));
    std::fs::write(&file.0, sheet::write(record, Perspective::Attackers)).unwrap();
    let mut app = start_app(Folders::none(), Some(file.0.clone()));
    send(
        &mut app,
        Message::Settings(screen::settings::Message::Change(Change::Animation(false))),
    );
    (app, file)
}

/// Where a scroll operation sends the sheet.
#[derive(Default)]
struct Snap(Option<RelativeOffset<Option<f32>>>);

impl Scrollable for Snap {
    fn snap_to(&mut self, offset: RelativeOffset<Option<f32>>) {
        self.0 = Some(offset);
    }
    fn scroll_to(&mut self, _: AbsoluteOffset<Option<f32>>) {}
    fn scroll_by(&mut self, _: AbsoluteOffset, _: Rectangle, _: Rectangle) {}
}

/// Sends `message` and runs its tasks; returns where the sheet was told
/// to scroll (the last time), if it was.
fn send_watching_the_sheet(app: &mut App, message: Message) -> Option<f32> {
    let mut snapped = None;
    let mut pending = vec![app.update(message)];
    while let Some(task) = pending.pop() {
        let Some(mut stream) = into_stream(task) else {
            continue;
        };
        while let Some(action) = block_on(stream.next()) {
            match action {
                Action::Output(m) => pending.push(app.update(m)),
                Action::Widget(mut op) => {
                    let mut snap = Snap::default();
                    let id = Id::new(SHEET_ID);
                    let r = Rectangle::default();
                    op.scrollable(Some(&id), r, r, Vector::ZERO, &mut snap);
                    if let Some(o) = snap.0 {
                        snapped = o.y.or(snapped);
                    }
                }
                _ => panic!("the app asked the runtime for something else"),
            }
        }
    }
    snapped
}

/// Whether the current move's cell lies in the sheet's visible part when
/// the sheet is scrolled to `y` (a fraction of its scroll range).
fn current_is_in_view(app: &App, y: f32) -> bool {
    let mut ui = simulator(app);
    let view = ui.find(selector::id(SHEET_ID)).expect("the sheet").bounds();
    let rows = ui.find(selector::id(ROWS_ID)).expect("its rows").bounds();
    let cell = ui
        .find(selector::id(CURRENT_ID))
        .expect("the current move")
        .bounds();
    let scrolled = y * (rows.height - view.height).max(0.0);
    let top = cell.y - scrolled;
    top >= view.y - 0.5 && top + cell.height <= view.y + view.height + 0.5
}

#[test]
fn the_sheet_follows_the_current_move() {
    let record = long_game(300);
    let (mut app, _file) = app_with(&record, "follow");
    assert_eq!(app.record().ply(), 300, "opened at its end");

    let key = |k: Named| Message::Key(Key::Named(k), Modifiers::empty());
    let y = send_watching_the_sheet(&mut app, key(Named::Home)).expect("Home scrolls");
    assert_eq!(app.record().ply(), 0);
    assert_eq!(y, 0.0, "at the start the sheet is at its top");

    let y = send_watching_the_sheet(&mut app, key(Named::End)).expect("End scrolls");
    assert_eq!(app.record().ply(), 300);
    assert!(y > 0.99, "at the end the sheet is at its foot: {y}");
    assert!(current_is_in_view(&app, y), "the last move shows");
    // Unscrolled, the last move would be far below the sheet's foot.
    assert!(!current_is_in_view(&app, 0.0));

    for _ in 0..150 {
        send(&mut app, key(Named::ArrowLeft));
    }
    let y = send_watching_the_sheet(&mut app, key(Named::ArrowLeft)).expect("← scrolls");
    assert_eq!(app.record().ply(), 149);
    assert!(current_is_in_view(&app, y), "move 75 shows at {y}");
    assert!(!current_is_in_view(&app, 1.0) || !current_is_in_view(&app, 0.0));
}

/// The darkest ink within `r` (logical pixels) of the window as drawn.
fn darkest(app: &App, r: Rectangle) -> u8 {
    let image = picture_of(simulator(app), app, "sheet-ink");
    let scale = image.width() as f32 / WINDOW.width;
    let mut dark = 255;
    for x in (r.x * scale) as u32..((r.x + r.width) * scale) as u32 {
        for y in (r.y * scale) as u32..((r.y + r.height) * scale) as u32 {
            let [red, green, blue, _] = image.get_pixel(x, y).0;
            dark = dark.min(red.min(green).min(blue));
        }
    }
    dark
}

#[test]
fn moves_after_the_current_one_are_greyed_and_numbers_stay_clear() {
    let record = long_game(220);
    let (mut app, _file) = app_with(&record, "grey");
    send(
        &mut app,
        Message::Key(Key::Named(Named::Home), Modifiers::empty()),
    );
    for _ in 0..3 {
        send(
            &mut app,
            Message::Key(Key::Named(Named::ArrowRight), Modifiers::empty()),
        );
    }
    // Move 2 of the attackers is on the board, move 3 is not.
    let words = |app: &App, ply: usize| {
        let r = app.record();
        let line = r.main_line();
        let node = r.node(line[ply]);
        Notation::Sheet.word(r.node(line[ply - 1]).position(), node.mv().unwrap())
    };
    let (played, later) = (words(&app, 1), words(&app, 5));
    let mut ui = simulator(&app);
    let played_at = ui.find(played.as_str()).expect("move 1").bounds();
    let later_at = ui.find(later.as_str()).expect("move 3").bounds();
    drop(ui);
    let (ink_played, ink_later) = (darkest(&app, played_at), darkest(&app, later_at));
    assert!(ink_played < 90, "a played move in black: {ink_played}");
    assert!(ink_later > 120, "a later move greyed: {ink_later}");

    // Row 105: its number ends before its move begins.
    send(
        &mut app,
        Message::Key(Key::Named(Named::End), Modifiers::empty()),
    );
    let mv = words(&app, 209);
    let mut ui = simulator(&app);
    let number = ui.find("105").expect("the number 105").bounds();
    let cell = ui.find(mv.as_str()).expect("move 105").bounds();
    assert!(
        number.x + number.width <= cell.x,
        "105 ({number:?}) runs into its move ({cell:?})"
    );
    assert!((number.y - cell.y).abs() < 8.0, "on one row");
}

#[test]
fn a_variation_shows_under_its_move_and_the_main_line_stays() {
    let record = long_game(40);
    let (mut app, _file) = app_with(&record, "variation");
    // Back to after move 10 of the defenders; another move for the attackers.
    send(
        &mut app,
        Message::Key(Key::Named(Named::Home), Modifiers::empty()),
    );
    for _ in 0..20 {
        send(
            &mut app,
            Message::Key(Key::Named(Named::ArrowRight), Modifiers::empty()),
        );
    }
    let r = app.record();
    let main_next = r.main_line()[21];
    let main_mv = r.node(main_next).mv().unwrap();
    let other: Move = r
        .position()
        .legal_moves()
        .into_iter()
        .find(|&m| m != main_mv)
        .unwrap();
    let other_words = Notation::Sheet.word(r.position(), other);
    let main_words = Notation::Sheet.word(r.position(), main_mv);
    let last_words = {
        let line = r.main_line();
        Notation::Sheet.word(r.node(line[39]).position(), r.node(line[40]).mv().unwrap())
    };
    send(
        &mut app,
        Message::Game(screen::game::Message::TypedChanged(other.to_string())),
    );
    send(&mut app, Message::Game(screen::game::Message::TypedSubmit));
    assert_eq!(app.record().ply(), 21);
    assert!(!app.record().on_main_line(app.record().cursor()));

    let mut ui = simulator(&app);
    let row_11 = ui
        .find(main_words.as_str())
        .expect("move 11 of the main line")
        .bounds();
    let row_12 = ui.find("12").expect("the number 12").bounds();
    let variation = ui
        .find(other_words.as_str())
        .expect("the variation's move")
        .bounds();
    assert!(
        variation.y > row_11.y && variation.y < row_12.y,
        "the variation ({variation:?}) is between rows 11 ({row_11:?}) and 12 ({row_12:?})"
    );
    assert!(variation.x > row_11.x, "indented");
    drop(ui);
    assert!(
        shown(&app, &last_words).is_some(),
        "the main line stays whole"
    );

    // Its move goes back into it; the main line's goes back to that.
    interact(&mut app, |ui| {
        ui.click(main_words.as_str()).expect("the main line's move");
    });
    assert!(app.record().on_main_line(app.record().cursor()));
    interact(&mut app, |ui| {
        ui.click(other_words.as_str())
            .expect("the variation's move");
    });
    assert_eq!(app.record().node(app.record().cursor()).mv(), Some(other));
}

#[test]
fn the_chosen_notation_is_used_on_every_screen() {
    let mut app = new_app();
    click_move(&mut app, "h1-h3");
    assert!(
        shown(&app, "↑8·3").is_some(),
        "the sheet's notation by default"
    );
    send(
        &mut app,
        Message::Settings(screen::settings::Message::Change(Change::Notation(
            Notation::Letters,
        ))),
    );
    // The sheet.
    assert!(has_text(&app, "h1-h3"), "the sheet in letters");
    assert!(shown(&app, "↑8·3").is_none());
    // A hint.
    send(&mut app, Message::Game(screen::game::Message::Hint));
    let hint = shown(&app, "Hint: ").expect("a hint");
    assert!(!hint.contains('·') && hint.contains('-'), "{hint}");
    // The openings.
    send(
        &mut app,
        Message::Key(Key::Named(Named::Escape), Modifiers::empty()),
    );
    send(&mut app, Message::Game(screen::game::Message::ShowExplorer));
    assert!(shown(&app, "h1-h3").is_some(), "the openings in letters");
    assert!(
        shown(&app, "H1 → H3").is_none(),
        "not in the book's table notation"
    );
    // The rules' diagrams.
    send(
        &mut app,
        Message::Key(Key::Named(Named::Escape), Modifiers::empty()),
    );
    send(
        &mut app,
        Message::Key(Key::Named(Named::F1), Modifiers::empty()),
    );
    let caption = shown(&app, "Before ").expect("a diagram's caption");
    assert!(!caption.contains('·'), "{caption}");

    // And back: the sheet's notation everywhere.
    send(
        &mut app,
        Message::Key(Key::Named(Named::Escape), Modifiers::empty()),
    );
    send(
        &mut app,
        Message::Settings(screen::settings::Message::Change(Change::Notation(
            Notation::Sheet,
        ))),
    );
    assert!(shown(&app, "↑8·3").is_some());
    send(&mut app, Message::Game(screen::game::Message::ShowExplorer));
    assert!(
        shown(&app, "↑8·3").is_some(),
        "the openings in the sheet's notation"
    );
}
