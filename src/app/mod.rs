//! The desktop app: an Elm-style iced program. State lives in [`App`],
//! every change comes through [`Message`] and [`App::update`]; searches
//! and file I/O run off the update loop.

mod board;
mod choice;
mod explorer;
mod export;
mod folders;
mod icon;
mod new_game;
mod recent_view;
mod rules_help;
mod settings_view;
mod sheet_view;
pub mod sound;

pub use crate::learn::practice::Practice;
pub use board::Clicked;
pub use explorer::Explorer;
pub use export::Export;
pub use folders::Folders;
pub use new_game::{Form, Player, VariantChoice};
pub use settings_view::{Change, Language};

/// The widget id of the container that holds exactly the board canvas
/// (for finding the board in headless tests).
pub const BOARD_ID: &str = "board";
/// The widget id of the typed-move text box.
pub const TYPED_ID: &str = "typed-move";

use crate::bot::worker::{Event as BotEvent, Search, Searches};
use crate::bot::{LEVELS, Limits, Progress};
use crate::contest::matchup::{Matchup, MatchupPlay, NextGame, Seat};
use crate::i18n::locale::{Arg, Locale, arg};
use crate::i18n::wording;
use crate::notation::letters::LetterMove;
use crate::notation::sheet_move::{Perspective, SheetMove};
use crate::record::opentafl;
use crate::record::sheet::{self, Sheet};
use crate::record::{GameRecord, NodeId};
use crate::store::autosave::{self, RecentGame, Session, Store};
use crate::store::settings::{Settings, Theme};
use crate::{Move, Played, Side, Square, Variant, built_ins};
use board::Board;
use iced::keyboard::{self, Key, key::Named};
use iced::widget::{
    button, canvas, column, container, row, rule, scrollable, slider, text, text_input,
};
use iced::{Element, Fill, Length, Subscription, Task};
use rules_help::RulesScreen;
use sound::{Sound, Sounds};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime};

/// The app's id, as in `packaging/` (desktop entry, metainfo, MIME type).
pub const APP_ID: &str = "io.github.taflbord.Taflbord";

/// How long a piece takes to glide to its square.
const SLIDE: Duration = Duration::from_millis(160);

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
    /// The file a game was saved to, or the file and why it failed.
    Saved(Result<PathBuf, (PathBuf, String)>),
    Open,
    OpenFrom(Option<PathBuf>),
    /// A game read from a file, or why it could not be.
    Loaded(Result<Loaded, (PathBuf, String)>),
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
    /// A frame while a piece glides.
    Frame,
    ShowSettings,
    CloseSettings,
    Setting(Change),
    /// The rules help of a variant, by id.
    ShowRules(String),
    CloseRules,
    ShowRecent,
    CloseRecent,
    /// The opening explorer.
    ShowExplorer,
    CloseExplorer,
    /// The explorer shows the book's opening number k.
    ExplorerSelect(usize),
    /// The explorer's board shows this many moves of the line.
    ExplorerStep(usize),
    /// The side the person practises.
    PracticeSide(Side),
    /// The bot level that plays on after the practised line.
    PracticeLevel(usize),
    /// Practise the explorer's opening.
    StartPractice,
    /// The new-game form's matchup switch.
    ToggleMatchup(bool),
    /// Start the next game of the matchup.
    NextMatchupGame,
    /// Export a picture or sheet: ask where.
    Export(Export),
    ExportTo(Export, Option<PathBuf>),
    Exported(Result<export::Exported, String>),
    Resized(iced::Size),
    CloseRequested(iced::window::Id),
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
    screen: Screen,
    /// The file the player opened or saved the game as.
    path: Option<PathBuf>,
    replaying: bool,
    /// Seconds per move while replaying.
    replay_speed: f32,
    bots_paused: bool,
    settings: Settings,
    folders: Folders,
    /// False when a broken settings file could not be moved aside.
    may_save_settings: bool,
    /// The data folder, where games are autosaved.
    store: Option<Store>,
    /// The game's autosave file, once it has one.
    autosave: Option<PathBuf>,
    sounds: Sounds,
    matchup: Option<MatchupPlay>,
    /// The matchup game on the board, until its result is counted.
    matchup_game: Option<NextGame>,
    /// A piece gliding: the move, and when it began.
    sliding: Option<(Move, Instant)>,
    /// An opening being practised, or its summary once the line is over.
    practice: Option<Practice>,
    /// The language everything is shown in.
    locale: Locale,
    /// The language when the settings choose the system's.
    system_language: &'static str,
}

/// What the side panel (or, for the rules, the whole window) shows.
enum Screen {
    Game,
    NewGame(Form),
    Settings,
    /// The rules help, and the screen to go back to.
    Rules(Box<RulesScreen>, Box<Screen>),
    Recent(Vec<RecentGame>),
    /// The opening explorer, over the whole window.
    Explorer(Box<Explorer>),
}

fn side_index(side: Side) -> usize {
    usize::from(side == Side::Defenders)
}

impl App {
    /// The app at start, with the player's folders: the last session's
    /// game, or the game of `file` when one is given, or a new game.
    pub fn new(file: Option<PathBuf>) -> (App, Task<Message>) {
        App::with_folders(Folders::system(), file)
    }

