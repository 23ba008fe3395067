//! The hashes of a game's positions, the current one last, for the
//! repetition rules. Positions share their past: older hashes are frozen
//! in chunks behind reference counts, so cloning a position copies a
//! short tail, and a game record that keeps a position per move keeps
//! each hash once (memory linear in the game's length, not quadratic).

use std::sync::Arc;

/// Hashes per frozen chunk; the tail holds up to twice as many, so a
/// search stepping back and forth at a chunk's edge never freezes and
/// thaws over and over.
const CHUNK: usize = 16;

struct Chunk {
    hashes: [u64; CHUNK],
    /// The chunk before this one.
    before: Option<Arc<Chunk>>,
}

#[derive(Clone, Default)]
pub(crate) struct History {
    /// The newest hashes.
    tail: Vec<u64>,
    /// The newest frozen chunk.
    frozen: Option<Arc<Chunk>>,
    /// How many hashes the frozen chunks hold.
    frozen_len: usize,
}

impl History {
    pub(crate) fn len(&self) -> usize {
        self.frozen_len + self.tail.len()
    }

    pub(crate) fn push(&mut self, hash: u64) {
        if self.tail.len() == 2 * CHUNK {
            let mut hashes = [0; CHUNK];
            hashes.copy_from_slice(&self.tail[..CHUNK]);
            self.tail.drain(..CHUNK);
            self.frozen = Some(Arc::new(Chunk {
                hashes,
                before: self.frozen.take(),
            }));
            self.frozen_len += CHUNK;
        }
        self.tail.push(hash);
    }

    pub(crate) fn pop(&mut self) -> Option<u64> {
        if self.tail.is_empty()
            && let Some(chunk) = self.frozen.take()
        {
            self.tail.extend_from_slice(&chunk.hashes);
            self.frozen = chunk.before.clone();
            self.frozen_len -= CHUNK;
        }
        self.tail.pop()
    }

    /// How many of the hashes at indexes `from..end` equal `hash`.
    pub(crate) fn count(&self, hash: u64, from: usize, end: usize) -> usize {
        let mut n = 0;
        self.for_each_run(from, end, |run| {
            n += run.iter().filter(|&&h| h == hash).count();
        });
        n
    }

    /// A filter of the hashes at indexes `from..end`.
    pub(crate) fn filter(&self, from: usize, end: usize) -> HashFilter {
        let mut filter = HashFilter::default();
        self.for_each_run(from, end, |run| run.iter().for_each(|&h| filter.insert(h)));
        filter
    }

    /// Calls `f` with the hashes at indexes `from..end`, in runs.
    fn for_each_run(&self, from: usize, end: usize, mut f: impl FnMut(&[u64])) {
        let end = end.min(self.len());
        if from >= end {
            return;
        }
        let mut in_range = |start: usize, hashes: &[u64]| {
            let lo = from.max(start) - start;
            let hi = end.min(start + hashes.len()).saturating_sub(start);
            if lo < hi {
                f(&hashes[lo..hi]);
            }
        };
        in_range(self.frozen_len, &self.tail);
        let mut start = self.frozen_len;
        let mut chunk = self.frozen.as_deref();
        while let Some(c) = chunk
            && start > from
        {
            start -= CHUNK;
            in_range(start, &c.hashes);
            chunk = c.before.as_deref();
        }
    }
}

/// Which hashes a stretch of history may hold: a hash it does not hold
/// is surely absent; one it holds must still be counted. Built once for
/// all the moves of a position, it spares each move a walk through the
/// history (in a long game without captures, most of the cost of
/// generating the defenders' moves).
#[derive(Default)]
pub(crate) struct HashFilter([u64; 16]);

impl HashFilter {
    /// The bit of `hash`: its top ten bits (Zobrist hashes are uniform).
    fn bit(hash: u64) -> (usize, u64) {
        let b = (hash >> 54) as usize;
        (b / 64, 1 << (b % 64))
    }

    fn insert(&mut self, hash: u64) {
        let (word, bit) = Self::bit(hash);
        self.0[word] |= bit;
    }

    pub(crate) fn may_hold(&self, hash: u64) -> bool {
        let (word, bit) = Self::bit(hash);
        self.0[word] & bit != 0
    }
}

impl Drop for History {
    // A long chain dropped link by link would recurse once per chunk;
    // unlink the chunks no one else holds in a loop instead.
    fn drop(&mut self) {
        let mut next = self.frozen.take();
        while let Some(chunk) = next {
            next = match Arc::try_unwrap(chunk) {
                Ok(mut c) => c.before.take(),
                Err(_) => None,
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_pushes_and_pops_agree_with_a_plain_list() {
        let mut h = History::default();
        let mut plain: Vec<u64> = Vec::new();
        // Hashes that repeat, so counts are not all zero or one.
        for k in 0..200u64 {
            h.push(k % 7);
            plain.push(k % 7);
            if k % 5 == 4 {
                assert_eq!(h.pop(), plain.pop());
            }
            let snapshot = h.clone();
            for from in [0, 3, 17, 40, plain.len().saturating_sub(2)] {
                for end in [plain.len(), plain.len().saturating_sub(1), 33] {
                    let want = plain
                        .get(from.min(end)..end.min(plain.len()))
                        .unwrap_or(&[])
                        .iter()
                        .filter(|&&x| x == k % 7)
                        .count();
                    assert_eq!(snapshot.count(k % 7, from, end), want, "{k} {from} {end}");
                }
            }
        }
        assert_eq!(h.len(), plain.len());
        while let Some(x) = plain.pop() {
            assert_eq!(h.pop(), Some(x));
        }
        assert_eq!(h.pop(), None);
    }

    #[test]
    fn a_filter_holds_every_hash_of_its_stretch() {
        let mut h = History::default();
        // Hash-like numbers: the steps of a multiplicative sequence.
        let mut x = 2u64;
        let mut next = move || {
            x = x.wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(29) ^ 0x5851_f42d;
            x
        };
        let hashes: Vec<u64> = (0..150).map(|_| next()).collect();
        for &x in &hashes {
            h.push(x);
        }
        let filter = h.filter(40, 150);
        assert!(hashes[40..].iter().all(|&x| filter.may_hold(x)));
        // Hashes outside the stretch mostly fall through, which is the
        // filter's use: 110 hashes set at most 110 bits of 1,024.
        let outside = (0..1000).filter(|_| filter.may_hold(next())).count();
        assert!(outside < 200, "{outside} of 1000 fell in");
        assert!(!History::default().filter(0, 0).may_hold(hashes[0]));
    }

    #[test]
    fn clones_share_their_past() {
        let mut a = History::default();
        for k in 0..1000 {
            a.push(k);
        }
        let b = a.clone();
        assert!(b.tail.len() <= 2 * CHUNK);
        assert!(Arc::ptr_eq(
            a.frozen.as_ref().unwrap(),
            b.frozen.as_ref().unwrap()
        ));
        assert_eq!(b.count(3, 0, b.len()), 1);
    }

    #[test]
    fn a_long_history_drops_without_deep_recursion() {
        let mut h = History::default();
        for k in 0..2_000_000 {
            h.push(k);
        }
        drop(h);
    }
}
