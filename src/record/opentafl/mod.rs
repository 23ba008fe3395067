//! OpenTafl notation (OTN): position strings, rules strings and `.otg` game
//! records, the interchange formats of the OpenTafl program.
//!
//! **Position strings** list the rows between slashes, each row as piece
//! letters (`t` attacker, `T` defender, `K` king) and counts of empty
//! squares: `/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/`. As OpenTafl's specification
//! says, the record starts at `a1`: **the first row written is rank 1**, the
//! bottom row of our diagrams, so square names in moves (`e1`) and the
//! position string agree. Rules strings may also carry `starti:`, the same
//! record written from the top rank down; it is read, never written.
//!
//! **Rules strings** are `key:value` words: `dim:11 name:Copenhagen atkf:y
//! sw:s efe:y start:/3ttttt3/.../`. [`rules_string`] writes a variant when
//! OpenTafl can state its rules; [`unexpressed`] lists what it cannot say:
//!
//! | Variant | Not expressible |
//! |---|---|
//! | Copenhagen | the repetition rule (written `tfr:w`, as OpenTafl writes Copenhagen) |
//! | Fetlar, Brandubh, Alea Evangelii | nothing |
//! | Tablut | separate base camps (one attacker fortress `afor`), the combined trap (written as Linnaean capture `linc:y`), "a third repetition is illegal" (written `tfr:l`) |
//! | Book of Strategy 13×13 | **enclosure** |
//! | One-step 9×9 | **the board edge counting against the king** |
//! | Tawl-bwrdd | **escape along the periphery**, **watch your king** |
//!
//! Rows in bold are missing outright, so [`rules_string`] gives `None` for
//! those variants; [`nearest_rules_string`] still writes the closest string,
//! and `.otg` files always carry it. [`variant_for_rules`] reads a rules
//! string back to a variant by board size, start position, first mover and
//! the rules that change play (escape, king strength and arms, shield walls,
//! exit forts, speed, Linnaean capture, jumps, and where the throne, corners
//! and forts are).
//!
//! **Game records** (`.otg`) are tags `[name:value]`, one per line, with
//! `[rules:...]` last, then numbered turns: `1. d1-d3 Kf6-f10`, the first
//! mover's move first. A king move starts with `K`; captures follow an `x`,
//! separated by `/` (`e5-e2xf2/e1`); a move that captures the king ends with
//! `++`, one that lets him escape (or closes an exit fort) with `--`.
//! Variations are supported in OpenTafl's address form: `8a.1.1a. e5-e3
//! d1-d3` is the first variation replacing the first move of turn 8, its
//! first turn; `3b.2.1a. ..... d1-d3` replaces the second move of turn 3
//! (`.....` holds the place of the first); deeper variations extend the
//! address (`3a.2.1a.1.1a.`). Comments in brackets (`[...|...]`) are skipped
//! when reading; Taflbord's records have no per-move comments to write.
//!
//! Besides OpenTafl's tags (`event`, `date`, `attackers`, `defenders`,
//! `result`, `termination`, `variant`, `start-comment`, `position`, `rules`)
//! the writer adds `opening`. Tag values escape `\`, newlines, `[` and `]`
//! as `\\`, `\n`, `\x5b`, `\x5d`. When the moves themselves end the game,
//! the result is the board's and the record's `meta.result` stays empty.

use crate::engine::outcome::Reason;
use crate::engine::position::{Move, Played, Position};
use crate::engine::rules::{
    Escape, Hostile, KingCapture, KingNeighbour, Passage, Repetition, Rules,
};
use crate::engine::setup::Setup;
use crate::engine::side::{Piece, Side};
use crate::engine::square::{MAX_SIZE, MIN_SIZE, Square};
use crate::engine::variant::{Variant, built_ins};
use crate::record::{GameRecord, GameResult, NodeId, ResultReason};
use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

/// An error in OpenTafl text, at a line and column (both from 1, columns
/// counted in characters).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OtError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for OtError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for OtError {}

/// An error at a byte offset of the text being read; turned into an
/// [`OtError`] by a [`Locator`] at the public boundary.
#[derive(Debug)]
struct At {
    offset: usize,
    message: String,
}

fn at(offset: usize, message: impl Into<String>) -> At {
    At {
        offset,
        message: message.into(),
    }
}

/// Turns byte offsets into lines and columns.
struct Locator<'a> {
    text: &'a str,
    line_starts: Vec<usize>,
}

