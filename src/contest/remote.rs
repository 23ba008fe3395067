//! Other engines, run as processes, as a match sees them: told the game,
//! told the other side's moves, asked for their own. Two protocols speak
//! to them: the GTP-style one of the hnefatafl-copenhagen engine
//! ([`GtpClient`]) and the OpenTafl Engine Protocol ([`OtepClient`]).

use super::process::{Process, deadline, shown};
use crate::engine::position::{Move, Position};
use crate::engine::square::Square;
use crate::engine::variant::Variant;
use crate::protocol::gtp::{parse_role, role_name as role, vertex};
use crate::record::opentafl::{position_string, rules_string};
use std::time::Duration;

/// How long set-up commands may take.
const SET_UP_WAIT: Duration = Duration::from_secs(30);
/// How long an OTEP engine may take to say `hello`. It says so as soon as
/// it runs, before any work; a silent program loses its first game after
/// this wait, and the rest at once.
const HELLO_WAIT: Duration = Duration::from_secs(10);

/// An engine in a match.
pub trait RemoteEngine {
    /// The command that started it.
    fn name(&self) -> &str;

    /// A new game from `start`; `clock` is a Fischer clock (milliseconds,
    /// seconds added) when the game is timed.
    fn new_game(&mut self, start: &Position, clock: Option<(u64, u64)>) -> Result<(), String>;

    /// The other side's move `mv`, played from `before` to `after`.
    fn told(&mut self, before: &Position, mv: Move, after: &Position) -> Result<(), String>;

    /// The engine's move in `pos`, waiting up to `wait`; `left` is each
    /// side's time (attackers first) in a timed game.
    fn generate(
        &mut self,
        pos: &Position,
        left: Option<[Duration; 2]>,
        wait: Duration,
    ) -> Result<Move, String>;

    /// The engine's own move was judged legal and played, reaching `after`.
    fn accepted(&mut self, after: &Position) -> Result<(), String>;

    /// Whether it was given up on after a fault: it is asked nothing more.
    fn gave_up(&self) -> bool;

    /// Whether it has ever answered with a move.
    fn has_moved(&self) -> bool;
}

/// Starts `command` speaking `protocol` (`gtp` or `otep`).
pub fn start(command: &str, protocol: &str) -> Result<Box<dyn RemoteEngine>, String> {
    match protocol {
        "gtp" => Ok(Box::new(GtpClient::start(command)?)),
        "otep" => Ok(Box::new(OtepClient::start(command)?)),
        other => Err(format!("no protocol `{other}`: `gtp` or `otep`")),
    }
}

/// A move written `e1-e3`, or in OpenTafl's full notation (`Ke1-a1--`,
/// `e5-e2xf2/e1`): the squares are read, the rest is the board's to decide.
fn squares_move(text: &str, n: u8) -> Option<Move> {
    let (from, to) = text.split_once('-')?;
    let from = from.trim_start_matches(|c: char| c.is_ascii_uppercase());
    // A square is a letter and digits; what follows (`x` captures, `+`,
    // `-`) is the board's to judge.
    let letter = to.chars().next().filter(char::is_ascii_lowercase)?;
    let digits: String = to[1..].chars().take_while(char::is_ascii_digit).collect();
    let to = format!("{letter}{digits}");
    let square = |w: &str| Square::parse_letters(&w.to_ascii_lowercase(), n);
    Some(Move::new(square(from)?, square(&to)?))
}

/// An engine speaking the GTP-style protocol: commands answered by `=`
/// (or `?` and why) and a blank line.
pub struct GtpClient {
    process: Process,
    /// Whether the engine takes Taflbord's `variant ID`, once asked.
    names_variants: Option<bool>,
    moved: bool,
}

impl GtpClient {
    pub fn start(command: &str) -> Result<GtpClient, String> {
        Ok(GtpClient {
            process: Process::start(command, "quit")?,
            names_variants: None,
            moved: false,
        })
    }

