//! The desktop app: an Elm-style iced program. The root [`App`] holds the
//! settings and the screens; each screen (`screen/`) has its own messages,
//! view and update, and returns an event where the root must act. What a
//! game does lives in [`crate::session`], without a window; the window
//! turns clicks into calls and results into pictures. Searches run on their
//! own threads; files are read and written in tasks, never on the update
//! loop.
//!
//! Depends on every folder below it: the engine, [`crate::notation`],
//! [`crate::clock`], [`crate::record`], [`crate::bot`], [`crate::analysis`],
//! [`crate::render`], [`crate::contest`], [`crate::online`],
//! [`crate::store`], [`crate::i18n`], [`crate::learn`] and
//! [`crate::session`].

mod audio;
pub mod dialog;
pub mod export;
mod files;
mod folders;
mod icon;
mod reading;
pub mod renderer;
mod run;
pub mod screen;
mod screens;
pub mod secrets;
pub mod widget;

pub use audio::Sounds;
pub use export::Export;
pub use folders::Folders;
pub use run::run;
pub use screen::game::TYPED_ID;
pub use screen::new_game::{Form, VariantChoice};
pub use screen::openings::Explorer;
pub use screen::settings::{Change, Language};
pub use widget::board::Clicked;

use crate::Variant;
use crate::i18n::locale::{self, Locale};
use crate::i18n::wording;
use crate::session::{Notice, Player, Session, Sound};
use crate::store::autosave::{RecentGame, Store};
use crate::store::settings::{Settings, Theme};
use crate::store::write::{Write, WriteFailed, WriteQueue};
use iced::keyboard::{self, Key, key::Named};
use iced::widget::{container, mouse_area, row, scrollable, space, stack};
use iced::{Element, Fill, Length, Subscription, Task};
use run::all_variants;
use screen::chooser::{self, Chooser};
use screen::game::{self, Game};
use screen::online::{self, Online};
use screen::rules::RulesScreen;
use screen::set_up::{self, Editor};
use screen::{new_game, openings, recent, rules, settings, welcome};
use std::path::PathBuf;
use std::sync::Arc;

/// The space around and between the board and the side panel.
const PAD: f32 = 10.0;

/// The side panel's width in a window of `size`: the board takes a square
/// as high as the window allows, the panel the width left beside it,
/// within what a panel of buttons and a record sheet reads well at.
pub fn panel_width(size: iced::Size) -> f32 {
    let board = size.height - game::BAR_HEIGHT - 3.0 * PAD;
    (size.width - board - 3.0 * PAD).clamp(340.0, 560.0)
}

/// Room kept free beside a scrolling page for its scrollbar (10 pixels
/// wide) and a little air.
const SCROLLBAR_ROOM: f32 = 14.0;

/// The widget id of the board canvas's container.
pub const BOARD_ID: &str = "board";

/// The app's id, as in `packaging/` (desktop entry, metainfo, MIME type).
pub const APP_ID: &str = "io.github.taflbord.Taflbord";

#[derive(Clone, Debug)]
pub enum Message {
    Game(game::Message),
    NewGame(new_game::Message),
    Settings(settings::Message),
    Recent(recent::Message),
    Rules(rules::Message),
    Openings(openings::Message),
    SetUp(set_up::Message),
    Chooser(chooser::Message),
    Welcome(welcome::Message),
    Online(online::Message),
    /// The recent list, read in a task.
    RecentRead(Vec<RecentGame>),
    /// A queued write ended.
    Written(Result<(), Arc<WriteFailed>>),
    Key(Key, keyboard::Modifiers),
    Resized(iced::Size),
    CloseRequested(iced::window::Id),
}

/// What the side panel (or, for the rules and openings, the whole window)
/// shows besides the board.
enum Screen {
    Game,
    NewGame(new_game::Form),
    Settings,
    /// The rules help, and the screen to go back to.
    Rules(Box<RulesScreen>, Box<Screen>),
    Recent(Vec<RecentGame>),
    /// The opening explorer, over the whole window.
    Openings(Box<Explorer>),
    /// The position editor, over the whole window.
    SetUp(Box<Editor>),
    /// The app's own file chooser, over the whole window.
    Chooser(Box<Chooser>),
    /// Online play, over the whole window.
    Online,
}

