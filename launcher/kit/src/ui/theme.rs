//! Colours, sizes and the recurring decorations (background, panels) of every screen.

use crate::draw::{Color, HAlign, Painter, VAlign};
use crate::geom::{Point, Rect, Size};

/// Dark text on light fills (badges, selected tabs).
pub const TEXT_DARK: Color = Color::rgb(0x1a, 0x1d, 0x3a);
/// Panel fill.
pub const PANEL: Color = Color::rgb(0x28, 0x2d, 0x56);
/// Panel border.
pub const PANEL_EDGE: Color = Color::rgb(0x4c, 0x55, 0x9a);
/// Main text.
pub const TEXT: Color = Color::rgb(0xf5, 0xf2, 0xff);
/// Secondary text.
pub const TEXT_DIM: Color = Color::rgb(0xa9, 0xa6, 0xcf);
/// Highlights: focus rings, titles, best scores.
pub const ACCENT: Color = Color::rgb(0xff, 0xc1, 0x3b);
/// A second highlight colour.
pub const ACCENT_2: Color = Color::rgb(0x4f, 0xd1, 0xc5);
/// Ordinary buttons.
pub const BUTTON: Color = Color::rgb(0x3e, 0x47, 0x86);
/// The main action of a screen.
pub const BUTTON_PRIMARY: Color = Color::rgb(0xff, 0x7a, 0x45);
/// Destructive or leaving actions: deep enough for light text, also when lit.
pub const BUTTON_DANGER: Color = Color::rgb(0xa8, 0x28, 0x3a);
/// A switched-on toggle.
pub const TOGGLE_ON: Color = Color::rgb(0x35, 0xc4, 0x8a);
/// Shadows under panels and pieces.
pub const SHADOW: Color = Color {
    r: 0.0,
    g: 0.0,
    b: 0.05,
    a: 0.35,
};

/// Eight piece colours (match-3 kinds, PopStar colours use the first five).
pub const PIECES: [Color; 8] = [
    Color::rgb(0xef, 0x47, 0x6f),
    Color::rgb(0x2e, 0xc4, 0x6d),
    Color::rgb(0x3a, 0x86, 0xff),
    Color::rgb(0xff, 0xd1, 0x66),
    Color::rgb(0xa0, 0x5c, 0xf0),
    Color::rgb(0xff, 0x8c, 0x3b),
    Color::rgb(0x3f, 0xe0, 0xe0),
    Color::rgb(0xf0, 0xf0, 0xf7),
];

pub use crate::draw::fonts::{set_text_scale, text_scale};

/// Font sizes at a given UI scale ([`Size::ui_scale`]) and the player's text size.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Fonts {
    /// Screen titles.
    pub title: f32,
    /// Section and card headings.
    pub heading: f32,
    /// Normal text and buttons.
    pub body: f32,
    /// Captions and hints.
    pub small: f32,
}

impl Fonts {
    /// The sizes for a window of `size`, at the player's text size ([`text_scale`]).
    pub fn for_size(size: Size) -> Fonts {
        let s = size.ui_scale() * text_scale();
        Fonts {
            title: 64.0 * s,
            heading: 30.0 * s,
            body: 22.0 * s,
            small: 16.0 * s,
        }
    }
}

/// The window's background colour. It is the colour the window is cleared with, which is
/// nearly free, while painting a full-window gradient cost about 20 ms a frame with
/// software rendering on the reference machine.
pub const BACKGROUND: Color = Color::rgb(0x22, 0x1f, 0x44);

/// Paints the background (a plain fill; screens call it first so that they also look
/// right when drawn over something else, e.g. in tests).
pub fn background(p: &mut Painter) {
    let size = p.size();
    p.rect(size.rect(), BACKGROUND);
}

