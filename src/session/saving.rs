//! When the game is saved: the writes the session queues after every
//! change, and the notice when one fails.

use super::{Notice, Player, Session};
use crate::store::autosave;
use crate::store::write::{Autosave, Write, WriteFailed, recent_entry};
use std::path::Path;
use std::time::SystemTime;

impl Session {
    /// Queues the writes that keep the game safe in the data folder: the
    /// game and the session after every change. A game with no moves is
    /// not worth a file: the session is cleared instead, so a restart
    /// starts fresh.
    pub fn autosave(&mut self) {
        self.name_opening();
        let Some(store) = &self.files.store else {
            return;
        };
        // A game resigned before its first move is a game all the same.
        let started = self.record.main_line().len() > 1 || self.record.meta.result.is_some();
        if !started && self.files.autosave.is_none() {
            self.effects.writes.push(Write::ClearSession {
                store: store.clone(),
            });
            return;
        }
        let title = self.title();
        let game = self
            .files
            .autosave
            .get_or_insert_with(|| {
                store.new_game_path(self.record.variant().id(), SystemTime::now())
            })
            .clone();
        let session = autosave::Session {
            game: game.clone(),
            file: self.files.path.clone(),
            players: self.seats.players.map(Player::setting),
            cursor: autosave::cursor_moves(&self.record),
            // The window's view: it sets it as it carries the write out.
            flipped: false,
            matchup: self.matchup.clone(),
        };
        // A game with a file of its own is listed by its file, once.
        let listed = self.files.path.as_deref().unwrap_or(&game);
        let recent = recent_entry(&self.record, listed, title);
        self.effects.writes.push(Write::Autosave(Box::new(Autosave {
            store: store.clone(),
            session,
            record: self.record.clone(),
            recent,
        })));
    }

    /// Puts a file the player opened or saved on the recent list.
    pub(super) fn remember_file(&mut self, path: &Path) {
        let Some(store) = &self.files.store else {
            return;
        };
        let game = recent_entry(&self.record, path, self.title());
        self.effects.writes.push(Write::Remember {
            store: store.clone(),
            game,
            replaces: self.files.autosave.clone(),
        });
    }

    /// A queued write failed: the notice says which file and why.
    pub fn write_failed(&mut self, failed: &WriteFailed) {
        self.say(Notice::WriteFailed {
            kind: failed.kind,
            file: failed.file.clone(),
            error: failed.error.to_string(),
        });
    }
}
