//! The level select over the board: every level reached so far (the last twenty when
//! there are more), each starting with the score it was first reached with.

use launcher_kit::draw::{Color, HAlign, Painter, VAlign};
use launcher_kit::geom::{Point, Rect};
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::ui::theme::{self, Fonts};
use launcher_kit::ui::{Button, ButtonStyle};

/// Levels shown at once.
const SHOWN: usize = 20;
/// Levels per row.
const COLUMNS: usize = 5;

/// What the player chose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    /// Level `.0`, starting with score `.1`.
    Level(u32, u32),
    /// Close the picker.
    Close,
}

/// The level select.
pub struct Picker {
    /// The levels offered, with their starting scores.
    levels: Vec<(u32, u32)>,
    buttons: Vec<Button>,
    close: Button,
    focus: usize,
    panel: Rect,
}

impl Picker {
    /// The picker over `area` for levels reached with `reached[i]` points at level i + 1.
    pub fn new(reached: &[u32], area: Rect, scale: f32) -> Picker {
        let levels: Vec<(u32, u32)> = (1u32..)
            .zip(reached.iter().copied())
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .take(SHOWN)
            .rev()
            .collect();
        let buttons = levels
            .iter()
            .map(|(level, _)| Button::new(format!("{level}"), ButtonStyle::Normal))
            .collect();
        let mut picker = Picker {
            focus: levels.len().saturating_sub(1),
            levels,
            buttons,
            close: Button::keyed("common-close", ButtonStyle::Normal),
            panel: area,
        };
        picker.layout(area, scale);
        picker
    }

    /// Places the picker in `area`.
    pub fn layout(&mut self, area: Rect, s: f32) {
        self.panel = area;
        let grid = Rect::new(
            area.x + 24.0 * s,
            area.y + 70.0 * s,
            area.w - 48.0 * s,
            area.h - 160.0 * s,
        );
        let rows = SHOWN.div_ceil(COLUMNS);
        let gap = 10.0 * s;
        let cell_w = (grid.w - gap * (COLUMNS as f32 - 1.0)) / COLUMNS as f32;
        let cell_h = (grid.h - gap * (rows as f32 - 1.0)) / rows as f32;
        for (i, b) in self.buttons.iter_mut().enumerate() {
            let (r, c) = (i / COLUMNS, i % COLUMNS);
            b.rect = Rect::new(
                grid.x + c as f32 * (cell_w + gap),
                grid.y + r as f32 * (cell_h + gap),
                cell_w,
                cell_h,
            );
        }
        self.close.rect = Rect::centered(
            Point::new(area.center().x, area.bottom() - 46.0 * s),
            180.0 * s,
            50.0 * s,
        );
    }

    /// Handles input: a click or Enter on a level picks it, arrows move.
    pub fn event(&mut self, ev: &InputEvent) -> Option<Pick> {
        if self.close.event(ev) {
            return Some(Pick::Close);
        }
        for (i, b) in self.buttons.iter_mut().enumerate() {
            if b.event(ev) {
                let (level, score) = self.levels[i];
                return Some(Pick::Level(level, score));
            }
        }
        let n = self.levels.len();
        if let InputEvent::KeyDown { key, .. } = *ev {
            match key {
                Key::Left => self.focus = self.focus.saturating_sub(1),
                Key::Right => self.focus = (self.focus + 1).min(n.saturating_sub(1)),
                Key::Up => self.focus = self.focus.saturating_sub(COLUMNS),
                Key::Down => self.focus = (self.focus + COLUMNS).min(n.saturating_sub(1)),
                Key::Enter | Key::Space => {
                    return self
                        .levels
                        .get(self.focus)
                        .map(|&(level, score)| Pick::Level(level, score));
                }
                Key::Char('l') | Key::Backspace => return Some(Pick::Close),
                _ => {}
            }
        }
        None
    }

    /// Draws the picker.
    pub fn draw(&self, p: &mut Painter, s: f32, fonts: &Fonts) {
        p.rect(p.size().rect(), Color::BLACK.alpha(0.45));
        theme::panel(p, self.panel, s);
        let width = self.panel.w - 32.0 * s;
        p.text_box(
            launcher_kit::tr!("popstar-picker-title"),
            Rect::centered(
                Point::new(self.panel.center().x, self.panel.y + 36.0 * s),
                width,
                fonts.heading * 1.3,
            ),
            fonts.heading,
            theme::TEXT,
            HAlign::Center,
            VAlign::Middle,
            true,
        );
        for (i, b) in self.buttons.iter().enumerate() {
            b.draw(p, i == self.focus, fonts.body);
        }
        p.text_box(
            launcher_kit::tr!("popstar-picker-note"),
            Rect::centered(
                Point::new(self.panel.center().x, self.close.rect.y - 20.0 * s),
                width,
                fonts.small * 1.3,
            ),
            fonts.small,
            theme::TEXT_DIM,
            HAlign::Center,
            VAlign::Middle,
            false,
        );
        self.close.draw(p, false, fonts.body);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use launcher_kit::geom::Size;

    #[test]
    fn levels_reached_are_offered_with_their_scores() {
        let area = Size::REFERENCE.rect().inset(100.0);
        let mut picker = Picker::new(&[0, 1200, 3100], area, 1.0);
        assert_eq!(
            picker.event(&InputEvent::key(Key::Enter)),
            Some(Pick::Level(3, 3100))
        );
        picker.event(&InputEvent::key(Key::Left));
        picker.event(&InputEvent::key(Key::Left));
        assert_eq!(
            picker.event(&InputEvent::key(Key::Enter)),
            Some(Pick::Level(1, 0))
        );
        let c = picker.buttons[1].rect.center();
        picker.event(&InputEvent::left_down(c.x, c.y));
        assert_eq!(
            picker.event(&InputEvent::left_up(c.x, c.y)),
            Some(Pick::Level(2, 1200))
        );

        let many: Vec<u32> = (0..30).map(|i| i * 1000).collect();
        let picker = Picker::new(&many, area, 1.0);
        assert_eq!(
            picker.levels.first(),
            Some(&(11, 10_000)),
            "the last twenty"
        );
    }
}
