//! The engine's things in the player's language: sides, results, illegal
//! moves, bot levels, variant names. The engine's own `Display` stays
//! English for files, logs and the command line; the app words them here.

use crate::analysis::{MoveReview, Verdict, curve_for};
use crate::bot::{LEVELS, WIN, strategies};
use crate::engine::outcome::{Outcome, Reason};
use crate::engine::position::{IllegalMove, Position};
use crate::engine::side::{Piece, Side};
use crate::engine::variant::Variant;
use crate::i18n::locale::{Locale, arg, id_from_name};
use crate::notation::sheet_move::ResolveError;
use crate::notation::shown::Notation;
use crate::record::{GameResult, ResultReason};
use crate::store::settings::{Notice, Problem};

/// "Attackers" or "Defenders".
pub fn side(tr: &Locale, side: Side) -> String {
    tr.text(match side {
        Side::Attackers => "side-attackers",
        Side::Defenders => "side-defenders",
    })
}

/// The name of a built-in variant in the player's language; a variant of
/// the player's own keeps the name its file gives.
pub fn variant_name(tr: &Locale, variant: &Variant) -> String {
    let id = format!("variant-{}", variant.id());
    if tr.has(&id) {
        tr.text(&id)
    } else {
        variant.name().to_string()
    }
}

fn reason_id(reason: Reason) -> &'static str {
    match reason {
        Reason::CornerEscape => "reason-corner-escape",
        Reason::EdgeEscape => "reason-edge-escape",
        Reason::PeripheryEscape => "reason-periphery-escape",
        Reason::ExitFort => "reason-exit-fort",
        Reason::KingCaptured => "reason-king-captured",
        Reason::Encircled => "reason-encircled",
        Reason::Mate => "reason-mate",
        Reason::NoLegalMove => "reason-no-legal-move",
        Reason::RepetitionDraw => "reason-repetition",
        Reason::PerpetualRepetition => "reason-perpetual-repetition",
    }
}

/// "Attackers win: the king was captured."
pub fn outcome(tr: &Locale, outcome: &Outcome) -> String {
    ending(tr, outcome.winner, reason_id(outcome.reason))
}

/// A recorded result, such as a resignation, in a few words.
pub fn result(tr: &Locale, result: &GameResult) -> String {
    ending(tr, result.winner, result_reason_id(result.reason))
}

/// Why a game ended, in a few words ("the king was captured").
pub fn result_reason(tr: &Locale, reason: ResultReason) -> String {
    tr.text(result_reason_id(reason))
}

fn result_reason_id(reason: ResultReason) -> &'static str {
    match reason {
        ResultReason::Board(r) => reason_id(r),
        ResultReason::Resignation => "reason-resignation",
        ResultReason::Time => "reason-time",
        ResultReason::Agreement => "reason-agreement",
        ResultReason::MoveLimit => "reason-move-limit",
    }
}

/// Who won (or a draw), and why, from the reason's message id.
fn ending(tr: &Locale, winner: Option<Side>, reason: &str) -> String {
    let id = match winner {
        Some(Side::Attackers) => "outcome-attackers-win",
        Some(Side::Defenders) => "outcome-defenders-win",
        None => "outcome-draw",
    };
    tr.format(id, &[("reason", arg(tr.text(reason)))])
}

/// Why a move is not allowed.
pub fn illegal(tr: &Locale, e: IllegalMove) -> String {
    tr.text(match e {
        IllegalMove::GameOver => "illegal-game-over",
        IllegalMove::NoPiece => "illegal-no-piece",
        IllegalMove::NotYourPiece => "illegal-not-your-piece",
        IllegalMove::NotStraight => "illegal-not-straight",
        IllegalMove::TooFar => "illegal-too-far",
        IllegalMove::Blocked => "illegal-blocked",
        IllegalMove::Restricted => "illegal-restricted",
        IllegalMove::Repetition => "illegal-repetition",
        IllegalMove::KingExposed => "illegal-king-exposed",
    })
}

fn piece(tr: &Locale, p: Piece) -> String {
    tr.text(match p {
        Piece::Attacker => "piece-attacker",
        Piece::Defender => "piece-defender",
        Piece::King => "piece-king",
    })
}