/// The high-contrast versions of the piece colours: pure, saturated hues.
pub const HIGH_CONTRAST_PIECES: [Color; 8] = [
    Color::rgb(0xff, 0x1f, 0x3f),
    Color::rgb(0x00, 0xe6, 0x4c),
    Color::rgb(0x1f, 0x6f, 0xff),
    Color::rgb(0xff, 0xe6, 0x00),
    Color::rgb(0xb8, 0x3c, 0xff),
    Color::rgb(0xff, 0x80, 0x00),
    Color::rgb(0x00, 0xf0, 0xff),
    Color::WHITE,
];

/// The high-contrast palette ([`Painter::set_palette`]): the theme's colours become their
/// high-contrast versions (near-black background and panels, bright edges, white text, pure
/// yellow accent, dark buttons, no shadows), every other colour gets more saturation.
/// Opacity is kept (shadows become invisible).
pub fn high_contrast(c: Color) -> Color {
    let same =
        |k: Color| (c.r - k.r).abs() < 1e-4 && (c.g - k.g).abs() < 1e-4 && (c.b - k.b).abs() < 1e-4;
    let table = [
        (BACKGROUND, Color::rgb(0x05, 0x05, 0x08)),
        (PANEL, Color::rgb(0x0e, 0x0e, 0x14)),
        (PANEL_EDGE, Color::WHITE),
        (TEXT, Color::WHITE),
        (TEXT_DIM, Color::WHITE),
        (TEXT_DARK, Color::BLACK),
        (ACCENT, Color::rgb(0xff, 0xff, 0x00)),
        (ACCENT_2, Color::rgb(0x00, 0xff, 0xff)),
        (BUTTON, Color::rgb(0x1c, 0x1c, 0x24)),
        (BUTTON_PRIMARY, Color::rgb(0x3a, 0x1c, 0x00)),
        (BUTTON_DANGER, Color::rgb(0x44, 0x00, 0x10)),
        (TOGGLE_ON, Color::rgb(0x00, 0x80, 0x40)),
    ];
    if same(SHADOW) {
        return Color::TRANSPARENT;
    }
    if let Some((_, to)) = table.iter().find(|(from, _)| same(*from)) {
        return to.alpha(c.a);
    }
    if let Some(i) = PIECES.iter().position(|p| same(*p)) {
        return HIGH_CONTRAST_PIECES[i].alpha(c.a);
    }
    // Further from grey: stronger colour.
    let m = (c.r + c.g + c.b) / 3.0;
    let boost = |v: f32| (m + (v - m) * 1.5).clamp(0.0, 1.0);
    Color {
        r: boost(c.r),
        g: boost(c.g),
        b: boost(c.b),
        a: c.a,
    }
}

/// The WCAG relative luminance of an opaque colour (0 black, 1 white).
pub fn luminance(c: Color) -> f32 {
    let lin = |v: f32| {
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b)
}

/// The WCAG contrast ratio of two opaque colours, from 1 to 21.
pub fn contrast_ratio(a: Color, b: Color) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// A panel: soft shadow, rounded fill and a thin border.
pub fn panel(p: &mut Painter, rect: Rect, scale: f32) {
    let r = 18.0 * scale;
    p.drop_shadow(rect, r, 6.0 * scale, SHADOW);
    p.round_rect(rect, r, PANEL.alpha(0.96));
    p.round_rect_outline(rect, r, 2.0 * scale, PANEL_EDGE);
}

/// `size`, or smaller so that `text` (in the bold face or not) is at most `width` wide:
/// the longer languages' words in narrow places. Never below [`crate::draw::MIN_SHRINK`]
/// of `size` at the designed text size: larger text (the text size setting) may shrink
/// back that far too. Text that needs more room takes another line or a wider box.
pub fn fit(text: &str, size: f32, bold: bool, width: f32) -> f32 {
    crate::draw::fitted_size(text, size, bold, width)
}

/// The text colour that reads best on `fill`: the light text, or the dark one on light
/// fills (the primary button's orange).
pub fn text_on(fill: Color) -> Color {
    if contrast_ratio(TEXT, fill) >= contrast_ratio(TEXT_DARK, fill) {
        TEXT
    } else {
        TEXT_DARK
    }
}

