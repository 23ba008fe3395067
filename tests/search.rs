//! The search bot and its worker thread.

mod common;

use common::*;
use std::sync::mpsc;
use std::time::{Duration, Instant};
use taflbord::bot::worker::{Event, Search, Searches};
use taflbord::bot::{
    Bot, FIXED_DEPTH_NODES, LEVELS, Level, Limits, RandomBot, Rng, SearchBot, choose_now,
    search_now,
};
use taflbord::{Move, Position, Reason, Side, built_ins};

/// The defenders to move, with the king on f1 and a clear way to a1.
fn corner_open() -> Position {
    position(
        "copenhagen",
        &[
            "...........",
            "...........",
            "...A.......",
            "...........",
            "...........",
            "...........",
            "...........",
            "...........",
            "...........",
            "....A......",
            ".....K...A.",
        ],
        Side::Defenders,
    )
}

/// The attackers to move, the king on f1 with one clear way (to a1) that
/// they must shut.
fn one_way_out() -> Position {
    position(
        "copenhagen",
        &[
            "...........",
            "...........",
            "...........",
            "...........",
            "...........",
            "...........",
            "...........",
            "...........",
            ".A.........",
            "....A......",
            ".....K...A.",
        ],
        Side::Attackers,
    )
}

#[test]
fn takes_an_open_corner() {
    let pos = corner_open();
    let mv = choose_now(&mut SearchBot::new(), &pos, Limits::depth(3)).unwrap();
    assert_eq!(mv, common::mv("f1-a1"));
}

#[test]
fn captures_the_king_when_it_can() {
    let pos = position(
        "copenhagen",
        &[
            "...........",
            "...........",
            "...........",
            "....A......",
            "...AKA.....",
            "...........",
            "....A......",
            "...........",
            "...........",
            "...........",
            ".D.........",
        ],
        Side::Attackers,
    );
    let mut p = pos.clone();
    let mv = choose_now(&mut SearchBot::new(), &pos, Limits::depth(2)).unwrap();
    let played = p.play(mv).unwrap();
    assert_eq!(played.outcome.map(|o| o.reason), Some(Reason::KingCaptured));
}

#[test]
fn shuts_the_only_way_out() {
    use taflbord::bot::{Reductions, Style};
    let pos = one_way_out();
    // Depth 6 prunes near the leaves; depth 4 looks at every move; deep
    // reductions cut most at depth 8.
    for reductions in [Reductions::Plain, Reductions::Deep] {
        for depth in [4, 6, 8] {
            let style = Style {
                reductions,
                ..Style::default()
            };
            let mut bot = SearchBot::with_style("shuts", style);
            let mv = choose_now(&mut bot, &pos, Limits::depth(depth)).unwrap();
            let mut p = pos.clone();
            p.play(mv).unwrap();
            assert!(
                p.escape_moves().is_empty(),
                "{reductions:?}, depth {depth}: {mv} leaves the king a way out"
            );
        }
    }
}

/// The nodes and the move of a search of `pos` to `depth` by `bot`.
fn fixed_depth(bot: &mut SearchBot, pos: &Position, depth: u32) -> (u64, Option<Move>) {
    let (mv, progress) = search_now(bot, pos, Limits::depth(depth));
    (progress.expect("a completed depth").nodes, mv)
}

#[test]
fn a_bot_kept_for_the_game_searches_each_move_as_a_new_one_would() {
    // A search depends on its position alone: history counts carried over
    // from earlier searches blurred the move ordering and, along a real
    // game, cost 38 % more nodes to the same depth.
    let mut pos = Position::new(common::variant("copenhagen"));
    let mut kept = SearchBot::new();
    for ply in 0..8 {
        let (nodes, mv) = fixed_depth(&mut kept, &pos, 5);
        let (fresh_nodes, fresh_mv) = fixed_depth(&mut SearchBot::new(), &pos, 5);
        assert_eq!((nodes, mv), (fresh_nodes, fresh_mv), "ply {ply}");
        pos.play(mv.expect("a move")).unwrap();
    }
}

#[test]
fn depth_one_completes_even_when_told_to_stop_at_once() {
    let pos = Position::new(variant("copenhagen"));
    let stop = std::sync::atomic::AtomicBool::new(true);
    let mut depths = Vec::new();
    let mut report = |p: taflbord::bot::Progress| depths.push(p.depth);
    let mv = SearchBot::new().choose(
        &pos,
        &mut taflbord::bot::Control {
            limits: Limits::default(),
            stop: &stop,
            report: &mut report,
        },
    );
    assert!(mv.is_some_and(|m| pos.is_legal(m)));
    assert_eq!(depths, [1]);
}

