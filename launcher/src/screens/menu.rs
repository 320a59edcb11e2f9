//! The title screen: three game cards, settings, high scores and quit.

use super::{ScoresScreen, SettingsScreen};
use crate::draw::{Color, HAlign, Painter, VAlign};
use crate::games::{GameHost, GameId, GameKind};
use crate::geom::{Point, Rect, Size};
use crate::input::{InputEvent, Key, MouseButton};
use crate::scene::{Scene, Transition, Wake};
use crate::services::Services;
use crate::sound::Sfx;
use crate::ui::theme::{self, Fonts};
use crate::ui::{Button, ButtonStyle, Dialog};

/// Where everything on the menu is, for a window size.
#[derive(Debug, Clone, PartialEq)]
pub struct MenuLayout {
    /// Centre of the title.
    pub title: Point,
    /// The game cards, in registry order.
    pub cards: Vec<Rect>,
    /// The Settings button.
    pub settings: Rect,
    /// The High scores button.
    pub scores: Rect,
    /// The Quit button.
    pub quit: Rect,
}

/// The menu layout for a window of `size` with `games` cards (the end-to-end test clicks
/// by it too). Three cards take 280 of the reference width each; more share the width.
pub fn layout(size: Size, games: usize) -> MenuLayout {
    let s = size.ui_scale();
    let c = size.rect().center();
    let block_h = 640.0 * s;
    let top = c.y - block_h / 2.0;
    let n = games.max(1) as f32;
    let gap = 36.0 * s;
    let card_w = (280.0 * s).min((size.w - 2.0 * gap - (n - 1.0) * gap) / n);
    let cards_w = n * card_w + (n - 1.0) * gap;
    let cards_row = Rect::new(c.x - cards_w / 2.0, top + 130.0 * s, cards_w, 360.0 * s);
    let cols = cards_row.columns(games, gap);
    let buttons_w = 3.0 * 200.0 * s + 2.0 * 24.0 * s;
    let buttons_row = Rect::new(c.x - buttons_w / 2.0, top + 560.0 * s, buttons_w, 60.0 * s);
    let b = buttons_row.columns(3, 24.0 * s);
    MenuLayout {
        title: Point::new(c.x, top + 48.0 * s),
        cards: cols,
        settings: b[0],
        scores: b[1],
        quit: b[2],
    }
}

/// What the menu's Esc dialog answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum QuitChoice {
    Quit,
    Stay,
}

/// The title screen.
pub struct Menu {
    layout: MenuLayout,
    /// The games on the cards, in registry order.
    games: Vec<GameId>,
    buttons: [Button; 3],
    focus: usize,
    pressed_card: Option<usize>,
    lift: Vec<f32>,
    time: f32,
    dialog: Option<Dialog<QuitChoice>>,
}

impl Menu {
    /// The menu for the current window size.
    pub fn new(cx: &Services) -> Menu {
        let games = cx.registry.ids();
        let mut m = Menu {
            layout: layout(cx.viewport, games.len()),
            games,
            buttons: [
                Button::new("Settings", ButtonStyle::Normal),
                Button::new("High scores", ButtonStyle::Normal),
                Button::new("Quit", ButtonStyle::Danger),
            ],
            focus: 0,
            pressed_card: None,
            lift: Vec::new(),
            time: 0.0,
            dialog: None,
        };
        m.relayout(cx.viewport);
        m
    }

    /// Which item has keyboard focus: first the cards, then Settings, High scores, Quit.
    pub fn focus(&self) -> usize {
        self.focus
    }

    fn relayout(&mut self, size: Size) {
        self.layout = layout(size, self.games.len());
        self.lift.resize(self.games.len(), 0.0);
        self.buttons[0].rect = self.layout.settings;
        self.buttons[1].rect = self.layout.scores;
        self.buttons[2].rect = self.layout.quit;
        if let Some(d) = self.dialog.as_mut() {
            d.layout(size);
        }
    }

