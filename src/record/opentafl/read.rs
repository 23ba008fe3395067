//! The second phase of reading an `.otg` file: the tags and turn lines
//! resolved against the variant, the moves played on the board and the
//! claims they carry (captures, `++`, `--`) checked.

use super::*;
use crate::engine::position::{Move, Played, Position};
use crate::engine::setup::Setup;
use crate::engine::side::{Piece, Side};
use crate::engine::variant::{Variant, built_ins};
use crate::record::line_builder::{LineBuilder, LineError};
use crate::record::{GameRecord, GameResult, ResultReason};
use std::collections::HashMap;
use std::sync::Arc;

/// A line of play while reading: its number in the [`LineBuilder`], and
/// how its turns are counted.
struct Line {
    index: usize,
    starts_at_b: bool,
    next_turn: u32,
    closed: bool,
}

pub(super) fn find_variant<'v>(
    candidates: &'v [Arc<Variant>],
    wanted: &str,
) -> Option<&'v Arc<Variant>> {
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

pub(super) fn resolve_variant(
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
pub(super) fn guess_reason(termination: &str, winner: Option<Side>) -> ResultReason {
    let t = termination.to_ascii_lowercase();
    if t.contains("resign") {
        ResultReason::Resignation
    } else if t.contains("time") || t.contains("clock") {
        ResultReason::Time
    } else if winner.is_none() && t.contains("limit") {
        ResultReason::MoveLimit
    } else if winner.is_none() || t.contains("agree") {
        ResultReason::Agreement
    } else {
        ResultReason::Resignation
    }
}

pub(super) fn piece_name(piece: Option<Piece>) -> &'static str {
    match piece {
        None => "no piece",
        Some(Piece::Attacker) => "an attacker",
        Some(Piece::Defender) => "a defender",
        Some(Piece::King) => "the king",
    }
}

pub(super) fn prefix_fits(prefix: u8, piece: Option<Piece>) -> bool {
    matches!(
        (prefix, piece),
        (b'K', Some(Piece::King)) | (b'T', Some(Piece::Defender)) | (b't', Some(Piece::Attacker))
    )
}

/// Checks the captures and the ending a move record claims against what
/// the engine did.
pub(super) fn check_claims(m: &OtMove, played: &Played) -> Result<(), At> {
    let engine_list = || {
        let taken = taken(played);
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
    let text = crate::record::text::normalize(text);
    read_inner(&text, extra_variants).map_err(|e| Locator::new(&text).error(e))
}

pub(super) fn read_inner(text: &str, extra_variants: &[Arc<Variant>]) -> Result<GameRecord, At> {
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
    let variant = chosen_variant(text, &tags, extra_variants)?;
    let turns = parse_turns(text, turns_at, variant.size())?;
    // The side to move at the start: the first mover, unless the main
    // line's first turn leaves its first half out.
    let starts_at_b = turns
        .iter()
        .find(|t| t.key.is_empty())
        .is_some_and(|t| matches!(t.items.first(), Some(Item::Ellipsis)));
    let mut record = GameRecord::from_position(start_position(text, &tags, variant, starts_at_b)?);
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
    let mut declared = declared_result(text, &tags)?;
    let mut builder = LineBuilder::new(record);
    play_turns(&mut builder, &turns, starts_at_b, &mut declared)?;
    let (mut record, main) = builder.finish();

    // The result: the board's when the moves end the game.
    record.go_to(*main.last().expect("root"));
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
    super::clock_tags::read(text, &tags, &mut record)?;
    Ok(record)
}

/// The variant the tags name or describe, with the option they choose.
fn chosen_variant(
    text: &str,
    tags: &[Tag],
    extra_variants: &[Arc<Variant>],
) -> Result<Arc<Variant>, At> {
    let candidates: Vec<Arc<Variant>> = built_ins().iter().chain(extra_variants).cloned().collect();
    let variant = resolve_variant(text, tags, &candidates)?;
    let Some((_, name, value_at)) = tag_value(text, tags, "option") else {
        return Ok(variant);
    };
    match variant.with_option(name) {
        Some(Ok(v)) => Ok(Arc::new(v)),
        Some(Err(e)) => Err(at(value_at, e.to_string())),
        None => {
            let id = variant.id();
            Err(at(
                value_at,
                format!("variant `{id}` has no option `{name}`"),
            ))
        }
    }
}

/// The start: the `position` tag's board or the variant's, with the
/// second mover to move when the main line starts at `.....`.
fn start_position(
    text: &str,
    tags: &[Tag],
    variant: Arc<Variant>,
    starts_at_b: bool,
) -> Result<Position, At> {
    let n = variant.size();
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
    Position::from_setup(variant, &setup)
        .map_err(|e| at(position_at, format!("expected a legal start position: {e}")))
}

/// The result the `result` and `termination` tags declare, and where.
fn declared_result(text: &str, tags: &[Tag]) -> Result<Option<(GameResult, usize)>, At> {
    let winner: Option<(Option<Side>, usize)> = match tag_value(text, tags, "result") {
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
    let guessed = |words: &str| {
        winner.map(|(w, a)| {
            (
                GameResult {
                    winner: w,
                    reason: guess_reason(words, w),
                },
                a,
            )
        })
    };
    let Some((raw, _, value_at)) = tag_value(text, tags, "termination") else {
        return Ok(guessed(""));
    };
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
            Ok(Some((g, value_at)))
        }
        Err(_) => Ok(guessed(&words)),
    }
}

