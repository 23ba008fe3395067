//! The printable record sheet (SVG, one document per A4 page): every page
//! is well-formed XML, the header and the moves are those of the record,
//! long games continue on further pages, user text is escaped.

mod common;

use roxmltree::{Document, Node};
use std::sync::Arc;
use taflbord::notation::letters::LetterMove;
use taflbord::notation::sheet_move::{Perspective, SheetMove};
use taflbord::record::{GameRecord, GameResult, ResultReason};
use taflbord::render::printable::{FIRST_PAGE_ROWS, NEXT_PAGE_ROWS, blank_svg_sheet, svg_sheet};
use taflbord::{Piece, Position, Reason, Side, Variant};

// ---------------------------------------------------------------------------
// Pages read as XML: a page that is not well-formed fails its test.

/// An element of a page.
type Element = Node<'static, 'static>;

/// Reads a page. The document is leaked so that its elements can be passed
/// around freely; a test reads only a few small pages.
fn page(svg: &str) -> Element {
    let svg: &'static str = Box::leak(svg.to_owned().into_boxed_str());
    let doc = Document::parse(svg).unwrap_or_else(|e| panic!("not well-formed: {e}\n{svg}"));
    Box::leak(Box::new(doc)).root_element()
}

/// What the tests ask of an element.
trait Look {
    /// Every element below (and including) this one, in document order.
    fn all(&self) -> Vec<Element>;
    fn has_class(&self, class: &str) -> bool;
    fn with_class(&self, class: &str) -> Vec<Element>;
    /// All text inside, tags removed.
    fn inner_text(&self) -> String;
    fn x(&self) -> f64;
}

impl Look for Element {
    fn all(&self) -> Vec<Element> {
        self.descendants().filter(|n| n.is_element()).collect()
    }

    fn has_class(&self, class: &str) -> bool {
        self.attribute("class")
            .is_some_and(|c| c.split_whitespace().any(|c| c == class))
    }

    fn with_class(&self, class: &str) -> Vec<Element> {
        self.all()
            .into_iter()
            .filter(|e| e.has_class(class))
            .collect()
    }

    fn inner_text(&self) -> String {
        self.descendants()
            .filter(|n| n.is_text())
            .filter_map(|n| n.text())
            .collect()
    }

    fn x(&self) -> f64 {
        self.attribute("x")
            .and_then(|x| x.parse().ok())
            .unwrap_or(f64::NAN)
    }
}

fn texts(root: &Element, class: &str) -> Vec<String> {
    root.with_class(class)
        .iter()
        .map(|e| e.inner_text())
        .collect()
}

/// Text with the wide and unbreakable spaces of the notes made plain.
fn plain(text: &str) -> String {
    text.replace(['\u{2002}', '\u{a0}'], " ")
}

