//! The text protocol of the hnefatafl-copenhagen engine (its "Hnefatafl
//! Text Protocol"), modelled on the Go Text Protocol: one command per line,
//! one response per command.
//!
//! A response starts `= ` on success or `? ` on error and, as in the Go
//! Text Protocol, ends with an empty line. A command may be preceded by a
//! number, which the response repeats (`7 name` → `=7 taflbord`). Text after
//! `#` is a comment; a line with nothing else gets no response.
//!
//! A **ROLE** is `attacker` or `defender` (`a` and `d` also do, in any
//! case); the engine writes the long form. A square is a column letter from
//! `a` and a row number from `1` (the bottom row), like `a1` or `k11`; the
//! engine writes lower-case letters, upper-case on 13×13 boards (as the
//! original does), and reads either.
//!
//! | Command | Response |
//! |---|---|
//! | `play ROLE FROM TO` | plays the move for ROLE, whose turn it must be; answers the captured squares, space-separated (empty when none) |
//! | `play ROLE resigns` | ROLE, whose turn it must be, resigns; the other side wins |
//! | `generate_move [ROLE]` | the engine thinks, plays and answers `play ROLE FROM TO` |
//! | `final_status` | `attacker_wins`, `defender_wins`, `draw` or `ongoing` |
//! | `play_from` | the side to move, then every square it can move from |
//! | `play_to ROLE FROM` | every square the piece on FROM can move to |
//! | `show_board` | the board, top row first, on the lines after `=` |
//! | `board_size N` | a new game on an N×N board (the current variant if it has that size, Copenhagen for 11, else the first built-in variant of that size) |
//! | `first_move` | the role that moves first in the current variant |
//! | `variant ID` | a new game of that variant: a built-in one's id, or the one the engine was started on (Taflbord's own command: the board size alone leaves 11×11 variants apart from Copenhagen unsaid) |
//! | `time_settings un-timed` / `time_settings fischer MILLISECONDS ADD_SECONDS` | a new game, with that clock for the engine's own moves |
//! | `known_command NAME` | `true` or `false` |
//! | `list_commands` | every command, one per line after `=` |
//! | `name`, `version`, `protocol_version` | `taflbord`, the program's version, `1-beta` |
//! | `quit` | an empty success, then the session ends |
//!
//! The engine thinks within the limits of its level; with a Fischer clock
//! (the app's clock, running only while the engine thinks) a move gets what
//! [`crate::clock::budget`] gives it, less 50 ms for the pipes.

use super::{Protocol, Reply, think};
use crate::bot::{Bot, Limits};
use crate::clock::{Allowance, Clock, LONGEST_BASE, MOST_PER_MOVE, TimeControl, think_time};
use crate::engine::position::{Move, Position};
use crate::engine::side::{Piece, Side};
use crate::engine::square::Square;
use crate::engine::variant::{Variant, built_ins};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// The commands, as `list_commands` gives them.
pub const COMMANDS: [&str; 16] = [
    "board_size",
    "final_status",
    "first_move",
    "generate_move",
    "known_command",
    "list_commands",
    "name",
    "play",
    "play_from",
    "play_to",
    "protocol_version",
    "quit",
    "show_board",
    "time_settings",
    "variant",
    "version",
];

/// The version of the protocol this engine speaks, as the original names it.
pub const PROTOCOL_VERSION: &str = "1-beta";

/// A square as the protocol writes it on an `n`×`n` board: lower-case
/// letters, upper-case on 13×13 boards (as the original does).
pub fn vertex(sq: Square, n: u8) -> String {
    let s = sq.to_string();
    if n == 13 { s.to_ascii_uppercase() } else { s }
}

/// A session of the hnefatafl-copenhagen text protocol.
pub struct Gtp {
    bot: Box<dyn Bot>,
    limits: Limits,
    pos: Position,
    /// The winner by resignation.
    resigned: Option<Side>,
    /// The clock given by `time_settings fischer`; it runs only while the
    /// engine thinks, so its time is [`Gtp::thought`].
    clock: Option<Clock>,
    /// How long the engine has thought this game.
    thought: Duration,
    stop: Arc<AtomicBool>,
}

/// Why a command failed: the text after `? `.
type Failed = String;

pub(crate) fn role_name(side: Side) -> &'static str {
    match side {
        Side::Attackers => "attacker",
        Side::Defenders => "defender",
    }
}

pub(crate) fn parse_role(word: &str) -> Result<Side, Failed> {
    match word.to_ascii_lowercase().as_str() {
        "a" | "attacker" => Ok(Side::Attackers),
        "d" | "defender" => Ok(Side::Defenders),
        _ => Err(format!(
            "`{word}` is not a role; expected `attacker` or `defender`"
        )),
    }
}

