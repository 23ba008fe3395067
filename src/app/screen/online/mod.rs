//! The Online screen: log in to the community's server, the lobby (open
//! seeks, players with their ratings), a seek of one's own, and the game
//! itself on Taflbord's board with the server's clocks. The connection
//! runs on its own threads ([`crate::online::Connection`]); the window
//! only drains what it heard, ten times a second. Every game is saved as
//! a record sheet after each move and at its end, and listed in Recent.

mod lobby;
mod login;
mod table;

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::{Duration, Instant, SystemTime};

use iced::{Element, Subscription};

use crate::app::secrets::Unkept;
use crate::clock::TimeControl;
use crate::engine::position::Move;
use crate::engine::side::Side;
use crate::engine::square::Square;
use crate::i18n::locale::{Arg, Locale, arg};
use crate::online::{
    Account, AccountProblem, Client, Connection, Event as Heard, GameId, Happening, LoginRefusal,
    Loss, Seek,
};
use crate::store::autosave::Store;
use crate::store::write::Write;
use crate::store::write::recent_entry;

/// The chat and server lines kept for the game's panel.
const SAID_KEPT: usize = 200;

/// Where the connection stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    LoggedOut,
    Connecting,
    LoggedIn,
    /// Lost; trying again by itself.
    Lost {
        why: Loss,
        retry_in: Duration,
    },
}

/// The line shown while the connection is lost: why, in the player's
/// language, and when it tries again.
fn lost(tr: &Locale, why: &Loss, retry_in: Duration) -> String {
    let (id, args) = loss_message(why);
    tr.format(
        "online-lost",
        &[
            ("why", arg(tr.format(id, &args))),
            ("seconds", arg(retry_in.as_secs())),
        ],
    )
}

/// Why the server would not take the name and password, in the player's
/// language.
fn not_an_account(tr: &Locale, problem: AccountProblem) -> String {
    let why = match problem {
        AccountProblem::NameLength => tr.text("online-account-name-length"),
        AccountProblem::NameCharacter(c) => tr.format(
            "online-account-name-character",
            &[("character", arg(c.to_string()))],
        ),
        AccountProblem::PasswordLength => tr.text("online-account-password-length"),
        AccountProblem::PasswordCharacters => tr.text("online-account-password-characters"),
    };
    tr.format("online-not-an-account", &[("why", arg(why))])
}

/// A loss's message id and variables. The system's words for an error
/// come in as they are: there is no translating them.
fn loss_message(why: &Loss) -> (&'static str, Vec<(&'static str, Arg<'_>)>) {
    match why {
        Loss::NotFound { server, error } => (
            "online-loss-not-found",
            vec![
                ("server", arg(server.as_str())),
                ("error", arg(error.as_str())),
            ],
        ),
        Loss::NoAddress { server } => (
            "online-loss-no-address",
            vec![("server", arg(server.as_str()))],
        ),
        Loss::Unreachable { server, error } => (
            "online-loss-unreachable",
            vec![
                ("server", arg(server.as_str())),
                ("error", arg(error.as_str())),
            ],
        ),
        Loss::ServerClosed => ("online-loss-server-closed", Vec::new()),
        Loss::Broke { error } => ("online-loss-broke", vec![("error", arg(error.as_str()))]),
        Loss::NotSent { error } => ("online-loss-not-sent", vec![("error", arg(error.as_str()))]),
        Loss::Silent { seconds } => ("online-loss-silent", vec![("seconds", arg(*seconds))]),
        Loss::LineTooLong { megabytes } => (
            "online-loss-line-too-long",
            vec![("megabytes", arg(*megabytes))],
        ),
        Loss::BrokenOff => ("online-loss-broken-off", Vec::new()),
        // Which refusal does not matter to the player: it passes, and the
        // connection waits it out.
        Loss::NotYet(_) => ("online-loss-not-yet", Vec::new()),
    }
}

