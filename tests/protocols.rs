//! Engine protocols: scripted OTEP and hnefatafl-copenhagen (GTP-like)
//! sessions, arbitrary input, and the real binary's `engine` command.

mod common;

use common::{mv, sq};
use proptest::prelude::*;
use std::io::{Cursor, Write};
use std::process::{Command, Stdio};
use std::sync::Arc;
use taflbord::bot::{Limits, SearchBot};
use taflbord::protocol::{Gtp, Otep, Protocol, Reply, serve};
use taflbord::record::opentafl::position_string;
use taflbord::{Move, Position, Side, Variant};

const COPENHAGEN_START: &str =
    "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";

/// OpenTafl's own rules string for Copenhagen.
fn copenhagen_rules() -> String {
    format!("rules dim:11 name:Copenhagen atkf:y tfr:w sw:s efe:y start:{COPENHAGEN_START}")
}

fn variant(id: &str) -> Arc<Variant> {
    Variant::built_in(id).unwrap()
}

/// A quick bot: two plies, a few thousand nodes at most.
fn quick() -> (Box<SearchBot>, Limits) {
    let limits = Limits {
        depth: Some(2),
        nodes: Some(5_000),
        time: None,
        threads: 1,
    };
    (Box::new(SearchBot::new()), limits)
}

fn otep() -> Otep {
    let (bot, limits) = quick();
    Otep::new(variant("copenhagen"), bot, limits).with_search_status(false)
}

fn gtp(id: &str) -> Gtp {
    let (bot, limits) = quick();
    Gtp::new(variant(id), bot, limits)
}

/// Sends `line` and checks the exact reply text.
fn says(p: &mut impl Protocol, line: &str, expected: &str) -> Reply {
    let reply = p.handle(line);
    assert_eq!(reply.text, expected, "reply to `{line}`");
    reply
}

/// Plays a move that must be legal.
fn play(pos: &mut Position, m: &str) {
    pos.play(mv(m))
        .unwrap_or_else(|e| panic!("{m} should be legal: {e}"));
}

/// Reads `move <from>-<to>` (or `play ROLE FROM TO`) and checks it is legal in `pos`.
fn legal_move(pos: &Position, from: &str, to: &str) -> Move {
    let m = Move::new(sq(from), sq(to));
    assert!(
        pos.is_legal(m),
        "{m} is not legal in\n{:?}",
        pos.to_setup().diagram()
    );
    m
}

// ---------------------------------------------------------------------------
// OTEP

#[test]
fn otep_greets_takes_rules_and_answers_opponent_moves_with_legal_moves() {
    let mut e = otep();
    assert_eq!(e.greeting(), "hello\n");
    says(&mut e, "hello", "");
    says(&mut e, &copenhagen_rules(), "");
    assert_eq!(e.position().variant().id(), "copenhagen");
    says(&mut e, "side defenders", "");
    says(&mut e, "start", "");

    let mut board = Position::new(variant("copenhagen"));
    play(&mut board, "d1-d3");
    let record = position_string(&board);
    says(&mut e, &format!("opponent-move d1-d3 {record}"), "");
    assert_eq!(e.position().to_setup(), board.to_setup());
    says(&mut e, "clock 300000* 299000 30 2 3 ", "");

    let reply = e.handle("play defenders");
    let lines = reply.split();
    assert_eq!(lines.len(), 1, "{lines:?}");
    let (from, to) = lines[0]
        .strip_prefix("move ")
        .and_then(|m| m.split_once('-'))
        .unwrap_or_else(|| panic!("expected `move <from>-<to>`, got {lines:?}"));
    let ours = legal_move(&board, from, to);
    board.play(ours).unwrap();
    assert_eq!(e.position().to_setup(), board.to_setup());
    assert_eq!(e.side(), Some(Side::Defenders));

    // The host accepts the move and sends its board; ours agrees.
    says(&mut e, &format!("move {}", position_string(&board)), "");
    // The opponent answers in full notation.
    let reply_move = board.legal_moves()[0];
    board.play(reply_move).unwrap();
    says(
        &mut e,
        &format!("opponent-move t{reply_move}+ {}", position_string(&board)),
        "",
    );
    assert_eq!(e.position().to_setup(), board.to_setup());
    let bye = says(&mut e, "goodbye", "");
    assert!(bye.quit);
}

