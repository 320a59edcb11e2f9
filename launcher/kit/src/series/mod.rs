//! The player's progress over time: named series ("reversi-loss", "popstar-share") of
//! values with the time each was reached. It knows no game: a game appends a value to its
//! series when it has measured one (a review finished), and names its series and how they
//! read through [`crate::game::GameKind::progress_charts`], which the statistics draw.
//!
//! ```no_run
//! # use launcher_kit::series::SeriesStore;
//! # let path = std::path::PathBuf::from("/tmp/series.toml");
//! let (mut store, problem) = SeriesStore::open(path);   // a damaged file: kept aside
//! let problem = store.append("reversi-loss", 1_796_000_000, 2.5);
//! assert_eq!(store.points("reversi-loss").len(), 1);
//! ```
//!
//! Every change is written at once, merged with what another program wrote meanwhile (the
//! file is read again under a lock): `series.toml` in the data folder ([`mod@file`]).

pub mod file;
mod store;
#[cfg(test)]
mod tests;

pub use store::SeriesStore;

use serde::{Deserialize, Serialize};

/// The format this program writes (of the file and of each series).
pub const FORMAT: u32 = 1;

/// How many values a series keeps (the oldest go first).
pub const POINTS_KEPT: usize = 500;

/// One value of a series.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Point {
    /// When it was reached (seconds since 1970, UTC).
    pub at: i64,
    /// The value, in the series' own unit.
    pub value: f64,
}

/// One named series: its values, oldest first.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Series {
    /// The series' format ([`FORMAT`] when this program wrote it).
    pub format: u32,
    /// The values, oldest first, at most [`POINTS_KEPT`].
    #[serde(default)]
    pub points: Vec<Point>,
}

impl Default for Series {
    fn default() -> Series {
        Series {
            format: FORMAT,
            points: Vec::new(),
        }
    }
}

impl Series {
    /// Adds `value` reached at `at`, letting the oldest go when full.
    pub fn push(&mut self, at: i64, value: f64) {
        self.points.push(Point { at, value });
        let over = self.points.len().saturating_sub(POINTS_KEPT);
        self.points.drain(..over);
    }

    /// Whether every value is a number.
    fn is_sound(&self) -> bool {
        self.points.iter().all(|p| p.value.is_finite())
    }
}

/// How a game shows one of its progress charts on the statistics screen.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Chart {
    /// What the chart draws.
    pub source: Source,
    /// The message key of the chart's heading ("Mean loss per move").
    pub title: &'static str,
    /// The message key of one value as the chart writes it (the last one), with the
    /// argument `value` ("{ $value } discs"); a series' values are handed as they are
    /// stored times [`Chart::scale`], rounded to [`Chart::decimals`].
    pub value: &'static str,
    /// What a stored value is multiplied by before it is shown (100 for a share in %).
    pub scale: f64,
    /// Decimals shown.
    pub decimals: u32,
    /// The message key of what the chart shows before its first value.
    pub empty: &'static str,
}

/// Where a chart's values come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// A series of this store, by name.
    Series(&'static str),
    /// The history of a rating track ([`crate::rating`]), by name.
    Rating(&'static str),
}
