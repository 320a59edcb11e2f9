//! The check behind the layout tests: every text carries the box it must fit, and fits it
//! as the shipped fonts measure it.

use super::{Primitive, TextItem};
use crate::geom::{Rect, Size};

/// How far a text may reach past its box before it counts as overflowing: a pixel across,
/// a fifth of the font size up and down (the line box includes room above capitals and
/// below descenders that the glyphs of one line rarely use).
fn slack(t: &TextItem) -> (f32, f32) {
    (1.0, 1.0_f32.max(t.size * 0.2))
}

/// How far [`Painter::text_box`](super::Painter::text_box) shrinks text that is too wide
/// for its box, at most: four fifths of the style's size, the size asked for divided by the
/// text size setting's factor (larger text may shrink back that far from the designed
/// size, no further); beyond that it overflows, and the layout tests say so.
pub const MIN_SHRINK: f32 = 0.8;

/// The smallest text of a style asked for at `size` may shrink to: [`MIN_SHRINK`] of the
/// style's own size (see there).
pub fn least_size(size: f32) -> f32 {
    size * MIN_SHRINK / super::fonts::text_scale()
}

/// `size`, or smaller so that `text` (in the bold face or not) is at most `width` wide, but
/// never below [`least_size`].
pub fn fitted_size(text: &str, size: f32, bold: bool, width: f32) -> f32 {
    let wide = super::fonts::text_width(text, size, bold);
    if wide > width && wide > 0.0 {
        (size * width / wide).max(least_size(size))
    } else {
        size
    }
}

/// The smallest text, in pixels, in a window at least as large as the reference one
/// (1024 × 768); smaller windows scale everything down.
pub const MIN_TEXT: f32 = 12.0;

/// Why `t` does not fit, if it does not: it is smaller than [`MIN_TEXT`] in a window of
/// the reference size or larger, has no box, reaches past its box, or past the window.
/// (Text under a pixel high is an effect that has not grown yet, not text to read.)
pub fn misfit(t: &TextItem, window: Size) -> Option<String> {
    if window.ui_scale() >= 1.0 && t.size >= 1.0 && t.size < MIN_TEXT - 0.05 {
        return Some(format!(
            "{:?} is {:.1} px high, under the {MIN_TEXT} px of the smallest text",
            t.text, t.size
        ));
    }
    let Some(bounds) = t.bounds else {
        return Some(format!("{:?} has no box", t.text));
    };
    let e = t.extent();
    let (dx, dy) = slack(t);
    let inside = |outer: Rect| {
        e.x >= outer.x - dx
            && e.right() <= outer.right() + dx
            && e.y >= outer.y - dy
            && e.bottom() <= outer.bottom() + dy
    };
    if !inside(bounds) {
        return Some(format!(
            "{:?} at {:.0} px is {:.0}×{:.0} but its box is {:.0}×{:.0} at ({:.0}, {:.0})",
            t.text, t.size, e.w, e.h, bounds.w, bounds.h, bounds.x, bounds.y
        ));
    }
    if !inside(window.rect()) {
        return Some(format!("{:?} reaches out of the window", t.text));
    }
    None
}

/// Every text of `items` that does not fit, one line each.
pub fn misfits(items: &[Primitive], window: Size) -> Vec<String> {
    items
        .iter()
        .filter_map(|i| match i {
            Primitive::Text(t) => misfit(t, window),
            Primitive::Shape { .. } => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::{Color, HAlign, Painter, VAlign};
    use crate::geom::Point;

    #[test]
    fn boxed_text_fits_shrinks_or_is_reported() {
        let size = Size::new(400.0, 300.0);
        let mut p = Painter::new(size);
        p.text_in(
            "OK",
            Rect::new(10.0, 10.0, 100.0, 40.0),
            20.0,
            Color::WHITE,
            true,
        );
        // Too wide by a little: shrunk to fit.
        p.text_box(
            "A rather long caption",
            Rect::new(10.0, 60.0, 150.0, 30.0),
            20.0,
            Color::WHITE,
            HAlign::Left,
            VAlign::Middle,
            false,
        );
        assert!(
            misfits(p.items(), size).is_empty(),
            "{:?}",
            misfits(p.items(), size)
        );
        // Far too wide: shrinking stops, and it is reported.
        p.text_in(
            "消灭星星消灭星星消灭星星",
            Rect::new(10.0, 100.0, 60.0, 30.0),
            20.0,
            Color::WHITE,
            false,
        );
        // No box at all.
        p.text(
            "loose",
            Point::new(5.0, 5.0),
            12.0,
            Color::WHITE,
            HAlign::Left,
            VAlign::Top,
        );
        let found = misfits(p.items(), size);
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(found[1].contains("no box"));
    }

    #[test]
    fn text_under_twelve_pixels_is_reported_from_the_reference_window_up() {
        let tiny = |window: Size| {
            let mut p = Painter::new(window);
            p.text_in(
                "tiny",
                Rect::new(20.0, 10.0, 100.0, 40.0),
                MIN_TEXT - 0.5,
                Color::WHITE,
                false,
            );
            misfits(p.items(), window)
        };
        let found = tiny(Size::REFERENCE);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains("smallest text"), "{found:?}");
        assert!(tiny(Size::new(1920.0, 1080.0)).len() == 1);
        // A smaller window scales every text down.
        assert!(tiny(Size::new(480.0, 360.0)).is_empty());
    }
}
