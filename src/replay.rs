//! Replaying recorded games given as move lists, one game per line, in the
//! form of `copenhagen.csv`: `moves[,attacker_captures,defender_captures,result]`.

use crate::letters::LetterMove;
use crate::outcome::Outcome;
use crate::position::{IllegalMove, Move, Position};
use crate::side::{Piece, Side};
use crate::square::Square;
use crate::variant::Variant;
use std::fmt;
use std::sync::Arc;

/// The result a record gives for its game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recorded {
    AttackersWon,
    DefendersWon,
    Draw,
    Ongoing,
}

impl Recorded {
    fn parse(text: &str) -> Option<Recorded> {
        match text.trim() {
            "Black" => Some(Recorded::AttackersWon),
            "White" => Some(Recorded::DefendersWon),
            "Draw" => Some(Recorded::Draw),
            "Ongoing" => Some(Recorded::Ongoing),
            _ => None,
        }
    }

    /// Whether the record says how the game ended (someone won, or a draw).
    pub fn is_final(self) -> bool {
        self != Recorded::Ongoing
    }

    pub fn winner(self) -> Option<Side> {
        match self {
            Recorded::AttackersWon => Some(Side::Attackers),
            Recorded::DefendersWon => Some(Side::Defenders),
            Recorded::Draw | Recorded::Ongoing => None,
        }
    }
}

/// One recorded game, read but not yet played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLine {
    pub moves: Vec<LetterMove>,
    /// The record ends with `timeout`: the player to move lost on time.
    pub timeout: bool,
    pub result: Option<Recorded>,
}

/// A line that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineError {
    /// 1-based column of the offending text.
    pub column: usize,
    pub reason: String,
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.reason)
    }
}

impl GameLine {
    pub fn parse(line: &str, size: u8) -> Result<GameLine, LineError> {
        let mut fields = line.split(',');
        let moves_text = fields.next().unwrap_or_default();
        let mut moves = Vec::with_capacity(moves_text.len() / 6);
        let mut timeout = false;
        for token in moves_text.split_ascii_whitespace() {
            let column = token.as_ptr() as usize - line.as_ptr() as usize + 1;
            if timeout {
                return Err(LineError {
                    column,
                    reason: "a move after `timeout`".into(),
                });
            }
            if token == "timeout" {
                timeout = true;
                continue;
            }
            match LetterMove::parse(token, size) {
                Ok(m) => moves.push(m),
                Err(e) => {
                    return Err(LineError {
                        column,
                        reason: e.to_string(),
                    });
                }
            }
        }
        let result = match fields.next_back() {
            Some(text) => Some(Recorded::parse(text).ok_or_else(|| LineError {
                column: line.len() - text.len() + 1,
                reason: format!(
                    "result `{}` is not Black, White, Draw or Ongoing",
                    text.trim()
                ),
            })?),
            None => None,
        };
        Ok(GameLine {
            moves,
            timeout,
            result,
        })
    }
}

/// What replaying one game found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    /// Moves played before the replay stopped.
    pub plies: usize,
    /// The first disagreement with the record, if any.
    pub problem: Option<Problem>,
    /// How the engine ended the game, and after which ply.
    pub outcome: Option<(usize, Outcome)>,
    /// The record lists one captured square twice (a quirk of the source).
    pub repeated_capture_marks: bool,
}

/// A move the engine does not accept as the record has it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    Illegal {
        ply: usize,
        mv: Move,
        error: IllegalMove,
    },
    /// The record goes on after the engine ended the game.
    MovesAfterEnd {
        ply: usize,
        mv: Move,
        ended: Outcome,
    },
    Captures {
        ply: usize,
        mv: Move,
        recorded: Vec<Square>,
        engine: Vec<Square>,
    },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |sq: &[Square]| {
            sq.iter()
                .map(Square::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        };
        match self {
            Problem::Illegal { ply, mv, error } => write!(f, "ply {ply} {mv}: illegal: {error}"),
            Problem::MovesAfterEnd { ply, mv, ended } => {
                write!(f, "ply {ply} {mv}: the game was already over ({ended})")
            }
            Problem::Captures {
                ply,
                mv,
                recorded,
                engine,
            } => write!(
                f,
                "ply {ply} {mv}: record captures [{}], engine captures [{}]",
                list(recorded),
                list(engine)
            ),
        }
    }
}

impl Replay {
    /// Plays a recorded game from the variant's start, checking every move
    /// and every capture list.
    pub fn run(variant: &Arc<Variant>, game: &GameLine) -> Replay {
        let mut pos = Position::new(variant.clone());
        let mut replay = Replay {
            plies: 0,
            problem: None,
            outcome: None,
            repeated_capture_marks: false,
        };
        let mut recorded: Vec<Square> = Vec::new();
        let mut engine: Vec<Square> = Vec::new();
        for (k, lm) in game.moves.iter().enumerate() {
            let ply = k + 1;
            if let Some(ended) = pos.outcome() {
                replay.problem = Some(Problem::MovesAfterEnd {
                    ply,
                    mv: lm.mv,
                    ended,
                });
                return replay;
            }
            let played = match pos.play(lm.mv) {
                Ok(p) => p,
                Err(error) => {
                    replay.problem = Some(Problem::Illegal {
                        ply,
                        mv: lm.mv,
                        error,
                    });
                    return replay;
                }
            };
            replay.plies = ply;
            // The record does not mark the king's capture.
            engine.clear();
            engine.extend(
                played
                    .captures
                    .iter()
                    .filter(|c| c.piece != Piece::King)
                    .map(|c| c.square),
            );
            recorded.clear();
            recorded.extend_from_slice(&lm.captures);
            if recorded.len() > 1 {
                recorded.sort();
                let before = recorded.len();
                recorded.dedup();
                replay.repeated_capture_marks |= recorded.len() != before;
                engine.sort();
            }
            if recorded != engine {
                replay.problem = Some(Problem::Captures {
                    ply,
                    mv: lm.mv,
                    recorded: recorded.clone(),
                    engine: engine.clone(),
                });
                return replay;
            }
            if let Some(o) = played.outcome {
                replay.outcome = Some((ply, o));
            }
        }
        replay
    }

    /// Whether every move was legal and every capture list agreed.
    pub fn agrees(&self) -> bool {
        self.problem.is_none()
    }
}