    /// The app with its settings and games in `folders` (tests give
    /// temporary ones, or none).
    pub fn with_folders(folders: Folders, file: Option<PathBuf>) -> (App, Task<Message>) {
        App::starting(folders, file, crate::i18n::locale::system_language())
    }

    /// The app as [`App::with_folders`] makes it, on a system whose
    /// language is `system_language` (a tag of [`crate::i18n::locale::LANGUAGES`]),
    /// used while the settings choose none.
    pub fn starting(
        folders: Folders,
        file: Option<PathBuf>,
        system_language: &'static str,
    ) -> (App, Task<Message>) {
        let mut notices = Vec::new();
        let loaded = folders
            .settings_file()
            .map(|path| (Settings::load(&path), path));
        let (settings, may_save_settings) = match &loaded {
            Some((loaded, _)) => (loaded.settings.clone(), loaded.may_save),
            None => (Settings::default(), false),
        };
        let locale = Locale::new(settings.language.as_deref().unwrap_or(system_language));
        if let Some((loaded, path)) = loaded {
            notices.extend(loaded.notice.map(|n| wording::settings_notice(&locale, &n)));
            // Write the defaults now, so the notice is seen once, not at
            // every start until something is changed.
            if loaded.may_save
                && !path.exists()
                && let Err(e) = loaded.settings.save(&path)
            {
                notices.push(save_failed(&locale, &path, &e));
            }
        }
        let (variants, problems) = all_variants(folders.config.as_deref(), &locale);
        notices.extend(problems);
        let variant = variants
            .iter()
            .find(|v| v.id() == settings.variant)
            .cloned()
            .or_else(|| Variant::built_in("copenhagen"))
            .expect("built-in variant");
        let players = settings.players.clone().map(|p| Player::from_setting(&p));
        let store = folders.data.clone().map(Store::new);
        let mut app = App {
            variants,
            record: GameRecord::new(variant),
            players,
            selected: None,
            hint: None,
            flipped: false,
            board: canvas::Cache::new(),
            searches: Searches::default(),
            thinking: None,
            notice: None,
            typed: String::new(),
            screen: Screen::Game,
            path: None,
            replaying: false,
            replay_speed: 1.0,
            bots_paused: false,
            settings,
            folders,
            may_save_settings,
            store,
            autosave: None,
            sounds: Sounds::new(),
            matchup: None,
            matchup_game: None,
            sliding: None,
            practice: None,
            locale,
            system_language,
        };
        if file.is_none() {
            notices.extend(app.restore());
        }
        app.notice = (!notices.is_empty()).then(|| notices.join(" · "));
        let task = match file {
            Some(path) => Task::done(Message::OpenFrom(Some(path))),
            None => app.bot_turn(),
        };
        (app, task)
    }

    /// Puts the last session's game back on the board; says what happened
    /// when there is something to say.
    fn restore(&mut self) -> Option<String> {
        let store = self.store.as_ref()?;
        match store.restore(&self.variants) {
            Ok(None) => None,
            Ok(Some(restored)) => {
                let session = restored.session;
                self.record = restored.record;
                self.players = session.players.clone().map(|p| Player::from_setting(&p));
                self.flipped = session.flipped;
                self.path = session.file;
                self.autosave = Some(session.game);
                self.matchup_game = session
                    .matchup
                    .as_ref()
                    .filter(|_| self.record.outcome().is_none())
                    .and_then(|m| m.matchup.next_game());
                self.matchup = session.matchup;
                Some(self.t("notice-restored"))
            }
            // The files stay as they are; the next autosave starts anew.
            Err(e) => Some(self.tf("notice-restore-failed", &[("error", arg(e.to_string()))])),
        }
    }

