//! Hnefatafl 9×9 with one-step moves (a beginners' rules sheet), rule by rule.
//! Throne e5; restricted corners a1 a9 i1 i9.

mod common;
use common::*;
use taflbord::{IllegalMove, Piece, Position, Reason, Side};

const ID: &str = "onestep9";

#[test]
fn attackers_make_the_first_move() {
    let pos = Position::new(variant(ID));
    assert_eq!(pos.turn(), Side::Attackers);
    assert_eq!(pos.attackers().len(), 16);
    assert_eq!(pos.defenders().len(), 8);
    assert_eq!(pos.king(), Some(sq("e5")));
    assert_eq!(pos.check(mv("e3-d3")), Err(IllegalMove::NotYourPiece));
    assert_eq!(pos.check(mv("d1-d2")), Ok(()));
}

#[test]
fn every_piece_moves_exactly_one_square() {
    let pos = Position::new(variant(ID));
    assert_eq!(pos.check(mv("d1-d3")), Err(IllegalMove::TooFar));
    assert_eq!(pos.check(mv("a4-c4")), Err(IllegalMove::TooFar));
    assert_eq!(pos.check(mv("a4-b4")), Ok(()));
    // The whole start position offers only single steps.
    assert!(
        pos.legal_moves()
            .iter()
            .all(|m| m.from.col().abs_diff(m.to.col()) + m.from.row().abs_diff(m.to.row()) == 1)
    );

    let king = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . K . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . A . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Defenders,
    );
    assert_eq!(king.check(mv("c7-c5")), Err(IllegalMove::TooFar));
    assert_eq!(king.check(mv("c7-c6")), Ok(()));
}

#[test]
fn one_step_pieces_cannot_cross_the_empty_throne() {
    // Passing the throne takes two squares, so only the king ever gets there.
    let pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . K . .",
            ". . . . . . . . .",
            ". . . D . . . . .",
            ". . . . A . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Defenders,
    );
    assert_eq!(pos.check(mv("d5-f5")), Err(IllegalMove::TooFar));
    assert_eq!(pos.check(mv("d5-e5")), Err(IllegalMove::Restricted));
    let attackers = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . K . .",
            ". . . . . . . . .",
            ". . . D . . . . .",
            ". . . . A . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Attackers,
    );
    assert_eq!(attackers.check(mv("e4-e6")), Err(IllegalMove::TooFar));
    assert_eq!(attackers.check(mv("e4-e5")), Err(IllegalMove::Restricted));
}

#[test]
fn king_may_step_back_onto_the_throne() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . K . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . A .",
            ". . . . . . . . .",
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "e6-e5");
    assert_eq!(played.outcome, None);
    assert_eq!(pos.king(), Some(sq("e5")));
}

#[test]
fn corners_are_for_the_king_alone() {
    let attackers = position(
        ID,
        &[
            ". . . . . . . . .",
            "D . . . . . . . .",
            ". . . . . . . . .",
            ". . . . K . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". A . . . . . . .",
        ],
        Side::Attackers,
    );
    assert_eq!(attackers.check(mv("b1-a1")), Err(IllegalMove::Restricted));
    let mut defenders = attackers.clone();
    play(&mut defenders, "b1-b2");
    assert_eq!(defenders.check(mv("a8-a9")), Err(IllegalMove::Restricted));
}

#[test]
fn king_escapes_on_reaching_a_corner() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . A . .",
            ". . . . . . . . .",
            ". K . . . . . . .",
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "b1-a1");
    assert_eq!(played.outcome, win(Side::Defenders, Reason::CornerEscape));
}

#[test]
fn situation_1_sandwiched_defender_is_taken() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . K . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". A . . . . . . .",
            ". . D A . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "b4-b3");
    assert_eq!(captured(&played), ["c3"]);
}

#[test]
fn situation_2_stepping_between_two_attackers_is_safe() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . K . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . D . . . . . .",
            ". A . A . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "c4-c3");
    assert!(played.captures.is_empty());
    assert_eq!(pos.piece_at(sq("c3")), Some(Piece::Defender));
    // The attackers cannot take it without moving a jaw away and back.
    let played = play(&mut pos, "b3-b4");
    assert!(played.captures.is_empty());
}

#[test]
fn situation_3_attacker_caught_against_a_corner() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . K . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . D . . . . . .",
            ". A . . . . . . .",
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "c2-c1");
    assert_eq!(captured(&played), ["b1"]);
}

#[test]
fn corner_is_hostile_to_defenders_too() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . K . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . A . . . . . .",
            ". D . . . . . . .",
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "c2-c1");
    assert_eq!(captured(&played), ["b1"]);
}

