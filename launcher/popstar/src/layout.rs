//! Where everything of the PopStar scene goes, computed from the window size alone, so
//! drawing, hit tests and the window tests agree at any size.

use grid_core::Pos;
use launcher_kit::geom::{Point, Rect, Size};

/// The room around the HUD, the board and the buttons, at UI scale 1.
const MARGIN: f32 = 16.0;

/// Rows and columns of a PopStar board (the engine deals 10×10 boards; SameGame's are
/// of the size its rules say).
pub const SIDE: usize = 10;

/// The rectangles of the PopStar scene for one window size.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Layout {
    /// The strip at the top with level, target and score.
    pub hud: Rect,
    /// The three HUD chips: level, target, score.
    pub chips: [Rect; 3],
    /// The rectangle the board's cells fill.
    pub board: Rect,
    /// Columns of the board.
    pub cols: usize,
    /// Rows of the board.
    pub rows: usize,
    /// The side of one cell.
    pub cell: f32,
    /// The hint button.
    pub hint: Rect,
    /// The undo button in practice mode; in classic mode the pause button takes its place.
    pub undo: Rect,
    /// The pause button in practice mode (third, under undo).
    pub pause: Rect,
    /// The fourth button's place: Levels in practice mode (in classic mode Levels takes
    /// the third place).
    pub fourth: Rect,
    /// The panel over the board for "level passed" and "dealing".
    pub panel: Rect,
    /// The "Next level" button inside the panel.
    pub next: Rect,
    /// The UI scale (1 at 1024×768).
    pub scale: f32,
}

impl Layout {
    /// The rectangle of the cell at `pos` (row 0 at the top).
    pub fn cell_rect(&self, pos: Pos) -> Rect {
        self.cell_rect_at(pos.row as f32, pos.col as f32)
    }

    /// The rectangle of a cell at fractional `row`, `col` (for tiles in motion).
    pub fn cell_rect_at(&self, row: f32, col: f32) -> Rect {
        Rect::new(
            self.board.x + col * self.cell,
            self.board.y + row * self.cell,
            self.cell,
            self.cell,
        )
    }

    /// The centre of the cell at `pos`.
    pub fn cell_center(&self, pos: Pos) -> Point {
        self.cell_rect(pos).center()
    }

    /// Where the buttons leave room in a window of `size` (for passing notices): under
    /// the button column beside the board, as wide as the room right of it, or under the
    /// row of buttons below the board.
    pub fn notice_area(&self, size: Size) -> Option<Rect> {
        let margin = MARGIN * self.scale;
        let area = if self.hint.x > self.board.right() {
            let top = self.fourth.bottom() + margin;
            let left = self.board.right() + margin;
            Rect::new(
                left,
                top,
                self.hud.right() - left,
                self.board.bottom() - top,
            )
        } else {
            let top = self.hint.bottom() + margin;
            Rect::new(self.board.x, top, self.board.w, size.h - margin - top)
        };
        (area.h > 0.0 && area.w > 0.0).then_some(area)
    }

    /// The cell under `p`, if `p` is on the board.
    pub fn cell_at(&self, p: Point) -> Option<Pos> {
        if !self.board.contains(p) {
            return None;
        }
        let col = ((p.x - self.board.x) / self.cell) as usize;
        let row = ((p.y - self.board.y) / self.cell) as usize;
        (row < self.rows && col < self.cols).then(|| Pos::new(row, col))
    }
}

/// The layout of PopStar's 10×10 board for a window of `size` (see [`layout_for`]).
pub fn layout(size: Size) -> Layout {
    layout_for(size, SIDE, SIDE)
}

