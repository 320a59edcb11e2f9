//! Input events in the scene layer's own terms, independent of the window library.
//!
//! The backend translates window events into these; tests construct them directly.

use crate::geom::{Point, Size};

/// A mouse button.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MouseButton {
    /// The primary button.
    Left,
    /// The secondary button.
    Right,
    /// The wheel button.
    Middle,
}

/// A key the games and menus react to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    /// Arrow up.
    Up,
    /// Arrow down.
    Down,
    /// Arrow left.
    Left,
    /// Arrow right.
    Right,
    /// Enter / Return.
    Enter,
    /// Escape.
    Escape,
    /// Space bar.
    Space,
    /// Tab.
    Tab,
    /// Backspace.
    Backspace,
    /// F1 (how to play).
    F1,
    /// F11 (fullscreen toggle).
    F11,
    /// A key that produces a character (letters lower-cased).
    Char(char),
}

/// Modifier keys held during a key press.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Modifiers {
    /// Shift.
    pub shift: bool,
    /// Control.
    pub ctrl: bool,
    /// Alt.
    pub alt: bool,
}

/// One input event, with positions in logical window pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum InputEvent {
    /// A mouse button went down.
    MouseDown {
        /// Pointer position.
        pos: Point,
        /// Which button.
        button: MouseButton,
    },
    /// A mouse button was released.
    MouseUp {
        /// Pointer position.
        pos: Point,
        /// Which button.
        button: MouseButton,
    },
    /// The pointer moved.
    MouseMove {
        /// New pointer position.
        pos: Point,
    },
    /// The wheel turned; positive is away from the user.
    Wheel {
        /// Lines scrolled.
        dy: f32,
    },
    /// A key was pressed (or auto-repeated).
    KeyDown {
        /// The key.
        key: Key,
        /// Modifiers held.
        mods: Modifiers,
        /// True for auto-repeat presses.
        repeat: bool,
    },
    /// The window changed size.
    Resize(Size),
    /// The window gained (`true`) or lost focus.
    Focus(bool),
    /// A character was typed (after the key press it came from): what text fields take.
    Typed(char),
    /// The clipboard's text asked for with [`crate::services::Clipboard::request_paste`]
    /// arrived: take it with [`crate::services::Clipboard::take_pasted`].
    Pasted,
}

impl InputEvent {
    /// A plain key press without modifiers.
    pub fn key(key: Key) -> InputEvent {
        InputEvent::KeyDown {
            key,
            mods: Modifiers::default(),
            repeat: false,
        }
    }

    /// A left-button press at `(x, y)`.
    pub fn left_down(x: f32, y: f32) -> InputEvent {
        InputEvent::MouseDown {
            pos: Point::new(x, y),
            button: MouseButton::Left,
        }
    }

    /// A left-button release at `(x, y)`.
    pub fn left_up(x: f32, y: f32) -> InputEvent {
        InputEvent::MouseUp {
            pos: Point::new(x, y),
            button: MouseButton::Left,
        }
    }

    /// The pointer position carried by a mouse event.
    pub fn pointer(&self) -> Option<Point> {
        match *self {
            InputEvent::MouseDown { pos, .. }
            | InputEvent::MouseUp { pos, .. }
            | InputEvent::MouseMove { pos } => Some(pos),
            _ => None,
        }
    }
}
