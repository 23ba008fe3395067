//! The winning-chance curve fitted to games: how often the defenders won
//! from the positions a search scored, as a logistic curve of the score,
//! `chance = 1 / (1 + e^-((score + offset) / scale))`.
//!
//! The offset is the defenders' edge that the evaluation does not see: a
//! score of 0 is not an even game when one side wins more often from it.
//! Positions of one game are far from independent, so the curve's errors
//! come from refitting it to games drawn again (a bootstrap), not from the
//! count of positions.

use crate::bot::{Rng, WIN};
use crate::engine::side::Side;

/// A scored position: its search's score from the defenders' view and
/// how its game ended for them (1 won, ½ drawn, 0 lost).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Outcome {
    pub score: f64,
    pub result: f64,
}

/// A logistic winning-chance curve, from the defenders' view.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Curve {
    /// Points of score per unit of log-odds.
    pub scale: f64,
    /// Points the defenders are worth beyond their score.
    pub offset: f64,
}

impl Curve {
    /// The defenders' winning chance at `score` (their view).
    pub fn defenders_chance(&self, score: f64) -> f64 {
        1.0 / (1.0 + (-(score + self.offset) / self.scale).exp())
    }

    /// The winning chance (0 to 1) of `side`, whose view the search's
    /// `score` is; wins and losses the search found are certain.
    pub fn chance(&self, score: i32, side: Side) -> f64 {
        const CERTAIN: i32 = WIN - 1_000;
        if score > CERTAIN {
            return 1.0;
        }
        if score < -CERTAIN {
            return 0.0;
        }
        match side {
            Side::Defenders => self.defenders_chance(f64::from(score)),
            Side::Attackers => 1.0 - self.defenders_chance(-f64::from(score)),
        }
    }

    /// Mean cross-entropy of the curve's chances against the results:
    /// 0.693 is a coin's, lower is better.
    pub fn loss(&self, seen: &[Outcome]) -> f64 {
        let sum: f64 = seen
            .iter()
            .map(|o| {
                let p = self.defenders_chance(o.score).clamp(1e-12, 1.0 - 1e-12);
                -(o.result * p.ln() + (1.0 - o.result) * (1.0 - p).ln())
            })
            .sum();
        sum / seen.len().max(1) as f64
    }
}

/// Why no curve fits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unfit {
    /// Too few positions, or every game ended the same way.
    TooFew,
    /// The fit did not settle, or higher scores won less often: the scores
    /// do not predict the results.
    NoSignal,
}

impl std::fmt::Display for Unfit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Unfit::TooFew => "too few scored positions, or every game ended alike",
            Unfit::NoSignal => "the scores do not predict how the games ended",
        })
    }
}

/// Scores enter the fit in pieces (hundreds of points), which keeps the
/// two unknowns of like size.
const UNIT: f64 = 100.0;

/// The curve of least cross-entropy over `seen` (a logistic regression on
/// the score, by Newton's method).
pub fn fit(seen: &[Outcome]) -> Result<Curve, Unfit> {
    let mean = seen.iter().map(|o| o.result).sum::<f64>() / seen.len().max(1) as f64;
    if seen.len() < 10 || mean <= 0.0 || mean >= 1.0 {
        return Err(Unfit::TooFew);
    }
    // chance = σ(w·x + c) with x the score in pieces.
    let (mut w, mut c) = (0.0f64, 0.0f64);
    for _ in 0..60 {
        let (mut gw, mut gc, mut hww, mut hwc, mut hcc) = (0.0, 0.0, 0.0, 0.0, 0.0);
        for o in seen {
            let x = o.score / UNIT;
            let p = 1.0 / (1.0 + (-(w * x + c)).exp());
            let (e, v) = (p - o.result, (p * (1.0 - p)).max(1e-12));
            gw += e * x;
            gc += e;
            hww += v * x * x;
            hwc += v * x;
            hcc += v;
        }
        let det = hww * hcc - hwc * hwc;
        if det.abs() < 1e-12 {
            return Err(Unfit::NoSignal);
        }
        let (dw, dc) = ((hcc * gw - hwc * gc) / det, (hww * gc - hwc * gw) / det);
        w -= dw;
        c -= dc;
        if dw.abs() < 1e-10 && dc.abs() < 1e-10 {
            if !(w.is_finite() && c.is_finite()) || w <= 1e-6 {
                return Err(Unfit::NoSignal);
            }
            return Ok(Curve {
                scale: UNIT / w,
                offset: c * UNIT / w,
            });
        }
    }
    Err(Unfit::NoSignal)
}

