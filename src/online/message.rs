//! The server's lines, read into typed messages, and ours, written from
//! them. The protocol is the hnefatafl-copenhagen server's (version
//! 6.4.1): `= command …` answers a request, `? command reason…` refuses
//! one, and a few lines (`game …`, `request_draw …`, `version …`) come
//! unasked. Nothing a server sends can make the reader panic: a line it
//! does not know is an [`Unreadable`] with the reason.

use std::fmt;

use crate::contest::process::shown;
use crate::engine::position::Move;
use crate::engine::side::Side;
use crate::engine::square::Square;

use super::game_so_far::GameSoFar;
use super::lobby::{GamesUpdate, LobbySnapshot, UsersUpdate};
use super::seek::Seek;

/// The version id the server 6.4.1 checks at login.
pub const VERSION_ID: &str = "32d9a140";

/// A game's number on the server.
pub type GameId = u64;

/// The longest chat text sent, in bytes; the rest is cut at a character.
pub const LONGEST_CHAT: usize = 500;

/// A line from the server.
#[derive(Clone, Debug, PartialEq)]
pub enum Incoming {
    /// `= login`: logged in (or the account was made).
    LoggedIn,
    /// `? login …` or `? create_account …`.
    LoginRefused(LoginRefusal),
    /// `version 6.4.1`: the server's version, after logging in.
    ServerVersion(String),
    /// `= initialize_display …`: the whole lobby.
    Lobby(LobbySnapshot),
    GamesUpdated(GamesUpdate),
    UsersUpdated(UsersUpdate),
    /// `= ping`.
    Pong,
    /// `= new_game ID`: our seek is open.
    SeekOpened(GameId),
    /// `= join_game_pending ID`: our wish to join waits for the seeker.
    JoinPending(GameId),
    /// `= challenge_requested ID`: someone wants to join our seek.
    ChallengeRequested(GameId),
    /// `= join_game ATTACKER DEFENDER rated|unrated …`: a game begins.
    GameStarted(GameStart),
    /// `game ID generate_move ROLE`: the server waits for our move.
    YourMove {
        game: GameId,
        side: Side,
    },
    /// `game ID play ROLE FROM TO`: a move in a game we play or watch.
    Moved {
        game: GameId,
        side: Side,
        mv: Move,
    },
    /// `game ID play ROLE resigns`: that side gave up (or its flag fell).
    Resigned {
        game: GameId,
        side: Side,
    },
    /// `= game`: our move was taken.
    MoveTaken,
    /// `= game_time {…}`: the clocks after a move.
    Clocks(Clocks),
    /// `request_draw ID ROLE`: that side offers a draw.
    DrawOffered {
        game: GameId,
        side: Side,
    },
    /// `= request_draw`: our offer was passed on.
    DrawOfferSent,
    /// `= draw accept|decline`: the answer to an offer, or a draw by the rules.
    DrawAnswered {
        accepted: bool,
    },
    /// `= game_over ID attacker_wins|defender_wins`.
    GameOver {
        game: GameId,
        winner: Side,
    },
    /// `= text …` / `= text_game …`: a chat line (the server's own have an
    /// empty text).
    Chat(Chat),
    /// `= watch_game_json …` / `= resume_game_json …`: a game so far.
    GameSoFar(GameSoFar),
    /// `= tournament_status_0 …` and the like: known, not used.
    Ignored(String),
    /// `? COMMAND REASON…`: a request refused.
    Refused {
        command: String,
        reason: String,
    },
}

/// Why a login failed, in the server's words where it gave one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoginRefusal {
    /// The server wants another version of the protocol.
    WrongVersion,
    WrongPassword,
    NoSuchAccount,
    NameTaken,
    /// This account has a connection already (one per account).
    LoggedInAlready,
    /// Too many failed logins: the server waits before taking another.
    TooSoon,
    Other(String),
}

