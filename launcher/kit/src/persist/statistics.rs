//! Statistics of finished games, per game and mode: how many were played and won, best
//! and average score, streaks, the game's own figures (longest chain, highest level) and
//! the last scores for a chart. Kept in `statistics.toml` like the high scores.

use crate::game::GameId;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// How many recent scores a mode keeps for its chart.
pub const RECENT: usize = 50;

/// How a game's own figure adds up over games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fold {
    /// The largest value seen ("Best chain", "Highest level").
    Max,
    /// The total over all games ("Levels passed").
    Sum,
}

/// A figure of one finished game that the statistics keep, named as players see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Figure {
    /// The message key of the name shown (`"match3-stat-best-chain"`), which is also
    /// what the statistics file keeps the figure under.
    pub name: &'static str,
    /// This game's value.
    pub value: u64,
    /// How it adds up.
    pub fold: Fold,
}

/// One finished game as the statistics see it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GameResult {
    /// The score (what the chart shows).
    pub score: u64,
    /// Won (`Some(true)`), lost, or `None` for games without a winner (a match-3 game);
    /// a draw is `None` with [`GameResult::draw`].
    pub won: Option<bool>,
    /// A drawn game.
    pub draw: bool,
    /// The game's own figures.
    pub figures: Vec<Figure>,
}

/// The statistics of one game in one mode.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ModeStats {
    /// Games finished.
    pub played: u32,
    /// Games won.
    pub won: u32,
    /// Games drawn.
    pub drawn: u32,
    /// Games lost.
    pub lost: u32,
    /// The best score.
    pub best: u64,
    /// All scores added (for the average).
    pub total: u64,
    /// Wins in a row now, or, in games without a winner, days in a row with a game.
    pub streak: u32,
    /// The longest such run.
    pub best_streak: u32,
    /// The day (days since 1970-01-01) of the last game, for day streaks.
    pub last_day: Option<i64>,
    /// The last scores, oldest first, at most [`RECENT`].
    pub recent: Vec<u64>,
    /// The game's own figures by name.
    pub figures: BTreeMap<String, u64>,
}

impl ModeStats {
    /// The average score, rounded.
    pub fn average(&self) -> u64 {
        self.total
            .checked_div(u64::from(self.played))
            .unwrap_or_default()
    }

    /// Whether the streak counts wins (the mode has winners) rather than days.
    pub fn counts_wins(&self) -> bool {
        self.won + self.drawn + self.lost > 0
    }

    /// Adds a finished game played on day `day`.
    pub fn add(&mut self, result: &GameResult, day: i64) {
        self.played += 1;
        self.best = self.best.max(result.score);
        self.total = self.total.saturating_add(result.score);
        match (result.won, result.draw) {
            (Some(true), _) => {
                self.won += 1;
                self.streak += 1;
            }
            (Some(false), _) => {
                self.lost += 1;
                self.streak = 0;
            }
            (None, true) => {
                self.drawn += 1;
                self.streak = 0;
            }
            (None, false) => {
                self.streak = match self.last_day {
                    Some(last) if last == day => self.streak.max(1),
                    Some(last) if last + 1 == day => self.streak + 1,
                    _ => 1,
                };
            }
        }
        self.best_streak = self.best_streak.max(self.streak);
        self.last_day = Some(day);
        self.recent.push(result.score);
        if self.recent.len() > RECENT {
            self.recent.remove(0);
        }
        for figure in &result.figures {
            let kept = self.figures.entry(figure.name.to_string()).or_default();
            *kept = match figure.fold {
                Fold::Max => (*kept).max(figure.value),
                Fold::Sum => kept.saturating_add(figure.value),
            };
        }
    }
}

/// All statistics, keyed `"<game>/<mode>"` as the high scores are.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Statistics {
    /// Each mode's statistics.
    pub modes: BTreeMap<String, ModeStats>,
}

impl Statistics {
    /// Adds a finished game of `game` in `mode` on day `day`.
    pub fn add(&mut self, game: GameId, mode: &str, result: &GameResult, day: i64) {
        self.modes
            .entry(format!("{}/{mode}", game.key()))
            .or_default()
            .add(result, day);
    }

