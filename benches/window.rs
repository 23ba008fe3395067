//! The window's frames while the engine reviews a game: what the window's
//! thread does for an input (the view built and laid out) and for a whole
//! frame (also drawn by tiny-skia at the window's opening size), with the
//! review running on its own thread and with nothing running. The review
//! must not make the window's work slower.
//!
//! Reads game 33 of `../shared/data/copenhagen.csv` (99 plies); without it
//! the benchmark says so and measures nothing.

#[allow(dead_code)]
#[path = "../tests/common/shared.rs"]
mod shared;

use criterion::{Criterion, criterion_group, criterion_main};
use iced::futures::StreamExt;
use iced::futures::executor::block_on;
use iced::{Size, Task};
use iced_test::core::Settings;
use iced_test::runtime::{Action, task::into_stream};
use iced_test::simulator::Simulator;
use taflbord::app::screen::game;
use taflbord::app::{App, Folders, Message};

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
    let Some(path) = game_file() else {
        return;
    };
    let (mut app, task) = App::starting(Folders::none(), None, "en");
    settle(&mut app, task);
    let open = app.update(Message::Game(game::Message::OpenFrom(Some(path.clone()))));
    settle(&mut app, open);
    let _ = std::fs::remove_file(&path);
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

criterion_group!(benches, frames);
criterion_main!(benches);
