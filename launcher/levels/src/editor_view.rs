//! How the level editor is drawn, in the places [`super::editor_layout`] gives: the board
//! being painted, the name, the knobs with their − and + buttons, the brushes, what the bot
//! found, what is wrong, and Try, Save and Map.

use super::editor::{Editor, Measure, SIMULATED};
use super::editor_layout::Knob;
use super::words::button_font;
use ::match3::Tile;
use launcher_kit::draw::{Color, HAlign, Painter, VAlign};
use launcher_kit::geom::{Point, Rect, Size};
use launcher_kit::tr;
use launcher_kit::ui::theme::{self, Fonts};
use launcher_match3::ground::{FRAME, draw_tile, frame_cells};

/// A knob's label, in the player's language.
fn label(knob: Knob) -> String {
    let key = match knob {
        Knob::Width => "levels-knob-width",
        Knob::Height => "levels-knob-height",
        Knob::Kinds => "levels-knob-kinds",
        Knob::Timed => "levels-knob-limit-kind",
        Knob::Limit => "levels-knob-limit",
        Knob::Score => "levels-knob-score",
        Knob::CollectKind => "levels-knob-collect-kind",
        Knob::CollectCount => "levels-knob-collect-count",
        Knob::Jelly => "levels-knob-jelly",
        Knob::Blockers => "levels-knob-blockers",
        Knob::Star(i) => return tr!("levels-knob-stars", stars = i + 1),
    };
    tr!(key)
}

/// The message naming what a brush paints.
fn brush_name(tile: Tile) -> &'static str {
    match tile {
        Tile::Hole => "levels-brush-hole",
        Tile::Floor => "levels-brush-floor",
        Tile::Jelly(1) => "levels-brush-jelly",
        Tile::Jelly(_) => "levels-brush-double-jelly",
        Tile::Blocker(1) => "levels-brush-blocker",
        Tile::Blocker(_) => "levels-brush-double-blocker",
    }
}

/// Draws the editor.
pub fn draw(e: &Editor, p: &mut Painter, size: Size) {
    let l = &e.layout;
    let s = l.scale;
    let fonts = Fonts::for_size(size);
    theme::background(p);
    p.text_at(
        tr!("levels-editor"),
        Point::new(20.0 * s, 42.0 * s),
        l.panel.x - 40.0 * s,
        fonts.heading,
        theme::ACCENT,
        HAlign::Left,
        VAlign::Middle,
        true,
    );
    p.text_at(
        tr!("levels-brush", brush = tr!(brush_name(e.brush))),
        Point::new(l.board.x, l.board.y - 24.0 * s),
        l.board.w,
        fonts.small,
        theme::TEXT_DIM,
        HAlign::Left,
        VAlign::Middle,
        false,
    );
    board(e, p);
    theme::panel(p, l.panel, s);
    e.name.draw(p, fonts.body, e.name_focused(), s);
    for ((knob, minus, plus), row) in e.knobs.iter().zip(&l.knobs) {
        let mid = row.row.center().y;
        // The value as wide as it is at its size (up to 60 % of the room), the label the rest.
        let room = row.minus.x - 10.0 * s - row.row.x;
        let value = e.value(*knob);
        let value_w = launcher_kit::draw::fonts::text_width(&value, fonts.body, true)
            .clamp(room * 0.4, room * 0.6);
        p.text_at(
            label(*knob),
            Point::new(row.row.x, mid),
            room - value_w,
            fonts.small,
            theme::TEXT_DIM,
            HAlign::Left,
            VAlign::Middle,
            false,
        );
        p.text_at(
            value,
            Point::new(row.minus.x - 10.0 * s, mid),
            value_w,
            fonts.body,
            theme::TEXT,
            HAlign::Right,
            VAlign::Middle,
            true,
        );
        minus.draw(p, false, fonts.body);
        plus.draw(p, false, fonts.body);
    }
    for (tile, b) in &e.palette {
        b.draw(p, *tile == e.brush, fonts.body);
        let r = b.rect.inset(b.rect.h * 0.12);
        let sq = Rect::centered(r.center(), r.h, r.h);
        match tile {
            Tile::Hole => p.round_rect_outline(sq, sq.h * 0.2, 2.0 * s, theme::TEXT_DIM),
            Tile::Floor => p.round_rect(sq, sq.h * 0.2, FRAME),
            _ => {
                p.round_rect(sq, sq.h * 0.2, FRAME);
                draw_tile(p, sq, *tile, 0.0);
            }
        }
    }
    status(e, p, &fonts);
    for b in [&e.try_it, &e.save, &e.back] {
        b.draw(p, false, button_font(b, fonts.body));
    }
}

