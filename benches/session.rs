//! What the window waits for around a bot: asking for a move (the session
//! makes the request, with the seat's bot kept between moves, and the
//! search thread starts; the search itself runs elsewhere and is not
//! timed), and a search ending after "Move now".

use criterion::{Criterion, criterion_group, criterion_main};
use std::sync::Arc;
use taflbord::bot::Limits;
use taflbord::bot::worker::Search;
use taflbord::i18n::locale::Locale;
use taflbord::session::{Player, Session};
use taflbord::{Variant, built_ins};

fn bot_request(c: &mut Criterion) {
    let copenhagen = Variant::built_in("copenhagen").unwrap();
    let locale = Arc::new(Locale::new("en"));
    let players = [Player::Bot(4), Player::Bot(4)];
    let mut session = Session::new(built_ins().to_vec(), copenhagen, players, None, locale);
    c.bench_function("bot request on the window thread", |b| {
        b.iter_custom(|iterations| {
            let mut spent = std::time::Duration::ZERO;
            for _ in 0..iterations {
                let started = std::time::Instant::now();
                session.bot_turn();
                let request = session.take_effects().think.expect("a bot's turn");
                let id = request.id;
                let search = Search::start_with(
                    id,
                    request.bot,
                    &request.position,
                    Limits::depth(1),
                    |_| {},
                );
                spent += started.elapsed();
                // Not timed: the search ends and the bot goes back to its
                // seat, as when its answer arrives (the move is not played).
                let bot = search.join();
                session.bot_finished(id, None, bot);
            }
            spent
        });
    });
}

/// From "Move now" (the stop flag) to the search's answer, in the middle
/// of a long search from the Copenhagen opening.
fn stop_latency(c: &mut Criterion) {
    let copenhagen = taflbord::Position::new(Variant::built_in("copenhagen").unwrap());
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    group.bench_function("stop latency", |b| {
        b.iter_custom(|iterations| {
            let mut spent = std::time::Duration::ZERO;
            for _ in 0..iterations {
                let (tx, rx) = std::sync::mpsc::channel();
                let bot = Box::new(taflbord::bot::SearchBot::new());
                let limits = Limits::time(std::time::Duration::from_secs(60));
                let search = Search::start(1, bot, &copenhagen, limits, tx);
                std::thread::sleep(std::time::Duration::from_millis(30));
                let asked = std::time::Instant::now();
                search.stop();
                let finished = rx
                    .iter()
                    .any(|e| matches!(e, taflbord::bot::worker::Event::Finished { .. }));
                spent += asked.elapsed();
                assert!(finished);
            }
            spent
        });
    });
    group.finish();
}

criterion_group!(benches, bot_request, stop_latency);
criterion_main!(benches);
