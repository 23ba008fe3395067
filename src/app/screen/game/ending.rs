//! The end of a game in the window: the buttons to resign (asked again
//! first) and offer a draw, the question a person answers when offered
//! one, and the card over the board when a game ends — who won and how,
//! with review, rematch and new game — until Escape or a button puts it
//! away.

use super::notice::side_key;
use super::{Event, Game, REVIEW_MS};
use crate::Side;
use crate::i18n::locale::arg;
use crate::i18n::wording;
use crate::record::{GameResult, ResultReason};
use crate::session::{Player, Purpose, Session};
use crate::store::settings::Settings;
use iced::widget::{button, column, container, opaque, row, text};
use iced::{Element, Fill, Task, Theme};

/// What the end of a game's buttons and cards publish.
#[derive(Clone, Debug)]
pub enum Message {
    /// Asks whether the player really resigns.
    Resign,
    /// The answer: resign, or keep playing.
    ConfirmResign(bool),
    OfferDraw,
    /// A person's answer to the other side's draw offer.
    AnswerDraw(bool),
    /// Escape: the card on top goes away (an offer is declined).
    Dismiss,
    Review,
    Rematch,
    NewGame,
    NextMatchupGame,
}

/// The widest a card over the board grows.
const CARD_WIDTH: f32 = 420.0;

impl Game {
    /// Carries out `message`; the root is asked for the new-game screen.
    pub(super) fn ending(
        &mut self,
        message: Message,
        settings: &Settings,
    ) -> (Task<super::Message>, Option<Event>) {
        let task = match message {
            Message::Resign => {
                self.confirm_resign = self.session.resigning_side().is_some();
                Task::none()
            }
            Message::ConfirmResign(yes) => {
                self.confirm_resign = false;
                if yes {
                    self.with_session(settings, Session::resign)
                } else {
                    Task::none()
                }
            }
            Message::OfferDraw => self.with_session(settings, Session::offer_draw),
            Message::AnswerDraw(yes) => self.with_session(settings, |s| s.answer_draw(yes)),
            Message::Dismiss => {
                if self.confirm_resign {
                    self.confirm_resign = false;
                    Task::none()
                } else if self.end_card {
                    self.end_card = false;
                    Task::none()
                } else {
                    self.with_session(settings, |s| s.answer_draw(false))
                }
            }
            Message::Review => {
                self.end_card = false;
                return self.update(super::Message::Review(REVIEW_MS), settings);
            }
            Message::Rematch => self.with_session(settings, Session::rematch),
            Message::NextMatchupGame => self.with_session(settings, Session::next_matchup_game),
            Message::NewGame => {
                self.end_card = false;
                return (Task::none(), Some(Event::ShowNewGame));
            }
        };
        (task, None)
    }

    /// Whether a card lies over the board, for Escape to put away.
    pub fn card_shown(&self) -> bool {
        self.confirm_resign || self.end_card || self.draw_question().is_some()
    }

    /// After a change to the session: a game that has just ended shows
    /// its card; a game going on (a new one, a takeback) shows none.
    pub(super) fn note_ending(&mut self, was_over: bool) {
        let over = self.session.record().result().is_some();
        if over && !was_over {
            self.end_card = true;
        } else if !over {
            self.end_card = false;
        }
        if self.session.resigning_side().is_none() {
            self.confirm_resign = false;
        }
    }

    /// The side offered a draw by a person, when a person must answer.
    fn draw_question(&self) -> Option<Side> {
        let s = &self.session;
        let offerer = s.draw_offer()?;
        (s.seats().at(offerer.other()) == Player::Person).then_some(offerer)
    }

