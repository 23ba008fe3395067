//! Matchups as the Book of Strategy (13×13) describes them.

use taflbord::Side;
use taflbord::contest::matchup::{Matchup, MatchupPlay, NextGame, Seat};
use taflbord::contest::player::PlayerSetting;

#[test]
fn the_challenger_attacks_first_and_defends_second() {
    let mut m = Matchup::new();
    assert_eq!(
        m.next_game(),
        Some(NextGame {
            round: 1,
            game: 1,
            challenger_plays: Side::Attackers
        })
    );
    assert_eq!(m.seat_of(Side::Attackers), Some(Seat::Challenger));
    m.record(Some(Side::Defenders));
    assert_eq!(
        m.next_game(),
        Some(NextGame {
            round: 1,
            game: 2,
            challenger_plays: Side::Defenders
        })
    );
    assert_eq!(m.seat_of(Side::Attackers), Some(Seat::Opponent));
}

#[test]
fn a_round_split_one_one_continues() {
    let mut m = Matchup::new();
    // Challenger wins game 1 as attacker, opponent wins game 2 as attacker.
    assert_eq!(m.record(Some(Side::Attackers)), Some(Seat::Challenger));
    assert_eq!(m.record(Some(Side::Attackers)), Some(Seat::Opponent));
    assert_eq!(m.score(), (1, 1));
    assert_eq!(m.winner(), None);
    assert_eq!(m.rounds_played(), 1);
    assert_eq!(m.next_game().map(|g| (g.round, g.game)), Some((2, 1)));
}

#[test]
fn two_nil_ends_it() {
    let mut m = Matchup::new();
    // The challenger attacks and wins, then defends and wins.
    m.record(Some(Side::Attackers));
    m.record(Some(Side::Defenders));
    assert_eq!(m.winner(), Some(Seat::Challenger));
    assert_eq!(m.score(), (2, 0));
    assert_eq!(m.next_game(), None);
    // Nothing more counts.
    assert_eq!(m.record(Some(Side::Attackers)), None);
    assert_eq!(m.results().len(), 2);
}

#[test]
fn the_opponent_can_win_in_a_later_round_and_draws_split_a_round() {
    let mut m = Matchup::new();
    m.record(None); // a draw
    m.record(Some(Side::Defenders)); // the challenger defends and wins
    assert_eq!(m.winner(), None, "a draw and a win do not win a round");
    m.record(Some(Side::Defenders)); // round 2: the opponent defends and wins
    m.record(Some(Side::Attackers)); // the opponent attacks and wins
    assert_eq!(m.winner(), Some(Seat::Opponent));
    assert_eq!(m.score(), (1, 2));
    assert_eq!(m.rounds_played(), 2);
}

#[test]
fn sides_swap_between_the_games_of_a_round() {
    let play = MatchupPlay {
        variant: "copenhagen".into(),
        challenger: PlayerSetting::Person,
        opponent: PlayerSetting::Bot("karl".into()),
        folder: "/tmp/m".into(),
        matchup: Matchup::new(),
        names: ["Ada".into(), String::new()],
    };
    let person = PlayerSetting::Person;
    let bot = PlayerSetting::Bot("karl".into());
    assert_eq!(play.players(), Some([person.clone(), bot.clone()]));
    assert_eq!(play.names(), Some(["Ada".into(), String::new()]));
    assert!(play.game_path().unwrap().ends_with("round-1-game-1.tafl"));
    let mut later = play.clone();
    later.matchup.record(Some(Side::Attackers));
    assert_eq!(later.players(), Some([bot, person]));
    assert_eq!(
        later.names(),
        Some([String::new(), "Ada".into()]),
        "the name follows Ada"
    );
    assert!(later.game_path().unwrap().ends_with("round-1-game-2.tafl"));
}
