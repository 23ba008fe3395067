//! A matchup as the Book of Strategy (13×13) plays it: rounds of two games, the challenger
//! attacking in the first game of each round and defending in the second,
//! round after round until one player wins both games of a round.

use crate::Side;
use crate::contest::player::PlayerSetting;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// One of the two players of a matchup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Seat {
    Challenger,
    Opponent,
}

impl Seat {
    pub fn other(self) -> Seat {
        match self {
            Seat::Challenger => Seat::Opponent,
            Seat::Opponent => Seat::Challenger,
        }
    }
}

/// The game to play next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NextGame {
    /// Counted from 1.
    pub round: usize,
    /// 1 or 2 within the round.
    pub game: usize,
    /// The side the challenger plays in it.
    pub challenger_plays: Side,
}

/// The matchup so far: each finished game's winner, `None` for a draw.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Matchup {
    results: Vec<Option<Seat>>,
}

impl Matchup {
    pub fn new() -> Matchup {
        Matchup::default()
    }

    /// The game to play next, or none when the matchup is won.
    pub fn next_game(&self) -> Option<NextGame> {
        if self.winner().is_some() {
            return None;
        }
        let n = self.results.len();
        Some(NextGame {
            round: n / 2 + 1,
            game: n % 2 + 1,
            challenger_plays: if n.is_multiple_of(2) {
                Side::Attackers
            } else {
                Side::Defenders
            },
        })
    }

    /// Which seat plays `side` in the next game.
    pub fn seat_of(&self, side: Side) -> Option<Seat> {
        let next = self.next_game()?;
        Some(if side == next.challenger_plays {
            Seat::Challenger
        } else {
            Seat::Opponent
        })
    }

    /// Records the next game's result: the winning side, or none for a
    /// draw. Returns the seat that won it. Results after the matchup is
    /// decided are ignored.
    pub fn record(&mut self, winner: Option<Side>) -> Option<Seat> {
        self.next_game()?;
        let seat = winner.and_then(|side| self.seat_of(side));
        self.results.push(seat);
        seat
    }

    /// The player who won both games of a round, if any has.
    pub fn winner(&self) -> Option<Seat> {
        self.results.chunks_exact(2).find_map(|round| match round {
            [Some(a), Some(b)] if a == b => Some(*a),
            _ => None,
        })
    }

    /// Games won by the challenger and by the opponent.
    pub fn score(&self) -> (usize, usize) {
        let count = |seat| self.results.iter().filter(|r| **r == Some(seat)).count();
        (count(Seat::Challenger), count(Seat::Opponent))
    }

    /// Each finished game's winner, in order.
    pub fn results(&self) -> &[Option<Seat>] {
        &self.results
    }

    /// Rounds finished so far.
    pub fn rounds_played(&self) -> usize {
        self.results.len() / 2
    }
}

/// A matchup being played in the app: who sits where, the variant, and
/// the folder its games and score are saved in.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchupPlay {
    /// The variant's id.
    pub variant: String,
    pub challenger: PlayerSetting,
    pub opponent: PlayerSetting,
    pub folder: PathBuf,
    pub matchup: Matchup,
    /// The challenger's and the opponent's names when they are people
    /// (empty for a bot, named by its level); they follow their players
    /// from side to side. Matchups saved before names were kept have none.
    #[serde(default)]
    pub names: [String; 2],
}

impl MatchupPlay {
    /// Who plays the attackers and the defenders in the next game.
    pub fn players(&self) -> Option<[PlayerSetting; 2]> {
        let next = self.matchup.next_game()?;
        let (c, o) = (self.challenger.clone(), self.opponent.clone());
        Some(match next.challenger_plays {
            Side::Attackers => [c, o],
            Side::Defenders => [o, c],
        })
    }

    /// The names of whoever plays the attackers and the defenders in the
    /// next game.
    pub fn names(&self) -> Option<[String; 2]> {
        let next = self.matchup.next_game()?;
        Some(self.names_when(next.challenger_plays))
    }

    /// The names of whoever played the attackers and the defenders in the
    /// last game counted.
    pub fn last_names(&self) -> Option<[String; 2]> {
        let n = self.matchup.results().len().checked_sub(1)?;
        let challenger_plays = if n.is_multiple_of(2) {
            Side::Attackers
        } else {
            Side::Defenders
        };
        Some(self.names_when(challenger_plays))
    }

    /// The names by side when the challenger plays `challenger_plays`.
    fn names_when(&self, challenger_plays: Side) -> [String; 2] {
        let [c, o] = self.names.clone();
        match challenger_plays {
            Side::Attackers => [c, o],
            Side::Defenders => [o, c],
        }
    }

    /// Where the next game is saved.
    pub fn game_path(&self) -> Option<PathBuf> {
        let next = self.matchup.next_game()?;
        Some(
            self.folder
                .join(format!("round-{}-game-{}.tafl", next.round, next.game)),
        )
    }
}
