//! Asking which file: the desktop's dialog when a desktop portal answers,
//! otherwise the app's own chooser (`screen::chooser`). rfd says nothing
//! when no portal answers (the dialog just never opens), so the portal is
//! asked first, once per run, and the answer logged when there is none.

use super::export::Export;
use super::screen::game::Message;
use crate::i18n::locale::{Locale, arg};
use crate::store::settings::FileDialogs;
use iced::Task;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

/// What a file is chosen for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    Open,
    Save,
    Export(Export),
}

impl Purpose {
    /// The kinds of file it takes, by extension.
    pub fn extensions(self) -> &'static [&'static str] {
        match self {
            Purpose::Open | Purpose::Save => &["tafl", "otg"],
            Purpose::Export(kind) => kind.extensions(),
        }
    }

    /// The extension a typed name gets when it has none of them.
    pub fn extension(self) -> &'static str {
        self.extensions()[0]
    }

    /// Whether a file is written (a name is typed; an existing file is
    /// replaced only when the player says so).
    pub fn writes(self) -> bool {
        !matches!(self, Purpose::Open)
    }

    /// The message naming what is being done.
    pub fn title(self) -> &'static str {
        match self {
            Purpose::Open => "chooser-open",
            Purpose::Save => "chooser-save",
            Purpose::Export(Export::Picture) => "chooser-export-picture",
            Purpose::Export(Export::Animation) => "chooser-export-animation",
            Purpose::Export(Export::Sheet) => "chooser-export-sheet",
        }
    }

    /// The message naming the kinds of file.
    fn filter(self) -> &'static str {
        match self {
            Purpose::Open => "file-kind-games",
            Purpose::Save => "file-kind-sheet",
            Purpose::Export(kind) => kind.filter(),
        }
    }
}

/// Whether a desktop portal answered, once asked.
static DESKTOP: OnceLock<Result<(), String>> = OnceLock::new();

/// Asks the session bus for the portal's file chooser.
async fn portal() -> Result<(), String> {
    let bus = zbus::Connection::session()
        .await
        .map_err(|e| e.to_string())?;
    let chooser = zbus::Proxy::new(
        &bus,
        "org.freedesktop.portal.Desktop",
        "/org/freedesktop/portal/desktop",
        "org.freedesktop.portal.FileChooser",
    )
    .await
    .map_err(|e| e.to_string())?;
    chooser
        .get_property::<u32>("version")
        .await
        .map(|_| ())
        .map_err(|e| e.to_string())
}

/// Whether the desktop's dialog can be used; the first time, asks the
/// portal (for at most three seconds) and logs why not.
async fn desktop_answers(tr: &Locale) -> bool {
    if let Some(known) = DESKTOP.get() {
        return known.is_ok();
    }
    // The bus is reached through the runtime iced runs tasks on; with no
    // runtime (tests drive tasks by hand) there is no desktop to ask.
    let answer = if tokio::runtime::Handle::try_current().is_ok() {
        tokio::time::timeout(Duration::from_secs(3), portal())
            .await
            .unwrap_or_else(|_| Err(tr.text("log-portal-silent")))
    } else {
        Err(tr.text("log-no-runtime"))
    };
    if let Err(why) = &answer {
        let says = tr.format("log-no-portal", &[("why", arg(why.clone()))]);
        eprintln!("taflbord: {says}");
    }
    DESKTOP.get_or_init(|| answer).is_ok()
}

/// Asks which file, for `purpose`, suggesting `name` when saving: the
/// desktop's dialog answers with [`Message::Chosen`]; without one (or
/// with the app's own chosen in the settings) [`Message::OwnChooser`]
/// opens the app's.
pub fn ask(purpose: Purpose, name: String, dialogs: FileDialogs, tr: Arc<Locale>) -> Task<Message> {
    if dialogs == FileDialogs::Own {
        return Task::done(Message::OwnChooser(purpose, name));
    }
    Task::future(async move {
        if !desktop_answers(&tr).await {
            return Message::OwnChooser(purpose, name);
        }
        let dialog =
            rfd::AsyncFileDialog::new().add_filter(tr.text(purpose.filter()), purpose.extensions());
        let chosen: Option<PathBuf> = if purpose.writes() {
            dialog.set_file_name(name).save_file().await
        } else {
            dialog.pick_file().await
        }
        .map(|h| h.path().to_path_buf());
        Message::Chosen(purpose, chosen)
    })
}
