//! Players and history kept, through iced_test: names typed in the
//! new-game form go into the saved sheet, the recent list and the next
//! start; a reopened game comes back at its main line's end with its
//! players (bots as bots); the form remembers the last choices and its
//! controls stay put; undo and redo against a bot are mirror images.
#![cfg(feature = "app")]

mod common;

use common::app::*;
use iced::keyboard::{Key, Modifiers};
use iced_test::selector;
use std::path::{Path, PathBuf};
use taflbord::Side;
use taflbord::app::screen::game::tools;
use taflbord::app::screen::new_game::{self, NAME_IDS};
use taflbord::app::screen::{chooser, settings};
use taflbord::app::{App, Change, Folders, Message};
use taflbord::bot::LEVELS;
use taflbord::session::Player;
use taflbord::store::autosave::Store;
use taflbord::store::settings::FileDialogs;

/// Thrall: the quickest bot.
const THRALL: Player = Player::Bot(0);

fn app_in(folders: &Folders) -> App {
    let mut app = start_app(folders.clone(), None);
    send(
        &mut app,
        Message::Settings(settings::Message::Change(Change::FileDialogs(
            FileDialogs::Own,
        ))),
    );
    send(
        &mut app,
        Message::Settings(settings::Message::Change(Change::Animation(false))),
    );
    app
}

fn form(app: &mut App, m: new_game::Message) {
    send(app, Message::NewGame(m));
}

/// The new-game form filled in: Ada (typed) against Thrall.
fn start_ada_against_thrall(app: &mut App) {
    ctrl(app, "n", false);
    interact(app, |ui| {
        ui.click(selector::id(NAME_IDS[0]))
            .expect("the attackers' name field");
        let _ = ui.typewrite("Ada");
    });
    form(
        app,
        new_game::Message::ChoosePlayer(Side::Defenders, THRALL),
    );
    interact(app, |ui| {
        ui.click("Start").expect("the Start button");
    });
}

fn save_as(app: &mut App, folder: &Path, name: &str) -> PathBuf {
    ctrl(app, "s", true);
    send(
        app,
        Message::Chooser(chooser::Message::Go(folder.to_path_buf())),
    );
    send(app, Message::Chooser(chooser::Message::Name(name.into())));
    send(app, Message::Chooser(chooser::Message::Confirm));
    folder.join(format!("{name}.tafl"))
}

