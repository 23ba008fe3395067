//! Time controls as players name them: none, sudden death (`10`), Fischer
//! (`5+3`: minutes, and seconds added after each move), simple delay
//! (`5d3`: the clock waits that many seconds before it runs), Bronstein
//! delay (`5b3`: up to that many seconds of each move given back) and
//! hourglass (`h3`: what one side uses, the other gains). A base in
//! seconds ends in `s` (`30s+1`, for blitz and for testing bots). The text is what
//! the sheet's `TimeControl:` tag holds; reading and writing round-trip.

use std::fmt;
use std::time::Duration;

/// How much time each side has, and what a move gives back.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TimeControl {
    /// No clock.
    #[default]
    Untimed,
    SuddenDeath {
        base: Duration,
    },
    Fischer {
        base: Duration,
        increment: Duration,
    },
    SimpleDelay {
        base: Duration,
        delay: Duration,
    },
    Bronstein {
        base: Duration,
        delay: Duration,
    },
    Hourglass {
        base: Duration,
    },
}

/// The longest main time a clock holds: a day.
pub const LONGEST_BASE: Duration = Duration::from_secs(24 * 3600);
/// The most a move may give back (an increment or a delay): an hour.
pub const MOST_PER_MOVE: Duration = Duration::from_secs(3600);

/// The common Fischer controls of online play, in minutes + seconds.
pub const PRESETS: [(u64, u64); 5] = [(3, 2), (5, 3), (10, 5), (15, 10), (30, 20)];

/// A time control that could not be read, with what was read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimeControlError {
    pub text: String,
}

impl fmt::Display for TimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a time control: write none, 10 (minutes), 30s (seconds), 5+3 (minutes + seconds a move), 5d3 or 5b3 (a delay in seconds), or h3 (an hourglass of minutes)",
            self.text
        )
    }
}

impl std::error::Error for TimeControlError {}

impl TimeControl {
    /// The Fischer presets.
    pub fn presets() -> Vec<TimeControl> {
        PRESETS
            .iter()
            .map(|&(m, s)| TimeControl::Fischer {
                base: minutes(m),
                increment: Duration::from_secs(s),
            })
            .collect()
    }

    /// Each side's time at the start; none without a clock.
    pub fn base(self) -> Option<Duration> {
        match self {
            TimeControl::Untimed => None,
            TimeControl::SuddenDeath { base }
            | TimeControl::Fischer { base, .. }
            | TimeControl::SimpleDelay { base, .. }
            | TimeControl::Bronstein { base, .. }
            | TimeControl::Hourglass { base } => Some(base),
        }
    }

    /// Reads `none`, `10`, `5+3`, `5d3`, `5b3`, `h3` (minutes may have a
    /// fraction: `0.5+1` is thirty seconds and one a move).
    pub fn parse(text: &str) -> Result<TimeControl, TimeControlError> {
        let t = text.trim().to_ascii_lowercase();
        let bad = || TimeControlError {
            text: text.trim().to_owned(),
        };
        let mins = |s: &str| -> Result<Duration, TimeControlError> {
            if let Some(secs) = s.trim().strip_suffix('s') {
                let v: u64 = secs.trim().parse().map_err(|_| bad())?;
                if v == 0 || v > LONGEST_BASE.as_secs() {
                    return Err(bad());
                }
                return Ok(Duration::from_secs(v));
            }
            let m: f64 = s.trim().parse().map_err(|_| bad())?;
            if !(m > 0.0 && m <= LONGEST_BASE.as_secs_f64() / 60.0) {
                return Err(bad());
            }
            // Whole seconds, as the control is written back; less than
            // half a second is no clock.
            let secs = (m * 60.0).round();
            if secs < 1.0 {
                return Err(bad());
            }
            Ok(Duration::from_secs(secs as u64))
        };
        let secs = |s: &str| -> Result<Duration, TimeControlError> {
            let v: u64 = s.trim().parse().map_err(|_| bad())?;
            if v > MOST_PER_MOVE.as_secs() {
                return Err(bad());
            }
            Ok(Duration::from_secs(v))
        };
        if t == "none" || t == "-" {
            return Ok(TimeControl::Untimed);
        }
        if let Some(rest) = t.strip_prefix('h') {
            return Ok(TimeControl::Hourglass { base: mins(rest)? });
        }
        if let Some((m, s)) = t.split_once('+') {
            return Ok(TimeControl::Fischer {
                base: mins(m)?,
                increment: secs(s)?,
            });
        }
        if let Some((m, s)) = t.split_once('d') {
            return Ok(TimeControl::SimpleDelay {
                base: mins(m)?,
                delay: secs(s)?,
            });
        }
        if let Some((m, s)) = t.split_once('b') {
            return Ok(TimeControl::Bronstein {
                base: mins(m)?,
                delay: secs(s)?,
            });
        }
        Ok(TimeControl::SuddenDeath { base: mins(&t)? })
    }
}

