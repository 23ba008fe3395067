//! The analysis board's engine: its best lines are legal moves from the
//! position searched, in every variant and in set-up positions; they are
//! different moves, best first; a won position's winning move comes first;
//! a new position restarts it; a line is played out as a variation.

use std::sync::atomic::AtomicBool;
use std::sync::mpsc;
use std::time::Duration;
use taflbord::analysis::live::Engine;
use taflbord::bot::{Limits, Lines, SearchBot, WIN};
use taflbord::{Move, Position, Setup, Side, Square, Variant, built_ins};

/// Every line plays legally from `pos`; first moves differ; best first.
fn assert_lines_legal(pos: &Position, lines: &Lines) {
    let mut firsts = Vec::new();
    for line in &lines.lines {
        assert!(
            !line.moves.is_empty(),
            "an empty line at depth {}",
            lines.depth
        );
        let mut p = pos.clone();
        for &m in &line.moves {
            p.play(m)
                .unwrap_or_else(|e| panic!("{m} in {:?} is not legal: {e:?}", line.moves));
        }
        firsts.push(line.moves[0]);
    }
    let mut unique = firsts.clone();
    unique.sort_by_key(|m| (m.from.index(), m.to.index()));
    unique.dedup();
    assert_eq!(
        unique.len(),
        firsts.len(),
        "two lines begin alike: {firsts:?}"
    );
    assert!(
        lines.lines.windows(2).all(|w| w[0].score >= w[1].score),
        "not best first: {:?}",
        lines.lines.iter().map(|l| l.score).collect::<Vec<_>>()
    );
}

fn analyse(pos: &Position, count: usize, depth: u32) -> Vec<Lines> {
    let mut reports = Vec::new();
    let stop = AtomicBool::new(false);
    let last = SearchBot::new().analyse(pos, count, Limits::depth(depth), &stop, &mut |l| {
        reports.push(l.clone())
    });
    assert_eq!(last.as_ref(), reports.last());
    reports
}

/// A few moves into the game, so the lines start from a middle game.
fn some_moves_in(variant: &std::sync::Arc<Variant>, plies: usize) -> Position {
    let mut pos = Position::new(variant.clone());
    for k in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() || pos.outcome().is_some() {
            break;
        }
        pos.play(moves[(k * 7 + 3) % moves.len()]).unwrap();
    }
    pos
}

#[test]
fn lines_are_legal_moves_from_the_position_in_every_variant() {
    for variant in built_ins() {
        for plies in [0, 5] {
            let pos = some_moves_in(variant, plies);
            if pos.outcome().is_some() {
                continue;
            }
            let reports = analyse(&pos, 3, 3);
            assert_eq!(reports.len(), 3, "{}: a report a depth", variant.id());
            for (k, lines) in reports.iter().enumerate() {
                assert_eq!(lines.depth as usize, k + 1);
                assert_eq!(lines.lines.len(), 3.min(pos.legal_moves().len()));
                assert_lines_legal(&pos, lines);
            }
        }
    }
}

/// Brandubh, the king on the top edge with the corner open beside him.
fn king_by_the_corner(turn: Side) -> Position {
    let rows = [
        "..K.A..", //
        "A......", //
        "...D...", //
        "A.....A", //
        "...D...", //
        ".......", //
        "...A...", //
    ];
    let setup = Setup::from_diagram(&rows, turn).unwrap();
    Position::from_setup(Variant::built_in("brandubh").unwrap(), &setup).unwrap()
}

#[test]
fn in_a_set_up_position_the_winning_move_comes_first() {
    let pos = king_by_the_corner(Side::Defenders);
    let reports = analyse(&pos, 5, 4);
    let last = reports.last().unwrap();
    assert_lines_legal(&pos, last);
    assert_eq!(last.lines.len(), 5);
    let a7 = Square::parse_letters("a7", 7).unwrap();
    let c7 = Square::parse_letters("c7", 7).unwrap();
    assert_eq!(last.lines[0].moves, vec![Move::new(c7, a7)]);
    assert!(
        last.lines[0].score > WIN - 1_000,
        "a win: {}",
        last.lines[0].score
    );
    assert!(
        last.lines[1].score < last.lines[0].score,
        "only the escape wins at once"
    );
}

