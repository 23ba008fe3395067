//! Position strings: the rows between slashes, rank 1 first
//! (`/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/`).

use super::*;
use crate::engine::position::Position;
use crate::engine::setup::Setup;
use crate::engine::side::{Piece, Side};
use crate::engine::square::{MAX_SIZE, MIN_SIZE};
use crate::engine::variant::Variant;
use std::sync::Arc;

pub(super) fn piece_letter(piece: Piece) -> char {
    match piece {
        Piece::Attacker => 't',
        Piece::Defender => 'T',
        Piece::King => 'K',
    }
}

/// The board in OpenTafl's position form, rank 1 first:
/// `/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/` for Brandubh's start. The side to
/// move is not part of it.
pub fn position_string(pos: &Position) -> String {
    board_string(&pos.to_setup())
}

pub(super) fn board_string(setup: &Setup) -> String {
    let n = usize::from(setup.size);
    let mut out = String::from("/");
    for row in 0..n {
        let mut empty = 0;
        for col in 0..n {
            match setup.squares[row * n + col] {
                None => empty += 1,
                Some(piece) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push(piece_letter(piece));
                }
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        out.push('/');
    }
    out
}

/// Reads a position string (rank 1 first, as [`position_string`] writes it)
/// for `variant`, with `turn` to move, and checks it against the variant.
pub fn parse_position(text: &str, variant: &Arc<Variant>, turn: Side) -> Result<Position, OtError> {
    let loc = Locator::new(text);
    let start = text.len() - text.trim_start().len();
    let end = text.trim_end().len().max(start);
    let squares =
        parse_board(text, start, end, false, Some(variant.size())).map_err(|e| loc.error(e))?;
    let setup = Setup {
        size: variant.size(),
        squares,
        turn,
    };
    Position::from_setup(Arc::clone(variant), &setup)
        .map_err(|e| loc.error(at(start, format!("expected a legal position: {e}"))))
}

/// Reads the board of a position record in `text[start..end]`. Row `k` of the
/// record is rank `k` (or, `inverted`, rank `n + 1 - k`). With `size`, the
/// board must have that many rows.
pub(super) fn parse_board(
    text: &str,
    start: usize,
    end: usize,
    inverted: bool,
    size: Option<u8>,
) -> Result<Vec<Option<Piece>>, At> {
    let s = &text[start..end];
    if s.is_empty() {
        return Err(at(
            start,
            "expected a position like `/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/`",
        ));
    }
    // Rows between slashes; the outer slashes may be left off.
    let mut segments = Vec::new();
    let mut seg_start = 0;
    for (k, c) in s.char_indices() {
        if c == '/' {
            segments.push((seg_start, k));
            seg_start = k + 1;
        }
    }
    segments.push((seg_start, s.len()));
    if segments.first().is_some_and(|&(a, b)| a == b) {
        segments.remove(0);
    }
    if segments.last().is_some_and(|&(a, b)| a == b) {
        segments.pop();
    }
    let max = usize::from(MAX_SIZE);
    if segments.len() > max {
        return Err(at(
            start + segments[max].0,
            format!("expected at most {MAX_SIZE} rows"),
        ));
    }
    let mut rows: Vec<(usize, Vec<Option<Piece>>)> = Vec::with_capacity(segments.len());
    for &(a, b) in &segments {
        if a == b {
            return Err(at(start + a, "expected a row between the slashes"));
        }
        rows.push((start + a, parse_row(text, start + a, start + b)?));
    }
    let n = rows.len();
    if n == 0 {
        return Err(at(start, "expected at least one row between slashes"));
    }
    if let Some(size) = size
        && n != usize::from(size)
    {
        return Err(at(
            start,
            format!("the position has {n} rows, but the board is {size}×{size}"),
        ));
    }
    if !(usize::from(MIN_SIZE)..=max).contains(&n) || n.is_multiple_of(2) {
        return Err(at(
            start,
            format!(
                "the position has {n} rows; boards are odd-sized from {MIN_SIZE}×{MIN_SIZE} to {MAX_SIZE}×{MAX_SIZE}"
            ),
        ));
    }
    let mut squares = vec![None; n * n];
    for (k, (row_at, cells)) in rows.into_iter().enumerate() {
        if cells.len() != n {
            return Err(at(
                row_at,
                format!(
                    "row {} has {} squares, but the board is {n}×{n}",
                    k + 1,
                    cells.len()
                ),
            ));
        }
        let row = if inverted { n - 1 - k } else { k };
        squares[row * n..(row + 1) * n].copy_from_slice(&cells);
    }
    Ok(squares)
}

pub(super) fn parse_row(text: &str, start: usize, end: usize) -> Result<Vec<Option<Piece>>, At> {
    let max = usize::from(MAX_SIZE);
    let mut cells = Vec::new();
    let mut count: Option<(usize, usize)> = None; // (value, offset of first digit)
    let flush = |cells: &mut Vec<Option<Piece>>, count: &mut Option<(usize, usize)>| {
        if let Some((value, offset)) = count.take() {
            if value == 0 {
                return Err(at(offset, "expected a count of empty squares from 1"));
            }
            cells.extend(std::iter::repeat_n(None, value));
        }
        Ok(())
    };
    for (k, c) in text[start..end].char_indices() {
        let offset = start + k;
        if let Some(d) = c.to_digit(10) {
            let (value, first) = count.unwrap_or((0, offset));
            let value = value * 10 + d as usize;
            if cells.len() + value > max {
                return Err(at(
                    first,
                    format!("expected a row of at most {MAX_SIZE} squares"),
                ));
            }
            count = Some((value, first));
            continue;
        }
        flush(&mut cells, &mut count)?;
        let piece = match c {
            't' => Piece::Attacker,
            'T' => Piece::Defender,
            'K' => Piece::King,
            'k' => {
                return Err(at(
                    offset,
                    "`k` would be an attacking king, which no variant has",
                ));
            }
            'c' | 'n' | 'm' | 'g' | 'C' | 'N' | 'M' | 'G' => {
                return Err(at(
                    offset,
                    format!("`{c}`: knights, commanders, mercenaries and guards are not supported"),
                ));
            }
            _ => {
                return Err(at(
                    offset,
                    format!(
                        "expected a count of empty squares or a piece (`t`, `T`, `K`), found `{c}`"
                    ),
                ));
            }
        };
        if cells.len() >= max {
            return Err(at(
                offset,
                format!("expected a row of at most {MAX_SIZE} squares"),
            ));
        }
        cells.push(Some(piece));
    }
    flush(&mut cells, &mut count)?;
    Ok(cells)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::square::Square;

    fn v(id: &str) -> Arc<Variant> {
        Variant::built_in(id).unwrap()
    }

    #[test]
    fn start_positions_read_as_in_the_specification() {
        assert_eq!(
            position_string(&Position::new(v("brandubh"))),
            "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"
        );
        assert_eq!(
            position_string(&Position::new(v("copenhagen"))),
            "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/"
        );
    }

    #[test]
    fn the_first_row_written_is_rank_one() {
        let p = parse_position(
            "/3t3/7/3T3/ttTKTt1/3T3/3t3/1t5/",
            &v("brandubh"),
            Side::Defenders,
        )
        .unwrap();
        assert_eq!(p.piece_at(Square::new(1, 6)), Some(Piece::Attacker), "b7");
        assert_eq!(p.piece_at(Square::new(3, 0)), Some(Piece::Attacker), "d1");
        assert_eq!(p.piece_at(Square::new(3, 1)), None, "d2");
        assert_eq!(p.turn(), Side::Defenders);
        assert_eq!(position_string(&p), "/3t3/7/3T3/ttTKTt1/3T3/3t3/1t5/");
    }

    #[test]
    fn broken_positions_point_at_the_fault() {
        let b = v("brandubh");
        let e =
            parse_position("/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3x3/", &b, Side::Attackers).unwrap_err();
        assert_eq!((e.line, e.column), (1, 31), "{e}");
        let e =
            parse_position("/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t4/", &b, Side::Attackers).unwrap_err();
        assert_eq!((e.line, e.column), (1, 30), "{e}");
        let e =
            parse_position("/3t3/3t3/3T3/ttT1Ttt/3T3/3t3/3t3/", &b, Side::Attackers).unwrap_err();
        assert!(e.message.contains("king"), "{e}");
        let e = parse_position("/3t3//3T3/ttTKTtt/3T3/3t3/3t3/", &b, Side::Attackers).unwrap_err();
        assert_eq!(e.column, 6, "{e}");
        assert!(parse_position("/99999999999999999999t/", &b, Side::Attackers).is_err());
    }
}
