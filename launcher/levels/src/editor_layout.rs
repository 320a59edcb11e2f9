//! The level editor's knobs and where its parts go for a window and board size: the board
//! being painted on the left, and on the right the name, the knobs with their − and +
//! buttons, the brushes, the status lines and Try, Save and Map. The editor and its
//! drawing both build on this; it knows neither.

use grid_core::Pos;
use launcher_kit::geom::{Point, Rect, Size};
use launcher_match3::layout::{cell_square, cell_under};

/// A setting the editor changes with its − and + buttons.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Knob {
    /// Board columns.
    Width,
    /// Board rows.
    Height,
    /// Piece kinds.
    Kinds,
    /// Moves or a clock.
    Timed,
    /// The moves or seconds.
    Limit,
    /// The score goal's points (0: no such goal).
    Score,
    /// The kind the collect goal asks for.
    CollectKind,
    /// The collect goal's count (0: no such goal).
    CollectCount,
    /// Whether every jelly must go.
    Jelly,
    /// Whether every blocker must go.
    Blockers,
    /// A star threshold (0–2).
    Star(usize),
}

/// The knobs, top to bottom.
pub const KNOBS: [Knob; 13] = [
    Knob::Width,
    Knob::Height,
    Knob::Kinds,
    Knob::Timed,
    Knob::Limit,
    Knob::Score,
    Knob::CollectKind,
    Knob::CollectCount,
    Knob::Jelly,
    Knob::Blockers,
    Knob::Star(0),
    Knob::Star(1),
    Knob::Star(2),
];

/// One knob's row.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct KnobRow {
    /// The whole row (label and value).
    pub row: Rect,
    /// The − button.
    pub minus: Rect,
    /// The + button.
    pub plus: Rect,
}

/// The editor's geometry for one window size and board size.
#[derive(Debug, Clone, PartialEq)]
pub struct EditorLayout {
    /// The window.
    pub size: Size,
    /// The cells' area.
    pub board: Rect,
    /// Side of a cell.
    pub cell: f32,
    cols: usize,
    rows: usize,
    /// The panel on the right.
    pub panel: Rect,
    /// The name field.
    pub name: Rect,
    /// The knobs' rows, in [`KNOBS`] order.
    pub knobs: Vec<KnobRow>,
    /// The brushes.
    pub palette: Vec<Rect>,
    /// The lines of what the bot found and what is wrong.
    pub status: Rect,
    /// Try.
    pub try_it: Rect,
    /// Save.
    pub save: Rect,
    /// Back to the map.
    pub back: Rect,
    /// The UI scale.
    pub scale: f32,
}

impl EditorLayout {
    /// The square of cell `pos`.
    pub fn cell_rect(&self, pos: Pos) -> Rect {
        cell_square(self.board, self.cell, pos)
    }

    /// The cell under `p`, if any.
    pub fn cell_at(&self, p: Point) -> Option<Pos> {
        cell_under(self.board, self.cell, (self.rows, self.cols), p)
    }
}

/// The layout for a window of `size` and a board of `cols` × `rows`.
pub fn editor_layout(size: Size, cols: usize, rows: usize) -> EditorLayout {
    let s = size.ui_scale();
    let margin = 20.0 * s;
    let panel_w = (size.w * 0.4).min(400.0 * s);
    let panel = Rect::new(
        size.w - margin - panel_w,
        margin,
        panel_w,
        size.h - 2.0 * margin,
    );
    let area = Rect::new(
        margin,
        margin + 50.0 * s,
        panel.x - 2.0 * margin,
        size.h - 2.0 * margin - 50.0 * s,
    );
    let cell = (area.w / cols.max(1) as f32)
        .min(area.h / rows.max(1) as f32)
        .min(56.0 * s)
        .floor();
    let board = Rect::centered(area.center(), cell * cols as f32, cell * rows as f32);
    let inner = panel.inset(12.0 * s);
    // Name, the knobs, the brushes, two status lines and the buttons.
    let lines = 1 + KNOBS.len() + 1 + 2 + 1;
    let gap = 4.0 * s;
    let row_h = ((inner.h - gap * (lines as f32 - 1.0)) / lines as f32).min(40.0 * s);
    let row = |i: usize| Rect::new(inner.x, inner.y + i as f32 * (row_h + gap), inner.w, row_h);
    let name = row(0);
    let b = row_h * 1.15;
    let knobs = (0..KNOBS.len())
        .map(|i| {
            let r = row(1 + i);
            KnobRow {
                row: r,
                minus: Rect::new(r.right() - 2.0 * b - gap, r.y, b, r.h),
                plus: Rect::new(r.right() - b, r.y, b, r.h),
            }
        })
        .collect();
    let brushes = row(1 + KNOBS.len());
    let palette = brushes.columns(6, gap);
    let status = row(2 + KNOBS.len()).union(row(3 + KNOBS.len()));
    let buttons = row(4 + KNOBS.len()).columns(3, 8.0 * s);
    EditorLayout {
        size,
        board,
        cell,
        cols,
        rows,
        panel,
        name,
        knobs,
        palette,
        status,
        try_it: buttons[0],
        save: buttons[1],
        back: buttons[2],
        scale: s,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_panel_fits_both_window_sizes() {
        for size in [Size::REFERENCE, Size::new(800.0, 600.0)] {
            let l = editor_layout(size, 12, 12);
            assert!(l.back.bottom() <= l.panel.bottom() + 0.5, "{size:?}");
            assert!(l.board.right() < l.panel.x, "{size:?}");
            assert!(
                l.knobs
                    .iter()
                    .all(|k| k.minus.x > k.row.x + 150.0 * l.scale)
            );
            assert_eq!(
                l.cell_at(l.cell_rect(Pos::new(11, 11)).center()),
                Some(Pos::new(11, 11))
            );
        }
    }
}
