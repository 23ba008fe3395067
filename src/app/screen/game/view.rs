//! Drawing the game screen: the board with the game's controls under it,
//! and the side panel with the file tools, the menu, the status, the move
//! box and the record sheet.

use super::{Game, Message, SLIDE};
use crate::app::export::Export;
use crate::app::screen::new_game::{VariantChoice, variant_choices};
use crate::app::widget::board::Board;
use crate::app::widget::choice::Choice;
use crate::app::widget::sheet;
use crate::app::widget::tool::{self, Icon};
use crate::i18n::locale::arg;
use crate::i18n::wording;
use crate::notation::shown::Notation;
use crate::record::annotation::Annotation;
use crate::render::board_style::Palette;
use crate::session::{Player, Purpose, seat};
use crate::store::settings::Settings;
use crate::{Position, Side, Square};
use iced::widget::{
    button, canvas, column, container, pick_list, progress_bar, row, rule, slider, space, stack,
    text, text_editor, text_input, tooltip,
};
use iced::{Element, Fill, Length};

/// The widget id of the typed-move box.
pub const TYPED_ID: &str = "typed-move";

/// The widget id of the comment field of the move on the board.
pub const COMMENT_ID: &str = "move-comment";

/// The comment field grows with its text up to this height (about five
/// lines), then scrolls.
const COMMENT_MAX_HEIGHT: f32 = 90.0;

/// The widget id of the evaluation graph.
pub const GRAPH_ID: &str = "evaluation-graph";

/// Widget ids of the tool buttons (tests click them; they show no words).
pub mod tools {
    pub const NEW_GAME: &str = "tool-new-game";
    pub const OPEN: &str = "tool-open";
    pub const SAVE: &str = "tool-save";
    pub const FLIP: &str = "tool-flip";
    pub const MENU: &str = "tool-menu";
    pub const TO_START: &str = "tool-to-start";
    pub const BACK: &str = "tool-back";
    pub const FORWARD: &str = "tool-forward";
    pub const TO_END: &str = "tool-to-end";
    pub const REPLAY: &str = "tool-replay";
    pub const UNDO: &str = "button-undo";
    pub const REDO: &str = "button-redo";
    pub const HINT: &str = "button-hint";
    pub const BOTS: &str = "tool-bots";
    pub const CLOCK: &str = "tool-clock";
}

/// The tools at the top of the side panel.
const PANEL_TOOLS: [&str; 5] = [
    tools::NEW_GAME,
    tools::OPEN,
    tools::SAVE,
    tools::FLIP,
    tools::MENU,
];

/// The height the status keeps while its lines are few.
const STATUS_HEIGHT: f32 = 110.0;

/// The height of the row of game controls under the board.
pub const BAR_HEIGHT: f32 = 40.0;

