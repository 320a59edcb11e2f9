//! PopStar's rules in pictures: a group popping with 5 × n² points, the columns closing,
//! and the bonus for the stars left at the end of a board; then SameGame's: the same pop
//! scoring (n − 2)², and the board sizes and colours it is played with.

use crate::draw_star_tile;
use launcher_kit::draw::{Painter, Transform};
use launcher_kit::geom::Rect;
use launcher_kit::howto::Lesson;
use launcher_kit::howto::stage::{MiniBoard, ease, rising_points, step, tap_ring};
use launcher_kit::tr;
use launcher_kit::ui::theme;
use popstar::Scoring;

/// PopStar's pages.
pub fn lessons() -> Vec<Lesson> {
    vec![
        Lesson {
            title: "howto-popstar-pop-title",
            text: "howto-popstar-pop-text",
            picture: pop_picture,
            length: 5.5,
        },
        Lesson {
            title: "howto-popstar-bonus-title",
            text: "howto-popstar-bonus-text",
            picture: bonus_picture,
            length: 4.5,
        },
        Lesson {
            title: "howto-popstar-samegame-title",
            text: "howto-popstar-samegame-text",
            picture: samegame_picture,
            length: 5.5,
        },
    ]
}

/// The board of the pop picture (colours 0–4, rows from the top).
const BOARD: [[usize; 5]; 4] = [
    [1, 3, 0, 2, 4],
    [2, 1, 0, 4, 3],
    [3, 4, 0, 1, 2],
    [1, 2, 0, 0, 3],
];
/// The red group, in the order its stars pop.
const GROUP: [(usize, usize); 5] = [(3, 3), (3, 2), (2, 2), (1, 2), (0, 2)];

/// When the `i`-th star of the group pops.
fn pop_time(i: usize) -> f32 {
    1.9 + 0.14 * i as f32
}

/// Where a star tile of cell (`row`, `col`) is drawn: its cell with a small gap around it.
fn tile(b: &MiniBoard, row: f32, col: f32) -> Rect {
    b.cell_rect(row, col).inset(b.cell * 0.05)
}

/// Tapping shows what the group is worth, tapping again pops it star by star (5, 15, 25 …
/// points), the stars above fall and the empty column closes.
fn pop_picture(p: &mut Painter, area: Rect, t: f32) {
    let n = GROUP.len();
    group_picture(
        p,
        area,
        t,
        Scoring::PopStar,
        &format!("5 × {n}² = {}", 5 * n * n),
    );
}

/// The same pop under SameGame's rules: the first two stars earn nothing, then 1, 3, 5 …,
/// (n − 2)² in all.
fn samegame_picture(p: &mut Painter, area: Rect, t: f32) {
    let n = GROUP.len();
    let points = Scoring::SameGame.pop_points(n);
    group_picture(
        p,
        area,
        t,
        Scoring::SameGame,
        &format!("({n} − 2)² = {points}"),
    );
}

/// A group picked and popped, each star showing its share of the points `scoring` gives,
/// with `caption` under the board.
fn group_picture(p: &mut Painter, area: Rect, t: f32, scoring: Scoring, caption: &str) {
    let b = MiniBoard::fit(area, 5, 4);
    b.ground(p);
    let fall = ease(step(t, 2.8, 3.3));
    let close = ease(step(t, 3.4, 3.9));
    let chosen = step(t, 0.6, 0.7);
    for (row, colors) in BOARD.iter().enumerate() {
        for (col, &color) in colors.iter().enumerate() {
            let (mut y, mut x) = (row as f32, col as f32);
            if let Some(i) = GROUP.iter().position(|&g| g == (row, col)) {
                let gone = step(t, pop_time(i), pop_time(i) + 0.18);
                if gone >= 1.0 {
                    continue;
                }
                let cell = tile(&b, y, x);
                let pulse = chosen * (0.5 + 0.5 * (t * 8.0).sin());
                p.with(
                    Transform::scale_about(cell.center(), 1.0 - gone, 1.0 - gone),
                    |p| draw_star_tile(p, cell, color),
                );
                if gone <= 0.0 && chosen > 0.0 && t < pop_time(0) {
                    p.round_rect_outline(
                        cell.inset(-b.cell * 0.03),
                        b.cell * 0.18,
                        b.cell * 0.06,
                        theme::ACCENT.fade(0.5 + 0.5 * pulse),
                    );
                }
                continue;
            }
            if col == 3 && row < 3 {
                y += fall;
            }
            if col > 2 {
                x -= close;
            }
            draw_star_tile(p, tile(&b, y, x), color);
        }
    }
    tap_ring(
        p,
        b.center(1.0, 2.0),
        b.cell * 0.5,
        t,
        1.0 - step(t, 0.5, 0.6),
    );
    tap_ring(
        p,
        b.center(1.0, 2.0),
        b.cell * 0.5,
        t,
        step(t, 1.5, 1.6) * (1.0 - step(t, 1.85, 1.9)),
    );
    for (i, &(row, col)) in GROUP.iter().enumerate() {
        let points = scoring.tile_points(i);
        if points == 0 {
            continue;
        }
        rising_points(
            p,
            &format!("+{points}"),
            b.center(row as f32, col as f32),
            b.cell * 0.28,
            step(t, pop_time(i), pop_time(i) + 1.0),
        );
    }
    b.caption(p, caption, theme::ACCENT, chosen);
}

/// The stars left when no group remains, taken off one by one while the bonus counts
/// down from 2000.
fn bonus_picture(p: &mut Painter, area: Rect, t: f32) {
    let b = MiniBoard::fit(area, 5, 4);
    b.ground(p);
    let left = [(3usize, 0usize, 2usize), (3, 2, 4), (3, 4, 1)];
    let mut bonus = 2000;
    for (i, &(row, col, color)) in left.iter().enumerate() {
        let start = 1.0 + 0.7 * i as f32;
        let gone = step(t, start, start + 0.25);
        if gone >= 1.0 {
            bonus -= 40 * i + 20;
        }
        if gone < 1.0 {
            let cell = tile(&b, row as f32, col as f32);
            p.with(
                Transform::scale_about(cell.center(), 1.0 - gone, 1.0 - gone),
                |p| draw_star_tile(p, cell, color),
            );
        }
        rising_points(
            p,
            &format!("−{}", 40 * i + 20),
            b.center(row as f32, col as f32),
            b.cell * 0.28,
            step(t, start, start + 1.0),
        );
    }
    let text = tr!("howto-popstar-bonus", points = bonus);
    b.caption(p, &text, theme::ACCENT, step(t, 0.2, 0.6));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_group_is_every_red_star_and_scores_five_n_squared() {
        let reds: Vec<(usize, usize)> = (0..4)
            .flat_map(|r| (0..5).map(move |c| (r, c)))
            .filter(|&(r, c)| BOARD[r][c] == 0)
            .collect();
        assert_eq!(reds.len(), GROUP.len());
        assert!(GROUP.iter().all(|g| reds.contains(g)));
        let n = GROUP.len();
        let per_star: u32 = (0..n).map(|i| Scoring::PopStar.tile_points(i)).sum();
        assert_eq!(per_star as usize, 5 * n * n);
        let per_star: u32 = (0..n).map(|i| Scoring::SameGame.tile_points(i)).sum();
        assert_eq!(per_star, 9, "(5 − 2)²");
    }

    #[test]
    fn the_bonus_counted_down_is_2000_less_20_m_squared() {
        let m = 3;
        let taken: usize = (0..m).map(|i| 40 * i + 20).sum();
        assert_eq!(2000 - taken, 2000 - 20 * m * m);
    }
}
