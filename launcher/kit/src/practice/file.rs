//! The deck file's text: one TOML file per game with a format number, the items, the
//! items deleted and when the deck was last reset; and how two copies of it merge.
//!
//! ```toml
//! game = "reversi"
//! format = 1
//! reset = 0                     # milliseconds since 1970 of the last reset
//!
//! [[item]]                      # see Item
//! id = "…"
//! format = 1
//! …
//!
//! [[deleted]]
//! id = "…"
//! at = 1796000000000            # milliseconds since 1970
//! ```
//!
//! An item of a newer format, and any key this program does not know, is kept as it was
//! written when the file is rewritten, so an older program never loses a newer one's work.

use super::item::Item;
use super::{CAPACITY, FORMAT};
use crate::persist::toml_table;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// An item as the file holds it: one this program reads, or a newer one kept verbatim.
pub type Entry = crate::persist::Versioned<Item>;

impl Entry {
    /// The item's key.
    pub fn id(&self) -> &str {
        match self {
            Entry::Known(item) => &item.id,
            Entry::Newer(table) => table.get("id").and_then(toml::Value::as_str).unwrap_or(""),
        }
    }

    /// When the item last changed (milliseconds since 1970).
    pub fn changed(&self) -> i64 {
        match self {
            Entry::Known(item) => item.changed,
            Entry::Newer(table) => table
                .get("changed")
                .and_then(toml::Value::as_integer)
                .unwrap_or(0),
        }
    }

    fn to_value(&self) -> Result<toml::Value, String> {
        match self {
            Entry::Known(item) => toml::Value::try_from(item).map_err(|e| e.to_string()),
            Entry::Newer(table) => Ok(toml::Value::Table(table.clone())),
        }
    }
}

/// An item the player deleted (or the deck let go when full), so that a copy another
/// program still holds does not bring it back.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deleted {
    /// The item's key.
    pub id: String,
    /// When (milliseconds since 1970).
    pub at: i64,
}

/// A whole deck file.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct DeckFile {
    /// The game's key.
    pub game: String,
    /// The highest format that wrote to the file.
    pub format: u32,
    /// When the deck was last reset (milliseconds since 1970): older items are gone.
    pub reset: i64,
    /// The items, in the order the file keeps them (the order they were added).
    pub entries: Vec<Entry>,
    /// The items deleted, newest kept.
    pub deleted: Vec<Deleted>,
    /// Keys of a newer format, kept as written.
    pub other: toml::Table,
}

/// How many deletions the file remembers.
const DELETIONS_KEPT: usize = 2 * CAPACITY;

/// Keys this format knows at the top of the file.
const KNOWN_KEYS: [&str; 5] = ["game", "format", "reset", "item", "deleted"];

impl DeckFile {
    /// An empty deck of game `game`.
    pub fn empty(game: &str) -> DeckFile {
        DeckFile {
            game: game.to_string(),
            format: FORMAT,
            ..DeckFile::default()
        }
    }

    /// The items this program reads.
    pub fn items(&self) -> impl Iterator<Item = &Item> {
        self.entries.iter().filter_map(|e| match e {
            Entry::Known(item) => Some(item),
            Entry::Newer(_) => None,
        })
    }

    /// Reads a deck file of game `game`; the 1-based line and a one-line reason (English,
    /// for the log and the notice's detail) when it is not one.
    pub fn parse(text: &str, game: &str) -> Result<DeckFile, (usize, String)> {
        let mut table = toml_table(text)?;
        let bad = |why: String| (1, why);
        match table.get("game") {
            Some(toml::Value::String(g)) if g == game => {}
            Some(toml::Value::String(g)) => {
                return Err(bad(format!("a deck of {g}, not of {game}")));
            }
            _ => return Err(bad("no game named".into())),
        }
        let format = match table.get("format") {
            Some(toml::Value::Integer(n)) if *n >= 1 => u32::try_from(*n).unwrap_or(u32::MAX),
            _ => return Err(bad("no format number".into())),
        };
        let reset = match table.get("reset") {
            None => 0,
            Some(toml::Value::Integer(n)) => *n,
            Some(_) => return Err(bad("reset is not a number".into())),
        };
        let mut entries = Vec::new();
        match table.remove("item") {
            None => {}
            Some(toml::Value::Array(items)) => {
                for (n, value) in items.into_iter().enumerate() {
                    entries
                        .push(entry(value).map_err(|why| bad(format!("item {}: {why}", n + 1)))?);
                }
            }
            Some(_) => return Err(bad("item is not a list of tables".into())),
        }
        let deleted: Vec<Deleted> = match table.remove("deleted") {
            None => Vec::new(),
            Some(value) => value
                .try_into()
                .map_err(|e: toml::de::Error| bad(format!("deleted: {}", e.message())))?,
        };
        table.retain(|key, _| !KNOWN_KEYS.contains(&key));
        Ok(DeckFile {
            game: game.to_string(),
            format,
            reset,
            entries,
            deleted,
            other: table,
        })
    }

