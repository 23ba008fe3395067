//! Training the network: positions of self-play, each labelled by its
//! game's result mixed with its search's score, fitted by mini-batch Adam
//! on the cross-entropy of the predicted winning chance. One thread, and
//! every random choice (the order, each position's symmetry) from the
//! seed and the epoch: the same data and seed give the same network, and
//! a run resumed from its checkpoint goes on as if never stopped.

use super::float::FloatNetwork;
use super::symmetry::map_input;
use super::{HIDDEN, INPUTS, POINTS, inputs};
use crate::bot::Rng;
use crate::bot::features::{TERM_COUNT, king_terms};
use crate::bot::selfplay::{Game, UNSCORED};
use crate::engine::position::Position;
use crate::engine::variant::Variant;
use std::sync::Arc;

/// The most pieces a board of the network holds (24 + 12 + the king).
pub const MAX_PIECES: usize = 40;

/// A position for training.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    inputs: [u16; MAX_PIECES],
    count: u8,
    terms: [i8; TERM_COUNT],
    /// The defenders' winning chance to learn.
    target: f32,
}

impl Sample {
    /// The position's inputs.
    pub fn inputs(&self) -> &[u16] {
        &self.inputs[..usize::from(self.count)]
    }

    /// The king's measures.
    pub fn terms(&self) -> [i32; TERM_COUNT] {
        self.terms.map(i32::from)
    }
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// Every position of `games` that the evaluation would judge (not one a
/// win next move settles), labelled with `result_share` of its game's
/// result and the rest its search's score. A position no search scored
/// (a real game's, or a random opening move's) learns the result alone.
pub fn samples(variant: &Arc<Variant>, games: &[Game], result_share: f32) -> Vec<Sample> {
    samples_ahead(variant, games, result_share, 0)
}

/// As [`samples`], but each position learns the search's score of the
/// first scored position `ahead` plies or more later in its game (its
/// game's result past the last): what the search will see there is what
/// the evaluation should foresee here.
pub fn samples_ahead(
    variant: &Arc<Variant>,
    games: &[Game],
    result_share: f32,
    ahead: usize,
) -> Vec<Sample> {
    let mut all = Vec::new();
    for game in games {
        let result = game.result();
        let mut pos = Position::new(variant.clone());
        for (k, &mv) in game.moves.iter().enumerate() {
            let score = if ahead == 0 {
                game.scores.get(k).copied().unwrap_or(UNSCORED)
            } else {
                game.scores
                    .iter()
                    .skip(k + ahead)
                    .copied()
                    .find(|&s| s != UNSCORED)
                    .unwrap_or(UNSCORED)
            };
            if let Ok(terms) = king_terms(&mut pos) {
                let list = inputs(&pos);
                let mut sample = Sample {
                    inputs: [0; MAX_PIECES],
                    count: list.len().min(MAX_PIECES) as u8,
                    terms: terms.map(|t| t.clamp(-127, 127) as i8),
                    target: 0.0,
                };
                sample.inputs[..usize::from(sample.count)]
                    .copy_from_slice(&list[..usize::from(sample.count)]);
                sample.target = if score == UNSCORED {
                    result
                } else {
                    let searched = sigmoid(f32::from(score) / POINTS as f32);
                    result_share * result + (1.0 - result_share) * searched
                };
                all.push(sample);
            }
            if pos.play(mv).is_err() {
                break;
            }
        }
    }
    all
}

/// Adam's running moments for one group of weights.
#[derive(Clone, Debug, PartialEq)]
struct Moments {
    m: Vec<f32>,
    v: Vec<f32>,
}

impl Moments {
    fn new(n: usize) -> Moments {
        Moments {
            m: vec![0.0; n],
            v: vec![0.0; n],
        }
    }

    fn step(&mut self, weights: &mut [f32], grads: &[f32], rate: f32, t: i32) {
        const B1: f32 = 0.9;
        const B2: f32 = 0.999;
        let (c1, c2) = (1.0 - B1.powi(t), 1.0 - B2.powi(t));
        for (((w, &g), m), v) in weights
            .iter_mut()
            .zip(grads)
            .zip(&mut self.m)
            .zip(&mut self.v)
        {
            *m = B1 * *m + (1.0 - B1) * g;
            *v = B2 * *v + (1.0 - B2) * g * g;
            *w -= rate * (*m / c1) / ((*v / c2).sqrt() + 1e-8);
        }
    }
}

/// A training run's state: the network, Adam's moments, and how far it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Training {
    pub net: FloatNetwork,
    moments: [Moments; 5],
    /// Adam's steps so far.
    steps: i32,
    /// Epochs done.
    pub epoch: u32,
    pub seed: u64,
}

/// Gradients of one batch, laid out as the network.
struct Grads {
    hidden: Vec<f32>,
    bias: Vec<f32>,
    out: Vec<f32>,
    out_bias: f32,
    terms: [f32; TERM_COUNT],
}

impl Training {
    pub fn new(seed: u64) -> Training {
        Training::from_net(FloatNetwork::random(seed), seed)
    }

    /// A run that starts from `net`.
    pub fn from_net(net: FloatNetwork, seed: u64) -> Training {
        Training {
            net,
            moments: [
                Moments::new(INPUTS * HIDDEN),
                Moments::new(HIDDEN),
                Moments::new(HIDDEN),
                Moments::new(1),
                Moments::new(TERM_COUNT),
            ],
            steps: 0,
            epoch: 0,
            seed,
        }
    }