/// How far [`text_in_box`] shrinks text on one line, at most, before it takes two or more
/// where its box is tall enough for them (of the size asked for, the text size setting's
/// included: larger text keeps most of its size).
pub const WRAP_SHRINK: f32 = 0.8;

/// Text in `rect`, placed by the alignments, smaller if it is too wide for it (see
/// [`fit`]); the box goes with it for the layout checks. Text that would shrink below
/// [`WRAP_SHRINK`] of its size, or not fit at all, takes two or more lines where the box
/// is tall enough.
#[allow(clippy::too_many_arguments)]
pub fn text_in_box(
    p: &mut Painter,
    text: impl Into<String>,
    rect: Rect,
    size: f32,
    color: Color,
    h: HAlign,
    bold: bool,
) {
    let text = text.into();
    let one = fit(&text, size, bold, rect.w);
    let fits = crate::draw::fonts::text_width(&text, one, bold) <= rect.w + 0.5;
    // How many lines the box holds at the smallest size they may take.
    let least = crate::draw::least_size(size);
    let room = (rect.h / (least * 1.1)).floor() as usize;
    if room >= 2 && (one < size * WRAP_SHRINK - 0.01 || !fits) {
        let (lines, size) = wrap_to_lines(&text, rect.w, size, bold, room);
        draw_lines(p, lines, rect, size, color, h, bold);
    } else {
        // The painter shrinks it as `fit` does (once: `one` is only for the test above).
        p.text_box(text, rect, size, color, h, VAlign::Middle, bold);
    }
}

/// `text` broken into as few lines of at most `width` as it needs, at most `max_lines`,
/// all at one size: one line shrunk by no more than [`WRAP_SHRINK`] where that fits;
/// else `size`, or smaller (down to the floor of [`fit`]) when it takes more lines than
/// that or a word is wider than `width`; what is still left then goes on the last line,
/// too wide. The lines and their size.
pub fn wrap_to_lines(
    text: &str,
    width: f32,
    size: f32,
    bold: bool,
    max_lines: usize,
) -> (Vec<String>, f32) {
    let max_lines = max_lines.max(1);
    let one = size.min(width / crate::draw::fonts::text_width(text, 1.0, bold).max(1e-3));
    if one >= size * WRAP_SHRINK {
        return (vec![text.to_string()], one);
    }
    let least = crate::draw::least_size(size);
    let mut size = size;
    let mut lines = crate::draw::fonts::wrap(text, width, size, bold);
    let too_wide = |lines: &[String], size: f32| {
        lines.len() > max_lines
            || lines
                .iter()
                .any(|l| crate::draw::fonts::text_width(l, size, bold) > width + 0.5)
    };
    while too_wide(&lines, size) && size > least {
        size = (size * 0.95).max(least);
        lines = crate::draw::fonts::wrap(text, width, size, bold);
    }
    if lines.len() > max_lines {
        let rest = lines.split_off(max_lines - 1).join(" ");
        lines.push(rest);
    }
    if lines.is_empty() {
        lines.push(String::new());
    }
    (lines, size)
}

/// `text` in `rect` on as few lines as it needs, at most `max_lines`, all at one size (see
/// [`wrap_to_lines`]; a last line still too wide overflows and the layout tests say so),
/// each line centred, the lines centred in `rect` together.
pub fn lines_in_box(
    p: &mut Painter,
    text: &str,
    rect: Rect,
    size: f32,
    color: Color,
    bold: bool,
    max_lines: usize,
) {
    let (lines, size) = wrap_to_lines(text, rect.w, size, bold, max_lines);
    draw_lines(p, lines, rect, size, color, HAlign::Center, bold);
}

