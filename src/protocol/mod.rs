//! Engine protocols: line-based text sessions through which other tafl
//! programs drive Taflbord's bot.
//!
//! * [`Otep`] speaks the OpenTafl Engine Protocol, with which the OpenTafl
//!   program runs external engines.
//! * [`Gtp`] speaks the text protocol of the hnefatafl-copenhagen engine,
//!   modelled on the Go Text Protocol.
//!
//! Each protocol is a value fed one input line at a time
//! ([`Protocol::handle`]); it answers with a [`Reply`] holding the exact
//! text to write back. [`serve`] runs a session over any reader and writer,
//! so a whole session can be tested in-process. Nothing a host sends makes a
//! session panic: bad input is answered with an error that names the
//! problem, and the session goes on.
//!
//! Depends on the engine, [`crate::clock`] (the clocks an engine is told
//! of), [`crate::record`] (OpenTafl move text) and [`crate::bot`].

pub mod gtp;
pub mod otep;

pub use gtp::Gtp;
pub use otep::Otep;

use crate::bot::{Bot, Control, Limits, Progress};
use crate::engine::position::{Move, Position};
use crate::engine::side::Side;
use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// What a session writes back for one input line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    /// The text to write, each line ending in `\n`; empty when nothing is
    /// answered.
    pub text: String,
    /// The session is over: read no further.
    pub quit: bool,
}

impl Reply {
    /// No answer.
    pub fn none() -> Reply {
        Reply::default()
    }

    /// The given lines, each followed by a newline.
    pub fn lines<S: AsRef<str>>(lines: &[S]) -> Reply {
        let mut text = String::new();
        for line in lines {
            text.push_str(line.as_ref());
            text.push('\n');
        }
        Reply { text, quit: false }
    }

    /// The reply's lines, without their newlines.
    pub fn split(&self) -> Vec<&str> {
        self.text.lines().collect()
    }
}

/// A line-driven engine protocol.
pub trait Protocol {
    /// What the engine says before it reads anything (OTEP's `hello`).
    fn greeting(&self) -> String {
        String::new()
    }

    /// Answers one input line (without its newline).
    fn handle(&mut self, line: &str) -> Reply;

    /// Whether `line`, arriving while the engine is thinking, should cut the
    /// search short (it is still handled in turn afterwards).
    fn interrupts(_line: &str) -> bool
    where
        Self: Sized,
    {
        false
    }

    /// The flag that stops a search in progress.
    fn stop_flag(&self) -> Arc<AtomicBool>;
}

