//! The player's settings: language, sound, animation, window, and each game's options.
//!
//! Every field has a default, so an older or partial file still loads; values out of range
//! are pulled back into range by [`Settings::sanitized`] rather than rejected.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Sound on/off and loudness.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SoundSettings {
    /// Whether sound effects play.
    pub enabled: bool,
    /// Loudness in percent, 0–100.
    pub volume: u8,
}

impl Default for SoundSettings {
    fn default() -> Self {
        SoundSettings {
            enabled: true,
            volume: 70,
        }
    }
}

/// How fast animations play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AnimationSpeed {
    /// Slower than normal, easier to follow.
    Slow,
    /// The designed pace.
    #[default]
    Normal,
    /// Quicker.
    Fast,
}

impl AnimationSpeed {
    /// All choices in display order.
    pub const ALL: [AnimationSpeed; 3] = [
        AnimationSpeed::Slow,
        AnimationSpeed::Normal,
        AnimationSpeed::Fast,
    ];

    /// Multiplier for animation time steps (`dt * factor`).
    pub fn factor(self) -> f32 {
        match self {
            AnimationSpeed::Slow => 0.6,
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Fast => 1.8,
        }
    }

    /// The message key of its name.
    pub fn label(self) -> &'static str {
        match self {
            AnimationSpeed::Slow => "settings-animation-slow",
            AnimationSpeed::Normal => "settings-animation-normal",
            AnimationSpeed::Fast => "settings-animation-fast",
        }
    }
}

/// How large text is drawn, in percent of the designed size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct AccessibilitySettings {
    /// Near-black backgrounds, bright edges and text, stronger piece colours.
    pub high_contrast: bool,
    /// No shaking, particles or sliding: short fades instead.
    pub reduced_motion: bool,
    /// Text size in percent: 100, 125 or 150.
    pub text_size: u16,
}

impl AccessibilitySettings {
    /// The text sizes offered, in percent.
    pub const TEXT_SIZES: [u16; 3] = [100, 125, 150];

    /// The text size as a factor on every font size.
    pub fn text_scale(&self) -> f32 {
        f32::from(self.text_size) / 100.0
    }
}

impl Default for AccessibilitySettings {
    fn default() -> Self {
        AccessibilitySettings {
            high_contrast: false,
            reduced_motion: false,
            text_size: 100,
        }
    }
}

/// All settings, as stored in `settings.toml`.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The language the text is shown in, as a tag (`en`, `ru`, `pl`, `zh-CN`); absent,
    /// the system's language. A tag this version does not know is kept and the system's
    /// language used.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// Sound effects.
    pub sound: SoundSettings,
    /// Animation pace.
    pub animation: AnimationSpeed,
    /// Start and stay in fullscreen.
    pub fullscreen: bool,
    /// High contrast, reduced motion and text size.
    pub accessibility: AccessibilitySettings,
    /// Each game's options, a table per game key (`[match3]`, `[popstar]` …), checked
    /// against the game's own description of them when read
    /// ([`crate::game::Options`]).
    #[serde(flatten)]
    pub games: BTreeMap<String, toml::Table>,
}

impl Settings {
    /// Whether the player asked for reduced motion: no shakes, particles or sliding, short
    /// fades instead.
    pub fn reduced_motion(&self) -> bool {
        self.accessibility.reduced_motion
    }

    /// Whether the player asked for high contrast colours.
    pub fn high_contrast(&self) -> bool {
        self.accessibility.high_contrast
    }

    /// Scales a real time step by the animation-speed setting.
    pub fn anim_dt(&self, dt: f32) -> f32 {
        dt * self.animation.factor()
    }

    /// The same settings with every general number pulled into its allowed range (each
    /// game's options are checked by the game's own description).
    pub fn sanitized(mut self) -> Settings {
        self.sound.volume = self.sound.volume.min(100);
        // The nearest size offered.
        let size = self.accessibility.text_size;
        self.accessibility.text_size = AccessibilitySettings::TEXT_SIZES
            .into_iter()
            .min_by_key(|s| s.abs_diff(size))
            .unwrap_or(100);
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_round_trip_through_toml() {
        let mut s = Settings::default();
        s.games.insert("reversi".into(), toml::toml! { level = 3 });
        let text = toml::to_string_pretty(&s).unwrap();
        assert_eq!(toml::from_str::<Settings>(&text).unwrap(), s);
        assert!(text.contains("[reversi]\nlevel = 3"), "{text}");
    }

    #[test]
    fn partial_file_fills_in_defaults_and_keeps_each_games_table() {
        let s: Settings = toml::from_str("fullscreen = true\n[match3]\nkinds = 6\n").unwrap();
        assert!(s.fullscreen);
        assert_eq!(s.sound, SoundSettings::default());
        assert_eq!(s.games["match3"], toml::toml! { kinds = 6 });
    }

    #[test]
    fn the_language_is_written_only_when_chosen() {
        let system = toml::to_string_pretty(&Settings::default()).unwrap();
        assert!(!system.contains("language"), "{system}");
        let chosen = Settings {
            language: Some("zh-CN".into()),
            ..Settings::default()
        };
        let text = toml::to_string_pretty(&chosen).unwrap();
        assert!(text.starts_with("language = \"zh-CN\""), "{text}");
        assert_eq!(toml::from_str::<Settings>(&text).unwrap(), chosen);
    }

    #[test]
    fn wrong_types_are_errors() {
        assert!(toml::from_str::<Settings>("fullscreen = \"yes\"").is_err());
        assert!(toml::from_str::<Settings>("[sound]\nvolume = 300").is_err());
    }

    #[test]
    fn accessibility_defaults_load_from_old_files_and_the_text_size_is_pulled_into_range() {
        let old: Settings = toml::from_str("fullscreen = true\n").unwrap();
        assert_eq!(old.accessibility, AccessibilitySettings::default());
        let s: Settings = toml::from_str(
            "[accessibility]\nhigh_contrast = true\nreduced_motion = true\ntext_size = 900\n",
        )
        .unwrap();
        let s = s.sanitized();
        assert!(s.accessibility.high_contrast && s.accessibility.reduced_motion);
        assert_eq!(s.accessibility.text_size, 150);
        let mut low = Settings::default();
        low.accessibility.text_size = 10;
        assert_eq!(low.sanitized().accessibility.text_size, 100);
        let mut between = Settings::default();
        between.accessibility.text_size = 130;
        assert_eq!(between.sanitized().accessibility.text_size, 125);
        let text = toml::to_string_pretty(&s).unwrap();
        assert_eq!(toml::from_str::<Settings>(&text).unwrap(), s);
    }

    #[test]
    fn the_volume_is_pulled_into_range() {
        let mut s = Settings::default();
        s.sound.volume = 250;
        assert_eq!(s.sanitized().sound.volume, 100);
    }
}
