//! The desktop app: an Elm-style iced program. State lives in [`App`],
//! every change comes through [`Message`] and [`App::update`]; searches
//! and file I/O run off the update loop.

mod board;
mod icon;
mod new_game;
mod rules_help;
mod sheet_view;
pub mod sound;

pub use board::Clicked;
pub use new_game::{Player, VariantChoice};

/// The widget id of the container that holds exactly the board canvas
/// (for finding the board in headless tests).
pub const BOARD_ID: &str = "board";
/// The widget id of the typed-move text box.
pub const TYPED_ID: &str = "typed-move";

use crate::bot::worker::{Event as BotEvent, Search, Searches};
use crate::bot::{LEVELS, Limits, Progress};
use crate::letters::LetterMove;
use crate::record::{GameRecord, NodeId};
use crate::sheet::{self, Sheet};
use crate::sheet_move::{Perspective, SheetMove};
use crate::{Move, Side, Square, Variant, built_ins, opentafl};
use board::Board;
use iced::keyboard::{self, Key, key::Named};
use iced::widget::{
    button, canvas, column, container, row, rule, scrollable, slider, text, text_input,
};
use iced::{Element, Fill, Length, Subscription, Task};
use std::path::PathBuf;
use std::sync::Arc;

#[derive(Clone, Debug)]
pub enum Message {
    Clicked(Square),
    Undo,
    Redo,
    Back,
    Forward,
    ToStart,
    ToEnd,
    GoTo(NodeId),
    Flip,
    ShowNewGame,
    CancelNewGame,
    ChooseVariant(VariantChoice),
    ChoosePlayer(Side, Player),
    StartGame,
    Bot(BotEvent),
    MoveNow,
    Hint,
    TypedChanged(String),
    TypedSubmit,
    Save,
    SaveTo(Option<PathBuf>),
    Saved(Result<PathBuf, String>),
    Open,
    OpenFrom(Option<PathBuf>),
    /// A game read from a file, or why it could not be.
    Loaded(Result<(PathBuf, Box<GameRecord>), String>),
    Key(Key, keyboard::Modifiers),
    /// Replay: start or stop stepping through the game.
    ToggleReplay,
    /// Replay speed: seconds per move.
    ReplaySpeed(f32),
    ReplayStep,
    /// Pause or resume the bots (to watch bot against bot move by move).
    ToggleBots,
    /// Time passes while a bot thinks (the status shows for how long).
    Tick,
}

impl From<Clicked> for Message {
    fn from(c: Clicked) -> Self {
        Message::Clicked(c.0)
    }
}

/// A bot thinking on its own thread.
struct Thinking {
    search: Search,
    progress: Option<Progress>,
    /// A hint for the side to move, shown, not played.
    hint: bool,
    started: std::time::Instant,
    /// The side the search plays for, to say whose view its score is.
    side: Side,
}

/// The whole app.
pub struct App {
    variants: Vec<Arc<Variant>>,
    record: GameRecord,
    /// Who plays the attackers and the defenders.
    players: [Player; 2],
    selected: Option<Square>,
    hint: Option<Move>,
    flipped: bool,
    board: canvas::Cache,
    searches: Searches,
    thinking: Option<Thinking>,
    /// A one-line message: an error or what just happened.
    notice: Option<String>,
    typed: String,
    /// The new-game form, when it is open.
    new_game: Option<(VariantChoice, [Player; 2])>,
    path: Option<PathBuf>,
    replaying: bool,
    /// Seconds per move while replaying.
    replay_speed: f32,
    bots_paused: bool,
}

fn side_index(side: Side) -> usize {
    usize::from(side == Side::Defenders)
}

