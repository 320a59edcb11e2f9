//! Turning clicks, drags and keys on a match-3 board into selections and swaps, one way
//! for every game on such a board: click two neighbours or drag a piece, or move the
//! keyboard cursor, Enter or Space to select, and an arrow to swap the selected piece.

use super::layout::Layout;
use grid_core::Pos;
use launcher_kit::geom::Point;
use launcher_kit::input::{InputEvent, Key, MouseButton};
use launcher_kit::ui::{Cursor, arrow_step, neighbour};

/// What the player's input asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gesture {
    /// Nothing (yet).
    None,
    /// The piece at this cell is selected now.
    Selected(Pos),
    /// Swap these two pieces.
    Swap(Pos, Pos),
}

/// The selection, the piece pressed (while the button is held) and the keyboard cursor.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Picking {
    /// The selected piece.
    pub selected: Option<Pos>,
    /// The piece pressed and where, while the button is held (for dragging).
    press: Option<(Pos, Point)>,
    /// The keyboard's place on the board.
    pub cursor: Cursor,
}

impl Picking {
    /// Forgets the selection and any press (the board stops taking moves).
    pub fn reset(&mut self) {
        self.selected = None;
        self.press = None;
    }

    /// Forgets a press only (the button's release will not count).
    pub fn drop_press(&mut self) {
        self.press = None;
    }

    /// A click on `pos`: select it, deselect it, or swap with the selected neighbour.
    pub fn click(&mut self, pos: Pos) -> Gesture {
        match self.selected {
            Some(s) if s == pos => {
                self.selected = None;
                Gesture::None
            }
            Some(s) if s.is_orthogonal_neighbor(pos) => {
                self.selected = None;
                Gesture::Swap(s, pos)
            }
            _ => {
                self.selected = Some(pos);
                Gesture::Selected(pos)
            }
        }
    }

    /// Mouse input on the board laid out by `l`: presses, drags and releases (what
    /// happens on the panel's buttons is theirs).
    pub fn mouse(&mut self, ev: &InputEvent, l: &Layout) -> Gesture {
        let on_button = ev
            .pointer()
            .is_some_and(|p| [l.hint, l.new_game, l.pause].iter().any(|r| r.contains(p)));
        if on_button {
            return Gesture::None;
        }
        match *ev {
            InputEvent::MouseDown {
                pos,
                button: MouseButton::Left,
            } => {
                match l.cell_at(pos) {
                    Some(cell) => self.press = Some((cell, pos)),
                    None => self.selected = None,
                }
                Gesture::None
            }
            InputEvent::MouseMove { pos } => {
                let Some((cell, start)) = self.press else {
                    return Gesture::None;
                };
                match drag_target(l, cell, start, pos) {
                    Some(to) => {
                        self.press = None;
                        self.selected = None;
                        Gesture::Swap(cell, to)
                    }
                    None => Gesture::None,
                }
            }
            InputEvent::MouseUp {
                pos,
                button: MouseButton::Left,
            } => {
                let Some((cell, _)) = self.press.take() else {
                    return Gesture::None;
                };
                match l.cell_at(pos) {
                    Some(up) if up == cell => self.click(cell),
                    Some(up) if up.is_orthogonal_neighbor(cell) => {
                        self.selected = None;
                        Gesture::Swap(cell, up)
                    }
                    _ => Gesture::None,
                }
            }
            _ => Gesture::None,
        }
    }

    /// An arrow key swaps the selected piece under the cursor that way (when the board
    /// takes moves), or moves the cursor; Enter or Space clicks where the cursor is. `None`
    /// when the key is not the board's.
    pub fn key(&mut self, key: Key, rows: usize, cols: usize, moves: bool) -> Option<Gesture> {
        let selected_here = self.selected.is_some() && self.selected == self.cursor.pos();
        if selected_here && moves {
            if let (Some(from), Some(step)) = (self.selected, arrow_step(key)) {
                if let Some(to) = neighbour(from, step, rows, cols) {
                    self.cursor.move_to(to);
                    self.selected = None;
                    return Some(Gesture::Swap(from, to));
                }
                return Some(Gesture::None);
            }
        }
        if self.cursor.arrow(key, rows, cols) {
            return Some(Gesture::None);
        }
        match (key, self.cursor.pos()) {
            (Key::Enter | Key::Space, Some(at)) if moves => Some(self.click(at)),
            _ => None,
        }
    }
}

/// The neighbour a drag from `cell` (pressed at `start`) to `now` points at, once it has
/// gone far enough.
fn drag_target(l: &Layout, cell: Pos, start: Point, now: Point) -> Option<Pos> {
    let (dx, dy) = (now.x - start.x, now.y - start.y);
    if dx.abs().max(dy.abs()) < l.cell * 0.4 {
        return None;
    }
    let step = if dx.abs() > dy.abs() {
        (0, dx.signum() as isize)
    } else {
        (dy.signum() as isize, 0)
    };
    neighbour(cell, step, l.rows, l.cols)
}
