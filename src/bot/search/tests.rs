//! Tests of the search that reach into its searcher: pruning, the press.

use super::*;
use crate::engine::Square;
use crate::engine::variant::Variant;

#[test]
fn the_choice_within_the_margin_ignores_the_order_the_moves_were_listed_in() {
    let mv = |c: u8| Move::new(Square::new(c, 0), Square::new(c, 5));
    let scores: Vec<(Move, i32)> = (0..8u8).map(|c| (mv(c), 100 - i32::from(c % 3))).collect();
    let mut reversed = scores.clone();
    reversed.reverse();
    for seed in 0..20 {
        let listed = choose_within(&scores, 1, &mut Rng::new(seed));
        let other = choose_within(&reversed, 1, &mut Rng::new(seed));
        assert_eq!(listed, other, "seed {seed}");
        // Within 1 of the best: columns 0, 1, 3, 4, 6, 7, never 2 or 5.
        let chosen = listed.expect("there are good moves");
        assert_ne!(chosen.from.col() % 3, 2, "seed {seed}");
    }
    assert_eq!(choose_within(&[], 50, &mut Rng::new(1)), None);
}

#[test]
fn the_choice_within_the_margin_takes_the_quickest_win() {
    let mv = |c: u8| Move::new(Square::new(c, 0), Square::new(c, 5));
    // A win next move, a win two moves later, and a good move.
    let scores = [(mv(0), WIN - 3), (mv(1), WIN - 1), (mv(2), 200)];
    for seed in 0..20 {
        let chosen = choose_within(&scores, 50, &mut Rng::new(seed));
        assert_eq!(chosen, Some(mv(1)), "seed {seed}");
    }
}

#[test]
fn a_pruning_search_sees_the_king_escape_however_far_ahead_the_attackers_are() {
    // The king on f1 has two ways out along the edge; no one move shuts
    // both. The attackers lead on material, and beta is set where
    // reverse futility would take that lead as holding.
    let variant = Variant::built_in("copenhagen").expect("Copenhagen is built in");
    let pos = Position::from_diagram(
        variant,
        &[
            "..AAAAAAA..",
            "...AAAAA...",
            ".....A.....",
            "A.........A",
            "A.........A",
            "A.........A",
            "...........",
            "...........",
            "...........",
            ".....D.....",
            ".....K.....",
        ],
        Side::Attackers,
    )
    .expect("a legal diagram");
    for depth in 1..=3 {
        let score = with_even(&pos, |s| {
            s.prune = true;
            let lead = s.evaluate();
            assert!(lead > 0, "the attackers trail by {}", -lead);
            let beta = lead - 2 * Params::EVEN.futility_margin * depth;
            s.negamax(depth, 1, beta - 1, beta)
        });
        // At depth 1 the evaluation of the king's open way decides.
        assert!(score <= -WINS_NEXT, "depth {depth}: {score}");
    }
}

#[test]
fn an_attacker_takes_the_king_from_beside_his_way_out() {
    // Brandubh's king on b1 escapes to a1 next move (e1 keeps him from
    // g1), and an attacker on c1 takes him against that corner: a winning
    // move that lands off his way out, which the search must still play.
    let variant = Variant::built_in("brandubh").expect("built in");
    let pos = Position::from_diagram(
        variant,
        &[
            ".......", ".......", "..A....", ".......", "....D..", ".......", ".K..A..",
        ],
        Side::Attackers,
    )
    .expect("a legal diagram");
    for depth in 1..=4 {
        let score = with_even(&pos, |s| s.negamax(depth, 1, -INFINITY, INFINITY));
        assert!(score >= WIN - 2, "depth {depth}: {score}");
    }
}

/// Runs `body` with a searcher of `pos` for the default bot, by the even
/// numbers.
fn with_even<R>(pos: &Position, body: impl FnOnce(&mut Searcher) -> R) -> R {
    let stop = AtomicBool::new(false);
    SearchBot::new().with_searcher(pos, Limits::depth(6), &stop, false, Params::EVEN, body)
}

/// Runs `body` with a searcher of `pos` for a bot that presses (or not)
/// from ply `from`.
fn with_press<R>(
    pos: &Position,
    press: bool,
    from: i32,
    body: impl FnOnce(&mut Searcher) -> R,
) -> R {
    let style = Style {
        press,
        ..Style::default()
    };
    let params = Params {
        press_from: from,
        ..style.params()
    };
    let stop = AtomicBool::new(false);
    SearchBot::with_style("press", style).with_searcher(
        pos,
        Limits::depth(1),
        &stop,
        false,
        params,
        body,
    )
}

