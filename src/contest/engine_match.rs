//! A match between two engines run as processes: games in pairs from the
//! same opening (a few random moves by the seed, or the start of a given
//! game), each engine attacking once; every move judged by Taflbord's
//! rules, a move that breaks them (or no answer, or a fallen flag) losing
//! the game; the score with its Elo difference and error margin.

use super::remote::RemoteEngine;
use crate::bot::Rng;
use crate::clock::{Clock, TimeControl};
use crate::engine::position::Move;
use crate::engine::side::Side;
use crate::engine::variant::Variant;
use crate::record::{GameRecord, GameResult, ResultReason};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How a match is played.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    pub variant: Arc<Variant>,
    pub games: usize,
    /// Chooses the openings.
    pub seed: u64,
    /// Random moves played before the engines take over (the same for
    /// both games of a pair).
    pub opening_plies: usize,
    /// Set openings, taken in turn by the pairs instead of random moves:
    /// each a line of legal moves from the start.
    pub openings: Vec<Vec<Move>>,
    /// The clock: Fischer or sudden death (each engine is told it and
    /// judged by it); untimed lets each think as its own level says.
    pub time_control: TimeControl,
    /// A game still going after this many plies is a draw.
    pub max_plies: usize,
}

/// One game: the record (with its result) and the engine that attacked.
pub struct MatchGame {
    pub record: GameRecord,
    /// 0 or 1: which engine attacked.
    pub attacker: usize,
    /// The winning engine, none for a draw.
    pub winner: Option<usize>,
    /// Why the game ended, in words.
    pub why: String,
}

/// The running score: wins of each engine, and draws.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    pub wins: [usize; 2],
    pub draws: usize,
}

impl Score {
    /// Counts a game won by engine `winner` (0 or 1), or drawn.
    pub fn add(&mut self, winner: Option<usize>) {
        match winner {
            Some(w) => self.wins[w] += 1,
            None => self.draws += 1,
        }
    }

    pub fn games(&self) -> usize {
        self.wins[0] + self.wins[1] + self.draws
    }

    /// The first engine's share of the points.
    pub fn share(&self) -> f64 {
        let n = self.games().max(1) as f64;
        (self.wins[0] as f64 + self.draws as f64 / 2.0) / n
    }

    /// The first engine's Elo advantage with its 95 % interval.
    pub fn elo(&self) -> Elo {
        let n = self.games();
        if n == 0 {
            return Elo::default();
        }
        let p = self.share();
        // Draws make a game's points vary less than a win or a loss
        // would; the interval counts that as more games (at least `n`).
        let w = self.wins[0] as f64 / n as f64;
        let d = self.draws as f64 / n as f64;
        let var = w * (1.0 - p).powi(2) + d * (0.5 - p).powi(2) + (1.0 - w - d) * p.powi(2);
        let n = n as f64;
        let effective = if var > 0.0 && p > 0.0 && p < 1.0 {
            n * p * (1.0 - p) / var
        } else {
            n
        };
        // Wilson's interval: unlike share ± 1.96 standard errors, it stays
        // within 0..1 and is not empty when one side has every point.
        let z2 = 1.96f64.powi(2);
        let centre = (p + z2 / (2.0 * effective)) / (1.0 + z2 / effective);
        let half = (z2 * (p * (1.0 - p) / effective + z2 / (4.0 * effective * effective))).sqrt()
            / (1.0 + z2 / effective);
        // At a share of 0 or 1 that side's bound is the share itself;
        // rounding must not turn it into a finite number.
        Elo {
            estimate: elo_of(p),
            low: (p > 0.0).then(|| elo_of(centre - half)).flatten(),
            high: (p < 1.0).then(|| elo_of(centre + half)).flatten(),
        }
    }
}

/// The first engine's wins, losses and draws, as `3-1-2`.
impl std::fmt::Display for Score {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-{}-{}", self.wins[0], self.wins[1], self.draws)
    }
}

/// An Elo difference measured by a match, and its 95 % interval. Each is
/// missing where the score makes it infinite: the estimate when one side
/// has every point, and then the bound on that side.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Elo {
    pub estimate: Option<f64>,
    pub low: Option<f64>,
    pub high: Option<f64>,
}

