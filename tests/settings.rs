//! Settings: saved and read back unchanged; broken files give the
//! defaults, a notice, and are kept aside.

use taflbord::contest::player::PlayerSetting;
use taflbord::render::board_style::BoardStyle;
use taflbord::store::settings::{Settings, Theme, WindowSize};

fn folder(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("taflbord-settings-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn changed() -> Settings {
    Settings {
        language: Some("is".into()),
        theme: Theme::Dark,
        board_style: BoardStyle::Stone,
        sound: false,
        volume: 0.25,
        coordinates: false,
        legal_moves: false,
        last_move: false,
        animation: false,
        notation: taflbord::notation::shown::Notation::Letters,
        file_dialogs: taflbord::store::settings::FileDialogs::Own,
        variant: "tablut".into(),
        players: [
            PlayerSetting::Bot("jarl".into()),
            PlayerSetting::Strategy("Edge fort".into()),
        ],
        names: ["Ada".into(), String::new()],
        time_control: "5d3".into(),
        engine_threads: 3,
        window: WindowSize {
            width: 1400.0,
            height: 900.0,
        },
        online_server: "tafl.example:49152".into(),
        online_user: "ada".into(),
    }
}

#[test]
fn settings_round_trip_through_the_file() {
    let dir = folder("round-trip");
    let path = dir.join("settings.ron");
    for settings in [Settings::default(), changed()] {
        settings.save(&path).unwrap();
        let loaded = Settings::load(&path);
        assert_eq!(loaded.settings, settings);
        assert_eq!(loaded.notice, None);
        assert!(loaded.may_save);
    }
    // Only the settings file: the temporary one was renamed over it.
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_missing_file_gives_the_defaults_with_a_notice() {
    let dir = folder("missing");
    let loaded = Settings::load(&dir.join("settings.ron"));
    assert_eq!(loaded.settings, Settings::default());
    assert!(loaded.notice.unwrap().to_string().contains("defaults"));
    assert!(loaded.may_save);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_corrupt_file_gives_the_defaults_and_is_kept_aside() {
    let dir = folder("corrupt");
    let path = dir.join("settings.ron");
    let broken = "(\n    theme: Dark,\n    volume: \"loud\",\n)\n";
    std::fs::write(&path, broken).unwrap();
    let loaded = Settings::load(&path);
    assert_eq!(loaded.settings, Settings::default());
    let notice = loaded.notice.unwrap().to_string();
    // The notice names the file, the place and where the file went.
    assert!(notice.contains("settings.ron"), "{notice}");
    assert!(notice.contains("line 3"), "{notice}");
    assert!(notice.contains("settings.bad.ron"), "{notice}");
    assert!(!notice.contains('\n'), "one line: {notice}");
    assert!(loaded.may_save);
    // The player's file is kept, byte for byte, and not in the way.
    assert_eq!(
        std::fs::read_to_string(dir.join("settings.bad.ron")).unwrap(),
        broken
    );
    assert!(!path.exists());
    // Saving the defaults now leaves the kept file alone; a second broken
    // file is kept beside the first.
    std::fs::write(&path, "not ron at all").unwrap();
    let again = Settings::load(&path);
    assert!(
        again
            .notice
            .unwrap()
            .to_string()
            .contains("settings.bad-2.ron")
    );
    Settings::default().save(&path).unwrap();
    assert_eq!(
        std::fs::read_to_string(dir.join("settings.bad.ron")).unwrap(),
        broken
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("settings.bad-2.ron")).unwrap(),
        "not ron at all"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_file_that_is_not_text_is_kept_aside_too() {
    let dir = folder("binary");
    let path = dir.join("settings.ron");
    std::fs::write(&path, [0xff, 0xfe, 0x00, 0x41]).unwrap();
    let loaded = Settings::load(&path);
    assert_eq!(loaded.settings, Settings::default());
    assert!(loaded.notice.unwrap().to_string().contains("UTF-8"));
    assert!(dir.join("settings.bad.ron").exists());
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn missing_fields_take_their_defaults_and_values_are_brought_into_range() {
    let s = Settings::parse("(theme: Dark, volume: 7.5, window: (width: 10.0, height: 5000.0))")
        .unwrap();
    assert_eq!(s.theme, Theme::Dark);
    assert_eq!(s.volume, 1.0);
    assert_eq!(s.window.width, WindowSize::MIN.width);
    assert_eq!(s.window.height, 5000.0);
    assert_eq!(s.board_style, Settings::default().board_style);
    assert!(s.sound);
    // Unknown fields from a newer version are ignored, not an error.
    assert!(Settings::parse("(theme: Light, future_option: 3)").is_ok());
    // A wrong value is an error that says where.
    let e = Settings::parse("(\n  theme: Purple,\n)").unwrap_err();
    assert!(e.to_string().starts_with("line 2"), "{e}");
}
