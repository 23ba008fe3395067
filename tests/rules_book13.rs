//! Hnefatafl 13×13 of the Book of Strategy , rule by rule.

mod common;
use common::*;
use taflbord::{IllegalMove, Piece, Position, Reason, Side};

const ID: &str = "book13";

#[test]
fn attackers_make_the_first_move() {
    let pos = Position::new(variant(ID));
    assert_eq!(pos.turn(), Side::Attackers);
    assert_eq!(pos.attackers().len(), 32);
    assert_eq!(pos.defenders().len(), 16);
    assert_eq!(pos.king(), Some(sq("g7")));
    assert_eq!(pos.check(mv("g4-h4")), Err(IllegalMove::NotYourPiece));
    assert_eq!(pos.check(mv("g3-h3")), Ok(()));
}

#[test]
fn king_escapes_on_reaching_any_edge_square() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . A .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . K . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "c3-c1");
    assert_eq!(played.outcome, win(Side::Defenders, Reason::EdgeEscape));
}

#[test]
fn centre_is_an_ordinary_square() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . K . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . A . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
        ],
        Side::Attackers,
    );
    assert_eq!(play(&mut pos, "g4-g7").outcome, None);
    assert_eq!(pos.piece_at(sq("g7")), Some(Piece::Attacker));
}

#[test]
fn sandwich_takes_a_defender() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . K . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . A D . . . A . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "i5-f5");
    assert_eq!(captured(&played), ["e5"]);
    assert_eq!(played.outcome, None);
}

#[test]
fn sandwich_takes_the_king_too() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . A K . . . A . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "i5-f5");
    assert_eq!(captured(&played), ["e5"]);
    assert_eq!(played.outcome, win(Side::Attackers, Reason::KingCaptured));
}

#[test]
fn armed_king_closes_a_sandwich() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . A .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . D A . . . K . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "i5-f5");
    assert_eq!(captured(&played), ["e5"]);
    assert_eq!(played.outcome, None);
}

#[test]
fn board_edge_never_helps_a_sandwich() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . K . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            "D . . . A . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . D . . . .",
            ". . . . . A . . . . . . .",
        ],
        Side::Attackers,
    );
    // a5 between the arriving attacker and the left edge.
    let played = play(&mut pos, "e5-b5");
    assert!(played.captures.is_empty());
    assert_eq!(pos.piece_at(sq("a5")), Some(Piece::Defender));
    // f1 between the arriving defender and the bottom edge.
    let played = play(&mut pos, "i2-f2");
    assert!(played.captures.is_empty());
    assert_eq!(pos.piece_at(sq("f1")), Some(Piece::Attacker));
}

#[test]
fn enclosed_group_is_taken_whatever_its_shape() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . K . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . A A . . . . . . .",
            ". . . A D D . . . A . . .",
            ". . . A D A . . . . . . .",
            ". . . . A . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
        ],
        Side::Attackers,
    );
    // The L of e5, e6, f6 has g6 as its last empty neighbour.
    let played = play(&mut pos, "j6-g6");
    assert_eq!(captured(&played), ["e5", "e6", "f6"]);
    assert_eq!(played.outcome, None);
}

#[test]
fn board_edge_helps_enclosure() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . K . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            "A . . . . . . . . . . . .",
            "D . . . . A . . . . . . .",
            "D A . . . . . . . . . . .",
            "A . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
        ],
        Side::Attackers,
    );
    // No sandwich is possible here: the edge closes the ring instead.
    let played = play(&mut pos, "f7-b7");
    assert_eq!(captured(&played), ["a6", "a7"]);
}

#[test]
fn enclosure_is_resolved_before_sandwiching() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . K . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . A A . . . . . . . .",
            ". . A D D A . . . . . . .",
            ". . . . A . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . A . . . . . . . . .",
        ],
        Side::Attackers,
    );
    // d4 both sandwiches d5 (with d6) and closes the ring round d5-e5.
    // Sandwiching first would open d5 and spare e5; enclosure takes both.
    let played = play(&mut pos, "d1-d4");
    assert_eq!(captured(&played), ["d5", "e5"]);
}

#[test]
fn moving_into_a_sandwich_or_a_pocket_is_safe() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . K . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . A . . . . . . . . .",
            ". . A . A . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . D . . . . . . . . .",
            ". . . . . . . A . . . . .",
        ],
        Side::Defenders,
    );
    let played = play(&mut pos, "d2-d5");
    assert!(played.captures.is_empty());
    assert_eq!(pos.piece_at(sq("d5")), Some(Piece::Defender));
    // Closing the pocket behind it is what takes it.
    let played = play(&mut pos, "h1-d1");
    assert!(played.captures.is_empty());
    play(&mut pos, "k12-k11");
    let played = play(&mut pos, "d1-d4");
    assert_eq!(captured(&played), ["d5"]);
}

#[test]
fn defenders_enclose_attackers_with_the_king_in_the_ring() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . A .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . K . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . D D . . . . . . . . .",
            ". D A A . . . . . . . . .",
            ". . D D . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
        ],
        Side::Defenders,
    );
    // c4-d4 is a pair: e4 is its last gap, and no sandwich is involved.
    let played = play(&mut pos, "e7-e4");
    assert_eq!(captured(&played), ["c4", "d4"]);
    assert_eq!(played.outcome, None);
}

#[test]
fn enclosed_group_holding_the_king_loses_the_king() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . A . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . A D A . . . . . . .",
            ". . . A K A . . . . . . .",
            ". . . . A . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "e10-e8");
    assert_eq!(captured(&played), ["e6", "e7"]);
    assert!(played.captured_king());
    assert_eq!(played.outcome, win(Side::Attackers, Reason::KingCaptured));
}

#[test]
fn players_may_not_agree_a_draw() {
    assert!(!variant(ID).rules().draw_by_agreement);
    assert!(variant("brandubh").rules().draw_by_agreement);
}
