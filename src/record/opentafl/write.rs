//! Writing a game record as an `.otg` file.

use super::*;
use crate::engine::side::Side;
use crate::record::{GameRecord, NodeId};

pub(super) fn result_code(winner: Option<Side>) -> &'static str {
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
    for (name, value) in super::clock_tags::write(record) {
        tag(name, &value);
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
pub(super) fn write_line(
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
        let ellipsis = turn == 1 && starts_at_b;
        if let Some(notes) = super::move_notes::write(record, &moves[first..i], ellipsis) {
            out.push_str(&notes);
            out.push('\n');
        }
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