impl Game {
    /// The side panel of the game screen: the file tools and the menu,
    /// the status, the move box and the record sheet.
    pub fn panel(&self) -> Element<'_, Message> {
        // The chosen notation first; both are read.
        let notation = self.notation;
        let other = match notation {
            Notation::Sheet => Notation::Letters,
            Notation::Letters => Notation::Sheet,
        };
        let placeholder = self.tf(
            "typed-placeholder",
            &[
                ("first", arg(notation.sample())),
                ("second", arg(other.sample())),
            ],
        );
        let typed = text_input(&placeholder, &self.typed)
            .id(TYPED_ID)
            .on_input(Message::TypedChanged)
            .on_submit(Message::TypedSubmit);
        // The parts that come and go (clocks, analysis, notes) are kept in
        // a column of their own, so the sheet stays the panel's third
        // widget and keeps its scrolling as they change.
        let top = column![self.toolbar()]
            .push(self.leave_question())
            .push(self.clocks())
            .push(self.status())
            .push(self.play_actions())
            .push(self.analysis_panel())
            .push(typed)
            .push(self.notes())
            .spacing(8);
        column![top, rule::horizontal(1), self.sheet()]
            .spacing(8)
            .into()
    }

    /// A key's name in the player's language (`Ctrl+S`, `Strg+S`).
    fn key(&self, ctrl: bool, shift: bool, key: &str) -> Option<String> {
        let mut words = Vec::new();
        if ctrl {
            words.push(self.t("key-ctrl"));
        }
        if shift {
            words.push(self.t("key-shift"));
        }
        words.push(key.to_owned());
        Some(words.join("+"))
    }

    fn tool(
        &self,
        icon: Icon,
        action: &str,
        key: Option<String>,
        id: &'static str,
        message: Option<Message>,
    ) -> Element<'_, Message> {
        // The panel's tools are at the top of the window, the game's at
        // the bottom: their tips open towards the room.
        let side = if PANEL_TOOLS.contains(&id) {
            tooltip::Position::Bottom
        } else {
            tooltip::Position::Top
        };
        tool::tool(icon, tool::tip(self.t(action), key), side, id, message)
    }

    /// New game, open, save, flip; the rest of the file and help actions
    /// wait in the menu.
    fn toolbar(&self) -> Element<'_, Message> {
        row![
            self.tool(
                Icon::NewGame,
                "tool-new-game",
                self.key(true, false, "N"),
                tools::NEW_GAME,
                Some(Message::ShowNewGame)
            ),
            self.tool(
                Icon::Open,
                "tool-open",
                self.key(true, false, "O"),
                tools::OPEN,
                Some(Message::Open)
            ),
            self.tool(
                Icon::Save,
                "tool-save",
                self.key(true, false, "S"),
                tools::SAVE,
                Some(Message::Save)
            ),
            self.tool(
                Icon::Flip,
                "tool-flip",
                self.key(true, false, "F"),
                tools::FLIP,
                Some(Message::Flip)
            ),
            space::horizontal(),
            self.tool(
                Icon::Menu,
                "tool-menu",
                None,
                tools::MENU,
                Some(Message::ToggleMenu)
            ),
        ]
        .spacing(2)
        .align_y(iced::Alignment::Center)
        .into()
    }

    /// The two clocks of a timed game, attackers' first as on the sheet:
    /// the running one filled, a short one red; the pause button beside
    /// them in a game between people (and to start a game's clocks again).
    fn clocks(&self) -> Option<Element<'_, Message>> {
        let s = &self.session;
        let face = s.clock_face()?;
        let clock = |side: Side| {
            let k = seat(side);
            let runs = face.running == Some(side);
            let style: fn(&iced::Theme) -> container::Style = match (runs, face.low[k]) {
                (true, true) => container::danger,
                (true, false) => container::primary,
                (false, _) => container::bordered_box,
            };
            let mut time = text(crate::clock::shown(face.left[k]))
                .size(26)
                .font(iced::Font::MONOSPACE);
            if face.low[k] && !runs {
                time = time.style(text::danger);
            }
            container(
                column![text(wording::side(self.locale(), side)).size(12), time]
                    .align_x(iced::Alignment::Center),
            )
            .padding([4, 10])
            .center_x(Fill)
            .style(style)
        };
        let mut clocks = row![clock(Side::Attackers), clock(Side::Defenders)]
            .spacing(8)
            .align_y(iced::Alignment::Center);
        if face.paused || s.can_pause() {
            let (icon, tip) = if face.paused {
                (Icon::ResumeBots, "tool-resume-clock")
            } else {
                (Icon::PauseBots, "tool-pause-clock")
            };
            clocks = clocks.push(self.tool(
                icon,
                tip,
                self.key(true, false, "P"),
                tools::CLOCK,
                Some(Message::ToggleClock),
            ));
        }
        Some(clocks.into())
    }

    /// The player's notes on the move on the board: the six symbols (the
    /// chosen one filled) and a comment.
    fn notes(&self) -> Option<Element<'_, Message>> {
        let record = self.session.record();
        let node = record.node(record.cursor());
        node.mv()?;
        let mut marks = row![].spacing(2);
        for a in Annotation::ALL {
            let chosen = node.annotation() == Some(a);
            marks = marks.push(
                button(text(a.symbol()).size(13))
                    .padding([2, 6])
                    .style(if chosen {
                        button::primary
                    } else {
                        button::secondary
                    })
                    .on_press(Message::Annotate(a)),
            );
        }
        // The comment wraps and grows to a few lines (a review's comment
        // is read in full); Return keeps it, Shift+Return breaks the line.
        let comment = text_editor(&self.comment)
            .id(COMMENT_ID)
            .placeholder(self.t("notes-comment-placeholder"))
            .on_action(Message::CommentEdit)
            .key_binding(|press| {
                let enter = matches!(
                    press.key.as_ref(),
                    iced::keyboard::Key::Named(iced::keyboard::key::Named::Enter)
                );
                let focused = matches!(press.status, text_editor::Status::Focused { .. });
                if enter && focused && !press.modifiers.shift() {
                    Some(text_editor::Binding::Custom(Message::CommentSubmit))
                } else {
                    text_editor::Binding::from_key_press(press)
                }
            })
            .size(13)
            .max_height(COMMENT_MAX_HEIGHT);
        Some(column![marks, comment].spacing(4).into())
    }

    /// The menu's entries, shown under its button while it is open.
    pub fn menu(&self) -> Element<'_, Message> {
        let s = &self.session;
        let entry = |label: String, message: Message| {
            button(text(label).size(14))
                .width(Fill)
                .padding([6, 12])
                .style(button::text)
                .on_press(Message::FromMenu(Box::new(message)))
        };
        let with_key = |id: &str, key: Option<String>| tool::tip(self.t(id), key);
        let entries = column![
            entry(
                with_key("tool-save-as", self.key(true, true, "S")),
                Message::SaveAs
            ),
            entry(
                with_key("button-recent", self.key(true, false, "R")),
                Message::ShowRecent
            ),
            entry(
                tool::tip(self.t("button-online"), None),
                Message::ShowOnline
            ),
            rule::horizontal(1),
            entry(
                with_key("button-rules", Some("F1".to_owned())),
                Message::ShowRules(s.record().variant().id().to_string())
            ),
            entry(
                with_key("button-openings", self.key(true, false, "B")),
                Message::ShowExplorer
            ),
            entry(
                with_key("menu-set-up", self.key(true, false, "U")),
                Message::ShowSetUp
            ),
            entry(
                with_key("menu-review", self.key(true, false, "E")),
                Message::Review(super::REVIEW_MS)
            ),
            entry(
                with_key(
                    if self.analysis.is_some() {
                        "menu-analysis-close"
                    } else {
                        "menu-analysis"
                    },
                    self.key(true, false, "A")
                ),
                Message::ToggleAnalysis
            ),
            rule::horizontal(1),
            entry(
                self.t("menu-export-picture"),
                Message::Export(Export::Picture)
            ),
            entry(
                self.t("menu-export-animation"),
                Message::Export(Export::Animation)
            ),
            entry(self.t("menu-export-sheet"), Message::Export(Export::Sheet)),
            rule::horizontal(1),
            entry(
                with_key("button-settings", self.key(true, false, ",")),
                Message::ShowSettings
            ),
        ]
        .width(Length::Fixed(260.0));
        container(entries)
            .padding(4)
            .style(container::bordered_box)
            .into()
    }

    /// The board, with the controls of the game under it: moving through
    /// the record, replay, undo and redo, a hint, the bots.
    pub fn board_area(&self, settings: &Settings, palette: Palette) -> Element<'_, Message> {
        let board = container(self.board_view(settings, palette)).id(crate::app::BOARD_ID);
        let board: Element<'_, Message> = match self.card() {
            Some(card) => stack![board, card].into(),
            None => board.into(),
        };
        column![board, self.game_bar()]
            .push(self.graph())
            .spacing(6)
            .align_x(iced::Alignment::Center)
            .into()
    }

    /// The evaluation graph of a reviewed game.
    fn graph(&self) -> Option<Element<'_, Message>> {
        use crate::app::widget::graph::{self, Graph};
        let s = &self.session;
        let review = s.review()?;
        let record = s.record();
        let main = record.main_line();
        let chances = review.attackers_chances(record);
        let mut verdicts = vec![None; chances.len()];
        for m in &review.moves {
            if let Some(v) = verdicts.get_mut(m.ply) {
                *v = m.verdict;
            }
        }
        let current = main.iter().position(|&id| id == record.cursor());
        let graph = canvas(Graph {
            chances,
            verdicts,
            current,
        })
        .width(Fill)
        .height(Length::Fixed(graph::HEIGHT));
        Some(container(graph).id(GRAPH_ID).padding([0, 8]).into())
    }

    fn game_bar(&self) -> Element<'_, Message> {
        let s = &self.session;
        let record = s.record();
        let thinking = s.thinking().is_some();
        let at_start = record.ply() == 0;
        let at_end = record.node(record.cursor()).children().is_empty();
        let arrow = |k: &str| Some(k.to_owned());
        let (replay_icon, replay_tip) = if self.replaying {
            (Icon::StopReplay, "tool-stop-replay")
        } else {
            (Icon::Replay, "tool-replay")
        };
        let (bots_icon, bots_tip) = if s.seats().paused() {
            (Icon::ResumeBots, "button-resume-bots")
        } else {
            (Icon::PauseBots, "button-pause-bots")
        };
        // On a clock, the clocks decide when a bot moves: no pausing it.
        let has_bots =
            s.players().iter().any(|p| *p != Player::Person) && s.clocks().clock().is_none();
        let speed = text(self.tf(
            "replay-speed",
            &[(
                "seconds",
                arg(self.locale().decimal(f64::from(self.replay_speed), 1)),
            )],
        ))
        .size(13);
        let bar = row![
            self.tool(
                Icon::ToStart,
                "tool-to-start",
                Some(self.t("key-home")),
                tools::TO_START,
                (!at_start).then_some(Message::ToStart)
            ),
            self.tool(
                Icon::Back,
                "tool-back",
                arrow("←"),
                tools::BACK,
                (!at_start).then_some(Message::Back)
            ),
            self.tool(
                Icon::Forward,
                "tool-forward",
                arrow("→"),
                tools::FORWARD,
                (!at_end).then_some(Message::Forward)
            ),
            self.tool(
                Icon::ToEnd,
                "tool-to-end",
                Some(self.t("key-end")),
                tools::TO_END,
                (!at_end).then_some(Message::ToEnd)
            ),
            self.tool(
                replay_icon,
                replay_tip,
                None,
                tools::REPLAY,
                Some(Message::ToggleReplay)
            ),
            slider(0.2..=3.0, self.replay_speed, Message::ReplaySpeed)
                .step(0.1)
                .width(Length::Fixed(70.0)),
            speed,
            rule::vertical(1),
            self.tool(
                Icon::Undo,
                "button-undo",
                self.key(true, false, "Z"),
                tools::UNDO,
                Some(Message::Undo)
            ),
            self.tool(
                Icon::Redo,
                "button-redo",
                self.key(true, true, "Z"),
                tools::REDO,
                Some(Message::Redo)
            ),
            rule::vertical(1),
            self.tool(
                Icon::Hint,
                "button-hint",
                self.key(true, false, "H"),
                tools::HINT,
                (!thinking && !s.game_over()).then_some(Message::Hint)
            ),
            self.tool(
                bots_icon,
                bots_tip,
                None,
                tools::BOTS,
                has_bots.then_some(Message::ToggleBots)
            ),
        ]
        .spacing(4)
        .height(Length::Fixed(BAR_HEIGHT))
        .align_y(iced::Alignment::Center);
        container(bar).center_x(Fill).into()
    }

    pub(super) fn t(&self, id: &str) -> String {
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
        // Marked while the game goes on and nothing moves.
        let warnings = pos.outcome().is_none() && self.sliding.is_none();
        let (threats, escapes) = if warnings {
            (pos.king_threats(), pos.escape_moves())
        } else {
            (Vec::new(), Vec::new())
        };
        let sliding = self.sliding.and_then(|(mv, started)| {
            let t = started.elapsed().as_secs_f32() / SLIDE.as_secs_f32();
            (t < 1.0 && here.mv() == Some(mv)).then_some((mv, t))
        });
        canvas(Board {
            position: pos,
            selected: self.selected,
            targets,
            last_move: played.map(|p| p.mv),
            hint: self.shown_move(),
            captured,
            flipped: self.flipped,
            cache: Some(&self.board),
            palette,
            coordinates: settings.coordinates,
            interactive: true,
            sliding,
            threats,
            escapes,
        })
        .width(Fill)
        .height(Fill)
        .into()
    }

    /// The export under way: how far it has got, and Cancel.
    fn export_bar(&self, e: &crate::app::export::Exporting) -> Element<'_, Message> {
        let file = e.path.file_name().unwrap_or(e.path.as_os_str());
        let words = self.tf(
            "status-exporting",
            &[
                ("file", arg(file.to_string_lossy().into_owned())),
                ("done", arg(e.done)),
                ("of", arg(e.of)),
            ],
        );
        let bar = progress_bar(0.0..=e.of.max(1) as f32, e.done as f32).girth(6);
        let cancel = button(text(self.t("button-cancel-export")).size(13))
            .padding([2, 8])
            .on_press(Message::CancelExport);
        row![column![text(words), bar].spacing(2).width(Fill), cancel]
            .spacing(8)
            .align_y(iced::Alignment::Center)
            .into()
    }

    fn status(&self) -> Element<'_, Message> {
        let s = &self.session;
        let pos = s.record().position();
        let mut lines = column![].spacing(4);
        // A result the board cannot show ends the game all the same: on
        // time, or given by the players.
        let on_time = s.record().result().filter(|_| s.lost_on_time());
        let ended = on_time.or_else(|| s.ended_by_players());
        let turn = match (pos.outcome(), pos.turn()) {
            (Some(o), _) => self.tf(
                "status-game-over",
                &[("outcome", arg(wording::outcome(self.locale(), &o)))],
            ),
            (None, _) if let Some(r) = ended => self.tf(
                "status-game-over",
                &[("outcome", arg(wording::result(self.locale(), &r)))],
            ),
            (None, side) => {
                let player = arg(s.seat_label(seat(side)));
                let id = match side {
                    Side::Attackers => "status-attackers-to-move",
                    Side::Defenders => "status-defenders-to-move",
                };
                self.tf(id, &[("player", player)])
            }
        };
        lines = lines.push(text(turn).size(18));
        // A result the board cannot show (a resignation, an agreed draw, the
        // move limit) is the game's all the same: say why it stopped.
        if let Some(r) = s.record().meta.result
            && ended.is_none()
            && s.record().outcome().is_none()
            && !r.reason.on_board()
        {
            let words = self.tf(
                "status-recorded",
                &[("outcome", arg(wording::result(self.locale(), &r)))],
            );
            lines = lines.push(text(words));
        }
        for warning in self.warnings(pos) {
            lines = lines.push(text(warning));
        }
        if let Some(r) = self.reviewing() {
            let words = self.tf(
                "status-reviewing",
                &[("done", arg(r.done)), ("of", arg(r.of))],
            );
            let bar = progress_bar(0.0..=r.of.max(1) as f32, r.done as f32).girth(6);
            let stop = button(text(self.t("button-stop-review")).size(13))
                .padding([2, 8])
                .on_press(Message::StopReview);
            lines = lines.push(
                row![column![text(words), bar].spacing(2).width(Fill), stop]
                    .spacing(8)
                    .align_y(iced::Alignment::Center),
            );
        }
        if let Some(e) = self.exporting() {
            lines = lines.push(self.export_bar(e));
        }
        if let Some(t) = s.thinking() {
            let elapsed = t.started.elapsed().as_secs_f64();
            let seconds = arg(self.locale().decimal(elapsed, 1));
            let what = match t.purpose {
                Purpose::Hint => self.tf("status-hinting", &[("seconds", seconds)]),
                Purpose::Move => self.tf("status-thinking", &[("seconds", seconds)]),
                Purpose::DrawOffer => {
                    let bot = super::notice::bot_name(self.locale(), s.seats().at(t.side.other()));
                    self.tf(
                        "status-weighing-draw",
                        &[("bot", arg(bot)), ("seconds", seconds)],
                    )
                }
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
                    (
                        "score",
                        arg(self.locale().signed_decimal(f64::from(score) / 100.0, 2)),
                    ),
                    ("knodes", arg(p.nodes / 1000)),
                ];
                format!(" · {}", self.tf("status-search", &args))
            });
            // The action of the moment sits by what it acts on.
            let move_now = button(text(self.t("button-move-now")).size(13))
                .padding([2, 8])
                .on_press(Message::MoveNow);
            let line = row![
                text(format!("{what}{detail}")).size(14).width(Fill),
                move_now
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center);
            lines = lines.push(line);
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
        if let Some(n) = self.notice() {
            lines = lines.push(super::notice::shown(n));
        }
        if s.files().assumed_from().is_some() {
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
        // A least height keeps the buttons below from jumping as short lines
        // come and go; a long notice (a path, an error) makes the status
        // taller rather than being cut off under them.
        row![space().height(STATUS_HEIGHT), lines.width(Fill)].into()
    }

    /// The players' warnings of a game going on: the king's ways out, and
    /// "Watch your king" to the defenders, whose move it is to save him
    /// (on the attackers' turn the capture is theirs to make).
    fn warnings(&self, pos: &Position) -> Vec<String> {
        let mut warnings = Vec::new();
        if pos.outcome().is_some() {
            return warnings;
        }
        let ways = pos.escape_paths();
        if ways > 0 {
            // Tablut keeps Linnaeus's own words for one and two ways out.
            warnings.push(match (pos.variant().id(), ways) {
                ("tablut", 1) => self.t("warning-raicki"),
                ("tablut", _) => self.t("warning-tuicku"),
                (_, n) => self.tf("warning-escape", &[("count", arg(n))]),
            });
        }
        if pos.turn() == Side::Defenders && pos.king_in_danger() {
            warnings.push(self.t("warning-watch-your-king"));
        }
        warnings
    }

    fn sheet(&self) -> Element<'_, Message> {
        let s = &self.session;
        sheet::view(s.record(), s.opening(), self.notation, self.locale()).map(Message::GoTo)
    }
}