    /// The window's theme, from the settings.
    pub fn theme(&self) -> iced::Theme {
        match self.settings.theme {
            Theme::Light => iced::Theme::Light,
            Theme::Dark => iced::Theme::Dark,
        }
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Whether sounds would play (the setting is on and there is an output).
    pub fn sound_is_silent(&self) -> bool {
        self.sounds.is_silent()
    }

    /// The built-in variants and the player's own.
    pub fn variants(&self) -> &[Arc<Variant>] {
        &self.variants
    }

    /// The matchup being played, if any.
    pub fn matchup(&self) -> Option<&MatchupPlay> {
        self.matchup.as_ref()
    }

    pub fn title(&self) -> String {
        let name = self
            .path
            .as_ref()
            .and_then(|p| p.file_name())
            .map(|n| n.to_string_lossy().into_owned());
        let game =
            name.unwrap_or_else(|| wording::variant_name(&self.locale, self.record.variant()));
        self.tf("window-title", &[("game", arg(game))])
    }

    /// The language the app speaks.
    pub fn locale(&self) -> &Locale {
        &self.locale
    }

    /// A message in the app's language.
    fn t(&self, id: &str) -> String {
        self.locale.text(id)
    }

    /// A message with variables in the app's language.
    fn tf(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        self.locale.format(id, args)
    }

    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// Whether a bot is thinking.
    pub fn is_thinking(&self) -> bool {
        self.thinking.is_some()
    }

    /// The opening being practised (or practised last, until a new game).
    pub fn practice(&self) -> Option<&Practice> {
        self.practice.as_ref()
    }

    /// The opening explorer, while it is shown.
    pub fn explorer(&self) -> Option<&Explorer> {
        match &self.screen {
            Screen::Explorer(e) => Some(e),
            _ => None,
        }
    }

    /// Who plays the attackers and the defenders.
    pub fn players(&self) -> [Player; 2] {
        self.players
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
                let played = played.clone();
                self.notice = played.outcome.map(|o| wording::outcome(&self.locale, &o));
                if self.settings.animation {
                    self.sliding = Some((mv, Instant::now()));
                }
                self.sound_for(&played);
                if played.outcome.is_some() {
                    self.count_matchup_game();
                }
                self.autosave();
                self.redraw();
                self.bot_turn()
            }
            Err(e) => {
                let why = wording::illegal(&self.locale, e);
                self.notice = Some(format!("{mv}: {why}"));
                Task::none()
            }
        }
    }

    fn navigate(&mut self, f: impl FnOnce(&mut GameRecord)) {
        self.stop_thinking();
        self.selected = None;
        self.hint = None;
        self.sliding = None;
        f(&mut self.record);
        self.autosave();
        self.redraw();
    }

    fn play_sound(&self, sound: Sound) {
        if self.settings.sound {
            self.sounds.play(sound, self.settings.volume);
        }
    }

    /// The move's sound, and a warning, win or loss over it.
    fn sound_for(&self, played: &Played) {
        self.play_sound(if played.captures.is_empty() {
            Sound::Move
        } else {
            Sound::Capture
        });
        let pos = self.record.position();
        if let Some(outcome) = played.outcome {
            // Win or loss as the one person at the board sees it; between
            // two people or two bots, a decided game sounds like a win.
            let people: Vec<Side> = [Side::Attackers, Side::Defenders]
                .into_iter()
                .filter(|&s| self.players[side_index(s)] == Player::Person)
                .collect();
            let won = match (outcome.winner, people.as_slice()) {
                (None, _) => false,
                (Some(w), [me]) => w == *me,
                (Some(_), _) => true,
            };
            self.play_sound(if won { Sound::Win } else { Sound::Loss });
        } else if pos.escape_paths() > 0 || pos.king_in_danger() {
            self.play_sound(Sound::Warning);
        }
    }

    /// Writes the game and the session to the data folder. A game with no
    /// moves is not worth a file: the session is cleared instead, so a
    /// restart starts fresh.
    fn autosave(&mut self) {
        self.name_opening();
        let Some(store) = &self.store else {
            return;
        };
        let started = self.record.main_line().len() > 1;
        if !started && self.autosave.is_none() {
            if let Err(e) = store.clear_session() {
                self.notice =
                    Some(self.tf("notice-autosave-failed", &[("error", arg(e.to_string()))]));
            }
            return;
        }
        let title = self.game_title();
        let game = self.autosave.get_or_insert_with(|| {
            store.new_game_path(self.record.variant().id(), SystemTime::now())
        });
        let session = Session {
            game: game.clone(),
            file: self.path.clone(),
            players: self.players.map(Player::setting),
            cursor: autosave::cursor_moves(&self.record),
            flipped: self.flipped,
            matchup: self.matchup.clone(),
        };
        let recent = recent_entry(&self.record, game, title);
        let saved = store
            .save(&session, &self.record)
            .and_then(|()| store.remember(recent));
        if let Err(e) = saved {
            let file = arg(game.display().to_string());
            self.notice = Some(self.tf(
                "notice-autosave-to-failed",
                &[("file", file), ("error", arg(e.to_string()))],
            ));
        }
    }

    /// Writes the main line's named opening into the record's header, so
    /// saved sheets carry it. A name the players wrote themselves (not a
    /// book name) is kept.
    fn name_opening(&mut self) {
        let found = crate::learn::openings::identify_record(&self.record).map(|i| i.name());
        let meta = &mut self.record.meta;
        let ours = meta.opening.is_empty()
            || crate::learn::openings::book()
                .openings
                .iter()
                .any(|o| o.name() == meta.opening);
        if ours {
            meta.opening = found.unwrap_or_default();
        }
    }

    /// The named opening of the moves up to the position on the board.
    pub fn opening(&self) -> Option<String> {
        let moves: Vec<Move> = self
            .record
            .path_to(self.record.cursor())
            .into_iter()
            .filter_map(|id| self.record.node(id).mv())
            .collect();
        crate::learn::openings::identify(&moves, self.record.variant()).map(|i| i.name())
    }

    /// Puts a file the player opened or saved on the recent list.
    fn remember_file(&mut self, path: &std::path::Path) {
        let Some(store) = &self.store else {
            return;
        };
        let game = recent_entry(&self.record, path, self.game_title());
        if let Err(e) = store.remember(game) {
            self.notice = Some(self.tf("notice-recent-failed", &[("error", arg(e.to_string()))]));
        }
    }

    /// "Copenhagen · Person v Bot: Karl", for lists.
    fn game_title(&self) -> String {
        self.tf(
            "game-title",
            &[
                (
                    "variant",
                    arg(wording::variant_name(&self.locale, self.record.variant())),
                ),
                ("attackers", arg(self.players[0].label(&self.locale))),
                ("defenders", arg(self.players[1].label(&self.locale))),
            ],
        )
    }

    /// Adds a settings change to the file, when there is one to write.
    fn save_settings(&mut self) {
        if !self.may_save_settings {
            return;
        }
        if let Some(path) = self.folders.settings_file()
            && let Err(e) = self.settings.save(&path)
        {
            self.notice = Some(save_failed(&self.locale, &path, &e));
        }
    }

    /// Starts a fresh game of `variant` between `players`.
    fn new_game(&mut self, variant: Arc<Variant>, players: [Player; 2]) {
        self.stop_thinking();
        self.record = GameRecord::new(variant);
        self.players = players;
        self.path = None;
        self.autosave = None;
        self.notice = None;
        self.selected = None;
        self.hint = None;
        self.sliding = None;
        self.replaying = false;
        self.practice = None;
        self.redraw();
    }

    /// Starts a Copenhagen game practising the book's opening number
    /// `opening` as `side`; `LEVELS[level]` plays on after the line.
    fn start_practice(&mut self, opening: usize, side: Side, level: usize) -> Task<Message> {
        let practice = match Practice::new(opening, side, level) {
            Ok(p) => p,
            Err(e) => {
                self.notice = Some(self.tf("notice-practice-failed", &[("error", arg(e))]));
                return Task::none();
            }
        };
        let Some(variant) = self
            .variants
            .iter()
            .find(|v| v.id() == "copenhagen")
            .cloned()
            .or_else(|| Variant::built_in("copenhagen"))
        else {
            return Task::none();
        };
        self.matchup = None;
        self.matchup_game = None;
        // Both sides are people while the line lasts: the app plays the
        // opponent's book moves itself, with no search.
        self.new_game(variant, [Player::Person; 2]);
        self.practice = Some(practice);
        self.screen = Screen::Game;
        let task = self.practice_advance();
        self.autosave();
        task
    }

    /// Plays the opponent's book moves while it is their turn in the line;
    /// at the line's end hands the opponent's side to the bot.
    fn practice_advance(&mut self) -> Task<Message> {
        loop {
            let Some(p) = &self.practice else {
                return Task::none();
            };
            let side = p.side();
            let ply = self.record.ply();
            match p.book_move(ply) {
                _ if p.is_finished() => return Task::none(),
                Some(_) if self.record.position().turn() == side => return Task::none(),
                Some(mv) => {
                    let _ = self.play(mv);
                    if self.record.ply() == ply {
                        // A broken line: go on as a normal game.
                        self.notice = Some(self.tf(
                            "notice-book-move-unplayable",
                            &[("move", arg(mv.to_string()))],
                        ));
                        return self.practice_hand_over();
                    }
                }
                None => return self.practice_hand_over(),
            }
        }
    }

    /// The line is over: the bot plays the opponent's side from here.
    fn practice_hand_over(&mut self) -> Task<Message> {
        let Some(p) = &mut self.practice else {
            return Task::none();
        };
        p.finish();
        let opponent = p.side().other();
        self.players[side_index(opponent)] = Player::Bot(p.level());
        self.autosave();
        self.bot_turn()
    }

    /// A move the person made: in a practised line it must be the book's.
    fn person_plays(&mut self, mv: Move) -> Task<Message> {
        let ply = self.record.ply();
        let Some(p) = &mut self.practice else {
            return self.play(mv);
        };
        let Some(book_move) = p.book_move(ply) else {
            return self.play(mv);
        };
        if self.record.position().turn() != p.side() {
            self.notice = Some(self.t("notice-book-moves-here"));
            return Task::none();
        }
        if mv != book_move {
            let why = p.wrong(mv, book_move, self.record.position(), &self.locale);
            self.notice = Some(why);
            self.selected = None;
            // Shown where the last move's mark goes, until the next move.
            self.hint = Some(book_move);
            self.redraw();
            return Task::none();
        }
        p.count_found();
        let task = self.play(mv);
        Task::batch([task, self.practice_advance()])
    }

    /// Starts the matchup's next game, sides as its round asks.
    fn next_matchup_game(&mut self) -> Task<Message> {
        let Some(play) = &self.matchup else {
            return Task::none();
        };
        let (Some(next), Some(players)) = (play.matchup.next_game(), play.players()) else {
            return Task::none();
        };
        let Some(variant) = self
            .variants
            .iter()
            .find(|v| v.id() == play.variant)
            .cloned()
        else {
            let variant = arg(play.variant.clone());
            self.notice = Some(self.tf("notice-matchup-variant-gone", &[("variant", variant)]));
            return Task::none();
        };
        let path = play.game_path();
        let players = players.map(|p| Player::from_setting(&p));
        self.new_game(variant, players);
        let tr = &self.locale;
        let seat = |seat: Seat, player: Player| {
            let id = match seat {
                Seat::Challenger => "matchup-challenger-player",
                Seat::Opponent => "matchup-opponent-player",
            };
            tr.format(id, &[("player", arg(player.label(tr)))])
        };
        let (att, def) = match next.challenger_plays {
            Side::Attackers => (Seat::Challenger, Seat::Opponent),
            Side::Defenders => (Seat::Opponent, Seat::Challenger),
        };
        // The sheet's header, as the players would write it in their language.
        let event = tr.format(
            "matchup-event",
            &[("round", arg(next.round)), ("game", arg(next.game))],
        );
        let (attackers, defenders) = (seat(att, self.players[0]), seat(def, self.players[1]));
        self.record.meta.event = event;
        self.record.meta.attackers = attackers;
        self.record.meta.defenders = defenders;
        self.autosave = self.store.as_ref().and(path);
        self.matchup_game = Some(next);
        self.bot_turn()
    }

    /// Counts a finished matchup game, once, and saves the score.
    fn count_matchup_game(&mut self) {
        let (Some(play), Some(on_board)) = (&mut self.matchup, self.matchup_game) else {
            return;
        };
        if play.matchup.next_game() != Some(on_board) {
            return;
        }
        let Some(outcome) = self.record.position().outcome() else {
            return;
        };
        play.matchup.record(outcome.winner);
        self.matchup_game = None;
        let (c, o) = play.matchup.score();
        let score = [("challenger", arg(c)), ("opponent", arg(o))];
        let line = match play.matchup.winner() {
            Some(Seat::Challenger) => self.locale.format("matchup-challenger-wins", &score),
            Some(Seat::Opponent) => self.locale.format("matchup-opponent-wins", &score),
            None => self.locale.format("matchup-score-next", &score),
        };
        self.notice = Some(match self.notice.take() {
            Some(n) => format!("{n} · {line}"),
            None => line,
        });
        if self.store.is_some()
            && let Err(e) = play.save()
        {
            let error = arg(e.to_string());
            self.notice = Some(
                self.locale
                    .format("notice-matchup-save-failed", &[("error", error)]),
            );
        }
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
                        return self.person_plays(mv);
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
                // In a practised line, back to a move of the person's side.
                while let Some(p) = &self.practice
                    && p.book_move(self.record.ply()).is_some()
                    && self.record.position().turn() != p.side()
                    && self.record.undo()
                {}
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
                // The form starts from the settings' defaults.
                let variant = self
                    .variants
                    .iter()
                    .find(|v| v.id() == self.settings.variant)
                    .unwrap_or(self.record.variant())
                    .clone();
                let players = self
                    .settings
                    .players
                    .clone()
                    .map(|p| Player::from_setting(&p));
                self.screen = Screen::NewGame(Form {
                    variant: VariantChoice(variant),
                    players,
                    matchup: false,
                });
                Task::none()
            }
            Message::CancelNewGame | Message::CloseSettings | Message::CloseRecent => {
                self.screen = Screen::Game;
                Task::none()
            }
            Message::ChooseVariant(v) => {
                if let Screen::NewGame(form) = &mut self.screen {
                    // The paper's strategies only play 11×11 boards.
                    if v.0.size() != 11 {
                        form.without_strategies();
                    }
                    form.variant = v;
                }
                Task::none()
            }
            Message::ChoosePlayer(side, p) => {
                if let Screen::NewGame(form) = &mut self.screen {
                    form.players[side_index(side)] = p;
                }
                Task::none()
            }
            Message::ToggleMatchup(on) => {
                if let Screen::NewGame(form) = &mut self.screen {
                    form.matchup = on;
                    // A strategy plays one side only; a matchup swaps sides.
                    if on {
                        form.without_strategies();
                    }
                }
                Task::none()
            }
            Message::StartGame => {
                let Screen::NewGame(form) = std::mem::replace(&mut self.screen, Screen::Game)
                else {
                    return Task::none();
                };
                if form.matchup {
                    let folder = self.store.as_ref().map_or_else(
                        || std::env::temp_dir().join("taflbord-matchup"),
                        |s| s.new_matchup_folder(SystemTime::now()),
                    );
                    self.matchup = Some(MatchupPlay {
                        variant: form.variant.0.id().to_string(),
                        challenger: form.players[0].setting(),
                        opponent: form.players[1].setting(),
                        folder,
                        matchup: Matchup::new(),
                    });
                    let task = self.next_matchup_game();
                    self.autosave();
                    return task;
                }
                self.matchup = None;
                self.matchup_game = None;
                self.new_game(form.variant.0, form.players);
                self.autosave();
                self.bot_turn()
            }
            Message::NextMatchupGame => {
                let task = self.next_matchup_game();
                self.autosave();
                task
            }
            Message::ShowSettings => {
                self.screen = Screen::Settings;
                Task::none()
            }
            Message::Setting(change) => {
                let looks = matches!(
                    change,
                    Change::BoardStyle(_)
                        | Change::Theme(_)
                        | Change::Coordinates(_)
                        | Change::LastMove(_)
                        | Change::LegalMoves(_)
                );
                let language = matches!(change, Change::Language(_));
                if settings_view::apply(&mut self.settings, change) {
                    self.save_settings();
                }
                if language {
                    // Everything is drawn from the locale: the next view
                    // speaks the new language, no restart needed.
                    let tag = self.settings.language.as_deref();
                    self.locale = Locale::new(tag.unwrap_or(self.system_language));
                }
                if looks {
                    self.redraw();
                }
                Task::none()
            }
            Message::ShowRules(id) => {
                let Some(variant) = self.variants.iter().find(|v| v.id() == id) else {
                    return Task::none();
                };
                let rules = Box::new(RulesScreen::new(variant, &self.locale));
                let back = match std::mem::replace(&mut self.screen, Screen::Game) {
                    Screen::Rules(_, back) => back,
                    other => Box::new(other),
                };
                self.screen = Screen::Rules(rules, back);
                iced::widget::operation::snap_to(
                    rules_help::PAGE_ID,
                    iced::widget::operation::RelativeOffset::START,
                )
            }
            Message::CloseRules => {
                if let Screen::Rules(_, back) = std::mem::replace(&mut self.screen, Screen::Game) {
                    self.screen = *back;
                }
                Task::none()
            }
            Message::ShowExplorer => {
                let variant = self
                    .variants
                    .iter()
                    .find(|v| v.id() == "copenhagen")
                    .cloned()
                    .or_else(|| Variant::built_in("copenhagen"));
                let Some(variant) = variant else {
                    return Task::none();
                };
                // The game's own opening, when it has one.
                let name = self.opening();
                let start = crate::learn::openings::book()
                    .openings
                    .iter()
                    .position(|o| Some(o.name()) == name)
                    .unwrap_or(0);
                self.screen = Screen::Explorer(Box::new(Explorer::new(variant, start)));
                Task::none()
            }
            Message::CloseExplorer => {
                self.screen = Screen::Game;
                Task::none()
            }
            Message::ExplorerSelect(k) => {
                if let Screen::Explorer(e) = &mut self.screen {
                    e.select(k);
                }
                Task::none()
            }
            Message::ExplorerStep(k) => {
                if let Screen::Explorer(e) = &mut self.screen {
                    e.go_to(k);
                }
                Task::none()
            }
            Message::PracticeSide(side) => {
                if let Screen::Explorer(e) = &mut self.screen {
                    e.set_side(side);
                }
                Task::none()
            }
            Message::PracticeLevel(level) => {
                if let Screen::Explorer(e) = &mut self.screen {
                    e.set_level(level);
                }
                Task::none()
            }
            Message::StartPractice => {
                let Screen::Explorer(e) = &self.screen else {
                    return Task::none();
                };
                let (opening, side, level) = (e.selected(), e.side(), e.level());
                self.start_practice(opening, side, level)
            }
            Message::ShowRecent => {
                let games = self.store.as_ref().map(Store::recent).unwrap_or_default();
                self.screen = Screen::Recent(games);
                Task::none()
            }
            Message::Export(kind) => export::ask(kind, &self.record, &self.locale),
            Message::ExportTo(_, None) => Task::none(),
            Message::ExportTo(kind, Some(path)) => {
                let options = crate::render::picture::PictureOptions {
                    style: self.settings.board_style,
                    coordinates: self.settings.coordinates,
                    flipped: self.flipped,
                    ..Default::default()
                };
                export::write(kind, path, self.record.clone(), options)
            }
            Message::Exported(result) => {
                self.notice = Some(match result {
                    Ok(what) => what.says(&self.locale),
                    Err(e) => self.tf("notice-export-failed", &[("error", arg(e))]),
                });
                Task::none()
            }
            Message::Frame => {
                if self.sliding.is_some_and(|(_, t)| t.elapsed() >= SLIDE) {
                    self.sliding = None;
                }
                self.redraw();
                Task::none()
            }
            Message::Resized(size) => {
                self.settings.window.width = size.width;
                self.settings.window.height = size.height;
                Task::none()
            }
            Message::CloseRequested(_) => {
                // The window size is saved once, on the way out.
                self.save_settings();
                self.stop_thinking();
                iced::exit()
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
                                self.notice =
                                    Some(self.tf("notice-hint", &[("move", arg(mv.to_string()))]));
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
                    Ok(mv) if self.player_to_move() == Player::Person => self.person_plays(mv),
                    Ok(_) => {
                        self.notice = Some(self.t("typed-bots-turn"));
                        Task::none()
                    }
                    Err(e) => {
                        let typed = arg(text.trim().to_string());
                        self.notice = Some(
                            self.tf("typed-problem", &[("typed", typed), ("problem", arg(e))]),
                        );
                        self.typed = text;
                        Task::none()
                    }
                }
            }
            Message::Save => {
                let (sheets, opentafl) = (self.t("file-kind-sheet"), self.t("file-kind-opentafl"));
                let name = format!("{}.tafl", self.t("file-default-name"));
                Task::perform(
                    async move {
                        rfd::AsyncFileDialog::new()
                            .add_filter(sheets, &["tafl"])
                            .add_filter(opentafl, &["otg"])
                            .set_file_name(name)
                            .save_file()
                            .await
                            .map(|h| h.path().to_path_buf())
                    },
                    Message::SaveTo,
                )
            }
            Message::SaveTo(None) | Message::OpenFrom(None) => Task::none(),
            Message::SaveTo(Some(path)) => {
                self.name_opening();
                let text = match path.extension().and_then(|e| e.to_str()) {
                    Some("otg") => opentafl::write_otg(&self.record),
                    _ => sheet::write(&self.record, Perspective::Attackers),
                };
                Task::perform(
                    async move {
                        std::fs::write(&path, text)
                            .map(|_| path.clone())
                            .map_err(|e| (path.clone(), e.to_string()))
                    },
                    Message::Saved,
                )
            }
            Message::Saved(result) => {
                match result {
                    Ok(path) => {
                        self.notice =
                            Some(self.tf("notice-saved", &[("file", arg(file_name(&path)))]));
                        self.remember_file(&path);
                        self.path = Some(path);
                        self.autosave();
                    }
                    Err((path, e)) => {
                        let args = [("file", arg(path.display().to_string())), ("error", arg(e))];
                        self.notice = Some(self.tf("notice-save-failed", &args));
                    }
                }
                Task::none()
            }
            Message::Open => {
                let games = self.t("file-kind-games");
                Task::perform(
                    async move {
                        rfd::AsyncFileDialog::new()
                            .add_filter(games, &["tafl", "otg"])
                            .pick_file()
                            .await
                            .map(|h| h.path().to_path_buf())
                    },
                    Message::OpenFrom,
                )
            }
            Message::OpenFrom(Some(path)) => {
                // Reading and parsing happen in the task, off the update loop.
                let variants = self.variants.clone();
                Task::perform(async move { read_game(path, &variants) }, Message::Loaded)
            }
            Message::Loaded(result) => {
                match result {
                    Ok((path, record)) => {
                        let mut record = *record;
                        record.go_to_start();
                        record.go_to_end();
                        self.new_game(record.variant().clone(), [Player::Person; 2]);
                        self.record = record;
                        self.matchup = None;
                        self.matchup_game = None;
                        self.notice =
                            Some(self.tf("notice-opened", &[("file", arg(file_name(&path)))]));
                        self.screen = Screen::Game;
                        // A game from the data folder (the recent list) goes on
                        // in its own file; any other is autosaved as a copy.
                        let ours = self
                            .store
                            .as_ref()
                            .is_some_and(|s| path.starts_with(s.folder()));
                        if ours {
                            self.autosave = Some(path);
                        } else {
                            self.remember_file(&path);
                            self.path = Some(path);
                        }
                        self.autosave();
                    }
                    // The game on screen stays as it was.
                    Err((path, e)) => {
                        let args = [("file", arg(path.display().to_string())), ("error", arg(e))];
                        self.notice = Some(self.tf("notice-open-failed", &args));
                    }
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
                .map_err(|e| wording::resolve_error(&self.locale, &e));
        }
        let m = LetterMove::parse(text, pos.size()).map_err(|_| self.t("typed-how"))?;
        pos.check(m.mv)
            .map_err(|e| wording::illegal(&self.locale, e))?;
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
        let frames = if self.sliding.is_some() {
            iced::window::frames().map(|_| Message::Frame)
        } else {
            Subscription::none()
        };
        let window = Subscription::batch([
            iced::window::resize_events().map(|(_, size)| Message::Resized(size)),
            iced::window::close_requests().map(Message::CloseRequested),
        ]);
        Subscription::batch([keys, replay, ticking, frames, window])
    }

    pub fn view(&self) -> Element<'_, Message> {
        let dark = self.settings.theme == Theme::Dark;
        let palette = self.settings.board_style.palette(dark);
        let content: Element<'_, Message> = match &self.screen {
            // The rules need the room: they take the whole window.
            Screen::Rules(rules, _) => rules.view(&self.variants, palette, &self.locale),
            Screen::Explorer(explorer) => explorer.view(palette, &self.locale),
            screen => {
                let side: Element<'_, Message> = match screen {
                    Screen::NewGame(form) => new_game::view(&self.variants, form, &self.locale),
                    Screen::Settings => scrollable(settings_view::view(
                        &self.settings,
                        &self.variants,
                        self.may_save_settings
                            .then(|| self.folders.settings_file())
                            .flatten()
                            .as_deref(),
                        &self.locale,
                    ))
                    .into(),
                    Screen::Recent(games) => recent_view::view(games, &self.locale),
                    _ => column![
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
                let board = container(self.board_view(palette)).id(BOARD_ID);
                row![container(board).width(Fill).height(Fill).padding(10), side]
                    .spacing(10)
                    .padding(10)
                    .into()
            }
        };
        // An opaque background, so nothing of an earlier frame shows through.
        container(content)
            .width(Fill)
            .height(Fill)
            .style(|theme: &iced::Theme| {
                container::Style::default().background(theme.palette().background)
            })
            .into()
    }

    fn board_view(&self, palette: crate::render::board_style::Palette) -> Element<'_, Message> {
        let pos = self.record.position();
        let targets: Vec<Square> = match self.selected {
            Some(from) if self.settings.legal_moves => pos
                .legal_moves_from(from)
                .into_iter()
                .map(|m| m.to)
                .collect(),
            _ => Vec::new(),
        };
        let here = self.record.node(self.record.cursor());
        let played = here.played().filter(|_| self.settings.last_move);
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
            last_move: self.hint.or(played.map(|p| p.mv)),
            captured,
            flipped: self.flipped,
            cache: Some(&self.board),
            palette,
            coordinates: self.settings.coordinates,
            interactive: true,
            sliding,
        })
        .width(Fill)
        .height(Fill)
        .into()
    }

    fn status(&self) -> Element<'_, Message> {
        let pos = self.record.position();
        let mut lines = column![].spacing(4);
        let turn = match (pos.outcome(), pos.turn()) {
            (Some(o), _) => self.tf(
                "status-game-over",
                &[("outcome", arg(wording::outcome(&self.locale, &o)))],
            ),
            (None, side) => {
                let player = arg(self.players[side_index(side)].label(&self.locale));
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
                let warning = match (self.record.variant().id(), ways) {
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
        if let Some(t) = &self.thinking {
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
        if let Some(play) = &self.matchup {
            let (c, o) = play.matchup.score();
            let where_ = match (play.matchup.winner(), self.matchup_game) {
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
            if self.matchup_game.is_none() && play.matchup.next_game().is_some() {
                line = line.push(
                    button(text(self.t("matchup-next-game")).size(14))
                        .on_press(Message::NextMatchupGame),
                );
            }
            let line = line.wrap();
            lines = lines.push(line);
        }
        if let Some(p) = &self.practice {
            lines = lines.push(text(p.summary(&self.locale)).size(14));
        }
        if let Some(n) = &self.notice {
            lines = lines.push(text(n.clone()).size(14));
        }
        // A fixed height keeps the buttons below from jumping as lines come and go.
        container(lines).height(Length::Fixed(140.0)).into()
    }

    fn controls(&self) -> Element<'_, Message> {
        let thinking = self.thinking.is_some();
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
                    Message::ShowRules(self.record.variant().id().to_string())
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
                button(text(self.t(if self.bots_paused {
                    "button-resume-bots"
                } else {
                    "button-pause-bots"
                })))
                .on_press_maybe(
                    self.players
                        .iter()
                        .any(|p| *p != Player::Person)
                        .then_some(Message::ToggleBots),
                ),
                button(text(self.t("button-move-now")))
                    .on_press_maybe(thinking.then_some(Message::MoveNow)),
                button(text(self.t("button-hint"))).on_press_maybe(
                    (!thinking && self.record.position().outcome().is_none())
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
        scrollable(sheet_view::view(&self.record, self.opening(), &self.locale))
            .height(Fill)
            .into()
    }
}

/// The recent-list entry of `record`, saved now at `path`.
fn recent_entry(record: &GameRecord, path: &std::path::Path, title: String) -> RecentGame {
    RecentGame {
        path: path.to_path_buf(),
        title,
        when: autosave::unix_seconds(SystemTime::now()),
        moves: record.main_line().len().saturating_sub(1),
        result: record.result().map(|r| r.to_string()),
    }
}

/// Reads a record sheet (`.tafl`) or an OpenTafl game (`.otg`); or the
/// file and why it could not be read.
fn read_game(path: PathBuf, variants: &[Arc<Variant>]) -> Result<Loaded, (PathBuf, String)> {
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => return Err((path, e.to_string())),
    };
    let record = if path.extension().is_some_and(|e| e == "otg") {
        opentafl::read_otg(&text, variants).map_err(|e| e.to_string())
    } else {
        Sheet::read(&text, variants).map_err(|e| e.to_string())
    };
    match record {
        Ok(r) => Ok((path, Box::new(r))),
        Err(e) => Err((path, e)),
    }
}

/// A game read from a file, and the file.
type Loaded = (PathBuf, Box<GameRecord>);

/// "Could not save the settings to …", in the player's language.
fn save_failed(tr: &Locale, path: &std::path::Path, e: &std::io::Error) -> String {
    tr.format(
        "settings-save-failed",
        &[
            ("file", arg(path.display().to_string())),
            ("error", arg(e.to_string())),
        ],
    )
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
fn all_variants(config: Option<&std::path::Path>, tr: &Locale) -> (Vec<Arc<Variant>>, Vec<String>) {
    let mut all = built_ins().to_vec();
    let mut problems = Vec::new();
    if let Some(config) = config {
        let (found, errors) = crate::load_folder(&config.join("variants"));
        all.extend(found.into_iter().map(Arc::new));
        problems.extend(
            errors
                .iter()
                .map(|e| tr.format("notice-variant-skipped", &[("error", arg(e.to_string()))])),
        );
    }
    (all, problems)
}

/// Runs the app, opening `file` when given.
pub fn run(file: Option<PathBuf>) -> iced::Result {
    // Only the window size is wanted here; the app reads the settings
    // properly (with notices) when it starts.
    let size = Folders::system()
        .settings_file()
        .and_then(|p| std::fs::read_to_string(p).ok())
        .and_then(|t| Settings::parse(&t).ok())
        .unwrap_or_default()
        .window;
    iced::application(move || App::new(file.clone()), App::update, App::view)
        .title(App::title)
        .theme(App::theme)
        .subscription(App::subscription)
        .window(iced::window::Settings {
            size: iced::Size::new(size.width, size.height),
            min_size: Some(iced::Size::new(
                crate::store::settings::WindowSize::MIN.width,
                crate::store::settings::WindowSize::MIN.height,
            )),
            exit_on_close_request: false,
            icon: icon::window_icon(),
            // The desktop entry's id: docks and window lists match the
            // window to its menu entry and icon by it.
            #[cfg(target_os = "linux")]
            platform_specific: iced::window::settings::PlatformSpecific {
                application_id: APP_ID.to_owned(),
                ..Default::default()
            },
            ..iced::window::Settings::default()
        })
        .run()
}