/// Why a move written as on the record sheet (`→9·7`) cannot be played.
pub fn resolve_error(tr: &Locale, e: &ResolveError) -> String {
    match e {
        ResolveError::OffBoard { col, row, size } => tr.format(
            "typed-off-board",
            &[
                ("square", arg(format!("{col}·{row}"))),
                ("size", arg(*size)),
            ],
        ),
        ResolveError::NoPieceBehind => tr.text("typed-no-piece-behind"),
        ResolveError::WrongSide { found } => {
            tr.format("typed-wrong-side", &[("piece", arg(piece(tr, *found)))])
        }
        ResolveError::NotTheKing { found } => {
            tr.format("typed-not-the-king", &[("piece", arg(piece(tr, *found)))])
        }
        ResolveError::MissingKingMark => tr.text("typed-missing-king-mark"),
        ResolveError::Illegal(e) => illegal(tr, *e),
    }
}

/// A bot level's name (`Karl`), by its index in [`LEVELS`].
pub fn level_name(tr: &Locale, level: usize) -> String {
    tr.text(&format!("level-{}", LEVELS[level].id))
}

/// What a bot level plays like, in a sentence.
pub fn level_description(tr: &Locale, level: usize) -> String {
    let level = &LEVELS[level];
    tr.format(
        &format!("level-{}-description", level.id),
        &[("rating", arg(level.rating))],
    )
}

/// The message id of a strategy of the Fetlar paper, from its name.
pub fn strategy_id(name: &str) -> String {
    id_from_name("strategy", name)
}

/// A strategy's name, by its index in [`strategies`].
pub fn strategy_name(tr: &Locale, strategy: usize) -> String {
    tr.text(&strategy_id(strategies()[strategy].name))
}

/// Why the settings in use are the defaults.
pub fn settings_notice(tr: &Locale, notice: &Notice) -> String {
    match notice {
        Notice::Missing { path } => tr.format(
            "settings-missing",
            &[("file", arg(path.display().to_string()))],
        ),
        Notice::Broken {
            path,
            problem,
            kept,
        } => {
            let problem = match problem {
                Problem::NotUtf8 => tr.text("settings-not-utf8"),
                Problem::Unreadable(e) => e.clone(),
                Problem::Syntax {
                    line,
                    column,
                    reason,
                } => tr.format(
                    "file-error-at",
                    &[
                        ("line", arg(*line)),
                        ("column", arg(*column)),
                        ("reason", arg(reason.as_str())),
                    ],
                ),
            };
            let file = arg(path.display().to_string());
            match kept {
                Ok(aside) => tr.format(
                    "settings-broken-kept",
                    &[
                        ("file", file),
                        ("problem", arg(problem)),
                        ("kept", arg(aside.display().to_string())),
                    ],
                ),
                Err(e) => tr.format(
                    "settings-broken-not-moved",
                    &[
                        ("file", file),
                        ("problem", arg(problem)),
                        ("error", arg(e.as_str())),
                    ],
                ),
            }
        }
    }
}

/// A time control in words: "No clock", "5 min + 3 s a move", ...
pub fn time_control(tr: &Locale, control: crate::clock::TimeControl) -> String {
    use crate::clock::TimeControl as C;
    let base = |d: std::time::Duration| {
        let secs = d.as_secs();
        if secs >= 60 && secs.is_multiple_of(60) {
            tr.format("clock-minutes", &[("minutes", arg(secs / 60))])
        } else if secs >= 60 {
            let minutes = tr.short_decimal(d.as_secs_f64() / 60.0, 2);
            tr.format("clock-minutes", &[("minutes", arg(minutes))])
        } else {
            tr.format("clock-seconds", &[("seconds", arg(secs))])
        }
    };
    let with = |id: &str, b: std::time::Duration, s: std::time::Duration| {
        tr.format(id, &[("base", arg(base(b))), ("seconds", arg(s.as_secs()))])
    };
    match control {
        C::Untimed => tr.text("clock-none"),
        C::SuddenDeath { base: b } => tr.format("clock-sudden-death", &[("base", arg(base(b)))]),
        C::Fischer { base: b, increment } => with("clock-fischer", b, increment),
        C::SimpleDelay { base: b, delay } => with("clock-simple-delay", b, delay),
        C::Bronstein { base: b, delay } => with("clock-bronstein", b, delay),
        C::Hourglass { base: b } => tr.format("clock-hourglass", &[("base", arg(base(b)))]),
    }
}

