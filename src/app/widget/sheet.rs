//! The record sheet beside the board, drawn as the players' paper sheet:
//! two major columns, Attacker | Defender, each of the minor columns No,
//! Move and Capt, ruled rows with numbers right-aligned, the current move
//! marked and kept in view, later moves greyed, and each variation under
//! the row of the move it replaces (the main line stays whole).

use crate::i18n::locale::{Locale, arg};
use crate::learn::opening_words;
use crate::notation::sheet_move::number_of;
use crate::notation::shown::Notation;
use crate::record::sheet::CaptureMark;
use crate::record::sheet_rows::{self, SheetRow};
use crate::record::{GameRecord, NodeId};
use iced::widget::operation::{self, RelativeOffset};
use iced::widget::{button, column, container, row, rule, scrollable, space, text, tooltip};
use iced::{Alignment, Element, Fill, Length, Task, Theme};
use std::collections::HashSet;

/// The widget id of the sheet's scrolling rows.
pub const SHEET_ID: &str = "sheet";
/// The widget id of the current move's cell.
pub const CURRENT_ID: &str = "sheet-current";
/// The widget id of the column of rows inside the scrollable.
pub const ROWS_ID: &str = "sheet-rows";

/// A numbered row's height: rows are ruled at a fixed pitch, as on paper.
pub const ROW_H: f32 = 24.0;
/// The number column: wide enough for 9999. The columns are kept narrow
/// and close, so that at the narrowest panel (340 pixels, a 1000×700
/// window) a move with its mark (`↑10·11??`) fits its cell.
const NO_W: f32 = 34.0;
/// Wide enough for `12KE`, and the head's "Geschl.".
const CAPT_W: f32 = 40.0;
/// Between a row's columns and their rules.
const GAP: f32 = 2.0;
const TEXT: f32 = 14.0;

/// What a move cell shows of its move.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ink {
    Current,
    Played,
    /// After the current move: greyed, as not yet on the board.
    Later,
}

/// The sheet of `record`: the opening's name above when known, the heads,
/// and the rows in a scrollable that [`follow`] keeps on the current move.
pub fn view<'a>(
    record: &'a GameRecord,
    opening: Option<String>,
    notation: Notation,
    tr: &Locale,
) -> Element<'a, NodeId> {
    let current = record.cursor();
    let played: HashSet<NodeId> = record.path_to(current).into_iter().collect();
    let ink = |id: NodeId| {
        if id == current {
            Ink::Current
        } else if played.contains(&id) {
            Ink::Played
        } else {
            Ink::Later
        }
    };
    let mut top = column![].spacing(4);
    if let Some(name) = opening {
        let name = arg(opening_words::opening_name(tr, &name));
        top = top.push(text(tr.format("sheet-opening", &[("name", name)])).size(TEXT));
    }
    if !record.on_main_line(current) {
        // The main line's move at the same depth, or its last.
        let main = record.main_line();
        let back = main[record.ply().min(main.len() - 1)];
        top = top.push(
            button(text(tr.text("sheet-back-to-main-line")).size(13))
                .padding([2, 8])
                .on_press(back),
        );
    }
    let mut rows = column![];
    for sheet_row in sheet_rows::rows(record) {
        rows = rows.push(match &sheet_row {
            SheetRow::Moves {
                number,
                attackers,
                defenders,
            } => numbered(record, *number, *attackers, *defenders, notation, &ink),
            SheetRow::Variation {
                line,
                depth,
                branch_ply,
                nodes,
                ..
            } => variation(record, *line, *depth, *branch_ply, nodes, notation, &ink),
        });
    }
    column![
        top,
        heads(tr),
        scrollable(container(rows).id(ROWS_ID))
            .id(SHEET_ID)
            .height(Fill)
    ]
    .spacing(2)
    .into()
}

/// Scrolls the sheet so the current move shows: each row at the same
/// fraction of the scroll range as of the rows, which keeps it within
/// the visible part whatever the sheet's height.
pub fn follow<T>(record: &GameRecord) -> Task<T> {
    operation::snap_to(
        SHEET_ID,
        RelativeOffset {
            x: 0.0,
            y: place(record),
        },
    )
}

/// Where [`follow`] scrolls: the current row's fraction of the rows.
pub fn place(record: &GameRecord) -> f32 {
    let rows = sheet_rows::rows(record);
    let at = sheet_rows::row_of(&rows, record.cursor()).unwrap_or(0);
    if rows.len() <= 1 {
        0.0
    } else {
        at as f32 / (rows.len() - 1) as f32
    }
}

