//! The fault harness: the command-line tool run as a hostile tester would,
//! on mutated and truncated records, oversized and binary input, a full
//! disk, and noise on the engine protocols. Every run is bounded in time
//! (a hang is killed and counted) and in memory (`ulimit -v`: a run that
//! wants more fails and is counted). Counted as faults: panics, hangs,
//! runs over the memory bound, and wrong acceptances (a record cut short
//! read as a good one). All must be zero.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use taflbord::bot::{Limits, RandomBot, choose_now};
use taflbord::notation::sheet_move::Perspective;
use taflbord::record::{GameRecord, opentafl, sheet};
use taflbord::{Reason, Variant};

/// Each run's limits.
const TIME_LIMIT: Duration = Duration::from_secs(20);
/// The most a match with a dead or flooding engine may take: less than the
/// shortest wait for an engine's answer, so that none was waited out.
const FAULT_FOUND: Duration = Duration::from_secs(8);
const MEMORY_LIMIT_KB: u64 = 2 << 20;

#[derive(Debug, Default)]
struct Faults {
    runs: usize,
    panics: Vec<String>,
    hangs: Vec<String>,
    over_memory: Vec<String>,
    wrong_acceptances: Vec<String>,
}

impl Faults {
    fn assert_none(&self, what: &str) {
        eprintln!(
            "{what}: {} runs, {} panics, {} hangs, {} over memory, {} wrong acceptances",
            self.runs,
            self.panics.len(),
            self.hangs.len(),
            self.over_memory.len(),
            self.wrong_acceptances.len()
        );
        assert!(self.runs > 0, "{what}: nothing ran");
        assert!(
            self.panics.is_empty()
                && self.hangs.is_empty()
                && self.over_memory.is_empty()
                && self.wrong_acceptances.is_empty(),
            "{what}: {self:#?}"
        );
    }
}

/// What one run did.
struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

/// Runs `taflbord args` with `input` on standard input, under the time and
/// memory limits; counts panics, hangs and memory faults in `faults`.
fn run(faults: &mut Faults, label: &str, args: &[&str], input: &[u8]) -> Option<Run> {
    faults.runs += 1;
    let exe = env!("CARGO_BIN_EXE_taflbord");
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v {MEMORY_LIMIT_KB} && exec \"$0\" \"$@\""))
        .arg(exe)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_vec();
    // Written on a thread: a child that stops reading must not block us.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let started = Instant::now();
    loop {
        match child.try_wait().expect("wait") {
            Some(_) => break,
            None if started.elapsed() > TIME_LIMIT => {
                let _ = child.kill();
                let _ = child.wait();
                faults.hangs.push(label.to_string());
                return None;
            }
            None => std::thread::sleep(Duration::from_millis(5)),
        }
    }
    let _ = writer.join();
    let out = child.wait_with_output().expect("output");
    let run = Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    };
    if run.stderr.contains("panicked") || run.code == Some(101) {
        faults.panics.push(format!("{label}: {}", run.stderr));
    } else if run.stderr.contains("memory allocation") || run.code.is_none() {
        faults
            .over_memory
            .push(format!("{label}: {:?} {}", run.code, run.stderr));
    }
    Some(run)
}

/// A small xorshift generator: the same mutations on every run.
struct Noise(u64);