/// `lines` at `size`, one under the other, placed in `rect` by `h` and centred in it
/// together.
fn draw_lines(
    p: &mut Painter,
    lines: Vec<String>,
    rect: Rect,
    size: f32,
    color: Color,
    h: HAlign,
    bold: bool,
) {
    let n = lines.len().max(1);
    let line_h = (rect.h / n as f32).min(size * 1.35);
    let top = rect.center().y - line_h * n as f32 / 2.0;
    for (i, line) in lines.into_iter().enumerate() {
        let at = Rect::new(rect.x, top + line_h * i as f32, rect.w, line_h);
        p.text_box_sized(line, at, size, color, h, VAlign::Middle, bold);
    }
}

/// A screen title with a soft shadow, centred at `at`, as wide as the window allows.
pub fn title(p: &mut Painter, text: &str, at: Point, size: f32) {
    let width = p.size().w - 16.0;
    title_in(p, text, Rect::centered(at, width, size * 1.4), size);
}

/// A title with a soft shadow, centred in `rect` and smaller if it is too wide for it.
pub fn title_in(p: &mut Painter, text: &str, rect: Rect, size: f32) {
    let size = fit(text, size, true, rect.w);
    p.text_box_sized(
        text,
        rect.offset(0.0, size * 0.06),
        size,
        SHADOW.alpha(0.6),
        HAlign::Center,
        VAlign::Middle,
        true,
    );
    p.text_box_sized(
        text,
        rect,
        size,
        ACCENT,
        HAlign::Center,
        VAlign::Middle,
        true,
    );
}

