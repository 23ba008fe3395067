//! The second phase of reading an `.otg` file: the tags and turn lines
//! resolved against the variant, the moves played on the board and the
//! claims they carry (captures, `++`, `--`) checked.

use super::*;
use crate::engine::position::{Move, Played, Position};
use crate::engine::setup::Setup;
use crate::engine::side::{Piece, Side};
use crate::engine::variant::{Variant, built_ins};
use crate::record::{GameRecord, GameResult, NodeId, ResultReason};
use std::collections::HashMap;
use std::sync::Arc;

/// A line of play while reading: the nodes from the one before its first
/// move on.
pub(super) struct Line {
    pub(super) nodes: Vec<NodeId>,
    pub(super) starts_at_b: bool,
    pub(super) next_turn: u32,
    pub(super) closed: bool,
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
        for (slot, item) in tl.items.iter().enumerate() {
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
                    if let Some(words) = tl.comments.get(slot) {
                        super::move_notes::read(&mut record, words);
                    }
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
    super::clock_tags::read(text, &tags, &mut record)?;
    Ok(record)
}