#[test]
fn progress_is_reported_after_every_depth() {
    let pos = Position::new(variant("brandubh"));
    let stop = std::sync::atomic::AtomicBool::new(false);
    let mut reports = Vec::new();
    let mut report = |p: taflbord::bot::Progress| reports.push(p);
    SearchBot::new().choose(
        &pos,
        &mut taflbord::bot::Control {
            limits: Limits::depth(4),
            stop: &stop,
            report: &mut report,
        },
    );
    let depths: Vec<u32> = reports.iter().map(|p| p.depth).collect();
    assert_eq!(depths, [1, 2, 3, 4]);
    assert!(reports.windows(2).all(|w| w[0].nodes <= w[1].nodes));
    let last = reports.last().unwrap();
    assert!(!last.pv.is_empty() && last.pv.len() <= 4);
    // The principal variation is a line of legal moves.
    let mut p = pos.clone();
    for &m in &last.pv {
        p.play(m).unwrap();
    }
}

#[test]
fn the_same_node_limit_gives_the_same_move() {
    let pos = Position::new(variant("copenhagen"));
    let a = choose_now(&mut SearchBot::new(), &pos, Limits::nodes(30_000));
    let b = choose_now(&mut SearchBot::new(), &pos, Limits::nodes(30_000));
    assert_eq!(a, b);
    let weak = |seed| {
        choose_now(
            &mut *Level::by_id("karl").unwrap().bot(seed),
            &pos,
            LEVELS[1].limits,
        )
    };
    assert_eq!(weak(5), weak(5));
}

#[test]
fn weaker_levels_vary_their_moves() {
    let pos = Position::new(variant("copenhagen"));
    let thrall = Level::by_id("thrall").unwrap();
    let moves: std::collections::HashSet<_> = (0..12)
        .map(|seed| choose_now(&mut *thrall.bot(seed), &pos, thrall.limits).unwrap())
        .collect();
    assert!(moves.len() > 2, "{moves:?}");
}

/// Thor to move at ply 113 of a ladder game (tests/data), the king on the
/// edge with a threat after every move: searching seven plies there ran
/// for minutes. The level stops at its count of positions and answers.
#[test]
fn a_fixed_depth_level_answers_where_its_depth_would_take_minutes() {
    let text = include_str!("data/thor-threat-chain.tafl");
    let mut record = taflbord::record::sheet::Sheet::read(text, &[]).expect("a legal game");
    assert!(record.go_to_ply(113), "the game is 113 plies long");
    let pos = record.position().clone();
    let thor = Level::by_id("thor").unwrap();
    assert_eq!(thor.limits.nodes, Some(FIXED_DEPTH_NODES));
    let (tx, rx) = mpsc::channel();
    let searched = pos.clone();
    std::thread::spawn(move || {
        let mut bot = thor.search_bot(1);
        let _ = tx.send(search_now(&mut bot, &searched, thor.limits));
    });
    let (mv, progress) = rx
        .recv_timeout(Duration::from_secs(120))
        .expect("Thor still thinking after two minutes");
    assert!(mv.is_some_and(|m| pos.is_legal(m)), "{mv:?}");
    let progress = progress.expect("a completed depth");
    assert!(progress.depth >= 6, "{progress:?}");
    assert!(progress.nodes <= FIXED_DEPTH_NODES, "{progress:?}");
}

/// The levels run from weakest to strongest, each rated above the one
/// below it, and no deeper search sits under a shallower one.
#[test]
fn levels_climb_in_order() {
    let names: Vec<&str> = LEVELS.iter().map(|l| l.name).collect();
    assert_eq!(
        names.join(" "),
        "Thrall Karl Huscarl Jarl King Valkyrie Tyr Thor Allfather"
    );
    for (below, above) in LEVELS.iter().zip(&LEVELS[1..]) {
        assert!(below.rating < above.rating, "{} and {}", below.id, above.id);
        if let (Some(low), Some(high)) = (below.limits.depth, above.limits.depth) {
            assert!(low <= high, "{} and {}", below.id, above.id);
        }
    }
}

