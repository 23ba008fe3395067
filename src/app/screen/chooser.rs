//! The app's own file chooser, for desktops where no portal answers: a
//! folder's subfolders and its files of the right kind, a step up, places
//! to jump to (the app's games, home, documents, the folders of recent
//! games), and for saving a name field; replacing a file is asked first.
//! Folders are read in tasks; one that cannot be read says why.

use crate::app::dialog::Purpose;
use crate::i18n::locale::{Locale, arg};
use crate::store::listing::{self, ListError, Listing};
use iced::widget::{button, column, container, row, rule, scrollable, space, text, text_input};
use iced::{Alignment, Element, Fill, Length, Task};
use std::path::{Path, PathBuf};

/// The widget id of the name field.
pub const NAME_ID: &str = "chooser-name";

/// A place to jump to, with the message naming it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    pub label: &'static str,
    pub folder: PathBuf,
}

#[derive(Clone, Debug)]
pub enum Message {
    /// A folder was read.
    Listed(Result<Listing, ListError>),
    /// The folders of the recent games, read.
    Recent(Vec<PathBuf>),
    Go(PathBuf),
    Up,
    /// A file of the folder clicked: opened, or its name taken to save.
    File(String),
    Name(String),
    /// The Open or Save button, or Enter in the name field.
    Confirm,
    /// Yes, replace the file that is there.
    Replace,
    /// No, keep it: choose another name.
    Keep,
    Cancel,
}

/// What the chooser asks of the root.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Chosen(Purpose, PathBuf),
    Cancel,
}

pub struct Chooser {
    purpose: Purpose,
    folder: PathBuf,
    /// None while the folder is being read.
    listing: Option<Result<Listing, ListError>>,
    name: String,
    places: Vec<Place>,
    recent: Vec<PathBuf>,
    /// A file that is there, until the player says whether to replace it.
    replacing: Option<PathBuf>,
}

impl Chooser {
    /// The chooser in `folder`, with `name` suggested when saving; the
    /// task reads the folder, and `recent` (the recent games' folders).
    pub fn new(
        purpose: Purpose,
        name: String,
        folder: PathBuf,
        places: Vec<Place>,
        recent: impl FnOnce() -> Vec<PathBuf> + Send + 'static,
    ) -> (Chooser, Task<Message>) {
        let chooser = Chooser {
            purpose,
            folder: folder.clone(),
            listing: None,
            name,
            places,
            recent: Vec::new(),
            replacing: None,
        };
        let recent = Task::future(async move { Message::Recent(recent()) });
        let read = read(folder, purpose);
        (chooser, Task::batch([read, recent]))
    }

    pub fn purpose(&self) -> Purpose {
        self.purpose
    }

    /// The file name as typed (or suggested).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The folder shown.
    pub fn folder(&self) -> &Path {
        &self.folder
    }

    pub fn update(&mut self, message: Message) -> (Task<Message>, Option<Event>) {
        let none = (Task::none(), None);
        match message {
            Message::Listed(listing) => {
                // A late answer for a folder left since is dropped.
                let folder = match &listing {
                    Ok(l) => &l.folder,
                    Err(e) => &e.folder,
                };
                if *folder == self.folder {
                    self.listing = Some(listing);
                }
                none
            }
            Message::Recent(folders) => {
                self.recent = folders;
                none
            }
            Message::Go(folder) => (self.go(folder), None),
            Message::Up => match self.folder.parent() {
                Some(up) => (self.go(up.to_path_buf()), None),
                None => none,
            },
            Message::File(name) => {
                if self.purpose.writes() {
                    self.name = name;
                    self.replacing = None;
                    none
                } else {
                    (
                        Task::none(),
                        Some(Event::Chosen(self.purpose, self.folder.join(name))),
                    )
                }
            }
            Message::Name(name) => {
                self.name = name;
                self.replacing = None;
                none
            }
            Message::Confirm => match self.target() {
                Some(path) if path.exists() && self.replacing.as_ref() != Some(&path) => {
                    self.replacing = Some(path);
                    none
                }
                Some(path) => (Task::none(), Some(Event::Chosen(self.purpose, path))),
                None => none,
            },
            Message::Replace => match self.replacing.take() {
                Some(path) => (Task::none(), Some(Event::Chosen(self.purpose, path))),
                None => none,
            },
            Message::Keep => {
                self.replacing = None;
                none
            }
            Message::Cancel => (Task::none(), Some(Event::Cancel)),
        }
    }

    fn go(&mut self, folder: PathBuf) -> Task<Message> {
        self.folder = folder.clone();
        self.listing = None;
        self.replacing = None;
        read(folder, self.purpose)
    }