impl App {
    /// The app at start: a Copenhagen game between two people, or the
    /// game of `file` when one is given.
    pub fn new(file: Option<PathBuf>) -> (App, Task<Message>) {
        let variant = Variant::built_in("copenhagen").expect("built-in variant");
        let (variants, problems) = all_variants();
        let app = App {
            variants,
            record: GameRecord::new(variant),
            players: [Player::Person, Player::Person],
            selected: None,
            hint: None,
            flipped: false,
            board: canvas::Cache::new(),
            searches: Searches::default(),
            thinking: None,
            notice: (!problems.is_empty()).then(|| problems.join("; ")),
            typed: String::new(),
            new_game: None,
            path: None,
            replaying: false,
            replay_speed: 1.0,
            bots_paused: false,
        };
        let task = match file {
            Some(path) => Task::done(Message::OpenFrom(Some(path))),
            None => Task::none(),
        };
        (app, task)
    }

    pub fn title(&self) -> String {
        let name = self
            .path
            .as_ref()
            .and_then(|p| p.file_name())
            .map(|n| n.to_string_lossy().into_owned());
        match name {
            Some(n) => format!("{n} — Taflbord"),
            None => format!("{} — Taflbord", self.record.variant().name()),
        }
    }

    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// Whether a bot is thinking.
    pub fn is_thinking(&self) -> bool {
        self.thinking.is_some()
    }

    fn redraw(&mut self) {
        self.board.clear();
    }

    fn player_to_move(&self) -> Player {
        self.players[side_index(self.record.position().turn())]
    }

    /// Stops any search; its result will be stale.
    fn stop_thinking(&mut self) {
        if let Some(t) = self.thinking.take() {
            t.search.stop();
        }
        self.searches.next_id();
    }

    /// Starts the bot whose turn it is, if any.
    fn bot_turn(&mut self) -> Task<Message> {
        if self.thinking.is_some() || self.bots_paused || self.record.position().outcome().is_some()
        {
            return Task::none();
        }
        match self.player_to_move().bot(self.record.ply() as u64) {
            Some((bot, limits)) => self.think(bot, limits, false),
            None => Task::none(),
        }
    }

    fn think(
        &mut self,
        bot: Box<dyn crate::bot::Bot>,
        limits: Limits,
        hint: bool,
    ) -> Task<Message> {
        let (tx, rx) = iced::futures::channel::mpsc::unbounded();
        let id = self.searches.next_id();
        let search = Search::start_with(id, bot, self.record.position(), limits, move |e| {
            // The receiver is gone only when the app no longer wants it.
            let _ = tx.unbounded_send(e);
        });
        self.thinking = Some(Thinking {
            search,
            progress: None,
            hint,
            started: std::time::Instant::now(),
            side: self.record.position().turn(),
        });
        Task::run(rx, Message::Bot)
    }

    /// Plays a move at the cursor (a new variation if the game went otherwise).
    fn play(&mut self, mv: Move) -> Task<Message> {
        self.selected = None;
        self.hint = None;
        match self.record.play(mv) {
            Ok(played) => {
                self.notice = played.outcome.map(|o| o.to_string());
                self.redraw();
                self.bot_turn()
            }
            Err(e) => {
                self.notice = Some(format!("{mv}: {e}"));
                Task::none()
            }
        }
    }

    fn navigate(&mut self, f: impl FnOnce(&mut GameRecord)) {
        self.stop_thinking();
        self.selected = None;
        self.hint = None;
        f(&mut self.record);
        self.redraw();
    }

