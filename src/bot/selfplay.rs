//! Self-play for the network's training: games between two equal search
//! bots, each position labelled with its search's score, the game with
//! its result. Everything follows the seed and the game's number, so a
//! game is the same whichever thread plays it and whenever it is played
//! again: data can be made in parts, resumed, and checked.
//!
//! The games are kept compactly ([`encode`], [`decode`]): their moves and
//! scores, not their positions, which replaying makes again.

use super::search::{Evaluation, SearchBot, Style};
use super::{Limits, Rng, WIN, search_now};
use crate::engine::position::{Move, Position};
use crate::engine::side::Side;
use crate::engine::square::Square;
use crate::engine::variant::Variant;
use std::sync::Arc;

/// How the games are played.
#[derive(Clone, Debug)]
pub struct SelfPlay {
    pub variant: Arc<Variant>,
    pub seed: u64,
    /// Positions each move's search may visit (a fixed count, not a time,
    /// so that the games do not depend on the machine).
    pub nodes: u64,
    /// Each game opens with this many random moves at least, and up to
    /// twice as many.
    pub opening_plies: usize,
    /// For this many plies after the opening, a bot plays any move within
    /// `margin` points of its best.
    pub varied_plies: usize,
    pub margin: i32,
    /// A game not over after this many plies is a draw.
    pub max_plies: usize,
    pub evaluation: Evaluation,
    /// The attackers press the ring (Allfather's style).
    pub press: bool,
    /// When above 1, one side searches this many times fewer nodes: the
    /// defenders in even games, the attackers in odd ones. Between equal
    /// bots the defenders win nearly every game, and data without the
    /// attackers' wins cannot teach attacking.
    pub handicap: u64,
}

/// No score: a random opening move, which no search chose.
pub const UNSCORED: i16 = i16::MIN;

/// A game of self-play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub moves: Vec<Move>,
    /// Per move, its search's score of the position before it, in points
    /// from the defenders' view ([`UNSCORED`] for a random opening move or
    /// a real game's).
    pub scores: Vec<i16>,
    /// The winner; none for a draw or a game stopped at the ply limit.
    pub winner: Option<Side>,
}

impl Game {
    /// How the game ended for the defenders: 1 won, ½ drawn, 0 lost.
    pub fn result(&self) -> f32 {
        match self.winner {
            Some(Side::Defenders) => 1.0,
            Some(Side::Attackers) => 0.0,
            None => 0.5,
        }
    }
}

/// A game no search scored (a real one): its positions learn how it ended.
impl From<super::FinishedGame> for Game {
    fn from(game: super::FinishedGame) -> Game {
        Game {
            scores: vec![UNSCORED; game.moves.len()],
            moves: game.moves,
            winner: game.winner,
        }
    }
}

impl SelfPlay {
    /// Game number `index` (0, 1, ...).
    pub fn play(&self, index: u64) -> Game {
        let seed = self
            .seed
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            .wrapping_add(index.wrapping_mul(0x2545_f491_4f6c_dd1d));
        let mut rng = Rng::new(seed);
        let style = |k: u64, press: bool| Style {
            margin: self.margin,
            seed: seed.wrapping_add(k),
            book: false,
            press,
            ..Style::default()
        };
        let bot = |k, press| {
            SearchBot::with_style("self-play", style(k, press))
                .with_evaluation(self.evaluation.clone())
        };
        // Two bots for each side: one choosing among near-best moves early
        // on, one always playing its best.
        let mut varied = [bot(1, self.press), bot(2, false)];
        let mut best = [
            SearchBot::with_style(
                "self-play",
                Style {
                    margin: 0,
                    ..style(3, self.press)
                },
            )
            .with_evaluation(self.evaluation.clone()),
            SearchBot::with_style(
                "self-play",
                Style {
                    margin: 0,
                    ..style(4, false)
                },
            )
            .with_evaluation(self.evaluation.clone()),
        ];
        let opening = self.opening_plies + rng.below(self.opening_plies + 1);
        let mut pos = Position::new(self.variant.clone());
        let (mut moves, mut scores) = (Vec::new(), Vec::new());
        while pos.outcome().is_none() && moves.len() < self.max_plies {
            let (mv, score) = if moves.len() < opening {
                let legal = pos.legal_moves();
                (rng.pick(&legal).copied(), UNSCORED)
            } else {
                let side = usize::from(pos.turn() == Side::Defenders);
                let bot = if moves.len() < opening + self.varied_plies {
                    &mut varied[side]
                } else {
                    &mut best[side]
                };
                let weaker = if index.is_multiple_of(2) {
                    Side::Defenders
                } else {
                    Side::Attackers
                };
                let nodes = if self.handicap > 1 && pos.turn() == weaker {
                    (self.nodes / self.handicap).max(1)
                } else {
                    self.nodes
                };
                let (mv, score) = search(bot, &pos, nodes);
                let for_defenders = if pos.turn() == Side::Defenders {
                    score
                } else {
                    -score
                };
                (mv, clip(for_defenders))
            };
            let Some(mv) = mv else { break };
            if pos.play(mv).is_err() {
                break;
            }
            moves.push(mv);
            scores.push(score);
        }
        Game {
            moves,
            scores,
            winner: pos.outcome().and_then(|o| o.winner),
        }
    }
}

