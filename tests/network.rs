//! The network evaluation: its sums kept move by move, its integers
//! against its floats, its file, and the self-play and training that make
//! it, each repeatable from its seed.

use std::sync::Arc;
use taflbord::Variant;
use taflbord::bot::features::TERM_COUNT;
use taflbord::bot::network::train::{Training, samples, samples_ahead};
use taflbord::bot::network::{Accumulator, FloatNetwork, Network, POINTS, inputs, quantised_value};
use taflbord::bot::selfplay::{SelfPlay, UNSCORED, decode, encode};
use taflbord::bot::{Evaluation, Rng};
use taflbord::engine::Position;

fn copenhagen() -> Arc<Variant> {
    Variant::built_in("copenhagen").unwrap()
}

/// Quick Copenhagen self-play: a few hundred nodes a move, even sides.
fn small_self_play() -> SelfPlay {
    SelfPlay {
        variant: copenhagen(),
        seed: 4,
        nodes: 300,
        opening_plies: 3,
        varied_plies: 6,
        margin: 30,
        max_plies: 100,
        evaluation: Evaluation::Linear,
        press: false,
        handicap: 1,
    }
}

/// A network of random weights, as large as training leaves them.
fn random_network(seed: u64) -> (FloatNetwork, Network) {
    let mut float = FloatNetwork::random(seed);
    let mut rng = Rng::new(seed + 1);
    let mut wide =
        |scale: f32| ((rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0) * scale;
    for w in &mut float.hidden {
        *w = wide(0.6);
    }
    for w in &mut float.out {
        *w = wide(0.5);
    }
    float.out_bias = 0.3;
    for (k, t) in float.terms.iter_mut().enumerate() {
        *t = wide(0.5) / (k + 1) as f32;
    }
    float.clip();
    let net = float.quantise("copenhagen", "random, for a test");
    (float, net)
}

#[test]
fn the_kept_sums_equal_a_full_count_through_random_games() {
    let variant = copenhagen();
    let (_, net) = random_network(3);
    let mut rng = Rng::new(17);
    let mut captures = 0;
    for _ in 0..30 {
        let mut pos = Position::new(variant.clone());
        let mut acc = Accumulator::new(&net, &pos);
        let mut line = Vec::new();
        while pos.outcome().is_none() && line.len() < 200 {
            let moves = pos.legal_moves();
            let Some(&mv) = rng.pick(&moves) else { break };
            let played = pos.play(mv).unwrap();
            captures += played.captures.len();
            acc.play(&net, &played);
            assert_eq!(acc, Accumulator::new(&net, &pos), "after {mv}");
            line.push(played);
        }
        while let Some(played) = line.pop() {
            pos.undo(&played);
            acc.undo(&net, &played);
            assert_eq!(
                acc,
                Accumulator::new(&net, &pos),
                "taking back {}",
                played.mv
            );
        }
    }
    assert!(captures > 50, "the games captured {captures} pieces");
}

#[test]
fn the_integers_give_the_floats_value_within_a_few_points() {
    let variant = copenhagen();
    let (float, net) = random_network(5);
    let mut rng = Rng::new(23);
    let (mut worst, mut total, mut compared) = (0.0f32, 0.0f32, 0);
    for _ in 0..20 {
        let mut pos = Position::new(variant.clone());
        for _ in 0..120 {
            let moves = pos.legal_moves();
            let Some(&mv) = rng.pick(&moves) else { break };
            pos.play(mv).unwrap();
            if pos.outcome().is_some() {
                break;
            }
            let list = inputs(&pos);
            let terms: [i32; TERM_COUNT] =
                std::array::from_fn(|k| (rng.below(9) as i32) - 2 * (k % 2) as i32);
            let exact = float.forward(&list, &terms) * POINTS as f32;
            let acc = Accumulator::new(&net, &pos);
            let fixed = quantised_value(&net, &acc, &terms) as f32;
            worst = worst.max((fixed - exact).abs());
            total += (fixed - exact).abs();
            compared += 1;
        }
    }
    assert!(compared > 1000, "{compared} positions");
    // The values themselves run to thousands of points; 16 points is
    // about 1 % of winning chance.
    let mean = total / compared as f32;
    assert!(
        worst <= 16.0 && mean <= 4.0,
        "the integers were {worst} points off at most, {mean} on average"
    );
}

#[test]
fn a_network_file_reads_back_the_same_and_a_broken_one_says_why() {
    let (_, net) = random_network(7);
    let bytes = net.to_bytes();
    assert_eq!(Network::from_bytes(&bytes).unwrap(), net);
    let refused = |b: &[u8]| Network::from_bytes(b).unwrap_err().to_string();
    assert_eq!(refused(b"hello"), "at byte 0: not a Taflbord network file");
    let mut damaged = bytes.clone();
    damaged[5000] ^= 1;
    assert!(refused(&damaged).contains("the checksum does not match: the file is damaged"));
    let cut = &bytes[..bytes.len() / 2];
    assert!(refused(cut).contains("checksum"), "{}", refused(cut));
    let mut other = bytes.clone();
    other[8] = 2;
    assert!(refused(&other).contains("version 2; this Taflbord reads version 1"));
}

#[test]
fn self_play_makes_the_same_games_from_the_same_seed() {
    let variant = copenhagen();
    let config = SelfPlay {
        seed: 9,
        nodes: 400,
        max_plies: 120,
        press: true,
        handicap: 4,
        ..small_self_play()
    };
    let games: Vec<_> = (0..3).map(|k| config.play(k)).collect();
    let again: Vec<_> = (0..3).rev().map(|k| config.play(k)).rev().collect();
    assert_eq!(games, again);
    assert_ne!(games[0].moves, games[1].moves, "each game its own");
    let other = SelfPlay {
        seed: 10,
        ..config.clone()
    }
    .play(0);
    assert_ne!(other.moves, games[0].moves, "another seed, other games");
    let bytes = encode(&variant, &games);
    assert_eq!(decode(&variant, &bytes).unwrap(), games);
    assert!(
        decode(&variant, &bytes[..bytes.len() - 3])
            .unwrap_err()
            .contains("the data ends inside a move")
    );
}

#[test]
fn training_repeats_from_its_seed_and_resumes_from_its_checkpoint() {
    let variant = copenhagen();
    let config = small_self_play();
    let games: Vec<_> = (0..4).map(|k| config.play(k)).collect();
    let data = samples(&variant, &games, 0.5);
    assert!(data.len() > 100, "{} positions", data.len());
    let mut whole = Training::new(2);
    let start = whole.loss(&data);
    for _ in 0..3 {
        whole.epoch(&data, 64, 0.002);
    }
    assert!(whole.loss(&data) < start, "training lowers the loss");
    let mut first = Training::new(2);
    first.epoch(&data, 64, 0.002);
    let mut resumed = Training::from_bytes(&first.to_bytes()).unwrap();
    for _ in 0..2 {
        resumed.epoch(&data, 64, 0.002);
    }
    assert_eq!(resumed, whole);
    assert!(Training::from_bytes(&first.to_bytes()[..100]).is_err());
}

fn taflbord(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_taflbord"))
        .args(args)
        .output()
        .unwrap()
}

fn folder(name: &str) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn selfplay_writes_the_same_parts_on_any_threads_and_keeps_those_written() {
    let dir = folder("selfplay-parts");
    let run = |out: &str, threads: &str| {
        let out = dir.join(out);
        let o = taflbord(&[
            "selfplay",
            "--games",
            "4",
            "--part",
            "2",
            "--nodes",
            "300",
            "--max-plies",
            "80",
            "--threads",
            threads,
            "--seed",
            "3",
            "--out",
            out.to_str().unwrap(),
        ]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    run("one", "1");
    run("two", "2");
    for part in ["part-00000.bin", "part-00001.bin"] {
        let one = std::fs::read(dir.join("one").join(part)).unwrap();
        assert_eq!(
            one,
            std::fs::read(dir.join("two").join(part)).unwrap(),
            "{part}"
        );
    }
    // Run again: both parts are there already, and nothing is played.
    let said = run("one", "1");
    assert!(
        said.starts_with("0 games (0 plies)") && said.contains("2 parts were already there"),
        "{said}"
    );
}

#[test]
fn a_broken_network_file_is_refused_with_its_path_and_why() {
    let dir = folder("broken-network");
    let path = dir.join("broken.nnue");
    let (_, net) = random_network(11);
    let mut bytes = net.to_bytes();
    bytes.truncate(bytes.len() - 100);
    std::fs::write(&path, &bytes).unwrap();
    let o = taflbord(&[
        "engine",
        "--protocol",
        "gtp",
        "--network",
        path.to_str().unwrap(),
    ]);
    assert!(!o.status.success());
    let said = String::from_utf8_lossy(&o.stderr);
    assert!(
        said.contains(path.to_str().unwrap()) && said.contains("checksum"),
        "{said}"
    );
    // A network for another variant.
    let fetlar = FloatNetwork::random(1).quantise("fetlar", "a test");
    std::fs::write(&path, fetlar.to_bytes()).unwrap();
    let o = taflbord(&[
        "engine",
        "--protocol",
        "gtp",
        "--network",
        path.to_str().unwrap(),
    ]);
    let said = String::from_utf8_lossy(&o.stderr);
    assert!(
        said.contains("the network is for fetlar, not copenhagen"),
        "{said}"
    );
}

#[test]
fn real_games_train_a_network_by_how_they_ended() {
    let dir = folder("real-games");
    let games = dir.join("games.csv");
    std::fs::write(
        &games,
        "f2-h2 f8-e8 g11-g8 f4-f2 j6-j9 f5-f3 f10-i10 f6-f4 a4-c4 f4-i4 h2-i2 i4-i3 k4-k3 \
         f3-a3 k3-j3 i3-b3 d1-b1 b3-b2 c4-j4 b2-a2 j3-f3xf2 a2-a1,1,0,White\n\
         k4-k3 d6-d7 k3-e3 g5-g4 f2-c2 h6-h3 e3-b3 g4-k4 j6-j9 g6-j6 f10-i10 f6-i6 k5-i5 \
         f4-i4xi5 e1-e2 i4-f4 e2-i2 j6-j2 i2-i4 i6-j6 a4-c4 j6-j3 a5-c5 j3-k3 j9-j3 k3-k1,0,1,White\n\
         k4-k3 d6-d7,0,0,Ongoing\n",
    )
    .unwrap();
    let net = dir.join("real.nnue");
    let o = taflbord(&[
        "train-network",
        "--games",
        games.to_str().unwrap(),
        "--epochs",
        "2",
        "--out",
        net.to_str().unwrap(),
    ]);
    let said = String::from_utf8_lossy(&o.stdout);
    assert!(
        o.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(
        said.contains("2 finished games (1 unfinished left out)")
            && said.contains("0 won by the attackers, 2 by the defenders"),
        "{said}"
    );
    // Every position before the last move is one to learn from (the
    // positions an open way settles are left out).
    let learnt: usize = said
        .lines()
        .find_map(|l| {
            l.split(" positions to learn from")
                .next()?
                .rsplit(' ')
                .next()?
                .parse()
                .ok()
        })
        .unwrap();
    assert!((30..48).contains(&learnt), "{said}");
    // No search scored them: there is no curve to fit.
    assert!(!said.contains("winning-chance curve"), "{said}");
    let bytes = std::fs::read(&net).unwrap();
    assert!(Network::from_bytes(&bytes).is_ok());
    // A missing file is named.
    let missing = dir.join("missing.csv");
    let o = taflbord(&[
        "train-network",
        "--games",
        missing.to_str().unwrap(),
        "--out",
        net.to_str().unwrap(),
    ]);
    assert!(!o.status.success());
    let said = String::from_utf8_lossy(&o.stderr);
    assert!(said.contains(missing.to_str().unwrap()), "{said}");
}

#[test]
fn training_may_start_from_the_linear_weights_and_refuses_another_variants() {
    let dir = folder("from-weights");
    let games = dir.join("games.csv");
    // Twenty games, so that one is held out to measure the loss on.
    let game = "f2-h2 f8-e8 g11-g8 f4-f2 j6-j9 f5-f3 f10-i10 f6-f4 a4-c4 f4-i4 h2-i2 i4-i3 \
                k4-k3 f3-a3 k3-j3 i3-b3 d1-b1 b3-b2 c4-j4 b2-a2 j3-f3xf2 a2-a1,1,0,White\n";
    std::fs::write(&games, game.repeat(20)).unwrap();
    let (net, weights) = (dir.join("warm.nnue"), dir.join("copenhagen.ron"));
    std::fs::write(&weights, include_str!("../assets/eval/copenhagen.ron")).unwrap();
    let train = |weights: &std::path::Path| {
        taflbord(&[
            "train-network",
            "--games",
            games.to_str().unwrap(),
            "--from-weights",
            weights.to_str().unwrap(),
            "--epochs",
            "0",
            "--out",
            net.to_str().unwrap(),
        ])
    };
    let o = train(&weights);
    let said = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{said}");
    // Untrained, it judges as the weights do: they see the defenders'
    // win coming, where a coin (log loss ln 2) or random weights do not.
    let before: f32 = said
        .lines()
        .find_map(|l| l.strip_prefix("before training: held out "))
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("{said}"));
    assert!(Network::from_bytes(&std::fs::read(&net).unwrap()).is_ok());
    let o = taflbord(&[
        "train-network",
        "--games",
        games.to_str().unwrap(),
        "--epochs",
        "0",
        "--out",
        net.to_str().unwrap(),
    ]);
    let coin: f32 = String::from_utf8_lossy(&o.stdout)
        .lines()
        .find_map(|l| l.strip_prefix("before training: held out "))
        .and_then(|v| v.parse().ok())
        .unwrap();
    assert!(
        before < std::f32::consts::LN_2 && before < coin,
        "{before} against a random start's {coin}"
    );
    // Fetlar's weights are refused by path and why.
    let fetlar = dir.join("fetlar.ron");
    std::fs::write(&fetlar, include_str!("../assets/eval/fetlar.ron")).unwrap();
    let o = train(&fetlar);
    assert!(!o.status.success());
    let said = String::from_utf8_lossy(&o.stderr);
    assert!(
        said.contains(fetlar.to_str().unwrap()) && said.contains("for fetlar, not copenhagen"),
        "{said}"
    );
}

#[test]
fn labels_from_plies_ahead_are_the_later_searches_scores() {
    let variant = copenhagen();
    let config = small_self_play();
    let game = config.play(0);
    assert!(
        game.scores.len() > 12 && game.scores[..3].iter().all(|&s| s == UNSCORED),
        "{:?}",
        game.scores
    );
    // Each position learns the score 5 plies on, skipping the unscored
    // opening; the last 5 learn the result.
    let mut moved = game.clone();
    let n = game.scores.len();
    moved.scores = (0..n)
        .map(|k| {
            game.scores[(k + 5).min(n)..]
                .iter()
                .copied()
                .find(|&s| s != UNSCORED)
                .unwrap_or(UNSCORED)
        })
        .collect();
    assert!(moved.scores[..n - 5].iter().all(|&s| s != UNSCORED));
    let ahead = samples_ahead(&variant, std::slice::from_ref(&game), 0.0, 5);
    assert_eq!(ahead, samples(&variant, &[moved], 0.0));
    assert_ne!(ahead, samples(&variant, &[game], 0.0));
}