/// The board being painted: holes as faint outlines, the rest as on a level board.
fn board(e: &Editor, p: &mut Painter) {
    let l = &e.layout;
    let s = l.scale;
    frame_cells(p, &e.terrain, |pos| l.cell_rect(pos), s, FRAME);
    for pos in e.terrain.positions() {
        let r = l.cell_rect(pos);
        match e.terrain.get(pos).copied() {
            Some(Tile::Hole) => {
                p.round_rect_outline(
                    r.inset(3.0 * s),
                    l.cell * 0.12,
                    1.0,
                    Color::WHITE.alpha(0.12),
                );
            }
            Some(tile) => {
                p.round_rect(r.inset(2.0), l.cell * 0.12, Color::WHITE.alpha(0.03));
                draw_tile(p, r, tile, 0.0);
            }
            None => {}
        }
    }
    if let Some(at) = e.cursor().pos() {
        e.cursor().draw(p, l.cell_rect(at), s);
    }
}

/// What the bot found, then the problem or the last save's line, wrapped to the panel.
fn status(e: &Editor, p: &mut Painter, fonts: &Fonts) {
    let r = e.layout.status;
    let measured = match e.measure() {
        Measure::None => tr!("levels-bot-cannot-play"),
        Measure::Running => tr!("levels-bot-playing", games = SIMULATED),
        Measure::Done { pass_rate, .. } => tr!(
            "levels-bot-passes",
            percent = (pass_rate * 100.0).round() as u32,
            games = SIMULATED
        ),
    };
    p.text_at(
        measured,
        Point::new(r.x, r.y + r.h * 0.18),
        r.w,
        fonts.small,
        theme::ACCENT_2,
        HAlign::Left,
        VAlign::Middle,
        false,
    );
    let (line, color) = match (e.message(), e.problem()) {
        (Some(m), _) => (m, theme::TEXT),
        (None, Some(problem)) => (
            tr!("levels-not-ready", problem = problem),
            theme::BUTTON_DANGER.lighten(0.3),
        ),
        (None, None) => (tr!("levels-ready"), theme::TOGGLE_ON),
    };
    for (i, text) in launcher_kit::draw::fonts::wrap(&line, r.w, fonts.small, false)
        .into_iter()
        .take(2)
        .enumerate()
    {
        p.text_at(
            text,
            Point::new(r.x, r.y + r.h * (0.5 + 0.3 * i as f32)),
            r.w,
            fonts.small,
            color,
            HAlign::Left,
            VAlign::Middle,
            false,
        );
    }
}

#[cfg(test)]
mod tests {
    use launcher_kit::draw::estimate_text_width;

    #[test]
    fn long_lines_wrap() {
        let lines = launcher_kit::draw::fonts::wrap(
            "goal 2: asks for nothing (no jelly to clear or a count of 0)",
            200.0,
            16.0,
            false,
        );
        assert!(lines.len() >= 2);
        assert!(
            lines
                .iter()
                .all(|l| estimate_text_width(l, 16.0) <= 200.0 || !l.contains(' '))
        );
    }

    #[test]
    fn chinese_wraps_between_characters_and_keeps_its_punctuation_on_the_line() {
        let text = "无法保存：目标1需要盘面上有果冻，请先画一些果冻格子再保存。";
        let lines = launcher_kit::draw::fonts::wrap(text, 120.0, 16.0, false);
        assert!(lines.len() >= 2, "{lines:?}");
        assert_eq!(lines.concat(), text);
        for l in &lines {
            assert!(estimate_text_width(l, 16.0) <= 120.0, "{l}");
            assert!(!l.starts_with(['，', '。', '：']), "{l}");
        }
        assert_eq!(
            launcher_kit::draw::fonts::wrap("Bot passes 57% of 30 games", 1000.0, 16.0, false)
                .len(),
            1
        );
    }
}
