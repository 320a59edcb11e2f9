//! The settings one row of the screen changes: the general ones and each game's options,
//! their labels and values in the current language, and one step of change that is saved
//! at once.

use launcher_kit::game::{GameId, GameOption, OptionKind, Options};
use launcher_kit::i18n::Language;
use launcher_kit::persist::{AccessibilitySettings, AnimationSpeed};
use launcher_kit::services::Services;

/// One adjustable setting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// The language: the system's, or one chosen.
    Language,
    /// Sound on/off.
    Sound,
    /// Volume.
    Volume,
    /// Animation speed.
    Animation,
    /// Fullscreen.
    Fullscreen,
    /// High contrast colours.
    HighContrast,
    /// Reduced motion.
    ReducedMotion,
    /// Text size.
    TextSize,
    /// One of a game's options: the game and the option's place in its list.
    Game(GameId, usize),
}

/// The general fields, before the games' options.
pub const GENERAL: [Field; 5] = [
    Field::Language,
    Field::Sound,
    Field::Volume,
    Field::Animation,
    Field::Fullscreen,
];

/// The accessibility fields, in their own section after the general ones.
pub const ACCESSIBILITY: [Field; 3] = [Field::HighContrast, Field::ReducedMotion, Field::TextSize];

fn on_off(b: bool) -> String {
    let key = if b { "common-on" } else { "common-off" };
    launcher_kit::tr!(key)
}

/// The language choices in the order the field cycles through them: the system's
/// (`None`), then each language by its tag.
fn language_choices() -> Vec<Option<&'static str>> {
    std::iter::once(None)
        .chain(Language::ALL.iter().map(|l| Some(l.tag())))
        .collect()
}

/// How the language setting reads: "System (Русский)", or the chosen language's own
/// name; a tag this version does not know shows as it is.
fn language_text(cx: &Services) -> String {
    match cx.settings.language.as_deref() {
        None => launcher_kit::tr!(
            "settings-language-system",
            language = cx.system_language().native_name()
        ),
        Some(tag) => {
            Language::from_locale(tag).map_or(tag.to_string(), |l| l.native_name().to_string())
        }
    }
}

/// A game's option and the options' current values, for a [`Field::Game`].
fn game_option(
    cx: &Services,
    game: GameId,
    i: usize,
) -> Option<(GameOption, Vec<GameOption>, Options)> {
    let all = cx.registry.kind(game)?.options();
    let option = all.get(i)?.clone();
    Some((option, all, cx.options(game)))
}

impl Field {
    /// The label shown left of the value, in the current language.
    pub fn label(self, cx: &Services) -> String {
        let key = match self {
            Field::Language => "settings-language",
            Field::Sound => "settings-sound",
            Field::Volume => "settings-volume",
            Field::Animation => "settings-animation",
            Field::Fullscreen => "settings-fullscreen",
            Field::HighContrast => "settings-high-contrast",
            Field::ReducedMotion => "settings-reduced-motion",
            Field::TextSize => "settings-text-size",
            Field::Game(game, i) => {
                return game_option(cx, game, i).map_or(String::new(), |(o, _, _)| {
                    launcher_kit::i18n::text(o.label, &[])
                });
            }
        };
        launcher_kit::tr!(key)
    }

    /// Whether the field is an on/off switch.
    pub fn is_toggle(self, cx: &Services) -> bool {
        match self {
            Field::Sound | Field::Fullscreen | Field::HighContrast | Field::ReducedMotion => true,
            Field::Language | Field::Volume | Field::Animation | Field::TextSize => false,
            Field::Game(game, i) => game_option(cx, game, i)
                .is_some_and(|(o, _, _)| matches!(o.kind, OptionKind::Toggle { .. })),
        }
    }

