//! The high-score screen: the top ten of each game and mode, with dates written the way
//! the current language writes them.

use super::tabs::Tabs;
use launcher_kit::draw::{Color, HAlign, Painter};
use launcher_kit::game::{GameId, GameKind, ScoreTable};
use launcher_kit::geom::Rect;
use launcher_kit::input::InputEvent;
use launcher_kit::persist::TABLE_SIZE;
use launcher_kit::scene::{Scene, Transition, Wake};
use launcher_kit::services::Services;
use launcher_kit::ui::theme::{self, Fonts};

pub use super::tabs::layout;

/// The tables of game `kind`: its own list, then any other table of it that holds scores
/// and that the game can name (a board size played only now and then).
fn tables_of(kind: &dyn GameKind, cx: &Services) -> Vec<ScoreTable> {
    let mut tables = kind.score_tables();
    for key in cx.records.scores.keys_of(kind.id()) {
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
        cx.clock.looping_wake()
    }

    fn draw(&self, p: &mut Painter, cx: &Services) {
        let size = cx.viewport;
        let s = size.ui_scale();
        let fonts = Fonts::for_size(size);
        self.tabs.draw(p, cx, &launcher_kit::tr!("scores-title"));
        let (game, mode) = self.tabs.showing();
        let t = self.tabs.layout.table;
        theme::panel(p, t, s);
        let entries = cx.records.scores.table(game, mode);
        // Tables of games that ask for names (two people at one board) show them.
        let named = entries.iter().any(|e| e.name.is_some());
        let score_x = if named { 230.0 } else { 330.0 };
        // The columns' boxes: place (centred), score and date (right-aligned), and the
        // name (left-aligned, in tables that have names).
        let cols = [
            (t.x + 20.0 * s, 100.0 * s, HAlign::Center),
            (t.x + 120.0 * s, (score_x - 120.0) * s, HAlign::Right),
            (t.right() - 260.0 * s, 200.0 * s, HAlign::Right),
            (t.x + 270.0 * s, 120.0 * s, HAlign::Left),
        ];
        let cell = |col: usize, y: f32, h: f32| {
            let (x, w, align) = cols[col];
            (Rect::new(x, y - h / 2.0, w, h), align)
        };
        let head_y = t.y + 28.0 * s;
        let mut heads = vec![(0, "scores-rank"), (1, "common-score"), (2, "scores-date")];
        if named {
            heads.push((3, "scores-name"));
        }
        for (col, key) in heads {
            let (r, h) = cell(col, head_y, 26.0 * s);
            theme::text_in_box(
                p,
                launcher_kit::tr!(key),
                r,
                fonts.small,
                theme::TEXT_DIM,
                h,
                true,
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
            let (r, h) = cell(0, y, row_h);
            theme::text_in_box(
                p,
                launcher_kit::i18n::number(i + 1),
                r,
                fonts.body * 0.9,
                rank_color,
                h,
                true,
            );
            match entries.get(i) {
                Some(e) => {
                    let (r, h) = cell(1, y, row_h);
                    let score = launcher_kit::i18n::number(e.score);
                    theme::text_in_box(p, score, r, fonts.body * 0.9, theme::TEXT, h, true);
                    let (r, h) = cell(2, y, row_h);
                    let date = launcher_kit::i18n::date(&e.date);
                    theme::text_in_box(p, date, r, fonts.body * 0.85, theme::TEXT_DIM, h, false);
                    if let Some(name) = &e.name {
                        let (r, h) = cell(3, y, row_h);
                        theme::text_in_box(
                            p,
                            name.clone(),
                            r,
                            fonts.body * 0.85,
                            theme::TEXT,
                            h,
                            false,
                        );
                    }
                }
                None => {
                    let (r, h) = cell(1, y, row_h);
                    let dim = theme::TEXT_DIM.alpha(0.5);
                    theme::text_in_box(
                        p,
                        launcher_kit::tr!("common-no-value"),
                        r,
                        fonts.body * 0.9,
                        dim,
                        h,
                        false,
                    );
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::services;
    use launcher_kit::input::Key;

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
        assert_eq!(screen.showing(), (crate::games::reversi::ID, "two-players"));
        assert!(matches!(
            screen.event(&InputEvent::key(Key::Escape), &mut cx),
            Transition::Pop
        ));
    }

    #[test]
    fn shows_scores_with_dates() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        cx.records.scores.record(
            crate::games::match3::ID,
            "classic-8x8-7",
            4200,
            "2026-01-02",
        );
        cx.records
            .scores
            .record(crate::games::match3::ID, "classic-8x8-7", 900, "2026-01-03");
        let screen = ScoresScreen::new(&cx);
        let mut p = Painter::new(cx.viewport);
        screen.draw(&mut p, &cx);
        let texts = p.texts();
        for t in [
            "High scores",
            "4,200",
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

    #[test]
    fn a_two_player_score_shows_the_winners_name() {
        // The name Reversi's two-player game enters with the winner's score (its tests
        // play that game to the end).
        let dir = tempfile::tempdir().unwrap();
        let mut cx = crate::testing::standard_services(dir.path());
        let id = crate::games::reversi::ID;
        assert_eq!(
            cx.records.record_score(id, "two-players", 40, Some("Ann")),
            Some(0)
        );
        let mut p = Painter::new(cx.viewport);
        let mut screen = ScoresScreen::new(&cx);
        for _ in 0..2 {
            screen.event(&InputEvent::key(Key::Right), &mut cx);
        }
        assert_eq!(screen.showing(), (id, "two-players"));
        screen.draw(&mut p, &cx);
        assert!(p.texts().contains(&"Ann"), "{:?}", p.texts());
    }
}
