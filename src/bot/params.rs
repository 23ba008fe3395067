//! The numbers a search bot plays by: what its evaluation adds to the
//! learned or hand-set one, and how its search narrows and prunes. A bot's
//! style chooses them ([`super::Style::params`]), not the variant.

use super::Reductions;

/// One set of a search bot's numbers, each in evaluation points or plies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Params {
    /// What a draw costs the side the bot plays for: it plays to win, and
    /// a little is enough to make it prefer an even game to a draw. The
    /// analysis judges a draw even (0).
    pub contempt: i32,
    /// Whether the bot presses the ring when it attacks, where the
    /// evaluation knows how (`press::knows_how`: under Copenhagen's rules).
    pub press: bool,
    /// What each empty edge square shut from the defenders is worth to a
    /// pressing bot: closing the ring is how the attackers beat a defence
    /// that only holds, and the real games the weights were fitted to
    /// seldom reach a ring.
    pub ring: i32,
    /// What each square free of attackers and shut from the defenders and
    /// the king is worth to a pressing bot, on top of [`Params::ring`]: the
    /// ring is built inside the board as well as on its edge. (10 closed
    /// fewer rings than 15.)
    pub shut_area: i32,
    /// What each attacker on the board is worth to a pressing bot beyond
    /// the weights: a ring needs its pieces, and trading them lets the
    /// king out.
    pub ring_piece: i32,
    /// What each attacker on the board is worth to a pressing bot from the
    /// first move, beyond the weights (and [`Params::ring_piece`] once the
    /// press counts): without it the attack traded its pieces away, where
    /// people's winning attacks keep theirs.
    pub attacker_worth: i32,
    /// What a pressing bot loses, from the first move, for each piece by
    /// which the king and his defenders outnumber the attackers at a
    /// corner: there they take the blockers and the king gets out (the
    /// lost games of issue 51).
    pub outnumbered: i32,
    /// What a pressing bot loses, from the first move, for each piece by
    /// which the king and his defenders outnumber the attackers on an edge:
    /// an edge the attackers have left is where the king builds an exit
    /// fort. Off (0) here; Allfather counts 40 (his [`Level`]), with the
    /// deep reductions (docs/strength.md, the twenty-first round).
    ///
    /// [`Level`]: crate::bot::Level
    pub edges: i32,
    /// The ply from which a pressing bot presses: before it the game is
    /// open, and chasing a ring there sends blockers the defenders take and
    /// lets the king out early (the attacking yardstick of
    /// docs/strength.md).
    pub press_from: i32,
    /// The plies over which the press grows from nothing to its full
    /// weight, so that no one move gains it all.
    pub press_ramp: i32,
    /// Half the first window around the last depth's score.
    pub aspiration: i32,
    /// The first iteration that prunes. Shallower searches look at every
    /// move: they are cheap, and the fixed-depth levels and the training
    /// labels were measured and made by full-width searches.
    pub prune_from: i32,
    /// Near the leaves, a position this much above beta per remaining ply
    /// is taken to hold without a search (reverse futility).
    pub futility_margin: i32,
    /// Near the leaves, quiet moves after the first
    /// `late_moves × (depth² + 1)` are not searched: the ordering put them
    /// last, and a side has a hundred.
    pub late_moves: i32,
    /// How much less deep late quiet moves are searched first.
    pub reductions: Reductions,
}

impl Params {
    /// Judging evenly: every level but the strongest, the analysis (with
    /// no contempt) and the training.
    pub const EVEN: Params = Params {
        contempt: 150,
        press: false,
        ring: 25,
        shut_area: 15,
        ring_piece: 50,
        attacker_worth: 50,
        outnumbered: 40,
        edges: 0,
        press_from: 100,
        press_ramp: 20,
        aspiration: 40,
        prune_from: 5,
        futility_margin: 80,
        late_moves: 6,
        reductions: Reductions::Plain,
    };

    /// Pressing the ring when attacking: the two strongest levels' (the
    /// fortress screen of docs/strength.md measured it).
    pub const PRESSING: Params = Params {
        press: true,
        ..Params::EVEN
    };
}

impl Default for Params {
    fn default() -> Params {
        Params::EVEN
    }
}
