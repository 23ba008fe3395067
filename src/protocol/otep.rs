//! The OpenTafl Engine Protocol (OTEP), with which the OpenTafl program runs
//! an external engine: the host writes commands to the engine's standard
//! input, one per line, and reads the engine's lines from its standard
//! output. Commands are not acknowledged; the engine speaks only when it has
//! something to say.
//!
//! From the host, as this engine reads them:
//!
//! | Line | What the engine does |
//! |---|---|
//! | `hello` | nothing (the host's answer to the engine's own `hello`) |
//! | `rules <rules string>` | reads the OpenTafl rules string ([`variant_for_rules`]: a known variant, or one made from the string) and sets up its start position; rules it cannot play get `error -1 ...`, and `play` is refused until rules it can play come |
//! | `start` | nothing |
//! | `position <position record>` | takes the board (rank 1 first, as [`parse_position`] reads it) |
//! | `side attackers\|defenders` | remembers the side it plays; right after `position` it is also the side to move |
//! | `clock <att-ms>[*] <def-ms>[*] <overtime-s> <att-overtimes> <def-overtimes>` | remembers the clock; `*` marks time left in an overtime period, a negative time means untimed |
//! | `play attackers\|defenders` | thinks, answers `move <from>-<to>` and plays the move on its board |
//! | `move <position record>` | the host took the engine's move; its board is checked against the record |
//! | `error <code> [text]` | the host refused the engine's move; it is taken back |
//! | `opponent-move <move>[\|<move>...] <position record>` | plays the moves; if they cannot be played, takes the record's board and says so in a `status` line |
//! | `analyze <count> <seconds>` | thinks up to `seconds` and answers `analysis 1 <move>\|<move>... <score>` |
//! | `finish <0-3>` | the game is over |
//! | `goodbye` | the session ends |
//!
//! From the engine: `hello` first; `move <from>-<to>` in simple notation
//! (`d1-d3`); `analysis <n> <line> <score> ...` with the line's moves joined
//! by `|` and the score in pawns from the side to move's view; `status
//! <text>` for the host's status display (the search's depth, score, nodes,
//! time and principal variation after each move; `game over: ...` when a
//! move ends the game; a note when it takes back a refused move or takes the
//! host's board because its own differs); `error 0 <text>` for a command it
//! cannot follow and `error -1 <text>` for rules it cannot play.
//!
//! Moves are read in simple notation (`d1-d3`) or OpenTafl's full notation
//! (`Ke1-a1--`, `e5-e2xf2/e1`, `a3-e3+`); captures and endings written in a
//! move are not checked, since the board decides them.
//!
//! With a clock, each move gets what [`crate::clock::budget`] gives (the
//! app's own rule: a share of the main time, most of an overtime period),
//! less a 50 ms margin for the pipes. Without a clock the engine keeps the
//! limits it was made with.
//!
//! [`variant_for_rules`]: crate::record::opentafl::variant_for_rules
//! [`parse_position`]: crate::record::opentafl::parse_position

use super::{Protocol, Reply, pawns, playable_line, same_board, side_word, think, with_turn};
use crate::bot::{Bot, Limits};
use crate::clock::{Allowance, Overtime, think_time};
use crate::engine::position::{Move, Played, Position};
use crate::engine::side::Side;
use crate::engine::variant::Variant;
use crate::record::opentafl::{self, parse_position, variant_for_rules};
use std::fmt;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Time kept back from each move for reading and writing the pipes.
const MARGIN_MS: u64 = 50;

/// One side's clock as the host reported it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SideClock {
    /// Milliseconds left; `None` when the side is untimed.
    pub millis: Option<u64>,
    /// The main time is spent and `millis` is what is left of the current
    /// overtime period.
    pub in_overtime: bool,
    /// Overtime periods left.
    pub overtimes: u64,
}

/// The clock of an OTEP `clock` line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    pub attackers: SideClock,
    pub defenders: SideClock,
    /// Length of one overtime period, in seconds.
    pub overtime_seconds: u64,
}

