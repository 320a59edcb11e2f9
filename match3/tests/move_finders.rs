//! The pattern move finder agrees with brute force on every board, including boards that
//! already contain lines, boards with few kinds and boards with holes.

use grid_core::Grid;
use match3::Cell;
use match3::moves::{brute_force_moves, first_move, first_move_scalar, has_move, pattern_moves};
use proptest::prelude::*;

/// Boards 1–18 wide and high (past the SWAR filter's 16) with kinds drawn from `1..=kinds`, and empty cells when
/// `holes` is set.
fn boards() -> impl Strategy<Value = Grid<Cell>> {
    (1usize..=18, 1usize..=18, 2u8..=8, any::<bool>()).prop_flat_map(|(w, h, kinds, holes)| {
        let low = if holes { 0 } else { 1 };
        proptest::collection::vec(low..=kinds, w * h).prop_map(move |raw| {
            let cells = raw
                .into_iter()
                .map(|k| Cell::try_from(k).expect("kinds are at most 8"))
                .collect();
            Grid::from_vec(w, h, cells).expect("w*h cells")
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10_000))]

    #[test]
    fn pattern_method_agrees_with_brute_force(cells in boards()) {
        let brute = brute_force_moves(&cells);
        prop_assert_eq!(&pattern_moves(&cells), &brute);
        prop_assert_eq!(has_move(&cells), !brute.is_empty());
        prop_assert_eq!(first_move(&cells), first_move_scalar(&cells));
        if let Some(first) = first_move(&cells) {
            prop_assert!(brute.contains(&first));
        }
    }
}
