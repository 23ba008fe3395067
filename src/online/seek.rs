//! A seek: the game a player offers in the lobby (board, side, rated,
//! clock), written as the server takes it and read from the command
//! line's `rated,11,15+10,attacker`.

use std::fmt;
use std::time::Duration;

use crate::clock::{LONGEST_BASE, MOST_PER_MOVE, TimeControl};
use crate::engine::side::Side;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seek {
    pub side: Side,
    pub rated: bool,
    pub size: u8,
    /// `Untimed`, sudden death or Fischer: the controls the server keeps.
    pub control: TimeControl,
}

impl Seek {
    /// What the server's `new_game` takes.
    pub fn json(&self) -> String {
        let role = match self.side {
            Side::Attackers => "Attacker",
            Side::Defenders => "Defender",
        };
        let time = match fischer(self.control) {
            Some((base, add)) => format!(
                "{{\"Timed\":{{\"add_seconds\":{},\"milliseconds_left\":{}}}}}",
                add.as_secs(),
                base.as_millis()
            ),
            None => "\"UnTimed\"".into(),
        };
        format!(
            "{{\"role\":\"{role}\",\"rated\":{},\"time_settings\":{time},\"board_size\":{}}}",
            self.rated, self.size
        )
    }

    /// Reads `rated|unrated,SIZE,CLOCK,attacker|defender` (CLOCK as players
    /// write it: `15+10`, `3`, `30s+1`, `none`).
    pub fn parse(text: &str) -> Result<Seek, String> {
        let parts: Vec<&str> = text.split(',').map(str::trim).collect();
        let [rated, size, clock, side] = parts.as_slice() else {
            return Err(format!(
                "`{text}` is not a seek: write rated|unrated,SIZE,CLOCK,attacker|defender (e.g. rated,11,15+10,attacker)"
            ));
        };
        let rated = match *rated {
            "rated" => true,
            "unrated" => false,
            _ => return Err(format!("`{rated}` in the seek: write rated or unrated")),
        };
        let size = super::message::board_size(size)?;
        let control = TimeControl::parse(clock).map_err(|e| e.to_string())?;
        let side = match *side {
            "attacker" | "attackers" => Side::Attackers,
            "defender" | "defenders" => Side::Defenders,
            _ => return Err(format!("`{side}` in the seek: write attacker or defender")),
        };
        let seek = Seek {
            side,
            rated,
            size,
            control,
        };
        seek.check()?;
        Ok(seek)
    }

    /// Whether the server can keep this clock.
    pub fn check(&self) -> Result<(), String> {
        if self.control != TimeControl::Untimed && fischer(self.control).is_none() {
            return Err(format!(
                "the server keeps only Fischer clocks (like 15+10) or none, not {}",
                self.control
            ));
        }
        Ok(())
    }
}

impl fmt::Display for Seek {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rated = if self.rated { "rated" } else { "unrated" };
        let side = super::message::role(self.side);
        write!(f, "{rated},{},{},{side}", self.size, self.control)
    }
}

/// Main time and increment of a control the server keeps.
pub fn fischer(control: TimeControl) -> Option<(Duration, Duration)> {
    match control {
        TimeControl::SuddenDeath { base } => Some((base, Duration::ZERO)),
        TimeControl::Fischer { base, increment } => Some((base, increment)),
        _ => None,
    }
    .filter(|(base, add)| *base <= LONGEST_BASE && *add <= MOST_PER_MOVE)
}

/// The control a server clock stands for.
pub fn control_of(milliseconds: u64, add_seconds: u64) -> TimeControl {
    let base = Duration::from_millis(milliseconds).min(LONGEST_BASE);
    let increment = Duration::from_secs(add_seconds).min(MOST_PER_MOVE);
    if increment.is_zero() {
        TimeControl::SuddenDeath { base }
    } else {
        TimeControl::Fischer { base, increment }
    }
}