/// Plays the turn lines, each in the line its address names, opening the
/// variations as they come.
fn play_turns(
    builder: &mut LineBuilder,
    turns: &[TurnLine],
    starts_at_b: bool,
    declared: &mut Option<(GameResult, usize)>,
) -> Result<(), At> {
    let mut lines: HashMap<Vec<Elem>, Line> = HashMap::new();
    lines.insert(
        Vec::new(),
        Line {
            index: 0,
            starts_at_b,
            next_turn: 1,
            closed: false,
        },
    );
    for tl in turns {
        if !lines.contains_key(&tl.key) {
            let line = open_variation(builder, &lines, tl)?;
            lines.insert(tl.key.clone(), line);
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
        for (slot, item) in tl.items.iter().enumerate() {
            let pos = builder.position(line.index);
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
                        resign(pos.turn(), *offset, declared)?;
                    }
                }
                Item::Move(m) => {
                    if let Some(e) = game_over(m.at) {
                        return Err(e);
                    }
                    play_move(builder, line.index, m)?;
                    // After `.....`, a bracket of one part is the move's.
                    let lone = matches!(tl.items[0], Item::Ellipsis) && tl.comments.len() == 1;
                    if let Some(words) = tl.comments.get(if lone { 0 } else { slot }) {
                        super::move_notes::read(builder.record_mut(), words);
                    }
                }
            }
        }
        if tl.items.len() < 2 {
            line.closed = true;
        }
        line.next_turn += 1;
    }
    Ok(())
}

/// Opens the variation turn line `tl` starts, replacing a move of the
/// line its address names.
fn open_variation(
    builder: &mut LineBuilder,
    lines: &HashMap<Vec<Elem>, Line>,
    tl: &TurnLine,
) -> Result<Line, At> {
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
    // The replaced move's place among the parent line's own moves.
    let line = usize::try_from(slot.num)
        .ok()
        .and_then(|num| num.checked_sub(1))
        .map(|turns| 2 * turns + usize::from(ellipsis))
        .and_then(|index| index.checked_sub(usize::from(parent.starts_at_b)))
        .map(|r| builder.start_ply(parent.index) + r + 1)
        .and_then(|ply| builder.branch::<At>(parent.index, ply).ok())
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
    Ok(Line {
        index: line,
        starts_at_b: ellipsis,
        next_turn: 1,
        closed: false,
    })
}

/// A resignation in the main line: the side to move gives up, which must
/// agree with the result declared (or becomes it).
fn resign(
    mover: Side,
    offset: usize,
    declared: &mut Option<(GameResult, usize)>,
) -> Result<(), At> {
    let winner = Some(mover.other());
    match declared {
        Some((d, _)) if d.winner != winner => Err(at(
            offset,
            format!("the {mover} resign here, but the result says {d}"),
        )),
        Some(_) => Ok(()),
        None => {
            *declared = Some((
                GameResult {
                    winner,
                    reason: ResultReason::Resignation,
                },
                offset,
            ));
            Ok(())
        }
    }
}

/// Plays move `m` at the end of `line`, checking the piece its prefix
/// names and the captures and ending it claims.
fn play_move(builder: &mut LineBuilder, line: usize, m: &OtMove) -> Result<(), At> {
    let piece = builder.position(line).piece_at(m.from);
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
    builder
        .play(line, mv, |played| check_claims(m, played))
        .map_err(|e| match e {
            LineError::SameMove { .. } => at(
                m.at,
                format!("expected a move other than {mv}, which this point already has"),
            ),
            LineError::Illegal { why, .. } => at(m.at, format!("illegal move {mv}: {why}")),
            LineError::Claims { mismatch, .. } => mismatch,
            LineError::NoSuchLine { .. } | LineError::NoMoveToReplace { .. } => {
                unreachable!("playing a move opens no line")
            }
        })?;
    Ok(())
}
