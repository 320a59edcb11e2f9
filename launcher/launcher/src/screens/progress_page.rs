//! The statistics' progress page of a game: the charts the game names
//! ([`GameKind::progress_charts`]: a series of its reviews, a rating's history) and, for a
//! game with a practice deck, its positions: how many, how many learnt, how many due.

use super::line_chart::LineChart;
use super::rating_panel;
use launcher_kit::draw::{Color, HAlign, Painter};
use launcher_kit::game::{GameId, GameKind};
use launcher_kit::geom::Rect;
use launcher_kit::i18n::number;
use launcher_kit::practice::{Deck, Practice};
use launcher_kit::series::{Chart, Source};
use launcher_kit::services::Services;
use launcher_kit::ui::theme::{self, Fonts};

/// The key of the progress page among a game's statistics tabs (no table is keyed so).
pub const KEY: &str = "@progress";

/// How far over its highest value a series' chart reaches, as a share of it.
const SERIES_MARGIN: f64 = 0.15;

/// Whether `kind` has a progress page: charts to show or a practice deck.
pub fn offered(kind: &dyn GameKind) -> bool {
    kind.has_practice() || !kind.progress_charts().is_empty()
}

/// The decks of the games whose progress page was shown, read on their own threads.
#[derive(Default)]
pub struct ProgressPage {
    decks: Vec<(GameId, Practice)>,
}

/// A deck's positions: in all, learnt (answered, and not due again yet) and due now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeckCounts {
    /// Positions in the deck.
    pub total: usize,
    /// Positions answered at least once and not due again yet.
    pub learnt: usize,
    /// Positions due now.
    pub due: usize,
}

impl DeckCounts {
    /// The counts of `deck` at `now` (seconds since 1970).
    pub fn of(deck: &Deck, now: i64) -> DeckCounts {
        let items = deck.items();
        DeckCounts {
            total: items.len(),
            learnt: items
                .iter()
                .filter(|i| i.schedule.reps > 0 && !i.is_due(now))
                .count(),
            due: deck.due(now).len(),
        }
    }
}

impl ProgressPage {
    /// Opens the deck of game `id` the first time its page shows, and takes the decks'
    /// answers (a changed deck is drawn again).
    pub fn update(&mut self, id: GameId, cx: &mut Services) {
        if !self.decks.iter().any(|(g, _)| *g == id) {
            self.decks
                .push((id, Practice::open(&cx.records.storage, id)));
        }
        for (game, deck) in &mut self.decks {
            if deck.poll(&mut cx.notices) {
                let positions = deck.deck().len();
                log::debug!("progress of {}: {positions} practice positions", game.key());
                cx.clock.stir();
            }
        }
    }

    /// The counts of game `id`'s deck, once it has been read.
    pub fn counts(&self, id: GameId) -> Option<DeckCounts> {
        let (_, deck) = self.decks.iter().find(|(g, _)| *g == id)?;
        deck.is_loaded().then(|| DeckCounts::of(deck.deck(), now()))
    }

    /// Draws the page of `kind` in the panel `area`: its charts one above the other, the
    /// practice positions under them.
    pub fn draw(&self, p: &mut Painter, area: Rect, kind: &dyn GameKind, cx: &Services) {
        let s = cx.viewport.ui_scale();
        let fonts = Fonts::for_size(cx.viewport);
        let inner = area.inset(16.0 * s);
        let (charts_area, practice) = if kind.has_practice() {
            // Two lines of text, taller with the player's text size.
            let row_h = 52.0 * s * theme::text_scale();
            let (top, bottom) = inner.split_top(inner.h - row_h - 10.0 * s);
            let row = Rect::new(bottom.x, bottom.y + 10.0 * s, bottom.w, row_h);
            (top, Some(row))
        } else {
            (inner, None)
        };
        let charts = kind.progress_charts();
        for (chart, rect) in charts.iter().zip(charts_area.rows(charts.len(), 10.0 * s)) {
            p.round_rect(rect, 10.0 * s, Color::BLACK.alpha(0.22));
            draw_chart(p, rect.inset(10.0 * s), chart, cx, &fonts, s);
        }
        if let Some(row) = practice {
            self.draw_practice(p, row, kind.id(), &fonts, s);
        }
    }