/// The weakest level is careless, not random: whatever its seed, it takes
/// a win in one and shuts the king's only way out.
#[test]
fn the_weakest_level_never_misses_a_win_or_an_open_way() {
    let thrall = Level::by_id("thrall").unwrap();
    let corner_open = corner_open();
    let king_out = one_way_out();
    for seed in 0..12 {
        let win = choose_now(&mut *thrall.bot(seed), &corner_open, thrall.limits).unwrap();
        assert_eq!(win, common::mv("f1-a1"), "seed {seed}");
        let block = choose_now(&mut *thrall.bot(seed), &king_out, thrall.limits).unwrap();
        let mut p = king_out.clone();
        p.play(block).unwrap();
        assert!(
            p.escape_moves().is_empty(),
            "seed {seed}: {block} leaves a way out"
        );
    }
}

/// Starts a search of the opening with `limits` (a long time), asks it to
/// stop after 300 ms, and checks it answers within a second with a legal
/// move and hands the bot back. Returns the nodes of its last report.
fn stopped_long_search(limits: Limits) -> u64 {
    let pos = Position::new(variant("copenhagen"));
    let (tx, rx) = mpsc::channel();
    let search = Search::start(1, Box::new(SearchBot::new()), &pos, limits, tx);
    std::thread::sleep(Duration::from_millis(300));
    let asked = Instant::now();
    search.stop();
    let mut nodes = 0;
    loop {
        match rx
            .recv_timeout(Duration::from_secs(5))
            .expect("the search answers")
        {
            Event::Finished { search: 1, mv } => {
                let waited = asked.elapsed();
                assert!(waited < Duration::from_secs(1), "stopped after {waited:?}");
                assert!(mv.is_some_and(|m| pos.is_legal(m)));
                break;
            }
            Event::Progress { progress, .. } => nodes = progress.nodes,
            other => panic!("unexpected {other:?}"),
        }
    }
    assert!(search.join().is_some(), "the bot comes back");
    nodes
}

/// The stop flag ends a search long before its limit, with a legal move.
/// How soon is measured by `cargo bench` ("stop latency"): a wall-clock
/// bound here would fail on a loaded machine, so this allows a second,
/// still sixty times less than the limit.
#[test]
fn the_stop_flag_ends_a_long_search_at_once() {
    stopped_long_search(Limits::time(Duration::from_secs(60)));
}

#[test]
fn helper_threads_find_what_one_thread_finds() {
    let limits = Limits::time(Duration::from_millis(400)).on_threads(3);
    let mut bot = SearchBot::new();
    let pos = corner_open();
    assert_eq!(
        choose_now(&mut bot, &pos, limits),
        Some(common::mv("f1-a1"))
    );
    // The same bot again: a new search must not trust the last one's table.
    let pos = one_way_out();
    let mv = choose_now(&mut bot, &pos, limits).unwrap();
    let mut p = pos.clone();
    p.play(mv).unwrap();
    assert!(
        p.escape_moves().is_empty(),
        "{mv} leaves the king a way out"
    );
}

#[test]
fn helper_threads_stop_with_the_search() {
    let nodes = stopped_long_search(Limits::time(Duration::from_secs(60)).on_threads(3));
    assert!(nodes > 0, "progress was reported");
}

#[test]
fn stale_results_are_dropped() {
    let pos = Position::new(variant("brandubh"));
    let (tx, rx) = mpsc::channel();
    let mut searches = Searches::default();
    let first = Search::start(
        searches.next_id(),
        Box::new(RandomBot::new(1)),
        &pos,
        Limits::default(),
        tx.clone(),
    );
    let second = Search::start(
        searches.next_id(),
        Box::new(RandomBot::new(2)),
        &pos,
        Limits::default(),
        tx,
    );
    first.join();
    second.join();
    let accepted: Vec<Event> = rx.try_iter().filter_map(|e| searches.accept(e)).collect();
    assert_eq!(accepted.len(), 1);
    assert_eq!(accepted[0].search(), 2);
}

#[test]
fn the_caller_never_waits_for_a_search() {
    let pos = Position::new(variant("alea19"));
    let (tx, rx) = mpsc::channel();
    let search = Search::start(
        7,
        Box::new(SearchBot::new()),
        &pos,
        Limits::time(Duration::from_secs(30)),
        tx,
    );
    // Back before the search could end: no answer yet (its cost on the
    // caller's thread is measured by `cargo bench`, "bot request").
    assert!(
        !matches!(rx.try_recv(), Ok(Event::Finished { .. })),
        "start waited for the search"
    );
    drop(search); // asks it to stop; the thread ends on its own
    let ended = rx
        .iter()
        .find(|e| matches!(e, Event::Finished { .. }))
        .expect("the dropped search still ends");
    assert_eq!(ended.search(), 7);
}

