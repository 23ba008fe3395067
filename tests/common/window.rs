//! A window that keeps its widgets' state between updates, as the runtime
//! does: which field has the keyboard, where the sheet is scrolled. Events
//! go to the widgets first; a key press no widget took reaches the app's
//! shortcuts (as `keyboard::listen` hears it); the tasks' widget operations
//! (focus, scrolling) are carried out on the kept state. The simulator of
//! `common::app` builds its widgets afresh each time and cannot show this.

use iced::futures::FutureExt;
use iced::futures::stream::{SelectAll, StreamExt};
use iced::keyboard::{self, Key, Modifiers, key::Named};
use iced::{Event, Point, Size, Task, mouse};
use iced_test::core::renderer::Headless;
use iced_test::core::widget::operation::{self, Operation, Outcome};
use iced_test::core::{Font, SmolStr, clipboard, event};
use iced_test::renderer::Renderer;
use iced_test::runtime::user_interface::{Cache, UserInterface};
use iced_test::runtime::{Action, task::into_stream};
use iced_test::selector::{Bounded, Selector};
use taflbord::app::{App, Message};

type Pending = SelectAll<iced::futures::stream::BoxStream<'static, Action<Message>>>;

pub struct Window {
    pub app: App,
    size: Size,
    cache: Option<Cache>,
    renderer: Renderer,
    cursor: mouse::Cursor,
    /// The tasks still running (an analysis engine thinks without end).
    pending: Pending,
}

impl Window {
    pub fn new(app: App, size: Size) -> Window {
        let settings = iced_test::core::Settings::default();
        let renderer = iced::futures::executor::block_on(Renderer::new(
            Font::with_name("Fira Sans"),
            settings.default_text_size,
            None,
        ))
        .expect("a headless renderer");
        let mut window = Window {
            app,
            size,
            cache: Some(Cache::default()),
            renderer,
            cursor: mouse::Cursor::Unavailable,
            pending: SelectAll::new(),
        };
        // Laid out once, as the first frame is.
        window.events(Vec::new());
        window
    }

