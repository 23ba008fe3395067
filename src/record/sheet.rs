//! The record sheet file (`.tafl`), Taflbord's native save format: header
//! tags, then the players' paper sheet, one row per move number with six columns
//! (number, move, captures for the attackers, then for the defenders).
//!
//! ```text
//! Variant: copenhagen
//! Attackers: Ada
//! Defenders: Bo
//! Result: defenders (corner escape)
//! Perspective: attackers
//! First: attackers
//!
//!  No | Attacker | Capt || No | Defender | Capt
//!   1 | ↑8·3     |      ||  1 | →9·8     |
//!   2 | ←3·3     | 1    ||  2 | k↑6·9    |
//!
//! Variation 1: from the main line at 2 defenders
//!   2 |          |      ||  2 | ↓6·4     |
//! ```
//!
//! Variations follow the main line, each naming the line it branches from
//! and the move it replaces. Reading has two phases: [`Sheet::parse`] reads
//! the text alone, [`Sheet::resolve`] plays it on the board. Every error
//! names its line and column.

use crate::clock::TimeControl;
use crate::engine::setup::Setup;
use crate::engine::side::Side;
use crate::engine::variant::Variant;
use crate::notation::sheet_move::{Perspective, SheetMove, number_of};
use crate::record::annotation::Annotation;
pub use crate::record::capture_mark::{CaptureMark, CaptureMismatch};
use crate::record::line_builder::{LineBuilder, LineError};
use crate::record::sheet_clocks::{self, ClockCell};
pub use crate::record::sheet_write::write;
use crate::record::{GameRecord, GameResult, NodeId};
use crate::{Position, built_ins};
use std::fmt;
use std::sync::Arc;

/// An error in a sheet, at a line and column (both from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for SheetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for SheetError {}

fn error(line: usize, column: usize, message: impl Into<String>) -> SheetError {
    SheetError {
        line,
        column,
        message: message.into(),
    }
}

/// A move cell with its captures cell, and where they stand in the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetCell {
    pub number: usize,
    pub side: Side,
    pub mv: SheetMove,
    pub mark: CaptureMark,
    /// The annotator's symbol after the move (`↓7·3?`).
    pub annotation: Option<Annotation>,
    pub line: usize,
    pub column: usize,
    pub mark_column: usize,
}

/// A line of play: the main line, or a variation branching off another line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetLine {
    /// For a variation: the line it branches from (0 is the main line), and
    /// the move number and side of the move it replaces.
    pub branch: Option<(usize, usize, Side)>,
    /// Moves in sheet order (by row, attackers' cell first).
    pub cells: Vec<SheetCell>,
    /// Comment lines (`> 2 defenders: ...`): move number, side, text, line.
    pub comments: Vec<(usize, Side, String, usize)>,
    pub line: usize,
}

/// A sheet read from text but not yet played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sheet {
    /// Header tags as (name, value, line).
    pub tags: Vec<(String, String, usize)>,
    /// The main line first, then the variations in order.
    pub lines: Vec<SheetLine>,
    /// The clock section's times, and the line of its heading.
    pub clocks: Vec<ClockCell>,
    pub clocks_line: usize,
}

const TAGS: [&str; 13] = [
    "Variant",
    "Option",
    "Attackers",
    "Defenders",
    "Event",
    "Date",
    "TimeControl",
    "Result",
    "Opening",
    "Perspective",
    "First",
    "Start",
    "Comment",
];

pub(super) fn side_name(side: Side) -> &'static str {
    match side {
        Side::Attackers => "attackers",
        Side::Defenders => "defenders",
    }
}

fn parse_side(text: &str) -> Option<Side> {
    match text.trim().to_ascii_lowercase().as_str() {
        "attackers" | "attacker" => Some(Side::Attackers),
        "defenders" | "defender" => Some(Side::Defenders),
        _ => None,
    }
}

/// Column (1-based, in characters) of byte offset `at` in `line`.
fn col(line: &str, at: usize) -> usize {
    line[..at].chars().count() + 1
}

