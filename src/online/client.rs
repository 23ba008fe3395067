//! What a client knows of the server: who it is, the lobby, its own
//! seek, and the games it plays or watches. It reads the server's lines
//! into that knowledge and tells its owner what changed ([`Happening`]);
//! what it must send in answer waits in its outbox. No I/O here: the
//! connection carries the lines, so this is tested line by line.

use std::collections::BTreeMap;
use std::time::Instant;

use super::game::OnlineGame;
use super::lobby::Lobby;
use super::message::{GameId, Incoming, LoginRefusal, Outgoing, Unreadable, parse};
use super::seek::Seek;
use crate::engine::position::Move;
use crate::engine::side::Side;
use crate::record::GameResult;

/// What changed, for the owner to act on or show.
#[derive(Clone, Debug, PartialEq)]
pub enum Happening {
    LoggedIn,
    LoginRefused(LoginRefusal),
    LobbyChanged,
    /// Our seek is open in the lobby.
    SeekOpen(GameId),
    /// `who` asks to join our seek.
    Challenge {
        game: GameId,
        who: String,
    },
    /// A game of ours began (or was taken up again after a reconnect).
    GameBegan(GameId),
    /// The server waits for our move.
    MoveWanted(GameId),
    /// A move was played in a game we follow.
    Moved(GameId),
    DrawOffered {
        game: GameId,
        by: Side,
    },
    DrawDeclined(GameId),
    GameEnded {
        game: GameId,
        result: GameResult,
    },
    Chat(super::message::Chat),
    /// A request the server refused, in its words.
    Refused {
        command: String,
        reason: String,
    },
    /// A line that did not read; the connection goes on.
    Unreadable(Unreadable),
    /// Taflbord and the server disagree about a game.
    OutOfStep {
        game: GameId,
        why: String,
    },
}

#[derive(Clone, Debug, Default)]
pub struct Client {
    /// Who we are logged in as.
    pub user: String,
    /// `host:port`, for the sheets.
    pub server: String,
    pub logged_in: bool,
    pub server_version: Option<String>,
    pub lobby: Lobby,
    /// Our open seek.
    pub seek: Option<GameId>,
    /// A challenge to our seek whose challenger the lobby has not named yet.
    challenged: Option<GameId>,
    /// The seek we asked to join.
    pub joining: Option<GameId>,
    /// The seek whose challenger we took.
    pub accepting: Option<GameId>,
    pub games: BTreeMap<GameId, OnlineGame>,
    /// Games asked for with `watch_game_json`.
    watching: Vec<GameId>,
    /// Games whose moves we asked to be sent again.
    resuming: Vec<GameId>,
    /// Our own move last sent, until the server takes it.
    unconfirmed: Option<GameId>,
    outbox: Vec<Outgoing>,
}

impl Client {
    pub fn new(server: &str, user: &str) -> Client {
        Client {
            server: server.to_string(),
            user: user.to_string(),
            ..Client::default()
        }
    }

    /// Lines to send now.
    pub fn take_outbox(&mut self) -> Vec<Outgoing> {
        std::mem::take(&mut self.outbox)
    }

    /// Reads one line from the server, heard at `at` (clocks count from
    /// when a reading came, not from when it was read).
    pub fn receive_line(&mut self, line: &str, at: Instant) -> Vec<Happening> {
        let games = &self.games;
        match parse(line, |id| games.get(&id).map(|g| g.start.size)) {
            Ok(message) => self.receive(message, at),
            Err(e) => vec![Happening::Unreadable(e)],
        }
    }