    /// The statistics of `game` in `mode`, if it was played.
    pub fn mode(&self, game: GameId, mode: &str) -> Option<&ModeStats> {
        self.modes.get(&format!("{}/{mode}", game.key()))
    }

    /// Moves the statistics `game` kept under mode `old` to mode `new`, unless `new` has
    /// its own already; whether anything moved.
    pub fn rename(&mut self, game: GameId, old: &str, new: &str) -> bool {
        let new_key = format!("{}/{new}", game.key());
        if self.modes.contains_key(&new_key) {
            return false;
        }
        match self.modes.remove(&format!("{}/{old}", game.key())) {
            Some(moved) => {
                self.modes.insert(new_key, moved);
                true
            }
            None => false,
        }
    }

    /// The modes of `game` that were played.
    pub fn modes_of(&self, game: GameId) -> Vec<String> {
        let prefix = format!("{}/", game.key());
        self.modes
            .keys()
            .filter_map(|k| k.strip_prefix(&prefix).map(String::from))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(score: u64, won: Option<bool>) -> GameResult {
        GameResult {
            score,
            won,
            draw: false,
            figures: vec![Figure {
                name: "Best chain",
                value: score / 100,
                fold: Fold::Max,
            }],
        }
    }

    #[test]
    fn a_renamed_mode_keeps_its_statistics_unless_the_new_one_has_its_own() {
        let game = GameId::new("reversi");
        let mut s = Statistics::default();
        s.add(game, "level-3", &result(40, Some(true)), 1);
        s.add(game, "level-4", &result(30, Some(false)), 1);
        s.add(game, "level-hard", &result(50, Some(true)), 1);
        assert!(s.rename(game, "level-3", "level-medium"));
        assert!(!s.rename(game, "level-4", "level-hard"));
        assert!(!s.rename(game, "level-9", "level-novice"));
        assert_eq!(s.mode(game, "level-medium").map(|m| m.won), Some(1));
        assert_eq!(s.mode(game, "level-hard").map(|m| m.best), Some(50));
        assert!(s.mode(game, "level-3").is_none());
    }

    #[test]
    fn wins_losses_and_win_streaks_add_up() {
        let mut m = ModeStats::default();
        for won in [true, true, false, true, true, true] {
            m.add(&result(40, Some(won)), 1);
        }
        assert_eq!((m.played, m.won, m.lost), (6, 5, 1));
        assert_eq!((m.streak, m.best_streak), (3, 3));
        assert!(m.counts_wins());
    }

    #[test]
    fn games_without_winners_count_days_in_a_row() {
        let mut m = ModeStats::default();
        for (score, day) in [(100, 10), (300, 10), (200, 11), (500, 12), (50, 14)] {
            m.add(&result(score, None), day);
        }
        assert_eq!((m.streak, m.best_streak), (1, 3));
        assert_eq!((m.best, m.average()), (500, 230));
        assert_eq!(m.figures["Best chain"], 5);
        assert_eq!(m.recent, [100, 300, 200, 500, 50]);
        assert!(!m.counts_wins());
    }

    #[test]
    fn only_the_last_scores_are_kept_for_the_chart() {
        let mut m = ModeStats::default();
        for score in 0..(RECENT as u64 + 7) {
            m.add(&result(score, None), 0);
        }
        assert_eq!(m.recent.len(), RECENT);
        assert_eq!(m.recent[0], 7);
    }

    #[test]
    fn sums_add_and_the_file_form_round_trips() {
        let mut s = Statistics::default();
        let passed = |levels| GameResult {
            score: 10,
            figures: vec![Figure {
                name: "Levels passed",
                value: levels,
                fold: Fold::Sum,
            }],
            ..GameResult::default()
        };
        let game = crate::testing::POPSTAR;
        s.add(game, "levels", &passed(2), 3);
        s.add(game, "levels", &passed(3), 3);
        assert_eq!(s.mode(game, "levels").unwrap().figures["Levels passed"], 5);
        assert_eq!(s.modes_of(game), ["levels"]);
        let text = toml::to_string(&s).unwrap();
        assert_eq!(toml::from_str::<Statistics>(&text).unwrap(), s);
    }
}