impl fmt::Display for LoginRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoginRefusal::WrongVersion => write!(
                f,
                "the server needs a newer Taflbord (it speaks another version of the protocol than {VERSION_ID})"
            ),
            LoginRefusal::WrongPassword => write!(f, "the password is wrong"),
            LoginRefusal::NoSuchAccount => {
                write!(f, "there is no account of that name: create one")
            }
            LoginRefusal::NameTaken => write!(f, "an account of that name exists already"),
            LoginRefusal::LoggedInAlready => {
                write!(f, "this account is logged in already, from somewhere else")
            }
            LoginRefusal::TooSoon => {
                write!(
                    f,
                    "too many tries: the server waits a little before the next"
                )
            }
            LoginRefusal::Other(reason) => write!(f, "the server refused: {reason}"),
        }
    }
}

/// The start of a game, as `= join_game` gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameStart {
    pub attackers: String,
    pub defenders: String,
    pub rated: bool,
    /// Main time and increment; `None` for an untimed game.
    pub clock: Option<ServerClock>,
    pub size: u8,
}

/// A Fischer clock as the server keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ServerClock {
    pub milliseconds: u64,
    pub add_seconds: u64,
}

/// Both clocks of a game, as `= game_time` sends them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize)]
pub struct Clocks {
    #[serde(rename = "id")]
    pub game: GameId,
    pub attacker_ms_left: i64,
    pub defender_ms_left: i64,
}

/// A chat line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chat {
    /// The game it was said in; `None`: the lobby.
    pub game: bool,
    pub from: String,
    pub text: String,
    /// The server's time stamp (RFC 3339).
    pub at: String,
}

/// A line the reader does not take, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    /// The line, cut to a length fit for a message.
    pub line: String,
    pub reason: String,
}

impl fmt::Display for Unreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the server sent `{}`: {}", self.line, self.reason)
    }
}

impl std::error::Error for Unreadable {}

fn unreadable(line: &str, reason: impl Into<String>) -> Unreadable {
    Unreadable {
        line: shown(line),
        reason: reason.into(),
    }
}

/// Reads one line from the server (without its line end). `size` is the
/// board of the game a move names, when known, to read its squares.
pub fn parse(line: &str, size_of: impl Fn(GameId) -> Option<u8>) -> Result<Incoming, Unreadable> {
    let bad = |reason: &str| unreadable(line, reason);
    if let Some(rest) = line.strip_prefix("= ") {
        let (command, body) = rest.split_once(' ').unwrap_or((rest, ""));
        return answer(command, body.trim_start()).map_err(|r| bad(&r));
    }
    if let Some(rest) = line.strip_prefix("? ") {
        let (command, reason) = rest.split_once(' ').unwrap_or((rest, ""));
        return Ok(refusal(command, reason.trim()));
    }
    let words: Vec<&str> = line.split_whitespace().collect();
    match words.as_slice() {
        ["version", v] => Ok(Incoming::ServerVersion((*v).to_string())),
        ["game", id, "generate_move", role] => Ok(Incoming::YourMove {
            game: game_id(id).map_err(|r| bad(&r))?,
            side: role_side(role).map_err(|r| bad(&r))?,
        }),
        ["game", id, "play", role, "resigns", ..] => Ok(Incoming::Resigned {
            game: game_id(id).map_err(|r| bad(&r))?,
            side: role_side(role).map_err(|r| bad(&r))?,
        }),
        ["game", id, "play", role, from, to] => {
            let game = game_id(id).map_err(|r| bad(&r))?;
            let side = role_side(role).map_err(|r| bad(&r))?;
            let size =
                size_of(game).ok_or_else(|| bad("a move in a game this client does not follow"))?;
            let mv = server_move(from, to, size).map_err(|r| bad(&r))?;
            Ok(Incoming::Moved { game, side, mv })
        }
        ["request_draw", id, role] => Ok(Incoming::DrawOffered {
            game: game_id(id).map_err(|r| bad(&r))?,
            side: role_side(role).map_err(|r| bad(&r))?,
        }),
        [] => Err(bad("an empty line")),
        _ => Err(bad("not a message this client knows")),
    }
}

