//! Which parts of the window changed between two display lists.
//!
//! With software rendering, filling pixels is most of what a frame's drawing costs, yet
//! between two frames usually only a few things move (twinkling stars, a falling tile, a
//! counting score). The backend keeps the last frame's picture and, when this module finds
//! the change small, redraws only the changed rectangles: everything the new list draws
//! there, in order, clipped to them, which gives exactly the full frame's pixels.

use super::{Primitive, Shape, TextItem, anchored, estimate_text_width};
use crate::geom::{Rect, Size};
use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};

/// At most this many rectangles are redrawn one by one; more are merged.
const MAX_PARTS: usize = 6;
/// Above this share of the window, one full redraw is cheaper than clipped parts.
const FULL_SHARE: f32 = 0.6;
/// Pixels added around every changed item: rasterisation rounds edges outwards.
const MARGIN: f32 = 2.0;

/// What the next frame has to redraw.
#[derive(Debug, Clone, PartialEq)]
pub enum Damage {
    /// Everything.
    Full,
    /// Only these rectangles, in whole pixels, inside the window and not overlapping by
    /// much; empty when nothing changed.
    Parts(Vec<Rect>),
}

impl Damage {
    /// Whether anything at all has to be drawn.
    pub fn redraws(&self) -> bool {
        !matches!(self, Damage::Parts(parts) if parts.is_empty())
    }
}

/// A frame's display list with each item's fingerprint, taken once: the list is compared
/// with the next frame's after it was compared with the previous one.
pub struct DisplayList {
    items: Vec<Primitive>,
    prints: Vec<u64>,
}

impl DisplayList {
    /// Fingerprints `items`.
    pub fn new(items: Vec<Primitive>) -> Self {
        let prints = items.iter().map(fingerprint).collect();
        DisplayList { items, prints }
    }

    /// The items, in drawing order.
    pub fn items(&self) -> &[Primitive] {
        &self.items
    }
}

/// A rectangle that surely contains `t` when drawn. Glyph extents are known only to the
/// renderer, so this allows a full em per character (wider than any glyph of the shipped
/// fonts) plus one more em, and 1.6 ems of height, with a fifth of an em around.
pub fn text_bounds(t: &TextItem) -> Rect {
    anchored(t.pos, draw_width(t), t.size * 1.6, t.h, t.v).inset(-t.size * 0.2)
}

fn draw_width(t: &TextItem) -> f32 {
    (estimate_text_width(&t.text, t.size) * 1.3).max(t.text.chars().count() as f32 * t.size)
        + t.size
}

/// The rectangle a shape's pixels lie in; an outline reaches out by at most its width
/// (mitres are limited to twice the half width).
pub fn shape_bounds(shape: &Shape, stroke: Option<f32>) -> Rect {
    let pad = stroke.map(|w| w.max(0.5)).unwrap_or(0.0);
    let r = match shape {
        Shape::Rect { rect, .. } => *rect,
        Shape::Ellipse { center, rx, ry } => {
            Rect::new(center.x - rx, center.y - ry, 2.0 * rx, 2.0 * ry)
        }
        Shape::Polygon(points) | Shape::Polyline(points) => {
            let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
            for p in points {
                x0 = x0.min(p.x);
                y0 = y0.min(p.y);
                x1 = x1.max(p.x);
                y1 = y1.max(p.y);
            }
            Rect::new(x0, y0, (x1 - x0).max(0.0), (y1 - y0).max(0.0))
        }
    };
    r.inset(-pad)
}

/// The rectangle an item's pixels lie in.
pub fn bounds(item: &Primitive) -> Rect {
    match item {
        Primitive::Shape { shape, stroke, .. } => shape_bounds(shape, *stroke),
        Primitive::Text(t) => text_bounds(t),
    }
}

/// Whether two rectangles share any area.
pub fn overlaps(a: &Rect, b: &Rect) -> bool {
    a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom()
}

fn area(r: &Rect) -> f32 {
    r.w * r.h
}

/// `r` widened by the margin, rounded out to whole pixels and cut to the window; `None`
/// when nothing of it is on screen.
fn on_screen(r: &Rect, size: Size) -> Option<Rect> {
    let r = r.inset(-MARGIN);
    let x0 = r.x.floor().max(0.0);
    let y0 = r.y.floor().max(0.0);
    let x1 = r.right().ceil().min(size.w.floor());
    let y1 = r.bottom().ceil().min(size.h.floor());
    (x1 > x0 && y1 > y0).then(|| Rect::new(x0, y0, x1 - x0, y1 - y0))
}