pub struct Online {
    pub server: String,
    pub user: String,
    /// Kept in memory only while the screen lives: never written.
    password: String,
    pub create: bool,
    /// "Remember me": keep the password in the desktop's secret store.
    pub remember: bool,
    /// What became of keeping or finding it, in the player's words.
    pub kept: Option<String>,
    /// Why the last login failed, in the player's words.
    pub error: Option<String>,
    pub status: Status,
    pub client: Client,
    conn: Option<Connection>,
    /// The seek form.
    pub seek: Seek,
    /// A clock being written out in the seek form, and whether the server
    /// keeps it (it keeps Fischer clocks and none).
    pub custom_clock: Option<String>,
    pub clock_ok: bool,
    /// A challenge to our seek waiting for an answer.
    pub challenge: Option<(GameId, String)>,
    /// The game on the board.
    pub shown: Option<GameId>,
    pub selected: Option<Square>,
    pub chat_draft: String,
    /// Chat and the server's refusals, newest last.
    pub said: Vec<String>,
    /// Where each game's sheet is saved.
    saved: BTreeMap<GameId, PathBuf>,
    store: Option<Store>,
}

#[derive(Clone, Debug)]
pub enum Message {
    Server(String),
    User(String),
    Password(String),
    Create(bool),
    Remember(bool),
    /// The secret store kept the password, or why not.
    Kept(Result<(), Unkept>),
    /// The secret store's answer: a kept password, none, or why it did not answer.
    Recalled(Result<Option<String>, Unkept>),
    LogIn,
    LogOut,
    /// Drain what the connection heard.
    Tick,
    /// A line from the server (what a tick reads; tests send them too).
    Heard(String),
    SeekSize(u8),
    SeekSide(Side),
    SeekRated(bool),
    SeekClock(TimeControl),
    /// "Custom…" chosen in the seek form's clock list.
    SeekCustom,
    /// A clock written out.
    SeekClockText(String),
    OpenSeek,
    WithdrawSeek,
    Join(GameId),
    Watch(GameId),
    Accept,
    Decline,
    Clicked(Square),
    Resign,
    OfferDraw,
    AnswerDraw(bool),
    ChatDraft(String),
    SendChat,
    ToLobby,
    /// A move on the sheet clicked: the online game stays at its end.
    SheetClicked,
    Back,
}

impl From<crate::app::widget::board::Clicked> for Message {
    fn from(c: crate::app::widget::board::Clicked) -> Message {
        Message::Clicked(c.0)
    }
}

/// What the screen asks of the root.
#[derive(Clone, Debug)]
pub enum Event {
    Back,
    /// Logged in: the server and name go into the settings.
    LoggedIn {
        server: String,
        user: String,
    },
    /// Keep the password in the desktop's secret store.
    Remember {
        /// What the store's own window calls it.
        label: String,
        server: String,
        user: String,
        password: String,
    },
    /// Look for a kept password.
    Recall {
        server: String,
        user: String,
    },
    /// Save a game, off the window's thread.
    Write(Box<Write>),
}

impl Online {
    pub fn new(store: Option<Store>, server: &str, user: &str) -> Online {
        Online {
            server: server.to_string(),
            user: user.to_string(),
            password: String::new(),
            create: false,
            remember: false,
            kept: None,
            error: None,
            status: Status::LoggedOut,
            client: Client::default(),
            conn: None,
            seek: Seek {
                side: Side::Attackers,
                rated: true,
                size: 11,
                control: TimeControl::parse("15+10").unwrap_or_default(),
            },
            custom_clock: None,
            clock_ok: true,
            challenge: None,
            shown: None,
            selected: None,
            chat_draft: String::new(),
            said: Vec::new(),
            saved: BTreeMap::new(),
            store,
        }
    }

    pub fn password(&self) -> &str {
        &self.password
    }

