//! Drawing the game screen: the board, and the side panel with the
//! status, the controls and the record sheet.

use super::{Game, Message, SLIDE};
use crate::app::export::Export;
use crate::app::screen::new_game::{VariantChoice, variant_choices};
use crate::app::widget::board::Board;
use crate::app::widget::choice::Choice;
use crate::app::widget::sheet;
use crate::i18n::locale::arg;
use crate::i18n::wording;
use crate::render::board_style::Palette;
use crate::session::{Player, seat};
use crate::store::settings::Settings;
use crate::{Side, Square};
use iced::widget::{
    button, canvas, column, container, pick_list, row, rule, scrollable, slider, text, text_input,
};
use iced::{Element, Fill, Length};

/// The widget id of the typed-move box.
pub const TYPED_ID: &str = "typed-move";

impl Game {
    /// The side panel of the game screen.
    pub fn panel(&self) -> Element<'_, Message> {
        column![
            self.status(),
            rule::horizontal(1),
            self.controls(),
            rule::horizontal(1),
            self.sheet()
        ]
        .spacing(10)
        .into()
    }

    fn t(&self, id: &str) -> String {
        self.locale().text(id)
    }

    pub fn board_view(&self, settings: &Settings, palette: Palette) -> Element<'_, Message> {
        let pos = self.session.record().position();
        let targets: Vec<Square> = match self.selected {
            Some(from) if settings.legal_moves => pos
                .legal_moves_from(from)
                .into_iter()
                .map(|m| m.to)
                .collect(),
            _ => Vec::new(),
        };
        let record = self.session.record();
        let here = record.node(record.cursor());
        let played = here.played().filter(|_| settings.last_move);
        let captured: Vec<Square> = played.map_or(Vec::new(), |p| {
            p.captures.iter().map(|c| c.square).collect()
        });
        let sliding = self.sliding.and_then(|(mv, started)| {
            let t = started.elapsed().as_secs_f32() / SLIDE.as_secs_f32();
            (t < 1.0 && here.mv() == Some(mv)).then_some((mv, t))
        });
        canvas(Board {
            position: pos,
            selected: self.selected,
            targets,
            last_move: self.session.shown_move().or(played.map(|p| p.mv)),
            captured,
            flipped: self.session.flipped(),
            cache: Some(&self.board),
            palette,
            coordinates: settings.coordinates,
            interactive: true,
            sliding,
        })
        .width(Fill)
        .height(Fill)
        .into()
    }

    fn status(&self) -> Element<'_, Message> {
        let s = &self.session;
        let pos = s.record().position();
        let mut lines = column![].spacing(4);
        let turn = match (pos.outcome(), pos.turn()) {
            (Some(o), _) => self.tf(
                "status-game-over",
                &[("outcome", arg(wording::outcome(self.locale(), &o)))],
            ),
            (None, side) => {
                let player = arg(s.players()[seat(side)].label(self.locale()));
                let id = match side {
                    Side::Attackers => "status-attackers-to-move",
                    Side::Defenders => "status-defenders-to-move",
                };
                self.tf(id, &[("player", player)])
            }
        };
        lines = lines.push(text(turn).size(18));
        if pos.outcome().is_none() {
            let ways = pos.escape_paths();
            if ways > 0 {
                // Tablut keeps Linnaeus's own words for one and two ways out.
                let warning = match (s.record().variant().id(), ways) {
                    ("tablut", 1) => self.t("warning-raicki"),
                    ("tablut", _) => self.t("warning-tuicku"),
                    (_, n) => self.tf("warning-escape", &[("count", arg(n))]),
                };
                lines = lines.push(text(warning));
            }
            if pos.king_in_danger() {
                lines = lines.push(text(self.t("warning-watch-your-king")));
            }
        }
        if let Some(t) = s.thinking() {
            let seconds = arg(format!("{:.1}", t.started.elapsed().as_secs_f32()));
            let what = if t.hint {
                self.tf("status-hinting", &[("seconds", seconds)])
            } else {
                self.tf("status-thinking", &[("seconds", seconds)])
            };
            // The score as the attackers see it: positive is good for them.
            let detail = t.progress.as_ref().map_or(String::new(), |p| {
                let score = if t.side == Side::Attackers {
                    p.score
                } else {
                    -p.score
                };
                let args = [
                    ("depth", arg(p.depth)),
                    ("score", arg(format!("{:+.2}", f64::from(score) / 100.0))),
                    ("knodes", arg(p.nodes / 1000)),
                ];
                format!(" · {}", self.tf("status-search", &args))
            });
            lines = lines.push(text(format!("{what}{detail}")).size(14));
        }
        if let Some(play) = s.matchup() {
            let (c, o) = play.matchup.score();
            let where_ = match (play.matchup.winner(), s.matchup_game()) {
                (Some(_), _) => self.t("matchup-decided"),
                (None, Some(g)) => self.tf(
                    "matchup-round-game",
                    &[("round", arg(g.round)), ("game", arg(g.game))],
                ),
                (None, None) => self.t("matchup-game-over"),
            };
            let args = [
                ("where", arg(where_)),
                ("challenger", arg(c)),
                ("opponent", arg(o)),
            ];
            let mut line = row![text(self.tf("matchup-status", &args)).size(14)]
                .spacing(8)
                .align_y(iced::Alignment::Center);
            if s.matchup_game().is_none() && play.matchup.next_game().is_some() {
                line = line.push(
                    button(text(self.t("matchup-next-game")).size(14))
                        .on_press(Message::NextMatchupGame),
                );
            }
            let line = line.wrap();
            lines = lines.push(line);
        }
        if let Some(p) = s.practice() {
            lines = lines.push(text(p.summary(self.locale())).size(14));
        }
        if let Some(n) = s.notice() {
            lines = lines.push(text(n.to_string()).size(14));
        }
        if s.assumed_from().is_some() {
            let tr = self.locale();
            let current = VariantChoice(s.record().variant().clone());
            let chosen = Choice::new(current.clone(), current.label(tr));
            let list = pick_list(variant_choices(s.variants(), tr), Some(chosen), |c| {
                Message::ReadAs(c.value)
            })
            .text_size(14);
            let line = row![text(self.t("read-as")).size(14), list]
                .spacing(8)
                .align_y(iced::Alignment::Center);
            lines = lines.push(line);
        }
        // A fixed height keeps the buttons below from jumping as lines come and go.
        container(lines).height(Length::Fixed(140.0)).into()
    }

    fn controls(&self) -> Element<'_, Message> {
        let s = &self.session;
        let thinking = s.thinking().is_some();
        let b = |id: &str, msg: Message| button(text(self.t(id))).on_press(msg);
        column![
            row![
                b("button-new-game", Message::ShowNewGame),
                b("button-open", Message::Open),
                b("button-save", Message::Save),
                b("button-flip", Message::Flip)
            ]
            .spacing(6)
            .wrap(),
            row![
                b("button-recent", Message::ShowRecent),
                b(
                    "button-rules",
                    Message::ShowRules(s.record().variant().id().to_string())
                ),
                b("button-openings", Message::ShowExplorer),
                b("button-settings", Message::ShowSettings),
            ]
            .spacing(6)
            .wrap(),
            row![
                text(self.t("export-label")),
                b("button-export-picture", Message::Export(Export::Picture)),
                b(
                    "button-export-animation",
                    Message::Export(Export::Animation)
                ),
                b("button-export-sheet", Message::Export(Export::Sheet)),
            ]
            .spacing(6)
            .align_y(iced::Alignment::Center)
            .wrap(),
            row![
                b("button-to-start", Message::ToStart),
                b("button-back", Message::Back),
                b("button-undo", Message::Undo),
                b("button-redo", Message::Redo),
                b("button-forward", Message::Forward),
                b("button-to-end", Message::ToEnd),
            ]
            .spacing(6)
            .wrap(),
            row![
                button(text(self.t(if self.replaying {
                    "button-stop-replay"
                } else {
                    "button-replay"
                })))
                .on_press(Message::ToggleReplay),
                text(self.tf(
                    "replay-speed",
                    &[("seconds", arg(format!("{:.1}", self.replay_speed)))]
                )),
                slider(0.2..=3.0, self.replay_speed, Message::ReplaySpeed)
                    .step(0.1)
                    .width(Length::Fixed(120.0)),
            ]
            .spacing(6)
            .align_y(iced::Alignment::Center)
            .wrap(),
            row![
                button(text(self.t(if s.bots_paused() {
                    "button-resume-bots"
                } else {
                    "button-pause-bots"
                })))
                .on_press_maybe(
                    s.players()
                        .iter()
                        .any(|p| *p != Player::Person)
                        .then_some(Message::ToggleBots),
                ),
                button(text(self.t("button-move-now")))
                    .on_press_maybe(thinking.then_some(Message::MoveNow)),
                button(text(self.t("button-hint"))).on_press_maybe(
                    (!thinking && s.record().position().outcome().is_none())
                        .then_some(Message::Hint)
                ),
            ]
            .spacing(6)
            .wrap(),
            text_input(&self.t("typed-placeholder"), &self.typed)
                .id(TYPED_ID)
                .on_input(Message::TypedChanged)
                .on_submit(Message::TypedSubmit),
        ]
        .spacing(6)
        .into()
    }

    fn sheet(&self) -> Element<'_, Message> {
        let s = &self.session;
        scrollable(sheet::view(s.record(), s.opening(), self.locale()).map(Message::GoTo))
            .height(Fill)
            .into()
    }
}
