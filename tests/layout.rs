//! The game screen's layout, through iced_test: the board grows with the
//! window and the panel keeps a sensible width; tool buttons with tips and
//! keys; the menu; a dragged piece under the pointer; the warnings drawn
//! on the board.
#![cfg(feature = "app")]

mod common;

use common::app::*;
use common::diagrams::{ONE_WAY_OUT, THREATENED_KING};
use iced::keyboard::{Key, Modifiers, key::Named};
use iced::{Point, Rectangle, Size};
use iced_test::core::Settings as TestSettings;
use iced_test::selector;
use iced_test::simulator::Simulator;
use std::sync::Arc;
use taflbord::app::screen::game::tools;
use taflbord::app::{App, Message, TYPED_ID, panel_width};
use taflbord::record::{GameRecord, opentafl};
use taflbord::{Position, Side, Variant};

fn at_size(app: &App, size: Size) -> Simulator<'_, Message> {
    Simulator::with_size(TestSettings::default(), size, app.view())
}

fn bounds_at(app: &App, size: Size, id: &'static str) -> Rectangle {
    at_size(app, size)
        .find(selector::id(id))
        .unwrap_or_else(|e| panic!("no {id} at {size:?}: {e}"))
        .bounds()
}

/// Whether the game screen shows (its move box is there).
fn on_game_screen(app: &App) -> bool {
    simulator(app).find(selector::id(TYPED_ID)).is_ok()
}

fn key(app: &mut App, key: Key, modifiers: Modifiers) {
    send(app, Message::Key(key, modifiers));
}

fn ctrl(c: &str) -> (Key, Modifiers) {
    (Key::Character(c.into()), Modifiers::CTRL)
}

// --- Sizes ------------------------------------------------------------------

#[test]
fn the_board_grows_with_the_window_and_the_panel_keeps_a_sensible_width() {
    let mut app = new_app();
    let mut last_side = 0.0;
    for (w, h) in [
        (1000.0, 700.0),
        (1280.0, 800.0),
        (1920.0, 1080.0),
        (2560.0, 1440.0),
    ] {
        let size = Size::new(w, h);
        send(&mut app, Message::Resized(size));
        let board = bounds_at(&app, size, taflbord::app::BOARD_ID);
        let typed = bounds_at(&app, size, TYPED_ID);
        let end = bounds_at(&app, size, tools::TO_END);
        let menu = bounds_at(&app, size, tools::MENU);
        let side = board.width.min(board.height);
        assert!(side > last_side, "{w}×{h}: the board ({side}) grows");
        last_side = side;
        // The board takes most of the height; the controls fit under it.
        assert!(side >= h * 0.75, "{w}×{h}: a board of {side}");
        assert!(
            end.y + end.height <= h,
            "{w}×{h}: the game bar is in the window"
        );
        // The panel: as wide as its words need, never a strip or a sea.
        assert!(
            (320.0..=560.0).contains(&typed.width),
            "{w}×{h}: a panel {} wide",
            typed.width
        );
        assert!(
            typed.x >= board.x + board.width,
            "{w}×{h}: beside the board"
        );
        assert!(menu.x + menu.width <= w, "{w}×{h}: the menu button shows");
        assert_eq!(panel_width(size), panel_width(size).clamp(340.0, 560.0));
    }
}

#[test]
fn panel_width_gives_the_board_the_height_and_the_panel_the_rest() {
    assert_eq!(panel_width(Size::new(1000.0, 700.0)), 340.0);
    let middle = panel_width(Size::new(1280.0, 800.0));
    assert!(middle > 340.0 && middle < 560.0, "{middle}");
    assert_eq!(panel_width(Size::new(2560.0, 1440.0)), 560.0);
}

// --- Tools, keys and the menu -----------------------------------------------

#[test]
fn a_tool_shows_its_tip_when_pointed_at() {
    let app = new_app();
    let undo = simulator(&app)
        .find(selector::id(tools::UNDO))
        .expect("an undo tool")
        .bounds();
    let still = picture_of(simulator(&app), &app, "tip-still");
    let mut ui = simulator(&app);
    ui.point_at(undo.center());
    let _ = ui.simulate([iced::Event::Mouse(iced::mouse::Event::CursorMoved {
        position: undo.center(),
    })]);
    let pointed = picture_of(ui, &app, "tip-pointed");
    // The tip opens above the tool (the game bar is at the window's foot).
    let above = Point::new(undo.center().x, undo.y - 14.0);
    assert_ne!(
        pixel(&still, above),
        pixel(&pointed, above),
        "a tip is drawn over the tool"
    );
}

