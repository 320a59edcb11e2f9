//! Parts of a file that carry their own format number (a practice item, a series), so that
//! a newer program's parts survive an older program's rewrite of the file.

use serde::de::DeserializeOwned;

/// A part as the file holds it: one this program reads, or a newer one kept verbatim.
#[derive(Debug, Clone, PartialEq)]
pub enum Versioned<T> {
    /// A part of a format this program reads.
    Known(T),
    /// A part of a newer format, as written.
    Newer(toml::Table),
}

/// Reads a part whose own `format` is at most `current`; a newer one is kept as written.
/// A part that reads but fails `sound` is refused with `unsound`.
pub fn read_versioned<T: DeserializeOwned>(
    value: toml::Value,
    current: u32,
    sound: impl Fn(&T) -> bool,
    unsound: &str,
) -> Result<Versioned<T>, String> {
    let toml::Value::Table(table) = value else {
        return Err("not a table".into());
    };
    let format = match table.get("format") {
        Some(toml::Value::Integer(n)) if *n >= 1 => *n,
        _ => return Err("no format number".into()),
    };
    if format > i64::from(current) {
        return Ok(Versioned::Newer(table));
    }
    let part: T = toml::Value::Table(table)
        .try_into()
        .map_err(|e: toml::de::Error| e.message().to_string())?;
    if !sound(&part) {
        return Err(unsound.into());
    }
    Ok(Versioned::Known(part))
}