    pub fn update(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::Clicked(sq) => {
                if self.player_to_move() != Player::Person
                    || self.record.position().outcome().is_some()
                {
                    return Task::none();
                }
                let pos = self.record.position();
                if let Some(from) = self.selected {
                    let mv = Move::new(from, sq);
                    if pos.is_legal(mv) {
                        return self.play(mv);
                    }
                }
                let mine = pos.piece_at(sq).is_some_and(|p| p.side() == pos.turn());
                self.selected = (mine && self.selected != Some(sq)).then_some(sq);
                self.redraw();
                Task::none()
            }
            Message::Undo => {
                // Against a bot, go back to the person's own last move.
                self.navigate(|r| {
                    r.undo();
                });
                while self.player_to_move() != Player::Person && self.record.undo() {}
                self.redraw();
                Task::none()
            }
            Message::Redo | Message::Forward => {
                self.navigate(|r| {
                    r.redo();
                });
                Task::none()
            }
            Message::Back => {
                self.navigate(|r| {
                    r.undo();
                });
                Task::none()
            }
            Message::ToStart => {
                self.navigate(GameRecord::go_to_start);
                Task::none()
            }
            Message::ToEnd => {
                self.navigate(GameRecord::go_to_end);
                Task::none()
            }
            Message::GoTo(id) => {
                self.navigate(|r| r.go_to(id));
                Task::none()
            }
            Message::Flip => {
                self.flipped = !self.flipped;
                self.redraw();
                Task::none()
            }
            Message::ShowNewGame => {
                let current = VariantChoice(self.record.variant().clone());
                self.new_game = Some((current, self.players));
                Task::none()
            }
            Message::CancelNewGame => {
                self.new_game = None;
                Task::none()
            }
            Message::ChooseVariant(v) => {
                if let Some(form) = &mut self.new_game {
                    // The paper's strategies only play 11×11 boards.
                    if v.0.size() != 11 {
                        for p in &mut form.1 {
                            if matches!(p, Player::Strategy(_)) {
                                *p = Player::Person;
                            }
                        }
                    }
                    form.0 = v;
                }
                Task::none()
            }
            Message::ChoosePlayer(side, p) => {
                if let Some(form) = &mut self.new_game {
                    form.1[side_index(side)] = p;
                }
                Task::none()
            }
            Message::StartGame => {
                let Some((variant, players)) = self.new_game.take() else {
                    return Task::none();
                };
                self.stop_thinking();
                self.record = GameRecord::new(variant.0);
                self.players = players;
                self.path = None;
                self.notice = None;
                self.selected = None;
                self.hint = None;
                self.redraw();
                self.bot_turn()
            }
            Message::Bot(event) => {
                let Some(event) = self.searches.accept(event) else {
                    return Task::none();
                };
                match event {
                    BotEvent::Progress { progress, .. } => {
                        if let Some(t) = &mut self.thinking {
                            t.progress = Some(progress);
                        }
                        Task::none()
                    }
                    BotEvent::Finished { mv, .. } => {
                        let hint = self.thinking.take().is_some_and(|t| t.hint);
                        match mv {
                            Some(mv) if hint => {
                                self.hint = Some(mv);
                                self.notice = Some(format!("Hint: {mv}"));
                                self.redraw();
                                Task::none()
                            }
                            Some(mv) => self.play(mv),
                            None => Task::none(),
                        }
                    }
                }
            }
            Message::MoveNow => {
                if let Some(t) = &self.thinking {
                    t.search.stop();
                }
                Task::none()
            }
            Message::Hint => {
                if self.thinking.is_some() || self.record.position().outcome().is_some() {
                    return Task::none();
                }
                let level = LEVELS[3];
                self.think(level.bot(0), level.limits, true)
            }
            Message::TypedChanged(t) => {
                self.typed = t;
                Task::none()
            }
            Message::TypedSubmit => {
                let text = std::mem::take(&mut self.typed);
                match self.parse_typed(text.trim()) {
                    Ok(mv) if self.player_to_move() == Player::Person => self.play(mv),
                    Ok(_) => {
                        self.notice = Some("It is the bot's turn.".into());
                        Task::none()
                    }
                    Err(e) => {
                        self.notice = Some(format!("`{}`: {e}", text.trim()));
                        self.typed = text;
                        Task::none()
                    }
                }
            }
            Message::Save => Task::perform(
                async {
                    rfd::AsyncFileDialog::new()
                        .add_filter("Record sheet", &["tafl"])
                        .add_filter("OpenTafl", &["otg"])
                        .set_file_name("game.tafl")
                        .save_file()
                        .await
                        .map(|h| h.path().to_path_buf())
                },
                Message::SaveTo,
            ),
            Message::SaveTo(None) | Message::OpenFrom(None) => Task::none(),
            Message::SaveTo(Some(path)) => {
                let text = match path.extension().and_then(|e| e.to_str()) {
                    Some("otg") => opentafl::write_otg(&self.record),
                    _ => sheet::write(&self.record, Perspective::Attackers),
                };
                Task::perform(
                    async move {
                        std::fs::write(&path, text)
                            .map(|_| path.clone())
                            .map_err(|e| format!("{}: {e}", path.display()))
                    },
                    Message::Saved,
                )
            }
            Message::Saved(result) => {
                match result {
                    Ok(path) => {
                        self.notice = Some(format!("Saved {}", file_name(&path)));
                        self.path = Some(path);
                    }
                    Err(e) => self.notice = Some(format!("Could not save: {e}")),
                }
                Task::none()
            }
            Message::Open => Task::perform(
                async {
                    rfd::AsyncFileDialog::new()
                        .add_filter("Tafl games", &["tafl", "otg"])
                        .pick_file()
                        .await
                        .map(|h| h.path().to_path_buf())
                },
                Message::OpenFrom,
            ),
            Message::OpenFrom(Some(path)) => {
                // Reading and parsing happen in the task, off the update loop.
                let variants = self.variants.clone();
                Task::perform(async move { read_game(path, &variants) }, Message::Loaded)
            }
            Message::Loaded(result) => {
                match result {
                    Ok((path, record)) => {
                        let mut record = *record;
                        self.stop_thinking();
                        record.go_to_start();
                        record.go_to_end();
                        self.record = record;
                        self.players = [Player::Person, Player::Person];
                        self.notice = Some(format!("Opened {}", file_name(&path)));
                        self.path = Some(path);
                        self.selected = None;
                        self.redraw();
                    }
                    // The game on screen stays as it was.
                    Err(e) => self.notice = Some(format!("Could not open {e}")),
                }
                Task::none()
            }
            Message::ToggleReplay => {
                self.replaying = !self.replaying;
                if self.replaying {
                    self.stop_thinking();
                    // From the end there is nothing to replay: start over.
                    if self.record.node(self.record.cursor()).children().is_empty() {
                        self.record.go_to_start();
                        self.redraw();
                    }
                }
                Task::none()
            }
            Message::ReplaySpeed(seconds) => {
                self.replay_speed = seconds;
                Task::none()
            }
            Message::ReplayStep => {
                if !self.record.redo() {
                    self.replaying = false;
                }
                self.redraw();
                Task::none()
            }
            Message::Tick => Task::none(),
            Message::ToggleBots => {
                self.bots_paused = !self.bots_paused;
                if self.bots_paused {
                    self.stop_thinking();
                    Task::none()
                } else {
                    self.bot_turn()
                }
            }
            Message::Key(key, modifiers) => {
                match (key.as_ref(), modifiers.command(), modifiers.shift()) {
                    (Key::Character("z"), true, false) => self.update(Message::Undo),
                    (Key::Character("z"), true, true) | (Key::Character("y"), true, _) => {
                        self.update(Message::Redo)
                    }
                    (Key::Named(Named::ArrowLeft), false, _) => self.update(Message::Back),
                    (Key::Named(Named::ArrowRight), false, _) => self.update(Message::Forward),
                    (Key::Named(Named::Home), false, _) => self.update(Message::ToStart),
                    (Key::Named(Named::End), false, _) => self.update(Message::ToEnd),
                    _ => Task::none(),
                }
            }
        }
    }

    fn parse_typed(&self, text: &str) -> Result<Move, String> {
        let pos = self.record.position();
        if let Ok(m) = SheetMove::parse(text) {
            return m
                .resolve(pos, Perspective::Attackers)
                .map_err(|e| e.to_string());
        }
        let m = LetterMove::parse(text, pos.size()).map_err(|_| {
            "type a move like `f4-c4` or `→9·7` (`>9.7`, `k^4.4` on a plain keyboard)".to_string()
        })?;
        pos.check(m.mv).map_err(|e| e.to_string())?;
        Ok(m.mv)
    }

    pub fn subscription(&self) -> Subscription<Message> {
        let keys = keyboard::listen().filter_map(|event| match event {
            keyboard::Event::KeyPressed { key, modifiers, .. } => {
                Some(Message::Key(key, modifiers))
            }
            _ => None,
        });
        let ticking = if self.thinking.is_some() {
            iced::time::every(std::time::Duration::from_millis(250)).map(|_| Message::Tick)
        } else {
            Subscription::none()
        };
        let replay = if self.replaying {
            let every = std::time::Duration::from_secs_f32(self.replay_speed);
            iced::time::every(every).map(|_| Message::ReplayStep)
        } else {
            Subscription::none()
        };
        Subscription::batch([keys, replay, ticking])
    }

    pub fn view(&self) -> Element<'_, Message> {
        let pos = self.record.position();
        let targets: Vec<Square> = self.selected.map_or(Vec::new(), |from| {
            pos.legal_moves_from(from)
                .into_iter()
                .map(|m| m.to)
                .collect()
        });
        let here = self.record.node(self.record.cursor());
        let played = here.played();
        let captured: Vec<Square> = played.map_or(Vec::new(), |p| {
            p.captures.iter().map(|c| c.square).collect()
        });
        let board = canvas(Board {
            position: pos,
            selected: self.selected,
            targets,
            last_move: self.hint.or(played.map(|p| p.mv)),
            captured,
            flipped: self.flipped,
            cache: &self.board,
            palette: crate::board_style::BoardStyle::Wood.palette(false),
            coordinates: true,
            interactive: true,
        })
        .width(Fill)
        .height(Fill);
        let side: Element<'_, Message> = match &self.new_game {
            Some(form) => new_game::view(&self.variants, form),
            None => column![
                self.status(),
                rule::horizontal(1),
                self.controls(),
                rule::horizontal(1),
                self.sheet()
            ]
            .spacing(10)
            .into(),
        };
        let side = container(side).width(Length::Fixed(380.0)).height(Fill);
        let board = container(board).id(BOARD_ID);
        let all = row![container(board).width(Fill).height(Fill).padding(10), side]
            .spacing(10)
            .padding(10);
        // An opaque background, so nothing of an earlier frame shows through.
        container(all)
            .width(Fill)
            .height(Fill)
            .style(|theme: &iced::Theme| {
                container::Style::default().background(theme.palette().background)
            })
            .into()
    }

    fn status(&self) -> Element<'_, Message> {
        let pos = self.record.position();
        let mut lines = column![].spacing(4);
        let turn = match (pos.outcome(), pos.turn()) {
            (Some(o), _) => format!("Game over — {o}"),
            (None, Side::Attackers) => format!("Attackers to move ({})", self.players[0]),
            (None, Side::Defenders) => format!("Defenders to move ({})", self.players[1]),
        };
        lines = lines.push(text(turn).size(18));
        if pos.outcome().is_none() {
            let ways = pos.escape_paths();
            if ways > 0 {
                let warning = match (self.record.variant().id(), ways) {
                    ("tablut", 1) => "Raicki! The king has a way out.".to_string(),
                    ("tablut", _) => "Tuicku! The king has two ways out.".to_string(),
                    (_, 1) => "Escape! The king has a way out.".to_string(),
                    (_, n) => format!("Escape! The king has {n} ways out."),
                };
                lines = lines.push(text(warning));
            }
            if pos.king_in_danger() {
                lines = lines.push(text("Watch your king! The attackers can capture him."));
            }
        }
        if let Some(t) = &self.thinking {
            let what = if t.hint {
                "Looking for a hint"
            } else {
                "Thinking"
            };
            // The score as the attackers see it: positive is good for them.
            let detail = t.progress.as_ref().map_or(String::new(), |p| {
                let score = if t.side == Side::Attackers {
                    p.score
                } else {
                    -p.score
                };
                format!(
                    " · depth {} · {:+.2} for the attackers · {}k nodes",
                    p.depth,
                    f64::from(score) / 100.0,
                    p.nodes / 1000
                )
            });
            let seconds = t.started.elapsed().as_secs_f32();
            lines = lines.push(text(format!("{what}… {seconds:.1} s{detail}")).size(14));
        }
        if let Some(n) = &self.notice {
            lines = lines.push(text(n.clone()).size(14));
        }
        // A fixed height keeps the buttons below from jumping as lines come and go.
        container(lines).height(Length::Fixed(120.0)).into()
    }

    fn controls(&self) -> Element<'_, Message> {
        let thinking = self.thinking.is_some();
        let b = |label: &'static str, msg: Message| button(text(label)).on_press(msg);
        column![
            row![
                b("New game", Message::ShowNewGame),
                b("Open…", Message::Open),
                b("Save…", Message::Save),
                b("Flip", Message::Flip)
            ]
            .spacing(6),
            row![
                b("Start", Message::ToStart),
                b("◀", Message::Back),
                b("Undo", Message::Undo),
                b("Redo", Message::Redo),
                b("▶", Message::Forward),
                b("End", Message::ToEnd),
            ]
            .spacing(6),
            row![
                button(text(if self.replaying {
                    "Stop replay"
                } else {
                    "Replay"
                }))
                .on_press(Message::ToggleReplay),
                text(format!("{:.1} s/move", self.replay_speed)),
                slider(0.2..=3.0, self.replay_speed, Message::ReplaySpeed)
                    .step(0.1)
                    .width(Length::Fixed(120.0)),
            ]
            .spacing(6)
            .align_y(iced::Alignment::Center),
            row![
                button(text(if self.bots_paused {
                    "Resume bots"
                } else {
                    "Pause bots"
                }))
                .on_press_maybe(
                    self.players
                        .iter()
                        .any(|p| *p != Player::Person)
                        .then_some(Message::ToggleBots),
                ),
                button(text("Move now")).on_press_maybe(thinking.then_some(Message::MoveNow)),
                button(text("Hint")).on_press_maybe(
                    (!thinking && self.record.position().outcome().is_none())
                        .then_some(Message::Hint)
                ),
            ]
            .spacing(6),
            text_input("Type a move: f4-c4 or →9·7", &self.typed)
                .id(TYPED_ID)
                .on_input(Message::TypedChanged)
                .on_submit(Message::TypedSubmit),
        ]
        .spacing(6)
        .into()
    }

    fn sheet(&self) -> Element<'_, Message> {
        scrollable(sheet_view::view(&self.record))
            .height(Fill)
            .into()
    }
}

