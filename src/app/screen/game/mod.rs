//! The game screen: the board and the side panel (status, controls, record
//! sheet). It turns clicks and keys into calls on the [`Session`], starts
//! the searches the session asks for on their own thread, and hands the
//! rest of the session's effects (sounds, writes) to the root.

mod analysis_board;
pub mod ending;
mod exporting;
mod leaving;
pub mod notice;
mod replaying;
mod review;
mod view;

pub use analysis_board::{ANALYSIS_ID, AnalysisBoard};
pub use review::{REVIEW_MS, Reviewing};
pub use view::{BAR_HEIGHT, COMMENT_ID, GRAPH_ID, TYPED_ID, tools};

use crate::analysis::{Review, ReviewProgress};
use crate::app::dialog::{self, Purpose};
use crate::app::export::{self, Export};
use crate::app::files::{self, Loaded};
use crate::app::screen::new_game::VariantChoice;
use crate::app::widget::sheet;
use crate::bot::worker::{Event as BotEvent, Search};
use crate::i18n::locale::{Arg, Locale, arg};
use crate::i18n::wording;
use crate::notation::letters::LetterMove;
use crate::notation::sheet_move::{Perspective, SheetMove};
use crate::notation::shown::Notation;
use crate::record::NodeId;
use crate::record::annotation::Annotation;
use crate::session::{Effects, Notice, Player, Session, Sound};
use crate::store::settings::Settings;
use crate::store::write::Write;
use crate::{Move, Square};
use iced::widget::{canvas, operation, text_editor};
use iced::{Subscription, Task};
use std::path::PathBuf;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

/// How long a piece takes to glide to its square.
pub const SLIDE: Duration = Duration::from_millis(160);

/// What the game screen's widgets and tasks publish.
#[derive(Clone, Debug)]
pub enum Message {
    Clicked(Square),
    /// Lets go of the selected piece.
    Deselect,
    Undo,
    Redo,
    Back,
    Forward,
    ToStart,
    ToEnd,
    GoTo(NodeId),
    Flip,
    Bot(BotEvent),
    MoveNow,
    Hint,
    TypedChanged(String),
    TypedSubmit,
    Save,
    /// Saves to a file the player chooses.
    SaveAs,
    SaveTo(Option<PathBuf>),
    /// The file written, or the file and why it could not be.
    Saved(Result<PathBuf, (PathBuf, String)>),
    Open,
    OpenFrom(Option<PathBuf>),
    /// Reads the game on the board again as this variant (its sheet named
    /// none).
    ReadAs(VariantChoice),
    /// The game read from a file, or the file and why it could not be.
    Loaded(Result<Loaded, (PathBuf, String)>),
    /// Starts or stops the replay.
    ToggleReplay,
    /// Seconds per move while replaying.
    ReplaySpeed(f32),
    ReplayStep,
    /// Pauses or resumes bot play.
    ToggleBots,
    /// Redraws the thinking time while a bot thinks, and runs the clocks.
    Tick,
    /// A bot's move held for the pace of a game between bots may be due.
    Pace,
    /// Pauses or resumes the clocks.
    ToggleClock,
    /// A frame of a gliding piece.
    Frame,
    /// Starts the next game of the matchup.
    NextMatchupGame,
    Export(Export),
    ExportTo(Export, Option<PathBuf>),
    /// The export's thread has made `done` of its `of` parts.
    ExportProgress {
        done: usize,
        of: usize,
    },
    CancelExport,
    Exported(export::Ended),
    ShowNewGame,
    ShowSettings,
    /// The rules help of a variant, by id.
    ShowRules(String),
    ShowRecent,
    ShowExplorer,
    ShowSetUp,
    ShowOnline,
    /// A file chosen in a dialog for `Purpose` (none: cancelled).
    Chosen(Purpose, Option<PathBuf>),
    /// No desktop dialog: the app's own chooser asks, suggesting a name.
    OwnChooser(Purpose, String),
    /// The engine reviews the game, this many milliseconds a position.
    Review(u64),
    StopReview,
    /// What the review thread says.
    Reviewing(ReviewEvent),
    /// A ply of the main line clicked on the evaluation graph.
    GraphPicked(usize),
    /// The player marks the move on the board (again: unmarks it).
    Annotate(Annotation),
    /// An edit (or a cursor move) in the comment field of the move on
    /// the board.
    CommentEdit(text_editor::Action),
    /// Return in the comment field: the comment is kept, the keyboard
    /// goes back to the board.
    CommentSubmit,
    /// Opens or closes the analysis board.
    ToggleAnalysis,
    /// What the analysis engine found for its search of that id; none
    /// when it has finished by itself.
    Analysis(u64, Option<Box<crate::bot::Lines>>),
    /// How many lines the analysis shows.
    AnalysisLines(usize),
    /// Plays out the analysis's line, by its place in the list.
    PlayLine(usize),
    /// Opens or closes the menu.
    ToggleMenu,
    /// Resigning, a draw offered and answered, the end-of-game card.
    Ending(ending::Message),
    /// The player agrees to leave the running timed game for what was
    /// asked (a new game, another file).
    LeaveGame,
    /// The player stays with the running timed game.
    KeepPlaying,
    /// An entry of the menu: the menu closes, the entry's action runs.
    FromMenu(Box<Message>),
}

