//! Practice of a book opening: the session plays the other side's book
//! moves, the person must find their own, and at the line's end a bot
//! takes the other side.

use super::{Notice, Player, Session, seat};
use crate::learn::practice::Practice;
use crate::{Side, Variant};

impl Session {
    /// Starts a Copenhagen game practising the book's opening number
    /// `opening` as `side`; `LEVELS[level]` plays on after the line.
    pub fn start_practice(&mut self, opening: usize, side: Side, level: usize) {
        let practice = match Practice::new(opening, side, level) {
            Ok(p) => p,
            Err(e) => {
                self.say(Notice::PracticeFailed(e.to_string()));
                return;
            }
        };
        let Some(variant) = self
            .variants
            .iter()
            .find(|v| v.id() == "copenhagen")
            .cloned()
            .or_else(|| Variant::built_in("copenhagen"))
        else {
            return;
        };
        // Both sides are people while the line lasts: the session plays the
        // opponent's book moves itself, with no search.
        self.leave_matchup();
        // The person keeps the name chosen for their side; the other side
        // is the book's, then a bot's.
        let mut names = [String::new(), String::new()];
        names[seat(side)] = self.seats.chosen[seat(side)].clone();
        self.new_game(variant, [Player::Person; 2], names);
        // Practice is untimed: the line is learnt, not raced.
        self.set_up_clock(crate::clock::TimeControl::Untimed);
        self.practice = Some(practice);
        self.practice_advance();
        self.autosave();
    }

    /// Whether `mv` is refused by the line being practised (the notice
    /// says why, and the book's move is shown); `Some(true)` when it is
    /// the book's move, `None` outside a line.
    pub(super) fn practice_check(&mut self, mv: crate::Move) -> Option<bool> {
        let ply = self.record.ply();
        let p = self.practice.as_mut()?;
        let book_move = p.book_move(ply)?;
        if self.record.position().turn() != p.side() {
            self.say(Notice::BookMovesHere);
            return Some(false);
        }
        if mv != book_move {
            p.count_mistake();
            let notice = Notice::NotTheBook {
                played: mv,
                book: book_move,
                before: Box::new(self.record.position().clone()),
                practice: Box::new(p.clone()),
            };
            self.say(notice);
            // Shown where the last move's mark goes, until the next move.
            self.show(Some(book_move));
            return Some(false);
        }
        p.count_found();
        Some(true)
    }

    /// Plays the opponent's book moves while it is their turn in the line;
    /// at the line's end hands the opponent's side to the bot.
    pub(super) fn practice_advance(&mut self) {
        loop {
            let Some(p) = &self.practice else {
                return;
            };
            let side = p.side();
            let ply = self.record.ply();
            match p.book_move(ply) {
                _ if p.is_finished() => return,
                Some(_) if self.record.position().turn() == side => return,
                Some(mv) => {
                    if !self.play(mv) {
                        // A broken line: go on as a normal game.
                        let before = Box::new(self.record.position().clone());
                        self.say(Notice::BookMoveUnplayable { mv, before });
                        return self.practice_hand_over();
                    }
                }
                None => return self.practice_hand_over(),
            }
        }
    }

    /// The line is over: the bot plays the opponent's side from here.
    fn practice_hand_over(&mut self) {
        let Some(p) = &mut self.practice else {
            return;
        };
        p.finish();
        let opponent = p.side().other();
        self.seats.players[seat(opponent)] = Player::Bot(p.level());
        self.autosave();
        self.bot_turn();
    }

    /// In a practised line, back to a move of the person's side.
    pub(super) fn practice_undo(&mut self) {
        while let Some(p) = &self.practice
            && p.book_move(self.record.ply()).is_some()
            && self.record.position().turn() != p.side()
            && self.record.undo()
        {}
    }
}
