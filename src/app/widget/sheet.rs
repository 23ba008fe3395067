//! The move list drawn as the players' paper record sheet: two major columns
//! (attackers, defenders) of three minor columns (number, move, captures).

use crate::Side;
use crate::i18n::locale::{Locale, arg};
use crate::i18n::wording;
use crate::notation::sheet_move::{Perspective, SheetMove, number_of};
use crate::record::sheet::CaptureMark;
use crate::record::{GameRecord, NodeId};
use iced::widget::{button, column, row, text};
use iced::{Element, Length};

/// One cell: the move as written and its captures column.
fn cell<'a>(record: &GameRecord, id: NodeId, current: NodeId) -> Element<'a, NodeId> {
    let node = record.node(id);
    let (Some(played), Some(parent)) = (node.played(), node.parent()) else {
        return text("").into();
    };
    let mv = SheetMove::from_move(
        record.node(parent).position(),
        played.mv,
        Perspective::Attackers,
    );
    let capt = CaptureMark::of(played).to_string();
    let label = text(mv.to_string()).width(Length::Fixed(76.0));
    let style = if id == current {
        button::primary
    } else {
        button::text
    };
    row![
        button(label).style(style).padding(2).on_press(id),
        text(capt).width(Length::Fixed(46.0)),
    ]
    .into()
}

/// The sheet of the line through the cursor; its header names the
/// opening of the moves up to the cursor, once known.
pub fn view<'a>(
    record: &'a GameRecord,
    opening: Option<String>,
    tr: &Locale,
) -> Element<'a, NodeId> {
    let line = record.current_line();
    let first = record.start().turn();
    let current = record.cursor();
    let header = opening.map(|name| {
        let name = arg(wording::opening_name(tr, &name));
        text(tr.format("sheet-opening", &[("name", name)])).size(14)
    });
    // Each side's head spans its move and captures columns; the move
    // numbers are headed `#` in every language.
    let mut rows = column![
        header,
        row![
            text("#").width(Length::Fixed(30.0)),
            text(tr.text("sheet-attacker")).width(Length::Fixed(130.0)),
            text("#").width(Length::Fixed(30.0)),
            text(tr.text("sheet-defender")),
        ]
    ]
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
        let blank = || -> Element<'_, NodeId> { text("").width(Length::Fixed(130.0)).into() };
        rows = rows.push(row![
            text(number.to_string()).width(Length::Fixed(30.0)),
            att.map_or_else(blank, |id| cell(record, id, current)),
            text(number.to_string()).width(Length::Fixed(30.0)),
            def.map_or_else(blank, |id| cell(record, id, current)),
        ]);
    }
    // Every variation of the game, each a line of moves to step into.
    let lines = record.lines();
    if lines.len() > 1 {
        rows = rows.push(text(tr.text("sheet-variations")).size(16));
        if !record.on_main_line(current) {
            let main = &lines[0].nodes;
            let back = main[record.ply().min(main.len() - 1)];
            rows = rows.push(
                button(text(tr.text("sheet-back-to-main-line")).size(13))
                    .padding(2)
                    .on_press(back),
            );
        }
    }
    for (k, line) in lines.iter().enumerate().skip(1) {
        let (number, side) = number_of(line.branch_ply, first);
        let args = [
            ("line", arg(k)),
            ("parent", arg(line.parent)),
            ("number", arg(number)),
        ];
        let id = match side {
            Side::Attackers => "sheet-variation-attackers",
            Side::Defenders => "sheet-variation-defenders",
        };
        let mut moves = row![text(tr.format(id, &args)).size(13)].spacing(4);
        for &id in line.nodes.iter().take(6) {
            if let (Some(played), Some(parent)) =
                (record.node(id).played(), record.node(id).parent())
            {
                let mv = SheetMove::from_move(
                    record.node(parent).position(),
                    played.mv,
                    Perspective::Attackers,
                );
                let style = if id == current {
                    button::primary
                } else {
                    button::text
                };
                moves = moves.push(
                    button(text(mv.to_string()).size(13))
                        .style(style)
                        .padding(1)
                        .on_press(id),
                );
            }
        }
        if line.nodes.len() > 6 {
            moves = moves.push(text("…"));
        }
        rows = rows.push(moves.wrap());
    }
    rows.into()
}
