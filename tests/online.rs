//! Online play against the community's real server (6.4.1), started by
//! each test on a fresh data folder (see `tests/common/server.rs`): two
//! Taflbord clients log in, seek, join and play; the games they save must
//! read back with `taflbord check` and carry the server's result.

mod common;

use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

use common::online::Player;
use common::server::{self, ADDRESS};
use taflbord::bot::{Level, Limits, choose_now};
use taflbord::clock::TimeControl;
use taflbord::online::{Account, GameId, Happening, LoginRefusal, Seek};
use taflbord::record::{GameResult, ResultReason};
use taflbord::{Reason, Side};

/// Ada seeks with `control` as the attackers, Bjorn joins, Ada takes him.
fn begin(control: TimeControl) -> (Player, Player, GameId) {
    let mut ada = Player::log_in(ADDRESS, "ada", true);
    let mut bjorn = Player::log_in(ADDRESS, "bjorn", true);
    ada.client.seek(Seek {
        side: Side::Attackers,
        rated: true,
        size: 11,
        control,
    });
    let Happening::SeekOpen(id) = ada.wait_for("the seek", |h| matches!(h, Happening::SeekOpen(_)))
    else {
        unreachable!()
    };
    bjorn.wait_for("the seek in the lobby", |_| true);
    while bjorn.client.lobby.seeks().all(|g| g.id != id) {
        bjorn.wait_for("the seek in the lobby", |h| *h == Happening::LobbyChanged);
    }
    bjorn.client.join(id);
    bjorn.flush();
    let challenge = ada.wait_for("a challenge", |h| matches!(h, Happening::Challenge { .. }));
    assert_eq!(
        challenge,
        Happening::Challenge {
            game: id,
            who: "bjorn".into()
        }
    );
    ada.client.accept(id);
    ada.flush();
    for p in [&mut ada, &mut bjorn] {
        p.wait_for("the game", |h| *h == Happening::GameBegan(id));
    }
    assert_eq!(ada.client.games[&id].me, Some(Side::Attackers));
    assert_eq!(bjorn.client.games[&id].me, Some(Side::Defenders));
    (ada, bjorn, id)
}

fn fifteen_ten() -> TimeControl {
    TimeControl::parse("15+10").unwrap()
}

/// Both players wait for the end; each one's result is returned.
fn ended(players: [&mut Player; 2], id: GameId) -> [GameResult; 2] {
    players.map(|p| {
        match p.wait_for(
            "the end",
            |h| matches!(h, Happening::GameEnded { game, .. } if *game == id),
        ) {
            Happening::GameEnded { result, .. } => result,
            _ => unreachable!(),
        }
    })
}

