//! The ground of level boards, drawn under the pieces: holes show nothing, jelly is a
//! translucent layer (two for double jelly), and a blocker is a stone, whole when it
//! takes two hits and cracked when one is left.

use super::layout::Layout;
use ::match3::{Terrain, Tile};
use grid_core::Pos;
use launcher_kit::draw::{Color, Painter};
use launcher_kit::geom::{Point, Rect};
use launcher_kit::ui::theme;

/// Jelly's colour.
pub const JELLY: Color = Color::rgb(0xff, 0x7e, 0xc8);
/// The board's frame colour.
pub const FRAME: Color = Color::rgb(0x1c, 0x1f, 0x40);
/// A blocker's stone.
pub const STONE: Color = Color::rgb(0x8d, 0x86, 0x9c);

/// The frame around a shaped board laid out by `l`: a rounded square around every cell
/// that is part of the board, so the frame follows the shape and holes stay open.
pub fn draw_shaped_frame(p: &mut Painter, l: &Layout, terrain: &Terrain, frame: Color) {
    frame_cells(p, terrain, |pos| l.cell_rect(pos), l.scale, frame);
}

/// [`draw_shaped_frame`] for any placement of the cells (`cell_rect`) at UI scale `s`.
pub fn frame_cells(
    p: &mut Painter,
    terrain: &Terrain,
    cell_rect: impl Fn(Pos) -> Rect,
    s: f32,
    frame: Color,
) {
    let cells: Vec<Rect> = terrain
        .positions()
        .filter(|&pos| terrain.get(pos).is_some_and(|t| *t != Tile::Hole))
        .map(|pos| cell_rect(pos).inset(-8.0 * s))
        .collect();
    for r in &cells {
        p.round_rect(r.offset(0.0, 5.0 * s), 12.0 * s, theme::SHADOW);
    }
    for r in &cells {
        p.round_rect(*r, 12.0 * s, frame);
    }
}

/// Draws the ground of one cell (`rect`) under its piece; `t` (seconds) makes jelly
/// shimmer.
pub fn draw_tile(p: &mut Painter, rect: Rect, tile: Tile, t: f32) {
    match tile {
        Tile::Hole | Tile::Floor => {}
        Tile::Jelly(layers) => jelly(p, rect, layers, t),
        Tile::Blocker(hits) => blocker(p, rect, hits),
    }
}

/// One or two translucent layers with a shine; double jelly is deeper and ringed.
fn jelly(p: &mut Painter, rect: Rect, layers: u8, t: f32) {
    let r = rect.w * 0.16;
    let inner = rect.inset(rect.w * 0.05);
    p.round_rect(inner, r, JELLY.alpha(0.32));
    if layers >= 2 {
        p.round_rect(inner.inset(rect.w * 0.07), r, JELLY.alpha(0.38));
        p.round_rect_outline(inner, r, (rect.w * 0.05).max(2.0), JELLY.alpha(0.9));
    }
    let shine = 0.12 + 0.05 * (t * 2.0 + rect.x * 0.05).sin();
    let glint = Rect::new(
        inner.x + r * 0.6,
        inner.y + r * 0.4,
        inner.w * 0.35,
        r * 0.5,
    );
    p.round_rect(glint, r * 0.25, Color::WHITE.alpha(shine));
}

/// A stone: with rivets while it takes two hits, cracked when one is left.
fn blocker(p: &mut Painter, rect: Rect, hits: u8) {
    let stone = rect.inset(rect.w * 0.06);
    let r = rect.w * 0.16;
    let color = if hits >= 2 { STONE.darken(0.2) } else { STONE };
    p.round_rect(stone.offset(0.0, rect.w * 0.05), r, theme::SHADOW);
    p.round_rect(stone, r, color);
    p.round_rect(stone.inset(rect.w * 0.1), r * 0.7, color.lighten(0.12));
    let c = stone.center();
    let w = rect.w;
    if hits >= 2 {
        for (dx, dy) in [(-0.25, -0.25), (0.25, -0.25), (-0.25, 0.25), (0.25, 0.25)] {
            p.circle(c.offset(dx * w, dy * w), w * 0.05, color.darken(0.35));
        }
        p.round_rect_outline(stone, r, (w * 0.05).max(2.0), color.darken(0.4));
    } else {
        let crack = [
            Point::new(c.x - w * 0.28, c.y - w * 0.22),
            Point::new(c.x - w * 0.06, c.y - w * 0.04),
            Point::new(c.x - w * 0.14, c.y + w * 0.12),
            Point::new(c.x + w * 0.12, c.y + w * 0.3),
        ];
        for pair in crack.windows(2) {
            p.line(pair[0], pair[1], (w * 0.04).max(1.5), color.darken(0.5));
        }
        p.line(
            crack[1],
            Point::new(c.x + w * 0.24, c.y - w * 0.16),
            (w * 0.03).max(1.0),
            color.darken(0.5),
        );
    }
}
