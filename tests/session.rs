//! Game control without a window: turns, bots asked and answered, undo and
//! redo against a bot, practice, matchups, sounds and autosave, driven
//! through `Session` as the window drives it, with no iced anywhere.

#![cfg(feature = "app")]

mod common;

use common::mv;
use common::session::{said, session};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc;
use std::time::Duration;
use taflbord::bot::Bot;
use taflbord::bot::worker::{Event, Search};
use taflbord::notation::shown::Notation;
use taflbord::session::{BotRequest, Notice, Player, Session, Sound};
use taflbord::store::autosave::Store;
use taflbord::store::write::{Write, WriteKind};
use taflbord::{Move, Side, Variant};

fn played(s: &Session) -> Vec<String> {
    let r = s.record();
    r.path_to(r.cursor())
        .into_iter()
        .filter_map(|id| r.node(id).mv())
        .map(|m| m.to_string())
        .collect()
}

/// Where a bot lives in memory: the same address means the same bot.
fn address(bot: &dyn Bot) -> *const u8 {
    std::ptr::from_ref(bot).cast()
}

/// Runs a request as the window does (a search thread, its events on a
/// channel, the bot joined back) and hands the answer to the session.
/// Returns where the bot lived.
fn answer(s: &mut Session, request: BotRequest) -> *const u8 {
    let id = request.id;
    let at = address(request.bot.as_ref());
    let (tx, rx) = mpsc::channel();
    let search = Search::start(id, request.bot, &request.position, request.limits, tx);
    let mv = loop {
        if let Event::Finished { mv, .. } = rx.recv().expect("the search ends") {
            break mv;
        }
    };
    let bot = search.join();
    s.bot_finished(id, mv, bot);
    at
}

#[test]
fn a_person_plays_in_turn_and_a_bots_turn_refuses_the_person() {
    let mut s = session([Player::Person, Player::Bot(0)], None);
    assert_eq!(s.player_to_move(), Player::Person);
    s.person_plays(mv("h1-h3"));
    assert_eq!(played(&s), ["h1-h3"]);
    assert_eq!(s.player_to_move(), Player::Bot(0));
    let effects = s.take_effects();
    assert_eq!(effects.played, Some(mv("h1-h3")));
    assert_eq!(effects.sounds, [Sound::Move]);
    let request = effects.think.expect("the bot is asked for its move");
    assert_eq!(request.position.turn(), Side::Defenders);
    assert!(s.thinking().is_some());
    // The person cannot move for the bot.
    s.person_plays(mv("g5-g2"));
    assert_eq!(played(&s), ["h1-h3"]);
    assert!(matches!(s.notice(), [Notice::BotsTurn]));
    assert!(said(&s).is_some_and(|n| n.contains("bot")));
}

#[test]
fn a_bots_answer_is_played_and_the_bot_is_kept_for_its_next_move() {
    let mut s = session([Player::Person, Player::Bot(0)], None);
    s.person_plays(mv("h1-h3"));
    let first = s.take_effects().think.unwrap();
    let first_at = answer(&mut s, first);
    assert_eq!(played(&s).len(), 2, "the bot's move is on the board");
    assert!(s.thinking().is_none());
    assert_eq!(s.player_to_move(), Player::Person);
    // The person's next move asks the same bot again: its tables are
    // reused, not made anew for every move.
    let reply = s.record().position().legal_moves()[0];
    s.person_plays(reply);
    let second = s.take_effects().think.expect("the bot's turn again");
    assert_eq!(address(second.bot.as_ref()), first_at);
    answer(&mut s, second);
    assert_eq!(played(&s).len(), 4);
}

#[test]
fn the_engine_threads_reach_the_searches_that_think_by_time() {
    let cores = taflbord::bot::cores();
    let allfather = Player::Bot(taflbord::bot::LEVELS.len() - 1);
    let mut s = session([Player::Person, allfather], None);
    s.set_engine_threads(2);
    assert_eq!(s.seats().engine_threads(), 2.min(cores));
    s.set_engine_threads(0);
    assert_eq!(s.seats().engine_threads(), 1, "at least one");
    s.set_engine_threads(usize::MAX);
    assert_eq!(s.seats().engine_threads(), cores, "no more than the cores");
    s.set_engine_threads(2);
    s.ask_hint();
    let hint = s.take_effects().think.expect("the hint's search");
    assert_eq!(hint.limits.threads, 2.min(cores));
    s.stop_thinking();
    s.person_plays(mv("h1-h3"));
    let reply = s.take_effects().think.expect("the strongest level's turn");
    assert_eq!(reply.limits.threads, 2.min(cores));
    assert!(reply.limits.time.is_some(), "it thinks by time");
}

