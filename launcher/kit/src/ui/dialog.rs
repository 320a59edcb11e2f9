//! Modal dialogs (confirm, pause, game over): a dimmed screen, a panel with a title, a few
//! lines of text and a row of buttons. The owner draws it above its scene and sends it
//! input first; the dialog answers with the chosen value. Its texts are given in the
//! current language (a dialog closes before the language can change).

use super::theme::{self, Fonts};
use super::{Button, ButtonStyle, Ease, Tween};
use crate::draw::{Color, Painter, Transform};
use crate::geom::{Rect, Size};
use crate::input::{InputEvent, Key};
use crate::scene::Wake;

/// A modal dialog whose buttons each stand for a value of type `T`.
#[derive(Debug, Clone)]
pub struct Dialog<T: Copy> {
    title: String,
    lines: Vec<String>,
    buttons: Vec<(Button, T)>,
    cancel: Option<T>,
    focus: usize,
    panel: Rect,
    appear: Tween,
}

impl<T: Copy> Dialog<T> {
    /// A dialog with `choices` as buttons (left to right); Esc answers `cancel` if given.
    pub fn new(
        title: impl Into<String>,
        lines: Vec<String>,
        choices: Vec<(&str, ButtonStyle, T)>,
        cancel: Option<T>,
    ) -> Self {
        let mut d = Dialog {
            title: title.into(),
            lines,
            buttons: choices
                .into_iter()
                .map(|(l, s, v)| (Button::new(l, s), v))
                .collect(),
            cancel,
            focus: 0,
            panel: Rect::default(),
            appear: Tween::new(0.0, 1.0, 0.25, Ease::OutBack),
        };
        d.layout(Size::REFERENCE);
        d
    }

    /// A yes/no question; Esc means no.
    pub fn confirm(
        title: impl Into<String>,
        question: impl Into<String>,
        yes: (&str, T),
        no: (&str, T),
    ) -> Self {
        Dialog::new(
            title,
            vec![question.into()],
            vec![
                (yes.0, ButtonStyle::Primary, yes.1),
                (no.0, ButtonStyle::Normal, no.1),
            ],
            Some(no.1),
        )
    }

    /// The title line.
    pub fn title(&self) -> &str {
        &self.title
    }

    /// The buttons' captions and rectangles, left to right.
    pub fn buttons(&self) -> Vec<(&str, Rect)> {
        self.buttons
            .iter()
            .map(|(b, _)| (b.label.as_str(), b.rect))
            .collect()
    }

    /// Adds a line under the others.
    pub fn add_line(&mut self, line: String) {
        self.lines.push(line);
    }

    /// Adds a line under the others and a button before the last one (the way out), as
    /// news arrives while the dialog is open; the focus stays on the button it was on.
    pub fn add(&mut self, line: String, (label, style, value): (&str, ButtonStyle, T)) {
        self.add_line(line);
        let at = self.buttons.len().saturating_sub(1);
        self.buttons.insert(at, (Button::new(label, style), value));
        if self.focus >= at && self.focus + 1 < self.buttons.len() {
            self.focus += 1;
        }
    }

    /// Places the dialog in the middle of a window of `viewport`.
    pub fn layout(&mut self, viewport: Size) {
        let s = viewport.ui_scale();
        let n = self.buttons.len();
        let gap = 20.0 * s;
        // Wide enough for every button at 160 wide, with margins of 30 on each side.
        let w = (560.0f32.max(160.0 * n as f32 + 20.0 * (n as f32 - 1.0) + 60.0) * s)
            .min(viewport.w * 0.92);
        let width = |per_row: usize| {
            ((w - 60.0 * s - gap * (per_row as f32 - 1.0)) / per_row.max(1) as f32).min(200.0 * s)
        };
        // Many buttons in a narrow window take two rows rather than captions too small
        // to read.
        let rows = if n > 3 && width(n) < 150.0 * s { 2 } else { 1 };
        let per_row = n.div_ceil(rows);
        let row_h = 66.0 * s;
        let h = (150.0 + 34.0 * self.lines.len() as f32 + 80.0) * s + row_h * (rows - 1) as f32;
        self.panel = Rect::centered(viewport.rect().center(), w, h);
        let bw = width(per_row);
        let first = self.panel.bottom() - 90.0 * s - row_h * (rows - 1) as f32;
        let mut rects = Vec::with_capacity(n);
        for r in 0..rows {
            let count = per_row.min(n - rects.len());
            let total = bw * count as f32 + gap * (count as f32 - 1.0);
            let row = Rect::new(
                self.panel.center().x - total / 2.0,
                first + row_h * r as f32,
                total,
                56.0 * s,
            );
            rects.extend(row.columns(count, gap));
        }
        for ((b, _), r) in self.buttons.iter_mut().zip(rects) {
            b.rect = r;
        }
    }

