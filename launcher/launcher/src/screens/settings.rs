//! The settings screen: general options (the language first) and each game's options,
//! changed with the mouse or the keyboard and saved at once. Every text is looked up when
//! the screen is drawn, so a new language shows on it at once.

use launcher_kit::draw::{Color, HAlign, Painter};
use launcher_kit::game::{GameId, GameOption, OptionKind, Options};
use launcher_kit::geom::{Point, Rect, Size};
use launcher_kit::i18n::Language;
use launcher_kit::input::{InputEvent, Key, MouseButton};
use launcher_kit::persist::{AccessibilitySettings, AnimationSpeed};
use launcher_kit::scene::{Scene, Transition, Wake};
use launcher_kit::services::Services;
use launcher_kit::sound::Sfx;
use launcher_kit::ui::theme::{self, Fonts};
use launcher_kit::ui::{Button, ButtonStyle};

/// One adjustable setting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// The language: the system's, or one chosen.
    Language,
    /// Sound on/off.
    Sound,
    /// Volume.
    Volume,
    /// Animation speed.
    Animation,
    /// Fullscreen.
    Fullscreen,
    /// High contrast colours.
    HighContrast,
    /// Reduced motion.
    ReducedMotion,
    /// Text size.
    TextSize,
    /// One of a game's options: the game and the option's place in its list.
    Game(GameId, usize),
}

/// The general fields, before the games' options.
const GENERAL: [Field; 5] = [
    Field::Language,
    Field::Sound,
    Field::Volume,
    Field::Animation,
    Field::Fullscreen,
];

/// The accessibility fields, in their own section after the general ones.
const ACCESSIBILITY: [Field; 3] = [Field::HighContrast, Field::ReducedMotion, Field::TextSize];

fn on_off(b: bool) -> String {
    let key = if b { "common-on" } else { "common-off" };
    launcher_kit::tr!(key)
}

/// The language choices in the order the field cycles through them: the system's
/// (`None`), then each language by its tag.
fn language_choices() -> Vec<Option<&'static str>> {
    std::iter::once(None)
        .chain(Language::ALL.iter().map(|l| Some(l.tag())))
        .collect()
}

/// How the language setting reads: "System (Русский)", or the chosen language's own
/// name; a tag this version does not know shows as it is.
fn language_text(cx: &Services) -> String {
    match cx.settings.language.as_deref() {
        None => launcher_kit::tr!(
            "settings-language-system",
            language = cx.system_language().native_name()
        ),
        Some(tag) => {
            Language::from_locale(tag).map_or(tag.to_string(), |l| l.native_name().to_string())
        }
    }
}

/// A game's option and the options' current values, for a [`Field::Game`].
fn game_option(
    cx: &Services,
    game: GameId,
    i: usize,
) -> Option<(GameOption, Vec<GameOption>, Options)> {
    let all = cx.registry.kind(game)?.options();
    let option = all.get(i)?.clone();
    Some((option, all, cx.options(game)))
}

impl Field {
    /// The label shown left of the value, in the current language.
    pub fn label(self, cx: &Services) -> String {
        let key = match self {
            Field::Language => "settings-language",
            Field::Sound => "settings-sound",
            Field::Volume => "settings-volume",
            Field::Animation => "settings-animation",
            Field::Fullscreen => "settings-fullscreen",
            Field::HighContrast => "settings-high-contrast",
            Field::ReducedMotion => "settings-reduced-motion",
            Field::TextSize => "settings-text-size",
            Field::Game(game, i) => {
                return game_option(cx, game, i).map_or(String::new(), |(o, _, _)| {
                    launcher_kit::i18n::text(o.label, &[])
                });
            }
        };
        launcher_kit::tr!(key)
    }

    /// Whether the field is an on/off switch.
    pub fn is_toggle(self, cx: &Services) -> bool {
        match self {
            Field::Sound | Field::Fullscreen | Field::HighContrast | Field::ReducedMotion => true,
            Field::Language | Field::Volume | Field::Animation | Field::TextSize => false,
            Field::Game(game, i) => game_option(cx, game, i)
                .is_some_and(|(o, _, _)| matches!(o.kind, OptionKind::Toggle { .. })),
        }
    }

