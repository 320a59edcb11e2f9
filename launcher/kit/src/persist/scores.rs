//! High-score tables: the top ten per game and mode, with the date each was set.

use crate::game::GameId;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::time::{SystemTime, UNIX_EPOCH};

/// How many entries a table keeps.
pub const TABLE_SIZE: usize = 10;

/// One line of a high-score table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScoreEntry {
    /// Points.
    pub score: u64,
    /// The day it was set, `YYYY-MM-DD`.
    pub date: String,
    /// Who set it, where the game asks (two people at one board).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

/// All high-score tables, keyed `"<game>/<mode>"`, as stored in `scores.toml`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct HighScores {
    /// Each table best first.
    pub tables: BTreeMap<String, Vec<ScoreEntry>>,
}

impl HighScores {
    /// The key of the table for `game` played in `mode`.
    pub fn key(game: GameId, mode: &str) -> String {
        format!("{}/{mode}", game.key())
    }

    /// Enters a score; returns its rank (0 = best) if it made the table. A tie ranks
    /// below the entries already there, so older records keep their place.
    pub fn record(&mut self, game: GameId, mode: &str, score: u64, date: &str) -> Option<usize> {
        self.record_named(game, mode, score, date, None)
    }

    /// Enters a score set by `name` (see [`HighScores::record`]).
    pub fn record_named(
        &mut self,
        game: GameId,
        mode: &str,
        score: u64,
        date: &str,
        name: Option<&str>,
    ) -> Option<usize> {
        if score == 0 {
            return None;
        }
        let table = self.tables.entry(Self::key(game, mode)).or_default();
        let rank = table
            .iter()
            .position(|e| e.score < score)
            .unwrap_or(table.len());
        if rank >= TABLE_SIZE {
            return None;
        }
        table.insert(
            rank,
            ScoreEntry {
                score,
                date: date.to_string(),
                name: name.map(String::from),
            },
        );
        table.truncate(TABLE_SIZE);
        Some(rank)
    }

    /// The table for `game` in `mode`, best first (empty when nothing was recorded).
    pub fn table(&self, game: GameId, mode: &str) -> &[ScoreEntry] {
        self.tables
            .get(&Self::key(game, mode))
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }

    /// The keys (after `game/`) of the tables of `game` that hold scores.
    pub fn keys_of(&self, game: GameId) -> Vec<String> {
        let prefix = format!("{}/", game.key());
        self.tables
            .iter()
            .filter(|(_, t)| !t.is_empty())
            .filter_map(|(k, _)| k.strip_prefix(&prefix).map(String::from))
            .collect()
    }

    /// Moves the entries of `game`'s table `old` into table `new` (best ten kept);
    /// whether anything moved.
    pub fn rename(&mut self, game: GameId, old: &str, new: &str) -> bool {
        let Some(moved) = self.tables.remove(&Self::key(game, old)) else {
            return false;
        };
        let table = self.tables.entry(Self::key(game, new)).or_default();
        table.extend(moved);
        table.sort_by_key(|e| std::cmp::Reverse(e.score));
        table.truncate(TABLE_SIZE);
        true
    }

    /// The best score of `game` in any mode.
    pub fn best(&self, game: GameId) -> Option<u64> {
        let prefix = format!("{}/", game.key());
        self.tables
            .iter()
            .filter(|(k, _)| k.starts_with(&prefix))
            .filter_map(|(_, t)| t.first().map(|e| e.score))
            .max()
    }

    /// The same tables sorted and cut to ten entries (a hand-edited file may be neither).
    pub fn sanitized(mut self) -> HighScores {
        for table in self.tables.values_mut() {
            table.sort_by_key(|e| std::cmp::Reverse(e.score));
            table.truncate(TABLE_SIZE);
        }
        self
    }
}

