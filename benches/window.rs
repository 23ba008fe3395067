//! The window's frames while the engine reviews a game: what the window's
//! thread does for an input (the view built and laid out) and for a whole
//! frame (also drawn by tiny-skia at the window's opening size), with the
//! review running on its own thread and with nothing running. The review
//! must not make the window's work slower.
//!
//! Also the two frames players waited for: a wheel scroll over the rules'
//! diagrams (the window's work, and its pixels painted), and a key press while a GIF of
//! the game is exported. For the key press the app runs as iced runs it:
//! tasks on iced's own executor, the key brought in through that executor
//! (as the keyboard subscription brings it), and this thread as the update
//! loop; the time is from the key's arrival to its view laid out.
//!
//! Reads game 33 of `../shared/data/copenhagen.csv` (99 plies); without it
//! the benchmark says so and measures nothing.

#[allow(dead_code)]
#[path = "../tests/common/shared.rs"]
mod shared;

use criterion::{Criterion, criterion_group, criterion_main};
use iced::futures::StreamExt;
use iced::futures::executor::block_on;
use iced::keyboard::{Key, Modifiers, key::Named};
use iced::mouse::ScrollDelta;
use iced::{Point, Size, Task};
use iced_test::core::renderer::{self, Headless};
use iced_test::core::{Event, Settings, clipboard, mouse};
use iced_test::renderer::Renderer;
use iced_test::runtime::user_interface::{self, UserInterface};
use iced_test::runtime::{Action, task::into_stream};
use iced_test::simulator::Simulator;
use std::sync::mpsc;
use std::time::{Duration, Instant};
use taflbord::app::screen::game;
use taflbord::app::{App, Export, Folders, Message};

const WINDOW: Size = Size::new(1180.0, 780.0);

fn settle(app: &mut App, task: Task<Message>) {
    let Some(mut stream) = into_stream(task) else {
        return;
    };
    while let Some(action) = block_on(stream.next()) {
        if let Action::Output(m) = action {
            let next = app.update(m);
            settle(app, next);
        }
    }
}

/// A 99-ply corpus game as a sheet, or none without the corpus.
fn game_file() -> Option<std::path::PathBuf> {
    let text = shared::text("data/copenhagen.csv")?;
    let line = text.lines().nth(32)?;
    let variant = taflbord::Variant::built_in("copenhagen")?;
    let record = taflbord::record::move_list::GameLine::parse(line, 11)
        .ok()?
        .to_record(&variant)
        .ok()?;
    let path = std::env::temp_dir().join(format!("taflbord-bench-{}.tafl", std::process::id()));
    let sheet = taflbord::record::sheet::write(
        &record,
        taflbord::notation::sheet_move::Perspective::Attackers,
    );
    std::fs::write(&path, sheet).ok()?;
    Some(path)
}

/// The app started as the window starts it, with the corpus game opened
/// from its sheet; none without the corpus.
fn app_on_the_game() -> Option<App> {
    let path = game_file()?;
    let (mut app, task) = App::starting(Folders::none(), None, "en");
    settle(&mut app, task);
    let open = app.update(Message::Game(game::Message::OpenFrom(Some(path.clone()))));
    settle(&mut app, open);
    let _ = std::fs::remove_file(&path);
    Some(app)
}

/// The window thread's work for an input: the view built and laid out.
fn laid_out(app: &App) {
    let ui = Simulator::with_size(Settings::default(), WINDOW, app.view());
    std::hint::black_box(ui);
}

/// A whole frame: laid out, then every pixel drawn afresh by tiny-skia
/// (the window's own renderer redraws only what changed; this is the
/// most a frame can cost).
fn drawn(app: &App) {
    let mut ui = Simulator::with_size(Settings::default(), WINDOW, app.view());
    let snapshot = ui.snapshot(&app.theme()).expect("a frame");
    std::hint::black_box(snapshot);
}

