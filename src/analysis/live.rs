//! The analysis board's engine: it thinks about one position on its own
//! thread, deeper and deeper, until it is stopped or the position changes
//! (then a new one starts at once).
//!
//! Consecutive searches share one [`SearchBot`] behind a lock: the new
//! thread takes it as soon as the stopped one lets go (within a thousand
//! nodes), so its tables are allocated once and nobody waits on the
//! window's thread.

use crate::bot::{Limits, Lines, SearchBot};
use crate::engine::position::Position;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// The engine behind the analysis board, kept between positions.
#[derive(Clone, Default)]
pub struct Engine {
    bot: Arc<Mutex<SearchBot>>,
}

impl Engine {
    pub fn new() -> Engine {
        Engine::default()
    }

    /// Starts thinking about `pos`, `count` lines at a time, on `threads`
    /// threads; every completed depth goes to `sink` with the id, and
    /// `sink` hears `None` when the search ends by itself (every line
    /// decided, or the deepest depth).
    pub fn start(
        &self,
        id: u64,
        pos: &Position,
        count: usize,
        threads: usize,
        mut sink: impl FnMut(u64, Option<Lines>) + Send + 'static,
    ) -> Thinking {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let bot = self.bot.clone();
        let pos = pos.clone();
        let spawned = std::thread::Builder::new()
            .name(format!("taflbord-analysis-{id}"))
            .spawn(move || {
                // A thread that panicked left the bot as usable as ever.
                let mut bot = bot.lock().unwrap_or_else(|e| e.into_inner());
                if flag.load(Ordering::Relaxed) {
                    return;
                }
                let mut report = |lines: &Lines| sink(id, Some(lines.clone()));
                let limits = Limits::default().on_threads(threads);
                bot.analyse(&pos, count, limits, &flag, &mut report);
                drop(bot);
                if !flag.load(Ordering::Relaxed) {
                    sink(id, None);
                }
            });
        Thinking {
            stop,
            running: spawned.is_ok(),
        }
    }
}

/// One position being thought about. Dropping it stops the thinking.
#[derive(Debug)]
pub struct Thinking {
    stop: Arc<AtomicBool>,
    running: bool,
}

impl Thinking {
    /// Whether the thread could be started.
    pub fn started(&self) -> bool {
        self.running
    }

    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

impl Drop for Thinking {
    fn drop(&mut self) {
        self.stop();
    }
}