fn answer(command: &str, body: &str) -> Result<Incoming, String> {
    let one_id = || game_id(body.split_whitespace().next().unwrap_or(""));
    Ok(match command {
        "login" => Incoming::LoggedIn,
        "ping" => Incoming::Pong,
        "game" => Incoming::MoveTaken,
        "request_draw" => Incoming::DrawOfferSent,
        "new_game" => Incoming::SeekOpened(one_id()?),
        "join_game_pending" => Incoming::JoinPending(one_id()?),
        "challenge_requested" => Incoming::ChallengeRequested(one_id()?),
        "join_game" => Incoming::GameStarted(game_start(body)?),
        "game_over" => match body.split_whitespace().collect::<Vec<_>>().as_slice() {
            [id, "attacker_wins"] => Incoming::GameOver {
                game: game_id(id)?,
                winner: Side::Attackers,
            },
            [id, "defender_wins"] => Incoming::GameOver {
                game: game_id(id)?,
                winner: Side::Defenders,
            },
            _ => return Err("`game_over` needs a game and attacker_wins or defender_wins".into()),
        },
        "draw" => match body.trim() {
            "accept" => Incoming::DrawAnswered { accepted: true },
            "decline" => Incoming::DrawAnswered { accepted: false },
            _ => return Err("`draw` needs accept or decline".into()),
        },
        "game_time" => Incoming::Clocks(
            serde_json::from_str(body).map_err(|e| format!("the clocks do not read: {e}"))?,
        ),
        "text" | "text_game" => Incoming::Chat(super::lobby::chat(body, command == "text_game")?),
        "initialize_display" => Incoming::Lobby(super::lobby::snapshot(body)?),
        "games_updated" => Incoming::GamesUpdated(super::lobby::games_update(body)?),
        "users_updated" => Incoming::UsersUpdated(super::lobby::users_update(body)?),
        "watch_game_json" | "resume_game_json" => Incoming::GameSoFar(
            serde_json::from_str(body).map_err(|e| format!("the game does not read: {e}"))?,
        ),
        c if c.starts_with("tournament_status") || c == "archived_games" => {
            Incoming::Ignored(c.to_string())
        }
        _ => return Err(format!("`= {command}` is not an answer this client knows")),
    })
}

fn refusal(command: &str, reason: &str) -> Incoming {
    if command == "login" || command == "create_account" {
        // The reason may come with words before it
        // (`multiple_possible_errors wrong_password`).
        let has = |word: &str| reason.split_whitespace().any(|w| w == word);
        let why = if has("wrong_version") {
            LoginRefusal::WrongVersion
        } else if has("wrong_password") {
            LoginRefusal::WrongPassword
        } else if has("account_not_in_database") {
            LoginRefusal::NoSuchAccount
        } else if has("already_exists") {
            LoginRefusal::NameTaken
        } else if has("logged_in_already") {
            LoginRefusal::LoggedInAlready
        } else if has("retried_too_soon") {
            LoginRefusal::TooSoon
        } else {
            LoginRefusal::Other(shown(reason))
        };
        return Incoming::LoginRefused(why);
    }
    Incoming::Refused {
        command: shown(command),
        reason: shown(reason),
    }
}

fn game_start(body: &str) -> Result<GameStart, String> {
    let words: Vec<&str> = body.split_whitespace().collect();
    let [attackers, defenders, rated, kind, time, add, size] = words.as_slice() else {
        return Err("`join_game` needs seven words".into());
    };
    let rated = match *rated {
        "rated" => true,
        "unrated" => false,
        _ => return Err(format!("`{rated}` is neither rated nor unrated")),
    };
    let clock = match *kind {
        "fischer" => Some(ServerClock {
            milliseconds: time
                .parse()
                .map_err(|_| format!("`{time}` is not a time in ms"))?,
            add_seconds: add.parse().map_err(|_| format!("`{add}` is not seconds"))?,
        }),
        "un-timed" => None,
        _ => return Err(format!("`{kind}` is not a clock this client knows")),
    };
    Ok(GameStart {
        attackers: attackers.to_string(),
        defenders: defenders.to_string(),
        rated,
        clock,
        size: board_size(size)?,
    })
}

/// The board sizes the server offers.
pub fn board_size(text: &str) -> Result<u8, String> {
    match text.trim_start_matches('_') {
        "7" => Ok(7),
        "11" => Ok(11),
        "13" => Ok(13),
        _ => Err(format!(
            "`{text}` is not a board size the server offers (7, 11, 13)"
        )),
    }
}