#[test]
fn names_go_into_the_sheet_the_recent_list_and_the_next_start() {
    let dir = scratch("names");
    let folders = Folders::under(dir.join("app"));
    let mut app = app_in(&folders);
    start_ada_against_thrall(&mut app);
    assert_eq!(app.players(), [Player::Person, THRALL]);
    assert!(shown(&app, "Attackers to move (Ada)").is_some());
    click_move(&mut app, "h1-h3");
    assert_eq!(played(&app).len(), 2, "Thrall answered");

    let file = save_as(&mut app, &dir, "ada");
    let sheet = std::fs::read_to_string(&file).expect("the sheet");
    assert!(sheet.contains("Attackers: Ada"), "{sheet}");
    assert!(sheet.contains("Defenders: Thrall (Taflbord)"), "{sheet}");
    let date = sheet
        .lines()
        .find_map(|l| l.strip_prefix("Date: "))
        .expect("a date");
    assert!(date.len() == 10 && date.starts_with("20"), "{date}");

    // The recent list: the file once, with the names; no second entry for
    // the same game's autosave. (No defender reaches a3 in one move, so
    // this move stays legal whatever Thrall answered.)
    click_move(&mut app, "a4-a3");
    let recent = Store::new(folders.data.clone().unwrap()).recent();
    assert_eq!(recent.len(), 1, "{recent:?}");
    assert_eq!(recent[0].path, file);
    assert!(recent[0].title.contains("Ada"), "{}", recent[0].title);
    assert_eq!(recent[0].moves, 2, "two numbered moves");
    send(
        &mut app,
        Message::Game(taflbord::app::screen::game::Message::ShowRecent),
    );
    assert!(shown(&app, "Ada").is_some(), "the recent screen names Ada");

    // The next start: the same game, the same players.
    let again = start_app(folders.clone(), None);
    assert_eq!(again.players(), [Player::Person, THRALL]);
    assert!(shown(&again, "(Ada)").is_some(), "Ada's name is back");

    // The file reopened: its main line's end, Thrall as a bot.
    let reopened = start_app(Folders::none(), Some(file.clone()));
    assert_eq!(reopened.players(), [Player::Person, THRALL]);
    assert_eq!(reopened.record().ply(), 2);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_game_reopened_from_inside_a_variation_shows_its_main_line_end() {
    let dir = scratch("variation");
    let mut app = app_in(&Folders::under(dir.join("app")));
    for mv in ["h1-h3", "f4-c4", "d1-d3"] {
        click_move(&mut app, mv);
    }
    send(
        &mut app,
        Message::Key(
            Key::Named(iced::keyboard::key::Named::ArrowLeft),
            Modifiers::empty(),
        ),
    );
    click_move(&mut app, "k4-j4");
    assert!(!app.record().on_main_line(app.record().cursor()));
    let file = save_as(&mut app, &dir, "branched");
    let reopened = start_app(Folders::none(), Some(file));
    assert!(reopened.record().on_main_line(reopened.record().cursor()));
    assert_eq!(played(&reopened), ["h1-h3", "f4-c4", "d1-d3"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_new_game_form_remembers_the_last_choices_and_its_controls_stay_put() {
    let dir = scratch("form");
    let folders = Folders::under(dir.join("app"));
    let mut app = app_in(&folders);
    ctrl(&mut app, "n", false);
    let start = simulator_find_start;
    let before = start(&app);
    // A bot level's description comes under its list: Start stays.
    form(
        &mut app,
        new_game::Message::ChoosePlayer(Side::Attackers, Player::Bot(3)),
    );
    let description = taflbord::i18n::wording::level_description(app.locale(), 3);
    let rating = LEVELS[3].rating.to_string();
    assert!(description.contains(&rating), "{description}");
    assert!(
        has_text(&app, &description),
        "what Jarl plays like, and his rating"
    );
    assert_eq!(start(&app), before, "Start did not move");
    form(
        &mut app,
        new_game::Message::ChoosePlayer(Side::Attackers, Player::Person),
    );
    form(
        &mut app,
        new_game::Message::Name(Side::Attackers, "Bo".into()),
    );
    form(
        &mut app,
        new_game::Message::ChoosePlayer(Side::Defenders, THRALL),
    );
    assert_eq!(start(&app), before, "Start did not move");
    interact(&mut app, |ui| {
        ui.click("Start").expect("Start");
    });

    // Opened again, and after a restart: as it was filled in.
    ctrl(&mut app, "n", false);
    let f = app.new_game_form().expect("the form");
    assert_eq!(f.players, [Player::Person, THRALL]);
    assert_eq!(f.names[0], "Bo");
    let mut again = start_app(folders.clone(), None);
    ctrl(&mut again, "n", false);
    let f = again.new_game_form().expect("the form");
    assert_eq!(f.players, [Player::Person, THRALL]);
    assert_eq!(f.names[0], "Bo");
    let _ = std::fs::remove_dir_all(&dir);
}

fn simulator_find_start(app: &App) -> iced::Rectangle {
    simulator(app)
        .find("Start")
        .expect("the Start button")
        .bounds()
}

#[test]
fn undo_and_redo_against_a_bot_are_mirror_images_and_the_bot_plays_on() {
    let mut app = new_app();
    ctrl(&mut app, "n", false);
    form(
        &mut app,
        new_game::Message::ChoosePlayer(Side::Defenders, THRALL),
    );
    interact(&mut app, |ui| {
        ui.click("Start").expect("Start");
    });
    // a3 and k3 are squares no defender reaches in one move: these moves
    // stay legal whatever Thrall answers.
    click_move(&mut app, "h1-h3");
    click_move(&mut app, "a4-a3");
    let whole = played(&app);
    assert_eq!(whole.len(), 4, "two moves each");
    interact(&mut app, |ui| click_tool(ui, tools::UNDO));
    assert_eq!(played(&app), whole[..2], "back to the person's own move");
    assert!(!app.is_thinking());
    interact(&mut app, |ui| click_tool(ui, tools::REDO));
    assert_eq!(played(&app), whole, "forward past the bot's reply");
    assert!(shown(&app, "Attackers to move (Person)").is_some());

    // Back one ply onto the bot's turn, then the line is cut there: redo
    // brings the bot's turn back and the bot plays.
    interact(&mut app, |ui| click_tool(ui, tools::UNDO));
    click_move(&mut app, "k4-k3");
    assert_eq!(played(&app).len(), 4, "the bot answered the new move");
    assert_ne!(played(&app), whole);
}

#[test]
fn a_variant_named_with_its_size_is_not_sized_twice() {
    use taflbord::app::VariantChoice;
    use taflbord::i18n::locale::Locale;
    let tr = Locale::new("en");
    let label = |id: &str| VariantChoice(taflbord::Variant::built_in(id).unwrap()).label(&tr);
    assert_eq!(label("book13"), "Book of Strategy 13×13");
    assert_eq!(label("brandubh"), "Brandubh (7×7)");
}
