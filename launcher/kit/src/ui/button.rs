//! Push buttons that work with the mouse and show keyboard focus.

use super::theme;
use crate::draw::{Color, HAlign, Painter};
use crate::geom::Rect;
use crate::input::{InputEvent, MouseButton};

/// The look of a button.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ButtonStyle {
    /// An ordinary action.
    Normal,
    /// The main action of its screen.
    Primary,
    /// Leaving or destructive.
    Danger,
}

/// A clickable button. Its rectangle is set by the owning screen's layout.
#[derive(Debug, Clone, PartialEq)]
pub struct Button {
    /// Where it is.
    pub rect: Rect,
    /// Its caption as given (a button made by [`Button::keyed`] shows its message
    /// instead).
    pub label: String,
    /// Its look.
    pub style: ButtonStyle,
    /// The message key of its caption, looked up each time it is drawn.
    key: Option<&'static str>,
    hovered: bool,
    pressed: bool,
}

impl Button {
    /// A button with no position yet, captioned `label` (text in the current language).
    pub fn new(label: impl Into<String>, style: ButtonStyle) -> Button {
        Button {
            rect: Rect::default(),
            label: label.into(),
            style,
            key: None,
            hovered: false,
            pressed: false,
        }
    }

    /// A button captioned by the message `key`, in the language current when it is drawn
    /// (for screens that stay while the language changes).
    pub fn keyed(key: &'static str, style: ButtonStyle) -> Button {
        Button {
            key: Some(key),
            ..Button::new(key, style)
        }
    }

    /// The caption shown now.
    pub fn caption(&self) -> String {
        match self.key {
            Some(key) => crate::i18n::text(key, &[]),
            None => self.label.clone(),
        }
    }

    /// Whether the pointer is over the button.
    pub fn hovered(&self) -> bool {
        self.hovered
    }

    /// Handles a mouse event; true when this completes a click (pressed and released
    /// inside the button).
    pub fn event(&mut self, ev: &InputEvent) -> bool {
        match *ev {
            InputEvent::MouseMove { pos } => {
                self.hovered = self.rect.contains(pos);
                false
            }
            InputEvent::MouseDown {
                pos,
                button: MouseButton::Left,
            } => {
                self.pressed = self.rect.contains(pos);
                self.hovered = self.pressed;
                false
            }
            InputEvent::MouseUp {
                pos,
                button: MouseButton::Left,
            } => {
                let clicked = self.pressed && self.rect.contains(pos);
                self.pressed = false;
                clicked
            }
            _ => false,
        }
    }

    /// Draws the button; `focused` adds the keyboard focus ring.
    pub fn draw(&self, p: &mut Painter, focused: bool, font: f32) {
        let base = match self.style {
            ButtonStyle::Normal => theme::BUTTON,
            ButtonStyle::Primary => theme::BUTTON_PRIMARY,
            ButtonStyle::Danger => theme::BUTTON_DANGER,
        };
        // Under a palette (high contrast) the shades are made from its colours.
        let base = p.recolor(base);
        let lit = self.hovered || focused;
        let fill = if self.pressed {
            base.darken(0.2)
        } else if lit {
            base.lighten(0.15)
        } else {
            base
        };
        let r = self.rect.h * 0.3;
        let lift = if self.pressed { 1.0 } else { 4.0 };
        p.round_rect(self.rect.offset(0.0, lift), r, base.darken(0.45));
        p.round_rect(self.rect, r, fill);
        p.round_rect(
            Rect::new(
                self.rect.x + 3.0,
                self.rect.y + 2.0,
                self.rect.w - 6.0,
                self.rect.h * 0.45,
            ),
            r * 0.8,
            Color::WHITE.alpha(0.10),
        );
        if p.palette().is_some() {
            // High contrast: dark buttons read by a white outline.
            p.round_rect_outline(self.rect, r, 2.0, Color::WHITE);
        }
        if focused {
            p.round_rect_outline(self.rect.inset(-4.0), r + 4.0, 3.0, theme::ACCENT);
        }
        // A caption too long for the button (a longer language) gets a smaller font, or
        // two lines where the button is tall enough.
        let r = self.rect;
        let room = Rect::new(r.x + r.h * 0.125, r.y, r.w - r.h * 0.25, r.h);
        let color = theme::text_on(fill);
        theme::text_in_box(p, self.caption(), room, font, color, HAlign::Center, true);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn click_needs_press_and_release_inside() {
        let mut b = Button::new("OK", ButtonStyle::Normal);
        b.rect = Rect::new(0.0, 0.0, 100.0, 40.0);
        assert!(!b.event(&InputEvent::left_down(10.0, 10.0)));
        assert!(b.event(&InputEvent::left_up(20.0, 20.0)));
        assert!(!b.event(&InputEvent::left_down(10.0, 10.0)));
        assert!(!b.event(&InputEvent::left_up(200.0, 20.0)));
        assert!(!b.event(&InputEvent::left_down(200.0, 10.0)));
        assert!(!b.event(&InputEvent::left_up(20.0, 20.0)));
    }

    #[test]
    fn a_keyed_button_shows_its_message_in_the_language_of_the_moment() {
        let b = Button::keyed("common-back", ButtonStyle::Normal);
        assert_eq!(b.caption(), "Back");
        crate::i18n::set_language(crate::i18n::Language::Polish);
        let polish = b.caption();
        crate::i18n::set_language(crate::i18n::Language::English);
        assert_eq!(polish, "Wstecz");
        assert_eq!(Button::new("OK", ButtonStyle::Normal).caption(), "OK");
    }
}
