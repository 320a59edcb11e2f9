//! The player's progress in the levels: the stars and best score of every level played,
//! by level key, kept with the player's progress under the game's id.

use super::ID;
use launcher_kit::services::Records;
use launcher_kit::services::Services;

/// What the player has won on one level.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Won {
    /// Stars, 0 (not passed) to 3.
    pub stars: u8,
    /// The best score of a passed play.
    pub best: u64,
}

/// What the player has won on level `key`.
pub fn won(records: &Records, key: &str) -> Won {
    let table = records.progress(ID);
    let Some(entry) = table.get(key).and_then(toml::Value::as_table) else {
        return Won::default();
    };
    let int = |name: &str| entry.get(name).and_then(toml::Value::as_integer);
    Won {
        stars: int("stars")
            .and_then(|n| u8::try_from(n).ok())
            .unwrap_or(0)
            .min(3),
        best: int("best").and_then(|n| u64::try_from(n).ok()).unwrap_or(0),
    }
}

/// Notes a pass of level `key` with `stars` and `score`, keeping the best of each; the
/// stars it added to the level's.
pub fn note_pass(cx: &mut Services, key: &str, stars: u8, score: u64) -> u8 {
    let before = won(&cx.records, key);
    let now = Won {
        stars: before.stars.max(stars),
        best: before.best.max(score),
    };
    if now != before {
        let mut entry = toml::Table::new();
        entry.insert("stars".into(), toml::Value::Integer(i64::from(now.stars)));
        let best = i64::try_from(now.best).unwrap_or(i64::MAX);
        entry.insert("best".into(), toml::Value::Integer(best));
        let mut table = cx.records.progress(ID);
        table.insert(key.into(), toml::Value::Table(entry));
        cx.records.set_progress(ID, table);
        log::debug!("levels: {key} now {} stars, best {}", now.stars, now.best);
    }
    now.stars - before.stars
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::standard_services;

    #[test]
    fn the_best_stars_and_score_are_kept() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = standard_services(dir.path());
        assert_eq!(won(&cx.records, "01-first-steps"), Won::default());
        assert_eq!(note_pass(&mut cx, "01-first-steps", 2, 15000), 2);
        assert_eq!(note_pass(&mut cx, "01-first-steps", 1, 20000), 0);
        let again = standard_services(dir.path());
        assert_eq!(
            won(&again.records, "01-first-steps"),
            Won {
                stars: 2,
                best: 20000
            }
        );
    }
}
