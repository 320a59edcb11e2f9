//! The settings screen: general options and each game's options, changed with the mouse
//! or the keyboard and saved at once.

use crate::draw::{Color, HAlign, Painter, VAlign};
use crate::geom::{Point, Rect, Size};
use crate::input::{InputEvent, Key, MouseButton};
use crate::persist::{AnimationSpeed, Generation, Match3Mode, ReversiMode, Settings, Side};
use crate::scene::{Scene, Transition, Wake};
use crate::services::Services;
use crate::sound::Sfx;
use crate::ui::theme::{self, Fonts};
use crate::ui::{Button, ButtonStyle};

/// One adjustable setting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// Sound on/off.
    Sound,
    /// Volume.
    Volume,
    /// Animation speed.
    Animation,
    /// Fullscreen.
    Fullscreen,
    /// Match-3 board width.
    Width,
    /// Match-3 board height.
    Height,
    /// Match-3 piece kinds.
    Kinds,
    /// Match-3 mode.
    Mode,
    /// Match-3 special pieces.
    Specials,
    /// Match-3 start-board generation.
    Generation,
    /// Match-3 chain bonus.
    ChainBonus,
    /// Match-3 hint delay.
    Hint,
    /// PopStar single-tap popping.
    SingleTap,
    /// PopStar practice mode.
    Practice,
    /// Reversi players.
    ReversiMode,
    /// Reversi: the person's colour.
    Side,
    /// Reversi computer level.
    Level,
}

/// The screen's sections: a heading and its fields.
pub const SECTIONS: [(&str, &[Field]); 4] = [
    (
        "General",
        &[
            Field::Sound,
            Field::Volume,
            Field::Animation,
            Field::Fullscreen,
        ],
    ),
    ("PopStar", &[Field::SingleTap, Field::Practice]),
    ("Reversi", &[Field::ReversiMode, Field::Side, Field::Level]),
    (
        "Match-3",
        &[
            Field::Width,
            Field::Height,
            Field::Kinds,
            Field::Mode,
            Field::Specials,
            Field::Generation,
            Field::ChainBonus,
            Field::Hint,
        ],
    ),
];

fn cycle<T: Copy + PartialEq>(all: &[T], now: T, delta: i32) -> T {
    let i = all.iter().position(|x| *x == now).unwrap_or(0) as i32;
    let n = all.len() as i32;
    all[(i + delta).rem_euclid(n) as usize]
}

fn step(v: u8, delta: i32, lo: u8, hi: u8) -> u8 {
    (i32::from(v) + delta).clamp(i32::from(lo), i32::from(hi)) as u8
}

fn on_off(b: bool) -> String {
    if b { "On" } else { "Off" }.to_string()
}