    pub fn receive(&mut self, message: Incoming, at: Instant) -> Vec<Happening> {
        let mut out = Vec::new();
        match message {
            Incoming::LoggedIn => out.push(self.logged_in()),
            Incoming::LoginRefused(why) => {
                self.logged_in = false;
                out.push(Happening::LoginRefused(why));
            }
            Incoming::ServerVersion(v) => self.server_version = Some(v),
            Incoming::Lobby(snapshot) => {
                self.lobby.reset(snapshot);
                out.push(Happening::LobbyChanged);
            }
            Incoming::GamesUpdated(update) => {
                self.lobby.apply_games(update);
                out.push(Happening::LobbyChanged);
                out.extend(self.challenge_named());
            }
            Incoming::UsersUpdated(update) => {
                let touched: Vec<String> = update.updated.0.keys().cloned().collect();
                self.lobby.apply_players(update);
                for g in self.games.values_mut() {
                    let names = [&g.start.attackers, &g.start.defenders];
                    if names.iter().any(|n| touched.contains(n)) {
                        let ratings = names.map(|n| self.lobby.rating_of(n));
                        g.rated_after(ratings);
                    }
                }
                out.push(Happening::LobbyChanged);
            }
            Incoming::Pong | Incoming::Ignored(_) | Incoming::DrawOfferSent => {}
            Incoming::SeekOpened(id) => {
                self.seek = Some(id);
                out.push(Happening::SeekOpen(id));
            }
            Incoming::JoinPending(id) => self.joining = Some(id),
            Incoming::ChallengeRequested(id) => {
                // The lobby's update naming the challenger comes after.
                self.challenged = Some(id);
                out.extend(self.challenge_named());
            }
            Incoming::GameStarted(start) => out.extend(self.game_started(start)),
            Incoming::YourMove { game, side } => match self.games.get(&game) {
                Some(g) if g.me == Some(side) && g.position().turn() == side => {
                    out.push(Happening::MoveWanted(game));
                }
                Some(_) => {}
                // A game of ours this client has not heard of (it began
                // before we connected): ask for it.
                None => {
                    if !self.resuming.contains(&game) {
                        self.resuming.push(game);
                        self.outbox.push(Outgoing::Resume(game));
                    }
                }
            },
            Incoming::Moved { game, side, mv } => {
                if let Some(g) = self.games.get_mut(&game) {
                    match g.moved(side, mv) {
                        Ok(()) => out.push(Happening::Moved(game)),
                        Err(why) => out.push(self.out_of_step(game, why)),
                    }
                }
            }
            Incoming::Resigned { game, side } => {
                if let Some(g) = self.games.get_mut(&game) {
                    g.resigned(side);
                }
            }
            Incoming::MoveTaken => self.unconfirmed = None,
            Incoming::Clocks(clocks) => {
                if let Some(g) = self.games.get_mut(&clocks.game) {
                    g.clocks_from(clocks, at);
                }
            }
            Incoming::DrawOffered { game, side } => {
                if let Some(g) = self.games.get_mut(&game) {
                    g.draw_offer = Some(side);
                    out.push(Happening::DrawOffered { game, by: side });
                }
            }
            Incoming::DrawAnswered { accepted } => out.extend(self.draw_answered(accepted)),
            Incoming::GameOver { game, winner } => {
                if let Some(g) = self.games.get_mut(&game) {
                    g.over(Some(winner));
                    if let Some(result) = g.result {
                        out.push(Happening::GameEnded { game, result });
                    }
                }
            }
            Incoming::Chat(chat) => {
                // The server's own empty lines mark the end of a game.
                if !chat.text.is_empty() {
                    out.push(Happening::Chat(chat));
                }
            }
            Incoming::GameSoFar(so_far) => out.extend(self.game_so_far(&so_far, at)),
            Incoming::Refused { command, reason } => {
                if command == "game"
                    && let Some(id) = self.unconfirmed.take()
                {
                    // Our move was not taken: take the game again as the
                    // server has it.
                    self.outbox.push(Outgoing::Resume(id));
                    self.resuming.push(id);
                }
                out.push(Happening::Refused { command, reason });
            }
        }
        out
    }

