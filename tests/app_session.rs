//! The app across sessions: settings saved and read back,
//! broken settings kept aside, the game autosaved and restored after the
//! process is killed, recent games, matchups, exports, and sound with no
//! audio device. Each test has its own folders, never the player's.
#![cfg(feature = "app")]

mod common;

use common::app::*;
use iced::Theme;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use taflbord::Side;
use taflbord::app::screen;
use taflbord::app::{App, Change, Export, Folders, Language, Message};
use taflbord::contest::player::PlayerSetting;
use taflbord::record::sheet;
use taflbord::render::board_style::BoardStyle;
use taflbord::session::Player;
use taflbord::store::settings::{self, Settings};

/// A fresh folder for one test's config and data.
fn root(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("taflbord-session-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn start(folders: Folders) -> App {
    start_app(folders, None)
}

fn type_move(app: &mut App, mv: &str) {
    send(
        app,
        Message::Game(screen::game::Message::TypedChanged(mv.into())),
    );
    send(app, Message::Game(screen::game::Message::TypedSubmit));
}

/// A 7×7 variant under Brandubh's rules where the first move decides:
/// the attackers can capture the king against the corner (c3-a3), and
/// if they do not, the king steps into the corner (a2-a1).
const SPRINT: &str = r#"(
    id: "sprint",
    name: "Sprint",
    setup: [
        ". . . . . . .",
        ". . . . . . A",
        ". . . . . . .",
        ". . . . . . .",
        ". . A . . . .",
        "K . . . . . .",
        ". . . . D . .",
    ],
    first: Attackers,
    throne: Some((
        pass: Anyone,
        king_may_return: true,
        hostility: (attackers: Never, defenders: Never),
    )),
    corners: Some((hostility: (attackers: Always, defenders: Always))),
    king: (armed: true, capture: Weak),
    escape: Corner,
    repetition: ThreefoldDraw,
)
"#;

fn with_sprint(name: &str) -> (PathBuf, Folders) {
    let dir = root(name);
    let folders = Folders::under(&dir);
    let variants = folders.config.clone().unwrap().join("variants");
    std::fs::create_dir_all(&variants).unwrap();
    std::fs::write(variants.join("sprint.ron"), SPRINT).unwrap();
    (dir, folders)
}

// --- Language ----------------------------------------------------------------

#[test]
fn the_language_follows_the_system_and_changes_at_once_in_settings() {
    let dir = root("language");
    let folders = Folders::under(&dir);
    // No language chosen: the system's (Icelandic here), from the first frame.
    let (mut app, task) = App::starting(folders.clone(), None, "is");
    settle(&mut app, task);
    assert_eq!(app.settings().language, None);
    assert!(
        shown(&app, "eiga leik").is_some(),
        "the Icelandic game screen"
    );
    assert!(app.title().ends_with("— Taflbord"), "{}", app.title());

    // Chosen in settings: the next view speaks German, no restart.
    send(&mut app, Message::Game(screen::game::Message::ShowSettings));
    send(
        &mut app,
        Message::Settings(screen::settings::Message::Change(Change::Language(
            Language(Some("de".into())),
        ))),
    );
    assert!(
        has_text(&app, "Einstellungen"),
        "the settings screen in German"
    );
    send(&mut app, Message::Settings(screen::settings::Message::Done));
    assert!(shown(&app, "am Zug").is_some(), "the game screen in German");
    assert!(shown(&app, "eiga leik").is_none());
    assert!(app.title().contains("Kopenhagener"), "{}", app.title());

    // Saved: the next start is German whatever the system speaks.
    let saved = Settings::load(&folders.settings_file().unwrap()).settings;
    assert_eq!(saved.language.as_deref(), Some("de"));
    let (again, task) = App::starting(folders.clone(), None, "en");
    let mut again = again;
    settle(&mut again, task);
    assert!(shown(&again, "am Zug").is_some());

    // Back to the system's language.
    send(
        &mut again,
        Message::Settings(screen::settings::Message::Change(Change::Language(
            Language(None),
        ))),
    );
    assert!(shown(&again, "to move").is_some());
    let _ = std::fs::remove_dir_all(dir);
}