/// Reads a record sheet (`.tafl`) or an OpenTafl game (`.otg`).
fn read_game(
    path: PathBuf,
    variants: &[Arc<Variant>],
) -> Result<(PathBuf, Box<GameRecord>), String> {
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let record = if path.extension().is_some_and(|e| e == "otg") {
        opentafl::read_otg(&text, variants).map_err(|e| e.to_string())
    } else {
        Sheet::read(&text, variants).map_err(|e| e.to_string())
    };
    match record {
        Ok(r) => Ok((path, Box::new(r))),
        Err(e) => Err(format!("{}: {e}", path.display())),
    }
}

/// The last part of a path, for short messages (the title shows it too).
fn file_name(path: &std::path::Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// The built-in variants and the user's own from the config folder's
/// `variants/`; broken files are named, and skipped.
fn all_variants() -> (Vec<Arc<Variant>>, Vec<String>) {
    let mut all = built_ins().to_vec();
    let mut problems = Vec::new();
    if let Some(dirs) = directories::ProjectDirs::from("", "", "taflbord") {
        let (found, errors) = crate::load_folder(&dirs.config_dir().join("variants"));
        all.extend(found.into_iter().map(Arc::new));
        problems.extend(errors.iter().map(|e| format!("Skipped variant file {e}")));
    }
    (all, problems)
}

/// Runs the app, opening `file` when given.
pub fn run(file: Option<PathBuf>) -> iced::Result {
    iced::application(move || App::new(file.clone()), App::update, App::view)
        .title(App::title)
        .subscription(App::subscription)
        .window(iced::window::Settings {
            size: iced::Size::new(1180.0, 780.0),
            min_size: Some(iced::Size::new(900.0, 620.0)),
            icon: icon::window_icon(),
            ..iced::window::Settings::default()
        })
        .run()
}