    /// Resign and offer a draw, while a person plays a game (not on the
    /// analysis board, nor once the game is over).
    pub(super) fn play_actions(&self) -> Option<Element<'_, super::Message>> {
        let s = &self.session;
        if self.analysis.is_some() || s.resigning_side().is_none() {
            return None;
        }
        let weighing = s
            .thinking()
            .is_some_and(|t| t.purpose == Purpose::DrawOffer);
        let can_offer = s.draw_offerer().is_some() && !weighing;
        let small = |id: &str, message: Option<Message>| {
            button(text(self.t(id)).size(14))
                .padding([4, 12])
                .style(button::secondary)
                .on_press_maybe(message.map(super::Message::Ending))
        };
        Some(
            row![
                small("end-resign", Some(Message::Resign)),
                small("end-offer-draw", can_offer.then_some(Message::OfferDraw)),
            ]
            .spacing(8)
            .into(),
        )
    }

    /// The card over the board, if one is up: the resignation asked
    /// again, a draw offered to a person, or the end of the game.
    pub(super) fn card(&self) -> Option<Element<'_, super::Message>> {
        let s = &self.session;
        let body = if self.confirm_resign
            && let Some(side) = s.resigning_side()
        {
            self.resign_card(side)
        } else if let Some(offerer) = self.draw_question() {
            self.draw_card(offerer)
        } else if self.end_card
            && self.analysis.is_none()
            && let Some(result) = s.record().result()
        {
            self.end_of_game_card(result)
        } else {
            return None;
        };
        let card = container(body)
            .padding(24)
            .max_width(CARD_WIDTH)
            .style(card_style);
        Some(container(opaque(card)).center(Fill).padding(16).into())
    }

    fn resign_card(&self, side: Side) -> Element<'_, super::Message> {
        let winner = [("winner", arg(side_key(side.other())))];
        column![
            text(self.t("end-resign-title")).size(24),
            text(self.tf("end-resign-then", &winner)).size(16),
            buttons(vec![
                (
                    self.t("end-resign-yes"),
                    Message::ConfirmResign(true),
                    button::danger as Look
                ),
                (
                    self.t("end-resign-no"),
                    Message::ConfirmResign(false),
                    button::secondary as Look
                ),
            ]),
        ]
        .spacing(14)
        .into()
    }

    fn draw_card(&self, offerer: Side) -> Element<'_, super::Message> {
        let side = [("side", arg(side_key(offerer)))];
        column![
            text(self.tf("end-draw-offered", &side)).size(22),
            buttons(vec![
                (
                    self.t("end-draw-accept"),
                    Message::AnswerDraw(true),
                    button::primary as Look
                ),
                (
                    self.t("end-draw-decline"),
                    Message::AnswerDraw(false),
                    button::secondary as Look
                ),
            ]),
        ]
        .spacing(14)
        .into()
    }

    /// Who won and how, the players, and what next.
    fn end_of_game_card(&self, result: GameResult) -> Element<'_, super::Message> {
        let s = &self.session;
        let headline = self.t(match result.winner {
            Some(Side::Attackers) => "end-attackers-win",
            Some(Side::Defenders) => "end-defenders-win",
            None => "end-draw",
        });
        let mut next = vec![(
            self.t("menu-review"),
            Message::Review,
            button::secondary as Look,
        )];
        let matchup_next = s.matchup().is_some_and(|m| m.matchup.next_game().is_some());
        if matchup_next {
            next.push((
                self.t("matchup-next-game"),
                Message::NextMatchupGame,
                button::primary as Look,
            ));
        } else if s.matchup().is_none() {
            next.push((
                self.t("end-rematch"),
                Message::Rematch,
                button::primary as Look,
            ));
        }
        next.push((
            self.t("button-new-game"),
            Message::NewGame,
            button::secondary as Look,
        ));
        column![
            text(headline).size(30),
            text(self.how(result)).size(17),
            text(s.title()).size(14),
            buttons(next),
            text(self.t("end-escape")).size(12),
        ]
        .spacing(12)
        .into()
    }

    /// How the game ended, as a sentence.
    fn how(&self, result: GameResult) -> String {
        let loser = result.winner.map_or(Side::Attackers, Side::other);
        let side = [("side", arg(side_key(loser)))];
        match result.reason {
            ResultReason::Resignation => self.tf("end-by-resignation", &side),
            ResultReason::Agreement => self.t("end-by-agreement"),
            ResultReason::Time => self.tf("end-by-time", &side),
            _ => sentence(&wording::result_reason(self.locale(), result.reason)),
        }
    }
}

/// How a card's button looks: primary, secondary, danger.
type Look = fn(&Theme, button::Status) -> button::Style;

/// A row of the card's buttons, wrapping where the card is narrow.
fn buttons<'a>(all: Vec<(String, Message, Look)>) -> Element<'a, super::Message> {
    let mut line = row![].spacing(8);
    for (label, message, style) in all {
        line = line.push(
            button(text(label).size(15))
                .padding([8, 16])
                .style(style)
                .on_press(super::Message::Ending(message)),
        );
    }
    line.wrap().into()
}

/// `words` as a sentence: a capital first, a full stop last.
fn sentence(words: &str) -> String {
    let mut chars = words.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    format!("{}{}.", first.to_uppercase(), chars.as_str())
}

/// The card's look: the window's background, a rounded border and a
/// shadow, so it reads over any board.
pub fn card_style(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style {
        background: Some(palette.background.base.color.into()),
        text_color: Some(palette.background.base.text),
        border: iced::Border {
            color: palette.background.strong.color,
            width: 1.0,
            radius: 12.0.into(),
        },
        shadow: iced::Shadow {
            color: iced::Color::from_rgba(0.0, 0.0, 0.0, 0.35),
            offset: iced::Vector::new(0.0, 6.0),
            blur_radius: 24.0,
        },
        ..container::Style::default()
    }
}

#[cfg(test)]
mod tests {
    use super::sentence;

    #[test]
    fn a_reason_becomes_a_sentence() {
        assert_eq!(
            sentence("the king escaped to a corner"),
            "The king escaped to a corner."
        );
        assert_eq!(sentence("ísinn"), "Ísinn.");
        assert_eq!(sentence(""), "");
    }
}