    /// Logged in, or in again after a loss: the server sends a running
    /// game's moves only when asked again.
    fn logged_in(&mut self) -> Happening {
        let again = self.logged_in || !self.games.is_empty();
        self.logged_in = true;
        self.outbox.push(Outgoing::SoftwareId);
        if again {
            // After a reconnect the server sends a running game's
            // moves only when asked again.
            for (id, game) in &self.games {
                if game.result.is_none() {
                    self.outbox.push(Outgoing::Resume(*id));
                    self.resuming.push(*id);
                }
            }
        }
        Happening::LoggedIn
    }

    /// A game of ours begins.
    fn game_started(&mut self, start: super::message::GameStart) -> Option<Happening> {
        let me = if start.attackers == self.user {
            Some(Side::Attackers)
        } else if start.defenders == self.user {
            Some(Side::Defenders)
        } else {
            None
        };
        if let Some(id) = self.started_game(&start) {
            let mut game = OnlineGame::new(id, start, me);
            let ratings =
                [&game.start.attackers, &game.start.defenders].map(|n| self.lobby.rating_of(n));
            game.describe(&self.server, ratings);
            self.games.insert(id, game);
            if self.seek == Some(id) {
                self.seek = None;
            }
            return Some(Happening::GameBegan(id));
        }
        None
    }

    /// The answer to a draw offer, or a draw by the rules.
    fn draw_answered(&mut self, accepted: bool) -> Option<Happening> {
        // The answer names no game: it is the one with an offer
        // open, else (a draw by the rules) the one just moved in.
        let id = self
            .games
            .iter()
            .find(|(_, g)| g.result.is_none() && g.draw_offer.is_some())
            .or_else(|| {
                self.games
                    .iter()
                    .find(|(_, g)| g.result.is_none() && g.me.is_some())
            })
            .map(|(id, _)| *id);
        if let Some(id) = id
            && let Some(g) = self.games.get_mut(&id)
        {
            let offered = g.draw_offer.take().is_some();
            if accepted {
                if offered {
                    g.draw_agreed();
                }
                g.over(None);
                if let Some(result) = g.result {
                    return Some(Happening::GameEnded { game: id, result });
                }
            } else {
                return Some(Happening::DrawDeclined(id));
            }
        }
        None
    }

    /// A game as the server has it: watched, or taken up again.
    fn game_so_far(
        &mut self,
        so_far: &super::game_so_far::GameSoFar,
        at: Instant,
    ) -> Vec<Happening> {
        let mut out = Vec::new();
        let id = so_far.id;
        let me = [&so_far.attackers, &so_far.defenders]
            .iter()
            .position(|n| **n == self.user)
            .map(|k| {
                if k == 0 {
                    Side::Attackers
                } else {
                    Side::Defenders
                }
            });
        let old = self.games.remove(&id);
        match OnlineGame::from_so_far(so_far, me, at) {
            Ok(mut game) => {
                if let Some(old) = &old {
                    // The sheet keeps what it knew: ratings, the event.
                    game.record.meta.event = old.record.meta.event.clone();
                    game.record.meta.comment = old.record.meta.comment.clone();
                    game.record.meta.date = old.record.meta.date.clone();
                } else {
                    let ratings =
                        [&so_far.attackers, &so_far.defenders].map(|n| self.lobby.rating_of(n));
                    game.describe(&self.server, ratings);
                }
                let my_turn = game.my_turn();
                self.games.insert(id, game);
                out.push(Happening::GameBegan(id));
                if my_turn {
                    out.push(Happening::MoveWanted(id));
                }
            }
            Err(why) => {
                if let Some(old) = old {
                    self.games.insert(id, old);
                }
                out.push(Happening::OutOfStep { game: id, why });
            }
        }
        self.resuming.retain(|g| *g != id);
        self.watching.retain(|g| *g != id);
        out
    }

    /// A challenge to our seek, once the lobby names who made it.
    fn challenge_named(&mut self) -> Option<Happening> {
        let game = self.challenged?;
        let who = self.lobby.games.get(&game)?.challenger.0.clone()?;
        self.challenged = None;
        Some(Happening::Challenge { game, who })
    }

