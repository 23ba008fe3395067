//! The analysis board in the window (iced_test): opened from the menu it
//! gives both sides to the person, shows lines that are legal from the
//! position on the board, plays a clicked line out as a variation, starts
//! again when the board moves, and takes more or fewer lines.
#![cfg(feature = "app")]

mod common;

use common::app::*;
use iced::Task;
use iced::futures::executor::block_on;
use iced::futures::stream::{SelectAll, StreamExt};
use iced_test::runtime::{Action, task::into_stream};
use taflbord::app::screen::game::{self, tools};
use taflbord::app::{App, Message};
use taflbord::notation::shown::Notation;
use taflbord::session::Player;
use taflbord::{Move, Position};

/// Runs the tasks' messages into the app, and those of the tasks they
/// return, until `enough` holds: the engine thinks without end, so its
/// streams never finish by themselves.
fn run_until(app: &mut App, task: Task<Message>, enough: impl Fn(&App) -> bool) {
    let mut streams = SelectAll::new();
    streams.extend(into_stream(task));
    while !enough(app) {
        match block_on(streams.next()) {
            Some(Action::Output(message)) => streams.extend(into_stream(app.update(message))),
            Some(_) => {}
            None => panic!("the tasks ended before the analysis showed"),
        }
    }
}

/// The analysis board has lines of at least `depth` for the position on
/// the board.
fn lines_here(depth: u32) -> impl Fn(&App) -> bool {
    move |app: &App| {
        let pos = app.record().position();
        app.analysis()
            .and_then(|a| a.lines())
            .is_some_and(|l| l.depth >= depth && legal_from(pos, &l.lines[0].moves))
    }
}

fn legal_from(pos: &Position, line: &[Move]) -> bool {
    let mut p = pos.clone();
    line.iter().all(|&m| p.play(m).is_ok())
}