    /// The file the name field stands for, when saving and a name is typed.
    fn target(&self) -> Option<PathBuf> {
        let p = self.purpose;
        (p.writes() && !self.name.trim().is_empty())
            .then(|| listing::target(&self.folder, &self.name, p.extension(), p.extensions()))
    }

    pub fn view(&self, tr: &Locale) -> Element<'_, Message> {
        let bar = row![
            text(tr.text(self.purpose.title())).size(20),
            space::horizontal(),
            button(text(tr.text("chooser-cancel")))
                .style(button::secondary)
                .on_press(Message::Cancel),
        ]
        .align_y(Alignment::Center);
        let path = row![
            button(text(tr.text("chooser-up")))
                .style(button::secondary)
                .on_press_maybe(self.folder.parent().map(|_| Message::Up)),
            text(self.folder.display().to_string()).size(14),
        ]
        .spacing(10)
        .align_y(Alignment::Center);
        let mut places = column![text(tr.text("chooser-places")).size(13)].spacing(2);
        for place in &self.places {
            places = places.push(place_button(tr.text(place.label), &place.folder));
        }
        if !self.recent.is_empty() {
            places = places.push(text(tr.text("chooser-recent-folders")).size(13));
            for folder in &self.recent {
                let name = folder.file_name().map_or_else(
                    || folder.display().to_string(),
                    |n| n.to_string_lossy().into_owned(),
                );
                places = places.push(place_button(name, folder));
            }
        }
        let places = scrollable(places).width(Length::Fixed(220.0)).height(Fill);
        let entries: Element<'_, Message> = match &self.listing {
            None => text(tr.text("chooser-reading")).into(),
            Some(Err(e)) => text(tr.format(
                "chooser-unreadable",
                &[
                    ("folder", arg(e.folder.display().to_string())),
                    ("reason", arg(e.reason.clone())),
                ],
            ))
            .into(),
            Some(Ok(listing)) => self.entries(listing, tr),
        };
        let mut page = column![
            bar,
            path,
            rule::horizontal(1),
            row![places, rule::vertical(1), entries]
                .spacing(12)
                .height(Fill),
            rule::horizontal(1),
        ]
        .spacing(10)
        .padding(12);
        if self.purpose.writes() {
            let name = text_input(&tr.text("chooser-name"), &self.name)
                .id(NAME_ID)
                .on_input(Message::Name)
                .on_submit(Message::Confirm);
            let save = button(text(tr.text("chooser-save-button")))
                .on_press_maybe(self.target().map(|_| Message::Confirm));
            page = page.push(
                row![text(tr.text("chooser-name")), name, save]
                    .spacing(10)
                    .align_y(Alignment::Center),
            );
        }
        if let Some(path) = &self.replacing {
            let name = path
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
            page = page.push(
                row![
                    text(tr.format("chooser-replace-question", &[("file", arg(name))])),
                    button(text(tr.text("chooser-replace"))).on_press(Message::Replace),
                    button(text(tr.text("chooser-keep")))
                        .style(button::secondary)
                        .on_press(Message::Keep),
                ]
                .spacing(10)
                .align_y(Alignment::Center),
            );
        }
        page.into()
    }

    fn entries<'a>(&self, listing: &'a Listing, tr: &Locale) -> Element<'a, Message> {
        let mut list = column![].spacing(1);
        for folder in &listing.folders {
            list = list.push(
                button(text(format!("{folder}/")))
                    .style(button::text)
                    .width(Fill)
                    .on_press(Message::Go(listing.folder.join(folder))),
            );
        }
        for file in &listing.files {
            let chosen = self.purpose.writes() && *file == self.name;
            list = list.push(
                button(text(file.as_str()))
                    .style(if chosen {
                        button::primary
                    } else {
                        button::text
                    })
                    .width(Fill)
                    .on_press(Message::File(file.clone())),
            );
        }
        if listing.folders.is_empty() && listing.files.is_empty() {
            list = list.push(text(tr.text("chooser-empty")).size(14));
        }
        container(scrollable(list).height(Fill)).width(Fill).into()
    }
}

fn place_button<'a>(label: String, folder: &Path) -> Element<'a, Message> {
    button(text(label).size(14))
        .style(button::text)
        .width(Fill)
        .on_press(Message::Go(folder.to_path_buf()))
        .into()
}

/// Reads `folder` in a task.
fn read(folder: PathBuf, purpose: Purpose) -> Task<Message> {
    Task::future(async move { Message::Listed(listing::list(&folder, purpose.extensions())) })
}
