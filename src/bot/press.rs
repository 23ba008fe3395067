//! The press: what a bot attacking where a ring wins adds to its
//! evaluation for the squares its ring shuts the defenders from and the
//! pieces it keeps to hold it ([`Params::ring`], [`Params::shut_area`],
//! [`Params::ring_piece`], [`Params::attacker_worth`]), and takes off
//! where the defenders outnumber it at a corner ([`Params::outnumbered`])
//! or the king has a threat no move answers
//! ([`eval::unanswerable_threat`]).

use super::eval;
use super::params::Params;
use crate::engine::Variant;
use crate::engine::position::Position;
use crate::engine::rules::Escape;
use crate::engine::side::Side;
use crate::engine::square::{MAX_SIZE, Square};
use crate::engine::square_set::SquareSet;
use std::sync::OnceLock;

/// Whether the evaluation knows how to press under these rules: those of
/// Copenhagen (11×11, escape at the corners, a ring wins, exit forts and
/// shield walls), the only rules the press was measured under (the
/// fortress screen of docs/strength.md); elsewhere a pressing bot plays as it
/// was measured without. Asked of the rules, not the variant's name, so
/// Copenhagen's options and a copy of its rules under another name press
/// too.
pub(super) fn knows_how(variant: &Variant) -> bool {
    let rules = variant.rules();
    variant.size() == 11
        && rules.escape == Escape::Corner
        && rules.encirclement
        && rules.exit_forts
        && rules.shield_walls
}

/// What the defenders to move have when the king can make a threat that
/// no attacker move answers: they win in three plies, so a little less
/// than a win next move, and over the half of it from which [`pressed`]
/// leaves a score as it is.
pub(super) const THREAT: i32 = eval::WINS_NEXT * 3 / 4;

/// `score`, the value of `pos` for the side to move, with the press added
/// for the attackers (taken off for the defenders): their pieces and the
/// corners where they are outnumbered from the first move, the ring once
/// the game is past [`Params::press_from`]. A score that already says who
/// wins stays as it is; the defenders to move with a threat no move
/// answers are as good as won ([`THREAT`]). The ply is counted from where
/// the position was set up.
pub(super) fn pressed(pos: &Position, score: i32, params: &Params) -> i32 {
    if score.abs() >= eval::WINS_NEXT / 2 {
        return score;
    }
    if pos.turn() == Side::Defenders && eval::unanswerable_threat(pos) {
        return THREAT;
    }
    let attackers = pos.attackers.len() as i32;
    let mut press = params.attacker_worth * attackers - params.outnumbered * outnumbered(pos);
    if params.edges != 0 {
        press -= params.edges * edges_outnumbered(pos);
    }
    let ramp = params.press_ramp.max(1);
    let weight = ring_weight(pos, params);
    if weight > 0 {
        let shut = eval::shut(pos);
        press += (params.ring * shut.edge
            + params.shut_area * shut.area
            + params.ring_piece * attackers)
            * weight
            / ramp;
    }
    if pos.turn() == Side::Attackers {
        score + press
    } else {
        score - press
    }
}

/// How far up its ramp the ring's weight is at `pos`: 0 before
/// [`Params::press_from`], [`Params::press_ramp`] (at least 1) from the
/// ramp's top on.
pub(super) fn ring_weight(pos: &Position, params: &Params) -> i32 {
    i32::try_from(pos.ply())
        .unwrap_or(i32::MAX)
        .saturating_sub(params.press_from)
        .clamp(0, params.press_ramp.max(1))
}

/// How far the defenders outnumber the attackers at the corners, summed
/// over the corners' 4 × 4 blocks ([`defenders_lead`]).
pub(super) fn outnumbered(pos: &Position) -> i32 {
    corner_blocks(pos.size())
        .iter()
        .map(|&block| defenders_lead(pos, block))
        .sum()
}

/// How far the defenders outnumber the attackers on the edges, summed
/// over the four edge lines without their corners ([`defenders_lead`]).
pub(super) fn edges_outnumbered(pos: &Position) -> i32 {
    edge_lines(pos.size())
        .iter()
        .map(|&line| defenders_lead(pos, line))
        .sum()
}

/// The defenders and the king (counted twice: he is the one who gets out)
/// less the attackers in `area`; none where the attackers hold their own.
fn defenders_lead(pos: &Position, area: SquareSet) -> i32 {
    let kings = if pos.king().is_some_and(|k| area.contains(k)) {
        2
    } else {
        0
    };
    let lead = (pos.defenders & area).len() as i32 + kings - (pos.attackers & area).len() as i32;
    lead.max(0)
}

/// The four edge lines of a board of `size` without their corners, made
/// once for every size.
fn edge_lines(size: u8) -> &'static [SquareSet; 4] {
    static LINES: OnceLock<Vec<[SquareSet; 4]>> = OnceLock::new();
    let all = LINES.get_or_init(|| (0..=MAX_SIZE).map(lines_of).collect());
    &all[usize::from(size)]
}

