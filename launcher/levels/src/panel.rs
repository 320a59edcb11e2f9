//! The level's panel beside the board: the level's name, the moves left (or the clock),
//! the score with the stars it reaches, each goal with its counter, and the Hint, Map and
//! Pause buttons. Counters that just moved swell for a moment.

use super::stars::draw_stars;
use ::match3::Tile;
use ::match3::level::{Goal, Progress};
use launcher_kit::draw::{HAlign, Painter, Transform, VAlign};
use launcher_kit::geom::{Point, Rect, Size};
use launcher_kit::tr;
use launcher_kit::ui::theme::{self, Fonts};
use launcher_match3::draw_gem;
use launcher_match3::ground::draw_tile;
use launcher_match3::hud::{self, Buttons, stat};
use launcher_match3::layout::Layout;

/// What the panel shows, as it should read now.
pub struct Panel<'a> {
    /// Where everything goes.
    pub layout: &'a Layout,
    /// The buttons.
    pub buttons: &'a Buttons,
    /// "Level 7" or "My level".
    pub title: String,
    /// The level's name.
    pub name: &'a str,
    /// Moves left, or `None` on a timed level.
    pub moves: Option<u32>,
    /// Seconds left on a timed level.
    pub time_left: Option<f32>,
    /// 0–1: how much the moves counter swells.
    pub moves_pulse: f32,
    /// The score as shown.
    pub score: u64,
    /// Stars that score reaches.
    pub stars: u8,
    /// The goals with their counters as shown, and how much each swells.
    pub goals: Vec<(Goal, Progress, f32)>,
    /// Whether the hint can be asked for.
    pub settled: bool,
}

/// The rows of the goals, one per goal, in the lower half of the panel.
pub fn goal_rows(l: &Layout, goals: usize) -> Vec<Rect> {
    let (Some(first), Some(last)) = (l.stats.get(3), l.stats.last()) else {
        return Vec::new();
    };
    let area = first.union(*last);
    let (_, rows) = area.split_top(area.h * 0.18);
    rows.rows(goals.max(1), 6.0 * l.scale)
        .into_iter()
        .map(|r| Rect::new(r.x, r.y, r.w, r.h.min(52.0 * l.scale)))
        .take(goals)
        .collect()
}

/// Where a goal's icon sits (collected pieces fly there).
pub fn goal_icon(l: &Layout, goals: usize, goal: usize) -> Point {
    goal_rows(l, goals).get(goal).map_or(l.panel.center(), |r| {
        Point::new(r.x + r.h * 0.5, r.center().y)
    })
}

/// Draws the background and the panel.
pub fn draw(v: &Panel, p: &mut Painter, viewport: Size) {
    let l = v.layout;
    let fonts = hud::backdrop(p, l, viewport);
    let s = l.scale;
    if let Some(&r) = l.stats.first() {
        p.text_at(
            v.title.clone(),
            Point::new(r.x, r.y + r.h * 0.32),
            r.w,
            fonts.heading,
            theme::ACCENT,
            HAlign::Left,
            VAlign::Middle,
            true,
        );
        p.text_at(
            v.name,
            Point::new(r.x, r.y + r.h * 0.78),
            r.w,
            fonts.small,
            theme::TEXT_DIM,
            HAlign::Left,
            VAlign::Middle,
            false,
        );
    }
    if let Some(&r) = l.stats.get(1) {
        let (label, value, low) = match (v.moves, v.time_left) {
            (Some(m), _) => (
                tr!("levels-moves-left"),
                launcher_kit::i18n::number(m),
                m <= 3,
            ),
            (None, Some(t)) => {
                let secs = t.ceil() as u32;
                (
                    tr!("levels-time-left"),
                    format!("{}:{:02}", secs / 60, secs % 60),
                    t <= 10.0,
                )
            }
            (None, None) => (tr!("levels-moves-left"), tr!("common-no-value"), false),
        };
        let color = if low {
            theme::BUTTON_DANGER.lighten(0.2)
        } else {
            theme::TEXT
        };
        stat(
            p,
            r,
            &label,
            &value,
            color,
            1.0 + 0.35 * v.moves_pulse,
            &fonts,
        );
    }
    if let Some(&r) = l.stats.get(2) {
        let score = launcher_kit::i18n::number(v.score);
        stat(p, r, &tr!("common-score"), &score, theme::TEXT, 1.0, &fonts);
        let star = (r.h * 0.14).min(12.0 * s);
        draw_stars(
            p,
            Point::new(r.right() - star * 3.4, r.y + r.h * 0.64),
            star,
            v.stars,
        );
    }
    let rows = goal_rows(l, v.goals.len());
    if let Some(first) = l.stats.get(3) {
        p.text_at(
            tr!("levels-goals"),
            Point::new(first.x, first.y + 10.0 * s),
            first.w,
            fonts.small,
            theme::TEXT_DIM,
            HAlign::Left,
            VAlign::Middle,
            false,
        );
    }
    for (r, &(goal, progress, pulse)) in rows.iter().zip(&v.goals) {
        goal_row(p, *r, goal, progress, pulse, &fonts);
    }
    v.buttons.draw(p, v.settled, fonts.body);
}

/// One goal: its icon, then what is done of it, or a tick once met.
fn goal_row(p: &mut Painter, r: Rect, goal: Goal, progress: Progress, pulse: f32, fonts: &Fonts) {
    let icon = Point::new(r.x + r.h * 0.5, r.center().y);
    let size = r.h * 0.36;
    match goal {
        Goal::Score { .. } => p.star(icon, size, size * 0.45, 5, 0.0, theme::ACCENT),
        Goal::Collect { kind, .. } => draw_gem(p, icon, size, usize::from(kind.max(1) - 1)),
        Goal::Jelly => draw_tile(
            p,
            Rect::centered(icon, size * 2.2, size * 2.2),
            Tile::Jelly(2),
            0.0,
        ),
        Goal::Blockers => draw_tile(
            p,
            Rect::centered(icon, size * 2.2, size * 2.2),
            Tile::Blocker(2),
            0.0,
        ),
    }
    let at = Point::new(r.x + r.h * 1.15, r.center().y);
    let (text, color) = if progress.is_done() {
        (tr!("levels-goal-done"), theme::TOGGLE_ON)
    } else {
        (
            format!(
                "{} / {}",
                launcher_kit::i18n::number(progress.done),
                launcher_kit::i18n::number(progress.needed)
            ),
            theme::TEXT,
        )
    };
    let grow = 1.0 + 0.3 * pulse;
    p.with(Transform::scale_about(at, grow, grow), |p| {
        p.text_at(
            text,
            at,
            r.right() - at.x,
            fonts.body,
            color,
            HAlign::Left,
            VAlign::Middle,
            true,
        );
    });
}
