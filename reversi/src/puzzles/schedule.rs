//! The puzzle of the day: a frozen list of puzzle keys, one a day from its first day.
//! When the puzzle set grows, the new keys are only appended (in an order mixed by key,
//! so the bands alternate), so no past or future day already listed ever changes.
//!
//! The file: `#` comment lines, `first-day YYYY-MM-DD`, then one key a line.

use std::collections::HashSet;
use std::fmt;

/// The shipped schedule.
pub const SHIPPED: &str = include_str!("../../puzzles/schedule.txt");

/// The puzzle of the day's list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Schedule {
    /// The first day, as days since 1970-01-01.
    pub first_day: i64,
    /// The keys, one a day from the first day.
    pub keys: Vec<String>,
}

/// What is wrong with a schedule file, and on which line (from 1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {problem}")]
pub struct ScheduleError {
    /// The line.
    pub line: usize,
    /// What is wrong.
    pub problem: &'static str,
}

impl Schedule {
    /// An empty schedule starting on `first_day`.
    pub fn new(first_day: i64) -> Schedule {
        Schedule {
            first_day,
            keys: Vec::new(),
        }
    }

    /// Reads a schedule file.
    pub fn parse(text: &str) -> Result<Schedule, ScheduleError> {
        let mut first_day = None;
        let mut keys = Vec::new();
        let mut seen = HashSet::new();
        for (index, line) in text.lines().enumerate() {
            let fail = |problem| ScheduleError {
                line: index + 1,
                problem,
            };
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if let Some(date) = line.strip_prefix("first-day ") {
                if first_day.is_some() {
                    return Err(fail("a second first day"));
                }
                first_day = Some(parse_date(date).ok_or_else(|| fail("not a date"))?);
                continue;
            }
            if first_day.is_none() {
                return Err(fail("keys before the first day"));
            }
            if line.len() != 16 || !line.bytes().all(|b| b.is_ascii_hexdigit()) {
                return Err(fail("a key is 16 hex digits"));
            }
            if !seen.insert(line.to_string()) {
                return Err(fail("a key listed twice"));
            }
            keys.push(line.to_string());
        }
        let first_day = first_day.ok_or(ScheduleError {
            line: 1,
            problem: "no first day",
        })?;
        Ok(Schedule { first_day, keys })
    }

    /// The key of `day`'s puzzle (days since 1970-01-01); `None` before the first day or
    /// beyond the list.
    pub fn key_for(&self, day: i64) -> Option<&str> {
        let index = usize::try_from(day - self.first_day).ok()?;
        self.keys.get(index).map(String::as_str)
    }

    /// Appends the keys of `all` it does not list yet, mixed by a hash of the key; the
    /// days already listed stay as they are.
    pub fn extend<'a>(&mut self, all: impl IntoIterator<Item = &'a str>) {
        let listed: HashSet<&str> = self.keys.iter().map(String::as_str).collect();
        let mut new: Vec<&str> = all.into_iter().filter(|k| !listed.contains(k)).collect();
        new.sort_by_key(|key| (mix(key), *key));
        new.dedup();
        self.keys.extend(new.into_iter().map(str::to_string));
    }
}

impl fmt::Display for Schedule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "# The Reversi puzzle of the day: the n-th key below (from 0) is the puzzle of the"
        )?;
        writeln!(
            f,
            "# first day plus n days. Append only: new puzzles go at the end, no day changes."
        )?;
        writeln!(f, "first-day {}", format_date(self.first_day))?;
        for key in &self.keys {
            writeln!(f, "{key}")?;
        }
        Ok(())
    }
}

/// A hash of a key that orders new keys so that neighbouring days differ.
fn mix(key: &str) -> u64 {
    let mut x = u64::from_str_radix(key, 16).unwrap_or(0) ^ 0x9e37_79b9_7f4a_7c15;
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// Days since 1970-01-01 of a `YYYY-MM-DD` date (the proleptic Gregorian calendar).
pub fn parse_date(text: &str) -> Option<i64> {
    let mut parts = text.trim().splitn(3, '-');
    let year: i64 = parts.next()?.parse().ok()?;
    let month: i64 = parts.next()?.parse().ok()?;
    let day: i64 = parts.next()?.parse().ok()?;
    if !(1..=12).contains(&month) || !(1..=31).contains(&day) || !(1..=9999).contains(&year) {
        return None;
    }
    let days = days_from_civil(year, month, day);
    (format_date(days) == format!("{year:04}-{month:02}-{day:02}")).then_some(days)
}

fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (month + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The `YYYY-MM-DD` date of a day counted from 1970-01-01.
pub fn format_date(days: i64) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn keys(range: std::ops::Range<u64>) -> Vec<String> {
        range
            .map(|i| format!("{:016x}", mix(&format!("{i:016x}"))))
            .collect()
    }

    #[test]
    fn a_grown_set_keeps_every_earlier_day() {
        let first = parse_date("2026-12-08").unwrap();
        let mut schedule = Schedule::new(first);
        let old = keys(0..300);
        schedule.extend(old.iter().map(String::as_str));
        let before = schedule.clone();
        let grown = keys(0..1000);
        // The grown set in another order, with the old keys among the new.
        schedule.extend(grown.iter().rev().map(String::as_str));
        assert_eq!(schedule.keys.len(), 1000);
        assert_eq!(schedule.keys[..300], before.keys[..]);
        for day in first..first + 300 {
            assert_eq!(schedule.key_for(day), before.key_for(day));
        }
        assert_eq!(schedule.key_for(first - 1), None);
        assert_eq!(schedule.key_for(first + 1000), None);
        let text = schedule.to_string();
        assert_eq!(Schedule::parse(&text), Ok(schedule));
    }

    #[test]
    fn the_shipped_schedule_reads() {
        let schedule = Schedule::parse(SHIPPED).unwrap();
        assert_eq!(format_date(schedule.first_day), "2026-12-08");
    }

    #[test]
    fn dates_are_civil() {
        assert_eq!(parse_date("1970-01-01"), Some(0));
        assert_eq!(parse_date("2026-12-08"), Some(20_795));
        assert_eq!(parse_date("2000-02-29"), Some(11_016));
        assert_eq!(parse_date("2001-02-29"), None);
        assert_eq!(parse_date("2026-13-01"), None);
        assert_eq!(format_date(20_795), "2026-12-08");
    }

    #[test]
    fn bad_schedules_name_the_line() {
        let err = |text: &str| Schedule::parse(text).unwrap_err();
        assert_eq!(err("0123456789abcdef\n").line, 1);
        assert_eq!(err("first-day 2026-12-08\nxyz\n").line, 2);
        let twice = "first-day 2026-12-08\n0123456789abcdef\n0123456789abcdef\n";
        assert_eq!(err(twice).problem, "a key listed twice");
        assert_eq!(err("first-day 2026-02-30\n").problem, "not a date");
        assert_eq!(err("").problem, "no first day");
    }

    proptest! {
        #[test]
        fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
            let _ = Schedule::parse(&String::from_utf8_lossy(&bytes));
        }

        #[test]
        fn dates_round_trip(days in -700_000i64..2_900_000) {
            prop_assert_eq!(parse_date(&format_date(days)), Some(days));
        }
    }
}
