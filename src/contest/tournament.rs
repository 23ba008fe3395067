//! Round-robin tournaments between bots, as in the evaluation of the Fetlar strategy paper's
//! (section 6): every attacker plays every defender a number of games with
//! a cap on the game's length, and the results are tallied per pairing
//! (tables 3-13) and per strategy (table 14).
//!
//! The roster is open: an [`Entrant`] is a name and a function making a
//! fresh bot from a seed, so any [`Bot`] can take part. Games run on
//! several threads, yet the report is the same for the same seed: each
//! game's seed comes from the tournament seed and the two names, and the
//! games are reported in a fixed order.
//!
//! ```
//! use taflbord::contest::tournament::{self, Config, Entrant};
//! use taflbord::bot::RandomBot;
//! use taflbord::Variant;
//!
//! let mut config = Config::new(Variant::built_in("fetlar").unwrap());
//! config.games = 2;
//! config.max_plies = 40;
//! let random = || Entrant::new("Random", |seed| Box::new(RandomBot::new(seed)));
//! let report = tournament::run(&config, &[random()], &[random()]);
//! let pairing = &report.pairings()[0];
//! assert_eq!(pairing.tally.games, 2);
//! assert!(report.markdown().contains("| Random | Random |"));
//! ```

use crate::bot::strategy::{self, terms};
use crate::bot::{Bot, Control, LEVELS, Level, Limits, SearchBot, choose_now};
use crate::engine::outcome::Outcome;
use crate::engine::position::{Move, Position};
use crate::engine::side::Side;
use crate::engine::splitmix::SplitMix64;
use crate::engine::variant::Variant;
use crate::notation::sheet_move::Perspective;
use crate::record::GameRecord;
use std::fmt::Write as _;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Makes a fresh bot from a seed for its random choices.
pub type BotFactory = Box<dyn Fn(u64) -> Box<dyn Bot> + Send + Sync>;

/// A player of the tournament: a name (unique on its side) and a factory.
pub struct Entrant {
    pub name: String,
    pub make: BotFactory,
}

impl Entrant {
    pub fn new(
        name: impl Into<String>,
        make: impl Fn(u64) -> Box<dyn Bot> + Send + Sync + 'static,
    ) -> Entrant {
        Entrant {
            name: name.into(),
            make: Box::new(make),
        }
    }

    /// An entrant whose bots think within `limits`, whatever limits the
    /// tournament gives the others.
    pub fn limited(
        name: impl Into<String>,
        limits: Limits,
        make: impl Fn(u64) -> Box<dyn Bot> + Send + Sync + 'static,
    ) -> Entrant {
        Entrant::new(name, move |seed| {
            Box::new(Limited {
                inner: make(seed),
                limits,
            }) as Box<dyn Bot>
        })
    }

    /// One of the paper's strategies (or Random).
    pub fn strategy(info: &strategy::StrategyInfo) -> Entrant {
        let make = info.make;
        Entrant::new(info.name, make)
    }
}

impl std::fmt::Debug for Entrant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Entrant").field("name", &self.name).finish()
    }
}

/// A bot kept to its own limits.
struct Limited {
    inner: Box<dyn Bot>,
    limits: Limits,
}

impl Bot for Limited {
    fn name(&self) -> String {
        self.inner.name()
    }

    fn choose(&mut self, pos: &Position, control: &mut Control) -> Option<Move> {
        let mut own = Control {
            limits: self.limits,
            stop: control.stop,
            report: &mut *control.report,
        };
        self.inner.choose(pos, &mut own)
    }
}

/// Name of Taflbord's own search bot in tournaments.
pub const SEARCH_NAME: &str = "Taflbord search";

/// How far the search bot looks in tournaments: four plies keep a
/// 20-game round robin to minutes.
pub const SEARCH_LIMITS: Limits = Limits::fixed_depth(4);

/// Taflbord's search bot at [`SEARCH_LIMITS`]. Its play does not depend on
/// the seed.
pub fn search_entrant() -> Entrant {
    Entrant::limited(SEARCH_NAME, SEARCH_LIMITS, |_| Box::new(SearchBot::new()))
}

