//! Tawl-bwrdd 11×11 (Helmfrid's proposal), rule by rule.

mod common;
use common::*;
use taflbord::{IllegalMove, Outcome, Piece, Position, Reason, Side};

const ID: &str = "tawlbwrdd";

#[test]
fn defenders_make_the_first_move() {
    let pos = Position::new(variant(ID));
    assert_eq!(pos.turn(), Side::Defenders);
    assert_eq!(pos.attackers().len(), 24);
    assert_eq!(pos.defenders().len(), 12);
    assert_eq!(pos.king(), Some(sq("f6")));
    assert_eq!(pos.check(mv("e2-d2")), Err(IllegalMove::NotYourPiece));
    assert_eq!(pos.check(mv("f4-c4")), Ok(()));
}

#[test]
fn no_square_is_restricted_once_the_king_has_left_the_centre() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . . . .",
            ". . . . . . . . . . A",
            ". . K . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . D . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . A . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
        ],
        Side::Defenders,
    );
    // A defender crosses the centre, an attacker stops on it, another on a corner.
    assert!(play(&mut pos, "d6-h6").captures.is_empty());
    assert!(play(&mut pos, "f3-f6").captures.is_empty());
    assert_eq!(pos.piece_at(sq("f6")), Some(Piece::Attacker));
    play(&mut pos, "h6-h5");
    assert_eq!(play(&mut pos, "k10-k11").outcome, None);
    assert_eq!(pos.piece_at(sq("k11")), Some(Piece::Attacker));
}

#[test]
fn weak_king_falls_to_two_attackers() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . A K . . . A . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
        ],
        Side::Attackers,
    );
    let played = play(&mut pos, "h4-e4");
    assert_eq!(captured(&played), ["d4"]);
    assert_eq!(played.outcome, win(Side::Attackers, Reason::KingCaptured));
}

#[test]
fn reaching_the_edge_is_not_yet_an_escape() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . . . A",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . K . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
        ],
        Side::Defenders,
    );
    assert_eq!(play(&mut pos, "c3-a3").outcome, None);
    play(&mut pos, "k11-k10");
    // Now a move that starts and ends on column a wins.
    let played = play(&mut pos, "a3-a7");
    assert_eq!(
        played.outcome,
        win(Side::Defenders, Reason::PeripheryEscape)
    );
}

#[test]
fn crossing_from_one_edge_to_the_opposite_edge_is_no_escape() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            "K . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . A . . . . .",
        ],
        Side::Defenders,
    );
    // Both ends are edge squares, but on different edge lines.
    assert_eq!(play(&mut pos, "a3-k3").outcome, None);
    play(&mut pos, "f1-e1");
    let played = play(&mut pos, "k3-k1");
    assert_eq!(
        played.outcome,
        win(Side::Defenders, Reason::PeripheryEscape)
    );
}

#[test]
fn escaping_along_the_edge_wins_even_beside_attackers() {
    // After d1-c1 an attacker could take the king on c1 (b1 and d2-d1),
    // but the escape ends the game first: the attackers never get that move.
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . A . . . . . . .",
            ". A . K . . . . . . .",
        ],
        Side::Defenders,
    );
    assert_eq!(pos.check(mv("d1-c1")), Ok(()));
    let played = play(&mut pos, "d1-c1");
    assert_eq!(
        played.outcome,
        win(Side::Defenders, Reason::PeripheryEscape)
    );
}

#[test]
fn watch_your_king_forbids_leaving_him_open_to_capture() {
    let pos = position(
        ID,
        &[
            ". . . . . . . . . . .",
            ". . . . . . . . . D .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . A K D . . A . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
        ],
        Side::Defenders,
    );
    // e4 shields the king from h4: moving it away lets h4-e4 take him.
    assert!(!pos.king_in_danger());
    assert_eq!(pos.check(mv("e4-e8")), Err(IllegalMove::KingExposed));
    assert_eq!(pos.check(mv("e4-e2")), Err(IllegalMove::KingExposed));
    assert!(!pos.legal_moves().contains(&mv("e4-e8")));
    assert_eq!(pos.check(mv("j10-j9")), Ok(()));
    assert_eq!(pos.check(mv("d4-d7")), Ok(()));
}

#[test]
fn mate_when_no_defender_move_saves_the_threatened_king() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            "A . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". D . . . . . . . . .",
            ". K . A . . . . . . .",
            ". A . . . . . . . . .",
        ],
        Side::Attackers,
    );
    // a2 makes d2-c2 a threat; the king's only step, c2, is just as open
    // (a2-b2), and b3 can neither block c2 nor take a jaw.
    let played = play(&mut pos, "a5-a2");
    assert!(played.captures.is_empty());
    assert_eq!(played.outcome, win(Side::Attackers, Reason::Mate));
    assert!(pos.king_in_danger());
}

#[test]
fn threatened_king_that_can_step_away_is_not_mated() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            "A . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". K . A . . . . . . .",
            ". A . . . . . . . . .",
        ],
        Side::Attackers,
    );
    // Without the defender on b3 the king can run up column b.
    let played = play(&mut pos, "a5-a2");
    assert_eq!(played.outcome, None);
    assert!(pos.king_in_danger());
    assert_eq!(pos.check(mv("b2-b6")), Ok(()));
    assert_eq!(pos.check(mv("b2-c2")), Err(IllegalMove::KingExposed));
}

#[test]
fn third_occurrence_of_a_position_is_a_draw() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . . . A",
            ". . . . . . . . . . .",
            ". . K . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . D . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
        ],
        Side::Defenders,
    );
    for m in [
        "h3-h4", "k11-k10", "h4-h3", "k10-k11", "h3-h4", "k11-k10", "h4-h3",
    ] {
        assert_eq!(play(&mut pos, m).outcome, None, "{m}");
    }
    let played = play(&mut pos, "k10-k11");
    assert_eq!(
        played.outcome,
        Some(Outcome {
            winner: None,
            reason: Reason::RepetitionDraw
        })
    );
    assert_eq!(pos.check(mv("h3-h4")), Err(IllegalMove::GameOver));
}

#[test]
fn threatened_king_with_an_escape_along_the_edge_is_not_mated() {
    let mut pos = position(
        ID,
        &[
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . A . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . . . . . . . . .",
            ". . . A A . . . . . .",
            ". . . K . A . . . . .",
        ],
        Side::Attackers,
    );
    // c1 threatens e2-e1. The king's one move, d1-e1, runs along the edge:
    // it wins on the spot, so it saves him.
    let played = play(&mut pos, "c5-c1");
    assert!(played.captures.is_empty());
    assert_eq!(played.outcome, None);
    let played = play(&mut pos, "d1-e1");
    assert_eq!(
        played.outcome,
        win(Side::Defenders, Reason::PeripheryEscape)
    );
}