impl Clock {
    /// Reads the arguments of a `clock` line: the two sides' milliseconds
    /// (each optionally followed by `*`), then the overtime length in
    /// seconds and each side's overtime count (these three may be left out).
    pub fn parse(args: &str) -> Result<Clock, ClockError> {
        let words: Vec<&str> = args.split_whitespace().collect();
        if !(2..=5).contains(&words.len()) {
            return Err(ClockError::Values(words.len()));
        }
        let millis = |w: &str| -> Result<(Option<u64>, bool), ClockError> {
            let (number, star) = match w.strip_suffix('*') {
                Some(n) => (n, true),
                None => (w, false),
            };
            let v: i64 = number
                .parse()
                .map_err(|_| ClockError::NotNumber(w.to_string(), "milliseconds"))?;
            Ok((u64::try_from(v).ok(), star))
        };
        let count = |k: usize, what: &'static str| -> Result<u64, ClockError> {
            match words.get(k) {
                None => Ok(0),
                Some(w) => w
                    .parse::<i64>()
                    // A count below zero from the engine counts as none.
                    .map(|v| u64::try_from(v).unwrap_or(0))
                    .map_err(|_| ClockError::NotNumber(w.to_string(), what)),
            }
        };
        let (a, a_star) = millis(words[0])?;
        let (d, d_star) = millis(words[1])?;
        Ok(Clock {
            attackers: SideClock {
                millis: a,
                in_overtime: a_star,
                overtimes: count(3, "overtime periods")?,
            },
            defenders: SideClock {
                millis: d,
                in_overtime: d_star,
                overtimes: count(4, "overtime periods")?,
            },
            overtime_seconds: count(2, "seconds")?,
        })
    }

    pub fn of(&self, side: Side) -> SideClock {
        match side {
            Side::Attackers => self.attackers,
            Side::Defenders => self.defenders,
        }
    }

    /// How long `side` may think on its next move; `None` when it is untimed.
    pub fn move_time(&self, side: Side) -> Option<Duration> {
        let c = self.of(side);
        let left = Duration::from_millis(c.millis?);
        let overtime = (c.overtimes > 0 || c.in_overtime).then(|| Overtime {
            period: Duration::from_secs(self.overtime_seconds),
            periods: c.overtimes,
            in_period: c.in_overtime,
            moves: 1,
        });
        Some(think_time(Allowance {
            left,
            per_move: Duration::ZERO,
            overtime,
            margin: Duration::from_millis(MARGIN_MS),
        }))
    }
}

/// A `clock` line that does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClockError {
    /// Not two to five values; how many there were.
    Values(usize),
    /// A word that is not a number of the unit named.
    NotNumber(String, &'static str),
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockError::Values(n) => write!(
                f,
                "expected `clock <attacker-ms> <defender-ms> <overtime-s> <attacker-overtimes> \
                 <defender-overtimes>`, found {n} values"
            ),
            ClockError::NotNumber(w, unit) => write!(f, "`{w}` is not a number of {unit}"),
        }
    }
}

impl std::error::Error for ClockError {}

/// Reads one move in simple (`d1-d3`) or full OpenTafl notation
/// (`Ke1-a1--`, `e5-e2xf2/e1`) on a board of `size`; the captures and
/// endings it claims are ignored.
pub fn parse_move(token: &str, size: u8) -> Result<Move, BadMove> {
    let bad = |problem| BadMove {
        token: token.trim().to_string(),
        problem,
    };
    if token.trim() == "---" {
        return Err(bad(MoveProblem::Resignation));
    }
    opentafl::read_move(token.trim(), size).map_err(|e| bad(MoveProblem::Text(e)))
}

/// A move the host sent that does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadMove {
    pub token: String,
    pub problem: MoveProblem,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveProblem {
    /// `---` stands for a resignation, not a move.
    Resignation,
    Text(opentafl::OtError),
}

