//! The statistics screen: per game and mode, the games played and won, best and average
//! score, streaks, the game's own figures, and a chart of the last scores; for a game
//! with a rating, the player's rating and its history (the `rating_panel` module); and,
//! last among a game's tabs, its progress page (the `progress_page` module).

use super::progress_page::{self, ProgressPage};
use super::rating_panel::{self, RatingPanel};
use super::tabs::Tabs;
use launcher_kit::draw::{Color, HAlign, Painter};
use launcher_kit::game::{GameId, GameKind, ScoreTable};
use launcher_kit::geom::{Point, Rect};
use launcher_kit::i18n::number;
use launcher_kit::input::InputEvent;
use launcher_kit::persist::statistics::ModeStats;
use launcher_kit::scene::{Scene, Transition, Wake};
use launcher_kit::services::Services;
use launcher_kit::ui::theme::{self, Fonts};

/// The modes of `kind` with statistics, named as its score tables name them (the game's
/// first table when nothing was played yet), then its progress page if it has one.
fn modes_of(kind: &dyn GameKind, cx: &Services) -> Vec<ScoreTable> {
    let mut tabs = played_modes(kind, cx);
    if progress_page::offered(kind) {
        tabs.push(ScoreTable::new(progress_page::KEY, "scores-progress"));
    }
    tabs
}

/// The modes of `kind` with statistics; the game's first table when nothing was played yet.
fn played_modes(kind: &dyn GameKind, cx: &Services) -> Vec<ScoreTable> {
    let tables = kind.score_tables();
    let played: Vec<ScoreTable> = cx
        .records
        .statistics
        .modes_of(kind.id())
        .into_iter()
        .map(|key| {
            let label = tables
                .iter()
                .find(|t| t.key == key)
                .map(|t| t.label.clone())
                .or_else(|| kind.table_label(&key))
                .unwrap_or_else(|| key.replace('-', " "));
            ScoreTable::new(key, label)
        })
        .collect();
    if played.is_empty() {
        tables.into_iter().take(1).collect()
    } else {
        played
    }
}

/// The lines of figures shown for a mode of game `kind`, in the current language: name
/// and value; the game names its own figures ([`GameKind::figure_name`]).
pub fn figures(m: &ModeStats, kind: &dyn GameKind) -> Vec<(String, String)> {
    let mut lines = vec![(launcher_kit::tr!("scores-stats-played"), number(m.played))];
    if m.counts_wins() {
        lines.push((
            launcher_kit::tr!("scores-stats-results"),
            format!(
                "{} · {} · {}",
                number(m.won),
                number(m.drawn),
                number(m.lost)
            ),
        ));
    }
    lines.push((launcher_kit::tr!("scores-stats-best"), number(m.best)));
    lines.push((
        launcher_kit::tr!("scores-stats-average"),
        number(m.average()),
    ));
    let streak = if m.counts_wins() {
        "scores-stats-win-streak"
    } else {
        "scores-stats-day-streak"
    };
    lines.push((
        launcher_kit::tr!(streak),
        format!("{} ({})", number(m.streak), number(m.best_streak)),
    ));
    lines.extend(
        m.figures
            .iter()
            .map(|(k, v)| (kind.figure_name(k), number(*v))),
    );
    lines
}

/// The statistics screen.
pub struct StatisticsScreen {
    tabs: Tabs,
    rating: RatingPanel,
    pub(super) progress: ProgressPage,
}

impl StatisticsScreen {
    /// The screen, showing the first game.
    pub fn new(cx: &Services) -> StatisticsScreen {
        let tabs = Tabs::new(modes_of, cx);
        let (game, mode) = tabs.showing();
        log::debug!("statistics: {} {mode}", game.key());
        StatisticsScreen {
            tabs,
            rating: RatingPanel::new(),
            progress: ProgressPage::default(),
        }
    }

    /// The game and mode shown.
    pub fn showing(&self) -> (GameId, &str) {
        self.tabs.showing()
    }

    /// Whether the game's progress page is shown.
    fn on_progress(&self) -> bool {
        self.tabs.showing().1 == progress_page::KEY
    }

    /// The rating track of the game shown, if it has one and its figures are shown.
    fn track(&self, cx: &Services) -> Option<&'static str> {
        if self.on_progress() {
            return None;
        }
        cx.registry
            .kind(self.tabs.showing().0)
            .and_then(|kind| kind.rating_track())
    }
}

