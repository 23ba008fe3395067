//! Replaying recorded move lists against the engine, move by move, and
//! saying where the record and the rules part ways.

use crate::engine::outcome::Outcome;
use crate::engine::position::{IllegalMove, Move, Position};
use crate::engine::side::Piece;
use crate::engine::square::Square;
use crate::engine::variant::Variant;
use crate::record::move_list::GameLine;
use std::fmt;
use std::sync::Arc;

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
            // OpenTafl lists a captured king among the captures.
            let king = played.king_taken_on();
            recorded.extend(lm.captures.iter().filter(|&&s| Some(s) != king));
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