/// The paper's roster for `side` (its strategies for that side, then
/// Random), followed by Taflbord's search bot.
pub fn roster(side: Side) -> Vec<Entrant> {
    let mut entrants: Vec<Entrant> = strategy::strategies()
        .iter()
        .filter(|s| s.plays(side))
        .map(Entrant::strategy)
        .collect();
    entrants.push(search_entrant());
    entrants
}

/// A strength level of the app's bots, thinking as the level does.
pub fn level_entrant(level: Level) -> Entrant {
    Entrant::limited(level.name, level.limits, move |seed| level.bot(seed))
}

/// The entrant for `side` with this name (letters and digits compared,
/// case ignored: `kings-guard` finds King's Guard, `search` the search bot,
/// `jarl` that level).
pub fn find_entrant(side: Side, name: &str) -> Option<Entrant> {
    let key = strategy::name_key(name);
    if key == "search" || key == strategy::name_key(SEARCH_NAME) {
        return Some(search_entrant());
    }
    if let Some(level) = LEVELS.iter().find(|l| strategy::name_key(l.id) == key) {
        return Some(level_entrant(*level));
    }
    strategy::find(name)
        .filter(|s| s.plays(side))
        .map(|s| Entrant::strategy(&s))
}

/// How the tournament is played.
#[derive(Clone, Debug)]
pub struct Config {
    pub variant: Arc<Variant>,
    /// Games per pairing.
    pub games: usize,
    /// A game still going after this many moves (plies) is unfinished.
    pub max_plies: usize,
    pub seed: u64,
    /// Threads to play on (at least one).
    pub threads: usize,
    /// Limits given to every bot (strategies ignore them).
    pub limits: Limits,
    /// The paper counts a game as tied when a fort "is successfully built
    /// and maintained for multiple rounds": here, when the king has stood
    /// in a fort ([`terms::king_in_fort`]) after this many defender moves
    /// in a row. `None` plays such games on.
    pub fort_tie_rounds: Option<usize>,
}

impl Config {
    /// The paper's settings: 10 games per pairing, 1000 moves at most,
    /// seed 0, a tie after 20 rounds in a fort, on every core.
    pub fn new(variant: Arc<Variant>) -> Config {
        Config {
            variant,
            games: 10,
            max_plies: 1000,
            seed: 0,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            limits: SEARCH_LIMITS,
            fort_tie_rounds: Some(20),
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    /// The rules ended it: a win, or a draw such as threefold repetition.
    Board(Outcome),
    /// The king stood in a fort for [`Config::fort_tie_rounds`] rounds.
    FortTie,
    /// The move cap came first.
    Unfinished,
    /// This side's bot gave no move, or an illegal one, while the game went
    /// on; it loses.
    Forfeit(Side),
}

impl Finish {
    pub fn winner(self) -> Option<Side> {
        match self {
            Finish::Board(o) => o.winner,
            Finish::Forfeit(side) => Some(side.other()),
            Finish::FortTie | Finish::Unfinished => None,
        }
    }

    /// A finished game without a winner.
    pub fn is_tie(self) -> bool {
        matches!(self, Finish::FortTie) || matches!(self, Finish::Board(o) if o.winner.is_none())
    }
}

impl std::fmt::Display for Finish {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Finish::Board(o) => write!(f, "{o}"),
            Finish::FortTie => f.write_str("tie: the king held a fort"),
            Finish::Unfinished => f.write_str("unfinished"),
            Finish::Forfeit(side) => write!(f, "{side} forfeit: no legal move given"),
        }
    }
}

/// One game of the tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// Index of the attackers' entrant in [`Report::attackers`].
    pub attacker: usize,
    /// Index of the defenders' entrant in [`Report::defenders`].
    pub defender: usize,
    /// Number of the game within its pairing, from 1.
    pub number: usize,
    pub seed: u64,
    pub moves: Vec<Move>,
    pub finish: Finish,
}

impl Game {
    pub fn plies(&self) -> usize {
        self.moves.len()
    }
}

