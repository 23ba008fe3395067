//! A matchup's flow: its games one after another, sides as its rounds ask,
//! each result counted once and the score saved.

use super::{Notice, Player, Session};
use crate::Side;
use crate::contest::matchup::{Matchup, MatchupPlay, Seat};
use crate::i18n::locale::arg;
use crate::store::write::Write;
use std::path::PathBuf;
use std::time::SystemTime;

impl Session {
    /// Starts a matchup between `challenger` and `opponent` on the variant
    /// `variant_id`, and its first game.
    pub fn start_matchup(&mut self, variant_id: &str, challenger: Player, opponent: Player) {
        let folder = self.files.store.as_ref().map_or_else(
            || std::env::temp_dir().join("taflbord-matchup"),
            |s| s.new_matchup_folder(SystemTime::now()),
        );
        // The challenger sits where the form's attackers do, the opponent
        // where its defenders do: each person keeps the name given there.
        let [c, o] = self.seats.chosen.clone();
        let name = |player: Player, name: String| match player {
            Player::Person => name,
            _ => String::new(),
        };
        self.matchup = Some(MatchupPlay {
            variant: variant_id.to_string(),
            challenger: challenger.setting(),
            opponent: opponent.setting(),
            folder,
            matchup: Matchup::new(),
            names: [name(challenger, c), name(opponent, o)],
        });
        self.next_matchup_game();
    }

    /// Starts the matchup's next game, sides as its round asks.
    pub fn next_matchup_game(&mut self) {
        let Some(play) = &self.matchup else {
            return;
        };
        let (Some(next), Some(players), Some(names)) =
            (play.matchup.next_game(), play.players(), play.names())
        else {
            return;
        };
        let Some(variant) = self
            .variants
            .iter()
            .find(|v| v.id() == play.variant)
            .cloned()
        else {
            self.say(Notice::MatchupVariantGone(play.variant.clone()));
            return;
        };
        let path: Option<PathBuf> = play.game_path();
        let players = players.map(|p| Player::from_setting(&p));
        self.new_game(variant, players, names);
        let tr = &self.locale;
        // Each side's player by name (a person's, or the bot's level).
        let seat = |seat: Seat, label: String| {
            let id = match seat {
                Seat::Challenger => "matchup-challenger-player",
                Seat::Opponent => "matchup-opponent-player",
            };
            tr.format(id, &[("player", arg(label))])
        };
        let (att, def) = match next.challenger_plays {
            Side::Attackers => (Seat::Challenger, Seat::Opponent),
            Side::Defenders => (Seat::Opponent, Seat::Challenger),
        };
        // The sheet's header, as the players would write it in their language.
        let event = tr.format(
            "matchup-event",
            &[("round", arg(next.round)), ("game", arg(next.game))],
        );
        let (attackers, defenders) = (seat(att, self.seat_label(0)), seat(def, self.seat_label(1)));
        self.record.meta.event = event;
        self.record.meta.attackers = attackers;
        self.record.meta.defenders = defenders;
        self.files.autosave = self.files.store.as_ref().and(path);
        self.matchup_game = Some(next);
        self.autosave();
        self.bot_turn();
    }

    /// Counts a finished matchup game, once, and saves the score.
    pub(super) fn count_matchup_game(&mut self) {
        let (Some(play), Some(on_board)) = (&mut self.matchup, self.matchup_game) else {
            return;
        };
        if play.matchup.next_game() != Some(on_board) {
            return;
        }
        let Some(result) = self.record.result() else {
            return;
        };
        play.matchup.record(result.winner);
        self.matchup_game = None;
        let (challenger, opponent) = play.matchup.score();
        let winner = play.matchup.winner();
        self.notice.push(Notice::MatchupScore {
            challenger,
            opponent,
            winner,
        });
        if self.files.store.is_some() {
            self.effects
                .writes
                .push(Write::Matchup(Box::new(play.clone())));
        }
    }
}
