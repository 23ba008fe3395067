//! What the searcher judges positions by: the network, the linear
//! weights or the hand-set terms, with the press on top when it presses;
//! the sums they keep move by move, and the leaf scores already worked
//! out, kept in the search's cache.

use super::{Searcher, with_step};
use crate::bot::network::Network;
use crate::bot::weights::Weights;
use crate::bot::{eval, learned, network, press};
use crate::engine::position::{Move, Played};
use std::sync::Arc;

/// What a search bot judges positions by.
#[derive(Clone, Debug, Default)]
pub enum Evaluation {
    /// The best Taflbord has for the variant: its network, else its linear
    /// weights, else the hand-set terms.
    #[default]
    Learned,
    /// The variant's linear weights where Taflbord has them (the learned
    /// evaluation before the network), else by hand.
    Linear,
    /// The hand-set terms of [`super::eval`], in every variant.
    Hand,
    /// These weights, in the variant they are for (by hand elsewhere).
    Weights(Arc<Weights>),
    /// This network, in the variant it is for (by hand elsewhere).
    Network(Arc<Network>),
}

impl Evaluation {
    /// The network to judge `variant` by, if any.
    pub(in crate::bot) fn network_for(&self, variant: &crate::Variant) -> Option<Arc<Network>> {
        match self {
            Evaluation::Learned => Network::for_variant(variant),
            Evaluation::Network(n) => n.fits(variant).then(|| n.clone()),
            _ => None,
        }
    }

    /// The linear weights to judge `variant` by, when no network does.
    pub(in crate::bot) fn weights_for(&self, variant: &crate::Variant) -> Option<Arc<Weights>> {
        match self {
            Evaluation::Learned if Network::for_variant(variant).is_some() => None,
            Evaluation::Learned | Evaluation::Linear => Weights::for_variant(variant),
            Evaluation::Hand | Evaluation::Network(_) => None,
            Evaluation::Weights(w) => w.fits(variant).then(|| w.clone()),
        }
    }
}

impl Searcher<'_> {
    /// Plays `m` on the searched position, keeping the evaluation's sums.
    pub(super) fn play(&mut self, m: Move) -> Played {
        let played = self.pos.play_unchecked(m);
        if let Some(w) = &self.weights {
            self.piece_square += learned::piece_square_change(&played, w);
        }
        if let (Some(n), Some(acc)) = (&self.network, &mut self.accumulator) {
            acc.play(n, &played);
        }
        played
    }

    pub(super) fn undo(&mut self, played: &Played) {
        self.pos.undo(played);
        if let Some(w) = &self.weights {
            self.piece_square -= learned::piece_square_change(played, w);
        }
        if let (Some(n), Some(acc)) = (&self.network, &mut self.accumulator) {
            acc.undo(n, played);
        }
    }

    /// The searched position's value for the side to move.
    pub(super) fn evaluate(&mut self) -> i32 {
        let key = self.evaluation_key();
        if let Some(score) = self.evaluations.get(key) {
            return score;
        }
        let score = self.evaluate_afresh();
        self.evaluations.put(key, score);
        score
    }

    /// What the evaluation depends on: the board and the side to move
    /// (the hash) and, when pressing, how far up its ramp the ring's
    /// weight is. Unlike [`Self::key`], every step of the ramp is told
    /// apart, as the score differs before and after it.
    pub(super) fn evaluation_key(&self) -> u64 {
        let hash = self.pos.hash();
        if !self.press {
            return hash;
        }
        with_step(hash, press::ring_weight(&self.pos, &self.params))
    }

    pub(super) fn evaluate_afresh(&mut self) -> i32 {
        let score = match (&self.network, &self.accumulator, &self.weights) {
            (Some(n), Some(acc), _) => network::evaluate(&mut self.pos, n, acc),
            (_, _, Some(w)) => learned::evaluate(&mut self.pos, w, self.piece_square),
            _ => eval::evaluate(&mut self.pos),
        };
        if self.press {
            press::pressed(&self.pos, score, &self.params)
        } else {
            score
        }
    }
}
