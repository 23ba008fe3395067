//! The root's answers to the screens over the game: the new-game form,
//! the openings explorer, the set-up editor, the app's own file chooser
//! (each handing its outcome to the game), and online play (its settings
//! and the secret store).

use super::screen::chooser;
use super::screen::online::{self, Online};
use super::screen::rules::{self, RulesScreen};
use super::screen::set_up;
use super::screen::{new_game, openings, welcome};
use super::secrets;
use super::{App, Message, Screen, game};
use crate::Variant;
use crate::session::{Notice, Player};
use iced::Task;
use std::path::PathBuf;
use std::sync::Arc;

impl App {
    /// The welcome's choices go to its form; its other buttons put it away.
    pub(super) fn welcome_message(&mut self, m: welcome::Message) -> Task<Message> {
        match m {
            welcome::Message::Form(m) => self.new_game_message(m),
            welcome::Message::TwoPeople => {
                self.welcome = None;
                Task::none()
            }
            welcome::Message::MoreChoices => self.game_event(game::Event::ShowNewGame),
        }
    }

    pub(super) fn new_game_message(&mut self, m: new_game::Message) -> Task<Message> {
        let form = match (&mut self.screen, &mut self.welcome) {
            (Screen::NewGame(form), _) => form,
            (Screen::Game, Some(form)) => form.as_mut(),
            _ => return Task::none(),
        };
        match form.update(m) {
            None => Task::none(),
            Some(new_game::Event::Cancel) => self.show_game(),
            Some(new_game::Event::ShowRules(id)) => self.show_rules(&id),
            Some(new_game::Event::Start(form)) => {
                self.screen = Screen::Game;
                self.welcome = None;
                let [first, second] = form.players;
                let variant = form.variant.0;
                // The form opens as it was filled in, next time too.
                self.settings.variant = variant.id().to_owned();
                self.settings.players = form.players.map(Player::setting);
                self.settings.names = form.names.clone();
                let control = form.time_control.unwrap_or_default();
                self.settings.time_control = control.to_string();
                let names = form.names;
                let task = self.game.with_session(&self.settings, |s| {
                    s.set_names(names);
                    s.set_time_control(control);
                    if form.matchup {
                        s.start_matchup(variant.id(), first, second);
                    } else {
                        s.start_game(variant, form.players);
                    }
                });
                let save = match self.settings_write() {
                    Some(write) => self.queue(write),
                    None => Task::none(),
                };
                Task::batch([self.after_game(task), save])
            }
        }
    }

    pub(super) fn openings_message(&mut self, m: openings::Message) -> Task<Message> {
        let Screen::Openings(explorer) = &mut self.screen else {
            return Task::none();
        };
        match explorer.update(m) {
            None => Task::none(),
            Some(openings::Event::Back) => self.show_game(),
            Some(openings::Event::Practise {
                opening,
                side,
                level,
            }) => {
                self.screen = Screen::Game;
                let task = self
                    .game
                    .with_session(&self.settings, |s| s.start_practice(opening, side, level));
                self.after_game(task)
            }
        }
    }

    pub(super) fn set_up_message(&mut self, m: set_up::Message) -> Task<Message> {
        let Screen::SetUp(editor) = &mut self.screen else {
            return Task::none();
        };
        match editor.update(m) {
            None => Task::none(),
            Some(set_up::Event::Back) => self.show_game(),
            Some(set_up::Event::Play(variant, setup)) => {
                self.start_from_setup(variant, &setup, None)
            }
            Some(set_up::Event::Analyse(variant, setup)) => {
                let then =
                    (self.game.analysis().is_none()).then_some(game::Message::ToggleAnalysis);
                self.start_from_setup(variant, &setup, then)
            }
            Some(set_up::Event::Save(variant, setup)) => {
                self.start_from_setup(variant, &setup, Some(game::Message::SaveAs))
            }
        }
    }