impl Gtp {
    /// A session starting a game of `variant`, with `bot` thinking within
    /// `limits`.
    pub fn new(variant: Arc<Variant>, bot: Box<dyn Bot>, limits: Limits) -> Gtp {
        Gtp {
            bot,
            limits,
            pos: Position::new(variant),
            resigned: None,
            clock: None,
            thought: Duration::ZERO,
            stop: Arc::new(AtomicBool::new(false)),
        }
    }

    /// The engine's board.
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// A square as this protocol writes it.
    pub fn vertex(&self, sq: Square) -> String {
        vertex(sq, self.pos.size())
    }

    fn parse_vertex(&self, word: &str) -> Result<Square, Failed> {
        let n = self.pos.size();
        Square::parse_letters(word, n)
            .filter(|_| word.is_ascii())
            .ok_or_else(|| {
                let last = self.vertex(Square::new(n - 1, n - 1));
                format!(
                    "`{word}` is not a square of the {n}×{n} board ({} to {last})",
                    self.vertex(Square::new(0, 0))
                )
            })
    }

    fn new_game(&mut self, variant: Arc<Variant>) {
        self.pos = Position::new(variant);
        self.resigned = None;
    }

    fn game_over(&self) -> Option<String> {
        if let Some(winner) = self.resigned {
            return Some(format!("the {} resigned", winner.other()));
        }
        self.pos.outcome().map(|o| o.to_string())
    }

