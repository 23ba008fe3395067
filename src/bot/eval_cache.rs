//! Leaf scores already worked out in one search, by the position's key.
//! The search reaches the same leaf by different move orders, and at a
//! leaf the evaluation costs more than everything else; a cache small
//! enough for the processor's own cache answers the repeats.

/// Slots, a power of two: 16 bytes each, so 256 KB.
const SLOTS: usize = 1 << 14;

#[derive(Clone, Copy, Default)]
struct Slot {
    key: u64,
    score: i32,
    filled: bool,
}

/// Each search thread has its own, so no slot is ever shared.
pub(super) struct EvalCache {
    slots: Box<[Slot]>,
}

impl EvalCache {
    pub fn new() -> EvalCache {
        EvalCache {
            slots: vec![Slot::default(); SLOTS].into_boxed_slice(),
        }
    }

    #[inline]
    pub fn get(&self, key: u64) -> Option<i32> {
        let slot = self.slots[key as usize & (SLOTS - 1)];
        (slot.filled && slot.key == key).then_some(slot.score)
    }

    /// Keeps `score` for `key`, in place of whatever shared its slot.
    #[inline]
    pub fn put(&mut self, key: u64, score: i32) {
        self.slots[key as usize & (SLOTS - 1)] = Slot {
            key,
            score,
            filled: true,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_score_is_found_by_its_own_key_only() {
        let mut cache = EvalCache::new();
        assert_eq!(
            cache.get(0),
            None,
            "an empty slot holds no score, even for key 0"
        );
        cache.put(7, 120);
        assert_eq!(cache.get(7), Some(120));
        // Same slot, other key: not this score.
        let other = 7 + SLOTS as u64;
        assert_eq!(cache.get(other), None);
        cache.put(other, -5);
        assert_eq!(cache.get(other), Some(-5));
        assert_eq!(cache.get(7), None, "the newer key took the slot");
    }
}
