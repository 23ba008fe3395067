//! `taflbord bench`: fixed work timed several times; medians printed so
//! runs can be compared.

use super::Failure;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};
use taflbord::bot::{
    Control, Evaluation, Limits, Progress, Reductions, SearchBot, Style, search_now,
};
use taflbord::record::move_list::GameLine;
use taflbord::record::replay::Replay;
use taflbord::{Position, Variant, perft};

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// Times as "1.23 s (median; 1.20 to 1.31)".
fn spread(times: Vec<Duration>) -> String {
    let low = times.iter().min().copied().unwrap_or_default();
    let high = times.iter().max().copied().unwrap_or_default();
    format!(
        "{:.2} s (median; {:.2} to {:.2})",
        median(times).as_secs_f64(),
        low.as_secs_f64(),
        high.as_secs_f64()
    )
}

fn time<T>(runs: usize, mut work: impl FnMut() -> T) -> (Duration, T) {
    let mut last = None;
    let times = (0..runs)
        .map(|_| {
            let start = Instant::now();
            last = Some(std::hint::black_box(work()));
            start.elapsed()
        })
        .collect();
    (median(times), last.expect("at least one run"))
}

pub fn run(
    out: &mut impl Write,
    corpus: Option<PathBuf>,
    runs: usize,
) -> Result<ExitCode, Failure> {
    writeln!(out, "medians of {runs} runs")?;
    for (id, depth) in [
        ("copenhagen", 3),
        ("tablut", 3),
        ("brandubh", 4),
        ("alea19", 2),
    ] {
        let variant = Variant::built_in(id).expect("built-in variant");
        let mut pos = Position::new(variant);
        let (t, nodes) = time(runs, || perft(&mut pos, depth));
        writeln!(
            out,
            "perft {id:<10} depth {depth}: {nodes:>10} nodes in {:>9.3} ms, {:>6.2} Mnodes/s",
            t.as_secs_f64() * 1e3,
            nodes as f64 / t.as_secs_f64() / 1e6
        )?;
    }
    // Lazy SMP's gain shows as depth in the same second on every core.
    let cores = taflbord::bot::cores();
    // Each line: the variant, the evaluation's name and itself, the style
    // (pressing, reductions) and the threads.
    let even = Style::default();
    let mut searches = Vec::new();
    for id in ["copenhagen", "fetlar"] {
        for (name, evaluation) in [("hand", Evaluation::Hand), ("learned", Evaluation::Learned)] {
            searches.push((id, name, evaluation, even, 1));
        }
    }
    let learned = |style, threads| ("copenhagen", "learned", Evaluation::Learned, style, threads);
    // The deep reductions (`engine --reductions deep`), on the same evaluation.
    searches.push(learned(
        Style {
            reductions: Reductions::Deep,
            ..even
        },
        1,
    ));
    // The network's cost: one that judges as the linear weights do, so that
    // it searches a tree of the same shape and only the cost of a node
    // differs. (Random weights cost the same per node, but their tree is
    // another one, and so is its share of evaluated nodes.)
    let variant = Variant::built_in("copenhagen").expect("built-in variant");
    let weights = taflbord::bot::weights::Weights::for_variant(&variant)
        .expect("built-in weights (checked by the tests)");
    let network = taflbord::bot::network::FloatNetwork::from_linear(&weights, 1)
        .quantise("copenhagen", "the linear weights, for the benchmark");
    searches.push((
        "copenhagen",
        "network",
        Evaluation::Network(std::sync::Arc::new(network)),
        even,
        1,
    ));
    // The press, as Thor attacks (Allfather also counts the edges and
    // reduces deeply): the learned evaluation and the ring's flood.
    searches.push(learned(
        Style {
            press: true,
            ..even
        },
        1,
    ));
    if cores > 1 {
        searches.push(learned(even, cores));
    }
    for (id, name, evaluation, style, threads) in searches {
        let variant = Variant::built_in(id).expect("built-in variant");
        let pos = Position::new(variant);
        let mut depths = Vec::new();
        let mut speeds = Vec::new();
        for _ in 0..runs.min(5) {
            let mut bot = SearchBot::with_style("bench", style).with_evaluation(evaluation.clone());
            let limits = Limits::time(Duration::from_secs(1)).on_threads(threads);
            let (_, progress) = search_now(&mut bot, &pos, limits);
            let progress = progress.expect("depth 1 always completes");
            depths.push(progress.depth);
            speeds.push(progress.nodes_per_second);
        }
        depths.sort();
        speeds.sort();
        let threads = if threads == 1 {
            String::new()
        } else {
            format!(", {threads} threads")
        };
        let press = if style.press {
            ", pressing the ring"
        } else {
            ""
        };
        let deep = if style.reductions == Reductions::Deep {
            ", deep reductions"
        } else {
            ""
        };
        writeln!(
            out,
            "search {id} opening, 1 s, {name} evaluation{press}{deep}{threads}: depth {} (runs: {depths:?}), {:.2} Mnodes/s (median; {:.2} to {:.2})",
            depths[depths.len() / 2],
            speeds[speeds.len() / 2] as f64 / 1e6,
            speeds[0] as f64 / 1e6,
            speeds[speeds.len() - 1] as f64 / 1e6,
        )?;
    }
    if cores > 1 {
        time_to_depth(out, runs, cores)?;
    }
    let path = corpus.unwrap_or_else(|| PathBuf::from("../shared/data/copenhagen.csv"));
    let Ok(text) = std::fs::read_to_string(&path) else {
        writeln!(
            out,
            "corpus replay skipped: {} not found (pass --corpus FILE)",
            path.display()
        )?;
        return Ok(ExitCode::SUCCESS);
    };
    let variant = Variant::built_in("copenhagen").expect("built-in variant");
    let variant = std::sync::Arc::new(
        variant.with_repetition(taflbord::engine::rules::Repetition::DefendersLose),
    );
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    along_a_game(out, &variant, &lines, runs, 0..40)?;
    // Late in a game the king is out of his fort and the board is open:
    // another search than the opening's, and where attacking games are won.
    along_a_game(out, &variant, &lines, runs, 80..120)?;
    pressing_along(out, &variant, &lines, runs, 80..120)?;
    let (t, plies) = time(runs, || {
        let mut plies = 0;
        for line in &lines {
            if let Ok(game) = GameLine::parse(line, 11) {
                plies += Replay::run(&variant, &game).plies;
            }
        }
        plies
    });
    writeln!(
        out,
        "corpus replay {}: {} games, {plies} plies in {:.3} ms, {:.2} Mplies/s (parsing included)",
        path.display(),
        lines.len(),
        t.as_secs_f64() * 1e3,
        plies as f64 / t.as_secs_f64() / 1e6
    )?;
    Ok(ExitCode::SUCCESS)
}

