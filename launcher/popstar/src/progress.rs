//! How far the player has come in PopStar: the score each level was first reached with,
//! kept with the player's progress so the level select can start any level reached.

use crate::ID;
use launcher_kit::services::Records;
use launcher_kit::services::Services;

/// The key of the list in PopStar's progress table.
const REACHED: &str = "reached";

/// The scores levels 1, 2, … were first reached with (level 1 with 0).
pub fn reached(records: &Records) -> Vec<u32> {
    let table = records.progress(ID);
    let scores: Vec<u32> = table
        .get(REACHED)
        .and_then(toml::Value::as_array)
        .map(|list| {
            list.iter()
                .map_while(|v| v.as_integer().and_then(|n| u32::try_from(n).ok()))
                .collect()
        })
        .unwrap_or_default();
    if scores.is_empty() { vec![0] } else { scores }
}

/// Notes that `level` was reached with `score`, when it is the next level not reached
/// before.
pub fn note(cx: &mut Services, level: u32, score: u32) {
    let mut scores = reached(&cx.records);
    if usize::try_from(level).ok() != Some(scores.len() + 1) {
        return;
    }
    scores.push(score);
    log::debug!("popstar: level {level} reached for the first time with {score}");
    let mut table = cx.records.progress(ID);
    table.insert(
        REACHED.into(),
        toml::Value::Array(
            scores
                .into_iter()
                .map(|s| toml::Value::Integer(i64::from(s)))
                .collect(),
        ),
    );
    cx.records.set_progress(ID, table);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::standard_services;

    #[test]
    fn only_the_next_new_level_is_noted_and_it_is_kept() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = standard_services(dir.path());
        assert_eq!(reached(&cx.records), [0]);
        note(&mut cx, 3, 5000);
        assert_eq!(reached(&cx.records), [0], "level 2 comes first");
        note(&mut cx, 2, 1210);
        note(&mut cx, 2, 1500);
        note(&mut cx, 3, 3400);
        assert_eq!(reached(&cx.records), [0, 1210, 3400]);
        let again = standard_services(dir.path());
        assert_eq!(reached(&again.records), [0, 1210, 3400]);
    }
}