fn search(bot: &mut SearchBot, pos: &Position, nodes: u64) -> (Option<Move>, i32) {
    let (mv, progress) = search_now(bot, pos, Limits::nodes(nodes));
    (mv, progress.map_or(0, |p| p.score))
}

/// A score in the i16 the data keeps: wins found by the search become the
/// largest scores, whatever their distance.
fn clip(score: i32) -> i16 {
    const LIMIT: i32 = i16::MAX as i32;
    if score.abs() > WIN - 1_000 {
        if score > 0 { i16::MAX } else { -i16::MAX }
    } else {
        score.clamp(-LIMIT + 1, LIMIT - 1) as i16
    }
}

const MAGIC: &[u8; 8] = b"TAFLSELF";
const VERSION: u32 = 1;

/// The games as bytes: a header naming the variant, then each game's
/// length, result, and moves with their scores.
pub fn encode(variant: &Variant, games: &[Game]) -> Vec<u8> {
    let mut b = Vec::new();
    b.extend_from_slice(MAGIC);
    b.extend_from_slice(&VERSION.to_le_bytes());
    b.push(variant.id().len() as u8);
    b.extend_from_slice(variant.id().as_bytes());
    b.extend_from_slice(&(games.len() as u32).to_le_bytes());
    let size = variant.size();
    for g in games {
        b.extend_from_slice(&(g.moves.len() as u32).to_le_bytes());
        b.push(match g.winner {
            Some(Side::Attackers) => 0,
            None => 1,
            Some(Side::Defenders) => 2,
        });
        for (mv, score) in g.moves.iter().zip(&g.scores) {
            for sq in [mv.from, mv.to] {
                let index = u16::from(sq.row()) * u16::from(size) + u16::from(sq.col());
                b.extend_from_slice(&index.to_le_bytes());
            }
            b.extend_from_slice(&score.to_le_bytes());
        }
    }
    b
}

/// Games read back from [`encode`]'s bytes; every move must be legal in
/// `variant`. A failure says what is wrong and at which byte.
pub fn decode(variant: &Arc<Variant>, bytes: &[u8]) -> Result<Vec<Game>, String> {
    let mut at = 0;
    let mut take = |n: usize, what: &str| -> Result<&[u8], String> {
        let part = bytes
            .get(at..at + n)
            .ok_or_else(|| format!("at byte {at}: the data ends inside {what}"))?;
        at += n;
        Ok(part)
    };
    if take(8, "the header")? != MAGIC {
        return Err("at byte 0: not Taflbord self-play data".into());
    }
    let version = u32::from_le_bytes(take(4, "the version")?.try_into().unwrap_or_default());
    if version != VERSION {
        return Err(format!(
            "at byte 8: version {version}; this Taflbord reads version {VERSION}"
        ));
    }
    let len = usize::from(take(1, "the variant")?[0]);
    let id = take(len, "the variant")?;
    if id != variant.id().as_bytes() {
        return Err(format!(
            "at byte 13: the games are of {}, not {}",
            String::from_utf8_lossy(id),
            variant.id()
        ));
    }
    let count = u32::from_le_bytes(take(4, "the game count")?.try_into().unwrap_or_default());
    let size = u16::from(variant.size());
    let mut games = Vec::new();
    for g in 0..count {
        let plies = u32::from_le_bytes(take(4, "a game's length")?.try_into().unwrap_or_default());
        let winner = match take(1, "a game's result")?[0] {
            0 => Some(Side::Attackers),
            1 => None,
            2 => Some(Side::Defenders),
            other => return Err(format!("game {g}: result {other} is none of 0, 1, 2")),
        };
        let mut pos = Position::new(variant.clone());
        let mut game = Game {
            moves: Vec::new(),
            scores: Vec::new(),
            winner,
        };
        for ply in 0..plies {
            let part = take(6, "a move")?;
            let square = |k: usize| {
                let index = u16::from_le_bytes([part[k], part[k + 1]]);
                (index < size * size)
                    .then(|| Square::new((index % size) as u8, (index / size) as u8))
            };
            let (Some(from), Some(to)) = (square(0), square(2)) else {
                return Err(format!("game {g}, ply {}: a square off the board", ply + 1));
            };
            let mv = Move { from, to };
            pos.play(mv)
                .map_err(|e| format!("game {g}, ply {}: {mv} is illegal ({e:?})", ply + 1))?;
            game.moves.push(mv);
            game.scores.push(i16::from_le_bytes([part[4], part[5]]));
        }
        games.push(game);
    }
    if at != bytes.len() {
        return Err(format!("at byte {at}: data after the last game"));
    }
    Ok(games)
}