#[test]
fn a_pressing_bot_counts_its_ring_only_when_it_attacks_in_copenhagen_past_the_opening() {
    // The king and a defender shut in a pocket off the edge: all 40
    // edge squares are out of their reach.
    let rows = [
        "...........",
        "...........",
        "...........",
        "...........",
        "...........",
        "..AA.......",
        ".A..A......",
        ".AK.A......",
        ".A.DA......",
        "..AA.......",
        "...........",
    ];
    // `from`: the ply the press starts at; the diagram is at ply 0.
    let evaluate = |id: &str, turn: Side, press: bool, from: i32| {
        let variant = Variant::built_in(id).expect("built in");
        let pos = Position::from_diagram(variant, &rows, turn).expect("a legal diagram");
        with_press(&pos, press, from, |s| {
            (s.evaluate(), super::super::eval::shut(&s.pos))
        })
    };
    let p = Params::PRESSING;
    let (even, shut) = evaluate("copenhagen", Side::Attackers, false, 0);
    // 111 squares free of the 10 attackers; the pocket holds 6.
    assert_eq!((shut.edge, shut.area), (40, 105));
    let full = p.ring * 40 + p.shut_area * 105 + p.ring_piece * 10;
    // The attackers' own worth counts from the first move.
    let pieces = p.attacker_worth * 10;
    let pressed = |from| evaluate("copenhagen", Side::Attackers, true, from).0;
    // The ring: past the ramp, all of it; halfway up, half; before its
    // ply, none.
    assert_eq!(pressed(-p.press_ramp), even + pieces + full);
    assert_eq!(pressed(-p.press_ramp / 2), even + pieces + full / 2);
    assert_eq!(pressed(p.press_from), even + pieces);
    // Defending, or where pressing was not measured: judged evenly.
    let defending = evaluate("copenhagen", Side::Defenders, false, 0).0;
    assert_eq!(
        evaluate("copenhagen", Side::Defenders, true, -p.press_ramp).0,
        defending
    );
    let fetlar = evaluate("fetlar", Side::Attackers, false, 0).0;
    assert_eq!(
        evaluate("fetlar", Side::Attackers, true, -p.press_ramp).0,
        fetlar
    );
}

#[test]
fn the_table_tells_the_ramps_steps_apart_and_nothing_else() {
    let variant = Variant::built_in("copenhagen").expect("built in");
    let pos = Position::new(variant);
    // The key of the opening (ply 0) for a bot pressing from `from`.
    let key = |press: bool, from: i32| with_press(&pos, press, from, |s| s.key());
    let ramp = Params::PRESSING.press_ramp;
    let board = pos.hash();
    // Before the ramp, at its top and for a bot that does not press: the
    // board's own hash.
    assert_eq!(key(true, 0), board);
    assert_eq!(key(true, -ramp), board);
    assert_eq!(key(false, -5), board);
    // On the ramp, each step its own key.
    let steps: Vec<u64> = (1..ramp).map(|k| key(true, -k)).collect();
    let mut distinct = steps.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(distinct.len(), steps.len());
    assert!(!steps.contains(&board));
}

#[test]
fn a_style_may_press_from_another_ply_and_weigh_the_corners_otherwise() {
    let pressing = Style {
        press: true,
        ..Style::default()
    };
    assert_eq!(pressing.params(), Params::PRESSING);
    let early = Style {
        press_from: Some(-20),
        ..pressing
    };
    assert_eq!(
        early.params(),
        Params {
            press_from: -20,
            ..Params::PRESSING
        }
    );
    let corners = Style {
        outnumbered: Some(80),
        edges: Some(30),
        ..early
    };
    assert_eq!(
        corners.params(),
        Params {
            press_from: -20,
            outnumbered: 80,
            edges: 30,
            ..Params::PRESSING
        }
    );
    // A bot that does not press judges evenly, whatever the ply or corners.
    let even = Style {
        press: false,
        ..corners
    };
    assert_eq!(even.params(), Params::EVEN);
}

#[test]
fn the_evaluation_cache_answers_as_a_fresh_evaluation_would() {
    // Along random games each position is judged, then the same board two
    // passes later (two steps further up the press's ramp), then the
    // first again, which the cache now holds: every answer must be the
    // fresh one.
    for (id, press) in [
        ("copenhagen", true),
        ("copenhagen", false),
        ("fetlar", false),
    ] {
        let variant = Variant::built_in(id).expect("built in");
        let pos = Position::new(variant);
        with_press(&pos, press, 0, |s| {
            let mut rng = Rng::new(3);
            let mut ramp_changed = 0;
            for game in 0..8 {
                let mut line = Vec::new();
                while s.pos.outcome().is_none() && line.len() < 60 {
                    let first = s.evaluate();
                    assert_eq!(first, s.evaluate_afresh(), "{id} game {game}");
                    s.pos.make_null();
                    s.pos.make_null();
                    let later = s.evaluate();
                    assert_eq!(later, s.evaluate_afresh(), "{id} game {game}, later");
                    ramp_changed += usize::from(later != first);
                    s.pos.unmake_null();
                    s.pos.unmake_null();
                    let key = s.evaluation_key();
                    assert_eq!(s.evaluations.get(key), Some(first), "{id}: kept");
                    assert_eq!(s.evaluate(), first);
                    let moves = s.pos.legal_moves();
                    let Some(&m) = rng.pick(&moves) else { break };
                    line.push(s.play(m));
                }
                while let Some(played) = line.pop() {
                    s.undo(&played);
                    assert_eq!(s.evaluate(), s.evaluate_afresh(), "{id}: taking back");
                }
            }
            // Only the pressing bot's ramp changes the score of one board.
            let pressing = press && id == "copenhagen";
            assert_eq!(ramp_changed > 0, pressing, "{id}, press {press}");
        });
    }
}