#[test]
fn keys_start_a_new_game_flip_and_ask_for_a_hint() {
    let mut app = new_app();
    let (k, m) = ctrl("f");
    key(&mut app, k, m);
    assert!(app.flipped(), "Ctrl+F flips the board");
    let (k, m) = ctrl("h");
    key(&mut app, k, m);
    assert!(
        app.is_thinking() || app.shown_move().is_some(),
        "Ctrl+H asks for a hint"
    );
    let (k, m) = ctrl("n");
    key(&mut app, k, m);
    assert!(has_text(&app, "Start"), "Ctrl+N shows the new-game form");
}

#[test]
fn keys_show_each_screen_and_escape_comes_back() {
    let mut app = new_app();
    let screens: [(Key, Modifiers, &str); 5] = [
        (
            Key::Named(Named::F1),
            Modifiers::empty(),
            "Copenhagen Hnefatafl",
        ),
        (Key::Character(",".into()), Modifiers::CTRL, "Language"),
        (Key::Character("r".into()), Modifiers::CTRL, "Recent games"),
        (
            Key::Character("b".into()),
            Modifiers::CTRL,
            "Openings of the book",
        ),
        (Key::Character("n".into()), Modifiers::CTRL, "Start"),
    ];
    for (k, m, shows) in screens {
        key(&mut app, k.clone(), m);
        assert!(shown(&app, shows).is_some(), "{k:?} shows {shows}");
        assert!(!on_game_screen(&app), "{k:?} leaves the game");
        key(&mut app, Key::Named(Named::Escape), Modifiers::empty());
        assert!(on_game_screen(&app), "Escape comes back from {shows}");
    }
}

#[test]
fn undo_and_redo_keys_work_with_shift_as_keyboards_send_it() {
    let mut app = new_app();
    click_move(&mut app, "h1-h3");
    let (k, m) = ctrl("z");
    key(&mut app, k, m);
    assert!(played(&app).is_empty(), "Ctrl+Z undoes");
    // Shift makes the letter upper-case.
    key(
        &mut app,
        Key::Character("Z".into()),
        Modifiers::CTRL | Modifiers::SHIFT,
    );
    assert_eq!(played(&app), ["h1-h3"], "Ctrl+Shift+Z redoes");
    // Moving through the record is the game screen's: not under a form.
    let (k, m) = ctrl("n");
    key(&mut app, k, m);
    key(&mut app, Key::Named(Named::Home), Modifiers::empty());
    assert_eq!(played(&app), ["h1-h3"], "Home under the form moves nothing");
}

#[test]
fn the_menu_opens_runs_an_entry_and_closes() {
    let mut app = new_app();
    assert!(!has_text(&app, "Recent (Ctrl+R)"), "the menu starts closed");
    interact(&mut app, |ui| click_tool(ui, tools::MENU));
    assert!(has_text(&app, "Recent (Ctrl+R)") && has_text(&app, "Export a picture…"));

    // Escape closes it; the piece selection is left alone.
    key(&mut app, Key::Named(Named::Escape), Modifiers::empty());
    assert!(!has_text(&app, "Recent (Ctrl+R)"), "Escape closes the menu");

    // A press beside it closes it too, and does nothing else.
    interact(&mut app, |ui| click_tool(ui, tools::MENU));
    interact(&mut app, |ui| {
        let board = board_bounds(ui);
        ui.point_at(Point::new(board.x + 5.0, board.y + 5.0));
        let _ = ui.simulate(iced_test::simulator::click());
    });
    assert!(
        !has_text(&app, "Recent (Ctrl+R)"),
        "a press away closes the menu"
    );
    assert!(app.selected().is_none() && played(&app).is_empty());

    // An entry runs and closes the menu.
    click_menu(&mut app, "Settings (Ctrl+,)");
    assert!(has_text(&app, "Settings"), "the settings screen");
    assert!(!has_text(&app, "Export a picture…"));
}

// --- The board's drawing ------------------------------------------------------

/// The window as tiny-skia draws it.
fn picture(app: &App, name: &str) -> image::RgbaImage {
    picture_of(simulator(app), app, name)
}

/// The colour at `p` (logical pixels; snapshots may be drawn at a higher
/// scale).
fn pixel(image: &image::RgbaImage, p: Point) -> [u8; 3] {
    let scale = image.width() as f32 / WINDOW.width;
    let px = image
        .get_pixel((p.x * scale) as u32, (p.y * scale) as u32)
        .0;
    [px[0], px[1], px[2]]
}