#[test]
fn otep_reports_the_search_in_a_status_line() {
    let (bot, limits) = quick();
    let mut e = Otep::new(variant("copenhagen"), bot, limits);
    says(&mut e, &copenhagen_rules(), "");
    let reply = e.handle("play attackers");
    let lines = reply.split();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines[0].starts_with("status depth 2 score "), "{lines:?}");
    assert!(lines[0].contains(" nodes ") && lines[0].contains(" pv "));
    assert!(lines[1].starts_with("move "));
}

/// Copenhagen, king on a3 with the way to a1 open, an attacker on a5.
const KING_NEAR_A1: &str = "/11/11/K10/11/t10/11/11/11/11/11/5t5/";

#[test]
fn otep_opponent_move_that_ends_the_game_is_reported() {
    let mut e = otep();
    says(&mut e, &copenhagen_rules(), "");
    says(&mut e, &format!("position {KING_NEAR_A1}"), "");
    says(&mut e, "side attackers", "");
    // The host says the defenders escaped; the turn follows the host.
    says(
        &mut e,
        "opponent-move Ka3-a1-- /K10/11/11/11/t10/11/11/11/11/11/5t5/",
        "status game over: defenders win: the king escaped to a corner\n",
    );
    says(
        &mut e,
        "play attackers",
        "error 0 play: the game is over (defenders win: the king escaped to a corner)\n",
    );
    says(&mut e, "finish 3", "");
    says(
        &mut e,
        "analyze 1 1",
        "error 0 analyze: the game is over (defenders win: the king escaped to a corner)\n",
    );
    // New rules start a new game.
    says(&mut e, &copenhagen_rules(), "");
    assert!(e.position().outcome().is_none());
    assert_eq!(e.position().ply(), 0);
}

#[test]
fn otep_engine_move_that_ends_the_game_is_reported() {
    let mut e = otep();
    says(&mut e, &copenhagen_rules(), "");
    says(&mut e, &format!("position {KING_NEAR_A1}"), "");
    says(&mut e, "side defenders", "");
    assert_eq!(e.position().turn(), Side::Defenders);
    says(
        &mut e,
        "play defenders",
        "move a3-a1\nstatus game over: defenders win: the king escaped to a corner\n",
    );
    // The record of a finished game is accepted without comment.
    says(&mut e, "move /K10/11/11/11/t10/11/11/11/11/11/5t5/", "");
    says(&mut e, "finish 3", "");
}

#[test]
fn otep_takes_back_a_refused_move() {
    let mut e = otep();
    says(&mut e, &copenhagen_rules(), "");
    let before = e.position().to_setup();
    let reply = e.handle("play attackers");
    let m = reply.split()[0].strip_prefix("move ").unwrap().to_string();
    assert_ne!(e.position().to_setup(), before);
    says(
        &mut e,
        "error 2",
        &format!("status the host refused {m} (error 2); taken back\n"),
    );
    assert_eq!(e.position().to_setup(), before);
    assert_eq!(e.position().turn(), Side::Attackers);
    // A second refusal has nothing to take back.
    says(&mut e, "error 2", "");
}

#[test]
fn otep_analyze_answers_a_playable_line_with_a_score() {
    let mut e = otep();
    says(&mut e, &copenhagen_rules(), "");
    let reply = e.handle("analyze 3 5");
    let lines = reply.split();
    assert_eq!(lines.len(), 1, "{lines:?}");
    let words: Vec<&str> = lines[0].split(' ').collect();
    assert_eq!(words.len(), 4, "{lines:?}");
    assert_eq!(&words[..2], ["analysis", "1"]);
    let mut board = Position::new(variant("copenhagen"));
    for m in words[2].split('|') {
        let (from, to) = m.split_once('-').unwrap();
        let m = legal_move(&board, from, to);
        board.play(m).unwrap();
    }
    let score: f64 = words[3].parse().unwrap();
    assert!(score.abs() < 100.0, "{score}");
    // Analysis leaves the board alone.
    assert_eq!(e.position().ply(), 0);
}

#[test]
fn otep_clock_sets_the_time_of_a_move() {
    let mut e = otep();
    assert_eq!(e.move_limits(Side::Attackers).time, None);
    says(&mut e, "clock 300000 60000 0 0 0", "");
    let limits = e.move_limits(Side::Attackers);
    assert_eq!(limits.time, Some(std::time::Duration::from_millis(5_950)));
    assert_eq!(limits.depth, Some(2), "the level's other limits stay");
    assert_eq!(
        e.move_limits(Side::Defenders).time,
        Some(std::time::Duration::from_millis(1_150))
    );
    says(&mut e, "clock -1 -1 0 0 0", "");
    assert_eq!(e.move_limits(Side::Attackers).time, None);
}

