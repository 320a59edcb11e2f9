//! The solver's fast board agrees with the grid-core engine on random boards and play.

use grid_core::SeededRng;
use popstar::{FastBoard, Scan, random_board};
use proptest::prelude::*;

proptest! {
    #[test]
    fn fast_board_matches_the_grid_engine(
        seed in any::<u64>(),
        width in 3usize..=20,
        height in 3usize..=20,
        picks in prop::collection::vec(any::<usize>(), 1..80),
    ) {
        let mut board = random_board(&mut SeededRng::new(seed), width, height);
        let mut fast = FastBoard::from_board(&board);
        prop_assert_eq!(&fast.to_board(), &board);
        let mut scan = Scan::default();
        for pick in picks {
            let groups = board.groups();
            fast.scan(&mut scan);
            prop_assert_eq!(scan.groups.len(), groups.len());
            let counts = board.colour_counts();
            for (i, &n) in counts.iter().enumerate() {
                prop_assert_eq!(usize::from(scan.counts[i + 1]), n);
            }
            let mut sizes: Vec<usize> = groups.iter().map(Vec::len).collect();
            let mut fast_sizes: Vec<usize> = scan.groups.iter().map(|g| usize::from(g.size)).collect();
            sizes.sort_unstable();
            fast_sizes.sort_unstable();
            prop_assert_eq!(sizes, fast_sizes);
            for g in &scan.groups {
                let pos = fast.pos(g.cell);
                prop_assert_eq!(board.colour(pos).map(|c| c.index() as u8 + 1), Some(g.colour));
            }
            if groups.is_empty() {
                break;
            }
            let group = &groups[pick % groups.len()];
            let at = group[pick / 3 % group.len()];
            let cell = fast.cell(at).expect("on the board");
            prop_assert_eq!(fast.pos(cell), at);
            prop_assert_eq!(fast.group_size(cell), group.len());
            let points = board.pop(at).expect("listed group").points;
            prop_assert_eq!(fast.pop(cell), points);
            prop_assert_eq!(&fast.to_board(), &board);
            prop_assert_eq!(fast.stars(), board.stars());
        }
    }

    #[test]
    fn refused_pops_change_nothing(seed in any::<u64>()) {
        let mut fast = FastBoard::from_board(&random_board(&mut SeededRng::new(seed), 10, 10));
        let before = fast;
        for col in 0..12u8 {
            for up in 0..12u8 {
                let cell = popstar::Cell { col, up };
                if fast.group_size(cell) < 2 {
                    prop_assert_eq!(fast.pop(cell), 0);
                    prop_assert_eq!(fast, before);
                }
            }
        }
    }
}

#[test]
fn equal_boards_hash_equal_and_different_ones_do_not() {
    let a = FastBoard::from_board(&popstar::board_for_seed(1));
    let b = FastBoard::from_board(&popstar::board_for_seed(2));
    assert_eq!(
        a.hash(),
        FastBoard::from_board(&popstar::board_for_seed(1)).hash()
    );
    assert_ne!(a.hash(), b.hash());
}
