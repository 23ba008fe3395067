//! The engine's review of the game, run from the game screen on its own
//! thread: its progress in the status, and when done its marks, comments
//! and graph.

use super::{Game, Message, ReviewEvent};
use crate::analysis::{self, Review, ReviewProgress};
use crate::bot::Limits;
use crate::store::settings::Settings;
use iced::Task;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// A review under way.
#[derive(Debug)]
pub struct Reviewing {
    pub(super) stop: Arc<AtomicBool>,
    pub done: usize,
    pub of: usize,
}

/// Milliseconds a position when the player asks for a review.
pub const REVIEW_MS: u64 = 500;

impl Game {
    /// Starts the engine's review of the main line on its own thread.
    pub(super) fn start_review(&mut self, ms: u64) -> Task<Message> {
        if self.reviewing.is_some() {
            return Task::none();
        }
        let record = self.session.record().clone();
        let of = record.main_line().len();
        let limits = Limits::time(Duration::from_millis(ms))
            .on_threads(self.session.seats().engine_threads());
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let (tx, rx) = iced::futures::channel::mpsc::unbounded();
        let spawned = std::thread::Builder::new()
            .name("taflbord-review".into())
            .spawn(move || {
                let progress = tx.clone();
                let review = analysis::review(&record, limits, &flag, |p| {
                    // The receiver is gone only when the app no longer wants it.
                    let _ = progress.unbounded_send(ReviewEvent::Progress(p));
                });
                let _ = tx.unbounded_send(ReviewEvent::Done(Box::new(review)));
            });
        if spawned.is_err() {
            return Task::none();
        }
        self.reviewing = Some(Reviewing { stop, done: 0, of });
        Task::run(rx, Message::Reviewing)
    }

    pub(super) fn stop_review(&mut self) -> Task<Message> {
        if let Some(r) = &self.reviewing {
            r.stop.store(true, Ordering::Relaxed);
        }
        Task::none()
    }

    pub(super) fn review_progress(&mut self, p: ReviewProgress) -> Task<Message> {
        if let Some(r) = &mut self.reviewing {
            (r.done, r.of) = (p.done, p.of);
        }
        Task::none()
    }

    pub(super) fn review_done(&mut self, review: Review, settings: &Settings) -> Task<Message> {
        self.reviewing = None;
        let notation = self.notation;
        self.with_session(settings, |s| s.reviewed(review, notation))
    }
}