fn frames(c: &mut Criterion) {
    let Some(mut app) = app_on_the_game() else {
        return;
    };
    let mut group = c.benchmark_group("window frame");
    group.sample_size(30);
    group.bench_function("laid out, idle", |b| b.iter(|| laid_out(&app)));
    group.bench_function("drawn, idle", |b| b.iter(|| drawn(&app)));
    // The review runs on its own thread; its messages are not awaited.
    let review = app.update(Message::Game(game::Message::Review(game::REVIEW_MS)));
    assert!(app.reviewing(), "the review started");
    group.bench_function("laid out, reviewing", |b| b.iter(|| laid_out(&app)));
    group.bench_function("drawn, reviewing", |b| b.iter(|| drawn(&app)));
    group.finish();
    drop(review);
    let stop = app.update(Message::Game(game::Message::StopReview));
    drop(stop);
}

/// A wheel turned over the rules page, as the window's thread meets it:
/// the page taken there once, then each turn of the burst measured, the
/// wheel taken by the page and the frame drawn, with what the renderer
/// keeps between frames kept, as in the window. Turns go down and back up
/// over the diagrams. Three measures: the window's own work (the event,
/// and the frame drawn into the renderer's lists), that and every pixel
/// painted by tiny-skia at the window's scale (1), and the same at
/// iced_test's scale (2, four times the pixels), as the frames above.
fn rules(c: &mut Criterion) {
    let (mut app, task) = App::starting(Folders::none(), None, "en");
    settle(&mut app, task);
    let show = app.update(Message::Game(game::Message::ShowRules("copenhagen".into())));
    drop(show);
    let theme = app.theme();
    let mut page = Page::new(&app);
    // The first diagrams stand about a screen down the page.
    page.turn(-900.0);
    page.paint(&theme, 1.0);
    let mut group = c.benchmark_group("window rules");
    group.sample_size(20);
    let mut turn = 0u32;
    let mut next = move || {
        // Eight turns down, eight back up: the same stretch of page.
        let down = turn % 16 < 8;
        turn += 1;
        if down { -60.0 } else { 60.0 }
    };
    group.bench_function("wheel turn over the diagrams, the window's work", |b| {
        b.iter(|| {
            page.turn(next());
            page.draw(&theme);
        })
    });
    group.bench_function("wheel turn over the diagrams, painted at scale 1", |b| {
        b.iter(|| {
            page.turn(next());
            page.draw(&theme);
            std::hint::black_box(page.paint(&theme, 1.0));
        })
    });
    group.bench_function("wheel turn over the diagrams, painted at scale 2", |b| {
        b.iter(|| {
            page.turn(next());
            page.draw(&theme);
            std::hint::black_box(page.paint(&theme, 2.0));
        })
    });
    group.finish();
}

/// The rules page in a user interface of its own, as the window holds it
/// between frames (the simulator paints only at scale 2).
struct Page<'a> {
    ui: UserInterface<'a, Message, iced::Theme, Renderer>,
    renderer: Renderer,
    cursor: mouse::Cursor,
}

impl<'a> Page<'a> {
    fn new(app: &'a App) -> Page<'a> {
        let mut renderer = block_on(<Renderer as Headless>::new(
            iced::Font::with_name("Fira Sans"),
            iced::Pixels(16.0),
            None,
        ))
        .expect("a headless renderer");
        let ui = UserInterface::build(
            app.view(),
            WINDOW,
            user_interface::Cache::default(),
            &mut renderer,
        );
        let cursor = mouse::Cursor::Available(Point::new(WINDOW.width / 2.0, WINDOW.height / 2.0));
        Page {
            ui,
            renderer,
            cursor,
        }
    }

    /// The wheel turned by `y` pixels, and the redraw it asks for.
    fn turn(&mut self, y: f32) {
        let events = [
            Event::Mouse(mouse::Event::WheelScrolled {
                delta: ScrollDelta::Pixels { x: 0.0, y },
            }),
            Event::Window(iced::window::Event::RedrawRequested(Instant::now())),
        ];
        let mut messages = Vec::new();
        let _ = self.ui.update(
            &events,
            self.cursor,
            &mut self.renderer,
            &mut clipboard::Null,
            &mut messages,
        );
    }

    /// The frame drawn into the renderer's lists (what the app and its
    /// widgets do for a frame).
    fn draw(&mut self, theme: &iced::Theme) {
        let style = renderer::Style {
            text_color: theme.palette().text,
        };
        self.ui.draw(&mut self.renderer, theme, &style, self.cursor);
    }

    /// Every pixel of the frame painted at `scale`.
    fn paint(&mut self, theme: &iced::Theme, scale: f32) -> Vec<u8> {
        let size = iced::Size::new(
            (WINDOW.width * scale).round() as u32,
            (WINDOW.height * scale).round() as u32,
        );
        self.renderer
            .screenshot(size, scale, theme.palette().background)
    }
}

/// The app run as iced runs it: its tasks on iced's executor, their
/// messages back to this thread, which updates and lays out.
struct Looped {
    app: App,
    executor: iced::executor::Default,
    tx: mpsc::Sender<Message>,
    rx: mpsc::Receiver<Message>,
    /// Exports finished so far.
    exported: usize,
}

impl Looped {
    fn spawn(&self, task: Task<Message>) {
        let Some(stream) = into_stream(task) else {
            return;
        };
        let tx = self.tx.clone();
        self.executor.spawn(async move {
            let mut stream = stream;
            while let Some(action) = stream.next().await {
                if let Action::Output(m) = action {
                    let _ = tx.send(m);
                }
            }
        });
    }

