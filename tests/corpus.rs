//! Replays the 1,752 real Copenhagen games of `../shared/data/copenhagen.csv`.
//!
//! Every move must be legal and every capture list must match the record;
//! where both the record and the engine end a game, the winners must match.
//! Every disagreement is sorted into a named rule difference; none may be
//! left unexplained.

mod common;

use std::collections::BTreeMap;
use std::sync::Arc;
use taflbord::engine::rules::Repetition;
use taflbord::record::move_list::{GameLine, Recorded};
use taflbord::record::replay::{Problem, Replay};
use taflbord::{IllegalMove, Side, Variant};

fn corpus() -> Option<String> {
    common::shared::text("data/copenhagen.csv")
}

#[test]
fn without_the_corpus_a_test_skips_but_fails_in_ci() {
    use common::shared::{Decision, decide};
    assert_eq!(decide(true, None), Decision::Use);
    assert_eq!(decide(true, Some("true")), Decision::Use);
    assert_eq!(decide(false, None), Decision::Skip);
    assert_eq!(decide(false, Some("")), Decision::Skip);
    assert_eq!(decide(false, Some("1")), Decision::Fail);
    assert_eq!(decide(false, Some("true")), Decision::Fail);
}

/// How a replayed game relates to its record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Verdict {
    /// The engine ends the game as the record does.
    SameEnd,
    /// The record's result has no rule behind it on the board: resignation,
    /// loss on time, or a draw by agreement.
    EndedOffTheBoard,
    /// Neither the record nor the engine ends the game.
    Unfinished,
    /// The site let the defenders recreate an earlier position, which seed
    /// 003's rule forbids.
    DefenderRepeatedPosition,
    /// Anything else: a real disagreement.
    Unexplained,
}

fn judge(game: &GameLine, replay: &Replay) -> Verdict {
    let recorded = game.result.filter(|r| r.is_final());
    match (&replay.problem, replay.outcome, recorded) {
        (None, Some((ply, o)), Some(r)) if ply == game.moves.len() && o.winner == r.winner() => {
            Verdict::SameEnd
        }
        (None, None, Some(_)) => Verdict::EndedOffTheBoard,
        (None, None, None) => Verdict::Unfinished,
        (
            Some(Problem::Illegal {
                ply,
                error: IllegalMove::Repetition,
                ..
            }),
            _,
            _,
        ) if ply % 2 == 0 => Verdict::DefenderRepeatedPosition,
        _ => Verdict::Unexplained,
    }
}

fn replay_all(text: &str, repetition: Repetition) -> BTreeMap<Verdict, Vec<usize>> {
    let variant = Arc::new(
        Variant::built_in("copenhagen")
            .unwrap()
            .with_repetition(repetition),
    );
    let mut verdicts: BTreeMap<Verdict, Vec<usize>> = BTreeMap::new();
    for (k, line) in text.lines().enumerate() {
        let game = GameLine::parse(line, 11).unwrap_or_else(|e| panic!("line {}: {e}", k + 1));
        let replay = Replay::run(&variant, &game);
        let verdict = judge(&game, &replay);
        if verdict == Verdict::Unexplained {
            eprintln!(
                "game {}: {:?} {:?} record {:?}",
                k + 1,
                replay.problem,
                replay.outcome,
                game.result
            );
        }
        verdicts.entry(verdict).or_default().push(k + 1);
    }
    for (verdict, games) in &verdicts {
        eprintln!("{repetition:?}: {verdict:?}: {} games", games.len());
    }
    verdicts
}

#[test]
fn every_game_replays_under_the_historical_repetition_rule() {
    let Some(text) = corpus() else { return };
    let verdicts = replay_all(&text, Repetition::DefendersLose);
    assert_eq!(text.lines().count(), 1752);
    assert_eq!(verdicts.get(&Verdict::Unexplained), None);
    assert_eq!(verdicts.get(&Verdict::DefenderRepeatedPosition), None);
    assert!(
        verdicts[&Verdict::SameEnd].len() > 300,
        "most decisive games end on the board"
    );
}

#[test]
fn seed_003_repetition_rule_rejects_only_defender_repetitions() {
    let Some(text) = corpus() else { return };
    let historical = replay_all(&text, Repetition::DefendersLose);
    let seed_003 = replay_all(&text, Repetition::ForbiddenForDefenders);
    assert_eq!(seed_003.get(&Verdict::Unexplained), None);
    let repeated = &seed_003[&Verdict::DefenderRepeatedPosition];
    assert!(
        !repeated.is_empty(),
        "the site's players did repeat positions"
    );
    // Every other game is judged exactly as under the historical rule.
    for (verdict, games) in &historical {
        let expected: Vec<usize> = games
            .iter()
            .copied()
            .filter(|g| !repeated.contains(g))
            .collect();
        let got = seed_003.get(verdict).cloned().unwrap_or_default();
        assert_eq!(got, expected, "{verdict:?}");
    }
}

#[test]
fn the_only_fourth_occurrence_ends_the_game_for_the_attackers() {
    let Some(text) = corpus() else { return };
    let variant = Arc::new(
        Variant::built_in("copenhagen")
            .unwrap()
            .with_repetition(Repetition::DefendersLose),
    );
    let mut perpetual = 0;
    for line in text.lines() {
        let game = GameLine::parse(line, 11).unwrap();
        let replay = Replay::run(&variant, &game);
        if let Some((ply, o)) = replay.outcome
            && o.reason == taflbord::Reason::PerpetualRepetition
        {
            perpetual += 1;
            assert_eq!(
                ply,
                game.moves.len(),
                "the record stops where the rule ends the game"
            );
            assert_eq!(game.result, Some(Recorded::AttackersWon));
            assert_eq!(o.winner, Some(Side::Attackers));
        }
    }
    assert!(perpetual >= 1);
}
