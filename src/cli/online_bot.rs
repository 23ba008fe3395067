//! `taflbord online-bot`: one of Taflbord's levels as a player account on
//! the community's server. It logs in, keeps a seek open and takes whoever
//! joins, plays each game on the server's clock by the same budget as the
//! app's bots, saves each game's sheet, comes back after a lost
//! connection, and leaves cleanly on SIGTERM (withdrawing its seek).

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use taflbord::bot::{Bot, Level, Limits, choose_now};
use taflbord::clock::{Allowance, think_time};
use taflbord::online::seek::fischer;
use taflbord::online::{Account, Client, Connection, Event, GameId, Happening, Seek};

use super::Failure;

#[derive(clap::Args, Debug)]
pub struct OnlineBotArgs {
    /// The server, as HOST:PORT.
    #[arg(long, default_value = "hnefatafl.org:49152")]
    pub server: String,
    /// The bot's account; by custom `ai-` and a name.
    #[arg(long)]
    pub user: String,
    /// The level that plays (thrall … allfather).
    #[arg(long, default_value = "king")]
    pub level: String,
    /// The seek kept open: rated|unrated,SIZE,CLOCK,attacker|defender.
    #[arg(long, default_value = "rated,11,15+10,attacker")]
    pub seek: String,
    /// A file holding the password (else the variable TAFLBORD_PASSWORD).
    #[arg(long, value_name = "FILE")]
    pub password_file: Option<PathBuf>,
    /// Make the account at the first login.
    #[arg(long)]
    pub create: bool,
    /// Save each game's record sheet in this folder.
    #[arg(long, value_name = "DIR")]
    pub games: Option<PathBuf>,
    /// Stop after this many games.
    #[arg(long, value_name = "N")]
    pub stop_after: Option<u64>,
    /// The seed the weaker levels choose by.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// Time allowed for a move to reach the server's clock.
const NETWORK_MARGIN: Duration = Duration::from_millis(300);

fn password(args: &OnlineBotArgs) -> Result<String, String> {
    let text = match &args.password_file {
        Some(path) => taflbord::record::text::read_at_most(path, 4096)
            .map_err(|e| format!("{}: {e}", path.display()))?,
        None => std::env::var("TAFLBORD_PASSWORD").map_err(|_| {
            "no password: give --password-file FILE or set TAFLBORD_PASSWORD (never on the command line)"
                .to_string()
        })?,
    };
    Ok(text.trim_end_matches(['\n', '\r']).to_string())
}

pub fn run(out: &mut impl Write, args: OnlineBotArgs) -> Result<ExitCode, Failure> {
    let level = Level::by_id(&args.level).ok_or_else(|| {
        let ids: Vec<&str> = taflbord::bot::LEVELS.iter().map(|l| l.id).collect();
        format!(
            "no level `{}`: choose one of {}",
            args.level,
            ids.join(", ")
        )
    })?;
    let seek = Seek::parse(&args.seek)?;
    let account = Account::new(&args.server, &args.user, &password(&args)?, args.create);
    account
        .check()
        .map_err(|e| format!("--user or the password: {e}"))?;
    if let Some(dir) = &args.games {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let stop = Arc::new(AtomicBool::new(false));
    #[cfg(unix)]
    for signal in [signal_hook::consts::SIGTERM, signal_hook::consts::SIGINT] {
        signal_hook::flag::register(signal, Arc::clone(&stop))
            .map_err(|e| format!("cannot listen for signals: {e}"))?;
    }
    let mut bot = Runner {
        client: Client::new(&args.server, &args.user),
        conn: Connection::open(account),
        level,
        seek,
        bots: BTreeMap::new(),
        seed: args.seed,
        games_dir: args.games.clone(),
        played: 0,
    };
    writeln!(
        out,
        "{} ({}) connecting to {}",
        args.user, level.name, args.server
    )
    .map_err(Failure::Output)?;
    let outcome = bot.serve(out, &stop, args.stop_after);
    bot.client.withdraw_seek();
    bot.flush();
    // Let the withdrawal reach the server before the line closes.
    std::thread::sleep(Duration::from_millis(200));
    bot.conn.close();
    outcome
}

struct Runner {
    client: Client,
    conn: Connection,
    level: Level,
    seek: Seek,
    bots: BTreeMap<GameId, Box<dyn Bot>>,
    seed: u64,
    games_dir: Option<PathBuf>,
    played: u64,
}

impl Runner {
    fn flush(&mut self) {
        for m in self.client.take_outbox() {
            self.conn.send(m);
        }
    }

    fn serve(
        &mut self,
        out: &mut impl Write,
        stop: &AtomicBool,
        stop_after: Option<u64>,
    ) -> Result<ExitCode, Failure> {
        loop {
            if stop.load(Ordering::Relaxed) {
                writeln!(out, "stopping: {} games played", self.played).map_err(Failure::Output)?;
                return Ok(ExitCode::SUCCESS);
            }
            if stop_after.is_some_and(|n| self.played >= n) {
                writeln!(out, "stopping after {} games", self.played).map_err(Failure::Output)?;
                return Ok(ExitCode::SUCCESS);
            }
            let Some(event) = self.conn.next(Duration::from_millis(200)) else {
                continue;
            };
            match event {
                Event::Line(line, at) => {
                    for happening in self.client.receive_line(&line, at) {
                        self.act(out, happening)?;
                    }
                }
                Event::Connected { again } => {
                    if again {
                        writeln!(out, "connected again").map_err(Failure::Output)?;
                    }
                }
                Event::Lost { why, retry_in } => {
                    writeln!(
                        out,
                        "connection lost ({why}); trying again in {} s",
                        retry_in.as_secs()
                    )
                    .map_err(Failure::Output)?;
                }
                Event::Closed { why } => {
                    return Err(Failure::Message(format!("the connection closed: {why}")));
                }
            }
            self.flush();
            // A service's log shows each line as it happens.
            out.flush().map_err(Failure::Output)?;
        }
    }

    fn act(&mut self, out: &mut impl Write, happening: Happening) -> Result<(), Failure> {
        match happening {
            Happening::LoggedIn => {
                writeln!(out, "logged in as {}", self.client.user).map_err(Failure::Output)?;
                self.seek_if_idle();
            }
            Happening::LoginRefused(why) => {
                return Err(Failure::Message(format!(
                    "{} cannot log in: {why}",
                    self.client.user
                )));
            }
            Happening::SeekOpen(id) => {
                writeln!(out, "seeking {} as game {id}", self.seek).map_err(Failure::Output)?;
            }
            Happening::Challenge { game, who } => {
                writeln!(out, "{who} joins game {game}").map_err(Failure::Output)?;
                self.client.accept(game);
            }
            Happening::GameBegan(id) => {
                if !self.bots.contains_key(&id) {
                    let g = &self.client.games[&id];
                    writeln!(
                        out,
                        "game {id}: {} v {}",
                        g.start.attackers, g.start.defenders
                    )
                    .map_err(Failure::Output)?;
                    self.bots
                        .insert(id, self.level.bot(self.seed.wrapping_add(id)));
                }
            }
            Happening::MoveWanted(id) => self.think(id),
            Happening::DrawOffered { game, .. } => self.client.answer_draw(game, false),
            Happening::GameEnded { game, result } => {
                self.played += 1;
                self.bots.remove(&game);
                let saved = self.save(game);
                writeln!(out, "game {game}: {result}{saved}").map_err(Failure::Output)?;
                self.seek_if_idle();
            }
            Happening::Refused { command, reason } => {
                writeln!(out, "the server refused `{command}`: {reason}")
                    .map_err(Failure::Output)?;
            }
            Happening::Unreadable(e) => writeln!(out, "{e}").map_err(Failure::Output)?,
            Happening::OutOfStep { game, why } => {
                writeln!(out, "game {game}: {why}").map_err(Failure::Output)?;
            }
            Happening::LobbyChanged
            | Happening::Moved(_)
            | Happening::DrawDeclined(_)
            | Happening::Chat(_) => {}
        }
        Ok(())
    }

    /// Opens the seek again when no game of ours is running and none is open.
    fn seek_if_idle(&mut self) {
        let playing = self.client.games.values().any(|g| g.result.is_none());
        if !playing && self.client.seek.is_none() {
            self.client.seek(self.seek);
        }
    }

    /// Thinks on the server's clock and plays.
    fn think(&mut self, id: GameId) {
        let Some(game) = self.client.games.get(&id) else {
            return;
        };
        let Some(bot) = self.bots.get_mut(&id) else {
            return;
        };
        let pos = game.position().clone();
        let mut limits: Limits = self.level.limits;
        if let (Some(readings), Some(me)) = (game.clock_readings(), game.me) {
            let per_move = game
                .record
                .meta
                .time_control
                .and_then(fischer)
                .map_or(Duration::ZERO, |(_, add)| add);
            let left = readings[usize::from(me == taflbord::Side::Defenders)];
            let budget = think_time(Allowance {
                left,
                per_move,
                overtime: None,
                margin: NETWORK_MARGIN,
            });
            limits.time = Some(limits.time.map_or(budget, |t| t.min(budget)));
        }
        if let Some(mv) = choose_now(bot.as_mut(), &pos, limits) {
            let _ = self.client.play(id, mv);
        }
    }

    /// Writes the game's sheet into the games folder; says where.
    fn save(&self, id: GameId) -> String {
        let (Some(dir), Some(game)) = (&self.games_dir, self.client.games.get(&id)) else {
            return String::new();
        };
        let name = format!("{}-game-{id}.tafl", safe(&self.client.server));
        let path = dir.join(name);
        match write_sheet(&path, &game.sheet()) {
            Ok(()) => format!("; saved to {}", path.display()),
            Err(e) => format!("; not saved: {e}"),
        }
    }
}

fn write_sheet(path: &Path, text: &str) -> Result<(), String> {
    taflbord::store::atomic_file::write(path, text.as_bytes())
        .map_err(|e| format!("{}: {e}", path.display()))
}

/// A server's name as part of a file name.
fn safe(server: &str) -> String {
    server
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '.' {
                c
            } else {
                '-'
            }
        })
        .collect()
}
