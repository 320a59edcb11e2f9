//! Reversi's rules in pictures, played by the rules library on real positions: a move
//! flanking and flipping discs in several directions, and a pass.

use crate::draw_disc;
use ::reversi::bitboard::{flip_lines, legal_moves};
use launcher_kit::draw::{Color, HAlign, Painter, VAlign};
use launcher_kit::geom::{Point, Rect};
use launcher_kit::howto::Lesson;
use launcher_kit::howto::stage::{MiniBoard, ease, step, tap_ring};
use launcher_kit::tr;
use launcher_kit::ui::theme;

/// Reversi's pages.
pub fn lessons() -> Vec<Lesson> {
    vec![
        Lesson {
            title: "howto-reversi-flank-title",
            text: "howto-reversi-flank-text",
            picture: flank_picture,
            length: 5.0,
        },
        Lesson {
            title: "howto-reversi-pass-title",
            text: "howto-reversi-pass-text",
            picture: pass_picture,
            length: 5.0,
        },
    ]
}

/// Black to move; b3 flanks white discs in three directions.
const FLANK: &str = ".....XX.....XX....OOOX...OOOO...XXXXO....XX.....X...............";
const FLANK_MOVE: usize = 2 * 8 + 1;
/// Black to move has no legal move and must pass; White has moves.
const PASS: &str = ".........X......O.X.....OOXXX...O..XX.......X...................";

/// The discs of a 64-character board (a1…h8, `X` black, `O` white): (black, white).
fn discs(board: &str) -> (u64, u64) {
    board
        .bytes()
        .enumerate()
        .fold((0, 0), |(black, white), (i, c)| match c {
            b'X' => (black | 1 << i, white),
            b'O' => (black, white | 1 << i),
            _ => (black, white),
        })
}

/// The board's green ground and grid.
fn ground(p: &mut Painter, b: &MiniBoard) {
    p.round_rect(
        b.rect.inset(-b.cell * 0.15),
        b.cell * 0.3,
        Color::rgb(0x12, 0x3d, 0x26),
    );
    p.rect(b.rect, Color::rgb(0x2a, 0x8a, 0x52));
    for i in 1..8 {
        let d = i as f32 * b.cell;
        let line = Color::BLACK.alpha(0.35);
        p.line(
            Point::new(b.rect.x + d, b.rect.y),
            Point::new(b.rect.x + d, b.rect.bottom()),
            1.0,
            line,
        );
        p.line(
            Point::new(b.rect.x, b.rect.y + d),
            Point::new(b.rect.right(), b.rect.y + d),
            1.0,
            line,
        );
    }
}

/// The centre of `square` (bit index, a1 = 0).
fn center(b: &MiniBoard, square: usize) -> Point {
    b.center((square / 8) as f32, (square % 8) as f32)
}