    pub(super) fn chooser_message(&mut self, m: chooser::Message) -> Task<Message> {
        let Screen::Chooser(chooser) = &mut self.screen else {
            return Task::none();
        };
        let (task, event) = chooser.update(m);
        let task = task.map(Message::Chooser);
        match event {
            None => task,
            Some(chooser::Event::Cancel) => self.show_game(),
            Some(chooser::Event::Chosen(purpose, path)) => {
                self.last_folder = path.parent().map(PathBuf::from);
                self.screen = Screen::Game;
                let chosen = game::Message::Chosen(purpose, Some(path));
                self.update(Message::Game(chosen))
            }
        }
    }

    /// A game from a set-up position on the board, then `then` (the
    /// analysis board, or saving it).
    pub(super) fn start_from_setup(
        &mut self,
        variant: Arc<Variant>,
        setup: &crate::Setup,
        then: Option<game::Message>,
    ) -> Task<Message> {
        let mut refused = None;
        let task = self.game.with_session(&self.settings, |s| {
            refused = s.start_from_setup(variant, setup).err();
        });
        if let Some(e) = refused {
            // The editor lets only playable setups through; kept for safety.
            let why = set_up::setup_problem(&self.locale, &e);
            self.game
                .session_mut()
                .set_notice(vec![Notice::Worded(why)]);
            return self.after_game(task);
        }
        self.screen = Screen::Game;
        let task = self.after_game(task);
        match then {
            Some(m) => Task::batch([task, self.update(Message::Game(m))]),
            None => task,
        }
    }

    /// The Online screen; its connection lives on while the player is elsewhere.
    pub(super) fn show_online(&mut self) -> Task<Message> {
        self.screen = Screen::Online;
        if self.online.is_some() {
            return Task::none();
        }
        let store = self.session().files().store().cloned();
        let s = &self.settings;
        let online = Online::new(store, &s.online_server, &s.online_user);
        let recall = online.recall();
        self.online = Some(Box::new(online));
        recall.map_or_else(Task::none, |e| self.online_event(e))
    }

    pub(super) fn online_message(&mut self, m: online::Message) -> Task<Message> {
        let Some(online) = &mut self.online else {
            return Task::none();
        };
        let events = online.update(m, &self.locale);
        Task::batch(events.into_iter().map(|e| self.online_event(e)))
    }

    fn online_event(&mut self, event: online::Event) -> Task<Message> {
        let done = |m: online::Message| Message::Online(m);
        match event {
            online::Event::Back => self.show_game(),
            online::Event::LoggedIn { server, user } => {
                if self.settings.online_server == server && self.settings.online_user == user {
                    return Task::none();
                }
                self.settings.online_server = server;
                self.settings.online_user = user;
                match self.settings_write() {
                    Some(write) => self.queue(write),
                    None => Task::none(),
                }
            }
            online::Event::Remember {
                label,
                server,
                user,
                password,
            } => Task::future(secrets::remember(label, server, user, password))
                .map(move |r| done(online::Message::Kept(r))),
            online::Event::Write(write) => self.queue(*write),
            online::Event::Recall { server, user } => Task::future(secrets::recall(server, user))
                .map(move |r| done(online::Message::Recalled(r))),
        }
    }

    /// The rules help of a variant, going back to the screen it came from.
    pub(super) fn show_rules(&mut self, id: &str) -> Task<Message> {
        let Some(variant) = self.variants().iter().find(|v| v.id() == id) else {
            return Task::none();
        };
        let rules = Box::new(RulesScreen::new(
            variant,
            &self.locale,
            self.settings.notation,
        ));
        let back = match std::mem::replace(&mut self.screen, Screen::Game) {
            Screen::Rules(_, back) => back,
            other => Box::new(other),
        };
        self.screen = Screen::Rules(rules, back);
        iced::widget::operation::snap_to(
            rules::PAGE_ID,
            iced::widget::operation::RelativeOffset::START,
        )
    }
}