impl Sheet {
    /// Phase one: reads the text, needing no position.
    pub fn parse(text: &str) -> Result<Sheet, SheetError> {
        let mut sheet = Sheet {
            tags: Vec::new(),
            lines: vec![SheetLine {
                branch: None,
                cells: Vec::new(),
                comments: Vec::new(),
                line: 1,
            }],
            clocks: Vec::new(),
            clocks_line: 0,
        };
        let mut in_table = false;
        let mut in_clocks = false;
        let text = super::text::normalize(text);
        for (k, raw) in text.lines().enumerate() {
            let n = k + 1;
            if raw.contains('\0') || raw.chars().any(|c| c.is_control() && c != '\t') {
                return Err(error(
                    n,
                    1,
                    "expected text; this line holds control characters (is it a sheet?)",
                ));
            }
            let line = raw.trim_end();
            let trimmed = line.trim_start();
            if trimmed.is_empty() || trimmed.starts_with('#') {
                continue;
            }
            if sheet_clocks::is_heading(trimmed) {
                in_table = true;
                in_clocks = true;
                sheet.clocks_line = n;
                continue;
            }
            if trimmed.starts_with("Variation") {
                in_table = true;
                in_clocks = false;
                sheet
                    .lines
                    .push(parse_variation_header(line, n, sheet.lines.len())?);
                continue;
            }
            if in_clocks {
                if !trimmed.starts_with("No") {
                    sheet.clocks.extend(sheet_clocks::parse_row(line, n)?);
                }
                continue;
            }
            if in_table && trimmed.starts_with('>') {
                let comment = parse_comment(line, n)?;
                sheet
                    .lines
                    .last_mut()
                    .expect("main line")
                    .comments
                    .push(comment);
                continue;
            }
            if line.contains("||") {
                in_table = true;
                if trimmed.starts_with("No") {
                    continue;
                }
                let cells = parse_row(line, n)?;
                sheet
                    .lines
                    .last_mut()
                    .expect("main line")
                    .cells
                    .extend(cells);
                continue;
            }
            if in_table {
                return Err(error(
                    n,
                    1,
                    "expected a sheet row (`No | move | capt || No | move | capt`) or `Variation ...`",
                ));
            }
            let Some((name, value)) = line.split_once(':') else {
                return Err(error(
                    n,
                    1,
                    "expected a header tag like `Variant: copenhagen`",
                ));
            };
            let Some(tag) = TAGS.iter().find(|t| t.eq_ignore_ascii_case(name.trim())) else {
                return Err(error(
                    n,
                    1,
                    format!(
                        "unknown tag `{}`; expected one of {}",
                        name.trim(),
                        TAGS.join(", ")
                    ),
                ));
            };
            sheet
                .tags
                .push((tag.to_string(), value.trim().to_string(), n));
        }
        Ok(sheet)
    }

    fn tag(&self, name: &str) -> Option<(&str, usize)> {
        self.tags
            .iter()
            .find(|(t, ..)| t == name)
            .map(|(_, v, l)| (v.as_str(), *l))
    }

    /// Whether the sheet names its variant (a `Variant:` tag); a sheet
    /// typed in from paper often has just the columns.
    pub fn names_variant(&self) -> bool {
        self.tag("Variant").is_some()
    }

    /// Phase two: plays the sheet on the board of its variant. User
    /// variants can be offered besides the built-in ones.
    pub fn resolve(&self, extra_variants: &[Arc<Variant>]) -> Result<GameRecord, SheetError> {
        self.resolve_assuming(extra_variants, None)
    }

    /// Phase two, with `assumed` as the variant of a sheet that names none.
    pub fn resolve_assuming(
        &self,
        extra_variants: &[Arc<Variant>],
        assumed: Option<&Arc<Variant>>,
    ) -> Result<GameRecord, SheetError> {
        let variant = self.variant(extra_variants, assumed)?;
        let perspective = match self.tag("Perspective") {
            None => Perspective::Attackers,
            Some((v, l)) => match parse_side(v) {
                Some(Side::Attackers) => Perspective::Attackers,
                Some(Side::Defenders) => Perspective::Defenders,
                None => return Err(error(l, 14, "expected `attackers` or `defenders`")),
            },
        };
        let mut record = GameRecord::from_position(self.start(variant)?);
        self.read_meta(&mut record)?;
        let mut builder = LineBuilder::new(record);
        for (k, sheet_line) in self.lines.iter().enumerate() {
            play_line(&mut builder, k, sheet_line, perspective)?;
        }
        let (mut record, main) = builder.finish();
        sheet_clocks::apply(&mut record, &main, &self.clocks, self.clocks_line)?;
        record.go_to(NodeId::ROOT);
        record.go_to_end();
        if let (Some(outcome), Some(declared)) = (record.outcome(), record.meta.result) {
            if GameResult::from(outcome).winner != declared.winner {
                let l = self.tag("Result").map_or(1, |(_, l)| l);
                return Err(error(
                    l,
                    9,
                    format!("the board says {outcome}, not {declared}"),
                ));
            }
            // The board's own result is not a declared one.
            record.meta.result = None;
        }
        Ok(record)
    }