impl<'a> Locator<'a> {
    fn new(text: &'a str) -> Locator<'a> {
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        Locator { text, line_starts }
    }

    fn error(&self, e: At) -> OtError {
        let mut offset = e.offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.line_starts.partition_point(|&s| s <= offset);
        let start = self.line_starts[line - 1];
        OtError {
            line,
            column: self.text[start..offset].chars().count() + 1,
            message: e.message,
        }
    }
}

/// Line number (from 1) of a byte offset, for messages that point back.
fn line_of(text: &str, offset: usize) -> usize {
    text.as_bytes()[..offset.min(text.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

// ---------------------------------------------------------------------------
// Position strings

fn piece_letter(piece: Piece) -> char {
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

fn board_string(setup: &Setup) -> String {
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
fn parse_board(
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

fn parse_row(text: &str, start: usize, end: usize) -> Result<Vec<Option<Piece>>, At> {
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

// ---------------------------------------------------------------------------
// Rules strings

/// Pieces in a piece-type list, as bits (only the kinds Taflbord has).
const T: u8 = 1;
const D: u8 = 2;
const K: u8 = 4;

fn pieces_text(bits: u8) -> String {
    let mut s = String::new();
    if bits & T != 0 {
        s.push('t');
    }
    if bits & D != 0 {
        s.push('T');
    }
    if bits & K != 0 {
        s.push('K');
    }
    s
}

/// Piece-type list keys and OpenTafl's defaults for them, as bits.
const PIECE_LISTS: [(&str, u8); 17] = [
    ("corh", T | D | K),
    ("cenh", T),
    ("cenhe", T | D | K),
    ("aforh", D | K),
    ("dforh", T),
    ("corp", K),
    ("cenp", T | D | K),
    ("aforp", T | D | K),
    ("dforp", T | D | K),
    ("cors", K),
    ("cens", K),
    ("afors", T | D | K),
    ("dfors", D | K),
    ("corre", T | D | K),
    ("cenre", T | D | K),
    ("aforre", T | D | K),
    ("dforre", T | D | K),
];

fn default_list(key: &str) -> u8 {
    PIECE_LISTS
        .iter()
        .find(|(k, _)| *k == key)
        .map_or(0, |&(_, d)| d)
}

/// Something a variant's rules say that an OpenTafl rules string cannot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gap {
    /// Written as the nearest OpenTafl rule, which plays slightly differently.
    Approximated(&'static str),
    /// Not written at all: OpenTafl would play a different game.
    Missing(&'static str),
}

/// What an OpenTafl rules string cannot say about `variant`'s rules.
pub fn unexpressed(variant: &Variant) -> Vec<Gap> {
    let r = variant.rules();
    let mut gaps = Vec::new();
    if r.enclosure {
        gaps.push(Gap::Missing(
            "enclosure: a group left with no empty neighbour is captured",
        ));
    }
    if r.escape == Escape::Periphery {
        gaps.push(Gap::Missing(
            "escape by a king move along the edge (written as edge escape, `esc:e`)",
        ));
    }
    if r.watch_your_king {
        gaps.push(Gap::Missing(
            "watch your king: a defender move leaving the king open to capture is illegal, and mate wins",
        ));
    }
    if let KingCapture::Strong(list) = &r.king.capture
        && list.contains(&KingNeighbour::Edge)
    {
        gaps.push(Gap::Missing(
            "the board edge standing in for an attacker against the king",
        ));
    }
    if r.combined_trap {
        gaps.push(Gap::Approximated(
            "the combined trap, written as OpenTafl's Linnaean capture (`linc:y`)",
        ));
    }
    if r.camps.len() > 1 {
        gaps.push(Gap::Approximated(
            "separate base camps: OpenTafl has one attacker fortress (`afor`)",
        ));
    }
    match r.repetition {
        Repetition::ForbiddenForDefenders => gaps.push(Gap::Approximated(
            "repetition: a defender move repeating a position is illegal (written `tfr:w`, as OpenTafl writes Copenhagen)",
        )),
        Repetition::DefendersLose => gaps.push(Gap::Approximated(
            "repetition: perpetual repetition loses for the defenders (written `tfr:w`)",
        )),
        Repetition::ThreefoldForbidden => gaps.push(Gap::Approximated(
            "repetition: a move making a position for the third time is illegal (written `tfr:l`: that move loses)",
        )),
        Repetition::Allowed | Repetition::ThreefoldDraw => {}
    }
    if !r.no_move_loses {
        gaps.push(Gap::Approximated(
            "a side without a legal move does not lose",
        ));
    }
    gaps
}

/// The variant as an OpenTafl rules string, when OpenTafl can state its
/// rules (see [`unexpressed`]; approximations are allowed, missing rules
/// are not).
pub fn rules_string(variant: &Variant) -> Option<String> {
    if unexpressed(variant)
        .iter()
        .any(|g| matches!(g, Gap::Missing(_)))
    {
        None
    } else {
        Some(nearest_rules_string(variant))
    }
}

/// A name usable as one word of a rules string.
fn rules_name(name: &str) -> String {
    name.chars()
        .filter(|c| !matches!(c, ':' | '[' | ']') && !c.is_control())
        .map(|c| match c {
            '×' => 'x',
            c if c.is_whitespace() => '_',
            c => c,
        })
        .collect()
}

/// Hostility of a special square as piece bits: (always, when empty).
fn hostility_bits(
    h: crate::engine::rules::Hostility,
    weak_king: bool,
    king_by_square: bool,
) -> (u8, u8) {
    let mut always = 0;
    let mut empty = 0;
    if h.attackers == Hostile::Always {
        always |= T;
    }
    if h.attackers != Hostile::Never {
        empty |= T;
    }
    if h.defenders == Hostile::Always {
        always |= D;
        if weak_king {
            always |= K;
        }
    }
    if h.defenders != Hostile::Never {
        empty |= D;
        if weak_king {
            empty |= K;
        }
    }
    if !weak_king && king_by_square {
        empty |= K;
    }
    (always, empty)
}

/// The closest OpenTafl rules string for the variant, whatever it cannot
/// express; `.otg` files carry this one.
pub fn nearest_rules_string(variant: &Variant) -> String {
    let r: &Rules = variant.rules();
    let n = variant.size();
    let mut words = vec![
        format!("dim:{n}"),
        format!("name:{}", rules_name(variant.name())),
    ];
    if r.escape != Escape::Corner {
        words.push("esc:e".into());
    }
    if !r.encirclement {
        words.push("surf:n".into());
    }
    words.push(format!(
        "atkf:{}",
        if r.first == Side::Attackers { 'y' } else { 'n' }
    ));
    match r.repetition {
        Repetition::Allowed => words.push("tfr:i".into()),
        Repetition::ThreefoldDraw => {}
        Repetition::ThreefoldForbidden => words.push("tfr:l".into()),
        Repetition::ForbiddenForDefenders | Repetition::DefendersLose => words.push("tfr:w".into()),
    }
    if !r.king.armed {
        words.push("ka:n".into());
    }
    let (weak, by): (bool, &[KingNeighbour]) = match &r.king.capture {
        KingCapture::Weak => (true, &[]),
        KingCapture::Strong(list) => (false, list),
    };
    if weak {
        words.push("ks:w".into());
    }
    if r.corners.is_none() {
        words.push("cor:".into());
    }
    if r.throne.is_none() {
        words.push("cen:".into());
    }
    if !r.camps.is_empty() {
        let squares: Vec<String> = r.camps.iter().flatten().map(|s| s.to_string()).collect();
        words.push(format!("afor:{}", squares.join(",")));
    }
    if let Some(limit) = r.step_limit {
        words.push(format!("spd:{limit}"));
    }
    let mut lists: Vec<(&str, u8)> = Vec::new();
    if let Some(c) = &r.corners {
        let (always, empty) =
            hostility_bits(c.hostility, weak, by.contains(&KingNeighbour::Corner));
        // Corners are empty whenever it matters (a king on one has escaped).
        lists.push(("corh", always | empty));
        lists.push(("cors", K));
    }
    if let Some(t) = &r.throne {
        lists.push((
            "cenp",
            match t.pass {
                Passage::Anyone => T | D | K,
                Passage::KingOnly => K,
                Passage::Nobody => 0,
            },
        ));
        lists.push(("cens", K));
        let (always, empty) =
            hostility_bits(t.hostility, weak, by.contains(&KingNeighbour::EmptyThrone));
        lists.push(("cenh", always));
        lists.push(("cenhe", empty));
        lists.push(("cenre", if t.king_may_return { K } else { 0 }));
    }
    if !r.camps.is_empty() {
        lists.push(("aforp", T));
        lists.push(("afors", T));
        let (always, empty) =
            hostility_bits(r.camp_hostility, weak, by.contains(&KingNeighbour::Camp));
        lists.push(("aforh", always | empty));
        lists.push(("aforre", 0));
    }
    for (key, bits) in lists {
        let default = default_list(key);
        // Re-entry only matters for pieces that may stop there at all.
        let differs = if key.ends_with("re") {
            let stop = if key == "cenre" { K } else { T };
            bits & stop != default & stop
        } else {
            bits != default
        };
        if differs {
            words.push(format!("{key}:{}", pieces_text(bits)));
        }
    }
    if r.shield_walls {
        words.push("sw:s".into());
    }
    if r.exit_forts {
        words.push("efe:y".into());
    }
    if r.combined_trap {
        words.push("linc:y".into());
    }
    words.push(format!("start:{}", board_string(variant.start())));
    words.join(" ")
}

/// The rules that decide which variant a rules string describes.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Profile {
    dim: u8,
    start: Vec<Option<Piece>>,
    attackers_first: bool,
    edge_escape: bool,
    king_armed: char,
    king_strength: char,
    king_jumps: bool,
    shield_walls: char,
    exit_forts: bool,
    linnaean: bool,
    /// Speed limits of attackers, defenders and the king (`None`: any distance).
    speed: [Option<u32>; 3],
    corners: Vec<Square>,
    centre: Vec<Square>,
    attacker_forts: Vec<Square>,
    defender_forts: Vec<Square>,
}

impl Profile {
    /// Names of the fields where two profiles differ, with the rules key
    /// that sets each.
    fn differences(&self, other: &Profile) -> Vec<(&'static str, &'static str)> {
        let mut d = Vec::new();
        let mut check = |same: bool, what, key| {
            if !same {
                d.push((what, key));
            }
        };
        check(self.dim == other.dim, "board size", "dim");
        check(self.start == other.start, "start position", "start");
        check(
            self.attackers_first == other.attackers_first,
            "first mover",
            "atkf",
        );
        check(self.edge_escape == other.edge_escape, "escape", "esc");
        check(self.king_armed == other.king_armed, "king armed", "ka");
        check(
            self.king_strength == other.king_strength,
            "king strength",
            "ks",
        );
        check(self.king_jumps == other.king_jumps, "king jumps", "kj");
        check(
            self.shield_walls == other.shield_walls,
            "shield walls",
            "sw",
        );
        check(self.exit_forts == other.exit_forts, "exit forts", "efe");
        check(self.linnaean == other.linnaean, "Linnaean capture", "linc");
        check(self.speed == other.speed, "speed limit", "spd");
        check(self.corners == other.corners, "corner squares", "cor");
        check(self.centre == other.centre, "throne", "cen");
        check(
            self.attacker_forts == other.attacker_forts,
            "attacker forts",
            "afor",
        );
        check(
            self.defender_forts == other.defender_forts,
            "defender forts",
            "dfor",
        );
        d
    }
}

fn default_corners(n: u8) -> Vec<Square> {
    let m = n - 1;
    let mut v = vec![
        Square::new(0, 0),
        Square::new(m, 0),
        Square::new(0, m),
        Square::new(m, m),
    ];
    v.sort();
    v
}

fn profile_of_variant(variant: &Variant) -> Profile {
    let r = variant.rules();
    let n = variant.size();
    let mut forts: Vec<Square> = r.camps.iter().flatten().copied().collect();
    forts.sort();
    Profile {
        dim: n,
        start: variant.start().squares.clone(),
        attackers_first: r.first == Side::Attackers,
        edge_escape: r.escape != Escape::Corner,
        king_armed: if r.king.armed { 'y' } else { 'n' },
        king_strength: match r.king.capture {
            KingCapture::Weak => 'w',
            KingCapture::Strong(_) => 's',
        },
        king_jumps: false,
        shield_walls: if r.shield_walls { 's' } else { 'n' },
        exit_forts: r.exit_forts,
        linnaean: r.combined_trap,
        speed: [r.step_limit.map(u32::from); 3],
        corners: if r.corners.is_some() {
            default_corners(n)
        } else {
            Vec::new()
        },
        centre: variant.throne().into_iter().collect(),
        attacker_forts: forts,
        defender_forts: Vec::new(),
    }
}

/// One `key:value` word of a rules string, as offsets into the text.
struct Entry {
    key: String,
    at: usize,
    value_at: usize,
    value_end: usize,
}

const RULE_KEYS: [&str; 40] = [
    "dim", "name", "esc", "surf", "atkf", "tfr", "ka", "ks", "kj", "nj", "cj", "mj", "gj", "cor",
    "cen", "afor", "dfor", "spd", "corh", "cenh", "cenhe", "aforh", "dforh", "corp", "cenp",
    "aforp", "dforp", "cors", "cens", "afors", "dfors", "corre", "cenre", "aforre", "dforre", "sw",
    "swf", "efe", "linc", "ber",
];

fn rules_entries(text: &str, start: usize, end: usize) -> Result<Vec<Entry>, At> {
    let mut entries: Vec<Entry> = Vec::new();
    let s = &text[start..end];
    let mut k = 0;
    while k < s.len() {
        let rest = &s[k..];
        let skip = rest.len() - rest.trim_start().len();
        if skip > 0 {
            k += skip;
            continue;
        }
        let word_len = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let word = &rest[..word_len];
        let word_at = start + k;
        let Some(colon) = word.find(':') else {
            return Err(at(
                word_at,
                format!("expected a rule like `dim:11`, found `{word}`"),
            ));
        };
        let key = &word[..colon];
        let known = RULE_KEYS.contains(&key) || key == "start" || key == "starti";
        if !known {
            return Err(at(
                word_at,
                format!(
                    "unknown rule `{key}`; expected one of {}, start",
                    RULE_KEYS.join(", ")
                ),
            ));
        }
        let same =
            |e: &Entry| e.key == key || (e.key.starts_with("start") && key.starts_with("start"));
        if entries.iter().any(same) {
            return Err(at(word_at, format!("the rule `{key}` is given twice")));
        }
        entries.push(Entry {
            key: key.to_string(),
            at: word_at,
            value_at: word_at + colon + 1,
            value_end: word_at + word_len,
        });
        k += word_len;
    }
    Ok(entries)
}

fn yes_no(text: &str, e: &Entry) -> Result<bool, At> {
    match &text[e.value_at..e.value_end] {
        "y" => Ok(true),
        "n" => Ok(false),
        v => Err(at(
            e.value_at,
            format!("expected `y` or `n` for `{}`, found `{v}`", e.key),
        )),
    }
}

fn one_of(text: &str, e: &Entry, allowed: &str) -> Result<char, At> {
    let v = &text[e.value_at..e.value_end];
    let mut chars = v.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if allowed.contains(c) => Ok(c),
        _ => {
            let options: Vec<String> = allowed.chars().map(|c| format!("`{c}`")).collect();
            Err(at(
                e.value_at,
                format!(
                    "expected one of {} for `{}`, found `{v}`",
                    options.join(", "),
                    e.key
                ),
            ))
        }
    }
}

fn square_list(text: &str, e: &Entry, n: u8) -> Result<Option<Vec<Square>>, At> {
    let v = &text[e.value_at..e.value_end];
    if v == "default" {
        return Ok(None);
    }
    let mut squares = Vec::new();
    let mut offset = e.value_at;
    for part in v.split(',') {
        if !part.is_empty() {
            let b = part.as_bytes();
            let mut p = 0;
            let sq = parse_square(b, &mut p, n, offset)?;
            if p != b.len() {
                return Err(at(offset + p, "expected `,` between squares"));
            }
            squares.push(sq);
        }
        offset += part.len() + 1;
    }
    squares.sort();
    squares.dedup();
    Ok(Some(squares))
}

fn piece_list(text: &str, e: &Entry) -> Result<u8, At> {
    let mut bits = 0;
    for (k, c) in text[e.value_at..e.value_end].char_indices() {
        bits |= match c {
            't' => T,
            'T' => D,
            'K' => K,
            'c' | 'n' | 'k' | 'm' | 'g' | 'C' | 'N' | 'M' | 'G' => 0,
            _ => {
                return Err(at(
                    e.value_at + k,
                    format!("expected piece letters (`tcnkmTCNKM`), found `{c}`"),
                ));
            }
        };
    }
    Ok(bits)
}

fn speed_list(text: &str, e: &Entry) -> Result<[Option<u32>; 3], At> {
    let v = &text[e.value_at..e.value_end];
    let mut numbers = Vec::new();
    let mut offset = e.value_at;
    for part in v.split(',') {
        if !part.is_empty() {
            let n: i64 = part
                .parse()
                .ok()
                .filter(|n: &i64| (-1..=1000).contains(n) && *n != 0)
                .ok_or_else(|| {
                    at(offset, format!("expected a speed limit (a number from 1, or -1 for none), found `{part}`"))
                })?;
            numbers.push(u32::try_from(n).ok());
        }
        offset += part.len() + 1;
    }
    // One number for all; two for attackers and defenders; eight (`tcnkTCNK`)
    // or ten (`tcnkmTCNKM`) per kind.
    match numbers[..] {
        [all] => Ok([all; 3]),
        [a, d] => Ok([a, d, d]),
        [t, _, _, _, tt, _, _, kk] => Ok([t, tt, kk]),
        [t, _, _, _, _, tt, _, _, kk, _] => Ok([t, tt, kk]),
        _ => Err(at(
            e.value_at,
            "expected one speed, two (attackers, defenders), or one per piece kind",
        )),
    }
}

/// Reads a rules string in `text[start..end]` into the profile that
/// identifies its variant, checking every word.
fn parse_rules(text: &str, start: usize, end: usize) -> Result<(Profile, Vec<Entry>), At> {
    let entries = rules_entries(text, start, end)?;
    let get = |key: &str| entries.iter().find(|e| e.key == key);
    let dim_entry = get("dim").ok_or_else(|| at(start, "expected `dim:` giving the board size"))?;
    let dim_text = &text[dim_entry.value_at..dim_entry.value_end];
    let dim: u8 = dim_text
        .parse()
        .ok()
        .filter(|n| (MIN_SIZE..=MAX_SIZE).contains(n) && n % 2 == 1)
        .ok_or_else(|| {
            at(
                dim_entry.value_at,
                format!(
                    "expected an odd board size from {MIN_SIZE} to {MAX_SIZE}, found `{dim_text}`"
                ),
            )
        })?;
    let mut p = Profile {
        dim,
        start: Vec::new(),
        attackers_first: true,
        edge_escape: false,
        king_armed: 'y',
        king_strength: 's',
        king_jumps: false,
        shield_walls: 'n',
        exit_forts: false,
        linnaean: false,
        speed: [None; 3],
        corners: default_corners(dim),
        centre: vec![Square::new(dim / 2, dim / 2)],
        attacker_forts: Vec::new(),
        defender_forts: Vec::new(),
    };
    for e in &entries {
        match e.key.as_str() {
            "esc" => p.edge_escape = one_of(text, e, "ce")? == 'e',
            "atkf" => p.attackers_first = yes_no(text, e)?,
            "surf" | "swf" => {
                yes_no(text, e)?;
            }
            "efe" => p.exit_forts = yes_no(text, e)?,
            "linc" => p.linnaean = yes_no(text, e)?,
            "tfr" => {
                one_of(text, e, "idwl")?;
            }
            "ka" => p.king_armed = one_of(text, e, "ynah")?,
            "ks" => {
                p.king_strength = match one_of(text, e, "swcmyn")? {
                    'y' => 's',
                    'n' => 'w',
                    c => c,
                }
            }
            "kj" => p.king_jumps = one_of(text, e, "nrjc")? != 'n',
            "nj" | "cj" | "mj" | "gj" => {
                one_of(text, e, "nrjc")?;
            }
            "sw" => p.shield_walls = one_of(text, e, "nws")?,
            "ber" => {
                if one_of(text, e, "ncm")? != 'n' {
                    return Err(at(e.value_at, "berserk moves are not supported"));
                }
            }
            "cor" => {
                if let Some(list) = square_list(text, e, dim)? {
                    p.corners = list;
                }
            }
            "cen" => {
                if let Some(list) = square_list(text, e, dim)? {
                    p.centre = list;
                }
            }
            "afor" => p.attacker_forts = square_list(text, e, dim)?.unwrap_or_default(),
            "dfor" => p.defender_forts = square_list(text, e, dim)?.unwrap_or_default(),
            "spd" => p.speed = speed_list(text, e)?,
            "start" | "starti" => {
                p.start = parse_board(text, e.value_at, e.value_end, e.key == "starti", Some(dim))?;
            }
            "dim" | "name" => {}
            _ => {
                piece_list(text, e)?;
            }
        }
    }
    if p.start.is_empty() {
        return Err(at(end, "expected `start:` giving the start position, last"));
    }
    Ok((p, entries))
}

/// Where to point at for a difference: the word that sets the key, or the
/// start of the string when the key was left at its default.
fn difference_at(entries: &[Entry], key: &str, fallback: usize) -> usize {
    entries
        .iter()
        .find(|e| e.key == key || (key == "start" && e.key == "starti"))
        .map_or(fallback, |e| e.at)
}

fn describe(diffs: &[(&str, &str)]) -> String {
    diffs
        .iter()
        .map(|(what, key)| format!("{what} (`{key}`)"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn name_entry<'t>(text: &'t str, entries: &[Entry]) -> Option<&'t str> {
    entries
        .iter()
        .find(|e| e.key == "name")
        .map(|e| &text[e.value_at..e.value_end])
}

fn match_rules(
    text: &str,
    start: usize,
    end: usize,
    candidates: &[Arc<Variant>],
) -> Result<Arc<Variant>, At> {
    let (profile, entries) = parse_rules(text, start, end)?;
    let matching: Vec<&Arc<Variant>> = candidates
        .iter()
        .filter(|v| profile_of_variant(v) == profile)
        .collect();
    if matching.len() > 1
        && let Some(name) = name_entry(text, &entries)
        && let Some(v) = matching.iter().find(|v| {
            rules_name(v.name()).eq_ignore_ascii_case(name) || v.id().eq_ignore_ascii_case(name)
        })
    {
        return Ok(Arc::clone(v));
    }
    if let Some(v) = matching.first() {
        return Ok(Arc::clone(v));
    }
    let closest = candidates
        .iter()
        .map(|v| (v, profile.differences(&profile_of_variant(v))))
        .min_by_key(|(_, d)| d.len());
    match closest {
        Some((v, diffs)) => Err(at(
            difference_at(&entries, diffs.first().map_or("dim", |d| d.1), start),
            format!(
                "these rules match no known variant; the closest is `{}` ({}), which differs in {}",
                v.id(),
                v.name(),
                describe(&diffs)
            ),
        )),
        None => Err(at(start, "these rules match no known variant")),
    }
}

/// Which built-in variant an OpenTafl rules string describes: the one with
/// the same board size, start position, first mover and play-changing
/// rules. An error names the closest variant and how it differs.
pub fn variant_for_rules(text: &str) -> Result<Arc<Variant>, OtError> {
    variant_for_rules_among(text, &[])
}

/// As [`variant_for_rules`], also trying the given user variants (after
/// the built-in ones).
pub fn variant_for_rules_among(
    text: &str,
    extra_variants: &[Arc<Variant>],
) -> Result<Arc<Variant>, OtError> {
    let candidates: Vec<Arc<Variant>> = built_ins().iter().chain(extra_variants).cloned().collect();
    match_rules(text, 0, text.len(), &candidates).map_err(|e| Locator::new(text).error(e))
}

// ---------------------------------------------------------------------------
// Moves

/// Reads a square (`e3`, lower-case column) at `b[*p..]`, moving `p` past it.
fn parse_square(b: &[u8], p: &mut usize, n: u8, base: usize) -> Result<Square, At> {
    let start = *p;
    let expected = || at(base + start, "expected a square like `e3`");
    let letter = *b.get(start).ok_or_else(expected)?;
    if !(b'a'..=b's').contains(&letter) {
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
    if col >= n || row == 0 || row > u32::from(n) {
        let last = (b'a' + n - 1) as char;
        let text = String::from_utf8_lossy(&b[start..q]);
        return Err(at(
            base + start,
            format!("expected a square on the {n}×{n} board (a1 to {last}{n}); `{text}` is off it"),
        ));
    }
    *p = q;
    Ok(Square::new(col, row as u8 - 1))
}

/// A piece letter written before a square, when the next byte is a letter too.
fn piece_prefix(b: &[u8], p: &mut usize, base: usize) -> Result<Option<u8>, At> {
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
struct OtMove {
    at: usize,
    piece: Option<u8>,
    from: Square,
    to: Square,
    /// Offset where the captures are (or would be) written, and each
    /// capture with its piece letter and offset.
    captures_at: usize,
    captures: Vec<(Option<u8>, Square, usize)>,
    /// `++` (king captured) or `--` (king escaped), with its offset.
    ending: Option<(char, usize)>,
}

fn parse_move(token: &str, base: usize, n: u8) -> Result<OtMove, At> {
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

/// Writes a played move: `Kf6-f10`, `e5-e2xf2/e1`, `e3-e4++`, `Ke1-a1--`.
fn move_text(played: &Played) -> String {
    let mut s = String::new();
    if played.piece == Piece::King {
        s.push('K');
    }
    s.push_str(&played.mv.to_string());
    let taken: Vec<String> = played
        .captures
        .iter()
        .filter(|c| c.piece != Piece::King)
        .map(|c| c.square.to_string())
        .collect();
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

fn is_escape(reason: Reason) -> bool {
    matches!(
        reason,
        Reason::CornerEscape | Reason::EdgeEscape | Reason::PeripheryEscape | Reason::ExitFort
    )
}

// ---------------------------------------------------------------------------
// Game records: writing

fn escape_tag(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '[' => out.push_str("\\x5b"),
            ']' => out.push_str("\\x5d"),
            c if c.is_control() && c.is_ascii() => out.push_str(&format!("\\x{:02x}", c as u32)),
            c if c.is_control() => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    out
}

fn unescape_tag(value: &str) -> String {
    let value = value.replace("\r\n", "\n");
    let mut out = String::with_capacity(value.len());
    let mut rest = value.as_str();
    while let Some(k) = rest.find('\\') {
        out.push_str(&rest[..k]);
        let tail = &rest[k..];
        let hex = tail
            .get(2..4)
            .filter(|_| tail.starts_with("\\x"))
            .and_then(|h| u8::from_str_radix(h, 16).ok())
            .filter(|v| v.is_ascii());
        if let Some(after) = tail.strip_prefix("\\\\") {
            out.push('\\');
            rest = after;
        } else if let Some(after) = tail.strip_prefix("\\n") {
            out.push('\n');
            rest = after;
        } else if let Some(v) = hex {
            out.push(char::from(v));
            rest = &tail[4..];
        } else if let Some((c, len)) = unicode_escape(tail) {
            out.push(c);
            rest = &tail[len..];
        } else {
            // Not one of ours: keep the backslash as written.
            out.push('\\');
            rest = &tail[1..];
        }
    }
    out.push_str(rest);
    out
}

/// `\u{hex}` at the start of `tail`: the character and the escape's length.
fn unicode_escape(tail: &str) -> Option<(char, usize)> {
    let body = tail.strip_prefix("\\u{")?;
    let close = body.find('}')?;
    let c = u32::from_str_radix(&body[..close], 16)
        .ok()
        .and_then(char::from_u32)?;
    Some((c, 3 + close + 1))
}

fn result_code(winner: Option<Side>) -> &'static str {
    match winner {
        Some(Side::Attackers) => "1",
        Some(Side::Defenders) => "-1",
        None => "0",
    }
}

/// Writes a record as an `.otg` file: tags (players, date, event, result,
/// variant, opening, comment, start position when not the usual one, and
/// the rules last), then the main line turn by turn, each variation after
/// the turn it branches from.
pub fn write_otg(record: &GameRecord) -> String {
    let meta = &record.meta;
    let variant = record.variant();
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        out.push_str(&format!("[{name}:{}]\n", escape_tag(value)));
    };
    for (name, value) in [
        ("event", &meta.event),
        ("date", &meta.date),
        ("attackers", &meta.attackers),
        ("defenders", &meta.defenders),
    ] {
        if !value.is_empty() {
            tag(name, value);
        }
    }
    match record.result() {
        Some(r) => {
            tag("result", result_code(r.winner));
            tag("termination", &r.to_string());
        }
        None => tag("result", "?"),
    }
    tag("variant", variant.id());
    if let Some(option) = variant.applied_option() {
        tag("option", &option);
    }
    if !meta.opening.is_empty() {
        tag("opening", &meta.opening);
    }
    if !meta.comment.is_empty() {
        tag("start-comment", &meta.comment);
    }
    let start = record.start().to_setup();
    if start.squares != variant.start().squares {
        tag("position", &board_string(&start));
    }
    tag("rules", &nearest_rules_string(variant));
    out.push('\n');
    let main = record.main_line();
    let starts_at_b = record.start().turn() != variant.rules().first;
    write_line(
        &mut out,
        record,
        &main[1..],
        NodeId::ROOT,
        "",
        true,
        starts_at_b,
    );
    out
}

/// Writes one line of play: `moves` are the nodes after each move, `base`
/// the node before the first. `prefix` is the line's address (empty for
/// the main line).
fn write_line(
    out: &mut String,
    record: &GameRecord,
    moves: &[NodeId],
    base: NodeId,
    prefix: &str,
    is_main: bool,
    starts_at_b: bool,
) {
    let b = usize::from(starts_at_b);
    let mut i = 0;
    let mut turn = 1;
    while i < moves.len() || (turn == 1 && starts_at_b && is_main) {
        let mut line = if is_main {
            format!("{turn}.")
        } else {
            format!("{prefix}{turn}a.")
        };
        let first = i;
        let per_turn = if turn == 1 && starts_at_b {
            line.push_str(" .....");
            1
        } else {
            2
        };
        while i < moves.len() && i - first < per_turn {
            if let Some(played) = record.node(moves[i]).played() {
                line.push(' ');
                line.push_str(&move_text(played));
            }
            i += 1;
        }
        out.push_str(&line);
        out.push('\n');
        // Alternatives to the moves of this turn (a variation's own first
        // move is listed by the line it branches from).
        for j in first..i {
            if !is_main && j == 0 {
                continue;
            }
            let before = if j == 0 { base } else { moves[j - 1] };
            for (k, &alt) in record.node(before).children().iter().enumerate().skip(1) {
                let slot = j + b;
                let half = if slot % 2 == 0 { 'a' } else { 'b' };
                let sub = format!("{prefix}{}{half}.{k}.", slot / 2 + 1);
                let mut line = vec![alt];
                while let Some(&next) = record.node(*line.last().expect("alt")).children().first() {
                    line.push(next);
                }
                write_line(out, record, &line, before, &sub, false, half == 'b');
            }
        }
        turn += 1;
    }
}

// ---------------------------------------------------------------------------
// Game records: reading

/// A `[name:value]` tag.
struct Tag {
    name: String,
    value_at: usize,
    value_end: usize,
}

const KNOWN_TAGS: [&str; 12] = [
    "event",
    "date",
    "attackers",
    "defenders",
    "result",
    "termination",
    "variant",
    "option",
    "opening",
    "start-comment",
    "position",
    "rules",
];

fn skip_space(text: &str, mut i: usize) -> usize {
    while let Some(c) = text[i..].chars().next() {
        if !c.is_whitespace() {
            break;
        }
        i += c.len_utf8();
    }
    i
}

/// Reads the tags; returns them and where the turns begin.
fn parse_header(text: &str) -> Result<(Vec<Tag>, usize), At> {
    let mut tags: Vec<Tag> = Vec::new();
    let mut i = 0;
    loop {
        i = skip_space(text, i);
        let Some(c) = text[i..].chars().next() else {
            return Ok((tags, i));
        };
        if c.is_ascii_digit() {
            return Ok((tags, i));
        }
        if c != '[' {
            return Err(at(
                i,
                "expected a tag like `[attackers:Ada]` or the first turn, like `1. d1-d3 f8-f9`",
            ));
        }
        let rest = &text[i + 1..];
        let stop = rest.find([':', ']', '\n', '[']);
        let Some(k) = stop.filter(|&k| rest.as_bytes()[k] == b':') else {
            return Err(at(
                i,
                "expected a tag `[name:value]`; this one has no `:` after its name",
            ));
        };
        let name = &rest[..k];
        if name.is_empty()
            || !name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            return Err(at(
                i + 1,
                format!("expected a tag name of letters, digits and `-`, found `{name}`"),
            ));
        }
        let value_at = i + 1 + k + 1;
        let Some(len) = text[value_at..].find(']') else {
            return Err(at(
                text.len(),
                format!(
                    "expected `]` to close the `{name}` tag opened on line {}",
                    line_of(text, i)
                ),
            ));
        };
        let name = name.to_ascii_lowercase();
        if KNOWN_TAGS.contains(&name.as_str()) && tags.iter().any(|t| t.name == name) {
            return Err(at(i, format!("the `{name}` tag is given twice")));
        }
        tags.push(Tag {
            name,
            value_at,
            value_end: value_at + len,
        });
        i = value_at + len + 1;
    }
}

/// One component of a turn's address: a number with an optional `a`/`b`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Elem {
    num: u32,
    half: Option<u8>,
}

/// What stands in one half of a turn.
#[derive(Debug)]
enum Item {
    /// `.....`: the first move of the turn is not part of this line.
    Ellipsis,
    /// `---`: the side to move resigned.
    Resign(usize),
    Move(OtMove),
}

#[derive(Debug)]
struct TurnLine {
    at: usize,
    /// The line's key (empty for the main line) and the turn number in it.
    key: Vec<Elem>,
    turn: u32,
    items: Vec<Item>,
}

fn parse_address(token: &str, base: usize) -> Result<(Vec<Elem>, u32), At> {
    let expected = "expected a turn number like `12.` or a variation address like `8a.1.1a.`";
    let body = token
        .strip_suffix('.')
        .ok_or_else(|| at(base, format!("{expected} (ending with `.`)")))?;
    let mut elems = Vec::new();
    let mut offset = base;
    for part in body.split('.') {
        let digits = part.bytes().take_while(u8::is_ascii_digit).count();
        let num: u32 = part[..digits]
            .parse()
            .ok()
            .filter(|&n| (1..=100_000).contains(&n))
            .ok_or_else(|| at(offset, expected))?;
        let half = match &part[digits..] {
            "" => None,
            "a" => Some(0),
            "b" => Some(1),
            _ => {
                return Err(at(
                    offset + digits,
                    format!("{expected}: `a` or `b` may follow a number"),
                ));
            }
        };
        elems.push(Elem { num, half });
        offset += part.len() + 1;
    }
    let n = elems.len();
    let well_formed = if n == 1 {
        elems[0].half.is_none()
    } else {
        n % 2 == 1 && (0..n - 1).all(|k| (k % 2 == 0) == elems[k].half.is_some())
    };
    if !well_formed {
        return Err(at(base, expected));
    }
    let turn = elems[n - 1].num;
    elems.pop();
    Ok((elems, turn))
}

fn words(text: &str, start: usize, end: usize) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let s = &text[start..end];
    let mut k = 0;
    while k < s.len() {
        let rest = &s[k..];
        let skip = rest.len() - rest.trim_start().len();
        if skip > 0 {
            k += skip;
            continue;
        }
        let len = rest.find(char::is_whitespace).unwrap_or(rest.len());
        out.push((start + k, &rest[..len]));
        k += len;
    }
    out
}

fn parse_turn_line(text: &str, start: usize, end: usize, n: u8) -> Result<TurnLine, At> {
    let tokens = words(text, start, end);
    let (addr_at, addr) = tokens[0];
    let (key, turn) = parse_address(addr, addr_at)?;
    let mut items = Vec::new();
    for (k, &(word_at, word)) in tokens.iter().enumerate().skip(1) {
        if k > 2 {
            return Err(at(word_at, "expected at most two moves in one turn"));
        }
        if matches!(items.last(), Some(Item::Resign(_))) {
            return Err(at(word_at, "expected nothing after a resignation (`---`)"));
        }
        if word.len() >= 3 && word.bytes().all(|c| c == b'.') {
            if k != 1 || turn != 1 {
                return Err(at(
                    word_at,
                    "`.....` may only stand for the first move of a line's first turn",
                ));
            }
            items.push(Item::Ellipsis);
        } else if word == "---" {
            items.push(Item::Resign(word_at));
        } else {
            items.push(Item::Move(parse_move(word, word_at, n)?));
        }
    }
    match items.as_slice() {
        [] => Err(at(end, "expected a move after the turn number")),
        [Item::Ellipsis] if !key.is_empty() => Err(at(end, "expected a move after `.....`")),
        _ => Ok(TurnLine {
            at: addr_at,
            key,
            turn,
            items,
        }),
    }
}

/// Reads the turns from `start` on, skipping comments in brackets.
fn parse_turns(text: &str, start: usize, n: u8) -> Result<Vec<TurnLine>, At> {
    let mut turns = Vec::new();
    let mut i = start;
    loop {
        i = skip_space(text, i);
        let Some(c) = text[i..].chars().next() else {
            return Ok(turns);
        };
        if c == '[' {
            let Some(k) = text[i..].find(']') else {
                return Err(at(
                    text.len(),
                    format!(
                        "expected `]` to close the comment opened on line {}",
                        line_of(text, i)
                    ),
                ));
            };
            i += k + 1;
        } else if c.is_ascii_digit() {
            let end = text[i..].find(['\n', '[']).map_or(text.len(), |k| i + k);
            turns.push(parse_turn_line(text, i, end, n)?);
            i = end;
        } else {
            return Err(at(
                i,
                "expected a numbered turn like `2. d1-d3 f8-f9`, or a comment in brackets",
            ));
        }
    }
}

/// A line of play while reading: the nodes from the one before its first
/// move on.
struct Line {
    nodes: Vec<NodeId>,
    starts_at_b: bool,
    next_turn: u32,
    closed: bool,
}

fn tag_value<'t>(text: &'t str, tags: &[Tag], name: &str) -> Option<(&'t str, &'t str, usize)> {
    tags.iter().find(|t| t.name == name).map(|t| {
        let raw = &text[t.value_at..t.value_end];
        let trimmed = raw.trim();
        let lead = raw.len() - raw.trim_start().len();
        (raw, trimmed, t.value_at + lead)
    })
}

fn find_variant<'v>(candidates: &'v [Arc<Variant>], wanted: &str) -> Option<&'v Arc<Variant>> {
    candidates
        .iter()
        .find(|v| v.id().eq_ignore_ascii_case(wanted))
        .or_else(|| {
            let spaced = wanted.replace('_', " ");
            candidates
                .iter()
                .find(|v| v.name().eq_ignore_ascii_case(&spaced))
        })
}

fn resolve_variant(
    text: &str,
    tags: &[Tag],
    candidates: &[Arc<Variant>],
) -> Result<Arc<Variant>, At> {
    let named = tag_value(text, tags, "variant");
    let rules = tags.iter().find(|t| t.name == "rules");
    let by_name = named.and_then(|(_, v, _)| find_variant(candidates, v));
    match (by_name, rules) {
        (Some(v), Some(r)) => {
            let (profile, entries) = parse_rules(text, r.value_at, r.value_end)?;
            let diffs = profile.differences(&profile_of_variant(v));
            if let Some(first) = diffs.first() {
                return Err(at(
                    difference_at(&entries, first.1, r.value_at),
                    format!(
                        "the rules tag does not describe variant `{}`: it differs in {}",
                        v.id(),
                        describe(&diffs)
                    ),
                ));
            }
            Ok(Arc::clone(v))
        }
        (Some(v), None) => Ok(Arc::clone(v)),
        (None, Some(r)) => {
            match_rules(text, r.value_at, r.value_end, candidates).map_err(|mut e| {
                if let Some((_, v, _)) = named {
                    e.message = format!(
                        "{} (and the variant tag names no known variant: `{v}`)",
                        e.message
                    );
                }
                e
            })
        }
        (None, None) => match named {
            Some((_, v, value_at)) => {
                let ids: Vec<&str> = candidates.iter().map(|c| c.id()).collect();
                Err(at(
                    value_at,
                    format!("unknown variant `{v}`; expected one of {}", ids.join(", ")),
                ))
            }
            None => Err(at(
                0,
                "expected a `[rules:...]` tag (or `[variant:...]`) before the first turn",
            )),
        },
    }
}

/// Guesses why a game ended from OpenTafl's free-text termination tag.
fn guess_reason(termination: &str, winner: Option<Side>) -> ResultReason {
    let t = termination.to_ascii_lowercase();
    if t.contains("resign") {
        ResultReason::Resignation
    } else if t.contains("time") || t.contains("clock") {
        ResultReason::Time
    } else if winner.is_none() || t.contains("agree") {
        ResultReason::Agreement
    } else {
        ResultReason::Resignation
    }
}

fn piece_name(piece: Option<Piece>) -> &'static str {
    match piece {
        None => "no piece",
        Some(Piece::Attacker) => "an attacker",
        Some(Piece::Defender) => "a defender",
        Some(Piece::King) => "the king",
    }
}

fn prefix_fits(prefix: u8, piece: Option<Piece>) -> bool {
    matches!(
        (prefix, piece),
        (b'K', Some(Piece::King)) | (b'T', Some(Piece::Defender)) | (b't', Some(Piece::Attacker))
    )
}

/// Checks the captures and the ending a move record claims against what
/// the engine did.
fn check_claims(m: &OtMove, played: &Played) -> Result<(), At> {
    let engine_list = || {
        let taken: Vec<String> = played
            .captures
            .iter()
            .filter(|c| c.piece != Piece::King)
            .map(|c| c.square.to_string())
            .collect();
        if taken.is_empty() {
            "no capture".to_string()
        } else {
            format!("`x{}`", taken.join("/"))
        }
    };
    for (k, &(prefix, sq, offset)) in m.captures.iter().enumerate() {
        if m.captures[..k].iter().any(|c| c.1 == sq) {
            return Err(at(
                offset,
                format!("{sq} is written twice among the captures"),
            ));
        }
        let Some(c) = played.captures.iter().find(|c| c.square == sq) else {
            return Err(at(
                offset,
                format!(
                    "this move does not capture {sq}; expected {}",
                    engine_list()
                ),
            ));
        };
        if let Some(p) = prefix
            && !prefix_fits(p, Some(c.piece))
        {
            return Err(at(
                offset,
                format!(
                    "`{}` does not fit {}, captured on {sq}",
                    p as char,
                    piece_name(Some(c.piece))
                ),
            ));
        }
    }
    let missing: Vec<String> = played
        .captures
        .iter()
        .filter(|c| c.piece != Piece::King && !m.captures.iter().any(|w| w.1 == c.square))
        .map(|c| c.square.to_string())
        .collect();
    if !missing.is_empty() {
        return Err(at(
            m.captures_at,
            format!(
                "the move also captures {}; expected {}",
                missing.join(", "),
                engine_list()
            ),
        ));
    }
    match m.ending {
        Some(('+', offset)) if !played.captured_king() => Err(at(
            offset,
            "`++` says the king is captured, but this move does not capture him",
        )),
        Some(('-', offset)) if !played.outcome.is_some_and(|o| is_escape(o.reason)) => Err(at(
            offset,
            "`--` says the king escapes, but this move does not end the game that way",
        )),
        _ => Ok(()),
    }
}

/// Reads an `.otg` game record: finds the variant (from the `variant` tag,
/// else by matching the `rules` tag against the built-in and the given user
/// variants), plays every move, checks the captures written against the
/// engine's, and restores the metadata, the result and the variations.
pub fn read_otg(text: &str, extra_variants: &[Arc<Variant>]) -> Result<GameRecord, OtError> {
    read_inner(text, extra_variants).map_err(|e| Locator::new(text).error(e))
}

fn read_inner(text: &str, extra_variants: &[Arc<Variant>]) -> Result<GameRecord, At> {
    if let Some((k, c)) = text
        .char_indices()
        .find(|&(_, c)| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
    {
        return Err(at(
            k,
            format!(
                "expected text, found the control character U+{:04X} (is this an .otg file?)",
                c as u32
            ),
        ));
    }
    let (tags, turns_at) = parse_header(text)?;
    let candidates: Vec<Arc<Variant>> = built_ins().iter().chain(extra_variants).cloned().collect();
    let mut variant = resolve_variant(text, &tags, &candidates)?;
    if let Some((_, name, value_at)) = tag_value(text, &tags, "option") {
        variant = match variant.with_option(name) {
            Some(Ok(v)) => Arc::new(v),
            Some(Err(e)) => return Err(at(value_at, e.to_string())),
            None => {
                let id = variant.id();
                return Err(at(
                    value_at,
                    format!("variant `{id}` has no option `{name}`"),
                ));
            }
        };
    }
    let n = variant.size();
    let turns = parse_turns(text, turns_at, n)?;

    // The side to move at the start: the first mover, unless the main
    // line's first turn leaves its first half out.
    let starts_at_b = turns
        .iter()
        .find(|t| t.key.is_empty())
        .is_some_and(|t| matches!(t.items.first(), Some(Item::Ellipsis)));
    let first = variant.rules().first;
    let turn = if starts_at_b { first.other() } else { first };
    let (squares, position_at) = match tags.iter().find(|t| t.name == "position") {
        Some(t) => {
            let raw = &text[t.value_at..t.value_end];
            let lead = raw.len() - raw.trim_start().len();
            let s = t.value_at + lead;
            let e = t.value_at + raw.trim_end().len().max(lead);
            (parse_board(text, s, e, false, Some(n))?, s)
        }
        None => (variant.start().squares.clone(), 0),
    };
    let setup = Setup {
        size: n,
        squares,
        turn,
    };
    let start = Position::from_setup(Arc::clone(&variant), &setup)
        .map_err(|e| at(position_at, format!("expected a legal start position: {e}")))?;
    let mut record = GameRecord::from_position(start);

    // Metadata.
    for t in &tags {
        let value = || unescape_tag(&text[t.value_at..t.value_end]);
        let m = &mut record.meta;
        match t.name.as_str() {
            "event" => m.event = value(),
            "date" => m.date = value(),
            "attackers" => m.attackers = value(),
            "defenders" => m.defenders = value(),
            "opening" => m.opening = value(),
            "start-comment" => m.comment = value(),
            _ => {}
        }
    }
    let winner: Option<(Option<Side>, usize)> = match tag_value(text, &tags, "result") {
        None => None,
        Some((_, v, value_at)) => match v {
            "1" => Some((Some(Side::Attackers), value_at)),
            "-1" => Some((Some(Side::Defenders), value_at)),
            "0" => Some((None, value_at)),
            "?" | "" => None,
            _ => {
                return Err(at(
                    value_at,
                    format!(
                        "expected `1` (attackers win), `0` (draw), `-1` (defenders win) or `?`, found `{v}`"
                    ),
                ));
            }
        },
    };
    let termination = tag_value(text, &tags, "termination");
    let mut declared: Option<(GameResult, usize)> = match termination {
        Some((raw, _, value_at)) => {
            let words = unescape_tag(raw);
            match words.parse::<GameResult>() {
                Ok(g) => {
                    if let Some((w, _)) = winner
                        && w != g.winner
                    {
                        return Err(at(
                            value_at,
                            format!(
                                "the termination `{}` disagrees with the result tag",
                                words.trim()
                            ),
                        ));
                    }
                    Some((g, value_at))
                }
                Err(_) => winner.map(|(w, a)| {
                    (
                        GameResult {
                            winner: w,
                            reason: guess_reason(&words, w),
                        },
                        a,
                    )
                }),
            }
        }
        None => winner.map(|(w, a)| {
            (
                GameResult {
                    winner: w,
                    reason: guess_reason("", w),
                },
                a,
            )
        }),
    };

    // The moves.
    let mut lines: HashMap<Vec<Elem>, Line> = HashMap::new();
    lines.insert(
        Vec::new(),
        Line {
            nodes: vec![NodeId::ROOT],
            starts_at_b,
            next_turn: 1,
            closed: false,
        },
    );
    for tl in &turns {
        let new_variation = !lines.contains_key(&tl.key);
        if new_variation {
            let k = tl.key.len();
            let (slot, parent_key) = (tl.key[k - 2], &tl.key[..k - 2]);
            let parent = lines.get(parent_key).ok_or_else(|| {
                at(
                    tl.at,
                    "this variation branches from a line not given before it",
                )
            })?;
            if tl.turn != 1 {
                return Err(at(tl.at, "expected turn 1 of this new variation"));
            }
            let ellipsis = matches!(tl.items.first(), Some(Item::Ellipsis));
            if slot.half == Some(1) && !ellipsis {
                return Err(at(
                    tl.at,
                    "the variation replaces a second move (`b`), so its first turn must start with `.....`",
                ));
            }
            let index = 2 * (slot.num as usize - 1) + usize::from(ellipsis);
            let replaced = index
                .checked_sub(usize::from(parent.starts_at_b))
                .filter(|&r| r + 1 < parent.nodes.len())
                .ok_or_else(|| {
                    at(
                        tl.at,
                        format!(
                            "the line this variation branches from has no {} move in turn {} to replace",
                            if ellipsis { "second" } else { "first" },
                            slot.num
                        ),
                    )
                })?;
            let base = parent.nodes[replaced];
            lines.insert(
                tl.key.clone(),
                Line {
                    nodes: vec![base],
                    starts_at_b: ellipsis,
                    next_turn: 1,
                    closed: false,
                },
            );
        }
        let line = lines.get_mut(&tl.key).expect("the line exists");
        if line.closed {
            return Err(at(
                tl.at,
                "expected no more turns in this line: it ended with a one-move turn or a resignation",
            ));
        }
        if tl.turn != line.next_turn {
            return Err(at(
                tl.at,
                format!("expected turn {} of this line here", line.next_turn),
            ));
        }
        let is_main = tl.key.is_empty();
        for item in &tl.items {
            let here = *line.nodes.last().expect("a line has a start");
            let pos = record.node(here).position();
            let game_over = |offset| {
                pos.outcome().map(|o| {
                    at(
                        offset,
                        format!("expected no more moves: the game is over ({o})"),
                    )
                })
            };
            match item {
                Item::Ellipsis => {}
                Item::Resign(offset) => {
                    if let Some(e) = game_over(*offset) {
                        return Err(e);
                    }
                    line.closed = true;
                    if is_main {
                        let winner = Some(pos.turn().other());
                        match declared {
                            Some((d, _)) if d.winner != winner => {
                                return Err(at(
                                    *offset,
                                    format!(
                                        "the {} resign here, but the result says {d}",
                                        pos.turn()
                                    ),
                                ));
                            }
                            Some(_) => {}
                            None => {
                                declared = Some((
                                    GameResult {
                                        winner,
                                        reason: ResultReason::Resignation,
                                    },
                                    *offset,
                                ))
                            }
                        }
                    }
                }
                Item::Move(m) => {
                    if let Some(e) = game_over(m.at) {
                        return Err(e);
                    }
                    let piece = pos.piece_at(m.from);
                    if let Some(p) = m.piece
                        && !prefix_fits(p, piece)
                    {
                        return Err(at(
                            m.at,
                            format!(
                                "`{}` does not fit {} on {}",
                                p as char,
                                piece_name(piece),
                                m.from
                            ),
                        ));
                    }
                    let mv = Move::new(m.from, m.to);
                    if new_variation
                        && line.nodes.len() == 1
                        && record
                            .node(here)
                            .children()
                            .iter()
                            .any(|&c| record.node(c).mv() == Some(mv))
                    {
                        return Err(at(
                            m.at,
                            format!(
                                "expected a move other than {mv}, which this point already has"
                            ),
                        ));
                    }
                    record.go_to(here);
                    let played = record
                        .play(mv)
                        .map_err(|e| at(m.at, format!("illegal move {mv}: {e}")))?
                        .clone();
                    check_claims(m, &played)?;
                    line.nodes.push(record.cursor());
                }
            }
        }
        if tl.items.len() < 2 {
            line.closed = true;
        }
        line.next_turn += 1;
    }

    // The result: the board's when the moves end the game.
    let main_end = *lines[&Vec::new()].nodes.last().expect("root");
    record.go_to(main_end);
    if let Some((d, offset)) = declared {
        match record.outcome().map(GameResult::from) {
            Some(board) if board.winner != d.winner => {
                return Err(at(
                    offset,
                    format!("the moves end the game ({board}), but the result says {d}"),
                ));
            }
            Some(board) if board == d => record.meta.result = None,
            _ => record.meta.result = Some(d),
        }
    }
    Ok(record)
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn rules_strings_of_expressible_variants() {
        assert_eq!(
            rules_string(&v("brandubh")).unwrap(),
            "dim:7 name:Brandubh surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"
        );
        let c = rules_string(&v("copenhagen")).unwrap();
        assert!(
            c.starts_with(
                "dim:11 name:Copenhagen_Hnefatafl atkf:y tfr:w corh:tT sw:s efe:y start:"
            ),
            "{c}"
        );
        for id in ["book13", "onestep9", "tawlbwrdd"] {
            assert!(rules_string(&v(id)).is_none(), "{id}");
        }
        for id in ["copenhagen", "fetlar", "tablut", "brandubh", "alea19"] {
            assert!(rules_string(&v(id)).is_some(), "{id}");
        }
        assert!(unexpressed(&v("fetlar")).is_empty());
    }

    #[test]
    fn every_nearest_rules_string_reads_back_to_its_variant() {
        for variant in built_ins() {
            let text = nearest_rules_string(variant);
            let back = variant_for_rules(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(back.id(), variant.id(), "{text}");
        }
    }

    #[test]
    fn opentafls_own_strings_are_recognised() {
        let start = "start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";
        let copenhagen = format!("dim:11 name:Copenhagen atkf:y tfr:w sw:s efe:y {start}");
        assert_eq!(variant_for_rules(&copenhagen).unwrap().id(), "copenhagen");
        let fetlar = format!("dim:11 name:Fetlar atkf:y {start}");
        assert_eq!(variant_for_rules(&fetlar).unwrap().id(), "fetlar");
        let brandub = "dim:7 name:Brandub surf:n atkf:y ks:w nj:n cj:n cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
        assert_eq!(variant_for_rules(brandub).unwrap().id(), "brandubh");
        let other = format!("dim:11 name:Fetlar_Defenders_First atkf:n ks:w nj:n cj:n {start}");
        let e = variant_for_rules(&other).unwrap_err();
        assert_eq!((e.line, e.column), (1, 36), "{e}");
        assert!(
            e.message.contains("`fetlar`") && e.message.contains("first mover"),
            "{e}"
        );
    }

    #[test]
    fn inverted_start_positions_read_top_rank_first() {
        let a = "dim:7 surf:n ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/t2t3/";
        let b = "dim:7 surf:n ks:w cenh: cenhe: starti:/t2t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
        let (pa, _) = parse_rules(a, 0, a.len()).unwrap();
        let (pb, _) = parse_rules(b, 0, b.len()).unwrap();
        assert_eq!(pa.start, pb.start);
    }

    #[test]
    fn broken_rules_strings_point_at_the_word() {
        let e = variant_for_rules("dim:11 atkf:q start:/11/").unwrap_err();
        assert_eq!(e.column, 13, "{e}");
        let e = variant_for_rules("dim:12 start:/").unwrap_err();
        assert_eq!(e.column, 5, "{e}");
        let e = variant_for_rules("dim:7 start:/7/").unwrap_err();
        assert!(e.message.contains("1 rows"), "{e}");
        let e = variant_for_rules("dim:7 foo:1 start:/7/").unwrap_err();
        assert_eq!(e.column, 7, "{e}");
        let e = variant_for_rules("dim:7").unwrap_err();
        assert!(e.message.contains("start"), "{e}");
    }

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

    #[test]
    fn addresses() {
        assert_eq!(parse_address("12.", 0).unwrap(), (vec![], 12));
        let (key, turn) = parse_address("3a.2.1a.1.4a.", 0).unwrap();
        assert_eq!(turn, 4);
        assert_eq!(key.len(), 4);
        assert_eq!(
            key[0],
            Elem {
                num: 3,
                half: Some(0)
            }
        );
        for bad in ["12", "1a.", "3.2.1.", "3a.2a.1.", "0.", "x."] {
            assert!(parse_address(bad, 0).is_err(), "{bad}");
        }
    }

    #[test]
    fn tag_values_escape_and_unescape() {
        for s in [
            "plain",
            "two\nlines",
            "a [b] c",
            "back\\slash \\n",
            "tab\tcr\r",
            "nel\u{85}",
        ] {
            let e = escape_tag(s);
            assert!(!e.contains(['\n', '[', ']']), "{e}");
            assert_eq!(unescape_tag(&e), s);
        }
        assert_eq!(unescape_tag("C:\\games\\x"), "C:\\games\\x");
    }
}
