//! Everything the program keeps on disk: settings, high scores, statistics, progress,
//! saved games and where the window was.
//!
//! Files are TOML. Writes are atomic and keep the previous file as `*.bak`; a file that
//! cannot be parsed is renamed `*.corrupt` and reported, and defaults are used, so a damaged
//! file never stops the program and is never silently overwritten.

pub mod envelope;
pub mod geometry;
pub mod progress;
mod scores;
mod settings;
mod shared;
pub mod statistics;
mod storage;
mod versioned;

pub(crate) use storage::toml_table;

pub use scores::{
    HighScores, ScoreEntry, TABLE_SIZE, date_from_unix, date_of_day, today, today_number,
};
pub use settings::{AccessibilitySettings, AnimationSpeed, Settings, SoundSettings};
pub use shared::{StoreProblem, TextForm, change_shared, lock_beside, read_parsed};
pub use storage::{
    Damage, FileProblem, HOME_VAR, Loaded, Storage, StorageError, damaged, load_toml, quarantine,
    read_text, store_toml, write_atomic,
};
pub use versioned::{Versioned, read_versioned};
