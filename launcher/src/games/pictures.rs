//! The pictures on the menu cards, drawn with primitives, and the piece shapes they use.
//! The piece painters are public so each game's board looks like its card.

use super::GameId;
use crate::draw::{Color, Painter, Transform};
use crate::geom::{Point, Rect};
use crate::ui::theme;
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

/// The mark on each PopStar colour, so colours tell apart without seeing colour: the
/// number of points of its star and how deep the notches are (red five points, green four,
/// blue six, yellow an eight-rayed sun, purple three).
const STAR_MARKS: [(usize, f32); 5] = [(5, 0.43), (4, 0.34), (6, 0.52), (8, 0.62), (3, 0.36)];

/// Draws a PopStar tile of `color` (0–4) filling `cell`: a glossy block with the colour's
/// own star shape.
pub fn draw_star_tile(p: &mut Painter, cell: Rect, color: usize) {
    let base = theme::PIECES[color % 5];
    let r = cell.w * 0.16;
    p.drop_shadow(cell, r, cell.h * 0.06, base.darken(0.45));
    p.round_rect(cell, r, base);
    p.round_rect(
        Rect::new(
            cell.x + cell.w * 0.08,
            cell.y + cell.h * 0.06,
            cell.w * 0.84,
            cell.h * 0.38,
        ),
        r * 0.8,
        Color::WHITE.alpha(0.18),
    );
    let (points, depth) = STAR_MARKS[color % 5];
    let outer = cell.w * 0.32;
    // Odd stars look centred a little below the middle; even ones are symmetric.
    let c = cell
        .center()
        .offset(0.0, if points % 2 == 1 { cell.h * 0.03 } else { 0.0 });
    p.star(
        c.offset(0.0, cell.h * 0.03),
        outer,
        outer * depth,
        points,
        0.0,
        base.darken(0.35),
    );
    p.star(
        c,
        outer,
        outer * depth,
        points,
        0.0,
        Color::WHITE.alpha(0.88),
    );
}

/// Draws a Reversi disc: `black` or white, squashed horizontally by `flip` (1 = flat-on,
/// 0 = edge-on) for the flipping animation.
pub fn draw_disc(p: &mut Painter, c: Point, r: f32, black: bool, flip: f32) {
    let (face, rim) = if black {
        (Color::rgb(0x22, 0x22, 0x28), Color::rgb(0x05, 0x05, 0x08))
    } else {
        (Color::rgb(0xf4, 0xf4, 0xf0), Color::rgb(0xb8, 0xb8, 0xb0))
    };
    let sx = flip.clamp(0.05, 1.0);
    p.ellipse(c.offset(0.0, r * 0.14), r * sx, r, theme::SHADOW);
    p.with(Transform::scale_about(c, sx, 1.0), |p| {
        p.circle(c, r, rim);
        p.circle(c, r * 0.86, face);
        p.ellipse(
            c.offset(-r * 0.25, -r * 0.3),
            r * 0.3,
            r * 0.16,
            Color::WHITE.alpha(if black { 0.18 } else { 0.6 }),
        );
    });
}

/// Draws the card picture of `game` inside `area`; `t` (seconds) animates it gently.
pub fn draw_picture(p: &mut Painter, game: GameId, area: Rect, t: f32) {
    match game {
        GameId::Match3 => match3_picture(p, area, t),
        GameId::PopStar => popstar_picture(p, area, t),
        GameId::Reversi => reversi_picture(p, area, t),
    }
}

fn square_in(area: Rect) -> Rect {
    area.fit_aspect(1.0).scaled(0.92)
}

fn match3_picture(p: &mut Painter, area: Rect, t: f32) {
    let sq = square_in(area);
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

fn popstar_picture(p: &mut Painter, area: Rect, t: f32) {
    let sq = square_in(area);
    let colors = [[0, 0, 3, 1], [2, 0, 3, 1], [2, 4, 4, 1], [2, 2, 4, 3]];
    let cell = sq.w / 4.0;
    for (row, line) in colors.iter().enumerate() {
        for (col, &color) in line.iter().enumerate() {
            let r = Rect::new(
                sq.x + cell * col as f32,
                sq.y + cell * row as f32,
                cell,
                cell,
            )
            .inset(cell * 0.05);
            let s = if color == 0 {
                1.0 + 0.04 * (t * 4.0).sin()
            } else {
                1.0
            };
            draw_star_tile(p, r.scaled(s), color);
        }
    }
}

fn reversi_picture(p: &mut Painter, area: Rect, t: f32) {
    let sq = square_in(area);
    p.round_rect(
        sq.offset(0.0, sq.h * 0.03),
        sq.w * 0.05,
        Color::rgb(0x12, 0x3d, 0x26),
    );
    p.round_rect(sq, sq.w * 0.05, Color::rgb(0x2a, 0x8a, 0x52));
    let cell = sq.w / 4.0;
    for i in 1..4 {
        let x = sq.x + cell * i as f32;
        let y = sq.y + cell * i as f32;
        p.line(
            Point::new(x, sq.y),
            Point::new(x, sq.bottom()),
            1.5,
            Color::BLACK.alpha(0.35),
        );
        p.line(
            Point::new(sq.x, y),
            Point::new(sq.right(), y),
            1.5,
            Color::BLACK.alpha(0.35),
        );
    }
    let discs = [
        (1, 1, false),
        (2, 2, false),
        (1, 2, true),
        (2, 1, true),
        (0, 2, true),
        (3, 0, false),
    ];
    for (row, col, black) in discs {
        let c = Point::new(
            sq.x + cell * (col as f32 + 0.5),
            sq.y + cell * (row as f32 + 0.5),
        );
        draw_disc(p, c, cell * 0.4, black, 1.0);
    }
    // One disc keeps turning over.
    let phase = (t * 1.2) % 2.0;
    let flip = (phase * PI).cos().abs();
    let black = !(0.5..1.5).contains(&phase);
    draw_disc(
        p,
        Point::new(sq.x + cell * 3.5, sq.y + cell * 2.5),
        cell * 0.4,
        black,
        flip,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::Primitive;
    use crate::geom::Size;

    #[test]
    fn every_picture_stays_inside_its_area() {
        let area = Rect::new(100.0, 100.0, 200.0, 160.0);
        for game in GameId::ALL {
            let mut p = Painter::new(Size::REFERENCE);
            draw_picture(&mut p, game, area, 1.3);
            assert!(p.items().len() > 10, "{game:?} draws too little");
            for item in p.items() {
                if let Primitive::Shape {
                    shape: crate::draw::Shape::Ellipse { center, .. },
                    ..
                } = item
                {
                    assert!(
                        area.inset(-10.0).contains(*center),
                        "{game:?}: {center:?} outside"
                    );
                }
            }
        }
    }
}
