//! The rules crate's errors as players read them: each variant of a position line's
//! error (OBF) and of a refused move, worded in the current language.

use reversi::MoveError;
use reversi::obf::ObfError;

/// The side's name as the messages select it.
fn side(color: reversi::Color) -> &'static str {
    match color {
        reversi::Color::Black => "black",
        reversi::Color::White => "white",
    }
}

/// What is wrong with a position line.
pub fn obf(e: &ObfError) -> String {
    match e {
        ObfError::TooShort(count) => launcher_kit::tr!("reversi-obf-too-short", count = *count),
        ObfError::BadSquare { column, found } => launcher_kit::tr!(
            "reversi-obf-bad-square",
            column = *column,
            found = found.to_string()
        ),
        ObfError::BadSide { column } => launcher_kit::tr!("reversi-obf-bad-side", column = *column),
        ObfError::Trailing { column } => {
            launcher_kit::tr!("reversi-obf-trailing", column = *column)
        }
        ObfError::BadScore(text) => launcher_kit::tr!("reversi-obf-bad-score", text = text),
    }
}

/// Why a move of a list was refused.
pub fn move_error(e: &MoveError) -> String {
    match e {
        MoveError::Illegal {
            number,
            square,
            player,
        } => launcher_kit::tr!(
            "reversi-move-illegal",
            number = *number,
            square = square.to_string(),
            side = side(*player)
        ),
        MoveError::PassNotAllowed { number, player } => launcher_kit::tr!(
            "reversi-move-pass-not-allowed",
            number = *number,
            side = side(*player)
        ),
        MoveError::AfterEnd { number, text } => {
            launcher_kit::tr!("reversi-move-after-end", number = *number, text = text)
        }
        MoveError::BadText { number, text } => {
            launcher_kit::tr!("reversi-move-bad-text", number = *number, text = text)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_error_is_worded_with_its_details_in_each_language() {
        let lines = [
            "-".repeat(10),
            "X".repeat(64) + " Q",
            "-".repeat(64) + " X junk",
        ];
        let obf_errors: Vec<ObfError> = lines
            .iter()
            .map(|line| reversi::obf::parse_obf(line).unwrap_err())
            .chain([ObfError::BadScore("G8".into())])
            .collect();
        let move_errors: Vec<MoveError> = ["f5f5", "f5zz", "f5pa"]
            .iter()
            .map(|moves| reversi::Game::from_transcript(moves).unwrap_err())
            .collect();
        for language in launcher_kit::i18n::Language::ALL {
            launcher_kit::i18n::set_language(language);
            let texts: Vec<String> = obf_errors
                .iter()
                .map(obf)
                .chain(move_errors.iter().map(move_error))
                .collect();
            launcher_kit::i18n::set_language(launcher_kit::i18n::Language::English);
            assert!(texts[0].contains("10"), "{language:?}: {}", texts[0]);
            assert!(texts[1].contains("65"), "{language:?}: {}", texts[1]);
            assert!(texts[3].contains("G8"), "{language:?}: {}", texts[3]);
            assert!(texts[4].contains("f5"), "{language:?}: {}", texts[4]);
            assert!(texts[5].contains("zz"), "{language:?}: {}", texts[5]);
            for t in &texts {
                assert!(!t.starts_with("reversi-"), "{language:?}: {t}");
            }
        }
    }
}
