//! Which sounds a move earns: a move or a capture, then a warning, a win or
//! a loss over it.

use super::Player;
use crate::{Played, Position, Side};

/// The sounds the game makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    Move,
    Capture,
    Warning,
    Win,
    Loss,
    /// A person's clock runs short.
    LowTime,
}

impl Sound {
    pub const ALL: [Sound; 6] = [
        Sound::Move,
        Sound::Capture,
        Sound::Warning,
        Sound::Win,
        Sound::Loss,
        Sound::LowTime,
    ];
}

/// The sounds `played` earns, in the order they play; `after` is the
/// position it led to and `players` who sits where.
pub fn earned(played: &Played, after: &Position, players: [Player; 2]) -> Vec<Sound> {
    let mut sounds = vec![if played.captures.is_empty() {
        Sound::Move
    } else {
        Sound::Capture
    }];
    if let Some(outcome) = played.outcome {
        // Win or loss as the one person at the board sees it; between two
        // people or two bots, a decided game sounds like a win.
        let people: Vec<Side> = [Side::Attackers, Side::Defenders]
            .into_iter()
            .filter(|&s| players[super::seat(s)] == Player::Person)
            .collect();
        let won = match (outcome.winner, people.as_slice()) {
            (None, _) => false,
            (Some(w), [me]) => w == *me,
            (Some(_), _) => true,
        };
        sounds.push(if won { Sound::Win } else { Sound::Loss });
    } else if after.escape_paths() > 0 || after.king_in_danger() {
        sounds.push(Sound::Warning);
    }
    sounds
}