    /// One pass over `samples` in batches of `batch`, at learning rate
    /// `rate`; returns the mean loss seen.
    pub fn epoch(&mut self, samples: &[Sample], batch: usize, rate: f32) -> f32 {
        let mut rng =
            Rng::new(self.seed ^ u64::from(self.epoch).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let mut order: Vec<u32> = (0..samples.len() as u32).collect();
        for k in (1..order.len()).rev() {
            order.swap(k, rng.below(k + 1));
        }
        let mut g = Grads {
            hidden: vec![0.0; INPUTS * HIDDEN],
            bias: vec![0.0; HIDDEN],
            out: vec![0.0; HIDDEN],
            out_bias: 0.0,
            terms: [0.0; TERM_COUNT],
        };
        let mut total = 0.0f64;
        for part in order.chunks(batch.max(1)) {
            g.hidden.fill(0.0);
            g.bias.fill(0.0);
            g.out.fill(0.0);
            g.out_bias = 0.0;
            g.terms = [0.0; TERM_COUNT];
            let scale = 1.0 / part.len() as f32;
            for &k in part {
                let s = &samples[k as usize];
                total += f64::from(self.backward(s, rng.below(8), scale, &mut g));
            }
            self.steps += 1;
            let t = self.steps;
            let net = &mut self.net;
            let [m0, m1, m2, m3, m4] = &mut self.moments;
            m0.step(&mut net.hidden, &g.hidden, rate, t);
            m1.step(&mut net.bias, &g.bias, rate, t);
            m2.step(&mut net.out, &g.out, rate, t);
            m3.step(
                std::slice::from_mut(&mut net.out_bias),
                &[g.out_bias],
                rate,
                t,
            );
            m4.step(&mut net.terms, &g.terms, rate, t);
            net.clip();
        }
        self.epoch += 1;
        (total / samples.len().max(1) as f64) as f32
    }

    /// Adds one sample's gradients (seen under symmetry `k`, times
    /// `scale`) and returns its loss.
    fn backward(&self, s: &Sample, k: usize, scale: f32, g: &mut Grads) -> f32 {
        let net = &self.net;
        let mut list = [0u16; MAX_PIECES];
        let n = usize::from(s.count);
        for (to, &i) in list.iter_mut().zip(&s.inputs[..n]) {
            *to = map_input(i, k);
        }
        let terms = s.terms.map(i32::from);
        let mut h = [0.0; HIDDEN];
        net.hidden_layer(&list[..n], &mut h);
        let z = net.forward_from(&h, &terms);
        let p = sigmoid(z);
        let err = (p - s.target) * scale;
        g.out_bias += err;
        for (gt, &t) in g.terms.iter_mut().zip(&terms) {
            *gt += err * t as f32;
        }
        let mut dh = [0.0; HIDDEN];
        for j in 0..HIDDEN {
            let a = h[j];
            g.out[j] += err * a.clamp(0.0, 1.0);
            if a > 0.0 && a < 1.0 {
                dh[j] = err * net.out[j];
            }
        }
        for (b, d) in g.bias.iter_mut().zip(&dh) {
            *b += d;
        }
        for &i in &list[..n] {
            let row = &mut g.hidden[usize::from(i) * HIDDEN..][..HIDDEN];
            for (w, d) in row.iter_mut().zip(&dh) {
                *w += d;
            }
        }
        cross_entropy(p, s.target)
    }

    pub(super) fn steps(&self) -> i32 {
        self.steps
    }

    pub(super) fn set_steps(&mut self, steps: i32) {
        self.steps = steps;
    }

    /// Every number of the run, group by group, for its checkpoint.
    pub(super) fn groups(&self) -> Vec<&[f32]> {
        let net = &self.net;
        let mut groups: Vec<&[f32]> = vec![
            &net.hidden,
            &net.bias,
            &net.out,
            std::slice::from_ref(&net.out_bias),
            &net.terms,
        ];
        for m in &self.moments {
            groups.push(&m.m);
            groups.push(&m.v);
        }
        groups
    }

    pub(super) fn groups_mut(&mut self) -> Vec<&mut [f32]> {
        let net = &mut self.net;
        let mut groups: Vec<&mut [f32]> = vec![
            &mut net.hidden,
            &mut net.bias,
            &mut net.out,
            std::slice::from_mut(&mut net.out_bias),
            &mut net.terms,
        ];
        for m in &mut self.moments {
            groups.push(&mut m.m);
            groups.push(&mut m.v);
        }
        groups
    }

    /// The mean loss on `samples`, as they are (no symmetry).
    pub fn loss(&self, samples: &[Sample]) -> f32 {
        let total: f64 = samples
            .iter()
            .map(|s| {
                let terms = s.terms.map(i32::from);
                let z = self.net.forward(&s.inputs[..usize::from(s.count)], &terms);
                f64::from(cross_entropy(sigmoid(z), s.target))
            })
            .sum();
        (total / samples.len().max(1) as f64) as f32
    }
}

fn cross_entropy(p: f32, y: f32) -> f32 {
    let p = p.clamp(1e-6, 1.0 - 1e-6);
    -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
}
