//! Tablut 9×9 (Linnaeus), rule by rule, from small diagrams.
//! Castle e5; base camps d1 e1 f1 e2, a4 a5 a6 b5, i4 i5 i6 h5, d9 e9 f9 e8.

mod common;
use common::*;
use taflbord::{IllegalMove, Piece, Position, Reason, Side};

const ID: &str = "tablut";

#[test]
fn defenders_make_the_first_move() {
    let pos = Position::new(variant(ID));
    assert_eq!(pos.turn(), Side::Defenders);
    assert_eq!(pos.attackers().len(), 16);
    assert_eq!(pos.defenders().len(), 8);
    assert_eq!(pos.king(), Some(sq("e5")));
    assert_eq!(pos.check(mv("d1-d3")), Err(IllegalMove::NotYourPiece));
    assert_eq!(pos.check(mv("e3-c3")), Ok(()));
}

#[test]
fn castle_is_closed_to_everyone_once_the_king_has_left() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . A . K . . . .",
            ". . . . . . . . .",
            ". . . . D . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Defenders,
    );
    play(&mut pos, "e5-e7");
    // The empty castle may be neither crossed nor occupied by an attacker...
    assert_eq!(pos.check(mv("c5-g5")), Err(IllegalMove::Restricted));
    assert_eq!(pos.check(mv("c5-e5")), Err(IllegalMove::Restricted));
    assert_eq!(pos.check(mv("c5-d5")), Ok(()));
    play(&mut pos, "c5-c4");
    // ...nor by a defender, nor by the king who left it.
    assert_eq!(pos.check(mv("e3-e6")), Err(IllegalMove::Restricted));
    assert_eq!(pos.check(mv("e3-e5")), Err(IllegalMove::Restricted));
    assert_eq!(pos.check(mv("e7-e5")), Err(IllegalMove::Restricted));
    assert_eq!(pos.check(mv("e7-e4")), Err(IllegalMove::Restricted));
    assert_eq!(pos.check(mv("e7-e6")), Ok(()));
}

#[test]
fn attacker_may_move_within_its_camp_and_cross_it_on_the_way_out() {
    let pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . K . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . A . . . .",
            ". . . A . . . . .",
        ],
        Side::Attackers,
    );
    assert_eq!(pos.check(mv("d1-e1")), Ok(()));
    assert_eq!(pos.check(mv("d1-f1")), Ok(()));
    assert_eq!(pos.check(mv("d1-h1")), Ok(()));
    assert_eq!(pos.check(mv("e2-e1")), Ok(()));
    assert_eq!(pos.check(mv("e2-e4")), Ok(()));
}

#[test]
fn attacker_out_of_its_camp_may_not_return_nor_enter_another_camp() {
    let mut pos = position(
        ID,
        &[
            ". . . A . . . . .",
            ". . . . . . . . .",
            ". . . . . . K . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . A . . . .",
            ". . . . . . . . .",
        ],
        Side::Attackers,
    );
    play(&mut pos, "e2-e3");
    play(&mut pos, "g7-g8");
    assert_eq!(pos.check(mv("e3-e2")), Err(IllegalMove::Restricted));
    assert_eq!(pos.check(mv("e3-e1")), Err(IllegalMove::Restricted));
    // d9 starts in the top camp: the bottom camp is another camp.
    assert_eq!(pos.check(mv("d9-d1")), Err(IllegalMove::Restricted));
    assert_eq!(pos.check(mv("d9-d2")), Ok(()));
    assert_eq!(pos.check(mv("d9-e9")), Ok(()));
}

#[test]
fn defenders_and_king_may_not_enter_or_cross_a_camp() {
    let pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". A . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . K .",
            ". . D . . . . . .",
            ". . D . . . . . .",
        ],
        Side::Defenders,
    );
    assert_eq!(pos.check(mv("c1-d1")), Err(IllegalMove::Restricted));
    assert_eq!(pos.check(mv("c1-g1")), Err(IllegalMove::Restricted));
    assert_eq!(pos.check(mv("c2-e2")), Err(IllegalMove::Restricted));
    assert_eq!(pos.check(mv("c2-i2")), Err(IllegalMove::Restricted));
    assert_eq!(pos.check(mv("c2-d2")), Ok(()));
    assert_eq!(pos.check(mv("h3-h5")), Err(IllegalMove::Restricted));
    assert_eq!(pos.check(mv("h3-h7")), Err(IllegalMove::Restricted));
    assert_eq!(pos.check(mv("h3-h4")), Ok(()));
}