impl Field {
    /// The label shown left of the value.
    pub fn label(self) -> &'static str {
        match self {
            Field::Sound => "Sound",
            Field::Volume => "Volume",
            Field::Animation => "Animation speed",
            Field::Fullscreen => "Fullscreen",
            Field::Width => "Board width",
            Field::Height => "Board height",
            Field::Kinds => "Piece kinds",
            Field::Mode => "Mode",
            Field::Specials => "Special pieces",
            Field::Generation => "Start boards",
            Field::ChainBonus => "Chain bonus",
            Field::Hint => "Hint after",
            Field::SingleTap => "Pop on first tap",
            Field::Practice => "Practice (undo)",
            Field::ReversiMode => "Players",
            Field::Side => "Your colour",
            Field::Level => "Computer level",
        }
    }

    /// Whether the field is an on/off switch.
    pub fn is_toggle(self) -> bool {
        matches!(
            self,
            Field::Sound
                | Field::Fullscreen
                | Field::Specials
                | Field::ChainBonus
                | Field::SingleTap
                | Field::Practice
        )
    }

    /// The value as shown.
    pub fn value(self, s: &Settings) -> String {
        match self {
            Field::Sound => on_off(s.sound.enabled),
            Field::Volume => format!("{}%", s.sound.volume),
            Field::Animation => s.animation.label().to_string(),
            Field::Fullscreen => on_off(s.fullscreen),
            Field::Width => s.match3.width.to_string(),
            Field::Height => s.match3.height.to_string(),
            Field::Kinds => s.match3.kinds.to_string(),
            Field::Mode => s.match3.mode.label().to_string(),
            Field::Specials => on_off(s.match3.specials_active()),
            Field::Generation => s.match3.generation.label().to_string(),
            Field::ChainBonus => on_off(s.match3.chain_bonus_active()),
            Field::Hint => match s.match3.hint_seconds {
                0 => "Never".to_string(),
                n => format!("{n} s"),
            },
            Field::SingleTap => on_off(s.popstar.single_tap),
            Field::Practice => on_off(s.popstar.practice),
            Field::ReversiMode => s.reversi.mode.label().to_string(),
            Field::Side => s.reversi.human_side.label().to_string(),
            Field::Level => crate::games::reversi::level_name(s.reversi.level).to_string(),
        }
    }

    /// Whether the switch is on (false for fields that are not switches).
    pub fn is_on(self, s: &Settings) -> bool {
        match self {
            Field::Sound => s.sound.enabled,
            Field::Fullscreen => s.fullscreen,
            Field::Specials => s.match3.specials_active(),
            Field::ChainBonus => s.match3.chain_bonus_active(),
            Field::SingleTap => s.popstar.single_tap,
            Field::Practice => s.popstar.practice,
            _ => false,
        }
    }

    /// Whether the current settings hold this switch off (the Timed-only extras in
    /// Classic).
    fn held_off(self, s: &Settings) -> bool {
        matches!(self, Field::Specials | Field::ChainBonus) && !s.match3.extras_allowed()
    }

    /// A short note beside a switch that the current settings hold fixed.
    pub fn note(self, s: &Settings) -> Option<&'static str> {
        self.held_off(s).then_some("Timed only")
    }

    /// The settings with this field moved one step (`delta` ±1); switches flip, choices
    /// cycle, numbers stop at their limits.
    pub fn changed(self, mut s: Settings, delta: i32) -> Settings {
        if self.held_off(&s) {
            return s;
        }
        match self {
            Field::Sound => s.sound.enabled = !s.sound.enabled,
            Field::Volume => s.sound.volume = step(s.sound.volume, delta * 10, 0, 100),
            Field::Animation => s.animation = cycle(&AnimationSpeed::ALL, s.animation, delta),
            Field::Fullscreen => s.fullscreen = !s.fullscreen,
            Field::Width => s.match3.width = step(s.match3.width, delta, 5, 12),
            Field::Height => s.match3.height = step(s.match3.height, delta, 5, 12),
            Field::Kinds => s.match3.kinds = step(s.match3.kinds, delta, 4, 8),
            Field::Mode => s.match3.mode = cycle(&Match3Mode::ALL, s.match3.mode, delta),
            Field::Specials => s.match3.specials = !s.match3.specials,
            Field::Generation => {
                s.match3.generation = cycle(&Generation::ALL, s.match3.generation, delta)
            }
            Field::ChainBonus => s.match3.chain_bonus = !s.match3.chain_bonus,
            Field::Hint => s.match3.hint_seconds = step(s.match3.hint_seconds, delta, 0, 30),
            Field::SingleTap => s.popstar.single_tap = !s.popstar.single_tap,
            Field::Practice => s.popstar.practice = !s.popstar.practice,
            Field::ReversiMode => s.reversi.mode = cycle(&ReversiMode::ALL, s.reversi.mode, delta),
            Field::Side => {
                s.reversi.human_side =
                    cycle(&[Side::Black, Side::White], s.reversi.human_side, delta)
            }
            Field::Level => s.reversi.level = step(s.reversi.level, delta, 1, 5),
        }
        s
    }
}

/// One row of the screen and its click targets.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Row {
    /// The field.
    pub field: Field,
    /// The whole row.
    pub rect: Rect,
    /// The "previous value" arrow (or the whole switch for toggles).
    pub minus: Rect,
    /// The "next value" arrow (or the whole switch for toggles).
    pub plus: Rect,
}

