//! A game being played, without a window: whose turn it is, asking a bot
//! for a move and taking its answer, undo and redo against a bot, the
//! clocks of a timed game (on the time source it is given), the
//! practice of an opening, the matchup's flow, the sounds a move earns and
//! when the game is autosaved.
//!
//! The session never waits and writes no file itself; it reads one: the
//! autosave, when [`Session::restore`] puts the last session's game back.
//! What it wants done — a bot search to start or stop, sounds to play,
//! files to write, a move to show — it puts in its [`Effects`], which the
//! caller (the window, or a test) takes after each call with
//! [`Session::take_effects`] and carries out: searches on their own thread
//! ([`crate::bot::worker`]), writes as background tasks
//! ([`crate::store::write`]). What it has to say it keeps as a [`Notice`],
//! data the window words.
//!
//! The session holds the game's record and review, and by concern its
//! [`Seats`] (players and bots), [`Clocks`] and [`Files`]; the practice and
//! the matchup under way; what it has to say; and the effects it asks for.
//!
//! Depends on the engine, [`crate::record`], [`crate::bot`], [`crate::clock`],
//! [`crate::learn`], [`crate::contest`], [`crate::analysis`] (a review
//! written into the record), [`crate::notation`] (the review's comments) and
//! [`crate::store`]; on [`crate::i18n`] only for what it writes into files
//! in the player's language (the recent list's titles, a matchup sheet's
//! header) and the seat labels those use.

mod analysing;
mod annotating;
mod bots;
mod clocks;
mod effects;
mod files;
mod matchup;
mod notice;
mod player;
mod practice;
mod reviewed;
mod saving;
mod seats;
mod sound;
mod timed;

pub use clocks::Clocks;
pub use effects::{BotRequest, Effects};
pub use files::Files;
pub use notice::Notice;
pub use player::Player;
pub use seats::{Seats, Thinking};
pub use sound::{Sound, earned};
pub use timed::ClockFace;

use crate::contest::matchup::{MatchupPlay, NextGame};
use crate::i18n::locale::{Locale, arg};
use crate::i18n::wording;
use crate::learn::openings;
use crate::learn::practice::Practice;
use crate::record::{GameRecord, GameResult, NodeId};
use crate::store::autosave::Store;
use crate::{Move, Side, Variant};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The index of `side` in `[attackers, defenders]` arrays.
pub fn seat(side: Side) -> usize {
    usize::from(side == Side::Defenders)
}

/// The game on the board and everything that decides what happens next.
pub struct Session {
    variants: Vec<Arc<Variant>>,
    record: GameRecord,
    /// The engine's review of the game on the board.
    review: Option<crate::analysis::Review>,
    seats: Seats,
    clocks: Clocks,
    files: Files,
    practice: Option<Practice>,
    matchup: Option<MatchupPlay>,
    /// The matchup game on the board, until its result is counted.
    matchup_game: Option<NextGame>,
    /// What the session has to say now, in parts: an error or what just
    /// happened.
    notice: Vec<Notice>,
    /// The language of what the session writes into files.
    locale: Arc<Locale>,
    effects: Effects,
}

impl Session {
    /// A new game of `variant` between `players`, autosaved in `store`.
    pub fn new(
        variants: Vec<Arc<Variant>>,
        variant: Arc<Variant>,
        players: [Player; 2],
        store: Option<Store>,
        locale: Arc<Locale>,
    ) -> Session {
        Session {
            variants,
            record: GameRecord::new(variant),
            review: None,
            seats: Seats::new(players),
            clocks: Clocks::new(),
            files: Files::new(store),
            practice: None,
            matchup: None,
            matchup_game: None,
            notice: Vec::new(),
            locale,
            effects: Effects::default(),
        }
    }

    /// Puts the last session's game back on the board; says what happened
    /// when there is something to say.
    pub fn restore(&mut self) -> Option<Notice> {
        let store = self.files.store.as_ref()?;
        match store.restore(&self.variants) {
            Ok(None) => None,
            Ok(Some(restored)) => {
                let saved = restored.session;
                self.record = restored.record;
                self.seats.players = saved.players.clone().map(|p| Player::from_setting(&p));
                let meta = &self.record.meta;
                self.seats.names =
                    [&meta.attackers, &meta.defenders].map(|n| Player::from_sheet_name(n).1);
                self.effects.flipped = Some(saved.flipped);
                self.files.path = saved.file;
                self.files.autosave = Some(saved.game);
                self.matchup_game = saved
                    .matchup
                    .as_ref()
                    .filter(|_| self.record.outcome().is_none())
                    .and_then(|m| m.matchup.next_game());
                self.matchup = saved.matchup;
                self.review = None;
                self.clock_from_record();
                Some(Notice::Restored)
            }
            // The files stay as they are; the next autosave starts anew.
            Err(e) => Some(Notice::RestoreFailed(e.to_string())),
        }
    }

