//! Copenhagen Hnefatafl as its published rules describe it, one rule
//! per test, each on a small board drawn top row first.

mod common;
use common::*;
use std::sync::Arc;
use taflbord::engine::rules::Repetition;
use taflbord::{IllegalMove, Move, Piece, Position, Reason, Side, Variant};

const ID: &str = "copenhagen";

fn names(moves: &[Move]) -> Vec<String> {
    let mut v: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

// ---------------------------------------------------------------- setup

#[test]
fn start_position_has_the_armies_and_attackers_move_first() {
    let mut pos = Position::new(variant(ID));
    assert_eq!(pos.turn(), Side::Attackers);
    assert_eq!(pos.attackers().len(), 24);
    assert_eq!(pos.defenders().len(), 12);
    assert_eq!(pos.king(), Some(sq("f6")));
    assert_eq!(pos.outcome(), None);
    // f4 is a defender: not theirs to move on the first turn.
    assert_eq!(pos.check(mv("f4-i4")), Err(IllegalMove::NotYourPiece));
    let played = play(&mut pos, "d1-d3");
    assert!(played.captures.is_empty());
    assert_eq!(played.outcome, None);
    assert_eq!(pos.turn(), Side::Defenders);
}

// ---------------------------------------------------------------- movement

#[test]
fn pieces_move_along_lines_and_never_jump() {
    let pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . K . .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . A . D . . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Attackers,
    );
    assert_eq!(pos.check(mv("c4-g4")), Err(IllegalMove::Blocked));
    assert_eq!(pos.check(mv("c4-e4")), Err(IllegalMove::Blocked));
    assert_eq!(pos.check(mv("c4-d5")), Err(IllegalMove::NotStraight));
    assert_eq!(pos.check(mv("e4-e6")), Err(IllegalMove::NotYourPiece));
    assert_eq!(pos.check(mv("h4-h6")), Err(IllegalMove::NoPiece));
    assert_eq!(pos.check(mv("c4-d4")), Ok(()));
    assert_eq!(pos.check(mv("c4-c11")), Ok(()));
    assert_eq!(pos.check(mv("c4-a4")), Ok(()));
    // Every legal move of the lone attacker ends on its row or column,
    // short of the defender on e4.
    let mut targets: Vec<String> = pos
        .legal_moves_from(sq("c4"))
        .iter()
        .map(|m| m.to.to_string())
        .collect();
    targets.sort();
    assert_eq!(
        targets,
        [
            "a4", "b4", "c1", "c10", "c11", "c2", "c3", "c5", "c6", "c7", "c8", "c9", "d4"
        ]
    );
}

// ---------------------------------------------------------------- restricted squares

#[test]
fn only_the_king_may_stop_on_the_throne() {
    let rows = [
        // a b c d e f g h i j k
        ". . . . . . . . . . .", // 11
        ". . . . . . . . . . .", // 10
        ". . . . . . . . . . .", // 9
        ". . . . . K . . . . .", // 8
        ". . . . . . . . . . .", // 7
        ". D . . . . . . . . .", // 6
        ". . . . . . . . . . .", // 5
        ". . . . . . . . . . .", // 4
        ". . . . . A . . . . .", // 3
        ". . . . . . . . . . .", // 2
        ". . . . . . . . . . .", // 1
    ];
    let pos = position(ID, &rows, Side::Attackers);
    assert_eq!(pos.check(mv("f3-f6")), Err(IllegalMove::Restricted));
    let pos = position(ID, &rows, Side::Defenders);
    assert_eq!(pos.check(mv("b6-f6")), Err(IllegalMove::Restricted));
    assert_eq!(pos.check(mv("f8-f6")), Ok(()));
}