/// Where the sections, rows and the Back button are for a window of `size`.
#[derive(Debug, Clone, PartialEq)]
pub struct SettingsLayout {
    /// Title centre.
    pub title: Point,
    /// The two column panels.
    pub panels: [Rect; 2],
    /// Section headings: text and anchor.
    pub headings: Vec<(&'static str, Point)>,
    /// Every row, in keyboard order.
    pub rows: Vec<Row>,
    /// The Back button.
    pub back: Rect,
}

/// The settings layout (the end-to-end test clicks by it too).
pub fn layout(size: Size) -> SettingsLayout {
    let s = size.ui_scale();
    let c = size.rect().center();
    let w = 940.0 * s;
    let top = c.y - 350.0 * s;
    let area = Rect::new(c.x - w / 2.0, top + 80.0 * s, w, 520.0 * s);
    let cols = area.columns(2, 24.0 * s);
    let row_h = 38.0 * s;
    let mut headings = Vec::new();
    let mut rows = Vec::new();
    let mut y = [cols[0].y + 14.0 * s, cols[1].y + 14.0 * s];
    for (i, (name, fields)) in SECTIONS.iter().enumerate() {
        let col = usize::from(i == 3);
        let x = cols[col].x + 22.0 * s;
        let inner_w = cols[col].w - 44.0 * s;
        if y[col] > cols[col].y + 20.0 * s {
            y[col] += 10.0 * s;
        }
        headings.push((*name, Point::new(x, y[col] + 18.0 * s)));
        y[col] += 42.0 * s;
        for &field in fields.iter() {
            let rect = Rect::new(x, y[col], inner_w, row_h);
            let (minus, plus) = if field.is_toggle() {
                let sw = Rect::new(
                    rect.right() - 70.0 * s,
                    rect.y + 7.0 * s,
                    64.0 * s,
                    row_h - 14.0 * s,
                );
                (sw, sw)
            } else {
                (
                    Rect::new(
                        rect.right() - 200.0 * s,
                        rect.y + 5.0 * s,
                        34.0 * s,
                        row_h - 10.0 * s,
                    ),
                    Rect::new(
                        rect.right() - 36.0 * s,
                        rect.y + 5.0 * s,
                        34.0 * s,
                        row_h - 10.0 * s,
                    ),
                )
            };
            rows.push(Row {
                field,
                rect,
                minus,
                plus,
            });
            y[col] += row_h;
        }
    }
    SettingsLayout {
        title: Point::new(c.x, top + 34.0 * s),
        panels: [cols[0], cols[1]],
        headings,
        rows,
        back: Rect::centered(Point::new(c.x, top + 650.0 * s), 220.0 * s, 58.0 * s),
    }
}

/// The settings screen.
pub struct SettingsScreen {
    layout: SettingsLayout,
    back: Button,
    /// Index into the rows; `rows.len()` is the Back button.
    focus: usize,
}

impl SettingsScreen {
    /// The screen for the current window size.
    pub fn new(cx: &Services) -> SettingsScreen {
        let layout = layout(cx.viewport);
        let mut back = Button::new("Back", ButtonStyle::Primary);
        back.rect = layout.back;
        SettingsScreen {
            layout,
            back,
            focus: 0,
        }
    }

    /// The focused field (`None` when Back has focus).
    pub fn focused(&self) -> Option<Field> {
        self.layout.rows.get(self.focus).map(|r| r.field)
    }