    /// Sets up `variant`: by name where the engine takes one, else by its
    /// board size, which on 11×11 means Copenhagen to most engines. Then
    /// the engine must agree on who moves first; where it does not, the
    /// game ends before it starts, with why, not at a refused move.
    fn set_up(&mut self, variant: &Variant) -> Result<(), String> {
        let names = match self.names_variants {
            Some(names) => names,
            None => {
                let names = self
                    .ask("known_command variant", SET_UP_WAIT)
                    .is_ok_and(|answer| answer == "true");
                *self.names_variants.insert(names)
            }
        };
        if names {
            self.ask(&format!("variant {}", variant.id()), SET_UP_WAIT)?;
            return Ok(());
        }
        let n = variant.size();
        self.ask(&format!("board_size {n}"), SET_UP_WAIT)?;
        let first = variant.start().turn;
        // An engine without `first_move` cannot be checked; its moves are.
        if let Ok(answer) = self.ask("first_move", SET_UP_WAIT)
            && let Ok(theirs) = parse_role(&answer)
            && theirs != first
        {
            return Err(format!(
                "`{}` starts its {n}×{n} game with the {}s to move, but {} starts with the {}s: \
                 its protocol names only the board size, so start the engine on {} \
                 (Taflbord's engine: `--variant {}`)",
                self.process.name,
                role(theirs),
                variant.name(),
                role(first),
                variant.name(),
                variant.id()
            ));
        }
        Ok(())
    }

    /// Sends `command` and waits up to `wait` for its whole answer: the
    /// text after `=`, or the engine's error after `?`.
    pub fn ask(&mut self, command: &str, wait: Duration) -> Result<String, String> {
        self.process.send(command)?;
        let by = deadline(wait);
        let mut answer: Option<String> = None;
        loop {
            let line = self.process.next_line(by, command)?;
            match (&mut answer, line.trim_end()) {
                (None, "") => {}
                (None, text) => answer = Some(text.to_owned()),
                (Some(_), "") => break,
                (Some(a), more) => {
                    a.push('\n');
                    a.push_str(more);
                }
            }
        }
        let answer = answer.unwrap_or_default();
        let body = answer.trim_start_matches(|c: char| c == '=' || c.is_ascii_digit());
        if answer.starts_with('=') {
            Ok(body.trim().to_owned())
        } else {
            let why = answer.trim_start_matches(|c: char| c == '?' || c.is_ascii_digit());
            Err(format!(
                "`{}` refused `{command}`: {}",
                self.process.name,
                shown(why.trim())
            ))
        }
    }
}

impl RemoteEngine for GtpClient {
    fn name(&self) -> &str {
        &self.process.name
    }

    fn new_game(&mut self, start: &Position, clock: Option<(u64, u64)>) -> Result<(), String> {
        if start.to_setup() != *start.variant().start() {
            return Err(format!(
                "`{}`: the GTP-style protocol starts games from the variant's own position only",
                self.process.name
            ));
        }
        self.set_up(start.variant())?;
        match clock {
            Some((ms, add)) => {
                self.ask(&format!("time_settings fischer {ms} {add}"), SET_UP_WAIT)?
            }
            None => self.ask("time_settings un-timed", SET_UP_WAIT)?,
        };
        Ok(())
    }

    fn told(&mut self, before: &Position, mv: Move, _: &Position) -> Result<(), String> {
        let n = before.size();
        let v = |sq: Square| vertex(sq, n);
        let side = role(before.turn());
        self.ask(
            &format!("play {side} {} {}", v(mv.from), v(mv.to)),
            SET_UP_WAIT,
        )?;
        Ok(())
    }

    fn generate(
        &mut self,
        pos: &Position,
        _: Option<[Duration; 2]>,
        wait: Duration,
    ) -> Result<Move, String> {
        let answer = self.ask(&format!("generate_move {}", role(pos.turn())), wait)?;
        let words: Vec<&str> = answer.split_whitespace().collect();
        let square = |w: &str| Square::parse_letters(&w.to_ascii_lowercase(), pos.size());
        match words.as_slice() {
            ["play", _, from, to] => match (square(from), square(to)) {
                (Some(f), Some(t)) => {
                    self.moved = true;
                    Ok(Move::new(f, t))
                }
                _ => Err(format!(
                    "`{}` answered `{}`: not squares",
                    self.process.name,
                    shown(&answer)
                )),
            },
            ["play", _, "resigns"] | ["resign"] => Err(format!("`{}` resigned", self.process.name)),
            _ => Err(format!(
                "`{}` answered `{}`, not a move",
                self.process.name,
                shown(&answer)
            )),
        }
    }

    fn accepted(&mut self, _: &Position) -> Result<(), String> {
        Ok(())
    }

    fn gave_up(&self) -> bool {
        self.process.gave_up()
    }

    fn has_moved(&self) -> bool {
        self.moved
    }
}