    /// Ticks while a connection is open.
    pub fn subscription(&self) -> Subscription<Message> {
        if self.conn.is_some() {
            iced::time::every(Duration::from_millis(100)).map(|_| Message::Tick)
        } else {
            Subscription::none()
        }
    }

    pub fn update(&mut self, message: Message, tr: &Locale) -> Vec<Event> {
        let mut events = Vec::new();
        match message {
            Message::Server(s) => self.server = s,
            Message::User(u) => self.user = u,
            Message::Password(p) => self.password = p,
            Message::Create(c) => self.create = c,
            Message::Remember(r) => self.remember = r,
            Message::Kept(Ok(())) => self.kept = Some(tr.text("online-kept")),
            Message::Kept(Err(why)) => {
                let why = match why {
                    Unkept::NoSession => tr.text("online-store-none"),
                    Unkept::Locked => tr.text("online-store-locked"),
                    Unkept::Silent => tr.text("online-store-silent"),
                    Unkept::NotText => tr.text("online-store-not-text"),
                    Unkept::Refused(words) => words,
                };
                self.kept = Some(tr.format("online-not-kept", &[("why", arg(why))]));
            }
            Message::Recalled(Ok(Some(password))) => {
                if self.password.is_empty() {
                    self.password = password;
                    self.remember = true;
                }
            }
            // Nothing kept, or no store: the field stays for typing.
            Message::Recalled(_) => {}
            Message::LogIn => self.log_in(tr),
            Message::LogOut => self.log_out(),
            Message::Tick => {
                let heard = self
                    .conn
                    .as_ref()
                    .map(Connection::drain)
                    .unwrap_or_default();
                for h in heard {
                    events.extend(self.heard(h, tr));
                }
            }
            Message::Heard(line) => {
                events.extend(self.heard(Heard::Line(line, Instant::now()), tr))
            }
            Message::SeekSize(n) => self.seek.size = n,
            Message::SeekSide(s) => self.seek.side = s,
            Message::SeekRated(r) => self.seek.rated = r,
            Message::SeekClock(c) => {
                self.seek.control = c;
                self.custom_clock = None;
                self.clock_ok = true;
            }
            Message::SeekCustom => {
                let text = self.seek.control.to_string();
                events.extend(self.update(Message::SeekClockText(text), tr));
            }
            Message::SeekClockText(text) => {
                let read = TimeControl::parse(text.trim()).ok().filter(|c| {
                    Seek {
                        control: *c,
                        ..self.seek
                    }
                    .check()
                    .is_ok()
                });
                if let Some(c) = read {
                    self.seek.control = c;
                }
                self.clock_ok = read.is_some();
                self.custom_clock = Some(text);
            }
            Message::OpenSeek => {
                if self.clock_ok {
                    self.client.seek(self.seek);
                }
            }
            Message::WithdrawSeek => self.client.withdraw_seek(),
            Message::Join(id) => self.client.join(id),
            Message::Watch(id) => {
                self.client.watch(id);
                self.shown = Some(id);
            }
            Message::Accept => {
                if let Some((id, _)) = self.challenge.take() {
                    self.client.accept(id);
                }
            }
            Message::Decline => {
                if let Some((id, _)) = self.challenge.take() {
                    self.client.decline(id);
                }
            }
            Message::Clicked(sq) => self.clicked(sq, tr),
            Message::Resign => self.on_shown(tr, |c, id| c.resign(id)),
            Message::OfferDraw => self.on_shown(tr, |c, id| c.offer_draw(id)),
            Message::AnswerDraw(yes) => {
                if let Some(id) = self.shown {
                    self.client.answer_draw(id, yes);
                    if let Some(g) = self.client.games.get_mut(&id) {
                        g.draw_offer = None;
                    }
                }
            }
            Message::ChatDraft(t) => self.chat_draft = t,
            Message::SendChat => {
                let text = std::mem::take(&mut self.chat_draft);
                if !text.trim().is_empty() {
                    self.client.say(self.shown, &text);
                    self.said
                        .push(format!("{}: {}", self.client.user, text.trim()));
                }
            }
            Message::ToLobby => {
                self.shown = None;
                self.selected = None;
            }
            Message::SheetClicked => {}
            Message::Back => events.push(Event::Back),
        }
        self.flush();
        // A long session's chat is kept in proportion: its latest lines.
        let over = self.said.len().saturating_sub(SAID_KEPT);
        self.said.drain(..over);
        events
    }

