//! Which pieces a move captures: enclosure, custodial capture (the king
//! included when weak, or surrounded when strong), shield walls and
//! Tablut's combined trap.

use crate::engine::position::{Capture, Position};
use crate::engine::rules::{Hostile, Hostility, KingCapture};
use crate::engine::side::{Cell, Piece, Side};
use crate::engine::square::{Direction, Square, step};
use crate::engine::square_set::SquareSet;
use crate::engine::variant::{
    CAMP, CORNER, EDGE, KING_BY_CAMP, KING_BY_CORNER, KING_BY_EDGE, KING_BY_THRONE, THRONE,
};

impl Position {
    /// The pieces captured by the piece that has just arrived on `to`.
    pub(crate) fn captures_after(&self, to: usize) -> Vec<Capture> {
        let mover = self.cells[to];
        let Some(side) = mover.side() else {
            return Vec::new();
        };
        let rules = self.variant.rules();
        let mut taken = SquareSet::EMPTY;
        let mut captures = Vec::new();
        let add = |i: usize, captures: &mut Vec<Capture>, taken: &mut SquareSet| {
            if !taken.has_index(i) {
                taken.insert_index(i);
                let piece = self.cells[i].piece().expect("only pieces are captured");
                captures.push(Capture {
                    square: Square::from_index(i),
                    piece,
                });
            }
        };
        if rules.enclosure {
            // Every enemy group left without an empty neighbour, wherever it
            // stands: a group that walked into a pocket is safe only until
            // the other side's next move.
            let mut enemies = match side {
                Side::Attackers => self.defenders,
                Side::Defenders => self.attackers,
            };
            if side == Side::Attackers
                && let Some(k) = self.king
            {
                enemies.insert_index(k);
            }
            let mut seen = SquareSet::EMPTY;
            for s in enemies.iter() {
                if seen.contains(s) {
                    continue;
                }
                let group = self.group_of(s.index());
                seen |= group;
                if !self.has_liberty(group) {
                    for g in group.iter() {
                        add(g.index(), &mut captures, &mut taken);
                    }
                }
            }
        }
        let armed = mover != Cell::King || rules.king.armed;
        for dir in Direction::ALL {
            let n = step(to, dir);
            if taken.has_index(n) {
                continue;
            }
            let victim = self.cells[n];
            let captured = match victim {
                Cell::Attacker | Cell::Defender if victim.side() != Some(side) => {
                    armed && self.is_jaw(step(n, dir), side, victim)
                }
                Cell::King if side == Side::Attackers => match rules.king.capture {
                    KingCapture::Weak => self.is_jaw(step(n, dir), side, victim),
                    KingCapture::Strong(_) => self.king_surrounded(n),
                    KingCapture::StrongNearThrone(_) if self.near_throne(n) => {
                        self.king_surrounded(n)
                    }
                    KingCapture::StrongNearThrone(_) => self.is_jaw(step(n, dir), side, victim),
                },
                _ => false,
            };
            if captured {
                add(n, &mut captures, &mut taken);
            }
        }
        if rules.shield_walls && armed && self.variant.flag(to, EDGE) {
            for i in self.shield_wall(to, side) {
                add(i, &mut captures, &mut taken);
            }
        }
        if rules.combined_trap && side == Side::Attackers {
            for dir in Direction::ALL {
                let n = step(to, dir);
                let k = step(n, dir);
                if self.cells[n] == Cell::Defender
                    && self.cells[k] == Cell::King
                    && [dir, dir.sideways()[0], dir.sideways()[1]]
                        .into_iter()
                        .all(|d| self.blocks_king(step(k, d)))
                {
                    add(n, &mut captures, &mut taken);
                }
            }
        }
        captures
    }

    /// Whether cell `i` closes a capture of `victim` for `side`: a piece of
    /// `side` able to capture, or an empty square hostile to the victim.
    #[inline]
    fn is_jaw(&self, i: usize, side: Side, victim: Cell) -> bool {
        match self.cells[i] {
            Cell::Attacker => side == Side::Attackers,
            Cell::Defender => side == Side::Defenders,
            Cell::King => side == Side::Defenders && self.variant.rules().king.armed,
            Cell::Off => false,
            Cell::Empty => self.hostile(i, victim),
        }
    }

    /// Whether the square at `i` counts as an enemy of `victim` in a capture.
    /// Hostility that applies "when empty" is judged by the square's cell.
    fn hostile(&self, i: usize, victim: Cell) -> bool {
        let v = &self.variant;
        let rules = v.rules();
        let f = v.flags[i];
        let hostility: Option<Hostility> = if f & THRONE != 0 {
            rules.throne.as_ref().map(|t| t.hostility)
        } else if f & CORNER != 0 {
            rules.corners.as_ref().map(|c| c.hostility)
        } else if f & CAMP != 0 {
            Some(rules.camp_hostility)
        } else {
            None
        };
        let Some(h) = hostility else { return false };
        let towards = if victim == Cell::Attacker {
            h.attackers
        } else {
            h.defenders
        };
        match towards {
            Hostile::Never => false,
            Hostile::Always => true,
            Hostile::WhenEmpty => self.cells[i] == Cell::Empty,
        }
    }

    /// Whether the king on `k` has an attacker or a square standing in for
    /// one on all four sides.
    fn king_surrounded(&self, k: usize) -> bool {
        Direction::ALL
            .into_iter()
            .all(|d| self.blocks_king(step(k, d)))
    }

