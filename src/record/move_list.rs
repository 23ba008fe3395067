//! Move lists in letter coordinates, one game per line, in the form of
//! `copenhagen.csv`: `moves[,attacker_captures,defender_captures,result]`,
//! moves like `h1-h3` or `g3-e3xe2`, a final `timeout` when the player to
//! move lost on time.

use crate::engine::side::{Piece, Side};
use crate::engine::variant::Variant;
use crate::notation::letters::LetterMove;
use crate::record::{GameRecord, GameResult, ResultReason};
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
    /// Column (1-based) of each move in the line.
    pub columns: Vec<usize>,
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
        let mut columns = Vec::with_capacity(moves_text.len() / 6);
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
                Ok(m) => {
                    moves.push(m);
                    columns.push(column);
                }
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
            columns,
            timeout,
            result,
        })
    }
}

impl GameLine {
    /// Plays the line on the variant's board into a record, checking each
    /// written capture list against the engine's.
    pub fn to_record(&self, variant: &Arc<Variant>) -> Result<GameRecord, LineError> {
        let mut record = GameRecord::new(variant.clone());
        for (k, lm) in self.moves.iter().enumerate() {
            let column = self.columns.get(k).copied().unwrap_or(1);
            let played = record.play(lm.mv).map_err(|e| LineError {
                column,
                reason: format!("move {} `{lm}`: {e}", k + 1),
            })?;
            let mut engine: Vec<_> = played
                .captures
                .iter()
                .filter(|c| c.piece != Piece::King)
                .map(|c| c.square)
                .collect();
            let mut written = lm.captures.clone();
            // OpenTafl lists a captured king among the captures; the board
            // ends the game for him instead.
            let king = played.king_taken_on();
            written.retain(|&s| Some(s) != king);
            engine.sort();
            written.sort();
            written.dedup();
            if engine != written {
                let list: Vec<String> = engine.iter().map(|s| format!("x{s}")).collect();
                return Err(LineError {
                    column,
                    reason: format!(
                        "move {} `{lm}` captures `{}` on the board",
                        k + 1,
                        list.concat()
                    ),
                });
            }
        }
        let board = record.outcome();
        let to_move = record.position().turn();
        record.meta.result = match (self.result, self.timeout) {
            _ if board.is_some() => None,
            // The player to move lost on time, unless the record says otherwise.
            (r, true) => {
                let winner = r
                    .filter(|r| r.is_final())
                    .map_or(Some(to_move.other()), Recorded::winner);
                Some(GameResult {
                    winner,
                    reason: ResultReason::Time,
                })
            }
            (Some(Recorded::Draw), false) => Some(GameResult {
                winner: None,
                reason: ResultReason::Agreement,
            }),
            (Some(r), false) if r.is_final() => Some(GameResult {
                winner: r.winner(),
                reason: ResultReason::Resignation,
            }),
            _ => None,
        };
        if let (Some(o), Some(r)) = (board, self.result.filter(|r| r.is_final()))
            && o.winner != r.winner()
        {
            return Err(LineError {
                column: 1,
                reason: format!("the record says {r:?} but the board says {o}"),
            });
        }
        Ok(record)
    }
}

/// Writes a record's main line as one move-list line:
/// `moves,attacker_captures,defender_captures,result`.
pub fn write_line(record: &GameRecord) -> String {
    let mut moves = Vec::new();
    let mut taken = [0usize; 2];
    for id in record.main_line().into_iter().skip(1) {
        let node = record.node(id);
        let played = node.played().expect("a move");
        let mover = usize::from(played.piece.side() == Side::Defenders);
        let mut text = played.mv.to_string();
        let mut squares: Vec<_> = played
            .captures
            .iter()
            .filter(|c| c.piece != Piece::King)
            .map(|c| c.square)
            .collect();
        squares.sort();
        for sq in squares {
            text.push_str(&format!("x{sq}"));
            taken[mover] += 1;
        }
        moves.push(text);
    }
    let result = record.result();
    if result.is_some_and(|r| r.reason == ResultReason::Time) {
        moves.push("timeout".into());
    }
    let result = match result.map(|r| r.winner) {
        Some(Some(Side::Attackers)) => "Black",
        Some(Some(Side::Defenders)) => "White",
        Some(None) => "Draw",
        None => "Ongoing",
    };
    format!("{},{},{},{result}", moves.join(" "), taken[0], taken[1])
}

/// Reads every game of a move-list file. Blank lines and lines starting
/// with `#` are skipped; each game comes with its 1-based line number.
pub fn read_file(
    text: &str,
    variant: &Arc<Variant>,
) -> Vec<(usize, Result<GameRecord, LineError>)> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(k, l)| {
            (
                k + 1,
                GameLine::parse(l, variant.size()).and_then(|g| g.to_record(variant)),
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn copenhagen() -> Arc<Variant> {
        Variant::built_in("copenhagen").unwrap()
    }

    #[test]
    fn a_line_becomes_a_record_and_back() {
        let line = "d1-d3 e5-e2 g1-g3 f4-c4 g3-e3xe2,1,0,Ongoing";
        let record = GameLine::parse(line, 11)
            .unwrap()
            .to_record(&copenhagen())
            .unwrap();
        assert_eq!(record.main_line().len(), 6);
        assert_eq!(write_line(&record), line);
    }

    #[test]
    fn results_off_the_board_are_kept() {
        let timeout = GameLine::parse("h1-h3 timeout,0,0,Black", 11).unwrap();
        let r = timeout.to_record(&copenhagen()).unwrap();
        assert_eq!(
            r.meta.result,
            Some(GameResult {
                winner: Some(Side::Attackers),
                reason: ResultReason::Time
            })
        );
        assert_eq!(write_line(&r), "h1-h3 timeout,0,0,Black");
        let inferred = GameLine::parse("h1-h3 f8-i8 timeout", 11)
            .unwrap()
            .to_record(&copenhagen())
            .unwrap();
        assert_eq!(inferred.meta.result.unwrap().winner, Some(Side::Defenders));
        let resigned = GameLine::parse("h1-h3,0,0,Black", 11)
            .unwrap()
            .to_record(&copenhagen())
            .unwrap();
        assert_eq!(
            resigned.meta.result.unwrap().reason,
            ResultReason::Resignation
        );
    }

    #[test]
    fn wrong_captures_and_illegal_moves_name_the_column() {
        let e = GameLine::parse("d1-d3 e5-e2 g1-g3 f4-c4 g3-e3", 11)
            .unwrap()
            .to_record(&copenhagen())
            .unwrap_err();
        assert_eq!(e.column, 25);
        assert!(e.reason.contains("xe2"), "{e}");
        let e = GameLine::parse("h1-h3 h3-h4", 11)
            .unwrap()
            .to_record(&copenhagen())
            .unwrap_err();
        assert_eq!(e.column, 7);
    }
}
