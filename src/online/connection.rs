//! The line to the server, on threads of its own so that no caller ever
//! waits on the network: it connects, logs in, pings, reads lines of a
//! bounded length, and after a lost connection logs in again by itself,
//! waiting longer after each failure (a refusal of that login which the
//! server lifts in a while counts as one). What it hears comes out as
//! [`Event`]s; what to send goes in through [`Connection::send`].

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Shutdown, TcpStream, ToSocketAddrs};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::closure::Closure;
use super::loss::Loss;
use super::message::{Incoming, LoginRefusal, Outgoing, VERSION_ID, parse};

/// The longest line read from the server, in bytes (the lobby of a busy
/// server is one line).
pub const LONGEST_LINE: u64 = 8 << 20;
/// How often a ping goes out.
pub const PING_EVERY: Duration = Duration::from_millis(2500);
/// Silence after which the connection counts as lost.
pub const SILENT_FOR: Duration = Duration::from_secs(15);
/// Waits between attempts to connect again, the last repeated.
const RETRY_AFTER: [u64; 6] = [1, 2, 4, 8, 16, 30];

/// Where and who.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Account {
    /// `host:port`.
    pub server: String,
    pub user: String,
    pub password: String,
    /// Make the account at the first login.
    pub create: bool,
    /// The protocol's version id; [`VERSION_ID`] but in tests.
    pub version: String,
}

impl Account {
    pub fn new(server: &str, user: &str, password: &str, create: bool) -> Account {
        Account {
            server: server.to_string(),
            user: user.to_string(),
            password: password.to_string(),
            create,
            version: VERSION_ID.to_string(),
        }
    }

    /// Whether the server can take these as a name and password: up to 16
    /// letters, digits, `-` or `_`; a password of 1 to 32 bytes without
    /// spaces or control characters (the line would not read).
    pub fn check(&self) -> Result<(), AccountProblem> {
        let name = &self.user;
        if name.is_empty() || name.chars().count() > 16 {
            return Err(AccountProblem::NameLength);
        }
        if let Some(c) = name
            .chars()
            .find(|c| !(c.is_alphanumeric() || *c == '-' || *c == '_'))
        {
            return Err(AccountProblem::NameCharacter(c));
        }
        let pw = &self.password;
        if pw.is_empty() || pw.len() > 32 {
            return Err(AccountProblem::PasswordLength);
        }
        if pw.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(AccountProblem::PasswordCharacters);
        }
        Ok(())
    }
}

/// Why the server could not take a name and password
/// ([`Account::check`]); the window words it in the player's language,
/// the command line in English (`Display`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccountProblem {
    NameLength,
    NameCharacter(char),
    PasswordLength,
    PasswordCharacters,
}

impl std::fmt::Display for AccountProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AccountProblem::NameLength => f.write_str("a user name has 1 to 16 characters"),
            AccountProblem::NameCharacter(c) => write!(
                f,
                "`{c}` cannot be in a user name: use letters, digits, - and _"
            ),
            AccountProblem::PasswordLength => f.write_str("a password has 1 to 32 bytes"),
            AccountProblem::PasswordCharacters => {
                f.write_str("a password cannot hold spaces or control characters")
            }
        }
    }
}

/// What the connection tells its owner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// Connected and the login line sent (`again`: after a loss).
    Connected { again: bool },
    /// A line from the server, without its end, and when it came.
    Line(String, Instant),
    /// The connection broke; it tries again after `retry_in`.
    Lost { why: Loss, retry_in: Duration },
    /// It has stopped for good: closed by its owner, or the login refused
    /// (on logging in again after a loss, only for a reason that lasts).
    Closed { why: Closure },
}

enum Input {
    Send(Outgoing),
    BreakOff,
    Heard(u64, String, Instant),
    Ended(u64, Loss),
    Close,
}

/// A connection's handle. Dropping it closes the connection.
pub struct Connection {
    input: Sender<Input>,
    events: Receiver<Event>,
    thread: Option<JoinHandle<()>>,
}

impl Connection {
    /// Starts connecting; the first event says how it went.
    pub fn open(account: Account) -> Connection {
        let (input, inputs) = mpsc::channel();
        let (tell, events) = mpsc::channel();
        let feed = input.clone();
        let thread = std::thread::Builder::new()
            .name("online".into())
            .spawn(move || Link::new(account, feed, tell).run(&inputs))
            .ok();
        Connection {
            input,
            events,
            thread,
        }
    }

