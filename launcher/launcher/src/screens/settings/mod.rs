//! The settings screen: a page of general settings (the language first, then
//! accessibility) and a page per game with its options, each behind a tab; changed with
//! the mouse or the keyboard and saved at once. Every text is looked up when the screen
//! is drawn, so a new language shows on it at once.
//!
//! A game's page shows every option its window crate lists (`GameKind::options`): one
//! more `GameOption` there is one more row here.

mod fields;
mod layout;
#[cfg(test)]
mod tests;

pub use fields::{ACCESSIBILITY, Field, GENERAL};
pub use layout::{Page, Row, SettingsLayout, layout, page_of, pages};

use launcher_kit::draw::{Color, HAlign, Painter};
use launcher_kit::geom::{Point, Rect};
use launcher_kit::input::{InputEvent, Key, MouseButton};
use launcher_kit::scene::{Scene, Transition, Wake};
use launcher_kit::services::Services;
use launcher_kit::sound::Sfx;
use launcher_kit::ui::theme::{self, Fonts};
use launcher_kit::ui::{Button, ButtonStyle};

/// What the keyboard works on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Focus {
    /// The row of tabs: Left and Right change the page.
    Tabs,
    /// The page's field with this index (into [`Page::fields`]).
    Field(usize),
    /// The Back button.
    Back,
}

/// The settings screen.
pub struct SettingsScreen {
    layout: SettingsLayout,
    back: Button,
    /// The page shown.
    page: usize,
    /// The page's first line shown.
    scroll: usize,
    /// The page's fields, as the page listed them when last laid out.
    fields: Vec<Field>,
    focus: Focus,
}

impl SettingsScreen {
    /// The screen for the current window size, on the general page with the language
    /// chosen.
    pub fn new(cx: &Services) -> SettingsScreen {
        let mut screen = SettingsScreen {
            layout: layout(cx.viewport, cx, 0, 0),
            back: Button::keyed("common-back", ButtonStyle::Primary),
            page: 0,
            scroll: 0,
            fields: Vec::new(),
            focus: Focus::Field(0),
        };
        screen.relayout(cx);
        screen
    }

    /// The page shown.
    pub fn page(&self) -> usize {
        self.page
    }

    /// What has the keyboard's focus.
    pub fn focus(&self) -> Focus {
        self.focus
    }

    /// Where everything is now.
    pub fn current_layout(&self) -> &SettingsLayout {
        &self.layout
    }

    /// The focused field (`None` when the tabs or Back have focus).
    pub fn focused(&self) -> Option<Field> {
        match self.focus {
            Focus::Field(i) => self.fields.get(i).copied(),
            Focus::Tabs | Focus::Back => None,
        }
    }

    fn relayout(&mut self, cx: &Services) {
        self.layout = layout(cx.viewport, cx, self.page, self.scroll);
        self.back.rect = self.layout.back;
        self.fields = pages(cx)
            .get(self.page)
            .map(Page::fields)
            .unwrap_or_default();
    }

    /// Scrolls so that the focused field's row is on show.
    fn reveal(&mut self, cx: &Services) {
        let Some(field) = self.focused() else {
            return;
        };
        // At most one step per line of the page.
        let lines = pages(cx)
            .get(self.page)
            .map_or(0, |p| p.fields().len() + p.sections.len());
        for _ in 0..=lines {
            if self.layout.rows.iter().any(|r| r.field == field) {
                return;
            }
            let above = self
                .layout
                .rows
                .first()
                .is_some_and(|first| self.field_index(first.field) > self.field_index(field));
            if above {
                self.scroll = self.scroll.saturating_sub(1);
            } else {
                self.scroll += 1;
            }
            self.relayout(cx);
        }
    }

    /// A field's place on the page shown.
    fn field_index(&self, field: Field) -> usize {
        self.fields.iter().position(|f| *f == field).unwrap_or(0)
    }

    /// Shows page `page` (wrapping), from its top; the focus stays on the tabs if it was
    /// there, otherwise it goes to the page's first row.
    pub fn show_page(&mut self, page: usize, cx: &mut Services) {
        let n = pages(cx).len().max(1);
        let page = page % n;
        if page != self.page {
            cx.sound.play(Sfx::Click);
            if let Some(shown) = pages(cx).get(page) {
                log::debug!("settings page {}", shown.tab);
            }
        }
        self.page = page;
        self.scroll = 0;
        if self.focus != Focus::Tabs {
            self.focus = Focus::Field(0);
        }
        self.relayout(cx);
    }

    fn change(&mut self, field: Field, delta: i32, cx: &mut Services) {
        if field.change(delta, cx) {
            cx.sound.play(Sfx::Click);
            // The text size changes the rows' heights.
            self.relayout(cx);
            self.reveal(cx);
        }
    }

