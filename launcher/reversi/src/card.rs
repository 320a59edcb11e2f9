//! Reversi's pieces and its menu card: discs that turn over on a green board.

use launcher_kit::draw::{Color, Painter, Transform};
use launcher_kit::geom::{Point, Rect};
use launcher_kit::ui::theme;
use std::f32::consts::PI;

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

/// Draws the menu card's picture inside `area`; `t` (seconds) animates it gently.
pub fn draw_card(p: &mut Painter, area: Rect, t: f32) {
    // With reduced motion the picture holds still.
    let t = if launcher_kit::ui::motion::reduced() {
        0.0
    } else {
        t
    };
    let sq = area.fit_aspect(1.0).scaled(0.92);
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
