//! Game IDs: `match3:c8x8k7:5eed` fixes a game — its mode (`c` Classic, `t` Timed, `e`
//! Endless), width × height, kinds, extras (`s` specials, `b` chain bonus, `r` the repair
//! start-board method) and the seed in hexadecimal.

use crate::board::BoardConfig;
use crate::game::{Mode, Settings};
use crate::generate::Method;
use grid_core::game_id::{self, IdError};
use std::fmt;
use std::str::FromStr;

/// The game's name in its IDs.
pub const GAME: &str = "match3";

/// What a match-3 game ID fixes: the settings and the seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameId {
    /// The game's settings.
    pub settings: Settings,
    /// The seed its boards are drawn from.
    pub seed: u64,
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = &self.settings;
        let mode = match s.mode {
            Mode::Classic => 'c',
            Mode::Timed => 't',
            Mode::Endless => 'e',
        };
        write!(
            f,
            "{GAME}:{mode}{}x{}k{}",
            s.board.width(),
            s.board.height(),
            s.board.kinds()
        )?;
        for (on, flag) in [
            (s.specials, 's'),
            (s.chain_bonus, 'b'),
            (s.method == Method::Repair, 'r'),
        ] {
            if on {
                write!(f, "{flag}")?;
            }
        }
        write!(f, ":{}", game_id::seed_text(self.seed))
    }
}

impl FromStr for GameId {
    type Err = IdError;

    fn from_str(text: &str) -> Result<GameId, IdError> {
        let parts = game_id::parts(text, GAME, 2)?;
        let settings = parse_settings(parts[0])?;
        let seed = game_id::parse_seed(parts[1])?;
        Ok(GameId { settings, seed })
    }
}

/// The settings part, e.g. `t8x8k7sb`.
fn parse_settings(text: &str) -> Result<Settings, IdError> {
    let mut chars = text.chars();
    let mode = match chars.next() {
        Some('c') => Mode::Classic,
        Some('t') => Mode::Timed,
        Some('e') => Mode::Endless,
        other => {
            return Err(IdError::new(format!(
                "the mode {:?} is none of c (Classic), t (Timed), e (Endless)",
                other.map(String::from).unwrap_or_default()
            )));
        }
    };
    let rest = chars.as_str();
    let digits_end = |s: &str| s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    let shape_error = || IdError::new(format!("{text:?} is not written like c8x8k7"));
    let w_end = digits_end(rest);
    let (width, rest) = rest.split_at(w_end);
    let rest = rest.strip_prefix('x').ok_or_else(shape_error)?;
    let h_end = digits_end(rest);
    let (height, rest) = rest.split_at(h_end);
    let rest = rest.strip_prefix('k').ok_or_else(shape_error)?;
    let k_end = digits_end(rest);
    let (kinds, flags) = rest.split_at(k_end);
    let side = |t: &str, what: &str| {
        game_id::parse_number(
            t,
            what,
            *crate::SIDE_RANGE.start() as u64..=*crate::SIDE_RANGE.end() as u64,
        )
        .map(|n| n as usize)
    };
    let width = side(width, "width")?;
    let height = side(height, "height")?;
    let kinds = game_id::parse_number(
        kinds,
        "number of kinds",
        u64::from(*crate::KINDS_RANGE.start())..=u64::from(*crate::KINDS_RANGE.end()),
    )? as u8;
    let board = BoardConfig::new(width, height, kinds).map_err(|e| IdError::new(e.to_string()))?;
    let mut settings = Settings {
        board,
        method: Method::Constrained,
        mode,
        specials: false,
        chain_bonus: false,
    };
    for flag in flags.chars() {
        let seen = match flag {
            's' => std::mem::replace(&mut settings.specials, true),
            'b' => std::mem::replace(&mut settings.chain_bonus, true),
            'r' => std::mem::replace(&mut settings.method, Method::Repair) == Method::Repair,
            other => {
                return Err(IdError::new(format!(
                    "unknown extra {other:?} (s specials, b chain bonus, r repair)"
                )));
            }
        };
        if seen {
            return Err(IdError::new(format!("the extra {flag:?} is written twice")));
        }
    }
    if mode == Mode::Classic && (settings.specials || settings.chain_bonus) {
        return Err(IdError::new(
            "Classic games have neither specials nor a chain bonus",
        ));
    }
    Ok(settings)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_read_back() {
        let id: GameId = "match3:t10x6k5sbr:ff".parse().unwrap();
        assert_eq!(id.settings.board.width(), 10);
        assert_eq!(id.settings.board.height(), 6);
        assert_eq!(id.settings.board.kinds(), 5);
        assert_eq!(id.settings.mode, Mode::Timed);
        assert!(id.settings.specials && id.settings.chain_bonus);
        assert_eq!(id.settings.method, Method::Repair);
        assert_eq!(id.seed, 255);
        assert_eq!(id.to_string(), "match3:t10x6k5sbr:ff");
        let classic = GameId {
            settings: Settings::classic(),
            seed: 7,
        };
        assert_eq!(classic.to_string(), "match3:c8x8k7:7");
    }

    #[test]
    fn impossible_settings_are_named() {
        let why = |t: &str| t.parse::<GameId>().unwrap_err().0;
        assert!(why("match3:c13x8k7:1").contains("width 13"));
        assert!(why("match3:c8x8k9:1").contains("kinds 9"));
        assert!(why("match3:x8x8k7:1").contains("mode"));
        assert!(why("match3:c8x8k7s:1").contains("Classic"));
        assert!(why("match3:t8x8k7ss:1").contains("twice"));
        assert!(why("match3:t8x8k7q:1").contains("unknown extra"));
        assert!(why("match3:t8y8k7:1").contains("c8x8k7"));
        assert!(why("match3:t8x8k7:zz").contains("seed"));
    }
}