    /// Moves the focus one step down (`1`) or up (`-1`): the tabs, the page's rows, Back.
    fn step_focus(&mut self, delta: i32, cx: &Services) {
        let n = self.fields.len();
        // Tabs, each field, Back: n + 2 places in a ring.
        let place = match self.focus {
            Focus::Tabs => 0,
            Focus::Field(i) => i.min(n.saturating_sub(1)) + 1,
            Focus::Back => n + 1,
        } as i32;
        let next = (place + delta).rem_euclid(n as i32 + 2) as usize;
        self.focus = match next {
            0 => Focus::Tabs,
            i if i <= n => Focus::Field(i - 1),
            _ => Focus::Back,
        };
        if self.focus == Focus::Tabs {
            log::debug!("settings focus on the tabs");
            self.scroll = 0;
            self.relayout(cx);
        }
        self.reveal(cx);
    }

    fn scroll_by(&mut self, delta: i32, cx: &Services) {
        let up = delta < 0 && self.layout.up.is_some();
        let down = delta > 0 && self.layout.down.is_some();
        if up {
            self.scroll -= 1;
        } else if down {
            self.scroll += 1;
        }
        if up || down {
            self.relayout(cx);
        }
    }
}

impl Scene for SettingsScreen {
    fn name(&self) -> &str {
        "settings"
    }

    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> Transition {
        if self.back.event(ev) {
            cx.sound.play(Sfx::Click);
            return Transition::Pop;
        }
        match *ev {
            InputEvent::Resize(_) => {
                self.relayout(cx);
                self.reveal(cx);
            }
            InputEvent::MouseMove { pos } => {
                if let Some(r) = self.layout.rows.iter().find(|r| r.rect.contains(pos)) {
                    self.focus = Focus::Field(self.field_index(r.field));
                } else if self.back.hovered() {
                    self.focus = Focus::Back;
                }
            }
            InputEvent::Wheel { dy } => self.scroll_by(if dy > 0.0 { -1 } else { 1 }, cx),
            InputEvent::MouseDown {
                pos,
                button: MouseButton::Left,
            } => {
                if let Some(i) = self.layout.tabs.iter().position(|r| r.contains(pos)) {
                    self.show_page(i, cx);
                } else if self.layout.up.is_some_and(|r| r.contains(pos)) {
                    self.scroll_by(-1, cx);
                } else if self.layout.down.is_some_and(|r| r.contains(pos)) {
                    self.scroll_by(1, cx);
                } else {
                    let hit = self.layout.rows.iter().find_map(|r| {
                        if r.minus.contains(pos) && !r.toggle {
                            Some((r.field, -1))
                        } else if r.plus.contains(pos) {
                            Some((r.field, 1))
                        } else {
                            None
                        }
                    });
                    if let Some((field, delta)) = hit {
                        self.focus = Focus::Field(self.field_index(field));
                        self.change(field, delta, cx);
                    }
                }
            }
            InputEvent::KeyDown { key, mods, .. } => match key {
                Key::Escape => return Transition::Pop,
                Key::Tab => {
                    let n = pages(cx).len().max(1);
                    let step = if mods.shift { n - 1 } else { 1 };
                    self.show_page(self.page + step, cx);
                }
                Key::Up => self.step_focus(-1, cx),
                Key::Down => self.step_focus(1, cx),
                Key::Left | Key::Right if self.focus == Focus::Tabs => {
                    let n = pages(cx).len().max(1);
                    let step = if key == Key::Left { n - 1 } else { 1 };
                    self.show_page(self.page + step, cx);
                }
                Key::Left | Key::Right | Key::Enter | Key::Space => match self.focus {
                    Focus::Field(_) => {
                        if let Some(field) = self.focused() {
                            self.change(field, if key == Key::Left { -1 } else { 1 }, cx);
                        }
                    }
                    Focus::Back if matches!(key, Key::Enter | Key::Space) => {
                        return Transition::Pop;
                    }
                    Focus::Tabs if matches!(key, Key::Enter | Key::Space) => {
                        self.focus = Focus::Field(0);
                    }
                    _ => {}
                },
                _ => {}
            },
            _ => {}
        }
        Transition::None
    }

    fn update(&mut self, _dt: f32, _cx: &mut Services) -> Transition {
        Transition::None
    }

    fn wake(&self, _cx: &Services) -> Wake {
        Wake::Idle
    }