    // --- Reading -----------------------------------------------------------

    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    pub fn variants(&self) -> &[Arc<Variant>] {
        &self.variants
    }

    /// Who sits where, their bots and the search under way.
    pub fn seats(&self) -> &Seats {
        &self.seats
    }

    /// The clocks: their control, the game's clocks, where they get the time.
    pub fn clocks(&self) -> &Clocks {
        &self.clocks
    }

    /// The game's files: its data folder, its own file, its autosave.
    pub fn files(&self) -> &Files {
        &self.files
    }

    pub fn players(&self) -> [Player; 2] {
        self.seats.players
    }

    pub fn player_to_move(&self) -> Player {
        self.seats.at(self.record.position().turn())
    }

    pub fn thinking(&self) -> Option<&Thinking> {
        self.seats.thinking()
    }

    /// The file the player opened or saved the game as.
    pub fn path(&self) -> Option<&Path> {
        self.files.path()
    }

    pub fn practice(&self) -> Option<&Practice> {
        self.practice.as_ref()
    }

    pub fn matchup(&self) -> Option<&MatchupPlay> {
        self.matchup.as_ref()
    }

    /// The matchup game on the board, until its result is counted.
    pub fn matchup_game(&self) -> Option<NextGame> {
        self.matchup_game
    }

    /// What the session has to say now, in parts (none: nothing).
    pub fn notice(&self) -> &[Notice] {
        &self.notice
    }

    pub fn locale(&self) -> &Locale {
        &self.locale
    }

    /// The language, for a task that words things later.
    pub fn shared_locale(&self) -> Arc<Locale> {
        self.locale.clone()
    }

    /// What the caller must do now; the session forgets it.
    pub fn take_effects(&mut self) -> Effects {
        std::mem::take(&mut self.effects)
    }

    /// The named opening of the moves up to the position on the board.
    pub fn opening(&self) -> Option<String> {
        let moves: Vec<Move> = self
            .record
            .path_to(self.record.cursor())
            .into_iter()
            .filter_map(|id| self.record.node(id).mv())
            .collect();
        openings::identify(&moves, self.record.variant()).map(|i| i.name())
    }

    /// Who plays at `seat`, for the status and lists: a person's name,
    /// or what the player is ("Person", "Bot: Karl").
    pub fn seat_label(&self, seat: usize) -> String {
        match (self.seats.players[seat], self.seats.names[seat].trim()) {
            (Player::Person, name) if !name.is_empty() => name.to_owned(),
            (player, _) => player.label(&self.locale),
        }
    }

    /// The people's names for the next games.
    pub fn set_names(&mut self, names: [String; 2]) {
        self.seats.names = names.map(|n| n.trim().to_owned());
        // A game not begun yet takes them too.
        if self.record.main_line().len() == 1 {
            let meta = &mut self.record.meta;
            meta.attackers = self.seats.players[0].sheet_name(&self.seats.names[0]);
            meta.defenders = self.seats.players[1].sheet_name(&self.seats.names[1]);
        }
    }

    /// "Copenhagen · Person v Bot: Karl", for lists.
    pub fn title(&self) -> String {
        self.locale.format(
            "game-title",
            &[
                (
                    "variant",
                    arg(wording::variant_name(&self.locale, self.record.variant())),
                ),
                ("attackers", arg(self.seat_label(0))),
                ("defenders", arg(self.seat_label(1))),
            ],
        )
    }

    // --- Small changes -----------------------------------------------------

    /// Searches on `threads` threads from the next search on: at least
    /// one, and no more than the computer has cores (settings brought from
    /// a bigger computer would only slow it down).
    pub fn set_engine_threads(&mut self, threads: usize) {
        self.seats.set_engine_threads(threads);
    }

    /// Speaks `locale` from now on.
    pub fn set_locale(&mut self, locale: Arc<Locale>) {
        self.locale = locale;
    }

    /// Says `notice` (parts the window put together, perhaps): it shows
    /// until the session has something else to say.
    pub fn set_notice(&mut self, notice: Vec<Notice>) {
        self.notice = notice;
    }

    /// Says `notice` in place of what was said.
    fn say(&mut self, notice: Notice) {
        self.notice = vec![notice];
    }