    /// The file's text.
    pub fn write(&self) -> Result<String, String> {
        let mut table = self.other.clone();
        table.insert("game".into(), toml::Value::String(self.game.clone()));
        table.insert(
            "format".into(),
            toml::Value::Integer(i64::from(self.format.max(FORMAT))),
        );
        table.insert("reset".into(), toml::Value::Integer(self.reset));
        let items = self
            .entries
            .iter()
            .map(Entry::to_value)
            .collect::<Result<Vec<_>, _>>()?;
        table.insert("item".into(), toml::Value::Array(items));
        let deleted = toml::Value::try_from(&self.deleted).map_err(|e| e.to_string())?;
        table.insert("deleted".into(), deleted);
        toml::to_string(&table).map_err(|e| e.to_string())
    }

    /// This deck merged with `other`, another program's copy of the same file: the later
    /// reset, every deletion, and of each item the copy changed last (this one's on a tie)
    /// unless it was deleted or reset since. Items are kept in the order they were added.
    pub fn merge(&self, other: &DeckFile) -> DeckFile {
        let reset = self.reset.max(other.reset);
        let mut deleted: BTreeMap<&str, i64> = BTreeMap::new();
        for d in other.deleted.iter().chain(&self.deleted) {
            let at = deleted.entry(d.id.as_str()).or_insert(d.at);
            *at = (*at).max(d.at);
        }
        let mut chosen: BTreeMap<&str, &Entry> = BTreeMap::new();
        for e in other.entries.iter().chain(&self.entries) {
            match chosen.get(e.id()) {
                Some(kept) if kept.changed() > e.changed() => {}
                _ => {
                    chosen.insert(e.id(), e);
                }
            }
        }
        let alive = |e: &Entry| {
            e.changed() > reset && deleted.get(e.id()).is_none_or(|&at| e.changed() > at)
        };
        let mut entries: Vec<Entry> = chosen.into_values().filter(|e| alive(e)).cloned().collect();
        entries.sort_by_key(|e| (added(e), e.id().to_string()));
        let mut deleted: Vec<Deleted> = deleted
            .into_iter()
            .filter(|&(_, at)| at > reset)
            .map(|(id, at)| Deleted {
                id: id.to_string(),
                at,
            })
            .collect();
        deleted.sort_by_key(|d| std::cmp::Reverse(d.at));
        deleted.truncate(DELETIONS_KEPT);
        let mut other_keys = other.other.clone();
        for (key, value) in &self.other {
            other_keys.insert(key.clone(), value.clone());
        }
        DeckFile {
            game: self.game.clone(),
            format: self.format.max(other.format),
            reset,
            entries,
            deleted,
            other: other_keys,
        }
    }
}

/// When an entry was added (seconds since 1970), for the file's order.
fn added(e: &Entry) -> i64 {
    match e {
        Entry::Known(item) => item.added,
        Entry::Newer(table) => table
            .get("added")
            .and_then(toml::Value::as_integer)
            .unwrap_or(0),
    }
}

/// An item of the file: read when its format is this program's or older, kept verbatim
/// when newer.
fn entry(value: toml::Value) -> Result<Entry, String> {
    if value.is_table() && !matches!(value.get("id"), Some(toml::Value::String(_))) {
        return Err("no id".into());
    }
    crate::persist::read_versioned(value, FORMAT, Item::is_sound, "a number out of range")
}
