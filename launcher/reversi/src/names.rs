//! Who plays, as players read it and as game records keep it. A record names the players
//! in English words ("You", "Computer (Hard level)", "Black"), the same in every language,
//! so a file reads the same wherever it was saved; the library shows those words in the
//! language of the moment. Names two people typed are kept and shown as they are; a side
//! nobody named is called by its colour.

use super::levels;
use reversi::Color;

/// A side's name in English, as the log and game records write it.
pub fn english(side: Color) -> &'static str {
    match side {
        Color::Black => "Black",
        Color::White => "White",
    }
}

/// The message key of a side's name.
pub fn colour_key(side: Color) -> &'static str {
    match side {
        Color::Black => "reversi-black",
        Color::White => "reversi-white",
    }
}

/// Black's and White's names as typed: a name that is its side's English colour (what
/// earlier versions kept for a side nobody named) counts as none.
pub fn typed_names(names: [String; 2]) -> [String; 2] {
    let mut i = 0;
    names.map(|name| {
        let side = [Color::Black, Color::White][i];
        i += 1;
        if name.trim() == english(side) {
            String::new()
        } else {
            name
        }
    })
}

/// The name of the person playing `side` who typed `typed` (possibly nothing), in the
/// current language.
pub fn shown_person(side: Color, typed: &str) -> String {
    if typed.is_empty() {
        launcher_kit::tr!(colour_key(side))
    } else {
        typed.to_string()
    }
}

/// The same name as a game record keeps it.
pub fn recorded_person(side: Color, typed: &str) -> String {
    if typed.is_empty() {
        english(side).to_string()
    } else {
        typed.to_string()
    }
}

/// The computer at ladder level `i` as a game record names it.
pub fn recorded_computer(i: usize) -> String {
    format!("Computer ({} level)", levels::english(i))
}

/// A player named in a game record, in the current language: the record's English words
/// for the person, the computer and the colours are translated, anything else is a name
/// someone typed.
pub fn shown_recorded(recorded: &str) -> String {
    match recorded {
        "You" => return launcher_kit::tr!("reversi-you"),
        "Computer" => return launcher_kit::tr!("reversi-computer"),
        "Black" => return launcher_kit::tr!("reversi-black"),
        "White" => return launcher_kit::tr!("reversi-white"),
        _ => {}
    }
    let level = recorded
        .strip_prefix("Computer (")
        .and_then(|r| r.strip_suffix(" level)"))
        .and_then(|name| (0..levels::LADDER.len()).find(|&i| levels::english(i) == name));
    match level {
        Some(i) => launcher_kit::tr!("reversi-computer-at-level", level = levels::text(i)),
        None => recorded.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use launcher_kit::i18n::{Language, set_language};

    #[test]
    fn records_keep_english_words_and_show_them_translated() {
        let hard = crate::levels::LevelChoice::named("hard")
            .unwrap()
            .resolve(0.0);
        assert_eq!(recorded_computer(hard), "Computer (Hard level)");
        assert_eq!(recorded_person(Color::White, ""), "White");
        assert_eq!(recorded_person(Color::White, "Ann"), "Ann");
        assert_eq!(
            shown_recorded("Computer (Hard level)"),
            "Computer (Hard level)"
        );
        set_language(Language::Russian);
        let shown = [
            shown_recorded("You"),
            shown_recorded("Computer (Hard level)"),
            shown_recorded("Black"),
            shown_recorded("Ann"),
            shown_person(Color::White, ""),
        ];
        set_language(Language::English);
        assert_eq!(shown[0], "Вы");
        assert!(shown[1].starts_with("Компьютер"), "{}", shown[1]);
        assert_eq!(shown[2], "Чёрные");
        assert_eq!(shown[3], "Ann");
        assert_eq!(shown[4], "Белые");
    }

    #[test]
    fn the_colour_names_kept_by_earlier_versions_count_as_none() {
        let names = typed_names(["Black".into(), "White".into()]);
        assert_eq!(names, [String::new(), String::new()]);
        let names = typed_names(["White".into(), "Ann".into()]);
        assert_eq!(names, ["White".to_string(), "Ann".to_string()]);
    }
}