/// Results counted from one player's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub games: usize,
    pub wins: usize,
    pub losses: usize,
    pub ties: usize,
    pub unfinished: usize,
    /// Plies of the won and lost games together.
    pub decided_plies: usize,
}

impl Tally {
    fn add(&mut self, game: &Game, side: Side) {
        self.games += 1;
        match game.finish.winner() {
            Some(w) => {
                if w == side {
                    self.wins += 1;
                } else {
                    self.losses += 1;
                }
                self.decided_plies += game.plies();
            }
            None if game.finish == Finish::Unfinished => self.unfinished += 1,
            None => self.ties += 1,
        }
    }

    /// Average length of the won and lost games, as the paper's "average
    /// turns (completed games)"; none when every game was tied or
    /// unfinished.
    pub fn average_plies(&self) -> Option<f64> {
        let decided = self.wins + self.losses;
        (decided > 0).then(|| self.decided_plies as f64 / decided as f64)
    }
}

/// One attacker against one defender; wins and losses are the attacker's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    pub attacker: String,
    pub defender: String,
    pub tally: Tally,
}

/// One entrant's results over all its games (a row of table 14).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// The name, with its side added when the name plays both sides.
    pub label: String,
    pub side: Side,
    pub tally: Tally,
}

/// Everything a tournament played.
#[derive(Clone, Debug)]
pub struct Report {
    pub variant: Arc<Variant>,
    pub games_per_pairing: usize,
    pub max_plies: usize,
    pub seed: u64,
    pub fort_tie_rounds: Option<usize>,
    pub attackers: Vec<String>,
    pub defenders: Vec<String>,
    /// Attacker by attacker, defender by defender, game by game.
    pub games: Vec<Game>,
}

/// Spreads the bits of a number (SplitMix64's first number for that seed).
fn mix(z: u64) -> u64 {
    SplitMix64::mix(z)
}

/// FNV-1a of a name: stable on every platform and version.
fn name_hash(name: &str) -> u64 {
    name.bytes().fold(0xCBF2_9CE4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3)
    })
}

/// The seed of game `number` between two entrants: the same whoever else
/// takes part.
pub fn game_seed(seed: u64, attacker: &str, defender: &str, number: usize) -> u64 {
    let mut h = mix(seed);
    for part in [name_hash(attacker), name_hash(defender), number as u64] {
        h = mix(h ^ part);
    }
    h
}

/// Plays one game between fresh bots made for `seed`.
pub fn play_game(
    config: &Config,
    attacker: &Entrant,
    defender: &Entrant,
    seed: u64,
) -> (Vec<Move>, Finish) {
    let mut bots = [
        (attacker.make)(mix(seed ^ 1)),
        (defender.make)(mix(seed ^ 2)),
    ];
    let mut pos = Position::new(Arc::clone(&config.variant));
    let mut moves = Vec::new();
    let mut in_fort = 0;
    loop {
        if let Some(outcome) = pos.outcome() {
            return (moves, Finish::Board(outcome));
        }
        if moves.len() >= config.max_plies {
            return (moves, Finish::Unfinished);
        }
        let side = pos.turn();
        let bot = &mut bots[usize::from(side == Side::Defenders)];
        let Some(mv) = choose_now(bot.as_mut(), &pos, config.limits).filter(|&m| pos.is_legal(m))
        else {
            return (moves, Finish::Forfeit(side));
        };
        pos.play_unchecked(mv);
        moves.push(mv);
        if side == Side::Defenders && pos.outcome().is_none() {
            in_fort = if terms::king_in_fort(&pos) {
                in_fort + 1
            } else {
                0
            };
            if config.fort_tie_rounds.is_some_and(|r| in_fort >= r) {
                return (moves, Finish::FortTie);
            }
        }
    }
}

/// Plays every attacker against every defender.
pub fn run(config: &Config, attackers: &[Entrant], defenders: &[Entrant]) -> Report {
    run_with_progress(config, attackers, defenders, &|_, _| {})
}