fn square_at(app: &App, name: &str) -> Point {
    let n = app.record().position().size();
    let sq = square(app, name);
    let mut ui = simulator(app);
    square_center(board_bounds(&mut ui), n, false, sq)
}

#[test]
fn a_dragged_piece_follows_the_pointer() {
    let mut app = new_app();
    let (from, to) = (square_at(&app, "d1"), square_at(&app, "d3"));
    let before = picture(&app, "drag-before");
    let empty = pixel(&before, to);
    let attacker = pixel(&before, from);
    assert_ne!(empty, attacker);

    // Pressed on d1 and moved over d3, not yet let go: the piece is at d3.
    let mut ui = simulator(&app);
    ui.point_at(from);
    let _ = ui.simulate([iced::Event::Mouse(iced::mouse::Event::ButtonPressed(
        iced::mouse::Button::Left,
    ))]);
    let messages: Vec<Message> = ui.into_messages().collect();
    let task = update_all(&mut app, messages);
    settle(&mut app, task);
    assert_eq!(app.selected(), Some(square(&app, "d1")));

    // The canvas keeps the drag in its own state: press and move in one
    // simulator, and draw that simulator's frame.
    let mut ui = simulator(&app);
    ui.point_at(from);
    let _ = ui.simulate([iced::Event::Mouse(iced::mouse::Event::ButtonPressed(
        iced::mouse::Button::Left,
    ))]);
    ui.point_at(to);
    let _ = ui.simulate([iced::Event::Mouse(iced::mouse::Event::CursorMoved {
        position: to,
    })]);
    let during = picture_of(ui, &app, "drag-during");
    assert_eq!(
        pixel(&during, to),
        attacker,
        "the attacker is drawn under the pointer"
    );
    assert_ne!(
        pixel(&during, from),
        attacker,
        "its square shows empty while it is carried"
    );
}

/// A Copenhagen position of `rows` with `turn` to move, opened from a file.
fn app_with(rows: &[&str], turn: Side, name: &str) -> (App, TempFile) {
    let variant: Arc<Variant> = Variant::built_in("copenhagen").unwrap();
    let pos = Position::from_diagram(variant, rows, turn).expect("a position");
    let record = GameRecord::from_position(pos);
    let file = TempFile::new(&format!("{name}.otg"));
    std::fs::write(&file.0, opentafl::write_otg(&record)).unwrap();
    let mut app = start_app(taflbord::app::Folders::none(), Some(file.0.clone()));
    send(
        &mut app,
        Message::Settings(taflbord::app::screen::settings::Message::Change(
            taflbord::app::Change::Animation(false),
        )),
    );
    (app, file)
}

/// The ring's colour over a light square (the warnings' colours at their
/// alpha over the board): red-dominant and green-dominant.
fn reddish(c: [u8; 3]) -> bool {
    c[0] > 150 && c[1] < 90 && c[2] < 90
}
fn greenish(c: [u8; 3]) -> bool {
    c[1] > 110 && c[0] < 110 && c[2] < 120
}

fn any_near(image: &image::RgbaImage, p: Point, r: i32, f: fn([u8; 3]) -> bool) -> bool {
    (-r..=r)
        .any(|dx| (-r..=r).any(|dy| f(pixel(image, Point::new(p.x + dx as f32, p.y + dy as f32)))))
}

#[test]
fn watch_your_king_marks_the_attackers_that_threaten_him() {
    let (app, _file) = app_with(&THREATENED_KING, Side::Defenders, "threat");
    assert!(shown(&app, "Watch your king").is_some());
    let image = picture(&app, "threat");
    // Rings around d1 and h3 (the two attackers that can take him on d3),
    // none around c4, which cannot.
    let side = (square_at(&app, "e1").x - square_at(&app, "d1").x).round();
    let ring = |name: &str| {
        let c = square_at(&app, name);
        Point::new(c.x + side * 0.46, c.y)
    };
    assert!(any_near(&image, ring("d1"), 2, reddish), "d1 is ringed");
    assert!(any_near(&image, ring("h3"), 2, reddish), "h3 is ringed");
    assert!(!any_near(&image, ring("c4"), 2, reddish), "c4 is not");
}

#[test]
fn watch_your_king_is_said_only_on_the_defenders_turn() {
    let (app, _file) = app_with(&THREATENED_KING, Side::Attackers, "threat-attackers-turn");
    assert!(shown(&app, "Attackers to move").is_some());
    assert!(shown(&app, "Watch your king").is_none());
}