impl fmt::Display for BadMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.problem {
            MoveProblem::Resignation => write!(f, "`{}`: resignations are not moves", self.token),
            MoveProblem::Text(e) => write!(
                f,
                "`{}`: {} (at character {})",
                self.token, e.message, e.column
            ),
        }
    }
}

impl std::error::Error for BadMove {}

/// An OTEP session.
pub struct Otep {
    bot: Box<dyn Bot>,
    /// The limits of the engine's level, used when there is no clock.
    limits: Limits,
    pos: Position,
    /// The side the engine plays, once the host has said.
    side: Option<Side>,
    clock: Option<Clock>,
    /// The engine's last move, until the host accepts or refuses it.
    own_move: Option<Played>,
    /// The board came from `position` and nothing has been played since,
    /// so `side` also says whose turn it is.
    from_position: bool,
    /// The host said the game is over (`finish`).
    finished: bool,
    /// Why the host's last `rules` were refused: no move is played on
    /// another board until it sends rules Taflbord can play.
    refused_rules: Option<String>,
    search_status: bool,
    stop: Arc<AtomicBool>,
}

impl Otep {
    /// A session starting from `variant`'s start position (until the host
    /// sends rules), with `bot` thinking within `limits` when there is no
    /// clock.
    pub fn new(variant: Arc<Variant>, bot: Box<dyn Bot>, limits: Limits) -> Otep {
        Otep {
            bot,
            limits,
            pos: Position::new(variant),
            side: None,
            clock: None,
            own_move: None,
            from_position: false,
            finished: false,
            refused_rules: None,
            search_status: true,
            stop: Arc::new(AtomicBool::new(false)),
        }
    }

    /// Whether a `status` line reports each search (on by default).
    pub fn with_search_status(mut self, on: bool) -> Otep {
        self.search_status = on;
        self
    }

    /// The engine's board.
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The side the engine plays, once the host has said.
    pub fn side(&self) -> Option<Side> {
        self.side
    }

    /// The limits for a move of `side`: the clock's time when there is one.
    pub fn move_limits(&self, side: Side) -> Limits {
        match self.clock.and_then(|c| c.move_time(side)) {
            Some(time) => Limits {
                time: Some(time),
                ..self.limits
            },
            None => self.limits,
        }
    }

    fn game_over(&self) -> Option<String> {
        match self.pos.outcome() {
            Some(o) => Some(o.to_string()),
            None if self.finished => Some("the host ended it".into()),
            None => None,
        }
    }

    fn rules(&mut self, args: &str) -> Reply {
        if args.is_empty() {
            return critical("rules: expected an OpenTafl rules string");
        }
        match variant_for_rules(args) {
            Ok(variant) => {
                self.pos = Position::new(variant);
                self.clock = None;
                self.own_move = None;
                self.from_position = false;
                self.finished = false;
                self.refused_rules = None;
                Reply::none()
            }
            Err(e) => {
                self.refused_rules = Some(one_line(&e.to_string()));
                critical(&format!("rules not supported: {e}"))
            }
        }
    }

    fn position_command(&mut self, args: &str) -> Reply {
        let Some(record) = args.split_whitespace().next() else {
            return error(
                "position: expected a position record like `/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/`",
            );
        };
        let turn = self.side.unwrap_or(self.pos.variant().start().turn);
        match parse_position(record, self.pos.variant(), turn) {
            Ok(p) => {
                self.pos = p;
                self.own_move = None;
                self.from_position = true;
                self.finished = false;
                Reply::none()
            }
            Err(e) => error(&format!("position: {e}")),
        }
    }

    fn side_command(&mut self, args: &str) -> Reply {
        let Some(side) = side_word(args) else {
            return error(&format!(
                "side: expected `attackers` or `defenders`, found `{args}`"
            ));
        };
        self.side = Some(side);
        if self.from_position {
            match with_turn(&self.pos, side) {
                Ok(p) => self.pos = p,
                Err(e) => return error(&format!("side: cannot give the move to the {side}: {e}")),
            }
        }
        Reply::none()
    }

