//! Time as scenes see it: seconds since start, whether looping effects still move, seeds
//! for new games and today's date.

use crate::wake::Wake;
use std::cell::Cell;
use std::time::{SystemTime, UNIX_EPOCH};

/// Seconds that looping effects (blinks, pulses, sparkles) keep moving after the last input
/// or the last new thing to look at; then they hold still and the window rests.
pub const LIVELY_SECONDS: f32 = 8.0;

/// The program's clock, advanced by the shell once a frame.
#[derive(Debug, Default, Clone)]
pub struct Clock {
    /// Seconds since start.
    now: f64,
    /// [`Clock::now`] at the last input or the last new thing to look at.
    stirred: f64,
    /// The next seed when seeds are counted instead of drawn from the time (tests deal
    /// the same boards on every run).
    counted_seeds: Cell<Option<u64>>,
}

impl Clock {
    /// Seconds since start, for idle animations.
    pub fn now(&self) -> f64 {
        self.now
    }

    /// Moves the clock on by a frame of `dt` seconds.
    pub fn advance(&mut self, dt: f32) {
        self.now += f64::from(dt);
    }

    /// Something new to look at appeared (input arrived, a hint showed): looping effects
    /// move again for [`LIVELY_SECONDS`].
    pub fn stir(&mut self) {
        self.stirred = self.now;
    }

    /// Whether looping effects still move.
    pub fn lively(&self) -> bool {
        self.now - self.stirred < f64::from(LIVELY_SECONDS)
    }

    /// The time step for looping effects: `dt` while [`Clock::lively`], then 0, so they
    /// stand still.
    pub fn loop_dt(&self, dt: f32) -> f32 {
        if self.lively() { dt } else { 0.0 }
    }

    /// How a scene with looping effects wakes: every frame while they move, otherwise only
    /// for input.
    pub fn looping_wake(&self) -> Wake {
        Wake::animating_if(self.lively())
    }

    /// A clock whose new games are dealt from the seeds `first`, `first + 1`, … in turn,
    /// so that a test plays the same boards on every run.
    pub fn counting_seeds_from(first: u64) -> Clock {
        Clock {
            counted_seeds: Cell::new(Some(first)),
            ..Clock::default()
        }
    }

    /// A seed for a new game, different each time.
    pub fn fresh_seed(&self) -> u64 {
        if let Some(next) = self.counted_seeds.get() {
            self.counted_seeds.set(Some(next.wrapping_add(1)));
            return next;
        }
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        (nanos as u64) ^ (self.now.to_bits().rotate_left(17))
    }

    /// Today (UTC) as days since 1970-01-01: what today's boards are drawn for.
    pub fn today(&self) -> i64 {
        crate::persist::today_number()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn looping_effects_stop_after_a_quiet_while_and_move_again_when_stirred() {
        let mut clock = Clock::default();
        assert!(clock.lively());
        clock.advance(LIVELY_SECONDS + 0.5);
        assert!(!clock.lively());
        assert_eq!(clock.loop_dt(0.1), 0.0);
        clock.stir();
        assert_eq!(clock.loop_dt(0.1), 0.1);
        assert_ne!(clock.fresh_seed(), 0);
    }

    #[test]
    fn a_counting_clock_deals_the_same_seeds_in_turn() {
        let clock = Clock::counting_seeds_from(41);
        assert_eq!([clock.fresh_seed(), clock.fresh_seed()], [41, 42]);
        assert_eq!(Clock::counting_seeds_from(41).fresh_seed(), 41);
    }
}
