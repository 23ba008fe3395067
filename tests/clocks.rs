//! Timed games without a window: the clocks pressed by each move, a flag
//! falling (the side loses on time, and the sheet says so), pause between
//! people, undo refused between people and putting the clocks back against
//! a bot, and bots thinking by their clock so they never lose on time.
//! Time is a fake source the test moves; nothing sleeps.

use std::sync::Arc;
use std::sync::mpsc;
use std::time::Duration;
use taflbord::bot::Limits;
use taflbord::bot::worker::{Event, Search};
use taflbord::clock::{FakeTime, TimeControl, TimeSource};
use taflbord::i18n::locale::Locale;
use taflbord::notation::sheet_move::Perspective;
use taflbord::record::sheet::{self, Sheet};
use taflbord::record::{GameResult, ResultReason};
use taflbord::session::{Notice, Player, Session, Sound};
use taflbord::{Move, Side, Square, Variant, built_ins};

fn mv(text: &str) -> Move {
    let (from, to) = text.split_once('-').unwrap();
    Move::new(
        Square::parse_letters(from, 11).unwrap(),
        Square::parse_letters(to, 11).unwrap(),
    )
}

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

/// A game of `variant` between `players` on the clock `control`, and the
/// hand that moves its time.
fn timed(variant: &str, players: [Player; 2], control: &str) -> (Session, FakeTime) {
    let v = Variant::built_in(variant).unwrap();
    let locale = Arc::new(Locale::new("en"));
    let mut s = Session::new(built_ins().to_vec(), v.clone(), players, None, locale);
    let (source, hand) = TimeSource::fake();
    s.set_time_source(source);
    s.set_time_control(TimeControl::parse(control).unwrap());
    s.start_game(v, players);
    (s, hand)
}

#[test]
fn each_move_presses_the_clock_and_keeps_both_readings() {
    let (mut s, hand) = timed("copenhagen", [Player::Person; 2], "1+2");
    let face = s.clock_face().expect("a timed game");
    assert_eq!(face.left, [secs(60); 2]);
    assert_eq!(face.running, Some(Side::Attackers));
    hand.advance(secs(5));
    s.person_plays(mv("h1-h3"));
    let face = s.clock_face().unwrap();
    assert_eq!(face.left, [secs(57), secs(60)], "5 s used, 2 s back");
    assert_eq!(face.running, Some(Side::Defenders));
    hand.advance(secs(10));
    s.person_plays(mv("f4-c4"));
    let r = s.record();
    assert_eq!(r.node(r.cursor()).clocks(), Some([secs(57), secs(52)]));
    assert_eq!(s.record().meta.time_control, TimeControl::parse("1+2").ok());
    // The sheet carries the times, and reads back with them.
    let text = sheet::write(s.record(), Perspective::Attackers);
    assert!(text.contains("TimeControl: 1+2"), "{text}");
    assert!(text.contains("  1 | 0:57.0   | 0:52.0"), "{text}");
    let back = Sheet::read(&text, &[]).unwrap();
    let end = *back.main_line().last().unwrap();
    assert_eq!(back.node(end).clocks(), Some([secs(57), secs(52)]));
}

#[test]
fn a_fallen_flag_loses_the_game_on_time() {
    let (mut s, hand) = timed("copenhagen", [Player::Person; 2], "1");
    s.person_plays(mv("h1-h3"));
    hand.advance(secs(59));
    s.tick();
    assert!(!s.game_over());
    hand.advance(secs(1));
    s.tick();
    assert!(s.game_over() && s.lost_on_time());
    let result = s.record().result().unwrap();
    assert_eq!(
        result,
        GameResult {
            winner: Some(Side::Attackers),
            reason: ResultReason::Time
        }
    );
    assert_eq!(result.to_string(), "attackers (time)");
    assert_eq!(s.clock_face().unwrap().left[1], Duration::ZERO);
    assert_eq!(s.clock_face().unwrap().running, None, "the clocks stop");
    assert!(s.notice().is_empty(), "the status says it; no notice again");
    assert!(s.take_effects().sounds.contains(&Sound::Win));
    // Nothing more is played, nothing taken back; the sheet says why it ended.
    s.person_plays(mv("f4-c4"));
    s.undo();
    assert_eq!(s.record().main_line().len(), 2);
    let text = sheet::write(s.record(), Perspective::Attackers);
    assert!(text.contains("Result: attackers (time)"), "{text}");
    let back = Sheet::read(&text, &[]).unwrap();
    assert_eq!(
        back.result(),
        Some(result),
        "a recorded result, no board reason"
    );
    assert!(back.outcome().is_none());
}

#[test]
fn a_move_after_the_flag_fell_is_too_late() {
    let (mut s, hand) = timed("brandubh", [Player::Person; 2], "30s");
    hand.advance(secs(31));
    let moves = s.record().position().legal_moves();
    s.person_plays(moves[0]);
    assert_eq!(s.record().main_line().len(), 1, "not played");
    assert_eq!(s.record().result().unwrap().to_string(), "defenders (time)");
}

