//! A test's player on the server: a connection and a client, with waits
//! that fail with what was heard when the expected does not come.

use std::time::{Duration, Instant};

use taflbord::online::{Account, Client, Connection, Event, GameId, Happening, LoginRefusal};

pub struct Player {
    pub conn: Connection,
    pub client: Client,
    /// Everything that happened, for a failing test to show.
    pub log: Vec<String>,
    /// Happenings not yet taken by a wait.
    pending: Vec<Happening>,
}

impl Player {
    pub fn connect(account: Account) -> Player {
        let client = Client::new(&account.server, &account.user);
        Player {
            conn: Connection::open(account),
            client,
            log: Vec::new(),
            pending: Vec::new(),
        }
    }

    /// Connects and waits for the login's answer, asking again (for up to
    /// 20 s) while the server still counts an earlier connection of the
    /// same user as logged in (it sees a closed connection a moment after
    /// the client has gone), or says the last try came too soon (asking
    /// again at once is such a try, on a loaded machine).
    pub fn connect_when_free(account: Account) -> (Player, Happening) {
        let since = Instant::now();
        loop {
            let mut p = Player::connect(account.clone());
            let answer = p.wait_for("the login's answer", |h| {
                matches!(h, Happening::LoggedIn | Happening::LoginRefused(_))
            });
            let pause = match answer {
                Happening::LoginRefused(LoginRefusal::LoggedInAlready) => 100,
                Happening::LoginRefused(LoginRefusal::TooSoon) => 1_000,
                _ => return (p, answer),
            };
            if since.elapsed() > Duration::from_secs(20) {
                return (p, answer);
            }
            drop(p);
            std::thread::sleep(Duration::from_millis(pause));
        }
    }

    /// Logs in (making the account when `create`), and waits for the lobby.
    pub fn log_in(server: &str, user: &str, create: bool) -> Player {
        let (mut p, answer) =
            Player::connect_when_free(Account::new(server, user, "secret1", create));
        assert_eq!(answer, Happening::LoggedIn, "{user}: {}", p.log.join("\n"));
        p.wait_for("the lobby", |h| matches!(h, Happening::LobbyChanged));
        p
    }

    /// Sends what the client has waiting.
    pub fn flush(&mut self) {
        for m in self.client.take_outbox() {
            self.conn.send(m);
        }
    }

    /// Reads what came within `wait` into the client.
    pub fn pump(&mut self, wait: Duration) {
        self.flush();
        let deadline = Instant::now() + wait;
        while let Some(event) = self
            .conn
            .next(deadline.saturating_duration_since(Instant::now()))
        {
            match event {
                Event::Line(line, at) => {
                    self.log.push(format!("< {}", cut(&line)));
                    let happened = self.client.receive_line(&line, at);
                    self.pending.extend(happened);
                }
                other => self.log.push(format!("! {other:?}")),
            }
            self.flush();
            if Instant::now() >= deadline {
                break;
            }
        }
    }

    /// Waits (at most 20 s) for a happening; the ones before it are kept
    /// for later waits.
    pub fn wait_for(&mut self, what: &str, wanted: impl Fn(&Happening) -> bool) -> Happening {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if let Some(k) = self.pending.iter().position(&wanted) {
                return self.pending.remove(k);
            }
            assert!(
                Instant::now() < deadline,
                "{} waited in vain for {what}; it heard:\n{}",
                self.client.user,
                self.log.join("\n")
            );
            self.pump(Duration::from_millis(50));
        }
    }

    /// Drops happenings heard so far.
    pub fn forget(&mut self) {
        self.pending.clear();
    }

    pub fn wait_for_move(&mut self, game: GameId) {
        self.wait_for("its turn", |h| *h == Happening::MoveWanted(game));
    }
}

fn cut(line: &str) -> String {
    line.chars().take(200).collect()
}