#[test]
fn one_line_is_the_search_s_own_choice() {
    let variant = Variant::built_in("copenhagen").unwrap();
    let pos = some_moves_in(&variant, 6);
    let lines = analyse(&pos, 1, 4);
    let last = lines.last().unwrap();
    assert_eq!(last.lines.len(), 1);
    let best = taflbord::bot::choose_now(&mut SearchBot::new(), &pos, Limits::depth(4));
    assert_eq!(Some(last.lines[0].moves[0]), best);
}

#[test]
fn the_live_engine_restarts_on_a_new_position_and_stops() {
    let engine = Engine::new();
    let (tx, rx) = mpsc::channel();
    let first = Position::new(Variant::built_in("copenhagen").unwrap());
    let tx1 = tx.clone();
    let one = engine.start(1, &first, 2, 1, move |id, lines| {
        let _ = tx1.send((id, lines));
    });
    let (id, lines) = rx.recv_timeout(Duration::from_secs(30)).unwrap();
    assert_eq!(id, 1);
    assert_lines_legal(&first, &lines.unwrap());
    // The position changes: the old search stops, the new one answers.
    drop(one);
    let second = some_moves_in(&Variant::built_in("fetlar").unwrap(), 4);
    let two = engine.start(2, &second, 3, 2, move |id, lines| {
        let _ = tx.send((id, lines));
    });
    let mut heard_two = 0;
    while heard_two < 3 {
        let (id, lines) = rx.recv_timeout(Duration::from_secs(60)).unwrap();
        if id == 1 {
            // A stopped search may still say one last thing, never "done".
            assert!(lines.is_some(), "a stopped search says it finished");
            continue;
        }
        assert_lines_legal(&second, &lines.expect("still thinking"));
        heard_two += 1;
    }
    // Stopped, both threads end and let go of the channel.
    drop(two);
    loop {
        match rx.recv_timeout(Duration::from_secs(30)) {
            Ok((_, lines)) => assert!(lines.is_some(), "a stopped search says it finished"),
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
            Err(mpsc::RecvTimeoutError::Timeout) => panic!("the search did not stop"),
        }
    }
}

#[test]
fn a_line_is_played_out_as_a_variation_and_a_wrong_one_not_at_all() {
    use std::sync::Arc;
    use taflbord::i18n::locale::Locale;
    use taflbord::session::{Player, Session};
    let variant = Variant::built_in("copenhagen").unwrap();
    let mut session = Session::new(
        built_ins().to_vec(),
        variant.clone(),
        [Player::Person, Player::Person],
        None,
        Arc::new(Locale::new("en")),
    );
    let sq = |s: &str| Square::parse_letters(s, 11).unwrap();
    session.person_plays(Move::new(sq("h1"), sq("h3")));
    session.person_plays(Move::new(sq("f8"), sq("i8")));
    session.back();
    let pos = session.record().position().clone();
    let line = analyse(&pos, 2, 3).pop().unwrap().lines[1].moves.clone();
    // A line that is not legal here changes nothing.
    let mut wrong = line.clone();
    wrong.push(line[0]);
    assert!(!session.play_line(&wrong));
    assert_eq!(session.record().ply(), 1);
    assert!(!session.notice().is_empty(), "the player is told why");
    assert!(session.play_line(&line));
    assert_eq!(session.record().ply(), 1 + line.len());
    // The game's own move stays the main line.
    let main = session.record().main_line();
    assert_eq!(main.len(), 3);
    assert!(!session.record().on_main_line(session.record().cursor()));
}
