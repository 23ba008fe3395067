//! The network in floating point, as training fits it: the same layers as
//! [`Network`], in log-odds of the defenders winning. Quantising rounds it
//! to the integers the search uses.

use super::{Accumulator, HIDDEN, INPUTS, Network, POINTS, QA, QB, SIZE, TERM_UNIT, input};
use crate::bot::Rng;
use crate::bot::features::{PIECES, TERM_COUNT};
use crate::bot::weights::Weights;
use crate::engine::square::Square;

/// The hidden weights are kept within this, so that no accumulator sum of
/// a full board (at most 38 inputs and the bias) leaves i16.
pub const MAX_HIDDEN_WEIGHT: f32 = 1.98;
/// The output weights are kept within this (i16 at 1/QB).
pub const MAX_OUT_WEIGHT: f32 = 30.0;

/// The output weight of the unit that carries the linear weights'
/// piece-square sum in [`FloatNetwork::from_linear`]. The unit's range of
/// 0 to 1 then spans ±3 units of log-odds (±900 points), about the sums of
/// real positions, and its integer weights round each piece's value by at
/// most 3.5 points.
pub const LINEAR_UNIT_OUT: f32 = 6.0;

/// A network's weights in floating point.
#[derive(Clone, Debug, PartialEq)]
pub struct FloatNetwork {
    /// Input by input, its HIDDEN weights.
    pub hidden: Vec<f32>,
    pub bias: Vec<f32>,
    pub out: Vec<f32>,
    pub out_bias: f32,
    /// Log-odds per unit of each king's measure.
    pub terms: [f32; TERM_COUNT],
}