    fn draw(&self, p: &mut Painter, cx: &Services) {
        let size = cx.viewport;
        let s = size.ui_scale();
        let fonts = Fonts::for_size(size);
        let l = &self.layout;
        theme::background(p);
        theme::title_in(
            p,
            &launcher_kit::tr!("settings-title"),
            l.title,
            layout::title_size(size),
        );
        self.draw_tabs(p, cx);
        theme::panel(p, l.panel, s);
        for (key, line) in &l.headings {
            theme::text_in_box(
                p,
                launcher_kit::i18n::text(key, &[]),
                *line,
                fonts.heading * 0.85,
                theme::ACCENT,
                HAlign::Left,
                true,
            );
        }
        let focused = self.focused();
        for row in &l.rows {
            draw_row(p, row, focused == Some(row.field), cx);
        }
        for (r, up) in [(l.up, true), (l.down, false)] {
            if let Some(r) = r {
                p.round_rect(r, 8.0 * s, theme::BUTTON);
                let c = r.center();
                let (dx, dy) = (9.0 * s, if up { -5.0 * s } else { 5.0 * s });
                p.polygon(
                    vec![
                        Point::new(c.x - dx, c.y - dy),
                        Point::new(c.x + dx, c.y - dy),
                        Point::new(c.x, c.y + dy),
                    ],
                    theme::TEXT,
                );
            }
        }
        self.back.draw(p, self.focus == Focus::Back, fonts.body);
        self.draw_foot(p, cx);
    }
}

impl SettingsScreen {
    fn draw_tabs(&self, p: &mut Painter, cx: &Services) {
        let size = cx.viewport;
        let s = size.ui_scale();
        let fonts = Fonts::for_size(size);
        for (i, (tab, page)) in self.layout.tabs.iter().zip(pages(cx)).enumerate() {
            let on = i == self.page;
            let fill = if on { theme::ACCENT_2 } else { theme::BUTTON };
            p.round_rect(*tab, 12.0 * s, fill);
            if on && self.focus == Focus::Tabs {
                p.round_rect_outline(tab.inset(-4.0 * s), 14.0 * s, 3.0 * s, theme::ACCENT);
            }
            let color = if on { theme::TEXT_DARK } else { theme::TEXT };
            theme::text_in_box(
                p,
                launcher_kit::i18n::text(page.tab, &[]),
                tab.inset(8.0 * s),
                fonts.body,
                color,
                HAlign::Center,
                true,
            );
        }
    }

    /// The foot of the screen says when the chosen option counts, if only sometimes;
    /// otherwise which keys do what.
    fn draw_foot(&self, p: &mut Painter, cx: &Services) {
        let note = self.focused().filter(|f| f.is_toggle(cx)).and_then(|f| {
            let note = f.note(cx)?;
            Some(launcher_kit::tr!(
                "settings-note-line",
                option = f.label(cx),
                note = note
            ))
        });
        let (foot, color) = match note {
            Some(note) => (note, theme::ACCENT_2),
            None => (launcher_kit::tr!("settings-help"), theme::TEXT_DIM),
        };
        theme::text_in_box(
            p,
            foot,
            self.layout.foot,
            layout::foot_size(cx.viewport),
            color,
            HAlign::Center,
            false,
        );
    }
}

/// One row: its focus frame, the label, and the switch or the arrows around the value.
fn draw_row(p: &mut Painter, row: &Row, focused: bool, cx: &Services) {
    let size = cx.viewport;
    let s = size.ui_scale();
    let fonts = Fonts::for_size(size);
    if focused {
        let frame = row.rect.inset(-2.0 * s);
        p.round_rect(frame, 10.0 * s, Color::WHITE.alpha(0.08));
        p.round_rect_outline(frame, 10.0 * s, 2.0 * s, theme::ACCENT.alpha(0.8));
    }
    theme::text_in_box(
        p,
        row.field.label(cx),
        row.label,
        fonts.body,
        theme::TEXT,
        HAlign::Left,
        false,
    );
    if row.toggle {
        let on = row.field.is_on(cx);
        let sw = row.plus;
        let fill = if on {
            theme::TOGGLE_ON
        } else {
            theme::BUTTON.darken(0.2)
        };
        p.round_rect(sw, sw.h / 2.0, fill);
        let knob_x = if on {
            sw.right() - sw.h / 2.0
        } else {
            sw.x + sw.h / 2.0
        };
        p.circle(Point::new(knob_x, sw.center().y), sw.h * 0.4, theme::TEXT);
        return;
    }
    for (r, left) in [(row.minus, true), (row.plus, false)] {
        p.round_rect(r, 8.0 * s, theme::BUTTON);
        arrow(p, r, left, s);
    }
    theme::text_in_box(
        p,
        row.field.value(cx),
        row.value,
        fonts.body,
        theme::ACCENT_2,
        HAlign::Center,
        true,
    );
}

/// A chevron pointing left or right in the middle of `r`.
fn arrow(p: &mut Painter, r: Rect, left: bool, s: f32) {
    let c = r.center();
    let (dx, dy) = (if left { 4.0 * s } else { -4.0 * s }, 8.0 * s);
    p.polygon(
        vec![
            Point::new(c.x + dx, c.y - dy),
            Point::new(c.x + dx, c.y + dy),
            Point::new(c.x - dx * 1.5, c.y),
        ],
        theme::TEXT,
    );
}
