//! New boards from a seed: "wave average" colour counts (each colour within a few tiles of a
//! fifth of the board, the deviations summing to zero), a Fisher–Yates shuffle, and a redraw
//! while the board has no move. SameGame boards (and any other than PopStar's five colours)
//! get uniformly random colours instead, as the literature's boards do.

use crate::board::{Board, MAX_SIDE};
use crate::rules::{Rules, Scoring};
use crate::tile::{Colour, Tile};
use grid_core::{Grid, SeededRng};

/// How far each colour's count may stray from an even share.
pub const MAX_DEVIATION: i64 = 4;

/// The five colours' counts for a board of `cells` stars: an even share each (the first
/// `cells % 5` colours get one more) plus deviations in ±[`MAX_DEVIATION`] that sum to 0.
///
/// Deviations are drawn one by one, each from the range that still lets the colours after
/// it bring the sum back to zero, so no draw is ever rejected.
pub fn wave_counts(rng: &mut SeededRng, cells: usize) -> [usize; 5] {
    let share = cells / 5;
    // Small boards cannot take ±4 without a colour going negative.
    let spread = MAX_DEVIATION.min(share as i64);
    let mut counts = [0; 5];
    let mut sum = 0i64;
    for (i, count) in counts.iter_mut().enumerate() {
        let after = (4 - i) as i64;
        let low = (-spread).max(-sum - spread * after);
        let high = spread.min(-sum + spread * after);
        let d = rng.between(low, high);
        sum += d;
        let even = share + usize::from(i < cells % 5);
        *count = (even as i64 + d) as usize;
    }
    counts
}

/// A full `width` × `height` board with wave-average counts, shuffled, redrawn (from the
/// same stream) until it has a move. Sides are clamped to 3..=[`MAX_SIDE`] (smaller boards
/// may never have a move).
pub fn random_board(rng: &mut SeededRng, width: usize, height: usize) -> Board {
    let (width, height) = (width.clamp(3, MAX_SIDE), height.clamp(3, MAX_SIDE));
    loop {
        let counts = wave_counts(rng, width * height);
        let mut tiles: Vec<Tile> = Colour::ALL
            .into_iter()
            .zip(counts)
            .flat_map(|(colour, n)| std::iter::repeat_n(Tile::Star(colour), n))
            .collect();
        rng.shuffle(&mut tiles);
        let grid = Grid::from_vec(width, height, tiles).expect("counts sum to width·height");
        let board = Board::new(grid).expect("a full board is settled and within size");
        if board.has_move() {
            return board;
        }
    }
}

/// A full board for `rules` from `rng`: [`random_board`] for PopStar's scoring with five
/// colours, otherwise each cell an independent uniform draw among the rules' colours;
/// redrawn (from the same stream) until the rules leave a move.
pub fn board_for_rules(rng: &mut SeededRng, rules: &Rules) -> Board {
    let (width, height) = (rules.width(), rules.height());
    if rules.scoring() == Scoring::PopStar && rules.colours() == Colour::ALL.len() {
        return random_board(rng, width, height);
    }
    loop {
        let grid = Grid::from_fn(width, height, |_| {
            Tile::Star(Colour::EVERY[rng.index(rules.colours())])
        });
        let board = Board::new(grid).expect("a full board is settled and within size");
        if board.has_move_for(rules) {
            return board;
        }
    }
}

/// The standard 10×10 board for `seed` (the first board its stream deals).
pub fn board_for_seed(seed: u64) -> Board {
    random_board(&mut SeededRng::new(seed), 10, 10)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_stay_within_four_of_twenty_and_sum_to_a_hundred() {
        let mut rng = SeededRng::new(11);
        let mut extremes = (20, 20);
        for _ in 0..2000 {
            let counts = wave_counts(&mut rng, 100);
            assert_eq!(counts.iter().sum::<usize>(), 100);
            for &c in &counts {
                assert!((16..=24).contains(&c), "{counts:?}");
                extremes = (extremes.0.min(c), extremes.1.max(c));
            }
        }
        assert_eq!(extremes, (16, 24));
    }

    #[test]
    fn odd_sizes_still_sum() {
        let mut rng = SeededRng::new(2);
        for cells in [4, 7, 9, 23, 399, 400] {
            assert_eq!(wave_counts(&mut rng, cells).iter().sum::<usize>(), cells);
        }
    }

    #[test]
    fn boards_are_full_and_playable() {
        for seed in 0..50 {
            let board = board_for_seed(seed);
            assert_eq!(board.stars(), 100);
            assert!(board.has_move());
            assert_eq!(board, board_for_seed(seed));
        }
        let small = random_board(&mut SeededRng::new(3), 3, 3);
        assert!(small.has_move());
    }

    #[test]
    fn samegame_boards_are_uniform_in_the_rules_colours() {
        let rules: Rules = "sg20x20c8m3".parse().unwrap();
        let mut rng = SeededRng::new(9);
        let board = board_for_rules(&mut rng, &rules);
        assert_eq!(
            (board.width(), board.height(), board.stars()),
            (20, 20, 400)
        );
        assert!(board.has_move_for(&rules));
        let counts = board.counts_by_colour();
        assert!(counts.iter().all(|&c| (30..=70).contains(&c)), "{counts:?}");
        let popstar = board_for_rules(&mut SeededRng::new(42), &Rules::POPSTAR);
        assert_eq!(popstar, board_for_seed(42), "PopStar deals as before");
    }
}