    fn activate(&mut self, item: usize, cx: &mut Services) -> Transition {
        cx.play(Sfx::Click);
        let n = self.games.len();
        if let Some(&id) = self.games.get(item) {
            return match GameHost::open(id, false, cx) {
                Some(host) => Transition::Push(Box::new(host)),
                None => Transition::None,
            };
        }
        match item - n {
            0 => Transition::Push(Box::new(SettingsScreen::new(cx))),
            1 => Transition::Push(Box::new(ScoresScreen::new(cx))),
            _ => Transition::Quit,
        }
    }

    /// Arrows move along the row of cards or of buttons (wrapping), and between the rows
    /// to the item in the same place.
    fn move_focus(&mut self, key: Key) {
        let n = self.games.len();
        let buttons = self.buttons.len();
        let (row, col, len) = if self.focus < n {
            (0, self.focus, n)
        } else {
            (1, self.focus - n, buttons)
        };
        let start = if row == 0 { 0 } else { n };
        self.focus = match key {
            Key::Left => start + (col + len - 1) % len,
            Key::Right | Key::Tab => start + (col + 1) % len,
            Key::Up | Key::Down if row == 0 => n + (col * buttons / n.max(1)).min(buttons - 1),
            Key::Up | Key::Down => (col * n / buttons).min(n.saturating_sub(1)),
            _ => self.focus,
        };
    }

    fn draw_card(&self, p: &mut Painter, i: usize, kind: &dyn GameKind, cx: &Services) {
        let id = kind.id();
        let s = cx.viewport.ui_scale();
        let fonts = Fonts::for_size(cx.viewport);
        let focused = self.focus == i;
        let rect = self.layout.cards[i].offset(0.0, -self.lift[i] * 10.0 * s);
        theme::panel(p, rect, s);
        if focused {
            p.round_rect_outline(rect.inset(-5.0 * s), 22.0 * s, 3.5 * s, theme::ACCENT);
        }
        let (pic, text) = rect.inset(18.0 * s).split_top(210.0 * s);
        p.round_rect(pic, 14.0 * s, Color::BLACK.alpha(0.18));
        let t = if focused { self.time } else { 0.0 };
        kind.draw_card(p, pic.inset(8.0 * s), t);
        let x = text.center().x;
        p.bold_text(
            kind.title(),
            Point::new(x, text.y + 34.0 * s),
            fonts.heading,
            theme::TEXT,
            HAlign::Center,
            VAlign::Middle,
        );
        p.text(
            kind.tagline(),
            Point::new(x, text.y + 68.0 * s),
            fonts.small,
            theme::TEXT_DIM,
            HAlign::Center,
            VAlign::Middle,
        );
        let best = match cx.scores.best(id) {
            Some(b) => format!("Best: {b}"),
            None => "No score yet".to_string(),
        };
        p.bold_text(
            best,
            Point::new(x, text.y + 100.0 * s),
            fonts.body * 0.9,
            theme::ACCENT,
            HAlign::Center,
            VAlign::Middle,
        );
        if cx.has_saved_game(id) {
            let badge = Rect::new(
                rect.right() - 118.0 * s,
                rect.y + 10.0 * s,
                108.0 * s,
                28.0 * s,
            );
            p.round_rect(badge, 14.0 * s, theme::ACCENT_2);
            p.text_in("Resume", badge, fonts.small, theme::TEXT_DARK, true);
        }
    }
}