/// Draws the last scores as bars in `area`, oldest on the left, the best one marked.
fn draw_chart(p: &mut Painter, area: Rect, scores: &[u64], fonts: &Fonts, s: f32) {
    p.round_rect(area, 10.0 * s, Color::BLACK.alpha(0.22));
    let inner = area.inset(12.0 * s);
    let top = scores.iter().copied().max().unwrap_or(0);
    let best = launcher_kit::tr!("scores-stats-chart-best", score = top);
    let last = launcher_kit::tr!("scores-stats-last", count = scores.len());
    // The best on the right as wide as it is, the heading in what is left; under the
    // heading when the two do not fit side by side (longer languages, larger text).
    let width = |text: &str, size: f32| launcher_kit::draw::fonts::text_width(text, size, false);
    let best_w = width(&best, fonts.small);
    let line_h = 26.0 * s * theme::text_scale();
    let side_by_side =
        width(&last, fonts.small * launcher_kit::draw::MIN_SHRINK) + 10.0 * s + best_w <= inner.w;
    let (head, bars) = inner.split_top(if side_by_side { line_h } else { 2.0 * line_h });
    let (heading, right) = if side_by_side {
        let (heading, right) = head.split_left(head.w - best_w);
        (
            Rect::new(heading.x, heading.y, heading.w - 10.0 * s, heading.h),
            right,
        )
    } else {
        head.split_top(line_h)
    };
    theme::text_in_box(
        p,
        last,
        heading,
        fonts.small,
        theme::TEXT_DIM,
        HAlign::Left,
        false,
    );
    theme::text_in_box(
        p,
        best,
        right,
        fonts.small,
        theme::ACCENT,
        HAlign::Right,
        false,
    );
    p.line(
        Point::new(bars.x, bars.bottom()),
        Point::new(bars.right(), bars.bottom()),
        1.5 * s,
        theme::TEXT_DIM.alpha(0.5),
    );
    if top == 0 {
        return;
    }
    let slot = bars.w / launcher_kit::persist::statistics::RECENT as f32;
    for (i, &score) in scores.iter().enumerate() {
        let h = (bars.h - 4.0 * s) * score as f32 / top as f32;
        let bar = Rect::new(
            bars.x + slot * i as f32 + slot * 0.15,
            bars.bottom() - h,
            slot * 0.7,
            h,
        );
        let colour = if score == top {
            theme::ACCENT
        } else {
            theme::ACCENT_2
        };
        p.rect(bar, colour);
    }
}

impl Scene for StatisticsScreen {
    fn name(&self) -> &str {
        "statistics"
    }

    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> Transition {
        let s = cx.viewport.ui_scale();
        let area = rating_panel::split(self.tabs.layout.table, s).1;
        if let Some(track) = self.track(cx)
            && self.rating.event(ev, track, area, cx)
        {
            return Transition::None;
        }
        let (game, mode) = self.tabs.showing();
        let before = (game, mode.to_string());
        let transition = self.tabs.event(ev, cx);
        let (game, mode) = self.tabs.showing();
        if game != before.0 {
            self.rating.disarm();
        }
        if (game, mode) != (before.0, before.1.as_str()) {
            log::debug!("statistics: {} {mode}", game.key());
        }
        transition
    }

    fn update(&mut self, dt: f32, cx: &mut Services) -> Transition {
        self.tabs.update(dt, cx);
        let game = self.tabs.showing().0;
        if self.on_progress() && cx.registry.kind(game).is_some_and(|k| k.has_practice()) {
            self.progress.update(game, cx);
        }
        Transition::None
    }

    fn wake(&self, cx: &Services) -> Wake {
        cx.clock.looping_wake()
    }

    fn draw(&self, p: &mut Painter, cx: &Services) {
        let s = cx.viewport.ui_scale();
        let fonts = Fonts::for_size(cx.viewport);
        self.tabs
            .draw(p, cx, &launcher_kit::tr!("scores-stats-title"));
        let (game, mode) = self.tabs.showing();
        let table = self.tabs.layout.table;
        theme::panel(p, table, s);
        if self.on_progress()
            && let Some(kind) = cx.registry.kind(game)
        {
            self.progress.draw(p, table, kind, cx);
            return;
        }
        let t = match self.track(cx) {
            Some(track) => {
                let (figures, rating) = rating_panel::split(table, s);
                let kept = cx.records.rating(track);
                self.rating.draw(p, rating, &kept, &fonts, s);
                figures
            }
            None => table,
        };
        let (Some(stats), Some(kind)) = (
            cx.records.statistics.mode(game, mode),
            cx.registry.kind(game),
        ) else {
            p.text_in(
                launcher_kit::tr!("scores-stats-none"),
                t,
                fonts.body,
                theme::TEXT_DIM,
                false,
            );
            return;
        };
        let (list, chart) = t.inset(20.0 * s).split_left(300.0 * s);
        let lines = figures(stats, kind);
        let row_h = (36.0 * s).min(list.h / lines.len().max(1) as f32);
        for (i, (name, value)) in lines.into_iter().enumerate() {
            let y = list.y + row_h * (i as f32 + 0.5);
            let row = Rect::new(list.x, y - row_h / 2.0, list.w - 16.0 * s, row_h);
            // The value as wide as it is, the name in what is left.
            let value_w = launcher_kit::draw::fonts::text_width(&value, fonts.body * 0.9, true)
                .clamp(40.0 * s, row.w / 2.0);
            let (name_box, value_box) = row.split_left(row.w - value_w);
            let name_box = Rect::new(name_box.x, name_box.y, name_box.w - 10.0 * s, row_h);
            let dim = theme::TEXT_DIM;
            theme::text_in_box(p, name, name_box, fonts.small, dim, HAlign::Left, false);
            let size = fonts.body * 0.9;
            theme::text_in_box(p, value, value_box, size, theme::TEXT, HAlign::Right, true);
        }
        draw_chart(p, chart, &stats.recent, &fonts, s);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::standard_services;
    use launcher_kit::input::Key;
    use launcher_kit::persist::statistics::{Figure, Fold, GameResult, Statistics};

    #[test]
    fn shows_the_figures_and_the_chart_of_a_played_mode() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = standard_services(dir.path());
        let game = crate::games::match3::ID;
        for score in [1200, 3400, 800] {
            let result = GameResult {
                score,
                figures: vec![Figure {
                    name: "Best chain",
                    value: score / 1000,
                    fold: Fold::Max,
                }],
                ..GameResult::default()
            };
            cx.records.record_result(game, "classic-8x8-7", &result);
        }
        let screen = StatisticsScreen::new(&cx);
        assert_eq!(screen.showing(), (game, "classic-8x8-7"));
        let mut p = Painter::new(cx.viewport);
        screen.draw(&mut p, &cx);
        let texts = p.texts();
        for t in [
            "Statistics",
            "Classic",
            "Games played",
            "3",
            "3,400",
            "1,800",
            "Best chain",
            "Last 3 scores",
            "best 3,400",
        ] {
            assert!(texts.contains(&t), "{t} missing from {texts:?}");
        }
        let again = Statistics::default();
        assert_ne!(cx.records.statistics, again, "kept in the services");
        let stored = std::fs::read_to_string(cx.records.storage.statistics_file()).unwrap();
        assert!(stored.contains("match3/classic-8x8-7"), "{stored}");
    }