// --- Sound -------------------------------------------------------------------

#[test]
fn the_app_starts_with_sound_on_and_no_audio_device() {
    let dir = root("sound");
    let mut app = start(Folders::under(&dir));
    assert!(app.settings().sound, "sound is on by default");
    // This machine (and CI) has no audio device: the app is silent and
    // playing sounds is harmless.
    if std::env::var_os("TAFLBORD_EXPECT_AUDIO").is_none() {
        assert!(app.sound_is_silent());
    }
    type_move(&mut app, "h1-h3");
    type_move(&mut app, "f4-c4");
    assert_eq!(app.record().ply(), 2);
    std::fs::remove_dir_all(dir).unwrap();
}

// --- Settings --------------------------------------------------------------

#[test]
fn settings_changed_on_screen_are_saved_and_read_at_the_next_start() {
    let dir = root("settings");
    let folders = Folders::under(&dir);
    let mut app = start(folders.clone());
    // Where the settings will be goes to the log, not the screen.
    assert!(shown(&app, "No settings yet").is_none());
    assert_eq!(
        Settings::load(&folders.settings_file().unwrap()).settings,
        Settings::default(),
        "the defaults are written at the first start"
    );
    click_menu(&mut app, "Settings (Ctrl+,)");
    assert!(has_text(&app, "Board"), "the settings screen is open");
    send(
        &mut app,
        Message::Settings(screen::settings::Message::Change(Change::Theme(
            settings::Theme::Dark,
        ))),
    );
    send(
        &mut app,
        Message::Settings(screen::settings::Message::Change(Change::BoardStyle(
            BoardStyle::Stone,
        ))),
    );
    send(
        &mut app,
        Message::Settings(screen::settings::Message::Change(Change::Coordinates(
            false,
        ))),
    );
    send(
        &mut app,
        Message::Settings(screen::settings::Message::Change(Change::Volume(0.3))),
    );
    send(
        &mut app,
        Message::Settings(screen::settings::Message::Change(Change::VolumeSet)),
    );
    send(
        &mut app,
        Message::Settings(screen::settings::Message::Change(Change::Player(
            Side::Defenders,
            Player::Bot(1),
        ))),
    );
    assert!(has_text(
        &app,
        "Threads for the strongest level, hints, the analysis board and reviews"
    ));
    send(
        &mut app,
        Message::Settings(screen::settings::Message::Change(Change::EngineThreads(2))),
    );
    let threads = 2.min(taflbord::bot::cores());
    assert_eq!(app.session().seats().engine_threads(), threads);
    assert_eq!(app.theme(), Theme::Dark);
    let file = folders.settings_file().unwrap();
    let saved = Settings::load(&file).settings;
    assert_eq!(saved.theme, settings::Theme::Dark);
    assert_eq!(saved.board_style, BoardStyle::Stone);
    assert!(!saved.coordinates);
    assert!((saved.volume - 0.3).abs() < 1e-6);
    assert_eq!(saved.players[1], PlayerSetting::Bot("karl".into()));
    assert_eq!(saved.engine_threads, 2);
    let again = start(folders);
    assert_eq!(again.settings(), &saved);
    assert_eq!(again.session().seats().engine_threads(), threads);
    assert!(shown(&again, "No settings yet").is_none());
    assert_eq!(again.theme(), Theme::Dark);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_corrupt_settings_file_gives_defaults_a_notice_and_is_kept() {
    let dir = root("corrupt");
    let folders = Folders::under(&dir);
    let file = folders.settings_file().unwrap();
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, "(theme: Dark, sound: maybe)").unwrap();
    let mut app = start(folders.clone());
    assert_eq!(app.settings(), &Settings::default());
    let notice = shown(&app, "Settings file").expect("a notice about the settings");
    assert!(notice.contains("settings.bad.ron"), "{notice}");
    let kept = file.with_file_name("settings.bad.ron");
    assert_eq!(
        std::fs::read_to_string(&kept).unwrap(),
        "(theme: Dark, sound: maybe)"
    );
    // A change now saves a new file and leaves the kept one alone.
    send(
        &mut app,
        Message::Settings(screen::settings::Message::Change(Change::Sound(false))),
    );
    assert!(!Settings::load(&file).settings.sound);
    assert_eq!(
        std::fs::read_to_string(&kept).unwrap(),
        "(theme: Dark, sound: maybe)"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

// --- Autosave --------------------------------------------------------------

const KILLED_GAME: [&str; 5] = ["h1-h3", "f4-c4", "a4-a2", "e5-e3", "k4-k2"];

/// Not a test on its own: the process `autosave_survives_kill_9` starts
/// and kills. It plays the moves, reports each, then waits to be killed.
#[test]
#[ignore = "run by autosave_survives_kill_9"]
fn child_plays_and_waits_to_be_killed() {
    let Some(dir) = std::env::var_os("TAFLBORD_KILL_TEST") else {
        return;
    };
    let dir = PathBuf::from(dir);
    let mut app = start(Folders::under(&dir));
    for (k, mv) in KILLED_GAME.iter().enumerate() {
        type_move(&mut app, mv);
        assert_eq!(app.record().ply(), k + 1, "{mv} was played");
        std::fs::write(dir.join("progress"), format!("{}", k + 1)).unwrap();
    }
    loop {
        std::thread::sleep(Duration::from_secs(1));
    }
}

#[test]
fn autosave_survives_kill_9() {
    let dir = root("kill");
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args(["--ignored", "--exact", "child_plays_and_waits_to_be_killed"])
        .env("TAFLBORD_KILL_TEST", &dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let progress = dir.join("progress");
    let deadline = Instant::now() + Duration::from_secs(120);
    while std::fs::read_to_string(&progress).ok().as_deref() != Some("5") {
        assert!(
            Instant::now() < deadline,
            "the child never played its moves"
        );
        assert!(
            child.try_wait().unwrap().is_none(),
            "the child ended by itself"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    // Child::kill is SIGKILL on Unix: no chance to save anything on the way out.
    child.kill().unwrap();
    let status = child.wait().unwrap();
    assert!(!status.success());

    let app = start(Folders::under(&dir));
    assert_eq!(played(&app), KILLED_GAME, "every move is back");
    assert!(shown(&app, "last game is back").is_some());
    // The game is a record sheet in the data folder, and on the recent list.
    let games: Vec<_> = std::fs::read_dir(dir.join("data/games")).unwrap().collect();
    assert_eq!(games.len(), 1);
    let mut app = app;
    send(&mut app, Message::Game(screen::game::Message::ShowRecent));
    assert!(shown(&app, "Copenhagen Hnefatafl · Person v Person").is_some());
    // Counted as the sheet numbers them: five plies are three moves.
    assert!(shown(&app, "3 moves").is_some());

    // The list opens the game; it goes on in the same file.
    send(&mut app, Message::Game(screen::game::Message::ShowNewGame));
    send(&mut app, Message::NewGame(screen::new_game::Message::Start));
    assert_eq!(app.record().ply(), 0);
    send(&mut app, Message::Game(screen::game::Message::ShowRecent));
    interact(&mut app, |ui| {
        ui.click("Copenhagen Hnefatafl · Person v Person")
            .expect("the game in the list");
    });
    assert_eq!(played(&app), KILLED_GAME);
    type_move(&mut app, "g5-g2");
    assert_eq!(app.record().ply(), 6);
    let games: Vec<_> = std::fs::read_dir(dir.join("data/games")).unwrap().collect();
    assert_eq!(games.len(), 1, "no copy of a game from the list");
    std::fs::remove_dir_all(dir).unwrap();
}

/// A new game of the person against a bot on the defenders' side, the bots
/// paused so that the bot waits, and the person's h1-h3 played.
fn bot_waiting_after_h1_h3(folders: Folders) -> App {
    let mut app = start(folders);
    send(&mut app, Message::Game(screen::game::Message::ShowNewGame));
    send(
        &mut app,
        Message::NewGame(screen::new_game::Message::ChoosePlayer(
            Side::Defenders,
            Player::Bot(0),
        )),
    );
    send(&mut app, Message::NewGame(screen::new_game::Message::Start));
    send(&mut app, Message::Game(screen::game::Message::ToggleBots));
    type_move(&mut app, "h1-h3");
    app
}

#[test]
fn the_restored_game_keeps_its_players_cursor_and_variations() {
    let dir = root("restore");
    let folders = Folders::under(&dir);
    let mut app = bot_waiting_after_h1_h3(folders.clone());
    send(&mut app, Message::Game(screen::game::Message::Back));
    let before = played(&app);
    let mut again = start(folders);
    assert_eq!(played(&again), before);
    assert_eq!(line(&again), vec!["h1-h3".to_string()]);
    send(&mut again, Message::Game(screen::game::Message::ToEnd));
    assert_eq!(played(&again), vec!["h1-h3".to_string()]);
    assert!(shown(&again, "Thrall").is_some() || shown(&again, "Bot:").is_some());
    std::fs::remove_dir_all(dir).unwrap();
}

/// `taflbord broken.tafl` with a game against a bot in the data folder:
/// the error is shown, the last game is back as it was, and its bot plays.
#[test]
fn a_broken_file_at_launch_leaves_the_last_game_on_the_board_and_its_bot_playing() {
    let dir = root("broken-at-launch");
    let folders = Folders::under(&dir);
    // The session is saved with the bot to move.
    drop(bot_waiting_after_h1_h3(folders.clone()));

    let broken = dir.join("broken.tafl");
    std::fs::write(&broken, "[Variant \"copenhagen\"]\n1. h1-h3 zz-9\n").unwrap();
    let app = start_app(folders, Some(broken));
    let notice = shown(&app, "Could not open").expect("the error is shown");
    assert!(notice.contains("broken.tafl"), "{notice}");
    assert_eq!(app.players(), [Player::Person, Player::Bot(0)]);
    let moves = played(&app);
    assert_eq!(moves.len(), 2, "the bot answered: {moves:?}");
    assert_eq!(moves[0], "h1-h3", "the last game, as it was");
    assert!(!app.session().seats().paused());
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_new_game_with_no_moves_is_not_restored_over_a_fresh_start() {
    let dir = root("fresh");
    let folders = Folders::under(&dir);
    let mut app = start(folders.clone());
    type_move(&mut app, "h1-h3");
    send(&mut app, Message::Game(screen::game::Message::ShowNewGame));
    send(&mut app, Message::NewGame(screen::new_game::Message::Start));
    let again = start(folders);
    assert_eq!(again.record().ply(), 0);
    assert!(shown(&again, "last game is back").is_none());
    std::fs::remove_dir_all(dir).unwrap();
}

// --- Matchups ----------------------------------------------------------------

fn start_matchup(app: &mut App) {
    send(app, Message::Game(screen::game::Message::ShowNewGame));
    let sprint = find_variant(app, "sprint");
    send(
        app,
        Message::NewGame(screen::new_game::Message::ChooseVariant(sprint)),
    );
    send(
        app,
        Message::NewGame(screen::new_game::Message::ToggleMatchup(true)),
    );
    send(
        app,
        Message::NewGame(screen::new_game::Message::ChoosePlayer(
            Side::Attackers,
            Player::Person,
        )),
    );
    send(
        app,
        Message::NewGame(screen::new_game::Message::ChoosePlayer(
            Side::Defenders,
            Player::Person,
        )),
    );
    send(app, Message::NewGame(screen::new_game::Message::Start));
}

fn find_variant(app: &App, id: &str) -> taflbord::app::VariantChoice {
    app.variants()
        .iter()
        .find(|v| v.id() == id)
        .cloned()
        .map(taflbord::app::VariantChoice)
        .unwrap_or_else(|| panic!("no variant {id}"))
}

/// `taflbord --variants-dir DIR` opens the window with DIR's variants
/// besides the player's own; an id taken twice is named, not doubled.
#[test]
fn the_command_lines_variants_folder_joins_the_players_own() {
    let (dir, folders) = with_sprint("variants-dir");
    let extra = dir.join("extra");
    std::fs::create_dir_all(&extra).unwrap();
    std::fs::write(
        extra.join("dash.ron"),
        SPRINT.replace("\"sprint\"", "\"dash\""),
    )
    .unwrap();
    std::fs::write(extra.join("sprint-again.ron"), SPRINT).unwrap();
    let app = start(Folders {
        variants: Some(extra),
        ..folders
    });
    let ids: Vec<&str> = app.variants().iter().map(|v| v.id()).collect();
    assert!(ids.contains(&"sprint") && ids.contains(&"dash"), "{ids:?}");
    assert_eq!(ids.iter().filter(|&&id| id == "sprint").count(), 1);
    let notice = shown(&app, "Skipped variant file").expect("a notice about the second sprint");
    assert!(
        notice.contains("sprint-again.ron") && notice.contains("already taken"),
        "{notice}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_matchup_round_split_one_one_goes_on_and_two_nil_ends_it() {
    let (dir, folders) = with_sprint("matchup");
    let mut app = start(folders);
    start_matchup(&mut app);
    assert_eq!(app.record().variant().id(), "sprint");
    assert!(shown(&app, "round 1, game 1").is_some());

    // Round 1, game 1: the challenger attacks and captures the king.
    type_move(&mut app, "c3-a3");
    assert!(app.record().position().outcome().is_some());
    assert!(shown(&app, "challenger 1 – 0 opponent").is_some());
    // Game 2: the opponent attacks and wins too: 1-1, the matchup goes on.
    send(
        &mut app,
        Message::Game(screen::game::Message::NextMatchupGame),
    );
    assert!(shown(&app, "round 1, game 2").is_some());
    type_move(&mut app, "c3-a3");
    assert!(shown(&app, "challenger 1 – 1 opponent").is_some());
    assert!(shown(&app, "on to the next game").is_some());

    // Round 2: the challenger wins as attacker, then as defender (the
    // opponent attacks elsewhere and the king steps into the corner).
    send(
        &mut app,
        Message::Game(screen::game::Message::NextMatchupGame),
    );
    assert!(shown(&app, "round 2, game 1").is_some());
    type_move(&mut app, "c3-a3");
    send(
        &mut app,
        Message::Game(screen::game::Message::NextMatchupGame),
    );
    type_move(&mut app, "g6-g5");
    type_move(&mut app, "a2-a1");
    assert_eq!(
        app.record().position().outcome().and_then(|o| o.winner),
        Some(Side::Defenders)
    );
    assert!(shown(&app, "challenger wins the matchup, 3–1").is_some());
    let play = app.matchup().expect("the matchup").clone();
    assert_eq!(play.matchup.score(), (3, 1));
    assert!(play.matchup.next_game().is_none());
    // No next game is offered.
    send(
        &mut app,
        Message::Game(screen::game::Message::NextMatchupGame),
    );
    assert_eq!(app.record().ply(), 2);

    // Every game was saved, and the score.
    for name in [
        "round-1-game-1.tafl",
        "round-1-game-2.tafl",
        "round-2-game-1.tafl",
        "round-2-game-2.tafl",
        "matchup.ron",
    ] {
        assert!(play.folder.join(name).exists(), "{name} saved");
    }
    let text = std::fs::read_to_string(play.folder.join("round-1-game-2.tafl")).unwrap();
    let record = sheet::Sheet::read(&text, app.variants()).unwrap();
    assert_eq!(record.meta.attackers, "Opponent (Person)");
    assert_eq!(
        record.outcome().and_then(|o| o.winner),
        Some(Side::Attackers)
    );
    std::fs::remove_dir_all(dir).unwrap();
}

/// After a game between people with the defenders named "Bjorn", a
/// matchup of "Ada" against Thrall: no "Bjorn" anywhere, Ada's name
/// follows her to the defenders in game 2, and each game's sheet names
/// both players on their sides.
#[test]
fn a_matchups_names_follow_its_players_and_none_is_left_from_before() {
    let (dir, folders) = with_sprint("matchup-names");
    let mut app = start(folders);
    let form = |app: &mut App, m| send(app, Message::NewGame(m));
    send(&mut app, Message::Game(screen::game::Message::ShowNewGame));
    form(
        &mut app,
        screen::new_game::Message::Name(Side::Defenders, "Bjorn".into()),
    );
    send(&mut app, Message::NewGame(screen::new_game::Message::Start));
    type_move(&mut app, "h1-h3");
    assert!(shown(&app, "Bjorn").is_some());

    send(&mut app, Message::Game(screen::game::Message::ShowNewGame));
    let sprint = find_variant(&app, "sprint");
    form(&mut app, screen::new_game::Message::ChooseVariant(sprint));
    form(&mut app, screen::new_game::Message::ToggleMatchup(true));
    form(
        &mut app,
        screen::new_game::Message::Name(Side::Attackers, "Ada".into()),
    );
    form(
        &mut app,
        screen::new_game::Message::ChoosePlayer(Side::Defenders, Player::Bot(0)),
    );
    send(&mut app, Message::NewGame(screen::new_game::Message::Start));
    assert!(shown(&app, "Attackers to move (Ada)").is_some());
    type_move(&mut app, "c3-a3");
    assert!(app.record().position().outcome().is_some());

    // Game 2: Thrall attacks (and has moved), Ada defends.
    send(
        &mut app,
        Message::Game(screen::game::Message::NextMatchupGame),
    );
    assert_eq!(app.players(), [Player::Bot(0), Player::Person]);
    assert_eq!(app.session().seat_label(1), "Ada");
    assert!(shown(&app, "Bjorn").is_none());
    if app.record().position().outcome().is_none() {
        assert!(shown(&app, "Defenders to move (Ada)").is_some());
    }
    send(&mut app, Message::Game(screen::game::Message::ShowRecent));
    assert!(shown(&app, "Sprint · Bot: Thrall v Ada").is_some());
    assert!(shown(&app, "Sprint · Ada v Bot: Thrall").is_some());
    // Bjorn is only in the game he played.
    assert!(shown(&app, "Copenhagen Hnefatafl · Person v Bjorn").is_some());
    assert!(shown(&app, "Thrall v Bjorn").is_none());

    let folder = app.matchup().expect("the matchup").folder.clone();
    let sheet_of = |name: &str| {
        let text = std::fs::read_to_string(folder.join(name)).unwrap();
        sheet::Sheet::read(&text, app.variants()).unwrap().meta
    };
    let first = sheet_of("round-1-game-1.tafl");
    assert_eq!(first.attackers, "Challenger (Ada)");
    assert_eq!(first.defenders, "Opponent (Bot: Thrall)");
    let second = sheet_of("round-1-game-2.tafl");
    assert_eq!(second.attackers, "Opponent (Bot: Thrall)");
    assert_eq!(second.defenders, "Challenger (Ada)");

    // The next start puts game 2 back with Ada's name on her side.
    let again = start(Folders::under(&dir));
    assert_eq!(again.session().seat_label(1), "Ada");
    assert!(shown(&again, "Bjorn").is_none());
    std::fs::remove_dir_all(dir).unwrap();
}

// --- Exports -----------------------------------------------------------------

fn exported(app: &mut App, kind: Export, path: &Path) {
    send(
        app,
        Message::Game(screen::game::Message::ExportTo(
            kind,
            Some(path.to_path_buf()),
        )),
    );
    assert!(
        shown(app, "Saved the").is_some(),
        "export {kind:?} said: {:?}",
        shown(app, "export")
    );
}

#[test]
fn the_position_the_game_and_the_sheet_are_exported() {
    let dir = root("export");
    let mut app = start(Folders::none());
    for mv in ["h1-h3", "f4-c4", "a4-a2"] {
        type_move(&mut app, mv);
    }
    let png = dir.join("position.png");
    exported(&mut app, Export::Picture, &png);
    let picture = image::open(&png).unwrap();
    assert_eq!((picture.width(), picture.height()), (640, 640));

    let gif = dir.join("game.gif");
    exported(&mut app, Export::Animation, &gif);
    use image::AnimationDecoder;
    let file = std::io::BufReader::new(std::fs::File::open(&gif).unwrap());
    let frames = image::codecs::gif::GifDecoder::new(file)
        .unwrap()
        .into_frames()
        .collect_frames()
        .unwrap();
    assert_eq!(frames.len(), 4, "the start and one frame per move");

    let svg = dir.join("sheet.svg");
    exported(&mut app, Export::Sheet, &svg);
    assert!(std::fs::read_to_string(&svg).unwrap().contains("<svg"));

    // A folder that does not exist: a clear message, and the game stays.
    send(
        &mut app,
        Message::Game(screen::game::Message::ExportTo(
            Export::Picture,
            Some(dir.join("no/such/folder/x.png")),
        )),
    );
    assert!(shown(&app, "Could not export").is_some());
    assert_eq!(app.record().ply(), 3);
    std::fs::remove_dir_all(dir).unwrap();
}

// --- Openings ----------------------------------------------------------------

#[test]
fn the_opening_is_named_on_screen_and_in_the_saved_sheet() {
    let dir = root("opening");
    let mut app = start(Folders::under(&dir));
    type_move(&mut app, "h1-h3");
    assert!(
        shown(&app, "Opening:").is_none(),
        "not known after one move"
    );
    type_move(&mut app, "g5-g2");
    assert!(shown(&app, "Opening: Millar Gambit (Declined)").is_some());
    type_move(&mut app, "h3-h2");
    assert!(shown(&app, "Opening: Millar Gambit (Accepted)").is_some());
    // Leaving the book keeps the name.
    type_move(&mut app, "f4-c4");
    assert!(shown(&app, "Opening: Millar Gambit (Accepted)").is_some());
    let games = dir.join("data/games");
    let file = std::fs::read_dir(&games)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let sheet = std::fs::read_to_string(file).unwrap();
    assert!(
        sheet.contains("Opening: Millar Gambit (Accepted)"),
        "{sheet}"
    );
    // Back at the start the board shows no opening.
    send(&mut app, Message::Game(screen::game::Message::ToStart));
    assert!(shown(&app, "Opening:").is_none());
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn closing_the_window_waits_for_the_writes_then_exits() {
    use iced::futures::{StreamExt, executor::block_on};
    use iced_test::runtime::{Action, task::into_stream};
    let dir = root("close");
    let folders = Folders::under(&dir);
    let mut app = start(folders.clone());
    type_move(&mut app, "h1-h3");
    send(&mut app, Message::Resized(iced::Size::new(1000.0, 700.0)));
    // Run the close as the runtime would; the exit must come last.
    let mut pending = vec![app.update(Message::CloseRequested(iced::window::Id::unique()))];
    let mut exited = false;
    while let Some(task) = pending.pop() {
        let Some(mut stream) = into_stream(task) else {
            continue;
        };
        while let Some(action) = block_on(stream.next()) {
            assert!(!exited, "nothing happens after the exit");
            match action {
                Action::Output(message) => pending.push(app.update(message)),
                Action::Exit => exited = true,
                _ => panic!("the app asked the runtime for something else"),
            }
        }
    }
    assert!(exited, "the app exits once its writes are done");
    let saved = Settings::load(&folders.settings_file().unwrap()).settings;
    assert_eq!(saved.window.width, 1000.0);
    std::fs::remove_dir_all(dir).unwrap();
}