fn minutes(m: u64) -> Duration {
    Duration::from_secs(m * 60)
}

/// Minutes as written: whole where whole (`5`), whole seconds under a
/// minute or not a quarter minute (`30s`), else with the fraction (`0.5`).
fn write_minutes(f: &mut fmt::Formatter<'_>, d: Duration) -> fmt::Result {
    let ms = d.as_millis();
    if ms.is_multiple_of(60_000) {
        write!(f, "{}", ms / 60_000)
    } else if ms.is_multiple_of(1000) && !ms.is_multiple_of(15_000) {
        write!(f, "{}s", ms / 1000)
    } else {
        let m = ms as f64 / 60_000.0;
        let text = format!("{m:.4}");
        write!(f, "{}", text.trim_end_matches('0').trim_end_matches('.'))
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TimeControl::Untimed => write!(f, "none"),
            TimeControl::SuddenDeath { base } => write_minutes(f, base),
            TimeControl::Fischer { base, increment } => {
                write_minutes(f, base)?;
                write!(f, "+{}", increment.as_secs())
            }
            TimeControl::SimpleDelay { base, delay } => {
                write_minutes(f, base)?;
                write!(f, "d{}", delay.as_secs())
            }
            TimeControl::Bronstein { base, delay } => {
                write_minutes(f, base)?;
                write!(f, "b{}", delay.as_secs())
            }
            TimeControl::Hourglass { base } => {
                write!(f, "h")?;
                write_minutes(f, base)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_reads_and_writes_back() {
        for text in [
            "none", "10", "5+3", "0.5+1", "5d3", "5b3", "h3", "90+30", "1s+0", "20s", "h40s",
        ] {
            let control = TimeControl::parse(text).unwrap();
            assert_eq!(control.to_string(), text);
            assert_eq!(TimeControl::parse(&control.to_string()), Ok(control));
        }
        // Fractions of a minute are whole seconds, written back alike.
        let odd = TimeControl::parse("1.2345").unwrap();
        assert_eq!(odd.base(), Some(Duration::from_secs(74)));
        assert_eq!(TimeControl::parse(&odd.to_string()), Ok(odd));
        assert_eq!(
            TimeControl::parse(" 5+3 "),
            Ok(TimeControl::Fischer {
                base: Duration::from_secs(300),
                increment: Duration::from_secs(3)
            })
        );
    }

    #[test]
    fn nonsense_is_refused_with_what_was_written() {
        for text in [
            "", "0", "-5", "5+", "+3", "5+x", "fast", "5+99999", "h", "0s+1", "s+1", "1.5s",
            "0.00001", "1441", "86401s",
        ] {
            let e = TimeControl::parse(text).unwrap_err();
            assert_eq!(e.text, text.trim());
            assert!(e.to_string().contains("is not a time control"));
        }
    }

    #[test]
    fn presets_are_the_common_fischer_controls() {
        let names: Vec<String> = TimeControl::presets()
            .iter()
            .map(|c| c.to_string())
            .collect();
        assert_eq!(names, ["3+2", "5+3", "10+5", "15+10", "30+20"]);
    }
}
