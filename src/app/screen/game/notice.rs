//! The session's notices in the player's language: one line under the
//! status, its parts joined, wrapped to the panel's width.

use crate::Side;
use crate::contest::matchup::Seat;
use crate::i18n::locale::{Locale, arg};
use crate::i18n::wording;
use crate::notation::shown::Notation;
use crate::session::{Notice, Player};
use crate::store::write::WriteKind;
use std::path::Path;

/// The notice as the status shows it. A notice may hold a path or an
/// error with no space to break at: such a word breaks between letters
/// rather than running past the panel's edge.
pub fn shown<'a>(words: String) -> iced::widget::Text<'a> {
    iced::widget::text(words)
        .size(14)
        .wrapping(iced::widget::text::Wrapping::WordOrGlyph)
}

/// The line that says `notices`, none when there is nothing to say.
pub fn words(notices: &[Notice], tr: &Locale, notation: Notation) -> Option<String> {
    let parts: Vec<String> = notices.iter().map(|n| word(n, tr, notation)).collect();
    (!parts.is_empty()).then(|| parts.join(" · "))
}

/// What `notice` says, with moves in `notation`.
pub fn word(notice: &Notice, tr: &Locale, notation: Notation) -> String {
    let file = |path: &Path| arg(file_name(path));
    let error = |e: &str| [("error", arg(e.to_string()))];
    match notice {
        Notice::Restored => tr.text("notice-restored"),
        Notice::RestoreFailed(e) => tr.format("notice-restore-failed", &error(e)),
        Notice::Opened(path) => tr.format("notice-opened", &[("file", file(path))]),
        Notice::ResultUnsupported(result) => tr.format(
            "notice-result-unsupported",
            &[("result", arg(wording::result(tr, result)))],
        ),
        Notice::VariantAssumed(v) => tr.format(
            "notice-variant-assumed",
            &[("variant", arg(wording::variant_name(tr, v)))],
        ),
        Notice::Saved(path) => tr.format("notice-saved", &[("file", file(path))]),
        Notice::BotsTurn => tr.text("typed-bots-turn"),
        Notice::ClockPaused => tr.text("notice-clock-paused"),
        Notice::ClockRunning => tr.text("notice-clock-running"),
        Notice::UndoAfterTime => tr.text("notice-undo-after-time"),
        Notice::UndoTimed => tr.text("notice-undo-timed"),
        Notice::Illegal(mv, e) => format!("{mv}: {}", wording::illegal(tr, *e)),
        Notice::ResultPlayedPast(result) => tr.format(
            "notice-result-played-past",
            &[("result", arg(wording::result(tr, result)))],
        ),
        Notice::Hint { mv, before } => {
            tr.format("notice-hint", &[("move", arg(notation.word(before, *mv)))])
        }
        Notice::BookMovesHere => tr.text("notice-book-moves-here"),
        Notice::NotTheBook {
            played,
            book,
            before,
            practice,
        } => practice.why_wrong(*played, *book, before, notation, tr),
        Notice::BookMoveUnplayable { mv, before } => tr.format(
            "notice-book-move-unplayable",
            &[("move", arg(notation.word(before, *mv)))],
        ),
        Notice::PracticeFailed(e) => tr.format("notice-practice-failed", &error(e)),
        Notice::MatchupVariantGone(id) => tr.format(
            "notice-matchup-variant-gone",
            &[("variant", arg(id.clone()))],
        ),
        Notice::MatchupScore {
            challenger,
            opponent,
            winner,
        } => {
            let score = [
                ("challenger", arg(*challenger)),
                ("opponent", arg(*opponent)),
            ];
            let id = match winner {
                Some(Seat::Challenger) => "matchup-challenger-wins",
                Some(Seat::Opponent) => "matchup-opponent-wins",
                None => "matchup-score-next",
            };
            tr.format(id, &score)
        }
        Notice::Reviewed {
            inaccuracies,
            mistakes,
            blunders,
        } => tr.format(
            "notice-reviewed",
            &[
                ("inaccuracies", arg(*inaccuracies)),
                ("mistakes", arg(*mistakes)),
                ("blunders", arg(*blunders)),
            ],
        ),
        Notice::WriteFailed { kind, file, error } => {
            let file = ("file", arg(file.display().to_string()));
            let error = ("error", arg(error.clone()));
            match kind {
                WriteKind::Autosave | WriteKind::Game => {
                    tr.format("notice-autosave-to-failed", &[file, error])
                }
                WriteKind::ClearSession => tr.format("notice-autosave-failed", &[error]),
                WriteKind::Remember => tr.format("notice-recent-failed", &[error]),
                WriteKind::Matchup => tr.format("notice-matchup-save-failed", &[error]),
                WriteKind::Settings => tr.format("settings-save-failed", &[file, error]),
            }
        }
        Notice::DrawDeclined(side) => {
            tr.format("notice-draw-declined", &[("side", arg(side_key(*side)))])
        }
        Notice::BotDeclinesDraw { bot, side, chance } => tr.format(
            "notice-bot-declines-draw",
            &[
                ("bot", arg(bot_name(tr, *bot))),
                ("side", arg(side_key(*side))),
                ("percent", arg((chance * 100.0).round() as i64)),
            ],
        ),
        Notice::Worded(words) => words.clone(),
    }
}

/// A side as the messages select on it: `attackers` or `defenders`.
pub fn side_key(side: Side) -> &'static str {
    match side {
        Side::Attackers => "attackers",
        Side::Defenders => "defenders",
    }
}

/// A bot by its own name ("Jarl", "Aggressive"); a person as "Person".
pub fn bot_name(tr: &Locale, player: Player) -> String {
    match player {
        Player::Bot(k) => wording::level_name(tr, k),
        Player::Strategy(k) => wording::strategy_name(tr, k),
        Player::Person => tr.text("player-person"),
    }
}

/// The last part of a path, for short messages (the title shows it too).
pub fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}
