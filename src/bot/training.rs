//! Fitting the learned evaluation's weights to finished games: every
//! position of every game is a sample, labelled with how the game ended
//! for the defenders (1 won, ½ drawn, 0 lost); the weights are those of a
//! logistic model whose score, put through the analysis's winning-chance
//! curve, best predicts the labels. Plain full-batch Adam from zero, one
//! thread, no randomness: the same games give the same weights.
//!
//! Games come from real play where there is some (copenhagen.csv) and
//! from self-play of the hand-set evaluation, its weaker moves chosen at
//! random from a seed, where there is not.

use super::features::{TERM_COUNT, TERMS, classes, row};
use super::search::{Evaluation, SearchBot, Style};
use super::weights::{MAX_WEIGHT, Weights, WeightsFile};
use super::{FinishedGame, Limits, Rng, choose_now, search_now};
use crate::engine::position::Position;
use crate::engine::side::Side;
use crate::engine::variant::Variant;
use std::sync::Arc;

/// Points (hundredths) per unit of the logistic model's log-odds: the
/// analysis's curve, so that a score's winning chance is what the games said.
pub const SCALE: f64 = 300.0;

/// Positions of games, as rows of features, with their labels.
#[derive(Clone, Debug, Default)]
pub struct Samples {
    width: usize,
    rows: Vec<f32>,
    labels: Vec<f32>,
}

impl Samples {
    pub fn len(&self) -> usize {
        self.labels.len()
    }

    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
    }

    fn row(&self, k: usize) -> &[f32] {
        &self.rows[k * self.width..(k + 1) * self.width]
    }
}

/// How samples are labelled: with the game's end, mixed with what a
/// search says of the position.
#[derive(Clone, Debug)]
pub struct Labels {
    /// How deep the labelling search looks (0: the game's end only).
    pub depth: u32,
    /// The share of the game's end in the label (the rest is the search's).
    pub result_share: f64,
    /// What the labelling search judges by: the hand-set terms, or an
    /// earlier generation's weights.
    pub evaluation: Evaluation,
}

