//! The painter's tests: shapes, transforms and text boxes as recorded.

use super::*;

#[test]
fn transforms_compose_translation_scale_and_alpha() {
    let mut p = Painter::new(Size::new(100.0, 100.0));
    p.with(Transform::translate(10.0, 20.0), |p| {
        p.with(
            Transform::scale_about(Point::new(5.0, 5.0), 2.0, 2.0),
            |p| {
                p.with(Transform::alpha(0.5), |p| {
                    p.circle(Point::new(5.0, 5.0), 3.0, Color::WHITE)
                });
            },
        );
    });
    assert_eq!(
        p.items()[0],
        Primitive::Shape {
            shape: Shape::Ellipse {
                center: Point::new(15.0, 25.0),
                rx: 6.0,
                ry: 6.0
            },
            color: Color::WHITE.alpha(0.5),
            stroke: None
        }
    );
}

#[test]
fn transparent_things_are_skipped() {
    let mut p = Painter::new(Size::new(10.0, 10.0));
    p.with(Transform::alpha(0.0), |p| {
        p.rect(Rect::new(0.0, 0.0, 1.0, 1.0), Color::WHITE)
    });
    p.text(
        "",
        Point::new(0.0, 0.0),
        10.0,
        Color::WHITE,
        HAlign::Left,
        VAlign::Top,
    );
    assert!(p.items().is_empty());
}

#[test]
fn a_palette_recolours_shapes_and_makes_text_opaque() {
    fn invert(c: Color) -> Color {
        Color {
            r: 1.0 - c.r,
            g: 1.0 - c.g,
            b: 1.0 - c.b,
            a: c.a,
        }
    }
    let mut p = Painter::new(Size::new(10.0, 10.0));
    p.set_palette(Some(invert));
    p.rect(Rect::new(0.0, 0.0, 1.0, 1.0), Color::WHITE.alpha(0.5));
    p.text(
        "a",
        Point::new(0.0, 0.0),
        10.0,
        Color::BLACK.alpha(0.5),
        HAlign::Left,
        VAlign::Top,
    );
    assert_eq!(p.recolor(Color::WHITE), Color::BLACK);
    assert!(
        matches!(p.items()[0], Primitive::Shape { color, .. } if color == Color::BLACK.alpha(0.5))
    );
    assert!(matches!(&p.items()[1], Primitive::Text(t) if t.color == Color::WHITE));
}

#[test]
fn star_alternates_radii() {
    let pts = star_points(Point::new(0.0, 0.0), 10.0, 4.0, 5, 0.0);
    assert_eq!(pts.len(), 10);
    assert!((pts[0].y + 10.0).abs() < 1e-4);
    assert!((pts[1].distance(Point::new(0.0, 0.0)) - 4.0).abs() < 1e-4);
}

#[test]
fn flipped_scale_keeps_rect_positive() {
    let mut p = Painter::new(Size::new(10.0, 10.0));
    p.with(
        Transform::scale_about(Point::new(5.0, 5.0), -1.0, 1.0),
        |p| p.rect(Rect::new(0.0, 0.0, 2.0, 2.0), Color::WHITE),
    );
    match &p.items()[0] {
        Primitive::Shape {
            shape: Shape::Rect { rect, .. },
            ..
        } => assert_eq!(*rect, Rect::new(8.0, 0.0, 2.0, 2.0)),
        other => panic!("unexpected {other:?}"),
    }
}

fn filled_rects(p: &Painter) -> Vec<Rect> {
    p.items()
        .iter()
        .map(|item| match item {
            Primitive::Shape {
                shape: Shape::Rect { rect, .. },
                stroke: None,
                ..
            } => *rect,
            other => panic!("unexpected {other:?}"),
        })
        .collect()
}

#[test]
fn frame_covers_the_ring_and_leaves_the_inside_to_the_picture() {
    let mut p = Painter::new(Size::new(200.0, 200.0));
    let outer = Rect::new(10.0, 10.0, 180.0, 180.0);
    let inner = Rect::new(40.0, 40.0, 120.0, 120.0);
    p.frame(outer, 12.0, inner, Color::WHITE);
    let rects = filled_rects(&p);
    let covered = |pt: Point| rects.iter().any(|r| r.contains(pt));
    for pt in [(25.0, 100.0), (175.0, 100.0), (100.0, 25.0), (100.0, 175.0)] {
        assert!(covered(Point::new(pt.0, pt.1)), "{pt:?} not framed");
    }
    assert!(!covered(inner.center()));
    let area: f32 = rects.iter().map(|r| r.w * r.h).sum();
    let ring = outer.w * outer.h - inner.w * inner.h;
    assert!(area < ring + 2.0 * 12.0 * outer.w + 1.0, "{area} vs {ring}");
}

#[test]
fn drop_shadow_fills_only_the_band_below() {
    let mut p = Painter::new(Size::new(200.0, 200.0));
    let rect = Rect::new(10.0, 10.0, 100.0, 150.0);
    p.drop_shadow(rect, 10.0, 6.0, Color::BLACK);
    let band = filled_rects(&p)[0];
    assert_eq!(band.bottom(), rect.bottom() + 6.0);
    assert_eq!((band.x, band.w), (rect.x, rect.w));
    assert_eq!(band.h, 2.0 * 10.0 + 6.0);
}