    fn play(&mut self, args: &str) -> Reply {
        let Some(side) = side_word(args) else {
            return error(&format!(
                "play: expected `attackers` or `defenders`, found `{args}`"
            ));
        };
        if let Some(why) = &self.refused_rules {
            return error(&format!(
                "play: the rules were refused ({why}); send rules Taflbord can play"
            ));
        }
        if let Some(why) = self.game_over() {
            return error(&format!("play: the game is over ({why})"));
        }
        match with_turn(&self.pos, side) {
            Ok(p) => self.pos = p,
            Err(e) => return error(&format!("play: cannot give the move to the {side}: {e}")),
        }
        self.side = Some(side);
        self.from_position = false;
        let limits = self.move_limits(side);
        let thought = think(self.bot.as_mut(), &self.pos, limits, &self.stop);
        let Some(mv) = thought.mv else {
            return error(&format!("play: the {side} have no legal move"));
        };
        let mut lines = Vec::new();
        if self.search_status
            && let Some(p) = &thought.progress
        {
            let line = playable_line(&self.pos, mv, &p.pv);
            lines.push(format!(
                "status depth {} score {} nodes {} time {:.2}s pv {}",
                p.depth,
                pawns(p.score),
                p.nodes,
                thought.elapsed.as_secs_f64(),
                line.iter()
                    .map(Move::to_string)
                    .collect::<Vec<_>>()
                    .join(" ")
            ));
        }
        match self.pos.play(mv) {
            Ok(played) => self.own_move = Some(played),
            Err(e) => return critical(&format!("the bot chose an illegal move {mv}: {e}")),
        }
        lines.push(format!("move {mv}"));
        if let Some(o) = self.pos.outcome() {
            lines.push(format!("status game over: {o}"));
        }
        Reply::lines(&lines)
    }

    /// The host accepted the engine's move and sent the board after it.
    fn move_accepted(&mut self, args: &str) -> Reply {
        self.own_move = None;
        let Some(record) = args.split_whitespace().next() else {
            return Reply::none();
        };
        match parse_position(record, self.pos.variant(), self.pos.turn()) {
            Ok(p) if same_board(&p, &self.pos) => Reply::none(),
            Ok(p) => {
                self.pos = p;
                Reply::lines(&[
                    "status the host's board differs from ours after our move; using the host's",
                ])
            }
            // A board without a king is what a won game looks like.
            Err(_) if self.pos.outcome().is_some() => Reply::none(),
            Err(e) => error(&format!("move: {e}")),
        }
    }

    /// The host refused the engine's last move.
    fn refused(&mut self, args: &str) -> Reply {
        match self.own_move.take() {
            Some(played) => {
                self.pos.undo(&played);
                Reply::lines(&[format!(
                    "status the host refused {} (error {}); taken back",
                    played.mv,
                    args.trim()
                )])
            }
            None => Reply::none(),
        }
    }

