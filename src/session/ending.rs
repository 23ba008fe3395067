//! Ending a game off the board: a player resigns, or offers a draw that
//! the other side accepts or declines — a person by answering, a bot by
//! its own search of the position — and a rematch with the sides swapped.

use super::{Notice, Player, Purpose, Session, Sound, Thinking};
use crate::analysis::curve_for;
use crate::bot::{Bot, LEVELS, SearchBot, Style, static_value};
use crate::record::{GameResult, ResultReason};
use crate::{Position, Side};
use std::time::Duration;

/// A bot accepts a draw when its winning chance is at most this: the
/// game is about even for it, or worse.
pub const DRAW_ACCEPTED_UP_TO: f64 = 0.55;

/// The longest a bot weighs a draw offer (the levels that think by time).
const WEIGHING_TIME: Duration = Duration::from_secs(1);

/// The level whose search weighs an offer made to one of the paper's
/// strategies, which have no evaluation of their own.
const STRATEGY_JUDGE: usize = 4;

impl Session {
    /// Whether the game on the board is being played by at least one
    /// person and is not finished: a person may resign or offer a draw.
    pub fn in_play(&self) -> bool {
        !self.seats.people().is_empty() && self.record.result().is_none() && self.practice.is_none()
    }

    /// The side a resignation gives up: the one person's side against a
    /// bot, the side to move between people; none when no game is played.
    pub fn resigning_side(&self) -> Option<Side> {
        if !self.in_play() {
            return None;
        }
        match self.seats.people().as_slice() {
            [side] => Some(*side),
            _ => Some(self.game_position().turn()),
        }
    }

    /// The side that may offer a draw now: a person whose turn it is, with
    /// no offer waiting.
    pub fn draw_offerer(&self) -> Option<Side> {
        let turn = self.game_position().turn();
        (self.in_play() && self.draw_offer.is_none() && self.seats.at(turn) == Player::Person)
            .then_some(turn)
    }

    /// A draw offered by this side, waiting for the other side's answer.
    pub fn draw_offer(&self) -> Option<Side> {
        self.draw_offer
    }

    /// The person (or the side to move, between people) resigns: the
    /// other side wins, and the sheet says so.
    pub fn resign(&mut self) {
        let Some(side) = self.resigning_side() else {
            return;
        };
        self.stop_thinking();
        self.end_by_players(GameResult {
            winner: Some(side.other()),
            reason: ResultReason::Resignation,
        });
    }

    /// The side to move offers a draw. A person at the other side answers
    /// with [`Session::answer_draw`]; a bot weighs the position with a
    /// search of its own and answers when it ends.
    pub fn offer_draw(&mut self) {
        let Some(side) = self.draw_offerer() else {
            return;
        };
        self.draw_offer = Some(side);
        let judge = self.seats.at(side.other());
        if judge == Player::Person {
            return;
        }
        self.stop_thinking();
        // The bot's judgement without its book (whose moves come with no
        // score) and without the randomness of the weaker levels.
        let k = match judge {
            Player::Bot(k) => k,
            _ => STRATEGY_JUDGE,
        };
        let level = LEVELS[k];
        let style = Style {
            press: level.press,
            ..Style::default()
        };
        let bot: Box<dyn Bot> = Box::new(SearchBot::with_style(level.name, style));
        let mut limits = level.limits.on_threads(self.seats.engine_threads());
        limits.time = limits.time.map(|t| t.min(WEIGHING_TIME));
        let limits = self.limits_on_clock(side, limits);
        self.go_to_game_end();
        self.think(bot, limits, Purpose::DrawOffer);
    }

    /// A person answers the other side's draw offer.
    pub fn answer_draw(&mut self, accept: bool) {
        let Some(offerer) = self.draw_offer else {
            return;
        };
        if self.seats.at(offerer.other()) != Player::Person {
            return;
        }
        if accept {
            self.end_by_players(DRAWN);
        } else {
            self.draw_offer = None;
            self.say(Notice::DrawDeclined(offerer.other()));
        }
    }