#[test]
fn otep_plays_no_move_after_refused_rules() {
    let mut e = otep();
    let reply = e.handle(&format!(
        "rules dim:11 name:Fetlar_Middleweight atkf:n ks:m nj:n cj:n start:{COPENHAGEN_START}"
    ));
    assert!(
        reply.text.starts_with("error -1 rules not supported"),
        "{reply:?}"
    );
    let reply = e.handle("play attackers");
    assert!(
        reply
            .text
            .starts_with("error 0 play: the rules were refused (line 1, column 40: `ks:m`"),
        "{reply:?}"
    );
    // Rules it can play put it back to work.
    says(&mut e, &copenhagen_rules(), "");
    let reply = e.handle("play attackers");
    assert!(reply.text.contains("move "), "{reply:?}");
}

#[test]
fn otep_answers_bad_input_with_errors_and_goes_on() {
    let mut e = otep();
    says(
        &mut e,
        "frobnicate now",
        "error 0 unknown command `frobnicate`\n",
    );
    says(
        &mut e,
        "rules",
        "error -1 rules: expected an OpenTafl rules string\n",
    );
    let reply = e.handle(&format!(
        "rules dim:11 name:Fetlar_Middleweight atkf:n ks:m nj:n cj:n start:{COPENHAGEN_START}"
    ));
    assert!(
        reply
            .text
            .starts_with("error -1 rules not supported: line 1, column 40: `ks:m`")
            && reply.text.ends_with('\n')
            && reply.split().len() == 1,
        "{reply:?}"
    );
    says(
        &mut e,
        "side kings",
        "error 0 side: expected `attackers` or `defenders`, found `kings`\n",
    );
    says(
        &mut e,
        "play sideways",
        "error 0 play: expected `attackers` or `defenders`, found `sideways`\n",
    );
    says(
        &mut e,
        "clock ten 20",
        "error 0 clock: `ten` is not a number of milliseconds\n",
    );
    says(
        &mut e,
        "analyze x 1",
        "error 0 analyze: expected `analyze <number of moves> <seconds>`\n",
    );
    says(
        &mut e,
        "analyze 1 -3",
        "error 0 analyze: expected `analyze <number of moves> <seconds>`\n",
    );
    says(
        &mut e,
        "finish 9",
        "error 0 finish: expected a result code from 0 to 3, found `9`\n",
    );
    says(
        &mut e,
        "opponent-move",
        "error 0 opponent-move: expected moves like `d1-d3` and a position record\n",
    );
    says(
        &mut e,
        "opponent-move d1d3",
        "error 0 opponent-move: `d1d3`: expected `-` between the two squares (at character 3)\n",
    );
    says(
        &mut e,
        "opponent-move d1-d9",
        "error 0 opponent-move: `d1-d9`: the way is not clear\n",
    );
    says(
        &mut e,
        "opponent-move z1-z3",
        "error 0 opponent-move: `z1-z3`: expected a square on the 11×11 board (a1 to k11); `z1` is off it (at character 1)\n",
    );
    let reply = e.handle("position /3t3/");
    assert!(reply.text.starts_with("error 0 position: "), "{reply:?}");
    // Nothing was changed by all that: the start position, attackers to move.
    assert_eq!(e.position().ply(), 0);
    assert_eq!(
        e.position().to_setup(),
        Position::new(variant("copenhagen")).to_setup()
    );
    // An illegal move with a good record: the record's board is taken.
    let mut board = Position::new(variant("copenhagen"));
    play(&mut board, "h1-h3");
    says(
        &mut e,
        &format!("opponent-move d1-d9 {}", position_string(&board)),
        "status opponent-move: `d1-d9`: the way is not clear; took the board from the position record\n",
    );
    assert_eq!(e.position().to_setup().squares, board.to_setup().squares);
    assert_eq!(e.position().turn(), Side::Defenders);
    // The rules were refused earlier: no move is played on a board the
    // host does not have, until rules Taflbord can play come.
    let refused = e.handle("play defenders").text;
    assert!(
        refused.starts_with("error 0 play: the rules were refused"),
        "{refused}"
    );
    says(&mut e, &copenhagen_rules(), "");
    assert!(e.handle("play attackers").text.starts_with("move "));
}

