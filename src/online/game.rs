//! One game on the server, played or watched: its record kept move by
//! move, the server's clocks, and its end as the server judged it. The
//! record is what gets saved: a sheet like any other, with the players,
//! their ratings, the server and game, the clock times and the verdict.

use std::sync::Arc;
use std::time::{Duration, Instant};

use super::game_so_far::GameSoFar;
use super::lobby::Rating;
use super::message::{Clocks, GameId, GameStart, role};
use super::seek::control_of;
use crate::engine::position::{Move, Position};
use crate::engine::side::Side;
use crate::engine::variant::Variant;
use crate::record::{GameRecord, GameResult, ResultReason};

/// The plies after which the server calls a game drawn.
pub const SERVER_MOVE_LIMIT: usize = 140;

#[derive(Clone, Debug)]
pub struct OnlineGame {
    pub id: GameId,
    pub start: GameStart,
    /// The side this client plays; `None` when watching.
    pub me: Option<Side>,
    pub record: GameRecord,
    /// Clocks as the server last gave them, attackers first, and when.
    clocks: Option<([i64; 2], Instant)>,
    /// The side whose resignation the server passed on (a fallen flag
    /// comes as one too).
    resigned: Option<Side>,
    /// A draw offered and not yet answered, by that side.
    pub draw_offer: Option<Side>,
    /// Whether a draw offer was accepted.
    agreed_draw: bool,
    /// How the server ended the game, once it has.
    pub result: Option<GameResult>,
    /// Where the server's rules and Taflbord's parted (a move Taflbord's
    /// rules refuse, or another verdict).
    pub disagreement: Option<String>,
    /// Whether the ratings after the game are on its sheet.
    ratings_noted: bool,
}

impl OnlineGame {
    pub fn new(id: GameId, start: GameStart, me: Option<Side>) -> OnlineGame {
        let variant = server_variant(start.size);
        let mut record = GameRecord::new(variant);
        record.meta.attackers = start.attackers.clone();
        record.meta.defenders = start.defenders.clone();
        record.meta.date = crate::record::date::today();
        record.meta.time_control = start
            .clock
            .map(|c| control_of(c.milliseconds, c.add_seconds));
        OnlineGame {
            id,
            start,
            me,
            record,
            clocks: None,
            resigned: None,
            draw_offer: None,
            agreed_draw: false,
            result: None,
            disagreement: None,
            ratings_noted: false,
        }
    }

    /// The game as `watch_game_json`/`resume_game_json` tells it: the
    /// record made again from its moves.
    pub fn from_so_far(
        so_far: &GameSoFar,
        me: Option<Side>,
        at: Instant,
    ) -> Result<OnlineGame, String> {
        let start = GameStart {
            attackers: so_far.attackers.clone(),
            defenders: so_far.defenders.clone(),
            rated: so_far.rated,
            clock: so_far.time_control.map(|c| super::message::ServerClock {
                milliseconds: c.main_time_seconds.saturating_mul(1000),
                add_seconds: c.increment_length,
            }),
            size: so_far.size,
        };
        super::message::board_size(&so_far.size.to_string())?;
        let mut game = OnlineGame::new(so_far.id, start, me);
        let rows = so_far.start_rows()?;
        let variant = game.record.variant().clone();
        if rows != variant.start().diagram() {
            return Err(format!(
                "game {} starts from a position Taflbord does not know",
                so_far.id
            ));
        }
        for mv in so_far.moves()? {
            let side = game.record.position().turn();
            game.moved(side, mv)?;
        }
        if let Some(r) = &so_far.time_remaining_ms {
            game.set_clocks([r.attackers, r.defenders], at);
        }
        Ok(game)
    }

    pub fn position(&self) -> &Position {
        self.record.position()
    }

    /// Whether it is this client's turn in a game still going.
    pub fn my_turn(&self) -> bool {
        self.result.is_none() && self.me == Some(self.position().turn())
    }

