//! An engine program run as a child process: lines written to its input,
//! lines read from its output on their own thread so that every wait has
//! a time limit. A silent or dead engine is reported, never waited on
//! forever; dropped, the engine is told goodbye and then stopped.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::Duration;

pub struct Process {
    /// The command that started it, to name it.
    pub name: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// The line that asks the engine to end.
    goodbye: &'static str,
}

impl Process {
    /// Starts `command` (words split at spaces: the program, then its
    /// arguments); `goodbye` is the protocol's way to end.
    pub fn start(command: &str, goodbye: &'static str) -> Result<Process, String> {
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
        Ok(Process {
            name: command.to_owned(),
            child,
            stdin,
            lines,
            goodbye,
        })
    }

    pub fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| format!("`{}` stopped listening ({e})", self.name))
    }

    /// The engine's next line, waiting up to `wait`; `asked` names what it
    /// was asked, for the error.
    pub fn next_line(&mut self, wait: Duration, asked: &str) -> Result<String, String> {
        match self.lines.recv_timeout(wait) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Timeout) => Err(format!(
                "`{}` did not answer `{asked}` within {} s",
                self.name,
                wait.as_secs()
            )),
            Err(RecvTimeoutError::Disconnected) => {
                Err(format!("`{}` ended while asked `{asked}`", self.name))
            }
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "{}", self.goodbye);
        let _ = self.stdin.flush();
        // An engine that does not end is stopped.
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
