//! Match-3's pieces and its menu card: the gems, each kind its own shape and colour.

use launcher_kit::draw::{Color, Painter};
use launcher_kit::geom::{Point, Rect};
use launcher_kit::ui::theme;
use std::f32::consts::PI;

/// Draws match-3 gem `kind` (0–7): a distinct shape and colour per kind (circle, diamond,
/// hexagon, triangle, pentagon, star, rounded square, cross), so kinds differ without
/// colour vision too, with a lighter facet and a highlight.
pub fn draw_gem(p: &mut Painter, c: Point, r: f32, kind: usize) {
    let color = theme::PIECES[kind % theme::PIECES.len()];
    p.circle(c.offset(0.0, r * 0.12), r * 0.95, theme::SHADOW);
    gem_shape(p, c, r, kind, color);
    gem_shape(p, c, r * 0.6, kind, color.lighten(0.2));
    // The shine sits inside the shape: narrow shapes get a small one near the top.
    let (at, rx, ry) = match kind % 8 {
        3 | 7 => (c.offset(0.0, -r * 0.42), r * 0.15, r * 0.09),
        _ => (c.offset(-r * 0.28, -r * 0.35), r * 0.26, r * 0.14),
    };
    p.ellipse(at, rx, ry, Color::WHITE.alpha(0.55));
}

/// The outline shape of gem `kind` with radius `r`, filled with `color`.
fn gem_shape(p: &mut Painter, c: Point, r: f32, kind: usize, color: Color) {
    match kind % 8 {
        0 => p.circle(c, r * 0.9, color),
        1 => p.regular_polygon(c, r, 4, 0.0, color),
        2 => p.regular_polygon(c, r * 0.95, 6, PI / 6.0, color),
        3 => p.regular_polygon(c.offset(0.0, r * 0.12), r * 1.08, 3, 0.0, color),
        4 => p.regular_polygon(c, r * 0.95, 5, 0.0, color),
        5 => p.star(c, r * 1.02, r * 0.55, 5, 0.0, color),
        6 => p.round_rect(Rect::centered(c, r * 1.6, r * 1.6), r * 0.3, color),
        _ => {
            let (a, b) = (r * 0.9, r * 0.34);
            let corners = [
                (-b, -a),
                (b, -a),
                (b, -b),
                (a, -b),
                (a, b),
                (b, b),
                (b, a),
                (-b, a),
                (-b, b),
                (-a, b),
                (-a, -b),
                (-b, -b),
            ];
            p.polygon(
                corners.iter().map(|&(x, y)| c.offset(x, y)).collect(),
                color,
            );
        }
    }
}

/// Draws the menu card's picture inside `area`; `t` (seconds) animates it gently.
pub fn draw_card(p: &mut Painter, area: Rect, t: f32) {
    // With reduced motion the picture holds still.
    let t = if launcher_kit::ui::motion::reduced() {
        0.0
    } else {
        t
    };
    let sq = area.fit_aspect(1.0).scaled(0.92);
    p.round_rect(sq, sq.w * 0.08, Color::rgb(0x1c, 0x1f, 0x40));
    let kinds = [[0, 2, 3], [4, 1, 0], [5, 4, 2]];
    let cell = sq.w / 3.0;
    for (row, line) in kinds.iter().enumerate() {
        for (col, &kind) in line.iter().enumerate() {
            let c = Point::new(
                sq.x + cell * (col as f32 + 0.5),
                sq.y + cell * (row as f32 + 0.5),
            );
            let bob = if row == 1 && col == 1 {
                (t * 3.0).sin() * cell * 0.05
            } else {
                0.0
            };
            draw_gem(p, c.offset(0.0, bob), cell * 0.36, kind);
        }
    }
}
