//! The rows of a record sheet as it is read: the main line's numbered rows
//! (the attackers' and the defenders' move of each number), and each
//! variation right under the row of the move it replaces, a variation of
//! a variation under its parent. The main line stays whole whatever is
//! being looked at.

use crate::engine::side::Side;
use crate::notation::sheet_move::number_of;
use crate::record::{GameRecord, NodeId};

/// A row of the sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SheetRow {
    /// The main line's moves of one number.
    Moves {
        number: usize,
        attackers: Option<NodeId>,
        defenders: Option<NodeId>,
    },
    /// A variation: its number (from 1), the line it leaves (0 is the main
    /// line), how deep it is nested (1 under the main line), the ply of its
    /// first move, and its moves.
    Variation {
        line: usize,
        parent: usize,
        depth: usize,
        branch_ply: usize,
        nodes: Vec<NodeId>,
    },
}

impl SheetRow {
    /// Whether `id` is one of this row's moves.
    pub fn holds(&self, id: NodeId) -> bool {
        match self {
            SheetRow::Moves {
                attackers,
                defenders,
                ..
            } => *attackers == Some(id) || *defenders == Some(id),
            SheetRow::Variation { nodes, .. } => nodes.contains(&id),
        }
    }
}

/// The rows of `record`'s sheet.
pub fn rows(record: &GameRecord) -> Vec<SheetRow> {
    let first = record.start().turn();
    let lines = record.lines();
    // The variations leaving each main-line number, and each variation's
    // own variations, in the order of the lines.
    let mut under_number: Vec<Vec<usize>> = Vec::new();
    let mut under_line: Vec<Vec<usize>> = vec![Vec::new(); lines.len()];
    for (k, line) in lines.iter().enumerate().skip(1) {
        if line.parent == 0 {
            let (number, _) = number_of(line.branch_ply, first);
            if under_number.len() <= number {
                under_number.resize(number + 1, Vec::new());
            }
            under_number[number].push(k);
        } else {
            under_line[line.parent].push(k);
        }
    }
    let mut rows = Vec::new();
    let main = &lines[0].nodes;
    // The main line's nodes after the start, by ply.
    let count = main.len().saturating_sub(1).div_ceil(2);
    let last = count.max(under_number.len().saturating_sub(1));
    for number in 1..=last {
        let mut row = (None, None);
        for ply in [2 * number - 1, 2 * number] {
            if let Some(&id) = main.get(ply) {
                match number_of(ply, first).1 {
                    Side::Attackers => row.0 = Some(id),
                    Side::Defenders => row.1 = Some(id),
                }
            }
        }
        rows.push(SheetRow::Moves {
            number,
            attackers: row.0,
            defenders: row.1,
        });
        for &k in under_number.get(number).into_iter().flatten() {
            push_variation(&mut rows, &lines, &under_line, k, 1);
        }
    }
    rows
}

fn push_variation(
    rows: &mut Vec<SheetRow>,
    lines: &[crate::record::Line],
    under_line: &[Vec<usize>],
    k: usize,
    depth: usize,
) {
    let line = &lines[k];
    rows.push(SheetRow::Variation {
        line: k,
        parent: line.parent,
        depth,
        branch_ply: line.branch_ply,
        nodes: line.nodes.clone(),
    });
    for &child in &under_line[k] {
        push_variation(rows, lines, under_line, child, depth + 1);
    }
}

/// The index of the row holding `id`; none for the start position.
pub fn row_of(rows: &[SheetRow], id: NodeId) -> Option<usize> {
    rows.iter().position(|r| r.holds(id))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Move, Square, Variant};

    fn mv(record: &GameRecord, text: &str) -> Move {
        let size = record.position().size();
        let (a, b) = text.split_once('-').unwrap();
        Move::new(
            Square::parse_letters(a, size).unwrap(),
            Square::parse_letters(b, size).unwrap(),
        )
    }

    fn play(record: &mut GameRecord, moves: &[&str]) {
        for m in moves {
            let m = mv(record, m);
            record.play(m).unwrap();
        }
    }

    #[test]
    fn main_line_rows_pair_the_moves_by_number() {
        let mut record = GameRecord::new(Variant::built_in("copenhagen").unwrap());
        play(&mut record, &["h1-h3", "f4-c4", "d1-d3"]);
        let rows = rows(&record);
        assert_eq!(rows.len(), 2);
        let SheetRow::Moves {
            number,
            attackers,
            defenders,
        } = &rows[1]
        else {
            panic!("a numbered row");
        };
        assert_eq!((*number, defenders.is_none()), (2, true));
        assert_eq!(row_of(&rows, attackers.unwrap()), Some(1));
        assert_eq!(row_of(&rows, NodeId::ROOT), None);
    }

    #[test]
    fn a_variation_sits_under_the_row_it_leaves_and_nested_ones_under_it() {
        let mut record = GameRecord::new(Variant::built_in("copenhagen").unwrap());
        play(&mut record, &["h1-h3", "f4-c4", "d1-d3", "e5-e3"]);
        // Back to after move 1, another second move for the attackers.
        record.undo();
        record.undo();
        play(&mut record, &["k4-j4", "e7-e9"]);
        // And a variation of that variation at its second move.
        record.undo();
        play(&mut record, &["g7-g9"]);
        let rows = rows(&record);
        // Row 1, row 2, then the variation from 2 attackers, then its own.
        assert_eq!(rows.len(), 4, "{rows:?}");
        assert!(matches!(rows[1], SheetRow::Moves { number: 2, .. }));
        assert!(matches!(
            rows[2],
            SheetRow::Variation {
                line: 1,
                parent: 0,
                depth: 1,
                branch_ply: 3,
                ..
            }
        ));
        assert!(matches!(
            rows[3],
            SheetRow::Variation {
                line: 2,
                parent: 1,
                depth: 2,
                branch_ply: 4,
                ..
            }
        ));
        assert_eq!(row_of(&rows, record.cursor()), Some(3));
    }
}