/// The layout for a board of `cols` × `rows` in a window of `size`: the board as large as
/// fits, the HUD chips above it and the buttons to its right (or under it in a tall,
/// narrow window).
pub fn layout_for(size: Size, cols: usize, rows: usize) -> Layout {
    let (cols, rows) = (cols.max(1), rows.max(1));
    let s = size.ui_scale();
    let margin = MARGIN * s;
    let area = size.rect().inset(margin);
    let (hud, rest) = area.split_top(64.0 * s);
    let rest = Rect::new(rest.x, rest.y + margin, rest.w, rest.h - margin);
    let button_w = 150.0 * s;
    let button_h = 52.0 * s;
    let gap = 14.0 * s;
    let column = button_w + 2.0 * margin;
    let beside = rest.w - column >= rest.h;
    let board_space = if beside {
        rest.split_left(rest.w - column).0
    } else {
        rest.split_top(rest.h - button_h - margin).0
    };
    let cell = (board_space.w / cols as f32)
        .min(board_space.h / rows as f32)
        .floor()
        .max(1.0);
    let (board_w, board_h) = (cell * cols as f32, cell * rows as f32);
    let board = Rect::centered(board_space.center(), board_w, board_h);
    // Beside: the board and the button column together sit in the middle of the window.
    let board = if beside {
        let left = rest.x + ((rest.w - board_w - column) / 2.0).max(0.0);
        Rect::new(left, board.y, board_w, board_h)
    } else {
        board
    };
    // The chips (and the buttons under a board) span at least the width PopStar's 10×10
    // board would have (exactly that on it), so a narrow board keeps readable chips and
    // buttons.
    let square = (board_space.w.min(board_space.h) / SIDE as f32).floor() * SIDE as f32;
    let chips_w = board.w.max(square).min(hud.w);
    let chips_x = (board.center().x - chips_w / 2.0).clamp(hud.x, hud.right() - chips_w);
    let [hint, undo, pause, fourth] = if beside {
        let x = board.right() + 2.0 * margin;
        [0.0, 1.0, 2.0, 3.0]
            .map(|i| Rect::new(x, board.y + i * (button_h + gap), button_w, button_h))
    } else {
        let row = Rect::new(chips_x, board.bottom() + margin, chips_w, button_h);
        let cols = row.columns(4, gap);
        [cols[0], cols[1], cols[2], cols[3]]
    };
    let chips_row = Rect::new(chips_x, hud.y, chips_w, hud.h);
    let chips = chips_row.columns(3, gap);
    let panel = Rect::centered(board.center(), board.w * 0.86, board.h * 0.6);
    let next = Rect::centered(
        Point::new(panel.center().x, panel.bottom() - 30.0 * s - button_h / 2.0),
        220.0 * s,
        button_h,
    );
    Layout {
        hud,
        chips: [chips[0], chips[1], chips[2]],
        board,
        cols,
        rows,
        cell,
        hint,
        undo,
        pause,
        fourth,
        panel,
        next,
        scale: s,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_is_square_inside_the_window_and_clear_of_the_buttons() {
        for size in [
            Size::REFERENCE,
            Size::new(1280.0, 720.0),
            Size::new(600.0, 900.0),
            Size::new(400.0, 300.0),
        ] {
            for (cols, rows) in [(SIDE, SIDE), (15, 15), (8, 8), (20, 5), (5, 20), (20, 20)] {
                let l = layout_for(size, cols, rows);
                let window = size.rect();
                assert_eq!(l.board.w / l.board.h, cols as f32 / rows as f32, "{size:?}");
                for r in [l.board, l.hint, l.undo, l.pause, l.fourth, l.hud] {
                    assert!(
                        r.x >= 0.0 && r.y >= 0.0 && r.right() <= window.w && r.bottom() <= window.h,
                        "{size:?}: {r:?} leaves the window"
                    );
                }
                for b in [l.hint, l.undo, l.pause, l.fourth] {
                    let overlap = b.x < l.board.right()
                        && b.right() > l.board.x
                        && b.y < l.board.bottom()
                        && b.bottom() > l.board.y;
                    assert!(!overlap, "{size:?}: button {b:?} covers the board");
                }
            }
        }
    }

    #[test]
    fn popstar_s_board_keeps_its_chips_and_buttons_over_and_beside_it() {
        for size in [
            Size::REFERENCE,
            Size::new(480.0, 360.0),
            Size::new(600.0, 900.0),
        ] {
            let l = layout(size);
            assert!((l.chips[0].x - l.board.x).abs() < 0.01, "{size:?}");
            assert!(
                (l.chips[2].right() - l.board.right()).abs() < 0.01,
                "{size:?}"
            );
        }
    }

    #[test]
    fn cells_map_back_to_their_positions() {
        let l = layout(Size::REFERENCE);
        for pos in [Pos::new(0, 0), Pos::new(9, 9), Pos::new(3, 7)] {
            assert_eq!(l.cell_at(l.cell_center(pos)), Some(pos));
        }
        assert_eq!(l.cell_at(Point::new(1.0, 1.0)), None);
        let wide = layout_for(Size::new(480.0, 360.0), 20, 15);
        for pos in [Pos::new(0, 0), Pos::new(14, 19), Pos::new(7, 11)] {
            assert_eq!(wide.cell_at(wide.cell_center(pos)), Some(pos));
        }
    }
}