/// Plays `mv` for the side `black` on `board` from time `start`: the legal moves marked
/// until then, the disc set down, then each flanked run turning disc by disc from the
/// new disc outwards, every direction at once. Returns how many discs flipped.
fn play(
    p: &mut Painter,
    b: &MiniBoard,
    board: &str,
    black: bool,
    mv: usize,
    start: f32,
    t: f32,
) -> usize {
    let (xs, os) = discs(board);
    let (me, them) = if black { (xs, os) } else { (os, xs) };
    let runs = flip_lines(me, them, mv);
    let r = b.cell * 0.42;
    ground(p, b);
    let set = ease(step(t, start, start + 0.25));
    if set <= 0.0 {
        let legal = legal_moves(me, them);
        for sq in (0..64).filter(|sq| legal & (1 << sq) != 0) {
            p.circle(center(b, sq), b.cell * 0.1, Color::BLACK.alpha(0.3));
        }
        tap_ring(p, center(b, mv), r, t, step(t, start - 1.0, start - 0.7));
    }
    for sq in 0..64 {
        let mine = me & (1 << sq) != 0;
        let theirs = them & (1 << sq) != 0;
        if !mine && !theirs {
            continue;
        }
        let mut colour_black = if mine { black } else { !black };
        let mut flip = 1.0;
        if let Some(run) = runs.iter().find(|run| run.contains(&sq)) {
            let j = run.iter().position(|&s| s == sq).unwrap_or(0);
            let turn = step(
                t,
                start + 0.35 + 0.3 * j as f32,
                start + 0.65 + 0.3 * j as f32,
            );
            flip = (1.0 - 2.0 * turn).abs();
            if turn >= 0.5 {
                colour_black = black;
            }
        }
        draw_disc(p, center(b, sq), r, colour_black, flip);
    }
    if set > 0.0 {
        p.with(
            launcher_kit::draw::Transform::scale_about(center(b, mv), set, set),
            |p| draw_disc(p, center(b, mv), r, black, 1.0),
        );
        // Each flanking line, from the new disc to the disc of the mover's colour behind
        // the run.
        let show = step(t, start + 0.3, start + 0.5) * (1.0 - step(t, start + 2.4, start + 2.8));
        for run in &runs {
            if let Some(&last) = run.last() {
                let before = if run.len() > 1 {
                    run[run.len() - 2]
                } else {
                    mv
                };
                let end = (2 * last).checked_sub(before).unwrap_or(last);
                p.line(
                    center(b, mv),
                    center(b, end),
                    b.cell * 0.08,
                    theme::ACCENT.fade(0.8 * show),
                );
            }
        }
    }
    runs.iter().map(Vec::len).sum()
}

/// Black plays b3: white discs caught in three directions between it and black discs
/// all turn black.
fn flank_picture(p: &mut Painter, area: Rect, t: f32) {
    let b = MiniBoard::fit(area, 8, 8);
    let flipped = play(p, &b, FLANK, true, FLANK_MOVE, 1.0, t);
    b.caption(
        p,
        &tr!("howto-reversi-flipped", count = flipped),
        theme::ACCENT,
        step(t, 2.4, 2.8),
    );
}

/// Black has no move and passes; White moves again.
fn pass_picture(p: &mut Painter, area: Rect, t: f32) {
    let b = MiniBoard::fit(area, 8, 8);
    let (xs, os) = discs(PASS);
    let white_move = (0..64)
        .find(|sq| legal_moves(os, xs) & (1 << sq) != 0)
        .unwrap_or(0);
    play(p, &b, PASS, false, white_move, 2.6, t);
    let banner = step(t, 0.3, 0.6) * (1.0 - step(t, 2.2, 2.5));
    if banner > 0.0 {
        let band = Rect::new(
            b.rect.x,
            b.rect.center().y - b.cell * 0.7,
            b.rect.w,
            b.cell * 1.4,
        );
        p.round_rect(band, b.cell * 0.3, theme::TEXT_DARK.alpha(0.85 * banner));
        p.text_box(
            tr!("howto-reversi-black-passes"),
            band.inset(b.cell * 0.2),
            b.cell * 0.6,
            theme::ACCENT.fade(banner),
            HAlign::Center,
            VAlign::Middle,
            true,
        );
    }
    b.caption(
        p,
        &tr!("howto-reversi-white-again"),
        Color::WHITE,
        step(t, 2.5, 2.9),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flanking_move_flips_in_three_directions() {
        let (black, white) = discs(FLANK);
        assert_ne!(legal_moves(black, white) & (1 << FLANK_MOVE), 0);
        let runs = flip_lines(black, white, FLANK_MOVE);
        assert_eq!(runs.len(), 3);
        assert_eq!(runs.iter().map(Vec::len).sum::<usize>(), 5);
    }

    #[test]
    fn in_the_pass_position_black_has_no_move_and_white_has() {
        let (black, white) = discs(PASS);
        assert_eq!(legal_moves(black, white), 0);
        assert_ne!(legal_moves(white, black), 0);
    }
}