    /// The value as shown, in the current language.
    pub fn value(self, cx: &Services) -> String {
        let s = &cx.settings;
        match self {
            Field::Language => language_text(cx),
            Field::Sound => on_off(s.sound.enabled),
            Field::Volume => launcher_kit::tr!("settings-percent", count = s.sound.volume),
            Field::Animation => launcher_kit::tr!(s.animation.label()),
            Field::Fullscreen => on_off(s.fullscreen),
            Field::HighContrast => on_off(s.accessibility.high_contrast),
            Field::ReducedMotion => on_off(s.accessibility.reduced_motion),
            Field::TextSize => {
                launcher_kit::tr!("settings-percent", count = s.accessibility.text_size)
            }
            Field::Game(game, i) => {
                game_option(cx, game, i).map_or(String::new(), |(o, _, v)| v.text(&o))
            }
        }
    }

    /// Whether the switch is on (false for fields that are not switches).
    pub fn is_on(self, cx: &Services) -> bool {
        match self {
            Field::Sound => cx.settings.sound.enabled,
            Field::Fullscreen => cx.settings.fullscreen,
            Field::HighContrast => cx.settings.accessibility.high_contrast,
            Field::ReducedMotion => cx.settings.accessibility.reduced_motion,
            Field::Language | Field::Volume | Field::Animation | Field::TextSize => false,
            Field::Game(game, i) => game_option(cx, game, i).is_some_and(|(o, _, v)| v.is_on(&o)),
        }
    }

    /// A short note beside an option the other options hold fixed ("Timed only"), in the
    /// current language.
    pub fn note(self, cx: &Services) -> Option<String> {
        match self {
            Field::Game(game, i) => {
                game_option(cx, game, i).and_then(|(o, all, v)| v.note(&o, &all))
            }
            _ => None,
        }
    }

    /// Moves the field one step (`delta` ±1) and saves the settings: switches flip,
    /// choices cycle, numbers stop at their limits; a new language takes effect at once.
    /// Whether anything changed.
    pub fn change(self, delta: i32, cx: &mut Services) -> bool {
        let mut s = cx.settings.clone();
        match self {
            Field::Language => {
                let all = language_choices();
                // A tag this version does not know counts as "System" here.
                let i = all
                    .iter()
                    .position(|t| t.map(String::from) == s.language)
                    .unwrap_or(0) as i32;
                let next = all[(i + delta).rem_euclid(all.len() as i32) as usize];
                s.language = next.map(String::from);
            }
            Field::Sound => s.sound.enabled = !s.sound.enabled,
            Field::Volume => {
                s.sound.volume = (i32::from(s.sound.volume) + delta * 10).clamp(0, 100) as u8
            }
            Field::Animation => {
                let all = AnimationSpeed::ALL;
                let i = all.iter().position(|a| *a == s.animation).unwrap_or(0) as i32;
                s.animation = all[(i + delta).rem_euclid(all.len() as i32) as usize];
            }
            Field::Fullscreen => s.fullscreen = !s.fullscreen,
            Field::HighContrast => {
                s.accessibility.high_contrast = !s.accessibility.high_contrast;
            }
            Field::ReducedMotion => {
                s.accessibility.reduced_motion = !s.accessibility.reduced_motion;
            }
            Field::TextSize => {
                // Stops at the smallest and the largest size.
                let all = AccessibilitySettings::TEXT_SIZES;
                let i = all
                    .iter()
                    .position(|t| *t == s.accessibility.text_size)
                    .unwrap_or(0) as i32;
                s.accessibility.text_size =
                    all[(i + delta).clamp(0, all.len() as i32 - 1) as usize];
            }
            Field::Game(game, i) => {
                let Some((o, _, v)) = game_option(cx, game, i) else {
                    return false;
                };
                let next = v.stepped(&o, i64::from(delta));
                if next == v {
                    return false;
                }
                cx.set_options(game, &next);
                return true;
            }
        }
        if s == cx.settings {
            return false;
        }
        cx.set_settings(s);
        true
    }
}

