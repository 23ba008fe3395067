//! The learned evaluation: its weights files, read and refused, and its
//! training's recipe, repeatable.

use std::process::Command;
use taflbord::Variant;
use taflbord::bot::Evaluation;
use taflbord::bot::training::{Labels, fit, loss, samples, self_play, weights_file};
use taflbord::bot::weights::Weights;

fn asset(id: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/assets/eval/{id}.ron",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

#[test]
fn the_built_in_weights_read_and_fit_their_variants() {
    for id in ["copenhagen", "fetlar"] {
        let variant = Variant::built_in(id).unwrap();
        let weights = Weights::read(&asset(id)).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert!(weights.fits(&variant));
        assert!(weights.file().recipe.starts_with("taflbord train"), "{id}");
        assert!(Weights::for_variant(&variant).is_some(), "{id}");
    }
    // Variants without weights are evaluated by hand.
    for id in ["tablut", "brandubh"] {
        assert!(Weights::for_variant(&Variant::built_in(id).unwrap()).is_none());
    }
    let fetlar = Weights::read(&asset("fetlar")).unwrap();
    assert!(!fetlar.fits(&Variant::built_in("copenhagen").unwrap()));
}

#[test]
fn a_broken_weights_file_says_what_is_wrong() {
    let good = asset("copenhagen");
    let cut = &good[..good.len() / 2];
    let mut cases: Vec<(String, &str)> = vec![
        (cut.to_owned(), "the weights file, at"),
        (String::new(), "the weights file, at"),
        ("not ron at all".into(), "the weights file, at"),
    ];
    let file = Weights::read(&good).unwrap().file().clone();
    let mut short = file.clone();
    short.attacker.pop();
    let mut unknown = file.clone();
    unknown.terms.push(("charm".into(), 3));
    let mut missing = file.clone();
    missing.terms.remove(0);
    let mut twice = file.clone();
    twice.terms.push(twice.terms[1].clone());
    let mut huge = file.clone();
    huge.king[3] = 1_000_000;
    let mut wide = file.clone();
    wide.size = 40;
    // The least i32, whose `abs()` overflows.
    let mut least = file.clone();
    least.attacker[2] = i32::MIN;
    let mut least_term = file.clone();
    least_term.terms[0].1 = i32::MIN;
    for (f, expect) in [
        (
            short,
            "`attacker` has 20 values; a 11×11 board has 21 square classes",
        ),
        (unknown, "no term `charm`"),
        (missing, "term `tempo` is missing"),
        (twice, "is given twice"),
        (huge, "`king`: 1000000 is beyond"),
        (wide, "size 40"),
        (least, "`attacker`: -2147483648 is beyond ±5000"),
        (least_term, "term `tempo`: -2147483648 is beyond ±5000"),
    ] {
        cases.push((ron::to_string(&f).unwrap(), expect));
    }
    for (text, expect) in cases {
        let err = Weights::read(&text).expect_err(expect);
        assert!(err.contains(expect), "`{err}` should say `{expect}`");
    }
}

#[test]
fn the_engine_refuses_a_broken_weights_file_by_name() {
    let dir = std::env::temp_dir().join(format!("taflbord-weights-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let broken = dir.join("broken.ron");
    std::fs::write(&broken, "(variant: \"copenhagen\", size: 11,").unwrap();
    let fetlar = dir.join("fetlar.ron");
    std::fs::write(&fetlar, asset("fetlar")).unwrap();
    // A huge sparse file is refused before it is read whole.
    let huge = dir.join("huge.ron");
    std::fs::File::create(&huge)
        .unwrap()
        .set_len(1 << 30)
        .unwrap();
    for (file, expect) in [
        (&broken, "the weights file, at"),
        (&fetlar, "the weights are for fetlar, not copenhagen"),
        (&huge, "larger than 1 MB"),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_taflbord"))
            .args(["engine", "--protocol", "gtp", "--weights"])
            .arg(file)
            .output()
            .unwrap();
        assert!(!out.status.success());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(&*file.to_string_lossy()), "{err}");
        assert!(err.contains(expect), "{err}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn training_repeats_itself_and_learns_from_its_games() {
    let variant = Variant::built_in("brandubh").unwrap();
    let games = self_play(&variant, 40, 1, 80, 3, 120);
    assert_eq!(
        games,
        self_play(&variant, 40, 1, 80, 3, 120),
        "self-play repeats"
    );
    let (learn, held) = games.split_at(30);
    let by_result = Labels {
        depth: 0,
        result_share: 1.0,
        evaluation: Evaluation::Hand,
    };
    let learn = samples(&variant, learn, &by_result, 2);
    let held = samples(&variant, held, &by_result, 1);
    assert!(learn.len() > 300 && !held.is_empty());
    let fitted = fit(&learn, 300, 0);
    assert_eq!(fitted, fit(&learn, 300, 0), "the fit repeats");
    let coin = vec![0.0; fitted.len()];
    assert!(loss(&learn, &fitted) < loss(&learn, &coin) - 0.02);
    // Labels by search do not depend on how the games are shared out.
    let searched = Labels {
        depth: 2,
        result_share: 0.5,
        evaluation: Evaluation::Hand,
    };
    let one = samples(&variant, &games[..6], &searched, 1);
    let three = samples(&variant, &games[..6], &searched, 3);
    assert_eq!(fit(&one, 50, 0), fit(&three, 50, 0));
    // With a floor, no piece is worth less than it on any square it stood on.
    let floored = weights_file(&variant, &fit(&learn, 100, 400), "floor").unwrap();
    let file = floored.file();
    assert!(file.attacker.iter().all(|&v| v == 0 || v <= -400));
    assert!(file.defender.iter().all(|&v| v == 0 || v >= 400));
    assert!(file.attacker.iter().any(|&v| v != 0) && file.defender.iter().any(|&v| v != 0));
    let weights = weights_file(&variant, &fitted, "taflbord train (test)").unwrap();
    let again = Weights::read(&weights.to_text()).unwrap();
    assert_eq!(again.file(), weights.file());
}

#[test]
fn taflbord_train_writes_weights_with_their_recipe() {
    let dir = std::env::temp_dir().join(format!("taflbord-train-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("brandubh.ron");
    let run = |extra: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_taflbord"))
            .args(["train", "--variant", "brandubh", "--self-play", "6"])
            .args(["--depth", "1", "--steps", "20", "--out"])
            .arg(&out)
            .args(extra)
            .output()
            .unwrap()
    };
    let done = run(&[]);
    assert!(
        done.status.success(),
        "{}",
        String::from_utf8_lossy(&done.stderr)
    );
    let said = String::from_utf8_lossy(&done.stdout);
    assert!(said.contains("6 self-play games at depth 1"), "{said}");
    let weights = Weights::read(&std::fs::read_to_string(&out).unwrap()).unwrap();
    assert!(weights.fits(&Variant::built_in("brandubh").unwrap()));
    assert!(
        weights.file().recipe.contains("--self-play 6 --depth 1"),
        "{}",
        weights.file().recipe
    );
    // An earlier generation that is not one is refused before any play.
    let broken = dir.join("broken.ron");
    std::fs::write(&broken, "(variant: 3)").unwrap();
    let refused = run(&[
        "--label-depth",
        "1",
        "--label-weights",
        broken.to_str().unwrap(),
    ]);
    assert!(!refused.status.success());
    let err = String::from_utf8_lossy(&refused.stderr);
    assert!(
        err.contains("broken.ron") && err.contains("the weights file, at"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
