//! An engine program run as a child process: lines written to its input,
//! lines read from its output on their own thread so that every wait has
//! a time limit. A silent or dead engine is reported, never waited on
//! forever; dropped, the engine is told goodbye and then stopped.
//!
//! What an engine writes is bounded: a line longer than [`LONGEST_LINE`],
//! or more than [`LONGEST_ANSWER`] before the answer to one command, is a
//! fault, as is no answer by the deadline. After a fault the engine is
//! stopped and every later question fails at once with the reason: the
//! conversation can no longer be trusted.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// The longest line an engine may write, in bytes.
pub const LONGEST_LINE: usize = 64 * 1024;
/// The most an engine may write in answer to one command, in bytes.
pub const LONGEST_ANSWER: usize = 1 << 20;
/// Lines read ahead of the match; an engine that writes more waits.
const LINES_AHEAD: usize = 256;
/// The most of an engine's text repeated in a message, in characters.
const SHOWN_CHARS: usize = 120;
/// How often a wait looks whether the engine has ended.
const EXIT_POLL: Duration = Duration::from_millis(50);

/// What the reading thread hears.
enum Heard {
    Line(String),
    /// A line past [`LONGEST_LINE`]; reading stopped there.
    TooLong,
}

pub struct Process {
    /// The command that started it, to name it.
    pub name: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<Heard>,
    /// The line that asks the engine to end.
    goodbye: &'static str,
    /// Bytes heard since the last command was sent.
    heard: usize,
    /// The last line heard since then: an answer begun and not ended
    /// is told apart from no answer.
    last: Option<String>,
    /// Why the engine is no longer listened to, once it is not.
    fault: Option<String>,
}

/// `text` as a message repeats it: cut after [`SHOWN_CHARS`] characters,
/// control characters escaped.
pub fn shown(text: &str) -> String {
    let mut out: String = text
        .chars()
        .take(SHOWN_CHARS)
        .flat_map(|c| {
            let escaped: Vec<char> = if c.is_control() {
                c.escape_default().collect()
            } else {
                vec![c]
            };
            escaped
        })
        .collect();
    if text.chars().nth(SHOWN_CHARS).is_some() {
        out.push('…');
    }
    out
}

/// The moment `wait` from now (far off, not an overflow, for a huge wait).
pub fn deadline(wait: Duration) -> Instant {
    let now = Instant::now();
    now.checked_add(wait)
        .unwrap_or_else(|| now + Duration::from_secs(365 * 24 * 3600))
}