    /// The bot's search of an offered draw ended: it accepts when its
    /// winning chance says the position is level or lost for it, and
    /// says why when it declines.
    pub(super) fn draw_weighed(&mut self, t: &Thinking) {
        let Some(offerer) = self.draw_offer.take() else {
            return;
        };
        let pos = self.game_position();
        // The search scores for the side to move: the one who offered.
        let score = t
            .progress
            .as_ref()
            .map_or_else(|| static_value(pos, &Default::default()), |p| p.score);
        // The bot answering is the offerer's opponent.
        let chance = curve_for(pos.variant()).chance(-score, offerer.other());
        if chance <= DRAW_ACCEPTED_UP_TO {
            self.end_by_players(DRAWN);
        } else {
            let side = offerer.other();
            self.say(Notice::BotDeclinesDraw {
                bot: self.seats.at(side),
                side,
                chance,
            });
        }
    }

    /// The result the players gave the game (a resignation, a draw
    /// agreed), while its end is on the board.
    pub fn ended_by_players(&self) -> Option<GameResult> {
        self.recorded_result_ahead()
            .filter(|_| self.ended_by_players)
    }

    /// A move played, or the game looked through: an offer still waiting
    /// lapses, and a bot weighing it stops.
    pub(super) fn withdraw_draw_offer(&mut self) {
        if self
            .seats
            .thinking
            .as_ref()
            .is_some_and(|t| t.purpose == Purpose::DrawOffer)
        {
            self.stop_thinking();
        }
        self.draw_offer = None;
    }

    /// The next game between the same players, sides swapped (names go
    /// with their players), on the same variant and clock.
    pub fn rematch(&mut self) {
        let variant = self.record.variant().clone();
        let [a, d] = self.seats.players;
        let [an, dn] = self.seats.names().clone();
        self.leave_matchup();
        self.new_game(variant, [d, a], [dn, an]);
        self.autosave();
        self.bot_turn();
    }

    /// The game as it stands: the main line's last position.
    fn game_position(&self) -> &Position {
        let last = *self.record.main_line().last().expect("root");
        self.record.node(last).position()
    }

    /// The board shows the game as it stands, where an offer is weighed.
    fn go_to_game_end(&mut self) {
        let last = *self.record.main_line().last().expect("root");
        self.record.go_to(last);
    }

    /// The players ended the game with `result`: the clocks and bots stop,
    /// the sheet and the autosave carry the result, a matchup counts it.
    fn end_by_players(&mut self, result: GameResult) {
        self.draw_offer = None;
        self.go_to_game_end();
        self.record.meta.result = Some(result);
        self.ended_by_players = true;
        let now = self.clocks.time.now();
        if let Some(clock) = &mut self.clocks.clock
            && clock.running().is_some()
        {
            clock.stop(now);
        }
        // As for an end on the board: a person's win or loss; a draw, or
        // a game between people, sounds as the board's would.
        let won = match (result.winner, self.seats.people().as_slice()) {
            (None, _) => false,
            (Some(w), [me]) => w == *me,
            (Some(_), _) => true,
        };
        self.effects
            .sounds
            .push(if won { Sound::Win } else { Sound::Loss });
        // The board says how the game ended; the notice does not.
        self.notice.clear();
        self.count_matchup_game();
        self.autosave();
    }
}

/// A draw the players agreed.
const DRAWN: GameResult = GameResult {
    winner: None,
    reason: ResultReason::Agreement,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    #[test]
    fn a_bot_takes_a_draw_when_it_is_no_better_than_even() {
        for id in ["copenhagen", "brandubh"] {
            let curve = curve_for(&Variant::built_in(id).unwrap());
            for side in [Side::Attackers, Side::Defenders] {
                // The score at which the side's chance is even, in its view.
                let even = match side {
                    Side::Defenders => -curve.offset,
                    Side::Attackers => curve.offset,
                } as i32;
                assert!(curve.chance(even, side) <= DRAW_ACCEPTED_UP_TO);
                assert!(curve.chance(even - 300, side) <= DRAW_ACCEPTED_UP_TO);
                assert!(curve.chance(even + 300, side) > DRAW_ACCEPTED_UP_TO);
            }
        }
    }
}