#[test]
fn otep_serve_runs_a_session_until_goodbye() {
    let mut board = Position::new(variant("copenhagen"));
    play(&mut board, "d1-d3");
    let script = format!(
        "{}\nside defenders\nstart\nopponent-move d1-d3 {}\nplay defenders\ngoodbye\nplay defenders\n",
        copenhagen_rules(),
        position_string(&board)
    );
    let mut out = Vec::new();
    serve(&mut otep(), Cursor::new(script.into_bytes()), &mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert_eq!(lines[0], "hello");
    let (from, to) = lines[1]
        .strip_prefix("move ")
        .and_then(|m| m.split_once('-'))
        .unwrap();
    legal_move(&board, from, to);
}

// ---------------------------------------------------------------------------
// hnefatafl-copenhagen's text protocol

#[test]
fn gtp_identifies_itself_and_lists_its_commands() {
    let mut g = gtp("copenhagen");
    assert_eq!(g.greeting(), "");
    says(&mut g, "name", "= taflbord\n\n");
    says(
        &mut g,
        "version",
        &format!("= {}\n\n", env!("CARGO_PKG_VERSION")),
    );
    says(&mut g, "protocol_version", "= 1-beta\n\n");
    says(&mut g, "7 name", "=7 taflbord\n\n");
    says(&mut g, "known_command generate_move", "= true\n\n");
    says(&mut g, "known_command genmove", "= false\n\n");
    says(&mut g, "", "");
    says(&mut g, "   # only a comment", "");
    says(&mut g, "name # with a comment", "= taflbord\n\n");
    let list = g.handle("list_commands").text;
    assert!(
        list.starts_with("= \n") && list.ends_with("\n\n"),
        "{list:?}"
    );
    for command in [
        "board_size",
        "final_status",
        "first_move",
        "generate_move",
        "known_command",
        "list_commands",
        "name",
        "play",
        "quit",
        "show_board",
        "variant",
        "version",
    ] {
        assert!(list.lines().any(|l| l == command), "{command} in {list:?}");
    }
    says(&mut g, "first_move", "= attacker\n\n");
}

#[test]
fn gtp_names_its_variant_where_the_board_size_cannot() {
    // Tawl-bwrdd is 11×11 like Copenhagen, and its defenders move first.
    let mut g = gtp("copenhagen");
    says(&mut g, "known_command variant", "= true\n\n");
    says(&mut g, "variant tawlbwrdd", "= \n\n");
    says(&mut g, "first_move", "= defender\n\n");
    says(&mut g, "board_size 11", "= \n\n");
    says(&mut g, "first_move", "= defender\n\n");
    let refused = g.handle("variant chess").text;
    assert!(
        refused.starts_with("? no variant `chess`") && refused.contains("brandubh"),
        "{refused:?}"
    );
    says(&mut g, "first_move", "= defender\n\n");
    says(&mut g, "variant", "? expected `variant ID`\n\n");
    says(&mut g, "variant copenhagen", "= \n\n");
    says(&mut g, "first_move", "= attacker\n\n");
}

#[test]
fn gtp_plays_moves_and_generates_legal_ones() {
    let mut g = gtp("copenhagen");
    says(&mut g, "board_size 11", "= \n\n");
    says(&mut g, "play attacker d1 d3", "= \n\n");
    let mut board = Position::new(variant("copenhagen"));
    play(&mut board, "d1-d3");
    says(&mut g, "final_status", "= ongoing\n\n");

    let reply = g.handle("generate_move");
    let words: Vec<&str> = reply.text.trim_end().split(' ').collect();
    assert_eq!(&words[..3], ["=", "play", "defender"], "{reply:?}");
    assert!(reply.text.ends_with("\n\n"));
    let m = legal_move(&board, words[3], words[4]);
    board.play(m).unwrap();
    assert_eq!(g.position().to_setup(), board.to_setup());

    // Upper case and short roles are read too.
    says(&mut g, "play A H1 H3", "= \n\n");
    play(&mut board, "h1-h3");
    let reply = g.handle("generate_move defender");
    assert!(reply.text.starts_with("= play defender "), "{reply:?}");

    let board_text = gtp("copenhagen").handle("show_board").text;
    let lines: Vec<&str> = board_text.lines().collect();
    assert_eq!(lines[0], "= ");
    assert_eq!(lines[1], "11 . . . A A A A A . . .");
    assert_eq!(lines[6], " 6 A A . D D K D D . A A", "{board_text}");
    assert_eq!(lines[12], "   a b c d e f g h i j k");
    assert_eq!(lines[13], "");
    assert_eq!(lines.len(), 14);
}

#[test]
fn gtp_lists_where_pieces_can_move() {
    let mut g = gtp("brandubh");
    says(
        &mut g,
        "play_from",
        "= attacker a4 b4 d1 d2 d6 d7 f4 g4\n\n",
    );
    says(&mut g, "play_to attacker d2", "= a2 b2 c2 e2 f2 g2\n\n");
    says(
        &mut g,
        "play_to defender d3",
        "? it is the attacker's turn, not the defender's\n\n",
    );
    says(
        &mut g,
        "play_to attacker c3",
        "? no attacker piece on c3 can move\n\n",
    );
}

#[test]
fn gtp_game_to_a_corner_escape_and_a_capture() {
    let mut g = gtp("copenhagen");
    // Brandubh, the only 7×7 built-in.
    says(&mut g, "board_size 7", "= \n\n");
    assert_eq!(g.position().variant().id(), "brandubh");
    says(&mut g, "play attacker d6 c6", "= \n\n");
    says(&mut g, "play defender e4 e5", "= \n\n");
    says(&mut g, "play attacker c6 c5", "= \n\n");
    says(&mut g, "play defender e5 e6", "= \n\n");
    says(&mut g, "play attacker d2 c2", "= \n\n");
    says(&mut g, "play defender e6 e5", "= \n\n");
    // c3 closes the trap on c4 with c5.
    says(&mut g, "play attacker c2 c3", "= c4\n\n");
    says(&mut g, "final_status", "= ongoing\n\n");
    // The king walks out by e4, e2 and g2 to the corner g1.
    says(&mut g, "play defender d4 e4", "= \n\n");
    says(&mut g, "play attacker d7 e7", "= \n\n");
    says(&mut g, "play defender e4 e2", "= \n\n");
    says(&mut g, "play attacker e7 d7", "= \n\n");
    says(&mut g, "play defender e2 g2", "= \n\n");
    says(&mut g, "play attacker d7 e7", "= \n\n");
    says(&mut g, "play defender g2 g1", "= \n\n");
    says(&mut g, "final_status", "= defender_wins\n\n");
    let over = "? the game is already over (defenders win: the king escaped to a corner)\n\n";
    says(&mut g, "play attacker e7 d7", over);
    says(&mut g, "generate_move", over);
    says(&mut g, "board_size 7", "= \n\n");
    says(&mut g, "final_status", "= ongoing\n\n");
}

#[test]
fn gtp_resignation_ends_the_game() {
    let mut g = gtp("copenhagen");
    says(
        &mut g,
        "play defender resigns",
        "? it is the attacker's turn, not the defender's\n\n",
    );
    says(&mut g, "play attacker resigns", "= \n\n");
    says(&mut g, "final_status", "= defender_wins\n\n");
    says(
        &mut g,
        "generate_move",
        "? the game is already over (the attackers resigned)\n\n",
    );
}

#[test]
fn gtp_answers_bad_input_with_errors_and_goes_on() {
    let mut g = gtp("copenhagen");
    says(&mut g, "genmove b", "? unknown command `genmove`\n\n");
    says(
        &mut g,
        "12 frobnicate",
        "?12 unknown command `frobnicate`\n\n",
    );
    says(&mut g, "12", "?12 expected a command after the id\n\n");
    let usage = "? expected `play ROLE FROM TO` or `play ROLE resigns`\n\n";
    says(&mut g, "play", usage);
    says(&mut g, "play attacker d1", usage);
    says(&mut g, "play attacker d1 d3 d4", usage);
    says(
        &mut g,
        "play king d1 d3",
        "? `king` is not a role; expected `attacker` or `defender`\n\n",
    );
    says(
        &mut g,
        "play attacker z1 z3",
        "? `z1` is not a square of the 11×11 board (a1 to k11)\n\n",
    );
    says(
        &mut g,
        "play attacker d1 d12",
        "? `d12` is not a square of the 11×11 board (a1 to k11)\n\n",
    );
    says(
        &mut g,
        "play defender f4 f3",
        "? it is the attacker's turn, not the defender's\n\n",
    );
    says(
        &mut g,
        "play attacker d1 e2",
        "? illegal move d1 e2: pieces move along a row or a column\n\n",
    );
    says(
        &mut g,
        "play attacker d1 d9",
        "? illegal move d1 d9: the way is not clear\n\n",
    );
    says(
        &mut g,
        "play attacker f4 f3",
        "? illegal move f4 f3: that piece belongs to the other side\n\n",
    );
    says(
        &mut g,
        "generate_move d",
        "? it is the attacker's turn, not the defender's\n\n",
    );
    says(
        &mut g,
        "board_size 12",
        "? no variant is played on a 12×12 board\n\n",
    );
    says(&mut g, "board_size x", "? `x` is not a board size\n\n");
    says(
        &mut g,
        "time_settings fischer ten 5",
        "? expected `time_settings un-timed` or `time_settings fischer MILLISECONDS ADD_SECONDS`\n\n",
    );
    says(&mut g, "name please", "? `name` takes no arguments\n\n");
    says(
        &mut g,
        "known_command",
        "? expected `known_command NAME`\n\n",
    );
    // Nothing changed: the game goes on from the start.
    assert_eq!(g.position().ply(), 0);
    says(&mut g, "time_settings fischer 60000 5", "= \n\n");
    says(&mut g, "play attacker d1 d3", "= \n\n");
    assert!(
        g.handle("generate_move")
            .text
            .starts_with("= play defender ")
    );
    says(&mut g, "time_settings un-timed", "= \n\n");
    assert_eq!(g.position().ply(), 0, "time_settings starts a new game");
    let quit = says(&mut g, "quit", "= \n\n");
    assert!(quit.quit);
}

#[test]
fn gtp_serve_stops_at_quit() {
    let script = "name\nplay attacker d1 d3\nquit\nname\n";
    let mut out = Vec::new();
    serve(
        &mut gtp("copenhagen"),
        Cursor::new(script.as_bytes().to_vec()),
        &mut out,
    )
    .unwrap();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        "= taflbord\n\n= \n\n= \n\n"
    );
}

