//! The AppStream MetaInfo file that software centres read: the application's ID, names,
//! summary, description and keywords in every language, made from the catalogs and the
//! registry like the desktop entry, and the releases, licences, content rating and
//! categories that do not change with the games.

use crate::desktop;
use launcher_kit::game::Registry;
use launcher_kit::i18n::{self, Language};
use launcher_kit::tr;

/// The application's reverse-DNS ID, built on the project's address
/// (`https://example.invalid/…`); the desktop entry and the icons are named after it.
pub const APP_ID: &str = "invalid.example.TilePuzzles";

/// One release: its version, date (YYYY-MM-DD) and what it brought, newest first. The
/// changelog (`CHANGELOG.md`) tells the same releases at length.
pub const RELEASES: [(&str, &str, &str); 2] = [
    (
        "0.2.0",
        "2026-12-07",
        "A Debian package with manual pages, shell completions and this description; Reversi \
         review, set-up, game library and opening book; SameGame rules in PopStar; game IDs, \
         today's boards and statistics for every game.",
    ),
    (
        "0.1.0",
        "2026-11-23",
        "The first version: match-3, PopStar and Reversi in one launcher window.",
    ),
];

/// The whole MetaInfo file.
pub fn metainfo(registry: &Registry) -> String {
    let was = i18n::language();
    let texts: Vec<(Language, Texts)> = Language::ALL
        .into_iter()
        .map(|language| {
            i18n::set_language(language);
            (language, Texts::current(registry))
        })
        .collect();
    i18n::set_language(was);

    let mut x = String::new();
    x.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    x.push_str("<!-- Written by `tile-puzzles metainfo` from the games' catalogs. -->\n");
    x.push_str("<component type=\"desktop-application\">\n");
    x.push_str(&format!("  <id>{APP_ID}</id>\n"));
    x.push_str("  <metadata_license>CC0-1.0</metadata_license>\n");
    // The code's licence, DejaVu's (Bitstream Vera) and Noto Sans CJK's (SIL OFL): the
    // fonts are compiled into the binaries.
    x.push_str(
        "  <project_license>(MIT OR Apache-2.0) AND Bitstream-Vera AND OFL-1.1</project_license>\n",
    );
    x.push_str("  <developer_name>The Tile Puzzles authors</developer_name>\n");
    // The program's name is not translated: one name for every language.
    x.push_str(&format!("  <name>{}</name>\n", escape(&texts[0].1.name)));
    for (language, t) in &texts {
        x.push_str(&format!(
            "  <summary{}>{}</summary>\n",
            lang(*language),
            escape(&t.summary)
        ));
    }
    x.push_str("  <description>\n");
    for (language, t) in &texts {
        x.push_str(&format!(
            "    <p{}>{}</p>\n",
            lang(*language),
            escape(&t.summary)
        ));
    }
    x.push_str("    <ul>\n");
    for game in 0..texts[0].1.games.len() {
        for (language, t) in &texts {
            x.push_str(&format!(
                "      <li{}>{}</li>\n",
                lang(*language),
                escape(&t.games[game])
            ));
        }
    }
    x.push_str("    </ul>\n  </description>\n");
    x.push_str(&format!(
        "  <launchable type=\"desktop-id\">{APP_ID}.desktop</launchable>\n"
    ));
    x.push_str("  <content_rating type=\"oars-1.1\"/>\n");
    x.push_str("  <categories>\n");
    for category in ["Game", "BoardGame", "LogicGame"] {
        x.push_str(&format!("    <category>{category}</category>\n"));
    }
    x.push_str("  </categories>\n  <keywords>\n");
    for (language, t) in &texts {
        for word in &t.keywords {
            x.push_str(&format!(
                "    <keyword{}>{}</keyword>\n",
                lang(*language),
                escape(word)
            ));
        }
    }
    x.push_str("  </keywords>\n  <provides>\n");
    for program in crate::commands::all() {
        x.push_str(&format!(
            "    <binary>{}</binary>\n",
            escape(program.get_name())
        ));
    }
    x.push_str("  </provides>\n");
    x.push_str("  <supports>\n    <control>keyboard</control>\n    <control>pointing</control>\n  </supports>\n");
    // The smallest window every screen is checked at is 480 x 360.
    x.push_str(
        "  <requires>\n    <display_length compare=\"ge\">360</display_length>\n  </requires>\n",
    );
    x.push_str("  <releases>\n");
    for (version, date, what) in RELEASES {
        x.push_str(&format!(
            "    <release version=\"{version}\" date=\"{date}\">\n      <description>\n        <p>{}</p>\n      </description>\n    </release>\n",
            escape(what)
        ));
    }
    x.push_str("  </releases>\n</component>\n");
    x
}

