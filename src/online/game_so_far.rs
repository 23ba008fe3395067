//! A game so far, as `watch_game_json` and `resume_game_json` give it
//! (OpenTafl's style: the start as a position string, the moves as one
//! line of text).

use serde::Deserialize;

use super::message::GameId;
use crate::engine::position::Move;
use crate::engine::square::Square;

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct GameSoFar {
    pub id: GameId,
    pub attackers: String,
    pub defenders: String,
    #[serde(rename = "dim")]
    pub size: u8,
    pub start: String,
    pub time_control: Option<JsonControl>,
    pub time_remaining_ms: Option<Remaining>,
    pub moves: String,
    #[serde(default)]
    pub rated: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub struct JsonControl {
    pub main_time_seconds: u64,
    pub increment_length: u64,
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Remaining {
    pub attackers: i64,
    pub defenders: i64,
}

impl GameSoFar {
    /// The moves played, in order. A move is `from-to`, maybe followed by
    /// its captures (`g3-e3xe2`), which the rules work out again.
    pub fn moves(&self) -> Result<Vec<Move>, String> {
        self.moves
            .split_whitespace()
            .enumerate()
            .map(|(k, word)| {
                let main = word.split('x').next().unwrap_or(word);
                let (from, to) = main.split_once('-').ok_or_else(|| {
                    format!(
                        "move {} of game {}, `{word}`, is not from-to",
                        k + 1,
                        self.id
                    )
                })?;
                let square = |t: &str| {
                    Square::parse_letters(t, self.size)
                        .filter(|_| t.is_ascii())
                        .ok_or_else(|| {
                            format!("move {} of game {}: `{t}` is not a square", k + 1, self.id)
                        })
                };
                Ok(Move::new(square(from)?, square(to)?))
            })
            .collect()
    }

    /// The start as diagram rows, top row first (`.` empty, `A`, `D`, `K`).
    pub fn start_rows(&self) -> Result<Vec<String>, String> {
        let rows: Vec<&str> = self.start.trim_matches('/').split('/').collect();
        if rows.len() != usize::from(self.size) {
            return Err(format!(
                "the start of game {} has {} rows, not {}",
                self.id,
                rows.len(),
                self.size
            ));
        }
        rows.iter()
            .map(|row| {
                let mut out = String::new();
                let mut run = 0usize;
                for c in row.chars() {
                    if let Some(d) = c.to_digit(10) {
                        // A run longer than the board is refused below;
                        // capping it keeps a hostile count from growing.
                        run = (run * 10 + usize::from(d as u8)).min(usize::from(self.size) + 1);
                        continue;
                    }
                    out.extend(std::iter::repeat_n('.', std::mem::take(&mut run)));
                    match c {
                        'A' | 'a' => out.push('A'),
                        'D' | 'd' => out.push('D'),
                        'K' | 'k' => out.push('K'),
                        _ => return Err(format!("`{c}` in the start of game {}", self.id)),
                    }
                    if out.len() > usize::from(self.size) {
                        break;
                    }
                }
                out.extend(std::iter::repeat_n('.', run));
                if out.len() != usize::from(self.size) {
                    return Err(format!(
                        "a row of game {}'s start, `{row}`, is not {} squares",
                        self.id, self.size
                    ));
                }
                Ok(out)
            })
            .collect()
    }
}