#[test]
fn gtp_thirteen_by_thirteen_squares_are_upper_case() {
    let mut g = gtp("copenhagen");
    says(&mut g, "board_size 13", "= \n\n");
    let reply = g.handle("generate_move");
    let words: Vec<&str> = reply.text.split_whitespace().collect();
    let first = g.handle("first_move").text;
    assert_eq!(&words[..2], ["=", "play"], "{reply:?}");
    assert_eq!(format!("= {}\n\n", words[2]), first);
    assert!(words[3].chars().next().unwrap().is_ascii_uppercase());
    let board = Position::new(variant("book13"));
    legal_move(&board, &words[3].to_lowercase(), &words[4].to_lowercase());
}

// ---------------------------------------------------------------------------
// Arbitrary input

fn line() -> impl Strategy<Value = String> {
    let words = prop::sample::select(vec![
        "play",
        "generate_move",
        "final_status",
        "show_board",
        "board_size",
        "play_from",
        "play_to",
        "time_settings",
        "fischer",
        "un-timed",
        "known_command",
        "list_commands",
        "quit",
        "attacker",
        "defender",
        "a",
        "d",
        "d1",
        "d3",
        "k11",
        "a1",
        "13",
        "7",
        "11",
        "resigns",
        "rules",
        "position",
        "side",
        "attackers",
        "defenders",
        "clock",
        "-1",
        "0",
        "5",
        "300000*",
        "analyze",
        "finish",
        "opponent-move",
        "move",
        "error",
        "goodbye",
        "hello",
        "start",
        "d1-d3",
        "h1-h3|d11-d9",
        "Ke1-a1--",
        "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
        "dim:7",
        "start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
        "#",
        "1e400",
        "NaN",
        "é",
    ]);
    prop_oneof![
        prop::collection::vec(words, 0..6).prop_map(|w| w.join(" ")),
        ".{0,40}",
        prop::collection::vec(any::<u8>(), 0..30)
            .prop_map(|b| String::from_utf8_lossy(&b).into_owned()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn arbitrary_lines_never_break_a_session(lines in prop::collection::vec(line(), 0..24)) {
        let mut o = otep();
        let mut g = gtp("copenhagen");
        for l in &lines {
            let reply = o.handle(l);
            prop_assert!(reply.text.is_empty() || reply.text.ends_with('\n'));
            for text in reply.split() {
                prop_assert!(
                    ["move ", "status ", "analysis ", "error 0 ", "error -1 "]
                        .iter()
                        .any(|p| text.starts_with(p)),
                    "OTEP line {:?} for {:?}", text, l
                );
            }
            let reply = g.handle(l);
            prop_assert!(
                reply.text.is_empty()
                    || ((reply.text.starts_with('=') || reply.text.starts_with('?'))
                        && reply.text.ends_with("\n\n")),
                "GTP reply {:?} for {:?}", reply.text, l
            );
        }
        // Both still answer.
        prop_assert!(g.handle("name").text == "= taflbord\n\n");
        prop_assert!(o.handle("frobnicate").text.starts_with("error 0 "));
    }
}

// ---------------------------------------------------------------------------
// The real program

/// Runs `taflbord engine ARGS` with `input` on its standard input.
fn run_engine(args: &[&str], input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_taflbord"))
        .arg("engine")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "engine {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_program_speaks_both_protocols() {
    let help = Command::new(env!("CARGO_BIN_EXE_taflbord"))
        .arg("--help")
        .output()
        .expect("the program runs");
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(
        help.lines().any(|l| l.trim_start().starts_with("engine")),
        "`taflbord --help` lists the `engine` command: {help}"
    );

    let out = run_engine(
        &["--protocol", "gtp", "--level", "thrall"],
        "name\nplay attacker d1 d3\ngenerate_move\nfinal_status\nquit\nname\n",
    );
    let replies: Vec<&str> = out.split("\n\n").collect();
    assert_eq!(replies.len(), 6, "{out:?}");
    assert_eq!(&replies[..2], ["= taflbord", "= "]);
    let words: Vec<&str> = replies[2].split(' ').collect();
    assert_eq!(&words[..3], ["=", "play", "defender"], "{out:?}");
    let mut board = Position::new(variant("copenhagen"));
    play(&mut board, "d1-d3");
    legal_move(&board, words[3], words[4]);
    assert_eq!(&replies[3..], ["= ongoing", "= ", ""]);

    let out = run_engine(
        &["--protocol", "otep", "--level", "thrall"],
        &format!(
            "{}\nside attackers\nplay attackers\ngoodbye\n",
            copenhagen_rules()
        ),
    );
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "hello", "{out:?}");
    let (from, to) = lines
        .last()
        .and_then(|l| l.strip_prefix("move "))
        .and_then(|m| m.split_once('-'))
        .unwrap_or_else(|| panic!("no move in {out:?}"));
    legal_move(&Position::new(variant("copenhagen")), from, to);
}

#[test]
fn both_protocols_stop_thinking_and_exit_when_their_input_ends() {
    // Allfather thinks for ten seconds and `analyze` for twenty: when the
    // input ends, each answers with its best move so far and exits.
    let cases: [(&[&str], &str, &str); 2] = [
        (
            &["--protocol", "otep", "--level", "allfather"],
            "analyze 5 20\n",
            "analysis",
        ),
        (
            &["--protocol", "gtp", "--level", "allfather"],
            "generate_move\n",
            "= play",
        ),
    ];
    for (args, input, answer) in cases {
        let started = std::time::Instant::now();
        let out = run_engine(args, input);
        let took = started.elapsed();
        assert!(
            took < std::time::Duration::from_secs(5),
            "{args:?} went on for {took:?} after its input ended"
        );
        assert!(out.contains(answer), "{args:?}: {out:?}");
    }
}

#[test]
fn the_engine_plays_a_variant_of_the_variants_folder() {
    let dir = std::env::temp_dir().join(format!("taflbord-engine-variants-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let brandubh = include_str!("../assets/variants/brandubh.ron")
        .replace("id: \"brandubh\"", "id: \"mine\"")
        .replace("name: \"Brandubh\"", "name: \"Mine\"");
    std::fs::write(dir.join("mine.ron"), brandubh).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_taflbord"))
        .arg("--variants-dir")
        .arg(&dir)
        .args([
            "engine",
            "--protocol",
            "gtp",
            "--variant",
            "mine",
            "--level",
            "thrall",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            child.stdin.take().unwrap().write_all(b"generate_move\n")?;
            child.wait_with_output()
        })
        .unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // A move on the 7×7 board.
    assert!(said.starts_with("= play attacker "), "{said}");
}