    /// A move the server reports, or ours as we send it.
    pub fn moved(&mut self, side: Side, mv: Move) -> Result<(), String> {
        self.record.go_to_end();
        let turn = self.position().turn();
        if side != turn {
            return Err(format!(
                "game {}: a move for the {side} when the {turn} are to move",
                self.id
            ));
        }
        if let Err(e) = self.record.play(mv) {
            let why = format!("the server took {mv}, which Taflbord's rules refuse: {e}");
            self.disagreement = Some(why.clone());
            return Err(format!("game {}: {why}", self.id));
        }
        self.draw_offer = None;
        Ok(())
    }

    /// The server's clocks after a move, as heard at `at`.
    pub fn set_clocks(&mut self, ms: [i64; 2], at: Instant) {
        self.clocks = Some((ms, at));
        let at = self.record.cursor();
        let shown = ms.map(|t| Duration::from_millis(u64::try_from(t).unwrap_or(0)));
        self.record.set_clocks(at, Some(shown));
    }

    pub fn clocks_from(&mut self, clocks: Clocks, at: Instant) {
        self.set_clocks([clocks.attacker_ms_left, clocks.defender_ms_left], at);
    }

    /// What each clock shows now: the server's last reading, less the
    /// time since on the running side's (none once the game is over).
    pub fn clock_readings(&self) -> Option<[Duration; 2]> {
        let (ms, at) = self.clocks?;
        let mut left = ms.map(|t| Duration::from_millis(u64::try_from(t).unwrap_or(0)));
        if self.result.is_none() && self.record.ply() > 0 {
            let k = side_index(self.position().turn());
            left[k] = left[k].saturating_sub(at.elapsed());
        }
        Some(left)
    }

    pub fn resigned(&mut self, side: Side) {
        self.resigned = Some(side);
    }

    pub fn draw_agreed(&mut self) {
        self.agreed_draw = true;
    }

    /// The server ended the game: `winner` none for a draw. The reason is
    /// told from what came before (a resignation passed on, a clock at
    /// zero, a draw agreed, the rules); the record keeps the server's own
    /// word in a comment, and Taflbord's verdict when it differs.
    pub fn over(&mut self, winner: Option<Side>) {
        if self.result.is_some() {
            return;
        }
        let ours = self.record.outcome();
        let reason = match winner {
            None if self.agreed_draw => ResultReason::Agreement,
            None => match ours {
                Some(o) if o.winner.is_none() => ResultReason::Board(o.reason),
                _ => ResultReason::MoveLimit,
            },
            Some(w) => match ours {
                Some(o) if o.winner == Some(w) => ResultReason::Board(o.reason),
                _ if self.resigned == Some(w.other()) && self.flag_fell(w.other()) => {
                    ResultReason::Time
                }
                _ if self.resigned == Some(w.other()) => ResultReason::Resignation,
                _ if self.flag_fell(w.other()) => ResultReason::Time,
                _ => match ours {
                    Some(o) if o.winner.is_none() => ResultReason::Resignation,
                    _ if self.position().legal_moves().is_empty() => {
                        ResultReason::Board(crate::engine::outcome::Reason::NoLegalMove)
                    }
                    _ => ResultReason::Resignation,
                },
            },
        };
        let result = GameResult { winner, reason };
        self.result = Some(result);
        self.record.meta.result = Some(result);
        let verdict = match winner {
            Some(w) => format!("{}_wins", role(w)),
            None => "draw".into(),
        };
        let mut note = format!("The server's verdict: {verdict}.");
        if let Some(o) = ours {
            let same = o.winner == winner;
            if !same {
                note.push_str(&format!(
                    " Taflbord's rules would judge: {}.",
                    GameResult::from(o)
                ));
            }
        }
        if let Some(why) = &self.disagreement {
            note.push_str(&format!(" {why}."));
        }
        self.note(&note);
    }

