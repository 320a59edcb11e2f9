//! Drawing the PopStar scene: the HUD chips, the board with its stars in motion, the
//! highlighted group with its worth, the hint, banners, buttons and the level-passed panel.

use super::card::draw_star_tile;
use super::layout::Layout;
use super::{Phase, PopStarScene, SHAKE_TIME, Selection};
use launcher_kit::draw::{Color, HAlign, Painter, Transform, VAlign};
use launcher_kit::geom::{Point, Rect};
use launcher_kit::ui::theme::{self, Fonts};
use launcher_kit::ui::{Button, Ease};
use popstar::Game;

impl PopStarScene {
    /// Draws the whole scene for layout `l`.
    pub(super) fn paint(&self, p: &mut Painter, l: &Layout) {
        let fonts = Fonts::for_size(p.size());
        theme::background(p);
        // The HUD goes over the board's stars, so a new level's stars drop in from
        // behind it.
        self.paint_board(p, l);
        if let Some(at) = self.cursor.pos() {
            self.cursor.draw(p, l.cell_rect(at), l.scale);
        }
        if self.reviewing() {
            if let Some(sel) = &self.marks.selected {
                self.paint_worth(p, l, sel, &fonts);
            }
            self.show.effects.draw(p);
            self.paint_review(p, l, &fonts);
            return;
        }
        self.paint_hud(p, l, &fonts);
        if let Some(sel) = &self.marks.selected {
            self.paint_worth(p, l, sel, &fonts);
        }
        self.show.effects.draw(p);
        self.paint_banners(p, l, &fonts);
        self.paint_buttons(p, l, &fonts);
        if let Some(picker) = &self.select.picker {
            picker.draw(p, l.scale, &fonts);
        }
        match self.phase {
            Phase::Dealing => {
                let text = if self.has_levels() {
                    launcher_kit::tr!("popstar-dealing", level = self.start.origin.0)
                } else {
                    launcher_kit::tr!("popstar-dealing-board")
                };
                p.text_in(text, l.board, fonts.heading, theme::TEXT_DIM, true);
            }
            Phase::Passed if !self.show.anim.busy() => self.paint_passed(p, l, &fonts),
            _ => {}
        }
    }

    /// The three chips: PopStar's level, target and score; SameGame's board, the stars
    /// left and the score.
    fn hud_chips(&self) -> [(String, String, Color); 3] {
        let score = (
            launcher_kit::tr!("popstar-hud-score"),
            launcher_kit::i18n::number(self.show.score),
            theme::ACCENT,
        );
        let par = self.marks.par.filter(|_| self.settings.par_first);
        if !self.has_levels() {
            let left_label = match par {
                Some(par) => launcher_kit::tr!("popstar-hud-left-par", par = par),
                None => launcher_kit::tr!("popstar-hud-left"),
            };
            return [
                (
                    launcher_kit::tr!("popstar-hud-board"),
                    format!("{}×{}", self.rules.width(), self.rules.height()),
                    theme::TEXT,
                ),
                (
                    left_label,
                    launcher_kit::i18n::number(self.stars_left()),
                    theme::TEXT,
                ),
                score,
            ];
        }
        let (level, target) = self
            .game
            .as_ref()
            .map_or((1, 1000), |g| (g.level(), g.target()));
        let reached = self.banners.target_reached;
        let target_label = match par {
            Some(par) => launcher_kit::tr!("popstar-hud-target-par", par = par),
            None => launcher_kit::tr!("popstar-hud-target"),
        };
        [
            (
                launcher_kit::tr!("popstar-hud-level"),
                launcher_kit::i18n::number(level),
                theme::TEXT,
            ),
            (
                target_label,
                if reached {
                    format!("{} ✓", launcher_kit::i18n::number(target))
                } else {
                    launcher_kit::i18n::number(target)
                },
                if reached {
                    theme::TOGGLE_ON
                } else {
                    theme::TEXT
                },
            ),
            score,
        ]
    }

