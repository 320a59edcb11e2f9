//! Playing to a clock: how much of the time left to spend on this move. The midgame moves
//! share what is left after a reserve kept for the exact endgame (whose solves cost more
//! the earlier they start); the moves of the middle game, where the game is decided, get a
//! larger share than the opening's; the increment is spent as it comes.

use std::time::Duration;

/// A player's clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    /// Time left for the rest of the game.
    pub remaining: Duration,
    /// Time added after each move.
    pub increment: Duration,
}

/// The exact endgame counts as this many midgame moves when the time left is shared out:
/// spending `remaining / (moves left + ENDGAME_MOVES)` on each midgame move leaves about
/// `ENDGAME_MOVES / (moves + ENDGAME_MOVES)` of the clock for the solves (a fifth from
/// the opening).
const ENDGAME_MOVES: f64 = 6.0;
/// Never plan to use more than this share of the time left on one move.
const MOST_PER_MOVE: f64 = 0.4;
/// Time kept back from every move for the program's own overhead.
const SAFETY: Duration = Duration::from_millis(30);

impl Clock {
    /// The time to think about a move with `empties` empty squares, solving exactly from
    /// `exact_empties` on.
    pub fn time_for_move(&self, empties: u32, exact_empties: u32) -> Duration {
        let remaining = self.remaining.saturating_sub(SAFETY).as_secs_f64();
        let increment = self.increment.as_secs_f64();
        let share = if empties <= exact_empties {
            // The solves: the first is the hardest, so it may take a good part.
            remaining / 3.0
        } else {
            let own_moves_left = f64::from((empties - exact_empties).div_ceil(2).max(1));
            let weight = match empties {
                45.. => 0.6,
                25..=44 => 1.3,
                _ => 1.0,
            };
            remaining / (own_moves_left + ENDGAME_MOVES) * weight
        };
        let planned = (share + 0.9 * increment).min(remaining * MOST_PER_MOVE + increment);
        Duration::from_secs_f64(planned.clamp(0.0, remaining.max(0.0)))
            .max(Duration::from_millis(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock(seconds: u64, increment: u64) -> Clock {
        Clock {
            remaining: Duration::from_secs(seconds),
            increment: Duration::from_secs(increment),
        }
    }

    #[test]
    fn the_middle_game_gets_more_than_the_opening_and_a_reserve_is_kept() {
        let game = clock(300, 0);
        let opening = game.time_for_move(56, 20);
        let middle = game.time_for_move(40, 20);
        assert!(middle > opening, "{middle:?} {opening:?}");
        // Spending each midgame move's share leaves the reserve for the solves.
        let mut left = game;
        for empties in (21..=58).rev().step_by(2) {
            let spent = left.time_for_move(empties, 20);
            left.remaining -= spent;
        }
        assert!(left.remaining > Duration::from_secs(50), "{left:?}");
    }

    #[test]
    fn the_increment_is_spent_and_the_clock_never_overdrawn() {
        let with = clock(10, 2).time_for_move(40, 20);
        let without = clock(10, 0).time_for_move(40, 20);
        assert!(with >= without + Duration::from_millis(1500));
        let short = Clock {
            remaining: Duration::from_millis(20),
            increment: Duration::ZERO,
        };
        assert_eq!(short.time_for_move(30, 20), Duration::from_millis(1));
        assert!(clock(60, 0).time_for_move(18, 20) <= Duration::from_secs(20));
    }
}