#[test]
fn a_stale_answer_is_dropped() {
    let mut s = session([Player::Person, Player::Bot(0)], None);
    s.person_plays(mv("h1-h3"));
    let request = s.take_effects().think.unwrap();
    // The player steps back while the bot thinks: the search must stop.
    s.back();
    let effects = s.take_effects();
    assert!(effects.stop);
    assert!(effects.think.is_none(), "looking back does not start a bot");
    answer(&mut s, request);
    assert!(played(&s).is_empty(), "the old answer is not played");
    assert_eq!(s.record().node(s.record().cursor()).children().len(), 1);
}

/// A person-against-bot game of `plies` plies, all answered.
fn game_against_bot(plies: usize) -> Session {
    let mut s = session([Player::Person, Player::Bot(0)], None);
    // A fixed seed: with a fresh one the bot's king sometimes escapes
    // within the game's first plies, and a finished game takes no takeback.
    s.set_seed(Some(1));
    while s.record().ply() < plies {
        let mine = s.record().position().legal_moves()[0];
        s.person_plays(mine);
        if let Some(request) = s.take_effects().think {
            answer(&mut s, request);
        }
    }
    s
}

#[test]
fn undo_and_redo_against_a_bot_are_mirror_images() {
    let mut s = game_against_bot(4);
    let whole = played(&s);
    assert_eq!(whole.len(), 4);
    s.undo();
    assert_eq!(played(&s), whole[..2], "back to the person's own move");
    assert_eq!(s.player_to_move(), Player::Person);
    assert!(s.take_effects().think.is_none());
    s.redo();
    assert_eq!(played(&s), whole, "forward past the bot's reply");
    assert_eq!(s.player_to_move(), Player::Person);
}

/// The moves of the record's main line.
fn main_line(s: &Session) -> Vec<String> {
    let r = s.record();
    r.main_line()
        .into_iter()
        .filter_map(|id| r.node(id).mv())
        .map(|m| m.to_string())
        .collect()
}

/// A legal move for the side to move other than `not`.
fn other_than(s: &Session, not: &str) -> Move {
    let legal = s.record().position().legal_moves();
    *legal.iter().find(|m| m.to_string() != not).unwrap()
}

#[test]
fn a_move_after_a_takeback_goes_on_with_the_game_and_keeps_the_old_moves_as_a_variation() {
    let mut s = game_against_bot(12);
    let old = main_line(&s);
    for _ in 0..3 {
        s.undo();
    }
    for _ in 0..2 {
        s.redo();
    }
    assert_eq!(
        played(&s),
        old[..10],
        "three back, two forward: one move taken back"
    );
    let _ = s.take_effects();
    let new = other_than(&s, &old[10]);
    s.person_plays(new);
    if let Some(request) = s.take_effects().think {
        answer(&mut s, request);
    }
    let line = main_line(&s);
    assert_eq!(line[..10], old[..10]);
    assert_eq!(
        line[10],
        new.to_string(),
        "the game played is the main line"
    );
    assert_eq!(line.len(), 12, "and the bot's answer goes on with it");
    assert_eq!(played(&s), line);
    let r = s.record();
    let branch = r.main_line()[10];
    let moves_there: Vec<String> = r
        .node(branch)
        .children()
        .iter()
        .filter_map(|&c| r.node(c).mv())
        .map(|m| m.to_string())
        .collect();
    assert_eq!(
        moves_there,
        [new.to_string(), old[10].clone()],
        "the old moves stay, under it"
    );
}

/// A game between people of `plies` plies, each the first legal move.
fn people_game(plies: usize) -> Session {
    let mut s = session([Player::Person, Player::Person], None);
    for _ in 0..plies {
        let m = s.record().position().legal_moves()[0];
        s.person_plays(m);
    }
    s
}

#[test]
fn between_people_a_takeback_goes_on_in_the_main_line_too() {
    let mut s = people_game(4);
    let old = main_line(&s);
    s.undo();
    let new = other_than(&s, &old[3]);
    s.person_plays(new);
    assert_eq!(main_line(&s)[..3], old[..3]);
    assert_eq!(main_line(&s)[3], new.to_string());
}