#[test]
fn an_open_way_out_is_drawn_to_its_corner() {
    let (app, _file) = app_with(&ONE_WAY_OUT, Side::Attackers, "escape");
    let image = picture(&app, "escape");
    // The line from a5 down to a1 passes a3; nothing runs up to a7.
    assert!(any_near(&image, square_at(&app, "a3"), 2, greenish), "a3");
    assert!(!any_near(&image, square_at(&app, "a7"), 2, greenish), "a7");
}

#[test]
fn marks_are_never_clipped_in_the_move_column_of_the_narrowest_window() {
    use iced_test::selector::Candidate;
    use taflbord::record::annotation::Annotation;
    use taflbord::record::sheet;
    // A Copenhagen game of long moves (from the edges), each marked.
    let mut record = GameRecord::new(taflbord::Variant::built_in("copenhagen").unwrap());
    for _ in 0..24 {
        let pos = record.position();
        let longest = pos
            .legal_moves()
            .into_iter()
            .filter(|&mv| {
                let mut after = pos.clone();
                after.play(mv).is_ok_and(|_| after.outcome().is_none())
            })
            .max_by_key(|&mv| {
                taflbord::notation::shown::Notation::Sheet
                    .word(pos, mv)
                    .chars()
                    .count()
            })
            .expect("a move");
        record.play(longest).unwrap();
        let mark = [Annotation::Blunder, Annotation::Interesting][record.ply() % 2];
        record.set_annotation(record.cursor(), Some(mark));
    }
    let file = TempFile::new("marks.tafl");
    std::fs::write(
        &file.0,
        sheet::write(
            &record,
            taflbord::notation::sheet_move::Perspective::Attackers,
        ),
    )
    .unwrap();
    let mut app = new_app();
    send(
        &mut app,
        Message::Game(taflbord::app::screen::game::Message::OpenFrom(Some(
            file.0.clone(),
        ))),
    );
    let size = Size::new(1000.0, 700.0);
    send(&mut app, Message::Resized(size));
    let mut marked = Vec::new();
    let _ = at_size(&app, size).find(|c: Candidate<'_>| {
        if let Candidate::Text {
            content, bounds, ..
        } = c
            // A move with its mark (the notes' mark buttons show the
            // mark alone).
            && content.chars().count() > 2
            && (content.ends_with("??") || content.ends_with("!?"))
        {
            marked.push((content.to_owned(), bounds));
        }
        None::<()>
    });
    assert!(marked.len() >= 20, "the marked moves show: {marked:?}");
    for (words, bounds) in marked {
        // One line, and as wide as the words need: a move too wide for its
        // cell would wrap, or be cut at the cell's edge with its mark.
        assert!(
            bounds.height < 14.0 * 1.3 * 1.5,
            "{words} wraps: {bounds:?}"
        );
        let needs = width_of(&words, 14.0);
        assert!(
            needs <= bounds.width + 0.5,
            "{words} needs {needs} pixels and has {}",
            bounds.width
        );
    }
}

/// How wide `words` are in one line at `size`, in the tests' font.
fn width_of(words: &str, size: f32) -> f32 {
    use iced_test::core::text::{self, Paragraph as _};
    let paragraph = iced_test::renderer::graphics::text::Paragraph::with_text(text::Text {
        content: words,
        bounds: Size::INFINITE,
        size: size.into(),
        line_height: text::LineHeight::default(),
        font: iced::Font::with_name("Fira Sans"),
        align_x: text::Alignment::Default,
        align_y: iced::alignment::Vertical::Top,
        shaping: text::Shaping::Auto,
        wrapping: text::Wrapping::None,
    });
    paragraph.min_width()
}

#[test]
fn the_settings_words_keep_clear_of_the_scrollbar() {
    let mut app = new_app();
    let size = Size::new(1000.0, 700.0);
    send(&mut app, Message::Resized(size));
    send(
        &mut app,
        Message::Game(taflbord::app::screen::game::Message::ShowSettings),
    );
    let note = at_size(&app, size)
        .find(|c: iced_test::selector::Candidate<'_>| match c {
            iced_test::selector::Candidate::Text {
                content, bounds, ..
            } if content.contains("More threads look deeper") => Some(bounds),
            _ => None,
        })
        .expect("the threads' note");
    // The panel ends PAD (10) from the window's edge; its scrollbar is
    // the last 10 pixels of it.
    let scrollbar = size.width - 10.0 - 10.0;
    assert!(
        note.x + note.width <= scrollbar,
        "the note runs under the scrollbar: {note:?}"
    );
}