    /// The stars the chip counts: those shown while the board is played (they go as
    /// they burst), the game's own once it is over.
    fn stars_left(&self) -> usize {
        match &self.game {
            Some(game) if game.status() != popstar::Status::Playing => game.board().stars(),
            _ => self.show.view.tiles().count(),
        }
    }

    fn paint_hud(&self, p: &mut Painter, l: &Layout, fonts: &Fonts) {
        let chips = self.hud_chips();
        for (rect, (label, value, color)) in l.chips.iter().zip(chips) {
            let r = rect.h * 0.3;
            p.drop_shadow(*rect, r, 3.0 * l.scale, theme::SHADOW);
            p.round_rect(*rect, r, theme::PANEL);
            p.round_rect_outline(*rect, r, 2.0 * l.scale, theme::PANEL_EDGE);
            let (top, bottom) = rect.split_top(rect.h * 0.4);
            p.text_in(
                label,
                narrowed(top.offset(0.0, 4.0 * l.scale), rect.h * 0.2),
                fonts.small * 0.9,
                theme::TEXT_DIM,
                true,
            );
            p.text_in(
                value,
                bottom.offset(0.0, -3.0 * l.scale),
                fonts.heading,
                color,
                true,
            );
        }
        // A thin bar under the score chip: how far the level's target is.
        if let Some(game) = self.game.as_ref().filter(|_| self.has_levels()) {
            let chip = l.chips[2];
            let bar = Rect::new(
                chip.x + chip.h * 0.3,
                chip.bottom() - 6.0 * l.scale,
                chip.w - chip.h * 0.6,
                3.0 * l.scale,
            );
            let share = level_progress(game, self.show.score);
            p.rect(bar, theme::PANEL_EDGE);
            p.rect(Rect::new(bar.x, bar.y, bar.w * share, bar.h), theme::ACCENT);
        }
    }

    fn paint_board(&self, p: &mut Painter, l: &Layout) {
        let frame = l.board.inset(-10.0 * l.scale);
        p.round_rect(frame, 16.0 * l.scale, Color::rgb(0x16, 0x14, 0x30));
        p.round_rect_outline(frame, 16.0 * l.scale, 2.0 * l.scale, theme::PANEL_EDGE);
        let lifted = |sel: &Option<Selection>, pos| {
            sel.as_ref()
                .is_some_and(|s: &Selection| s.tiles.contains(&pos))
        };
        let pulse = 0.5 + 0.5 * (self.time * 6.0).sin();
        for (pos, t) in self.show.view.tiles() {
            let mut dx = t.dx;
            if let Some((at, left)) = self.marks.shake {
                if at == pos {
                    let k = left / SHAKE_TIME;
                    dx += launcher_kit::ui::motion::shake((left * 60.0).sin() * 0.12 * k);
                }
            }
            let cell = l
                .cell_rect_at(pos.row as f32 + t.dy, pos.col as f32 + dx)
                .inset(l.cell * 0.045);
            // Stars dropping in fade in as they reach the board, so they do not cross
            // the HUD at full strength.
            let alpha = (1.0 - (l.board.y - cell.y) / (l.cell * 2.5)).clamp(0.0, 1.0) * t.fade;
            if alpha <= 0.0 {
                continue;
            }
            let selected = lifted(&self.marks.selected, pos);
            let hinted = !selected && lifted(&self.marks.hint, pos);
            let lift = if selected {
                1.06
            } else if hinted {
                1.0 + 0.06 * pulse
            } else {
                1.0
            };
            let scale = t.scale * lift;
            let c = cell.center();
            p.with(Transform::scale_about(c, scale, scale), |p| {
                p.with(Transform::alpha(alpha), |p| {
                    draw_star_tile(p, cell, t.colour.index());
                    if selected {
                        p.round_rect_outline(
                            cell.inset(-2.0 * l.scale),
                            cell.w * 0.18,
                            3.0 * l.scale,
                            Color::WHITE.alpha(0.75 + 0.25 * pulse),
                        );
                    } else if hinted {
                        p.round_rect_outline(
                            cell.inset(-2.0 * l.scale),
                            cell.w * 0.18,
                            4.0 * l.scale,
                            theme::ACCENT.alpha(0.6 + 0.4 * pulse),
                        );
                    }
                });
            });
        }
    }