    /// The variant named (or assumed), with the option the sheet chose.
    fn variant(
        &self,
        extra_variants: &[Arc<Variant>],
        assumed: Option<&Arc<Variant>>,
    ) -> Result<Arc<Variant>, SheetError> {
        let variant = match (self.tag("Variant"), assumed) {
            (Some((id, id_line)), _) => built_ins()
                .iter()
                .chain(extra_variants)
                .find(|v| v.id() == id)
                .cloned()
                .ok_or_else(|| error(id_line, 10, format!("unknown variant `{id}`")))?,
            (None, Some(v)) => Arc::clone(v),
            (None, None) => {
                return Err(error(1, 1, "expected a `Variant:` tag naming the rule set"));
            }
        };
        let Some((option, l)) = self.tag("Option") else {
            return Ok(variant);
        };
        match variant.with_option(option) {
            Some(Ok(v)) => Ok(Arc::new(v)),
            Some(Err(e)) => Err(error(l, 9, e.to_string())),
            None => {
                let known: Vec<&str> = variant
                    .rules()
                    .options
                    .iter()
                    .map(|o| o.id.as_str())
                    .collect();
                Err(error(
                    l,
                    9,
                    format!(
                        "variant `{}` has no option `{option}`; it has: {}",
                        variant.id(),
                        known.join(", ")
                    ),
                ))
            }
        }
    }

    /// The start position: the variant's, or the `Start:` diagram with the
    /// side `First:` names to move.
    fn start(&self, variant: Arc<Variant>) -> Result<Position, SheetError> {
        let start = match self.tag("Start") {
            None => Position::new(variant),
            Some((rows, l)) => {
                let turn = match self.tag("First") {
                    Some((v, fl)) => parse_side(v)
                        .ok_or_else(|| error(fl, 8, "expected `attackers` or `defenders`"))?,
                    None => variant.start().turn,
                };
                let rows: Vec<&str> = rows.split('/').collect();
                let setup =
                    Setup::from_diagram(&rows, turn).map_err(|e| error(l, 8, e.to_string()))?;
                Position::from_setup(variant, &setup).map_err(|e| error(l, 8, e.to_string()))?
            }
        };
        let first = start.turn();
        if let Some((v, l)) = self.tag("First") {
            match parse_side(v) {
                Some(s) if s == first => {}
                Some(_) => {
                    return Err(error(
                        l,
                        8,
                        format!("this game starts with the {} to move", side_name(first)),
                    ));
                }
                None => return Err(error(l, 8, "expected `attackers` or `defenders`")),
            }
        }
        Ok(start)
    }