#[test]
fn situation_4_king_on_the_throne_needs_four_attackers() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . D . . . . . .",
            ". . . . . . . . .",
            ". . . . A . . . .",
            ". . . A K . . . .",
            ". . . . . A . . .",
            ". . . . A . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "f4-f5");
    assert!(played.captures.is_empty(), "three attackers are not enough");
    play(&mut pos, "c8-c7");
    let played = play(&mut pos, "e3-e4");
    assert_eq!(captured(&played), ["e5"]);
    assert_eq!(played.outcome, win(Side::Attackers, Reason::KingCaptured));
}

#[test]
fn situation_5_king_beside_the_throne_needs_three_attackers() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . A . . . .",
            ". . . . . . . . .",
            ". . . A K A . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "e8-e7");
    assert_eq!(captured(&played), ["e6"]);
    assert_eq!(played.outcome, win(Side::Attackers, Reason::KingCaptured));
}

#[test]
fn situation_6_king_on_the_edge_falls_to_three_attackers() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . D . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . A . . . .",
            ". . . A . . . . .",
            ". . . . K A . . .",
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "d2-d1");
    assert!(played.captures.is_empty(), "two attackers are not enough");
    play(&mut pos, "c8-c7");
    let played = play(&mut pos, "e3-e2");
    assert_eq!(captured(&played), ["e1"]);
    assert_eq!(played.outcome, win(Side::Attackers, Reason::KingCaptured));
}

#[test]
fn situation_7_king_beside_a_corner_falls_to_two_attackers_at_right_angles() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". A . . . . . . .",
            ". . . . . . . . .",
            ". K A . . . . . .",
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "b3-b2");
    assert_eq!(captured(&played), ["b1"]);
    assert_eq!(played.outcome, win(Side::Attackers, Reason::KingCaptured));
}

#[test]
fn king_in_the_open_is_not_taken_by_a_sandwich() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". A K . . . . . .",
            ". . . A . . . . .",
            ". . . . . . . . .",
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "d2-d3");
    assert!(played.captures.is_empty());
    assert_eq!(played.outcome, None);
}

#[test]
fn throne_is_not_hostile_to_ordinary_pieces() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . K . . . . . .",
            ". . . . . . . . .",
            ". . . . . . D . .",
            ". . . . . A . . .",
            ". . . . D . . . .",
            ". . . . . . . . .",
            ". . . . A . . . .",
            ". . . . . . . . .",
        ],
        Side::Attackers,
    );
    // e4 between the arriving attacker and the empty throne.
    let played = play(&mut pos, "e2-e3");
    assert!(played.captures.is_empty());
    assert_eq!(pos.piece_at(sq("e4")), Some(Piece::Defender));
    // f5 between the arriving defender and the empty throne.
    let played = play(&mut pos, "g6-g5");
    assert!(played.captures.is_empty());
    assert_eq!(pos.piece_at(sq("f5")), Some(Piece::Attacker));
}

#[test]
fn board_edge_does_not_capture_ordinary_pieces() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . K . .",
            ". . . . . . . . .",
            "D . . . . . . . .",
            ". A . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "b4-b5");
    assert!(played.captures.is_empty());
    assert_eq!(pos.piece_at(sq("a5")), Some(Piece::Defender));
}

#[test]
fn escape_warning_when_the_king_stands_beside_a_corner() {
    let pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . A . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            "K . . . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Attackers,
    );
    assert_eq!(pos.escape_moves(), [mv("a2-a1")]);
}

#[test]
fn no_escape_warning_when_the_corner_is_two_steps_away() {
    // A clear line is not enough: the king moves one square at a time.
    let pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . A . .",
            ". . . . . . . . .",
            "K . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        Side::Attackers,
    );
    assert!(pos.escape_moves().is_empty());
    assert_eq!(pos.escape_paths(), 0);
}

#[test]
fn watch_your_king_when_one_step_completes_his_capture() {
    let pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . A . . . .",
            ". . . . . . . . .",
            ". . . A K A . . .",
        ],
        Side::Defenders,
    );
    assert!(pos.king_in_danger());
    assert_eq!(pos.king_threats(), [mv("e3-e2")]);
}

#[test]
fn no_watch_your_king_when_the_attacker_is_two_steps_away() {
    let pos = position(
        ID,
        &[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . A . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . A K A . . .",
        ],
        Side::Defenders,
    );
    assert!(!pos.king_in_danger());
    assert!(pos.king_threats().is_empty());
}
