//! One piece as the player sees it: the menu card's gem for its kind, with a mark on top
//! for a special piece so specials stand out without hiding the kind they line up as.

use super::card::draw_gem;
use ::match3::{Cell, Special};
use launcher_kit::draw::{Color, Painter};
use launcher_kit::geom::{Point, Rect};
use launcher_kit::ui::theme;
use std::f32::consts::{FRAC_PI_2, TAU};

/// Draws `cell` (with its `special`, if any) centred at `c` with radius `r`; `t` (seconds)
/// animates the specials' glow.
pub fn draw_piece(p: &mut Painter, c: Point, r: f32, cell: Cell, special: Option<Special>, t: f32) {
    let Some(kind) = cell.kind() else {
        return;
    };
    let kind = usize::from(kind - 1);
    if let Some(special) = special {
        // A soft pulsing halo behind every special.
        let pulse = 0.5 + 0.5 * (t * 4.0).sin();
        p.circle(
            c,
            r * (1.12 + 0.06 * pulse),
            Color::WHITE.alpha(0.16 + 0.12 * pulse),
        );
        draw_gem(p, c, r, kind);
        draw_mark(p, c, r, special, t);
    } else {
        draw_gem(p, c, r, kind);
    }
}

/// The colour of a piece's kind (for particles and point bursts).
pub fn kind_color(cell: Cell) -> Color {
    cell.kind()
        .map(|k| theme::PIECES[usize::from(k - 1) % theme::PIECES.len()])
        .unwrap_or(theme::TEXT)
}

/// The mark of a special: arrows along its line for a line piece, a ring for an area bomb,
/// a wheel of every colour for a colour bomb.
fn draw_mark(p: &mut Painter, c: Point, r: f32, special: Special, t: f32) {
    match special {
        Special::RowClearer => line_arrows(p, c, r, 0.0),
        Special::ColumnClearer => line_arrows(p, c, r, FRAC_PI_2),
        Special::AreaBomb => {
            p.circle_outline(c, r * 1.02, r * 0.16, theme::TEXT_DARK.alpha(0.7));
            p.circle_outline(c, r * 1.02, r * 0.09, Color::WHITE);
            for i in 0..4 {
                let a = t * 1.5 + i as f32 * TAU / 4.0;
                let at = Point::new(c.x + a.cos() * r * 1.02, c.y + a.sin() * r * 1.02);
                p.regular_polygon(at, r * 0.2, 4, 0.0, theme::ACCENT);
            }
        }
        Special::ColourBomb => {
            p.circle(c, r * 0.42, theme::TEXT_DARK.alpha(0.85));
            p.star(c, r * 0.38, r * 0.16, 4, t * 2.0, Color::WHITE);
            for i in 0..8 {
                let a = t * 2.0 + i as f32 * TAU / 8.0;
                let at = Point::new(c.x + a.cos() * r * 0.98, c.y + a.sin() * r * 0.98);
                p.circle(at, r * 0.17, theme::TEXT_DARK.alpha(0.8));
                p.circle(at, r * 0.12, theme::PIECES[i]);
            }
        }
    }
}

/// A white bar through the gem with an arrow head at each end, along `angle` (0 = across).
fn line_arrows(p: &mut Painter, c: Point, r: f32, angle: f32) {
    let (dx, dy) = (angle.cos(), angle.sin());
    let along = |d: f32, side: f32| Point::new(c.x + dx * d - dy * side, c.y + dy * d + dx * side);
    let half = r * 0.7;
    let bar = r * 0.1;
    let body = vec![
        along(-half, -bar),
        along(half, -bar),
        along(half, bar),
        along(-half, bar),
    ];
    let shadow: Vec<Point> = body.iter().map(|q| q.offset(0.0, r * 0.06)).collect();
    p.polygon(shadow, theme::TEXT_DARK.alpha(0.5));
    p.polygon(body, Color::WHITE);
    for end in [-1.0f32, 1.0] {
        let tip = along(end * r * 1.12, 0.0);
        let back = end * r * 0.62;
        let head = vec![tip, along(back, r * 0.3), along(back, -r * 0.3)];
        let outline: Vec<Point> = head.iter().map(|q| q.offset(0.0, r * 0.06)).collect();
        p.polygon(outline, theme::TEXT_DARK.alpha(0.5));
        p.polygon(head, Color::WHITE);
    }
}

/// A rounded highlight square for cell `rect` (selection and hint).
pub fn cell_glow(p: &mut Painter, rect: Rect, color: Color, width: f32) {
    let r = rect.w * 0.18;
    p.round_rect(rect.inset(rect.w * 0.04), r, color.alpha(0.22 * color.a));
    p.round_rect_outline(rect.inset(rect.w * 0.04), r, width, color);
}
