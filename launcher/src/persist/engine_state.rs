//! A game engine's state inside a save file, as the saves of match-3 and PopStar hold it.

use serde::de::DeserializeOwned;

/// Reads the engine's state saved as `value` in a save of format `version`, whose current
/// format is `current`: the current format holds it as a TOML table, format 1 held it as
/// JSON text (still read, so older saves resume). `None` for any other format; otherwise
/// the state or a one-line reason it is damaged.
pub fn engine_state<T: DeserializeOwned>(
    version: u32,
    current: u32,
    value: toml::Value,
) -> Option<Result<T, String>> {
    match (version, value) {
        (v, table) if v == current => Some(table.try_into().map_err(|e| e.to_string())),
        (1, toml::Value::String(json)) => {
            Some(serde_json::from_str(&json).map_err(|e| e.to_string()))
        }
        _ => None,
    }
}
