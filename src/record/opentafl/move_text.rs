//! One move as OpenTafl writes it: `Kf6-f10`, `e5-e2xf2/e1`, `e3-e4++`,
//! `Ke1-a1--`; reading it into a value that knows no position, and
//! writing a played move.

use super::*;
use crate::engine::outcome::Reason;
use crate::engine::position::Played;
use crate::engine::side::Piece;
use crate::engine::square::Square;

/// Reads a square (`e3`, lower-case column) at `b[*p..]`, moving `p` past it.
pub(super) fn parse_square(b: &[u8], p: &mut usize, n: u8, base: usize) -> Result<Square, At> {
    let start = *p;
    let expected = || at(base + start, "expected a square like `e3`");
    let letter = *b.get(start).ok_or_else(expected)?;
    if !letter.is_ascii_lowercase() {
        return Err(expected());
    }
    let mut q = start + 1;
    let mut row: u32 = 0;
    while q < b.len() && b[q].is_ascii_digit() {
        if q - start > 2 {
            return Err(expected());
        }
        row = row * 10 + u32::from(b[q] - b'0');
        q += 1;
    }
    if q == start + 1 {
        return Err(expected());
    }
    let col = letter - b'a';
    // The row as the board's byte, when it is on the board at all.
    let on_board = u8::try_from(row)
        .ok()
        .filter(|r| col < n && (1..=n).contains(r));
    let Some(row) = on_board else {
        let last = (b'a' + n - 1) as char;
        let text = String::from_utf8_lossy(&b[start..q]);
        return Err(at(
            base + start,
            format!("expected a square on the {n}×{n} board (a1 to {last}{n}); `{text}` is off it"),
        ));
    };
    *p = q;
    Ok(Square::new(col, row - 1))
}

/// A piece letter written before a square, when the next byte is a letter too.
pub(super) fn piece_prefix(b: &[u8], p: &mut usize, base: usize) -> Result<Option<u8>, At> {
    match (b.get(*p), b.get(*p + 1)) {
        (Some(&c), Some(n)) if c.is_ascii_alphabetic() && n.is_ascii_alphabetic() => match c {
            b't' | b'T' | b'K' => {
                *p += 1;
                Ok(Some(c))
            }
            b'k' => Err(at(
                base + *p,
                "`k` would be an attacking king, which no variant has",
            )),
            b'c' | b'n' | b'm' | b'g' | b'C' | b'N' | b'M' | b'G' => Err(at(
                base + *p,
                "knights, commanders, mercenaries and guards are not supported",
            )),
            _ => Err(at(
                base + *p,
                "expected a piece letter (`K`, `T`, `t`) or a square like `e3`",
            )),
        },
        _ => Ok(None),
    }
}

/// A move record as written, before it is played.
#[derive(Debug)]
pub(super) struct OtMove {
    pub(super) at: usize,
    pub(super) piece: Option<u8>,
    pub(super) from: Square,
    pub(super) to: Square,
    /// Offset where the captures are (or would be) written, and each
    /// capture with its piece letter and offset.
    pub(super) captures_at: usize,
    pub(super) captures: Vec<(Option<u8>, Square, usize)>,
    /// `++` (king captured) or `--` (king escaped), with its offset.
    pub(super) ending: Option<(char, usize)>,
}

pub(super) fn parse_move(token: &str, base: usize, n: u8) -> Result<OtMove, At> {
    if let Some((k, c)) = token.char_indices().find(|(_, c)| !c.is_ascii()) {
        return Err(at(
            base + k,
            format!("expected a move like `e1-e3`, found `{c}`"),
        ));
    }
    let b = token.as_bytes();
    let mut p = 0;
    let piece = piece_prefix(b, &mut p, base)?;
    let from = parse_square(b, &mut p, n, base)?;
    match b.get(p) {
        Some(b'-') => p += 1,
        Some(b'^' | b'=') => {
            return Err(at(
                base + p,
                "jumps and berserk moves (`^`, `=`) are not supported",
            ));
        }
        _ => return Err(at(base + p, "expected `-` between the two squares")),
    }
    let to = parse_square(b, &mut p, n, base)?;
    let captures_at = base + p;
    let mut captures = Vec::new();
    if b.get(p) == Some(&b'x') {
        p += 1;
        loop {
            let here = base + p;
            let prefix = piece_prefix(b, &mut p, base)?;
            let sq = parse_square(b, &mut p, n, base)?;
            captures.push((prefix, sq, here));
            match b.get(p) {
                Some(b'/' | b'x') => p += 1,
                _ => break,
            }
        }
    }
    let rest = &token[p..];
    let ending = match rest {
        "" | "+" | "-" => None,
        "++" => Some(('+', base + p)),
        "--" => Some(('-', base + p)),
        _ => {
            return Err(at(
                base + p,
                format!("expected `+`, `++`, `-` or `--` after the move, found `{rest}`"),
            ));
        }
    };
    Ok(OtMove {
        at: base,
        piece,
        from,
        to,
        captures_at,
        captures,
        ending,
    })
}

/// The squares of the pieces a move took, as a capture list names them
/// (the king is written as the move's ending instead).
pub(super) fn taken(played: &Played) -> Vec<String> {
    played
        .captures
        .iter()
        .filter(|c| c.piece != Piece::King)
        .map(|c| c.square.to_string())
        .collect()
}

/// Writes a played move: `Kf6-f10`, `e5-e2xf2/e1`, `e3-e4++`, `Ke1-a1--`.
pub(super) fn move_text(played: &Played) -> String {
    let mut s = String::new();
    if played.piece == Piece::King {
        s.push('K');
    }
    s.push_str(&played.mv.to_string());
    let taken = taken(played);
    if !taken.is_empty() {
        s.push('x');
        s.push_str(&taken.join("/"));
    }
    if played.captured_king() {
        s.push_str("++");
    } else if played.outcome.is_some_and(|o| is_escape(o.reason)) {
        s.push_str("--");
    }
    s
}

pub(super) fn is_escape(reason: Reason) -> bool {
    matches!(
        reason,
        Reason::CornerEscape | Reason::EdgeEscape | Reason::PeripheryEscape | Reason::ExitFort
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_records_read_and_write() {
        let m = parse_move("Kf6-c6", 0, 11).unwrap();
        assert_eq!(
            (m.piece, m.from, m.to),
            (Some(b'K'), Square::new(5, 5), Square::new(2, 5))
        );
        let m = parse_move("e5-e2xf2/Ke1++", 0, 11).unwrap();
        assert_eq!(m.captures.len(), 2);
        assert_eq!(m.captures[1].0, Some(b'K'));
        assert_eq!(m.ending.map(|e| e.0), Some('+'));
        let m = parse_move("c3-c5-", 0, 11).unwrap();
        assert_eq!((m.piece, m.ending), (None, None));
        assert!(parse_move("Ne6^e8", 0, 11).is_err());
        assert!(parse_move("e6^e8", 0, 11).is_err());
        let e = parse_move("a1-m1", 10, 11).unwrap_err();
        assert_eq!(e.offset, 13);
        assert!(e.message.contains("11×11"), "{}", e.message);
        assert!(parse_move("a1-a3+++", 0, 11).is_err());
    }
}