/// A score as players read it, the same everywhere (the analysis board,
/// the review's comments, `taflbord analyse`): its sign is the attackers'
/// (plus is good for them, as on the evaluation graph and bar), and the
/// words say whose chance it is by `variant`'s curve — in Copenhagen
/// `+8.00 (69% attackers)`, `+1.94 (62% defenders)`, `+4.30 (even)` —
/// or who wins in how many moves near a forced end.
pub fn score(tr: &Locale, attackers: i32, variant: &Variant) -> String {
    let ahead = if attackers > 0 {
        Side::Attackers
    } else {
        Side::Defenders
    };
    let to_end = WIN - attackers.abs();
    if to_end < 1_000 {
        let args = [
            ("side", arg(side(tr, ahead))),
            ("plies", arg(to_end.max(1))),
        ];
        return tr.format("analysis-wins-in", &args);
    }
    let number = if attackers == 0 {
        tr.decimal(0.0, 2)
    } else {
        tr.signed_decimal(f64::from(attackers) / 100.0, 2)
    };
    let chance = curve_for(variant).chance(attackers, Side::Attackers);
    // A sure win is said by "win in"; a score short of it stays under 100 %.
    let percent = (chance.max(1.0 - chance) * 100.0).round().min(99.0) as u32;
    if percent <= 50 {
        return tr.format("score-even", &[("score", arg(number))]);
    }
    // Whose chance it is goes by the chance: a level score favours the
    // defenders.
    let whose = if chance > 0.5 {
        "attackers"
    } else {
        "defenders"
    };
    tr.format(
        "score-chance",
        &[
            ("score", arg(number)),
            ("percent", arg(percent)),
            ("side", arg(whose)),
        ],
    )
}

