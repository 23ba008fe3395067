//! SplitMix64, the one small seeded generator of the crate: the Zobrist keys
//! are made with it at compile time, the bots draw their chances from it and
//! tournaments spread their seeds with it. Its numbers must never change:
//! they reach hashes, opening books and every seeded game.

/// The golden-ratio step added to the state before each number.
const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// Deterministic pseudo-random numbers from a 64-bit seed, the same on every
/// machine and version.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    /// The next number; usable at compile time.
    pub const fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(GAMMA);
        SplitMix64::finalise(self.state)
    }

    /// The first number a generator seeded with `seed` gives: spreads the
    /// bits of a number, so that near seeds give far apart numbers.
    pub const fn mix(seed: u64) -> u64 {
        SplitMix64::new(seed).next_u64()
    }

    /// The finaliser: a bijection of 64-bit numbers that mixes every bit
    /// into every other.
    const fn finalise(mut z: u64) -> u64 {
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pinned numbers: a change here changes every Zobrist hash, opening
    /// book and seeded game.
    #[test]
    fn the_numbers_never_change() {
        let mut g = SplitMix64::new(0);
        assert_eq!(g.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(g.next_u64(), 0x6E78_9E6A_A1B9_65F4);
        assert_eq!(g.next_u64(), 0x06C4_5D18_8009_454F);
        let mut g = SplitMix64::new(1234567);
        assert_eq!(g.next_u64(), 6_457_827_717_110_365_317);
        assert_eq!(g.next_u64(), 3_203_168_211_198_807_973);
        assert_eq!(SplitMix64::mix(1234567), 6_457_827_717_110_365_317);
    }
}