/// The two head rows: the sides over their three columns each.
fn heads<'a>(tr: &Locale) -> Element<'a, NodeId> {
    let side = |id: &str| {
        container(text(tr.text(id)).size(TEXT))
            .center_x(Fill)
            .padding([2, 0])
    };
    let minor = || {
        row![
            text(tr.text("sheet-no"))
                .size(12)
                .width(Length::Fixed(NO_W))
                .align_x(Alignment::End),
            rule::vertical(1),
            text(tr.text("sheet-move")).size(12).width(Fill),
            rule::vertical(1),
            text(tr.text("sheet-capt"))
                .size(12)
                .width(Length::Fixed(CAPT_W)),
        ]
        .spacing(GAP)
        .height(Length::Fixed(18.0))
        .width(Fill)
    };
    column![
        rule::horizontal(1),
        row![
            side("sheet-attacker"),
            rule::vertical(2),
            side("sheet-defender")
        ]
        .height(Length::Fixed(22.0)),
        rule::horizontal(1),
        row![minor(), rule::vertical(2), minor()].height(Length::Fixed(18.0)),
        rule::horizontal(2),
    ]
    .into()
}

/// A ruled row of the main line: the number and each side's move and
/// captures.
fn numbered<'a>(
    record: &GameRecord,
    number: usize,
    attackers: Option<NodeId>,
    defenders: Option<NodeId>,
    notation: Notation,
    ink: &dyn Fn(NodeId) -> Ink,
) -> Element<'a, NodeId> {
    let half = |id: Option<NodeId>| {
        let (mv, capt): (Element<'a, NodeId>, String) = match id {
            Some(id) => (
                move_button(record, id, notation, ink(id), TEXT),
                captures(record, id),
            ),
            None => (space::horizontal().into(), String::new()),
        };
        let digits = id.map_or(String::new(), |_| number.to_string());
        row![
            text(digits)
                .size(TEXT)
                .width(Length::Fixed(NO_W))
                .align_x(Alignment::End),
            rule::vertical(1),
            container(mv).width(Fill),
            rule::vertical(1),
            text(capt).size(TEXT).width(Length::Fixed(CAPT_W)),
        ]
        .spacing(GAP)
        .align_y(Alignment::Center)
        .width(Fill)
    };
    column![
        row![half(attackers), rule::vertical(2), half(defenders)]
            .height(Length::Fixed(ROW_H - 1.0)),
        rule::horizontal(1),
    ]
    .into()
}

/// A variation under the row it leaves: indented, its moves numbered as
/// on the sheet, each a step into it.
fn variation<'a>(
    record: &GameRecord,
    line: usize,
    depth: usize,
    branch_ply: usize,
    nodes: &[NodeId],
    notation: Notation,
    ink: &dyn Fn(NodeId) -> Ink,
) -> Element<'a, NodeId> {
    let first = record.start().turn();
    let mut words = row![text(format!("{line})")).size(12)]
        .spacing(4)
        .align_y(Alignment::Center);
    for (k, &id) in nodes.iter().enumerate() {
        let ply = branch_ply + k;
        let (number, side) = number_of(ply, first);
        // The number before the line's first move and each move of the
        // side that moves first in a numbered row.
        if k == 0 || side == first {
            let mark = if side == first {
                format!("{number}.")
            } else {
                format!("{number}…")
            };
            words = words.push(text(mark).size(12));
        }
        words = words.push(move_button(record, id, notation, ink(id), 13.0));
    }
    let indent = 12.0 + 16.0 * depth as f32;
    column![
        container(words.wrap()).padding(iced::Padding {
            left: indent,
            top: 2.0,
            bottom: 2.0,
            right: 0.0,
        }),
        rule::horizontal(1),
    ]
    .into()
}

/// A move as a button that goes to it; the current one carries
/// [`CURRENT_ID`].
fn move_button<'a>(
    record: &GameRecord,
    id: NodeId,
    notation: Notation,
    ink: Ink,
    size: f32,
) -> Element<'a, NodeId> {
    let node = record.node(id);
    let (Some(played), Some(parent)) = (node.played(), node.parent()) else {
        return space::horizontal().into();
    };
    let mut words = notation.word(record.node(parent).position(), played.mv);
    if let Some(a) = node.annotation() {
        words.push_str(a.symbol());
    }
    let button = button(text(words).size(size))
        .padding([1, 2])
        .style(move |theme: &Theme, status| style(theme, status, ink))
        .on_press(id);
    // A comment shows when the move is pointed at.
    let shown: Element<'a, NodeId> = if node.comment().is_empty() {
        button.into()
    } else {
        tooltip(
            button,
            container(text(node.comment().to_owned()).size(13))
                .padding(6)
                .max_width(320)
                .style(container::bordered_box),
            tooltip::Position::Bottom,
        )
        .into()
    };
    if ink == Ink::Current {
        container(shown).id(CURRENT_ID).into()
    } else {
        shown
    }
}

fn captures(record: &GameRecord, id: NodeId) -> String {
    record
        .node(id)
        .played()
        .map_or(String::new(), |p| CaptureMark::of(p).to_string())
}

fn style(theme: &Theme, status: button::Status, ink: Ink) -> button::Style {
    let palette = theme.extended_palette();
    match ink {
        Ink::Current => button::primary(theme, status),
        Ink::Played | Ink::Later => {
            let base = button::text(theme, status);
            let text_color = if ink == Ink::Later {
                palette.background.strong.color
            } else {
                palette.background.base.text
            };
            button::Style { text_color, ..base }
        }
    }
}