/// The depth of the searches along a game.
const DEPTH: u32 = 6;

/// The nodes `bot` searches to [`DEPTH`] from `pos`.
fn nodes_to_depth(bot: &mut SearchBot, pos: &Position) -> u64 {
    search_now(bot, pos, Limits::depth(DEPTH))
        .1
        .map_or(0, |p| p.nodes)
}

/// `work` run `runs` times: what its last run counted, and each run's time.
fn timed_runs(runs: usize, mut work: impl FnMut() -> u64) -> (u64, Vec<Duration>) {
    let mut counted = 0;
    let times = (0..runs)
        .map(|_| {
            let started = Instant::now();
            counted = work();
            started.elapsed()
        })
        .collect();
    (counted, times)
}

/// The positions after `plies` of the first game of `lines` long enough
/// that replays.
fn stretch(
    variant: &Arc<Variant>,
    lines: &[&str],
    plies: std::ops::Range<usize>,
) -> Option<Vec<Position>> {
    lines
        .iter()
        .filter_map(|l| GameLine::parse(l, 11).ok())
        .filter(|g| g.moves.len() > plies.end)
        .find_map(|g| {
            let mut positions = vec![Position::new(variant.clone())];
            for m in &g.moves[..plies.end] {
                let mut next = positions[positions.len() - 1].clone();
                next.play(m.mv).ok()?;
                positions.push(next);
            }
            Some(positions.split_off(plies.start))
        })
}