    fn change(&mut self, field: Field, delta: i32, cx: &mut Services) {
        let s = field.changed(cx.settings, delta);
        if s != cx.settings {
            cx.set_settings(s);
            cx.play(Sfx::Click);
        }
    }
}

impl Scene for SettingsScreen {
    fn name(&self) -> &str {
        "settings"
    }

    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> Transition {
        if self.back.event(ev) {
            cx.play(Sfx::Click);
            return Transition::Pop;
        }
        let n = self.layout.rows.len();
        match *ev {
            InputEvent::Resize(size) => {
                self.layout = layout(size);
                self.back.rect = self.layout.back;
            }
            InputEvent::MouseMove { pos } => {
                if let Some(i) = self.layout.rows.iter().position(|r| r.rect.contains(pos)) {
                    self.focus = i;
                } else if self.back.hovered() {
                    self.focus = n;
                }
            }
            InputEvent::MouseDown {
                pos,
                button: MouseButton::Left,
            } => {
                let hit = self.layout.rows.iter().enumerate().find_map(|(i, r)| {
                    if r.minus.contains(pos) && !r.field.is_toggle() {
                        Some((i, r.field, -1))
                    } else if r.plus.contains(pos) {
                        Some((i, r.field, 1))
                    } else {
                        None
                    }
                });
                if let Some((i, field, delta)) = hit {
                    self.focus = i;
                    self.change(field, delta, cx);
                }
            }
            InputEvent::KeyDown { key, .. } => match key {
                Key::Escape => return Transition::Pop,
                Key::Up => self.focus = (self.focus + n) % (n + 1),
                Key::Down | Key::Tab => self.focus = (self.focus + 1) % (n + 1),
                Key::Left | Key::Right | Key::Enter | Key::Space => match self.focused() {
                    Some(field) => self.change(field, if key == Key::Left { -1 } else { 1 }, cx),
                    None if matches!(key, Key::Enter | Key::Space) => return Transition::Pop,
                    None => {}
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
        theme::background(p);
        theme::title(p, "Settings", self.layout.title, fonts.title * 0.8);
        for panel in self.layout.panels {
            theme::panel(p, panel, s);
        }
        for (name, at) in &self.layout.headings {
            p.bold_text(
                *name,
                *at,
                fonts.heading * 0.85,
                theme::ACCENT,
                HAlign::Left,
                VAlign::Middle,
            );
        }
        for (i, row) in self.layout.rows.iter().enumerate() {
            let focused = i == self.focus;
            if focused {
                p.round_rect(row.rect.inset(-4.0 * s), 10.0 * s, Color::WHITE.alpha(0.08));
                p.round_rect_outline(
                    row.rect.inset(-4.0 * s),
                    10.0 * s,
                    2.0 * s,
                    theme::ACCENT.alpha(0.8),
                );
            }
            let mid = row.rect.center().y;
            p.text(
                row.field.label(),
                Point::new(row.rect.x + 6.0 * s, mid),
                fonts.body * 0.9,
                theme::TEXT,
                HAlign::Left,
                VAlign::Middle,
            );
            if row.field.is_toggle() {
                let on = row.field.is_on(&cx.settings);
                let sw = row.plus;
                if let Some(note) = row.field.note(&cx.settings) {
                    p.text(
                        note,
                        Point::new(sw.x - 10.0 * s, mid),
                        fonts.small * 0.9,
                        theme::TEXT_DIM,
                        HAlign::Right,
                        VAlign::Middle,
                    );
                }
                p.round_rect(
                    sw,
                    sw.h / 2.0,
                    if on {
                        theme::TOGGLE_ON
                    } else {
                        theme::BUTTON.darken(0.2)
                    },
                );
                let knob_x = if on {
                    sw.right() - sw.h / 2.0
                } else {
                    sw.x + sw.h / 2.0
                };
                p.circle(Point::new(knob_x, sw.center().y), sw.h * 0.4, theme::TEXT);
            } else {
                for (r, arrow) in [(row.minus, "‹"), (row.plus, "›")] {
                    p.round_rect(r, 8.0 * s, theme::BUTTON);
                    p.text_in(
                        arrow,
                        r.offset(0.0, -2.0 * s),
                        fonts.heading,
                        theme::TEXT,
                        true,
                    );
                }
                let value = Rect::new(
                    row.minus.right(),
                    row.rect.y,
                    row.plus.x - row.minus.right(),
                    row.rect.h,
                );
                p.text_in(
                    row.field.value(&cx.settings),
                    value,
                    fonts.body * 0.85,
                    theme::ACCENT_2,
                    true,
                );
            }
        }
        self.back
            .draw(p, self.focus == self.layout.rows.len(), fonts.body);
        p.text(
            "↑↓ choose · ←→ change · Esc back",
            Point::new(size.w / 2.0, size.h - 18.0 * s),
            fonts.small * 0.9,
            theme::TEXT_DIM.alpha(0.8),
            HAlign::Center,
            VAlign::Middle,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::services;

    const ALL: [Field; 17] = [
        Field::Sound,
        Field::Volume,
        Field::Animation,
        Field::Fullscreen,
        Field::Width,
        Field::Height,
        Field::Kinds,
        Field::Mode,
        Field::Specials,
        Field::Generation,
        Field::ChainBonus,
        Field::Hint,
        Field::SingleTap,
        Field::Practice,
        Field::ReversiMode,
        Field::Side,
        Field::Level,
    ];

    #[test]
    fn every_field_is_on_screen_once() {
        let l = layout(Size::REFERENCE);
        assert_eq!(l.rows.len(), ALL.len());
        for f in ALL {
            assert_eq!(l.rows.iter().filter(|r| r.field == f).count(), 1, "{f:?}");
        }
        for r in &l.rows {
            assert!(
                l.panels.iter().any(|p| p.contains(r.rect.center())),
                "{:?} outside its panel",
                r.field
            );
            assert!(r.rect.bottom() < l.back.y);
        }
    }

    #[test]
    fn every_field_changes_and_changes_back() {
        let mut timed = Settings::default();
        timed.match3.mode = Match3Mode::Timed;
        for f in ALL {
            // The specials and chain-bonus switches count in Timed only.
            let s = if matches!(f, Field::Specials | Field::ChainBonus) {
                timed
            } else {
                Settings::default()
            };
            let up = f.changed(s, 1);
            assert_ne!(up, s, "{f:?} did not change");
            let back = if f.is_toggle() {
                f.changed(up, 1)
            } else {
                f.changed(up, -1)
            };
            assert_eq!(back, s, "{f:?} did not change back");
        }
    }

    #[test]
    fn classic_shows_specials_and_chain_bonus_off_and_keeps_them_off() {
        let mut s = Settings::default();
        s.match3.specials = true;
        s.match3.chain_bonus = true;
        assert_eq!(s.match3.mode, Match3Mode::Classic);
        let timed = Field::Mode.changed(s, 1);
        for f in [Field::Specials, Field::ChainBonus] {
            assert!(!f.is_on(&s), "{f:?}");
            assert_eq!(f.changed(s, 1), s, "{f:?}");
            assert_eq!(f.note(&s), Some("Timed only"));
            assert!(f.is_on(&timed), "{f:?}");
            assert_eq!(f.note(&timed), None);
            assert!(!f.is_on(&f.changed(timed, 1)), "{f:?}");
        }
        assert!(!s.match3.specials_active() && !s.match3.chain_bonus_active());
        assert!(timed.match3.specials_active() && timed.match3.chain_bonus_active());
    }

    #[test]
    fn numbers_stop_at_their_limits() {
        let mut s = Settings::default();
        for _ in 0..20 {
            s = Field::Width.changed(s, 1);
            s = Field::Level.changed(s, -1);
        }
        assert_eq!(s.match3.width, 12);
        assert_eq!(s.reversi.level, 1);
    }

    #[test]
    fn clicking_the_sound_switch_saves_at_once() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        let mut screen = SettingsScreen::new(&cx);
        let sw = layout(cx.viewport).rows[0].plus.center();
        screen.event(&InputEvent::left_down(sw.x, sw.y), &mut cx);
        assert!(!cx.settings.sound.enabled);
        let text = std::fs::read_to_string(dir.path().join("settings.toml")).unwrap();
        assert!(text.contains("enabled = false"), "{text}");
    }

    #[test]
    fn keyboard_changes_the_focused_field_and_esc_leaves() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        let mut screen = SettingsScreen::new(&cx);
        screen.event(&InputEvent::key(Key::Down), &mut cx);
        assert_eq!(screen.focused(), Some(Field::Volume));
        screen.event(&InputEvent::key(Key::Left), &mut cx);
        assert_eq!(cx.settings.sound.volume, 60);
        assert!(matches!(
            screen.event(&InputEvent::key(Key::Escape), &mut cx),
            Transition::Pop
        ));
    }

    #[test]
    fn draws_every_label_and_value() {
        let dir = tempfile::tempdir().unwrap();
        let cx = services(dir.path());
        let screen = SettingsScreen::new(&cx);
        let mut p = Painter::new(cx.viewport);
        screen.draw(&mut p, &cx);
        let texts = p.texts();
        for f in ALL {
            assert!(texts.contains(&f.label()), "{f:?} label missing");
            if !f.is_toggle() {
                let v = f.value(&cx.settings);
                assert!(texts.contains(&v.as_str()), "{f:?} value {v} missing");
            }
        }
    }
}
