//! How long a bot may think on its next move, from its clock: the one rule
//! the app's bots and both engine protocols use.
//!
//! A move gets a share of the time left (as if fifty moves were still to
//! play) and most of what the move gives back, but never more than a third
//! of what is left, so the clock shrinks slowly and never runs out while
//! the game goes on. A margin covers the time a move takes to reach the
//! clock (threads, pipes); the search always finishes its first depth, so
//! a budget of a millisecond still yields a move.

use std::time::Duration;

/// What a side has to think with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Allowance {
    /// Time left on the side's clock.
    pub left: Duration,
    /// Given back after each move (an increment, or a delay's worth).
    pub per_move: Duration,
    /// A further period after the main time, when the control has one
    /// (OTEP's overtime, GTP's byo-yomi), and whether the side is in it.
    pub overtime: Option<Overtime>,
    /// The margin for getting the move to the clock.
    pub margin: Duration,
}

/// Overtime periods after the main time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Overtime {
    pub period: Duration,
    /// Periods left (the current one counted).
    pub periods: u64,
    /// The main time is spent: `left` is what is left of this period.
    pub in_period: bool,
    /// Moves to make within one period (1 for plain byo-yomi).
    pub moves: u32,
}

/// Moves the time left is shared between.
const MOVES_AHEAD: u32 = 50;
/// The least a move is given.
pub const SHORTEST: Duration = Duration::from_millis(1);

/// How long to think on the next move.
pub fn think_time(a: Allowance) -> Duration {
    let budget = match a.overtime {
        Some(o) if o.in_period => a.left / o.moves.max(1) / 4 * 3,
        Some(o) if o.periods > 0 => {
            let share = (a.left / MOVES_AHEAD).saturating_add(o.period / o.moves.max(1) / 4 * 3);
            share.min(a.left.saturating_add(o.period / 2))
        }
        _ => {
            let share = (a.left / MOVES_AHEAD).saturating_add(a.per_move / 4 * 3);
            share.min(a.left / 3)
        }
    };
    budget.saturating_sub(a.margin).max(SHORTEST)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn a_share_of_the_time_left_and_most_of_the_increment() {
        let a = Allowance {
            left: ms(60_000),
            per_move: ms(2000),
            ..Allowance::default()
        };
        assert_eq!(think_time(a), ms(1200 + 1500));
    }

    #[test]
    fn never_more_than_a_third_of_what_is_left() {
        let a = Allowance {
            left: ms(300),
            per_move: ms(10_000),
            ..Allowance::default()
        };
        assert_eq!(think_time(a), ms(100));
    }

    #[test]
    fn a_sudden_death_clock_never_runs_out_over_a_long_game() {
        // Each move uses its whole budget and 2 ms more on its way.
        let mut left = ms(1000);
        for _ in 0..100 {
            let used = think_time(Allowance {
                left,
                margin: ms(1),
                ..Allowance::default()
            }) + ms(2);
            left = left.checked_sub(used).expect("time left");
        }
        assert!(left > ms(50), "{left:?} left after 100 moves");
    }

    #[test]
    fn in_overtime_a_period_is_shared_by_its_moves() {
        let o = Overtime {
            period: ms(30_000),
            periods: 2,
            in_period: true,
            moves: 5,
        };
        let a = Allowance {
            left: ms(20_000),
            overtime: Some(o),
            margin: ms(50),
            ..Allowance::default()
        };
        assert_eq!(think_time(a), ms(3000 - 50));
        let before = Allowance {
            left: ms(40_000),
            overtime: Some(Overtime {
                in_period: false,
                moves: 1,
                ..o
            }),
            ..Allowance::default()
        };
        assert_eq!(think_time(before), ms(800 + 22_500));
    }
}
