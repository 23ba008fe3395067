//! Copenhagen positions that both the rules tests and the window's tests
//! set up, written once so that the two speak of the same board.

/// The king on d4 with attackers on c4, e4 and d5: d1 and h3 can take him
/// on d3 next move (and a defender on a3 can block d3).
pub const THREATENED_KING: [&str; 11] = [
    // a b c d e f g h i j k
    ". . . . . . . . . . .", // 11
    ". . . . . . . . . . .", // 10
    ". . . . . . . . . . .", // 9
    ". . . . . . . . . . .", // 8
    ". . . . . . . . . . .", // 7
    ". . . . . . . . . . .", // 6
    ". . . A . . . . . . .", // 5
    ". . A K A . . . . . .", // 4
    "D . . . . . . A . . .", // 3
    ". . . . . . . . . . .", // 2
    ". . . A . . . . . . .", // 1
];

/// The king on a5 with an attacker on a8: his one way out runs down the
/// edge to the corner a1.
pub const ONE_WAY_OUT: [&str; 11] = [
    // a b c d e f g h i j k
    ". . . . . . . . . . .", // 11
    ". . . . . . . . . . .", // 10
    ". . . . . . . . . . .", // 9
    "A . . . . . . . . . .", // 8
    ". . . . . . . . . . .", // 7
    ". . . . . . . . . . .", // 6
    "K . . . . . . . . D .", // 5
    ". . . . . . . . . . .", // 4
    ". . . . . . . . . . .", // 3
    ". . . . . . . . . . .", // 2
    ". . . . . . . . . . .", // 1
];
