//! Where the board, its cells, the score panel and the buttons go for a window size. Public
//! so the end-to-end test clicks the same cells the scene draws.

use grid_core::Pos;
use launcher_kit::geom::{Point, Rect, Size};

/// The width of the frame around the cells, at UI scale 1.
const FRAME_WIDTH: f32 = 10.0;

/// The scene's geometry for one window size and board shape.
#[derive(Debug, Clone, PartialEq)]
pub struct Layout {
    /// The area of the cells (without the frame around them).
    pub board: Rect,
    /// Side of one square cell in pixels.
    pub cell: f32,
    /// Board columns.
    pub cols: usize,
    /// Board rows.
    pub rows: usize,
    /// The score panel (left of the board in landscape windows, above it otherwise).
    pub panel: Rect,
    /// The six lines of the panel, top to bottom (left to right above a portrait board):
    /// title and mode, score, best, moves, chain, time left.
    pub stats: Vec<Rect>,
    /// The hint button.
    pub hint: Rect,
    /// The new-game button.
    pub new_game: Rect,
    /// The pause button.
    pub pause: Rect,
    /// The UI scale ([`Size::ui_scale`]).
    pub scale: f32,
}

impl Layout {
    /// The square of cell `pos`.
    pub fn cell_rect(&self, pos: Pos) -> Rect {
        cell_square(self.board, self.cell, pos)
    }

    /// The centre of a (possibly fractional, possibly off-board) cell position: falling and
    /// swapping pieces are drawn between cells.
    pub fn point_at(&self, row: f32, col: f32) -> Point {
        Point::new(
            self.board.x + (col + 0.5) * self.cell,
            self.board.y + (row + 0.5) * self.cell,
        )
    }

    /// The board with the frame around its cells.
    pub fn frame(&self) -> Rect {
        self.board.inset(-FRAME_WIDTH * self.scale)
    }

    /// The strip above the board's frame when the panel stands beside the board and the
    /// strip is tall enough for a line of small text (for passing notices).
    pub fn free_top(&self) -> Option<Rect> {
        let s = self.scale;
        let frame = self.frame();
        let top = 4.0 * s;
        let h = frame.y - 2.0 * top;
        (self.panel.right() < self.board.x && h >= 30.0 * s)
            .then(|| Rect::new(frame.x, top, frame.w, h))
    }

    /// The cell under `p`, if it is on the board.
    pub fn cell_at(&self, p: Point) -> Option<Pos> {
        cell_under(self.board, self.cell, (self.rows, self.cols), p)
    }
}

/// The square of cell `pos` on a board of square cells of side `cell` filling `board`.
pub fn cell_square(board: Rect, cell: f32, pos: Pos) -> Rect {
    Rect::new(
        board.x + pos.col as f32 * cell,
        board.y + pos.row as f32 * cell,
        cell,
        cell,
    )
}

/// The cell under `p` on such a board of `(rows, cols)`, if any.
pub fn cell_under(board: Rect, cell: f32, (rows, cols): (usize, usize), p: Point) -> Option<Pos> {
    if !board.contains(p) {
        return None;
    }
    let col = ((p.x - board.x) / cell) as usize;
    let row = ((p.y - board.y) / cell) as usize;
    (row < rows && col < cols).then(|| Pos::new(row, col))
}

/// The layout for a window of `size` and a board of `cols` × `rows` cells.
pub fn layout(size: Size, cols: usize, rows: usize) -> Layout {
    let s = size.ui_scale();
    let margin = 22.0 * s;
    let cols = cols.max(1);
    let rows = rows.max(1);
    let landscape = size.w >= size.h * 1.15;
    let (panel, board_area) = if landscape {
        let panel_w = (size.w * 0.25).clamp(200.0 * s, 300.0 * s);
        let panel = Rect::new(margin, margin, panel_w, size.h - 2.0 * margin);
        let x = panel.right() + margin * 1.5;
        (
            panel,
            Rect::new(x, margin, size.w - x - margin, size.h - 2.0 * margin),
        )
    } else {
        let panel_h = (size.h * 0.22).clamp(150.0 * s, 220.0 * s);
        let panel = Rect::new(margin, margin, size.w - 2.0 * margin, panel_h);
        let y = panel.bottom() + margin * 1.5;
        (
            panel,
            Rect::new(margin, y, size.w - 2.0 * margin, size.h - y - margin),
        )
    };
    // The frame around the cells takes a little room on every side.
    let fitted = board_area
        .inset(FRAME_WIDTH * s)
        .fit_aspect(cols as f32 / rows as f32);
    let cell = (fitted.w / cols as f32).min(fitted.h / rows as f32).floor();
    let board = Rect::centered(fitted.center(), cell * cols as f32, cell * rows as f32);
    let (stats, buttons) = panel_parts(panel, landscape, s);
    Layout {
        board,
        cell,
        cols,
        rows,
        panel,
        stats,
        hint: buttons[0],
        new_game: buttons[1],
        pause: buttons[2],
        scale: s,
    }
}

/// Splits the panel into six lines and three buttons.
fn panel_parts(panel: Rect, landscape: bool, s: f32) -> (Vec<Rect>, [Rect; 3]) {
    let pad = 16.0 * s;
    let inner = panel.inset(pad);
    let button_h = 50.0 * s;
    let gap = 12.0 * s;
    if landscape {
        let buttons_h = 3.0 * button_h + 2.0 * gap;
        let (top, bottom) = inner.split_top(inner.h - buttons_h);
        let stats = top.split_top(top.h - gap).0.rows(6, gap);
        let b = bottom.rows(3, gap);
        (stats, [b[0], b[1], b[2]])
    } else {
        let (top, bottom) = inner.split_top(inner.h - button_h);
        let stats = top.split_top(top.h - gap).0.columns(6, gap);
        let b = bottom.columns(3, gap);
        (stats, [b[0], b[1], b[2]])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_cells_and_buttons_fit_the_window_without_overlap() {
        for size in [
            Size::REFERENCE,
            Size::new(1280.0, 720.0),
            Size::new(600.0, 900.0),
        ] {
            for (cols, rows) in [(8, 8), (12, 5), (5, 12)] {
                let l = layout(size, cols, rows);
                assert!(l.cell >= 20.0, "{size:?} {cols}x{rows}: cell {}", l.cell);
                assert!(l.board.x >= 0.0 && l.board.right() <= size.w);
                assert!(l.board.y >= 0.0 && l.board.bottom() <= size.h);
                for b in [l.hint, l.new_game, l.pause] {
                    assert!(l.panel.contains(b.center()));
                    assert!(!l.board.contains(b.center()));
                }
                let last = Pos::new(rows - 1, cols - 1);
                assert_eq!(l.cell_at(l.cell_rect(last).center()), Some(last));
                assert_eq!(l.cell_at(l.panel.center()), None);
            }
        }
    }
}