#[test]
fn everyone_may_pass_the_empty_throne() {
    let rows = [
        // a b c d e f g h i j k
        ". . . . . . . . . . .", // 11
        ". . . . . . . . . . .", // 10
        ". . . . . . . . . . .", // 9
        ". . . . . K . . . . .", // 8
        ". . . . . . . . . . .", // 7
        ". D . . . . . . . . .", // 6
        ". . . . . . . . . . .", // 5
        ". . . . . . . . . . .", // 4
        ". . . . . A . . . . .", // 3
        ". . . . . . . . . . .", // 2
        ". . . . . . . . . . .", // 1
    ];
    let pos = position(ID, &rows, Side::Attackers);
    assert_eq!(pos.check(mv("f3-f7")), Ok(()));
    let pos = position(ID, &rows, Side::Defenders);
    assert_eq!(pos.check(mv("b6-k6")), Ok(()));
    assert_eq!(pos.check(mv("f8-f4")), Ok(()));
}

#[test]
fn king_may_return_to_the_throne() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . D . . .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . K . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . A . . . . . . . .", // 3
            ". . . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Defenders,
    );
    play(&mut pos, "f6-f8");
    play(&mut pos, "c3-c4");
    let back = play(&mut pos, "f8-f6");
    assert_eq!(back.outcome, None);
    assert_eq!(pos.king(), Some(sq("f6")));
}

#[test]
fn corners_are_for_the_king_alone() {
    let rows = [
        // a b c d e f g h i j k
        ". . . . . . . . . . .", // 11
        ". . . . . . . . . . .", // 10
        ". . . . K . . . . . .", // 9
        ". . . . . . . . . . D", // 8
        ". . . . . . . . . . .", // 7
        ". . . . . . . . . . .", // 6
        ". . . . . . . . . . .", // 5
        "A . . . . . . . . . .", // 4
        ". . . . . . . . . . .", // 3
        ". . . . . . . . . . .", // 2
        ". . . . . . . . . . .", // 1
    ];
    let pos = position(ID, &rows, Side::Attackers);
    assert_eq!(pos.check(mv("a4-a1")), Err(IllegalMove::Restricted));
    assert_eq!(pos.check(mv("a4-a2")), Ok(()));
    let pos = position(ID, &rows, Side::Defenders);
    assert_eq!(pos.check(mv("k8-k11")), Err(IllegalMove::Restricted));
    assert_eq!(pos.check(mv("k8-k10")), Ok(()));
}

// ---------------------------------------------------------------- custodial capture

#[test]
fn attackers_sandwich_a_defender() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . K . .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . A D . . A . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "h4-f4");
    assert_eq!(captured(&played), ["e4"]);
    assert_eq!(played.captures[0].piece, Piece::Defender);
    assert_eq!(pos.piece_at(sq("e4")), None);
    assert_eq!(played.outcome, None);
}

#[test]
fn defenders_sandwich_an_attacker() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". A . . . . . . . . .", // 10
            ". . . . . . . . K . .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . D A . . D . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "h4-f4");
    assert_eq!(captured(&played), ["e4"]);
    assert_eq!(played.captures[0].piece, Piece::Attacker);
    assert_eq!(played.outcome, None);
}

#[test]
fn seed_capture_against_the_empty_throne() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . K . .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . D . . . . .", // 5
            ". A . . . . . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "b4-f4");
    assert_eq!(captured(&played), ["f5"]);
}

#[test]
fn seed_capture_of_three_defenders_at_once() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . K . .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . A . . . . . . .", // 6
            ". . . D . . . . . . .", // 5
            ". A D . D A . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . A . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "d2-d4");
    assert_eq!(captured(&played), ["c4", "d5", "e4"]);
    assert_eq!(pos.defenders().len(), 0);
    assert_eq!(played.outcome, None);
}

#[test]
fn seed_king_captures_as_the_moving_jaw() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . A .", // 10
            ". . . . . . . . . . .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . K . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . A . . . . . . . .", // 3
            ". . D . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "c6-c4");
    assert_eq!(captured(&played), ["c3"]);
    assert_eq!(played.outcome, None);
}

#[test]
fn seed_capture_against_a_corner() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". D . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . A . . . . . . . .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . . . . . . K . . .", // 3
            ". . . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "c9-c11");
    assert_eq!(captured(&played), ["b11"]);
}

#[test]
fn seed_no_capture_against_the_throne_while_the_king_sits_on_it() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . . .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . K . . . . .", // 6
            ". . . . . D . . . . .", // 5
            ". A . . . . . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "b4-f4");
    assert!(played.captures.is_empty());
    assert_eq!(pos.piece_at(sq("f5")), Some(Piece::Defender));
    assert_eq!(played.outcome, None);
}