/// The whole app.
pub struct App {
    game: Game,
    screen: Screen,
    settings: Settings,
    folders: Folders,
    /// False when a broken settings file could not be moved aside.
    may_save_settings: bool,
    sounds: Sounds,
    writes: WriteQueue,
    /// The window was asked to close: it does once the writes are done.
    closing: bool,
    /// The language everything is shown in (the session words its notices
    /// in it too).
    locale: Arc<Locale>,
    /// The language when the settings choose the system's.
    system_language: &'static str,
    /// The folder a file was last chosen in, where the chooser opens next.
    last_folder: Option<PathBuf>,
    /// The first run's welcome over the board, with its "Play the
    /// computer" choices, until a game starts or it is put away.
    welcome: Option<Box<Form>>,
    /// Online play: kept while the player goes back to the board, so the
    /// connection and its games live on.
    online: Option<Box<Online>>,
}

impl App {
    /// The app at start with its settings and games in `folders` (the
    /// player's, or in tests temporary ones, or none): the game of `file`
    /// when one is given and can be read, else the last session's game,
    /// else a new game. With a `seed`, every game's bots play by it (the
    /// same choices again); without, each game gets a fresh one.
    pub fn with_folders(
        folders: Folders,
        file: Option<PathBuf>,
        seed: Option<u64>,
    ) -> (App, Task<Message>) {
        App::launch(folders, file, locale::system_language(), seed)
    }

    /// The app as [`App::with_folders`] makes it, with no seed, on a
    /// system whose language is `system_language` (a tag of
    /// [`locale::LANGUAGES`]), used while the settings choose none.
    pub fn starting(
        folders: Folders,
        file: Option<PathBuf>,
        system_language: &'static str,
    ) -> (App, Task<Message>) {
        App::launch(folders, file, system_language, None)
    }

    fn launch(
        folders: Folders,
        file: Option<PathBuf>,
        system_language: &'static str,
        seed: Option<u64>,
    ) -> (App, Task<Message>) {
        let mut notices = Vec::new();
        let loaded = folders
            .settings_file()
            .map(|path| (Settings::load(&path), path));
        let (settings, may_save_settings) = match &loaded {
            Some((loaded, _)) => (loaded.settings.clone(), loaded.may_save),
            None => (Settings::default(), false),
        };
        let locale = Arc::new(Locale::new(
            settings.language.as_deref().unwrap_or(system_language),
        ));
        let mut first_writes = Vec::new();
        if let Some((loaded, path)) = loaded {
            match loaded.notice {
                // Where the settings will be is for the log, not the screen.
                Some(n @ crate::store::settings::Notice::Missing { .. }) => {
                    let says = wording::settings_notice(&locale, &n);
                    eprintln!("taflbord: {says}");
                }
                n => notices.extend(n.map(|n| wording::settings_notice(&locale, &n))),
            }
            // Write the defaults now, so the notice is seen once, not at
            // every start until something is changed.
            if loaded.may_save && !path.exists() {
                first_writes.push(Write::Settings {
                    path,
                    settings: Box::new(loaded.settings.clone()),
                });
            }
        }
        let (variants, problems) = all_variants(&folders, &locale);
        notices.extend(problems);
        let variant = variants
            .iter()
            .find(|v| v.id() == settings.variant)
            .cloned()
            .or_else(|| Variant::built_in("copenhagen"))
            .expect("built-in variant");
        let players = settings.players.clone().map(|p| Player::from_setting(&p));
        let store = folders.data.clone().map(Store::new);
        let mut session = Session::new(variants, variant, players, store, locale.clone());
        session.set_engine_threads(settings.engine_threads);
        session.set_seed(seed);
        session.set_names(settings.names.clone());
        let mut notices: Vec<Notice> = notices.into_iter().map(Notice::Worded).collect();
        // The last session comes back even when a file is named: if the
        // file cannot be read, the game stays as it was. With none in the
        // data folder and no file named, a first run, welcomed.
        let restored = session.restore();
        let first_run = file.is_none() && restored.is_none() && folders.data.is_some();
        notices.extend(restored);
        session.set_notice(notices);
        let mut game = Game::new(session);
        game.set_notation(settings.notation);
        let mut app = App {
            game,
            screen: Screen::Game,
            settings,
            folders,
            may_save_settings,
            sounds: Sounds::new(),
            writes: WriteQueue::default(),
            closing: false,
            locale,
            system_language,
            last_folder: None,
            welcome: None,
            online: None,
        };
        if first_run {
            app.welcome = Some(Box::new(app.fresh_form()));
        }
        let writes = Task::batch(first_writes.into_iter().map(|w| app.queue(w)));
        // The bots of the game on the board start now, or, with a file
        // named, once it is read: the opened game's, or (when it cannot be
        // read) the last session's.
        let task = match file {
            Some(path) => Task::done(Message::Game(game::Message::OpenFrom(Some(path)))),
            None => {
                let task = app.game.with_session(&app.settings, Session::bot_turn);
                app.after_game(task)
            }
        };
        (app, Task::batch([writes, task]))
    }

