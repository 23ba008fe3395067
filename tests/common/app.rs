//! Driving the app without a window: iced_test's simulator for the view,
//! `update` for its messages, and the tasks run as the runtime would.

use iced::futures::{StreamExt, executor::block_on};
use iced::{Point, Rectangle, Size, Task};
use iced_test::core::Settings;
use iced_test::runtime::{Action, task::into_stream};
use iced_test::selector::{self, Candidate};
use iced_test::simulator::{Simulator, click};
use std::path::PathBuf;
use taflbord::Square;
use taflbord::app::screen;
use taflbord::app::{App, BOARD_ID, Change, Folders, Message};

/// The window size the app opens with (`app::run`).
pub const WINDOW: Size = Size::new(1180.0, 780.0);

// --- Driving the app -------------------------------------------------------

pub fn simulator(app: &App) -> Simulator<'_, Message> {
    Simulator::with_size(Settings::default(), WINDOW, app.view())
}

/// What the view publishes while `f` works on it.
pub fn published(app: &App, f: impl FnOnce(&mut Simulator<'_, Message>)) -> Vec<Message> {
    let mut ui = simulator(app);
    f(&mut ui);
    ui.into_messages().collect()
}

/// Updates the app with `messages`; the tasks are returned, not run.
pub fn update_all(app: &mut App, messages: Vec<Message>) -> Task<Message> {
    Task::batch(messages.into_iter().map(|m| app.update(m)))
}

/// Runs a task to its end as the runtime would: every output goes back to
/// `update`, and so do the outputs of the tasks that returns.
pub fn settle(app: &mut App, task: Task<Message>) {
    let Some(mut stream) = into_stream(task) else {
        return;
    };
    while let Some(action) = block_on(stream.next()) {
        match action {
            Action::Output(message) => send(app, message),
            // Scrolling a page to its top: there is no widget tree to do it to.
            Action::Widget(_) => {}
            _ => panic!("the app asked the runtime for something other than a message"),
        }
    }
}

/// One message, as if a widget or the runtime had sent it, with its tasks run.
pub fn send(app: &mut App, message: Message) {
    let task = app.update(message);
    settle(app, task);
}

/// Works on the view through `f`, then updates the app with what it
/// published and runs the tasks.
pub fn interact(app: &mut App, f: impl FnOnce(&mut Simulator<'_, Message>)) {
    let messages = published(app, f);
    let task = update_all(app, messages);
    settle(app, task);
}

// --- The board -------------------------------------------------------------

pub fn square(app: &App, name: &str) -> Square {
    Square::parse_letters(name, app.record().position().size())
        .unwrap_or_else(|| panic!("no square {name}"))
}

/// Where the board canvas lies in the window.
pub fn board_bounds(ui: &mut Simulator<'_, Message>) -> Rectangle {
    ui.find(selector::id(BOARD_ID))
        .expect("the board is in the view")
        .bounds()
}

/// The centre of `sq` on screen, by the board's layout (board.rs): squares
/// of `floor(min(w, h) / (n + 1))` pixels, the board centred in its canvas,
/// row 1 at the bottom unless flipped.
pub fn square_center(bounds: Rectangle, n: u8, flipped: bool, sq: Square) -> Point {
    let side = (bounds.width.min(bounds.height) / (f32::from(n) + 1.0)).floor();
    let board = side * f32::from(n);
    let x0 = bounds.x + (bounds.width - board) / 2.0;
    let y0 = bounds.y + (bounds.height - board) / 2.0;
    let (mut col, mut row) = (sq.col(), sq.row());
    if flipped {
        col = n - 1 - col;
        row = n - 1 - row;
    }
    let top = n - 1 - row;
    Point::new(
        x0 + (f32::from(col) + 0.5) * side,
        y0 + (f32::from(top) + 0.5) * side,
    )
}

/// Points at `sq` and clicks (press and release) there.
pub fn click_in(ui: &mut Simulator<'_, Message>, n: u8, flipped: bool, sq: Square) {
    let bounds = board_bounds(ui);
    ui.point_at(square_center(bounds, n, flipped, sq));
    let _ = ui.simulate(click());
}

/// Clicks the square named `name` on the board seen from the attackers' side.
pub fn click_square(app: &mut App, name: &str) {
    let (n, sq) = (app.record().position().size(), square(app, name));
    interact(app, |ui| click_in(ui, n, false, sq));
}

/// Plays `mv` (letter form, `h1-h3`) by clicking the piece, then the target.
pub fn click_move(app: &mut App, mv: &str) {
    let (from, to) = mv.split_once('-').expect("a move like h1-h3");
    click_square(app, from);
    click_square(app, to);
}

// --- Reading the app ------------------------------------------------------

/// The moves from the start to the cursor, in letter form.
pub fn played(app: &App) -> Vec<String> {
    let r = app.record();
    r.path_to(r.cursor())
        .into_iter()
        .filter_map(|id| r.node(id).mv())
        .map(|m| m.to_string())
        .collect()
}

/// The moves of the current line, past the cursor too.
pub fn line(app: &App) -> Vec<String> {
    let r = app.record();
    r.current_line()
        .into_iter()
        .filter_map(|id| r.node(id).mv())
        .map(|m| m.to_string())
        .collect()
}

/// A selector for the first text that contains `needle`.
pub fn text_containing(needle: &str) -> impl FnMut(Candidate<'_>) -> Option<String> + Send + '_ {
    move |candidate| match candidate {
        Candidate::Text { content, .. } if content.contains(needle) => Some(content.to_owned()),
        _ => None,
    }
}

/// The first text of the view containing `needle`, if any.
pub fn shown(app: &App, needle: &str) -> Option<String> {
    simulator(app).find(text_containing(needle)).ok()
}

pub fn has_text(app: &App, exact: &str) -> bool {
    simulator(app).find(exact).is_ok()
}

pub fn temp_file(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("taflbord-ui-{}-{name}", std::process::id()))
}

/// A file in the temporary folder, gone when the test ends (passed or not).
pub struct TempFile(pub PathBuf);

impl TempFile {
    pub fn new(name: &str) -> TempFile {
        let path = temp_file(name);
        let _ = std::fs::remove_file(&path);
        TempFile(path)
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// A Copenhagen game between two people, as the app starts.
pub fn new_app() -> App {
    let mut app = start_app(Folders::none(), None);
    // A gliding piece is drawn by the clock: snapshots need it still.
    send(
        &mut app,
        Message::Settings(screen::settings::Message::Change(Change::Animation(false))),
    );
    app
}

/// The seed the tests' bots play by.
pub const TEST_SEED: u64 = 7;

/// A new game as [`new_app`] makes it, on a system speaking `tag` (one of
/// the locale tags, or `pseudo`).
pub fn new_app_in(tag: &'static str) -> App {
    let (mut app, task) = App::starting(Folders::none(), None, tag);
    settle(&mut app, task);
    app.set_seed(Some(TEST_SEED));
    send(
        &mut app,
        Message::Settings(screen::settings::Message::Change(Change::Animation(false))),
    );
    app
}

/// The app as it starts with these folders and file, on a system whose
/// language is English (tests read the English words, whatever the
/// machine's language).
pub fn start_app(folders: Folders, file: Option<PathBuf>) -> App {
    let mut app = first_screen(folders, file);
    // A first run's welcome lies over the board; tests of play put it away
    // as a player would (tests/ending_ui.rs tests the welcome itself).
    if app.welcome().is_some() {
        send(
            &mut app,
            Message::Key(
                iced::keyboard::Key::Named(iced::keyboard::key::Named::Escape),
                iced::keyboard::Modifiers::empty(),
            ),
        );
    }
    app
}

/// The app as it starts, showing its first screen as the player sees it
/// (on a first run, the welcome over the board).
pub fn first_screen(folders: Folders, file: Option<PathBuf>) -> App {
    let (mut app, task) = App::starting(folders, file, "en");
    settle(&mut app, task);
    // The bots' choices the same at every run, so a failure can be replayed.
    app.set_seed(Some(TEST_SEED));
    app
}

/// Clicks a tool button of the game screen by its widget id (tool buttons
/// show an icon, not words): `taflbord::app::screen::game::tools`.
pub fn click_tool(ui: &mut Simulator<'_, Message>, id: &'static str) {
    ui.click(iced::widget::Id::new(id))
        .unwrap_or_else(|e| panic!("no tool {id}: {e}"));
}

/// Opens the game screen's menu and clicks its entry `label`.
pub fn click_menu(app: &mut App, label: &str) {
    interact(app, |ui| {
        click_tool(ui, taflbord::app::screen::game::tools::MENU);
    });
    interact(app, |ui| {
        ui.click(label)
            .unwrap_or_else(|e| panic!("no menu entry {label}: {e}"));
    });
}

/// What `ui` shows, as tiny-skia draws it (`name` tells the temporary
/// file apart).
pub fn picture_of(mut ui: Simulator<'_, Message>, app: &App, name: &str) -> image::RgbaImage {
    let snapshot = ui.snapshot(&app.theme()).expect("a snapshot");
    let path = temp_file(&format!("{name}.png"));
    let written = path.with_file_name(format!(
        "{}-tiny-skia.png",
        path.file_stem().unwrap().to_string_lossy()
    ));
    let _ = std::fs::remove_file(&written);
    // With no file there, this writes the snapshot.
    let _ = snapshot.matches_image(&path);
    let image = image::open(&written).expect("the snapshot").to_rgba8();
    let _ = std::fs::remove_file(&written);
    image
}

/// A scratch folder for one test, emptied first.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("taflbord-ui-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Ctrl (and Shift) with the letter `c`, as the keyboard sends it.
pub fn ctrl(app: &mut App, c: &str, shift: bool) {
    let mut m = iced::keyboard::Modifiers::CTRL;
    if shift {
        m |= iced::keyboard::Modifiers::SHIFT;
    }
    send(
        app,
        Message::Key(iced::keyboard::Key::Character(c.into()), m),
    );
}
