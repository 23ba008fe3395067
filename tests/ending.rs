//! The end of a game off the board, without a window: a resignation and an
//! agreed draw on the sheet and in the autosave, a draw offered between
//! people, a bot's answer to an offer by its own search, and a rematch.

#![cfg(feature = "app")]

mod common;

use common::session::{said, session};
use common::{mv, position};
use std::path::PathBuf;
use std::sync::mpsc;
use taflbord::bot::worker::{Event, Search};
use taflbord::notation::sheet_move::Perspective;
use taflbord::record::sheet::{self, Sheet};
use taflbord::record::{GameRecord, GameResult, ResultReason};
use taflbord::session::{BotRequest, Player, Purpose, Session};
use taflbord::store::autosave::Store;
use taflbord::store::write::Write;
use taflbord::{Side, Variant};

/// Runs a request as the window does, its progress reported to the
/// session as it comes, and hands the answer over.
fn answer(s: &mut Session, request: BotRequest) {
    let id = request.id;
    let (tx, rx) = mpsc::channel();
    let running = Search::start(id, request.bot, &request.position, request.limits, tx);
    loop {
        match rx.recv().expect("the search ends") {
            Event::Progress { search, progress } => s.bot_progress(search, progress),
            Event::Finished { mv, .. } => {
                let bot = running.join();
                s.bot_finished(id, mv, bot);
                return;
            }
        }
    }
}

const RESIGNED: GameResult = GameResult {
    winner: Some(Side::Defenders),
    reason: ResultReason::Resignation,
};

const AGREED: GameResult = GameResult {
    winner: None,
    reason: ResultReason::Agreement,
};