/// A twinkling star decoration (used on the title screen), `t` in seconds.
/// With reduced motion ([`super::motion`]) it holds still.
pub fn sparkle(p: &mut Painter, at: Point, r: f32, t: f32, color: Color) {
    let t = if super::motion::reduced() { 0.0 } else { t };
    let pulse = 0.75 + 0.25 * (t * 2.3 + at.x * 0.05).sin();
    p.star(
        at,
        r * pulse,
        r * 0.42 * pulse,
        4,
        t * 0.4,
        color.fade(pulse),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geom::Size;

    fn sparkle_at(t: f32) -> Vec<crate::draw::Primitive> {
        let mut p = Painter::new(Size::REFERENCE);
        sparkle(&mut p, Point::new(10.0, 10.0), 5.0, t, ACCENT);
        p.take_items()
    }

    #[test]
    fn sparkles_twinkle_unless_motion_is_reduced() {
        assert_ne!(sparkle_at(0.0), sparkle_at(1.0));
        super::super::motion::set_reduced(true);
        let still = sparkle_at(0.0) == sparkle_at(1.0);
        super::super::motion::set_reduced(false);
        assert!(still);
    }

    #[test]
    fn text_stands_out_four_and_a_half_to_one_on_the_fills_it_is_drawn_on() {
        let panel = PANEL.alpha(0.96);
        let panel = BACKGROUND.mix(panel.alpha(1.0), panel.a);
        let pairs = [
            ("text on the background", TEXT, BACKGROUND),
            ("text on a panel", TEXT, panel),
            ("dim text on the background", TEXT_DIM, BACKGROUND),
            ("dim text on a panel", TEXT_DIM, panel),
            ("accent on the background", ACCENT, BACKGROUND),
            ("accent on a panel", ACCENT, panel),
            ("second accent on the background", ACCENT_2, BACKGROUND),
            ("second accent on a panel", ACCENT_2, panel),
            ("text on a button", TEXT, BUTTON),
            ("dark text on the accent", TEXT_DARK, ACCENT),
            ("dark text on the second accent", TEXT_DARK, ACCENT_2),
        ];
        for (what, text, fill) in pairs {
            let ratio = contrast_ratio(text, fill);
            assert!(ratio >= 4.5, "{what}: {ratio:.2}");
        }
        // A button's caption, also while the pointer lights it.
        for fill in [BUTTON, BUTTON_PRIMARY, BUTTON_DANGER] {
            for shade in [fill, fill.lighten(0.15)] {
                let ratio = contrast_ratio(text_on(shade), shade);
                assert!(ratio >= 4.5, "{shade:?}: {ratio:.2}");
            }
        }
    }

    #[test]
    fn fit_shrinks_to_the_floor_and_no_further() {
        let text = "A caption far too long for its narrow box";
        let wide = crate::draw::fonts::text_width(text, 20.0, false);
        assert_eq!(fit(text, 20.0, false, wide + 1.0), 20.0);
        let a_little = fit(text, 20.0, false, wide * 0.9);
        assert!((a_little - 18.0).abs() < 0.01, "{a_little}");
        assert_eq!(
            fit(text, 20.0, false, wide * 0.3),
            20.0 * crate::draw::MIN_SHRINK
        );
        // Text made larger by the text size setting may shrink back to the floor of the
        // designed size.
        set_text_scale(1.5);
        let larger = fit(text, 30.0, false, 1.0);
        set_text_scale(1.0);
        assert!(
            (larger - 20.0 * crate::draw::MIN_SHRINK).abs() < 0.01,
            "{larger}"
        );
    }

    #[test]
    fn lines_share_one_size_and_shrink_together_to_fit_their_number() {
        let text = "Swap the gems and line up three of a kind";
        let sizes = |width: f32, lines: usize| {
            let mut p = Painter::new(Size::REFERENCE);
            lines_in_box(
                &mut p,
                text,
                Rect::new(0.0, 0.0, width, 200.0),
                20.0,
                TEXT,
                false,
                lines,
            );
            p.take_items()
                .into_iter()
                .filter_map(|i| match i {
                    crate::draw::Primitive::Text(t) => Some(t.size),
                    crate::draw::Primitive::Shape { .. } => None,
                })
                .collect::<Vec<f32>>()
        };
        let wide = crate::draw::fonts::text_width(text, 20.0, false);
        // Three lines where three may be: the size asked for.
        assert_eq!(sizes(wide / 2.2, 3), vec![20.0; 3]);
        // Where two lines must do, both lines shrink alike, never below the floor.
        let two = sizes(wide / 2.0 * 0.95, 2);
        assert_eq!(two.len(), 2);
        assert_eq!(two[0], two[1]);
        assert!(two[0] < 20.0 && two[0] >= 14.0, "{two:?}");
    }

    #[test]
    fn text_too_wide_for_one_line_takes_two_where_the_box_is_tall_enough() {
        let text = "Three in a row: levels";
        let wide = crate::draw::fonts::text_width(text, 20.0, true);
        let drawn = |h: f32| {
            let mut p = Painter::new(Size::REFERENCE);
            text_in_box(
                &mut p,
                text,
                Rect::new(0.0, 0.0, wide * 0.6, h),
                20.0,
                TEXT,
                HAlign::Center,
                true,
            );
            p.take_items()
        };
        let tall = drawn(50.0);
        assert_eq!(tall.len(), 2, "two lines");
        assert!(crate::draw::fit::misfits(&tall, Size::REFERENCE).is_empty());
        // A box of one line's height keeps one line, which overflows for the tests to see.
        let flat = drawn(24.0);
        assert_eq!(flat.len(), 1);
        assert_eq!(crate::draw::fit::misfits(&flat, Size::REFERENCE).len(), 1);
    }

    #[test]
    fn the_high_contrast_palette_keeps_text_bright_and_pieces_apart() {
        assert_eq!(high_contrast(TEXT_DIM.alpha(0.8)), Color::WHITE.alpha(0.8));
        assert_eq!(high_contrast(SHADOW).a, 0.0);
        assert!(contrast_ratio(high_contrast(ACCENT), high_contrast(BACKGROUND)) >= 7.0);
        assert!(contrast_ratio(high_contrast(TEXT), high_contrast(PANEL)) >= 7.0);
        for (i, a) in PIECES.iter().enumerate() {
            assert_eq!(high_contrast(*a), HIGH_CONTRAST_PIECES[i]);
        }
        // Other colours move away from grey.
        let c = Color::rgb(0x80, 0x60, 0x60);
        assert!(high_contrast(c).r > c.r && high_contrast(c).g < c.g);
    }
}