    /// Asks the secret store for a kept password, when a name is known.
    pub fn recall(&self) -> Option<Event> {
        (!self.user.trim().is_empty() && self.password.is_empty()).then(|| Event::Recall {
            server: self.server.trim().to_string(),
            user: self.user.trim().to_string(),
        })
    }

    fn flush(&mut self) {
        let out = self.client.take_outbox();
        if let Some(conn) = &self.conn {
            for m in out {
                conn.send(m);
            }
        }
    }

    fn log_in(&mut self, tr: &Locale) {
        let account = Account::new(
            self.server.trim(),
            self.user.trim(),
            &self.password,
            self.create,
        );
        if let Err(problem) = account.check() {
            self.error = Some(not_an_account(tr, problem));
            return;
        }
        self.error = None;
        self.client = Client::new(&account.server, &account.user);
        self.conn = Some(Connection::open(account));
        self.status = Status::Connecting;
    }

    fn log_out(&mut self) {
        self.client.withdraw_seek();
        self.flush();
        self.conn = None;
        self.status = Status::LoggedOut;
        self.shown = None;
        self.challenge = None;
    }

    fn heard(&mut self, heard: Heard, tr: &Locale) -> Vec<Event> {
        let mut events = Vec::new();
        match heard {
            Heard::Connected { .. } => {}
            Heard::Line(line, at) => {
                for h in self.client.receive_line(&line, at) {
                    events.extend(self.happened(h, tr));
                }
            }
            Heard::Lost { why, retry_in } => self.status = Status::Lost { why, retry_in },
            Heard::Closed { .. } => {
                self.conn = None;
                if self.status != Status::LoggedIn {
                    self.status = Status::LoggedOut;
                }
            }
        }
        events
    }

    fn happened(&mut self, h: Happening, tr: &Locale) -> Vec<Event> {
        match h {
            Happening::LoggedIn => {
                self.status = Status::LoggedIn;
                self.error = None;
                let (server, user) = (self.client.server.clone(), self.client.user.clone());
                let mut events = vec![Event::LoggedIn {
                    server: server.clone(),
                    user: user.clone(),
                }];
                if self.remember && !self.password.is_empty() {
                    let label = tr.format(
                        "online-keyring-label",
                        &[
                            ("user", arg(user.as_str())),
                            ("server", arg(server.as_str())),
                        ],
                    );
                    events.push(Event::Remember {
                        label,
                        server,
                        user,
                        password: self.password.clone(),
                    });
                }
                return events;
            }
            Happening::LoginRefused(why) => {
                let id = match why {
                    LoginRefusal::WrongVersion => "online-wrong-version",
                    LoginRefusal::WrongPassword => "online-wrong-password",
                    LoginRefusal::NoSuchAccount => "online-no-account",
                    LoginRefusal::NameTaken => "online-name-taken",
                    LoginRefusal::LoggedInAlready => "online-logged-in-already",
                    LoginRefusal::TooSoon => "online-too-soon",
                    LoginRefusal::Other(_) => "online-refused",
                };
                // The server's own words, for a refusal this client does not know.
                let words = match &why {
                    LoginRefusal::Other(reason) => reason.clone(),
                    _ => String::new(),
                };
                self.error = Some(tr.format(id, &[("why", arg(words))]));
                self.conn = None;
                self.status = Status::LoggedOut;
            }
            Happening::Challenge { game, who } => self.challenge = Some((game, who)),
            Happening::GameBegan(id) => {
                if self.client.games.get(&id).is_some_and(|g| g.me.is_some()) {
                    self.shown = Some(id);
                    self.selected = None;
                }
                return self.save(id, tr).into_iter().collect();
            }
            Happening::Moved(id) | Happening::GameEnded { game: id, .. } => {
                if self.shown == Some(id) {
                    self.selected = None;
                }
                return self.save(id, tr).into_iter().collect();
            }
            Happening::Chat(chat) if !chat.text.is_empty() => {
                self.said.push(format!("{}: {}", chat.from, chat.text));
            }
            Happening::Refused { command, reason } => {
                self.said.push(tr.format(
                    "online-server-refused",
                    &[("command", arg(command)), ("reason", arg(reason))],
                ));
            }
            Happening::OutOfStep { why, .. } => self.said.push(why),
            Happening::Unreadable(_)
            | Happening::LobbyChanged
            | Happening::SeekOpen(_)
            | Happening::MoveWanted(_)
            | Happening::DrawOffered { .. }
            | Happening::DrawDeclined(_)
            | Happening::Chat(_) => {}
        }
        Vec::new()
    }

