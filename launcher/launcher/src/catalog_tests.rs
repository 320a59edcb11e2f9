//! The catalogs of every game the launcher offers, and of the test game, checked together:
//! each game hands its own text to the kit, so only here, where every game is linked, can
//! the checks see all of it.

use launcher_kit::draw::fonts;
use launcher_kit::i18n::{Catalog, Language, catalog_sources, check_catalogs};

#[test]
fn every_game_brings_its_title_in_every_language() {
    let registry = crate::games::standard_registry().with_game(Box::new(launcher_lights::Kind));
    for kind in registry.kinds() {
        for language in Language::ALL {
            let catalog = Catalog::get(language);
            assert!(
                catalog.has(kind.title()),
                "{}: {}",
                language.tag(),
                kind.title()
            );
            assert!(
                catalog.has(kind.tagline()),
                "{}: {}",
                language.tag(),
                kind.tagline()
            );
        }
    }
}

#[test]
fn the_program_is_called_tile_puzzles_in_every_language() {
    let was = launcher_kit::i18n::language();
    for language in Language::ALL {
        launcher_kit::i18n::set_language(language);
        // The window's title and the menu's heading, and the menu entry's name.
        for key in ["menu-title", "menu-desktop-name"] {
            assert_eq!(
                launcher_kit::tr!(key),
                "Tile Puzzles",
                "{}: {key}",
                language.tag()
            );
        }
        assert!(
            launcher_kit::tr!("menu-quit-question").contains("Tile Puzzles"),
            "{}",
            language.tag()
        );
    }
    launcher_kit::i18n::set_language(was);
}

#[test]
fn every_catalog_has_every_message_and_formats_it() {
    let problems = check_catalogs();
    assert!(
        problems.is_empty(),
        "{}",
        problems
            .iter()
            .map(|p| format!("{}: {}", p.language, p.what))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn every_character_of_every_catalog_has_a_glyph() {
    let mut lacking = Vec::new();
    for (language, area, text) in catalog_sources() {
        for c in text.chars().filter(|c| !c.is_control()) {
            if !fonts::has_glyph(c) {
                lacking.push(format!("{language}/{area}.ftl: {c:?}"));
            }
        }
    }
    lacking.dedup();
    assert!(
        lacking.is_empty(),
        "the fonts lack these characters (run scripts/subset-fonts):\n{}",
        lacking.join("\n")
    );
}

/// The source files of the kit, every game's window code and the launcher: every crate
/// under `launcher/`.
fn sources() -> Vec<(std::path::PathBuf, String)> {
    fn walk(dir: &std::path::Path, out: &mut Vec<(std::path::PathBuf, String)>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                out.push((path, text));
            }
        }
    }
    let mut out = Vec::new();
    let crates = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    for entry in std::fs::read_dir(crates).unwrap() {
        let src = entry.unwrap().path().join("src");
        if src.is_dir() {
            walk(&src, &mut out);
        }
    }
    out
}

/// The string literals of a source text (plain `"…"` ones, enough for message keys).
fn literals(text: &str) -> impl Iterator<Item = &str> {
    text.split('"').skip(1).step_by(2)
}

#[test]
fn every_key_the_code_asks_for_is_in_english_and_every_english_message_is_used() {
    let english = Catalog::get(Language::English);
    let mut used = std::collections::BTreeSet::new();
    let mut missing = Vec::new();
    for (path, text) in sources() {
        for (i, _) in text.match_indices("tr!(") {
            // Only the macro itself, not `include_str!(` and the like.
            if text[..i]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_')
            {
                continue;
            }
            let rest = text[i + 4..].trim_start();
            if let Some(key) = rest.strip_prefix('"').and_then(|r| r.split('"').next()) {
                let looks_like_key = !key.is_empty()
                    && key
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
                if looks_like_key && !english.has(key) {
                    missing.push(format!("{}: {key}", path.display()));
                }
            }
        }
        for literal in literals(&text) {
            if english.has(literal) {
                used.insert(literal.to_string());
            }
        }
    }
    assert!(
        missing.is_empty(),
        "keys not in English:\n{}",
        missing.join("\n")
    );
    let unused: Vec<String> = english
        .keys()
        .into_iter()
        .filter(|k| !used.contains(k) && k != "date")
        .collect();
    assert!(
        unused.is_empty(),
        "English messages no code uses:\n{}",
        unused.join("\n")
    );
}
