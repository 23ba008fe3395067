//! Fetlar Hnefatafl as its rules help describes it: Copenhagen's board, king
//! and throne, but no shield walls, no exit forts, and a draw on the third
//! occurrence of a position; plus the paper's "paper-edge" reading.

mod common;
use common::*;
use std::sync::Arc;
use taflbord::{IllegalMove, Outcome, Piece, Position, Reason, Side, Variant};

const ID: &str = "fetlar";

fn paper_edge() -> Arc<Variant> {
    let v = Variant::built_in(ID)
        .unwrap()
        .with_option("paper-edge")
        .expect("fetlar has the paper-edge option")
        .expect("the option gives valid rules");
    Arc::new(v)
}

fn paper_position(rows: &[&str], turn: Side) -> Position {
    Position::from_diagram(paper_edge(), rows, turn).expect("valid test diagram")
}

// ---------------------------------------------------------------- setup and squares

#[test]
fn start_position_matches_copenhagen_and_attackers_move_first() {
    let mut pos = Position::new(variant(ID));
    assert_eq!(pos.turn(), Side::Attackers);
    assert_eq!(pos.attackers().len(), 24);
    assert_eq!(pos.defenders().len(), 12);
    assert_eq!(pos.king(), Some(sq("f6")));
    assert_eq!(
        pos.to_setup().diagram(),
        Position::new(variant("copenhagen")).to_setup().diagram()
    );
    assert_eq!(pos.check(mv("f4-i4")), Err(IllegalMove::NotYourPiece));
    play(&mut pos, "h1-h3");
    assert_eq!(pos.turn(), Side::Defenders);
}

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
    // The published rules, not the paper's formal text (see paper-edge below).
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
    let pos = position(ID, &rows, Side::Defenders);
    assert_eq!(pos.check(mv("k8-k11")), Err(IllegalMove::Restricted));
}

#[test]
fn king_escapes_to_a_corner_and_the_game_ends() {
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
    assert_eq!(pos.check(mv("f9-f8")), Err(IllegalMove::GameOver));
}

// ---------------------------------------------------------------- captures