    // --- Steering (for tests) ------------------------------------------------

    /// From now on every game's bots play by `seed` (the same choices
    /// again), or by a fresh seed each game with `None`.
    pub fn set_seed(&mut self, seed: Option<u64>) {
        self.game.session_mut().set_seed(seed);
    }

    /// Where the game's clocks get the time (tests give a fake one).
    pub fn set_time_source(&mut self, source: crate::clock::TimeSource) {
        self.game.session_mut().set_time_source(source);
    }

    // --- Updating ------------------------------------------------------------

    pub fn update(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::Game(m) => self.game_message(m),
            Message::NewGame(m) => self.new_game_message(m),
            Message::Settings(settings::Message::Change(change)) => self.change_setting(change),
            Message::Settings(settings::Message::Done)
            | Message::Recent(recent::Message::Back)
            | Message::Openings(openings::Message::Back) => self.show_game(),
            Message::Recent(recent::Message::Open(path)) => {
                self.update(Message::Game(game::Message::OpenFrom(Some(path))))
            }
            Message::RecentRead(games) => self.show_recent(games),
            Message::Rules(rules::Message::Show(id)) => self.show_rules(&id),
            Message::Rules(rules::Message::Back) => self.rules_back(),
            Message::Openings(m) => self.openings_message(m),
            Message::SetUp(m) => self.set_up_message(m),
            Message::Chooser(m) => self.chooser_message(m),
            Message::Welcome(m) => self.welcome_message(m),
            Message::Online(m) => self.online_message(m),
            Message::Written(result) => self.written(result),
            Message::Key(key, modifiers) => self.key(&key, modifiers),
            Message::Resized(size) => self.resized(size),
            Message::CloseRequested(_) => self.close_requested(),
        }
    }

    fn game_message(&mut self, m: game::Message) -> Task<Message> {
        let (task, event) = self.game.update(m, &self.settings);
        // A move played, or a game opened: the welcome has done its work.
        if self.record().main_line().len() > 1 {
            self.welcome = None;
        }
        let mut task = self.after_game(task);
        // Asked whether to leave a running timed game (from the recent
        // list, say): the question is on the game screen.
        if self.game.asking() && !matches!(self.screen, Screen::Game) {
            task = Task::batch([task, self.show_game()]);
        }
        match event {
            Some(event) => Task::batch([task, self.game_event(event)]),
            None => task,
        }
    }

    fn show_recent(&mut self, games: Vec<RecentGame>) -> Task<Message> {
        self.screen = Screen::Recent(games);
        Task::none()
    }

    /// The rules help goes back to the screen it was opened from.
    fn rules_back(&mut self) -> Task<Message> {
        if let Screen::Rules(_, back) = std::mem::replace(&mut self.screen, Screen::Game) {
            self.screen = *back;
        }
        Task::none()
    }

    /// A queued write is done: the next one runs.
    fn written(&mut self, result: Result<(), Arc<WriteFailed>>) -> Task<Message> {
        if let Err(failed) = result {
            self.game.session_mut().write_failed(&failed);
        }
        match self.writes.done() {
            Some(next) => self.run_write(next),
            None if self.closing => iced::exit(),
            None => Task::none(),
        }
    }

    fn resized(&mut self, size: iced::Size) -> Task<Message> {
        self.settings.window.width = size.width;
        self.settings.window.height = size.height;
        // The sheet's new height would leave the current move anywhere.
        widget::sheet::follow(self.record())
    }

    fn close_requested(&mut self) -> Task<Message> {
        self.game.stop();
        self.closing = true;
        // The window size is saved once, on the way out; the app
        // ends when every queued write is done.
        let task = match self.settings_write() {
            Some(write) => self.queue(write),
            None => Task::none(),
        };
        if self.writes.is_idle() {
            iced::exit()
        } else {
            task
        }
    }

    /// A key no widget took: the shortcuts.
    fn key(&mut self, key: &Key, modifiers: keyboard::Modifiers) -> Task<Message> {
        // With Shift held, letters come upper-case.
        let letter = match key.as_ref() {
            Key::Character(c) => c.to_lowercase(),
            _ => String::new(),
        };
        let (ctrl, shift) = (modifiers.command(), modifiers.shift());
        let on_game = matches!(self.screen, Screen::Game);
        // Tab goes from field to field, on every screen (no field takes it).
        if let Key::Named(Named::Tab) = key.as_ref() {
            return if shift {
                iced::widget::operation::focus_previous()
            } else {
                iced::widget::operation::focus_next()
            };
        }
        if let Key::Named(Named::Escape) = key.as_ref()
            && !on_game
        {
            return self.back();
        }
        if let Key::Named(Named::Escape) = key.as_ref()
            && self.welcome.take().is_some()
        {
            return Task::none();
        }
        let m = match (letter.as_str(), key.as_ref(), ctrl, shift) {
            ("z", _, true, false) => game::Message::Undo,
            ("z", _, true, true) | ("y", _, true, _) => game::Message::Redo,
            ("n", _, true, false) => game::Message::ShowNewGame,
            ("o", _, true, false) => game::Message::Open,
            ("s", _, true, false) => game::Message::Save,
            ("s", _, true, true) => game::Message::SaveAs,
            ("f", _, true, false) => game::Message::Flip,
            ("h", _, true, false) => game::Message::Hint,
            ("p", _, true, false) if on_game => game::Message::ToggleClock,
            ("r", _, true, false) => game::Message::ShowRecent,
            ("b", _, true, false) => game::Message::ShowExplorer,
            ("l", _, true, false) => game::Message::ShowOnline,
            ("e", _, true, false) if on_game => game::Message::Review(game::REVIEW_MS),
            ("a", _, true, false) if on_game => game::Message::ToggleAnalysis,
            ("u", _, true, false) => game::Message::ShowSetUp,
            (",", _, true, false) => game::Message::ShowSettings,
            (_, Key::Named(Named::F1), false, false) => {
                game::Message::ShowRules(self.record().variant().id().to_string())
            }
            // Moving through the record is for the game screen only.
            (_, Key::Named(named), false, _) if on_game => match named {
                Named::ArrowLeft => game::Message::Back,
                Named::ArrowRight => game::Message::Forward,
                Named::Home => game::Message::ToStart,
                Named::End => game::Message::ToEnd,
                Named::Escape if self.game.menu_open() => game::Message::ToggleMenu,
                Named::Escape if self.game.card_shown() => {
                    game::Message::Ending(game::ending::Message::Dismiss)
                }
                Named::Escape => game::Message::Deselect,
                _ => return Task::none(),
            },
            _ => return Task::none(),
        };
        self.update(Message::Game(m))
    }

    /// Escape on a screen other than the game's: back where it came from.
    fn back(&mut self) -> Task<Message> {
        match &self.screen {
            Screen::Rules(..) => self.update(Message::Rules(rules::Message::Back)),
            _ => self.show_game(),
        }
    }

    /// What the game screen asks of the root.
    fn game_event(&mut self, event: game::Event) -> Task<Message> {
        match event {
            game::Event::ShowNewGame => {
                self.welcome = None;
                self.screen = Screen::NewGame(self.fresh_form());
                Task::none()
            }
            game::Event::ShowSettings => {
                self.screen = Screen::Settings;
                Task::none()
            }
            game::Event::ShowRules(id) => self.show_rules(&id),
            game::Event::ShowOnline => self.show_online(),
            game::Event::ShowRecent => {
                // The list is read off the update loop.
                let store = self.session().files().store().cloned();
                Task::future(async move { store.map(|s| s.recent()).unwrap_or_default() })
                    .map(Message::RecentRead)
            }
            game::Event::ShowExplorer => {
                let variant = self
                    .variants()
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
                self.screen = Screen::Openings(Box::new(Explorer::new(variant, start)));
                Task::none()
            }
            game::Event::ShowSetUp => {
                let editor = Editor::new(self.record().position());
                self.screen = Screen::SetUp(Box::new(editor));
                Task::none()
            }
            game::Event::Opened => self.show_game(),
            game::Event::Choose(purpose, name) => self.choose(purpose, name),
        }
    }

    /// Opens the app's own file chooser: in the folder last chosen in,
    /// else the game's own folder, else the documents or home folder.
    fn choose(&mut self, purpose: dialog::Purpose, name: String) -> Task<Message> {
        let user = directories::UserDirs::new();
        let home = user.as_ref().map(|u| u.home_dir().to_path_buf());
        let documents = user
            .as_ref()
            .and_then(|u| u.document_dir())
            .map(PathBuf::from);
        let mut places = Vec::new();
        if let Some(data) = &self.folders.data {
            places.push(chooser::Place {
                label: "chooser-place-games",
                folder: data.clone(),
            });
        }
        for (label, folder) in [
            ("chooser-place-home", &home),
            ("chooser-place-documents", &documents),
        ] {
            if let Some(folder) = folder {
                places.push(chooser::Place {
                    label,
                    folder: folder.clone(),
                });
            }
        }
        let start = self
            .last_folder
            .clone()
            .or_else(|| {
                self.session()
                    .path()
                    .and_then(|p| p.parent())
                    .map(PathBuf::from)
            })
            .filter(|f| !f.as_os_str().is_empty())
            .or(documents)
            .or(home)
            .or_else(|| self.folders.data.clone())
            .unwrap_or_else(|| PathBuf::from("/"));
        let store = self.session().files().store().cloned();
        let recent = move || {
            let mut folders: Vec<PathBuf> = Vec::new();
            for game in store.map(|s| s.recent()).unwrap_or_default() {
                if let Some(folder) = game.path.parent()
                    && !folders.iter().any(|f| f == folder)
                {
                    folders.push(folder.to_path_buf());
                }
            }
            folders.truncate(6);
            folders
        };
        let (chooser, task) = Chooser::new(purpose, name, start, places, recent);
        self.screen = Screen::Chooser(Box::new(chooser));
        task.map(Message::Chooser)
    }

    /// The new-game form as the settings last had it.
    fn fresh_form(&self) -> Form {
        let variant = self
            .variants()
            .iter()
            .find(|v| v.id() == self.settings.variant)
            .unwrap_or(self.record().variant())
            .clone();
        let players = self
            .settings
            .players
            .clone()
            .map(|p| Player::from_setting(&p));
        let names = self.settings.names.clone();
        let control =
            crate::clock::TimeControl::parse(&self.settings.time_control).unwrap_or_default();
        Form::new(variant, players, names, control)
    }

    fn show_game(&mut self) -> Task<Message> {
        self.screen = Screen::Game;
        // The sheet is built anew: it scrolls back to the current move.
        widget::sheet::follow(self.record())
    }

    fn change_setting(&mut self, change: Change) -> Task<Message> {
        let looks = matches!(
            change,
            Change::BoardStyle(_)
                | Change::Theme(_)
                | Change::Coordinates(_)
                | Change::LastMove(_)
                | Change::LegalMoves(_)
        );
        let language = matches!(change, Change::Language(_));
        let save = settings::apply(&mut self.settings, change);
        self.game.set_notation(self.settings.notation);
        let threads = self.settings.engine_threads;
        self.game.session_mut().set_engine_threads(threads);
        if language {
            // Everything is drawn from the locale: the next view speaks
            // the new language, no restart needed.
            let tag = self.settings.language.as_deref();
            self.locale = Arc::new(Locale::new(tag.unwrap_or(self.system_language)));
            let locale = self.locale.clone();
            self.game.session_mut().set_locale(locale);
        }
        if looks {
            self.game.redraw();
        }
        match self.settings_write().filter(|_| save) {
            Some(write) => self.queue(write),
            None => Task::none(),
        }
    }

    /// The settings as a write to their file, when they may be saved.
    fn settings_write(&self) -> Option<Write> {
        if !self.may_save_settings {
            return None;
        }
        Some(Write::Settings {
            path: self.folders.settings_file()?,
            settings: Box::new(self.settings.clone()),
        })
    }

    /// Plays the game's sounds and queues its writes.
    fn after_game(&mut self, task: Task<game::Message>) -> Task<Message> {
        let (sounds, writes) = self.game.take_outside();
        if self.settings.sound {
            for sound in sounds {
                self.play(sound);
            }
        }
        let writes = writes
            .into_iter()
            .map(|w| self.queue(w))
            .collect::<Vec<_>>();
        Task::batch(std::iter::once(task.map(Message::Game)).chain(writes))
    }

    fn play(&self, sound: Sound) {
        self.sounds.play(sound, self.settings.volume);
    }

    /// Queues a write; it starts at once when no other is running.
    fn queue(&mut self, write: Write) -> Task<Message> {
        match self.writes.push(write) {
            Some(now) => self.run_write(now),
            None => Task::none(),
        }
    }

    fn run_write(&self, write: Write) -> Task<Message> {
        Task::future(async move { write.run().map_err(Arc::new) }).map(Message::Written)
    }

    pub fn subscription(&self) -> Subscription<Message> {
        let keys = keyboard::listen().filter_map(|event| match event {
            keyboard::Event::KeyPressed { key, modifiers, .. } => {
                Some(Message::Key(key, modifiers))
            }
            _ => None,
        });
        let window = Subscription::batch([
            iced::window::resize_events().map(|(_, size)| Message::Resized(size)),
            iced::window::close_requests().map(Message::CloseRequested),
        ]);
        let online = self.online.as_ref().map_or_else(Subscription::none, |o| {
            o.subscription().map(Message::Online)
        });
        Subscription::batch([
            keys,
            self.game.subscription().map(Message::Game),
            window,
            online,
        ])
    }

    pub fn view(&self) -> Element<'_, Message> {
        let dark = self.settings.theme == Theme::Dark;
        let palette = self.settings.board_style.palette(dark);
        let tr = &self.locale;
        let variants = self.variants();
        let content: Element<'_, Message> = match &self.screen {
            // The rules need the room: they take the whole window.
            Screen::Rules(rules, _) => rules.view(variants, palette, tr).map(Message::Rules),
            Screen::Chooser(chooser) => chooser.view(tr).map(Message::Chooser),
            Screen::Online => match &self.online {
                Some(online) => online
                    .view(palette, self.settings.notation, tr)
                    .map(Message::Online),
                None => self.game.panel().map(Message::Game),
            },
            Screen::SetUp(editor) => editor.view(variants, palette, tr).map(Message::SetUp),
            Screen::Openings(explorer) => explorer
                .view(palette, self.settings.notation, tr)
                .map(Message::Openings),
            screen => {
                let side: Element<'_, Message> = match screen {
                    Screen::NewGame(form) => {
                        new_game::view(variants, form, tr).map(Message::NewGame)
                    }
                    Screen::Settings => {
                        let file = self
                            .may_save_settings
                            .then(|| self.folders.settings_file())
                            .flatten();
                        let page = settings::view(&self.settings, variants, file.as_deref(), tr);
                        // Room on the right for the scrollbar, which is
                        // drawn over the page's edge.
                        let page = container(page).padding(iced::Padding {
                            right: SCROLLBAR_ROOM,
                            ..iced::Padding::ZERO
                        });
                        Element::from(scrollable(page)).map(Message::Settings)
                    }
                    Screen::Recent(games) => recent::view(games, tr).map(Message::Recent),
                    _ => self.game.panel().map(Message::Game),
                };
                let size = iced::Size::new(self.settings.window.width, self.settings.window.height);
                let side = container(side)
                    .width(Length::Fixed(panel_width(size)))
                    .height(Fill);
                let board = self
                    .game
                    .board_area(&self.settings, palette)
                    .map(Message::Game);
                let board = match (&self.welcome, screen) {
                    (Some(form), Screen::Game) => {
                        let card = welcome::view(form, tr).map(Message::Welcome);
                        stack![board, card].into()
                    }
                    _ => board,
                };
                let page = row![container(board).width(Fill).height(Fill), side]
                    .spacing(PAD)
                    .padding(PAD);
                // The page is the stack's first layer whether the menu is
                // open or not, so its widgets (the sheet's scrolling) keep
                // their state as the menu comes and goes.
                let mut layers = stack![page];
                if matches!(screen, Screen::Game) && self.game.menu_open() {
                    // The menu floats under its button; a press anywhere
                    // else closes it.
                    let away = mouse_area(space::horizontal().width(Fill).height(Fill))
                        .on_press(Message::Game(game::Message::ToggleMenu));
                    let menu = container(self.game.menu().map(Message::Game))
                        .align_right(Fill)
                        .padding(iced::Padding {
                            top: PAD + 40.0,
                            right: PAD,
                            ..iced::Padding::ZERO
                        });
                    layers = layers.push(away).push(menu);
                }
                layers.into()
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
}
