//! The sheet's clock section: the time left on each side's clock after
//! each move of the main line, as a player notes it beside the move.
//!
//! ```text
//! Clocks (time left after the move)
//!  No | Attacker | Defender
//!   1 | 4:58.2   | 4:57.0
//!   2 | 4:55.1   |
//! ```
//!
//! A blank cell is a time not noted. Only the mover's clock is written:
//! the other one is what it was, or (in an hourglass) what it was plus
//! what the mover used.

use crate::clock::TimeControl;
use crate::engine::side::Side;
use crate::notation::sheet_move::number_of;
use crate::record::sheet::{SheetError, ply_of};
use crate::record::{GameRecord, NodeId};
use std::time::Duration;

/// The line that opens the section.
pub const HEADING: &str = "Clocks (time left after the move)";

/// One noted time: move `number` of `side` left `left` on its clock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockCell {
    pub number: usize,
    pub side: Side,
    pub left: Duration,
    pub line: usize,
    pub column: usize,
}

fn error(line: usize, column: usize, message: impl Into<String>) -> SheetError {
    SheetError {
        line,
        column,
        message: message.into(),
    }
}

/// Whether `trimmed` opens the clock section.
pub fn is_heading(trimmed: &str) -> bool {
    trimmed
        .get(..6)
        .is_some_and(|w| w.eq_ignore_ascii_case("clocks"))
}

/// `4:58.2`, `0:07.5`, `1:02:03.0`: hours only when there are some.
pub fn format_time(d: Duration) -> String {
    let tenths = (d.as_millis() + 50) / 100;
    let (secs, t) = (tenths / 10, tenths % 10);
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}.{t}")
    } else {
        format!("{m}:{s:02}.{t}")
    }
}

/// Reads `m:ss`, `m:ss.t` or `h:mm:ss.t` (up to three decimals).
pub fn parse_time(text: &str) -> Option<Duration> {
    let parts: Vec<&str> = text.split(':').collect();
    let (h, m, s) = match parts.as_slice() {
        [m, s] => ("0", *m, *s),
        [h, m, s] => (*h, *m, *s),
        _ => return None,
    };
    let whole = |t: &str| {
        t.parse::<u64>()
            .ok()
            .filter(|_| t.bytes().all(|b| b.is_ascii_digit()))
    };
    let (h, m) = (whole(h)?, whole(m)?);
    let (secs, frac) = s.split_once('.').unwrap_or((s, ""));
    let secs = whole(secs).filter(|&v| v < 60 && secs.len() == 2)?;
    if frac.len() > 3 || !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let millis = format!("{frac:0<3}").parse::<u64>().ok()?;
    // Bounded before the arithmetic: a thousand hours, in either form.
    if h > 999 || m > 999 * 60 || (parts.len() == 3 && (m >= 60 || parts[1].len() != 2)) {
        return None;
    }
    Some(Duration::from_millis(
        ((h * 60 + m) * 60 + secs) * 1000 + millis,
    ))
}

/// Reads a row `No | attacker's time | defender's time` of line `n`.
pub fn parse_row(line: &str, n: usize) -> Result<Vec<ClockCell>, SheetError> {
    let expected =
        "expected a clock row `No | attacker's time | defender's time` (times like 4:58.2)";
    let fields: Vec<&str> = line.split('|').collect();
    if fields.len() != 3 {
        return Err(error(n, 1, expected));
    }
    let number: usize = fields[0]
        .trim()
        .parse()
        .ok()
        .filter(|&k| (1..=100_000).contains(&k))
        .ok_or_else(|| error(n, 1, "expected a move number"))?;
    let mut cells = Vec::new();
    let mut at = fields[0].len() + 1;
    for (field, side) in fields[1..].iter().zip([Side::Attackers, Side::Defenders]) {
        let text = field.trim();
        let column = line[..at + field.len() - field.trim_start().len()]
            .chars()
            .count()
            + 1;
        if !text.is_empty() {
            let left = parse_time(text).ok_or_else(|| {
                error(
                    n,
                    column,
                    format!("`{text}` is not a clock time; write it like 4:58.2"),
                )
            })?;
            cells.push(ClockCell {
                number,
                side,
                left,
                line: n,
                column,
            });
        }
        at += field.len() + 1;
    }
    Ok(cells)
}

/// Both clocks after a move that left `mover` with `after`, from `before`.
fn after_move(
    control: TimeControl,
    before: [Duration; 2],
    mover: Side,
    after: Duration,
) -> [Duration; 2] {
    let k = usize::from(mover == Side::Defenders);
    let mut next = before;
    next[k] = after;
    if let TimeControl::Hourglass { .. } = control {
        next[1 - k] += before[k].saturating_sub(after);
    }
    next
}