    fn opponent_move(&mut self, args: &str) -> Reply {
        let mut words = args.split_whitespace();
        let Some(moves) = words.next() else {
            return error("opponent-move: expected moves like `d1-d3` and a position record");
        };
        let record = words.next();
        self.own_move = None;
        self.from_position = false;
        let size = self.pos.size();
        let mut trial = self.pos.clone();
        let mut problem = None;
        for token in moves.split('|') {
            let mv = match parse_move(token, size) {
                Ok(mv) => mv,
                Err(e) => {
                    problem = Some(e.to_string());
                    break;
                }
            };
            // The host knows whose move it was.
            if let Some(piece) = trial.piece_at(mv.from)
                && piece.side() != trial.turn()
                && trial.outcome().is_none()
                && let Ok(p) = with_turn(&trial, piece.side())
            {
                trial = p;
            }
            if let Err(e) = trial.play(mv) {
                problem = Some(format!("`{token}`: {e}"));
                break;
            }
        }
        let mut lines = Vec::new();
        match problem {
            None => {
                let checked = match record {
                    Some(r) if trial.outcome().is_none() => {
                        Some(parse_position(r, trial.variant(), trial.turn()))
                    }
                    _ => None,
                };
                match checked {
                    Some(Ok(p)) if !same_board(&p, &trial) => {
                        self.pos = p;
                        lines.push(
                            "status the host's board differs from ours after opponent-move; \
                             using the host's"
                                .to_string(),
                        );
                    }
                    Some(Err(e)) => {
                        self.pos = trial;
                        lines.push(format!("error 0 opponent-move: position record: {e}"));
                    }
                    _ => self.pos = trial,
                }
            }
            Some(problem) => {
                let turn = self.side.unwrap_or(self.pos.turn().other());
                match record.map(|r| parse_position(r, self.pos.variant(), turn)) {
                    Some(Ok(p)) => {
                        self.pos = p;
                        // Settled: the host's record is the board, so this
                        // is a note, not an error (OpenTafl shows errors).
                        lines.push(format!(
                            "status opponent-move: {problem}; took the board from the position record"
                        ));
                    }
                    Some(Err(e)) => {
                        lines.push(format!(
                            "error 0 opponent-move: {problem}; position record: {e}"
                        ));
                    }
                    None => lines.push(format!("error 0 opponent-move: {problem}")),
                }
            }
        }
        if let Some(o) = self.pos.outcome() {
            lines.push(format!("status game over: {o}"));
        }
        Reply::lines(&lines)
    }

    fn analyze(&mut self, args: &str) -> Reply {
        let words: Vec<&str> = args.split_whitespace().collect();
        let usage = "analyze: expected `analyze <number of moves> <seconds>`";
        let [count, seconds] = words[..] else {
            return error(usage);
        };
        let (Ok(count), Some(time)) = (
            count.parse::<u32>(),
            seconds
                .parse::<f64>()
                .ok()
                .and_then(|s| Duration::try_from_secs_f64(s).ok()),
        ) else {
            return error(usage);
        };
        if count == 0 {
            return error("analyze: asked for no moves");
        }
        if let Some(why) = self.game_over() {
            return error(&format!("analyze: the game is over ({why})"));
        }
        let limits = Limits {
            time: Some(time),
            ..self.limits
        };
        let thought = think(self.bot.as_mut(), &self.pos, limits, &self.stop);
        let Some(mv) = thought.mv else {
            return error("analyze: there is no legal move");
        };
        let (line, score) = match &thought.progress {
            Some(p) => (playable_line(&self.pos, mv, &p.pv), p.score),
            None => (vec![mv], 0),
        };
        let line: Vec<String> = line.iter().map(Move::to_string).collect();
        Reply::lines(&[format!(
            "analysis 1 {} {:.2}",
            line.join("|"),
            f64::from(score) / 100.0
        )])
    }

    fn finish(&mut self, args: &str) -> Reply {
        match args.parse::<u8>() {
            Ok(0..=3) => {
                self.finished = true;
                Reply::none()
            }
            _ => error(&format!(
                "finish: expected a result code from 0 to 3, found `{args}`"
            )),
        }
    }
}

/// A non-critical error: the host shows it and the game goes on.
fn error(message: &str) -> Reply {
    Reply::lines(&[format!("error 0 {}", one_line(message))])
}