/// [`run`], calling `progress(done, total)` after each game (from the
/// playing threads).
pub fn run_with_progress(
    config: &Config,
    attackers: &[Entrant],
    defenders: &[Entrant],
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Report {
    let mut jobs = Vec::new();
    for a in 0..attackers.len() {
        for d in 0..defenders.len() {
            for number in 1..=config.games {
                jobs.push((a, d, number));
            }
        }
    }
    let results: Mutex<Vec<Option<Game>>> = Mutex::new(vec![None; jobs.len()]);
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let threads = config.threads.clamp(1, jobs.len().max(1));
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let j = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&(a, d, number)) = jobs.get(j) else {
                        break;
                    };
                    let (att, def) = (&attackers[a], &defenders[d]);
                    let seed = game_seed(config.seed, &att.name, &def.name, number);
                    let (moves, finish) = play_game(config, att, def, seed);
                    let game = Game {
                        attacker: a,
                        defender: d,
                        number,
                        seed,
                        moves,
                        finish,
                    };
                    results.lock().expect("no thread panics holding it")[j] = Some(game);
                    progress(done.fetch_add(1, Ordering::Relaxed) + 1, jobs.len());
                }
            });
        }
    });
    let games = results
        .into_inner()
        .expect("no thread panicked")
        .into_iter()
        .map(|g| g.expect("every job played"))
        .collect();
    Report {
        variant: Arc::clone(&config.variant),
        games_per_pairing: config.games,
        max_plies: config.max_plies,
        seed: config.seed,
        fort_tie_rounds: config.fort_tie_rounds,
        attackers: attackers.iter().map(|e| e.name.clone()).collect(),
        defenders: defenders.iter().map(|e| e.name.clone()).collect(),
        games,
    }
}

impl Report {
    /// Every pairing, attacker by attacker (tables 3-7 read down, 8-13
    /// across).
    pub fn pairings(&self) -> Vec<Pairing> {
        let mut out = Vec::new();
        for (a, attacker) in self.attackers.iter().enumerate() {
            for (d, defender) in self.defenders.iter().enumerate() {
                let mut tally = Tally::default();
                for g in self
                    .games
                    .iter()
                    .filter(|g| g.attacker == a && g.defender == d)
                {
                    tally.add(g, Side::Attackers);
                }
                out.push(Pairing {
                    attacker: attacker.clone(),
                    defender: defender.clone(),
                    tally,
                });
            }
        }
        out
    }

    /// Each entrant's results from its own side, attackers first (table 14).
    pub fn standings(&self) -> Vec<Standing> {
        let both = |name: &String| self.attackers.contains(name) && self.defenders.contains(name);
        let mut out = Vec::new();
        for (side, names) in [
            (Side::Attackers, &self.attackers),
            (Side::Defenders, &self.defenders),
        ] {
            for (k, name) in names.iter().enumerate() {
                let mut tally = Tally::default();
                let mine = |g: &&Game| match side {
                    Side::Attackers => g.attacker == k,
                    Side::Defenders => g.defender == k,
                };
                for g in self.games.iter().filter(mine) {
                    tally.add(g, side);
                }
                let label = if both(name) {
                    let role = if side == Side::Attackers {
                        "attacker"
                    } else {
                        "defender"
                    };
                    format!("{name} ({role})")
                } else {
                    name.clone()
                };
                out.push(Standing { label, side, tally });
            }
        }
        out
    }

    /// Games a bot forfeited (a bug in that bot).
    pub fn forfeits(&self) -> usize {
        self.games
            .iter()
            .filter(|g| matches!(g.finish, Finish::Forfeit(_)))
            .count()
    }

    fn heading(&self) -> String {
        let fort = match self.fort_tie_rounds {
            Some(r) => format!(", tie after {r} rounds in a fort"),
            None => String::new(),
        };
        format!(
            "{} ({}): {} games per pairing, at most {} plies{fort}, seed {}",
            self.variant.name(),
            self.variant.id(),
            self.games_per_pairing,
            self.max_plies,
            self.seed
        )
    }

    /// Aligned plain-text tables: the pairings, then the standings.
    pub fn text(&self) -> String {
        let (pair_rows, stand_rows) = (self.pairing_rows(), self.standing_rows());
        let mut out = self.heading();
        out.push_str("\nWins and losses are the attackers' in pairings, each strategy's own in the summary;\naverage plies count won and lost games only.\n\n");
        out.push_str(&aligned(&PAIRING_HEADER, &pair_rows));
        out.push('\n');
        out.push_str(&aligned(&STANDING_HEADER, &stand_rows));
        out
    }

