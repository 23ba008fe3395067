//! Opening the window: its size, icon and id, and the variants the app
//! starts with.

use super::renderer::{self, Renderer};
use super::{APP_ID, App, Folders, icon};
use crate::i18n::locale::{Locale, arg, system_language};
use crate::store::settings::Settings;
use crate::{Variant, built_ins};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The built-in variants and the user's own: the config folder's
/// `variants/`, then the folder the command line named; broken files are
/// named, and skipped.
pub(super) fn all_variants(folders: &Folders, tr: &Locale) -> (Vec<Arc<Variant>>, Vec<String>) {
    let mine = folders.config.as_ref().map(|c| c.join("variants"));
    let dirs: Vec<&Path> = mine
        .iter()
        .chain(&folders.variants)
        .map(PathBuf::as_path)
        .collect();
    let (found, errors) = crate::load_folders(&dirs);
    let mut all = built_ins().to_vec();
    all.extend(found.into_iter().map(Arc::new));
    let problems = errors
        .iter()
        .map(|e| tr.format("notice-variant-skipped", &[("error", arg(e.to_string()))]))
        .collect();
    (all, problems)
}

/// Runs the app, opening `file` when given, with the variants of
/// `variants_dir` besides the built-in and the player's own; the bots play
/// by `seed` when one is given.
pub fn run(
    file: Option<PathBuf>,
    variants_dir: Option<PathBuf>,
    seed: Option<u64>,
) -> iced::Result {
    let folders = Folders {
        variants: variants_dir,
        ..Folders::system()
    };
    // Only the window size and language are wanted here; the app reads
    // the settings properly (with notices) when it starts.
    let settings = folders
        .settings_file()
        .and_then(|p| std::fs::read_to_string(p).ok())
        .and_then(|t| Settings::parse(&t).ok())
        .unwrap_or_default();
    if let Renderer::TinySkia { adapter } = renderer::choose() {
        let tr = Locale::new(settings.language.as_deref().unwrap_or(system_language()));
        let says = tr.format("log-software-renderer", &[("adapter", arg(adapter))]);
        eprintln!("taflbord: {says}");
    }
    let size = settings.window;
    iced::application(
        move || App::with_folders(folders.clone(), file.clone(), seed),
        App::update,
        App::view,
    )
    .title(App::title)
    .theme(App::theme)
    .subscription(App::subscription)
    .window(iced::window::Settings {
        size: iced::Size::new(size.width, size.height),
        min_size: Some(iced::Size::new(
            crate::store::settings::WindowSize::MIN.width,
            crate::store::settings::WindowSize::MIN.height,
        )),
        exit_on_close_request: false,
        icon: icon::window_icon(),
        // The desktop entry's id: docks and window lists match the
        // window to its menu entry and icon by it.
        #[cfg(target_os = "linux")]
        platform_specific: iced::window::settings::PlatformSpecific {
            application_id: APP_ID.to_owned(),
            ..Default::default()
        },
        ..iced::window::Settings::default()
    })
    .run()
}
