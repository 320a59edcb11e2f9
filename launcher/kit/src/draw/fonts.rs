//! The user-interface fonts and what text measures in them.
//!
//! Two families are compiled in, each cut down by `scripts/subset-fonts` to the characters
//! the games can show: DejaVu Sans for Latin (with Polish), Cyrillic and symbols, and the
//! Simplified Chinese face of Noto Sans CJK for what DejaVu lacks. A line of text is split
//! into runs by which family has each character; the backend draws each run in its family,
//! and layouts measure text here with the same fonts' advances, so a Chinese label (about
//! one em per character) is measured as wide as it is drawn.

use ab_glyph::{Font, FontRef, GlyphId};
use std::ops::Range;
use std::sync::OnceLock;

/// The font files, in [`Family`] × weight order, as the backend registers them.
pub static FONT_FILES: [(&str, &[u8]); 4] = [
    (
        "latin",
        include_bytes!("../../../../assets/fonts/DejaVuSans-subset.ttf"),
    ),
    (
        "latin-bold",
        include_bytes!("../../../../assets/fonts/DejaVuSans-Bold-subset.ttf"),
    ),
    (
        "cjk",
        include_bytes!("../../../../assets/fonts/NotoSansCJKsc-Regular-subset.otf"),
    ),
    (
        "cjk-bold",
        include_bytes!("../../../../assets/fonts/NotoSansCJKsc-Bold-subset.otf"),
    ),
];

/// Which compiled-in family draws a character.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Family {
    /// DejaVu Sans: Latin, Cyrillic, symbols.
    Latin,
    /// Noto Sans CJK SC: Chinese characters and punctuation.
    Cjk,
}

impl Family {
    /// The name the backend registers this family's `bold` or regular font under.
    pub fn font_name(self, bold: bool) -> &'static str {
        FONT_FILES[self.index(bold)].0
    }

    fn index(self, bold: bool) -> usize {
        match self {
            Family::Latin => usize::from(bold),
            Family::Cjk => 2 + usize::from(bold),
        }
    }

    /// Font size for this family's run in text of `size`: the Chinese face's line box is
    /// taller for its em, so it is enlarged until both families' ems match.
    pub fn scale(self, size: f32) -> f32 {
        match self {
            Family::Latin => size,
            Family::Cjk => size * fonts().cjk_scale,
        }
    }
}

struct Fonts {
    faces: [FontRef<'static>; 4],
    cjk_scale: f32,
}

fn fonts() -> &'static Fonts {
    static FONTS: OnceLock<Fonts> = OnceLock::new();
    FONTS.get_or_init(|| {
        let faces = FONT_FILES.map(|(name, data)| {
            FontRef::try_from_slice(data)
                .unwrap_or_else(|e| panic!("the compiled-in font {name} is damaged: {e}"))
        });
        let em_per_height = |f: &FontRef| f.units_per_em().unwrap_or(1000.0) / f.height_unscaled();
        let cjk_scale = em_per_height(&faces[0]) / em_per_height(&faces[2]);
        Fonts { faces, cjk_scale }
    })
}

thread_local! {
    static TEXT_SCALE: std::cell::Cell<f32> = const { std::cell::Cell::new(1.0) };
}

/// The factor every font size is multiplied by on this thread (the text size setting,
/// applied by [`crate::ui::theme::Fonts::for_size`]).
pub fn text_scale() -> f32 {
    TEXT_SCALE.with(std::cell::Cell::get)
}

/// Sets this thread's text size factor (like the language, kept per thread: the window's
/// thread follows the settings, each test thread starts at 1).
pub fn set_text_scale(scale: f32) {
    TEXT_SCALE.with(|c| c.set(scale.clamp(0.5, 2.0)));
}

/// The family that draws `c`: DejaVu when it has the character, else Noto Sans CJK when it
/// has it, else DejaVu (which shows its missing-glyph box).
pub fn family_of(c: char) -> Family {
    let f = fonts();
    if f.faces[0].glyph_id(c).0 == 0 && f.faces[2].glyph_id(c).0 != 0 {
        Family::Cjk
    } else {
        Family::Latin
    }
}

