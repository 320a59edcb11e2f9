//! The computer's clock when it has a time for the whole game: what is left for each
//! colour it plays, spent while its search runs, and each move's share of it as the
//! engine's tournament clock ([`reversi::search::Clock::time_for_move`]) plans it. Only the
//! computer is timed; when its time is gone it still moves, at the engine's least time,
//! and never loses on time.

use reversi::Color;
use reversi::search::{Clock, Level};
use std::time::Duration;

/// The computer's clock in a game played to a time per game, and whether the host's pause
/// dialog holds it still.
#[derive(Debug, Clone, Copy, Default)]
pub struct Timekeeping {
    /// The clock, when the computer plays to a time per game.
    pub clock: Option<GameClock>,
    /// Whether the host's pause dialog is open (the clock stands still).
    pub paused: bool,
    /// Seconds the computer has been thinking about its move, while it does: the
    /// panel's thinking indicator steps by it.
    pub thinking_for: f32,
}

/// The time left to each computer side, Black's and White's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameClock {
    left: [Duration; 2],
}

impl GameClock {
    /// A clock with `total` for each side.
    pub fn new(total: Duration) -> GameClock {
        GameClock { left: [total; 2] }
    }

    /// A clock with the times a save kept, in milliseconds (Black's, White's).
    pub fn from_millis(left: [u64; 2]) -> GameClock {
        GameClock {
            left: left.map(Duration::from_millis),
        }
    }

    /// The times left in milliseconds (Black's, White's), as a save keeps them.
    pub fn millis(&self) -> [u64; 2] {
        self.left
            .map(|d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
    }

    /// The time `side` has left.
    pub fn left(&self, side: Color) -> Duration {
        self.left[index(side)]
    }

    /// `side` thought for `seconds` (never below zero), counted in whole milliseconds as
    /// a save keeps them.
    pub fn spend(&mut self, side: Color, seconds: f32) {
        let spent = Duration::from_millis((seconds.max(0.0) * 1000.0).round() as u64);
        let left = &mut self.left[index(side)];
        *left = left.saturating_sub(spent);
    }

    /// `level` with the time the clock gives `side` for a move with `empties` empty
    /// squares: the level's own search, timed by the clock.
    pub fn timed(&self, side: Color, level: Level, empties: u32) -> Level {
        let clock = Clock {
            remaining: self.left(side),
            increment: Duration::ZERO,
        };
        let time = clock.time_for_move(empties, level.exact_empties);
        Level {
            time: Some(time),
            ..level
        }
    }

    /// Seconds until the shown time of `side` next changes (the panel redraws then).
    pub fn next_tick(&self, side: Color) -> f32 {
        let millis = self.left(side).as_millis() % 1000;
        (millis as f32 / 1000.0).max(0.05)
    }
}

/// A time as the panel shows it: minutes and seconds, `4:05`, rounded up so it reads 0:00
/// only when the time is gone.
pub fn shown(left: Duration) -> String {
    let seconds = left.as_millis().div_ceil(1000);
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

fn index(side: Color) -> usize {
    usize::from(side == Color::White)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_is_spent_by_side_and_never_goes_below_zero() {
        let mut clock = GameClock::new(Duration::from_secs(60));
        clock.spend(Color::White, 1.5);
        assert_eq!(clock.left(Color::White), Duration::from_millis(58_500));
        assert_eq!(clock.left(Color::Black), Duration::from_secs(60));
        assert_eq!(shown(clock.left(Color::White)), "0:59");
        clock.spend(Color::White, 100.0);
        assert_eq!(clock.left(Color::White), Duration::ZERO);
        assert_eq!(shown(Duration::ZERO), "0:00");
        assert_eq!(shown(Duration::from_secs(600)), "10:00");
        assert_eq!(GameClock::from_millis(clock.millis()), clock);
    }

    #[test]
    fn a_move_gets_the_engines_share_and_a_spent_clock_still_moves() {
        let clock = GameClock::new(Duration::from_secs(180));
        let level = Level::medium();
        let timed = clock.timed(Color::Black, level.clone(), 40);
        let expected = Clock {
            remaining: Duration::from_secs(180),
            increment: Duration::ZERO,
        }
        .time_for_move(40, level.exact_empties);
        assert_eq!(timed.time, Some(expected));
        assert_eq!((timed.depth, timed.noise), (level.depth, level.noise));
        let spent = GameClock::new(Duration::ZERO);
        let least = spent.timed(Color::White, Level::hard(), 30).time;
        assert_eq!(least, Some(Duration::from_millis(1)));
    }
}
