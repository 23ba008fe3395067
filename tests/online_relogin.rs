//! Logging in again after a lost connection, against a scripted server:
//! a refusal the server lifts in a while (it still counts the lost
//! connection, or the tries came too close) is waited out, where the same
//! refusal of the first login ends the connection.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::time::{Duration, Instant};
use taflbord::online::Closure;
use taflbord::online::connection::{Account, Connection, Event};
use taflbord::online::{LoginRefusal, Loss};

/// A server that answers each connection's login line with the next of
/// `answers`, then keeps the connection open for `hold` (or closes it at
/// once when `hold` is zero).
fn scripted(answers: Vec<(&'static str, Duration)>) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a local port");
    let address = listener.local_addr().expect("its address").to_string();
    std::thread::spawn(move || {
        for (answer, hold) in answers {
            let Ok((stream, _)) = listener.accept() else {
                return;
            };
            answer_login(stream, answer, hold);
        }
    });
    address
}

fn answer_login(mut stream: TcpStream, answer: &str, hold: Duration) {
    let mut login = String::new();
    let mut reader = BufReader::new(stream.try_clone().expect("a second handle"));
    if reader.read_line(&mut login).is_err() || !login.contains("login") {
        return;
    }
    let _ = writeln!(stream, "{answer}");
    std::thread::sleep(hold);
}

/// The connection's events until `until` says enough or 15 s pass.
fn events(conn: &Connection, until: impl Fn(&[Event]) -> bool) -> Vec<Event> {
    let deadline = Instant::now() + Duration::from_secs(15);
    let mut seen = Vec::new();
    while !until(&seen) && Instant::now() < deadline {
        if let Some(e) = conn.next(Duration::from_millis(100)) {
            seen.push(e);
        }
    }
    seen
}

fn logged_in(e: &Event) -> bool {
    matches!(e, Event::Line(l, _) if l == "= login")
}

#[test]
fn a_login_refused_while_the_server_counts_the_lost_connection_is_tried_again() {
    let address = scripted(vec![
        ("= login", Duration::ZERO),
        (
            "? login multiple_possible_errors logged_in_already",
            Duration::from_millis(200),
        ),
        ("? login retried_too_soon", Duration::from_millis(200)),
        ("= login", Duration::from_secs(20)),
    ]);
    let conn = Connection::open(Account::new(&address, "ada", "secret1", false));
    let seen = events(&conn, |seen| {
        seen.iter().filter(|e| logged_in(e)).count() == 2
    });
    assert_eq!(
        seen.iter().filter(|e| logged_in(e)).count(),
        2,
        "logged in again: {seen:?}"
    );
    assert!(
        !seen.iter().any(|e| matches!(e, Event::Closed { .. })),
        "{seen:?}"
    );
    // Each refusal is told as a loss with why, not as a line of the server.
    let refusals: Vec<&LoginRefusal> = seen
        .iter()
        .filter_map(|e| match e {
            Event::Lost {
                why: Loss::NotYet(refusal),
                ..
            } => Some(refusal),
            _ => None,
        })
        .collect();
    assert_eq!(
        refusals,
        [&LoginRefusal::LoggedInAlready, &LoginRefusal::TooSoon],
        "{seen:?}"
    );
    assert!(
        !seen
            .iter()
            .any(|e| matches!(e, Event::Line(l, _) if l.starts_with("? login"))),
        "{seen:?}"
    );
}

#[test]
fn the_same_refusal_of_the_first_login_ends_the_connection() {
    let address = scripted(vec![(
        "? login multiple_possible_errors logged_in_already",
        Duration::from_secs(20),
    )]);
    let conn = Connection::open(Account::new(&address, "ada", "secret1", false));
    let seen = events(&conn, |seen| {
        seen.iter().any(|e| matches!(e, Event::Closed { .. }))
    });
    assert!(
        matches!(
            seen.last(),
            Some(Event::Closed {
                why: Closure::LoginRefused
            })
        ),
        "{seen:?}"
    );
    // The owner hears the server's refusal itself, to show why.
    assert!(
        seen.iter()
            .any(|e| matches!(e, Event::Line(l, _) if l.contains("logged_in_already"))),
        "{seen:?}"
    );
}
