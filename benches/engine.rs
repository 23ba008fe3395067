//! Criterion benchmarks: perft and the corpus replay.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use taflbord::bot::{Limits, SearchBot, choose_now};
use taflbord::engine::rules::Repetition;
use taflbord::record::move_list::GameLine;
use taflbord::record::replay::Replay;
use taflbord::{Position, Variant, perft};

fn perft_benches(c: &mut Criterion) {
    for (id, depth) in [("copenhagen", 3), ("tablut", 3), ("brandubh", 4)] {
        let variant = Variant::built_in(id).unwrap();
        c.bench_function(&format!("perft {id} {depth}"), |b| {
            let mut pos = Position::new(variant.clone());
            b.iter(|| perft(black_box(&mut pos), depth))
        });
    }
}

fn corpus_bench(c: &mut Criterion) {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/data/copenhagen.csv");
    let Ok(text) = std::fs::read_to_string(path) else {
        eprintln!("corpus replay skipped: {path} not found");
        return;
    };
    let variant = std::sync::Arc::new(
        Variant::built_in("copenhagen")
            .unwrap()
            .with_repetition(Repetition::DefendersLose),
    );
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

fn search_bench(c: &mut Criterion) {
    let pos = Position::new(Variant::built_in("copenhagen").unwrap());
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    group.bench_function("copenhagen opening to depth 6", |b| {
        b.iter(|| {
            // A fresh bot each time: nothing learnt from the last run.
            let mut bot = SearchBot::new();
            choose_now(&mut bot, black_box(&pos), Limits::depth(6))
        })
    });
    group.finish();
}

criterion_group!(benches, perft_benches, corpus_bench, search_bench);
criterion_main!(benches);