impl FloatNetwork {
    /// Small random weights from `seed`, the start of training.
    pub fn random(seed: u64) -> FloatNetwork {
        let mut rng = Rng::new(seed);
        let mut uniform = |scale: f32| {
            // 24 bits of the generator, spread over ±scale.
            let unit = (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32;
            (unit * 2.0 - 1.0) * scale
        };
        let hidden = (0..INPUTS * HIDDEN).map(|_| uniform(0.1)).collect();
        let bias = (0..HIDDEN).map(|_| 0.25 + uniform(0.05)).collect();
        let out = (0..HIDDEN).map(|_| uniform(0.2)).collect();
        FloatNetwork {
            hidden,
            bias,
            out,
            out_bias: 0.0,
            terms: [0.0; TERM_COUNT],
        }
    }

    /// A network that starts out judging as the linear `weights` do: its
    /// first hidden unit carries their piece-square sum, its king's
    /// measures their weights, and the other units are silent until
    /// training finds them a use. A network so started can only learn
    /// beside what the weights already know, where one from random
    /// weights must learn it all again from too few games.
    pub fn from_linear(weights: &Weights, seed: u64) -> FloatNetwork {
        let mut net = FloatNetwork::random(seed);
        let unit = POINTS as f32 * LINEAR_UNIT_OUT;
        for piece in PIECES {
            for row in 0..SIZE {
                for col in 0..SIZE {
                    let sq = Square::new(col, row);
                    let value = weights.piece_square(piece, sq.index()) as f32;
                    net.hidden[input(piece, sq) * HIDDEN] = value / unit;
                }
            }
        }
        net.bias[0] = 0.5;
        net.out.fill(0.0);
        net.out[0] = LINEAR_UNIT_OUT;
        net.out_bias = -0.5 * LINEAR_UNIT_OUT;
        net.terms = weights.terms().map(|w| w as f32 / POINTS as f32);
        net
    }

    /// The hidden layer's clipped outputs for these inputs.
    pub fn hidden_layer(&self, inputs: &[u16], into: &mut [f32; HIDDEN]) {
        into.copy_from_slice(&self.bias);
        for &i in inputs {
            let column = &self.hidden[usize::from(i) * HIDDEN..][..HIDDEN];
            for (h, w) in into.iter_mut().zip(column) {
                *h += w;
            }
        }
    }

    /// The log-odds of the defenders winning, from the inputs and the king's
    /// measures.
    pub fn forward(&self, inputs: &[u16], terms: &[i32; TERM_COUNT]) -> f32 {
        let mut h = [0.0; HIDDEN];
        self.hidden_layer(inputs, &mut h);
        self.forward_from(&h, terms)
    }

    /// The same from the hidden layer's sums (before clipping).
    pub fn forward_from(&self, h: &[f32; HIDDEN], terms: &[i32; TERM_COUNT]) -> f32 {
        let hidden: f32 = h
            .iter()
            .zip(&self.out)
            .map(|(&s, &w)| s.clamp(0.0, 1.0) * w)
            .sum();
        let king: f32 = terms
            .iter()
            .zip(&self.terms)
            .map(|(&t, &w)| t as f32 * w)
            .sum();
        hidden + self.out_bias + king
    }

    /// The network in the search's integers.
    pub fn quantise(&self, variant: &str, recipe: &str) -> Network {
        let fixed = |v: f32, unit: i32| (v * unit as f32).round().clamp(-32767.0, 32767.0) as i16;
        let mut columns = vec![[0i16; HIDDEN]; INPUTS].into_boxed_slice();
        for (i, column) in columns.iter_mut().enumerate() {
            for (j, w) in column.iter_mut().enumerate() {
                *w = fixed(self.hidden[i * HIDDEN + j], QA);
            }
        }
        Network {
            variant: variant.to_string(),
            columns,
            bias: std::array::from_fn(|j| fixed(self.bias[j], QA)),
            out: std::array::from_fn(|j| fixed(self.out[j], QB)),
            out_bias: (self.out_bias * POINTS as f32).round() as i32,
            terms: self
                .terms
                .map(|w| (w * (POINTS * TERM_UNIT) as f32).round() as i32),
            recipe: recipe.to_string(),
        }
    }

    /// Keeps the weights where the integers can hold them.
    pub fn clip(&mut self) {
        let hidden = MAX_HIDDEN_WEIGHT;
        for w in self.hidden.iter_mut().chain(&mut self.bias) {
            *w = w.clamp(-hidden, hidden);
        }
        for w in &mut self.out {
            *w = w.clamp(-MAX_OUT_WEIGHT, MAX_OUT_WEIGHT);
        }
    }
}

/// The quantised network's value for inputs, in points from the
/// defenders' view (as [`super::evaluate`] adds it up, before the clamp).
pub fn quantised_value(net: &Network, acc: &Accumulator, terms: &[i32; TERM_COUNT]) -> i32 {
    net.output(acc)
        + terms
            .iter()
            .zip(&net.terms)
            .map(|(t, w)| t * w)
            .sum::<i32>()
            / TERM_UNIT
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::features::king_terms;
    use crate::bot::learned;
    use crate::bot::network::{evaluate, inputs};
    use crate::engine::position::Position;
    use crate::engine::side::Side;
    use crate::engine::variant::Variant;

    #[test]
    fn a_network_started_from_the_linear_weights_judges_as_they_do() {
        let variant = Variant::built_in("copenhagen").unwrap();
        let weights = Weights::for_variant(&variant).unwrap();
        let float = FloatNetwork::from_linear(&weights, 3);
        let net = float.quantise("copenhagen", "test");
        let mut rng = Rng::new(11);
        let (mut judged, mut worst) = (0, 0);
        for _ in 0..40 {
            let mut pos = Position::new(variant.clone());
            // The opening and middle game, where the sums stay in range.
            for _ in 0..40 {
                if let Ok(terms) = king_terms(&mut pos) {
                    let sum = learned::piece_square(&pos, &weights);
                    let linear = learned::evaluate(&mut pos, &weights, sum);
                    let list = inputs(&pos);
                    let exact = float.forward(&list, &terms) * POINTS as f32;
                    let for_mover = if pos.turn() == Side::Defenders {
                        1.0
                    } else {
                        -1.0
                    };
                    assert!(
                        (exact * for_mover - linear as f32).abs() < 1.0,
                        "float {exact} against {linear} in\n{pos:?}"
                    );
                    let acc = Accumulator::from_inputs(&net, &list);
                    let quantised = evaluate(&mut pos, &net, &acc);
                    worst = worst.max((quantised - linear).abs());
                    judged += 1;
                }
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                if pos.play(moves[rng.below(moves.len())]).is_err() {
                    break;
                }
                if pos.outcome().is_some() {
                    break;
                }
            }
        }
        assert!(judged > 1000, "{judged} positions");
        assert!(worst <= 30, "the integers are {worst} points off");
    }
}