    /// The deck's counts in `row`, each name above its number.
    fn draw_practice(&self, p: &mut Painter, row: Rect, id: GameId, fonts: &Fonts, s: f32) {
        p.round_rect(row, 10.0 * s, Color::BLACK.alpha(0.22));
        let counts = self.counts(id);
        let figures = [
            ("scores-progress-positions", counts.map(|c| c.total)),
            ("scores-progress-learnt", counts.map(|c| c.learnt)),
            ("scores-progress-due", counts.map(|c| c.due)),
        ];
        let boxes = row.inset(6.0 * s).columns(figures.len(), 8.0 * s);
        for ((name, value), cell) in figures.into_iter().zip(boxes) {
            let (top, bottom) = cell.split_top(cell.h * 0.45);
            let dim = theme::TEXT_DIM;
            theme::text_in_box(
                p,
                launcher_kit::tr!(name),
                top,
                fonts.small,
                dim,
                HAlign::Center,
                false,
            );
            let value = value.map_or_else(|| launcher_kit::tr!("common-no-value"), number);
            let size = fonts.body * 0.9;
            theme::text_in_box(p, value, bottom, size, theme::TEXT, HAlign::Center, true);
        }
    }
}

/// Draws one of a game's charts in `area`.
fn draw_chart(p: &mut Painter, area: Rect, chart: &Chart, cx: &Services, fonts: &Fonts, s: f32) {
    // A series from 0 to a little over its highest value; a rating around its values.
    let (values, margin, from_zero) = match chart.source {
        Source::Series(name) => {
            let values: Vec<(f64, f64)> = cx
                .records
                .series(name)
                .iter()
                .map(|p| (p.value, 0.0))
                .collect();
            let high = values.iter().map(|v| v.0.abs()).fold(0.0, f64::max);
            (values, high.max(f64::EPSILON) * SERIES_MARGIN, true)
        }
        Source::Rating(track) => (
            rating_panel::history_values(&cx.records.rating(track)),
            rating_panel::MARGIN,
            false,
        ),
    };
    let last = values.last().map(|&(value, _)| {
        let shown = value * chart.scale;
        let unit = 10f64.powi(i32::try_from(chart.decimals).unwrap_or(0));
        launcher_kit::tr!(chart.value, value = (shown * unit).round() / unit)
    });
    LineChart {
        heading: launcher_kit::tr!(chart.title),
        last,
        empty: launcher_kit::tr!(chart.empty),
        values: &values,
        margin,
        from_zero,
    }
    .draw(p, area, fonts, s);
}

