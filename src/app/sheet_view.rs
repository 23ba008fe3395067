//! The move list drawn as seed 001's record sheet: two major columns
//! (attackers, defenders) of three minor columns (number, move, captures).

use super::Message;
use crate::record::{GameRecord, NodeId};
use crate::sheet_move::{Perspective, SheetMove};
use crate::{Piece, Side};
use iced::widget::{button, column, row, text};
use iced::{Element, Length};

/// One cell: the move as written and its captures column.
fn cell<'a>(record: &GameRecord, id: NodeId, current: NodeId) -> Element<'a, Message> {
    let node = record.node(id);
    let (Some(played), Some(parent)) = (node.played(), node.parent()) else {
        return text("").into();
    };
    let mv = SheetMove::from_move(
        record.node(parent).position(),
        played.mv,
        Perspective::Attackers,
    );
    let taken = played
        .captures
        .iter()
        .filter(|c| c.piece != Piece::King)
        .count();
    let mut capt = if taken > 0 {
        taken.to_string()
    } else {
        String::new()
    };
    if played.captured_king() {
        capt.push('K');
    }
    if node
        .position()
        .outcome()
        .is_some_and(|o| o.winner == Some(Side::Defenders) && played.piece == Piece::King)
    {
        capt.push('E');
    }
    let label = text(mv.to_string()).width(Length::Fixed(80.0));
    let style = if id == current {
        button::primary
    } else {
        button::text
    };
    row![
        button(label)
            .style(style)
            .padding(2)
            .on_press(Message::GoTo(id)),
        text(capt).width(Length::Fixed(30.0)),
    ]
    .into()
}

pub fn view(record: &GameRecord) -> Element<'_, Message> {
    let line = record.current_line();
    let first = record.start().turn();
    let current = record.cursor();
    let mut rows = column![row![
        text("No").width(Length::Fixed(30.0)),
        text("Attacker").width(Length::Fixed(110.0)),
        text("No").width(Length::Fixed(30.0)),
        text("Defender"),
    ]]
    .spacing(2);
    let moves: Vec<NodeId> = line.into_iter().skip(1).collect();
    for (k, pair) in moves.chunks(2).enumerate() {
        let number = k + 1;
        let (mut att, mut def): (Option<NodeId>, Option<NodeId>) = (None, None);
        for (j, &id) in pair.iter().enumerate() {
            let side = if j == 0 { first } else { first.other() };
            match side {
                Side::Attackers => att = Some(id),
                Side::Defenders => def = Some(id),
            }
        }
        let blank = || -> Element<'_, Message> { text("").width(Length::Fixed(110.0)).into() };
        rows = rows.push(row![
            text(number.to_string()).width(Length::Fixed(30.0)),
            att.map_or_else(blank, |id| cell(record, id, current)),
            text(number.to_string()).width(Length::Fixed(30.0)),
            def.map_or_else(blank, |id| cell(record, id, current)),
        ]);
    }
    // Other continuations from here: variations the players can step into.
    let here = record.node(current);
    if here.children().len() > 1 {
        let mut alts = row![text("Variations:")].spacing(6);
        for &id in here.children() {
            if let Some(m) = record.node(id).mv() {
                alts = alts.push(
                    button(text(m.to_string()))
                        .padding(2)
                        .on_press(Message::GoTo(id)),
                );
            }
        }
        rows = rows.push(alts);
    }
    rows.into()
}