/// Puts the noted times on the main line's moves (`main`, from the start);
/// a timed game's start gets the time each side began with. `heading` is
/// the line of the section, for an error in a sheet with no time control.
pub fn apply(
    record: &mut GameRecord,
    main: &[NodeId],
    cells: &[ClockCell],
    heading: usize,
) -> Result<(), SheetError> {
    let control = record.meta.time_control;
    let Some(base) = control.and_then(|c| c.base()) else {
        if cells.is_empty() {
            return Ok(());
        }
        return Err(error(
            heading,
            1,
            "clock times need a `TimeControl:` tag saying how the clocks ran",
        ));
    };
    let control = control.expect("timed");
    let first = record.start().turn();
    let mut noted = vec![None; main.len()];
    for cell in cells {
        let ply = ply_of(cell.number, cell.side, first);
        if ply >= main.len() {
            return Err(error(
                cell.line,
                cell.column,
                format!("the main line has no move {} for this side", cell.number),
            ));
        }
        if noted[ply].is_some() {
            return Err(error(
                cell.line,
                cell.column,
                format!(
                    "move {} of the {} has a clock time already",
                    cell.number, cell.side
                ),
            ));
        }
        noted[ply] = Some(cell);
    }
    let mut now = [base; 2];
    // Each side's moves since its last noted time: a Fischer clock gains
    // an increment on each, noted or not.
    let mut unnoted = [0u32; 2];
    record.set_clocks(NodeId::ROOT, Some(now));
    for (ply, &id) in main.iter().enumerate().skip(1) {
        let k = usize::from(number_of(ply, first).1 == Side::Defenders);
        unnoted[k] += 1;
        let Some(cell) = noted[ply] else {
            continue;
        };
        debug_assert_eq!(number_of(ply, first).1, cell.side);
        let most = most_left(control, base, now[k], unnoted[k]);
        if cell.left > most {
            return Err(error(
                cell.line,
                cell.column,
                format!(
                    "{} is more than the {}' clock can hold after move {} (at most {})",
                    format_time(cell.left),
                    cell.side,
                    cell.number,
                    format_time(most)
                ),
            ));
        }
        unnoted[k] = 0;
        now = after_move(control, now, cell.side, cell.left);
        record.set_clocks(id, Some(now));
    }
    Ok(())
}

/// The most a mover's clock can show after `moves` moves of its own since
/// it showed `before`: only an increment adds to the mover's time; in an
/// hourglass the two clocks together never hold more than twice the base.
fn most_left(control: TimeControl, base: Duration, before: Duration, moves: u32) -> Duration {
    match control {
        TimeControl::Fischer { increment, .. } => {
            before.saturating_add(increment.saturating_mul(moves))
        }
        TimeControl::Hourglass { .. } => base.saturating_mul(2),
        _ => before,
    }
}

/// The section for the main line `main`, when its moves have clock times.
pub fn write(record: &GameRecord, main: &[NodeId]) -> String {
    let first = record.start().turn();
    let mut rows: Vec<(usize, [String; 2])> = Vec::new();
    for &id in main.iter().skip(1) {
        let node = record.node(id);
        let Some(clocks) = node.clocks() else {
            continue;
        };
        let (number, side) = number_of(node.ply(), first);
        let k = usize::from(side == Side::Defenders);
        if rows.last().is_none_or(|r| r.0 != number) {
            rows.push((number, [String::new(), String::new()]));
        }
        rows.last_mut().expect("a row").1[k] = format_time(clocks[k]);
    }
    if rows.is_empty() {
        return String::new();
    }
    let mut out = format!("\n{HEADING}\n No | Attacker | Defender\n");
    for (number, [a, d]) in rows {
        let row = format!("{number:>3} | {a:<8} | {d}");
        out.push_str(row.trim_end());
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_and_write_in_tenths() {
        let cases = [
            (4 * 60_000 + 58_200, "4:58.2"),
            (7_450, "0:07.5"),
            (3_723_000, "1:02:03.0"),
            (0, "0:00.0"),
        ];
        for (ms, text) in cases {
            assert_eq!(format_time(Duration::from_millis(ms)), text);
            let back = parse_time(text).unwrap();
            assert_eq!(format_time(back), text);
        }
        assert_eq!(parse_time("2:05"), Some(Duration::from_secs(125)));
        // Minutes past any clock are refused, not overflowed.
        assert_eq!(parse_time("18446744073709551615:00"), None);
        assert_eq!(
            parse_time("59940:00"),
            Some(Duration::from_secs(59940 * 60))
        );
        for bad in [
            "",
            "5",
            "1:5",
            "1:60",
            "1:1:05",
            "a:05",
            "1:05.1234",
            "-1:05",
            "1:05.x",
        ] {
            assert_eq!(parse_time(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_row_names_the_column_of_a_bad_time() {
        let cells = parse_row("  3 | 4:58.2   | 4:57.0", 9).unwrap();
        assert_eq!(cells.len(), 2);
        assert_eq!((cells[1].number, cells[1].side), (3, Side::Defenders));
        assert_eq!(parse_row("  3 |          | 4:57.0", 9).unwrap().len(), 1);
        let e = parse_row("  3 | 4:58.2   | soon", 9).unwrap_err();
        assert_eq!((e.line, e.column), (9, 18));
        assert!(e.message.contains("`soon`"), "{}", e.message);
    }

    #[test]
    fn in_an_hourglass_the_other_side_gains() {
        let h = TimeControl::Hourglass {
            base: Duration::from_secs(60),
        };
        let s = Duration::from_secs;
        assert_eq!(
            after_move(h, [s(60), s(60)], Side::Attackers, s(50)),
            [s(50), s(70)]
        );
        let f = TimeControl::parse("1+2").unwrap();
        assert_eq!(
            after_move(f, [s(60), s(60)], Side::Defenders, s(55)),
            [s(60), s(55)]
        );
    }
}
