//! The series file's text: a format number and the series by name, each with its own
//! format and its values.
//!
//! ```toml
//! format = 1
//!
//! [series.reversi-loss]
//! format = 1
//!
//! [[series.reversi-loss.points]]
//! at = 1796650000                # seconds since 1970, UTC
//! value = 2.5                    # in the series' own unit
//! ```
//!
//! A series of a newer format, and any key this program does not know at the top of the
//! file, is kept as it was written when the file is rewritten, so an older program never
//! loses a newer one's values.

use super::{FORMAT, Series};
use crate::persist::toml_table;
use std::collections::BTreeMap;

/// A series as the file holds it: one this program reads, or a newer one kept verbatim.
pub type Entry = crate::persist::Versioned<Series>;

/// A whole series file.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SeriesFile {
    /// The highest format that wrote to the file.
    pub format: u32,
    /// The series by name.
    pub series: BTreeMap<String, Entry>,
    /// Keys of a newer format at the top of the file, kept as written.
    pub other: toml::Table,
}

impl SeriesFile {
    /// A file without series.
    pub fn empty() -> SeriesFile {
        SeriesFile {
            format: FORMAT,
            ..SeriesFile::default()
        }
    }

    /// Series `name`, when this program reads it.
    pub fn known(&self, name: &str) -> Option<&Series> {
        match self.series.get(name)? {
            Entry::Known(series) => Some(series),
            Entry::Newer(_) => None,
        }
    }

    /// Reads a series file; the 1-based line and a one-line reason (English, for the log
    /// and the notice's detail) when it is not one.
    pub fn parse(text: &str) -> Result<SeriesFile, (usize, String)> {
        let mut table = toml_table(text)?;
        let bad = |why: String| (1, why);
        let format = match table.remove("format") {
            Some(toml::Value::Integer(n)) if n >= 1 => u32::try_from(n).unwrap_or(u32::MAX),
            _ => return Err(bad("no format number".into())),
        };
        let mut series = BTreeMap::new();
        match table.remove("series") {
            None => {}
            Some(toml::Value::Table(all)) => {
                for (name, value) in all {
                    let read = entry(value).map_err(|why| bad(format!("series {name}: {why}")))?;
                    series.insert(name, read);
                }
            }
            Some(_) => return Err(bad("series is not a table".into())),
        }
        Ok(SeriesFile {
            format,
            series,
            other: table,
        })
    }

    /// The file's text.
    pub fn write(&self) -> Result<String, String> {
        let mut table = self.other.clone();
        table.insert(
            "format".into(),
            toml::Value::Integer(i64::from(self.format.max(FORMAT))),
        );
        let mut all = toml::Table::new();
        for (name, entry) in &self.series {
            let value = match entry {
                Entry::Known(series) => toml::Value::try_from(series).map_err(|e| e.to_string())?,
                Entry::Newer(kept) => toml::Value::Table(kept.clone()),
            };
            all.insert(name.clone(), value);
        }
        table.insert("series".into(), toml::Value::Table(all));
        toml::to_string(&table).map_err(|e| e.to_string())
    }
}

/// A series of the file: read when its format is this program's or older, kept verbatim
/// when newer.
fn entry(value: toml::Value) -> Result<Entry, String> {
    crate::persist::read_versioned(value, FORMAT, Series::is_sound, "a value out of range")
}
