//! What the window's thread does when a bot must move: the session makes
//! the request (the seat's bot, kept between moves) and the search thread
//! starts. The search itself runs elsewhere and is not timed.

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

criterion_group!(benches, bot_request);
criterion_main!(benches);