/// The curve fitted to all `games` (each its positions), with each
/// unknown's standard error from refitting to `rounds` samples of the
/// games drawn with replacement (a fixed `seed`: the same errors again).
pub fn fit_with_errors(
    games: &[Vec<Outcome>],
    rounds: usize,
    seed: u64,
) -> Result<(Curve, Curve), Unfit> {
    let all: Vec<Outcome> = games.iter().flatten().copied().collect();
    let curve = fit(&all)?;
    let mut rng = Rng::new(seed);
    let mut refits = Vec::with_capacity(rounds);
    let mut drawn = Vec::with_capacity(all.len());
    for _ in 0..rounds {
        drawn.clear();
        for _ in 0..games.len() {
            drawn.extend_from_slice(&games[rng.below(games.len())]);
        }
        if let Ok(c) = fit(&drawn) {
            refits.push(c);
        }
    }
    let spread = |get: fn(&Curve) -> f64| {
        let n = refits.len().max(2) as f64;
        let mean = refits.iter().map(get).sum::<f64>() / n;
        (refits.iter().map(|c| (get(c) - mean).powi(2)).sum::<f64>() / (n - 1.0)).sqrt()
    };
    let errors = Curve {
        scale: spread(|c| c.scale),
        offset: spread(|c| c.offset),
    };
    Ok((curve, errors))
}

/// One band of scores: how many positions, how often the defenders won
/// from them, and what a curve foretold.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Band {
    /// Scores from `low` up to (not including) `high`.
    pub low: f64,
    pub high: f64,
    pub positions: usize,
    pub won: f64,
    pub foretold: f64,
}

/// The positions of `seen` in the bands between `edges` (in order), each
/// with the defenders' share of wins and `curve`'s mean chance.
pub fn calibration(curve: &Curve, seen: &[Outcome], edges: &[f64]) -> Vec<Band> {
    edges
        .windows(2)
        .map(|e| {
            let inside: Vec<&Outcome> = seen
                .iter()
                .filter(|o| o.score >= e[0] && o.score < e[1])
                .collect();
            let n = inside.len().max(1) as f64;
            Band {
                low: e[0],
                high: e[1],
                positions: inside.len(),
                won: inside.iter().map(|o| o.result).sum::<f64>() / n,
                foretold: inside
                    .iter()
                    .map(|o| curve.defenders_chance(o.score))
                    .sum::<f64>()
                    / n,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Games drawn from `curve`: each a run of positions whose score
    /// drifts, ending as a draw from the curve's chance at its last score.
    fn games_from(curve: &Curve, count: usize, seed: u64) -> Vec<Vec<Outcome>> {
        let mut rng = Rng::new(seed);
        (0..count)
            .map(|_| {
                let mut score = rng.below(1_201) as f64 - 600.0;
                let scores: Vec<f64> = (0..8)
                    .map(|_| {
                        score += rng.below(101) as f64 - 50.0;
                        score
                    })
                    .collect();
                let p = curve.defenders_chance(score);
                let won = (rng.below(1_000_000) as f64) < p * 1e6;
                let result = if won { 1.0 } else { 0.0 };
                scores
                    .into_iter()
                    .map(|score| Outcome { score, result })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn the_fit_finds_the_curve_the_games_were_drawn_from() {
        let truth = Curve {
            scale: 250.0,
            offset: 120.0,
        };
        let games = games_from(&truth, 4_000, 3);
        let (curve, errors) = fit_with_errors(&games, 40, 1).expect("a fit");
        assert!(
            (curve.scale - 250.0).abs() < 4.0 * errors.scale + 5.0,
            "{curve:?} ± {errors:?}"
        );
        assert!(
            (curve.offset - 120.0).abs() < 4.0 * errors.offset + 5.0,
            "{curve:?} ± {errors:?}"
        );
        assert!(errors.scale > 0.0 && errors.scale < 30.0, "{errors:?}");
        // The fitted curve predicts better than one twice as flat.
        let all: Vec<Outcome> = games.iter().flatten().copied().collect();
        let flat = Curve {
            scale: 500.0,
            ..curve
        };
        assert!(curve.loss(&all) < flat.loss(&all));
        // And each band's wins are near what it foretold.
        let edges = [-1e9, -300.0, 0.0, 300.0, 1e9];
        for band in calibration(&curve, &all, &edges) {
            assert!((band.won - band.foretold).abs() < 0.05, "{band:?}");
        }
    }

    #[test]
    fn results_the_scores_do_not_predict_are_refused() {
        let alike = |result| -> Vec<Outcome> {
            (0..50)
                .map(|k| Outcome {
                    score: f64::from(k) * 10.0,
                    result,
                })
                .collect()
        };
        assert_eq!(fit(&alike(1.0)), Err(Unfit::TooFew));
        assert_eq!(fit(&alike(0.0)), Err(Unfit::TooFew));
        // Higher scores lost more often.
        let upside_down: Vec<Outcome> = (0..100)
            .map(|k| Outcome {
                score: f64::from(k) * 10.0,
                result: if k % 3 == 0 || k < 50 { 1.0 } else { 0.0 },
            })
            .collect();
        assert_eq!(fit(&upside_down), Err(Unfit::NoSignal));
    }

    #[test]
    fn a_draw_counts_half() {
        // Draws only, at scores either side of 0: the even chance is at 0.
        let seen: Vec<Outcome> = (-20..=20)
            .map(|k| Outcome {
                score: f64::from(k) * 25.0,
                result: 0.5,
            })
            .chain([
                Outcome {
                    score: -400.0,
                    result: 0.0,
                },
                Outcome {
                    score: 400.0,
                    result: 1.0,
                },
            ])
            .collect();
        let curve = fit(&seen).expect("a fit");
        assert!(curve.offset.abs() < 1.0, "{curve:?}");
    }
}