fn fingerprint(item: &Primitive) -> u64 {
    let mut h = DefaultHasher::new();
    let mut f = |v: f32| v.to_bits().hash(&mut h);
    match item {
        Primitive::Shape {
            shape,
            color,
            stroke,
        } => {
            for v in [color.r, color.g, color.b, color.a, stroke.unwrap_or(-1.0)] {
                f(v);
            }
            match shape {
                Shape::Rect { rect, radius } => {
                    for v in [rect.x, rect.y, rect.w, rect.h, *radius] {
                        f(v);
                    }
                }
                Shape::Ellipse { center, rx, ry } => {
                    for v in [center.x, center.y, *rx, *ry, -2.0] {
                        f(v);
                    }
                }
                Shape::Polygon(points) | Shape::Polyline(points) => {
                    f(if matches!(shape, Shape::Polygon(_)) {
                        -3.0
                    } else {
                        -4.0
                    });
                    for p in points {
                        f(p.x);
                        f(p.y);
                    }
                }
            }
        }
        Primitive::Text(t) => {
            for v in [t.pos.x, t.pos.y, t.size, t.color.r, t.color.g, t.color.b] {
                f(v);
            }
            f(t.color.a);
            (t.h as u8, t.v as u8, t.bold, t.text.as_str()).hash(&mut h);
        }
    }
    h.finish()
}

/// For each item of `ours`, whether an equal item of `theirs` accounts for it: equal items
/// pair up first come, first served.
fn matched(ours: &[u64], theirs: &[u64]) -> Vec<bool> {
    let mut available: HashMap<u64, usize> = HashMap::with_capacity(theirs.len());
    for &f in theirs {
        *available.entry(f).or_default() += 1;
    }
    ours.iter()
        .map(|f| match available.get_mut(f) {
            Some(n) if *n > 0 => {
                *n -= 1;
                true
            }
            _ => false,
        })
        .collect()
}

/// What has to be redrawn to turn the picture of `old` into that of `new`, both drawn on
/// a window of `size`. Items present in both lists need no redrawing unless the order in
/// which they overlap changed, which is answered by a full redraw.
pub fn damage(old: &DisplayList, new: &DisplayList, size: Size) -> Damage {
    let (old_fp, new_fp) = (&old.prints, &new.prints);
    let old_kept = matched(old_fp, new_fp);
    let new_kept = matched(new_fp, old_fp);
    let kept_in_order = |fps: &[u64], kept: &[bool]| {
        fps.iter()
            .zip(kept)
            .filter(|(_, k)| **k)
            .map(|(f, _)| *f)
            .collect::<Vec<_>>()
    };
    if kept_in_order(old_fp, &old_kept) != kept_in_order(new_fp, &new_kept) {
        return Damage::Full;
    }
    let changed = old
        .items
        .iter()
        .zip(&old_kept)
        .chain(new.items.iter().zip(&new_kept))
        .filter(|(_, kept)| !**kept)
        .filter_map(|(item, _)| on_screen(&bounds(item), size));
    let parts = merge(changed);
    let covered: f32 = parts.iter().map(area).sum();
    if covered > FULL_SHARE * area(&size.rect()) {
        Damage::Full
    } else {
        Damage::Parts(parts)
    }
}

/// Gathers rectangles into at most [`MAX_PARTS`] that cover them all: a rectangle joins
/// one it overlaps, and while there are too many, the pair whose union adds the least
/// area is joined.
fn merge(rects: impl Iterator<Item = Rect>) -> Vec<Rect> {
    let mut parts: Vec<Rect> = Vec::new();
    for r in rects {
        let mut r = r;
        while let Some(i) = parts.iter().position(|p| overlaps(p, &r)) {
            r = parts.swap_remove(i).union(r);
        }
        parts.push(r);
        if parts.len() > MAX_PARTS {
            join_cheapest(&mut parts);
        }
    }
    parts
}

