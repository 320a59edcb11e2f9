//! Player-visible text in the player's language.
//!
//! Every string a player reads comes from Fluent catalogs compiled into the binary: the
//! shared text in the workspace's `assets/i18n/<language>/`, and each game's own in its
//! crate's `i18n/<language>/<game>.ftl`, which the game hands to this layer with
//! [`catalogs!`](crate::catalogs). [`tr!`](crate::tr) looks a message up in the current language;
//! a message missing there, or one that fails to format, is taken from English instead and
//! logged once, so a damaged catalog never stops the game.
//!
//! Numbers are written as each language writes them ([`number`], and every number argument
//! of a message).
//!
//! The language is kept per thread: the window's thread switches it live from Settings,
//! and each test thread starts in English whatever the machine's locale.

mod catalog;
mod language;
mod numbers;

pub use catalog::{Catalog, Catalogs, Problem, catalog_sources, check_catalogs};
pub use language::Language;

use fluent_bundle::FluentValue;
use std::borrow::Cow;
use std::cell::Cell;

thread_local! {
    static CURRENT: Cell<Language> = const { Cell::new(Language::English) };
}

/// The language text is shown in on this thread.
pub fn language() -> Language {
    CURRENT.with(Cell::get)
}

/// Switches this thread's text to `language` (takes effect with the next message looked
/// up: scenes format their text while drawing, so the next frame shows it).
pub fn set_language(language: Language) {
    CURRENT.with(|c| c.set(language));
}

/// One argument of a message: a number (which plural forms select on) or a string.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg<'a> {
    /// A number, written as the language writes numbers.
    Number(f64),
    /// Text, inserted as it is.
    Text(Cow<'a, str>),
}

impl Arg<'_> {
    fn to_fluent(&self) -> FluentValue<'_> {
        match self {
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Text(t) => FluentValue::from(t.as_ref()),
        }
    }
}

/// A value [`number`] can write: any of Rust's number types.
pub trait Number: Copy {
    /// The value as a float (exact below 2^53, beyond any score).
    fn to_f64(self) -> f64;
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl Number for $t {
            fn to_f64(self) -> f64 {
                self as f64
            }
        }

        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(n.to_f64())
            }
        }
    )*};
}
number_args!(i32, i64, u8, u16, u32, u64, usize, f32, f64);

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Text(Cow::Borrowed(s.as_str()))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Text(Cow::Owned(s))
    }
}

/// The message `key` in the current language, with `args` filled in.
pub fn text(key: &str, args: &[(&str, Arg)]) -> String {
    Catalog::get(language()).format(key, args)
}

/// `n` as the current language writes numbers: `23,500`, `23 500`, `1234`…
pub fn number(n: impl Number) -> String {
    numbers::format(language(), n.to_f64())
}

/// A result, black's (or the player's) first, as the language writes one: `40–24`,
/// `40:24`.
pub fn result<N: Number>((black, white): (N, N)) -> String {
    crate::tr!(
        "common-result",
        black = black.to_f64(),
        white = white.to_f64()
    )
}

/// The arguments the `date` message gets.
const DATE_ARGS: [&str; 5] = ["year", "month", "day", "day2", "month2"];

/// A stored `YYYY-MM-DD` date the way the current language writes it (the `date` message
/// of each catalog); anything else is shown as it is.
pub fn date(iso: &str) -> String {
    let mut parts = iso.splitn(3, '-').map(str::parse::<u32>);
    let (Some(Ok(year)), Some(Ok(month)), Some(Ok(day))) =
        (parts.next(), parts.next(), parts.next())
    else {
        return iso.to_string();
    };
    if !(1..=12).contains(&month) || !(1..=31).contains(&day) {
        return iso.to_string();
    }
    let (day2, month2) = (format!("{day:02}"), format!("{month:02}"));
    let values = [
        Arg::Text(year.to_string().into()),
        Arg::from(month),
        Arg::from(day),
        Arg::from(day2),
        Arg::from(month2),
    ];
    let args: Vec<(&str, Arg)> = DATE_ARGS.into_iter().zip(values).collect();
    text("date", &args)
}

/// Looks a message up in the current language: `tr!("common-back")`, or with arguments,
/// `tr!("common-score-value", score = 120)`. Numbers select plural forms.
#[macro_export]
macro_rules! tr {
    ($key:expr) => {
        $crate::i18n::text($key, &[])
    };
    ($key:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::text(
            $key,
            &[$((stringify!($name), $crate::i18n::Arg::from($value))),+],
        )
    };
}

#[cfg(test)]
mod tests;