fn game_id(text: &str) -> Result<GameId, String> {
    text.parse()
        .map_err(|_| format!("`{text}` is not a game number"))
}

fn role_side(text: &str) -> Result<Side, String> {
    match text {
        "attacker" => Ok(Side::Attackers),
        "defender" => Ok(Side::Defenders),
        _ => Err(format!("`{text}` is neither attacker nor defender")),
    }
}

/// The server's word for a side.
pub fn role(side: Side) -> &'static str {
    match side {
        Side::Attackers => "attacker",
        Side::Defenders => "defender",
    }
}

fn server_move(from: &str, to: &str, size: u8) -> Result<Move, String> {
    let square = |t: &str| {
        Square::parse_letters(t, size)
            .filter(|_| t.is_ascii())
            .ok_or_else(|| format!("`{t}` is not a square of a {size}×{size} board"))
    };
    Ok(Move::new(square(from)?, square(to)?))
}

/// A line we send.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outgoing {
    /// The first line: log in, or make the account and log in.
    Login {
        version: String,
        user: String,
        password: String,
        create: bool,
    },
    SoftwareId,
    Ping,
    Seek(Seek),
    /// Ask to join a seek.
    Join(GameId),
    /// Take the player who asked to join our seek.
    Accept(GameId),
    Decline(GameId),
    /// Withdraw our seek.
    Leave(GameId),
    Play {
        game: GameId,
        side: Side,
        mv: Move,
    },
    Resign {
        game: GameId,
        side: Side,
    },
    OfferDraw {
        game: GameId,
        side: Side,
    },
    AnswerDraw {
        game: GameId,
        accept: bool,
    },
    Watch(GameId),
    Resume(GameId),
    Chat {
        game: Option<GameId>,
        text: String,
    },
}

impl Outgoing {
    /// The line, without its line end. Text from the player has its
    /// control characters made spaces: the server closes the connection
    /// on any.
    pub fn line(&self) -> String {
        match self {
            Outgoing::Login {
                version,
                user,
                password,
                create,
            } => {
                let verb = if *create { "create_account" } else { "login" };
                format!("{version} {verb} {user} {password}")
            }
            Outgoing::SoftwareId => format!("software_id taflbord {}", env!("CARGO_PKG_VERSION")),
            Outgoing::Ping => "ping".into(),
            Outgoing::Seek(seek) => format!("new_game {}", seek.json()),
            Outgoing::Join(id) => format!("join_game_pending {id}"),
            Outgoing::Accept(id) => format!("join_game {id}"),
            Outgoing::Decline(id) => format!("decline_game {id}"),
            Outgoing::Leave(id) => format!("leave_game {id}"),
            Outgoing::Play { game, side, mv } => {
                format!("game {game} play {} {} {}", role(*side), mv.from, mv.to)
            }
            Outgoing::Resign { game, side } => {
                format!("game {game} play {} resigns _", role(*side))
            }
            Outgoing::OfferDraw { game, side } => format!("request_draw {game} {}", role(*side)),
            Outgoing::AnswerDraw { game, accept } => {
                format!("draw {game} {}", if *accept { "accept" } else { "decline" })
            }
            Outgoing::Watch(id) => format!("watch_game_json {id}"),
            Outgoing::Resume(id) => format!("resume_game_json {id}"),
            Outgoing::Chat { game, text } => {
                let text = chat_text(text);
                match game {
                    Some(id) => format!("text_game {id} {text}"),
                    None => format!("text {text}"),
                }
            }
        }
    }
}

/// Chat text as the server takes it: one line of at most
/// [`LONGEST_CHAT`] bytes, no control characters, not empty.
fn chat_text(text: &str) -> String {
    let mut out = String::new();
    for c in text.trim().chars() {
        let c = if c.is_control() { ' ' } else { c };
        if out.len() + c.len_utf8() > LONGEST_CHAT {
            break;
        }
        out.push(c);
    }
    if out.trim().is_empty() {
        "…".into()
    } else {
        out
    }
}