    fn final_status(&self) -> &'static str {
        let winner = match (self.resigned, self.pos.outcome()) {
            (Some(w), _) => Some(w),
            (None, Some(o)) => o.winner,
            (None, None) => return "ongoing",
        };
        match winner {
            Some(Side::Attackers) => "attacker_wins",
            Some(Side::Defenders) => "defender_wins",
            None => "draw",
        }
    }

    fn check_turn(&self, role: Side) -> Result<(), Failed> {
        if let Some(why) = self.game_over() {
            return Err(format!("the game is already over ({why})"));
        }
        if role != self.pos.turn() {
            return Err(format!(
                "it is the {}'s turn, not the {}'s",
                role_name(self.pos.turn()),
                role_name(role)
            ));
        }
        Ok(())
    }

    fn play(&mut self, args: &[&str]) -> Result<String, Failed> {
        let usage = "expected `play ROLE FROM TO` or `play ROLE resigns`";
        let (role, rest) = args.split_first().ok_or(usage)?;
        let role = parse_role(role)?;
        if let [word] = rest
            && matches!(word.to_ascii_lowercase().as_str(), "resign" | "resigns")
        {
            self.check_turn(role)?;
            self.resigned = Some(role.other());
            return Ok(String::new());
        }
        let [from, to] = rest else {
            return Err(usage.into());
        };
        let mv = Move::new(self.parse_vertex(from)?, self.parse_vertex(to)?);
        self.check_turn(role)?;
        let played = self
            .pos
            .play(mv)
            .map_err(|e| format!("illegal move {from} {to}: {e}"))?;
        let captured: Vec<String> = played
            .captures
            .iter()
            .filter(|c| c.piece != Piece::King)
            .map(|c| self.vertex(c.square))
            .collect();
        Ok(captured.join(" "))
    }

    fn generate_move(&mut self, args: &[&str]) -> Result<String, Failed> {
        let role = match args {
            [] => self.pos.turn(),
            [role] => parse_role(role)?,
            _ => return Err("expected `generate_move` or `generate_move ROLE`".into()),
        };
        self.check_turn(role)?;
        let mut limits = self.limits;
        if let Some(c) = &self.clock {
            let allowance = Allowance {
                margin: Duration::from_millis(50),
                ..c.allowance(role, self.thought)
            };
            let budget = think_time(allowance);
            limits.time = Some(limits.time.map_or(budget, |t| t.min(budget)));
        }
        let thought = think(self.bot.as_mut(), &self.pos, limits, &self.stop);
        if let Some(c) = &mut self.clock {
            c.start(role, self.thought);
            self.thought += thought.elapsed;
            c.press(self.thought);
            // The opponent's thinking is not the engine's to count.
            c.stop(self.thought);
        }
        let mv = thought.mv.ok_or("there is no legal move")?;
        self.pos
            .play(mv)
            .map_err(|e| format!("the engine chose an illegal move {mv}: {e}"))?;
        Ok(format!(
            "play {} {} {}",
            role_name(role),
            self.vertex(mv.from),
            self.vertex(mv.to)
        ))
    }

    fn play_from(&self) -> Result<String, Failed> {
        if let Some(why) = self.game_over() {
            return Err(format!("the game is already over ({why})"));
        }
        let mut froms: Vec<Square> = self.pos.legal_moves().iter().map(|m| m.from).collect();
        froms.sort_by_key(|s| (s.col(), s.row()));
        froms.dedup();
        let mut words = vec![role_name(self.pos.turn()).to_string()];
        words.extend(froms.into_iter().map(|s| self.vertex(s)));
        Ok(words.join(" "))
    }

    fn play_to(&self, args: &[&str]) -> Result<String, Failed> {
        let [role, from] = args else {
            return Err("expected `play_to ROLE FROM`".into());
        };
        let role = parse_role(role)?;
        let from = self.parse_vertex(from)?;
        self.check_turn(role)?;
        let mut tos: Vec<Square> = self
            .pos
            .legal_moves_from(from)
            .iter()
            .map(|m| m.to)
            .collect();
        if tos.is_empty() {
            return Err(format!(
                "no {} piece on {} can move",
                role_name(role),
                self.vertex(from)
            ));
        }
        tos.sort_by_key(|s| (s.col(), s.row()));
        Ok(tos
            .into_iter()
            .map(|s| self.vertex(s))
            .collect::<Vec<_>>()
            .join(" "))
    }

    fn show_board(&self) -> String {
        let setup = self.pos.to_setup();
        let n = usize::from(setup.size);
        let mut out = String::new();
        for (k, row) in setup.diagram().iter().enumerate() {
            let cells: Vec<String> = row.chars().map(String::from).collect();
            out.push_str(&format!("\n{:>2} {}", n - k, cells.join(" ")));
        }
        let letters: Vec<String> = (0..setup.size)
            .map(|c| {
                let v = self.vertex(Square::new(c, 0));
                v[..1].to_string()
            })
            .collect();
        out.push_str(&format!("\n   {}", letters.join(" ")));
        out
    }

    fn board_size(&mut self, args: &[&str]) -> Result<String, Failed> {
        let [n] = args else {
            return Err("expected `board_size N`".into());
        };
        let n: u8 = n
            .parse()
            .map_err(|_| format!("`{n}` is not a board size"))?;
        let current = Arc::clone(self.pos.variant());
        let variant = if current.size() == n {
            current
        } else if n == 11
            && let Some(v) = Variant::built_in("copenhagen")
        {
            v
        } else {
            built_ins()
                .iter()
                .find(|v| v.size() == n)
                .cloned()
                .ok_or_else(|| format!("no variant is played on a {n}×{n} board"))?
        };
        self.new_game(variant);
        Ok(String::new())
    }

    fn set_variant(&mut self, args: &[&str]) -> Result<String, Failed> {
        let [id] = args else {
            return Err("expected `variant ID`".into());
        };
        let current = Arc::clone(self.pos.variant());
        let variant = if current.id() == *id {
            current
        } else {
            Variant::built_in(id).ok_or_else(|| {
                let ids: Vec<&str> = built_ins().iter().map(|v| v.id()).collect();
                format!("no variant `{id}`: this engine knows {}", ids.join(", "))
            })?
        };
        self.new_game(variant);
        Ok(String::new())
    }

    fn time_settings(&mut self, args: &[&str]) -> Result<String, Failed> {
        let usage =
            "expected `time_settings un-timed` or `time_settings fischer MILLISECONDS ADD_SECONDS`";
        let clock = match args {
            ["un-timed"] => None,
            ["fischer", millis, add] => {
                let (Ok(millis), Ok(add)) = (millis.parse::<u64>(), add.parse::<u64>()) else {
                    return Err(usage.into());
                };
                let (base, increment) = (Duration::from_millis(millis), Duration::from_secs(add));
                if millis == 0 || base > LONGEST_BASE || increment > MOST_PER_MOVE {
                    return Err(format!(
                        "time_settings: {millis} ms and {add} s a move: the time must be from 1 ms to {} ms, the increment at most {} s",
                        LONGEST_BASE.as_millis(),
                        MOST_PER_MOVE.as_secs()
                    ));
                }
                Clock::new(TimeControl::Fischer { base, increment })
            }
            _ => return Err(usage.into()),
        };
        let variant = Arc::clone(self.pos.variant());
        self.new_game(variant);
        self.clock = clock;
        self.thought = Duration::ZERO;
        Ok(String::new())
    }

    /// Runs one command; `Err` is an error response.
    fn command(&mut self, word: &str, args: &[&str]) -> Result<String, Failed> {
        let no_args = |answer: String| {
            if args.is_empty() {
                Ok(answer)
            } else {
                Err(format!("`{word}` takes no arguments"))
            }
        };
        match word {
            "play" => self.play(args),
            "generate_move" => self.generate_move(args),
            "final_status" => no_args(self.final_status().into()),
            "play_from" => no_args(String::new()).and_then(|_| self.play_from()),
            "play_to" => self.play_to(args),
            "show_board" => no_args(self.show_board()),
            "board_size" => self.board_size(args),
            "variant" => self.set_variant(args),
            "first_move" => no_args(role_name(self.pos.variant().start().turn).into()),
            "time_settings" => self.time_settings(args),
            "known_command" => match args {
                [name] => Ok(COMMANDS.contains(name).to_string()),
                _ => Err("expected `known_command NAME`".into()),
            },
            "list_commands" => no_args(format!("\n{}", COMMANDS.join("\n"))),
            "name" => no_args("taflbord".into()),
            "version" => no_args(env!("CARGO_PKG_VERSION").into()),
            "protocol_version" => no_args(PROTOCOL_VERSION.into()),
            "quit" => Ok(String::new()),
            _ => Err(format!("unknown command `{word}`")),
        }
    }
}

