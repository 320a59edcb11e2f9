//! Numbers as each language writes them: CLDR's digit grouping and decimal sign, from
//! ICU4X's decimal formatter (English `23,500`, Russian and Polish `23 500` with a
//! no-break space, Polish four-digit numbers ungrouped, Chinese `23,500`).
//!
//! Messages get them through Fluent's formatter hook, which only changes how a number is
//! written: plural forms still select on the number itself.

use super::Language;
use fluent_bundle::FluentValue;
use fluent_bundle::types::FluentNumberOptions;
use icu_decimal::DecimalFormatter;
use icu_decimal::input::Decimal;
use icu_locale_core::{Locale, locale};
use intl_memoizer::Memoizable;
use intl_memoizer::concurrent::IntlLangMemoizer;
use std::cell::OnceCell;
use unic_langid::LanguageIdentifier;

/// The CLDR locale whose number formats a language follows.
fn locale_of(language: Language) -> Locale {
    match language {
        Language::English => locale!("en"),
        Language::Russian => locale!("ru"),
        Language::Polish => locale!("pl"),
        Language::Chinese => locale!("zh-CN"),
    }
}

/// A formatter of `language`, or `None` (logged) if ICU4X has no data for it.
fn make(language: Language) -> Option<DecimalFormatter> {
    DecimalFormatter::try_new(locale_of(language).into(), Default::default())
        .inspect_err(|e| log::warn!("no number format for {}: {e}", language.tag()))
        .ok()
}

thread_local! {
    /// Each language's formatter, made on first use (per thread: a formatter holds data
    /// that is not shared between threads).
    static MADE: [OnceCell<Option<DecimalFormatter>>; 4] = const { [const { OnceCell::new() }; 4] };
}

/// `n` written plainly, the way Rust prints it (shortest exact form, no exponent).
fn plain(n: f64) -> String {
    n.to_string()
}

/// `n` as `language` writes it; infinities and NaN, which have no decimal form, and any
/// number when ICU4X has no data for the language, plainly.
pub fn format(language: Language, n: f64) -> String {
    let Ok(decimal) = Decimal::try_from_str(&plain(n)) else {
        return plain(n);
    };
    let i = Language::ALL
        .iter()
        .position(|l| *l == language)
        .unwrap_or_default();
    MADE.with(|made| {
        made[i]
            .get_or_init(|| make(language))
            .as_ref()
            .map_or_else(|| plain(n), |f| f.format(&decimal).to_string())
    })
}

/// The number formatter a catalog's bundle keeps for its language.
struct Numbers(Language);

impl Memoizable for Numbers {
    type Args = ();
    type Error = std::convert::Infallible;

    fn construct(lang: LanguageIdentifier, _: ()) -> Result<Self, Self::Error> {
        Ok(Numbers(
            Language::from_locale(&lang.to_string()).unwrap_or_default(),
        ))
    }
}

/// Fluent's formatter hook: numbers with Fluent's default options in the bundle's
/// language; anything else (text, a `NUMBER()` call with options) as Fluent writes it.
pub(super) fn fluent_hook(value: &FluentValue, intls: &IntlLangMemoizer) -> Option<String> {
    let FluentValue::Number(n) = value else {
        return None;
    };
    if n.options != FluentNumberOptions::default() {
        return None;
    }
    intls
        .with_try_get::<Numbers, _, _>((), |numbers| format(numbers.0, n.value))
        .ok()
}