    pub fn send(&self, message: Outgoing) {
        let _ = self.input.send(Input::Send(message));
    }

    /// Drops the line as a failing network would; it comes back by itself
    /// (the user's "connect again now", and tests).
    pub fn break_off(&self) {
        let _ = self.input.send(Input::BreakOff);
    }

    /// The next event, waiting at most `wait`.
    pub fn next(&self, wait: Duration) -> Option<Event> {
        self.events.recv_timeout(wait).ok()
    }

    /// Every event waiting now.
    pub fn drain(&self) -> Vec<Event> {
        self.events.try_iter().collect()
    }

    /// Asks the thread to hang up, without waiting for it: it may be in
    /// the middle of connecting (up to 10 s), and the window must not wait.
    pub fn close(&mut self) {
        let _ = self.input.send(Input::Close);
        self.thread.take();
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        self.close();
    }
}

/// The connection thread's state.
struct Link {
    account: Account,
    feed: Sender<Input>,
    tell: Sender<Event>,
    stream: Option<TcpStream>,
    /// Which stream a reader belongs to: lines of an old one are dropped.
    session: u64,
    last_heard: Instant,
    next_ping: Instant,
    failures: usize,
    retry_at: Option<Instant>,
    /// Lines to send once connected again.
    waiting: Vec<Outgoing>,
    logged_in: bool,
    /// Whether a login of this connection has been taken: after that, a
    /// refusal the server lifts in a while does not end it.
    ever_logged_in: bool,
}

impl Link {
    fn new(account: Account, feed: Sender<Input>, tell: Sender<Event>) -> Link {
        Link {
            account,
            feed,
            tell,
            stream: None,
            session: 0,
            last_heard: Instant::now(),
            next_ping: Instant::now(),
            failures: 0,
            retry_at: Some(Instant::now()),
            waiting: Vec::new(),
            logged_in: false,
            ever_logged_in: false,
        }
    }

    fn run(mut self, inputs: &Receiver<Input>) {
        loop {
            let now = Instant::now();
            if self.retry_at.is_some_and(|t| t <= now) {
                self.retry_at = None;
                self.connect();
            }
            if self.stream.is_some() {
                if now.duration_since(self.last_heard) > SILENT_FOR {
                    self.lost(Loss::Silent {
                        seconds: SILENT_FOR.as_secs(),
                    });
                } else if now >= self.next_ping {
                    self.next_ping = now + PING_EVERY;
                    self.write(&Outgoing::Ping);
                }
            }
            let wake = [Some(self.next_ping), self.retry_at]
                .into_iter()
                .flatten()
                .min()
                .unwrap_or(now + PING_EVERY);
            match inputs.recv_timeout(wake.saturating_duration_since(Instant::now())) {
                Ok(Input::Send(m)) => {
                    if self.stream.is_some() && self.logged_in {
                        self.write(&m);
                    } else {
                        self.waiting.push(m);
                    }
                }
                Ok(Input::BreakOff) => {
                    self.failures = 0;
                    self.lost(Loss::BrokenOff);
                }
                Ok(Input::Heard(session, line, at)) if session == self.session => {
                    self.heard(line, at)
                }
                // Once hung up, its reader's end is no news.
                Ok(Input::Ended(session, why))
                    if session == self.session && self.stream.is_some() =>
                {
                    self.lost(why)
                }
                Ok(Input::Heard(..) | Input::Ended(..)) => {}
                Ok(Input::Close) | Err(RecvTimeoutError::Disconnected) => {
                    self.hang_up();
                    let _ = self.tell.send(Event::Closed {
                        why: Closure::ByOwner,
                    });
                    return;
                }
                Err(RecvTimeoutError::Timeout) => {}
            }
            if self.retry_at.is_none() && self.stream.is_none() {
                // The login was refused: nothing more to do but wait to close.
                if let Ok(Input::Close) | Err(_) = inputs.recv() {
                    return;
                }
            }
        }
    }

