//! `taflbord fit-curve`: the winning-chance curve fitted to self-play, and
//! real games reviewed with it.

use std::path::{Path, PathBuf};

fn taflbord(args: &[&str]) -> (bool, String, String) {
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_taflbord"))
        .args(args)
        .output()
        .unwrap();
    (
        o.status.success(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

fn folder(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The number after `label` on the line that starts with it.
fn number_after(said: &str, label: &str) -> f64 {
    said.lines()
        .find_map(|l| l.strip_prefix(label))
        .and_then(|rest| rest.trim().parse().ok())
        .unwrap_or_else(|| panic!("no {label} in {said}"))
}

#[test]
fn the_fitted_curve_foretells_the_games_better_than_the_others() {
    let dir = folder("curve-fit");
    let data = dir.join("data");
    let (ok, _, err) = taflbord(&[
        "selfplay",
        "--games",
        "8",
        "--part",
        "8",
        "--nodes",
        "2000",
        "--handicap",
        "20",
        "--max-plies",
        "120",
        "--seed",
        "1",
        "--out",
        data.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    let (ok, said, err) = taflbord(&[
        "fit-curve",
        "--data",
        data.to_str().unwrap(),
        "--rounds",
        "20",
    ]);
    assert!(ok, "{said}{err}");
    let fitted = number_after(&said, "loss of the fitted curve:");
    for other in ["in use", "unfitted"] {
        let loss = number_after(&said, &format!("loss of the {other} curve:"));
        assert!(fitted <= loss, "{other}: {said}");
    }
    // Every scored position is in one band of the table.
    let scored: usize = said
        .lines()
        .find_map(|l| {
            l.strip_suffix(" scored positions")?
                .rsplit(' ')
                .next()?
                .parse()
                .ok()
        })
        .unwrap_or_else(|| panic!("{said}"));
    let banded: usize = said
        .lines()
        .filter(|l| l.trim_start().contains(".."))
        .map(|l| {
            l.split_whitespace()
                .nth(1)
                .unwrap()
                .parse::<usize>()
                .unwrap()
        })
        .sum();
    assert_eq!(banded, scored, "{said}");
}

#[test]
fn real_games_are_reviewed_and_their_marks_counted_by_side() {
    let dir = folder("curve-real");
    let games = dir.join("games.csv");
    std::fs::write(
        &games,
        "f2-h2 f8-e8 g11-g8 f4-f2 j6-j9 f5-f3 f10-i10 f6-f4 a4-c4 f4-i4 h2-i2 i4-i3 k4-k3 \
         f3-a3 k3-j3 i3-b3 d1-b1 b3-b2 c4-j4 b2-a2 j3-f3xf2 a2-a1,1,0,White\n\
         k4-k3 d6-d7,0,0,Ongoing\n",
    )
    .unwrap();
    let (ok, said, err) = taflbord(&[
        "fit-curve",
        "--games",
        games.to_str().unwrap(),
        "--nodes",
        "300",
    ]);
    assert!(ok, "{said}{err}");
    assert!(
        said.contains("1 finished games (1 unfinished left out)"),
        "{said}"
    );
    // 22 moves: the defenders (the winners) made 11, the attackers 11.
    assert!(said.contains("1 games, 23 positions reviewed"), "{said}");
    for curve in ["in use", "unfitted"] {
        for (by, moves) in [("winners", 11), ("losers", 11)] {
            let line = said
                .lines()
                .find(|l| {
                    let w: Vec<&str> = l.split_whitespace().collect();
                    l.trim_start().starts_with(curve) && w.contains(&by)
                })
                .unwrap_or_else(|| panic!("no {curve} {by} in {said}"));
            assert!(line.contains(&format!(" {moves} ")), "{line}");
        }
    }
    // Nothing to fit or check is a clear error.
    let (ok, _, err) = taflbord(&["fit-curve"]);
    assert!(
        !ok && err.contains("--data") && err.contains("--games"),
        "{err}"
    );
}