#[test]
fn a_move_after_looking_back_starts_a_variation() {
    let mut s = people_game(4);
    let old = main_line(&s);
    // Studying: stepping back (not a takeback) and trying another move.
    s.back();
    let new = other_than(&s, &old[3]);
    s.person_plays(new);
    assert_eq!(main_line(&s), old, "the game stays the main line");
    assert_eq!(
        played(&s)[3],
        new.to_string(),
        "the new move is a variation"
    );
    // A takeback, then looking through the game: studying again.
    let mut s = people_game(4);
    s.undo();
    s.back();
    s.forward();
    let new = other_than(&s, &old[3]);
    s.person_plays(new);
    assert_eq!(main_line(&s), old);
}

#[test]
fn redo_onto_a_bots_turn_at_the_end_of_the_line_lets_the_bot_play() {
    let mut s = game_against_bot(2);
    let mine = s.record().position().legal_moves()[0];
    s.person_plays(mine);
    // The bot's answer never came (the app was closed, say): step back,
    // then redo onto the bot's turn.
    let _ = s.take_effects();
    s.back();
    let _ = s.take_effects();
    s.redo();
    assert_eq!(s.player_to_move(), Player::Bot(0));
    let request = s
        .take_effects()
        .think
        .expect("the bot whose turn came back plays");
    answer(&mut s, request);
    assert_eq!(played(&s).len(), 4);
}

#[test]
fn a_hint_is_shown_not_played() {
    let mut s = session([Player::Person, Player::Person], None);
    s.ask_hint();
    let request = s.take_effects().think.expect("a search for the hint");
    answer(&mut s, request);
    assert!(played(&s).is_empty());
    let shown = s.take_effects().shown;
    let hint = shown.flatten().expect("the hint is shown");
    assert!(s.record().position().is_legal(hint));
    assert!(matches!(s.notice(), [Notice::Hint { mv, .. }] if *mv == hint));
    // Worded in the window's notation, here the sheet's.
    let words = Notation::Sheet.word(s.record().position(), hint);
    assert!(words.contains('·'), "{words}");
    assert!(said(&s).is_some_and(|n| n.contains(&words)));
}

#[test]
fn practice_plays_the_book_refuses_other_moves_and_hands_over_to_a_bot() {
    let book = taflbord::learn::openings::book();
    // Practise an opening of three moves or more as the defenders.
    let k = book
        .openings
        .iter()
        .position(|o| o.line().is_ok_and(|l| l.len() >= 3))
        .unwrap();
    let line = book.openings[k].line().unwrap();
    let mut s = session([Player::Person; 2], None);
    s.start_practice(k, Side::Defenders, 0);
    // The session played the attackers' first book move itself.
    assert_eq!(played(&s), [line[0].to_string()]);
    let wrong = s
        .record()
        .position()
        .legal_moves()
        .into_iter()
        .find(|&m| m != line[1])
        .unwrap();
    s.person_plays(wrong);
    assert_eq!(played(&s).len(), 1, "a wrong move is not played");
    let shown = s.take_effects().shown;
    assert_eq!(shown, Some(Some(line[1])), "the book's move is shown");
    assert_eq!(s.practice().unwrap().mistakes(), 1);
    s.person_plays(line[1]);
    assert_eq!(s.practice().unwrap().found(), 1);
    assert_eq!(
        played(&s)[..3],
        [line[0], line[1], line[2]].map(|m| m.to_string())
    );
    // Play the rest of the line as the book says; then the bot takes over.
    while let Some(p) = s.practice()
        && !p.is_finished()
    {
        let ply = s.record().ply();
        s.person_plays(line[ply]);
    }
    assert_eq!(s.players()[0], Player::Bot(0));
}

#[test]
fn a_matchup_seats_the_challenger_as_attackers_first() {
    let mut s = session([Player::Person; 2], None);
    s.start_matchup("copenhagen", Player::Person, Player::Bot(1));
    assert_eq!(s.players(), [Player::Person, Player::Bot(1)]);
    let game = s.matchup_game().expect("the first game is on");
    assert_eq!((game.round, game.game), (1, 1));
    assert!(s.record().meta.event.contains('1'));
    assert!(s.record().meta.attackers.contains("Person"));
}

