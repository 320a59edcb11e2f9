//! The statistics' line chart of values over time (a rating's history, a game's progress
//! series): a heading with the last value beside it, and the values as a line, each
//! inside a band of its spread (a rating's deviation), the first on the left.

use launcher_kit::draw::{HAlign, Painter};
use launcher_kit::geom::{Point, Rect};
use launcher_kit::ui::theme::{self, Fonts};

/// How many of the last values a chart shows.
pub const SHOWN: usize = 50;

/// What a chart shows, in the current language.
pub struct LineChart<'a> {
    /// The heading.
    pub heading: String,
    /// The last value as it reads, beside the heading.
    pub last: Option<String>,
    /// What shows when there are no values.
    pub empty: String,
    /// The values, oldest first, each with its spread (0 for none).
    pub values: &'a [(f64, f64)],
    /// How far beyond the lowest and highest values the chart reaches.
    pub margin: f64,
    /// Whether the chart reaches down to 0 (values measured from nothing: a loss, a
    /// share), rather than to its lowest value.
    pub from_zero: bool,
}

impl LineChart<'_> {
    /// Draws the chart in `area`: the last [`SHOWN`] values.
    pub fn draw(&self, p: &mut Painter, area: Rect, fonts: &Fonts, s: f32) {
        let (head, plot) = area.split_top(26.0 * s * theme::text_scale());
        let plot = plot.inset(4.0 * s);
        let dim = theme::TEXT_DIM;
        // The last value as wide as it is on the right, the heading in what is left.
        let mut heading = head;
        if let Some(last) = &self.last {
            let w =
                launcher_kit::draw::fonts::text_width(last, fonts.small, true).min(head.w / 2.0);
            let (left, right) = head.split_left(head.w - w);
            let colour = theme::ACCENT;
            theme::text_in_box(
                p,
                last.clone(),
                right,
                fonts.small,
                colour,
                HAlign::Right,
                true,
            );
            heading = Rect::new(left.x, left.y, left.w - 10.0 * s, left.h);
        }
        theme::text_in_box(
            p,
            self.heading.clone(),
            heading,
            fonts.small,
            dim,
            HAlign::Left,
            false,
        );
        let shown = &self.values[self.values.len().saturating_sub(SHOWN)..];
        if shown.is_empty() {
            p.text_in(self.empty.clone(), plot, fonts.small, dim, false);
            return;
        }
        let lowest = shown.iter().map(|v| v.0).fold(f64::MAX, f64::min);
        let low = if self.from_zero {
            lowest.min(0.0)
        } else {
            lowest - self.margin
        };
        let high = shown.iter().map(|v| v.0).fold(f64::MIN, f64::max) + self.margin;
        let span = (high - low).max(f64::EPSILON);
        let step = plot.w / shown.len().max(2).saturating_sub(1) as f32;
        let at = |i: usize, value: f64| {
            let share = ((value - low) / span).clamp(0.0, 1.0) as f32;
            Point::new(plot.x + step * i as f32, plot.bottom() - plot.h * share)
        };
        // The band a piece at a time, each piece a simple quadrilateral.
        for (i, pair) in shown.windows(2).enumerate() {
            let ((a, da), (b, db)) = (pair[0], pair[1]);
            if da > 0.0 || db > 0.0 {
                let piece = vec![
                    at(i, a + da),
                    at(i + 1, b + db),
                    at(i + 1, b - db),
                    at(i, a - da),
                ];
                p.polygon(piece, theme::ACCENT_2.alpha(0.16));
            }
        }
        if shown.len() > 1 {
            let points = shown.iter().enumerate().map(|(i, v)| at(i, v.0)).collect();
            p.polyline(points, 2.5 * s, theme::ACCENT);
        }
        for (i, v) in shown.iter().enumerate() {
            p.circle(at(i, v.0), 3.5 * s, theme::ACCENT);
        }
    }
}