#[test]
fn seed_moving_between_two_enemies_is_safe() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . K . .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". D . D . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . A . . . . . . . .", // 3
            ". . . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "c3-c5");
    assert!(played.captures.is_empty());
    assert_eq!(pos.piece_at(sq("c5")), Some(Piece::Attacker));
    assert_eq!(pos.piece_at(sq("b5")), Some(Piece::Defender));
    assert_eq!(pos.piece_at(sq("d5")), Some(Piece::Defender));
}

#[test]
fn empty_throne_is_hostile_to_attackers() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . . .", // 9
            ". . . . . . . . D . .", // 8
            ". . . . . A . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". K . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "i8-f8");
    assert_eq!(captured(&played), ["f7"]);
}

#[test]
fn occupied_throne_still_closes_on_attackers() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . D . . .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . K A . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "h9-h6");
    assert_eq!(captured(&played), ["g6"]);
}

#[test]
fn corner_is_hostile_to_attackers() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . K . .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . A . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . . . D . . . . . .", // 3
            "A . . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "e3-a3");
    assert_eq!(captured(&played), ["a2"]);
}

#[test]
fn standing_king_is_a_jaw() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . A .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . K . . . . . .", // 5
            ". . . . A . . . . . .", // 4
            ". . . . . . . D . . .", // 3
            ". . . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "h3-e3");
    assert_eq!(captured(&played), ["e4"]);
}

#[test]
fn two_attackers_do_not_take_the_strong_king() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . D . . .", // 9
            ". . . . A . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . A K . . . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "e8-e4");
    assert!(played.captures.is_empty());
    assert_eq!(pos.king(), Some(sq("d4")));
    assert_eq!(played.outcome, None);
}

#[test]
fn board_edge_is_not_hostile() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . . .", // 9
            ". . . . . . . K . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            "D . . . A . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . . . . . . D .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "e5-b5");
    assert!(played.captures.is_empty());
    assert_eq!(pos.piece_at(sq("a5")), Some(Piece::Defender));
}

// ---------------------------------------------------------------- shield walls

#[test]
fn seed_shield_wall_taken_by_the_defenders() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . A .", // 9
            ". . . . . . . K . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . D . . . . . . . .", // 3
            ". . . D D D . . . . .", // 2
            ". . . A A A D . . . .", // 1
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "c3-c1");
    assert_eq!(captured(&played), ["d1", "e1", "f1"]);
    assert_eq!(played.outcome, None);
}

#[test]
fn shield_wall_spares_the_king() {
    // Seed 003: the corner closes the far end; the king stands in the row.
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . . .", // 9
            ". . D . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . . . . . A A .", // 2
            ". . . . . A . . K D .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "f1-h1");
    assert_eq!(captured(&played), ["j1"]);
    assert_eq!(pos.king(), Some(sq("i1")));
    assert_eq!(played.outcome, None);
}

#[test]
fn standing_king_brackets_a_shield_wall() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . A .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . D . . . . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . D D D . . . . .", // 2
            ". . . A A A K . . . .", // 1
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "c4-c1");
    assert_eq!(captured(&played), ["d1", "e1", "f1"]);
    assert_eq!(played.outcome, None);
}

#[test]
fn king_closes_a_shield_wall() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . A .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . . K . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . D D D . . . . .", // 2
            ". . D A A A . . . . .", // 1
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "g4-g1");
    assert_eq!(captured(&played), ["d1", "e1", "f1"]);
    assert_eq!(played.outcome, None);
}

#[test]
fn shield_wall_needs_an_enemy_before_every_piece() {
    // As the seed's wall, but nothing faces e1.
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . A .", // 9
            ". . . . . . . K . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . D . . . . . . . .", // 3
            ". . . D . D . . . . .", // 2
            ". . . A A A D . . . .", // 1
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "c3-c1");
    assert!(played.captures.is_empty());
    assert_eq!(pos.attackers().len(), 4);
}