impl Scene for Menu {
    fn name(&self) -> &str {
        "menu"
    }

    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> Transition {
        if let InputEvent::Resize(size) = *ev {
            self.relayout(size);
            return Transition::None;
        }
        if let Some(d) = self.dialog.as_mut() {
            return match d.event(ev) {
                Some(QuitChoice::Quit) => Transition::Quit,
                Some(QuitChoice::Stay) => {
                    self.dialog = None;
                    Transition::None
                }
                None => Transition::None,
            };
        }
        let n = self.games.len();
        for (i, b) in self.buttons.iter_mut().enumerate() {
            if b.event(ev) {
                return self.activate(n + i, cx);
            }
            if b.hovered() && matches!(ev, InputEvent::MouseMove { .. }) {
                self.focus = n + i;
            }
        }
        let card_at = |pos: Point, l: &MenuLayout| l.cards.iter().position(|r| r.contains(pos));
        match *ev {
            InputEvent::MouseMove { pos } => {
                if let Some(i) = card_at(pos, &self.layout) {
                    self.focus = i;
                }
            }
            InputEvent::MouseDown {
                pos,
                button: MouseButton::Left,
            } => self.pressed_card = card_at(pos, &self.layout),
            InputEvent::MouseUp {
                pos,
                button: MouseButton::Left,
            } => {
                let pressed = self.pressed_card.take();
                if let Some(i) = card_at(pos, &self.layout).filter(|i| Some(*i) == pressed) {
                    self.focus = i;
                    return self.activate(i, cx);
                }
            }
            InputEvent::KeyDown { key, .. } => match key {
                Key::Enter | Key::Space => return self.activate(self.focus, cx),
                Key::Escape => {
                    log::debug!("menu: quit dialog");
                    let mut d = Dialog::confirm(
                        "Quit?",
                        "Leave Tile Puzzles?",
                        ("Quit", QuitChoice::Quit),
                        ("Stay", QuitChoice::Stay),
                    );
                    d.layout(cx.viewport);
                    self.dialog = Some(d);
                }
                _ => self.move_focus(key),
            },
            _ => {}
        }
        Transition::None
    }

    fn update(&mut self, dt: f32, cx: &mut Services) -> Transition {
        self.time += cx.loop_dt(dt);
        for (i, lift) in self.lift.iter_mut().enumerate() {
            let target = if self.focus == i { 1.0 } else { 0.0 };
            *lift += (target - *lift) * (1.0 - (-12.0 * dt).exp());
            // Close enough to see no difference: settle, so the menu can rest.
            if (target - *lift).abs() < 1e-3 {
                *lift = target;
            }
        }
        if let Some(d) = self.dialog.as_mut() {
            d.update(dt);
        }
        Transition::None
    }

    fn wake(&self, cx: &Services) -> Wake {
        let lifting = self
            .lift
            .iter()
            .enumerate()
            .any(|(i, lift)| *lift != if self.focus == i { 1.0 } else { 0.0 });
        let dialog = self.dialog.as_ref().map_or(Wake::Idle, Dialog::wake);
        cx.looping_wake()
            .sooner(Wake::animating_if(lifting))
            .sooner(dialog)
    }

    fn draw(&self, p: &mut Painter, cx: &Services) {
        let size = cx.viewport;
        let s = size.ui_scale();
        let fonts = Fonts::for_size(size);
        theme::background(p);
        let sparkles = [
            (0.08, 0.12),
            (0.9, 0.1),
            (0.2, 0.86),
            (0.82, 0.9),
            (0.5, 0.05),
            (0.96, 0.5),
            (0.03, 0.5),
        ];
        for (i, (fx, fy)) in sparkles.iter().enumerate() {
            let c = Point::new(size.w * fx, size.h * fy);
            theme::sparkle(
                p,
                c,
                (10.0 + 4.0 * i as f32) * s,
                self.time + i as f32,
                theme::PIECES[i % 8].alpha(0.7),
            );
        }
        theme::title(p, "Tile Puzzles", self.layout.title, fonts.title);
        p.text(
            "Three games on one grid",
            self.layout.title.offset(0.0, 50.0 * s),
            fonts.body,
            theme::TEXT_DIM,
            HAlign::Center,
            VAlign::Middle,
        );
        for (i, kind) in cx.registry.kinds().enumerate() {
            self.draw_card(p, i, kind, cx);
        }
        let n = self.games.len();
        for (i, b) in self.buttons.iter().enumerate() {
            b.draw(p, self.focus == n + i, fonts.body);
        }
        p.text(
            "Arrows and Enter to choose · F11 fullscreen · Esc to quit",
            Point::new(size.w / 2.0, size.h - 18.0 * s),
            fonts.small * 0.9,
            theme::TEXT_DIM.alpha(0.8),
            HAlign::Center,
            VAlign::Middle,
        );
        if let Some(d) = &self.dialog {
            d.draw(p);
        }
    }

