//! `taflbord fit-curve`: the winning-chance curve fitted to self-play
//! (`taflbord selfplay` parts), and checked on real games reviewed as the
//! window reviews them: how well each curve foretells their results, and
//! whose moves the review marks with it.

use super::Failure;
use super::book::read_finished_games;
use super::train_network::read_games;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::Instant;
use taflbord::Variant;
use taflbord::analysis::curve::{self, Curve, Outcome};
use taflbord::analysis::win_chance::{UNFITTED, curve_for};
use taflbord::analysis::{Verdict, review};
use taflbord::bot::Limits;
use taflbord::bot::selfplay::{Game, UNSCORED};
use taflbord::engine::Side;
use taflbord::record::GameRecord;

#[derive(Args, Debug)]
pub struct FitCurveArgs {
    #[arg(long, default_value = "copenhagen")]
    pub variant: String,
    /// Folders of self-play parts to fit the curve to.
    #[arg(long, value_name = "DIR")]
    pub data: Vec<PathBuf>,
    /// Real games (one per line, as copenhagen.csv) to review, and to
    /// check the curves on: self-play's fit, the one in use, the plain one.
    #[arg(long, value_name = "CSV")]
    pub games: Option<PathBuf>,
    /// How many of the real games to review (the first finished ones).
    #[arg(long, default_value_t = 100)]
    pub limit: usize,
    /// Positions each review search visits.
    #[arg(long, default_value_t = 20_000)]
    pub nodes: u64,
    /// Games drawn again to measure the fit's errors.
    #[arg(long, default_value_t = 200)]
    pub rounds: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// Scores at which the positions are banded for the calibration tables.
const EDGES: [f64; 11] = [
    f64::NEG_INFINITY,
    -900.0,
    -600.0,
    -300.0,
    -150.0,
    0.0,
    150.0,
    300.0,
    600.0,
    900.0,
    f64::INFINITY,
];

/// Scores beyond this are wins the search found, not judgements.
const JUDGED: f64 = 30_000.0;

pub fn run(out: &mut impl Write, args: FitCurveArgs) -> Result<ExitCode, Failure> {
    let variant = Variant::built_in(&args.variant).ok_or_else(|| {
        Failure::Message(format!("--variant {}: no built-in variant", args.variant))
    })?;
    if args.data.is_empty() && args.games.is_none() {
        return Err(Failure::Message(
            "give self-play to fit (--data DIR) or real games to check (--games CSV)".into(),
        ));
    }
    // The curves the real games are checked with: self-play's fit (when
    // asked for), the one in use, and the plain one.
    let mut curves = vec![("in use", curve_for(&variant)), ("unfitted", UNFITTED)];
    if !args.data.is_empty() {
        let games = read_games(&args.data, &variant)?;
        let fitted = fit_self_play(out, &args, &games, curve_for(&variant))?;
        curves.insert(0, ("fitted", fitted));
    }
    if let Some(path) = &args.games {
        let (games, skipped) = read_finished_games(path, &variant)?;
        writeln!(
            out,
            "{}: {} finished games ({skipped} unfinished left out); reviewing the first {} \
             at {} nodes a position",
            path.display(),
            games.len(),
            args.limit.min(games.len()),
            args.nodes
        )?;
        let mut checked = Checked::default();
        let started = Instant::now();
        for game in games.iter().take(args.limit) {
            let mut record = GameRecord::new(variant.clone());
            if game.moves.iter().any(|&mv| record.play(mv).is_err()) {
                continue;
            }
            checked.add(&record, game.winner, args.nodes);
        }
        writeln!(
            out,
            "{} games, {} positions reviewed in {:.0} s",
            checked.games.len(),
            checked.positions(),
            started.elapsed().as_secs_f64()
        )?;
        let seen = checked.positions_seen();
        // The curve these games would give, to compare with self-play's.
        if let Ok(own) = curve::fit(&seen) {
            writeln!(
                out,
                "the curve these games fit: scale {:.0}, the defenders' offset {:.0}",
                own.scale, own.offset
            )?;
            curves.push(("own", own));
        }
        checked.marks_table(out, &curves)?;
        for (name, c) in &curves {
            writeln!(out, "loss of the {name} curve: {:.4}", c.loss(&seen))?;
        }
        calibration_table(out, &seen, &curves)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Each game's scored positions (not the random opening's, nor those the
/// search found won), with how the game ended.
pub(super) fn outcomes(games: &[Game]) -> Vec<Vec<Outcome>> {
    games
        .iter()
        .map(|g| {
            let result = f64::from(g.result());
            g.scores
                .iter()
                .filter(|&&s| s != UNSCORED && f64::from(s).abs() < JUDGED)
                .map(|&s| Outcome {
                    score: f64::from(s),
                    result,
                })
                .collect()
        })
        .collect()
}

fn fit_self_play(
    out: &mut impl Write,
    args: &FitCurveArgs,
    games: &[Game],
    in_use: Curve,
) -> Result<Curve, Failure> {
    let seen = outcomes(games);
    let won = |side| games.iter().filter(|g| g.winner == Some(side)).count();
    let all: Vec<Outcome> = seen.iter().flatten().copied().collect();
    writeln!(
        out,
        "{} games ({} won by the attackers, {} by the defenders), {} scored positions",
        games.len(),
        won(Side::Attackers),
        won(Side::Defenders),
        all.len()
    )?;
    let (fitted, errors) = curve::fit_with_errors(&seen, args.rounds, args.seed)
        .map_err(|e| Failure::Message(format!("no curve fits: {e}")))?;
    writeln!(
        out,
        "fitted: scale {:.0} ± {:.0} points a unit of log-odds, the defenders' offset \
         {:.0} ± {:.0} points ({} games drawn again {} times)",
        fitted.scale,
        errors.scale,
        fitted.offset,
        errors.offset,
        seen.len(),
        args.rounds
    )?;
    let curves = [
        ("fitted", fitted),
        ("in use", in_use),
        ("unfitted", UNFITTED),
    ];
    for (name, c) in curves {
        writeln!(out, "loss of the {name} curve: {:.4}", c.loss(&all))?;
    }
    calibration_table(out, &all, &curves)?;
    Ok(fitted)
}

/// Per band of scores (the defenders' view): positions, how often the
/// defenders won, and what each curve foretold.
fn calibration_table(
    out: &mut impl Write,
    seen: &[Outcome],
    curves: &[(&str, Curve)],
) -> Result<(), Failure> {
    write!(
        out,
        "{:>15} {:>9} {:>7}",
        "defenders' score", "positions", "won"
    )?;
    for (name, _) in curves {
        write!(out, " {name:>7}")?;
    }
    writeln!(out)?;
    let bands: Vec<Vec<curve::Band>> = curves
        .iter()
        .map(|(_, c)| curve::calibration(c, seen, &EDGES))
        .collect();
    for (k, band) in bands[0].iter().enumerate() {
        let range = format!("{}..{}", band.low, band.high);
        if band.positions == 0 {
            writeln!(out, "{range:>15} {:>9}", 0)?;
            continue;
        }
        write!(out, "{range:>15} {:>9} {:>7.3}", band.positions, band.won)?;
        for b in &bands {
            write!(out, " {:>7.3}", b[k].foretold)?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// Real games reviewed: their positions' scores and their moves' marks.
#[derive(Default)]
struct Checked {
    games: Vec<taflbord::analysis::Review>,
    /// Per game, who won (none: drawn).
    winners: Vec<Option<Side>>,
    /// Per game, the attackers' score of each position of its main line.
    attackers_scores: Vec<Vec<i32>>,
}

impl Checked {
    fn add(&mut self, record: &GameRecord, winner: Option<Side>, nodes: u64) {
        let stop = AtomicBool::new(false);
        let reviewed = review(record, Limits::nodes(nodes), &stop, |_| {});
        self.attackers_scores
            .push(reviewed.attackers_scores(record));
        self.winners.push(winner);
        self.games.push(reviewed);
    }

    fn positions(&self) -> usize {
        self.attackers_scores.iter().map(Vec::len).sum()
    }

    fn positions_seen(&self) -> Vec<Outcome> {
        let mut seen = Vec::new();
        for (scores, winner) in self.attackers_scores.iter().zip(&self.winners) {
            let result = match winner {
                Some(Side::Defenders) => 1.0,
                Some(Side::Attackers) => 0.0,
                None => 0.5,
            };
            let judged = scores
                .iter()
                .map(|&s| -f64::from(s))
                .filter(|s| s.abs() < JUDGED);
            seen.extend(judged.map(|score| Outcome { score, result }));
        }
        seen
    }

    /// The marks each curve gives the winners' and the losers' moves.
    fn marks_table(&self, out: &mut impl Write, curves: &[(&str, Curve)]) -> Result<(), Failure> {
        writeln!(
            out,
            "{:>8} {:>7} {:>7} {:>12} {:>9} {:>9}",
            "curve", "moves", "by", "inaccuracies", "mistakes", "blunders"
        )?;
        for &(name, c) in curves {
            for winners in [true, false] {
                let mut counts = [0usize; 3];
                let mut moves = 0;
                for (g, winner) in self.games.iter().zip(&self.winners) {
                    let Some(w) = winner else { continue };
                    for m in g.moves.iter().filter(|m| (m.mover == *w) == winners) {
                        moves += 1;
                        let lost = if m.better.is_empty() {
                            0.0
                        } else {
                            c.chance(m.before, m.mover) - c.chance(m.after, m.mover)
                        };
                        if let Some(v) = Verdict::of_loss(lost) {
                            counts[v as usize] += 1;
                        }
                    }
                }
                let per_100 = |n: usize| 100.0 * n as f64 / moves.max(1) as f64;
                writeln!(
                    out,
                    "{name:>8} {moves:>7} {:>7} {:>12.1} {:>9.1} {:>9.1}",
                    if winners { "winners" } else { "losers" },
                    per_100(counts[0]),
                    per_100(counts[1]),
                    per_100(counts[2])
                )?;
            }
        }
        writeln!(out, "(marks per 100 moves; drawn games left out)")?;
        Ok(())
    }
}
