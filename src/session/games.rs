//! The game on the board: a new one started, the last session's put
//! back, one read from a file, and one saved under a name.

use super::{Notice, Player, Session};
use crate::Variant;
use crate::learn::openings;
use crate::record::GameRecord;
use std::path::PathBuf;
use std::sync::Arc;

impl Session {
    /// Puts the last session's game back on the board; says what happened
    /// when there is something to say.
    pub fn restore(&mut self) -> Option<Notice> {
        let store = self.files.store.as_ref()?;
        match store.restore(&self.variants) {
            Ok(None) => None,
            Ok(Some(restored)) => {
                let saved = restored.session;
                let record = restored.record;
                let players = saved.players.clone().map(|p| Player::from_setting(&p));
                // A matchup's sheet names its seats; the players' own
                // names are the matchup's.
                let finished = record.result().is_some();
                let names = match (&saved.matchup, finished) {
                    (Some(m), false) => m.names(),
                    (Some(m), true) => m.last_names(),
                    (None, _) => None,
                };
                let names = names.unwrap_or_else(|| {
                    [&record.meta.attackers, &record.meta.defenders]
                        .map(|n| Player::from_sheet_name(n).1)
                });
                // Everything of the game before goes, as for any new game.
                self.new_game(record.variant().clone(), players, names);
                self.record = record;
                // A game the players ended stays ended.
                self.ended_by_players = self
                    .record
                    .meta
                    .result
                    .is_some_and(|r| r.reason.by_players());
                self.effects.flipped = Some(saved.flipped);
                self.files.path = saved.file;
                self.files.autosave = Some(saved.game);
                self.matchup_game = saved
                    .matchup
                    .as_ref()
                    .filter(|_| !finished)
                    .and_then(|m| m.matchup.next_game());
                self.matchup = saved.matchup;
                self.clock_from_record();
                Some(Notice::Restored)
            }
            // The files stay as they are; the next autosave starts anew.
            Err(e) => Some(Notice::RestoreFailed(e.to_string())),
        }
    }

    /// Starts a fresh game of `variant` between `players`, the people
    /// among them named by side in `names` (not autosaved until it has a
    /// move); a matchup goes on.
    pub(super) fn new_game(
        &mut self,
        variant: Arc<Variant>,
        players: [Player; 2],
        names: [String; 2],
    ) {
        self.stop_thinking();
        self.record = GameRecord::new(variant);
        self.took_back = false;
        self.draw_offer = None;
        self.ended_by_players = false;
        // Names belong to this game: none is left from the last one.
        self.seats.seat(players, names);
        // The sheet's header: who plays, and the day.
        self.write_names();
        self.record.meta.date = crate::record::date::today();
        self.seats.bots = [None, None];
        self.files.forget();
        self.notice.clear();
        self.show(None);
        self.practice = None;
        self.review = None;
        // A pause was asked of the last game's bots, not of this one's.
        self.seats.paused = false;
        // Its bots choose afresh (unless a seed is fixed), and its first
        // move between bots is shown after the pace like any other.
        self.seats.new_seed();
        self.pace_from_now();
        self.set_up_clock(self.clocks.control);
    }

    /// Leaves the matchup, if one is played.
    pub(super) fn leave_matchup(&mut self) {
        self.matchup = None;
        self.matchup_game = None;
    }

    /// A new game chosen by the player; the bot starts if it is its turn.
    pub fn start_game(&mut self, variant: Arc<Variant>, players: [Player; 2]) {
        self.leave_matchup();
        self.new_game(variant, players, self.seats.chosen.clone());
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
        self.new_game(record.variant().clone(), [attackers, defenders], [a, d]);
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
}
