//! The high-score screen: the top ten of each game and mode, with dates.

use crate::draw::{Color, HAlign, Painter, VAlign};
use crate::games::{GameId, ScoreTable};
use crate::geom::{Point, Rect, Size};
use crate::input::{InputEvent, Key, MouseButton};
use crate::persist::TABLE_SIZE;
use crate::scene::{Scene, Transition, Wake};
use crate::services::Services;
use crate::sound::Sfx;
use crate::ui::theme::{self, Fonts};
use crate::ui::{Button, ButtonStyle};

/// Where the tabs, the table and the Back button are for a window size.
#[derive(Debug, Clone, PartialEq)]
pub struct ScoresLayout {
    /// Title centre.
    pub title: Point,
    /// One tab per game.
    pub game_tabs: Vec<Rect>,
    /// The row the mode tabs go in.
    pub mode_row: Rect,
    /// The table panel.
    pub table: Rect,
    /// The Back button.
    pub back: Rect,
}

/// The high-score layout for a window of `size` with `games` tabs.
pub fn layout(size: Size, games: usize) -> ScoresLayout {
    let s = size.ui_scale();
    let c = size.rect().center();
    let top = c.y - 350.0 * s;
    let tabs =
        Rect::new(c.x - 330.0 * s, top + 80.0 * s, 660.0 * s, 56.0 * s).columns(games, 16.0 * s);
    ScoresLayout {
        title: Point::new(c.x, top + 34.0 * s),
        game_tabs: tabs,
        mode_row: Rect::new(c.x - 330.0 * s, top + 150.0 * s, 660.0 * s, 40.0 * s),
        table: Rect::new(c.x - 330.0 * s, top + 204.0 * s, 660.0 * s, 400.0 * s),
        back: Rect::centered(Point::new(c.x, top + 650.0 * s), 220.0 * s, 58.0 * s),
    }
}

/// `n` table tabs laid out in `row`.
pub fn mode_tabs(n: usize, row: Rect) -> Vec<Rect> {
    let w = row.h * 4.5 * n as f32 + 12.0 * (n as f32 - 1.0);
    Rect::new(row.center().x - w / 2.0, row.y, w, row.h).columns(n, 12.0)
}

/// The high-score screen.
pub struct ScoresScreen {
    layout: ScoresLayout,
    /// Each game and its tables, in registry order.
    games: Vec<(GameId, Vec<ScoreTable>)>,
    back: Button,
    game: usize,
    mode: usize,
    time: f32,
}

impl ScoresScreen {
    /// The screen, showing the first game's first mode.
    pub fn new(cx: &Services) -> ScoresScreen {
        let games: Vec<_> = cx
            .registry
            .kinds()
            .map(|k| (k.id(), k.score_tables()))
            .collect();
        let layout = layout(cx.viewport, games.len());
        let mut back = Button::new("Back", ButtonStyle::Primary);
        back.rect = layout.back;
        ScoresScreen {
            layout,
            games,
            back,
            game: 0,
            mode: 0,
            time: 0.0,
        }
    }

    /// The game and table key shown.
    pub fn showing(&self) -> (GameId, &str) {
        let (game, tables) = &self.games[self.game];
        (*game, tables.get(self.mode).map_or("", |t| t.key.as_str()))
    }

    /// The tables of the game shown.
    fn tables(&self) -> &[ScoreTable] {
        &self.games[self.game].1
    }

    fn select_game(&mut self, i: usize, cx: &mut Services) {
        if i != self.game {
            self.game = i % self.games.len();
            self.mode = 0;
            cx.play(Sfx::Click);
        }
    }
}

impl Scene for ScoresScreen {
    fn name(&self) -> &str {
        "scores"
    }

    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> Transition {
        if self.back.event(ev) {
            cx.play(Sfx::Click);
            return Transition::Pop;
        }
        let modes = self.tables().len().max(1);
        let games = self.games.len();
        match *ev {
            InputEvent::Resize(size) => {
                self.layout = layout(size, games);
                self.back.rect = self.layout.back;
            }
            InputEvent::MouseDown {
                pos,
                button: MouseButton::Left,
            } => {
                if let Some(i) = self.layout.game_tabs.iter().position(|r| r.contains(pos)) {
                    self.select_game(i, cx);
                } else if let Some(m) = mode_tabs(self.tables().len(), self.layout.mode_row)
                    .iter()
                    .position(|r| r.contains(pos))
                {
                    self.mode = m;
                }
            }
            InputEvent::KeyDown { key, .. } => match key {
                Key::Escape | Key::Enter => return Transition::Pop,
                Key::Left => self.select_game((self.game + games - 1) % games, cx),
                Key::Right | Key::Tab => self.select_game((self.game + 1) % games, cx),
                Key::Up => self.mode = (self.mode + modes - 1) % modes,
                Key::Down => self.mode = (self.mode + 1) % modes,
                _ => {}
            },
            _ => {}
        }
        Transition::None
    }

    fn update(&mut self, dt: f32, cx: &mut Services) -> Transition {
        self.time += cx.loop_dt(dt);
        Transition::None
    }

    fn wake(&self, cx: &Services) -> Wake {
        cx.looping_wake()
    }