    /// Whether cell `i` is the throne or one of its four neighbours.
    fn near_throne(&self, i: usize) -> bool {
        self.variant
            .throne
            .is_some_and(|t| t == i || Direction::ALL.into_iter().any(|d| step(t, d) == i))
    }

    /// Whether cell `i` counts against a strong king next to it.
    fn blocks_king(&self, i: usize) -> bool {
        let v = &self.variant;
        let by = v.king_blockers;
        match self.cells[i] {
            Cell::Attacker => true,
            Cell::Off => by & KING_BY_EDGE != 0,
            Cell::Empty => {
                let f = v.flags[i];
                (f & THRONE != 0 && by & KING_BY_THRONE != 0)
                    || (f & CORNER != 0 && by & KING_BY_CORNER != 0)
                    || (f & CAMP != 0 && by & KING_BY_CAMP != 0)
            }
            Cell::Defender | Cell::King => false,
        }
    }

    /// Whether any square of `group` has an empty neighbour.
    fn has_liberty(&self, group: SquareSet) -> bool {
        group.iter().any(|s| {
            Direction::ALL
                .into_iter()
                .any(|d| self.cells[step(s.index(), d)] == Cell::Empty)
        })
    }

    /// Shield-wall captures closed by a piece of `side` arriving on edge cell `to`.
    fn shield_wall(&self, to: usize, side: Side) -> Vec<usize> {
        let mut captured = Vec::new();
        for inward in Direction::ALL {
            // `inward` points off the board from the far side: the edge we stand on.
            if self.cells[step(to, inward.opposite())] != Cell::Off {
                continue;
            }
            for along in inward.sideways() {
                let mut row = Vec::new();
                let mut i = step(to, along);
                while self.cells[i].side() == Some(side.other()) {
                    if self.cells[step(i, inward)].side() != Some(side) {
                        row.clear();
                        break;
                    }
                    row.push(i);
                    i = step(i, along);
                }
                let closed = match self.cells[i] {
                    Cell::Empty => self.variant.is_restricted_corner(Square::from_index(i)),
                    _ => self.is_jaw(i, side, Cell::Empty),
                };
                if row.len() >= 2 && closed {
                    captured.extend(row.into_iter().filter(|&r| self.cells[r] != Cell::King));
                }
            }
        }
        captured
    }

    /// Whether the attackers, if it were their move now, could capture the king.
    pub(crate) fn king_capturable(&mut self) -> bool {
        !self.king_threats_limited(true).is_empty()
    }

    /// Attacker moves that would capture the king if the attackers moved now.
    /// With `first_only`, stops at the first one found. Tries each move on
    /// the board and takes it back, leaving the position as it was.
    pub(crate) fn king_threats_limited(&mut self, first_only: bool) -> Vec<crate::Move> {
        let Some(king) = self.king else {
            return Vec::new();
        };
        let rules = self.variant.rules();
        // Squares an attacker must move to for the capture: the king's empty
        // neighbours, or with enclosure the empty neighbours of his group.
        let region = if rules.enclosure {
            self.group_of(king)
        } else {
            let mut s = SquareSet::EMPTY;
            s.insert_index(king);
            s
        };
        let limit = rules.step_limit.map_or(usize::MAX, usize::from);
        let mut targets = SquareSet::EMPTY;
        for s in region.iter() {
            for dir in Direction::ALL {
                let n = step(s.index(), dir);
                if self.cells[n] == Cell::Empty {
                    targets.insert_index(n);
                }
            }
        }
        let (turn, outcome) = (self.turn, self.outcome);
        self.turn = Side::Attackers;
        self.outcome = None;
        let mut threats = Vec::new();
        if rules.enclosure && !self.has_liberty(region) {
            // The king's group is already shut in: any attacker move takes it.
            self.for_each_movement(Side::Attackers, |m| {
                threats.push(m);
                first_only
            });
            self.turn = turn;
            self.outcome = outcome;
            return threats;
        }
        'targets: for t in targets.iter() {
            for dir in Direction::ALL {
                let mut i = t.index();
                for _ in 0..limit {
                    i = step(i, dir);
                    if self.cells[i] == Cell::Empty {
                        continue;
                    }
                    let mv = crate::Move::new(Square::from_index(i), t);
                    if self.cells[i] == Cell::Attacker && self.check_movement(mv).is_ok() {
                        let (caps, undo) = self.make(mv);
                        let hit = caps.iter().any(|c| c.piece == Piece::King);
                        self.unmake(mv, &caps, undo);
                        if hit {
                            threats.push(mv);
                            if first_only {
                                break 'targets;
                            }
                        }
                    }
                    break;
                }
            }
        }
        self.turn = turn;
        self.outcome = outcome;
        threats
    }

    fn group_of(&self, start: usize) -> SquareSet {
        let side = self.cells[start].side();
        let mut group = SquareSet::EMPTY;
        group.insert_index(start);
        let mut stack = vec![start];
        while let Some(i) = stack.pop() {
            for dir in Direction::ALL {
                let n = step(i, dir);
                if self.cells[n].side() == side && side.is_some() && !group.has_index(n) {
                    group.insert_index(n);
                    stack.push(n);
                }
            }
        }
        group
    }
}
