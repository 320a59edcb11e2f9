//! One practice item: a position from the player's own game, what was best there, what
//! the player did and what it cost, and when it comes back.

use super::schedule::Schedule;
use serde::{Deserialize, Serialize};

/// How a practice answer went, in the terms of spaced repetition ("easy" is not used: a
/// position is either answered with a best move or not).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Grade {
    /// The loss reached the item's threshold: the position comes back in the same sitting.
    Again,
    /// A loss, but under the item's threshold.
    Hard,
    /// A move tied for best.
    Good,
}

impl Grade {
    /// The grade of a move that lost `loss` (0 or less: tied for best) in an item whose
    /// grading threshold is `threshold`.
    pub fn of(loss: f64, threshold: f64) -> Grade {
        if loss <= 0.0 {
            Grade::Good
        } else if loss < threshold {
            Grade::Hard
        } else {
            Grade::Again
        }
    }
}

/// What a game hands the deck to make an item.
#[derive(Debug, Clone, PartialEq)]
pub struct NewItem {
    /// The game's key for the position (the same position added again replaces the
    /// item's details and keeps its schedule).
    pub id: String,
    /// The position and whatever the game needs to open it again (every move's value),
    /// in the game's own form: the deck never reads it.
    pub payload: toml::Value,
    /// What was best, as the game shows it ("d3").
    pub best: String,
    /// What the player did, as the game shows it.
    pub played: String,
    /// What the player's choice cost, in the game's unit (discs, points).
    pub cost: f64,
    /// A loss at or over this grades "again", under it "hard".
    pub threshold: f64,
}

/// An item of the deck.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Item {
    /// The game's key for the position.
    pub id: String,
    /// The item's format ([`super::FORMAT`] when this program wrote it).
    pub format: u32,
    /// What was best, as the game shows it.
    pub best: String,
    /// What the player did, as the game shows it.
    pub played: String,
    /// What it cost, in the game's unit.
    pub cost: f64,
    /// The grading threshold, in the game's unit.
    pub threshold: f64,
    /// When the item was made (seconds since 1970, UTC).
    pub added: i64,
    /// When the item last changed (milliseconds since 1970, UTC): of two copies, the later
    /// one wins when two programs' decks are merged.
    pub changed: i64,
    /// When it comes back and how well it is known.
    pub schedule: Schedule,
    /// The game's own data.
    pub payload: toml::Value,
}

impl Item {
    /// A fresh item made from `new` at `now_ms` (milliseconds since 1970), due at once.
    pub fn new(new: NewItem, now_ms: i64) -> Item {
        Item {
            id: new.id,
            format: super::FORMAT,
            best: new.best,
            played: new.played,
            cost: new.cost,
            threshold: new.threshold,
            added: now_ms.div_euclid(1000),
            changed: now_ms,
            schedule: Schedule::new(now_ms.div_euclid(1000)),
            payload: new.payload,
        }
    }

    /// Whether the item is due at `now` (seconds since 1970).
    pub fn is_due(&self, now: i64) -> bool {
        self.schedule.due <= now
    }

    /// Whether every number is one a deck can hold (finite, not negative where it counts).
    pub(super) fn is_sound(&self) -> bool {
        self.cost.is_finite()
            && self.threshold.is_finite()
            && self.schedule.stability.is_finite()
            && self.schedule.difficulty.is_finite()
            && self.schedule.stability >= 0.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grades_follow_the_loss_and_the_threshold() {
        assert_eq!(Grade::of(0.0, 6.0), Grade::Good);
        assert_eq!(Grade::of(-1.0, 6.0), Grade::Good);
        assert_eq!(Grade::of(2.0, 6.0), Grade::Hard);
        assert_eq!(Grade::of(5.9, 6.0), Grade::Hard);
        assert_eq!(Grade::of(6.0, 6.0), Grade::Again);
        assert_eq!(Grade::of(20.0, 2.0), Grade::Again);
    }
}