#[test]
fn shield_wall_needs_an_enemy_before_the_king_too() {
    // The seed's wall with i2 gone: the king in the row faces nobody.
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . . .", // 9
            ". . D . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . . . . . . A .", // 2
            ". . . . . A . . K D .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "f1-h1");
    assert!(played.captures.is_empty());
    assert_eq!(pos.piece_at(sq("j1")), Some(Piece::Defender));
}

#[test]
fn king_may_stand_in_front_of_a_shield_wall() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . A .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . D . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . K D . . . . . .", // 2
            ". . D A A . . . . . .", // 1
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "f4-f1");
    assert_eq!(captured(&played), ["d1", "e1"]);
}

#[test]
fn lone_edge_piece_falls_to_a_plain_capture_once() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . A .", // 9
            ". . . . . . . K . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . A . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . A . . . . . .", // 2
            ". . . A D . . . . . .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "f5-f1");
    assert_eq!(captured(&played), ["e1"]);
    assert_eq!(played.captures.len(), 1);
}

#[test]
fn shield_wall_on_a_side_edge_with_a_corner_capture_beside_it() {
    // Arriving on a3 closes the wall a4-a6 against a7 and squeezes a2
    // against the corner in the same move.
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . . .", // 9
            ". . . . . . . K . . .", // 8
            "A . . . . . . . . . .", // 7
            "D A . . . . . . . . .", // 6
            "D A . . . . . . . . .", // 5
            "D A . . . . . . . . .", // 4
            ". . . . A . . . . D .", // 3
            "D . . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "e3-a3");
    assert_eq!(captured(&played), ["a2", "a4", "a5", "a6"]);
    assert_eq!(played.outcome, None);
}

// ---------------------------------------------------------------- exit forts

#[test]
fn seed_exit_fort_with_the_king_beside_the_gap() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . A .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . . . . D . . . . .", // 3
            ". . . . D . . . . . .", // 2
            ". . . D K . D . . . .", // 1
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "f3-f2");
    assert!(played.captures.is_empty());
    assert_eq!(played.outcome, win(Side::Defenders, Reason::ExitFort));
    assert_eq!(pos.outcome(), win(Side::Defenders, Reason::ExitFort));
}

#[test]
fn seed_exit_fort_with_a_pocket_above_the_king() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . A .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . . . D D . . . . .", // 3
            ". . . . D . . . D . .", // 2
            ". . . . D K D . . . .", // 1
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "i2-g2");
    assert_eq!(played.outcome, win(Side::Defenders, Reason::ExitFort));
}

#[test]
fn fort_left_open_is_no_win() {
    // f2 stays open: the attackers can still walk in.
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . A .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . D . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . D . . . . . .", // 2
            ". . . D K . D . . . .", // 1
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "f4-f3");
    assert_eq!(played.outcome, None);
}

#[test]
fn fort_with_a_breakable_wall_is_no_win() {
    // The seed's pocket fort without e3: f3 can be sandwiched from e3 and g3.
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . A .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . . . . D . . . . .", // 3
            ". . . . D . . . D . .", // 2
            ". . . . D K D . . . .", // 1
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "i2-g2");
    assert_eq!(played.outcome, None);
}

#[test]
fn fort_holding_an_attacker_is_no_win() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . A .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . D . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . . . D D . . . . .", // 3
            ". . . D . A . D . . .", // 2
            ". . . D K . . D . . .", // 1
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "g5-g3");
    assert!(played.captures.is_empty());
    assert_eq!(played.outcome, None);
}

#[test]
fn fort_where_the_king_cannot_move_is_no_win() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . A .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . D . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . D . D . . . . .", // 2
            ". . . D K D . . . . .", // 1
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "e5-e2");
    assert_eq!(played.outcome, None);
}

// ---------------------------------------------------------------- king capture

#[test]
fn seed_king_captured_by_four_attackers() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . D .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . A . . . . . .", // 4
            ". . . A K A . . . . .", // 3
            "A . . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "a2-e2");
    assert_eq!(captured(&played), ["e3"]);
    assert!(played.captured_king());
    assert_eq!(played.outcome, win(Side::Attackers, Reason::KingCaptured));
    assert_eq!(pos.king(), None);
}

