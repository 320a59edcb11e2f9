//! The keyboard's place on a board, one scheme for every game: the arrows move a visible
//! cursor cell by cell (stopping at the edges), Enter or Space acts where it is. The cursor
//! shows from the first arrow key and hides again when the mouse is used, so it never
//! stands in the way of a player who clicks.

use super::theme;
use crate::draw::Painter;
use crate::geom::Rect;
use crate::input::Key;
use grid_core::Pos;

/// A cursor on a board of `rows` × `cols` cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cursor {
    at: Pos,
    shown: bool,
}

impl Default for Cursor {
    fn default() -> Self {
        Cursor::at(Pos::new(0, 0))
    }
}

/// The step of an arrow key: (rows, columns).
pub fn arrow_step(key: Key) -> Option<(isize, isize)> {
    match key {
        Key::Up => Some((-1, 0)),
        Key::Down => Some((1, 0)),
        Key::Left => Some((0, -1)),
        Key::Right => Some((0, 1)),
        _ => None,
    }
}

/// The cell one `step` from `from` on a board of `rows` × `cols`, if it is on the board.
pub fn neighbour(from: Pos, step: (isize, isize), rows: usize, cols: usize) -> Option<Pos> {
    let row = from.row.checked_add_signed(step.0)?;
    let col = from.col.checked_add_signed(step.1)?;
    (row < rows && col < cols).then(|| Pos::new(row, col))
}

impl Cursor {
    /// A hidden cursor that starts at `at` when it shows.
    pub fn at(at: Pos) -> Cursor {
        Cursor { at, shown: false }
    }

    /// Where the keyboard acts, once the cursor shows.
    pub fn pos(&self) -> Option<Pos> {
        self.shown.then_some(self.at)
    }

    /// Moves the cursor one cell for an arrow key (the first arrow only shows it); whether
    /// the key was an arrow.
    pub fn arrow(&mut self, key: Key, rows: usize, cols: usize) -> bool {
        let Some(step) = arrow_step(key) else {
            return false;
        };
        if self.shown {
            if let Some(next) = neighbour(self.at, step, rows, cols) {
                self.at = next;
            }
        }
        self.at = Pos::new(
            self.at.row.min(rows.saturating_sub(1)),
            self.at.col.min(cols.saturating_sub(1)),
        );
        self.shown = true;
        log::debug!("cursor at {},{}", self.at.row, self.at.col);
        true
    }

    /// Puts the cursor on `at` (it stays hidden if it was).
    pub fn move_to(&mut self, at: Pos) {
        self.at = at;
    }

    /// Hides the cursor: the player uses the mouse.
    pub fn hide(&mut self) {
        self.shown = false;
    }

    /// Draws the cursor around `cell` (the rectangle of its cell on screen), if it shows.
    pub fn draw(&self, p: &mut Painter, cell: Rect, scale: f32) {
        if !self.shown {
            return;
        }
        let r = cell.inset(-3.0 * scale);
        p.round_rect_outline(r, r.w * 0.18, 4.0 * scale, theme::SHADOW);
        p.round_rect_outline(r, r.w * 0.18, 2.5 * scale, theme::TEXT);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_arrow_shows_the_cursor_and_the_next_move_it_within_the_board() {
        let mut c = Cursor::default();
        assert_eq!(c.pos(), None);
        assert!(c.arrow(Key::Right, 3, 3));
        assert_eq!(c.pos(), Some(Pos::new(0, 0)));
        c.arrow(Key::Right, 3, 3);
        c.arrow(Key::Down, 3, 3);
        assert_eq!(c.pos(), Some(Pos::new(1, 1)));
        for _ in 0..5 {
            c.arrow(Key::Left, 3, 3);
            c.arrow(Key::Up, 3, 3);
        }
        assert_eq!(c.pos(), Some(Pos::new(0, 0)), "it stops at the edges");
        assert!(!c.arrow(Key::Enter, 3, 3));
        c.hide();
        assert_eq!(c.pos(), None);
    }

    #[test]
    fn a_cursor_left_outside_a_smaller_board_comes_back_onto_it() {
        let mut c = Cursor::at(Pos::new(9, 9));
        c.arrow(Key::Up, 5, 5);
        assert_eq!(c.pos(), Some(Pos::new(4, 4)));
    }
}