    fn connect(&mut self) {
        let again = self.failures > 0 || self.session > 0;
        match open_stream(&self.account.server) {
            Ok(stream) => {
                self.session += 1;
                let reader = stream.try_clone();
                self.stream = Some(stream);
                self.last_heard = Instant::now();
                self.next_ping = Instant::now() + PING_EVERY;
                self.logged_in = false;
                if let Ok(reader) = reader {
                    let feed = self.feed.clone();
                    let session = self.session;
                    let _ = std::thread::Builder::new()
                        .name("online-reader".into())
                        .spawn(move || read_lines(reader, session, &feed));
                }
                let a = &self.account;
                let login = Outgoing::Login {
                    version: a.version.clone(),
                    user: a.user.clone(),
                    password: a.password.clone(),
                    create: a.create,
                };
                self.write(&login);
                let _ = self.tell.send(Event::Connected { again });
            }
            Err(why) => self.lost(why),
        }
    }

    fn heard(&mut self, line: String, at: Instant) {
        self.last_heard = Instant::now();
        if line == "= login" {
            self.logged_in = true;
            self.ever_logged_in = true;
            self.failures = 0;
            // The account exists now: a reconnect logs in to it.
            self.account.create = false;
            for m in std::mem::take(&mut self.waiting) {
                self.write(&m);
            }
        }
        let refused = line.starts_with("? login") || line.starts_with("? create_account");
        if refused && self.ever_logged_in {
            // Logging in again after a loss, the server may still count the
            // lost connection, or find the tries too close together: both
            // pass, so the connection waits and tries again.
            if let Ok(Incoming::LoginRefused(
                why @ (LoginRefusal::LoggedInAlready | LoginRefusal::TooSoon),
            )) = parse(&line, |_| None)
            {
                self.lost(Loss::NotYet(why));
                return;
            }
        }
        let _ = self.tell.send(Event::Line(line, at));
        if refused {
            self.hang_up();
            self.retry_at = None;
            let _ = self.tell.send(Event::Closed {
                why: Closure::LoginRefused,
            });
        }
    }

    fn write(&mut self, message: &Outgoing) {
        let Some(stream) = &mut self.stream else {
            return;
        };
        let mut line = message.line();
        line.push('\n');
        if let Err(e) = stream.write_all(line.as_bytes()) {
            self.lost(Loss::NotSent {
                error: e.to_string(),
            });
        }
    }

    fn lost(&mut self, why: Loss) {
        self.hang_up();
        let wait = Duration::from_secs(RETRY_AFTER[self.failures.min(RETRY_AFTER.len() - 1)]);
        self.failures += 1;
        self.retry_at = Some(Instant::now() + wait);
        let _ = self.tell.send(Event::Lost {
            why,
            retry_in: wait,
        });
    }

    fn hang_up(&mut self) {
        if let Some(stream) = self.stream.take() {
            let _ = stream.shutdown(Shutdown::Both);
        }
        self.logged_in = false;
    }
}

fn open_stream(server: &str) -> Result<TcpStream, Loss> {
    let addresses: Vec<_> = server
        .to_socket_addrs()
        .map_err(|e| Loss::NotFound {
            server: server.to_string(),
            error: e.to_string(),
        })?
        .collect();
    let mut last = Loss::NoAddress {
        server: server.to_string(),
    };
    for address in addresses {
        match TcpStream::connect_timeout(&address, Duration::from_secs(10)) {
            Ok(stream) => {
                let _ = stream.set_nodelay(true);
                return Ok(stream);
            }
            Err(e) => {
                last = Loss::Unreachable {
                    server: server.to_string(),
                    error: e.to_string(),
                }
            }
        }
    }
    Err(last)
}

/// Reads lines until the stream ends or a line runs past
/// [`LONGEST_LINE`]; each goes to the connection thread.
fn read_lines(stream: TcpStream, session: u64, feed: &Sender<Input>) {
    let mut reader = BufReader::new(stream);
    let mut line = Vec::new();
    loop {
        line.clear();
        let read = reader
            .by_ref()
            .take(LONGEST_LINE + 1)
            .read_until(b'\n', &mut line);
        let why = match read {
            Ok(0) => Loss::ServerClosed,
            Ok(_) if line.last() != Some(&b'\n') && line.len() as u64 > LONGEST_LINE => {
                Loss::LineTooLong {
                    megabytes: LONGEST_LINE >> 20,
                }
            }
            Ok(_) => {
                let text = String::from_utf8_lossy(&line);
                let text = text.trim_end_matches(['\n', '\r']).to_string();
                if feed
                    .send(Input::Heard(session, text, Instant::now()))
                    .is_err()
                {
                    return;
                }
                continue;
            }
            Err(e) => Loss::Broke {
                error: e.to_string(),
            },
        };
        let _ = feed.send(Input::Ended(session, why));
        return;
    }
}