    /// Marks `mv` on the board without playing it (a hint, or the book's
    /// move after a wrong one in practice); none takes the mark away.
    fn show(&mut self, mv: Option<Move>) {
        self.effects.shown = Some(mv);
    }

    // --- Games -------------------------------------------------------------

    /// Starts a fresh game of `variant` between `players` (not autosaved
    /// until it has a move); a matchup goes on.
    fn new_game(&mut self, variant: Arc<Variant>, players: [Player; 2]) {
        self.stop_thinking();
        self.record = GameRecord::new(variant);
        self.seats.players = players;
        // The sheet's header: who plays, and the day.
        let meta = &mut self.record.meta;
        meta.attackers = players[0].sheet_name(&self.seats.names[0]);
        meta.defenders = players[1].sheet_name(&self.seats.names[1]);
        meta.date = crate::record::date::today();
        self.seats.bots = [None, None];
        self.files.forget();
        self.notice.clear();
        self.show(None);
        self.practice = None;
        self.review = None;
        // A pause was asked of the last game's bots, not of this one's.
        self.seats.paused = false;
        self.set_up_clock(self.clocks.control);
    }

    /// Leaves the matchup, if one is played.
    fn leave_matchup(&mut self) {
        self.matchup = None;
        self.matchup_game = None;
    }

    /// A new game chosen by the player; the bot starts if it is its turn.
    pub fn start_game(&mut self, variant: Arc<Variant>, players: [Player; 2]) {
        self.leave_matchup();
        self.new_game(variant, players);
        self.autosave();
        self.bot_turn();
    }

    /// Puts `record`, read from `path`, on the board between two people;
    /// `assumed` is the variant it was read as when its file names none.
    pub fn opened(&mut self, path: PathBuf, mut record: GameRecord, assumed: Option<Arc<Variant>>) {
        // The main line at its end, whichever line the file was left in.
        if let Some(&end) = record.main_line().last() {
            record.go_to(end);
        }
        self.leave_matchup();
        // The players the sheet names: Taflbord's bots play on as bots.
        let (attackers, a) = Player::from_sheet_name(&record.meta.attackers);
        let (defenders, d) = Player::from_sheet_name(&record.meta.defenders);
        self.new_game(record.variant().clone(), [attackers, defenders]);
        self.seats.names = [a, d];
        self.record = record;
        self.clock_from_record();
        // A game the record says is over (a resignation, an agreed draw,
        // the move limit) stays over until someone asks to go on: its
        // bots wait for "resume" (the clocks of a timed one already wait).
        if self.recorded_result_ahead().is_some() && self.clocks.clock.is_none() {
            self.seats.paused = true;
        }
        self.say(Notice::Opened(path.clone()));
        // The game opens all the same; the player is told what is doubtful.
        if let Some(doubt) = self.record.unsupported_result() {
            self.notice.push(Notice::ResultUnsupported(doubt.0));
        }
        if let Some(v) = assumed {
            self.files.assumed_from = Some(path.clone());
            self.notice.push(Notice::VariantAssumed(v));
        }
        // A game from the data folder (the recent list) goes on in its own
        // file; any other is autosaved as a copy.
        let ours = self
            .files
            .store
            .as_ref()
            .is_some_and(|s| path.starts_with(s.folder()));
        if ours {
            self.files.autosave = Some(path);
        } else {
            self.remember_file(&path);
            self.files.path = Some(path);
        }
        self.autosave();
        self.bot_turn();
    }

    /// The game was saved as `path` by the player.
    pub fn saved_as(&mut self, path: PathBuf) {
        self.say(Notice::Saved(path.clone()));
        self.remember_file(&path);
        self.files.path = Some(path);
        self.autosave();
    }

    /// Writes the main line's named opening into the record's header, so
    /// saved sheets carry it. A name the players wrote themselves (not a
    /// book name) is kept.
    pub fn name_opening(&mut self) {
        let found = openings::identify_record(&self.record).map(|i| i.name());
        let meta = &mut self.record.meta;
        let ours = meta.opening.is_empty()
            || openings::book()
                .openings
                .iter()
                .any(|o| o.name() == meta.opening);
        if ours {
            meta.opening = found.unwrap_or_default();
        }
    }

    // --- Moves -------------------------------------------------------------

    /// A person's move (clicked, dragged or typed). In a practised line it
    /// must be the book's.
    pub fn person_plays(&mut self, mv: Move) {
        if self.player_to_move() != Player::Person {
            self.say(Notice::BotsTurn);
            return;
        }
        if self.clock_paused() {
            self.say(Notice::ClockPaused);
            return;
        }
        match self.practice_check(mv) {
            None => {
                self.play(mv);
            }
            Some(false) => {}
            Some(true) => {
                self.play(mv);
                self.practice_advance();
            }
        }
    }