/// What the review thread sends.
#[derive(Clone, Debug)]
pub enum ReviewEvent {
    Progress(ReviewProgress),
    Done(Box<Review>),
}

impl From<crate::app::widget::graph::Picked> for Message {
    fn from(p: crate::app::widget::graph::Picked) -> Self {
        Message::GraphPicked(p.0)
    }
}

impl From<crate::app::widget::board::Clicked> for Message {
    fn from(c: crate::app::widget::board::Clicked) -> Self {
        Message::Clicked(c.0)
    }
}

/// What the game screen asks of the root.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    ShowNewGame,
    ShowSettings,
    ShowRules(String),
    ShowRecent,
    ShowExplorer,
    ShowSetUp,
    ShowOnline,
    /// A game was put on the board from a file: the game screen shows.
    Opened,
    /// The app's own file chooser, for a purpose, with a suggested name.
    Choose(Purpose, String),
}

/// The game screen's state.
pub struct Game {
    session: Session,
    selected: Option<Square>,
    board: canvas::Cache,
    /// The running search, if any.
    search: Option<Search>,
    typed: String,
    replaying: bool,
    /// Seconds per move while replaying.
    replay_speed: f32,
    /// A piece gliding: the move, and when it began.
    sliding: Option<(Move, Instant)>,
    /// Sounds and writes for the root to carry out.
    sounds: Vec<Sound>,
    writes: Vec<Write>,
    /// Whether the menu is open.
    menu_open: bool,
    /// The engine's review, while it runs.
    reviewing: Option<Reviewing>,
    /// The analysis board, while it is on.
    analysis: Option<AnalysisBoard>,
    /// How moves are worded: in notices, the sheet, the analysis lines.
    notation: Notation,
    /// The board is seen from the defenders' side.
    flipped: bool,
    /// What waits for the player's yes to leave a running timed game.
    asking: Option<Box<Message>>,
    /// The player said yes: what was asked goes ahead.
    leaving: bool,
    /// A move marked on the board, not played (a hint, or the book's move
    /// after a wrong one in practice), and the position it is for.
    shown_move: Option<(Move, (u64, usize))>,
    /// The comment field's text, and the node whose comment it holds.
    comment: text_editor::Content,
    comment_at: Option<NodeId>,
    /// The player asked to resign: the card asks again.
    confirm_resign: bool,
    /// The game has just ended: its card lies over the board.
    end_card: bool,
    /// The export under way, on its own thread.
    exporting: Option<export::Exporting>,
}

impl Game {
    pub fn new(session: Session) -> Game {
        // The slider starts at the session's pace: the one setting for
        // replays and games between bots.
        let replay_speed = session.pace().as_secs_f32();
        let mut game = Game {
            session,
            selected: None,
            board: canvas::Cache::new(),
            search: None,
            typed: String::new(),
            replaying: false,
            replay_speed,
            sliding: None,
            sounds: Vec::new(),
            writes: Vec::new(),
            menu_open: false,
            reviewing: None,
            analysis: None,
            notation: Notation::default(),
            flipped: false,
            shown_move: None,
            asking: None,
            leaving: false,
            comment: text_editor::Content::new(),
            comment_at: None,
            confirm_resign: false,
            end_card: false,
            exporting: None,
        };
        game.sync_comment();
        game
    }

