//! The languages the games speak, and how a locale name picks one.

/// A language with a complete catalog.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Language {
    /// English, the language every other catalog falls back to.
    #[default]
    English,
    /// Russian.
    Russian,
    /// Polish.
    Polish,
    /// Simplified Chinese.
    Chinese,
}

impl Language {
    /// Every language, in the order Settings offers them.
    pub const ALL: [Language; 4] = [
        Language::English,
        Language::Russian,
        Language::Polish,
        Language::Chinese,
    ];

    /// The BCP 47 tag, also the name of the catalog's folder.
    pub fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Russian => "ru",
            Language::Polish => "pl",
            Language::Chinese => "zh-CN",
        }
    }

    /// The language's name in itself, as a language menu shows it whatever the current
    /// language is.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Russian => "Русский",
            Language::Polish => "Polski",
            Language::Chinese => "简体中文",
        }
    }

    /// The language a locale name asks for (`ru_RU.UTF-8`, `pl-PL`, `zh_CN`, `zh-Hans`, `en`),
    /// if it is one of ours. Traditional Chinese locales are not ours.
    pub fn from_locale(locale: &str) -> Option<Language> {
        let name = locale
            .split(['.', '@'])
            .next()
            .unwrap_or("")
            .replace('_', "-");
        let mut parts = name.split('-').map(str::to_ascii_lowercase);
        let primary = parts.next().unwrap_or_default();
        let rest: Vec<String> = parts.collect();
        match primary.as_str() {
            "en" => Some(Language::English),
            "ru" => Some(Language::Russian),
            "pl" => Some(Language::Polish),
            "zh" => {
                let traditional = rest
                    .iter()
                    .any(|p| matches!(p.as_str(), "hant" | "tw" | "hk" | "mo"));
                (!traditional).then_some(Language::Chinese)
            }
            _ => None,
        }
    }

    /// The system's language if it is one of ours, else English.
    pub fn system() -> Language {
        sys_locale::get_locales()
            .find_map(|l| Language::from_locale(&l))
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_names_pick_our_languages() {
        for (locale, want) in [
            ("ru_RU.UTF-8", Some(Language::Russian)),
            ("pl-PL", Some(Language::Polish)),
            ("pl", Some(Language::Polish)),
            ("zh_CN.UTF-8", Some(Language::Chinese)),
            ("zh-Hans-CN", Some(Language::Chinese)),
            ("zh_TW", None),
            ("zh-Hant", None),
            ("en_GB", Some(Language::English)),
            ("de_DE", None),
            ("C", None),
            ("", None),
        ] {
            assert_eq!(Language::from_locale(locale), want, "{locale}");
        }
    }

    #[test]
    fn tags_read_back_as_their_language() {
        for l in Language::ALL {
            assert_eq!(Language::from_locale(l.tag()), Some(l));
        }
    }
}