/// Seconds since 1970 (0 if the clock is before it).
fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{match3, popstar, reversi};
    use crate::screens::StatisticsScreen;
    use crate::testing::standard_services;
    use launcher_kit::geom::Size;
    use launcher_kit::i18n::{self, Language};
    use launcher_kit::input::{InputEvent, Key};
    use launcher_kit::practice::NewItem;
    use launcher_kit::rating::{Opponent, Outcome};
    use launcher_kit::scene::Scene;
    use std::time::{Duration, Instant};

    /// The statistics screen showing the progress page of `game`, from the keyboard.
    fn progress_of(game: GameId, cx: &mut Services) -> StatisticsScreen {
        let mut screen = StatisticsScreen::new(cx);
        while screen.showing().0 != game {
            screen.event(&InputEvent::key(Key::Right), cx);
        }
        for _ in 0..8 {
            if screen.showing().1 == KEY {
                return screen;
            }
            screen.event(&InputEvent::key(Key::Down), cx);
        }
        panic!("{} has no progress tab", game.key());
    }

    fn item(id: &str) -> NewItem {
        NewItem {
            id: id.into(),
            payload: toml::Value::Table(toml::Table::new()),
            best: "d3".into(),
            played: "c4".into(),
            cost: 8.0,
            threshold: 6.0,
        }
    }

    fn texts(screen: &StatisticsScreen, cx: &Services) -> (Vec<String>, Painter) {
        let mut p = Painter::new(cx.viewport);
        screen.draw(&mut p, cx);
        (p.texts().into_iter().map(String::from).collect(), p)
    }

    #[test]
    fn reversis_page_draws_the_loss_per_move_the_puzzle_rating_and_the_deck() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = standard_services(dir.path());
        cx.records.add_to_series("reversi-loss", 3.25);
        cx.records.add_to_series("reversi-loss", 1.5);
        let puzzle = Opponent::from_interval("puzzle-1", 1000.0, 900.0, 1100.0);
        cx.records.rate("reversi-puzzles", &puzzle, Outcome::Win);
        // Three positions: one answered right (learnt), two due.
        let mut deck = Practice::open(&cx.records.storage, reversi::ID);
        for id in ["a", "b", "c"] {
            deck.add(item(id));
        }
        deck.grade("a", 0.0);
        let end = Instant::now() + Duration::from_secs(20);
        while deck.is_writing() || !deck.is_loaded() {
            assert!(Instant::now() < end, "the deck was never written");
            deck.poll(&mut cx.notices);
            std::thread::sleep(Duration::from_millis(5));
        }
        let mut screen = progress_of(reversi::ID, &mut cx);
        let (shown, _) = texts(&screen, &cx);
        assert!(shown.contains(&"—".to_string()), "{shown:?}");
        let end = Instant::now() + Duration::from_secs(20);
        while screen.progress.counts(reversi::ID).is_none() {
            assert!(Instant::now() < end, "the deck was never read");
            screen.update(0.01, &mut cx);
            std::thread::sleep(Duration::from_millis(5));
        }
        let counts = screen.progress.counts(reversi::ID);
        let expected = DeckCounts {
            total: 3,
            learnt: 1,
            due: 2,
        };
        assert_eq!(counts, Some(expected));
        let rating = number(cx.records.rating("reversi-puzzles").rating.round());
        let (shown, _) = texts(&screen, &cx);
        for text in [
            "Statistics",
            "Progress",
            "Mean loss per move",
            "1.5 discs",
            "Puzzle rating",
            rating.as_str(),
            "Practice positions",
            "3",
            "Learnt",
            "1",
            "Due now",
            "2",
        ] {
            assert!(
                shown.contains(&text.to_string()),
                "{text} missing: {shown:?}"
            );
        }
        assert!(!shown.contains(&"Your rating".to_string()), "{shown:?}");
        // R does not reset the game's rating from here.
        cx.records.rate("reversi-game", &puzzle, Outcome::Win);
        for _ in 0..2 {
            screen.event(&InputEvent::key(Key::Char('r')), &mut cx);
        }
        assert_eq!(cx.records.rating("reversi-game").games, 1);
        // Fits in every language, at both smallest and usual window sizes.
        for language in Language::ALL {
            for size in [Size::new(1024.0, 768.0), Size::new(480.0, 360.0)] {
                i18n::set_language(language);
                cx.viewport = size;
                screen.event(&InputEvent::Resize(size), &mut cx);
                let (_, p) = texts(&screen, &cx);
                i18n::set_language(Language::English);
                let misfits = launcher_kit::draw::fit::misfits(p.items(), size);
                assert!(
                    misfits.is_empty(),
                    "{} {size:?}: {misfits:?}",
                    language.tag()
                );
            }
        }
    }

    #[test]
    fn popstars_page_has_a_chart_for_each_rule_set_and_match3_has_no_page() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = standard_services(dir.path());
        cx.records.add_to_series("samegame-share", 0.8125);
        let screen = progress_of(popstar::ID, &mut cx);
        let (shown, _) = texts(&screen, &cx);
        for text in [
            "PopStar: share of the points within reach",
            "No board reviewed yet",
            "SameGame: share of the points within reach",
            "81%",
        ] {
            assert!(
                shown.contains(&text.to_string()),
                "{text} missing: {shown:?}"
            );
        }
        let kind = cx.registry.kind(match3::ID).unwrap();
        assert!(!offered(kind));
        let mut screen = StatisticsScreen::new(&cx);
        assert_eq!(screen.showing().0, match3::ID);
        for _ in 0..3 {
            screen.event(&InputEvent::key(Key::Down), &mut cx);
            assert_ne!(screen.showing().1, KEY);
        }
    }
}
