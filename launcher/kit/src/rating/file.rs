//! The ratings file's text: a format number and the tracks by name, each with its history.
//!
//! ```toml
//! format = 2
//!
//! [track.reversi-game]
//! rating = 1383.5
//! deviation = 312.4
//! volatility = 0.06
//! games = 3
//! start = { rating = 1200.0, deviation = 800.0 }   # format 2 on
//!
//! [[track.reversi-game.history]]
//! date = "2026-12-07"
//! rating = 1383.5                # after this result
//! deviation = 312.4
//! opponent = "medium"
//! opponent_rating = 1772.0
//! opponent_deviation = 35.7      # format 2 on
//! result = "win"                 # win, draw or loss
//! ```
//!
//! Format 1 had neither `start` nor `opponent_deviation`: a track it began rates each
//! result on its own, as it did then.
//!
//! Keys this program does not know at the top of the file (a newer one's) are kept as
//! written when the file is rewritten.

use super::{FORMAT, Track};
use crate::persist::toml_table;
use std::collections::BTreeMap;

/// A whole ratings file.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RatingsFile {
    /// The highest format that wrote to the file.
    pub format: u32,
    /// The tracks by name.
    pub tracks: BTreeMap<String, Track>,
    /// Keys of a newer format at the top of the file, kept as written.
    pub other: toml::Table,
}

impl RatingsFile {
    /// A file without tracks.
    pub fn empty() -> RatingsFile {
        RatingsFile {
            format: FORMAT,
            ..RatingsFile::default()
        }
    }

    /// Reads a ratings file; the 1-based line and a one-line reason (English, for the log
    /// and the notice's detail) when it is not one.
    pub fn parse(text: &str) -> Result<RatingsFile, (usize, String)> {
        let mut table = toml_table(text)?;
        let bad = |why: String| (1, why);
        let format = match table.remove("format") {
            Some(toml::Value::Integer(n)) if n >= 1 => u32::try_from(n).unwrap_or(u32::MAX),
            _ => return Err(bad("no format number".into())),
        };
        let tracks: BTreeMap<String, Track> = match table.remove("track") {
            None => BTreeMap::new(),
            Some(value) => value
                .try_into()
                .map_err(|e: toml::de::Error| bad(format!("track: {}", e.message())))?,
        };
        if let Some((name, _)) = tracks.iter().find(|(_, track)| !track.is_sound()) {
            return Err(bad(format!("track {name}: a number out of range")));
        }
        Ok(RatingsFile {
            format,
            tracks,
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
        let tracks = toml::Value::try_from(&self.tracks).map_err(|e| e.to_string())?;
        table.insert("track".into(), tracks);
        toml::to_string(&table).map_err(|e| e.to_string())
    }
}