    /// Handles input; `Some(value)` when a choice was made.
    pub fn event(&mut self, ev: &InputEvent) -> Option<T> {
        match *ev {
            InputEvent::Resize(size) => {
                self.layout(size);
                None
            }
            InputEvent::KeyDown { key, .. } => match key {
                Key::Escape => self.cancel,
                Key::Left => {
                    self.focus = self.focus.saturating_sub(1);
                    None
                }
                // Right stops at the last button (the way out, so it is always a few
                // presses away); Tab goes round.
                Key::Right => {
                    self.focus = (self.focus + 1).min(self.buttons.len().saturating_sub(1));
                    None
                }
                Key::Tab => {
                    self.focus = (self.focus + 1) % self.buttons.len().max(1);
                    None
                }
                Key::Enter | Key::Space => self.buttons.get(self.focus).map(|(_, v)| *v),
                _ => None,
            },
            _ => {
                let mut chosen = None;
                for (i, (b, v)) in self.buttons.iter_mut().enumerate() {
                    if b.event(ev) {
                        chosen = Some(*v);
                    }
                    if b.hovered() {
                        self.focus = i;
                    }
                }
                chosen
            }
        }
    }

    /// Advances the opening animation.
    pub fn update(&mut self, dt: f32) {
        self.appear.update(dt);
    }

    /// The dialog moves only while it appears.
    pub fn wake(&self) -> Wake {
        Wake::animating_if(!self.appear.finished())
    }

