//! A one-line text field: typed characters, Backspace, and pasted text (Ctrl+V or a Paste
//! button asks the shell for the clipboard; the owner hands what comes to
//! [`TextField::paste`]). Only characters the field accepts go in; the rest are
//! reported so the owner can say why.

use super::theme;
use crate::draw::{Color, HAlign, Painter, VAlign, estimate_text_width};
use crate::geom::{Point, Rect};
use crate::input::{InputEvent, Key};

/// What the field did with an input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Edit {
    /// Not an edit (the owner may use the input).
    Ignored,
    /// The text changed.
    Changed,
    /// Ctrl+V: the owner should ask for the clipboard.
    WantsPaste,
    /// A character the field does not take (or the field is full).
    Refused(char),
}

/// A one-line text field.
#[derive(Debug, Clone)]
pub struct TextField {
    text: String,
    max_chars: usize,
    accepts: fn(char) -> bool,
    /// Where it is (set by the owner's layout).
    pub rect: Rect,
}

impl TextField {
    /// An empty field of at most `max_chars` characters, each passing `accepts`.
    pub fn new(max_chars: usize, accepts: fn(char) -> bool) -> TextField {
        TextField {
            text: String::new(),
            max_chars,
            accepts,
            rect: Rect::default(),
        }
    }

    /// The text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Replaces the text (cut to what the field takes).
    pub fn set_text(&mut self, text: &str) {
        self.text.clear();
        self.insert(text);
    }

    /// Adds `text`'s characters that the field takes; the first refused one, if any.
    fn insert(&mut self, text: &str) -> Option<char> {
        let mut refused = None;
        for c in text.chars() {
            if (self.accepts)(c) && self.text.chars().count() < self.max_chars {
                self.text.push(c);
            } else if !c.is_whitespace() {
                refused.get_or_insert(c);
            }
        }
        refused
    }

    /// Takes pasted text: the whole text replaces nothing, it is added where the caret is
    /// (at the end), surrounding blanks dropped.
    pub fn paste(&mut self, text: &str) -> Edit {
        let before = self.text.clone();
        let refused = self.insert(text.trim());
        match refused {
            Some(c) => Edit::Refused(c),
            None if before != self.text => Edit::Changed,
            None => Edit::Ignored,
        }
    }

    /// Handles a key or a typed character.
    pub fn event(&mut self, ev: &InputEvent) -> Edit {
        match *ev {
            InputEvent::Typed(c) => match self.insert(&c.to_string()) {
                Some(c) => Edit::Refused(c),
                None => Edit::Changed,
            },
            InputEvent::KeyDown {
                key: Key::Backspace,
                mods,
                ..
            } => {
                if mods.ctrl {
                    self.text.clear();
                } else {
                    self.text.pop();
                }
                Edit::Changed
            }
            InputEvent::KeyDown {
                key: Key::Char('v'),
                mods,
                ..
            } if mods.ctrl => Edit::WantsPaste,
            _ => Edit::Ignored,
        }
    }

    /// Draws the box, the text (its end, when it is wider than the box) and the caret.
    pub fn draw(&self, p: &mut Painter, size: f32, focused: bool, scale: f32) {
        let r = self.rect;
        p.round_rect(r, 10.0 * scale, Color::BLACK.alpha(0.3));
        let edge = if focused {
            theme::ACCENT
        } else {
            theme::PANEL_EDGE
        };
        p.round_rect_outline(r, 10.0 * scale, 2.0 * scale, edge);
        let room = r.w - 28.0 * scale;
        let mut shown: &str = &self.text;
        while estimate_text_width(shown, size) > room {
            let mut chars = shown.chars();
            chars.next();
            shown = chars.as_str();
        }
        let at = Point::new(r.x + 14.0 * scale, r.center().y);
        p.text_box(
            shown.to_string(),
            Rect::new(at.x, r.y, room, r.h),
            size,
            theme::TEXT,
            HAlign::Left,
            VAlign::Middle,
            false,
        );
        if focused {
            let x = at.x + estimate_text_width(shown, size) + 2.0 * scale;
            p.line(
                Point::new(x, r.center().y - size * 0.6),
                Point::new(x, r.center().y + size * 0.6),
                2.0 * scale,
                theme::ACCENT,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::Modifiers;

    fn ctrl(key: Key) -> InputEvent {
        InputEvent::KeyDown {
            key,
            mods: Modifiers {
                ctrl: true,
                ..Modifiers::default()
            },
            repeat: false,
        }
    }

    #[test]
    fn typing_backspace_and_paste_edit_the_text() {
        let mut f = TextField::new(8, |c| c.is_ascii_graphic());
        for c in "ab c".chars() {
            f.event(&InputEvent::Typed(c));
        }
        assert_eq!(f.text(), "abc", "a space is refused here");
        assert_eq!(f.event(&InputEvent::Typed('é')), Edit::Refused('é'));
        f.event(&InputEvent::key(Key::Backspace));
        assert_eq!(f.text(), "ab");
        assert_eq!(f.event(&ctrl(Key::Char('v'))), Edit::WantsPaste);
        assert_eq!(f.paste("  xyz\n"), Edit::Changed);
        assert_eq!(f.text(), "abxyz");
        assert_eq!(f.paste("123456"), Edit::Refused('4'), "full at 8");
        assert_eq!(f.text(), "abxyz123");
        f.event(&ctrl(Key::Backspace));
        assert_eq!(f.text(), "");
        assert_eq!(f.event(&InputEvent::key(Key::Char('q'))), Edit::Ignored);
    }
}
