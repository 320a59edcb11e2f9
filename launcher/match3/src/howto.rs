//! Match-3's rules in pictures: a swap making a line and what each piece of it scores, the
//! modes and the special pieces.

use crate::draw_gem;
use crate::pieces::draw_piece;
use ::match3::{Cell, Special};
use launcher_kit::draw::{Color, HAlign, Painter, VAlign};
use launcher_kit::geom::Rect;
use launcher_kit::howto::Lesson;
use launcher_kit::howto::stage::{MiniBoard, ease, rising_points, step, tap_ring};
use launcher_kit::tr;
use launcher_kit::ui::theme;

/// Match-3's pages.
pub fn lessons() -> Vec<Lesson> {
    vec![
        Lesson {
            title: "howto-match3-swap-title",
            text: "howto-match3-swap-text",
            picture: swap_picture,
            length: 5.0,
        },
        Lesson {
            title: "howto-match3-modes-title",
            text: "howto-match3-modes-text",
            picture: specials_picture,
            length: 3.0,
        },
    ]
}

/// The board of the swap picture (kinds 0–4), before the swap.
const BOARD: [[usize; 5]; 4] = [
    [1, 2, 3, 4, 2],
    [2, 3, 0, 4, 1],
    [0, 0, 1, 2, 3],
    [3, 4, 2, 1, 0],
];
/// The swapped pair: the piece at (1, 2) goes down onto (2, 2), completing a row of three.
const FROM: (usize, usize) = (1, 2);
const TO: (usize, usize) = (2, 2);
/// The pieces that drop in from above once the line is gone.
const NEW: [usize; 3] = [4, 1, 3];
/// What each piece of a line of three scores: 50 × (3 − 1).
const EACH: u32 = 50 * (3 - 1);

/// The board once the two pieces have changed places.
fn swapped() -> [[usize; 5]; 4] {
    let mut board = BOARD;
    board[FROM.0][FROM.1] = BOARD[TO.0][TO.1];
    board[TO.0][TO.1] = BOARD[FROM.0][FROM.1];
    board
}

fn in_line(row: usize, col: usize) -> bool {
    row == TO.0 && col <= 2
}

/// A swap of two neighbours makes a row of three, which clears, scores 100 a piece and
/// lets the pieces above fall.
fn swap_picture(p: &mut Painter, area: Rect, t: f32) {
    let b = MiniBoard::fit(area, 5, 4);
    b.ground(p);
    swap_pieces(p, &b, t, None);
    b.caption(
        p,
        &format!("3 × {EACH} = {}", 3 * EACH),
        theme::ACCENT,
        step(t, 2.7, 3.1),
    );
}

/// The pieces of the swap picture on `b` at time `t` (the line clears at 1.7–2.1 s, the
/// pieces above fall at 2.1–2.6 s), leaving out the piece at `skip` (a level's stone).
pub fn swap_pieces(p: &mut Painter, b: &MiniBoard, t: f32, skip: Option<(usize, usize)>) {
    let r = b.cell * 0.4;
    let swap = ease(step(t, 0.8, 1.2));
    let pulse = step(t, 1.2, 1.7);
    let vanish = step(t, 1.7, 2.1);
    let fall = ease(step(t, 2.1, 2.6));
    if swap < 1.0 {
        for (row, kinds) in BOARD.iter().enumerate() {
            for (col, &kind) in kinds.iter().enumerate() {
                if skip == Some((row, col)) {
                    continue;
                }
                let y = match (row, col) {
                    FROM => row as f32 + swap,
                    TO => row as f32 - swap,
                    _ => row as f32,
                };
                draw_gem(p, b.center(y, col as f32), r, kind);
            }
        }
    } else {
        for (row, kinds) in swapped().iter().enumerate() {
            for (col, &kind) in kinds.iter().enumerate() {
                if skip == Some((row, col)) {
                    continue;
                }
                if in_line(row, col) {
                    if vanish < 1.0 {
                        let size = r * (1.0 + 0.15 * (pulse * 12.0).sin().abs()) * (1.0 - vanish);
                        draw_gem(p, b.center(row as f32, col as f32), size, kind);
                    }
                    continue;
                }
                let above = row < TO.0 && col <= 2;
                let y = row as f32 + if above { fall } else { 0.0 };
                draw_gem(p, b.center(y, col as f32), r, kind);
            }
        }
    }
    if fall > 0.0 {
        for (col, &kind) in NEW.iter().enumerate() {
            p.with(launcher_kit::draw::Transform::alpha(fall), |p| {
                draw_gem(p, b.center(fall - 1.0, col as f32), r, kind);
            });
        }
    }
    tap_ring(
        p,
        b.center(FROM.0 as f32, FROM.1 as f32),
        r * 1.15,
        t,
        1.0 - step(t, 0.6, 0.8),
    );
    let burst = step(t, 1.7, 2.9);
    for col in 0..3 {
        rising_points(
            p,
            &format!("+{EACH}"),
            b.center(TO.0 as f32, col as f32),
            b.cell * 0.26,
            burst,
        );
    }
}