    /// The bubble over a highlighted group: "n tiles = p points".
    fn paint_worth(&self, p: &mut Painter, l: &Layout, sel: &Selection, fonts: &Fonts) {
        let Some(top) = sel.tiles.iter().min_by_key(|t| (t.row, t.col)) else {
            return;
        };
        let cols = sel.tiles.iter().map(|t| t.col as f32);
        let (lo, hi) = cols.fold((f32::MAX, f32::MIN), |(a, b), c| (a.min(c), b.max(c)));
        let text = launcher_kit::tr!(
            "popstar-worth",
            count = sel.tiles.len(),
            points = sel.points
        );
        let size = fonts.body;
        let margin = 14.0 * l.scale;
        let w = (launcher_kit::draw::fonts::text_width(&text, size, true) + 2.0 * margin)
            .min(span(l).w);
        let h = size * 1.7;
        let cx = l.board.x + (lo + hi + 1.0) / 2.0 * l.cell;
        let above = l.board.y + top.row as f32 * l.cell - h * 0.6;
        let cy = if above - h / 2.0 < l.board.y {
            // No room above: under the group's top star instead.
            l.board.y + (top.row as f32 + 1.0) * l.cell + h * 0.6
        } else {
            above
        };
        let room = span(l);
        let cx = cx.clamp(room.x + w / 2.0, room.right() - w / 2.0);
        let bubble = Rect::centered(Point::new(cx, cy), w, h);
        p.round_rect(bubble.offset(0.0, 3.0 * l.scale), h / 2.0, theme::SHADOW);
        p.round_rect(bubble, h / 2.0, theme::TEXT);
        p.text_in(text, narrowed(bubble, margin), size, theme::TEXT_DARK, true);
    }

    fn paint_banners(&self, p: &mut Painter, l: &Layout, fonts: &Fonts) {
        if let Some(bonus) = self.show.anim.bonus_shown() {
            let at = Point::new(l.board.center().x, l.board.y + l.board.h * 0.2);
            let text = launcher_kit::tr!("popstar-bonus-countdown", bonus = bonus);
            let size = fonts.title * 0.8;
            let area = plate(p, at, &text, size, l);
            shadowed(p, &text, area, size, theme::ACCENT);
        }
        if self.banners.level_banner > 0.0 {
            if let Some(game) = &self.game {
                let k = banner_look(self.banners.level_banner, super::LEVEL_BANNER);
                let at = l.board.center();
                let level = launcher_kit::tr!("common-level-value", level = game.level());
                let target = launcher_kit::tr!("popstar-banner-target", target = game.target());
                let (level_size, target_size) = (fonts.title * 1.1, fonts.heading);
                let margin = 20.0 * l.scale;
                let wide = launcher_kit::draw::fonts::text_width(&level, level_size, true).max(
                    launcher_kit::draw::fonts::text_width(&target, target_size, true),
                );
                let w = (fonts.title * 5.0).max(wide + 2.0 * margin).min(span(l).w);
                p.with(Transform::alpha(k), |p| {
                    let back =
                        Rect::centered(at.offset(0.0, fonts.title * 0.05), w, fonts.title * 2.3);
                    p.round_rect(back, 20.0 * l.scale, theme::PANEL);
                    p.round_rect_outline(back, 20.0 * l.scale, 2.0 * l.scale, theme::PANEL_EDGE);
                    let line =
                        |at: Point, size: f32| Rect::centered(at, w - 2.0 * margin, size * 1.3);
                    shadowed(
                        p,
                        &level,
                        line(at.offset(0.0, -fonts.title * 0.45), level_size),
                        level_size,
                        theme::ACCENT,
                    );
                    shadowed(
                        p,
                        &target,
                        line(at.offset(0.0, fonts.title * 0.55), target_size),
                        target_size,
                        theme::TEXT,
                    );
                });
            }
        }
        if self.banners.target_flash > 0.0 {
            let k = banner_look(self.banners.target_flash, super::TARGET_FLASH);
            let grow = Ease::OutBack
                .apply(((super::TARGET_FLASH - self.banners.target_flash) * 4.0).min(1.0));
            let at = Point::new(l.board.center().x, l.board.y + l.board.h * 0.42);
            let text = launcher_kit::tr!("popstar-target-reached");
            let size = fonts.title * 0.7;
            p.with(Transform::scale_about(at, grow, grow), |p| {
                p.with(Transform::alpha(k), |p| {
                    let area = plate(p, at, &text, size, l);
                    shadowed(p, &text, area, size, theme::TOGGLE_ON);
                });
            });
        }
    }

