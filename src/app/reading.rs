//! What the app shows of itself: for the window's title and theme, and
//! for the tests that drive it without a window.

use super::{App, Explorer, Form, Screen, screen};
use crate::Variant;
use crate::contest::matchup::MatchupPlay;
use crate::i18n::locale::{Locale, arg};
use crate::i18n::wording;
use crate::learn::practice::Practice;
use crate::record::GameRecord;
use crate::session::{Player, Session};
use crate::store::settings::{Settings, Theme};
use screen::chooser::Chooser;
use screen::online::Online;
use screen::set_up::Editor;
use std::sync::Arc;

impl App {
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

    /// The game being played, without its window.
    pub fn session(&self) -> &Session {
        self.game.session()
    }

    /// Whether the board is seen from the defenders' side.
    pub fn flipped(&self) -> bool {
        self.game.flipped()
    }

    /// A move marked on the board without being played (a hint, the
    /// book's move), if any.
    pub fn shown_move(&self) -> Option<crate::Move> {
        self.game.shown_move()
    }

    /// Whether the engine is reviewing the game.
    pub fn reviewing(&self) -> bool {
        self.game.reviewing().is_some()
    }

    /// The position editor, while it is shown.
    pub fn editor(&self) -> Option<&Editor> {
        match &self.screen {
            Screen::SetUp(e) => Some(e),
            _ => None,
        }
    }

    /// The analysis board, while it is on.
    pub fn analysis(&self) -> Option<&screen::game::AnalysisBoard> {
        self.game.analysis()
    }

    /// The built-in variants and the player's own.
    pub fn variants(&self) -> &[Arc<Variant>] {
        self.session().variants()
    }

    /// The matchup being played, if any.
    pub fn matchup(&self) -> Option<&MatchupPlay> {
        self.session().matchup()
    }

    pub fn record(&self) -> &GameRecord {
        self.session().record()
    }

    /// Whether a bot is thinking.
    pub fn is_thinking(&self) -> bool {
        self.session().thinking().is_some()
    }

    /// The opening being practised (or practised last, until a new game).
    pub fn practice(&self) -> Option<&Practice> {
        self.session().practice()
    }

    /// Who plays the attackers and the defenders.
    pub fn players(&self) -> [Player; 2] {
        self.session().players()
    }

    /// The piece picked up on the board, if any.
    pub fn selected(&self) -> Option<crate::Square> {
        self.game.selected()
    }

    /// The named opening of the moves up to the position on the board.
    pub fn opening(&self) -> Option<String> {
        self.session().opening()
    }

    /// The opening explorer, while it is shown.
    pub fn explorer(&self) -> Option<&Explorer> {
        match &self.screen {
            Screen::Openings(e) => Some(e),
            _ => None,
        }
    }

    /// The language the app speaks.
    pub fn locale(&self) -> &Locale {
        &self.locale
    }

    pub fn title(&self) -> String {
        let s = self.session();
        let name = s
            .path()
            .and_then(|p| p.file_name())
            .map(|n| n.to_string_lossy().into_owned());
        let game =
            name.unwrap_or_else(|| wording::variant_name(&self.locale, s.record().variant()));
        self.locale.format("window-title", &[("game", arg(game))])
    }

    /// Online play, once opened.
    pub fn online(&self) -> Option<&Online> {
        self.online.as_deref()
    }

    /// The first run's welcome form, while it is over the board.
    pub fn welcome(&self) -> Option<&Form> {
        self.welcome.as_deref()
    }

    /// The new-game form, while it is shown.
    pub fn new_game_form(&self) -> Option<&Form> {
        match &self.screen {
            Screen::NewGame(form) => Some(form),
            _ => None,
        }
    }

    /// The app's own file chooser, while it is shown.
    pub fn chooser(&self) -> Option<&Chooser> {
        match &self.screen {
            Screen::Chooser(c) => Some(c),
            _ => None,
        }
    }
}
