//! `taflbord timed`: each bot level plays itself on a real clock, as in
//! the app (the session runs the clocks, each search on its own thread),
//! to show that no level loses on time and by what margin.

use super::Failure;
use std::io::Write;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::mpsc;
use std::time::Duration;
use taflbord::Variant;
use taflbord::bot::LEVELS;
use taflbord::bot::worker::{Event, Search};
use taflbord::clock::TimeControl;
use taflbord::i18n::locale::Locale;
use taflbord::session::{Player, Session};

/// How one game went for the clocks.
struct Game {
    plies: usize,
    /// The least either side had left after a move.
    margin: Duration,
    /// Thinking time a move, on average.
    per_move: Duration,
    lost_on_time: bool,
}

/// Plays `level` against itself on `control` until the game ends or has
/// `plies` moves.
fn play(variant: &Arc<Variant>, level: usize, control: TimeControl, plies: usize) -> Game {
    let players = [Player::Bot(level); 2];
    let locale = Arc::new(Locale::new("en"));
    let mut s = Session::new(
        vec![variant.clone()],
        variant.clone(),
        players,
        None,
        locale,
    );
    s.set_time_control(control);
    s.start_game(variant.clone(), players);
    let base = control.base().unwrap_or_default();
    let mut margin = base;
    while s.record().ply() < plies && !s.game_over() {
        let Some(request) = s.take_effects().think else {
            break;
        };
        let (tx, rx) = mpsc::channel();
        let search = Search::start(
            request.id,
            request.bot,
            &request.position,
            request.limits,
            tx,
        );
        // The window ticks while a bot thinks; so does this, to see a flag fall.
        let mv = loop {
            match rx.recv_timeout(Duration::from_millis(10)) {
                Ok(Event::Finished { mv, .. }) => break mv,
                Ok(Event::Progress { .. }) => {}
                Err(mpsc::RecvTimeoutError::Timeout) => s.tick(),
                Err(mpsc::RecvTimeoutError::Disconnected) => break None,
            }
        };
        let bot = search.join();
        s.bot_finished(request.id, mv, bot);
        if let Some(face) = s.clock_face() {
            margin = margin.min(face.left[0]).min(face.left[1]);
        }
    }
    let plies = s.record().ply();
    let left = s.clock_face().map_or([base; 2], |f| f.left);
    let used = (base * 2).saturating_sub(left[0] + left[1]);
    Game {
        plies,
        margin,
        per_move: used / u32::try_from(plies.max(1)).unwrap_or(u32::MAX),
        lost_on_time: s.lost_on_time(),
    }
}

fn ms(d: Duration) -> String {
    format!("{:.0} ms", d.as_secs_f64() * 1000.0)
}

pub fn run(
    out: &mut impl Write,
    variant: Arc<Variant>,
    clock: &str,
    plies: usize,
    games: usize,
    levels: &[String],
) -> Result<ExitCode, Failure> {
    let control = TimeControl::parse(clock).map_err(|e| Failure::Message(e.to_string()))?;
    if control.base().is_none() {
        return Err(Failure::Message(
            "--clock: give a time control, not `none`".into(),
        ));
    }
    let chosen: Vec<usize> = if levels.is_empty() {
        (0..LEVELS.len()).collect()
    } else {
        levels
            .iter()
            .map(|id| {
                LEVELS
                    .iter()
                    .position(|l| l.id == id.trim())
                    .ok_or_else(|| {
                        let known: Vec<&str> = LEVELS.iter().map(|l| l.id).collect();
                        Failure::Message(format!(
                            "--levels: no level `{id}`; the levels are {}",
                            known.join(", ")
                        ))
                    })
            })
            .collect::<Result<_, _>>()?
    };
    writeln!(
        out,
        "{} on {control}, games of up to {plies} plies, {games} per level; margin = the least time either side had left after a move",
        variant.id()
    )?;
    writeln!(
        out,
        "level      games  plies(median)  lost on time  margin median [min, max]      thinking a move (median)"
    )?;
    let mut any_lost = false;
    for level in chosen {
        let mut played: Vec<Game> = (0..games.max(1))
            .map(|_| play(&variant, level, control, plies))
            .collect();
        let lost = played.iter().filter(|g| g.lost_on_time).count();
        any_lost |= lost > 0;
        played.sort_by_key(|g| g.margin);
        let (min, max) = (played[0].margin, played[played.len() - 1].margin);
        let median = played[played.len() / 2].margin;
        let mut per_move: Vec<Duration> = played.iter().map(|g| g.per_move).collect();
        per_move.sort();
        let mut lengths: Vec<usize> = played.iter().map(|g| g.plies).collect();
        lengths.sort_unstable();
        writeln!(
            out,
            "{:<10} {:>5}  {:>13}  {:>12}  {:>9} [{}, {}]  {:>10}",
            LEVELS[level].id,
            played.len(),
            lengths[lengths.len() / 2],
            lost,
            ms(median),
            ms(min),
            ms(max),
            ms(per_move[per_move.len() / 2]),
        )?;
    }
    Ok(if any_lost {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}
