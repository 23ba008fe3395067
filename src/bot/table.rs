//! The transposition table: positions already searched, by Zobrist hash,
//! shared by every thread of a search.
//!
//! A slot is two atomic words, the entry packed into one and, in the
//! other, its check (the key and the search's generation) XORed with it.
//! Threads write without locks; a slot read while another thread writes it
//! fails its check and reads as empty, so a torn entry is never used.
//!
//! A score depends on the game's history as well as the board (a
//! repetition may be a draw), so entries are only trusted within the
//! search that made them: each search starts a new generation.

use crate::engine::position::Move;
use crate::engine::square::Square;
use std::sync::atomic::{AtomicU64, Ordering};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Entry {
    pub mv: Option<Move>,
    pub score: i32,
    pub depth: i8,
    pub bound: Bound,
}

/// The bits of the check that hold the generation; the key's other bits
/// (above the slot's index) make the rest.
const GENERATION_BITS: u32 = 24;
const GENERATION_MASK: u64 = (1 << GENERATION_BITS) - 1;

#[derive(Default)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

/// The table. Its slots are allocated by the first search, on the
/// searching thread, not when the bot is made: a bot is made where it is
/// chosen (the window's thread), and one bot serves all of its side's moves.
pub(super) struct Table {
    slots: Box<[Slot]>,
    bits: u32,
    generation: u32,
}

impl Table {
    pub fn new(bits: u32) -> Table {
        debug_assert!(bits <= 64 - GENERATION_BITS);
        Table {
            slots: Box::default(),
            bits,
            generation: 0,
        }
    }

    /// Starts a search: what earlier searches stored no longer counts.
    pub fn new_search(&mut self) {
        if self.slots.is_empty() {
            self.slots = (0..1usize << self.bits).map(|_| Slot::default()).collect();
        }
        // Generation 0 is never used, so an empty slot never checks.
        self.generation = (self.generation + 1) & GENERATION_MASK as u32;
        if self.generation == 0 {
            self.generation = 1;
        }
    }

    /// Empties the table (for a new game).
    pub fn clear(&mut self) {
        for slot in self.slots.iter_mut() {
            *slot = Slot::default();
        }
    }

    fn slot(&self, key: u64) -> &Slot {
        &self.slots[key as usize & (self.slots.len() - 1)]
    }

    fn check(&self, key: u64) -> u64 {
        (key & !GENERATION_MASK) | u64::from(self.generation)
    }

    pub fn get(&self, key: u64) -> Option<Entry> {
        let slot = self.slot(key);
        let data = slot.data.load(Ordering::Relaxed);
        let check = slot.check.load(Ordering::Relaxed);
        (check ^ data == self.check(key)).then(|| unpack(data))
    }

    /// Stores `entry`, unless the slot holds a deeper result for the same
    /// position from this search.
    pub fn put(&self, key: u64, entry: Entry) {
        if let Some(old) = self.get(key)
            && old.depth > entry.depth
        {
            return;
        }
        let slot = self.slot(key);
        let data = pack(entry);
        slot.data.store(data, Ordering::Relaxed);
        slot.check.store(self.check(key) ^ data, Ordering::Relaxed);
    }
}

// The packed entry: score (32 bits), from and to (9 bits each, 0 for no
// move: index 0 is off the board), depth (8), bound (2).
fn pack(e: Entry) -> u64 {
    let (from, to) =
        e.mv.map_or((0, 0), |m| (m.from.index() as u64, m.to.index() as u64));
    let bound = match e.bound {
        Bound::Exact => 0,
        Bound::Lower => 1,
        Bound::Upper => 2,
    };
    u64::from(e.score as u32) | from << 32 | to << 41 | u64::from(e.depth as u8) << 50 | bound << 58
}

fn unpack(data: u64) -> Entry {
    let from = (data >> 32 & 0x1ff) as usize;
    let to = (data >> 41 & 0x1ff) as usize;
    Entry {
        score: data as u32 as i32,
        mv: (from != 0).then(|| Move::new(Square::from_index(from), Square::from_index(to))),
        depth: (data >> 50) as u8 as i8,
        bound: match data >> 58 & 3 {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_come_back_as_stored_and_only_in_their_search() {
        let mut table = Table::new(8);
        table.new_search();
        let mv = Move::new(Square::new(0, 3), Square::new(18, 3));
        let entries = [
            Entry {
                mv: Some(mv),
                score: -999_987,
                depth: 12,
                bound: Bound::Lower,
            },
            Entry {
                mv: None,
                score: 31_000,
                depth: 1,
                bound: Bound::Upper,
            },
        ];
        let keys = [0x1234_5678_9abc_def0_u64, 0x0fed_cba9_8765_4321];
        for (&key, &e) in keys.iter().zip(&entries) {
            table.put(key, e);
        }
        for (&key, &e) in keys.iter().zip(&entries) {
            assert_eq!(table.get(key), Some(e));
        }
        // Another position in the same slot is a miss, not its entry.
        assert_eq!(table.get(keys[0] ^ (1 << 40)), None);
        // A shallower result does not replace a deeper one.
        table.put(
            keys[0],
            Entry {
                depth: 3,
                ..entries[0]
            },
        );
        assert_eq!(table.get(keys[0]), Some(entries[0]));
        table.new_search();
        assert_eq!(table.get(keys[0]), None);
        table.put(keys[1], entries[1]);
        table.clear();
        assert_eq!(table.get(keys[1]), None);
    }
}