    /// Whether the board is seen from the defenders' side.
    pub fn flipped(&self) -> bool {
        self.flipped
    }

    /// A move marked on the board without being played, if any: only on
    /// the position it was found for.
    pub fn shown_move(&self) -> Option<Move> {
        self.shown_move
            .filter(|(_, key)| *key == self.board_key())
            .map(|(mv, _)| mv)
    }

    /// Words moves in `notation` from now on.
    pub fn set_notation(&mut self, notation: Notation) {
        self.notation = notation;
    }

    /// The line under the status, in the player's language.
    pub fn notice(&self) -> Option<String> {
        notice::words(self.session.notice(), self.locale(), self.notation)
    }

    /// Says `words`, put together by the window, in the notice's place.
    fn tell(&mut self, words: String) {
        self.session.set_notice(vec![Notice::Worded(words)]);
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The piece the person picked up, if any.
    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    /// Whether the menu is open.
    pub fn menu_open(&self) -> bool {
        self.menu_open
    }

    /// The engine's review, while it runs.
    pub fn reviewing(&self) -> Option<&Reviewing> {
        self.reviewing.as_ref()
    }

    /// The analysis board, while it is on.
    pub fn analysis(&self) -> Option<&AnalysisBoard> {
        self.analysis.as_ref()
    }

    /// The session, for changes that ask for nothing to be done (a notice,
    /// the language).
    pub fn session_mut(&mut self) -> &mut Session {
        &mut self.session
    }

    /// Changes the session with `f`, then carries out what it asks for.
    pub fn with_session(
        &mut self,
        settings: &Settings,
        f: impl FnOnce(&mut Session),
    ) -> Task<Message> {
        let before = self.board_key();
        let was_over = self.session.record().result().is_some();
        f(&mut self.session);
        self.note_ending(was_over);
        // A piece stays picked up while the position stays (a flip, a hint).
        let moved = self.board_key() != before;
        if moved {
            // A hint is for the position it was asked in: any step away
            // (a move, the arrows, the sheet) ends it.
            self.selected = None;
            self.shown_move = None;
        }
        self.redraw();
        let mut task = self.carry_out(settings);
        // The analysis board lasts while both sides are moved by hand.
        if self.analysis.is_some() && !self.session.both_by_hand() {
            if let Some(mut a) = self.analysis.take() {
                a.stop();
            }
        } else if moved {
            task = Task::batch([task, self.restart_analysis(false)]);
        }
        if moved {
            // The sheet keeps the current move in view.
            Task::batch([task, sheet::follow(self.session.record())])
        } else {
            task
        }
    }

    /// What identifies the position on the board: its pieces and turn, and
    /// how far into the game it is.
    fn board_key(&self) -> (u64, usize) {
        let record = self.session.record();
        (record.position().hash(), record.ply())
    }

    /// The sounds and writes the session asked for since the last call.
    pub fn take_outside(&mut self) -> (Vec<Sound>, Vec<Write>) {
        (
            std::mem::take(&mut self.sounds),
            std::mem::take(&mut self.writes),
        )
    }

    /// Clears the board's drawing cache (a new look, a new position).
    pub fn redraw(&mut self) {
        self.board.clear();
    }

    fn locale(&self) -> &Locale {
        self.session.locale()
    }

    fn tf(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        self.locale().format(id, args)
    }

    /// Does what the session's effects ask: searches are started here,
    /// sounds and writes wait for the root.
    fn carry_out(&mut self, settings: &Settings) -> Task<Message> {
        let Effects {
            stop,
            think,
            played,
            sounds,
            mut writes,
            shown,
            flipped,
        } = self.session.take_effects();
        if let Some(shown) = shown {
            let key = self.board_key();
            self.shown_move = shown.map(|mv| (mv, key));
        }
        if let Some(flipped) = flipped {
            self.flipped = flipped;
        }
        // The session file keeps how the board was seen.
        for write in &mut writes {
            if let Write::Autosave(a) = write {
                a.session.flipped = self.flipped;
            }
        }
        if stop && let Some(search) = self.search.take() {
            search.stop();
        }
        if let Some(mv) = played {
            self.sliding = settings.animation.then(|| (mv, Instant::now()));
        }
        self.sounds.extend(sounds);
        self.writes.extend(writes);
        let Some(request) = think else {
            return Task::none();
        };
        let (tx, rx) = iced::futures::channel::mpsc::unbounded();
        let search = Search::start_with(
            request.id,
            request.bot,
            &request.position,
            request.limits,
            move |e| {
                // The receiver is gone only when the app no longer wants it.
                let _ = tx.unbounded_send(e);
            },
        );
        self.search = Some(search);
        Task::run(rx, Message::Bot)
    }

    pub fn update(
        &mut self,
        message: Message,
        settings: &Settings,
    ) -> (Task<Message>, Option<Event>) {
        let done = self.dispatch(message, settings);
        self.sync_comment();
        done
    }

    fn dispatch(
        &mut self,
        message: Message,
        settings: &Settings,
    ) -> (Task<Message>, Option<Event>) {
        if !self.leaving && self.would_leave_timed_game(&message) {
            self.asking = Some(Box::new(message));
            return (Task::none(), None);
        }
        let task = match message {
            Message::Clicked(sq) => self.clicked(sq, settings),
            Message::Deselect => self.deselect(),
            Message::Undo => self.navigate(settings, Session::undo),
            Message::Redo => self.navigate(settings, Session::redo),
            Message::Back => self.navigate(settings, Session::back),
            Message::Forward => self.navigate(settings, Session::forward),
            Message::ToStart => self.navigate(settings, Session::to_start),
            Message::ToEnd => self.navigate(settings, Session::to_end),
            Message::GoTo(id) => self.navigate(settings, |s| s.go_to(id)),
            Message::Flip => self.flip(),
            Message::Bot(event) => self.bot_event(event, settings),
            Message::MoveNow => self.move_now(),
            Message::Hint => self.with_session(settings, Session::ask_hint),
            Message::TypedChanged(t) => self.typed_changed(t),
            Message::TypedSubmit => self.typed_submit(settings),
            Message::Save => self.save(settings),
            Message::SaveAs => self.ask(Purpose::Save, settings),
            Message::SaveTo(None) | Message::OpenFrom(None) => Task::none(),
            Message::SaveTo(Some(path)) => self.save_to(path),
            Message::Saved(Ok(path)) => self.with_session(settings, |s| s.saved_as(path)),
            Message::Saved(Err((path, e))) => self.failed("notice-save-failed", &path, e),
            Message::Open => self.ask(Purpose::Open, settings),
            Message::OpenFrom(Some(path)) => self.open_from(path, settings),
            Message::ReadAs(choice) => self.read_as(choice),
            Message::Loaded(Ok(loaded)) => {
                return (self.loaded(loaded, settings), Some(Event::Opened));
            }
            // The game on screen stays as it was, and goes on: its bot
            // plays if it is its turn (at launch nothing has started it).
            Message::Loaded(Err((path, e))) => {
                let task = self.with_session(settings, Session::bot_turn);
                Task::batch([self.failed("notice-open-failed", &path, e), task])
            }
            Message::ToggleReplay => self.toggle_replay(settings),
            Message::ReplaySpeed(seconds) => self.replay_speed(seconds),
            Message::ReplayStep => self.replay_step(),
            Message::ToggleBots => self.with_session(settings, Session::toggle_bots),
            Message::Tick => self.tick(settings),
            Message::Pace => self.pace(settings),
            Message::ToggleClock => self.with_session(settings, Session::toggle_clock),
            Message::Frame => self.frame(),
            Message::NextMatchupGame => self.with_session(settings, Session::next_matchup_game),
            Message::Export(kind) => self.ask(Purpose::Export(kind), settings),
            // The player was asked before the file was chosen.
            Message::Chosen(purpose, path) => return self.go_on(chosen(purpose, path), settings),
            Message::LeaveGame => match self.asking.take() {
                Some(asked) => return self.go_on(*asked, settings),
                None => Task::none(),
            },
            Message::KeepPlaying => {
                self.asking = None;
                Task::none()
            }
            Message::OwnChooser(purpose, name) => {
                return (Task::none(), Some(Event::Choose(purpose, name)));
            }
            Message::ExportTo(_, None) => Task::none(),
            Message::ExportTo(kind, Some(path)) => self.export_to(kind, path, settings),
            Message::ExportProgress { done, of } => self.export_progress(done, of),
            Message::CancelExport => self.cancel_export(),
            Message::Exported(ended) => self.exported(ended),
            Message::ShowNewGame => return (Task::none(), Some(Event::ShowNewGame)),
            Message::ShowSettings => return (Task::none(), Some(Event::ShowSettings)),
            Message::ShowRules(id) => return (Task::none(), Some(Event::ShowRules(id))),
            Message::ShowRecent => return (Task::none(), Some(Event::ShowRecent)),
            Message::ShowExplorer => return (Task::none(), Some(Event::ShowExplorer)),
            Message::ShowSetUp => return (Task::none(), Some(Event::ShowSetUp)),
            Message::ShowOnline => return (Task::none(), Some(Event::ShowOnline)),
            Message::Review(ms) => self.start_review(ms),
            Message::StopReview => self.stop_review(),
            Message::Reviewing(ReviewEvent::Progress(p)) => self.review_progress(p),
            Message::Reviewing(ReviewEvent::Done(review)) => self.review_done(*review, settings),
            Message::GraphPicked(ply) => self.graph_picked(ply, settings),
            Message::Annotate(a) => self.with_session(settings, |s| s.toggle_annotation(a)),
            Message::CommentEdit(action) => self.comment_edit(action),
            Message::CommentSubmit => {
                let task = self.with_session(settings, Session::comment_done);
                Task::batch([task, to_board()])
            }
            Message::ToggleAnalysis => self.toggle_analysis(),
            Message::Analysis(id, lines) => self.analysis_heard(id, lines),
            Message::AnalysisLines(count) => self.set_analysis_lines(count),
            Message::PlayLine(k) => self.play_analysis_line(k, settings),
            Message::ToggleMenu => self.toggle_menu(),
            Message::Ending(m) => return self.ending(m, settings),
            Message::FromMenu(message) => {
                self.menu_open = false;
                return self.update(*message, settings);
            }
        };
        (task, None)
    }

    /// The comment field holds the comment of the move on the board: when
    /// the board shows another move, or the comment was written elsewhere
    /// (a review), the field takes it up.
    fn sync_comment(&mut self) {
        let record = self.session.record();
        let here = record.cursor();
        let comment = record.node(here).comment();
        if self.comment_at != Some(here) || self.comment.text() != comment {
            self.comment = text_editor::Content::with_text(comment);
            self.comment_at = Some(here);
        }
    }

    /// A square clicked: a piece picked up, put down, or a move played.
    fn clicked(&mut self, sq: Square, settings: &Settings) -> Task<Message> {
        let s = &self.session;
        if s.player_to_move() != Player::Person || s.game_over() {
            return Task::none();
        }
        // Pieces stay put while the clocks stand.
        if s.clock_paused() {
            self.session.set_notice(vec![Notice::ClockPaused]);
            return Task::none();
        }
        let pos = s.record().position();
        if let Some(from) = self.selected {
            let mv = Move::new(from, sq);
            if pos.is_legal(mv) {
                return self.with_session(settings, |s| s.person_plays(mv));
            }
        }
        let mine = pos.piece_at(sq).is_some_and(|p| p.side() == pos.turn());
        self.selected = (mine && self.selected != Some(sq)).then_some(sq);
        self.redraw();
        Task::none()
    }

    fn deselect(&mut self) -> Task<Message> {
        self.selected = None;
        self.redraw();
        Task::none()
    }

    fn flip(&mut self) -> Task<Message> {
        self.flipped = !self.flipped;
        self.redraw();
        Task::none()
    }

    /// The bot plays the best move it has found so far.
    fn move_now(&mut self) -> Task<Message> {
        if let Some(search) = &self.search {
            search.stop();
        }
        Task::none()
    }

    fn typed_changed(&mut self, typed: String) -> Task<Message> {
        self.typed = typed;
        Task::none()
    }

    /// The typed move is played, or the notice says what is wrong with it.
    fn typed_submit(&mut self, settings: &Settings) -> Task<Message> {
        let text = std::mem::take(&mut self.typed);
        match self.parse_typed(text.trim()) {
            // The move is made: the keyboard goes back to the board, where
            // the arrows step and the shortcuts work.
            Ok(mv) => {
                let task = self.with_session(settings, |s| s.person_plays(mv));
                Task::batch([task, to_board()])
            }
            Err(e) => {
                let typed = arg(text.trim().to_string());
                let notice = self.tf("typed-problem", &[("typed", typed), ("problem", arg(e))]);
                self.tell(notice);
                self.typed = text;
                Task::none()
            }
        }
    }

    /// A game with a file of its own is saved there at once.
    fn save(&mut self, settings: &Settings) -> Task<Message> {
        match self.session.path().filter(|p| files::is_game_file(p)) {
            Some(path) => self.save_to(path.to_path_buf()),
            None => self.ask(Purpose::Save, settings),
        }
    }

    fn save_to(&mut self, path: PathBuf) -> Task<Message> {
        self.session.name_opening();
        files::save(path, self.session.record().clone()).map(Message::Saved)
    }

    /// A file could not be written or read: the notice `id` says which and why.
    fn failed(&mut self, id: &str, path: &std::path::Path, error: String) -> Task<Message> {
        let args = [
            ("file", arg(path.display().to_string())),
            ("error", arg(error)),
        ];
        self.tell(self.tf(id, &args));
        Task::none()
    }

    /// Reads and parses the file in a task, off the update loop.
    fn open_from(&mut self, path: PathBuf, settings: &Settings) -> Task<Message> {
        let variants = self.session.variants().to_vec();
        // A sheet typed in from paper may name no variant: it is read as
        // the one new games start with.
        let assumed = variants
            .iter()
            .find(|v| v.id() == settings.variant)
            .or_else(|| variants.first())
            .cloned()
            .expect("the built-in variants");
        files::open(path, variants, assumed).map(Message::Loaded)
    }

    /// Reads the game on the board again as the chosen variant.
    fn read_as(&mut self, choice: VariantChoice) -> Task<Message> {
        match self.session.files().assumed_from() {
            Some(path) => {
                let variants = self.session.variants().to_vec();
                files::open(path.to_path_buf(), variants, choice.0).map(Message::Loaded)
            }
            None => Task::none(),
        }
    }

    fn loaded(&mut self, loaded: Loaded, settings: &Settings) -> Task<Message> {
        self.replaying = false;
        self.sliding = None;
        let task = self.with_session(settings, |s| {
            s.opened(loaded.path, *loaded.record, loaded.assumed)
        });
        // A finished game opened to be looked at has no card.
        self.end_card = false;
        task
    }

    /// The clocks run: the board is redrawn only when the game ends on time.
    fn tick(&mut self, settings: &Settings) -> Task<Message> {
        let over = self.session.game_over();
        let was_over = self.session.record().result().is_some();
        self.session.tick();
        self.note_ending(was_over);
        if self.session.game_over() != over {
            self.selected = None;
            self.redraw();
        }
        self.carry_out(settings)
    }

    fn frame(&mut self) -> Task<Message> {
        if self.sliding.is_some_and(|(_, t)| t.elapsed() >= SLIDE) {
            self.sliding = None;
        }
        self.redraw();
        Task::none()
    }

    /// A ply of the main line clicked on the evaluation graph.
    fn graph_picked(&mut self, ply: usize, settings: &Settings) -> Task<Message> {
        match self.session.record().main_line().get(ply) {
            Some(&id) => self.navigate(settings, |s| s.go_to(id)),
            None => Task::none(),
        }
    }

    fn comment_edit(&mut self, action: text_editor::Action) -> Task<Message> {
        let edit = action.is_edit();
        self.comment.perform(action);
        if edit {
            self.session.set_comment_here(self.comment.text());
        }
        Task::none()
    }

    fn play_analysis_line(&mut self, k: usize, settings: &Settings) -> Task<Message> {
        match self.analysis_line(k) {
            Some(line) => self.navigate(settings, |s| {
                s.play_line(&line);
            }),
            None => Task::none(),
        }
    }

    fn toggle_menu(&mut self) -> Task<Message> {
        self.menu_open = !self.menu_open;
        Task::none()
    }

    /// Asks which file for `purpose`, with a name to suggest when saving.
    fn ask(&self, purpose: Purpose, settings: &Settings) -> Task<Message> {
        let tr = self.locale();
        let record = self.session.record();
        let name = match purpose {
            Purpose::Open => String::new(),
            Purpose::Save => self
                .session
                .path()
                .and_then(|p| p.file_name())
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_else(|| format!("{}.tafl", tr.text("file-default-name"))),
            Purpose::Export(kind) => export::suggested_name(record, self.session.path(), kind),
        };
        dialog::ask(
            purpose,
            name,
            settings.file_dialogs,
            self.session.shared_locale(),
        )
    }

    /// A navigation: the piece glide and the selection end.
    fn navigate(&mut self, settings: &Settings, f: impl FnOnce(&mut Session)) -> Task<Message> {
        self.sliding = None;
        // Stepping through a finished game, the board is seen bare.
        self.end_card = false;
        self.with_session(settings, f)
    }

    fn bot_event(&mut self, event: BotEvent, settings: &Settings) -> Task<Message> {
        match event {
            BotEvent::Progress { search, progress } => {
                self.session.bot_progress(search, progress);
                Task::none()
            }
            BotEvent::Finished { search, mv } => {
                // The thread ends right after its last event: joining it
                // takes the bot back, with its tables, for the next move.
                let bot = self
                    .search
                    .take_if(|s| s.id() == search)
                    .and_then(Search::join);
                self.with_session(settings, |s| s.bot_finished(search, mv, bot))
            }
        }
    }

    /// Stops any search, for good (the window closes).
    pub fn stop(&mut self) {
        if let Some(a) = &mut self.analysis {
            a.stop();
        }
        if let Some(r) = &self.reviewing {
            r.stop.store(true, Ordering::Relaxed);
        }
        if let Some(e) = &self.exporting {
            e.cancel();
        }
        self.session.stop_thinking();
        if let Some(search) = self.search.take() {
            search.stop();
        }
    }

    fn parse_typed(&self, text: &str) -> Result<Move, String> {
        let pos = self.session.record().position();
        let tr = self.locale();
        if let Ok(m) = SheetMove::parse(text) {
            return m
                .resolve(pos, Perspective::Attackers)
                .map_err(|e| wording::resolve_error(tr, &e));
        }
        let m = LetterMove::parse(text, pos.size()).map_err(|_| tr.text("typed-how"))?;
        pos.check(m.mv).map_err(|e| wording::illegal(tr, e))?;
        Ok(m.mv)
    }

    pub fn subscription(&self) -> Subscription<Message> {
        let clock_runs = self.session.clocks().running();
        // Tenths show under ten seconds: the clocks are redrawn ten times a second.
        let ticking = if clock_runs {
            iced::time::every(Duration::from_millis(100)).map(|_| Message::Tick)
        } else if self.session.thinking().is_some() {
            iced::time::every(Duration::from_millis(250)).map(|_| Message::Tick)
        } else {
            Subscription::none()
        };
        let replay = if self.replaying {
            let every = Duration::from_secs_f32(self.replay_speed);
            iced::time::every(every).map(|_| Message::ReplayStep)
        } else {
            Subscription::none()
        };
        // A held move is played within a frame or three of its time.
        let pace = if self.session.move_waiting() {
            iced::time::every(Duration::from_millis(50)).map(|_| Message::Pace)
        } else {
            Subscription::none()
        };
        let frames = if self.sliding.is_some() {
            iced::window::frames().map(|_| Message::Frame)
        } else {
            Subscription::none()
        };
        Subscription::batch([replay, ticking, pace, frames])
    }
}

/// Takes the keyboard from the text fields: focusing the board, which is
/// no field, leaves every field, and the window's shortcuts hear the keys.
pub fn to_board<T>() -> Task<T> {
    operation::focus(crate::app::BOARD_ID)
}

/// What a file chosen for `purpose` asks (none: the choice was cancelled).
fn chosen(purpose: Purpose, path: Option<PathBuf>) -> Message {
    match purpose {
        Purpose::Open => Message::OpenFrom(path),
        Purpose::Save => Message::SaveTo(path),
        Purpose::Export(kind) => Message::ExportTo(kind, path),
    }
}
