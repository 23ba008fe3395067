//! Another engine, run as a process and spoken to through the GTP-style
//! text protocol of the hnefatafl-copenhagen engine: a new game, moves
//! told, moves asked for. Every answer is awaited with a time limit, so a
//! silent or dead engine is reported, never waited on forever.

use crate::engine::position::Move;
use crate::engine::side::Side;
use crate::engine::square::Square;
use crate::protocol::gtp::vertex;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::Duration;

/// An engine process.
pub struct Remote {
    /// The command that started it, to name it.
    pub name: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

fn role(side: Side) -> &'static str {
    match side {
        Side::Attackers => "attacker",
        Side::Defenders => "defender",
    }
}

impl Remote {
    /// Starts `command` (words split at spaces: the program, then its
    /// arguments).
    pub fn start(command: &str) -> Result<Remote, String> {
        let mut words = command.split_whitespace();
        let program = words.next().ok_or("an empty engine command")?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start `{command}`: {e}"))?;
        let stdin = child.stdin.take().ok_or("no pipe to the engine")?;
        let stdout = child.stdout.take().ok_or("no pipe from the engine")?;
        let (tx, lines) = mpsc::channel();
        // Lines are read on their own thread so that waiting can time out.
        std::thread::Builder::new()
            .name("taflbord-engine-reader".into())
            .spawn(move || {
                for line in BufReader::new(stdout).lines() {
                    let Ok(line) = line else { break };
                    if tx.send(line).is_err() {
                        break;
                    }
                }
            })
            .map_err(|e| format!("cannot read the engine: {e}"))?;
        Ok(Remote {
            name: command.to_owned(),
            child,
            stdin,
            lines,
        })
    }

    /// Sends `command` and waits up to `wait` for its answer: the text
    /// after `=`, or the engine's error after `?`.
    pub fn ask(&mut self, command: &str, wait: Duration) -> Result<String, String> {
        writeln!(self.stdin, "{command}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| format!("`{}` stopped listening ({e})", self.name))?;
        let mut answer: Option<String> = None;
        loop {
            let line = match self.lines.recv_timeout(wait) {
                Ok(line) => line,
                Err(RecvTimeoutError::Timeout) => {
                    return Err(format!(
                        "`{}` did not answer `{command}` within {} s",
                        self.name,
                        wait.as_secs()
                    ));
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(format!("`{}` ended while asked `{command}`", self.name));
                }
            };
            match (&mut answer, line.trim_end()) {
                (None, "") => {}
                (None, text) => answer = Some(text.to_owned()),
                (Some(_), "") => break,
                (Some(a), more) => {
                    a.push('\n');
                    a.push_str(more);
                }
            }
        }
        let answer = answer.unwrap_or_default();
        let body = answer.trim_start_matches(|c: char| c == '=' || c.is_ascii_digit());
        if answer.starts_with('=') {
            Ok(body.trim().to_owned())
        } else {
            let why = answer.trim_start_matches(|c: char| c == '?' || c.is_ascii_digit());
            Err(format!(
                "`{}` refused `{command}`: {}",
                self.name,
                why.trim()
            ))
        }
    }

    /// A new game on an `n`×`n` board, with a Fischer clock for the
    /// engine's own thinking when one is given (milliseconds, seconds).
    pub fn new_game(&mut self, n: u8, clock: Option<(u64, u64)>) -> Result<(), String> {
        let wait = Duration::from_secs(30);
        self.ask(&format!("board_size {n}"), wait)?;
        match clock {
            Some((ms, add)) => self.ask(&format!("time_settings fischer {ms} {add}"), wait)?,
            None => self.ask("time_settings un-timed", wait)?,
        };
        Ok(())
    }

    /// Tells the engine the other side's move.
    pub fn play(&mut self, side: Side, mv: Move, n: u8) -> Result<(), String> {
        let v = |sq: Square| vertex(sq, n);
        self.ask(
            &format!("play {} {} {}", role(side), v(mv.from), v(mv.to)),
            Duration::from_secs(30),
        )?;
        Ok(())
    }

    /// Asks for `side`'s move, waiting up to `wait`.
    pub fn generate(&mut self, side: Side, n: u8, wait: Duration) -> Result<Move, String> {
        let answer = self.ask(&format!("generate_move {}", role(side)), wait)?;
        let words: Vec<&str> = answer.split_whitespace().collect();
        let square = |w: &str| Square::parse_letters(&w.to_ascii_lowercase(), n);
        match words.as_slice() {
            ["play", _, from, to] => match (square(from), square(to)) {
                (Some(f), Some(t)) => Ok(Move::new(f, t)),
                _ => Err(format!("`{}` answered `{answer}`: not squares", self.name)),
            },
            ["play", _, "resigns"] | ["resign"] => Err(format!("`{}` resigned", self.name)),
            _ => Err(format!("`{}` answered `{answer}`, not a move", self.name)),
        }
    }
}

impl Drop for Remote {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        // An engine that does not quit is stopped.
        for _ in 0..20 {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            std::thread::sleep(Duration::from_millis(25));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
