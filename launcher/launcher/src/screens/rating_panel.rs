//! The statistics screen's rating part, for a game with a rating: the player's rating
//! and its deviation, marked provisional over its first games, its history as a line,
//! and a reset that asks to be pressed twice (the button, or R).

use super::line_chart::LineChart;
use launcher_kit::draw::{Color, HAlign, Painter};
use launcher_kit::geom::Rect;
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::rating::{PROVISIONAL_GAMES, Track};
use launcher_kit::services::Services;
use launcher_kit::ui::theme::{self, Fonts};
use launcher_kit::ui::{Button, ButtonStyle};

/// Rating points the chart shows beyond the lowest and highest rating.
pub const MARGIN: f64 = 60.0;

/// The rating part's state: its reset button, and whether one press already asked.
pub struct RatingPanel {
    reset: Button,
    armed: bool,
}

/// The statistics panel `table` shared with the rating: the game's figures and chart
/// above, the rating below.
pub fn split(table: Rect, s: f32) -> (Rect, Rect) {
    let (top, bottom) = table.split_top(table.h * 0.56);
    (top, bottom.inset(12.0 * s))
}

/// The reset button's place in the rating's `area`: under the rating.
fn reset_rect(area: Rect, s: f32) -> Rect {
    let (text, _) = area.split_left(area.w * 0.42);
    Rect::new(
        text.x + 8.0 * s,
        text.bottom() - 48.0 * s,
        text.w - 16.0 * s,
        40.0 * s,
    )
}

impl RatingPanel {
    /// The part with nothing pressed yet.
    pub fn new() -> RatingPanel {
        RatingPanel {
            reset: Button::new(String::new(), ButtonStyle::Danger),
            armed: false,
        }
    }

    /// Another game or mode is shown: a first press is forgotten.
    pub fn disarm(&mut self) {
        self.armed = false;
    }

    /// Reset presses on `track`, drawn in `area`: the first asks, the second resets.
    /// Whether `ev` was one.
    pub fn event(&mut self, ev: &InputEvent, track: &str, area: Rect, cx: &mut Services) -> bool {
        self.reset.rect = reset_rect(area, cx.viewport.ui_scale());
        let key = matches!(
            ev,
            InputEvent::KeyDown {
                key: Key::Char('r'),
                ..
            }
        );
        if !(self.reset.event(ev) || key) {
            return false;
        }
        if self.armed {
            cx.records.reset_rating(track);
            log::info!("{track}: the rating was reset");
        }
        self.armed = !self.armed;
        true
    }

    /// Draws `track` in `area`: the rating on the left, its history on the right.
    pub fn draw(&self, p: &mut Painter, area: Rect, track: &Track, fonts: &Fonts, s: f32) {
        p.round_rect(area, 10.0 * s, Color::BLACK.alpha(0.22));
        let (text, chart) = area.split_left(area.w * 0.42);
        let line = |i: f32, h: f32| Rect::new(text.x + 12.0 * s, text.y + i, text.w - 24.0 * s, h);
        let dim = theme::TEXT_DIM;
        let heading = launcher_kit::tr!("scores-rating");
        theme::text_in_box(
            p,
            heading,
            line(6.0 * s, 22.0 * s),
            fonts.small,
            dim,
            HAlign::Left,
            false,
        );
        let value = launcher_kit::tr!(
            "scores-rating-value",
            rating = format!("{:.0}", track.rating),
            deviation = format!("{:.0}", track.deviation)
        );
        let value_box = line(28.0 * s, 38.0 * s);
        theme::text_in_box(
            p,
            value,
            value_box,
            fonts.heading,
            theme::TEXT,
            HAlign::Left,
            true,
        );
        let standing = if track.is_provisional() {
            launcher_kit::tr!(
                "scores-rating-provisional",
                played = track.games,
                needed = PROVISIONAL_GAMES
            )
        } else {
            launcher_kit::tr!("scores-rating-settled", count = track.games)
        };
        let colour = if track.is_provisional() {
            theme::ACCENT
        } else {
            dim
        };
        theme::text_in_box(
            p,
            standing,
            line(68.0 * s, 22.0 * s),
            fonts.small,
            colour,
            HAlign::Left,
            false,
        );
        let mut reset = self.reset.clone();
        reset.rect = reset_rect(area, s);
        reset.label = if self.armed {
            launcher_kit::tr!("scores-rating-reset-confirm")
        } else {
            launcher_kit::tr!("scores-rating-reset")
        };
        reset.draw(p, self.armed, fonts.small);
        draw_history(p, chart.inset(10.0 * s), track, fonts, s);
    }
}

/// A track's history as a chart's values: each rating with its deviation.
pub fn history_values(track: &Track) -> Vec<(f64, f64)> {
    track
        .history
        .iter()
        .map(|r| (r.rating, r.deviation))
        .collect()
}

/// The rating after each of the last results as a line, inside a band of one deviation
/// either side (cut to the chart, which spans the ratings themselves); the first result on
/// the left.
fn draw_history(p: &mut Painter, area: Rect, track: &Track, fonts: &Fonts, s: f32) {
    let chart = LineChart {
        heading: launcher_kit::tr!("scores-rating-history"),
        last: None,
        empty: launcher_kit::tr!("scores-rating-none"),
        values: &history_values(track),
        margin: MARGIN,
        from_zero: false,
    };
    chart.draw(p, area, fonts, s);
}
