//! The text of the desktop's application-menu entry in every language (name, kind, tooltip
//! and search words), made from the registry: a new game joins the tooltip and the
//! keywords without a change to the install script, which writes the rest of the entry.

use launcher_kit::game::Registry;
use launcher_kit::i18n::{self, Language};
use launcher_kit::tr;

/// The entry's localised keys, one `Key[locale]=value` line each, English first as the
/// unlocalised value.
pub fn entry_text(registry: &Registry) -> String {
    let was = i18n::language();
    let values: Vec<(Language, [String; 4])> = Language::ALL
        .into_iter()
        .map(|language| {
            i18n::set_language(language);
            (language, values(registry))
        })
        .collect();
    i18n::set_language(was);
    let mut out = String::new();
    for (i, key) in ["Name", "GenericName", "Comment", "Keywords"]
        .into_iter()
        .enumerate()
    {
        for (language, value) in &values {
            let suffix = match language {
                Language::English => String::new(),
                other => format!("[{}]", other.tag().replace('-', "_")),
            };
            out.push_str(&format!("{key}{suffix}={}\n", escape(&value[i])));
        }
    }
    out
}

/// Name, generic name, comment and keywords (each followed by `;`) in the current
/// language.
pub(crate) fn values(registry: &Registry) -> [String; 4] {
    let names: Vec<String> = registry
        .kinds()
        .map(|k| tr!("menu-desktop-game", name = i18n::text(k.title(), &[])))
        .collect();
    let lists: Vec<String> = std::iter::once(tr!("menu-desktop-keywords"))
        .chain(
            registry
                .kinds()
                .map(|k| i18n::text(k.about().keywords, &[])),
        )
        .collect();
    let mut keywords = String::new();
    let mut seen = std::collections::HashSet::new();
    for word in lists.iter().flat_map(|l| l.split(';')).map(str::trim) {
        if !word.is_empty() && seen.insert(word) {
            keywords.push_str(word);
            keywords.push(';');
        }
    }
    [
        tr!("menu-desktop-name"),
        tr!("menu-desktop-generic-name"),
        tr!("menu-desktop-comment", games = list(&names)),
        keywords,
    ]
}

/// `names` as the language writes a list: "A, B and C".
fn list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [most @ .., last] => {
            let first = most[1..].iter().fold(most[0].clone(), |first, next| {
                tr!("menu-list-comma", first = first, next = next)
            });
            tr!("menu-list-and", first = first, last = last)
        }
    }
}

/// A value as a desktop entry's string: backslash and line breaks escaped.
fn escape(value: &str) -> String {
    value
        .replace('\\', "\\\\")
        .replace('\n', "\\n")
        .replace('\r', "\\r")
        .replace('\t', "\\t")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_entry_names_every_game_of_the_registry_in_every_language() {
        let registry = crate::games::standard_registry().with_game(Box::new(launcher_lights::Kind));
        let text = entry_text(&registry);
        let line = |key: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix(&format!("{key}=")))
                .unwrap_or_else(|| panic!("no {key} in\n{text}"))
                .to_string()
        };
        // The program's name is the same in every language, as the window says it.
        for key in ["Name", "Name[ru]", "Name[pl]", "Name[zh_CN]"] {
            assert_eq!(line(key), "Tile Puzzles", "{key}");
        }
        assert!(line("Keywords[zh_CN]").contains(";Tile Puzzles;"));
        assert!(line("Comment[pl]").starts_with("„Match-3”, „PopStar”, "));
        assert_eq!(
            line("Comment"),
            "Match-3, PopStar, Reversi, Match-3 Levels and Lights in one window"
        );
        assert_eq!(
            line("Comment[ru]"),
            "«Три в ряд», «PopStar», «Реверси», «Три в ряд: уровни» и «Огоньки» в одном окне"
        );
        assert_eq!(
            line("Comment[zh_CN]"),
            "三消、消灭星星、黑白棋、三消闯关和点灯，尽在一个窗口"
        );
        assert!(
            line("Keywords[pl]")
                .starts_with("łamigłówka;kafelki;gra planszowa;match-3;trzy w rzędzie;")
        );
        assert!(line("Keywords").contains("Othello;") && line("Keywords").ends_with("lights out;"));
        assert_eq!(
            line("Keywords").matches("stars;").count(),
            1,
            "each word once"
        );
        for key in ["Name", "GenericName", "Comment", "Keywords"] {
            for suffix in ["", "[ru]", "[pl]", "[zh_CN]"] {
                assert!(!line(&format!("{key}{suffix}")).is_empty());
            }
        }
        assert_eq!(i18n::language(), Language::English);
    }

    #[test]
    fn a_list_reads_as_the_language_writes_one() {
        let names = |n: &[&str]| n.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(list(&names(&[])), "");
        assert_eq!(list(&names(&["A"])), "A");
        assert_eq!(list(&names(&["A", "B"])), "A and B");
        assert_eq!(list(&names(&["A", "B", "C"])), "A, B and C");
        assert_eq!(escape("a\\b\nc"), "a\\\\b\\nc");
    }
}