/// The screen's sections: the message key of a heading and its fields: the general
/// settings, then each game's options under the game's name.
pub fn sections(cx: &Services) -> Vec<(&'static str, Vec<Field>)> {
    let mut all = vec![
        ("settings-general", GENERAL.to_vec()),
        ("settings-accessibility", ACCESSIBILITY.to_vec()),
    ];
    for kind in cx.registry.kinds() {
        let fields: Vec<Field> = (0..kind.options().len())
            .map(|i| Field::Game(kind.id(), i))
            .collect();
        if !fields.is_empty() {
            all.push((kind.title(), fields));
        }
    }
    all
}

/// One row of the screen and its click targets.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Row {
    /// The field.
    pub field: Field,
    /// Whether it is an on/off switch.
    pub toggle: bool,
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
    /// Section headings: the message key of the text, and its line.
    pub headings: Vec<(&'static str, Rect)>,
    /// Every row, in keyboard order.
    pub rows: Vec<Row>,
    /// The Back button.
    pub back: Rect,
}

/// Which column each section goes to, and the columns' heights, for rows `row_h` high:
/// of every split with the first section (General) in the left column, the one whose
/// taller column is shortest (the first such, in a fixed order, so the screen never jumps).
fn columns_for(sizes: &[usize], row_h: f32, heading_h: f32) -> (Vec<usize>, [f32; 2]) {
    let height = |i: usize| heading_h + row_h * sizes[i] as f32;
    let split = |mask: u32| -> (Vec<usize>, [f32; 2]) {
        let mut heights = [0.0f32; 2];
        let column: Vec<usize> = (0..sizes.len())
            .map(|i| {
                let col = usize::from(i > 0 && mask & (1 << (i - 1)) != 0);
                heights[col] += height(i);
                col
            })
            .collect();
        (column, heights)
    };
    // A few sections at most: every split is tried.
    let others = sizes.len().saturating_sub(1).min(16) as u32;
    (0..1u32 << others)
        .map(split)
        .min_by(|a, b| a.1[0].max(a.1[1]).total_cmp(&b.1[0].max(b.1[1])))
        .unwrap_or_else(|| split(0))
}

