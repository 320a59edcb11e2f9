//! The common form of the games' IDs: `game:part:part`, short and printable, so a player
//! can copy a game, paste it into a message and someone else plays the same board. Each
//! game decides what its parts hold; seeds are written in lowercase hexadecimal.

use std::fmt;

/// Why a game ID cannot be read: one line for the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IdError(pub String);

impl fmt::Display for IdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for IdError {}

impl IdError {
    /// An error saying `why`.
    pub fn new(why: impl Into<String>) -> IdError {
        IdError(why.into())
    }
}

/// The longest ID read: a pasted text longer than any game writes is not an ID.
pub const MAX_LEN: usize = 400;

/// The game an ID names (the text before its first `:`), if it has one.
pub fn game_of(id: &str) -> Option<&str> {
    let (game, _) = id.trim().split_once(':')?;
    Some(game)
}

/// The `count` parts after `game:` in `id`, or why there are not exactly that many.
pub fn parts<'a>(id: &'a str, game: &str, count: usize) -> Result<Vec<&'a str>, IdError> {
    let id = id.trim();
    if id.len() > MAX_LEN {
        return Err(IdError::new(format!(
            "too long for a game ID ({} characters)",
            id.chars().count()
        )));
    }
    if let Some(bad) = id.chars().find(|c| !c.is_ascii_graphic()) {
        return Err(IdError::new(format!(
            "a game ID has no {bad:?} (letters, digits and : only)"
        )));
    }
    let Some((named, rest)) = id.split_once(':') else {
        return Err(IdError::new(format!("not a game ID: {id:?} (game:…)")));
    };
    if named != game {
        return Err(IdError::new(format!(
            "this is a {named:?} ID, not a {game:?} one"
        )));
    }
    let parts: Vec<&str> = rest.split(':').collect();
    if parts.len() != count {
        return Err(IdError::new(format!(
            "a {game} ID has {count} parts after \"{game}:\", this one {}",
            parts.len()
        )));
    }
    Ok(parts)
}

/// `seed` as an ID writes it.
pub fn seed_text(seed: u64) -> String {
    format!("{seed:x}")
}

/// The seed written `text` (1 to 16 hexadecimal digits).
pub fn parse_seed(text: &str) -> Result<u64, IdError> {
    if text.is_empty() || text.len() > 16 || !text.chars().all(|c| c.is_ascii_hexdigit()) {
        return Err(IdError::new(format!(
            "the seed {text:?} is not 1 to 16 hexadecimal digits"
        )));
    }
    u64::from_str_radix(text, 16).map_err(|e| IdError::new(format!("the seed {text:?}: {e}")))
}

/// A number part such as `8` in `8x8`, within `range`, named `what` in the error.
pub fn parse_number(
    text: &str,
    what: &str,
    range: std::ops::RangeInclusive<u64>,
) -> Result<u64, IdError> {
    let n: u64 = text
        .parse()
        .map_err(|_| IdError::new(format!("the {what} {text:?} is not a number")))?;
    if !range.contains(&n) {
        return Err(IdError::new(format!(
            "the {what} {n} is outside {}–{}",
            range.start(),
            range.end()
        )));
    }
    Ok(n)
}

/// The seed of day `day` (days since 1970-01-01, UTC) for the daily board of `game`:
/// every day and every game gets its own seed, the same on every machine.
pub fn daily_seed(game: &str, day: i64) -> u64 {
    let salt = game.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    // The finaliser of SplitMix64 is a bijection, so distinct days give distinct seeds.
    let mut z = salt.wrapping_add(day as u64);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_name_the_game_and_count() {
        assert_eq!(parts("m3:a:b", "m3", 2), Ok(vec!["a", "b"]));
        assert_eq!(parts("  m3:a:b\n", "m3", 2), Ok(vec!["a", "b"]));
        assert!(parts("m3:a", "m3", 2).unwrap_err().0.contains("2 parts"));
        assert!(parts("ps:a:b", "m3", 2).unwrap_err().0.contains("\"ps\""));
        assert!(parts("m3 a b", "m3", 2).is_err());
        assert!(parts("m3", "m3", 2).is_err());
        assert!(parts(&"x".repeat(500), "m3", 2).is_err());
    }

    #[test]
    fn seeds_round_trip() {
        for seed in [0, 1, 0xdead_beef, u64::MAX] {
            assert_eq!(parse_seed(&seed_text(seed)), Ok(seed));
        }
        assert!(parse_seed("").is_err());
        assert!(parse_seed("12345678901234567").is_err());
        assert!(parse_seed("xyz").is_err());
        assert!(parse_seed("+1").is_err());
    }

    #[test]
    fn daily_seeds_differ_by_day_and_game() {
        let days: Vec<u64> = (20_000..20_400).map(|d| daily_seed("match3", d)).collect();
        let mut unique = days.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), days.len());
        assert_eq!(daily_seed("match3", 20_416), daily_seed("match3", 20_416));
        assert_ne!(daily_seed("match3", 20_416), daily_seed("popstar", 20_416));
    }
}