/// Plays bots against each other, checking every move they choose.
fn play_out(
    variant_id: &str,
    seed: u64,
    plies: usize,
    mut bots: [Box<dyn Bot>; 2],
    limits: Limits,
) -> Option<Side> {
    let mut pos = Position::new(variant(variant_id));
    for _ in 0..plies {
        if pos.outcome().is_some() {
            break;
        }
        let who = usize::from(pos.turn() == Side::Defenders);
        let mv = choose_now(&mut *bots[who], &pos, limits).expect("a move while the game goes on");
        assert!(
            pos.is_legal(mv),
            "{variant_id} seed {seed}: {mv} is illegal\n{pos}"
        );
        pos.play(mv).unwrap();
    }
    pos.outcome().and_then(|o| o.winner)
}

#[test]
fn bots_play_only_legal_moves_in_every_variant() {
    let mut rng = Rng::new(11);
    for v in built_ins() {
        for game in 0..3 {
            let seed = rng.next_u64();
            let search: Box<dyn Bot> = Box::new(SearchBot::new());
            let random: Box<dyn Bot> = Box::new(RandomBot::new(seed));
            let bots = if game % 2 == 0 {
                [search, random]
            } else {
                [random, search]
            };
            play_out(v.id(), seed, 120, bots, Limits::nodes(3_000));
        }
        let levels = [LEVELS[0].bot(1), LEVELS[2].bot(2)];
        play_out(v.id(), 0, 60, levels, Limits::depth(2));
    }
}

#[test]
fn the_search_beats_random_play_from_both_sides() {
    for (k, side) in [Side::Attackers, Side::Defenders].into_iter().enumerate() {
        let search: Box<dyn Bot> = Box::new(SearchBot::new());
        let random: Box<dyn Bot> = Box::new(RandomBot::new(k as u64));
        let bots = if side == Side::Attackers {
            [search, random]
        } else {
            [random, search]
        };
        assert_eq!(
            play_out("copenhagen", 0, 300, bots, Limits::depth(2)),
            Some(side)
        );
    }
}

#[test]
fn a_bot_kept_for_the_whole_game_does_not_walk_into_a_repetition_draw() {
    // A Fetlar tournament game in which the king shuttled i1-i11 while an
    // attacker shuttled j1-j11 to block him. Scores remembered from earlier
    // moves once led the bot to allow the third repetition here.
    let moves = "g1-g2 f4-g4 f10-j10 f5-f4 f2-b2 f4-d4 j6-j2 f6-f3 b6-b10 f3-k3 j2-k2 k3-i3 \
                 g2-j2 i3-k3 j2-k2 k3-i3 k4-k3 i3-i1 j10-j1 i1-i11 j1-j11 i11-i1 j11-j1 i1-i11 j1-j11";
    let mut pos = Position::new(variant("fetlar"));
    let mut bot = SearchBot::new();
    for (k, text) in moves.split_whitespace().enumerate() {
        if k % 2 == 1 {
            choose_now(&mut bot, &pos, Limits::depth(4));
        }
        pos.play(common::mv(text)).unwrap();
    }
    assert_eq!(pos.occurrences(), 2);
    let choice = choose_now(&mut bot, &pos, Limits::depth(4)).unwrap();
    let mut after = pos.clone();
    after.play(choice).unwrap();
    for reply in after.legal_moves() {
        let mut p = after.clone();
        let played = p.play(reply).unwrap();
        assert_ne!(
            played.outcome.map(|o| o.reason),
            Some(Reason::RepetitionDraw),
            "{choice} lets {reply} repeat the position a third time"
        );
    }
}

/// Copenhagen some moves in, the attackers to move.
fn copenhagen_middle_game() -> Position {
    let mut pos = Position::new(common::variant("copenhagen"));
    for m in MIDDLE_GAME {
        pos.play(mv(m)).unwrap();
    }
    pos
}

/// Ply 130 of a drawn 3s+1 game: past the opening, where a pressing bot
/// presses in full.
fn copenhagen_late_game() -> Position {
    let text = include_str!("../benches/fortress/dd8de61-71-005.tafl");
    let mut record = taflbord::record::sheet::Sheet::read(text, &[]).expect("a legal game");
    assert!(record.go_to_ply(130), "the game is longer than 130 plies");
    record.position().clone()
}