#[test]
fn empty_throne_is_hostile_to_defenders() {
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
fn throne_with_the_king_on_it_is_not_hostile_to_defenders() {
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
fn corners_are_hostile_to_both_sides() {
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
    assert_eq!(captured(&play(&mut pos, "c9-c11")), ["b11"]);
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
    assert_eq!(captured(&play(&mut pos, "e3-a3")), ["a2"]);
}

#[test]
fn moving_between_two_enemies_is_safe() {
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
}

#[test]
fn armed_king_captures_moving_and_standing() {
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
    assert_eq!(captured(&play(&mut pos, "c6-c4")), ["c3"]);
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
    assert_eq!(captured(&play(&mut pos, "h3-e3")), ["e4"]);
}

// ---------------------------------------------------------------- the king

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
    assert_eq!(played.outcome, None);
}

#[test]
fn king_captured_by_four_attackers() {
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
    assert_eq!(played.outcome, win(Side::Attackers, Reason::KingCaptured));
}

#[test]
fn king_on_the_throne_needs_four_attackers() {
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
fn king_beside_the_throne_captured_by_three() {
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
fn king_is_not_captured_on_the_edge() {
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
    assert_eq!(played.outcome, None);

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
    assert_eq!(played.outcome, None);
}

// ---------------------------------------------------------------- no Copenhagen extras

#[test]
fn no_shield_wall_behind_the_defenders_closing_move() {
    // Copenhagen takes d1, e1 and f1 here.
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
    assert!(played.captures.is_empty());
    assert_eq!(pos.attackers().len(), 4);
}

#[test]
fn no_shield_wall_against_the_corner() {
    // Copenhagen takes j1 here.
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
    assert!(played.captures.is_empty());
    assert_eq!(pos.piece_at(sq("j1")), Some(Piece::Defender));
}

#[test]
fn only_the_plain_capture_happens_where_copenhagen_takes_a_wall() {
    // Copenhagen takes a2, a4, a5 and a6; only the corner sandwich on a2 is
    // an ordinary capture.
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
    assert_eq!(captured(&played), ["a2"]);
}

#[test]
fn no_exit_fort() {
    for (rows, m) in [
        (
            [
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
            "f3-f2",
        ),
        (
            [
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
            "i2-g2",
        ),
    ] {
        let mut pos = position(ID, &rows, Side::Defenders);
        let played = play(&mut pos, m);
        assert_eq!(played.outcome, None, "after {m}");
        assert_eq!(pos.outcome(), None);
    }
}

// ---------------------------------------------------------------- other ends

#[test]
fn attackers_win_by_encircling_every_defender() {
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
    assert_eq!(played.outcome, win(Side::Attackers, Reason::Encircled));
}

#[test]
fn ring_with_a_gap_or_an_outsider_does_not_win() {
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
    assert_eq!(play(&mut pos, "h10-h8").outcome, None);
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
    assert_eq!(play(&mut pos, "h10-h7").outcome, None);
}

#[test]
fn defenders_without_a_move_lose() {
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
    assert_eq!(played.outcome, win(Side::Attackers, Reason::NoLegalMove));
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

const DRAW: Option<Outcome> = Some(Outcome {
    winner: None,
    reason: Reason::RepetitionDraw,
});

#[test]
fn third_occurrence_of_a_position_is_a_draw() {
    let mut pos = position(ID, &SHUFFLE, Side::Attackers);
    let cycle = ["h9-h8", "c3-c4", "h8-h9", "c4-c3"];
    for m in cycle {
        assert_eq!(play(&mut pos, m).outcome, None);
    }
    // Unlike Copenhagen, the defenders may bring a position back.
    assert_eq!(pos.occurrences(), 2);
    for m in &cycle[..3] {
        assert_eq!(play(&mut pos, m).outcome, None);
    }
    let last = play(&mut pos, "c4-c3");
    assert_eq!(pos.occurrences(), 3);
    assert_eq!(last.outcome, DRAW);
    assert_eq!(pos.check(mv("h9-h8")), Err(IllegalMove::GameOver));
}

#[test]
fn a_capture_starts_the_repetition_count_afresh() {
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
    for m in ["h9-h8", "c3-c4", "h8-h9", "c4-c3", "h9-h8", "c3-c4"] {
        assert_eq!(play(&mut pos, m).outcome, None);
    }
    // The positions before the capture had one more piece: counting starts again.
    assert_eq!(captured(&play(&mut pos, "f10-f7")), ["e7"]);
    for m in ["c4-c3", "f7-f10", "c3-c4", "f10-f7", "c4-c3", "f7-f10"] {
        assert_eq!(play(&mut pos, m).outcome, None, "after {m}");
    }
    assert_eq!(play(&mut pos, "c3-c4").outcome, None);
    assert_eq!(play(&mut pos, "f10-f7").outcome, DRAW);
}

// ---------------------------------------------------------------- paper-edge option

#[test]
fn paper_edge_king_falls_to_three_attackers_on_the_edge() {
    let rows = [
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
    ];
    let mut pos = paper_position(&rows, Side::Attackers);
    let played = play(&mut pos, "h2-e2");
    assert_eq!(captured(&played), ["e1"]);
    assert_eq!(played.outcome, win(Side::Attackers, Reason::KingCaptured));
    // Without the option the same move takes nothing.
    let mut pos = position(ID, &rows, Side::Attackers);
    assert!(play(&mut pos, "h2-e2").captures.is_empty());
}

#[test]
fn paper_edge_king_still_needs_three_on_the_edge() {
    let mut pos = paper_position(
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
            ". . . A K . . . . . .", // 1
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "h2-e2");
    assert!(played.captures.is_empty());
    assert_eq!(played.outcome, None);
}

#[test]
fn paper_edge_only_the_king_may_pass_the_throne() {
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
    let pos = paper_position(&rows, Side::Attackers);
    assert_eq!(pos.check(mv("f3-f7")), Err(IllegalMove::Restricted));
    assert_eq!(pos.check(mv("f3-f5")), Ok(()));
    let pos = paper_position(&rows, Side::Defenders);
    assert_eq!(pos.check(mv("b6-k6")), Err(IllegalMove::Restricted));
    assert_eq!(pos.check(mv("b6-e6")), Ok(()));
    assert_eq!(pos.check(mv("f8-f4")), Ok(()));
    assert_eq!(pos.check(mv("f8-f6")), Ok(()));
}
