//! Brandubh 7×7, rule by rule. Throne d4; restricted corners a1 a7 g1 g7.

mod common;
use common::*;
use taflbord::{IllegalMove, Outcome, Piece, Position, Reason, Side};

const ID: &str = "brandubh";

#[test]
fn setup_has_eight_attackers_four_defenders_and_the_king_on_the_throne() {
    let pos = Position::new(variant(ID));
    assert_eq!(pos.attackers().len(), 8);
    assert_eq!(pos.defenders().len(), 4);
    assert_eq!(pos.king(), Some(sq("d4")));
    for s in ["d1", "d2", "d6", "d7", "a4", "b4", "f4", "g4"] {
        assert_eq!(pos.piece_at(sq(s)), Some(Piece::Attacker), "{s}");
    }
    for s in ["d3", "d5", "c4", "e4"] {
        assert_eq!(pos.piece_at(sq(s)), Some(Piece::Defender), "{s}");
    }
}

#[test]
fn attackers_make_the_first_move() {
    let pos = Position::new(variant(ID));
    assert_eq!(pos.turn(), Side::Attackers);
    assert_eq!(pos.check(mv("d3-c3")), Err(IllegalMove::NotYourPiece));
    assert_eq!(pos.check(mv("d2-c2")), Ok(()));
}

#[test]
fn anyone_may_cross_the_empty_throne_but_only_the_king_stops_there() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". D . . . . .",
            ". . . . . . .",
            ". . . A . K .",
            ". . . . . . .",
        ],
        Side::Attackers,
    );
    assert_eq!(pos.check(mv("d2-d4")), Err(IllegalMove::Restricted));
    play(&mut pos, "d2-d6");
    assert_eq!(pos.check(mv("b4-d4")), Err(IllegalMove::Restricted));
    let played = play(&mut pos, "b4-f4");
    assert!(played.captures.is_empty());
    assert_eq!(pos.piece_at(sq("f4")), Some(Piece::Defender));
    assert_eq!(pos.piece_at(sq("d6")), Some(Piece::Attacker));
}

#[test]
fn king_may_return_to_the_throne() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . K",
            ". . . . . . .",
            ". A . . . . .",
            ". . . . . . .",
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "g4-d4");
    assert_eq!(played.outcome, None);
    assert_eq!(pos.king(), Some(sq("d4")));
}

#[test]
fn corners_are_hostile_to_both_sides() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . .",
            ". . . . K . .",
            ". . . . . . .",
            "A . . . . . .",
            ". . . . . . .",
            "D . D . . . .",
            ". A . . . . .",
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "c2-c1");
    assert_eq!(captured(&played), ["b1"]);
    let played = play(&mut pos, "a4-a3");
    assert_eq!(captured(&played), ["a2"]);
}

#[test]
fn throne_is_not_hostile_to_ordinary_pieces() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . .",
            ". D . . . . .",
            ". . . A . . .",
            ". . . . . . .",
            ". . . D . . .",
            ". A . . . K .",
            ". . . . . . .",
        ],
        Side::Attackers,
    );
    // d3 between the arriving attacker and the empty throne.
    let played = play(&mut pos, "b2-d2");
    assert!(played.captures.is_empty());
    assert_eq!(pos.piece_at(sq("d3")), Some(Piece::Defender));
    // d5 between the arriving defender and the empty throne.
    let played = play(&mut pos, "b6-d6");
    assert!(played.captures.is_empty());
    assert_eq!(pos.piece_at(sq("d5")), Some(Piece::Attacker));
}

#[test]
fn empty_throne_does_not_help_capture_the_king() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . .",
            ". A . . . . .",
            ". . . K . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "b6-d6");
    assert!(played.captures.is_empty());
    assert_eq!(played.outcome, None);
}

#[test]
fn weak_king_falls_to_two_attackers() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . .",
            ". . . . . . .",
            ". A K . . A .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "f5-d5");
    assert_eq!(captured(&played), ["c5"]);
    assert_eq!(played.outcome, win(Side::Attackers, Reason::KingCaptured));
}

#[test]
fn weak_king_falls_to_one_attacker_against_a_corner() {
    let mut pos = position(
        ID,
        &[
            ". K . . . . .",
            ". . . . . . .",
            ". . A . . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "c5-c7");
    assert_eq!(captured(&played), ["b7"]);
    assert_eq!(played.outcome, win(Side::Attackers, Reason::KingCaptured));
}

#[test]
fn armed_king_captures_with_a_defender() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . K . .",
            ". . A . . . .",
            ". . D . . . .",
            ". . . . . A .",
        ],
        Side::Defenders,
    );
    // The king crosses the empty throne to close the sandwich on c3.
    let played = play(&mut pos, "e4-c4");
    assert_eq!(captured(&played), ["c3"]);
    assert_eq!(played.outcome, None);
}

#[test]
fn king_escapes_on_reaching_a_corner() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . .",
            ". . . . . A .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . K . . .",
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "d1-a1");
    assert_eq!(played.outcome, win(Side::Defenders, Reason::CornerEscape));
}

#[test]
fn third_occurrence_of_a_position_is_a_draw() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . .",
            ". A . . . . .",
            ". . . . . . .",
            ". . . . K . .",
            ". . . . . . .",
            ". . . . . D .",
            ". . . . . . .",
        ],
        Side::Attackers,
    );
    for m in [
        "b6-b5", "f2-f3", "b5-b6", "f3-f2", "b6-b5", "f2-f3", "b5-b6",
    ] {
        assert_eq!(play(&mut pos, m).outcome, None, "{m}");
    }
    let played = play(&mut pos, "f3-f2");
    let draw = Outcome {
        winner: None,
        reason: Reason::RepetitionDraw,
    };
    assert_eq!(played.outcome, Some(draw));
    assert_eq!(pos.outcome(), Some(draw));
    assert_eq!(pos.check(mv("b6-b5")), Err(IllegalMove::GameOver));
}

#[test]
fn king_on_the_throne_falls_to_two_attackers() {
    // Weak king: the throne gives him no extra protection.
    let mut pos = position(
        ID,
        &[
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . A K . . A",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "g4-e4");
    assert_eq!(captured(&played), ["d4"]);
    assert_eq!(played.outcome, win(Side::Attackers, Reason::KingCaptured));
}