    /// A click on the board: pick up one of our pieces, then put it down.
    fn clicked(&mut self, sq: Square, tr: &Locale) {
        let Some(id) = self.shown else { return };
        let Some(game) = self.client.games.get(&id) else {
            return;
        };
        if !game.my_turn() {
            return;
        }
        let pos = game.position();
        let ours = pos.piece_at(sq).is_some_and(|p| p.side() == pos.turn());
        match self.selected {
            Some(from) if !ours => {
                self.selected = None;
                let mv = Move::new(from, sq);
                if pos.is_legal(mv)
                    && let Err(why) = self.client.play(id, mv)
                {
                    self.said
                        .push(tr.format("online-move-refused", &[("why", arg(why))]));
                }
            }
            _ => self.selected = ours.then_some(sq),
        }
    }

    fn on_shown(
        &mut self,
        tr: &Locale,
        act: impl FnOnce(&mut Client, GameId) -> Result<(), String>,
    ) {
        if let Some(id) = self.shown
            && let Err(why) = act(&mut self.client, id)
        {
            self.said
                .push(tr.format("online-move-refused", &[("why", arg(why))]));
        }
    }

    /// A game of ours to save as a sheet in the data folder, after each
    /// move and at its end; the first save and the last list it in Recent.
    fn save(&mut self, id: GameId, tr: &Locale) -> Option<Event> {
        let store = self.store.as_ref()?;
        let game = self.client.games.get(&id)?;
        game.me?;
        let first = !self.saved.contains_key(&id);
        let path = self
            .saved
            .entry(id)
            .or_insert_with(|| store.new_game_path(game.record.variant().id(), SystemTime::now()))
            .clone();
        let recent = (first || game.result.is_some()).then(|| {
            let title = tr.format(
                "online-recent-title",
                &[
                    ("server", arg(self.client.server.as_str())),
                    ("attackers", arg(game.start.attackers.as_str())),
                    ("defenders", arg(game.start.defenders.as_str())),
                ],
            );
            recent_entry(&game.record, &path, title)
        });
        Some(Event::Write(Box::new(Write::Game {
            store: store.clone(),
            path,
            record: Box::new(game.record.clone()),
            recent,
        })))
    }