    fn resume(&mut self, cx: &mut Services) {
        self.relayout(cx.viewport);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::services;

    fn click(menu: &mut Menu, r: Rect, cx: &mut Services) -> Transition {
        let c = r.center();
        menu.event(&InputEvent::MouseMove { pos: c }, cx);
        menu.event(&InputEvent::left_down(c.x, c.y), cx);
        menu.event(&InputEvent::left_up(c.x, c.y), cx)
    }

    #[test]
    fn arrows_move_focus_between_cards_and_buttons() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        let mut m = Menu::new(&cx);
        m.event(&InputEvent::key(Key::Right), &mut cx);
        assert_eq!(m.focus(), 1);
        m.event(&InputEvent::key(Key::Down), &mut cx);
        assert_eq!(m.focus(), 4);
        m.event(&InputEvent::key(Key::Right), &mut cx);
        m.event(&InputEvent::key(Key::Right), &mut cx);
        assert_eq!(m.focus(), 3);
        let t = m.event(&InputEvent::key(Key::Enter), &mut cx);
        assert!(
            matches!(&t, Transition::Push(s) if s.name() == "settings"),
            "{t:?}"
        );
    }

    #[test]
    fn cards_open_games_and_buttons_their_screens() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        let mut m = Menu::new(&cx);
        let l = layout(cx.viewport, 3);
        let t = click(&mut m, l.cards[1], &mut cx);
        assert!(
            matches!(&t, Transition::Push(s) if s.name() == "popstar"),
            "{t:?}"
        );
        assert!(matches!(
            click(&mut m, l.scores, &mut cx),
            Transition::Push(_)
        ));
        assert!(matches!(click(&mut m, l.quit, &mut cx), Transition::Quit));
    }

    #[test]
    fn esc_asks_before_quitting() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        let mut m = Menu::new(&cx);
        assert!(m.event(&InputEvent::key(Key::Escape), &mut cx).is_none());
        assert!(matches!(
            m.event(&InputEvent::key(Key::Enter), &mut cx),
            Transition::Quit
        ));
    }

    #[test]
    fn draws_title_cards_and_best_scores() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        cx.record_score(crate::games::reversi::ID, "level-3", 44);
        let m = Menu::new(&cx);
        let mut p = Painter::new(cx.viewport);
        m.draw(&mut p, &cx);
        let texts = p.texts();
        for t in [
            "Tile Puzzles",
            "Match-3",
            "PopStar",
            "Reversi",
            "Best: 44",
            "No score yet",
            "Settings",
            "Quit",
        ] {
            assert!(texts.contains(&t), "{t} missing from {texts:?}");
        }
    }

    #[test]
    fn layout_scales_with_the_window() {
        let small = layout(Size::new(800.0, 600.0), 3);
        let big = layout(Size::new(1920.0, 1080.0), 3);
        assert!(big.cards[0].w > small.cards[0].w * 1.5);
        for l in [small, big] {
            assert!(l.cards[0].x >= 0.0 && l.quit.bottom() <= 1080.0);
            assert!(l.cards[0].right() < l.cards[1].x);
        }
        let four = layout(Size::new(480.0, 360.0), 4);
        assert!(four.cards[0].x >= 0.0 && four.cards[3].right() <= 480.0);
    }
}
