//! Where the clocks get the time: the real monotonic clock, or a fake one
//! that tests move by hand (no test sleeps).

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// A source of "now", as time since a fixed moment.
#[derive(Clone)]
pub struct TimeSource(Arc<dyn Fn() -> Duration + Send + Sync>);

impl TimeSource {
    /// The monotonic clock, from now.
    pub fn real() -> TimeSource {
        let start = Instant::now();
        TimeSource(Arc::new(move || start.elapsed()))
    }

    /// A clock that stands still until its [`FakeTime`] moves it.
    pub fn fake() -> (TimeSource, FakeTime) {
        let millis = Arc::new(AtomicU64::new(0));
        let read = millis.clone();
        let source = TimeSource(Arc::new(move || {
            Duration::from_millis(read.load(Ordering::SeqCst))
        }));
        (source, FakeTime(millis))
    }

    pub fn now(&self) -> Duration {
        (self.0)()
    }
}

impl Default for TimeSource {
    fn default() -> Self {
        TimeSource::real()
    }
}

impl fmt::Debug for TimeSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TimeSource({:?})", self.now())
    }
}

/// The hand that moves a fake [`TimeSource`].
#[derive(Clone, Debug)]
pub struct FakeTime(Arc<AtomicU64>);

impl FakeTime {
    pub fn advance(&self, by: Duration) {
        let ms = u64::try_from(by.as_millis()).unwrap_or(u64::MAX);
        self.0.fetch_add(ms, Ordering::SeqCst);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fake_source_moves_only_when_told() {
        let (source, hand) = TimeSource::fake();
        assert_eq!(source.now(), Duration::ZERO);
        hand.advance(Duration::from_millis(1500));
        assert_eq!(source.now(), Duration::from_millis(1500));
        assert_eq!(source.clone().now(), Duration::from_millis(1500));
    }
}
