//! The desktop files in `packaging/` agree with the app: its id, the
//! `.tafl` type, the languages it speaks, the icons it ships. (The
//! freedesktop validators run in `.ci/run`.)

use std::path::Path;
use taflbord::i18n::locale::LANGUAGES;

/// Kept equal to `taflbord::app::APP_ID` (that module needs the window).
const APP_ID: &str = "io.github.taflbord.Taflbord";

fn read(path: &str) -> String {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()))
}

#[cfg(feature = "app")]
#[test]
fn the_app_id_is_the_packaging_id() {
    assert_eq!(taflbord::app::APP_ID, APP_ID);
}

#[test]
fn the_desktop_entry_opens_tafl_files_in_the_games_menu_in_every_language() {
    let entry = read(&format!("packaging/{APP_ID}.desktop"));
    let lines: Vec<&str> = entry.lines().collect();
    for wanted in [
        "Type=Application",
        "Exec=taflbord %f",
        "Icon=taflbord",
        "Categories=Game;BoardGame;",
        "MimeType=application/x-tafl;",
    ] {
        assert!(lines.contains(&wanted), "{wanted} missing");
    }
    assert!(lines.contains(&format!("StartupWMClass={APP_ID}").as_str()));
    for language in &LANGUAGES[1..] {
        for key in ["GenericName", "Comment", "Keywords"] {
            let prefix = format!("{key}[{}]=", language.tag);
            assert!(
                lines.iter().any(|l| l.starts_with(&prefix)),
                "{prefix} missing"
            );
        }
    }
}

#[test]
fn the_mime_type_and_metainfo_name_the_same_app_and_type() {
    let mime = read(&format!("packaging/{APP_ID}.xml"));
    assert!(mime.contains(r#"<mime-type type="application/x-tafl">"#));
    assert!(mime.contains(r#"<glob pattern="*.tafl"/>"#));
    let meta = read(&format!("packaging/{APP_ID}.metainfo.xml"));
    assert!(meta.contains(&format!("<id>{APP_ID}</id>")));
    assert!(meta.contains(&format!(
        r#"<launchable type="desktop-id">{APP_ID}.desktop</launchable>"#
    )));
    assert!(meta.contains("<binary>taflbord</binary>"));
    // Screenshots named in the metainfo are in the repository.
    for shot in meta.split("docs/screenshots/").skip(1) {
        let file = shot.split('<').next().unwrap();
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("docs/screenshots")
            .join(file);
        assert!(path.exists(), "{} is not in docs/screenshots", file);
    }
}

#[test]
fn every_icon_size_the_install_and_the_package_name_exists() {
    let script = read("packaging/install.sh");
    let cargo = read("Cargo.toml");
    for n in [16, 24, 32, 48, 64, 128, 256, 512] {
        let icon = format!("assets/icon/hicolor/{n}/taflbord.png");
        assert!(
            Path::new(env!("CARGO_MANIFEST_DIR")).join(&icon).exists(),
            "{icon}"
        );
        assert!(
            cargo.contains(&format!("\"{icon}\"")),
            "{icon} not in the .deb"
        );
        assert!(script.contains(&n.to_string()), "{n} not installed");
    }
    assert!(cargo.contains("\"assets/icon/taflbord.svg\""));
}