    /// CSV: the pairings table, an empty line, then the standings table.
    pub fn csv(&self) -> String {
        let table = |header: &[&str], rows: &[Vec<String>]| {
            let mut t = header
                .iter()
                .map(|h| h.to_lowercase().replace(' ', "_"))
                .collect::<Vec<_>>()
                .join(",");
            t.push('\n');
            for r in rows {
                let cells: Vec<String> = r.iter().map(|c| csv_cell(c)).collect();
                t.push_str(&cells.join(","));
                t.push('\n');
            }
            t
        };
        format!(
            "{}\n{}",
            table(&PAIRING_HEADER, &self.pairing_rows()),
            table(&STANDING_HEADER, &self.standing_rows())
        )
    }

    /// Markdown: a heading line and the two tables.
    pub fn markdown(&self) -> String {
        let table = |header: &[&str], rows: &[Vec<String>], left: usize| {
            let mut t = format!("| {} |\n|", header.join(" | "));
            for k in 0..header.len() {
                t.push_str(if k < left { "---|" } else { "---:|" });
            }
            t.push('\n');
            for r in rows {
                let _ = writeln!(t, "| {} |", r.join(" | "));
            }
            t
        };
        format!(
            "{}\n\nPairings (wins and losses are the attackers'):\n\n{}\nSummary (each strategy's own wins and losses):\n\n{}",
            self.heading(),
            table(&PAIRING_HEADER, &self.pairing_rows(), 2),
            table(&STANDING_HEADER, &self.standing_rows(), 2)
        )
    }

    fn pairing_rows(&self) -> Vec<Vec<String>> {
        self.pairings()
            .into_iter()
            .map(|p| {
                let mut row = vec![p.attacker, p.defender];
                row.extend(tally_cells(&p.tally));
                row
            })
            .collect()
    }

    fn standing_rows(&self) -> Vec<Vec<String>> {
        self.standings()
            .into_iter()
            .map(|s| {
                let side = if s.side == Side::Attackers {
                    "attackers"
                } else {
                    "defenders"
                };
                let mut row = vec![s.label, side.to_string()];
                row.extend(tally_cells(&s.tally));
                row
            })
            .collect()
    }

    /// A game as a record, with the players' names and how it ended.
    pub fn record(&self, game: &Game) -> GameRecord {
        let mut record = GameRecord::new(Arc::clone(&self.variant));
        for &mv in &game.moves {
            record
                .play(mv)
                .expect("the tournament only plays legal moves");
        }
        let meta = &mut record.meta;
        meta.attackers = self.attackers[game.attacker].clone();
        meta.defenders = self.defenders[game.defender].clone();
        meta.event = format!(
            "Taflbord tournament, seed {}, game {} of {}",
            self.seed, game.number, self.games_per_pairing
        );
        meta.comment = match game.finish {
            Finish::Board(_) => String::new(),
            Finish::FortTie => format!(
                "Tie: the king stood in a fort for {} rounds.",
                self.fort_tie_rounds.unwrap_or_default()
            ),
            Finish::Unfinished => format!("Unfinished after {} plies.", self.max_plies),
            Finish::Forfeit(side) => format!("The {side}' bot gave no legal move; they lose."),
        };
        record
    }

    /// Every game as a record sheet (`.tafl`, from the attackers' side),
    /// with the file name it is saved under.
    pub fn sheets(&self) -> impl Iterator<Item = (String, String)> + '_ {
        self.games.iter().map(|game| {
            let name = format!(
                "{}-vs-{}-{:03}.tafl",
                slug(&self.attackers[game.attacker]),
                slug(&self.defenders[game.defender]),
                game.number
            );
            let text = crate::record::sheet::write(&self.record(game), Perspective::Attackers);
            (name, text)
        })
    }
}