    /// The players, the event and the other tags into the record's header.
    fn read_meta(&self, record: &mut GameRecord) -> Result<(), SheetError> {
        for (name, value, l) in &self.tags {
            let m = &mut record.meta;
            match name.as_str() {
                "Attackers" => m.attackers = value.clone(),
                "Defenders" => m.defenders = value.clone(),
                "Event" => m.event = value.clone(),
                "Date" => m.date = value.clone(),
                "TimeControl" => {
                    let control =
                        TimeControl::parse(value).map_err(|e| error(*l, 14, e.to_string()))?;
                    m.time_control = Some(control);
                }
                "Opening" => m.opening = value.clone(),
                "Comment" if m.comment.is_empty() => m.comment = value.clone(),
                "Comment" => {
                    m.comment.push('\n');
                    m.comment.push_str(value);
                }
                "Result" if !value.is_empty() => {
                    m.result = Some(
                        value
                            .parse::<GameResult>()
                            .map_err(|e| error(*l, 9, e.to_string()))?,
                    )
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// An error at the `Result:` tag when it names a way of ending that
    /// `record` (this sheet resolved) does not show on the board.
    pub fn unsupported_result(&self, record: &GameRecord) -> Option<SheetError> {
        let doubt = record.unsupported_result()?;
        let line = self.tag("Result").map_or(1, |(_, l)| l);
        Some(error(line, 9, doubt.to_string()))
    }

    /// Both phases at once.
    pub fn read(text: &str, extra_variants: &[Arc<Variant>]) -> Result<GameRecord, SheetError> {
        Sheet::parse(text)?.resolve(extra_variants)
    }
}

/// Plays line `k` of the sheet (0 is the main line) and puts its comments
/// on its moves.
fn play_line(
    builder: &mut LineBuilder,
    k: usize,
    sheet_line: &SheetLine,
    perspective: Perspective,
) -> Result<(), SheetError> {
    let first = builder.record().start().turn();
    let line = match sheet_line.branch {
        None => 0,
        Some((parent, number, side)) => builder
            .branch::<CaptureMismatch>(parent, ply_of(number, side, first))
            .map_err(|e| line_error(e, sheet_line.line, 1, k, number, side))?,
    };
    // The attacker column is on the left, but a row is played in the
    // variant's order.
    let mut cells: Vec<&SheetCell> = sheet_line.cells.iter().collect();
    cells.sort_by_key(|c| ply_of(c.number, c.side, first));
    for cell in cells {
        let expected_ply = builder.end_ply(line) + 1;
        if ply_of(cell.number, cell.side, first) != expected_ply {
            let (want_n, want_side) = number_of(expected_ply, first);
            return Err(error(
                cell.line,
                cell.column,
                format!(
                    "expected move {want_n} of the {} here",
                    side_name(want_side)
                ),
            ));
        }
        let mv = cell
            .mv
            .resolve(builder.position(line), perspective)
            .map_err(|e| error(cell.line, cell.column, e.to_string()))?;
        let id = builder
            .play(line, mv, |played| CaptureMismatch::check(cell.mark, played))
            .map_err(|e| match e {
                LineError::Claims { mismatch, .. } => {
                    error(cell.line, cell.mark_column, mismatch.to_string())
                }
                e => line_error(e, cell.line, cell.column, k, cell.number, cell.side),
            })?;
        builder.record_mut().set_annotation(id, cell.annotation);
    }
    for (number, side, text, l) in &sheet_line.comments {
        let ply = ply_of(*number, *side, first);
        let Some(id) = builder.node_at(line, ply).filter(|_| ply > 0) else {
            return Err(error(
                *l,
                1,
                format!(
                    "this line of play has no move {number} of the {} to comment on",
                    side_name(*side)
                ),
            ));
        };
        builder.record_mut().add_comment_line(id, text);
    }
    if sheet_line.branch.is_some() && sheet_line.cells.is_empty() {
        return Err(error(
            sheet_line.line,
            1,
            "expected at least one move in the variation",
        ));
    }
    Ok(())
}

/// The sheet's words for what went wrong building line `k`, at move
/// `number` of `side` (the move played, or the one a variation replaces).
fn line_error<C: fmt::Display>(
    e: LineError<C>,
    line: usize,
    column: usize,
    k: usize,
    number: usize,
    side: Side,
) -> SheetError {
    let message = match e {
        LineError::NoSuchLine { line } => {
            format!("variation {k} branches from line {line}, which comes later or does not exist")
        }
        LineError::NoMoveToReplace { .. } => format!(
            "the line it branches from has no move {number} for the {}",
            side_name(side)
        ),
        LineError::SameMove { .. } => {
            "expected a move other than the one the line already has".to_string()
        }
        LineError::Illegal { why, .. } => format!("illegal move: {why}"),
        LineError::Claims { mismatch, .. } => mismatch.to_string(),
    };
    error(line, column, message)
}

/// Larger move numbers are refused as typing errors (and cannot overflow).
const MAX_MOVE_NUMBER: usize = 100_000;

/// Ply (1-based) of move `number` of `side`.
pub(super) fn ply_of(number: usize, side: Side, first: Side) -> usize {
    if side == first {
        2 * number - 1
    } else {
        2 * number
    }
}

fn parse_variation_header(line: &str, n: usize, index: usize) -> Result<SheetLine, SheetError> {
    let expected = "expected `Variation N: from the main line at M attackers` (or `from variation K`, `... M defenders`)";
    let bad = || error(n, 1, expected);
    let (head, rest) = line.trim().split_once(':').ok_or_else(bad)?;
    let number: usize = head
        .trim()
        .strip_prefix("Variation")
        .ok_or_else(bad)?
        .trim()
        .parse()
        .map_err(|_| bad())?;
    if number != index {
        return Err(error(
            n,
            1,
            format!("expected variation {index} here (variations are numbered in order)"),
        ));
    }
    let rest = rest.trim().strip_prefix("from").ok_or_else(bad)?.trim();
    let (parent, rest) = if let Some(r) = rest.strip_prefix("the main line") {
        (0, r)
    } else {
        let r = rest.strip_prefix("variation").ok_or_else(bad)?.trim_start();
        let digits: String = r.chars().take_while(char::is_ascii_digit).collect();
        (digits.parse().map_err(|_| bad())?, &r[digits.len()..])
    };
    let words: Vec<&str> = rest.split_whitespace().collect();
    let [at, m, side] = words[..] else {
        return Err(bad());
    };
    let m: usize = m
        .parse()
        .ok()
        .filter(|&m| m <= MAX_MOVE_NUMBER)
        .ok_or_else(bad)?;
    let side = parse_side(side).ok_or_else(bad)?;
    if at != "at" || m == 0 {
        return Err(bad());
    }
    Ok(SheetLine {
        branch: Some((parent, m, side)),
        cells: Vec::new(),
        comments: Vec::new(),
        line: n,
    })
}

/// Reads one sheet row: `No | move | capt || No | move | capt`.
fn parse_row(line: &str, n: usize) -> Result<Vec<SheetCell>, SheetError> {
    let split = line.find("||").expect("a row has ||");
    let halves = [
        (&line[..split], 0, Side::Attackers),
        (&line[split + 2..], split + 2, Side::Defenders),
    ];
    let mut number: Option<usize> = None;
    let mut cells = Vec::new();
    for (half, offset, side) in halves {
        let parts: Vec<(usize, &str)> = {
            let mut v = Vec::new();
            let mut start = 0;
            for (i, c) in half.char_indices() {
                if c == '|' {
                    v.push((offset + start, &half[start..i]));
                    start = i + 1;
                }
            }
            v.push((offset + start, &half[start..]));
            v
        };
        // The captures column may be left off altogether when it is blank.
        if !(2..=3).contains(&parts.len()) {
            return Err(error(
                n,
                col(line, offset),
                "expected three columns: number | move | captures",
            ));
        }
        let parts = [
            parts[0],
            parts[1],
            parts.get(2).copied().unwrap_or((offset + half.len(), "")),
        ];
        let cell_col =
            |(at, text): (usize, &str)| col(line, at + (text.len() - text.trim_start().len()));
        let (num_text, move_text, mark_text) =
            (parts[0].1.trim(), parts[1].1.trim(), parts[2].1.trim());
        if !num_text.is_empty() {
            let value: usize = num_text
                .parse()
                .ok()
                .filter(|&v| (1..=MAX_MOVE_NUMBER).contains(&v))
                .ok_or_else(|| error(n, cell_col(parts[0]), "expected a move number"))?;
            if number.is_some_and(|x| x != value) {
                return Err(error(
                    n,
                    cell_col(parts[0]),
                    "expected the same move number in both halves of the row",
                ));
            }
            number = Some(value);
        }
        if move_text.is_empty() {
            if !mark_text.is_empty() {
                return Err(error(
                    n,
                    cell_col(parts[2]),
                    "expected no captures beside an empty move",
                ));
            }
            continue;
        }
        let (move_text, annotation) = Annotation::split(move_text);
        let mv = SheetMove::parse(move_text).map_err(|e| {
            let at = cell_col(parts[1]) + e.column - 1;
            error(n, at, format!("expected {}", e.expected))
        })?;
        let mark = CaptureMark::parse(mark_text).ok_or_else(|| {
            error(
                n,
                cell_col(parts[2]),
                "expected a capture count, `K` (king captured) or `E` (escape), or nothing",
            )
        })?;
        cells.push(SheetCell {
            number: 0,
            side,
            mv,
            mark,
            annotation,
            line: n,
            column: cell_col(parts[1]),
            mark_column: cell_col(parts[2]),
        });
    }
    let number = number.ok_or_else(|| error(n, 1, "expected a move number"))?;
    for c in &mut cells {
        c.number = number;
    }
    Ok(cells)
}

/// Reads a comment line, `> 2 defenders: the king should have waited`.
fn parse_comment(line: &str, n: usize) -> Result<(usize, Side, String, usize), SheetError> {
    let expected = "expected a comment like `> 2 defenders: text`";
    let body = line.trim_start().trim_start_matches('>').trim_start();
    let (head, text) = body.split_once(':').ok_or_else(|| error(n, 1, expected))?;
    let mut words = head.split_whitespace();
    let number = words
        .next()
        .and_then(|w| w.parse::<usize>().ok())
        .filter(|&v| (1..=MAX_MOVE_NUMBER).contains(&v));
    let side = words.next().and_then(parse_side);
    match (number, side, words.next()) {
        (Some(number), Some(side), None) => Ok((number, side, text.trim().to_owned(), n)),
        _ => Err(error(n, 1, expected)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Move;
    use crate::notation::letters::LetterMove;

    fn mv(text: &str) -> Move {
        LetterMove::parse(text, 11).unwrap().mv
    }

    fn moves(r: &GameRecord, line: &[NodeId]) -> Vec<String> {
        line.iter()
            .filter_map(|&id| r.node(id).mv())
            .map(|m| m.to_string())
            .collect()
    }

    fn sample() -> GameRecord {
        let mut r = GameRecord::new(Variant::built_in("copenhagen").unwrap());
        for m in ["d1-d3", "e5-e2", "g1-g3", "f4-c4", "g3-e3"] {
            r.play(mv(m)).unwrap();
        }
        r.go_to_ply(2);
        r.play(mv("h1-h3")).unwrap();
        r.play(mv("f8-i8")).unwrap();
        r.go_to_ply(1);
        r.play(mv("f8-f9")).unwrap();
        r.meta.attackers = "Ada".into();
        r.meta.comment = "first line\nsecond line".into();
        r
    }

    #[test]
    fn round_trip_keeps_lines_variations_and_tags() {
        let r = sample();
        for perspective in [Perspective::Attackers, Perspective::Defenders] {
            let text = write(&r, perspective);
            let back = Sheet::read(&text, &[]).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(write(&back, perspective), text);
            assert_eq!(
                moves(&back, &back.main_line()),
                ["d1-d3", "e5-e2", "g1-g3", "f4-c4", "g3-e3"]
            );
            assert_eq!(back.nodes().count(), r.nodes().count());
            assert_eq!(back.meta, r.meta);
        }
        let text = write(&r, Perspective::Attackers);
        assert!(text.contains("  3 | ←5·3     | 1    ||"), "{text}");
        assert!(
            text.contains("Variation 1: from the main line at 1 defenders"),
            "{text}"
        );
        assert!(
            text.contains("Variation 2: from the main line at 2 attackers"),
            "{text}"
        );
    }

    #[test]
    fn hand_written_sheet_in_seed_style_loads() {
        let text = "Variant: copenhagen\n\n 1 | ^4.3 | || 1 | v5.2 |\n2|^7.3||2|<3.4|\n 3 | <5·3 | 1 || | |\n";
        let r = Sheet::read(text, &[]).unwrap();
        assert_eq!(
            moves(&r, &r.main_line()),
            ["d1-d3", "e5-e2", "g1-g3", "f4-c4", "g3-e3"]
        );
    }

    #[test]
    fn errors_name_line_and_column() {
        let e = Sheet::read("Variant: copenhagen\n 1 | ↑4·3 | 2 || 1 | ↓5·2 |\n", &[]).unwrap_err();
        assert_eq!((e.line, e.column), (2, 13), "{e}");
        let e = Sheet::read("Variant: copenhagen\n 1 | ↑4·3 | || 1 | ↓5x2 |\n", &[]).unwrap_err();
        assert_eq!((e.line, e.column), (2, 22), "{e}");
        let e = Sheet::read("Variant: copenhagen\n 1 | k↑4·3 | || |  |\n", &[]).unwrap_err();
        assert_eq!((e.line, e.column), (2, 6), "{e}");
        assert!(e.message.contains("`k`"), "{e}");
        let e = Sheet::read("Varient: copenhagen\n", &[]).unwrap_err();
        assert_eq!(e.line, 1);
        let e = Sheet::read(
            "Variant: copenhagen\n 1 | ↑4·3 | || 1 | ↓5·2 |\n 3 | ↑4·4 | || | |\n",
            &[],
        )
        .unwrap_err();
        assert!(
            e.message.contains("expected move 2 of the attackers"),
            "{e}"
        );
    }
}