/// An engine speaking the OpenTafl Engine Protocol: it says `hello`, is
/// given the rules and the board, answers `play` with `move`, and says
/// `error` when it cannot follow.
pub struct OtepClient {
    process: Process,
    /// Seconds added a move, for its `clock` lines.
    increment: Option<u64>,
    /// Whether it has said `hello` (and been answered).
    greeted: bool,
    moved: bool,
}

impl OtepClient {
    /// Starts the program; its `hello` is awaited with the first game, so
    /// that an engine that never says it loses its games, not the match.
    pub fn start(command: &str) -> Result<OtepClient, String> {
        Ok(OtepClient {
            process: Process::start(command, "goodbye")?,
            increment: None,
            greeted: false,
            moved: false,
        })
    }

    fn greet(&mut self) -> Result<(), String> {
        if self.greeted {
            return Ok(());
        }
        let by = deadline(HELLO_WAIT);
        loop {
            let line = self.process.next_line(by, "(its hello)").map_err(|e| {
                format!(
                    "{e}: an OTEP engine says `hello` as soon as it starts (here within {} s)",
                    HELLO_WAIT.as_secs()
                )
            })?;
            if line.trim() == "hello" {
                break;
            }
        }
        self.process.send("hello")?;
        self.greeted = true;
        Ok(())
    }
}

impl RemoteEngine for OtepClient {
    fn name(&self) -> &str {
        &self.process.name
    }

    fn new_game(&mut self, start: &Position, clock: Option<(u64, u64)>) -> Result<(), String> {
        let rules = rules_string(start.variant()).ok_or_else(|| {
            format!(
                "{} cannot be written as OpenTafl rules, so no OTEP engine can be told them",
                start.variant().id()
            )
        })?;
        self.greet()?;
        self.increment = clock.map(|(_, add)| add);
        self.process.send(&format!("rules {rules}"))?;
        self.process.send("start")?;
        self.process
            .send(&format!("position {}", position_string(start)))?;
        // Sides are written as OTEP writes them: `attackers`, `defenders`.
        self.process.send(&format!("side {}", start.turn()))
    }

    fn told(&mut self, _: &Position, mv: Move, after: &Position) -> Result<(), String> {
        self.process
            .send(&format!("opponent-move {mv} {}", position_string(after)))
    }

    fn generate(
        &mut self,
        pos: &Position,
        left: Option<[Duration; 2]>,
        wait: Duration,
    ) -> Result<Move, String> {
        if let Some([a, d]) = left {
            let ms = |t: Duration| t.as_millis();
            let add = self.increment.unwrap_or(0);
            self.process
                .send(&format!("clock {} {} {add} 0 0", ms(a), ms(d)))?;
        }
        let asked = format!("play {}", pos.turn());
        self.process.send(&format!("side {}", pos.turn()))?;
        self.process.send(&asked)?;
        let by = deadline(wait);
        loop {
            let line = self.process.next_line(by, &asked)?;
            let line = line.trim();
            if let Some(text) = line.strip_prefix("move ") {
                let mv = squares_move(text.trim(), pos.size()).ok_or_else(|| {
                    format!(
                        "`{}` answered `{}`, not a move",
                        self.process.name,
                        shown(line)
                    )
                })?;
                self.moved = true;
                return Ok(mv);
            }
            if let Some(why) = line.strip_prefix("error ") {
                return Err(format!("`{}` says: {}", self.process.name, shown(why)));
            }
            // Status lines, analysis and anything else are not the answer.
        }
    }

    fn accepted(&mut self, after: &Position) -> Result<(), String> {
        self.process
            .send(&format!("move {}", position_string(after)))
    }

    fn gave_up(&self) -> bool {
        self.process.gave_up()
    }

    fn has_moved(&self) -> bool {
        self.moved
    }
}

#[cfg(test)]
mod tests {
    use super::squares_move;

    #[test]
    fn moves_are_read_in_simple_and_full_notation() {
        let m = |t: &str| squares_move(t, 11).map(|m| m.to_string());
        assert_eq!(m("e1-e3").as_deref(), Some("e1-e3"));
        assert_eq!(m("Ke1-a1--").as_deref(), Some("e1-a1"));
        assert_eq!(m("e5-e2xf2/e1").as_deref(), Some("e5-e2"));
        assert_eq!(m("a3-e3+").as_deref(), Some("a3-e3"));
        assert_eq!(m("e1e3"), None);
        assert_eq!(m("z1-e3"), None);
    }
}