fn lines_of(size: u8) -> [SquareSet; 4] {
    let mut lines = [SquareSet::EMPTY; 4];
    let last = size.saturating_sub(1);
    for k in 1..last {
        lines[0].insert(Square::new(k, 0));
        lines[1].insert(Square::new(k, last));
        lines[2].insert(Square::new(0, k));
        lines[3].insert(Square::new(last, k));
    }
    lines
}

/// The 4 × 4 blocks at the four corners of a board of `size`, made once
/// for every size (the evaluation asks at every leaf).
fn corner_blocks(size: u8) -> &'static [SquareSet; 4] {
    static BLOCKS: OnceLock<Vec<[SquareSet; 4]>> = OnceLock::new();
    let all = BLOCKS.get_or_init(|| (0..=MAX_SIZE).map(blocks_of).collect());
    &all[usize::from(size)]
}

fn blocks_of(size: u8) -> [SquareSet; 4] {
    const BLOCK: u8 = 4;
    let far = size.saturating_sub(BLOCK);
    // Which end of a line `at` lies in: 0 near, 1 far, or neither.
    let end = |at: u8| match at {
        at if at < BLOCK => Some(0),
        at if at >= far => Some(1),
        _ => None,
    };
    let mut blocks = [SquareSet::EMPTY; 4];
    for row in 0..size {
        for col in 0..size {
            if let (Some(c), Some(r)) = (end(col), end(row)) {
                blocks[c + 2 * r].insert(Square::new(col, row));
            }
        }
    }
    blocks
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Variant;

    /// At a1 three defenders against one attacker; at k11 the king
    /// (counted twice) against one; at k1 an attacker alone.
    const GATHERED: [&str; 11] = [
        ".......A...",
        ".........K.",
        "...........",
        "...........",
        "...........",
        "...........",
        "...........",
        "...........",
        "A.D........",
        ".D.......A.",
        "...D.......",
    ];

    fn position(turn: Side) -> Position {
        let variant = Variant::built_in("copenhagen").expect("built in");
        Position::from_diagram(variant, &GATHERED, turn).expect("a legal diagram")
    }

    #[test]
    fn only_the_corners_where_the_defenders_lead_count() {
        assert_eq!(outnumbered(&position(Side::Attackers)), 3);
    }

    #[test]
    fn only_the_edges_where_the_defenders_lead_count() {
        // The bottom edge: the defender on d1 alone. The attackers lead on
        // the top edge (h11) and the left (a3); the right edge is empty,
        // and the other pieces stand off the edges.
        assert_eq!(edges_outnumbered(&position(Side::Attackers)), 1);
        let variant = Variant::built_in("copenhagen").expect("built in");
        // The start: five attackers on every edge, no defender.
        assert_eq!(edges_outnumbered(&Position::new(variant.clone())), 0);
        // The king on an edge counts twice.
        let mut rows = ["..........."; 11];
        rows[5] = "K.........A";
        let king = Position::from_diagram(variant, &rows, Side::Attackers).expect("legal");
        assert_eq!(edges_outnumbered(&king), 2);
    }

    #[test]
    fn a_threat_no_move_answers_is_as_good_as_won_for_the_defenders_to_move() {
        let variant = Variant::built_in("copenhagen").expect("built in");
        // The king on c3 reaches c1, where a1 and k1 are both open.
        let mut rows = ["..........."; 11];
        rows[1] = ".........A.";
        rows[8] = "..K........";
        let p = Params::PRESSING;
        let defenders = Position::from_diagram(variant.clone(), &rows, Side::Defenders);
        assert_eq!(pressed(&defenders.expect("legal"), 0, &p), THREAT);
        // The attackers to move can still shut the way down.
        let attackers = Position::from_diagram(variant, &rows, Side::Attackers);
        assert!(pressed(&attackers.expect("legal"), 0, &p).abs() < eval::WINS_NEXT / 2);
    }

    #[test]
    fn the_attackers_and_an_outnumbered_corner_count_from_the_first_move() {
        let p = Params::PRESSING;
        // Three attackers, and the defenders three up at the corners.
        let cost = 3 * p.outnumbered - 3 * p.attacker_worth;
        assert_eq!(pressed(&position(Side::Attackers), 0, &p), -cost);
        // With the edges counted, the defenders' one up on the bottom edge.
        let edges = Params { edges: 30, ..p };
        assert_eq!(pressed(&position(Side::Attackers), 0, &edges), -cost - 30);
        // The defenders to move would step the king to j11 or k10, beside
        // the corner, where no move answers him.
        assert_eq!(pressed(&position(Side::Defenders), 0, &p), THREAT);
        // A won game is won however the corners stand.
        let won = eval::WINS_NEXT;
        assert_eq!(pressed(&position(Side::Defenders), won, &p), won);
    }
}
