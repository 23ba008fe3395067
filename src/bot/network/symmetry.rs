//! The eight ways the square board maps onto itself (turns and mirrors).
//! The rules and the setups of the 11×11 variants look the same under
//! each, so a position seen turned is worth what it was: training shows
//! the network every position in a random one of them.

use super::{SIZE, SQUARES};

/// Where the square of board index `b` (row × 11 + column) goes under
/// symmetry `k` (0 leaves it; 0..8).
pub fn map_square(b: usize, k: usize) -> usize {
    let n = usize::from(SIZE);
    let last = n - 1;
    let (c, r) = (b % n, b / n);
    let (c, r) = if k & 4 != 0 { (r, c) } else { (c, r) };
    let c = if k & 1 != 0 { last - c } else { c };
    let r = if k & 2 != 0 { last - r } else { r };
    r * n + c
}

/// An input of [`super::input`] under symmetry `k`.
pub fn map_input(i: u16, k: usize) -> u16 {
    let i = usize::from(i);
    let (piece, b) = (i / SQUARES, i % SQUARES);
    (piece * SQUARES + map_square(b, k)) as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_symmetry_is_a_permutation_and_the_eight_differ() {
        let mut seen = Vec::new();
        for k in 0..8 {
            let image: Vec<usize> = (0..SQUARES).map(|b| map_square(b, k)).collect();
            let mut sorted = image.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (0..SQUARES).collect::<Vec<_>>(), "symmetry {k}");
            assert!(!seen.contains(&image), "symmetry {k} repeats another");
            seen.push(image);
        }
        // The centre stays; a corner goes to a corner.
        let centre = SQUARES / 2;
        assert!((0..8).all(|k| map_square(centre, k) == centre));
        let corners = [0, 10, 110, 120];
        assert!((0..8).all(|k| corners.contains(&map_square(0, k))));
    }
}