/// What the file says in one language.
struct Texts {
    name: String,
    summary: String,
    keywords: Vec<String>,
    /// Each game's name and tagline.
    games: Vec<String>,
}

impl Texts {
    /// The texts in the current language.
    fn current(registry: &Registry) -> Texts {
        let [name, _, summary, keywords] = desktop::values(registry);
        let games = registry
            .kinds()
            .map(|k| {
                tr!(
                    "menu-metainfo-game",
                    name = i18n::text(k.title(), &[]),
                    tagline = i18n::text(k.tagline(), &[])
                )
            })
            .collect();
        Texts {
            name,
            summary,
            keywords: keywords
                .split(';')
                .filter(|w| !w.is_empty())
                .map(str::to_string)
                .collect(),
            games,
        }
    }
}

/// The `xml:lang` attribute of a translation, none for English, the source language.
fn lang(language: Language) -> String {
    match language {
        Language::English => String::new(),
        other => format!(" xml:lang=\"{}\"", other.tag().replace('-', "_")),
    }
}

/// Text as XML character data.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_metainfo_describes_every_game_in_every_language() {
        let registry = crate::games::standard_registry().with_game(Box::new(launcher_lights::Kind));
        let xml = metainfo(&registry);
        assert!(xml.contains(&format!("<id>{APP_ID}</id>")));
        assert!(xml.contains(&format!(
            "<launchable type=\"desktop-id\">{APP_ID}.desktop</launchable>"
        )));
        assert!(xml.contains(
            "<summary>Match-3, PopStar, Reversi, Match-3 Levels and Lights in one window</summary>"
        ));
        assert!(xml.contains("<li>Reversi: Flank and flip the discs</li>"));
        assert!(xml.contains("<li xml:lang=\"zh_CN\">"));
        assert!(xml.contains("<keyword xml:lang=\"pl\">łamigłówka</keyword>"));
        assert_eq!(
            xml.matches("<name").count(),
            1,
            "one name in every language"
        );
        assert!(xml.contains("  <name>Tile Puzzles</name>\n"));
        for tag in ["summary", "p", "li", "keyword"] {
            for language in ["ru", "pl", "zh_CN"] {
                assert!(
                    xml.contains(&format!("<{tag} xml:lang=\"{language}\">")),
                    "no {tag} in {language}"
                );
            }
        }
        assert_eq!(xml.matches("<li>").count(), 5, "one item per game");
        assert!(xml.contains("<binary>tile-puzzles</binary>"));
        assert_eq!(i18n::language(), Language::English);
    }

    #[test]
    fn the_newest_release_is_this_version_and_the_changelog_tells_every_release() {
        assert_eq!(RELEASES[0].0, env!("CARGO_PKG_VERSION"));
        let changelog = include_str!("../../../CHANGELOG.md");
        for (version, date, _) in RELEASES {
            assert!(
                changelog.contains(&format!("\n## [{version}] - {date}\n")),
                "the changelog has no heading for {version} of {date}"
            );
        }
        assert!(RELEASES.windows(2).all(|w| w[0].1 > w[1].1), "newest first");
    }

    #[test]
    fn text_is_escaped_as_xml() {
        assert_eq!(escape("a < b & \"c\""), "a &lt; b &amp; &quot;c&quot;");
    }
}
