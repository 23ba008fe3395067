//! The client's reading of the server's lines, without a server: lines
//! recorded from the real one (6.4.1) become the lobby and games, and no
//! line whatever makes the reader panic.

use std::time::Instant;

use proptest::prelude::*;
use taflbord::online::lobby::{Rated, Timing};
use taflbord::online::{Client, Happening, Incoming, LoginRefusal, message};

fn recorded(name: &str) -> String {
    let path = format!("{}/tests/data/online/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn a_recorded_lobby_reads_into_seeks_and_players() {
    let mut client = Client::new("127.0.0.1:49152", "ada");
    for line in recorded("lobby.log").lines() {
        for h in client.receive_line(line, Instant::now()) {
            assert!(!matches!(h, Happening::Unreadable(_)), "{line}: {h:?}");
        }
    }
    assert_eq!(client.server_version.as_deref(), Some("6.4.1"));
    let seeks: Vec<_> = client.lobby.seeks().collect();
    assert_eq!(seeks.len(), 2, "{seeks:?}");
    assert_eq!(seeks[0].id, 6);
    assert_eq!(seeks[0].seeker(), Some("kari"));
    assert_eq!(seeks[0].rated, Rated::Yes);
    assert!(
        matches!(seeks[0].timing, Timing::Timed(f) if f.milliseconds_left == 900_000 && f.add_seconds == 10)
    );
    assert_eq!(seeks[1].board_size.squares(), 7);
    assert_eq!(seeks[1].timing, Timing::UnTimed);
    assert!(client.lobby.games[&5].is_running());
    let ranked: Vec<(&str, bool)> = client
        .lobby
        .ranked_players()
        .iter()
        .map(|p| (p.username.as_str(), p.logged_in))
        .collect();
    assert_eq!(ranked, [("kari", true), ("ada", true), ("leif", true)]);
    assert_eq!(
        client.lobby.rating_of("kari").unwrap().shown(),
        "1612 ± 120"
    );
}

#[test]
fn refusals_and_unknown_lines_are_told_apart() {
    let none = |_| None;
    assert_eq!(
        message::parse("? login wrong_version", none).unwrap(),
        Incoming::LoginRefused(LoginRefusal::WrongVersion)
    );
    assert_eq!(
        message::parse("? login multiple_possible_errors wrong_password", none).unwrap(),
        Incoming::LoginRefused(LoginRefusal::WrongPassword)
    );
    assert_eq!(
        message::parse("? game play: it isn't your turn", none).unwrap(),
        Incoming::Refused {
            command: "game".into(),
            reason: "play: it isn't your turn".into()
        }
    );
    let e = message::parse("= frobnicate 3", none).unwrap_err();
    assert!(
        e.to_string()
            .contains("`= frobnicate` is not an answer this client knows"),
        "{e}"
    );
    let e = message::parse("game 4 play attacker d1 d3", none).unwrap_err();
    assert!(e.to_string().contains("does not follow"), "{e}");
    let e = message::parse("game 4 play attacker z1 d3", |_| Some(11)).unwrap_err();
    assert!(
        e.to_string()
            .contains("`z1` is not a square of a 11×11 board"),
        "{e}"
    );
    let e = message::parse(&format!("= games_updated {}", "[".repeat(100_000)), none).unwrap_err();
    assert!(
        e.line.chars().count() < 200,
        "the error repeats at most a little of the line"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Garbage after each known start of a line: an error or a message,
    /// never a panic.
    #[test]
    fn no_line_makes_the_client_panic(
        head in prop::sample::select(vec![
            "", "= ", "? ", "= login", "= join_game ", "= game_time ", "= games_updated ",
            "= users_updated ", "= initialize_display ", "= watch_game_json ",
            "= resume_game_json ", "= text_game ", "= game_over ", "= draw ", "= new_game ",
            "game 0 play attacker ", "game 0 generate_move ", "request_draw ", "version ",
        ]),
        tail in "\\PC{0,80}",
    ) {
        let mut client = Client::new("s", "ada");
        // A game 0 to move in.
        client.receive_line("= join_game ada bjorn rated fischer 60000 2 11", Instant::now());
        let line = format!("{head}{tail}");
        let _ = client.receive_line(&line, Instant::now());
        let _ = client.take_outbox();
    }
}

#[test]
fn a_hostile_game_so_far_is_refused_without_growing() {
    let mut client = Client::new("s", "ada");
    for start in [
        "/99999999999999999999999999A/",
        "/18446744073709551615/",
        "/3AAAAA3/5A5/11/A4D4A/A3DDD3A/AA1DDKDD1AA/A3DDD3A/A4D4A/11/5A5/3AAAAA3/",
    ] {
        let line = format!(
            r#"= resume_game_json {{"id":3,"attackers":"ada","defenders":"bjorn","dim":11,"start":"{start}","time_control":null,"time_remaining_ms":null,"moves":"d1-d3 e5-q4","rated":true,"messages":[]}}"#
        );
        let happened = client.receive_line(&line, Instant::now());
        assert!(
            matches!(happened.as_slice(), [Happening::OutOfStep { game: 3, .. }]),
            "{start}: {happened:?}"
        );
    }
    assert!(client.games.is_empty());
}