    /// The game a `join_game` starts: the seek we took a challenger for or
    /// asked to join, checked against the lobby's names when it can be.
    fn started_game(&mut self, start: &super::message::GameStart) -> Option<GameId> {
        let candidates: Vec<GameId> = [self.accepting, self.joining, self.seek]
            .into_iter()
            .flatten()
            .collect();
        let named = |id: &GameId| {
            self.lobby.games.get(id).is_some_and(|g| {
                g.attacker.as_deref() == Some(&start.attackers)
                    && g.defender.as_deref() == Some(&start.defenders)
            })
        };
        let id = candidates
            .iter()
            .copied()
            .find(named)
            .or_else(|| candidates.first().copied())?;
        if self.accepting == Some(id) {
            self.accepting = None;
        }
        if self.joining == Some(id) {
            self.joining = None;
        }
        Some(id)
    }

    fn out_of_step(&mut self, game: GameId, why: String) -> Happening {
        if !self.resuming.contains(&game) {
            self.resuming.push(game);
            self.outbox.push(Outgoing::Resume(game));
        }
        Happening::OutOfStep { game, why }
    }

    /// Opens a seek.
    pub fn seek(&mut self, seek: Seek) {
        self.outbox.push(Outgoing::Seek(seek));
    }

    pub fn join(&mut self, game: GameId) {
        self.joining = Some(game);
        self.outbox.push(Outgoing::Join(game));
    }

    /// Takes the challenger of our seek.
    pub fn accept(&mut self, game: GameId) {
        self.accepting = Some(game);
        self.outbox.push(Outgoing::Accept(game));
    }

    pub fn decline(&mut self, game: GameId) {
        self.outbox.push(Outgoing::Decline(game));
    }

    pub fn withdraw_seek(&mut self) {
        if let Some(id) = self.seek.take() {
            self.outbox.push(Outgoing::Leave(id));
        }
    }

    /// Plays our move: on our record at once, then to the server.
    pub fn play(&mut self, game: GameId, mv: Move) -> Result<(), String> {
        let g = self
            .games
            .get_mut(&game)
            .ok_or_else(|| format!("no game {game}"))?;
        let side = g.me.ok_or("you are watching this game, not playing it")?;
        if !g.my_turn() {
            return Err("it is not your turn".into());
        }
        g.position()
            .check(mv)
            .map_err(|e| format!("{mv} cannot be played: {e}"))?;
        g.moved(side, mv)?;
        self.unconfirmed = Some(game);
        self.outbox.push(Outgoing::Play { game, side, mv });
        Ok(())
    }

    /// Resigns a game of ours. The server takes a resignation only on
    /// one's own turn; on the other's, it waits for that turn.
    pub fn resign(&mut self, game: GameId) -> Result<(), String> {
        let g = self
            .games
            .get(&game)
            .ok_or_else(|| format!("no game {game}"))?;
        let side = g.me.ok_or("you are watching this game, not playing it")?;
        if g.result.is_some() {
            return Err("the game is over".into());
        }
        if g.position().turn() != side {
            return Err("the server takes a resignation on your own turn".into());
        }
        self.outbox.push(Outgoing::Resign { game, side });
        Ok(())
    }

    pub fn offer_draw(&mut self, game: GameId) -> Result<(), String> {
        let g = self
            .games
            .get_mut(&game)
            .ok_or_else(|| format!("no game {game}"))?;
        let side = g.me.ok_or("you are watching this game, not playing it")?;
        g.draw_offer = Some(side);
        self.outbox.push(Outgoing::OfferDraw { game, side });
        Ok(())
    }

    pub fn answer_draw(&mut self, game: GameId, accept: bool) {
        self.outbox.push(Outgoing::AnswerDraw { game, accept });
    }

    pub fn watch(&mut self, game: GameId) {
        self.watching.push(game);
        self.outbox.push(Outgoing::Watch(game));
    }

    pub fn say(&mut self, game: Option<GameId>, text: &str) {
        self.outbox.push(Outgoing::Chat {
            game,
            text: text.to_string(),
        });
    }
}