/// Whether one of the fonts can draw `c` (both weights).
pub fn has_glyph(c: char) -> bool {
    let f = fonts();
    (f.faces[0].glyph_id(c).0 != 0 && f.faces[1].glyph_id(c).0 != 0)
        || (f.faces[2].glyph_id(c).0 != 0 && f.faces[3].glyph_id(c).0 != 0)
}

/// `text` split into runs of one family, as byte ranges.
pub fn runs(text: &str) -> Vec<(Range<usize>, Family)> {
    let mut out: Vec<(Range<usize>, Family)> = Vec::new();
    for (i, c) in text.char_indices() {
        let family = family_of(c);
        let end = i + c.len_utf8();
        match out.last_mut() {
            Some((range, f)) if *f == family => range.end = end,
            _ => out.push((i..end, family)),
        }
    }
    out
}

/// The width of one line of `text` at font size `size`, as the backend lays it out.
pub fn text_width(text: &str, size: f32, bold: bool) -> f32 {
    let f = fonts();
    runs(text)
        .into_iter()
        .map(|(range, family)| {
            let face = &f.faces[family.index(bold)];
            let per_unit = family.scale(size) / face.height_unscaled();
            let mut last: Option<GlyphId> = None;
            let mut units = 0.0;
            for c in text[range].chars() {
                let id = face.glyph_id(c);
                if let Some(prev) = last {
                    units += face.kern_unscaled(prev, id);
                }
                units += face.h_advance_unscaled(id);
                last = Some(id);
            }
            units * per_unit
        })
        .sum()
}

/// Whether a line may break before `c` in text without spaces (Chinese): anywhere except
/// before closing punctuation and closing quotes.
fn may_break_before(c: char) -> bool {
    !matches!(
        c,
        '，' | '。'
            | '”'
            | '’'
            | '、'
            | '：'
            | '；'
            | '！'
            | '？'
            | '）'
            | '」'
            | '』'
            | '》'
            | '…'
            | ','
            | '.'
            | ':'
            | ';'
            | '!'
            | '?'
            | ')'
    )
}

/// Whether a line may break after `c` in text without spaces: anywhere except after
/// opening brackets and quotes, which stay with what they open.
fn may_break_after(c: char) -> bool {
    !matches!(c, '“' | '‘' | '（' | '「' | '『' | '《' | '(')
}

/// Whether `c` is written without spaces around it (Chinese characters and punctuation).
fn is_cjk(c: char) -> bool {
    family_of(c) == Family::Cjk
}

/// `text` broken into lines no wider than `width` at font size `size`: at spaces (never
/// before a dash), and between Chinese characters (never before closing punctuation). A
/// word wider than the line gets a line of its own. A newline in `text` always breaks.
pub fn wrap(text: &str, width: f32, size: f32, bold: bool) -> Vec<String> {
    let mut lines = Vec::new();
    for paragraph in text.split('\n') {
        let mut line = String::new();
        // Pieces that stay together: a word with the space before it, or one Chinese
        // character with the punctuation after it.
        let mut pieces: Vec<String> = Vec::new();
        for c in paragraph.chars() {
            let joins = match pieces.last() {
                None => false,
                Some(last) => {
                    let prev = last.chars().last().unwrap_or(' ');
                    if c == ' ' {
                        false
                    } else if is_cjk(c) || is_cjk(prev) {
                        !may_break_before(c) || !may_break_after(prev)
                    } else {
                        true
                    }
                }
            };
            match pieces.last_mut() {
                Some(last) if joins => last.push(c),
                _ => pieces.push(c.to_string()),
            }
            // A dash after a space stays on the line of the word before it.
            if matches!(c, '—' | '–')
                && pieces.len() > 1
                && pieces.last().is_some_and(|p| p.trim() == c.to_string())
            {
                let dash = pieces.pop().unwrap_or_default();
                if let Some(last) = pieces.last_mut() {
                    last.push_str(&dash);
                }
            }
        }
        for piece in pieces {
            let candidate = format!("{line}{piece}");
            if !line.is_empty() && text_width(candidate.trim_end(), size, bold) > width {
                lines.push(line.trim_end().to_string());
                line = piece.trim_start().to_string();
            } else {
                line = candidate;
            }
        }
        lines.push(line.trim_end().to_string());
    }
    lines
}