    /// Whether `side`'s clock had run out by the server's last reading and
    /// the time since.
    fn flag_fell(&self, side: Side) -> bool {
        let Some((ms, at)) = self.clocks else {
            return false;
        };
        let left = ms[side_index(side)];
        let running = self.position().turn() == side;
        let spent = if running {
            i64::try_from(at.elapsed().as_millis()).unwrap_or(i64::MAX)
        } else {
            0
        };
        // The server's own check runs late by a little; a quarter second
        // of grace tells a flag from a resignation.
        left.saturating_sub(spent) <= 250
    }

    /// Adds a line to the game's comment on the sheet.
    pub fn note(&mut self, line: &str) {
        let comment = &mut self.record.meta.comment;
        if !comment.is_empty() {
            comment.push('\n');
        }
        comment.push_str(line);
    }

    /// Notes the players' ratings after a rated game, once the server has
    /// sent them (the first update after the end).
    pub fn rated_after(&mut self, ratings: [Option<Rating>; 2]) {
        if self.result.is_none() || !self.start.rated || self.ratings_noted {
            return;
        }
        self.ratings_noted = true;
        let shown = self.ratings_shown(ratings);
        self.note(&format!("Ratings after the game: {shown}."));
    }

    /// `ada 1500 ± 350, bjorn 1512 ± 80`: the players with a rating.
    fn ratings_shown(&self, ratings: [Option<Rating>; 2]) -> String {
        let names = [&self.start.attackers, &self.start.defenders];
        let shown: Vec<String> = names
            .iter()
            .zip(ratings)
            .filter_map(|(n, r)| r.map(|r| format!("{n} {}", r.shown())))
            .collect();
        shown.join(", ")
    }

    /// Names the server and the game on the sheet, and the ratings.
    pub fn describe(&mut self, server: &str, ratings: [Option<Rating>; 2]) {
        let rated = if self.start.rated { "rated" } else { "unrated" };
        self.record.meta.event = format!("Online at {server}, game {}, {rated}", self.id);
        let shown = self.ratings_shown(ratings);
        if !shown.is_empty() {
            self.note(&format!("Ratings at the start: {shown}."));
        }
    }

    /// The sheet to save, attackers' perspective.
    pub fn sheet(&self) -> String {
        crate::record::sheet::write(
            &self.record,
            crate::notation::sheet_move::Perspective::Attackers,
        )
    }
}

fn side_index(side: Side) -> usize {
    match side {
        Side::Attackers => 0,
        Side::Defenders => 1,
    }
}

/// The rules the server plays on a board of `size`: Copenhagen on 11×11;
/// on 7×7 and 13×13 Copenhagen's rules from the server's own start (7×7:
/// the defenders move first).
pub fn server_variant(size: u8) -> Arc<Variant> {
    let copenhagen = Variant::built_in("copenhagen").expect("Copenhagen is built in");
    let rows: &[&str] = match size {
        7 => &[
            "...A...", "...A...", "...D...", "AADKDAA", "...D...", "...A...", "...A...",
        ],
        13 => &[
            "...AAAAAAA...",
            "......A......",
            ".............",
            "A.....D.....A",
            "A.....D.....A",
            "A....DDD....A",
            "AA.DDDKDDD.AA",
            "A....DDD....A",
            "A.....D.....A",
            "A.....D.....A",
            ".............",
            "......A......",
            "...AAAAAAA...",
        ],
        _ => return copenhagen,
    };
    let mut rules = copenhagen.rules().clone();
    rules.id = format!("server{size}");
    rules.name = format!("Copenhagen {size}×{size} (the community server's)");
    rules.setup = rows.iter().map(|r| r.to_string()).collect();
    rules.first = if size == 7 {
        Side::Defenders
    } else {
        Side::Attackers
    };
    Variant::new(rules).map(Arc::new).unwrap_or(copenhagen)
}