#[test]
fn king_escapes_on_an_edge_square_outside_the_camps() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". A . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . K . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "c3-c1");
    assert!(played.captures.is_empty());
    assert_eq!(played.outcome, win(Side::Defenders, Reason::EdgeEscape));
}

#[test]
fn camp_squares_on_the_edge_are_no_way_out_for_the_king() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". A . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . K . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Defenders,
    );
    assert_eq!(pos.check(mv("c4-a4")), Err(IllegalMove::Restricted));
    let played = play(&mut pos, "c4-b4");
    assert_eq!(played.outcome, None);
}

#[test]
fn custodial_capture_between_two_attackers() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . A D . . . A .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . K . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "h7-e7");
    assert_eq!(captured(&played), ["d7"]);
    assert_eq!(played.outcome, None);
}

#[test]
fn empty_castle_is_not_hostile_to_ordinary_pieces() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . K . .",
            ". . D . . . . . .",
            ". . . . . . . . .",
            ". . . A . . . . .",
            ". . . . D . . . .",
            ". . . . . . . A .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Attackers,
    );
    // e4 sits between the arriving attacker and the empty castle.
    let played = play(&mut pos, "h3-e3");
    assert!(played.captures.is_empty());
    assert_eq!(pos.piece_at(sq("e4")), Some(Piece::Defender));
    // d5 sits between the arriving defender and the empty castle.
    let played = play(&mut pos, "c7-c5");
    assert!(played.captures.is_empty());
    assert_eq!(pos.piece_at(sq("d5")), Some(Piece::Attacker));
}

#[test]
fn empty_camp_is_not_hostile_to_ordinary_pieces() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . D . K . .",
            ". . . . . . . A .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            "A . . . . . . . .",
            ". . D . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Attackers,
    );
    // e7 sits between the arriving attacker and the empty camp square e8.
    let played = play(&mut pos, "h6-e6");
    assert!(played.captures.is_empty());
    assert_eq!(pos.piece_at(sq("e7")), Some(Piece::Defender));
    // a3 sits between the arriving defender and the empty camp square a4.
    let played = play(&mut pos, "c2-a2");
    assert!(played.captures.is_empty());
    assert_eq!(pos.piece_at(sq("a3")), Some(Piece::Attacker));
}

#[test]
fn armed_king_captures_moving_and_standing() {
    let mut pos = position(
        ID,
        &[
            "D . . . . . . . A",
            ". . . . . . . . .",
            ". A . . . K . . .",
            ". . A . . . . . .",
            ". . D . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "f7-c7");
    assert_eq!(captured(&played), ["c6"]);
    play(&mut pos, "i9-i8");
    let played = play(&mut pos, "a9-a7");
    assert_eq!(captured(&played), ["b7"]);
}

#[test]
fn king_in_the_open_needs_attackers_on_all_four_sides() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            "D . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . A . .",
            ". . . . . A K . .",
            ". . . . . . . A .",
            ". . . . . . A . .",
        ],
        Side::Attackers,
    );
    // A sandwich, or three sides, is not enough for the king.
    let played = play(&mut pos, "h2-h3");
    assert!(played.captures.is_empty());
    assert_eq!(played.outcome, None);
    play(&mut pos, "a8-a7");
    let played = play(&mut pos, "g1-g2");
    assert_eq!(captured(&played), ["g3"]);
    assert_eq!(played.outcome, win(Side::Attackers, Reason::KingCaptured));
}