    /// Builds the interface on the kept state, lets `f` work on it, keeps
    /// the state again.
    fn with_ui<R>(
        &mut self,
        f: impl FnOnce(&mut UserInterface<'_, Message, iced::Theme, Renderer>, &mut Renderer) -> R,
    ) -> R {
        let cache = self.cache.take().unwrap_or_default();
        let mut ui = UserInterface::build(self.app.view(), self.size, cache, &mut self.renderer);
        let out = f(&mut ui, &mut self.renderer);
        self.cache = Some(ui.into_cache());
        out
    }

    /// Sends `events` to the widgets; what they publish, and the key
    /// presses none of them took, go to the app.
    pub fn events(&mut self, events: Vec<Event>) {
        let cursor = self.cursor;
        let mut messages = Vec::new();
        let statuses = self.with_ui(|ui, renderer| {
            let (_, statuses) = ui.update(
                &events,
                cursor,
                renderer,
                &mut clipboard::Null,
                &mut messages,
            );
            statuses
        });
        for (event, status) in events.iter().zip(statuses) {
            if let (
                Event::Keyboard(keyboard::Event::KeyPressed { key, modifiers, .. }),
                event::Status::Ignored,
            ) = (event, status)
            {
                messages.push(Message::Key(key.clone(), *modifiers));
            }
        }
        for message in messages {
            self.send(message);
        }
    }

    /// A message to the app, as from a widget or the runtime; its tasks
    /// run as far as they can without waiting.
    pub fn send(&mut self, message: Message) {
        let task = self.app.update(message);
        self.run(task);
    }

    fn run(&mut self, task: Task<Message>) {
        self.pending.extend(into_stream(task));
        // A task's answer may come from another thread (a file read): it
        // is waited for a little; what thinks without end is left running.
        let mut waits = 0;
        loop {
            let action = match self.pending.next().now_or_never() {
                Some(Some(action)) => action,
                Some(None) => break,
                None if waits < 50 => {
                    waits += 1;
                    std::thread::sleep(std::time::Duration::from_millis(2));
                    continue;
                }
                None => break,
            };
            match action {
                Action::Output(message) => {
                    let task = self.app.update(message);
                    self.pending.extend(into_stream(task));
                }
                Action::Widget(op) => self.operate(op),
                _ => {}
            }
        }
    }

    /// Carries out a widget operation (and those it chains) on the kept state.
    fn operate(&mut self, op: Box<dyn Operation>) {
        self.with_ui(|ui, renderer| {
            let mut current = Some(op);
            while let Some(mut op) = current.take() {
                ui.operate(renderer, op.as_mut());
                if let Outcome::Chain(next) = op.finish() {
                    current = Some(next);
                }
            }
        });
    }

    /// What `selector` finds in the window as it stands.
    pub fn find<S>(&mut self, selector: S) -> Option<S::Output>
    where
        S: Selector + Send,
        S::Output: Clone + Send,
    {
        let mut find = selector.find();
        self.with_ui(|ui, renderer| {
            ui.operate(renderer, &mut operation::black_box(&mut find));
        });
        match find.finish() {
            Outcome::Some(found) => found,
            _ => None,
        }
    }

    /// Points at the middle of what `selector` finds and clicks.
    pub fn click<S>(&mut self, selector: S)
    where
        S: Selector + Send,
        S::Output: Bounded + Clone + Send,
    {
        let target = self.find(selector).expect("something to click");
        let at = target.visible_bounds().expect("in view").center();
        self.click_at(at);
    }

    pub fn click_at(&mut self, at: Point) {
        self.cursor = mouse::Cursor::Available(at);
        self.events(iced_test::simulator::click().collect());
    }

    /// A key pressed and let go with `modifiers` held.
    pub fn press(&mut self, key: Key, modifiers: Modifiers) {
        // Letters and Tab type their text; with Ctrl held nothing is typed.
        let text = match key.as_ref() {
            _ if modifiers.command() => None,
            Key::Character(c) => Some(SmolStr::new(c)),
            Key::Named(Named::Tab) => Some(SmolStr::new("\t")),
            Key::Named(Named::Enter) => Some(SmolStr::new("\r")),
            _ => None,
        };
        let physical =
            keyboard::key::Physical::Unidentified(keyboard::key::NativeCode::Unidentified);
        let pressed = Event::Keyboard(keyboard::Event::KeyPressed {
            key: key.clone(),
            modified_key: key.clone(),
            physical_key: physical,
            location: keyboard::Location::Standard,
            modifiers,
            text,
            repeat: false,
        });
        let released = Event::Keyboard(keyboard::Event::KeyReleased {
            key: key.clone(),
            modified_key: key,
            physical_key: physical,
            location: keyboard::Location::Standard,
            modifiers,
        });
        let held = |m| Event::Keyboard(keyboard::Event::ModifiersChanged(m));
        self.events(vec![
            held(modifiers),
            pressed,
            released,
            held(Modifiers::empty()),
        ]);
    }

    pub fn tap(&mut self, key: Named) {
        self.press(Key::Named(key), Modifiers::empty());
    }

    pub fn ctrl(&mut self, letter: &str) {
        self.press(Key::Character(letter.into()), Modifiers::CTRL);
    }

    /// Types `text`, a key a character.
    pub fn type_text(&mut self, text: &str) {
        for c in text.chars() {
            self.press(Key::Character(c.to_string().into()), Modifiers::empty());
        }
    }

    /// Whether the widget `id` has the keyboard.
    pub fn focused(&mut self, id: &'static str) -> bool {
        let mut asks = operation::focusable::is_focused(iced::widget::Id::new(id));
        self.with_ui(|ui, renderer| {
            ui.operate(renderer, &mut operation::black_box(&mut asks));
        });
        matches!(asks.finish(), Outcome::Some(true))
    }
}
