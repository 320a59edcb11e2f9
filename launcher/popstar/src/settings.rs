//! PopStar's options: the rules (PopStar, or SameGame with its board size, colours and
//! smallest group), how a tap pops, practice mode and the par before playing.

use launcher_kit::game::{GameOption, Options};
use popstar::rules::{MAX_COLOURS, MAX_RULES_SIDE, MIN_COLOURS, MIN_SIDE};
use popstar::{Rules, Scoring};
use serde::{Deserialize, Serialize};

/// Which game the card plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    /// PopStar: 10×10, five colours, levels with targets.
    #[default]
    Popstar,
    /// SameGame: one board of the chosen size and colours, (n − 2)² a group.
    Samegame,
}

/// The options that count only in SameGame.
const SAMEGAME_ONLY: &[&str] = &["samegame"];

/// Options of the PopStar game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PopStarSettings {
    /// PopStar or SameGame.
    pub variant: Variant,
    /// SameGame's board width.
    pub width: u8,
    /// SameGame's board height.
    pub height: u8,
    /// SameGame's number of colours.
    pub colours: u8,
    /// SameGame's smallest group that pops (2 or 3).
    pub min_group: u8,
    /// Pop a group on the first click (otherwise the first click highlights it).
    pub single_tap: bool,
    /// Practice mode: undo allowed, no high score.
    pub practice: bool,
    /// Show the solver's par for each board before it is played.
    pub par_first: bool,
}

impl Default for PopStarSettings {
    fn default() -> Self {
        let standard = Rules::SAMEGAME;
        PopStarSettings {
            variant: Variant::Popstar,
            width: standard.width() as u8,
            height: standard.height() as u8,
            colours: standard.colours() as u8,
            min_group: standard.min_group() as u8,
            single_tap: false,
            practice: false,
            par_first: false,
        }
    }
}

impl PopStarSettings {
    /// The settings in `options`.
    pub fn from_options(options: &Options) -> PopStarSettings {
        options.read()
    }

    /// The rules these settings play: PopStar's, or SameGame's with the size, colours and
    /// smallest group brought into their ranges.
    pub fn rules(&self) -> Rules {
        match self.variant {
            Variant::Popstar => Rules::POPSTAR,
            Variant::Samegame => Rules::clamped(
                self.width.into(),
                self.height.into(),
                self.colours.into(),
                self.min_group.into(),
                Scoring::SameGame,
            ),
        }
    }

    /// These settings with `rules` in place (what a game ID fixes); SameGame's size and
    /// colours stay as they were for PopStar's rules.
    pub fn with_rules(self, rules: &Rules) -> PopStarSettings {
        if rules.is_popstar() {
            return PopStarSettings {
                variant: Variant::Popstar,
                ..self
            };
        }
        PopStarSettings {
            variant: Variant::Samegame,
            width: rules.width() as u8,
            height: rules.height() as u8,
            colours: rules.colours() as u8,
            min_group: rules.min_group() as u8,
            ..self
        }
    }
}

/// PopStar's options for the settings screen.
pub fn options() -> Vec<GameOption> {
    let d = PopStarSettings::default();
    let side = i64::from(MIN_SIDE)..=i64::from(MAX_RULES_SIDE);
    vec![
        GameOption::choice(
            "variant",
            "popstar-option-variant",
            vec![
                ("popstar", "popstar-variant-popstar"),
                ("samegame", "popstar-variant-samegame"),
            ],
        ),
        GameOption::number(
            "width",
            "popstar-option-width",
            side.clone(),
            i64::from(d.width),
        )
        .only_when("variant", SAMEGAME_ONLY),
        GameOption::number("height", "popstar-option-height", side, i64::from(d.height))
            .only_when("variant", SAMEGAME_ONLY),
        GameOption::number(
            "colours",
            "popstar-option-colours",
            i64::from(MIN_COLOURS)..=i64::from(MAX_COLOURS),
            i64::from(d.colours),
        )
        .only_when("variant", SAMEGAME_ONLY),
        GameOption::number(
            "min_group",
            "popstar-option-min-group",
            2..=3,
            i64::from(d.min_group),
        )
        .only_when("variant", SAMEGAME_ONLY),
        GameOption::toggle("single_tap", "popstar-option-single-tap", d.single_tap),
        GameOption::toggle("practice", "popstar-option-practice", d.practice),
        GameOption::toggle("par_first", "popstar-option-par-first", d.par_first),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samegame_settings_out_of_range_are_clamped_and_read_as_rules() {
        let mut table = toml::Table::new();
        table.insert("variant".into(), "samegame".into());
        table.insert("width".into(), 40.into());
        table.insert("height".into(), 2.into());
        table.insert("colours".into(), 12.into());
        table.insert("min_group".into(), 7.into());
        let settings = PopStarSettings::from_options(&Options::new(&options(), &table));
        assert_eq!(settings.rules().to_string(), "sg20x5c8m3");
        let plain = PopStarSettings::from_options(&Options::new(&options(), &toml::Table::new()));
        assert_eq!(plain.rules(), Rules::POPSTAR);
        let standard = PopStarSettings {
            variant: Variant::Samegame,
            ..plain
        };
        assert_eq!(standard.rules(), Rules::SAMEGAME);
    }

    #[test]
    fn an_id_s_rules_come_back_as_settings() {
        let rules: Rules = "sg8x12c3m3".parse().unwrap();
        let settings = PopStarSettings::default().with_rules(&rules);
        assert_eq!(settings.rules(), rules);
        assert_eq!(settings.with_rules(&Rules::POPSTAR).rules(), Rules::POPSTAR);
    }
}
