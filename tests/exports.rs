//! Exports through iced_test: an animation is made on its own thread while
//! the window goes on taking keys, its progress shows with a Cancel button,
//! and Cancel leaves no file (and a file already there as it was); the
//! file dialog suggests a name made from the game.
#![cfg(feature = "app")]

mod common;

use common::app::*;
use iced::futures::StreamExt;
use iced::futures::executor::block_on;
use iced::keyboard::key::Named;
use iced::keyboard::{Key, Modifiers};
use iced_test::runtime::{Action, task::into_stream};
use std::path::Path;
use taflbord::app::screen::{self, game};
use taflbord::app::{App, Change, Export, Folders, Message};
use taflbord::notation::sheet_move::Perspective;
use taflbord::record::GameRecord;
use taflbord::store::settings::FileDialogs;
use taflbord::{Variant, record};

/// A Copenhagen game of `plies` quiet moves (the first legal move that
/// leaves the game going, turning through the list), saved at `path`.
fn long_game(path: &Path, plies: usize) {
    let mut record = GameRecord::new(Variant::built_in("copenhagen").unwrap());
    for k in 0..plies {
        let moves = record.position().legal_moves();
        let mv = (0..moves.len())
            .map(|j| moves[(k * 7 + j) % moves.len()])
            .find(|&mv| {
                let mut pos = record.position().clone();
                pos.play(mv).is_ok() && pos.outcome().is_none()
            })
            .expect("a quiet move");
        record.play(mv).unwrap();
    }
    std::fs::write(path, record::sheet::write(&record, Perspective::Attackers)).unwrap();
}