    pub fn view<'a>(
        &'a self,
        palette: crate::render::board_style::Palette,
        notation: crate::notation::shown::Notation,
        tr: &Locale,
    ) -> Element<'a, Message> {
        match self.status {
            Status::LoggedOut | Status::Connecting if self.client.games.is_empty() => {
                login::view(self, tr)
            }
            _ => match self
                .shown
                .and_then(|id| self.client.games.get(&id).map(|g| (id, g)))
            {
                Some((id, game)) => table::view(self, id, game, palette, notation, tr),
                None => lobby::view(self, tr),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::locale::LANGUAGES;
    use std::collections::BTreeSet;

    const SERVER: &str = "tafl.example:49152";
    const ERROR: &str = "Connection refused (os error 111)";

    /// One loss of each kind.
    fn losses() -> Vec<Loss> {
        let (server, error) = (SERVER.to_string(), ERROR.to_string());
        vec![
            Loss::NotFound {
                server: server.clone(),
                error: error.clone(),
            },
            Loss::NoAddress {
                server: server.clone(),
            },
            Loss::Unreachable {
                server,
                error: error.clone(),
            },
            Loss::ServerClosed,
            Loss::Broke {
                error: error.clone(),
            },
            Loss::NotSent { error },
            Loss::Silent { seconds: 15 },
            Loss::LineTooLong { megabytes: 8 },
            Loss::BrokenOff,
            Loss::NotYet(LoginRefusal::TooSoon),
        ]
    }

    #[test]
    fn every_account_problem_has_its_words_in_every_language() {
        let problems = [
            AccountProblem::NameLength,
            AccountProblem::NameCharacter('#'),
            AccountProblem::PasswordLength,
            AccountProblem::PasswordCharacters,
        ];
        for language in &LANGUAGES {
            let tr = Locale::new(language.tag);
            let lines: Vec<String> = problems.iter().map(|&p| not_an_account(&tr, p)).collect();
            for (problem, line) in problems.iter().zip(&lines) {
                assert!(
                    !line.contains("online-account") && !line.contains('{'),
                    "{}: {line}",
                    language.tag
                );
                // Not the command line's English standing in.
                if language.tag != "en" {
                    assert!(
                        !line.contains(&problem.to_string()),
                        "{}: {line}",
                        language.tag
                    );
                }
            }
            assert!(lines[1].contains('#'), "{}: {}", language.tag, lines[1]);
            let distinct: BTreeSet<&String> = lines.iter().collect();
            assert_eq!(distinct.len(), problems.len(), "{}", language.tag);
        }
    }

    #[test]
    fn every_loss_has_its_words_in_every_language() {
        let ids: BTreeSet<&str> = losses().iter().map(|l| loss_message(l).0).collect();
        assert_eq!(ids.len(), losses().len(), "two losses share a message");
        // A loss given a message but left out of `losses`.
        let english: BTreeSet<&str> = LANGUAGES[0]
            .source
            .lines()
            .filter_map(|l| l.split_once(" = "))
            .map(|(id, _)| id)
            .filter(|id| id.starts_with("online-loss-"))
            .collect();
        assert_eq!(english, ids);
        for language in &LANGUAGES {
            let tr = Locale::new(language.tag);
            for loss in losses() {
                let (id, _) = loss_message(&loss);
                // The language's own message, not English standing in.
                assert!(
                    language
                        .source
                        .lines()
                        .any(|l| l.starts_with(&format!("{id} = "))),
                    "locales/{}/taflbord.ftl has no {id}",
                    language.tag
                );
                let line = lost(&tr, &loss, Duration::from_secs(4));
                assert!(
                    !line.contains("online-loss") && !line.contains('{'),
                    "{line}"
                );
                let shown = match &loss {
                    Loss::NotFound { .. } | Loss::Unreachable { .. } => vec![SERVER, ERROR],
                    Loss::NoAddress { .. } => vec![SERVER],
                    Loss::Broke { .. } | Loss::NotSent { .. } => vec![ERROR],
                    Loss::Silent { .. } => vec!["15"],
                    Loss::LineTooLong { .. } => vec!["8"],
                    Loss::ServerClosed | Loss::BrokenOff | Loss::NotYet(_) => Vec::new(),
                };
                for what in shown {
                    assert!(line.contains(what), "{}: {line}", language.tag);
                }
            }
        }
    }
}
