//! The flat-bytes line scanner the engine uses agrees with the one built on grid-core's
//! walks (`Grid::run_length`), and both agree with `has_line` and the line-through checks.

use grid_core::Grid;
use match3::Cell;
use match3::lines::{find_runs, has_line, line_through, line_through_fast, scan_runs_into};
use proptest::prelude::*;

fn boards() -> impl Strategy<Value = Grid<Cell>> {
    (1usize..=20, 1usize..=20, 1u8..=5).prop_flat_map(|(w, h, kinds)| {
        proptest::collection::vec(0..=kinds, w * h).prop_map(move |raw| {
            let cells = raw
                .into_iter()
                .map(|k| Cell::try_from(k).expect("kinds are at most 8"))
                .collect();
            Grid::from_vec(w, h, cells).expect("w*h cells")
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(5000))]

    #[test]
    fn scanners_agree(cells in boards()) {
        let reference = find_runs(&cells);
        let mut fast = Vec::new();
        scan_runs_into(&cells, &mut fast);
        prop_assert_eq!(&fast, &reference);
        prop_assert_eq!(has_line(&cells), !reference.is_empty());
        for pos in cells.positions() {
            let on_a_line = reference.iter().any(|r| r.contains(pos));
            prop_assert_eq!(line_through(&cells, pos), on_a_line);
            prop_assert_eq!(line_through_fast(&cells, pos), on_a_line);
        }
    }
}
