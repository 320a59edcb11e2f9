//! The score panel: the game's name and mode, score, best score, moves, chain, the clock of
//! a timed game, and the Hint, New game and Pause buttons.

use super::scene::{Match3Scene, TIME_LIMIT};
use crate::draw::{Color, HAlign, Painter, VAlign};
use crate::games::{GameKind, GameScene};
use crate::geom::{Point, Rect};
use crate::services::Services;
use crate::ui::theme::{self, Fonts};

/// Draws the background and the panel.
pub fn draw(scene: &Match3Scene, p: &mut Painter, cx: &Services) {
    let l = &scene.layout;
    let s = l.scale;
    let fonts = Fonts::for_size(cx.viewport);
    theme::background(p);
    theme::panel(p, l.panel, s);
    let mode = scene.mode_key();
    let mode_label = GameKind::score_tables(&super::Kind)
        .into_iter()
        .find(|t| t.key == mode)
        .map_or(String::new(), |t| t.label);
    if let Some(&title) = l.stats.first() {
        p.bold_text(
            "Match-3",
            Point::new(title.x, title.y + title.h * 0.32),
            fonts.heading,
            theme::ACCENT,
            HAlign::Left,
            VAlign::Middle,
        );
        p.text(
            format!("{mode_label} mode"),
            Point::new(title.x, title.y + title.h * 0.78),
            fonts.small,
            theme::TEXT_DIM,
            HAlign::Left,
            VAlign::Middle,
        );
    }
    let best = cx
        .scores
        .table(crate::games::match3::ID, &mode)
        .first()
        .map(|e| e.score);
    let best_text = match best {
        Some(b) if b >= scene.shown_score => b.to_string(),
        Some(_) => "New best!".to_string(),
        None => "–".to_string(),
    };
    let chain = if scene.chain >= 2 {
        format!("×{}", scene.chain)
    } else if scene.best_chain >= 2 {
        format!("best ×{}", scene.best_chain)
    } else {
        "–".to_string()
    };
    let mut stats = vec![
        ("Score", scene.shown_score.to_string(), theme::TEXT),
        ("Best", best_text, theme::ACCENT),
        ("Moves", scene.game().turns().to_string(), theme::TEXT),
        ("Chain", chain, theme::ACCENT_2),
    ];
    if let Some(t) = scene.time_left() {
        let secs = t.ceil() as u32;
        let color = if t <= 10.0 {
            theme::BUTTON_DANGER.lighten(0.2)
        } else {
            theme::TEXT
        };
        stats.push((
            "Time left",
            format!("{}:{:02}", secs / 60, secs % 60),
            color,
        ));
    }
    for (rect, (label, value, color)) in l.stats.iter().skip(1).zip(stats) {
        stat(p, *rect, label, &value, color, &fonts);
    }
    match (scene.time_left(), l.stats.get(5)) {
        (Some(t), Some(rect)) => time_bar(p, *rect, t / TIME_LIMIT, s),
        (None, Some(rect)) => help(p, *rect, &fonts),
        _ => {}
    }
    let b = &scene.buttons;
    let idle = !scene.busy() && scene.ending.is_none();
    b.hint.draw(p, false, fonts.body);
    if !idle {
        // The hint waits for the board to settle: dim the button meanwhile.
        p.round_rect(b.hint.rect, b.hint.rect.h * 0.3, theme::PANEL.alpha(0.55));
    }
    b.new_game.draw(p, false, fonts.body);
    b.pause.draw(p, false, fonts.body);
}

/// One statistic: a small label over a large value.
fn stat(p: &mut Painter, rect: Rect, label: &str, value: &str, color: Color, fonts: &Fonts) {
    p.text(
        label,
        Point::new(rect.x, rect.y + rect.h * 0.22),
        fonts.small,
        theme::TEXT_DIM,
        HAlign::Left,
        VAlign::Middle,
    );
    p.bold_text(
        value,
        Point::new(rect.x, rect.y + rect.h * 0.64),
        fonts.heading,
        color,
        HAlign::Left,
        VAlign::Middle,
    );
}

/// The clock's bar under the time: full at the start, empty when the time is up.
fn time_bar(p: &mut Painter, rect: Rect, share: f32, s: f32) {
    let h = 6.0 * s;
    let track = Rect::new(rect.x, rect.bottom() - h, rect.w, h);
    p.round_rect(track, h / 2.0, theme::BUTTON.darken(0.3));
    let share = share.clamp(0.0, 1.0);
    if share > 0.0 {
        let fill = Rect::new(track.x, track.y, (track.w * share).max(h), h);
        let color = if share < 0.1 {
            theme::BUTTON_DANGER
        } else {
            theme::TOGGLE_ON
        };
        p.round_rect(fill, h / 2.0, color);
    }
}

/// How to play, in the slot the timed game's clock takes.
fn help(p: &mut Painter, rect: Rect, fonts: &Fonts) {
    for (i, line) in ["Click two neighbours", "or drag to swap."]
        .iter()
        .enumerate()
    {
        p.text(
            *line,
            Point::new(rect.x, rect.y + rect.h * (0.3 + 0.32 * i as f32)),
            fonts.small,
            theme::TEXT_DIM,
            HAlign::Left,
            VAlign::Middle,
        );
    }
}