    fn draw(&self, p: &mut Painter, cx: &Services) {
        let size = cx.viewport;
        let s = size.ui_scale();
        let fonts = Fonts::for_size(size);
        theme::background(p);
        theme::title(p, "High scores", self.layout.title, fonts.title * 0.8);
        let (game, mode) = self.showing();
        for (i, tab) in self.layout.game_tabs.iter().enumerate() {
            let on = i == self.game;
            p.round_rect(
                *tab,
                14.0 * s,
                if on {
                    theme::BUTTON_PRIMARY
                } else {
                    theme::BUTTON
                },
            );
            let (icon, label) = tab.inset(6.0 * s).split_left(tab.h - 12.0 * s);
            if let Some(kind) = cx.registry.kind(self.games[i].0) {
                kind.draw_card(p, icon, if on { self.time } else { 0.0 });
                p.text_in(kind.title(), label, fonts.body, theme::TEXT, true);
            }
        }
        let tables = self.tables();
        for (m, r) in mode_tabs(tables.len(), self.layout.mode_row)
            .iter()
            .enumerate()
        {
            let on = m == self.mode;
            p.round_rect(
                *r,
                r.h / 2.0,
                if on {
                    theme::ACCENT_2
                } else {
                    Color::WHITE.alpha(0.08)
                },
            );
            let color = if on {
                theme::TEXT_DARK
            } else {
                theme::TEXT_DIM
            };
            p.text_in(tables[m].label.clone(), *r, fonts.small, color, true);
        }
        let t = self.layout.table;
        theme::panel(p, t, s);
        let cols = [t.x + 70.0 * s, t.x + 330.0 * s, t.right() - 60.0 * s];
        let head_y = t.y + 28.0 * s;
        for (text, x, h) in [
            ("#", cols[0], HAlign::Center),
            ("Score", cols[1], HAlign::Right),
            ("Date", cols[2], HAlign::Right),
        ] {
            p.bold_text(
                text,
                Point::new(x, head_y),
                fonts.small,
                theme::TEXT_DIM,
                h,
                VAlign::Middle,
            );
        }
        let entries = cx.scores.table(game, mode);
        let row_h = 34.0 * s;
        for i in 0..TABLE_SIZE {
            let y = t.y + 62.0 * s + i as f32 * row_h;
            if i % 2 == 0 {
                p.round_rect(
                    Rect::new(t.x + 16.0 * s, y - row_h / 2.0, t.w - 32.0 * s, row_h),
                    8.0 * s,
                    Color::WHITE.alpha(0.04),
                );
            }
            let rank_color = [
                theme::ACCENT,
                Color::rgb(0xd0, 0xd4, 0xe8),
                Color::rgb(0xe0, 0x9a, 0x5a),
            ]
            .get(i)
            .copied()
            .unwrap_or(theme::TEXT_DIM);
            p.bold_text(
                format!("{}", i + 1),
                Point::new(cols[0], y),
                fonts.body * 0.9,
                rank_color,
                HAlign::Center,
                VAlign::Middle,
            );
            match entries.get(i) {
                Some(e) => {
                    p.bold_text(
                        e.score.to_string(),
                        Point::new(cols[1], y),
                        fonts.body * 0.9,
                        theme::TEXT,
                        HAlign::Right,
                        VAlign::Middle,
                    );
                    p.text(
                        e.date.clone(),
                        Point::new(cols[2], y),
                        fonts.body * 0.85,
                        theme::TEXT_DIM,
                        HAlign::Right,
                        VAlign::Middle,
                    );
                }
                None => p.text(
                    "—",
                    Point::new(cols[1], y),
                    fonts.body * 0.9,
                    theme::TEXT_DIM.alpha(0.5),
                    HAlign::Right,
                    VAlign::Middle,
                ),
            }
        }
        self.back.draw(p, false, fonts.body);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::services;

    #[test]
    fn tabs_switch_games_and_modes() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        let mut screen = ScoresScreen::new(&cx);
        assert_eq!(screen.showing(), (crate::games::match3::ID, "classic"));
        screen.event(&InputEvent::key(Key::Down), &mut cx);
        assert_eq!(screen.showing(), (crate::games::match3::ID, "timed"));
        screen.event(&InputEvent::key(Key::Right), &mut cx);
        assert_eq!(screen.showing(), (crate::games::popstar::ID, "levels"));
        let tab = layout(cx.viewport, 3).game_tabs[2].center();
        screen.event(&InputEvent::left_down(tab.x, tab.y), &mut cx);
        assert_eq!(screen.showing(), (crate::games::reversi::ID, "level-1"));
        assert!(matches!(
            screen.event(&InputEvent::key(Key::Escape), &mut cx),
            Transition::Pop
        ));
    }

    #[test]
    fn shows_scores_with_dates() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        cx.scores
            .record(crate::games::match3::ID, "classic", 4200, "2026-01-02");
        cx.scores
            .record(crate::games::match3::ID, "classic", 900, "2026-01-03");
        let screen = ScoresScreen::new(&cx);
        let mut p = Painter::new(cx.viewport);
        screen.draw(&mut p, &cx);
        let texts = p.texts();
        for t in [
            "High scores",
            "4200",
            "2026-01-02",
            "900",
            "2026-01-03",
            "10",
            "Classic",
            "Timed",
        ] {
            assert!(texts.contains(&t), "{t} missing from {texts:?}");
        }
    }
}