const MIDDLE_GAME: [&str; 14] = [
    "f2-i2", "f4-g4", "b6-b9", "f5-f2", "a4-f4", "e5-e4", "a5-f5", "e6-e5", "e1-e3", "f2-e2",
    "f1-f4", "e4-a4", "h1-h4", "e2-b2",
];

/// The nodes of fixed-depth searches: the evaluation's terms and the
/// search's numbers moved into one set of parameters without changing a
/// node. (The counts change whenever the search or the evaluation does:
/// a change meant to keep both as they were must keep these.)
#[test]
fn fixed_depth_searches_visit_as_many_nodes_as_they_did() {
    use taflbord::bot::{Evaluation, Reductions, Style};
    let pressing = || {
        SearchBot::with_style(
            "press",
            Style {
                press: true,
                ..Style::default()
            },
        )
    };
    let deep = || {
        SearchBot::with_style(
            "deep",
            Style {
                press: true,
                reductions: Reductions::Deep,
                ..Style::default()
            },
        )
    };
    let choosing = || {
        SearchBot::with_style(
            "margin",
            Style {
                margin: 60,
                seed: 3,
                ..Style::default()
            },
        )
    };
    let start = |id: &str| Position::new(common::variant(id));
    let historical = common::variant("copenhagen")
        .with_option("historical")
        .expect("Copenhagen has the historical rule")
        .expect("a valid variant");
    let cases: [(&str, SearchBot, Position, u32); 12] = [
        ("copenhagen", SearchBot::new(), start("copenhagen"), 6),
        ("copenhagen, pressing", pressing(), start("copenhagen"), 6),
        (
            "historical copenhagen, pressing",
            pressing(),
            Position::new(std::sync::Arc::new(historical)),
            5,
        ),
        ("middle game", SearchBot::new(), copenhagen_middle_game(), 7),
        (
            "middle game, pressing",
            pressing(),
            copenhagen_middle_game(),
            7,
        ),
        (
            "middle game, deep reductions",
            deep(),
            copenhagen_middle_game(),
            8,
        ),
        ("fetlar, pressing", pressing(), start("fetlar"), 5),
        ("late game", SearchBot::new(), copenhagen_late_game(), 5),
        ("late game, pressing", pressing(), copenhagen_late_game(), 5),
        (
            "fetlar by hand",
            SearchBot::new().with_evaluation(Evaluation::Hand),
            start("fetlar"),
            5,
        ),
        (
            "brandubh, within a margin",
            choosing(),
            start("brandubh"),
            5,
        ),
        ("one way out", SearchBot::new(), one_way_out(), 6),
    ];
    let mut counts = Vec::new();
    for (name, mut bot, pos, depth) in cases {
        let (nodes, mv) = fixed_depth(&mut bot, &pos, depth);
        counts.push((name, nodes, mv.expect("a move").to_string()));
    }
    let stop = std::sync::atomic::AtomicBool::new(false);
    let lines = SearchBot::new()
        .analyse(
            &copenhagen_middle_game(),
            3,
            Limits::depth(4),
            &stop,
            &mut |_| {},
        )
        .expect("lines");
    counts.push((
        "three lines",
        lines.nodes,
        lines.lines[2].moves[0].to_string(),
    ));
    // Before ply 100 a pressing bot counts only its attackers, the corners
    // where the defenders outnumber it and the king's threats no move
    // answers; in Fetlar it never presses.
    let expected = [
        ("copenhagen", 82471, "e1-e3"),
        ("copenhagen, pressing", 100608, "e1-e3"),
        ("historical copenhagen, pressing", 36672, "e1-e3"),
        ("middle game", 401254, "h4-h3"),
        ("middle game, pressing", 573676, "j6-j9"),
        ("middle game, deep reductions", 1058173, "h4-h5"),
        ("fetlar, pressing", 22029, "f2-j2"),
        ("late game", 73052, "d1-f1"),
        ("late game, pressing", 43688, "a9-a8"),
        ("fetlar by hand", 25185, "f2-i2"),
        ("brandubh, within a margin", 48976, "d2-b2"),
        ("one way out", 190, "e2-e1"),
        ("three lines", 49991, "f10-i10"),
    ];
    let counts: Vec<(&str, u64, &str)> = counts
        .iter()
        .map(|(name, nodes, mv)| (*name, *nodes, mv.as_str()))
        .collect();
    assert_eq!(counts, expected);
}