impl Noise {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("taflbord-faults-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A random game of `variant` that ends on the board, with captures.
fn finished_game(variant: &str, seed: u64) -> GameRecord {
    let v = Variant::built_in(variant).unwrap();
    for s in seed..seed + 500 {
        let mut record = GameRecord::new(v.clone());
        let mut bot = RandomBot::new(s);
        while record.outcome().is_none() && record.ply() < 400 {
            let mv = choose_now(&mut bot, record.position(), Limits::default()).unwrap();
            record.play(mv).unwrap();
        }
        let ended = record
            .outcome()
            .is_some_and(|o| o.reason != Reason::NoLegalMove);
        if ended && record.ply() >= 12 {
            return record;
        }
    }
    panic!("no finished random game of {variant}");
}

fn write(path: &Path, bytes: &[u8]) {
    std::fs::write(path, bytes).unwrap();
}

#[test]
fn mutated_records_never_panic_hang_or_run_away() {
    let dir = folder("mutated");
    let mut faults = Faults::default();
    let mut noise = Noise(0x007a_f1b0);
    let games = [finished_game("copenhagen", 1), finished_game("brandubh", 7)];
    for (g, game) in games.iter().enumerate() {
        let texts = [
            ("tafl", sheet::write(game, Perspective::Attackers)),
            ("otg", opentafl::write_otg(game)),
        ];
        for (ext, text) in texts {
            for k in 0..40 {
                let mut bytes = text.clone().into_bytes();
                match k % 5 {
                    0 => {
                        let at = noise.below(bytes.len());
                        bytes[at] = noise.next() as u8;
                    }
                    1 => {
                        let at = noise.below(bytes.len());
                        bytes.remove(at);
                    }
                    2 => {
                        let at = noise.below(bytes.len());
                        let junk = [b'x', b'|', b'0', b'9', b'-', b'\n', b'[', b':', 0xff];
                        bytes.insert(at, junk[noise.below(junk.len())]);
                    }
                    3 => {
                        // A line written twice.
                        let lines: Vec<&[u8]> = text.as_bytes().split(|&b| b == b'\n').collect();
                        let l = noise.below(lines.len());
                        let mut twice = Vec::new();
                        for (i, line) in lines.iter().enumerate() {
                            twice.extend_from_slice(line);
                            twice.push(b'\n');
                            if i == l {
                                twice.extend_from_slice(line);
                                twice.push(b'\n');
                            }
                        }
                        bytes = twice;
                    }
                    _ => {
                        let at = noise.below(bytes.len());
                        bytes.truncate(at);
                    }
                }
                let path = dir.join(format!("g{g}-{k}.{ext}"));
                write(&path, &bytes);
                let label = path.display().to_string();
                run(&mut faults, &label, &["check", path.to_str().unwrap()], b"");
                let out = dir.join(format!("g{g}-{k}-out.tafl"));
                run(
                    &mut faults,
                    &label,
                    &["convert", path.to_str().unwrap(), out.to_str().unwrap()],
                    b"",
                );
            }
        }
    }
    faults.assert_none("mutated records");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn records_cut_short_are_never_read_as_good_ones() {
    let dir = folder("cut");
    let mut faults = Faults::default();
    let game = finished_game("copenhagen", 3);
    let plies = game.ply();
    for (ext, text) in [
        ("tafl", sheet::write(&game, Perspective::Attackers)),
        ("otg", opentafl::write_otg(&game)),
    ] {
        let lines: Vec<&str> = text.lines().collect();
        let table = lines
            .iter()
            .position(|l| l.contains("||") || l.starts_with("1."))
            .unwrap_or(0);
        for cut in table + 1..lines.len() {
            let path = dir.join(format!("cut-{cut}.{ext}"));
            write(&path, lines[..cut].join("\n").as_bytes());
            let label = path.display().to_string();
            if let Some(r) = run(&mut faults, &label, &["check", path.to_str().unwrap()], b"")
                && r.code == Some(0)
                && !r.stdout.contains(&format!("(ply {plies})"))
            {
                faults
                    .wrong_acceptances
                    .push(format!("{label}: {}", r.stdout));
            }
        }
    }
    faults.assert_none("records cut short");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn oversized_binary_and_endless_inputs_are_refused() {
    let dir = folder("big");
    let mut faults = Faults::default();
    let big = dir.join("big.tafl");
    let file = std::fs::File::create(&big).unwrap();
    file.set_len(taflbord::record::text::MAX_BYTES + 1).unwrap();
    let binary = dir.join("binary.otg");
    let mut noise = Noise(99);
    write(
        &binary,
        &(0..5000).map(|_| noise.next() as u8).collect::<Vec<_>>(),
    );
    let mut inputs = vec![big, binary];
    if Path::new("/dev/zero").exists() {
        inputs.push(PathBuf::from("/dev/zero"));
    }
    let out = dir.join("out.tafl");
    let out = out.to_str().unwrap();
    for path in &inputs {
        let p = path.to_str().unwrap();
        for args in [
            vec!["check", p, "--variant", "copenhagen"],
            vec!["convert", p, out, "--variant", "copenhagen"],
        ] {
            if let Some(r) = run(&mut faults, p, &args, b"")
                && r.code == Some(0)
            {
                faults.wrong_acceptances.push(format!("{p}: {}", r.stdout));
            }
        }
    }
    faults.assert_none("oversized and binary inputs");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_full_disk_never_harms_the_file_that_was_there() {
    let dir = folder("disk");
    let mount = dir.join("small");
    std::fs::create_dir_all(&mount).unwrap();
    let mounted = Command::new("mount")
        .args(["-t", "tmpfs", "-o", "size=32k", "tmpfs"])
        .arg(&mount)
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !mounted {
        eprintln!("SKIPPED the full-disk case: a small tmpfs cannot be mounted here");
        std::fs::remove_dir_all(dir).unwrap();
        return;
    }
    let mut faults = Faults::default();
    // Good records on the small disk, which is then filled up.
    let good = finished_game("brandubh", 5);
    write(
        &mount.join("x.tafl"),
        sheet::write(&good, Perspective::Attackers).as_bytes(),
    );
    write(&mount.join("x.otg"), opentafl::write_otg(&good).as_bytes());
    let _ = std::fs::write(mount.join("filler"), vec![b'.'; 64 << 10]);
    // A longer game to write over them.
    let other = dir.join("other.tafl");
    let game = finished_game("copenhagen", 11);
    write(
        &other,
        sheet::write(&game, Perspective::Attackers).as_bytes(),
    );
    for ext in ["tafl", "otg"] {
        let out = mount.join(format!("x.{ext}"));
        let before = std::fs::read(&out).unwrap();
        let args = ["convert", other.to_str().unwrap(), out.to_str().unwrap()];
        let label = format!("convert onto a full disk as .{ext}");
        if let Some(r) = run(&mut faults, &label, &args, b"") {
            let after = std::fs::read(&out).unwrap();
            if r.code == Some(0) || after != before {
                faults.wrong_acceptances.push(format!(
                    "{label}: exit {:?}, file changed: {}",
                    r.code,
                    after != before
                ));
            }
            if !r.stderr.contains("x.") {
                faults
                    .wrong_acceptances
                    .push(format!("{label}: the message names no file: {}", r.stderr));
            }
        }
    }
    let _ = Command::new("umount").arg(&mount).status();
    faults.assert_none("a full disk");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn protocol_noise_never_panics_or_hangs() {
    let mut faults = Faults::default();
    let mut noise = Noise(4242);
    let words = [
        "rules",
        "dim:11",
        "start:/3t3/",
        "position",
        "side",
        "attackers",
        "defenders",
        "play",
        "opponent-move",
        "d1-d3",
        "Ke1-a1--",
        "clock",
        "5000",
        "-1",
        "analyze",
        "99",
        "move",
        "finish",
        "goodbye",
        "name",
        "generate_move",
        "play attacker d1 d3",
        "final_status",
        "time_settings",
        "quit",
        "boardsize",
        "\u{fffd}",
        "x",
        "0",
        "",
    ];
    for protocol in ["otep", "gtp"] {
        for k in 0..25 {
            let mut input = String::new();
            for _ in 0..noise.below(12) + 1 {
                for _ in 0..noise.below(4) + 1 {
                    input.push_str(words[noise.below(words.len())]);
                    input.push(' ');
                }
                input.push('\n');
            }
            let label = format!("{protocol} noise {k}: {input:?}");
            let started = Instant::now();
            let args = ["engine", "--protocol", protocol, "--level", "thrall"];
            if run(&mut faults, &label, &args, input.as_bytes()).is_some()
                && started.elapsed() > Duration::from_secs(10)
            {
                faults
                    .hangs
                    .push(format!("{label}: took {:?}", started.elapsed()));
            }
        }
    }
    faults.assert_none("protocol noise");
}

/// Runs `taflbord args` without the harness's bookkeeping, for tests that
/// judge the output; fails on a panic or past `limit`.
fn run_checked(label: &str, args: &[&str], input: &[u8], limit: Duration) -> Run {
    let mut faults = Faults::default();
    let started = Instant::now();
    let r = run(&mut faults, label, args, input);
    faults.assert_none(label);
    let took = started.elapsed();
    assert!(took < limit, "{label}: took {took:?}");
    r.expect("finished")
}

#[test]
fn numbers_past_any_clock_are_refused_not_overflowed() {
    let input = "time_settings fischer 10000 18446744073709551615\n\
                 time_settings fischer 18446744073709551615 1\n\
                 generate_move attacker\nquit\n";
    let args = ["engine", "--protocol", "gtp", "--level", "thrall"];
    let r = run_checked("gtp time_settings", &args, input.as_bytes(), TIME_LIMIT);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let answers: Vec<&str> = r.stdout.split("\n\n").collect();
    assert!(answers[0].starts_with("? time_settings"), "{}", r.stdout);
    assert!(answers[1].starts_with("? time_settings"), "{}", r.stdout);
    assert!(answers[2].starts_with("= play attacker"), "{}", r.stdout);
    let otep = "clock 18446744073709551615 18446744073709551615 18446744073709551615 9 9\n\
                side attackers\nplay attackers\nanalyze 1 1e300\ngoodbye\n";
    let args = ["engine", "--protocol", "otep", "--level", "thrall"];
    let r = run_checked("otep clock", &args, otep.as_bytes(), TIME_LIMIT);
    assert!(r.stdout.contains("move "), "{}", r.stdout);
}

#[test]
fn a_corners_weight_past_its_range_is_refused_and_one_within_plays() {
    for (weight, plays) in [("80", true), ("1001", false), ("99999999999", false)] {
        allfather_plays_or_refuses("--outnumbered", weight, plays, &["--outnumbered"]);
    }
}

#[test]
fn a_reductions_scheme_it_does_not_know_is_refused_with_the_ones_it_does() {
    for (scheme, plays) in [("deep", true), ("plain", true), ("sideways", false)] {
        allfather_plays_or_refuses("--reductions", scheme, plays, &["sideways", "deep"]);
    }
}

/// Allfather started with `option value` as a GTP engine: when `plays`, it
/// answers a move; otherwise the command line is refused (exit code 2)
/// with every one of `words` in what it says.
fn allfather_plays_or_refuses(option: &str, value: &str, plays: bool, words: &[&str]) {
    let input = "generate_move attacker\nquit\n";
    let args = [
        "engine",
        "--protocol",
        "gtp",
        "--level",
        "allfather",
        "--depth",
        "1",
        option,
        value,
    ];
    let label = format!("{option} {value}");
    let r = run_checked(&label, &args, input.as_bytes(), TIME_LIMIT);
    if plays {
        assert_eq!(r.code, Some(0), "{label}: {}", r.stderr);
        assert!(r.stdout.starts_with("= play attacker"), "{}", r.stdout);
    } else {
        assert_eq!(r.code, Some(2), "{label}: {}", r.stdout);
        for word in words {
            assert!(r.stderr.contains(word), "{label}: {}", r.stderr);
        }
    }
}

/// A shell script in `dir` run as an engine (engine commands are split at
/// spaces, so a script stands for a command line with quotes).
fn script(dir: &Path, name: &str, body: &str) -> String {
    let path = dir.join(name);
    write(&path, format!("#!/bin/sh\n{body}\n").as_bytes());
    let made = Command::new("chmod").arg("+x").arg(&path).status();
    assert!(made.is_ok_and(|s| s.success()));
    path.to_string_lossy().into_owned()
}

/// A match of two games from the start between `engine1` and `engine2`,
/// which must end well within `limit` and exit 0.
fn two_games(label: &str, protocol: &str, engine1: &str, engine2: &str, limit: Duration) -> Run {
    let args = [
        "match",
        "--protocol",
        protocol,
        "--games",
        "2",
        "--opening-plies",
        "0",
        "--engine1",
        engine1,
        "--engine2",
        engine2,
    ];
    let r = run_checked(label, &args, b"", limit);
    assert_eq!(r.code, Some(0), "{label}: {}{}", r.stdout, r.stderr);
    r
}

#[test]
fn a_dead_or_flooding_engine_loses_its_games_and_the_match_goes_on() {
    let dir = folder("engines");
    let me = env!("CARGO_BIN_EXE_taflbord");
    let ours = |p: &str| format!("{me} engine --protocol {p} --level thrall --seed 1");
    let dead = script(&dir, "dead", "exit 1");
    let flood = script(&dir, "flood", "yes garbage");
    let hello_flood = script(&dir, "hello-flood", "yes hello");
    let endless = script(&dir, "endless", "cat /dev/zero");
    let wide = script(
        &dir,
        "wide",
        "head -c 50000000 /dev/zero | tr '\\0' x; echo",
    );
    // Plays one move, then closes its input and ends.
    let plays_once = script(
        &dir,
        "plays-once",
        "echo hello\nwhile read l; do case \"$l\" in play*) echo 'move d1-d3'; exit 0;; esac; done",
    );
    // Ends at once, but leaves a program behind that keeps its output open.
    let orphan = script(&dir, "orphan", "sleep 15 &\nexit 0");
    let mut cases = vec![
        ("gtp", dead.clone()),
        ("gtp", orphan.clone()),
        ("gtp", flood),
        ("gtp", endless.clone()),
        ("gtp", wide.clone()),
        ("otep", dead),
        ("otep", hello_flood),
        ("otep", endless),
        ("otep", wide),
        ("otep", plays_once),
        ("otep", orphan),
    ];
    for (protocol, bad) in cases.drain(..) {
        for (first, second) in [(bad.clone(), ours(protocol)), (ours(protocol), bad.clone())] {
            let label = format!("{protocol}: {first} v {second}");
            // Well under any wait for an answer: none of these is waited for.
            let r = two_games(&label, protocol, &first, &second, FAULT_FOUND);
            let score = if first == bad { "0-2-0" } else { "2-0-0" };
            assert!(
                r.stdout.contains(&format!("score 1 v 2: {score}")),
                "{label}: {}",
                r.stdout
            );
            // What an engine wrote is never repeated whole.
            assert!(r.stdout.len() < 10_000, "{label}: {} bytes", r.stdout.len());
        }
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn an_engine_that_failed_after_moving_is_started_again_for_the_next_game() {
    let dir = folder("again");
    let me = env!("CARGO_BIN_EXE_taflbord");
    let ours = format!("{me} engine --protocol gtp --level thrall --seed 1");
    // Agrees to everything, answers its first question for a move with the
    // attackers' d1-d3, and ends: the next line it is sent finds it gone.
    let once = script(
        &dir,
        "moves-once",
        "while read l; do case \"$l\" in\n\
         generate_move*) printf '= play attacker d1 d3\\n\\n'; exit 0;;\n\
         quit*) exit 0;;\n\
         *) printf '=\\n\\n';;\n\
         esac; done",
    );
    let r = two_games("moves once", "gtp", &once, &ours, FAULT_FOUND);
    assert!(r.stdout.contains("score 1 v 2: 0-2-0"), "{}", r.stdout);
    assert!(
        r.stdout.contains("engine 1 started again after its fault"),
        "{}",
        r.stdout
    );
    // Game 2 asked the new engine (which defends and answers with an
    // attacker's move), not the one given up on.
    let second = r
        .stdout
        .lines()
        .find(|l| l.starts_with("game   2"))
        .unwrap();
    assert!(!second.contains("no longer asked"), "{second}");
    assert!(second.contains("the rules refuse"), "{second}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_silent_otep_engine_loses_after_the_hello_wait() {
    let dir = folder("silent");
    let me = env!("CARGO_BIN_EXE_taflbord");
    let ours = format!("{me} engine --protocol otep --level thrall --seed 1");
    // Alive, reading nothing and saying nothing.
    let silent = script(&dir, "silent", "exec sleep 60");
    // The hello wait (10 s) once, not a set-up wait (30 s) per game.
    let r = two_games(
        "silent otep",
        "otep",
        &silent,
        &ours,
        Duration::from_secs(15),
    );
    assert!(r.stdout.contains("score 1 v 2: 0-2-0"), "{}", r.stdout);
    assert!(
        r.stdout.contains("says `hello` as soon as it starts"),
        "{}",
        r.stdout
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_written_file_goes_through_links_and_keeps_its_permissions() {
    use std::os::unix::fs::PermissionsExt;
    let dir = folder("links");
    let game = dir.join("g.tafl");
    write(
        &game,
        sheet::write(&finished_game("brandubh", 3), Perspective::Attackers).as_bytes(),
    );
    let g = game.to_str().unwrap();
    // A link planted at the old fixed temporary name is left alone.
    let victim = dir.join("v.txt");
    write(&victim, b"not the game");
    std::os::unix::fs::symlink(&victim, dir.join(".out.tafl.tmp")).unwrap();
    let out = dir.join("out.tafl");
    let r = run_checked(
        "convert",
        &["convert", g, out.to_str().unwrap()],
        b"",
        TIME_LIMIT,
    );
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert_eq!(std::fs::read(&victim).unwrap(), b"not the game");
    // Written through a link: the link stays, its file gets the game.
    let link = dir.join("link.tafl");
    std::os::unix::fs::symlink("out.tafl", &link).unwrap();
    std::fs::set_permissions(&out, std::fs::Permissions::from_mode(0o600)).unwrap();
    write(&out, b"old");
    let r = run_checked(
        "through",
        &["convert", g, link.to_str().unwrap()],
        b"",
        TIME_LIMIT,
    );
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let kind = std::fs::symlink_metadata(&link).unwrap().file_type();
    assert!(kind.is_symlink());
    assert_eq!(std::fs::read(&out).unwrap(), std::fs::read(&game).unwrap());
    let mode = std::fs::metadata(&out).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o600);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn many_comment_lines_read_in_linear_time() {
    let dir = folder("comments");
    let game = finished_game("brandubh", 3);
    let text = sheet::write(&game, Perspective::Attackers);
    let (head, rows) = text.split_at(text.find(" No |").unwrap());
    let first_row_end = rows.find("\n  2 |").unwrap();
    let mut long = String::from(head);
    long.push_str(&rows[..first_row_end + 1]);
    for k in 0..800_000 {
        long.push_str(&format!("    > 1 attackers: line {k}\n"));
    }
    long.push_str(&rows[first_row_end + 1..]);
    let path = dir.join("long.tafl");
    write(&path, long.as_bytes());
    let args = ["check", path.to_str().unwrap()];
    let r = run_checked("800,000 comment lines", &args, b"", Duration::from_secs(10));
    assert_eq!(r.code, Some(0), "{}{}", r.stdout, r.stderr);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn analyse_refuses_an_empty_game_and_a_place_it_cannot_write_before_it_starts() {
    let dir = folder("analyse");
    let empty = dir.join("empty.tafl");
    write(&empty, b"Variant: copenhagen\n");
    let r = run_checked(
        "analyse an empty game",
        &["analyse", empty.to_str().unwrap()],
        b"",
        TIME_LIMIT,
    );
    assert_ne!(r.code, Some(0), "{}", r.stdout);
    assert!(r.stderr.contains("no moves"), "{}", r.stderr);
    // A long game and a folder that is not there: refused at once, not
    // after the analysis.
    let game = dir.join("game.tafl");
    let record = finished_game("copenhagen", 3);
    write(
        &game,
        sheet::write(&record, Perspective::Attackers).as_bytes(),
    );
    let nowhere = dir.join("missing").join("out.tafl");
    let started = Instant::now();
    let r = run_checked(
        "analyse into a missing folder",
        &[
            "analyse",
            game.to_str().unwrap(),
            "--time-per-move",
            "1000",
            "--out",
            nowhere.to_str().unwrap(),
        ],
        b"",
        TIME_LIMIT,
    );
    assert_ne!(r.code, Some(0), "{}", r.stdout);
    assert!(r.stderr.contains("does not exist"), "{}", r.stderr);
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "refused before the analysis"
    );
    let _ = std::fs::remove_dir_all(dir);
}
