//! A game being played, without a window: whose turn it is, asking a bot
//! for a move and taking its answer, undo and redo against a bot, the
//! clocks of a timed game (on the time source it is given), the
//! practice of an opening, the matchup's flow, the pace of a game between
//! bots (on the same time source), the sounds a move earns and when the
//! game is autosaved.
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
mod ending;
mod files;
mod games;
mod matchup;
mod moves;
mod navigating;
mod notice;
mod pacing;
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
pub use pacing::PACE;
pub use player::Player;
pub use seats::{Purpose, Seats, Thinking};
pub use sound::{Sound, earned};
pub use timed::ClockFace;

use crate::contest::matchup::{MatchupPlay, NextGame};
use crate::i18n::locale::{Locale, arg};
use crate::i18n::wording;
use crate::learn::openings;
use crate::learn::practice::Practice;
use crate::record::GameRecord;
use crate::store::autosave::Store;
use crate::{Move, Side, Variant};
use std::path::Path;
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
    /// Moves were taken back from the end of the game being played: a new
    /// move there goes on with the game, the moves taken back become the
    /// variation. Looking through the game (not a takeback) clears it.
    took_back: bool,
    /// A draw offered by this side, waiting for the other side's answer
    /// (a person's, or a bot's while it weighs the position).
    draw_offer: Option<Side>,
    /// The players ended the game (a resignation, a draw agreed): at the
    /// main line's end no move carries it on.
    ended_by_players: bool,
    /// The pace of a game between bots, and a move waiting for it.
    pacing: pacing::Pacing,
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
            took_back: false,
            draw_offer: None,
            ended_by_players: false,
            pacing: pacing::Pacing::new(),
            notice: Vec::new(),
            locale,
            effects: Effects::default(),
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

    /// The people's names for the games started from now on, by side. A
    /// game not begun yet (outside a matchup, whose seats name its players)
    /// takes them too.
    pub fn set_names(&mut self, names: [String; 2]) {
        self.seats.chosen = names.map(|n| n.trim().to_owned());
        if self.record.main_line().len() == 1 && self.matchup.is_none() {
            self.seats
                .seat(self.seats.players, self.seats.chosen.clone());
            self.write_names();
        }
    }

    /// The sheet's header names the players on the board.
    fn write_names(&mut self) {
        let meta = &mut self.record.meta;
        meta.attackers = self.seats.players[0].sheet_name(&self.seats.names[0]);
        meta.defenders = self.seats.players[1].sheet_name(&self.seats.names[1]);
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

    /// The bots play by `seed` from their next new bot on, in this game
    /// and every later one (the same seed, the same choices); none: a
    /// fresh seed for each game.
    pub fn set_seed(&mut self, seed: Option<u64>) {
        self.seats.fixed_seed = seed;
        self.seats.new_seed();
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
}