/// The settings layout (the end-to-end test clicks by it too): the sections share two
/// columns as evenly as they can, each keeping its place in the screen's order; rows
/// get shorter when a column would overflow.
pub fn layout(size: Size, cx: &Services) -> SettingsLayout {
    let s = size.ui_scale();
    let c = size.rect().center();
    let w = 940.0 * s;
    let top = c.y - 350.0 * s;
    let area = Rect::new(c.x - w / 2.0, top + 80.0 * s, w, 540.0 * s);
    let cols = area.columns(2, 24.0 * s);
    let heading_h = 52.0 * s;
    let all = sections(cx);
    let sizes: Vec<usize> = all.iter().map(|(_, f)| f.len()).collect();
    let room = area.h - 24.0 * s;
    let mut row_h = 36.0 * s;
    let (column, _) = loop {
        let (column, heights) = columns_for(&sizes, row_h, heading_h);
        if heights[0].max(heights[1]) <= room || row_h <= 26.0 * s {
            break (column, heights);
        }
        row_h -= 1.0 * s;
    };
    let mut headings = Vec::new();
    let mut rows = Vec::new();
    let mut y = [cols[0].y + 14.0 * s, cols[1].y + 14.0 * s];
    for ((name, fields), col) in all.into_iter().zip(column) {
        let x = cols[col].x + 22.0 * s;
        let inner_w = cols[col].w - 44.0 * s;
        if y[col] > cols[col].y + 20.0 * s {
            y[col] += 10.0 * s;
        }
        headings.push((name, Rect::new(x, y[col], inner_w, 36.0 * s)));
        y[col] += 42.0 * s;
        for field in fields {
            let rect = Rect::new(x, y[col], inner_w, row_h);
            let (minus, plus) = if field.is_toggle(cx) {
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
                        rect.right() - 230.0 * s,
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
                toggle: field.is_toggle(cx),
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
        back: Rect::centered(Point::new(c.x, top + 664.0 * s), 220.0 * s, 58.0 * s),
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
        let layout = layout(cx.viewport, cx);
        let mut back = Button::keyed("common-back", ButtonStyle::Primary);
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
        if field.change(delta, cx) {
            cx.sound.play(Sfx::Click);
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
        let n = self.layout.rows.len();
        match *ev {
            InputEvent::Resize(size) => {
                self.layout = layout(size, cx);
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
                    if r.minus.contains(pos) && !r.toggle {
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
        theme::title(
            p,
            &launcher_kit::tr!("settings-title"),
            self.layout.title,
            fonts.title * 0.8,
        );
        for panel in self.layout.panels {
            theme::panel(p, panel, s);
        }
        for (key, line) in &self.layout.headings {
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
            let label = row.field.label(cx);
            let room = row.minus.x - row.rect.x - 16.0 * s;
            let size = theme::fit(&label, fonts.body * 0.9, false, room);
            let line = Rect::new(row.rect.x + 6.0 * s, row.rect.y, room, row.rect.h);
            theme::text_in_box(p, label, line, size, theme::TEXT, HAlign::Left, false);
            if row.toggle {
                let on = row.field.is_on(cx);
                let sw = row.plus;
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
                    // No taller than the arrow's button, which gets short when the
                    // columns are full.
                    p.text_in(
                        arrow,
                        r.offset(0.0, -2.0 * s),
                        fonts.heading.min(r.h * 1.2),
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
                let text = row.field.value(cx);
                let size = theme::fit(&text, fonts.body * 0.85, true, value.w - 8.0 * s);
                p.text_in(text, value, size, theme::ACCENT_2, true);
            }
        }
        self.back
            .draw(p, self.focus == self.layout.rows.len(), fonts.body);
        // The foot of the screen says when the chosen option counts, if only sometimes;
        // otherwise which keys do what.
        let note = self
            .layout
            .rows
            .get(self.focus)
            .filter(|row| row.toggle)
            .and_then(|row| {
                let note = row.field.note(cx)?;
                Some(launcher_kit::tr!(
                    "settings-note-line",
                    option = row.field.label(cx),
                    note = note
                ))
            });
        let (foot, color) = match note {
            Some(note) => (note, theme::ACCENT_2),
            None => (
                launcher_kit::tr!("settings-help"),
                theme::TEXT_DIM.alpha(0.8),
            ),
        };
        theme::text_in_box(
            p,
            foot,
            Rect::new(8.0 * s, size.h - 29.0 * s, size.w - 16.0 * s, 22.0 * s),
            fonts.small * 0.9,
            color,
            HAlign::Center,
            false,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::services;

    fn all_fields(cx: &Services) -> Vec<Field> {
        sections(cx).into_iter().flat_map(|(_, f)| f).collect()
    }

    #[test]
    fn every_field_is_on_screen_once_inside_its_panel() {
        let dir = tempfile::tempdir().unwrap();
        let cx = services(dir.path());
        let l = layout(Size::REFERENCE, &cx);
        let all = all_fields(&cx);
        assert_eq!(l.rows.len(), all.len());
        let options: usize = cx.registry.kinds().map(|k| k.options().len()).sum();
        assert_eq!(all.len(), GENERAL.len() + ACCESSIBILITY.len() + options);
        for f in &all {
            assert_eq!(l.rows.iter().filter(|r| r.field == *f).count(), 1, "{f:?}");
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
    fn every_row_and_its_focus_frame_stay_inside_the_panels_with_every_game() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = crate::testing::standard_services(dir.path());
        for size in [
            Size::REFERENCE,
            Size::new(480.0, 360.0),
            Size::new(1280.0, 720.0),
            Size::new(600.0, 900.0),
        ] {
            cx.viewport = size;
            let l = layout(size, &cx);
            let s = size.ui_scale();
            for r in &l.rows {
                let framed = r.rect.inset(-4.0 * s);
                assert!(
                    l.panels.iter().any(|p| p.x <= framed.x
                        && framed.right() <= p.right()
                        && p.y <= framed.y
                        && framed.bottom() <= p.bottom()),
                    "{:?} at {size:?} reaches out of its panel",
                    r.field
                );
            }
            assert!(l.panels.iter().all(|p| p.bottom() < l.back.y));
            assert!(
                l.back.bottom() < size.h - 29.0 * s,
                "Back clear of the help line"
            );
        }
    }

    #[test]
    fn every_field_changes_and_changes_back() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        // The Timed-only extras change in Timed.
        let mode = Field::Game(crate::games::match3::ID, 3);
        assert_eq!(mode.label(&cx), "Mode");
        assert!(mode.change(1, &mut cx));
        for f in all_fields(&cx) {
            if f == mode {
                continue;
            }
            let before = f.value(&cx);
            assert!(f.change(1, &mut cx), "{f:?} did not change");
            assert_ne!(f.value(&cx), before, "{f:?}");
            let back = if f.is_toggle(&cx) { 1 } else { -1 };
            assert!(f.change(back, &mut cx), "{f:?} did not change back");
            assert_eq!(f.value(&cx), before, "{f:?} did not change back");
        }
    }

    #[test]
    fn classic_shows_specials_and_chain_bonus_off_and_keeps_them_off() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        let specials = Field::Game(crate::games::match3::ID, 4);
        let chain = Field::Game(crate::games::match3::ID, 6);
        for f in [specials, chain] {
            assert!(!f.is_on(&cx), "{f:?}");
            assert!(!f.change(1, &mut cx), "{f:?}");
            assert_eq!(f.note(&cx).as_deref(), Some("Timed / Endless only"));
        }
        Field::Game(crate::games::match3::ID, 3).change(1, &mut cx);
        assert!(specials.is_on(&cx));
        assert_eq!(specials.note(&cx), None);
    }

    #[test]
    fn numbers_stop_at_their_limits_and_levels_show_their_names() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        let width = Field::Game(crate::games::match3::ID, 0);
        let level = Field::Game(crate::games::reversi::ID, 2);
        for _ in 0..20 {
            width.change(1, &mut cx);
            level.change(-1, &mut cx);
        }
        assert_eq!(width.value(&cx), "12");
        assert_eq!(level.value(&cx), "Beginner");
    }

    #[test]
    fn clicking_the_sound_switch_saves_at_once() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        let mut screen = SettingsScreen::new(&cx);
        let rows = layout(cx.viewport, &cx).rows;
        assert_eq!(rows[1].field, Field::Sound);
        let sw = rows[1].plus.center();
        screen.event(&InputEvent::left_down(sw.x, sw.y), &mut cx);
        assert!(!cx.settings.sound.enabled);
        let text = std::fs::read_to_string(dir.path().join("settings.toml")).unwrap();
        assert!(text.contains("enabled = false"), "{text}");
    }

    #[test]
    fn a_games_option_is_saved_in_its_table() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        Field::Game(crate::games::match3::ID, 2).change(-1, &mut cx);
        let text = std::fs::read_to_string(dir.path().join("settings.toml")).unwrap();
        assert!(
            text.contains("[match3]") && text.contains("kinds = 6"),
            "{text}"
        );
    }

    #[test]
    fn keyboard_changes_the_focused_field_and_esc_leaves() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        let mut screen = SettingsScreen::new(&cx);
        assert_eq!(screen.focused(), Some(Field::Language), "the first field");
        screen.event(&InputEvent::key(Key::Down), &mut cx);
        screen.event(&InputEvent::key(Key::Down), &mut cx);
        assert_eq!(screen.focused(), Some(Field::Volume));
        screen.event(&InputEvent::key(Key::Left), &mut cx);
        assert_eq!(cx.settings.sound.volume, 60);
        assert!(matches!(
            screen.event(&InputEvent::key(Key::Escape), &mut cx),
            Transition::Pop
        ));
    }

    fn drawn(screen: &SettingsScreen, cx: &Services) -> Vec<String> {
        let mut p = Painter::new(cx.viewport);
        screen.draw(&mut p, cx);
        p.texts().into_iter().map(String::from).collect()
    }

    #[test]
    fn the_language_cycles_from_the_system_through_each_language() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        let shown: Vec<String> = (0..6)
            .map(|_| {
                Field::Language.change(1, &mut cx);
                Field::Language.value(&cx)
            })
            .collect();
        assert_eq!(
            shown,
            [
                "English",
                "Русский",
                "Polski",
                "简体中文",
                "System (English)",
                "English"
            ]
        );
        assert_eq!(launcher_kit::i18n::language(), Language::English);
        Field::Language.change(-1, &mut cx);
        assert_eq!(cx.settings.language, None);
        launcher_kit::i18n::set_language(Language::English);
    }

    #[test]
    fn choosing_a_language_changes_the_screen_at_once() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        let mut screen = SettingsScreen::new(&cx);
        assert!(drawn(&screen, &cx).contains(&"Settings".to_string()));
        // Language has focus: System → English → Русский.
        screen.event(&InputEvent::key(Key::Right), &mut cx);
        screen.event(&InputEvent::key(Key::Right), &mut cx);
        let russian = drawn(&screen, &cx);
        // And a value showing the system's language is written in the new one.
        screen.event(&InputEvent::key(Key::Right), &mut cx);
        screen.event(&InputEvent::key(Key::Right), &mut cx);
        screen.event(&InputEvent::key(Key::Right), &mut cx);
        let system = Field::Language.value(&cx);
        launcher_kit::i18n::set_language(Language::English);
        for t in ["Настройки", "Общие", "Язык", "Русский", "Звук", "Назад"]
        {
            assert!(
                russian.contains(&t.to_string()),
                "{t} missing from {russian:?}"
            );
        }
        assert!(!russian.contains(&"Settings".to_string()), "{russian:?}");
        assert_eq!(system, "System (English)");
        let saved = std::fs::read_to_string(dir.path().join("settings.toml")).unwrap();
        assert!(!saved.contains("language"), "back to the system's: {saved}");
    }

    #[test]
    fn the_foot_says_when_the_chosen_option_counts() {
        let dir = tempfile::tempdir().unwrap();
        let cx = crate::testing::standard_services(dir.path());
        let mut screen = SettingsScreen::new(&cx);
        let foot = |screen: &SettingsScreen| {
            let mut p = Painter::new(cx.viewport);
            screen.draw(&mut p, &cx);
            p.texts().last().map(|t| t.to_string()).unwrap_or_default()
        };
        assert_eq!(foot(&screen), "↑↓ choose · ←→ change · Esc back");
        let noted = screen
            .layout
            .rows
            .iter()
            .position(|row| row.toggle && row.field.note(&cx).is_some())
            .expect("an option that counts only in some modes");
        screen.focus = noted;
        let row = &screen.layout.rows[noted];
        let note = row.field.note(&cx).unwrap_or_default();
        assert_eq!(foot(&screen), format!("{}: {note}", row.field.label(&cx)));
        assert!(note.ends_with(" only"), "{note}");
    }

    #[test]
    fn draws_every_label_and_value() {
        let dir = tempfile::tempdir().unwrap();
        let cx = services(dir.path());
        let screen = SettingsScreen::new(&cx);
        let mut p = Painter::new(cx.viewport);
        screen.draw(&mut p, &cx);
        let texts = p.texts();
        for f in all_fields(&cx) {
            let label = f.label(&cx);
            assert!(texts.contains(&label.as_str()), "{f:?} label missing");
            if !f.is_toggle(&cx) {
                let v = f.value(&cx);
                assert!(texts.contains(&v.as_str()), "{f:?} value {v} missing");
            }
        }
    }
}