    fn paint_buttons(&self, p: &mut Painter, l: &Layout, fonts: &Fonts) {
        let hint_label = if self.jobs.hint.is_some() {
            launcher_kit::tr!("popstar-thinking")
        } else {
            launcher_kit::tr!("common-hint")
        };
        let practice = self.settings.practice;
        let placed = |b: &Button, rect: Rect, label: &str| {
            let mut b = b.clone();
            b.rect = rect;
            b.label = label.into();
            b
        };
        if self.offers_review() {
            self.paint_review_button(p, fonts);
        } else {
            placed(&self.buttons.hint, l.hint, &hint_label).draw(p, false, fonts.body);
        }
        if practice {
            placed(
                &self.buttons.undo,
                l.undo,
                &launcher_kit::tr!("common-undo"),
            )
            .draw(p, false, fonts.body);
        }
        let pause_rect = if practice { l.pause } else { l.undo };
        placed(
            &self.buttons.pause,
            pause_rect,
            &launcher_kit::tr!("popstar-pause"),
        )
        .draw(p, false, fonts.body);
        if !practice && self.select.offered {
            placed(
                &self.buttons.levels,
                l.pause,
                &launcher_kit::tr!("popstar-levels"),
            )
            .draw(p, false, fonts.body);
        }
        if practice {
            p.text_in(
                launcher_kit::tr!("popstar-practice"),
                Rect::new(
                    l.hint.x,
                    l.pause.bottom() + 8.0 * l.scale,
                    l.hint.w,
                    fonts.body * 1.4,
                ),
                fonts.small,
                theme::TEXT_DIM,
                false,
            );
        }
    }

    fn paint_passed(&self, p: &mut Painter, l: &Layout, fonts: &Fonts) {
        let Some(game) = &self.game else {
            return;
        };
        theme::panel(p, l.panel, l.scale);
        let title_at = Point::new(l.panel.center().x, l.panel.y + fonts.title * 0.75);
        let width = l.panel.w - 32.0 * l.scale;
        let size = fonts.title * 0.8;
        shadowed(
            p,
            &launcher_kit::tr!("popstar-passed", level = game.level()),
            Rect::centered(title_at, width, size * 1.3),
            size,
            theme::ACCENT,
        );
        let half = l.panel.w * 0.44;
        for (dx, r) in [
            (-half, 16.0),
            (half, 16.0),
            (-half * 0.8, 9.0),
            (half * 0.8, 9.0),
        ] {
            let at = title_at.offset(dx, if r > 10.0 { 0.0 } else { -fonts.title * 0.4 });
            theme::sparkle(p, at, r * l.scale, self.time, theme::ACCENT);
        }
        let mut lines = Vec::new();
        if let Some((bonus, left)) = self.show.last_bonus {
            lines.push((
                launcher_kit::tr!("popstar-passed-bonus", bonus = bonus, left = left),
                theme::TEXT,
            ));
        }
        let board_score = game
            .score()
            .saturating_sub(self.start.board.as_ref().map_or(0, |s| s.1));
        lines.push((
            launcher_kit::tr!(
                "popstar-passed-score",
                board = board_score,
                total = game.score()
            ),
            theme::TEXT,
        ));
        lines.push((
            match self.marks.par {
                Some(par) => launcher_kit::tr!("popstar-par", par = par),
                None => launcher_kit::tr!("popstar-par-thinking"),
            },
            theme::ACCENT_2,
        ));
        lines.push(match self.review() {
            Some(r) => (r.summary(), theme::TEXT),
            None => (launcher_kit::tr!("popstar-review-waiting"), theme::TEXT_DIM),
        });
        lines.push((
            launcher_kit::tr!(
                "popstar-next-target",
                target = popstar::scoring::level_target(game.level() + 1)
            ),
            theme::TEXT_DIM,
        ));
        let top = title_at.y + fonts.title * 0.6;
        for (i, (text, color)) in lines.into_iter().enumerate() {
            let line = Rect::new(
                l.panel.center().x - width / 2.0,
                top + i as f32 * fonts.body * 1.55,
                width,
                fonts.body * 1.3,
            );
            p.text_box(
                text,
                line,
                fonts.body,
                color,
                HAlign::Center,
                VAlign::Top,
                false,
            );
        }
        let mut next = self.buttons.next.clone();
        next.rect = l.next;
        next.label = if self.jobs.next_deal.is_some() {
            launcher_kit::tr!("popstar-dealing-next")
        } else {
            launcher_kit::tr!("popstar-next-level")
        };
        next.draw(p, true, fonts.body);
    }
}