/// Runs a session: writes the greeting, then answers each line of `input`
/// until the protocol quits or the input ends. Lines are read on a thread
/// of their own, so a line that [interrupts](Protocol::interrupts) (such as
/// OTEP's `goodbye`) stops a search still running; so does the end of the
/// input, after which the lines already read are answered at once (each
/// search gives its best move so far) and the session ends. Invalid UTF-8
/// is read lossily. Every reply is flushed at once.
pub fn serve<P: Protocol>(
    protocol: &mut P,
    input: impl BufRead + Send + 'static,
    mut output: impl Write,
) -> io::Result<()> {
    let greeting = protocol.greeting();
    if !greeting.is_empty() {
        output.write_all(greeting.as_bytes())?;
        output.flush()?;
    }
    let stop = protocol.stop_flag();
    // Interrupting lines read but not yet handled; the stop flag stays set
    // while there are any.
    let pending = Arc::new(Mutex::new(0usize));
    // Set when the input has ended: nobody will send `stop` any more.
    let ended = Arc::new(AtomicBool::new(false));
    let (sender, lines) = mpsc::channel::<String>();
    {
        let stop = Arc::clone(&stop);
        let pending = Arc::clone(&pending);
        let ended = Arc::clone(&ended);
        let mut input = input;
        // The reader may stay blocked on its input after the session ends;
        // it is not joined.
        std::thread::Builder::new()
            .name("taflbord-protocol-input".into())
            .spawn(move || {
                let mut buffer = Vec::new();
                loop {
                    buffer.clear();
                    match input.read_until(b'\n', &mut buffer) {
                        Ok(0) | Err(_) => {
                            // Hold the lock: the handler clears the flag
                            // under it, and must see the end.
                            let _n = pending.lock().unwrap_or_else(|e| e.into_inner());
                            ended.store(true, Ordering::Relaxed);
                            stop.store(true, Ordering::Relaxed);
                            break;
                        }
                        Ok(_) => {}
                    }
                    let line = String::from_utf8_lossy(&buffer)
                        .trim_end_matches(['\n', '\r'])
                        .to_string();
                    if P::interrupts(&line) {
                        let mut n = pending.lock().unwrap_or_else(|e| e.into_inner());
                        *n += 1;
                        stop.store(true, Ordering::Relaxed);
                    }
                    if sender.send(line).is_err() {
                        break;
                    }
                }
            })?;
    }
    for line in lines {
        if P::interrupts(&line) {
            let mut n = pending.lock().unwrap_or_else(|e| e.into_inner());
            *n = n.saturating_sub(1);
            if *n == 0 && !ended.load(Ordering::Relaxed) {
                stop.store(false, Ordering::Relaxed);
            }
        }
        let reply = protocol.handle(&line);
        if !reply.text.is_empty() {
            output.write_all(reply.text.as_bytes())?;
            output.flush()?;
        }
        if reply.quit {
            break;
        }
    }
    output.flush()
}

/// The position with `turn` to move instead, or why it cannot be made.
/// The game's repetition history starts again from here.
pub(crate) fn with_turn(pos: &Position, turn: Side) -> Result<Position, crate::SetupError> {
    if pos.turn() == turn {
        return Ok(pos.clone());
    }
    let mut setup = pos.to_setup();
    setup.turn = turn;
    Position::from_setup(Arc::clone(pos.variant()), &setup)
}

/// Whether two positions have the same pieces on the same squares.
pub(crate) fn same_board(a: &Position, b: &Position) -> bool {
    a.size() == b.size() && a.to_setup().squares == b.to_setup().squares
}

/// Reads `attackers` or `defenders` (OTEP's spelling).
pub(crate) fn side_word(word: &str) -> Option<Side> {
    match word {
        "attackers" => Some(Side::Attackers),
        "defenders" => Some(Side::Defenders),
        _ => None,
    }
}

/// What a search found.
pub(crate) struct Thought {
    pub mv: Option<Move>,
    /// The last completed depth's report, if the bot gives any.
    pub progress: Option<Progress>,
    pub elapsed: Duration,
}

/// Runs `bot` on `pos` within `limits`, stopping early when `stop` is set.
pub(crate) fn think(
    bot: &mut dyn Bot,
    pos: &Position,
    limits: Limits,
    stop: &AtomicBool,
) -> Thought {
    let start = Instant::now();
    let mut progress = None;
    let mut report = |p: Progress| progress = Some(p);
    let mv = bot.choose(
        pos,
        &mut Control {
            limits,
            stop,
            report: &mut report,
        },
    );
    Thought {
        mv,
        progress,
        elapsed: start.elapsed(),
    }
}

/// The moves of `pv` that can be played in turn from `pos`, starting with
/// `first` (a principal variation may be stale past its first moves).
pub(crate) fn playable_line(pos: &Position, first: Move, pv: &[Move]) -> Vec<Move> {
    let mut line = vec![first];
    if pv.first() != Some(&first) {
        return line;
    }
    let mut p = pos.clone();
    if p.play(first).is_err() {
        return line;
    }
    for &mv in &pv[1..] {
        if p.outcome().is_some() || p.play(mv).is_err() {
            break;
        }
        line.push(mv);
    }
    line
}

/// A score from the side to move's view in pawns, as `+0.35`.
pub(crate) fn pawns(score: i32) -> String {
    format!("{:+.2}", f64::from(score) / 100.0)
}