/// The calendar date (UTC) of a Unix time, as `YYYY-MM-DD`.
pub fn date_from_unix(secs: u64) -> String {
    // Days to civil date, after Howard Hinnant's public-domain algorithm description.
    let days = (secs / 86_400) as i64;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// Today's date (UTC), as `YYYY-MM-DD`.
pub fn today() -> String {
    date_of_day(today_number())
}

/// Today (UTC) as a number of days since 1970-01-01.
pub fn today_number() -> i64 {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    i64::try_from(secs / 86_400).unwrap_or(0)
}

/// The date of day `day` (days since 1970-01-01), as `YYYY-MM-DD`.
pub fn date_of_day(day: i64) -> String {
    date_from_unix(u64::try_from(day).unwrap_or(0) * 86_400)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn renamed_tables_move_their_entries() {
        let game = crate::testing::MATCH3;
        let mut hs = HighScores::default();
        hs.record(game, "classic", 500, "2020-01-01");
        hs.record(game, "classic-8x8-7", 700, "2021-01-01");
        assert!(hs.rename(game, "classic", "classic-8x8-7"));
        assert!(!hs.rename(game, "classic", "classic-8x8-7"), "moved once");
        let scores: Vec<u64> = hs
            .table(game, "classic-8x8-7")
            .iter()
            .map(|e| e.score)
            .collect();
        assert_eq!(scores, [700, 500]);
        assert_eq!(hs.keys_of(game), ["classic-8x8-7"]);
    }

    #[test]
    fn dates_are_civil() {
        assert_eq!(date_from_unix(0), "1970-01-01");
        assert_eq!(date_from_unix(951_782_400), "2000-02-29");
        assert_eq!(date_from_unix(1_767_225_599), "2025-12-31");
    }

    #[test]
    fn ties_rank_below_older_entries() {
        let mut hs = HighScores::default();
        assert_eq!(
            hs.record(crate::testing::POPSTAR, "classic", 500, "2020-01-01"),
            Some(0)
        );
        assert_eq!(
            hs.record(crate::testing::POPSTAR, "classic", 500, "2020-01-02"),
            Some(1)
        );
        assert_eq!(
            hs.record(crate::testing::POPSTAR, "classic", 900, "2020-01-03"),
            Some(0)
        );
        assert_eq!(
            hs.table(crate::testing::POPSTAR, "classic")[2].date,
            "2020-01-02"
        );
        assert_eq!(hs.best(crate::testing::POPSTAR), Some(900));
        assert_eq!(hs.best(crate::testing::MATCH3), None);
    }

    #[test]
    fn zero_scores_are_not_recorded() {
        let mut hs = HighScores::default();
        assert_eq!(
            hs.record(crate::testing::MATCH3, "classic", 0, "2020-01-01"),
            None
        );
        assert!(hs.tables.is_empty());
    }

    #[test]
    fn toml_round_trip() {
        let mut hs = HighScores::default();
        hs.record(crate::testing::MATCH3, "timed", 1200, "2024-05-06");
        let text = toml::to_string_pretty(&hs).unwrap();
        assert_eq!(toml::from_str::<HighScores>(&text).unwrap(), hs);
    }

    proptest! {
        #[test]
        fn tables_stay_sorted_and_bounded(scores in proptest::collection::vec(0u64..5000, 0..40)) {
            let mut hs = HighScores::default();
            for s in &scores {
                hs.record(crate::testing::REVERSI, "vs-computer", *s, "2024-01-01");
            }
            let t = hs.table(crate::testing::REVERSI, "vs-computer");
            prop_assert!(t.len() <= TABLE_SIZE);
            prop_assert!(t.windows(2).all(|w| w[0].score >= w[1].score));
            let mut best: Vec<u64> = scores.iter().copied().filter(|&s| s > 0).collect();
            best.sort_unstable_by_key(|s| std::cmp::Reverse(*s));
            best.truncate(TABLE_SIZE);
            prop_assert_eq!(t.iter().map(|e| e.score).collect::<Vec<_>>(), best);
        }
    }
}
