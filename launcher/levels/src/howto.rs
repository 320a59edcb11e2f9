//! The match-3 levels' rules in pictures: goals on a shaped board (jelly peeled by lines
//! made on it, stones cracked by lines made beside them) and the stars a level earns.

use crate::draw_stars;
use ::match3::Tile;
use launcher_kit::draw::{Color, Painter};
use launcher_kit::geom::Rect;
use launcher_kit::howto::Lesson;
use launcher_kit::howto::stage::{MiniBoard, ease, step};
use launcher_kit::tr;
use launcher_kit::ui::theme;
use launcher_match3::ground::draw_tile;
use launcher_match3::howto::swap_pieces;

/// The level game's pages (after match-3's own).
pub fn lessons() -> Vec<Lesson> {
    let mut lessons = launcher_match3::howto::lessons();
    lessons.truncate(1);
    lessons.extend([
        Lesson {
            title: "howto-levels-goals-title",
            text: "howto-levels-goals-text",
            picture: goals_picture,
            length: 4.5,
        },
        Lesson {
            title: "howto-levels-stars-title",
            text: "howto-levels-stars-text",
            picture: stars_picture,
            length: 3.5,
        },
    ]);
    lessons
}

/// Jelly lies under the row the swap completes; a two-hit stone sits below it.
const JELLY: [(usize, usize); 3] = [(2, 0), (2, 1), (2, 2)];
const STONE: (usize, usize) = (3, 1);

/// The swap of the first page on a level's board: the line peels the jelly under it and
/// cracks the stone beside it, and the goal counts down.
fn goals_picture(p: &mut Painter, area: Rect, t: f32) {
    let b = MiniBoard::fit(area, 5, 4);
    b.ground(p);
    let cleared = step(t, 1.7, 2.1);
    for &(row, col) in &JELLY {
        let rect = b.cell_rect(row as f32, col as f32);
        p.with(
            launcher_kit::draw::Transform::alpha(1.0 - ease(cleared)),
            |p| {
                draw_tile(p, rect, Tile::Jelly(1), t);
            },
        );
    }
    let hits = if cleared >= 1.0 { 1 } else { 2 };
    draw_tile(
        p,
        b.cell_rect(STONE.0 as f32, STONE.1 as f32),
        Tile::Blocker(hits),
        t,
    );
    swap_pieces(p, &b, t, Some(STONE));
    let left = if cleared >= 1.0 { 0 } else { JELLY.len() };
    let colour = if left == 0 {
        theme::TOGGLE_ON
    } else {
        Color::WHITE
    };
    b.caption(
        p,
        &tr!("howto-levels-jelly-left", count = left),
        colour,
        1.0,
    );
}

/// One, two, then three stars as the score grows.
fn stars_picture(p: &mut Painter, area: Rect, t: f32) {
    let b = MiniBoard::fit(area, 3, 2);
    let won = (1.0 + (t / 0.9).floor()).min(3.0) as u8;
    draw_stars(p, b.rect.center(), b.cell * 0.45, won);
    b.caption(
        p,
        &tr!("howto-levels-stars", stars = won),
        theme::ACCENT,
        1.0,
    );
}