#[test]
fn king_on_the_castle_needs_four_attackers() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . A . . . .",
            ". . . A K A . . .",
            ". . . . . . . . .",
            ". . . . A . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "e3-e4");
    assert_eq!(captured(&played), ["e5"]);
    assert_eq!(played.outcome, win(Side::Attackers, Reason::KingCaptured));
}

#[test]
fn king_beside_the_empty_castle_falls_to_three_attackers() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . A . . . . . .",
            ". . . A K A . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "c7-e7");
    assert_eq!(captured(&played), ["e6"]);
    assert_eq!(played.outcome, win(Side::Attackers, Reason::KingCaptured));
}

#[test]
fn empty_camp_squares_stand_in_for_attackers_around_the_king() {
    // d2 touches the camp squares d1 and e2: two attackers finish him.
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . A . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . A K . . . . .",
            ". . . . . . . . .",
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "d7-d3");
    assert_eq!(captured(&played), ["d2"]);
    assert_eq!(played.outcome, win(Side::Attackers, Reason::KingCaptured));
}

#[test]
fn king_beside_a_camp_falls_to_three_attackers() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . A . . . . .",
            ". . . . . . . . .",
            ". . A . . . . . .",
            ". . K . . . . . .",
            ". . A . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Attackers,
    );
    // The empty camp square b5 is his fourth side.
    let played = play(&mut pos, "d8-d5");
    assert_eq!(captured(&played), ["c5"]);
    assert_eq!(played.outcome, win(Side::Attackers, Reason::KingCaptured));
}

#[test]
fn combined_trap_takes_the_defender_not_the_king() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . A . . . .",
            ". . . A K D . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . A . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Attackers,
    );
    // King e6: attackers d6 and e7, the empty castle below; f6 is caught.
    let played = play(&mut pos, "g3-g6");
    assert_eq!(captured(&played), ["f6"]);
    assert_eq!(played.outcome, None);
    assert_eq!(pos.king(), Some(sq("e6")));
}

#[test]
fn combined_trap_fails_while_the_king_has_a_free_side() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . A K D . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . A . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Attackers,
    );
    // e7 is open, so the king is not hemmed in and f6 survives.
    let played = play(&mut pos, "g3-g6");
    assert!(played.captures.is_empty());
    assert_eq!(pos.piece_at(sq("f6")), Some(Piece::Defender));
}

#[test]
fn third_occurrence_of_a_position_is_forbidden() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". A . . . . . . .",
            ". . . . . . K . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . D . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Defenders,
    );
    for m in [
        "g3-g2", "b8-b7", "g2-g3", "b7-b8", "g3-g2", "b8-b7", "g2-g3",
    ] {
        assert_eq!(play(&mut pos, m).outcome, None);
    }
    // b7-b8 would bring back the start position a third time.
    assert_eq!(pos.check(mv("b7-b8")), Err(IllegalMove::Repetition));
    assert_eq!(pos.check(mv("b7-c7")), Ok(()));
}

#[test]
fn raicki_is_one_free_way_to_the_edge() {
    let pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . K . . . . . .",
            ". . . . . . . . .",
            ". . A . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Attackers,
    );
    // Row 4 leads only into camps (a4, i4); column c down is blocked.
    assert_eq!(pos.escape_moves(), [mv("c4-c9")]);
    assert_eq!(pos.escape_paths(), 1);
}

#[test]
fn tuicku_is_two_free_ways_to_the_edge() {
    let pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . K . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . A",
        ],
        Side::Attackers,
    );
    let mut moves = pos.escape_moves();
    moves.sort();
    assert_eq!(moves, [mv("c4-c1"), mv("c4-c9")]);
    assert_eq!(pos.escape_paths(), 2);
}

#[test]
fn combined_trap_counts_empty_camp_squares_around_the_king() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . A . . . . .",
            ". . D K . . . . .",
            ". A . . . . . . .",
        ],
        Side::Attackers,
    );
    // King d2: camp squares d1 and e2, attacker d3; c2 falls to b1-b2.
    let played = play(&mut pos, "b1-b2");
    assert_eq!(captured(&played), ["c2"]);
    assert_eq!(played.outcome, None);
    assert_eq!(pos.king(), Some(sq("d2")));
}
