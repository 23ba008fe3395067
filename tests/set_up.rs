//! Setting up a position in the window (iced_test): pieces placed square
//! by square, every fault named as it appears (no king, two kings, no
//! attackers, a piece where it may not stand, an escaped king), then the
//! position played, saved with its `Start:` tag, or analysed.
#![cfg(feature = "app")]

mod common;

use common::app::*;
use taflbord::app::App;
use taflbord::notation::sheet_move::Perspective;
use taflbord::record::sheet;
use taflbord::session::Player;
use taflbord::{Piece, Side, Square};

fn put(app: &mut App, piece: &str, squares: &[&str]) {
    interact(app, |ui| {
        ui.click(piece).expect("the piece's button");
    });
    let n = app.editor().unwrap().variant().size();
    for name in squares {
        let sq = Square::parse_letters(name, n).unwrap();
        interact(app, |ui| click_in(ui, n, false, sq));
    }
}

#[test]
fn a_position_is_set_up_checked_and_played() {
    let mut app = new_app();
    click_menu(&mut app, "Set up a position (Ctrl+U)");
    let editor = app.editor().expect("the editor shows");
    assert_eq!(editor.setup(), &app.record().position().to_setup());
    assert!(has_text(&app, "The position can be played."));

    interact(&mut app, |ui| {
        ui.click("Clear the board").unwrap();
    });
    // Every fault at once, not one after the other.
    assert!(shown(&app, "exactly one king; there are 0").is_some());
    assert!(shown(&app, "There are no attackers.").is_some());
    // Nothing to play: the buttons do nothing.
    interact(&mut app, |ui| {
        let _ = ui.click("Play it");
    });
    assert!(app.editor().is_some(), "a faulty setup is not played");

    put(&mut app, "King", &["f6", "c3"]);
    assert!(shown(&app, "there are 2").is_some(), "two kings named");
    put(&mut app, "King", &["c3"]);
    assert!(shown(&app, "There are no attackers.").is_some());
    put(&mut app, "Attacker", &["a1"]);
    assert!(
        shown(&app, "No attacker may stand on 1·1.").is_some(),
        "a piece on a corner"
    );
    // Five faults: four named, the fifth counted.
    put(&mut app, "Attacker", &["k1", "a11", "k11"]);
    put(&mut app, "King", &["c3"]);
    for corner in ["1·1", "11·1", "1·11", "11·11"] {
        let fault = format!("No attacker may stand on {corner}.");
        assert_eq!(shown(&app, &fault).is_some(), corner != "11·11", "{fault}");
    }
    assert!(shown(&app, "there are 2").is_some());
    assert!(shown(&app, "… and 1 more.").is_some());
    put(&mut app, "Attacker", &["k1", "a11", "k11"]);
    put(&mut app, "King", &["c3"]);
    put(&mut app, "Attacker", &["a1", "b1", "f8"]);
    put(&mut app, "King", &["f6", "k11"]);
    assert!(shown(&app, "has already escaped").is_some());
    put(&mut app, "King", &["k11", "f9"]);
    put(&mut app, "Defender", &["e9", "g9"]);
    assert!(has_text(&app, "The position can be played."));
    interact(&mut app, |ui| {
        ui.click("Defenders").unwrap();
    });
    let setup = app.editor().unwrap().setup().clone();
    assert_eq!(setup.turn, Side::Defenders);
    assert_eq!(setup.pieces().count(), 5);

    interact(&mut app, |ui| {
        ui.click("Play it").unwrap();
    });
    assert!(app.editor().is_none(), "back on the game screen");
    assert_eq!(app.record().start().to_setup(), setup);
    assert_eq!(app.record().ply(), 0);
    assert_eq!(app.session().players(), [Player::Person, Player::Person]);
    let written = sheet::write(app.record(), Perspective::Attackers);
    assert!(written.contains("Start: "), "{written}");
    let back = sheet::Sheet::read(&written, &[]).unwrap();
    assert_eq!(back.start().to_setup(), setup, "the Start tag reads back");
    // The king is found where he was put.
    let f9 = Square::parse_letters("f9", 11).unwrap();
    assert_eq!(app.record().position().piece_at(f9), Some(Piece::King));
}

#[test]
fn a_set_up_position_is_saved_with_its_start_and_opens_again() {
    use taflbord::app::screen::chooser;
    use taflbord::app::screen::settings;
    use taflbord::app::{Change, Folders, Message};
    use taflbord::store::settings::FileDialogs;
    let dir = scratch("set-up-save");
    let mut app = start_app(Folders::under(dir.join("app")), None);
    send(
        &mut app,
        Message::Settings(settings::Message::Change(Change::FileDialogs(
            FileDialogs::Own,
        ))),
    );
    click_menu(&mut app, "Set up a position (Ctrl+U)");
    // The attacker on h1 taken off: the same piece again empties a square.
    put(&mut app, "Attacker", &["h1"]);
    let setup = app.editor().unwrap().setup().clone();
    assert!(
        setup
            .piece_at(Square::parse_letters("h1", 11).unwrap())
            .is_none()
    );
    interact(&mut app, |ui| {
        ui.click("Save it…").unwrap();
    });
    assert!(app.chooser().is_some(), "asked where");
    send(
        &mut app,
        Message::Chooser(chooser::Message::Go(dir.clone())),
    );
    send(
        &mut app,
        Message::Chooser(chooser::Message::Name("study.tafl".into())),
    );
    interact(&mut app, |ui| {
        ui.click("Save").unwrap();
    });
    let file = dir.join("study.tafl");
    let text = std::fs::read_to_string(&file).expect("saved");
    assert!(text.contains("Start: "), "{text}");
    // Opened again, the game starts from the set-up board.
    let mut other = new_app();
    send(
        &mut other,
        Message::Game(taflbord::app::screen::game::Message::OpenFrom(Some(file))),
    );
    assert_eq!(other.record().start().to_setup(), setup);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_forbidden_square_is_said_with_the_piece_in_its_own_words() {
    use taflbord::SetupError;
    use taflbord::app::screen::set_up::setup_problem;
    use taflbord::i18n::locale::Locale;
    let fault = |tag: &str, piece| {
        let e = SetupError::Forbidden {
            piece,
            square: Square::new(0, 0),
        };
        setup_problem(&Locale::new(tag), &e)
    };
    // Not the buttons' capitalised labels spliced into a sentence.
    assert_eq!(
        fault("en", Piece::Attacker),
        "No attacker may stand on 1·1."
    );
    assert_eq!(fault("en", Piece::King), "The king may not stand on 1·1.");
    assert_eq!(
        fault("fr", Piece::King),
        "Le roi ne peut pas occuper la case 1·1."
    );
    assert_eq!(
        fault("is", Piece::Defender),
        "Enginn verjandi má standa á 1·1."
    );
    // German nouns keep their capital.
    assert_eq!(
        fault("de", Piece::Attacker),
        "Kein Angreifer darf auf 1·1 stehen."
    );
}
