//! Rule sets as data: the built-in files, user variant folders, and what
//! happens to broken files.

use std::fs;
use taflbord::engine::rules::{Repetition, Rules};
use taflbord::{Position, Side, Square, Variant, VariantError, built_ins, load_folder};

const IDS: [&str; 8] = [
    "copenhagen",
    "fetlar",
    "book13",
    "tablut",
    "onestep9",
    "brandubh",
    "tawlbwrdd",
    "alea19",
];

fn counts(id: &str) -> (usize, usize, usize) {
    let v = Variant::built_in(id).unwrap();
    let pieces: Vec<_> = v.start().pieces().map(|(_, p)| p).collect();
    let n = |p| pieces.iter().filter(|&&q| q == p).count();
    (
        n(taflbord::Piece::Attacker),
        n(taflbord::Piece::Defender),
        n(taflbord::Piece::King),
    )
}

#[test]
fn the_eight_built_in_variants_load_in_order() {
    let ids: Vec<&str> = built_ins().iter().map(|v| v.id()).collect();
    assert_eq!(ids, IDS);
    let sizes: Vec<u8> = built_ins().iter().map(|v| v.size()).collect();
    assert_eq!(sizes, [11, 11, 13, 9, 9, 7, 11, 19]);
}

#[test]
fn built_in_setups_have_the_documented_armies() {
    assert_eq!(counts("copenhagen"), (24, 12, 1));
    assert_eq!(counts("fetlar"), (24, 12, 1));
    assert_eq!(counts("book13"), (32, 16, 1));
    assert_eq!(counts("tablut"), (16, 8, 1));
    assert_eq!(counts("onestep9"), (16, 8, 1));
    assert_eq!(counts("brandubh"), (8, 4, 1));
    assert_eq!(counts("tawlbwrdd"), (24, 12, 1));
    assert_eq!(counts("alea19"), (48, 24, 1));
}

#[test]
fn first_movers_follow_the_variants() {
    for v in built_ins() {
        let expected = match v.id() {
            "tablut" | "tawlbwrdd" => Side::Defenders,
            _ => Side::Attackers,
        };
        assert_eq!(Position::new(v.clone()).turn(), expected, "{}", v.id());
    }
}

#[test]
fn rules_survive_a_round_trip_through_ron() {
    for v in built_ins() {
        let text = ron::ser::to_string_pretty(v.rules(), Default::default()).unwrap();
        let back = Variant::from_ron(&text).unwrap_or_else(|e| panic!("{}: {e}\n{text}", v.id()));
        assert_eq!(back.rules(), v.rules());
    }
}

#[test]
fn named_options_are_expressible() {
    let copenhagen = Variant::built_in("copenhagen").unwrap();
    let historical = copenhagen.with_option("historical").unwrap().unwrap();
    assert_eq!(historical.rules().repetition, Repetition::DefendersLose);
    let fetlar = Variant::built_in("fetlar").unwrap();
    let paper = fetlar.with_option("paper-edge").unwrap().unwrap();
    assert_ne!(paper.rules().king, fetlar.rules().king);
    assert!(copenhagen.with_option("no-such-option").is_none());
}