/// A reviewed move's comment: the verdict, whose move it was, the score
/// before it (with the best move) and after it in [`score`]'s words, and
/// the better move, worded in `notation` from `before`, the position the
/// move was made in.
pub fn review_comment(
    tr: &Locale,
    m: &MoveReview,
    before: &Position,
    notation: Notation,
) -> String {
    let verdict = match m.verdict {
        Some(Verdict::Inaccuracy) => "inaccuracy",
        Some(Verdict::Mistake) => "mistake",
        _ => "blunder",
    };
    let mover = match m.mover {
        Side::Attackers => "attackers",
        Side::Defenders => "defenders",
    };
    let (was, is) = m.attackers_scores();
    let args = [
        ("verdict", arg(verdict)),
        ("side", arg(mover)),
        ("before", arg(score(tr, was, before.variant()))),
        ("after", arg(score(tr, is, before.variant()))),
    ];
    let words = tr.format("review-comment", &args);
    match m.better.first() {
        Some(&best) => {
            let best = arg(notation.word(before, best));
            tr.format("review-better", &[("comment", arg(words)), ("move", best)])
        }
        None => words,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::locale::LANGUAGES;

    #[test]
    fn every_level_strategy_and_variant_has_its_words() {
        for language in &LANGUAGES {
            let tr = Locale::new(language.tag);
            for (k, level) in LEVELS.iter().enumerate() {
                assert!(tr.has(&format!("level-{}", level.id)), "{}", language.tag);
                assert!(!level_description(&tr, k).starts_with("level-"));
            }
            for s in strategies() {
                assert!(tr.has(&strategy_id(s.name)), "{}: {}", language.tag, s.name);
            }
            for v in crate::built_ins() {
                assert!(tr.has(&format!("variant-{}", v.id())), "{}", v.id());
            }
        }
    }

    #[test]
    fn fractional_minutes_take_the_language_s_decimal_mark() {
        use crate::clock::TimeControl;
        use std::time::Duration;
        let control = TimeControl::Fischer {
            base: Duration::from_secs(90),
            increment: Duration::from_secs(2),
        };
        let en = time_control(&Locale::new("en"), control);
        assert!(en.starts_with("1.5 min"), "{en}");
        let de = time_control(&Locale::new("de"), control);
        assert!(de.starts_with("1,5 Min."), "{de}");
        for tag in ["fr", "es", "sv", "nb", "da", "is"] {
            let text = time_control(&Locale::new(tag), control);
            assert!(text.starts_with("1,5 "), "{tag}: {text}");
        }
    }

    #[test]
    fn a_score_has_the_attackers_sign_and_says_whose_chance_it_is() {
        let tr = Locale::new("en");
        // Alea Evangelii has no fitted curve: a level score is even.
        let alea = &crate::Variant::built_in("alea19").unwrap();
        assert_eq!(score(&tr, 194, alea), "+1.94 (66% attackers)");
        assert_eq!(score(&tr, -194, alea), "-1.94 (66% defenders)");
        assert_eq!(score(&tr, 0, alea), "0.00 (even)");
        assert_eq!(score(&tr, crate::bot::WIN - 3, alea), "Attackers win in 3");
        assert_eq!(
            score(&tr, -(crate::bot::WIN - 1), alea),
            "Defenders win in 1"
        );
        // In Copenhagen a level score favours the defenders, and the even
        // score is the curve's offset on the attackers' side.
        let copenhagen = &crate::Variant::built_in("copenhagen").unwrap();
        let offset = curve_for(copenhagen).offset.round() as i32;
        assert!(score(&tr, 0, copenhagen).ends_with("% defenders)"));
        assert!(score(&tr, offset, copenhagen).ends_with("(even)"));
        assert!(score(&tr, offset + 300, copenhagen).ends_with("% attackers)"));
        // The words docs/engine.md and docs/playing.md quote.
        assert_eq!(score(&tr, 800, copenhagen), "+8.00 (69% attackers)");
        assert_eq!(score(&tr, 194, copenhagen), "+1.94 (62% defenders)");
        assert_eq!(score(&tr, 12, copenhagen), "+0.12 (71% defenders)");
        assert_eq!(score(&tr, 430, copenhagen), "+4.30 (even)");
        // Every language says whose chance it is, not just a number.
        for language in &LANGUAGES {
            let tr = Locale::new(language.tag);
            assert_ne!(
                score(&tr, 194, alea),
                score(&tr, -194, alea).replace('-', "+")
            );
        }
    }

    #[test]
    fn a_review_comment_speaks_as_the_graph_does() {
        use crate::Square;
        use crate::analysis::MoveReview;
        let tr = Locale::new("en");
        let pos = Position::new(crate::Variant::built_in("brandubh").unwrap());
        let sq = |s: &str| Square::parse_letters(s, 7).unwrap();
        let better = crate::Move::new(sq("d2"), sq("b2"));
        // The defenders' move lost them ground: their own scores were
        // +2.28 before and +0.43 after, which the attackers read as minus.
        // (Brandubh's curve gives its defenders 1.40 more than their score.)
        let m = MoveReview {
            node: crate::record::NodeId::ROOT,
            ply: 2,
            played: crate::Move::new(sq("d3"), sq("b3")),
            mover: Side::Defenders,
            before: 228,
            after: 43,
            lost: 0.2,
            verdict: Some(Verdict::Mistake),
            better: vec![better],
        };
        let words = review_comment(&tr, &m, &pos, Notation::Letters);
        assert_eq!(
            words,
            "Mistake by the defenders: -2.28 (97% defenders) before, \
             -0.43 (85% defenders) after; better d2-b2"
        );
    }

    #[test]
    fn an_outcome_reads_as_a_sentence() {
        let tr = Locale::new("en");
        let o = Outcome {
            winner: Some(Side::Attackers),
            reason: Reason::KingCaptured,
        };
        assert_eq!(outcome(&tr, &o), "Attackers win: the king was captured");
        let de = Locale::new("de");
        assert_ne!(outcome(&de, &o), outcome(&tr, &o));
    }
}
