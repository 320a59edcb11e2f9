//! PopStar's pieces and its menu card: glossy tiles, each colour with its own star.

use launcher_kit::draw::{Color, Painter};
use launcher_kit::geom::Rect;
use launcher_kit::ui::theme;

/// The mark on each colour, so colours tell apart without seeing colour: the number of
/// points of its star and how deep the notches are (red five points, green four, blue six,
/// yellow an eight-rayed sun, purple three; SameGame's orange a seven-pointed star, cyan a
/// four-pointed diamond, white a twelve-rayed disc).
const STAR_MARKS: [(usize, f32); 8] = [
    (5, 0.43),
    (4, 0.34),
    (6, 0.52),
    (8, 0.62),
    (3, 0.36),
    (7, 0.48),
    (4, 0.72),
    (12, 0.8),
];

/// The light tile (white) whose star is drawn dark, as white on it would not show.
const LIGHT: usize = 7;

/// Draws a star tile of `color` (0–7; PopStar uses 0–4) filling `cell`: a glossy block
/// with the colour's own star shape.
pub fn draw_star_tile(p: &mut Painter, cell: Rect, color: usize) {
    let color = color % STAR_MARKS.len();
    let base = theme::PIECES[color];
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
    let (points, depth) = STAR_MARKS[color];
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
    let mark = if color == LIGHT {
        base.darken(0.55)
    } else {
        Color::WHITE.alpha(0.88)
    };
    p.star(c, outer, outer * depth, points, 0.0, mark);
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
