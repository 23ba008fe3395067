//! Records as people and other programs write them: sheets typed in from
//! paper with no header, captures written with their mark, byte-order
//! marks and old line endings, bad text named by line and column, and
//! files too large to be a game.

use std::path::PathBuf;
use std::process::{Command, Output};
use taflbord::record::sheet::Sheet;
use taflbord::record::{move_list, opentafl};
use taflbord::{Variant, built_ins};

/// The first moves of a game as typed in from a paper sheet: just the
/// columns, no header.
const FROM_PAPER: &str = " 1 | ^4.3 | || 1 | v5.2 |\n2|^7.3||2|<3.4|\n 3 | <5·3 | 1 || | |\n";
const FROM_PAPER_MOVES: [&str; 5] = ["d1-d3", "e5-e2", "g1-g3", "f4-c4", "g3-e3"];

fn taflbord(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_taflbord"))
        .args(args)
        .output()
        .expect("the program runs")
}

fn temp(name: &str, bytes: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("taflbord-reading-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

fn moves(text: &str) -> Vec<String> {
    let copenhagen = Variant::built_in("copenhagen").unwrap();
    let r = Sheet::parse(text)
        .unwrap()
        .resolve_assuming(&[], Some(&copenhagen))
        .unwrap();
    r.main_line()
        .into_iter()
        .filter_map(|id| r.node(id).mv())
        .map(|m| m.to_string())
        .collect()
}

#[test]
fn a_sheet_with_no_header_reads_as_the_variant_given() {
    let sheet = Sheet::parse(FROM_PAPER).unwrap();
    assert!(!sheet.names_variant());
    assert!(sheet.resolve(&[]).is_err(), "no variant, none assumed");
    assert_eq!(moves(FROM_PAPER), FROM_PAPER_MOVES);
    // A variant named in the header wins over the one assumed.
    let brandubh = Variant::built_in("brandubh").unwrap();
    let named = format!("Variant: copenhagen\n{FROM_PAPER}");
    let r = Sheet::parse(&named)
        .unwrap()
        .resolve_assuming(&[], Some(&brandubh))
        .unwrap();
    assert_eq!(r.variant().id(), "copenhagen");
}

#[test]
fn check_replays_a_headerless_sheet_with_the_variant_given() {
    let path = temp("from-paper.tafl", FROM_PAPER.as_bytes());
    let file = path.to_str().unwrap();
    let out = taflbord(&["check", file, "--variant", "copenhagen"]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(said.contains("5 plies"), "{said}");
    // Without --variant: read as Copenhagen, and said so.
    let out = taflbord(&["check", file]);
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("no `Variant:` tag") && err.contains("copenhagen"),
        "{err}"
    );
    // A variant on which the moves are illegal is an error, not a guess.
    let out = taflbord(&["check", file, "--variant", "brandubh"]);
    assert!(!out.status.success());
}

#[test]
fn byte_order_marks_and_any_line_ends_are_read() {
    let plain = format!("Variant: copenhagen\n{FROM_PAPER}");
    for text in [
        format!("\u{feff}{plain}"),
        plain.replace('\n', "\r\n"),
        plain.replace('\n', "\r"),
    ] {
        assert_eq!(moves(&text), FROM_PAPER_MOVES, "{text:?}");
    }
    // OpenTafl records too.
    let copenhagen = Variant::built_in("copenhagen").unwrap();
    let mut record = taflbord::record::GameRecord::new(copenhagen);
    record
        .play(taflbord::Move::new(
            taflbord::Square::parse_letters("h1", 11).unwrap(),
            taflbord::Square::parse_letters("h3", 11).unwrap(),
        ))
        .unwrap();
    let otg = opentafl::write_otg(&record);
    for text in [format!("\u{feff}{otg}"), otg.replace('\n', "\r")] {
        let back = opentafl::read_otg(&text, &[]).unwrap();
        assert_eq!(back.main_line().len(), 2);
    }
    // And variant files.
    let brandubh = include_str!("../assets/variants/brandubh.ron");
    for text in [format!("\u{feff}{brandubh}"), brandubh.replace('\n', "\r")] {
        assert_eq!(Variant::from_ron(&text).unwrap().id(), "brandubh");
    }
}

#[test]
fn a_move_list_with_bad_utf8_is_named_by_line_and_column() {
    let path = temp("bad.csv", b"h1-h3 g5-g2\nh1-h3 \xff g5-g2\n");
    let out = taflbord(&["check", path.to_str().unwrap(), "--variant", "copenhagen"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("line 2, column 7"), "{err}");
    assert!(!err.contains("panicked"));
}

#[test]
fn an_endless_input_is_refused_at_once() {
    if !std::path::Path::new("/dev/zero").exists() {
        eprintln!("SKIPPED: this system has no /dev/zero");
        return;
    }
    let out = taflbord(&["check", "/dev/zero", "--variant", "copenhagen"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("larger than 64 MB: not a file to read"),
        "{err}"
    );
}

#[test]
fn the_move_list_reader_and_the_sheet_agree_on_the_first_moves() {
    let copenhagen = built_ins()
        .iter()
        .find(|v| v.id() == "copenhagen")
        .cloned()
        .unwrap();
    // A move list writes the capture the sheet counts in its third column.
    let games = move_list::read_file("d1-d3 e5-e2 g1-g3 f4-c4 g3-e3xe2", &copenhagen);
    assert_eq!(games.len(), 1);
    let record = games[0].1.as_ref().unwrap();
    let from_list: Vec<String> = record
        .main_line()
        .into_iter()
        .filter_map(|id| record.node(id).mv())
        .map(|m| m.to_string())
        .collect();
    assert_eq!(from_list, moves(FROM_PAPER));
}

#[test]
fn a_result_the_board_does_not_show_is_an_error_for_check() {
    let cut = format!("Variant: copenhagen\nResult: defenders (corner escape)\n{FROM_PAPER}");
    let path = temp("cut-short.tafl", cut.as_bytes());
    let out = taflbord(&["check", path.to_str().unwrap()]);
    assert!(
        !out.status.success(),
        "a sheet cut short is not a good record"
    );
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("line 2, column 9") && said.contains("corner escape"),
        "{said}"
    );
    // The library still reads the game, for a program that wants to show it.
    let record = Sheet::read(&cut, &[]).unwrap();
    assert!(record.unsupported_result().is_some());
    // A result the board cannot show is taken at its word.
    let resigned = format!("Variant: copenhagen\nResult: defenders (resignation)\n{FROM_PAPER}");
    let path = temp("resigned.tafl", resigned.as_bytes());
    let out = taflbord(&["check", path.to_str().unwrap()]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{said}");
    assert!(
        said.contains("recorded result: defenders (resignation)"),
        "{said}"
    );
}

/// A Brandubh game between random players that ends with the king taken,
/// as a record.
fn game_ending_in_a_king_capture() -> taflbord::record::GameRecord {
    use taflbord::bot::{Limits, RandomBot, choose_now};
    let brandubh = Variant::built_in("brandubh").unwrap();
    for seed in 0..500 {
        let mut record = taflbord::record::GameRecord::new(brandubh.clone());
        let mut bot = RandomBot::new(seed);
        while record.outcome().is_none() && record.ply() < 300 {
            let mv = choose_now(&mut bot, record.position(), Limits::default()).unwrap();
            record.play(mv).unwrap();
        }
        let captures = record
            .main_line()
            .iter()
            .filter_map(|&id| record.node(id).played())
            .any(|p| !p.captures.is_empty() && !p.captured_king());
        if captures
            && record
                .outcome()
                .is_some_and(|o| o.reason == taflbord::Reason::KingCaptured)
        {
            return record;
        }
    }
    panic!("no random game of 500 ended with the king taken");
}

#[test]
fn a_game_copied_out_of_opentafl_reads_as_a_move_list() {
    let record = game_ending_in_a_king_capture();
    let otg = opentafl::write_otg(&record);
    // The turns as OpenTafl writes them, without their numbers.
    let tokens: Vec<&str> = otg
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()))
        .flat_map(str::split_whitespace)
        .filter(|t| !t.ends_with('.'))
        .collect();
    assert!(tokens.iter().any(|t| t.starts_with('K')), "{tokens:?}");
    assert!(tokens.last().unwrap().ends_with("++"), "{tokens:?}");
    let mut copies = vec![tokens.join(" ")];
    // OpenTafl itself lists the taken king among the captures.
    let last = record.main_line().last().copied().unwrap();
    let king = record
        .node(last)
        .played()
        .unwrap()
        .captures
        .iter()
        .find(|c| c.piece == taflbord::Piece::King)
        .unwrap()
        .square;
    let mut with_king = tokens.clone();
    let end = with_king.pop().unwrap().trim_end_matches('+').to_string();
    let joiner = if end.contains('x') { "/" } else { "x" };
    let end = format!("{end}{joiner}K{king}++");
    with_king.push(&end);
    copies.push(with_king.join(" "));
    let brandubh = Variant::built_in("brandubh").unwrap();
    for line in copies {
        let games = move_list::read_file(&line, &brandubh);
        let read = games[0]
            .1
            .as_ref()
            .unwrap_or_else(|e| panic!("{e:?}\n{line}"));
        assert_eq!(read.main_line().len(), record.main_line().len(), "{line}");
        assert_eq!(read.outcome(), record.outcome());
    }
}

#[test]
fn the_long_record_benchmark_reads_what_it_wrote() {
    // The benchmark's own check: the game it writes reads back whole.
    let out = taflbord(&["bench", "--record-plies", "400"]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        said.contains("400 plies") && said.contains("peak"),
        "{said}"
    );
}

#[test]
fn rows_that_skip_a_number_are_an_error_with_its_place() {
    let skipped = "Variant: copenhagen\n 1 | ^4.3 | || 1 | v5.2 |\n 3 | ^7.3 | || 3 | <3.4 |\n";
    let e = Sheet::read(skipped, &[]).unwrap_err();
    assert_eq!((e.line, e.column), (3, 6), "{e}");
    assert!(e.to_string().contains("expected move 2"), "{e}");
}