/// `text` as it fits on one line of `width` at font size `size`: whole when it fits, else
/// its start and its end with "…" between them (a long game ID, whose Copy button copies
/// it whole).
pub fn elide_middle(text: &str, width: f32, size: f32, bold: bool) -> String {
    if text_width(text, size, bold) <= width {
        return text.to_string();
    }
    let chars: Vec<char> = text.chars().collect();
    let with_ends = |keep: usize| -> String {
        let head = keep - keep / 3;
        let tail = keep / 3;
        let start: String = chars[..head].iter().collect();
        let end: String = chars[chars.len() - tail..].iter().collect();
        format!("{start}…{end}")
    };
    (0..chars.len())
        .rev()
        .map(with_ends)
        .find(|shown| text_width(shown, size, bold) <= width)
        .unwrap_or_else(|| "…".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_too_long_keeps_its_start_and_end_and_fits() {
        let id = format!("Game ID: reversi:s:{}", "d3c5b6c3b3f3e3e2".repeat(6));
        let width = 400.0;
        let shown = elide_middle(&id, width, 16.0, false);
        assert!(text_width(&shown, 16.0, false) <= width, "{shown}");
        assert!(shown.starts_with("Game ID: reversi:s:d3c5"), "{shown}");
        assert!(
            shown.ends_with("b3f3e3e2") && shown.contains('…'),
            "{shown}"
        );
        assert_eq!(elide_middle("Score 120", width, 16.0, false), "Score 120");
    }

    #[test]
    fn a_dash_never_starts_a_line() {
        let text = "Нажмите F1 — расскажем, как играть.";
        let width = text_width("Нажмите F1", 16.0, false) + 2.0;
        let lines = wrap(text, width, 16.0, false);
        assert_eq!(lines[..2], ["Нажмите", "F1 —"], "{lines:?}");
        assert!(lines.iter().all(|l| !l.starts_with('—')), "{lines:?}");
    }

    #[test]
    fn chinese_goes_to_the_cjk_face_and_the_rest_to_dejavu() {
        let text = "得分：120 Łódź Счёт";
        let families: Vec<Family> = runs(text).into_iter().map(|(_, f)| f).collect();
        assert_eq!(families, [Family::Cjk, Family::Latin]);
        assert_eq!(&text[runs(text)[0].0.clone()], "得分：");
    }

    #[test]
    fn widths_follow_the_glyphs() {
        let size = 20.0;
        let ideographs = text_width("消灭星星", size, false);
        assert!(
            (3.0 * size..4.2 * size).contains(&ideographs),
            "{ideographs}"
        );
        let narrow = text_width("iiii", size, false);
        let wide = text_width("WWWW", size, false);
        assert!(wide > 2.0 * narrow, "{narrow} {wide}");
        assert!(text_width("Score", size, true) > text_width("Score", size, false));
        assert_eq!(text_width("", size, false), 0.0);
    }

    #[test]
    fn the_fonts_cover_every_language_and_not_everything() {
        for c in "AzĄęŁżЖёЩ得分消灭星星黑白棋：，…×★▶✓".chars() {
            assert!(has_glyph(c), "{c}");
        }
        assert!(!has_glyph('\u{1F600}'));
    }

    #[test]
    fn wrapping_breaks_at_spaces_and_between_chinese_characters() {
        let size = 20.0;
        let lines = wrap(
            "one two three four five six",
            text_width("one two three", size, false) + 1.0,
            size,
            false,
        );
        assert_eq!(lines, ["one two three", "four five six"]);
        let lines = wrap(
            "消灭星星，得分！",
            text_width("消灭星", size, false) + 1.0,
            size,
            false,
        );
        assert_eq!(lines, ["消灭星", "星，得", "分！"]);
        // No line starts with a closing quote or ends with an opening one.
        let fit = |text: &str| text_width(text, size, false) + 1.0;
        assert_eq!(wrap("开始”", fit("开始"), size, false), ["开", "始”"]);
        assert_eq!(wrap("开始’", fit("开始"), size, false), ["开", "始’"]);
        assert_eq!(wrap("得“分", fit("得“"), size, false), ["得", "“分"]);
        assert_eq!(wrap("a\nb", 1000.0, size, false), ["a", "b"]);
        assert_eq!(wrap("unbreakable", 5.0, size, false), ["unbreakable"]);
    }
}
