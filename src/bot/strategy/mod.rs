//! The rule-based strategies of the Fetlar strategy paper (its section 5.2, algorithms 2-10):
//! four for the attackers, five for the defenders. Each is a table of
//! steps (its `STEPS`) tried in order; the first step that applies picks
//! the move, and most end with a random legal move. The steps several
//! strategies take are shared (`steps`). Every random choice, including the
//! choice among equally good moves, comes from a seeded [`Rng`], so a
//! strategy plays the same game again for the same seed.
//!
//! The terms the steps use (barricades, cordon, fort, guard area, ...) are
//! defined in [`terms`]. A strategy asked to move for the side it was not
//! written for plays a random legal move.
//!
//! ```
//! use taflbord::bot::{choose_now, strategies, Limits};
//! use taflbord::{Position, Side, Variant};
//!
//! let pos = Position::new(Variant::built_in("fetlar").unwrap());
//! let aggressive = strategies().into_iter().find(|s| s.name == "Aggressive").unwrap();
//! assert_eq!(aggressive.side, Some(Side::Attackers));
//! let mut bot = (aggressive.make)(7);
//! let mv = choose_now(bot.as_mut(), &pos, Limits::default()).unwrap();
//! assert_eq!(mv.to_string(), "h1-h3"); // the Millar Gambit's first move
//! ```

mod aggressive;
mod barricading_aggressive;
mod barricading_cordon;
mod defensive;
mod foot_in_the_door;
mod fortification;
mod king_centered;
mod kings_guard;
mod mobile_king;
mod steps;
pub mod terms;

pub use aggressive::Aggressive;
pub use barricading_aggressive::BarricadingAggressive;
pub use barricading_cordon::BarricadingCordon;
pub use defensive::Defensive;
pub use foot_in_the_door::FootInTheDoor;
pub use fortification::Fortification;
pub use king_centered::KingCentered;
pub use kings_guard::KingsGuard;
pub use mobile_king::MobileKing;

use super::{Bot, RandomBot, Rng};
use crate::engine::position::{Move, Position};
use crate::engine::side::Side;
use steps::Step;

/// A move and the step of the strategy's algorithm that chose it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    pub mv: Move,
    /// The step, in the pseudo-code's words ("capture king", "random move").
    pub rule: &'static str,
}

/// A strategy the program offers: its name as the paper writes it, the
/// side it plays, and how to make one.
#[derive(Clone, Copy, Debug)]
pub struct StrategyInfo {
    pub name: &'static str,
    /// The side it was written for; `None` when it plays either (Random).
    pub side: Option<Side>,
    /// One line on what it does.
    pub about: &'static str,
    /// Makes the strategy with a seed for its random choices.
    pub make: fn(u64) -> Box<dyn Bot>,
}

impl StrategyInfo {
    /// Whether it can play `side`.
    pub fn plays(&self, side: Side) -> bool {
        self.side.is_none_or(|s| s == side)
    }
}

/// Every strategy: the attackers', the defenders', then Random.
pub fn strategies() -> Vec<StrategyInfo> {
    use Side::{Attackers, Defenders};
    vec![
        StrategyInfo {
            name: "Aggressive",
            side: Some(Attackers),
            about: "Captures whenever it can, else moves safely as close to the king as it can.",
            make: |seed| Box::new(Aggressive::new(seed)),
        },
        StrategyInfo {
            name: "Barricading-Aggressive",
            side: Some(Attackers),
            about: "Barricades the castles, then picks off defenders away from the centre.",
            make: |seed| Box::new(BarricadingAggressive::new(seed)),
        },
        StrategyInfo {
            name: "Barricading-Cordon",
            side: Some(Attackers),
            about: "Barricades the castles, builds a cordon along an edge and pushes it inwards.",
            make: |seed| Box::new(BarricadingCordon::new(seed)),
        },
        StrategyInfo {
            name: "King Centered",
            side: Some(Attackers),
            about: "Blocks the king's escapes and moves a piece as close to him as it can.",
            make: |seed| Box::new(KingCentered::new(seed)),
        },
        StrategyInfo {
            name: "Defensive",
            side: Some(Defenders),
            about: "Keeps its pieces safe first, captures when it can, heads for an open castle.",
            make: |seed| Box::new(Defensive::new(seed)),
        },
        StrategyInfo {
            name: "Foot-in-the-Door",
            side: Some(Defenders),
            about: "Takes the barricade squares before the attackers do, then brings the king.",
            make: |seed| Box::new(FootInTheDoor::new(seed)),
        },
        StrategyInfo {
            name: "Fortification",
            side: Some(Defenders),
            about: "Builds a fort around the throne and moves the king back and forth in it.",
            make: |seed| Box::new(Fortification::new(seed)),
        },
        StrategyInfo {
            name: "King's Guard",
            side: Some(Defenders),
            about: "Takes the king off the throne and keeps two defenders near him on his way out.",
            make: |seed| Box::new(KingsGuard::new(seed)),
        },
        StrategyInfo {
            name: "Mobile King",
            side: Some(Defenders),
            about: "Takes the king off the throne early and fights with him on his way out.",
            make: |seed| Box::new(MobileKing::new(seed)),
        },
        StrategyInfo {
            name: "Random",
            side: None,
            about: "Any legal move, uniformly at random.",
            make: |seed| Box::new(RandomBot::new(seed)),
        },
    ]
}