#[test]
fn the_xml_reader_refuses_broken_documents() {
    assert!(Document::parse(r#"<a x="1"><b>t &amp; u</b><c/></a>"#).is_ok());
    for bad in [
        "<a><b></a></b>",
        "<a>",
        "<a>x < y</a>",
        "<a>Tom & Jerry</a>",
        r#"<a x="<"/>"#,
        r#"<a x="1" x="2"/>"#,
        "<a x=1/>",
        "<a/><b/>",
        "<a>\u{1}</a>",
    ] {
        assert!(Document::parse(bad).is_err(), "accepted {bad:?}");
    }
}

// ---------------------------------------------------------------------------
// Games.

fn variant(id: &str) -> Arc<Variant> {
    Variant::built_in(id).unwrap_or_else(|| panic!("no variant {id}"))
}

/// Plays moves in letter form (`h1-h3 f8-i8`) at the record's cursor.
fn play(record: &mut GameRecord, moves: &str) {
    let size = record.variant().size();
    for m in moves.split_whitespace() {
        let lm = LetterMove::parse(m, size).unwrap_or_else(|e| panic!("{e}"));
        record
            .play(lm.mv)
            .unwrap_or_else(|e| panic!("{m} should be legal: {e}"));
    }
}

/// The main line's moves as the sheet writes them, with their capture marks.
fn expected(record: &GameRecord, perspective: Perspective) -> Vec<(String, String)> {
    record
        .main_line()
        .iter()
        .filter_map(|&id| {
            let node = record.node(id);
            let played = node.played()?;
            let before = record.node(node.parent()?).position();
            let mv = SheetMove::from_move(before, played.mv, perspective).to_string();
            let count = played
                .captures
                .iter()
                .filter(|c| c.piece != Piece::King)
                .count();
            let mut mark = if count > 0 {
                count.to_string()
            } else {
                String::new()
            };
            if played.captured_king() {
                mark.push('K');
            }
            if matches!(
                played.outcome.map(|o| o.reason),
                Some(
                    Reason::CornerEscape
                        | Reason::EdgeEscape
                        | Reason::PeripheryEscape
                        | Reason::ExitFort
                )
            ) {
                mark.push('E');
            }
            Some((mv, mark))
        })
        .collect()
}

/// Moves and marks of all pages in document order; a move without a mark
/// gets an empty one.
fn printed(pages: &[String]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for svg in pages {
        let root = page(svg);
        for row in root.with_class("row") {
            let mut cells: Vec<(f64, String, String)> = Vec::new();
            for e in row.all() {
                if e.has_class("mv") {
                    cells.push((e.x(), e.inner_text(), String::new()));
                } else if e.has_class("capt") {
                    cells.last_mut().expect("a mark follows its move").2 = e.inner_text();
                }
            }
            out.extend(cells.into_iter().map(|(_, m, c)| (m, c)));
        }
    }
    out
}

/// A game of at least `plies` moves, none ending it: deterministic
/// pseudo-random legal moves, retried from the start until long enough.
fn long_game(plies: usize) -> GameRecord {
    for seed in 1u64..200 {
        let mut state = seed;
        let mut record = GameRecord::new(variant("copenhagen"));
        while record.ply() < plies {
            let moves = record.position().legal_moves();
            if moves.is_empty() || record.position().outcome().is_some() {
                break;
            }
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let mv = moves[(state >> 33) as usize % moves.len()];
            record.play(mv).expect("legal");
        }
        if record.ply() >= plies && record.outcome().is_none() {
            return record;
        }
    }
    panic!("no game of {plies} moves found");
}

fn short_game() -> GameRecord {
    let mut r = GameRecord::new(variant("copenhagen"));
    play(&mut r, "d1-d3 e5-e2 g1-g3 f4-c4 g3-e3xe2");
    r.meta.attackers = "Ada Lindqvist".into();
    r.meta.defenders = "Bo Berg".into();
    r.meta.event = "Club night".into();
    r.meta.date = "2025-03-14".into();
    r
}

// ---------------------------------------------------------------------------

#[test]
fn every_page_is_well_formed_a4_svg() {
    let mut records = vec![short_game(), long_game(130)];
    records[0].meta.opening = "Edge run".into();
    records[0].meta.comment = "A comment.\nOn two lines.".into();
    for record in &records {
        for perspective in [Perspective::Attackers, Perspective::Defenders] {
            let pages = svg_sheet(record, perspective);
            assert!(!pages.is_empty());
            for svg in &pages {
                assert!(svg.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"));
                let root = page(svg);
                assert_eq!(root.tag_name().name(), "svg");
                assert_eq!(
                    root.tag_name().namespace(),
                    Some("http://www.w3.org/2000/svg")
                );
                assert_eq!(root.attribute("width"), Some("210mm"));
                assert_eq!(root.attribute("height"), Some("297mm"));
                assert_eq!(root.attribute("viewBox"), Some("0 0 210 297"));
                assert!(
                    root.attribute("font-family")
                        .unwrap()
                        .contains("sans-serif")
                );
                // Everything stays on the paper.
                for e in root.all() {
                    for a in ["x", "y", "x1", "x2", "y1", "y2"] {
                        if let Some(v) = e.attribute(a) {
                            let v: f64 = v.parse().unwrap();
                            let limit = if a.starts_with('x') { 210.0 } else { 297.0 };
                            assert!((0.0..=limit).contains(&v), "{a}={v} off the page");
                        }
                    }
                }
                assert!(root.all().iter().any(|e| e.inner_text() == "Taflbord"));
            }
        }
    }
}

#[test]
fn header_shows_players_event_date_and_result() {
    let mut r = short_game();
    r.meta.result = Some(GameResult {
        winner: Some(Side::Defenders),
        reason: ResultReason::Resignation,
    });
    let pages = svg_sheet(&r, Perspective::Attackers);
    assert_eq!(pages.len(), 1);
    let root = page(&pages[0]);
    assert_eq!(texts(&root, "field-attackers"), ["Ada Lindqvist"]);
    assert_eq!(texts(&root, "field-defenders"), ["Bo Berg"]);
    assert_eq!(texts(&root, "field-event"), ["Club night"]);
    assert_eq!(texts(&root, "field-date"), ["2025-03-14"]);
    assert_eq!(
        texts(&root, "field-result"),
        ["Defenders win (resignation)"]
    );
    // No opening box unless there is an opening.
    assert!(texts(&root, "field-opening").is_empty());
    assert!(!pages[0].contains(">Opening<"));
    let title = plain(&texts(&root, "title").concat());
    assert!(title.contains("Copenhagen Hnefatafl"), "{title}");
    assert!(title.contains("11×11"), "{title}");
    assert_eq!(texts(&root, "page"), ["Page 1 of 1"]);

    r.meta.opening = "Edge run".into();
    let root = page(&svg_sheet(&r, Perspective::Attackers)[0]);
    assert_eq!(texts(&root, "field-opening"), ["Edge run"]);
}

#[test]
fn a_result_on_the_board_is_printed_with_its_mark() {
    // The king runs into the corner: `E`.
    let rows = [
        "....A......",
        "...........",
        "...........",
        "...........",
        "...........",
        "...........",
        "...........",
        "...........",
        "K..........",
        "...........",
        "...........",
    ];
    let start = Position::from_diagram(variant("copenhagen"), &rows, Side::Defenders).unwrap();
    let mut r = GameRecord::from_position(start);
    play(&mut r, "a3-a1");
    let root = page(&svg_sheet(&r, Perspective::Attackers)[0]);
    assert_eq!(texts(&root, "mv"), ["k↓1·1"]);
    assert_eq!(texts(&root, "capt"), ["E"]);
    assert_eq!(
        texts(&root, "field-result"),
        ["Defenders win (corner escape)"]
    );
    assert_eq!(
        printed(&svg_sheet(&r, Perspective::Attackers)),
        expected(&r, Perspective::Attackers)
    );

    // Four attackers around the king: `K`.
    let rows = [
        "...........",
        "...........",
        "....A......",
        "...........",
        "...........",
        "...........",
        "...AKA.....",
        "....A......",
        "...........",
        "...........",
        "...........",
    ];
    let start = Position::from_diagram(variant("copenhagen"), &rows, Side::Attackers).unwrap();
    let mut r = GameRecord::from_position(start);
    play(&mut r, "e9-e6");
    let root = page(&svg_sheet(&r, Perspective::Attackers)[0]);
    assert_eq!(texts(&root, "mv"), ["↓5·6"]);
    assert_eq!(texts(&root, "capt"), ["K"]);
    assert_eq!(
        texts(&root, "field-result"),
        ["Attackers win (king captured)"]
    );
}

#[test]
fn main_line_moves_and_captures_appear_in_order() {
    let r = short_game();
    let pages = svg_sheet(&r, Perspective::Attackers);
    let root = page(&pages[0]);
    // As the paper sheet writes them (the text sheet's rows for the same game).
    assert_eq!(texts(&root, "mv"), ["↑4·3", "↓5·2", "↑7·3", "←3·4", "←5·3"]);
    assert_eq!(texts(&root, "capt"), ["1"]);
    assert_eq!(
        printed(&pages),
        [
            ("↑4·3", ""),
            ("↓5·2", ""),
            ("↑7·3", ""),
            ("←3·4", ""),
            ("←5·3", "1")
        ]
        .map(|(m, c)| (m.to_string(), c.to_string()))
    );
    // Numbers beside each move, in both halves.
    assert_eq!(texts(&root, "no"), ["1", "1", "2", "2", "3"]);
    // From the defenders' side every square and arrow is turned.
    let turned = svg_sheet(&r, Perspective::Defenders);
    assert_eq!(
        texts(&page(&turned[0]), "mv"),
        ["↓8·9", "↑7·10", "↓5·9", "→9·8", "→7·9"]
    );
    // All rows of the first page are ruled, filled or not.
    assert_eq!(root.with_class("row").len(), FIRST_PAGE_ROWS);
}

#[test]
fn a_long_game_continues_on_further_pages_with_its_numbering() {
    let r = long_game(2 * (FIRST_PAGE_ROWS + 5));
    let numbers = r.ply().div_ceil(2);
    assert!(numbers > FIRST_PAGE_ROWS && numbers <= FIRST_PAGE_ROWS + NEXT_PAGE_ROWS);
    let mut r = r;
    r.meta.attackers = "Ada".into();
    r.meta.defenders = "Bo".into();
    r.meta.date = "2025-03-14".into();
    let pages = svg_sheet(&r, Perspective::Attackers);
    assert_eq!(pages.len(), 2);
    let (one, two) = (page(&pages[0]), page(&pages[1]));

    let first_numbers: Vec<usize> = texts(&one, "no")
        .iter()
        .map(|n| n.parse().unwrap())
        .collect();
    let expected_first: Vec<usize> = (1..=FIRST_PAGE_ROWS).flat_map(|n| [n, n]).collect();
    assert_eq!(first_numbers, expected_first);
    let second_numbers: Vec<usize> = texts(&two, "no")
        .iter()
        .map(|n| n.parse().unwrap())
        .collect();
    assert_eq!(second_numbers.first(), Some(&(FIRST_PAGE_ROWS + 1)));
    assert_eq!(second_numbers.last(), Some(&numbers));
    assert!(
        second_numbers
            .windows(2)
            .all(|w| w[1] == w[0] || w[1] == w[0] + 1)
    );
    assert_eq!(two.with_class("row").len(), NEXT_PAGE_ROWS);

    // The header is repeated in short; the footer counts the pages.
    let short = plain(&texts(&two, "subtitle").concat());
    assert!(
        short.contains("Ada – Bo") && short.contains("2025-03-14") && short.contains("continued"),
        "{short}"
    );
    assert!(plain(&texts(&two, "title").concat()).contains("Copenhagen Hnefatafl"));
    assert!(texts(&two, "field-attackers").is_empty());
    assert_eq!(texts(&one, "page"), ["Page 1 of 2"]);
    assert_eq!(texts(&two, "page"), ["Page 2 of 2"]);

    assert_eq!(printed(&pages), expected(&r, Perspective::Attackers));
}

#[test]
fn special_characters_are_escaped() {
    let mut r = short_game();
    r.meta.attackers = "<script>alert(\"x\")</script> & Co".into();
    r.meta.defenders = "O'Brien \"the <Wall>\"".into();
    r.meta.event = "Cup &amp; Saucer <b>".into();
    r.meta.date = "2025\u{1}-03\t-14".into();
    r.meta.comment = "Nice & <tidy>\nsecond \"line\"".into();
    let pages = svg_sheet(&r, Perspective::Attackers);
    let svg = &pages[0];
    assert!(!svg.contains("<script>"));
    assert!(!svg.contains("<Wall>"));
    assert!(!svg.contains("<b>"));
    assert!(!svg.contains('\u{1}'));
    let root = page(svg);
    assert_eq!(
        texts(&root, "field-attackers"),
        ["<script>alert(\"x\")</script> & Co"]
    );
    assert_eq!(texts(&root, "field-defenders"), ["O'Brien \"the <Wall>\""]);
    assert_eq!(texts(&root, "field-event"), ["Cup &amp; Saucer <b>"]);
    assert_eq!(texts(&root, "field-date"), ["2025-03 -14"]);
    let notes = plain(&texts(&root, "note").join("\n"));
    assert!(notes.contains("Nice & <tidy>"), "{notes}");
    assert!(notes.contains("second \"line\""), "{notes}");
    // The document title names the players too, escaped.
    let title = root
        .all()
        .into_iter()
        .find(|e| e.tag_name().name() == "title")
        .expect("a <title>")
        .inner_text();
    assert!(title.contains("<script>"), "{title}");
    // A blank sheet's title is escaped as well.
    let blank = blank_svg_sheet(&variant("brandubh"), "Fish & <Chips> \"Open\"");
    let root = page(&blank);
    assert_eq!(texts(&root, "subtitle"), ["Fish & <Chips> \"Open\""]);
}

#[test]
fn blank_sheet_has_empty_ruled_rows() {
    let svg = blank_svg_sheet(&variant("copenhagen"), "Taflbord record sheet");
    let root = page(&svg);
    assert_eq!(root.attribute("viewBox"), Some("0 0 210 297"));
    let rows = root.with_class("row");
    assert_eq!(rows.len(), FIRST_PAGE_ROWS);
    for row in &rows {
        assert!(
            row.all().iter().all(|e| e.tag_name().name() != "text"),
            "a filled row"
        );
        assert!(
            row.all().iter().any(|e| e.tag_name().name() == "line") || row == rows.last().unwrap()
        );
    }
    assert!(texts(&root, "mv").is_empty());
    assert!(texts(&root, "no").is_empty());
    let title = plain(&texts(&root, "title").concat());
    assert!(
        title.contains("Copenhagen Hnefatafl") && title.contains("11×11"),
        "{title}"
    );
    assert_eq!(texts(&root, "subtitle"), ["Taflbord record sheet"]);
    let all: Vec<String> = root.all().iter().map(|e| e.inner_text()).collect();
    for label in [
        "Attackers",
        "Defenders",
        "Event",
        "Date",
        "Result",
        "Opening",
        "Attacker",
        "Defender",
        "No",
        "Move",
        "Capt",
    ] {
        assert!(all.iter().any(|t| t == label), "no {label}");
    }
    // Boxes are left empty to be written in.
    for field in ["attackers", "defenders", "event", "date", "result"] {
        assert!(texts(&root, &format!("field-{field}")).is_empty());
    }
    // Without a title the sheet is a "Record sheet"; a name with the size in it is not repeated.
    let root = page(&blank_svg_sheet(&variant("book13"), ""));
    assert_eq!(texts(&root, "subtitle"), ["Record sheet"]);
    let title = plain(&texts(&root, "title").concat());
    assert_eq!(title.matches("13×13").count(), 1, "{title}");
}

#[test]
fn defenders_first_variants_keep_the_attacker_column_left() {
    let mut r = GameRecord::new(variant("tablut"));
    assert_eq!(r.start().turn(), Side::Defenders);
    let expected_moves = {
        // Three moves: defenders', attackers', defenders'.
        let mut moves = Vec::new();
        for _ in 0..3 {
            let mv = r.position().legal_moves()[0];
            moves.push(SheetMove::from_move(r.position(), mv, Perspective::Attackers).to_string());
            r.play(mv).unwrap();
        }
        moves
    };
    let pages = svg_sheet(&r, Perspective::Attackers);
    let root = page(&pages[0]);
    let rows = root.with_class("row");
    let cells = |row: Element| -> Vec<(f64, String)> {
        row.with_class("mv")
            .iter()
            .map(|e| (e.x(), e.inner_text()))
            .collect()
    };
    // Row 1: the attackers' move on the left, the defenders' (played first) on the right.
    let one = cells(rows[0]);
    assert_eq!(one.len(), 2);
    let left = one.iter().find(|(x, _)| *x < 105.0).expect("a left cell");
    let right = one.iter().find(|(x, _)| *x > 105.0).expect("a right cell");
    assert_eq!(left.1, expected_moves[1]);
    assert_eq!(right.1, expected_moves[0]);
    // Row 2: only the defenders' second move, on the right.
    let two = cells(rows[1]);
    assert_eq!(two.len(), 1);
    assert!(two[0].0 > 105.0 && two[0].1 == expected_moves[2]);
    // The major headers keep their places; the defenders are marked as first.
    let majors: Vec<(f64, String)> = root
        .with_class("major")
        .iter()
        .map(|e| (e.x(), e.inner_text()))
        .collect();
    assert!(majors[0].0 < 105.0 && majors[0].1 == "Attacker");
    assert!(majors[1].0 > 105.0 && majors[1].1 == "Defender");
    let first = root
        .all()
        .into_iter()
        .find(|e| e.inner_text() == "moves first")
        .expect("a first-mover mark");
    assert!(first.x() > 105.0);
}

#[test]
fn variations_are_set_under_the_move_they_replace() {
    let mut r = GameRecord::new(variant("copenhagen"));
    play(&mut r, "d1-d3 e5-e2 g1-g3 f4-c4 g3-e3xe2");
    r.go_to_ply(2);
    play(&mut r, "h1-h3 f8-i8");
    r.go_to_ply(1);
    play(&mut r, "f8-f9");
    // A variation of a variation: after d1-d3 e5-e2 h1-h3, f4-c4 instead of f8-i8.
    let line = r.main_line();
    r.go_to(line[2]);
    play(&mut r, "h1-h3 f4-c4");
    let pages = svg_sheet(&r, Perspective::Attackers);
    assert_eq!(pages.len(), 1);
    let root = page(&pages[0]);
    assert_eq!(texts(&root, "mv"), ["↑4·3", "↓5·2", "↑7·3", "←3·4", "←5·3"]);
    // Each under the row of its number, the nested one under its parent,
    // in the table's rows (as the app's sheet shows them).
    let rows: Vec<String> = root
        .with_class("row")
        .iter()
        .map(|row| {
            let mut words: Vec<String> = row
                .all()
                .into_iter()
                .filter(|e| e.has_class("mv") || e.has_class("note"))
                .map(|e| plain(&e.inner_text()))
                .collect();
            words.retain(|w| !w.is_empty());
            words.join(" ")
        })
        .filter(|r| !r.is_empty())
        .collect();
    assert_eq!(
        rows,
        [
            "↑4·3 ↓5·2",
            "1) 1. … ↑6·9",
            "↑7·3 ←3·4",
            "2) 2. ↑8·3 →9·8",
            "3) 2. … ←3·4",
            "←5·3",
        ]
    );
    // Numbers right-aligned in their column, as in the app.
    for no in root.with_class("no") {
        assert_eq!(no.attribute("text-anchor"), Some("end"));
    }
}

#[test]
fn many_variations_flow_onto_further_pages() {
    let mut r = long_game(70);
    let line = r.main_line();
    for ply in 1..60 {
        r.go_to(line[ply]);
        let main = r.node(line[ply + 1]).mv();
        let Some(alt) = r
            .position()
            .legal_moves()
            .into_iter()
            .rev()
            .find(|&m| Some(m) != main)
        else {
            continue;
        };
        r.play(alt).unwrap();
        for _ in 0..12 {
            if r.position().outcome().is_some() {
                break;
            }
            let mv = r.position().legal_moves()[0];
            r.play(mv).unwrap();
        }
    }
    let pages = svg_sheet(&r, Perspective::Attackers);
    assert!(pages.len() >= 2, "{} pages", pages.len());
    let mut count = 0;
    for (k, svg) in pages.iter().enumerate() {
        let root = page(svg);
        assert_eq!(
            texts(&root, "page"),
            [format!("Page {} of {}", k + 1, pages.len())]
        );
        count += texts(&root, "note")
            .iter()
            .filter(|t| {
                t.split_once(')')
                    .is_some_and(|(n, _)| n.parse::<usize>().is_ok())
            })
            .count();
        // Nothing runs into the footer.
        for e in root.with_class("note") {
            let y: f64 = e.attribute("y").unwrap().parse().unwrap();
            assert!(y < 283.0, "a note at y={y}");
        }
    }
    assert_eq!(count, 59);
    assert_eq!(printed(&pages), expected(&r, Perspective::Attackers));
}

#[test]
fn a_real_game_from_the_corpus_prints_every_move() {
    let Some(csv) = common::shared::text("data/copenhagen.csv") else {
        return;
    };
    // The longest games, which run over several pages.
    let mut lines: Vec<&str> = csv.lines().collect();
    lines.sort_by_key(|l| std::cmp::Reverse(l.len()));
    for line in lines.iter().take(3) {
        let moves = line.split(',').next().unwrap();
        let mut r = GameRecord::new(variant("copenhagen"));
        for m in moves.split_whitespace() {
            let Ok(lm) = LetterMove::parse(m, 11) else {
                break; // "resign", "timeout"
            };
            if r.play(lm.mv).is_err() {
                break; // a repetition the site allowed: print what came before
            }
        }
        assert!(r.ply() > 2 * FIRST_PAGE_ROWS, "a long game");
        let numbers = r.ply().div_ceil(2);
        let pages = svg_sheet(&r, Perspective::Attackers);
        let want = 1 + (numbers.saturating_sub(FIRST_PAGE_ROWS)).div_ceil(NEXT_PAGE_ROWS);
        assert_eq!(pages.len(), want);
        assert_eq!(printed(&pages), expected(&r, Perspective::Attackers));
        assert_eq!(
            printed(&svg_sheet(&r, Perspective::Defenders)),
            expected(&r, Perspective::Defenders)
        );
    }
}

#[test]
fn an_empty_record_prints_one_empty_page() {
    let r = GameRecord::new(variant("alea19"));
    let pages = svg_sheet(&r, Perspective::Attackers);
    assert_eq!(pages.len(), 1);
    let root = page(&pages[0]);
    assert_eq!(root.with_class("row").len(), FIRST_PAGE_ROWS);
    assert!(texts(&root, "mv").is_empty());
    assert!(plain(&texts(&root, "title").concat()).contains("19×19"));
}