#[test]
fn sounds_a_move_earns() {
    let copenhagen = Variant::built_in("copenhagen").unwrap();
    let mut pos = taflbord::Position::new(copenhagen);
    let played = pos.play(mv("h1-h3")).unwrap();
    let people = [Player::Person; 2];
    assert_eq!(
        taflbord::session::earned(&played, &pos, people),
        [Sound::Move]
    );
}

fn temp_store(name: &str) -> (PathBuf, Store) {
    let dir = std::env::temp_dir().join(format!("taflbord-session-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    (dir.clone(), Store::new(dir))
}

#[test]
fn every_move_is_autosaved_through_writes_the_caller_runs() {
    let (dir, store) = temp_store("autosave");
    let mut s = session([Player::Person; 2], Some(store));
    s.person_plays(mv("h1-h3"));
    let writes = s.take_effects().writes;
    assert_eq!(
        writes.iter().map(Write::kind).collect::<Vec<_>>(),
        [WriteKind::Autosave]
    );
    assert!(!dir.exists(), "the session itself writes nothing");
    for w in writes {
        w.run().unwrap();
    }
    let games: Vec<_> = std::fs::read_dir(dir.join("games")).unwrap().collect();
    assert_eq!(games.len(), 1);
    // A new game with no moves clears the session instead of saving.
    s.start_game(
        Variant::built_in("copenhagen").unwrap(),
        [Player::Person; 2],
    );
    let kinds: Vec<_> = s.take_effects().writes.iter().map(Write::kind).collect();
    assert_eq!(kinds, [WriteKind::ClearSession]);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn the_end_of_a_game_is_said_once_by_the_status_not_again_as_a_notice() {
    use taflbord::bot::{Limits, RandomBot, choose_now};
    let brandubh = Variant::built_in("brandubh").unwrap();
    // A finished random game, played again move by move through a session.
    let moves = (0..200)
        .find_map(|seed| {
            let mut record = taflbord::record::GameRecord::new(brandubh.clone());
            let mut bot = RandomBot::new(seed);
            let mut moves = Vec::new();
            while record.outcome().is_none() && moves.len() < 300 {
                let mv = choose_now(&mut bot, record.position(), Limits::default()).unwrap();
                record.play(mv).unwrap();
                moves.push(mv);
            }
            record.outcome().is_some().then_some(moves)
        })
        .expect("a random game that ends");
    let mut s = session([Player::Person; 2], None);
    s.start_game(brandubh, [Player::Person; 2]);
    for mv in moves {
        s.person_plays(mv);
    }
    assert!(s.record().outcome().is_some());
    assert!(
        s.notice().is_empty(),
        "the status line alone says how it ended"
    );
    let sounds = s.take_effects().sounds;
    assert!(
        matches!(sounds.last(), Some(Sound::Win | Sound::Loss)),
        "{sounds:?}"
    );
}

/// A game the defenders won by resignation after two moves; the attackers
/// are `attackers` (a person, or one of Taflbord's bots by its sheet name).
fn resigned(attackers: &str) -> taflbord::record::GameRecord {
    let text = format!(
        "Variant: copenhagen\nAttackers: {attackers}\nDefenders: Ragnar\n\
         Result: defenders (resignation)\n 1 | ^4.3 | || 1 | v5.2 |\n"
    );
    taflbord::record::sheet::Sheet::read(&text, &[]).unwrap()
}

#[test]
fn playing_on_past_a_recorded_result_takes_it_off_the_record() {
    let mut s = session([Player::Person; 2], None);
    // A variation inside the game leaves the game, and its result, as read.
    s.opened(PathBuf::from("resigned.tafl"), resigned("Sigrid"), None);
    s.undo();
    let other = s.record().position().legal_moves()[0];
    s.person_plays(other);
    assert_eq!(played(&s).len(), 2);
    assert_eq!(s.record().main_line().len(), 3, "the main line is as read");
    assert!(s.record().meta.result.is_some());
    // A move after the last one carries the game on: the resignation no
    // longer describes it, and the player is told so.
    s.opened(PathBuf::from("resigned.tafl"), resigned("Sigrid"), None);
    let next = s.record().position().legal_moves()[0];
    s.person_plays(next);
    assert_eq!(s.record().main_line().len(), 4);
    assert_eq!(s.record().meta.result, None);
    assert_eq!(
        said(&s).as_deref(),
        Some(
            "The game goes on past its recorded result (Defenders win: resignation), \
             so the record no longer gives one."
        )
    );
}

#[test]
fn a_bot_waits_at_a_recorded_result_until_asked_to_play_on() {
    let mut s = session([Player::Person; 2], None);
    s.opened(
        PathBuf::from("resigned.tafl"),
        resigned("Thrall (Taflbord)"),
        None,
    );
    assert_eq!(s.player_to_move(), Player::Bot(0));
    assert!(s.take_effects().think.is_none(), "the game as read is over");
    assert!(s.seats().paused());
    s.toggle_bots();
    let request = s
        .take_effects()
        .think
        .expect("asked to go on, the bot thinks");
    answer(&mut s, request);
    assert_eq!(s.record().main_line().len(), 4);
    assert_eq!(s.record().meta.result, None);
    // A game read without a result starts its bot at once, as before.
    let mut going = resigned("Thrall (Taflbord)");
    going.meta.result = None;
    s.opened(PathBuf::from("going.tafl"), going, None);
    assert!(!s.seats().paused());
    assert!(s.take_effects().think.is_some());
}

#[test]
fn a_new_game_is_not_held_by_the_last_games_pause() {
    let mut s = session([Player::Person, Player::Bot(0)], None);
    s.toggle_bots();
    assert!(s.seats().paused());
    let copenhagen = Variant::built_in("copenhagen").unwrap();
    s.start_game(copenhagen, [Player::Bot(0), Player::Person]);
    assert!(!s.seats().paused());
    assert!(
        s.take_effects().think.is_some(),
        "the new game's bot opens it"
    );
}

// --- Games between bots --------------------------------------------------------

fn brandubh() -> Arc<Variant> {
    Variant::built_in("brandubh").unwrap()
}

/// Each move of a game between bots stays on the board the pace's time:
/// an answer found sooner waits, on a clock the test moves by hand.
#[test]
fn a_game_between_bots_plays_no_faster_than_the_pace() {
    let (time, hand) = taflbord::clock::TimeSource::fake();
    let mut s = session([Player::Person; 2], None);
    s.set_time_source(time);
    assert_eq!(
        s.pace(),
        Duration::from_secs(1),
        "a second a move unless set"
    );
    s.start_game(brandubh(), [Player::Bot(0), Player::Bot(0)]);
    let first = s
        .take_effects()
        .think
        .expect("the first bot thinks at once");
    answer(&mut s, first);
    assert_eq!(s.record().ply(), 0, "the answer waits for the pace");
    assert!(s.move_waiting());
    assert!(
        s.take_effects().think.is_none(),
        "no search while a move waits"
    );
    hand.advance(Duration::from_millis(999));
    assert!(!s.play_due_move());
    assert_eq!(s.record().ply(), 0);
    hand.advance(Duration::from_millis(1));
    assert!(s.play_due_move());
    assert_eq!(s.record().ply(), 1);
    assert!(!s.move_waiting());

    // A slower pace counts from the last move.
    s.set_pace(Duration::from_secs(3));
    let second = s
        .take_effects()
        .think
        .expect("the other bot thinks meanwhile");
    answer(&mut s, second);
    hand.advance(Duration::from_millis(2999));
    assert!(!s.play_due_move());
    hand.advance(Duration::from_millis(1));
    assert!(s.play_due_move());
    assert_eq!(s.record().ply(), 2);

    // Pause drops the waiting answer; a step back looks at the game;
    // resume goes on from where the game stands.
    let third = s.take_effects().think.unwrap();
    answer(&mut s, third);
    assert!(s.move_waiting());
    s.toggle_bots();
    assert!(s.seats().paused() && !s.move_waiting());
    s.back();
    assert_eq!(s.record().ply(), 1);
    s.toggle_bots();
    assert_eq!(s.record().ply(), 2, "back at the game's end");
    let again = s
        .take_effects()
        .think
        .expect("the bot to move thinks again");
    answer(&mut s, again);
    hand.advance(Duration::from_secs(3));
    assert!(s.play_due_move());
    assert_eq!(s.record().ply(), 3);
    assert_eq!(s.record().main_line().len(), 4, "no variation was started");

    // Stepping back while they play pauses them, and says so.
    let fourth = s.take_effects().think.unwrap();
    s.back();
    assert!(s.seats().paused());
    answer(&mut s, fourth);
    assert_eq!(s.record().ply(), 2, "the stale answer is dropped");
}

#[test]
fn a_bot_answering_a_person_is_not_held_by_the_pace() {
    let (time, _hand) = taflbord::clock::TimeSource::fake();
    let mut s = session([Player::Person, Player::Bot(0)], None);
    s.set_time_source(time);
    s.person_plays(mv("h1-h3"));
    let request = s.take_effects().think.unwrap();
    answer(&mut s, request);
    assert_eq!(s.record().ply(), 2);
    assert!(!s.move_waiting());
}

/// Karl against Karl on Brandubh for `plies` plies, by `seed`.
fn karl_v_karl(seed: Option<u64>, plies: usize) -> Vec<String> {
    let mut s = session([Player::Person; 2], None);
    s.set_pace(Duration::ZERO);
    s.set_seed(seed);
    s.start_game(brandubh(), [Player::Bot(1), Player::Bot(1)]);
    while s.record().ply() < plies {
        let Some(request) = s.take_effects().think else {
            break;
        };
        answer(&mut s, request);
    }
    played(&s)
}

#[test]
fn a_low_levels_games_differ_between_seeds_and_repeat_with_one() {
    let (a, b) = (karl_v_karl(Some(7), 16), karl_v_karl(Some(7), 16));
    assert!(a.len() >= 8, "{a:?}");
    assert_eq!(a, b, "the same seed, the same game");
    let other = karl_v_karl(Some(8), 16);
    assert_ne!(a, other, "another seed, another game");

    // Without a seed each game has its own.
    let mut s = session([Player::Person; 2], None);
    s.start_game(brandubh(), [Player::Bot(1), Player::Bot(1)]);
    let first = s.seats().game_seed();
    s.start_game(brandubh(), [Player::Bot(1), Player::Bot(1)]);
    assert_ne!(s.seats().game_seed(), first);
    s.set_seed(Some(42));
    s.start_game(brandubh(), [Player::Bot(1), Player::Bot(1)]);
    assert_eq!(s.seats().game_seed(), 42);
}

// --- Names -------------------------------------------------------------------

/// A name belongs to the game it was given for: a later game with a bot
/// on that side, or an opened game's, does not show it.
#[test]
fn players_names_are_not_carried_into_another_game() {
    let copenhagen = Variant::built_in("copenhagen").unwrap();
    let mut s = session([Player::Person; 2], None);
    s.set_names(["Ada".into(), "Bjorn".into()]);
    s.start_game(copenhagen.clone(), [Player::Person, Player::Person]);
    assert_eq!([s.seat_label(0), s.seat_label(1)], ["Ada", "Bjorn"]);
    assert_eq!(s.record().meta.defenders, "Bjorn");

    // The form keeps "Bjorn" for the defenders while a bot sits there.
    s.start_game(copenhagen.clone(), [Player::Person, Player::Bot(0)]);
    assert_eq!(s.seat_label(1), "Bot: Thrall");
    assert!(!s.title().contains("Bjorn"), "{}", s.title());
    assert_eq!(s.record().meta.defenders, "Thrall (Taflbord)");

    // A game opened from a file has its own players; the next one has the
    // names chosen for it, not the file's.
    let mut record = taflbord::record::GameRecord::new(copenhagen.clone());
    record.meta.attackers = "Magnus".into();
    record.meta.defenders = "Hel".into();
    s.opened(PathBuf::from("theirs.tafl"), record, None);
    assert_eq!([s.seat_label(0), s.seat_label(1)], ["Magnus", "Hel"]);
    s.start_game(copenhagen, [Player::Bot(0), Player::Person]);
    assert_eq!([s.seat_label(0), s.seat_label(1)], ["Bot: Thrall", "Bjorn"]);
    assert!(!s.title().contains("Hel") && !s.title().contains("Magnus"));

    // A matchup's first game: the challenger is the form's attackers.
    s.set_names(["Ada".into(), "Bjorn".into()]);
    s.start_matchup("copenhagen", Player::Person, Player::Bot(0));
    assert_eq!([s.seat_label(0), s.seat_label(1)], ["Ada", "Bot: Thrall"]);
    assert_eq!(s.record().meta.attackers, "Challenger (Ada)");
    assert_eq!(s.record().meta.defenders, "Opponent (Bot: Thrall)");
    assert_eq!(
        s.matchup().unwrap().names,
        ["Ada".to_string(), String::new()],
        "no name for the bot"
    );
}