fn store(name: &str) -> (Store, PathBuf) {
    let dir = std::env::temp_dir().join(format!("taflbord-ending-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    (Store::new(dir.clone()), dir)
}

#[test]
fn a_resignation_is_on_the_sheet_in_the_autosave_and_ends_the_game() {
    let (store, dir) = store("resign");
    let mut s = session([Player::Person; 2], Some(store));
    let copenhagen = Variant::built_in("copenhagen").unwrap();
    s.start_game(copenhagen, [Player::Person, Player::Bot(0)]);
    s.person_plays(mv("h1-h3"));
    let request = s.take_effects().think.expect("the bot's move");
    answer(&mut s, request);
    assert_eq!(s.record().main_line().len(), 3);
    assert_eq!(
        s.resigning_side(),
        Some(Side::Attackers),
        "the person's side"
    );
    s.resign();
    assert_eq!(s.record().meta.result, Some(RESIGNED));
    assert!(s.game_over());
    assert!(
        s.resigning_side().is_none(),
        "a finished game is not resigned twice"
    );
    let record = s
        .take_effects()
        .writes
        .into_iter()
        .rev()
        .find_map(|w| match w {
            Write::Autosave(a) => Some(a),
            _ => None,
        })
        .expect("the autosave");
    assert_eq!(
        record.recent.result.as_deref(),
        Some("defenders (resignation)")
    );
    let sheet = sheet::write(&record.record, Perspective::Attackers);
    assert!(sheet.contains("Result: defenders (resignation)"), "{sheet}");
    // What the writer writes, the reader reads back.
    let read = Sheet::read(&sheet, &[]).expect("the sheet reads");
    assert_eq!(read.meta.result, Some(RESIGNED));
    // No move carries the game on, and no bot moves.
    let before = s.record().main_line().len();
    s.person_plays(s.record().position().legal_moves()[0]);
    s.bot_turn();
    assert_eq!(s.record().main_line().len(), before);
    assert!(s.take_effects().think.is_none());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn between_people_the_other_side_accepts_or_declines_a_draw() {
    let mut s = session([Player::Person; 2], None);
    s.person_plays(mv("h1-h3"));
    // The defenders are to move: they offer, the attackers answer.
    assert_eq!(s.draw_offerer(), Some(Side::Defenders));
    s.offer_draw();
    assert_eq!(s.draw_offer(), Some(Side::Defenders));
    assert!(s.take_effects().think.is_none(), "no bot is asked");
    s.answer_draw(false);
    assert_eq!(s.draw_offer(), None);
    assert_eq!(said(&s).as_deref(), Some("The attackers decline the draw."));
    // A move answers an offer too: it lapses.
    s.offer_draw();
    s.person_plays(mv("f4-c4"));
    assert_eq!(s.draw_offer(), None);
    // Offered again, and accepted.
    s.offer_draw();
    s.answer_draw(true);
    assert_eq!(s.record().meta.result, Some(AGREED));
    assert!(s.game_over());
    assert_eq!(s.draw_offerer(), None, "the game is over");
    let saved = sheet::write(s.record(), Perspective::Attackers);
    assert!(saved.contains("Result: draw (agreement)"), "{saved}");
    assert_eq!(Sheet::read(&saved, &[]).unwrap().meta.result, Some(AGREED));
}

/// A Brandubh game where Jarl plays the attackers and a person the
/// defenders, who are to move in the position of `rows`.
fn against_jarl(rows: &[&str]) -> Session {
    let start = position("brandubh", rows, Side::Defenders);
    let mut record = GameRecord::from_position(start);
    record.meta.attackers = "Jarl (Taflbord)".into();
    record.meta.defenders = "Ada".into();
    let mut s = session([Player::Person; 2], None);
    s.opened(PathBuf::from("jarl.tafl"), record, None);
    assert_eq!(s.players(), [Player::Bot(3), Player::Person]);
    let _ = s.take_effects();
    s
}

/// The defenders offer a draw; the bot's search answers.
fn offer_to_bot(s: &mut Session) {
    s.offer_draw();
    assert_eq!(
        s.thinking().map(|t| t.purpose),
        Some(Purpose::DrawOffer),
        "the bot weighs the offer"
    );
    let request = s.take_effects().think.expect("a search of the position");
    answer(s, request);
    assert!(s.thinking().is_none());
}

#[test]
fn a_bot_declines_a_draw_when_it_is_ahead_and_says_why() {
    // The king is boxed in on the throne: the attackers take him next.
    let mut s = against_jarl(&[
        ". . . . . . .",
        ". . . A . . .",
        ". . A . A . .",
        ". . A K A . .",
        ". . . A . . .",
        ". . . . . . .",
        ". D . . . . .",
    ]);
    offer_to_bot(&mut s);
    assert_eq!(s.record().meta.result, None, "the game goes on");
    assert_eq!(s.draw_offer(), None);
    let words = said(&s).expect("the bot says why");
    assert!(
        words.starts_with("Jarl declines the draw: it thinks the attackers are ahead"),
        "{words}"
    );
    // The person plays on.
    assert_eq!(s.player_to_move(), Player::Person);
    assert!(!s.game_over());
}

#[test]
fn a_bot_accepts_a_draw_when_it_is_lost() {
    // The king on the edge has both corners open.
    let mut s = against_jarl(&[
        ". . . . . . .",
        ". . . . . . .",
        ". . . A . . .",
        "K . . . . . .",
        ". . . A . . .",
        ". . . . . . .",
        ". . . . . . .",
    ]);
    offer_to_bot(&mut s);
    assert_eq!(s.record().meta.result, Some(AGREED));
    assert!(s.game_over());
}

#[test]
fn a_person_moving_while_the_bot_weighs_an_offer_withdraws_it() {
    let mut s = session([Player::Person, Player::Bot(3)], None);
    s.start_game(
        Variant::built_in("copenhagen").unwrap(),
        [Player::Person, Player::Bot(3)],
    );
    let _ = s.take_effects();
    s.offer_draw();
    let weighing = s.take_effects().think.expect("the bot weighs the offer");
    s.person_plays(mv("h1-h3"));
    assert_eq!(s.draw_offer(), None);
    // The bot's turn now: its move search, not the stale answer, counts.
    let request = s.take_effects().think.expect("the bot's move");
    s.bot_finished(weighing.id, None, None);
    assert_eq!(s.record().meta.result, None);
    assert_eq!(s.thinking().map(|t| t.purpose), Some(Purpose::Move));
    drop(request);
}

#[test]
fn a_rematch_swaps_the_sides_and_their_names() {
    let mut s = session([Player::Person; 2], None);
    s.set_names(["Ada".into(), String::new()]);
    let copenhagen = Variant::built_in("copenhagen").unwrap();
    s.start_game(copenhagen, [Player::Person, Player::Bot(1)]);
    s.person_plays(mv("h1-h3"));
    s.resign();
    assert!(s.game_over());
    let _ = s.take_effects();
    s.rematch();
    assert_eq!(s.players(), [Player::Bot(1), Player::Person]);
    assert_eq!(s.record().meta.defenders, "Ada");
    assert_eq!(s.record().meta.result, None);
    assert_eq!(s.record().main_line().len(), 1);
    assert!(
        s.take_effects().think.is_some(),
        "the bot opens the rematch"
    );
}