/// Every position of `games` that is not settled by a win next move,
/// labelled as `labels` says. A game's moves are followed while they are
/// legal. The games are shared out among `threads` threads; each game's
/// searches start afresh, so the labels do not depend on the sharing.
pub fn samples(
    variant: &Arc<Variant>,
    games: &[FinishedGame],
    labels: &Labels,
    threads: usize,
) -> Samples {
    let width = 3 * classes(variant.size()) + TERM_COUNT;
    let chunk = games.len().div_ceil(threads.max(1)).max(1);
    let parts: Vec<Samples> = std::thread::scope(|scope| {
        let handles: Vec<_> = games
            .chunks(chunk)
            .map(|part| scope.spawn(move || samples_of(variant, part, labels, width)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a labelling thread panicked"))
            .collect()
    });
    let mut all = Samples {
        width,
        ..Samples::default()
    };
    for part in parts {
        all.rows.extend(part.rows);
        all.labels.extend(part.labels);
    }
    all
}

fn samples_of(
    variant: &Arc<Variant>,
    games: &[FinishedGame],
    labels: &Labels,
    width: usize,
) -> Samples {
    let mut samples = Samples {
        width,
        ..Samples::default()
    };
    let mut bot = SearchBot::new().with_evaluation(labels.evaluation.clone());
    for game in games {
        let result = match game.winner {
            Some(Side::Defenders) => 1.0,
            Some(Side::Attackers) => 0.0,
            None => 0.5,
        };
        bot.clear();
        let mut pos = Position::new(variant.clone());
        for &mv in &game.moves {
            if pos.play(mv).is_err() || pos.outcome().is_some() {
                break;
            }
            let Some(r) = row(&mut pos) else { continue };
            let label = if labels.depth == 0 {
                result
            } else {
                let (_, progress) = search_now(&mut bot, &pos, Limits::fixed_depth(labels.depth));
                let score = progress.map_or(0, |p| p.score);
                let for_defenders = if pos.turn() == Side::Defenders {
                    score
                } else {
                    -score
                };
                let searched = win_chance(for_defenders);
                labels.result_share * result + (1.0 - labels.result_share) * searched
            };
            samples.rows.extend_from_slice(&r);
            samples.labels.push(label as f32);
        }
    }
    samples
}

/// The winning chance (0 to 1) of the side whose view `score` is, by the
/// curve the fit uses (and the analysis shows); wins and losses found by
/// the search are certain.
pub fn win_chance(score: i32) -> f64 {
    const CERTAIN: i32 = super::WIN - 1_000;
    if score > CERTAIN {
        1.0
    } else if score < -CERTAIN {
        0.0
    } else {
        sigmoid(f64::from(score) / SCALE)
    }
}

/// Self-play for training: `games` games of a bot searching `depth` plies
/// with the hand-set evaluation, choosing among moves within `margin`
/// points of the best; each game opens with two random moves a side and
/// ends as a draw after `max_plies`. The same seed plays the same games.
pub fn self_play(
    variant: &Arc<Variant>,
    games: usize,
    depth: u32,
    margin: i32,
    seed: u64,
    max_plies: usize,
) -> Vec<FinishedGame> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(games);
    for g in 0..games {
        let style = |k: u64| Style {
            margin,
            seed: seed.wrapping_mul(1_000_003).wrapping_add(2 * g as u64 + k),
            ..Style::default()
        };
        let mut bots = [
            SearchBot::with_style("self-play", style(0)).with_evaluation(Evaluation::Hand),
            SearchBot::with_style("self-play", style(1)).with_evaluation(Evaluation::Hand),
        ];
        let mut pos = Position::new(variant.clone());
        let mut moves = Vec::new();
        while pos.outcome().is_none() && moves.len() < max_plies {
            let mv = if moves.len() < 4 {
                let legal = pos.legal_moves();
                rng.pick(&legal).copied()
            } else {
                let side = usize::from(pos.turn() == Side::Defenders);
                choose_now(&mut bots[side], &pos, Limits::fixed_depth(depth))
            };
            let Some(mv) = mv else { break };
            if pos.play(mv).is_err() {
                break;
            }
            moves.push(mv);
        }
        out.push(FinishedGame {
            moves,
            winner: pos.outcome().and_then(|o| o.winner),
        });
    }
    out
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The mean cross-entropy of `weights` (log-odds units) on `samples`.
pub fn loss(samples: &Samples, weights: &[f64]) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let mut total = 0.0;
    for k in 0..samples.len() {
        let z: f64 = dot(samples.row(k), weights);
        let p = sigmoid(z).clamp(1e-9, 1.0 - 1e-9);
        let y = f64::from(samples.labels[k]);
        total -= y * p.ln() + (1.0 - y) * (1.0 - p).ln();
    }
    total / samples.len() as f64
}

fn dot(row: &[f32], weights: &[f64]) -> f64 {
    row.iter()
        .zip(weights)
        .map(|(&x, &w)| f64::from(x) * w)
        .sum()
}

/// Fits the weights (log-odds units) by `steps` steps of full-batch Adam
/// from zero, with a little L2 pull towards zero so that rarely seen
/// squares stay small. On every square a piece stands on in the games, it
/// is kept worth at least `piece_floor` points to its side: games between
/// bots of one strength seldom punish a piece given away, so the fit alone
/// can value one below what a search will trade it for.
pub fn fit(samples: &Samples, steps: usize, piece_floor: i32) -> Vec<f64> {
    const RATE: f64 = 0.01;
    const L2: f64 = 1e-5;
    let width = samples.width;
    let mut w = vec![0.0; width];
    let (mut m, mut v) = (vec![0.0; width], vec![0.0; width]);
    let (b1, b2) = (0.9f64, 0.999f64);
    let n = samples.len().max(1) as f64;
    let mut grad = vec![0.0; width];
    let floor = f64::from(piece_floor.max(0)) / SCALE;
    // The attackers' and defenders' tables, where a piece has stood.
    let squares = (width - TERM_COUNT) / 3;
    let floored: Vec<(usize, f64)> = (0..2 * squares)
        .filter(|&j| (0..samples.len()).any(|k| samples.row(k)[j] != 0.0))
        .map(|j| (j, if j < squares { -1.0 } else { 1.0 }))
        .collect();
    for step in 1..=steps {
        grad.fill(0.0);
        for k in 0..samples.len() {
            let row = samples.row(k);
            let err = sigmoid(dot(row, &w)) - f64::from(samples.labels[k]);
            for (g, &x) in grad.iter_mut().zip(row) {
                *g += err * f64::from(x);
            }
        }
        // Past i32::MAX steps the powers are zero all the same.
        let power = i32::try_from(step).unwrap_or(i32::MAX);
        for j in 0..width {
            let g = grad[j] / n + L2 * w[j];
            m[j] = b1 * m[j] + (1.0 - b1) * g;
            v[j] = b2 * v[j] + (1.0 - b2) * g * g;
            let m_hat = m[j] / (1.0 - b1.powi(power));
            let v_hat = v[j] / (1.0 - b2.powi(power));
            w[j] -= RATE * m_hat / (v_hat.sqrt() + 1e-8);
        }
        if floor > 0.0 {
            for &(j, side) in &floored {
                w[j] = side * (side * w[j]).max(floor);
            }
        }
    }
    w
}

/// The fitted weights in points, as a weights file for `variant`.
pub fn weights_file(variant: &Variant, fitted: &[f64], recipe: &str) -> Result<Weights, String> {
    let n = classes(variant.size());
    let points = |x: f64| ((x * SCALE).round() as i32).clamp(-MAX_WEIGHT, MAX_WEIGHT);
    let table = |k: usize| {
        fitted[k * n..(k + 1) * n]
            .iter()
            .map(|&x| points(x))
            .collect()
    };
    Weights::new(WeightsFile {
        variant: variant.id().to_owned(),
        size: variant.size(),
        recipe: recipe.to_owned(),
        attacker: table(0),
        defender: table(1),
        king: table(2),
        terms: TERMS
            .iter()
            .enumerate()
            .map(|(k, name)| ((*name).to_owned(), points(fitted[3 * n + k])))
            .collect(),
    })
}
