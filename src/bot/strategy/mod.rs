//! The rule-based strategies of the Fetlar strategy paper (its section 5.2, algorithms 2-10):
//! four for the attackers, five for the defenders. Each is a list of
//! steps tried in order; the first step that applies picks the move, and
//! the last is a random legal move. Every random choice, including the
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
use crate::engine::square::Square;

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

// ---------------------------------------------------------------- shared steps

/// A random element of a non-empty choice.
fn pick(rng: &mut Rng, moves: &[Move], rule: &'static str) -> Option<Decision> {
    rng.pick(moves).map(|&mv| Decision { mv, rule })
}

/// A random move of the first non-empty group.
fn pick_first(rng: &mut Rng, groups: &[Vec<Move>], rule: &'static str) -> Option<Decision> {
    groups
        .iter()
        .find(|g| !g.is_empty())
        .and_then(|g| pick(rng, g, rule))
}

/// The moves with the smallest key.
fn best_by<K: Ord>(moves: &[Move], key: impl Fn(&Move) -> K) -> Vec<Move> {
    let keyed: Vec<(K, Move)> = moves.iter().map(|m| (key(m), *m)).collect();
    let Some(min) = keyed.iter().map(|(k, _)| k).min() else {
        return Vec::new();
    };
    keyed
        .iter()
        .filter(|(k, _)| k == min)
        .map(|(_, m)| *m)
        .collect()
}

/// The pseudo-code's closing "select random move".
fn random(rng: &mut Rng, legal: &[Move]) -> Option<Decision> {
    pick(rng, legal, "random move")
}

/// Whether this is the attackers' first move: it is their turn and none of
/// them has left its start square.
fn is_first_move(pos: &Position) -> bool {
    pos.turn() == Side::Attackers
        && pos.attackers()
            == pos
                .variant()
                .start()
                .pieces()
                .filter(|(_, p)| *p == crate::engine::side::Piece::Attacker)
                .map(|(s, _)| s)
                .collect()
}

/// A named opening move from the paper's table 1 (letter squares on the
/// 11×11 board, attackers' home rows at top and bottom), when it is the
/// attackers' first move and the move is legal here.
fn opening(pos: &Position, legal: &[Move], from: &str, to: &str) -> Option<Move> {
    if pos.size() != 11 || !is_first_move(pos) {
        return None;
    }
    let mv = Move::new(
        Square::parse_letters(from, 11)?,
        Square::parse_letters(to, 11)?,
    );
    legal.contains(&mv).then_some(mv)
}

/// Safe moves first, then the rest: splits moves by whether the piece
/// could be captured where it lands.
fn safe_first(pos: &Position, moves: Vec<Move>) -> [Vec<Move>; 2] {
    let (safe, risky) = moves
        .into_iter()
        .partition(|&m| !terms::move_can_be_captured(pos, m));
    [safe, risky]
}

/// "Move king to exit castle", when he can escape now.
fn escape_step(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    pick(
        rng,
        &terms::king_escapes(pos, legal),
        "move king to exit castle",
    )
}

/// "If the attackers can capture the king, block the capture": moves of
/// other defenders first, the king's own moves when no block works.
fn rescue_step(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    if !pos.king_in_danger() {
        return None;
    }
    let king = pos.king();
    let (king_moves, blocks): (Vec<Move>, Vec<Move>) = terms::king_rescue_moves(pos, legal)
        .into_iter()
        .partition(|m| Some(m.from) == king);
    pick_first(rng, &[blocks, king_moves], "block capture of king")
}

/// "If not all exit castles are barricaded, move the king as close to an
/// unbarricaded one as possible".
fn approach_step(pos: &Position, legal: &[Move], rng: &mut Rng) -> Option<Decision> {
    if terms::all_castles_barricaded(pos) {
        return None;
    }
    pick(
        rng,
        &terms::king_approach_moves(pos, legal),
        "move king towards an unbarricaded castle",
    )
}

/// "Capture hunn": the moves that capture the most pieces; with
/// `king_first`, the king's captures before all others (Mobile King).
fn capture_step(
    pos: &Position,
    legal: &[Move],
    rng: &mut Rng,
    king_first: bool,
) -> Option<Decision> {
    let captures = terms::capture_moves(pos, legal);
    let most = |list: Vec<&(Move, Vec<crate::engine::position::Capture>)>| -> Vec<Move> {
        let Some(n) = list.iter().map(|(_, c)| c.len()).max() else {
            return Vec::new();
        };
        list.iter()
            .filter(|(_, c)| c.len() == n)
            .map(|(m, _)| *m)
            .collect()
    };
    let king = pos.king();
    let (by_king, others): (Vec<_>, Vec<_>) = captures
        .iter()
        .partition(|(m, _)| king_first && Some(m.from) == king);
    let rule = if king_first {
        "capture hunn, with the king first"
    } else {
        "capture hunn"
    };
    pick_first(rng, &[most(by_king), most(others)], rule)
}

/// Implements [`Bot`] for a strategy with a `decide` method.
macro_rules! strategy_bot {
    ($ty:ident, $name:literal) => {
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
use strategy_bot;

/// The legal moves, or the decision a strategy makes without its steps:
/// none when there is no legal move, a random one when it is not `side`'s
/// turn.
fn start(pos: &Position, side: Side, rng: &mut Rng) -> Result<Vec<Move>, Option<Decision>> {
    let legal = pos.legal_moves();
    if legal.is_empty() {
        return Err(None);
    }
    if pos.turn() != side {
        return Err(random(rng, &legal));
    }
    Ok(legal)
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

    #[test]
    fn first_move_only_from_the_start() {
        let variant = crate::Variant::built_in("fetlar").unwrap();
        let mut pos = Position::new(variant);
        assert!(is_first_move(&pos));
        let legal = pos.legal_moves();
        assert!(opening(&pos, &legal, "g1", "g2").is_some());
        assert!(opening(&pos, &legal, "g1", "g1").is_none());
        pos.play(opening(&pos, &legal, "h1", "h3").unwrap())
            .unwrap();
        assert!(!is_first_move(&pos));
    }

    #[test]
    fn best_by_keeps_every_tie() {
        let m = |a: u8, b: u8| Move::new(Square::new(a, 0), Square::new(b, 0));
        let moves = [m(0, 3), m(1, 2), m(4, 5), m(6, 9)];
        assert_eq!(best_by(&moves, |mv| terms::length(*mv)), [m(1, 2), m(4, 5)]);
        assert!(best_by(&[], |mv: &Move| terms::length(*mv)).is_empty());
    }
}