/// The pressing search (Thor's; Allfather's also counts the edges) to a
/// fixed depth at each position of a stretch of a real game with the
/// attackers to move: the press's cost where it counts, late, with the
/// king out and his threats about.
fn pressing_along(
    out: &mut impl Write,
    variant: &Arc<Variant>,
    lines: &[&str],
    runs: usize,
    plies: std::ops::Range<usize>,
) -> Result<(), Failure> {
    let Some(positions) = stretch(variant, lines, plies.clone()) else {
        return Ok(());
    };
    let attacking: Vec<&Position> = positions
        .iter()
        .filter(|p| p.turn() == taflbord::Side::Attackers)
        .collect();
    let (nodes, times) = timed_runs(runs.min(3), || {
        let style = Style {
            press: true,
            ..Style::default()
        };
        let mut bot = SearchBot::with_style("bench", style);
        attacking
            .iter()
            .map(|pos| nodes_to_depth(&mut bot, pos))
            .sum()
    });
    writeln!(
        out,
        "search late in a game, pressing the ring, depth {DEPTH} at each of the {} positions with the attackers to move after plies {} to {}: {:.2} M nodes in {}",
        attacking.len(),
        plies.start,
        plies.end,
        nodes as f64 / 1e6,
        spread(times)
    )?;
    Ok(())
}

/// The learned search to a fixed depth at every position of a stretch of
/// plies of a real game (the first long enough that replays), by a bot a
/// side kept for the game (as in play) and by a new bot for each move:
/// whatever the kept bots carry from move to move must not cost them nodes
/// or time.
fn along_a_game(
    out: &mut impl Write,
    variant: &Arc<Variant>,
    lines: &[&str],
    runs: usize,
    plies: std::ops::Range<usize>,
) -> Result<(), Failure> {
    let Some(positions) = stretch(variant, lines, plies.clone()) else {
        return Ok(());
    };
    let mut line = if plies.start == 0 {
        format!(
            "search along a game, depth {DEPTH} at each of its first {} positions, learned evaluation:",
            positions.len()
        )
    } else {
        format!(
            "search late in a game, depth {DEPTH} at each position after plies {} to {}, learned evaluation:",
            plies.start, plies.end
        )
    };
    for kept in [true, false] {
        let (nodes, times) = timed_runs(runs.min(3), || {
            // One bot a side, as in a game between two of them.
            let mut bots = [SearchBot::new(), SearchBot::new()];
            let mut nodes = 0;
            for (k, pos) in positions.iter().enumerate() {
                let bot = &mut bots[k % 2];
                if !kept {
                    *bot = SearchBot::new();
                }
                nodes += nodes_to_depth(bot, pos);
            }
            nodes
        });
        let who = if kept {
            "a bot a side"
        } else {
            "a new bot each move"
        };
        line += &format!(
            " {who} {:.2} M nodes in {},",
            nodes as f64 / 1e6,
            spread(times)
        );
    }
    line.pop();
    writeln!(out, "{line}")?;
    Ok(())
}

/// How long the learned search takes to finish depth 8 from the Copenhagen
/// opening on one thread and on `cores`: the time Lazy SMP saves.
fn time_to_depth(out: &mut impl Write, runs: usize, cores: usize) -> Result<(), Failure> {
    const DEPTH: u32 = 8;
    let variant = Variant::built_in("copenhagen").expect("built-in variant");
    let pos = Position::new(variant);
    let mut line = format!("search copenhagen opening to depth {DEPTH}, learned evaluation:");
    for threads in [1, cores] {
        let mut times = Vec::new();
        for _ in 0..runs.min(5) {
            let stop = std::sync::atomic::AtomicBool::new(false);
            let started = Instant::now();
            let mut took = None;
            let mut report = |p: Progress| {
                if p.depth >= DEPTH && took.is_none() {
                    took = Some(started.elapsed());
                    stop.store(true, std::sync::atomic::Ordering::Relaxed);
                }
            };
            let limits = Limits::default().on_threads(threads);
            SearchBot::new().search(
                &pos,
                &mut Control {
                    limits,
                    stop: &stop,
                    report: &mut report,
                },
            );
            times.push(took.unwrap_or_else(|| started.elapsed()));
        }
        line += &format!(" {threads} thread(s) {},", spread(times));
    }
    line.pop();
    writeln!(out, "{line}")?;
    Ok(())
}