/// A name reduced to lower-case letters and digits, so that
/// `kings-guard`, `King's Guard` and `KINGS GUARD` are the same name.
pub fn name_key(name: &str) -> String {
    name.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// The strategy with this name, compared as [`name_key`] does.
pub fn find(name: &str) -> Option<StrategyInfo> {
    let key = name_key(name);
    strategies().into_iter().find(|s| name_key(s.name) == key)
}

/// Makes a strategy of the paper from its doc comment, type, name, side
/// and steps: the type with its seeded random choices, `new`, `decide`
/// (the move and the step that chose it) and its [`Bot`](super::Bot)
/// implementation.
macro_rules! strategy {
    ($(#[$doc:meta])* $ty:ident, $name:literal, $side:expr, $steps:expr) => {
        $(#[$doc])*
        pub struct $ty {
            rng: $crate::bot::Rng,
        }

        impl $ty {
            pub fn new(seed: u64) -> $ty {
                $ty {
                    rng: $crate::bot::Rng::new(seed),
                }
            }

            /// The move and the step of the algorithm that chose it.
            pub fn decide(
                &mut self,
                pos: &$crate::engine::position::Position,
            ) -> Option<$crate::bot::strategy::Decision> {
                $crate::bot::strategy::decide(pos, $side, $steps, &mut self.rng)
            }
        }

        impl $crate::bot::Bot for $ty {
            fn name(&self) -> String {
                $name.into()
            }

            fn choose(
                &mut self,
                pos: &$crate::engine::position::Position,
                _: &mut $crate::bot::Control,
            ) -> Option<$crate::engine::position::Move> {
                self.decide(pos).map(|d| d.mv)
            }
        }
    };
}
use strategy;

/// A strategy's decision: none when there is no legal move, a random one
/// when it is not `side`'s turn, else that of the first of its steps that
/// makes one.
fn decide(pos: &Position, side: Side, steps: &[Step], rng: &mut Rng) -> Option<Decision> {
    let legal = pos.legal_moves();
    if legal.is_empty() {
        return None;
    }
    if pos.turn() != side {
        return steps::random(pos, &legal, rng);
    }
    steps::first_decision(steps, pos, &legal, rng)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_as_the_paper_writes_them_and_lenient_lookup() {
        let names: Vec<&str> = strategies().iter().map(|s| s.name).collect();
        assert_eq!(
            names,
            [
                "Aggressive",
                "Barricading-Aggressive",
                "Barricading-Cordon",
                "King Centered",
                "Defensive",
                "Foot-in-the-Door",
                "Fortification",
                "King's Guard",
                "Mobile King",
                "Random"
            ]
        );
        assert_eq!(find("kings-guard").unwrap().name, "King's Guard");
        assert_eq!(find("foot in the door").unwrap().name, "Foot-in-the-Door");
        assert!(find("nobody").is_none());
        for s in strategies() {
            assert_eq!((s.make)(1).name(), s.name);
        }
    }
}
