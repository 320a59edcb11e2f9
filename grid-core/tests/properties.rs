//! Property tests: gravity, compaction, flood fill and the text form keep their promises on
//! random grids.

use grid_core::{FloodFill, Grid, Pos};
use proptest::prelude::*;
use std::collections::{HashSet, VecDeque};

/// Random grids of up to 9×9 over a few letters, `.` being the hole.
fn grids() -> impl Strategy<Value = Grid<char>> {
    (1usize..10, 1usize..10).prop_flat_map(|(w, h)| {
        proptest::collection::vec(prop_oneof!["\\.", "[a-c]"], w * h).prop_map(move |cells| {
            let cells = cells.iter().filter_map(|s| s.chars().next()).collect();
            Grid::from_vec(w, h, cells).expect("w * h cells")
        })
    })
}

fn hole(c: &char) -> bool {
    *c == '.'
}

fn column_tiles(g: &Grid<char>, col: usize) -> Vec<char> {
    g.column(col).copied().filter(|c| !hole(c)).collect()
}

/// The plain breadth-first search the fast flood fill is checked against.
fn naive_region(g: &Grid<char>, start: Pos) -> HashSet<Pos> {
    let mut seen = HashSet::from([start]);
    let mut queue = VecDeque::from([start]);
    while let Some(p) = queue.pop_front() {
        for q in g.neighbors4(p) {
            if g[q] == g[start] && seen.insert(q) {
                queue.push_back(q);
            }
        }
    }
    seen
}

proptest! {
    #[test]
    fn gravity_keeps_columns_and_leaves_no_hole_under_a_tile(mut g in grids()) {
        let before = g.clone();
        let moves = g.fall(hole);
        for col in 0..g.width() {
            // Same tiles in the same order, now resting on the bottom.
            prop_assert_eq!(column_tiles(&g, col), column_tiles(&before, col));
            let cells: Vec<char> = g.column(col).copied().collect();
            let first_tile = cells.iter().position(|c| !hole(c)).unwrap_or(cells.len());
            prop_assert!(cells[first_tile..].iter().all(|c| !hole(c)));
        }
        for m in &moves {
            prop_assert_eq!(m.from.col, m.to.col);
            prop_assert!(m.to.row > m.from.row);
            prop_assert_eq!(g[m.to], before[m.from]);
        }
        // Every tile that did not move is where it was.
        let moved: HashSet<Pos> = moves.iter().map(|m| m.to).collect();
        for (p, &c) in g.iter() {
            if !hole(&c) && !moved.contains(&p) {
                prop_assert_eq!(before[p], c);
            }
        }
    }

    #[test]
    fn compaction_keeps_column_contents_and_order(mut g in grids()) {
        g.fall(hole);
        let before = g.clone();
        let moves = g.compact_columns(hole);
        let kept: Vec<Vec<char>> = (0..before.width())
            .map(|c| before.column(c).copied().collect::<Vec<_>>())
            .filter(|col| !col.iter().all(hole))
            .collect();
        for (i, col) in kept.iter().enumerate() {
            prop_assert_eq!(&g.column(i).copied().collect::<Vec<_>>(), col);
        }
        for col in kept.len()..g.width() {
            prop_assert!(g.column(col).all(hole));
        }
        for m in &moves {
            prop_assert_eq!(m.from.row, m.to.row);
            prop_assert!(m.to.col < m.from.col);
            prop_assert_eq!(g[m.to], before[m.from]);
        }
    }

    #[test]
    fn flood_fill_matches_naive_search(g in grids(), r in 0usize..9, c in 0usize..9) {
        let start = Pos::new(r % g.height(), c % g.width());
        let mut ff = FloodFill::new();
        let region = ff.region(&g, start).to_vec();
        prop_assert_eq!(region[0], start);
        let set: HashSet<Pos> = region.iter().copied().collect();
        prop_assert_eq!(set.len(), region.len());
        prop_assert_eq!(set, naive_region(&g, start));
    }

    #[test]
    fn regions_cover_every_cell_once(g in grids()) {
        let regions = FloodFill::new().regions(&g);
        let mut all: Vec<Pos> = regions.iter().flatten().copied().collect();
        all.sort();
        prop_assert_eq!(all, g.positions().collect::<Vec<_>>());
        for region in &regions {
            prop_assert_eq!(region.iter().copied().collect::<HashSet<_>>(), naive_region(&g, region[0]));
        }
    }

    #[test]
    fn text_round_trips(g in grids()) {
        let text = g.to_text();
        prop_assert_eq!(Grid::<char>::parse(&text).unwrap(), g);
    }
}