#[test]
fn seed_king_captured_on_the_throne_by_four() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . . .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . A . . . . .", // 7
            ". . . . A K A . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . . A . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "f2-f5");
    assert_eq!(captured(&played), ["f6"]);
    assert_eq!(played.outcome, win(Side::Attackers, Reason::KingCaptured));
}

#[test]
fn seed_king_beside_the_throne_captured_by_three() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . . .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . A K A . . . .", // 5
            ". . A . . . . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "c4-f4");
    assert_eq!(captured(&played), ["f5"]);
    assert_eq!(played.outcome, win(Side::Attackers, Reason::KingCaptured));
}

#[test]
fn king_on_the_throne_survives_three_attackers() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . A . . . . .", // 10
            ". . . . . . . . . . .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . A K A . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". D . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "f10-f7");
    assert!(played.captures.is_empty());
    assert_eq!(played.outcome, None);
}

#[test]
fn seed_king_not_captured_on_the_edge() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . D .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . . . . A . . .", // 2
            ". . . A K A . . . . .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "h2-e2");
    assert!(played.captures.is_empty());
    assert_eq!(pos.king(), Some(sq("e1")));
    assert_eq!(played.outcome, None);
}

#[test]
fn seed_king_not_captured_beside_a_corner() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . D .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". A . . . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . . . . . . . .", // 2
            ". K A . . . . . . . .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "b5-b2");
    assert!(played.captures.is_empty());
    assert_eq!(pos.king(), Some(sq("b1")));
    assert_eq!(played.outcome, None);
}

// ---------------------------------------------------------------- escape and end of game

#[test]
fn king_escapes_to_a_corner() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . K . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . A . . . . .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . . . . . . . . D .", // 3
            ". . . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "c11-a11");
    assert_eq!(played.outcome, win(Side::Defenders, Reason::CornerEscape));
}

#[test]
fn no_move_is_accepted_after_the_end() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . K . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . A . . . . .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . . . . . . . . D .", // 3
            ". . . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Defenders,
    );
    play(&mut pos, "c11-a11");
    assert_eq!(pos.check(mv("f9-f8")), Err(IllegalMove::GameOver));
    assert_eq!(pos.play(mv("f9-f8")), Err(IllegalMove::GameOver));
    assert!(pos.legal_moves().is_empty());
}

#[test]
fn attackers_win_by_encircling_every_defender() {
    // Diagonal holes at the ring's corners do not matter: pieces move
    // orthogonally.
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . A . . .", // 10
            ". . . . . . . . . . .", // 9
            ". . . . A A A . . . .", // 8
            ". . . A . . . . . . .", // 7
            ". . . A . K . A . . .", // 6
            ". . . A . . D A . . .", // 5
            ". . . . A A A . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "h10-h7");
    assert!(played.captures.is_empty());
    assert_eq!(played.outcome, win(Side::Attackers, Reason::Encircled));
}

#[test]
fn ring_with_a_gap_does_not_win() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . A . . .", // 10
            ". . . . . . . . . . .", // 9
            ". . . . A A A . . . .", // 8
            ". . . A . . . . . . .", // 7
            ". . . A . K . A . . .", // 6
            ". . . A . . D A . . .", // 5
            ". . . . A A A . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "h10-h8");
    assert_eq!(played.outcome, None);
}

#[test]
fn ring_must_hold_every_defender() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . A . . .", // 10
            ". . . . . . . . . . .", // 9
            ". . . . A A A . . . .", // 8
            ". . . A . . . . . . .", // 7
            ". . . A . K . A . . .", // 6
            ". . . A . . D A . . .", // 5
            ". . . . A A A . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". D . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "h10-h7");
    assert_eq!(played.outcome, None);
}

#[test]
fn capturing_the_last_outsider_completes_an_encirclement() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". A . . . . . . . . .", // 9
            ". D . . A A A . . . .", // 8
            ". . . A . . . A . . .", // 7
            ". . . A . K . A . . .", // 6
            ". . . A . . D A . . .", // 5
            ". . . . A A A . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". A . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "b2-b7");
    assert_eq!(captured(&played), ["b8"]);
    assert_eq!(played.outcome, win(Side::Attackers, Reason::Encircled));
}

