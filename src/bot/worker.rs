//! Running a bot on its own thread, so the caller (the app's update loop)
//! never waits: progress and the final move arrive on a channel, tagged
//! with the search's id so stale results can be dropped.

use super::{Bot, Control, Limits, Progress};
use crate::engine::position::{Move, Position};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::thread::JoinHandle;

/// What a running search sends back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Progress {
        search: u64,
        progress: Progress,
    },
    /// The search is over; the bot hands itself back for the next move.
    Finished {
        search: u64,
        mv: Option<Move>,
    },
}

impl Event {
    pub fn search(&self) -> u64 {
        match self {
            Event::Progress { search, .. } | Event::Finished { search, .. } => *search,
        }
    }
}

/// A search running on its own thread. Dropping it asks it to stop
/// without waiting for it.
pub struct Search {
    id: u64,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<Box<dyn Bot>>>,
}

impl Search {
    /// Starts `bot` on a copy of `pos`. Events go to `events`, tagged `id`.
    pub fn start(
        id: u64,
        bot: Box<dyn Bot>,
        pos: &Position,
        limits: Limits,
        events: Sender<Event>,
    ) -> Search {
        // A receiver that went away just means nobody listens.
        Search::start_with(id, bot, pos, limits, move |e| {
            let _ = events.send(e);
        })
    }

    /// Starts `bot` on a copy of `pos`, handing every event to `sink` on the
    /// search thread (for callers that are not plain threads, such as an
    /// async stream).
    pub fn start_with(
        id: u64,
        mut bot: Box<dyn Bot>,
        pos: &Position,
        limits: Limits,
        mut sink: impl FnMut(Event) + Send + 'static,
    ) -> Search {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let pos = pos.clone();
        let thread = std::thread::Builder::new()
            .name(format!("taflbord-search-{id}"))
            .spawn(move || {
                let mv = {
                    let mut report = |progress: Progress| {
                        sink(Event::Progress {
                            search: id,
                            progress,
                        })
                    };
                    let mut control = Control {
                        limits,
                        stop: &flag,
                        report: &mut report,
                    };
                    bot.choose(&pos, &mut control)
                };
                sink(Event::Finished { search: id, mv });
                bot
            })
            .expect("the system can start a thread");
        Search {
            id,
            stop,
            thread: Some(thread),
        }
    }

    pub fn id(&self) -> u64 {
        self.id
    }

    /// Asks the search to stop; it finishes with the best move found so far.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Waits for the search to end and takes the bot back.
    pub fn join(mut self) -> Option<Box<dyn Bot>> {
        self.thread.take().and_then(|t| t.join().ok())
    }
}

impl Drop for Search {
    fn drop(&mut self) {
        self.stop();
    }
}

/// Hands out search ids and tells current events from stale ones.
#[derive(Debug, Default)]
pub struct Searches {
    current: u64,
}

impl Searches {
    /// A new id; events of all earlier ids become stale.
    pub fn next_id(&mut self) -> u64 {
        self.current += 1;
        self.current
    }

    /// The event, if it belongs to the latest search.
    pub fn accept(&self, event: Event) -> Option<Event> {
        (event.search() == self.current).then_some(event)
    }
}