/// Clicks what `f` finds, without running the tasks to their end.
fn click(app: &mut App, f: impl FnOnce(&mut iced_test::Simulator<'_, Message>)) -> Task<Message> {
    let messages = published(app, f);
    update_all(app, messages)
}

/// A line's moves as its button writes them (the sheet's notation, eight
/// moves at most).
fn words(pos: &Position, line: &[Move]) -> String {
    let mut p = pos.clone();
    let mut words = Vec::new();
    for &m in line.iter().take(8) {
        words.push(Notation::Sheet.word(&p, m));
        p.play(m).unwrap();
    }
    if line.len() > 8 {
        words.push("…".to_owned());
    }
    words.join(" ")
}

#[test]
fn the_analysis_board_thinks_about_the_board_and_plays_its_lines() {
    let mut app = new_app();
    click_move(&mut app, "h1-h3");
    interact(&mut app, |ui| click_tool(ui, tools::MENU));
    let task = click(&mut app, |ui| {
        ui.click("Analysis board (Ctrl+A)")
            .expect("the menu's entry");
    });
    run_until(&mut app, task, lines_here(3));
    assert_eq!(app.session().players(), [Player::Person, Player::Person]);
    let found = app.analysis().unwrap().lines().unwrap().clone();
    assert_eq!(found.lines.len(), 3, "three lines at first");
    let pos = app.record().position().clone();
    for line in &found.lines {
        assert!(legal_from(&pos, &line.moves), "{:?}", line.moves);
    }
    assert!(shown(&app, "lines: 3").is_some());
    assert!(shown(&app, "depth ").is_some());
    assert!(shown(&app, "Attackers ").is_some(), "the bar's chances");

    // A click on a line plays it out as a variation: the board shows its
    // end, and the engine thinks about that.
    let found = app.analysis().unwrap().lines().unwrap().clone();
    let line = found.lines[1].moves.clone();
    let label = words(&pos, &line);
    let task = click(&mut app, |ui| {
        ui.click(label.as_str()).expect("the line's button");
    });
    let mut end = pos.clone();
    for &m in &line {
        end.play(m).unwrap();
    }
    assert_eq!(app.record().position().hash(), end.hash());
    assert_eq!(app.record().ply(), 1 + line.len());
    run_until(&mut app, task, lines_here(2));

    // Back one move: the analysis starts again from there.
    let task = app.update(Message::Game(game::Message::Back));
    run_until(&mut app, task, lines_here(2));

    // Five lines.
    let mut task = Task::none();
    for _ in 0..2 {
        task = Task::batch([
            task,
            click(&mut app, |ui| {
                ui.click("+").expect("more lines");
            }),
        ]);
    }
    run_until(&mut app, task, |app| {
        lines_here(2)(app) && app.analysis().unwrap().lines().unwrap().lines.len() == 5
    });
    assert!(shown(&app, "lines: 5").is_some());

    // Closed, it stops; the game stays.
    let ply = app.record().ply();
    interact(&mut app, |ui| click_tool(ui, tools::MENU));
    let task = click(&mut app, |ui| {
        ui.click("Close the analysis board (Ctrl+A)")
            .expect("the menu's entry");
    });
    settle(&mut app, task);
    assert!(app.analysis().is_none());
    assert_eq!(app.record().ply(), ply);
}

#[test]
fn a_set_up_position_is_analysed() {
    use taflbord::app::screen::set_up::{Brush, Message as SetUp};
    use taflbord::{Piece, Side, Square};
    let mut app = new_app();
    send(&mut app, Message::Game(game::Message::ShowSetUp));
    let brandubh = app
        .variants()
        .iter()
        .find(|v| v.id() == "brandubh")
        .unwrap()
        .clone();
    let choice = taflbord::app::VariantChoice(brandubh);
    send(&mut app, Message::SetUp(SetUp::Variant(choice)));
    let sq = |s: &str| Square::parse_letters(s, 7).unwrap();
    for (piece, squares) in [
        (Piece::King, &["c7"][..]),
        (Piece::Attacker, &["e7", "a6", "a4", "g4", "d1"][..]),
        (Piece::Defender, &["d5", "d3"][..]),
    ] {
        send(&mut app, Message::SetUp(SetUp::Brush(Brush::Piece(piece))));
        for s in squares {
            send(&mut app, Message::SetUp(SetUp::Clicked(sq(s))));
        }
    }
    send(&mut app, Message::SetUp(SetUp::Turn(Side::Defenders)));
    let task = app.update(Message::SetUp(SetUp::Analyse));
    // Every line is decided at the first depth (no attacker can reach b7
    // to shut the king's way to a7), so the thinking ends there.
    run_until(&mut app, task, lines_here(1));
    assert!(app.editor().is_none());
    assert_eq!(app.record().variant().id(), "brandubh");
    let lines = app.analysis().unwrap().lines().unwrap();
    assert_eq!(
        lines.lines[0].moves[0],
        Move::new(sq("c7"), sq("a7")),
        "the king's way to the corner comes first"
    );
    assert!(shown(&app, "Defenders win in 1").is_some());
}

#[test]
fn the_review_and_the_analysis_board_word_a_position_alike() {
    use taflbord::i18n::locale::Locale;
    use taflbord::i18n::wording;
    let file = TempFile::new("alike.tafl");
    std::fs::write(&file.0, common::games::brandubh_blunder()).unwrap();
    let mut app = new_app();
    send(
        &mut app,
        Message::Game(game::Message::OpenFrom(Some(file.0.clone()))),
    );
    send(&mut app, Message::Game(game::Message::Review(200)));
    let main = app.record().main_line();
    let comment = app.record().node(main[1]).comment().to_owned();
    assert!(
        comment.starts_with("Blunder by the attackers: "),
        "{comment}"
    );
    // "Before" is the graph's score, in the attackers' sign.
    let graph = app
        .session()
        .review()
        .unwrap()
        .attackers_scores(app.record());
    let before = wording::score(&Locale::new("en"), graph[0], app.record().variant());
    assert!(
        comment.contains(&format!("{before} before")),
        "{comment} / {before}"
    );

    // The analysis board on the position after the blunder says what the
    // comment says of it.
    send(&mut app, Message::Game(game::Message::GoTo(main[1])));
    let task = app.update(Message::Game(game::Message::ToggleAnalysis));
    run_until(&mut app, task, lines_here(1));
    let board_says = shown(&app, "win in").expect("the best line's score");
    assert_eq!(board_says, "Defenders win in 1");
    assert!(
        comment.contains(&format!("{board_says} after")),
        "{comment}"
    );
    send(&mut app, Message::Game(game::Message::ToggleAnalysis));
}
