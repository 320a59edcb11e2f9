//! A game's options as typed data: what each option is called, which values it takes and
//! its default. The settings screen draws and changes them without knowing the game; the
//! settings file keeps them as one table per game; each game reads them into its own
//! typed settings.
//!
//! Everything players read of an option (its label, the choices' labels, a number's unit,
//! its word for zero and its names) is a message KEY of the game's catalog, looked up in
//! the current language each time the settings screen draws, so a change of language
//! shows at once.

use std::ops::RangeInclusive;

/// One option of a game.
#[derive(Debug, Clone, PartialEq)]
pub struct GameOption {
    /// The key in the game's settings table (a field of the game's typed settings).
    pub key: &'static str,
    /// The message key of the label on the settings screen (`"match3-option-mode"`).
    pub label: &'static str,
    /// The values it takes.
    pub kind: OptionKind,
    /// The option counts only while another option has one of these values
    /// (`(key, values)`); otherwise it shows off, with the values' labels as a note, and
    /// cannot be changed.
    pub only_when: Option<(&'static str, &'static [&'static str])>,
}

/// The values of an option and its default.
#[derive(Debug, Clone, PartialEq)]
pub enum OptionKind {
    /// On or off.
    Toggle {
        /// The default.
        default: bool,
    },
    /// A whole number in a range.
    Number {
        /// The values allowed.
        range: RangeInclusive<i64>,
        /// The default.
        default: i64,
        /// The message key that writes the number with its unit, given the number as
        /// `$count` (`match3-hint-seconds = { $count } s`); empty for the bare number.
        unit: &'static str,
        /// The message key written instead of 0, when 0 means "none" (`"Never"`).
        zero: Option<&'static str>,
        /// The message keys of names written instead of the numbers, from the range's
        /// start (may be empty).
        names: Vec<String>,
        /// The only values offered, in order, when not every number of the range is
        /// (empty: every one).
        steps: Vec<i64>,
    },
    /// One of a few named values: `(value, label)`, each label a message key.
    Choice {
        /// The values and their labels' message keys, in display order.
        choices: Vec<(&'static str, &'static str)>,
        /// The default value.
        default: &'static str,
        /// The numbers older versions kept this option as, and the value each now reads
        /// as (a level once kept by its place, now by its name).
        numbered: Vec<(i64, &'static str)>,
    },
}

impl GameOption {
    /// An on/off option; `label` is a message key.
    pub fn toggle(key: &'static str, label: &'static str, default: bool) -> GameOption {
        GameOption {
            key,
            label,
            kind: OptionKind::Toggle { default },
            only_when: None,
        }
    }

    /// A number in `range`; `label` is a message key.
    pub fn number(
        key: &'static str,
        label: &'static str,
        range: RangeInclusive<i64>,
        default: i64,
    ) -> GameOption {
        GameOption {
            key,
            label,
            kind: OptionKind::Number {
                range,
                default,
                unit: "",
                zero: None,
                names: Vec::new(),
                steps: Vec::new(),
            },
            only_when: None,
        }
    }

    /// One of `choices` (`(value, label key)`), the first by default; `label` is a
    /// message key.
    pub fn choice(
        key: &'static str,
        label: &'static str,
        choices: Vec<(&'static str, &'static str)>,
    ) -> GameOption {
        let default = choices.first().map_or("", |c| c.0);
        GameOption {
            key,
            label,
            kind: OptionKind::Choice {
                choices,
                default,
                numbered: Vec::new(),
            },
            only_when: None,
        }
    }

    /// The same option with a different default (a choice's value, a number, a switch).
    pub fn default_to(mut self, value: toml::Value) -> GameOption {
        match (&mut self.kind, value) {
            (OptionKind::Toggle { default }, toml::Value::Boolean(b)) => *default = b,
            (OptionKind::Number { default, .. }, toml::Value::Integer(n)) => *default = n,
            (
                OptionKind::Choice {
                    choices, default, ..
                },
                toml::Value::String(s),
            ) => {
                if let Some(c) = choices.iter().find(|c| c.0 == s) {
                    *default = c.0;
                }
            }
            _ => {}
        }
        self
    }

    /// The same number option, written by the message `unit` (which gets the number as
    /// `$count`) and by the message `zero` instead of 0.
    pub fn written(mut self, unit: &'static str, zero: Option<&'static str>) -> GameOption {
        if let OptionKind::Number {
            unit: u, zero: z, ..
        } = &mut self.kind
        {
            *u = unit;
            *z = zero;
        }
        self
    }

    /// The same number option, written with the messages `names` from the range's start
    /// up.
    pub fn named(mut self, names: Vec<String>) -> GameOption {
        if let OptionKind::Number { names: n, .. } = &mut self.kind {
            *n = names;
        }
        self
    }

    /// The same number option, offering only `values` (in order, inside its range).
    pub fn steps(mut self, values: &[i64]) -> GameOption {
        if let OptionKind::Number { steps, .. } = &mut self.kind {
            *steps = values.to_vec();
        }
        self
    }

    /// The same choice, reading the numbers older versions kept it as (`numbered`: each
    /// number and the value it stands for).
    pub fn formerly_numbered(mut self, numbered: &[(i64, &'static str)]) -> GameOption {
        if let OptionKind::Choice { numbered: n, .. } = &mut self.kind {
            *n = numbered.to_vec();
        }
        self
    }

    /// The same option, counting only while option `key` has one of `values`.
    pub fn only_when(mut self, key: &'static str, values: &'static [&'static str]) -> GameOption {
        self.only_when = Some((key, values));
        self
    }

    /// The default value.
    pub fn default_value(&self) -> toml::Value {
        match &self.kind {
            OptionKind::Toggle { default } => toml::Value::Boolean(*default),
            OptionKind::Number { default, .. } => toml::Value::Integer(*default),
            OptionKind::Choice { default, .. } => toml::Value::String((*default).to_string()),
        }
    }

    /// `value` if this option takes it; a number out of range is pulled into it; anything
    /// else gives the default.
    fn sanitize(&self, value: Option<&toml::Value>) -> toml::Value {
        match (&self.kind, value) {
            (OptionKind::Toggle { .. }, Some(toml::Value::Boolean(b))) => toml::Value::Boolean(*b),
            (OptionKind::Number { range, steps, .. }, Some(toml::Value::Integer(n))) => {
                let n = (*n).clamp(*range.start(), *range.end());
                // The offered value nearest to it (the lower of two as near).
                let near = steps.iter().min_by_key(|v| (n - **v).abs()).copied();
                toml::Value::Integer(near.unwrap_or(n))
            }
            (OptionKind::Choice { choices, .. }, Some(toml::Value::String(s)))
                if choices.iter().any(|c| c.0 == s) =>
            {
                toml::Value::String(s.clone())
            }
            (OptionKind::Choice { numbered, .. }, Some(toml::Value::Integer(n))) => numbered
                .iter()
                .find(|(old, _)| old == n)
                .map_or_else(|| self.default_value(), |(_, value)| (*value).into()),
            _ => self.default_value(),
        }
    }
}

/// The values of a game's options: every option present and valid.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Options(toml::Table);

impl Options {
    /// The values of `options` in `table`, each sanitised (missing or invalid values
    /// take their defaults; keys that are no option are dropped).
    pub fn new(options: &[GameOption], table: &toml::Table) -> Options {
        Options(
            options
                .iter()
                .map(|o| (o.key.to_string(), o.sanitize(table.get(o.key))))
                .collect(),
        )
    }

    /// The options as a table (the settings file's and a save's form).
    pub fn table(&self) -> &toml::Table {
        &self.0
    }

    /// The options in the game's typed settings (a serde struct with the options' keys as
    /// fields); the type's default if they do not fit it.
    pub fn read<T: serde::de::DeserializeOwned + Default>(&self) -> T {
        toml::Value::Table(self.0.clone())
            .try_into()
            .unwrap_or_else(|e: toml::de::Error| {
                log::warn!("settings do not fit their game: {}", e.message());
                T::default()
            })
    }

    /// Options from the game's typed settings.
    pub fn from_typed<T: serde::Serialize>(options: &[GameOption], typed: &T) -> Options {
        match toml::Value::try_from(typed) {
            Ok(toml::Value::Table(table)) => Options::new(options, &table),
            _ => Options::new(options, &toml::Table::new()),
        }
    }

    /// Whether `option` counts now (see [`GameOption::only_when`]).
    pub fn counts(&self, option: &GameOption) -> bool {
        match option.only_when {
            None => true,
            Some((key, values)) => self
                .0
                .get(key)
                .and_then(toml::Value::as_str)
                .is_some_and(|v| values.contains(&v)),
        }
    }

    /// Whether a switch is on (and counts).
    pub fn is_on(&self, option: &GameOption) -> bool {
        self.counts(option) && self.0.get(option.key).and_then(toml::Value::as_bool) == Some(true)
    }

    /// The value as the settings screen writes it, in the current language.
    pub fn text(&self, option: &GameOption) -> String {
        let value = self.0.get(option.key);
        match &option.kind {
            OptionKind::Toggle { .. } => {
                let key = if self.is_on(option) {
                    "common-on"
                } else {
                    "common-off"
                };
                crate::tr!(key)
            }
            OptionKind::Number {
                unit,
                zero,
                names,
                range,
                ..
            } => {
                let n = value.and_then(toml::Value::as_integer);
                let name = n
                    .and_then(|n| usize::try_from(n - range.start()).ok())
                    .and_then(|i| names.get(i));
                match (n, zero, name) {
                    (_, _, Some(name)) => crate::i18n::text(name, &[]),
                    (Some(0), Some(zero), _) => crate::i18n::text(zero, &[]),
                    (Some(n), _, _) if unit.is_empty() => n.to_string(),
                    (Some(n), _, _) => crate::tr!(unit, count = n),
                    (None, _, _) => String::new(),
                }
            }
            OptionKind::Choice { choices, .. } => {
                let now = value.and_then(toml::Value::as_str);
                choices
                    .iter()
                    .find(|c| Some(c.0) == now)
                    .map_or(String::new(), |c| crate::i18n::text(c.1, &[]))
            }
        }
    }

    /// A note beside an option that does not count now, in the current language: the
    /// labels of the values it waits for (`"Timed only"`, `"Timed / Endless only"`).
    pub fn note(&self, option: &GameOption, all: &[GameOption]) -> Option<String> {
        let (key, values) = option.only_when?;
        if self.counts(option) {
            return None;
        }
        let choices = all.iter().find(|o| o.key == key).map(|o| &o.kind);
        let label = |value: &'static str| match choices {
            Some(OptionKind::Choice { choices, .. }) => choices
                .iter()
                .find(|c| c.0 == value)
                .map_or(value.to_string(), |c| crate::i18n::text(c.1, &[])),
            _ => value.to_string(),
        };
        let labels: Vec<String> = values.iter().map(|v| label(v)).collect();
        Some(crate::tr!(
            "settings-only-when",
            values = labels.join(" / ")
        ))
    }

    /// The options with `option` moved one step (`delta` ±1): switches flip, choices
    /// cycle, numbers stop at their limits; an option that does not count stays.
    pub fn stepped(&self, option: &GameOption, delta: i64) -> Options {
        if !self.counts(option) {
            return self.clone();
        }
        let now = self.0.get(option.key);
        let next = match &option.kind {
            OptionKind::Toggle { .. } => {
                toml::Value::Boolean(!now.and_then(toml::Value::as_bool).unwrap_or(false))
            }
            OptionKind::Number { range, steps, .. } if steps.is_empty() => {
                let n = now.and_then(toml::Value::as_integer).unwrap_or(0) + delta;
                toml::Value::Integer(n.clamp(*range.start(), *range.end()))
            }
            OptionKind::Number { steps, .. } => {
                let n = now.and_then(toml::Value::as_integer).unwrap_or(0);
                let i = steps.iter().position(|v| *v == n).unwrap_or(0) as i64;
                let j = (i + delta).clamp(0, steps.len() as i64 - 1) as usize;
                toml::Value::Integer(steps.get(j).copied().unwrap_or(n))
            }
            OptionKind::Choice { choices, .. } => {
                let n = choices.len() as i64;
                let i = choices
                    .iter()
                    .position(|c| Some(c.0) == now.and_then(toml::Value::as_str))
                    .unwrap_or(0) as i64;
                let j = (i + delta).rem_euclid(n.max(1)) as usize;
                toml::Value::String(choices.get(j).map_or("", |c| c.0).to_string())
            }
        };
        let mut table = self.0.clone();
        table.insert(option.key.to_string(), next);
        Options(table)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Options labelled with messages of the settings' own catalog, so the texts are
    /// known: a speed to choose, a switch that counts only when fast, a percentage with
    /// "Off" for 0.
    fn options() -> Vec<GameOption> {
        vec![
            GameOption::number("width", "settings-volume", 5..=12, 8),
            GameOption::choice(
                "speed",
                "settings-animation",
                vec![
                    ("slow", "settings-animation-slow"),
                    ("fast", "settings-animation-fast"),
                ],
            ),
            GameOption::toggle("sparkles", "settings-sound", true).only_when("speed", &["fast"]),
            GameOption::number("loud", "settings-volume", 0..=30, 5)
                .written("settings-percent", Some("common-off")),
            GameOption::number("odd", "settings-volume", 0..=9, 3).steps(&[1, 3, 9]),
        ]
    }

    #[test]
    fn missing_and_wrong_values_take_defaults_and_numbers_are_clamped() {
        let table: toml::Table = toml::from_str("width = 99\nspeed = 3\nother = 1").unwrap();
        let o = Options::new(&options(), &table);
        let expected: toml::Table =
            toml::from_str("width = 12\nspeed = \"slow\"\nsparkles = true\nloud = 5\nodd = 3")
                .unwrap();
        assert_eq!(o.table(), &expected);
    }

    #[test]
    fn a_choice_reads_the_numbers_it_was_once_kept_as() {
        let speed = GameOption::choice(
            "speed",
            "settings-animation",
            vec![
                ("slow", "settings-animation-slow"),
                ("fast", "settings-animation-fast"),
            ],
        )
        .formerly_numbered(&[(1, "slow"), (2, "fast")]);
        let read = |text: &str| {
            let table: toml::Table = toml::from_str(text).unwrap();
            Options::new(std::slice::from_ref(&speed), &table).table()["speed"].clone()
        };
        assert_eq!(read("speed = 2"), "fast".into());
        assert_eq!(read("speed = 1"), "slow".into());
        assert_eq!(read("speed = 7"), "slow".into(), "the default");
        assert_eq!(read("speed = \"fast\""), "fast".into());
    }

    #[test]
    fn a_number_with_steps_takes_only_them() {
        let all = options();
        let odd = &all[4];
        let table: toml::Table = toml::from_str("odd = 7").unwrap();
        let o = Options::new(&all, &table);
        assert_eq!(o.text(odd), "9", "the nearest offered value");
        assert_eq!(o.stepped(odd, -1).text(odd), "3");
        assert_eq!(o.stepped(odd, -1).stepped(odd, -1).text(odd), "1");
        assert_eq!(o.stepped(odd, -5).text(odd), "1", "stops at the first");
        assert_eq!(o.stepped(odd, 1).text(odd), "9", "stops at the last");
    }

    #[test]
    fn steps_flip_cycle_and_stop_at_limits() {
        let all = options();
        let o = Options::new(&all, &toml::Table::new());
        assert_eq!(o.stepped(&all[0], 1).text(&all[0]), "9");
        assert_eq!(o.stepped(&all[0], 10).text(&all[0]), "12");
        assert_eq!(o.stepped(&all[1], -1).text(&all[1]), "Fast");
        assert_eq!(o.stepped(&all[3], -5).text(&all[3]), "Off");
        assert_eq!(o.text(&all[3]), "5%");
    }

    #[test]
    fn an_option_for_another_mode_shows_off_and_stays() {
        let all = options();
        let slow = Options::new(&all, &toml::Table::new());
        assert!(!slow.is_on(&all[2]));
        assert_eq!(slow.text(&all[2]), "Off");
        assert_eq!(slow.note(&all[2], &all), Some("Fast only".into()));
        assert_eq!(slow.stepped(&all[2], 1), slow);
        let fast = slow.stepped(&all[1], 1);
        assert!(fast.is_on(&all[2]));
        assert_eq!(fast.note(&all[2], &all), None);
        assert!(!fast.stepped(&all[2], 1).is_on(&all[2]));
    }

    #[test]
    fn texts_follow_the_language() {
        let all = options();
        let slow = Options::new(&all, &toml::Table::new());
        crate::i18n::set_language(crate::i18n::Language::Russian);
        let shown = (
            slow.text(&all[1]),
            slow.note(&all[2], &all),
            slow.stepped(&all[3], -5).text(&all[3]),
        );
        crate::i18n::set_language(crate::i18n::Language::English);
        assert_eq!(
            shown,
            (
                "Медленная".to_string(),
                Some("Только: Быстрая".to_string()),
                "Выкл.".to_string()
            )
        );
    }
}