#[test]
fn an_animation_is_made_in_the_background_and_cancel_leaves_the_file_as_it_was() {
    let dir = scratch("export-cancel");
    let game_file = dir.join("long.tafl");
    long_game(&game_file, 200);
    let mut app = new_app();
    send(
        &mut app,
        Message::Game(game::Message::OpenFrom(Some(game_file))),
    );
    assert_eq!(app.record().ply(), 200);
    // A file from before, which a cancelled export must not touch.
    let gif = dir.join("game.gif");
    std::fs::write(&gif, b"the old file").unwrap();

    let task = app.update(Message::Game(game::Message::ExportTo(
        Export::Animation,
        Some(gif.clone()),
    )));
    // update returned at once: the export runs on, its task brings word.
    let mut steps = into_stream(task).expect("the export's task");
    let mut next = || match block_on(steps.next()) {
        Some(Action::Output(m)) => Some(m),
        Some(_) => panic!("the export asked the runtime for something other than a message"),
        None => None,
    };
    let first = next().expect("word from the export");
    assert!(
        matches!(
            first,
            Message::Game(game::Message::ExportProgress { of: 201, .. })
        ),
        "{first:?}"
    );
    send(&mut app, first);
    let progress = shown(&app, "Exporting game.gif:").expect("the progress shown");
    assert!(progress.ends_with(" of 201"), "{progress}");
    assert!(has_text(&app, "Cancel"));

    // A key while the export runs: handled there and then.
    send(
        &mut app,
        Message::Key(Key::Named(Named::ArrowLeft), Modifiers::default()),
    );
    assert_eq!(app.record().ply(), 199, "← stepped back during the export");

    interact(&mut app, |ui| {
        ui.click("Cancel").expect("the Cancel button");
    });
    let mut frames_after_cancel = 0;
    while let Some(m) = next() {
        if matches!(m, Message::Game(game::Message::ExportProgress { .. })) {
            frames_after_cancel += 1;
        }
        send(&mut app, m);
    }
    // Between frames the thread looks at Cancel: at most the frame on its
    // way and those queued before are told.
    assert!(frames_after_cancel < 200, "the export stopped early");
    let said = shown(&app, "Export cancelled").expect("the end told");
    assert!(said.contains("game.gif"), "{said}");
    assert!(shown(&app, "Exporting").is_none(), "the bar is gone");
    assert_eq!(std::fs::read(&gif).unwrap(), b"the old file");
    let left: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(left.len(), 2, "no partial file is left: {left:?}");

    // Exported to the end, it says what it wrote.
    let task = app.update(Message::Game(game::Message::ExportTo(
        Export::Animation,
        Some(gif.clone()),
    )));
    settle(&mut app, task);
    let said = shown(&app, "Saved the game as").expect("the end told");
    assert!(said.contains("201 pictures"), "{said}");
    assert!(std::fs::read(&gif).unwrap().starts_with(b"GIF89a"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_second_export_waits_for_the_first() {
    let dir = scratch("export-busy");
    let mut app = new_app();
    type_moves(&mut app);
    let first = app.update(Message::Game(game::Message::ExportTo(
        Export::Animation,
        Some(dir.join("a.gif")),
    )));
    let second = app.update(Message::Game(game::Message::ExportTo(
        Export::Picture,
        Some(dir.join("b.png")),
    )));
    assert!(shown(&app, "already under way").is_some());
    settle(&mut app, second);
    settle(&mut app, first);
    assert!(dir.join("a.gif").exists() && !dir.join("b.png").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

fn type_moves(app: &mut App) {
    for mv in ["h1-h3", "f4-c4"] {
        click_move(app, mv);
    }
}

#[test]
fn the_file_dialog_suggests_a_name_made_from_the_game() {
    let dir = scratch("export-name");
    let mut app = start_app(Folders::under(dir.join("app")), None);
    send(
        &mut app,
        Message::Settings(screen::settings::Message::Change(Change::FileDialogs(
            FileDialogs::Own,
        ))),
    );
    type_moves(&mut app);
    click_menu(&mut app, "Export an animation…");
    let name = app.chooser().expect("the chooser").name().to_owned();
    // The game on the board as the app starts has no date: today's.
    let date = taflbord::record::date::today();
    assert!(
        name.starts_with("copenhagen-") && name.ends_with(&format!("{date}.gif")),
        "{name}"
    );
    assert!(!name.contains(' ') && !name.contains('/'), "{name}");

    send(&mut app, Message::Chooser(screen::chooser::Message::Cancel));
    // A game opened from a file is named after it.
    let file = dir.join("Ada v Jarl.tafl");
    long_game(&file, 2);
    send(&mut app, Message::Game(game::Message::OpenFrom(Some(file))));
    assert_eq!(app.record().ply(), 2);
    click_menu(&mut app, "Export a picture…");
    let name = app.chooser().expect("the chooser").name().to_owned();
    assert_eq!(name, "Ada-v-Jarl.png");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_animation_tells_each_frame_and_stops_when_told() {
    use std::ops::ControlFlow;
    use taflbord::render::picture::{self, PictureOptions};
    let dir = scratch("export-frames");
    let path = dir.join("short.tafl");
    long_game(&path, 2);
    let text = std::fs::read_to_string(&path).unwrap();
    let record = record::sheet::Sheet::parse(&text)
        .unwrap()
        .resolve(&[])
        .unwrap();
    let opts = PictureOptions {
        size: 64,
        ..PictureOptions::default()
    };
    let mut told = Vec::new();
    let whole = picture::game_gif_with(&record, &opts, 100, |done, of| {
        told.push((done, of));
        ControlFlow::Continue(())
    })
    .unwrap();
    assert_eq!(told, [(1, 3), (2, 3), (3, 3)]);
    assert!(whole.unwrap().starts_with(b"GIF89a"));
    let mut frames = 0;
    let stopped = picture::game_gif_with(&record, &opts, 100, |done, _| {
        frames = done;
        ControlFlow::Break(())
    })
    .unwrap();
    assert_eq!(
        (stopped, frames),
        (None, 1),
        "stopped after the first frame"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn export_names_are_made_from_the_game_and_safe() {
    use taflbord::app::export::suggested_name;
    let mut record = GameRecord::new(Variant::built_in("brandubh").unwrap());
    record.meta.attackers = "Ada / Ørn: \"1\"".into();
    record.meta.defenders = "Jarl (Taflbord)".into();
    record.meta.date = "2026-12-04".into();
    assert_eq!(
        suggested_name(&record, None, Export::Animation),
        "brandubh-Ada-Ørn-1-Jarl-2026-12-04.gif"
    );
    let file = Path::new("/games/..Ada v Jarl...tafl");
    assert_eq!(
        suggested_name(&record, Some(file), Export::Picture),
        "Ada-v-Jarl.png"
    );
    record.meta.attackers = "x".repeat(300);
    let long = suggested_name(&record, None, Export::Sheet);
    assert_eq!(long.chars().count(), 80 + ".svg".len(), "{long}");
    record.meta = Default::default();
    let today = taflbord::record::date::today();
    assert_eq!(
        suggested_name(&record, None, Export::Sheet),
        format!("brandubh-{today}.svg")
    );
    assert_eq!(
        suggested_name(&record, Some(Path::new("/:?.tafl")), Export::Sheet),
        "brandubh.svg",
        "a name with nothing safe in it falls back to the variant"
    );
}