impl Protocol for Gtp {
    fn handle(&mut self, line: &str) -> Reply {
        let line = line.split('#').next().unwrap_or_default();
        let mut words: Vec<&str> = line.split_whitespace().collect();
        let id = match words.first() {
            Some(w) if w.bytes().all(|b| b.is_ascii_digit()) => {
                let id = w.to_string();
                words.remove(0);
                id
            }
            _ => String::new(),
        };
        let Some((&word, args)) = words.split_first() else {
            return if id.is_empty() {
                Reply::none()
            } else {
                respond("?", &id, "expected a command after the id")
            };
        };
        let quit = word == "quit";
        let mut reply = match self.command(word, args) {
            Ok(answer) => respond("=", &id, &answer),
            Err(why) => respond("?", &id, &why),
        };
        reply.quit = quit;
        reply
    }

    fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }
}

/// `=` or `?`, the id, a space, the text, and the empty line that ends a
/// response.
fn respond(mark: &str, id: &str, text: &str) -> Reply {
    Reply {
        text: format!("{mark}{id} {text}\n\n"),
        quit: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::SearchBot;

    fn gtp(variant: &str) -> Gtp {
        Gtp::new(
            Variant::built_in(variant).unwrap(),
            Box::new(SearchBot::new()),
            Limits::depth(1),
        )
    }

    #[test]
    fn squares_are_lower_case_except_on_13_by_13() {
        let mut g = gtp("copenhagen");
        assert_eq!(g.vertex(Square::new(10, 10)), "k11");
        g.board_size(&["13"]).unwrap();
        assert_eq!(g.pos.size(), 13);
        assert_eq!(g.vertex(Square::new(12, 0)), "M1");
        assert_eq!(g.parse_vertex("m13"), Ok(Square::new(12, 12)));
        assert!(g.parse_vertex("n1").unwrap_err().contains("A1 to M13"));
    }

    #[test]
    fn roles() {
        assert_eq!(parse_role("A"), Ok(Side::Attackers));
        assert_eq!(parse_role("Defender"), Ok(Side::Defenders));
        assert!(parse_role("king").is_err());
    }

    #[test]
    fn fischer_clock_caps_and_runs_down() {
        let mut g = gtp("brandubh");
        g.time_settings(&["fischer", "60000", "2"]).unwrap();
        g.generate_move(&[]).unwrap();
        let c = g.clock.as_ref().unwrap();
        let a = c.left(Side::Attackers, g.thought);
        assert!(a <= Duration::from_secs(62) && a > Duration::from_secs(55));
        assert_eq!(c.left(Side::Defenders, g.thought), Duration::from_secs(60));
        assert_eq!(
            c.running(),
            None,
            "the clock runs only while the engine thinks"
        );
        assert!(g.time_settings(&["fischer", "x", "2"]).is_err());
        // Numbers past any clock are refused before any arithmetic.
        for (ms, add) in [
            ("10000", "18446744073709551615"),
            ("18446744073709551615", "1"),
            ("86400001", "0"),
            ("1000", "3601"),
            ("0", "1"),
        ] {
            let e = g.time_settings(&["fischer", ms, add]).unwrap_err();
            assert!(e.contains("time_settings") && e.contains(ms), "{e}");
        }
        g.time_settings(&["fischer", "86400000", "3600"]).unwrap();
        g.generate_move(&[]).unwrap();
    }
}
