//! The community's server (hnefatafl-copenhagen 6.4.1), started for one
//! test on a fresh data folder and stopped by its process id when the test
//! ends. Its port is fixed, so one runs at a time: the lock is held as long
//! as the server lives. `.ci/run` installs it and names it in
//! `TAFLBORD_TEST_SERVER`; elsewhere `hnefatafl-server` on the `PATH`
//! serves. Without one the tests skip with a word, and under CI they fail.

use std::net::TcpStream;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// The port the server always listens on.
pub const PORT: u16 = 49152;
pub const ADDRESS: &str = "127.0.0.1:49152";

static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

pub struct Server {
    child: Child,
    data: PathBuf,
    _turn: MutexGuard<'static, ()>,
}

fn binary() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("TAFLBORD_TEST_SERVER") {
        return Some(PathBuf::from(path));
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join("hnefatafl-server"))
        .find(|p| p.is_file())
}

fn answers() -> bool {
    TcpStream::connect_timeout(
        &ADDRESS.parse().expect("an address"),
        Duration::from_millis(200),
    )
    .is_ok()
}

/// Starts a server, or says why not and returns `None` (outside CI).
pub fn start() -> Option<Server> {
    let Some(binary) = binary() else {
        let why = "no hnefatafl-server: set TAFLBORD_TEST_SERVER or put it on the PATH \
                   (.ci/run installs it with cargo install hnefatafl-copenhagen@6.4.1)";
        if std::env::var("CI").is_ok_and(|v| !v.is_empty()) {
            panic!("{why}, but CI is set: in CI the online tests must run");
        }
        let test = std::thread::current().name().unwrap_or("").to_string();
        eprintln!("skipped {test}: {why}");
        return None;
    };
    let turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    assert!(
        !answers(),
        "something already listens on port {PORT}: stop it, the tests start a server of their own"
    );
    let data = std::env::temp_dir().join(format!(
        "taflbord-server-{}-{:x}",
        std::process::id(),
        rand_ish()
    ));
    std::fs::create_dir_all(&data).expect("a data folder for the server");
    let child = Command::new(&binary)
        .env("XDG_DATA_HOME", &data)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", binary.display()));
    let mut server = Server {
        child,
        data,
        _turn: turn,
    };
    let deadline = Instant::now() + Duration::from_secs(20);
    while !answers() {
        if let Ok(Some(status)) = server.child.try_wait() {
            panic!("{} ended before it answered: {status}", binary.display());
        }
        assert!(
            Instant::now() < deadline,
            "the server did not answer within 20 s"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    Some(server)
}

fn rand_ish() -> u64 {
    use std::hash::{BuildHasher, RandomState};
    RandomState::new().hash_one(0u8)
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.data);
        // The port is free again before the next test takes its turn.
        let deadline = Instant::now() + Duration::from_secs(5);
        while answers() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}