#[test]
fn people_pause_and_resume_and_cannot_take_back() {
    let (mut s, hand) = timed("copenhagen", [Player::Person; 2], "5+0");
    s.person_plays(mv("h1-h3"));
    hand.advance(secs(20));
    assert!(s.can_pause());
    s.toggle_clock();
    assert!(s.clock_paused());
    hand.advance(secs(600));
    s.tick();
    assert!(!s.game_over(), "a paused clock does not run");
    s.person_plays(mv("f4-c4"));
    assert_eq!(s.record().main_line().len(), 2, "no moves while paused");
    s.toggle_clock();
    hand.advance(secs(5));
    assert_eq!(s.clock_face().unwrap().left, [secs(300), secs(275)]);
    s.undo();
    assert_eq!(s.record().main_line().len(), 2);
    assert!(matches!(s.notice(), [Notice::UndoTimed]), "no take-backs");
    // Looking back is for when the clocks stand.
    s.back();
    assert_eq!(s.record().ply(), 1);
}

#[test]
fn against_a_bot_undo_puts_the_clocks_back_to_that_move() {
    let (mut s, hand) = timed("copenhagen", [Player::Person, Player::Bot(0)], "3+2");
    hand.advance(secs(10));
    s.person_plays(mv("h1-h3"));
    let request = s.take_effects().think.expect("the bot thinks");
    assert!(
        request.limits.time.is_some_and(|t| t <= secs(4) + secs(2)),
        "{:?}",
        request.limits
    );
    assert_eq!(
        request.limits.depth,
        Some(1),
        "the level still limits the depth"
    );
    hand.advance(secs(3));
    let reply = request.position.legal_moves()[0];
    s.bot_finished(request.id, Some(reply), Some(request.bot));
    hand.advance(secs(40));
    assert_eq!(s.clock_face().unwrap().left, [secs(132), secs(179)]);
    s.undo();
    assert_eq!(s.record().ply(), 0);
    let face = s.clock_face().unwrap();
    assert_eq!(face.left, [secs(180); 2], "the clocks as the game began");
    assert_eq!(face.running, Some(Side::Attackers));
    assert!(!s.can_pause(), "against a bot the clocks run");
}

/// Nodes a bot's search may visit in the games on the clock: a few, so
/// the moves are the same on every computer and the test is quick.
const NODES: u64 = 2_000;

/// Plays a whole game of `plies` between two bots of `level` on the clock
/// `control`, each bot taking all the time the session gives it: the fake
/// clock moves by the search's time budget, while the search itself stops
/// after [`NODES`] nodes. Returns the least time either side had left
/// after a move.
fn bots_on_the_clock(level: usize, control: &str, plies: usize) -> Duration {
    let (mut s, hand) = timed("copenhagen", [Player::Bot(level); 2], control);
    let mut least = Duration::MAX;
    while s.record().main_line().len() <= plies && !s.game_over() {
        let request = s.take_effects().think.expect("a bot's turn");
        let budget = request
            .limits
            .time
            .expect("a bot on the clock thinks by it");
        let (tx, rx) = mpsc::channel();
        let search = Search::start(
            request.id,
            request.bot,
            &request.position,
            Limits::nodes(NODES),
            tx,
        );
        let mv = loop {
            if let Event::Finished { mv, .. } = rx.recv().unwrap() {
                break mv;
            }
        };
        let bot = search.join();
        hand.advance(budget);
        s.tick();
        s.bot_finished(request.id, mv, bot);
        if let Some(face) = s.clock_face() {
            least = least.min(face.left[0]).min(face.left[1]);
        }
    }
    assert!(!s.lost_on_time(), "level {level} lost on time");
    least
}

#[test]
fn no_bot_loses_on_a_fast_clock() {
    for level in 0..taflbord::bot::LEVELS.len() {
        let least = bots_on_the_clock(level, "1s+0", 200);
        assert!(least > Duration::ZERO, "level {level}: {least:?}");
    }
}

#[test]
fn a_timed_game_comes_back_with_its_clocks_standing() {
    use taflbord::store::autosave::Store;
    let dir = std::env::temp_dir().join(format!("taflbord-clocks-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let v = Variant::built_in("copenhagen").unwrap();
    let locale = Arc::new(Locale::new("en"));
    let players = [Player::Person; 2];
    let mut s = Session::new(
        built_ins().to_vec(),
        v.clone(),
        players,
        Some(Store::new(dir.clone())),
        locale.clone(),
    );
    let (source, hand) = TimeSource::fake();
    s.set_time_source(source);
    s.set_time_control(TimeControl::parse("5+3").unwrap());
    s.start_game(v.clone(), players);
    hand.advance(secs(12));
    s.person_plays(mv("h1-h3"));
    for w in s.take_effects().writes {
        w.run().unwrap();
    }
    let mut again = Session::new(
        built_ins().to_vec(),
        v,
        players,
        Some(Store::new(dir.clone())),
        locale,
    );
    again.restore().expect("restored");
    let face = again.clock_face().expect("still timed");
    assert_eq!(face.left, [secs(291), secs(300)]);
    assert!(face.paused && face.running.is_none());
    again.toggle_clock();
    assert_eq!(again.clock_face().unwrap().running, Some(Side::Defenders));
    std::fs::remove_dir_all(dir).unwrap();
}