/// A critical error: the host shows it and ends the game.
fn critical(message: &str) -> Reply {
    Reply::lines(&[format!("error -1 {}", one_line(message))])
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

impl Protocol for Otep {
    fn greeting(&self) -> String {
        "hello\n".into()
    }

    fn handle(&mut self, line: &str) -> Reply {
        let line = line.trim();
        let (word, args) = match line.split_once(char::is_whitespace) {
            Some((w, a)) => (w, a.trim()),
            None => (line, ""),
        };
        match word {
            "" | "hello" | "start" => Reply::none(),
            "rules" => self.rules(args),
            "position" => self.position_command(args),
            "side" => self.side_command(args),
            "clock" => match Clock::parse(args) {
                Ok(c) => {
                    self.clock = Some(c);
                    Reply::none()
                }
                Err(e) => error(&format!("clock: {e}")),
            },
            "play" => self.play(args),
            "move" => self.move_accepted(args),
            "error" => self.refused(args),
            "opponent-move" => self.opponent_move(args),
            "analyze" => self.analyze(args),
            "finish" => self.finish(args),
            "goodbye" => Reply {
                text: String::new(),
                quit: true,
            },
            _ => error(&format!("unknown command `{}`", one_line(word))),
        }
    }

    fn interrupts(line: &str) -> bool {
        matches!(line.split_whitespace().next(), Some("finish" | "goodbye"))
    }

    fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::Square;

    fn sq(s: &str) -> Square {
        Square::parse_letters(s, 11).unwrap()
    }

    #[test]
    fn moves_in_simple_and_full_notation() {
        let d1_d3 = Move::new(sq("d1"), sq("d3"));
        assert_eq!(parse_move("d1-d3", 11), Ok(d1_d3));
        assert_eq!(parse_move("d1-d3xe3/c3+", 11), Ok(d1_d3));
        assert_eq!(
            parse_move("Kf6-f10-", 11),
            Ok(Move::new(sq("f6"), sq("f10")))
        );
        assert_eq!(
            parse_move("Ke1-a1--", 11),
            Ok(Move::new(sq("e1"), sq("a1")))
        );
        assert_eq!(parse_move("td1-d3", 11), Ok(d1_d3));
        let e = parse_move("d1d3", 11).unwrap_err().to_string();
        assert!(
            e.contains("expected `-`") && e.contains("character 3"),
            "{e}"
        );
        let e = parse_move("d1-l3", 11).unwrap_err().to_string();
        assert!(e.contains("a1 to k11") && e.contains("`l3`"), "{e}");
        assert!(parse_move("---", 11).is_err());
        assert!(parse_move("Ne6^=e8", 11).is_err());
        assert!(parse_move("é1-e3", 11).is_err());
    }

    #[test]
    fn clock_lines() {
        let c = Clock::parse("300000 299000* 30 3 2 ").unwrap();
        assert_eq!(c.attackers.millis, Some(300_000));
        assert!(!c.attackers.in_overtime && c.defenders.in_overtime);
        assert_eq!((c.overtime_seconds, c.defenders.overtimes), (30, 2));
        let c = Clock::parse("-1 -1").unwrap();
        assert_eq!(c.move_time(Side::Attackers), None);
        assert!(Clock::parse("1 2 3 4 5 6").is_err());
        assert!(Clock::parse("ten 2").is_err());
    }

    #[test]
    fn move_times_use_a_share_of_the_clock() {
        let ms = |m: u64| Some(Duration::from_millis(m));
        // Main time only: a fiftieth, less the margin.
        let c = Clock::parse("300000 300000").unwrap();
        assert_eq!(c.move_time(Side::Attackers), ms(6_000 - 50));
        // With overtime periods left, most of a period is added.
        let c = Clock::parse("300000 300000 20 3 3").unwrap();
        assert_eq!(c.move_time(Side::Defenders), ms(6_000 + 15_000 - 50));
        // In overtime: three quarters of what is left of the period.
        let c = Clock::parse("60000 8000* 20 3 3").unwrap();
        assert_eq!(c.move_time(Side::Defenders), ms(6_000 - 50));
        // Almost out of time: never below the minimum.
        let c = Clock::parse("40 40").unwrap();
        assert_eq!(c.move_time(Side::Attackers), ms(1));
        // Huge numbers do not overflow.
        let c = Clock::parse(&format!("{} 1 {} 9 9", i64::MAX, i64::MAX)).unwrap();
        assert!(c.move_time(Side::Attackers).is_some());
    }
}