fn join_cheapest(parts: &mut Vec<Rect>) {
    let mut best = (f32::MAX, 0, 1);
    for i in 0..parts.len() {
        for j in i + 1..parts.len() {
            let extra = area(&parts[i].union(parts[j])) - area(&parts[i]) - area(&parts[j]);
            if extra < best.0 {
                best = (extra, i, j);
            }
        }
    }
    let (_, i, j) = best;
    let b = parts.swap_remove(j);
    let a = parts.swap_remove(i);
    let mut joined = a.union(b);
    while let Some(k) = parts.iter().position(|p| overlaps(p, &joined)) {
        joined = parts.swap_remove(k).union(joined);
    }
    parts.push(joined);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::{Color, HAlign, Painter, VAlign};
    use crate::geom::Point;

    const SIZE: Size = Size::new(1000.0, 800.0);

    fn scene(star_at: f32, label: &str) -> Vec<Primitive> {
        let mut p = Painter::new(SIZE);
        p.rect(SIZE.rect(), Color::rgb(20, 20, 50));
        p.rect(
            Rect::new(100.0, 100.0, 300.0, 200.0),
            Color::rgb(128, 128, 128),
        );
        p.circle(Point::new(star_at, 500.0), 10.0, Color::rgb(255, 255, 0));
        p.text(
            label,
            Point::new(800.0, 50.0),
            20.0,
            Color::WHITE,
            HAlign::Right,
            VAlign::Top,
        );
        p.items().to_vec()
    }

    fn changed(old: &[Primitive], new: &[Primitive], size: Size) -> Damage {
        damage(
            &DisplayList::new(old.to_vec()),
            &DisplayList::new(new.to_vec()),
            size,
        )
    }

    fn parts(d: Damage) -> Vec<Rect> {
        match d {
            Damage::Parts(p) => p,
            Damage::Full => panic!("expected parts, got a full redraw"),
        }
    }

    fn covers(outer: &Rect, inner: &Rect) -> bool {
        outer.x <= inner.x
            && outer.y <= inner.y
            && outer.right() >= inner.right()
            && outer.bottom() >= inner.bottom()
    }

    #[test]
    fn the_same_list_needs_nothing() {
        let a = scene(300.0, "12");
        assert_eq!(changed(&a, &a, SIZE), Damage::Parts(Vec::new()));
    }

    #[test]
    fn a_moved_item_damages_where_it_was_and_where_it_is() {
        let p = parts(changed(&scene(300.0, "12"), &scene(312.0, "12"), SIZE));
        assert_eq!(p.len(), 1, "{p:?}");
        assert!(covers(&p[0], &Rect::new(290.0, 490.0, 32.0, 20.0)), "{p:?}");
        assert!(p[0].w < 40.0 && p[0].h < 30.0, "{p:?}");
        let apart = parts(changed(&scene(300.0, "12"), &scene(400.0, "12"), SIZE));
        assert_eq!(apart.len(), 2, "{apart:?}");
    }

    #[test]
    fn changed_text_damages_its_generous_box() {
        let p = parts(changed(&scene(300.0, "12"), &scene(300.0, "WWWW"), SIZE));
        assert_eq!(p.len(), 1, "{p:?}");
        // Right-aligned at x = 800: four wide glyphs of 20 px reach at least 80 px left.
        assert!(p[0].x <= 720.0 && p[0].right() >= 800.0, "{p:?}");
    }

    #[test]
    fn far_apart_changes_stay_separate_and_many_are_merged() {
        let mut a = scene(300.0, "1");
        let mut b = scene(300.0, "2");
        assert_eq!(parts(changed(&a, &b, SIZE)).len(), 1);
        let mut pa = Painter::new(SIZE);
        let mut pb = Painter::new(SIZE);
        for i in 0..20 {
            let at = Point::new(40.0 + 45.0 * i as f32, 700.0);
            pa.circle(at, 5.0, Color::WHITE);
            pb.circle(at, 6.0, Color::WHITE);
        }
        a.extend(pa.items().iter().cloned());
        b.extend(pb.items().iter().cloned());
        let p = parts(changed(&a, &b, SIZE));
        assert!(p.len() <= MAX_PARTS, "{p:?}");
        for i in 0..20 {
            let dot = Rect::centered(Point::new(40.0 + 45.0 * i as f32, 700.0), 12.0, 12.0);
            assert!(
                p.iter().any(|r| covers(r, &dot)),
                "dot {i} not covered: {p:?}"
            );
        }
        for (i, r) in p.iter().enumerate() {
            for s in &p[i + 1..] {
                assert!(!overlaps(r, s), "{p:?}");
            }
        }
    }

    #[test]
    fn reordered_items_redraw_everything() {
        let a = scene(300.0, "1");
        let mut b = a.clone();
        b.swap(1, 2);
        assert_eq!(changed(&a, &b, SIZE), Damage::Full);
    }

    #[test]
    fn a_large_change_redraws_everything() {
        let a = scene(300.0, "1");
        let mut b = a.clone();
        if let Primitive::Shape { color, .. } = &mut b[0] {
            color.r = 0.2;
        }
        assert_eq!(changed(&a, &b, SIZE), Damage::Full);
    }

    #[test]
    fn parts_are_whole_pixels_inside_the_window() {
        let mut p = Painter::new(SIZE);
        p.circle(Point::new(995.5, 3.3), 10.0, Color::WHITE);
        let p = parts(changed(&[], p.items(), SIZE));
        assert_eq!(p.len(), 1);
        let r = p[0];
        assert!(r.x >= 0.0 && r.y == 0.0 && r.right() <= 1000.0, "{r:?}");
        for v in [r.x, r.y, r.w, r.h] {
            assert_eq!(v, v.round());
        }
    }
}
