//! Criterion benchmarks: perft, the corpus replay, the search (and the
//! pressing search late in a game) and the evaluation (network, linear
//! weights and hand-set terms). The network here judges as the linear
//! weights do: the cost of a node does not depend on its weights, but the
//! shape of the searched tree does.

#[allow(dead_code)]
#[path = "../tests/common/shared.rs"]
mod shared;

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use taflbord::bot::network::{Accumulator, FloatNetwork};
use taflbord::bot::weights::Weights;
use taflbord::bot::{
    Evaluation, Limits, Reductions, Rng, SearchBot, Style, choose_now, static_value,
};
use taflbord::engine::rules::Repetition;
use taflbord::record::move_list::GameLine;
use taflbord::record::replay::Replay;
use taflbord::{Position, Side, Variant, perft};

fn perft_benches(c: &mut Criterion) {
    for (id, depth) in [("copenhagen", 3), ("tablut", 3), ("brandubh", 4)] {
        let variant = Variant::built_in(id).unwrap();
        c.bench_function(&format!("perft {id} {depth}"), |b| {
            let mut pos = Position::new(variant.clone());
            b.iter(|| perft(black_box(&mut pos), depth))
        });
    }
}

/// The real games of `../shared` and the rules they were played by
/// (repetition lost by the defenders); `None` where `../shared` is absent.
fn corpus() -> Option<(String, std::sync::Arc<Variant>)> {
    let text = shared::text("data/copenhagen.csv")?;
    let variant = std::sync::Arc::new(
        Variant::built_in("copenhagen")
            .unwrap()
            .with_repetition(Repetition::DefendersLose),
    );
    Some((text, variant))
}

fn corpus_bench(c: &mut Criterion) {
    let Some((text, variant)) = corpus() else {
        return;
    };
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    c.bench_function("corpus replay (parse + play + captures)", |b| {
        b.iter(|| {
            let mut plies = 0;
            for line in &lines {
                let game = GameLine::parse(black_box(line), 11).unwrap();
                plies += Replay::run(&variant, &game).plies;
            }
            plies
        })
    });
}

/// The evaluations compared: the hand-set terms, the linear weights (the
/// learned evaluation before the network), and a network that judges as
/// those weights do, so that its search walks a tree of the same shape.
fn evaluations() -> [(&'static str, Evaluation); 3] {
    let variant = Variant::built_in("copenhagen").unwrap();
    let weights = Weights::for_variant(&variant).expect("Copenhagen's linear weights");
    let net = FloatNetwork::from_linear(&weights, 1).quantise("copenhagen", "for the benchmarks");
    [
        ("hand", Evaluation::Hand),
        ("linear", Evaluation::Linear),
        ("network", Evaluation::Network(std::sync::Arc::new(net))),
    ]
}

fn search_bench(c: &mut Criterion) {
    let pos = Position::new(Variant::built_in("copenhagen").unwrap());
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    for (name, evaluation) in evaluations() {
        group.bench_function(
            format!("copenhagen opening to depth 6, {name} evaluation"),
            |b| {
                b.iter(|| {
                    // A fresh bot each time: nothing learnt from the last run.
                    let mut bot = SearchBot::new().with_evaluation(evaluation.clone());
                    choose_now(&mut bot, black_box(&pos), Limits::depth(6))
                })
            },
        );
    }
    // Late-move reductions show at depth: the levels' scheme and the deep
    // one (`engine --reductions deep`).
    for reductions in [Reductions::Plain, Reductions::Deep] {
        group.bench_function(
            format!("copenhagen opening to depth 8, linear evaluation, {reductions:?} reductions"),
            |b| {
                b.iter(|| {
                    let style = Style {
                        reductions,
                        ..Style::default()
                    };
                    let mut bot =
                        SearchBot::with_style("bench", style).with_evaluation(Evaluation::Linear);
                    choose_now(&mut bot, black_box(&pos), Limits::depth(8))
                })
            },
        );
    }
    group.finish();
}

/// The pressing search (Thor's; Allfather's also counts the edges) late in
/// a real game, the king out of his fort: where the press and the king's
/// threats it looks for cost most.
fn pressing_bench(c: &mut Criterion) {
    let Some((text, variant)) = corpus() else {
        return;
    };
    // Ply 100 of the first game that long, or the ply after with the
    // attackers to move.
    let Some(pos) = text.lines().find_map(|line| {
        let game = GameLine::parse(line, 11).ok()?;
        let mut pos = Position::new(variant.clone());
        for m in game.moves.get(..102)? {
            if pos.ply() >= 100 && pos.turn() == Side::Attackers {
                return Some(pos);
            }
            pos.play(m.mv).ok()?;
        }
        None
    }) else {
        return;
    };
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    group.bench_function("copenhagen at ply 100 to depth 6, pressing", |b| {
        b.iter(|| {
            let style = Style {
                press: true,
                ..Style::default()
            };
            let mut bot = SearchBot::with_style("bench", style);
            choose_now(&mut bot, black_box(&pos), Limits::depth(6))
        })
    });
    group.finish();
}

/// The evaluation's cost at a leaf, on positions of seeded random games.
fn evaluation_bench(c: &mut Criterion) {
    let variant = Variant::built_in("copenhagen").unwrap();
    let mut rng = Rng::new(5);
    let mut positions = Vec::new();
    while positions.len() < 1_000 {
        let mut pos = Position::new(variant.clone());
        for _ in 0..120 {
            let moves = pos.legal_moves();
            let Some(&mv) = rng.pick(&moves) else { break };
            pos.play(mv).unwrap();
            if pos.outcome().is_some() {
                break;
            }
            positions.push(pos.clone());
        }
    }
    let mut group = c.benchmark_group("evaluation of 1,000 copenhagen positions");
    // The network's sums are counted afresh here; the search keeps them
    // move by move (the next benchmark).
    for (name, evaluation) in evaluations() {
        group.bench_function(name, |b| {
            b.iter(|| {
                positions
                    .iter()
                    .map(|p| static_value(black_box(p), &evaluation))
                    .sum::<i32>()
            })
        });
    }
    group.finish();
    let net = FloatNetwork::random(1).quantise("copenhagen", "random, for the benchmarks");
    let mut pos = Position::new(variant);
    let moves = pos.legal_moves();
    let mut acc = Accumulator::new(&net, &pos);
    c.bench_function("network sums: 100 moves played and taken back", |b| {
        b.iter(|| {
            for &mv in moves.iter().take(100) {
                let played = pos.play(mv).unwrap();
                acc.play(&net, &played);
                pos.undo(&played);
                acc.undo(&net, &played);
            }
            black_box(&acc);
        })
    });
}

criterion_group!(
    benches,
    perft_benches,
    corpus_bench,
    search_bench,
    pressing_bench,
    evaluation_bench
);
criterion_main!(benches);
