//! The one form every saved game takes: which game, the format, the seed, the settings
//! the game was started with, and the game's own state.

use serde::{Deserialize, Serialize};

/// The envelope's format. Saves written before the envelope (each game's own file, with
/// a `version` or `format` number or none) are read as that game's state.
pub const FORMAT: u32 = 3;

/// A saved unfinished game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The game's key (`match3`, `popstar`, `reversi`).
    pub game: String,
    /// [`FORMAT`].
    pub format: u32,
    /// The seed the game was started with (restart deals the same game again); `None`
    /// for a save written before seeds were kept. Written as 16 hex digits: TOML numbers
    /// stop at 2⁶³.
    #[serde(default, skip_serializing_if = "Option::is_none", with = "hex_seed")]
    pub seed: Option<u64>,
    /// The game ID the game was opened with, if any (Restart plays it again).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub origin: Option<String>,
    /// For today's board: its day (days since 1970-01-01, UTC).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<i64>,
    /// The game's settings when it was started.
    pub options: toml::Value,
    /// The game's own state.
    pub state: toml::Value,
}

/// A seed as a string of 16 hex digits (TOML integers stop at `i64::MAX`, and half of all
/// seeds are larger), for any saved state that keeps one: `#[serde(with = ...)]` on an
/// `Option<u64>`. Reads a plain integer too, as a state with a small seed may have it.
pub mod hex_seed {
    use serde::{Deserialize, Deserializer, Serializer};

    /// A seed as it may stand in a file.
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Written {
        Hex(String),
        Number(u64),
    }

    /// Writes `seed` as 16 hex digits.
    pub fn serialize<S: Serializer>(seed: &Option<u64>, s: S) -> Result<S::Ok, S::Error> {
        match seed {
            Some(seed) => s.serialize_str(&format!("{seed:016x}")),
            None => s.serialize_none(),
        }
    }

    /// Reads a seed of hex digits or a plain integer.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u64>, D::Error> {
        match Written::deserialize(d)? {
            Written::Number(seed) => Ok(Some(seed)),
            Written::Hex(text) => u64::from_str_radix(&text, 16).map(Some).map_err(|_| {
                serde::de::Error::custom(format!("a seed is 16 hex digits, not {text:?}"))
            }),
        }
    }
}

/// What a save file turned out to hold.
#[derive(Debug, Clone, PartialEq)]
pub enum Saved {
    /// A save in the envelope.
    Game(SavedGame),
    /// A save of the format before the envelope: the game's state alone (its number
    /// removed), with neither seed nor settings.
    Earlier(toml::Value),
}

/// The text of `saved`.
pub fn write(saved: &SavedGame) -> Result<String, String> {
    toml::to_string(saved).map_err(|e| e.to_string())
}

/// Reads a save of game `key`; a one-line reason (in the current language, the TOML
/// parser's own in English) when it is not one.
pub fn read(text: &str, key: &str) -> Result<Saved, String> {
    let mut table: toml::Table = toml::from_str(text).map_err(|e| e.message().to_string())?;
    let in_envelope =
        matches!(table.get("game"), Some(toml::Value::String(_))) && !table.contains_key("version");
    if in_envelope {
        match table.get("format") {
            Some(toml::Value::Integer(n)) if *n == i64::from(FORMAT) => {}
            Some(other) => {
                return Err(crate::tr!(
                    "common-save-format",
                    format = other.to_string(),
                    expected = FORMAT
                ));
            }
            None => return Err(crate::tr!("common-save-no-format")),
        }
        let saved: SavedGame = toml::Value::Table(table)
            .try_into()
            .map_err(|e: toml::de::Error| e.message().to_string())?;
        if saved.game != key {
            return Err(crate::tr!(
                "common-save-other-game",
                game = &saved.game,
                expected = key
            ));
        }
        return Ok(Saved::Game(saved));
    }
    // Match-3 numbered its saves `version`, PopStar `format`, Reversi not at all; all
    // three were at their second form (JSON-text states of the first are not read).
    for number in ["version", "format"] {
        match table.remove(number) {
            None => {}
            Some(toml::Value::Integer(2)) => {}
            Some(other) => {
                return Err(crate::tr!(
                    "common-save-format-unknown",
                    format = other.to_string()
                ));
            }
        }
    }
    Ok(Saved::Earlier(toml::Value::Table(table)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn saved() -> SavedGame {
        SavedGame {
            origin: Some("popstar:1:5eed".into()),
            daily: Some(20_416),
            game: "popstar".into(),
            format: FORMAT,
            seed: Some(u64::MAX - 42),
            options: toml::Value::Table(toml::toml! { practice = true }),
            state: toml::Value::Table(toml::toml! { level_score = 0 }),
        }
    }

    #[test]
    fn the_envelope_round_trips() {
        let text = write(&saved()).unwrap();
        assert!(text.starts_with("game = \"popstar\""), "{text}");
        assert!(text.contains("seed = \"ffffffffffffffd5\""), "{text}");
        assert_eq!(read(&text, "popstar"), Ok(Saved::Game(saved())));
    }

    #[test]
    fn another_games_or_a_newer_save_is_refused() {
        let text = write(&saved()).unwrap();
        assert_eq!(
            read(&text, "match3"),
            Err("a save of popstar, not of match3".into())
        );
        let newer = text.replace("format = 3", "format = 4");
        assert_eq!(
            read(&newer, "popstar"),
            Err("save format 4 is not 3".into())
        );
    }

    #[test]
    fn saves_before_the_envelope_are_their_games_state() {
        let earlier = read("version = 2\nbest_chain = 3\n", "match3").unwrap();
        assert_eq!(
            earlier,
            Saved::Earlier(toml::Value::Table(toml::toml! { best_chain = 3 }))
        );
        assert!(read("version = 1\ngame = \"{}\"\n", "match3").is_err());
        assert!(read("moves = \"f5\"\n", "reversi").is_ok());
    }
}