    #[test]
    fn the_figures_are_named_in_the_current_language() {
        let mut m = ModeStats::default();
        let result = GameResult {
            score: 5,
            figures: vec![Figure {
                name: "common-score",
                value: 7,
                fold: Fold::Max,
            }],
            ..GameResult::default()
        };
        m.add(&result, 0);
        launcher_kit::i18n::set_language(launcher_kit::i18n::Language::Russian);
        let lines = figures(&m, &crate::games::match3::Kind);
        launcher_kit::i18n::set_language(launcher_kit::i18n::Language::English);
        for (name, value) in [("Сыграно игр", "1"), ("Средний счёт", "5"), ("Счёт", "7")]
        {
            assert!(
                lines.contains(&(name.to_string(), value.to_string())),
                "{name} {value} missing from {lines:?}"
            );
        }
    }

    #[test]
    fn a_game_with_a_rating_shows_it_with_its_history_and_resets_it_on_a_second_press() {
        use launcher_kit::rating::{Opponent, Outcome};
        let dir = tempfile::tempdir().unwrap();
        let mut cx = standard_services(dir.path());
        let game = crate::games::reversi::ID;
        let track = "reversi-game";
        let level = Opponent::from_interval("medium", 1200.0, 1100.0, 1300.0);
        for outcome in [Outcome::Win, Outcome::Loss, Outcome::Win] {
            cx.records.rate(track, &level, outcome);
        }
        let mut screen = StatisticsScreen::new(&cx);
        while screen.showing().0 != game {
            screen.event(&InputEvent::key(Key::Right), &mut cx);
        }
        screen.update(0.0, &mut cx);
        let mut p = Painter::new(cx.viewport);
        screen.draw(&mut p, &cx);
        let rating = cx.records.rating(track);
        let value = format!("{:.0} ± {:.0}", rating.rating, rating.deviation);
        for t in [
            "Your rating",
            value.as_str(),
            "Provisional: 3 of 10 games",
            "Rating history",
            "Reset rating",
        ] {
            assert!(p.texts().contains(&t), "{t} missing from {:?}", p.texts());
        }
        assert!(launcher_kit::draw::fit::misfits(p.items(), cx.viewport).is_empty());
        // One press asks; the second resets.
        screen.event(&InputEvent::key(Key::Char('r')), &mut cx);
        assert_eq!(cx.records.rating(track).games, 3);
        let mut p = Painter::new(cx.viewport);
        screen.draw(&mut p, &cx);
        assert!(p.texts().contains(&"Press again to reset"));
        screen.event(&InputEvent::key(Key::Char('r')), &mut cx);
        assert_eq!(
            cx.records.rating(track),
            launcher_kit::rating::Track::default()
        );
        let mut p = Painter::new(cx.viewport);
        screen.draw(&mut p, &cx);
        assert!(p.texts().contains(&"No rated game yet"));
    }

    #[test]
    fn an_unplayed_game_says_so_and_tabs_move() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = standard_services(dir.path());
        let mut screen = StatisticsScreen::new(&cx);
        screen.event(&InputEvent::key(Key::Right), &mut cx);
        assert_eq!(screen.showing().0, crate::games::popstar::ID);
        let mut p = Painter::new(cx.viewport);
        screen.draw(&mut p, &cx);
        assert!(p.texts().contains(&"No game finished yet"));
    }
}