/// Saves a player's record and reads it back with `taflbord check`.
fn saved_and_checked(p: &Player, id: GameId, expected: &str) -> String {
    let sheet = p.client.games[&id].sheet();
    let dir = std::env::temp_dir().join(format!("taflbord-online-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file: PathBuf = dir.join(format!("{}-{id}.tafl", p.client.user));
    std::fs::write(&file, &sheet).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_taflbord"))
        .arg("check")
        .arg(&file)
        .output()
        .unwrap();
    let said =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "check refused {}:\n{said}\n{sheet}",
        file.display()
    );
    assert!(sheet.contains(&format!("Result: {expected}")), "{sheet}");
    assert!(sheet.contains("The server's verdict"), "{sheet}");
    assert!(sheet.contains("Ratings at the start: ada "), "{sheet}");
    let _ = std::fs::remove_file(&file);
    sheet
}

#[test]
fn two_clients_play_a_whole_game_to_its_end_on_the_board() {
    let Some(_server) = server::start() else {
        return;
    };
    let (mut ada, mut bjorn, id) = begin(fifteen_ten());
    // The attackers shuffle without aim; the defenders search: the king
    // gets out long before the server's 140 plies.
    let mut defender = Level::by_id("king").unwrap().bot(7);
    for ply in 0..140 {
        let (mover, other) = if ply % 2 == 0 {
            (&mut ada, &mut bjorn)
        } else {
            (&mut bjorn, &mut ada)
        };
        mover.wait_for_move(id);
        let pos = mover.client.games[&id].position().clone();
        let mv = if ply % 2 == 0 {
            let moves = pos.legal_moves();
            moves[(ply * 7) % moves.len()]
        } else {
            choose_now(defender.as_mut(), &pos, Limits::depth(3)).unwrap()
        };
        mover.client.play(id, mv).unwrap();
        mover.flush();
        other.wait_for("the move", |h| *h == Happening::Moved(id));
        if other.client.games[&id].position().outcome().is_some() {
            break;
        }
    }
    let [a, b] = ended([&mut ada, &mut bjorn], id);
    assert_eq!(a, b);
    assert!(
        matches!(
            a.reason,
            ResultReason::Board(Reason::CornerEscape | Reason::KingCaptured | Reason::ExitFort)
        ),
        "{a}"
    );
    // The clocks of each move are on the sheet.
    for p in [&ada, &bjorn] {
        let sheet = saved_and_checked(p, id, &a.to_string());
        assert!(sheet.contains("TimeControl: 15+10"), "{sheet}");
    }
}

#[test]
fn a_resignation_an_agreed_draw_and_a_fallen_flag_end_the_game_for_both() {
    let Some(_server) = server::start() else {
        return;
    };
    // Resignation: the defenders resign on their turn.
    let (mut ada, mut bjorn, id) = begin(fifteen_ten());
    first_move(&mut ada, &mut bjorn, id);
    bjorn.client.resign(id).unwrap();
    bjorn.flush();
    let [a, b] = ended([&mut ada, &mut bjorn], id);
    let won = GameResult {
        winner: Some(Side::Attackers),
        reason: ResultReason::Resignation,
    };
    assert_eq!((a, b), (won, won));
    let sheet = saved_and_checked(&bjorn, id, "attackers (resignation)");
    assert!(
        sheet.contains("Ratings at the start: ada 1500 ± 350, bjorn 1500 ± 350"),
        "{sheet}"
    );
    // The server's new ratings reach the sheet after the end.
    ada.wait_for("the new ratings", |h| *h == Happening::LobbyChanged);
    ada.pump(Duration::from_millis(300));
    let sheet = saved_and_checked(&ada, id, "attackers (resignation)");
    assert!(sheet.contains("Ratings after the game: ada 1"), "{sheet}");
    drop((ada, bjorn));

    // A draw offered by the defenders and accepted.
    let mut ada = Player::log_in(ADDRESS, "ada", false);
    let mut bjorn = Player::log_in(ADDRESS, "bjorn", false);
    let id = rematch(&mut ada, &mut bjorn, fifteen_ten());
    first_move(&mut ada, &mut bjorn, id);
    bjorn.client.offer_draw(id).unwrap();
    bjorn.flush();
    let offer = ada.wait_for("the offer", |h| matches!(h, Happening::DrawOffered { .. }));
    assert_eq!(
        offer,
        Happening::DrawOffered {
            game: id,
            by: Side::Defenders
        }
    );
    ada.client.answer_draw(id, true);
    ada.flush();
    let [a, b] = ended([&mut ada, &mut bjorn], id);
    let drawn = GameResult {
        winner: None,
        reason: ResultReason::Agreement,
    };
    assert_eq!((a, b), (drawn, drawn));
    saved_and_checked(&ada, id, "draw (agreement)");
    saved_and_checked(&bjorn, id, "draw (agreement)");

    // A three-second clock: the defenders never move.
    let id = rematch(&mut ada, &mut bjorn, TimeControl::parse("3s").unwrap());
    ada.wait_for_move(id);
    let mv = ada.client.games[&id].position().legal_moves()[0];
    ada.client.play(id, mv).unwrap();
    ada.flush();
    let [a, b] = ended([&mut ada, &mut bjorn], id);
    let flagged = GameResult {
        winner: Some(Side::Attackers),
        reason: ResultReason::Time,
    };
    assert_eq!((a, b), (flagged, flagged));
    saved_and_checked(&ada, id, "attackers (time)");
    saved_and_checked(&bjorn, id, "attackers (time)");
}

/// Ada (the attackers) plays her first legal move; Bjorn gets his turn.
fn first_move(ada: &mut Player, bjorn: &mut Player, id: GameId) {
    ada.wait_for_move(id);
    let mv = ada.client.games[&id].position().legal_moves()[0];
    ada.client.play(id, mv).unwrap();
    ada.flush();
    bjorn.wait_for_move(id);
}

/// Another game between two players logged in already.
fn rematch(ada: &mut Player, bjorn: &mut Player, control: TimeControl) -> GameId {
    ada.forget();
    bjorn.forget();
    ada.client.seek(Seek {
        side: Side::Attackers,
        rated: false,
        size: 11,
        control,
    });
    let Happening::SeekOpen(id) = ada.wait_for("the seek", |h| matches!(h, Happening::SeekOpen(_)))
    else {
        unreachable!()
    };
    bjorn.client.join(id);
    bjorn.flush();
    ada.wait_for("a challenge", |h| matches!(h, Happening::Challenge { .. }));
    ada.client.accept(id);
    ada.flush();
    for p in [ada, bjorn] {
        p.wait_for("the game", |h| *h == Happening::GameBegan(id));
    }
    id
}

#[test]
fn a_lost_connection_comes_back_and_the_game_goes_on() {
    let Some(_server) = server::start() else {
        return;
    };
    let (mut ada, mut bjorn, id) = begin(fifteen_ten());
    first_move(&mut ada, &mut bjorn, id);
    bjorn.forget();
    bjorn.conn.break_off();
    // Back by itself: logged in again, the game taken up from the server.
    bjorn.wait_for("logged in again", |h| *h == Happening::LoggedIn);
    bjorn.wait_for("the game again", |h| *h == Happening::GameBegan(id));
    bjorn.wait_for_move(id);
    assert_eq!(bjorn.client.games[&id].record.ply(), 1);
    assert!(
        bjorn.log.iter().any(|l| l.contains("Lost")),
        "{:?}",
        bjorn.log
    );
    let mv = bjorn.client.games[&id].position().legal_moves()[0];
    bjorn.client.play(id, mv).unwrap();
    bjorn.flush();
    ada.wait_for("bjorn's move after his reconnect", |h| {
        *h == Happening::Moved(id)
    });
    assert_eq!(ada.client.games[&id].record.ply(), 2);
    // The sheet still names the event and the ratings of the start.
    let sheet = bjorn.client.games[&id].sheet();
    assert!(sheet.contains("Ratings at the start"), "{sheet}");
}

#[test]
fn a_wrong_version_and_a_wrong_password_say_so() {
    let Some(_server) = server::start() else {
        return;
    };
    let mut old = Account::new(ADDRESS, "cara", "secret1", true);
    old.version = "00000000".into();
    let mut p = Player::connect(old);
    let refusal = p.wait_for("a refusal", |h| matches!(h, Happening::LoginRefused(_)));
    assert_eq!(refusal, Happening::LoginRefused(LoginRefusal::WrongVersion));
    assert!(
        LoginRefusal::WrongVersion
            .to_string()
            .contains("the server needs a newer Taflbord")
    );
    drop(p);

    drop(Player::log_in(ADDRESS, "dag", true));
    let (mut p, refusal) =
        Player::connect_when_free(Account::new(ADDRESS, "dag", "not-his", false));
    assert_eq!(
        refusal,
        Happening::LoginRefused(LoginRefusal::WrongPassword)
    );
    assert_eq!(
        LoginRefusal::WrongPassword.to_string(),
        "the password is wrong"
    );
    // A refused login is not tried again and again.
    p.pump(Duration::from_millis(1500));
    assert!(p.log.iter().any(|l| l.contains("Closed")), "{:?}", p.log);
    assert!(!p.log.iter().any(|l| l.contains("Lost")), "{:?}", p.log);
}

#[test]
fn the_online_bot_plays_three_games_and_leaves_on_sigterm() {
    let Some(_server) = server::start() else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("taflbord-online-bot-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let password = dir.join("password");
    std::fs::write(&password, "secret2\n").unwrap();
    let games = dir.join("games");
    let log = dir.join("log");
    let mut bot = Command::new(env!("CARGO_BIN_EXE_taflbord"))
        .args([
            "online-bot",
            "--server",
            ADDRESS,
            "--user",
            "ai-thrall",
            "--create",
        ])
        .args(["--level", "thrall", "--seek", "unrated,11,none,attacker"])
        .arg("--password-file")
        .arg(&password)
        .arg("--games")
        .arg(&games)
        .stdout(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    let mut eir = Player::log_in(ADDRESS, "eir", true);
    let mut defender = Level::by_id("king").unwrap().bot(3);
    for _ in 0..3 {
        // The bot's seek, open again after each game.
        let id = loop {
            let open = eir
                .client
                .lobby
                .seeks()
                .find(|g| g.seeker() == Some("ai-thrall"))
                .map(|g| g.id);
            if let Some(id) = open {
                break id;
            }
            eir.wait_for("the bot's seek", |h| *h == Happening::LobbyChanged);
        };
        eir.client.join(id);
        eir.flush();
        eir.wait_for("the game", |h| *h == Happening::GameBegan(id));
        loop {
            let h = eir.wait_for("its turn or the end", |h| {
                matches!(h, Happening::MoveWanted(g) | Happening::GameEnded { game: g, .. } if *g == id)
            });
            if matches!(h, Happening::GameEnded { .. }) {
                break;
            }
            let pos = eir.client.games[&id].position().clone();
            let mv = choose_now(defender.as_mut(), &pos, Limits::depth(2)).unwrap();
            eir.client.play(id, mv).unwrap();
            eir.flush();
        }
    }
    // SIGTERM: the bot leaves, and says so.
    let killed = Command::new("kill")
        .args(["-TERM", &bot.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    let status = loop {
        if let Some(status) = bot.try_wait().unwrap() {
            break status;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the bot did not stop on SIGTERM"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    let said = std::fs::read_to_string(&log).unwrap();
    assert!(status.success(), "{status}: {said}");
    assert!(said.contains("stopping: 3 games played"), "{said}");
    let mut sheets: Vec<PathBuf> = std::fs::read_dir(&games)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    sheets.sort();
    assert_eq!(sheets.len(), 3, "{said}");
    for sheet in &sheets {
        let out = Command::new(env!("CARGO_BIN_EXE_taflbord"))
            .arg("check")
            .arg(sheet)
            .output()
            .unwrap();
        let text = std::fs::read_to_string(sheet).unwrap();
        assert!(
            out.status.success(),
            "{}: {}",
            sheet.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            text.contains("Attackers: ai-thrall") && text.contains("Result: "),
            "{text}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_watcher_follows_a_game_and_its_chat_and_seven_by_seven_starts_with_the_defenders() {
    let Some(_server) = server::start() else {
        return;
    };
    let (mut ada, mut bjorn, id) = begin(fifteen_ten());
    first_move(&mut ada, &mut bjorn, id);
    // Cara watches: the game so far, then its moves and chat.
    let mut cara = Player::log_in(ADDRESS, "cara", true);
    cara.client.watch(id);
    cara.flush();
    cara.wait_for("the game so far", |h| *h == Happening::GameBegan(id));
    assert_eq!(cara.client.games[&id].me, None);
    assert_eq!(cara.client.games[&id].record.ply(), 1);
    let reply = bjorn.client.games[&id].position().legal_moves()[0];
    bjorn.client.play(id, reply).unwrap();
    bjorn.client.say(Some(id), "good luck\u{7}!");
    bjorn.flush();
    cara.wait_for("bjorn's move", |h| *h == Happening::Moved(id));
    assert_eq!(cara.client.games[&id].record.ply(), 2);
    let said = ada.wait_for("bjorn's words", |h| matches!(h, Happening::Chat(_)));
    let Happening::Chat(chat) = said else {
        unreachable!()
    };
    assert_eq!(
        (chat.from.as_str(), chat.text.as_str()),
        ("bjorn", "good luck !")
    );

    // On 7×7 the defenders move first, from Brandubh's start.
    let id7 = {
        ada.forget();
        bjorn.forget();
        ada.client.seek(Seek {
            side: Side::Attackers,
            rated: false,
            size: 7,
            control: TimeControl::Untimed,
        });
        ada.flush();
        let Happening::SeekOpen(id7) =
            ada.wait_for("the seek", |h| matches!(h, Happening::SeekOpen(_)))
        else {
            unreachable!()
        };
        bjorn.client.join(id7);
        bjorn.flush();
        ada.wait_for("a challenge", |h| matches!(h, Happening::Challenge { .. }));
        ada.client.accept(id7);
        ada.flush();
        id7
    };
    bjorn.wait_for("bjorn's first move on 7×7", |h| {
        *h == Happening::MoveWanted(id7)
    });
    let pos = bjorn.client.games[&id7].position().clone();
    assert_eq!(pos.turn(), Side::Defenders);
    let mv = pos.legal_moves()[0];
    bjorn.client.play(id7, mv).unwrap();
    bjorn.flush();
    ada.wait_for("the move on 7×7", |h| *h == Happening::Moved(id7));
    ada.wait_for_move(id7);
}