/// Reads lines of `from` into `to` until the end, a line past
/// [`LONGEST_LINE`], or no one listening.
fn read_lines(from: impl Read, to: mpsc::SyncSender<Heard>) {
    let mut from = BufReader::new(from);
    let mut line = Vec::new();
    loop {
        line.clear();
        // One byte past the limit tells a line at the limit from a longer one.
        let limit = (LONGEST_LINE + 2) as u64;
        match from.by_ref().take(limit).read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => return,
            Ok(_) => {}
        }
        let ended = line.last() == Some(&b'\n');
        if ended {
            line.pop();
            if line.last() == Some(&b'\r') {
                line.pop();
            }
        }
        if line.len() > LONGEST_LINE {
            let _ = to.send(Heard::TooLong);
            return;
        }
        let text = String::from_utf8_lossy(&line).into_owned();
        if to.send(Heard::Line(text)).is_err() || !ended {
            return;
        }
    }
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
        let (tx, lines) = mpsc::sync_channel(LINES_AHEAD);
        std::thread::Builder::new()
            .name("taflbord-engine-reader".into())
            .spawn(move || read_lines(stdout, tx))
            .map_err(|e| format!("cannot read the engine: {e}"))?;
        Ok(Process {
            name: command.to_owned(),
            child,
            stdin,
            lines,
            goodbye,
            heard: 0,
            last: None,
            fault: None,
        })
    }

    /// Gives up on the engine for `why`, stopping it; gives the error.
    fn fail(&mut self, why: String) -> String {
        let _ = self.child.kill();
        self.fault = Some(why.clone());
        why
    }

    /// Whether the engine was given up on after a fault.
    pub fn gave_up(&self) -> bool {
        self.fault.is_some()
    }

    /// The error of an engine already given up on.
    fn faulted(&self) -> Result<(), String> {
        match &self.fault {
            Some(why) => Err(format!("{why} (earlier; no longer asked)")),
            None => Ok(()),
        }
    }

    pub fn send(&mut self, line: &str) -> Result<(), String> {
        self.faulted()?;
        self.heard = 0;
        self.last = None;
        let sent = writeln!(self.stdin, "{line}").and_then(|()| self.stdin.flush());
        sent.map_err(|e| self.fail(format!("`{}` stopped listening ({e})", self.name)))
    }

    /// The engine's next line, waiting until `deadline`; `asked` names
    /// what it was asked, for the error. An engine that has ended is not
    /// waited for, even when a program it left behind keeps its output open.
    pub fn next_line(&mut self, deadline: Instant, asked: &str) -> Result<String, String> {
        self.faulted()?;
        let mut ended: Option<Instant> = None;
        let why = loop {
            let wait = deadline
                .saturating_duration_since(Instant::now())
                .min(EXIT_POLL);
            match self.lines.recv_timeout(wait) {
                Ok(Heard::Line(line)) => {
                    self.heard += line.len() + 1;
                    if self.heard <= LONGEST_ANSWER {
                        self.last = Some(line.clone());
                        return Ok(line);
                    }
                    break format!(
                        "`{}` wrote more than {} MB without answering `{asked}`",
                        self.name,
                        LONGEST_ANSWER >> 20
                    );
                }
                Ok(Heard::TooLong) => {
                    break format!(
                        "`{}` wrote a line longer than {} KB when asked `{asked}`",
                        self.name,
                        LONGEST_LINE >> 10
                    );
                }
                Err(RecvTimeoutError::Timeout) if Instant::now() >= deadline => {
                    break match &self.last {
                        Some(last) => format!(
                            "`{}` began its answer to `{asked}` but did not end it in time \
                             (its last line: `{}`)",
                            self.name,
                            shown(last)
                        ),
                        None => format!("`{}` did not answer `{asked}` in time", self.name),
                    };
                }
                Err(RecvTimeoutError::Timeout) => match ended {
                    // What it wrote before it ended has had time to arrive.
                    Some(at) if at.elapsed() >= EXIT_POLL => {
                        break format!("`{}` ended while asked `{asked}`", self.name);
                    }
                    Some(_) => {}
                    None => {
                        if matches!(self.child.try_wait(), Ok(Some(_))) {
                            ended = Some(Instant::now());
                        }
                    }
                },
                Err(RecvTimeoutError::Disconnected) => {
                    break format!("`{}` ended while asked `{asked}`", self.name);
                }
            }
        };
        Err(self.fail(why))
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        if self.fault.is_none() {
            let _ = writeln!(self.stdin, "{}", self.goodbye);
            let _ = self.stdin.flush();
            // An engine that does not end is stopped.
            for _ in 0..20 {
                if matches!(self.child.try_wait(), Ok(Some(_))) {
                    return;
                }
                std::thread::sleep(Duration::from_millis(25));
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn heard(input: &[u8]) -> Vec<Option<String>> {
        let (tx, rx) = mpsc::sync_channel(LINES_AHEAD);
        read_lines(input, tx);
        rx.iter()
            .map(|h| match h {
                Heard::Line(l) => Some(l),
                Heard::TooLong => None,
            })
            .collect()
    }

    #[test]
    fn lines_are_read_up_to_the_limit_and_no_further() {
        assert_eq!(
            heard(b"= a\r\n\nlast"),
            [Some("= a".into()), Some(String::new()), Some("last".into())]
        );
        let mut at_limit = vec![b'x'; LONGEST_LINE];
        at_limit.push(b'\n');
        assert_eq!(heard(&at_limit), [Some("x".repeat(LONGEST_LINE))]);
        let mut over = vec![b'x'; LONGEST_LINE + 1];
        over.extend_from_slice(b"\nnever read\n");
        assert_eq!(heard(&over), [None]);
        // No line end at all, as from /dev/zero.
        assert_eq!(heard(&vec![0u8; 3 * LONGEST_LINE]), [None]);
        assert_eq!(heard(b"caf\xc3\xa9 \xff"), [Some("café \u{fffd}".into())]);
    }

    #[test]
    fn an_answer_begun_and_not_ended_is_told_from_no_answer() {
        let script = std::env::temp_dir().join(format!("taflbord-half-{}.sh", std::process::id()));
        std::fs::write(
            &script,
            "#!/bin/sh\nread l\necho '= play attacker d1 d3'\nsleep 5\n",
        )
        .unwrap();
        let mut p = Process::start(&format!("sh {}", script.display()), "quit").unwrap();
        p.send("genmove attacker").unwrap();
        let soon = || Instant::now() + Duration::from_millis(1500);
        assert_eq!(
            p.next_line(soon(), "genmove").unwrap(),
            "= play attacker d1 d3"
        );
        let e = p.next_line(soon(), "genmove").unwrap_err();
        let _ = std::fs::remove_file(&script);
        assert!(e.contains("began its answer to `genmove`"), "{e}");
        assert!(e.contains("= play attacker d1 d3"), "{e}");
    }

    #[test]
    fn messages_repeat_little_of_an_engine_text() {
        assert_eq!(shown("e1-e3"), "e1-e3");
        assert_eq!(shown("a\u{7}b"), "a\\u{7}b");
        let long = shown(&"y".repeat(50_000_000));
        assert_eq!(long.chars().count(), SHOWN_CHARS + 1);
    }
}