/// The strip across the board and the chips above it (wider than a narrow board): as wide
/// as a bubble or banner over the board may be.
fn span(l: &Layout) -> Rect {
    let left = l.chips[0].x.min(l.board.x);
    let right = l.chips[2].right().max(l.board.right());
    Rect::new(left, l.board.y, right - left, l.board.h)
}

/// `r` with `dx` taken off its left and right.
fn narrowed(r: Rect, dx: f32) -> Rect {
    Rect::new(r.x + dx, r.y, (r.w - 2.0 * dx).max(0.0), r.h)
}

/// How far the shown score has come from the level's start towards its target (0–1).
fn level_progress(game: &Game, shown: u32) -> f32 {
    let target = game.target();
    let from = if game.level() <= 1 {
        0
    } else {
        popstar::scoring::level_target(game.level() - 1)
    };
    let span = target.saturating_sub(from).max(1);
    (shown.saturating_sub(from) as f32 / span as f32).clamp(0.0, 1.0)
}

/// A banner's opacity with `left` of `total` seconds to go: it comes in and goes out
/// quickly, so it is seldom seen half transparent over the stars.
fn banner_look(left: f32, total: f32) -> f32 {
    let age = total - left;
    (age * 6.0).min(1.0) * (left / 0.25).min(1.0)
}

/// A dark rounded plate behind a banner line centred at `at`, so it reads over stars of any
/// colour: as wide as the text and its margins, never wider than the board's [`span`]. Returns where
/// the text goes.
fn plate(p: &mut Painter, at: Point, text: &str, size: f32, l: &Layout) -> Rect {
    let margin = 20.0 * l.scale;
    let w = (launcher_kit::draw::fonts::text_width(text, size, true) + 2.0 * margin).min(span(l).w);
    let back = Rect::centered(at, w, size * 1.6);
    p.round_rect(back, size * 0.4, theme::PANEL);
    p.round_rect_outline(back, size * 0.4, 2.0 * l.scale, theme::PANEL_EDGE);
    narrowed(back, margin)
}

/// Bold text centred in `area` (smaller if it is too wide for it), with a soft shadow.
fn shadowed(p: &mut Painter, text: &str, area: Rect, size: f32, color: Color) {
    p.text_box(
        text,
        area.offset(0.0, size * 0.07),
        size,
        theme::SHADOW.alpha(0.9),
        HAlign::Center,
        VAlign::Middle,
        true,
    );
    p.text_box(
        text,
        area,
        size,
        color,
        HAlign::Center,
        VAlign::Middle,
        true,
    );
}