    /// Plays a move at the cursor (a new variation if the game went
    /// otherwise); a bot whose turn it becomes starts thinking.
    pub(crate) fn play(&mut self, mv: Move) -> bool {
        self.show(None);
        if self.game_over() || !self.in_time() {
            return false;
        }
        let passed = self.recorded_result_ahead();
        match self.record.play(mv) {
            Ok(played) => {
                let played = played.clone();
                self.clock_after_move();
                // The status line says how the game ended; the notice does
                // not say it again.
                self.notice.clear();
                self.played_past(passed);
                self.effects.played = Some(mv);
                let sounds = earned(&played, self.record.position(), self.seats.players);
                self.effects.sounds.extend(sounds);
                if played.outcome.is_some() {
                    self.count_matchup_game();
                }
                self.autosave();
                self.bot_turn();
                true
            }
            Err(e) => {
                self.say(Notice::Illegal(mv, e));
                false
            }
        }
    }

    // --- Navigation --------------------------------------------------------

    /// Moves the cursor with `f` to look at the game; a running search
    /// stops, and bots wait until undo, redo or "resume" asks them back.
    fn navigate(&mut self, f: impl FnOnce(&mut GameRecord)) {
        if self.clock_forbids_browsing() {
            return;
        }
        self.navigate_plain(f);
    }

    /// [`Session::navigate`] whatever the clocks say.
    fn navigate_plain(&mut self, f: impl FnOnce(&mut GameRecord)) {
        self.stop_thinking();
        self.show(None);
        f(&mut self.record);
        self.autosave();
    }

    fn at_line_end(&self) -> bool {
        self.record.node(self.record.cursor()).children().is_empty()
    }

    /// The result the record gives (a resignation, an agreed draw, the
    /// move limit) when the board stands at the main line's end, where a
    /// move would carry the game on past it.
    pub(crate) fn recorded_result_ahead(&self) -> Option<GameResult> {
        let cursor = self.record.cursor();
        self.record
            .meta
            .result
            .filter(|_| self.at_line_end() && self.record.on_main_line(cursor))
    }

    /// The game went on past `passed`, its recorded result: the record
    /// no longer gives that result, as a saved sheet would otherwise carry
    /// it under a longer game; the notice says what was taken off.
    pub(crate) fn played_past(&mut self, passed: Option<GameResult>) {
        let Some(result) = passed else {
            return;
        };
        self.record.meta.result = None;
        self.say(Notice::ResultPlayedPast(result));
    }

    /// Takes back moves: against a bot, back to the person's own last move;
    /// in a practised line, back to a move of the person's side.
    pub fn undo(&mut self) {
        if self.clock_forbids_undo() {
            return;
        }
        self.stop_thinking();
        self.show(None);
        self.record.undo();
        while self.player_to_move() != Player::Person && self.record.undo() {}
        self.practice_undo();
        self.clock_after_undo();
        self.autosave();
        // At the start, with a bot to move, the bot plays again.
        if self.player_to_move() != Player::Person {
            self.bot_turn();
        }
    }

    /// Undo's mirror: forward past the bots' moves to the person's next
    /// turn; a bot whose turn comes at the end of the line plays.
    pub fn redo(&mut self) {
        if self.clock_forbids_undo() {
            return;
        }
        self.stop_thinking();
        self.show(None);
        self.record.redo();
        while self.player_to_move() != Player::Person && !self.at_line_end() {
            self.record.redo();
        }
        self.clock_after_undo();
        self.autosave();
        if self.at_line_end() {
            self.bot_turn();
        }
    }

    pub fn back(&mut self) {
        self.navigate(|r| {
            r.undo();
        });
    }

    pub fn forward(&mut self) {
        self.navigate(|r| {
            r.redo();
        });
    }

    pub fn to_start(&mut self) {
        self.navigate(GameRecord::go_to_start);
    }

    pub fn to_end(&mut self) {
        self.navigate(GameRecord::go_to_end);
    }

    pub fn go_to(&mut self, id: NodeId) {
        self.navigate(|r| r.go_to(id));
    }

    /// One step of a replay; false at the end.
    pub fn replay_step(&mut self) -> bool {
        self.record.redo()
    }

    /// A replay starts (false while the clocks run): bots stop, and from
    /// the end it starts over.
    pub fn start_replay(&mut self) -> bool {
        if self.clock_forbids_browsing() {
            return false;
        }
        self.stop_thinking();
        if self.at_line_end() {
            self.record.go_to_start();
        }
        true
    }
}