    /// Draws the dimmed backdrop and the dialog.
    pub fn draw(&self, p: &mut Painter) {
        let size = p.size();
        let fonts = Fonts::for_size(size);
        let s = size.ui_scale();
        let k = self.appear.value();
        p.rect(size.rect(), Color::BLACK.alpha(0.55 * k.min(1.0)));
        let c = self.panel.center();
        // It zooms in; with reduced motion it fades in where it stands.
        let appear = if super::motion::reduced() {
            Transform::alpha(k.clamp(0.0, 1.0))
        } else {
            Transform::scale_about(c, k, k)
        };
        p.with(appear, |p| {
            theme::panel(p, self.panel, s);
            let mut y = self.panel.y + 56.0 * s;
            let title = fonts.heading * 1.3;
            theme::title_in(
                p,
                &self.title,
                Rect::centered(
                    crate::geom::Point::new(c.x, y),
                    self.panel.w - 40.0 * s,
                    title * 1.4,
                ),
                title,
            );
            y += 58.0 * s;
            // A line too wide even at the smallest size text takes (a long game ID) shows
            // its start and end.
            let least = crate::draw::least_size(fonts.body);
            let line_w = self.panel.w - 40.0 * s;
            for line in &self.lines {
                p.text_in(
                    crate::draw::fonts::elide_middle(line, line_w, least, false),
                    Rect::new(self.panel.x + 20.0 * s, y - 15.0 * s, line_w, 30.0 * s),
                    fonts.body,
                    theme::TEXT,
                    false,
                );
                y += 34.0 * s;
            }
            for (i, (b, _)) in self.buttons.iter().enumerate() {
                b.draw(p, i == self.focus, fonts.body);
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, Copy, PartialEq)]
    enum Answer {
        Yes,
        No,
    }

    #[test]
    fn keyboard_and_mouse_choose() {
        let mut d = Dialog::confirm("Quit?", "Really?", ("Yes", Answer::Yes), ("No", Answer::No));
        assert_eq!(d.event(&InputEvent::key(Key::Enter)), Some(Answer::Yes));
        d.event(&InputEvent::key(Key::Right));
        assert_eq!(d.event(&InputEvent::key(Key::Enter)), Some(Answer::No));
        assert_eq!(d.event(&InputEvent::key(Key::Escape)), Some(Answer::No));
        let c = d.buttons()[0].1.center();
        assert_eq!(d.event(&InputEvent::left_down(c.x, c.y)), None);
        assert_eq!(d.event(&InputEvent::left_up(c.x, c.y)), Some(Answer::Yes));
    }

    #[test]
    fn draws_title_question_and_buttons() {
        let mut d = Dialog::confirm("Quit?", "Really?", ("Yes", Answer::Yes), ("No", Answer::No));
        d.update(1.0);
        let mut p = Painter::new(Size::REFERENCE);
        d.draw(&mut p);
        let texts = p.texts();
        for t in ["Quit?", "Really?", "Yes", "No"] {
            assert!(texts.contains(&t), "{t} missing from {texts:?}");
        }
    }

    #[test]
    fn layout_follows_resize() {
        let mut d = Dialog::confirm("Q", "?", ("Yes", Answer::Yes), ("No", Answer::No));
        d.event(&InputEvent::Resize(Size::new(2048.0, 1536.0)));
        let r = d.buttons()[0].1;
        assert!(r.h > 100.0 && r.center().x < 1024.0);
    }

    #[test]
    fn the_longest_russian_captions_fit_their_buttons_in_the_smallest_window() {
        crate::i18n::set_language(crate::i18n::Language::Russian);
        let keys = [
            "common-continue",
            "common-restart",
            "common-new-game",
            "common-finish",
            "common-copy-id",
            "common-menu",
        ];
        let labels: Vec<String> = keys.iter().map(|k| crate::i18n::text(k, &[])).collect();
        crate::i18n::set_language(crate::i18n::Language::English);
        let size = Size::new(480.0, 360.0);
        let buttons = labels
            .iter()
            .map(|l| (l.as_str(), ButtonStyle::Normal, Answer::Yes))
            .collect();
        let mut d = Dialog::new("Пауза", vec!["Счёт: 0".into()], buttons, None);
        d.layout(size);
        d.update(1.0);
        let mut p = Painter::new(size);
        d.draw(&mut p);
        for (b, _) in &d.buttons {
            let drawn = p
                .items()
                .iter()
                .find_map(|i| match i {
                    crate::draw::Primitive::Text(t) if t.text == b.label => Some(t),
                    _ => None,
                })
                .expect("every caption is drawn");
            let wide = crate::draw::fonts::text_width(&drawn.text, drawn.size, drawn.bold);
            assert!(
                wide <= b.rect.w,
                "{:?} is {wide:.0} wide in a button of {:.0}",
                b.label,
                b.rect.w
            );
        }
    }

    #[test]
    fn a_line_too_long_for_the_panel_shows_its_ends_inside_it() {
        let id = format!("Game ID: reversi:s:{}:18ef02", "d3c5b6c3b3f3e3e2".repeat(7));
        for size in [Size::REFERENCE, Size::new(480.0, 360.0)] {
            let buttons = vec![("Quit", ButtonStyle::Normal, Answer::No)];
            let mut d = Dialog::new("You win 42–22", vec![id.clone()], buttons, None);
            d.layout(size);
            d.update(1.0);
            let mut p = Painter::new(size);
            d.draw(&mut p);
            let misfits = crate::draw::fit::misfits(p.items(), size);
            assert!(misfits.is_empty(), "{size:?}: {misfits:?}");
            let shown = p
                .texts()
                .into_iter()
                .find(|t| t.starts_with("Game ID: reversi:s:d3c5"))
                .expect("the line is drawn")
                .to_string();
            assert!(shown.ends_with(":18ef02") && shown.contains('…'), "{shown}");
        }
    }

    #[test]
    fn every_button_fits_inside_the_panel() {
        for size in [Size::REFERENCE, Size::new(480.0, 360.0)] {
            for n in 2..=5 {
                let buttons = (0..n)
                    .map(|_| ("New game", ButtonStyle::Normal, Answer::Yes))
                    .collect();
                let mut d = Dialog::new("Paused", vec!["Score: 0".into()], buttons, None);
                d.layout(size);
                for (b, _) in &d.buttons {
                    assert!(
                        b.rect.x >= d.panel.x && b.rect.right() <= d.panel.right(),
                        "{n} buttons at {size:?}: {:?} outside {:?}",
                        b.rect,
                        d.panel
                    );
                }
            }
        }
    }
}