impl std::fmt::Display for Elo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.estimate, self.low, self.high) {
            (Some(e), Some(l), Some(h)) => write!(f, "Elo {e:+.0} (95%: {l:+.0} to {h:+.0})"),
            (_, Some(l), None) => write!(f, "Elo at least {l:+.0} (95%; 1 has every point)"),
            (_, None, Some(h)) => write!(f, "Elo at most {h:+.0} (95%; 2 has every point)"),
            _ => write!(f, "Elo unmeasured (no games)"),
        }
    }
}

/// The Elo difference of a points share; none at 0 or 1.
fn elo_of(share: f64) -> Option<f64> {
    (share > 0.0 && share < 1.0).then(|| -400.0 * (1.0 / share - 1.0).log10())
}

/// Plays pair `pair`'s opening: its set line, or random legal moves by
/// the seed and the pair.
fn open(record: &mut GameRecord, config: &MatchConfig, pair: usize) {
    if !config.openings.is_empty() {
        for &mv in &config.openings[pair % config.openings.len()] {
            // A line that stops being legal (it was checked when read)
            // ends the opening there rather than the match.
            if record.outcome().is_some() || record.play(mv).is_err() {
                break;
            }
        }
        return;
    }
    let mut rng = Rng::new(config.seed ^ (pair as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    for _ in 0..config.opening_plies {
        let moves = record.position().legal_moves();
        if moves.is_empty() || record.outcome().is_some() {
            break;
        }
        let pick = moves[(rng.next_u64() % moves.len() as u64) as usize];
        if record.play(pick).is_err() {
            break;
        }
    }
}

fn ms(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

/// Plays game `k` of the match between `engines` (0 attacks in even games).
pub fn play_game(
    engines: &mut [Box<dyn RemoteEngine>; 2],
    config: &MatchConfig,
    k: usize,
) -> MatchGame {
    let attacker = k % 2;
    let variant = &config.variant;
    let mut record = GameRecord::new(variant.clone());
    open(&mut record, config, k / 2);
    let seat = |side: Side| match side {
        Side::Attackers => attacker,
        Side::Defenders => 1 - attacker,
    };
    record.meta.attackers = engines[attacker].name().to_owned();
    record.meta.defenders = engines[1 - attacker].name().to_owned();
    record.meta.event = format!("Engine match, game {}", k + 1);
    record.meta.time_control = config.time_control.base().map(|_| config.time_control);
    let clock_args = match config.time_control {
        TimeControl::Fischer { base, increment } => Some((ms(base), increment.as_secs())),
        TimeControl::SuddenDeath { base } => Some((ms(base), 0)),
        _ => None,
    };
    let ended = |record: &mut GameRecord, winner: Option<Side>, reason: ResultReason| {
        if record.outcome().is_none() {
            record.meta.result = Some(GameResult { winner, reason });
        }
    };
    let mut why = String::new();
    // Both engines get the game so far.
    for (e, engine) in engines.iter_mut().enumerate() {
        let setup = engine.new_game(record.start(), clock_args).and_then(|()| {
            let main = record.main_line();
            for w in main.windows(2) {
                let before = record.node(w[0]).position();
                let mv = record.node(w[1]).mv().expect("a move");
                engine.told(before, mv, record.node(w[1]).position())?;
            }
            Ok(())
        });
        if let Err(e2) = setup {
            let loser = if e == attacker {
                Side::Attackers
            } else {
                Side::Defenders
            };
            ended(&mut record, Some(loser.other()), ResultReason::Resignation);
            return finish(record, attacker, e2);
        }
    }
    let mut clock = Clock::new(config.time_control);
    let start = Instant::now();
    if let Some(c) = &mut clock {
        c.start(record.position().turn(), start.elapsed());
    }
    while record.outcome().is_none() && record.ply() < config.max_plies {
        let side = record.position().turn();
        let e = seat(side);
        let wait = clock.as_ref().map_or(Duration::from_secs(120), |c| {
            c.left(side, start.elapsed()) + Duration::from_secs(5)
        });
        let left = clock.as_ref().map(|c| c.readings(start.elapsed()));
        let before = record.position().clone();
        let answer = engines[e].generate(&before, left, wait);
        if let Some(c) = &mut clock
            && let Some(flagged) = c.press(start.elapsed())
        {
            ended(&mut record, Some(flagged.other()), ResultReason::Time);
            why = format!("{} lost on time", engines[seat(flagged)].name());
            break;
        }
        let mv = match answer {
            Ok(mv) => mv,
            Err(e2) => {
                ended(&mut record, Some(side.other()), ResultReason::Resignation);
                why = e2;
                break;
            }
        };
        if let Err(illegal) = record.play(mv) {
            ended(&mut record, Some(side.other()), ResultReason::Resignation);
            why = format!(
                "{} played {mv}, which the rules refuse: {illegal:?}",
                engines[e].name()
            );
            break;
        }
        let after = record.position();
        if after.outcome().is_some() {
            // The board decided; what the engines hear of it changes nothing.
            let _ = engines[e].accepted(after);
            break;
        }
        // The engine that cannot be told loses: the mover when it no
        // longer listens after its move, else the other.
        let told = match engines[e].accepted(after) {
            Ok(()) => engines[1 - e]
                .told(&before, mv, after)
                .map_err(|t| (side.other(), t)),
            Err(t) => Err((side, t)),
        };
        if let Err((loser, e2)) = told {
            ended(&mut record, Some(loser.other()), ResultReason::Resignation);
            why = e2;
            break;
        }
    }
    if record.result().is_none() {
        ended(&mut record, None, ResultReason::MoveLimit);
        why = format!("no end after {} plies: a draw", config.max_plies);
    }
    finish(record, attacker, why)
}

fn finish(record: GameRecord, attacker: usize, why: String) -> MatchGame {
    let result = record.result().expect("the game has a result");
    let winner = result.winner.map(|w| match w {
        Side::Attackers => attacker,
        Side::Defenders => 1 - attacker,
    });
    let why = if why.is_empty() {
        result.to_string()
    } else {
        why
    };
    MatchGame {
        record,
        attacker,
        winner,
        why,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn score(wins: usize, losses: usize, draws: usize) -> Score {
        Score {
            wins: [wins, losses],
            draws,
        }
    }

    #[test]
    fn the_interval_holds_the_estimate_and_narrows_with_games() {
        let e = score(15, 14, 1).elo();
        let (mid, low, high) = (e.estimate.unwrap(), e.low.unwrap(), e.high.unwrap());
        assert!((mid - 11.6).abs() < 0.5, "{e:?}");
        assert!(
            low < mid && mid < high && low < -100.0 && high > 100.0,
            "{e:?}"
        );
        let more = score(150, 140, 10).elo();
        assert!(
            more.high.unwrap() - more.low.unwrap() < (high - low) / 3.0,
            "{more:?}"
        );
        // Draws in place of a win and a loss each: the same share, surer.
        let drawn = score(100, 90, 110).elo();
        assert!(
            drawn.high.unwrap() - drawn.low.unwrap() < more.high.unwrap() - more.low.unwrap(),
            "{drawn:?}"
        );
        assert_eq!(e.to_string(), "Elo +12 (95%: -108 to +131)");
    }

    #[test]
    fn a_clean_sweep_still_has_a_bound() {
        let sweep = score(10, 0, 0).elo();
        assert_eq!((sweep.estimate, sweep.high), (None, None));
        // Wilson's lower bound for 10 of 10 is a share of 10 / 13.84.
        let low = sweep.low.unwrap();
        assert!((low - 166.0).abs() < 2.0, "{sweep:?}");
        assert_eq!(
            sweep.to_string(),
            "Elo at least +166 (95%; 1 has every point)"
        );
        let lost = score(0, 10, 0).elo();
        assert_eq!((lost.estimate, lost.low), (None, None));
        assert!((lost.high.unwrap() + low).abs() < 1e-6, "{lost:?}");
        assert_eq!(
            Score::default().elo().to_string(),
            "Elo unmeasured (no games)"
        );
        // Sweeps of sizes where the open bound rounds off 0 or 1.
        for n in [6, 19, 21, 29, 37] {
            let sweep = score(n, 0, 0).elo();
            assert!(
                sweep.low.is_some() && sweep.high.is_none(),
                "{n}: {sweep:?}"
            );
            let lost = score(0, n, 0).elo();
            assert!(lost.low.is_none() && lost.high.is_some(), "{n}: {lost:?}");
        }
    }
}