    /// The value as shown, in the current language.
    pub fn value(self, cx: &Services) -> String {
        let s = &cx.settings;
        match self {
            Field::Language => language_text(cx),
            Field::Sound => on_off(s.sound.enabled),
            Field::Volume => launcher_kit::tr!("settings-percent", count = s.sound.volume),
            Field::Animation => launcher_kit::tr!(s.animation.label()),
            Field::Fullscreen => on_off(s.fullscreen),
            Field::HighContrast => on_off(s.accessibility.high_contrast),
            Field::ReducedMotion => on_off(s.accessibility.reduced_motion),
            Field::TextSize => {
                launcher_kit::tr!("settings-percent", count = s.accessibility.text_size)
            }
            Field::Game(game, i) => {
                game_option(cx, game, i).map_or(String::new(), |(o, _, v)| v.text(&o))
            }
        }
    }

    /// Whether the switch is on (false for fields that are not switches).
    pub fn is_on(self, cx: &Services) -> bool {
        match self {
            Field::Sound => cx.settings.sound.enabled,
            Field::Fullscreen => cx.settings.fullscreen,
            Field::HighContrast => cx.settings.accessibility.high_contrast,
            Field::ReducedMotion => cx.settings.accessibility.reduced_motion,
            Field::Language | Field::Volume | Field::Animation | Field::TextSize => false,
            Field::Game(game, i) => game_option(cx, game, i).is_some_and(|(o, _, v)| v.is_on(&o)),
        }
    }

    /// A short note beside an option the other options hold fixed ("Timed only"), in the
    /// current language.
    pub fn note(self, cx: &Services) -> Option<String> {
        match self {
            Field::Game(game, i) => {
                game_option(cx, game, i).and_then(|(o, all, v)| v.note(&o, &all))
            }
            _ => None,
        }
    }

    /// Moves the field one step (`delta` ±1) and saves the settings: switches flip,
    /// choices cycle, numbers stop at their limits; a new language takes effect at once.
    /// Whether anything changed.
    pub fn change(self, delta: i32, cx: &mut Services) -> bool {
        let mut s = cx.settings.clone();
        match self {
            Field::Language => {
                let all = language_choices();
                // A tag this version does not know counts as "System" here.
                let i = all
                    .iter()
                    .position(|t| t.map(String::from) == s.language)
                    .unwrap_or(0) as i32;
                let next = all[(i + delta).rem_euclid(all.len() as i32) as usize];
                s.language = next.map(String::from);
            }
            Field::Sound => s.sound.enabled = !s.sound.enabled,
            Field::Volume => {
                s.sound.volume = (i32::from(s.sound.volume) + delta * 10).clamp(0, 100) as u8
            }
            Field::Animation => {
                let all = AnimationSpeed::ALL;
                let i = all.iter().position(|a| *a == s.animation).unwrap_or(0) as i32;
                s.animation = all[(i + delta).rem_euclid(all.len() as i32) as usize];
            }
            Field::Fullscreen => s.fullscreen = !s.fullscreen,
            Field::HighContrast => {
                s.accessibility.high_contrast = !s.accessibility.high_contrast;
            }
            Field::ReducedMotion => {
                s.accessibility.reduced_motion = !s.accessibility.reduced_motion;
            }
            Field::TextSize => {
                // Stops at the smallest and the largest size.
                let all = AccessibilitySettings::TEXT_SIZES;
                let i = all
                    .iter()
                    .position(|t| *t == s.accessibility.text_size)
                    .unwrap_or(0) as i32;
                s.accessibility.text_size =
                    all[(i + delta).clamp(0, all.len() as i32 - 1) as usize];
            }
            Field::Game(game, i) => {
                let Some((o, _, v)) = game_option(cx, game, i) else {
                    return false;
                };
                let next = v.stepped(&o, i64::from(delta));
                if next == v {
                    return false;
                }
                cx.set_options(game, &next);
                return true;
            }
        }
        if s == cx.settings {
            return false;
        }
        cx.set_settings(s);
        true
    }
}