    fn handle(&mut self, m: Message) {
        if matches!(m, Message::Game(game::Message::Exported(_))) {
            self.exported += 1;
        }
        let task = self.app.update(m);
        self.spawn(task);
        laid_out(&self.app);
    }

    /// A key brought in through the executor, as the keyboard
    /// subscription brings it; the time until it is handled and laid
    /// out, the task messages arriving before it handled on the way.
    fn key(&mut self, key: Named) -> Duration {
        let tx = self.tx.clone();
        let pressed = Instant::now();
        self.executor.spawn(async move {
            let _ = tx.send(Message::Key(Key::Named(key), Modifiers::default()));
        });
        while let Ok(m) = self.rx.recv() {
            let ours = matches!(m, Message::Key(..));
            self.handle(m);
            if ours {
                break;
            }
        }
        pressed.elapsed()
    }

    /// Handles what has come in, without waiting.
    fn drain(&mut self) {
        while let Ok(m) = self.rx.try_recv() {
            self.handle(m);
        }
    }
}

fn key_during_export(c: &mut Criterion) {
    let Some(app) = app_on_the_game() else {
        return;
    };
    let (tx, rx) = mpsc::channel();
    let executor = iced::executor::Default::new().expect("an executor");
    let mut looped = Looped {
        app,
        executor,
        tx,
        rx,
        exported: 0,
    };
    let gif = std::env::temp_dir().join(format!("taflbord-bench-{}.gif", std::process::id()));
    let mut group = c.benchmark_group("window key");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(12));
    let keys = [Named::ArrowLeft, Named::ArrowRight];
    group.bench_function("key press, idle", |b| {
        b.iter_custom(|n| {
            (0..n)
                .map(|k| looped.key(keys[k as usize % 2]))
                .sum::<Duration>()
        })
    });
    let mut started = 0;
    group.bench_function("key press, exporting a GIF", |b| {
        b.iter_custom(|n| {
            let mut total = Duration::ZERO;
            for k in 0..n {
                looped.drain();
                // An export is always under way: the next starts when one ends.
                if looped.exported == started {
                    started += 1;
                    let m = game::Message::ExportTo(Export::Animation, Some(gif.clone()));
                    looped.handle(Message::Game(m));
                }
                // A player's pace, not a machine's: the export goes on between keys.
                std::thread::sleep(Duration::from_millis(20));
                total += looped.key(keys[k as usize % 2]);
            }
            total
        })
    });
    group.finish();
    // The last export is let finish before its file is removed.
    while looped.exported < started {
        match looped.rx.recv_timeout(Duration::from_secs(120)) {
            Ok(m) => looped.handle(m),
            Err(_) => break,
        }
    }
    let _ = std::fs::remove_file(&gif);
}

criterion_group!(benches, frames, rules, key_during_export);
criterion_main!(benches);
