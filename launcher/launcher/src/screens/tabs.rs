//! The tabs the high-score and statistics screens share: one tab per game, a row of
//! tabs for its tables or modes, and the Back button; arrows, Tab and clicks move
//! between them. The tabs' names are asked for each time they are drawn, in the current
//! language.

use launcher_kit::draw::{Color, HAlign, Painter};
use launcher_kit::game::{GameId, GameKind, ScoreTable};
use launcher_kit::geom::{Point, Rect, Size};
use launcher_kit::input::{InputEvent, Key, MouseButton};
use launcher_kit::scene::Transition;
use launcher_kit::services::Services;
use launcher_kit::services::Sounds;
use launcher_kit::sound::Sfx;
use launcher_kit::ui::theme::{self, Fonts};
use launcher_kit::ui::{Button, ButtonStyle};

/// Where the tabs, the table and the Back button are for a window size.
#[derive(Debug, Clone, PartialEq)]
pub struct TabsLayout {
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

/// The layout for a window of `size` with `games` tabs.
pub fn layout(size: Size, games: usize) -> TabsLayout {
    let s = size.ui_scale();
    let c = size.rect().center();
    let top = c.y - 350.0 * s;
    // The tabs may use the window's width (a game can have half a dozen tables) and grow
    // with the text size, so that a long name takes two lines rather than a tiny font;
    // the table gives them the height.
    let row_w = (960.0 * s).min(size.w - 24.0 * s);
    let grown = theme::text_scale();
    let tabs = Rect::new(c.x - row_w / 2.0, top + 80.0 * s, row_w, 56.0 * s * grown)
        .columns(games, 16.0 * s);
    let mode_row = Rect::new(
        c.x - row_w / 2.0,
        top + 94.0 * s + 56.0 * s * grown,
        row_w,
        40.0 * s * grown,
    );
    let table_y = mode_row.bottom() + 14.0 * s;
    TabsLayout {
        title: Point::new(c.x, top + 34.0 * s),
        game_tabs: tabs,
        mode_row,
        table: Rect::new(
            c.x - 330.0 * s,
            table_y,
            660.0 * s,
            top + 604.0 * s - table_y,
        ),
        back: Rect::centered(Point::new(c.x, top + 650.0 * s), 220.0 * s, 58.0 * s),
    }
}

/// `n` table tabs laid out in `row`, narrower when many must fit.
pub fn mode_tabs(n: usize, row: Rect) -> Vec<Rect> {
    let w = (row.h * 4.5 * n as f32 + 12.0 * (n as f32 - 1.0)).min(row.w);
    Rect::new(row.center().x - w / 2.0, row.y, w, row.h).columns(n, 12.0)
}

/// The tables (or modes) of a game the tabs show, named in the current language.
pub type TableList = fn(&dyn GameKind, &Services) -> Vec<ScoreTable>;

/// Games, each with its row of tables, one of them showing.
pub struct Tabs {
    /// Where everything is.
    pub layout: TabsLayout,
    /// Each game and its tables, in registry order.
    games: Vec<(GameId, Vec<ScoreTable>)>,
    /// Lists a game's tables again when they are drawn, for their names.
    list: TableList,
    back: Button,
    game: usize,
    mode: usize,
    time: f32,
}

impl Tabs {
    /// The tabs of every game with the tables `list` gives, showing the first game's first
    /// table.
    pub fn new(list: TableList, cx: &Services) -> Tabs {
        let games: Vec<(GameId, Vec<ScoreTable>)> =
            cx.registry.kinds().map(|k| (k.id(), list(k, cx))).collect();
        let layout = layout(cx.viewport, games.len());
        let mut back = Button::keyed("common-back", ButtonStyle::Primary);
        back.rect = layout.back;
        Tabs {
            layout,
            games,
            list,
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

    fn select_game(&mut self, i: usize, sound: &mut Sounds) {
        if i != self.game {
            self.game = i % self.games.len();
            self.mode = 0;
            sound.play(Sfx::Click);
        }
    }

    /// Handles input: Back, Esc and Enter leave the screen.
    pub fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> Transition {
        if self.back.event(ev) {
            cx.sound.play(Sfx::Click);
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
                    self.select_game(i, &mut cx.sound);
                } else if let Some(m) = mode_tabs(self.tables().len(), self.layout.mode_row)
                    .iter()
                    .position(|r| r.contains(pos))
                {
                    self.mode = m;
                }
            }
            InputEvent::KeyDown { key, .. } => match key {
                Key::Escape | Key::Enter => return Transition::Pop,
                Key::Left => self.select_game((self.game + games - 1) % games, &mut cx.sound),
                Key::Right | Key::Tab => self.select_game((self.game + 1) % games, &mut cx.sound),
                Key::Up => self.mode = (self.mode + modes - 1) % modes,
                Key::Down => self.mode = (self.mode + 1) % modes,
                _ => {}
            },
            _ => {}
        }
        Transition::None
    }

    /// Advances the focused tab's card picture.
    pub fn update(&mut self, dt: f32, cx: &Services) {
        self.time += cx.clock.loop_dt(dt);
    }

    /// Draws the background, `title`, the tabs and the Back button.
    pub fn draw(&self, p: &mut Painter, cx: &Services, title: &str) {
        let size = cx.viewport;
        let s = size.ui_scale();
        let fonts = Fonts::for_size(size);
        theme::background(p);
        theme::title(p, title, self.layout.title, fonts.title * 0.8);
        for (i, tab) in self.layout.game_tabs.iter().enumerate() {
            let on = i == self.game;
            let fill = if on {
                theme::BUTTON_PRIMARY
            } else {
                theme::BUTTON
            };
            p.round_rect(*tab, 14.0 * s, fill);
            let (icon, label) = tab.inset(6.0 * s).split_left(tab.h - 12.0 * s);
            if let Some(kind) = cx.registry.kind(self.games[i].0) {
                kind.draw_card(p, icon, if on { self.time } else { 0.0 });
                let title = launcher_kit::i18n::text(kind.title(), &[]);
                let color = theme::text_on(fill);
                theme::text_in_box(p, title, label, fonts.body, color, HAlign::Center, true);
            }
        }
        let tables = self.tables();
        // The names as the game gives them now, by key (the list asked for again).
        let named = cx
            .registry
            .kind(self.games[self.game].0)
            .map(|k| (self.list)(k, cx))
            .unwrap_or_default();
        let name = |t: &ScoreTable| named.iter().find(|n| n.key == t.key).unwrap_or(t).name();
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
            let text = name(&tables[m]);
            let label = Rect::new(r.x + 5.0 * s, r.y, r.w - 10.0 * s, r.h);
            theme::text_in_box(p, text, label, fonts.small, color, HAlign::Center, true);
        }
        self.back.draw(p, false, fonts.body);
    }
}