#[test]
fn defenders_without_a_move_lose() {
    // The king on the edge cannot be taken, but he cannot move either.
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . . .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . A . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . A . . . . . .", // 2
            ". . . A K . . . . . .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "f5-f1");
    assert!(played.captures.is_empty());
    assert_eq!(played.outcome, win(Side::Attackers, Reason::NoLegalMove));
}

#[test]
fn attackers_without_a_move_lose() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . . .", // 9
            ". . . . . . . K . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". D . . . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            "D . . . . . . . . . .", // 3
            "A . . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "b5-b2");
    assert!(played.captures.is_empty());
    assert_eq!(played.outcome, win(Side::Defenders, Reason::NoLegalMove));
}

#[test]
fn taking_the_last_attacker_wins() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . K . .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . D A . . D . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "h4-f4");
    assert_eq!(captured(&played), ["e4"]);
    assert_eq!(played.outcome, win(Side::Defenders, Reason::NoLegalMove));
}

// ---------------------------------------------------------------- repetition

const SHUFFLE: [&str; 11] = [
    // a b c d e f g h i j k
    ". . . . . . . . . . .", // 11
    ". . . . . . . . . . .", // 10
    ". . . . . . . A . . .", // 9
    ". . . . . . . . . . .", // 8
    ". . . . . . . . . . .", // 7
    ". . . . . . . . . . .", // 6
    ". . . . . . . . . . .", // 5
    ". . . . . . . . . . .", // 4
    ". . D . . . . . K . .", // 3
    ". . . . . . . . . . .", // 2
    ". . . . . . . . . . .", // 1
];

#[test]
fn defenders_may_not_recreate_a_position() {
    let mut pos = position(ID, &SHUFFLE, Side::Attackers);
    play(&mut pos, "h9-h8");
    play(&mut pos, "c3-c4");
    play(&mut pos, "h8-h9");
    // c4-c3 would bring back the starting board with attackers to move.
    assert_eq!(pos.check(mv("c4-c3")), Err(IllegalMove::Repetition));
    assert!(!pos.legal_moves().contains(&mv("c4-c3")));
    assert_eq!(pos.check(mv("c4-c5")), Ok(()));
}

#[test]
fn attackers_may_recreate_a_position() {
    let mut pos = position(ID, &SHUFFLE, Side::Defenders);
    play(&mut pos, "c3-c4");
    play(&mut pos, "h9-h8");
    play(&mut pos, "c4-c3");
    // Back to the starting board with defenders to move: fine for attackers.
    let back = play(&mut pos, "h8-h9");
    assert_eq!(back.outcome, None);
    assert_eq!(pos.occurrences(), 2);
    // The defenders may not follow with the same step again.
    assert_eq!(pos.check(mv("c3-c4")), Err(IllegalMove::Repetition));
}

#[test]
fn defenders_whose_every_move_repeats_lose() {
    // The king can only step between e1 and f1; going back would repeat.
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . A .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . A A . . . . .", // 2
            ". . . A K . A . . . .", // 1
        ],
        Side::Attackers,
    );
    play(&mut pos, "j9-j8");
    play(&mut pos, "e1-f1");
    let played = play(&mut pos, "j8-j9");
    assert_eq!(played.outcome, win(Side::Attackers, Reason::NoLegalMove));
}

#[test]
fn repetition_counts_only_positions_since_the_last_capture() {
    let mut pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . A . . . . .", // 10
            ". . . . . . . A . . .", // 9
            ". . . . . . . . . . .", // 8
            ". . . A D . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . D . . . . . K . .", // 3
            ". . . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Attackers,
    );
    play(&mut pos, "h9-h8");
    play(&mut pos, "c3-c4");
    let mut without_capture = pos.clone();
    play(&mut without_capture, "h8-h9");
    assert_eq!(
        without_capture.check(mv("c4-c3")),
        Err(IllegalMove::Repetition)
    );

    let taken = play(&mut pos, "f10-f7");
    assert_eq!(captured(&taken), ["e7"]);
    play(&mut pos, "c4-c3");
    play(&mut pos, "f7-f10");
    // Same squares as after the defenders' first step, less the captured
    // piece: a new position.
    assert_eq!(pos.check(mv("c3-c4")), Ok(()));
    play(&mut pos, "c3-c4");
    play(&mut pos, "f10-f7");
    // This one did occur after the capture.
    assert_eq!(pos.check(mv("c4-c3")), Err(IllegalMove::Repetition));
}