fn folder(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("taflbord-test-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn renamed(id: &str, new_id: &str) -> String {
    let mut rules: Rules = Variant::built_in(id).unwrap().rules().clone();
    rules.id = new_id.into();
    ron::ser::to_string_pretty(&rules, Default::default()).unwrap()
}

#[test]
fn user_variants_load_and_broken_files_are_reported_and_skipped() {
    let dir = folder("user");
    fs::write(dir.join("mine.ron"), renamed("brandubh", "my-brandubh")).unwrap();
    // A syntax error on line 3.
    fs::write(
        dir.join("broken.ron"),
        "(\n    id: \"x\",\n    name: 12,\n)",
    )
    .unwrap();
    // Parses, but a setup with two kings cannot be played.
    let two_kings = renamed("brandubh", "two-kings").replace("A A D K D A A", "A A K K D A A");
    fs::write(dir.join("two-kings.ron"), two_kings).unwrap();
    // Taking a built-in id.
    fs::write(dir.join("clash.ron"), renamed("tablut", "tablut")).unwrap();
    fs::write(dir.join("notes.txt"), "not a variant").unwrap();

    let (found, errors) = load_folder(&dir);
    assert_eq!(
        found.iter().map(|v| v.id()).collect::<Vec<_>>(),
        ["my-brandubh"]
    );
    assert_eq!(errors.len(), 3);
    let broken = errors
        .iter()
        .find(|e| e.path.ends_with("broken.ron"))
        .unwrap();
    match &broken.error {
        VariantError::Syntax { line, .. } => assert_eq!(*line, 3),
        other => panic!("expected a syntax error, got {other}"),
    }
    assert!(broken.to_string().contains("broken.ron:3:"), "{broken}");
    let kings = errors
        .iter()
        .find(|e| e.path.ends_with("two-kings.ron"))
        .unwrap();
    assert!(kings.to_string().contains("exactly one king"), "{kings}");
    let clash = errors
        .iter()
        .find(|e| e.path.ends_with("clash.ron"))
        .unwrap();
    assert!(clash.to_string().contains("already taken"), "{clash}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_variant_file_not_utf8_or_too_large_is_named_with_its_place() {
    let dir = folder("bytes");
    fs::write(dir.join("latin1.ron"), b"(\n    id: \"caf\xe9\",\n)").unwrap();
    fs::File::create(dir.join("huge.ron"))
        .unwrap()
        .set_len(1 << 30)
        .unwrap();
    let (found, errors) = load_folder(&dir);
    assert!(found.is_empty());
    let text = |name: &str| {
        errors
            .iter()
            .find(|e| e.path.ends_with(name))
            .unwrap()
            .to_string()
    };
    assert!(
        text("latin1.ron").contains("line 2, column 13: not UTF-8 text"),
        "{}",
        text("latin1.ron")
    );
    assert!(
        text("huge.ron").contains("larger than 1 MB"),
        "{}",
        text("huge.ron")
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_missing_folder_gives_no_variants_and_no_errors() {
    let (found, errors) = load_folder(std::path::Path::new("/nonexistent/taflbord/variants"));
    assert!(found.is_empty() && errors.is_empty());
}

#[test]
fn impossible_rule_sets_are_refused_with_a_reason() {
    let base = Variant::built_in("copenhagen").unwrap().rules().clone();
    let refuse = |rules: Rules, needle: &str| match Variant::new(rules) {
        Ok(_) => panic!("accepted a variant that should fail with {needle}"),
        Err(e) => assert!(e.to_string().contains(needle), "{e} lacks {needle}"),
    };
    let mut even = base.clone();
    even.setup.pop();
    refuse(even, "row");
    let mut on_throne = base.clone();
    on_throne.setup[5] = "A A . D D D D D . A A".into();
    refuse(on_throne, "one king");
    let mut attacker_on_corner = base.clone();
    attacker_on_corner.setup[0] = "A . . A A A A A . . .".into();
    refuse(attacker_on_corner, "may not stand");
    let mut bad_char = base.clone();
    bad_char.setup[0] = ". . . A A X A A . . .".into();
    refuse(bad_char, "`X`");
    let mut zero_step = base.clone();
    zero_step.step_limit = Some(0);
    refuse(zero_step, "step limit");
    let mut bad_id = base;
    bad_id.id = "no spaces".into();
    refuse(bad_id, "id");
}

/// A camp's number is kept in a byte: a board large enough for more than
/// 255 one-square camps has them refused, not numbered past 255.
#[test]
fn more_base_camps_than_a_byte_counts_are_refused() {
    let alea = Variant::built_in("alea19").unwrap();
    let mut rules = alea.rules().clone();
    // Every square a camp may be: not a corner or the throne, and no
    // defender or king standing there.
    let defended: Vec<Square> = alea
        .start()
        .pieces()
        .filter(|&(_, p)| p != taflbord::Piece::Attacker)
        .map(|(sq, _)| sq)
        .collect();
    let size = 19;
    let corner = |c: u8, r: u8| (c == 0 || c == size - 1) && (r == 0 || r == size - 1);
    let squares: Vec<Square> = (0..size)
        .flat_map(|r| (0..size).map(move |c| (c, r)))
        .filter(|&(c, r)| !corner(c, r) && (c, r) != (9, 9))
        .map(|(c, r)| Square::new(c, r))
        .filter(|sq| !defended.contains(sq))
        .collect();
    rules.camps = squares[..255].iter().map(|&sq| vec![sq]).collect();
    let most = Variant::new(rules.clone()).expect("255 camps are numbered");
    assert_eq!(most.camp(squares[254]), Some(255));
    rules.camps = squares[..256].iter().map(|&sq| vec![sq]).collect();
    match Variant::new(rules) {
        Ok(_) => panic!("256 camps accepted"),
        Err(e) => assert!(e.to_string().contains("256 base camps"), "{e}"),
    }
}
