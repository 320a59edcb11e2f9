//! The high-score screen: the top ten of each game and mode, with dates written the way
//! the current language writes them.

use super::tabs::Tabs;
use crate::draw::{Color, HAlign, Painter, VAlign};
use crate::games::{GameId, GameKind, ScoreTable};
use crate::geom::{Point, Rect};
use crate::input::InputEvent;
use crate::persist::TABLE_SIZE;
use crate::scene::{Scene, Transition, Wake};
use crate::services::Services;
use crate::ui::theme::{self, Fonts};

pub use super::tabs::layout;

/// The tables of game `kind`: its own list, then any other table of it that holds scores
/// and that the game can name (a board size played only now and then).
fn tables_of(kind: &dyn GameKind, cx: &Services) -> Vec<ScoreTable> {
    let mut tables = kind.score_tables();
    for key in cx.scores.keys_of(kind.id()) {
        if tables.iter().all(|t| t.key != key) {
            if let Some(label) = kind.table_label(&key) {
                tables.push(ScoreTable::new(key, label));
            }
        }
    }
    tables
}

/// The high-score screen.
pub struct ScoresScreen {
    tabs: Tabs,
}

impl ScoresScreen {
    /// The screen, showing the first game's first mode.
    pub fn new(cx: &Services) -> ScoresScreen {
        ScoresScreen {
            tabs: Tabs::new(tables_of, cx),
        }
    }

    /// The game and table key shown.
    pub fn showing(&self) -> (GameId, &str) {
        self.tabs.showing()
    }
}

impl Scene for ScoresScreen {
    fn name(&self) -> &str {
        "scores"
    }

    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> Transition {
        self.tabs.event(ev, cx)
    }

    fn update(&mut self, dt: f32, cx: &mut Services) -> Transition {
        self.tabs.update(dt, cx);
        Transition::None
    }

    fn wake(&self, cx: &Services) -> Wake {
        cx.looping_wake()
    }

    fn draw(&self, p: &mut Painter, cx: &Services) {
        let size = cx.viewport;
        let s = size.ui_scale();
        let fonts = Fonts::for_size(size);
        self.tabs.draw(p, cx, &crate::tr!("scores-title"));
        let (game, mode) = self.tabs.showing();
        let t = self.tabs.layout.table;
        theme::panel(p, t, s);
        let entries = cx.scores.table(game, mode);
        // Tables of games that ask for names (two people at one board) show them.
        let named = entries.iter().any(|e| e.name.is_some());
        let score_x = if named { 230.0 } else { 330.0 };
        let cols = [
            t.x + 70.0 * s,
            t.x + score_x * s,
            t.right() - 60.0 * s,
            t.x + 270.0 * s,
        ];
        let head_y = t.y + 28.0 * s;
        let mut heads = vec![
            ("scores-rank", cols[0], HAlign::Center),
            ("common-score", cols[1], HAlign::Right),
            ("scores-date", cols[2], HAlign::Right),
        ];
        if named {
            heads.push(("scores-name", cols[3], HAlign::Left));
        }
        for (key, x, h) in heads {
            p.bold_text(
                crate::tr!(key),
                Point::new(x, head_y),
                fonts.small,
                theme::TEXT_DIM,
                h,
                VAlign::Middle,
            );
        }
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
                        crate::i18n::date(&e.date),
                        Point::new(cols[2], y),
                        fonts.body * 0.85,
                        theme::TEXT_DIM,
                        HAlign::Right,
                        VAlign::Middle,
                    );
                    if let Some(name) = &e.name {
                        p.text(
                            name.clone(),
                            Point::new(cols[3], y),
                            fonts.body * 0.85,
                            theme::TEXT,
                            HAlign::Left,
                            VAlign::Middle,
                        );
                    }
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
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::Key;
    use crate::testing::services;

    #[test]
    fn tabs_switch_games_and_modes() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        let mut screen = ScoresScreen::new(&cx);
        assert_eq!(
            screen.showing(),
            (crate::games::match3::ID, "classic-8x8-7")
        );
        screen.event(&InputEvent::key(Key::Down), &mut cx);
        assert_eq!(screen.showing(), (crate::games::match3::ID, "timed-8x8-7"));
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
        cx.scores.record(
            crate::games::match3::ID,
            "classic-8x8-7",
            4200,
            "2026-01-02",
        );
        cx.scores
            .record(crate::games::match3::ID, "classic-8x8-7", 900, "2026-01-03");
        let screen = ScoresScreen::new(&cx);
        let mut p = Painter::new(cx.viewport);
        screen.draw(&mut p, &cx);
        let texts = p.texts();
        for t in [
            "High scores",
            "4200",
            "2 Jan 2026",
            "900",
            "3 Jan 2026",
            "10",
            "Classic",
            "Timed",
        ] {
            assert!(texts.contains(&t), "{t} missing from {texts:?}");
        }
    }
}