fn historical_cycle(variant: Arc<Variant>) {
    let mut pos = Position::from_diagram(variant, &SHUFFLE, Side::Attackers).unwrap();
    let cycle = ["h9-h8", "c3-c4", "h8-h9", "c4-c3"];
    for round in 1..=3 {
        for (k, m) in cycle.iter().enumerate() {
            let played = play(&mut pos, m);
            if round == 3 && k == 3 {
                // The start position occurs for the fourth time.
                assert_eq!(pos.occurrences(), 4);
                assert_eq!(
                    played.outcome,
                    win(Side::Attackers, Reason::PerpetualRepetition)
                );
            } else {
                assert_eq!(played.outcome, None, "round {round}, move {m}");
            }
        }
    }
    assert_eq!(pos.check(mv("h9-h8")), Err(IllegalMove::GameOver));
}

#[test]
fn historical_rule_makes_the_fourth_occurrence_lose_for_defenders() {
    let v = variant(ID).with_repetition(Repetition::DefendersLose);
    historical_cycle(Arc::new(v));
}

#[test]
fn historical_option_is_the_same_rule() {
    let rules = variant(ID).rules().with_option("historical").unwrap();
    assert_eq!(rules.repetition, Repetition::DefendersLose);
    historical_cycle(Arc::new(Variant::new(rules).unwrap()));
}

// ---------------------------------------------------------------- warnings

#[test]
fn escape_paths_count_open_ways_to_a_corner() {
    let pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . A . . . . .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . D .", // 5
            ". . . . . . . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . . . . . . . .", // 2
            ". . K . . . . . . . .", // 1
        ],
        Side::Defenders,
    );
    assert_eq!(names(&pos.escape_moves()), ["c1-a1", "c1-k1"]);
    assert_eq!(pos.escape_paths(), 2);

    let pos = position(ID, &diagrams::ONE_WAY_OUT, Side::Attackers);
    assert_eq!(names(&pos.escape_moves()), ["a5-a1"]);
    assert_eq!(pos.escape_paths(), 1);

    assert_eq!(Position::new(variant(ID)).escape_paths(), 0);
}

#[test]
fn king_threats_list_the_capturing_moves() {
    let mut pos = position(ID, &diagrams::THREATENED_KING, Side::Defenders);
    assert_eq!(names(&pos.king_threats()), ["d1-d3", "h3-d3"]);
    assert!(pos.king_in_danger());
    play(&mut pos, "a3-d3");
    assert!(pos.king_threats().is_empty());
    assert!(!pos.king_in_danger());
}

#[test]
fn king_threats_count_the_throne_as_a_jaw() {
    let pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . . .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . A K A . . . .", // 5
            ". . A . . . . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . . . . . . . .", // 2
            ". . . . . . . . . . .", // 1
        ],
        Side::Defenders,
    );
    assert_eq!(names(&pos.king_threats()), ["c4-f4"]);
    assert!(pos.king_in_danger());
}

#[test]
fn king_on_the_edge_is_never_in_danger() {
    let pos = position(
        ID,
        &[
            // a b c d e f g h i j k
            ". . . . . . . . . . .", // 11
            ". . . . . . . . . . .", // 10
            ". . . . . . . . . D .", // 9
            ". . . . . . . . . . .", // 8
            ". . . . . . . . . . .", // 7
            ". . . . . . . . . . .", // 6
            ". . . . . . . . . . .", // 5
            ". . . . . . . . . . .", // 4
            ". . . . . . . . . . .", // 3
            ". . . . . . . A . . .", // 2
            ". . . A K A . . . . .", // 1
        ],
        Side::Attackers,
    );
    assert!(pos.king_threats().is_empty());
    assert!(!pos.king_in_danger());
    assert!(Position::new(variant(ID)).king_threats().is_empty());
}
