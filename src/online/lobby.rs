//! The lobby: the games the server lists (open seeks, games being played)
//! and its players with their ratings, kept from `initialize_display` and
//! its updates. The server writes these in RON and JSON; both read into
//! the same types.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::message::{Chat, GameId};
use crate::engine::side::Side;

/// A game as the lobby lists it.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct ListedGame {
    pub id: GameId,
    pub attacker: Option<String>,
    pub defender: Option<String>,
    /// Who asked to join the seek, until the seeker answers.
    pub challenger: Challenger,
    pub rated: Rated,
    #[serde(rename = "timed")]
    pub timing: Timing,
    #[serde(default)]
    pub spectators: BTreeMap<String, u64>,
    pub challenge_accepted: bool,
    pub game_over: bool,
    pub board_size: BoardSize,
    pub turn: Turn,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct Challenger(pub Option<String>);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum Rated {
    Yes,
    No,
}

/// A game's clock as the lobby lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum Timing {
    Timed(Fischer),
    UnTimed,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub struct Fischer {
    pub add_seconds: u64,
    pub milliseconds_left: u64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum BoardSize {
    #[serde(rename = "_7")]
    Seven,
    #[serde(rename = "_11")]
    Eleven,
    #[serde(rename = "_13")]
    Thirteen,
}

impl BoardSize {
    pub fn squares(self) -> u8 {
        match self {
            BoardSize::Seven => 7,
            BoardSize::Eleven => 11,
            BoardSize::Thirteen => 13,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum Turn {
    Attacker,
    Defender,
    Roleless,
}

impl ListedGame {
    /// An open seek: nobody has been taken to play it yet.
    pub fn is_seek(&self) -> bool {
        !self.challenge_accepted && !self.game_over
    }

    /// Being played now.
    pub fn is_running(&self) -> bool {
        self.challenge_accepted && !self.game_over
    }

    /// Who sought the game: the one side named before anyone joined.
    pub fn seeker(&self) -> Option<&str> {
        let joined = self.challenger.0.as_deref();
        [self.attacker.as_deref(), self.defender.as_deref()]
            .into_iter()
            .flatten()
            .find(|name| Some(*name) != joined)
    }

    /// The side `user` plays here, if any.
    pub fn side_of(&self, user: &str) -> Option<Side> {
        if self.attacker.as_deref() == Some(user) {
            Some(Side::Attackers)
        } else if self.defender.as_deref() == Some(user) {
            Some(Side::Defenders)
        } else {
            None
        }
    }
}

/// A player as the lobby lists them.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct Player {
    pub username: String,
    pub wins: u64,
    pub losses: u64,
    pub draws: u64,
    pub rating: Rating,
    pub logged_in: bool,
}

/// A Glicko rating and its deviation.
#[derive(Clone, Copy, Debug, PartialEq, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub rd: f64,
}

impl Rating {
    /// As players write it: `1512 ± 80`.
    pub fn shown(self) -> String {
        format!("{:.0} ± {:.0}", self.rating, self.rd)
    }
}

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
pub struct PlayerMap(pub BTreeMap<String, Player>);

/// The server names this `Users`.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(rename = "Users")]
pub struct Players(pub PlayerMap);

/// `initialize_display`: the games, the players, and two flags not used.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct LobbySnapshot(
    pub Vec<ListedGame>,
    pub Players,
    #[serde(default)] pub serde::de::IgnoredAny,
    #[serde(default)] pub serde::de::IgnoredAny,
);

/// `games_updated`.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct GamesUpdate {
    pub created: Vec<(GameId, serde::de::IgnoredAny, ListedGame)>,
    pub removed: Vec<GameId>,
    pub updated: BTreeMap<String, ListedGame>,
}

/// `users_updated`.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct UsersUpdate {
    pub removed: Vec<String>,
    pub updated: PlayerMap,
}

pub(super) fn snapshot(body: &str) -> Result<LobbySnapshot, String> {
    ron::from_str(body).map_err(|e| format!("the lobby does not read: {e}"))
}

pub(super) fn games_update(body: &str) -> Result<GamesUpdate, String> {
    serde_json::from_str(body).map_err(|e| format!("the games' update does not read: {e}"))
}

pub(super) fn users_update(body: &str) -> Result<UsersUpdate, String> {
    ron::from_str(body).map_err(|e| format!("the players' update does not read: {e}"))
}

#[derive(Deserialize)]
struct ChatLine {
    username: String,
    timestamp: String,
    content: String,
}

pub(super) fn chat(body: &str, in_game: bool) -> Result<Chat, String> {
    let line: ChatLine =
        ron::from_str(body).map_err(|e| format!("the chat line does not read: {e}"))?;
    Ok(Chat {
        game: in_game,
        from: line.username,
        text: line.content,
        at: line.timestamp,
    })
}

/// What the lobby shows, kept up to date.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Lobby {
    pub games: BTreeMap<GameId, ListedGame>,
    pub players: BTreeMap<String, Player>,
}

impl Lobby {
    pub fn reset(&mut self, snapshot: LobbySnapshot) {
        self.games = snapshot.0.into_iter().map(|g| (g.id, g)).collect();
        self.players = (snapshot.1).0.0;
    }

    pub fn apply_games(&mut self, update: GamesUpdate) {
        for id in update.removed {
            self.games.remove(&id);
        }
        for (_, _, game) in update.created {
            self.games.insert(game.id, game);
        }
        for game in update.updated.into_values() {
            self.games.insert(game.id, game);
        }
    }

    pub fn apply_players(&mut self, update: UsersUpdate) {
        for name in update.removed {
            self.players.remove(&name);
        }
        self.players.extend(update.updated.0);
    }

    /// Open seeks, oldest first.
    pub fn seeks(&self) -> impl Iterator<Item = &ListedGame> {
        self.games.values().filter(|g| g.is_seek())
    }

    /// Players by rating, best first; those logged in before the others.
    pub fn ranked_players(&self) -> Vec<&Player> {
        let mut players: Vec<&Player> = self.players.values().collect();
        players.sort_by(|a, b| {
            b.logged_in
                .cmp(&a.logged_in)
                .then(b.rating.rating.total_cmp(&a.rating.rating))
                .then(a.username.cmp(&b.username))
        });
        players
    }

    pub fn rating_of(&self, name: &str) -> Option<Rating> {
        self.players.get(name).map(|p| p.rating)
    }
}
