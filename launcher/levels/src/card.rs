//! The menu card: a small heart-shaped board with jelly, a blocker and gems.

use ::match3::Tile;
use launcher_kit::draw::Painter;
use launcher_kit::geom::{Point, Rect};
use launcher_match3::draw_gem;
use launcher_match3::ground::{FRAME, draw_tile};

/// The card's board: `-` hole, `.` plain, `j` jelly, `b` blocker.
const SHAPE: [&str; 5] = [".j-j.", "jj.jj", ".jbj.", "-...-", "--.--"];

/// Draws the card's picture inside `area`; `t` (seconds) makes one gem bob.
pub fn draw_card(p: &mut Painter, area: Rect, t: f32) {
    // With reduced motion the picture holds still.
    let t = if launcher_kit::ui::motion::reduced() {
        0.0
    } else {
        t
    };
    let sq = area.fit_aspect(1.0).scaled(0.92);
    let cell = sq.w / 5.0;
    for (row, line) in SHAPE.iter().enumerate() {
        for (col, ch) in line.chars().enumerate() {
            if ch == '-' {
                continue;
            }
            let r = Rect::new(
                sq.x + cell * col as f32,
                sq.y + cell * row as f32,
                cell,
                cell,
            );
            p.round_rect(r.inset(-cell * 0.08), cell * 0.2, FRAME);
        }
    }
    for (row, line) in SHAPE.iter().enumerate() {
        for (col, ch) in line.chars().enumerate() {
            let r = Rect::new(
                sq.x + cell * col as f32,
                sq.y + cell * row as f32,
                cell,
                cell,
            );
            let c = r.center();
            match ch {
                'j' => draw_tile(p, r, Tile::Jelly(1), t),
                'b' => draw_tile(p, r, Tile::Blocker(2), t),
                _ => {}
            }
            if ch == '.' || ch == 'j' {
                let kind = (row * 3 + col * 2) % 5;
                let bob = if row == 1 && col == 1 {
                    (t * 3.0).sin() * cell * 0.05
                } else {
                    0.0
                };
                draw_gem(p, Point::new(c.x, c.y + bob), cell * 0.34, kind);
            }
        }
    }
}
