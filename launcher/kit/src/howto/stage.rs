//! What the lessons' pictures share: a small board fitted into the picture's area, and
//! the timing of a picture's steps.

use crate::draw::{Color, HAlign, Painter, VAlign};
use crate::geom::{Point, Rect};
use crate::ui::theme;

/// How far `t` is through the step from `start` to `end` seconds: 0 before, 1 after.
pub fn step(t: f32, start: f32, end: f32) -> f32 {
    ((t - start) / (end - start)).clamp(0.0, 1.0)
}

/// A smooth start and stop for a step's progress.
pub fn ease(x: f32) -> f32 {
    x * x * (3.0 - 2.0 * x)
}

/// A board of `cols` × `rows` square cells, as large as fits in an area (leaving room
/// below it for a caption line).
#[derive(Debug, Clone, Copy)]
pub struct MiniBoard {
    /// The board's rectangle.
    pub rect: Rect,
    /// One cell's side.
    pub cell: f32,
    /// The caption's row: the area's width, under the board.
    pub caption_row: Rect,
}

impl MiniBoard {
    /// The board fitted into `area`.
    pub fn fit(area: Rect, cols: usize, rows: usize) -> MiniBoard {
        let caption_h = area.h * 0.16;
        let room = Rect::new(area.x, area.y, area.w, area.h - caption_h);
        let cell = (room.w / cols as f32).min(room.h / rows as f32);
        let rect = Rect::centered(room.center(), cell * cols as f32, cell * rows as f32);
        MiniBoard {
            rect,
            cell,
            caption_row: Rect::new(area.x, rect.bottom(), area.w, caption_h),
        }
    }

    /// The centre of cell (`row`, `col`), which may be fractional (pieces in motion).
    pub fn center(&self, row: f32, col: f32) -> Point {
        Point::new(
            self.rect.x + (col + 0.5) * self.cell,
            self.rect.y + (row + 0.5) * self.cell,
        )
    }

    /// The rectangle of cell (`row`, `col`).
    pub fn cell_rect(&self, row: f32, col: f32) -> Rect {
        Rect::new(
            self.rect.x + col * self.cell,
            self.rect.y + row * self.cell,
            self.cell,
            self.cell,
        )
    }

    /// The board's ground: a dark rounded panel with a faint grid.
    pub fn ground(&self, p: &mut Painter) {
        p.round_rect(
            self.rect.inset(-self.cell * 0.12),
            self.cell * 0.25,
            theme::TEXT_DARK.alpha(0.55),
        );
    }

    /// A caption under the board: `text` in `color`, faded in by `alpha`.
    pub fn caption(&self, p: &mut Painter, text: &str, color: Color, alpha: f32) {
        p.text_box(
            text,
            self.caption_row,
            self.cell.min(self.caption_row.h * 1.4) * 0.5,
            color.fade(alpha),
            HAlign::Center,
            VAlign::Middle,
            true,
        );
    }
}

/// Points rising and fading from `at` as `x` goes from 0 to 1.
pub fn rising_points(p: &mut Painter, text: &str, at: Point, size: f32, x: f32) {
    if x <= 0.0 || x >= 1.0 {
        return;
    }
    let alpha = 1.0 - step(x, 0.6, 1.0);
    let at = at.offset(0.0, -size * 1.5 * ease(x));
    p.text_box(
        text,
        Rect::centered(at, size * 4.0, size * 1.2),
        size,
        theme::ACCENT.fade(alpha),
        HAlign::Center,
        VAlign::Middle,
        true,
    );
}

/// A pointing ring that pulses around `at` (where the player clicks).
pub fn tap_ring(p: &mut Painter, at: Point, r: f32, t: f32, alpha: f32) {
    if alpha <= 0.0 {
        return;
    }
    let pulse = 0.5 + 0.5 * (t * 9.0).sin();
    p.circle_outline(
        at,
        r * (1.0 + 0.12 * pulse),
        r * 0.14,
        Color::WHITE.fade(alpha * (0.6 + 0.4 * pulse)),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_are_clamped_and_eased() {
        assert_eq!(step(0.0, 1.0, 2.0), 0.0);
        assert_eq!(step(1.5, 1.0, 2.0), 0.5);
        assert_eq!(step(3.0, 1.0, 2.0), 1.0);
        assert_eq!(ease(0.5), 0.5);
        assert!(ease(0.1) < 0.1);
    }

    #[test]
    fn a_mini_board_fits_its_area_with_room_for_the_caption() {
        let area = Rect::new(10.0, 20.0, 300.0, 200.0);
        let b = MiniBoard::fit(area, 5, 4);
        assert!(b.rect.x >= area.x && b.rect.right() <= area.right() + 0.01);
        assert!(
            b.caption_row.bottom() <= area.bottom() + 0.01
                && b.caption_row.y >= b.rect.bottom() - 0.01
        );
        assert_eq!(
            b.center(0.0, 0.0),
            Point::new(b.rect.x + b.cell / 2.0, b.rect.y + b.cell / 2.0)
        );
    }
}