/// The three special pieces, glowing, each named under it.
fn specials_picture(p: &mut Painter, area: Rect, t: f32) {
    let b = MiniBoard::fit(area, 3, 2);
    let specials = [
        (Special::RowClearer, 0u8, "howto-match3-line-piece"),
        (Special::ColourBomb, 4, "howto-match3-colour-bomb"),
        (Special::AreaBomb, 2, "howto-match3-area-bomb"),
    ];
    let size = b.cell * 0.17;
    for (i, (special, kind, name)) in specials.into_iter().enumerate() {
        let at = b.center(0.6, i as f32);
        let appear = ease(step(t, 0.3 * i as f32, 0.3 * i as f32 + 0.5));
        if let Some(cell) = Cell::piece(kind + 1) {
            p.with(
                launcher_kit::draw::Transform::scale_about(at, appear, appear),
                |p| draw_piece(p, at, b.cell * 0.32, cell, Some(special), t),
            );
        }
        // At most two lines under each piece: a longer name gets a smaller font.
        let name = tr!(name);
        let mut size = size;
        let mut lines = launcher_kit::draw::fonts::wrap(&name, b.cell * 0.95, size, false);
        while lines.len() > 2 && size > b.cell * 0.1 {
            size *= 0.9;
            lines = launcher_kit::draw::fonts::wrap(&name, b.cell * 0.95, size, false);
        }
        for (j, line) in lines.iter().enumerate() {
            let y = b.center(1.0, 0.0).y + j as f32 * size * 1.25;
            p.text_box(
                line.as_str(),
                Rect::new(at.x - b.cell * 0.5, y, b.cell, size * 1.25),
                size,
                theme::TEXT.fade(appear),
                HAlign::Center,
                VAlign::Top,
                false,
            );
        }
    }
    let chain = step(t, 1.2, 1.6);
    b.caption(
        p,
        &tr!("howto-match3-chain", factor = 2),
        Color::WHITE,
        chain,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_swap_makes_a_row_of_three_and_nothing_else() {
        let board = swapped();
        let moved = BOARD[FROM.0][FROM.1];
        assert_eq!(board[TO.0][..3], [moved; 3]);
        assert_ne!(board[TO.0][3], moved);
        // No other line of three before or after the swap.
        for b in [BOARD, board] {
            let across = b
                .iter()
                .flat_map(|row| row.windows(3))
                .filter(|w| w[0] == w[1] && w[1] == w[2])
                .count();
            let down = b
                .windows(3)
                .flat_map(|rows| (0..5).map(move |c| (rows[0][c], rows[1][c], rows[2][c])))
                .filter(|(x, y, z)| x == y && y == z)
                .count();
            let lines = across + down;
            assert_eq!(lines, usize::from(b != BOARD));
        }
    }

    #[test]
    fn the_specials_names_stay_clear_of_the_caption_in_every_language() {
        use launcher_kit::draw::Primitive;
        use launcher_kit::i18n::{Language, set_language};
        for size in [
            Rect::new(0.0, 0.0, 440.0, 470.0),
            Rect::new(0.0, 0.0, 200.0, 90.0),
        ] {
            for language in Language::ALL {
                set_language(language);
                let mut p = Painter::new(launcher_kit::geom::Size::new(1024.0, 768.0));
                specials_picture(&mut p, size, 3.0);
                let caption = tr!("howto-match3-chain", factor = 2);
                let b = MiniBoard::fit(size, 3, 2);
                for item in p.items() {
                    if let Primitive::Text(t) = item {
                        if t.text != caption {
                            assert!(
                                t.extent().bottom() <= b.caption_row.y + 1.0,
                                "{language:?}: {:?} runs into the caption",
                                t.text
                            );
                        }
                    }
                }
            }
        }
        set_language(Language::English);
    }
}