const PAIRING_HEADER: [&str; 8] = [
    "Attackers",
    "Defenders",
    "Games",
    "Wins",
    "Losses",
    "Ties",
    "Unfinished",
    "Average plies",
];

const STANDING_HEADER: [&str; 8] = [
    "Strategy",
    "Side",
    "Games",
    "Wins",
    "Losses",
    "Ties",
    "Unfinished",
    "Average plies",
];

fn tally_cells(t: &Tally) -> Vec<String> {
    vec![
        t.games.to_string(),
        t.wins.to_string(),
        t.losses.to_string(),
        t.ties.to_string(),
        t.unfinished.to_string(),
        t.average_plies()
            .map_or_else(|| "-".to_string(), |a| format!("{a:.1}")),
    ]
}

/// Columns padded to their widest cell; the first two left-aligned.
fn aligned(header: &[&str], rows: &[Vec<String>]) -> String {
    let mut widths: Vec<usize> = header.iter().map(|h| h.chars().count()).collect();
    for r in rows {
        for (w, c) in widths.iter_mut().zip(r) {
            *w = (*w).max(c.chars().count());
        }
    }
    let line = |cells: Vec<&str>| {
        let mut l = String::new();
        for (k, (c, w)) in cells.iter().zip(&widths).enumerate() {
            let pad = w - c.chars().count();
            if k > 0 {
                l.push_str("  ");
            }
            if k < 2 {
                l.push_str(c);
                l.push_str(&" ".repeat(pad));
            } else {
                l.push_str(&" ".repeat(pad));
                l.push_str(c);
            }
        }
        l.trim_end().to_string() + "\n"
    };
    let mut out = line(header.to_vec());
    for r in rows {
        out.push_str(&line(r.iter().map(String::as_str).collect()));
    }
    out
}

fn csv_cell(cell: &str) -> String {
    if cell.contains([',', '"', '\n']) {
        format!("\"{}\"", cell.replace('"', "\"\""))
    } else {
        cell.to_string()
    }
}

/// A name as a file-name part: lower-case letters and digits, other runs
/// as one `-`.
fn slug(name: &str) -> String {
    let mut s = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            s.push(c.to_ascii_lowercase());
        } else if c != '\'' && !s.ends_with('-') && !s.is_empty() {
            s.push('-');
        }
    }
    s.trim_end_matches('-').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_and_csv_cells() {
        assert_eq!(slug("King's Guard"), "kings-guard");
        assert_eq!(slug("Foot-in-the-Door"), "foot-in-the-door");
        assert_eq!(slug("Random (attacker)"), "random-attacker");
        assert_eq!(csv_cell("a,b"), "\"a,b\"");
        assert_eq!(csv_cell("plain"), "plain");
    }

    #[test]
    fn game_seeds_depend_on_names_not_positions() {
        let a = game_seed(1, "Aggressive", "Defensive", 1);
        assert_eq!(a, game_seed(1, "Aggressive", "Defensive", 1));
        assert_ne!(a, game_seed(1, "Defensive", "Aggressive", 1));
        assert_ne!(a, game_seed(1, "Aggressive", "Defensive", 2));
        assert_ne!(a, game_seed(2, "Aggressive", "Defensive", 1));
    }

    #[test]
    fn tallies_count_from_each_side() {
        let game = |finish, plies| Game {
            attacker: 0,
            defender: 0,
            number: 1,
            seed: 0,
            moves: vec![Move::new(crate::Square::new(0, 1), crate::Square::new(0, 2)); plies],
            finish,
        };
        let win = Finish::Forfeit(Side::Defenders);
        let mut t = Tally::default();
        t.add(&game(win, 10), Side::Attackers);
        t.add(&game(Finish::Unfinished, 1000), Side::Attackers);
        t.add(&game(Finish::FortTie, 50), Side::Attackers);
        t.add(&game(Finish::Forfeit(Side::Attackers), 20), Side::Attackers);
        assert_eq!(
            (t.games, t.wins, t.losses, t.ties, t.unfinished),
            (4, 1, 1, 1, 1)
        );
        assert_eq!(t.average_plies(), Some(15.0));
        assert_eq!(Tally::default().average_plies(), None);
    }
}
