//! Properties of the rules engine on random boards and random play.

use grid_core::{Grid, Pos, SeededRng};
use popstar::{Board, Event, Tile, random_board};
use proptest::prelude::*;

/// Replays a move's events on the board before it, the way a UI would animate them.
fn replay(before: &Board, events: &[Event]) -> Grid<Tile> {
    let mut grid = before.grid().clone();
    for event in events {
        match event {
            Event::Popped { tiles, .. } => {
                for t in tiles {
                    assert_eq!(grid[t.pos], Tile::Star(t.colour), "popped star was there");
                    grid[t.pos] = Tile::Empty;
                }
            }
            Event::Fell { moves } | Event::ColumnsShifted { moves } => {
                let old = grid.clone();
                for m in moves {
                    grid[m.from] = Tile::Empty;
                }
                for m in moves {
                    assert!(!old[m.from].is_empty(), "only stars move");
                    grid[m.to] = old[m.from];
                }
            }
            other => panic!("a pop only pops, falls and shifts: {other:?}"),
        }
    }
    grid
}

fn settled(grid: &Grid<Tile>) -> bool {
    let heights: Vec<usize> = (0..grid.width())
        .map(|c| grid.column(c).filter(|t| !t.is_empty()).count())
        .collect();
    let no_holes = (0..grid.width()).all(|c| {
        grid.column(c)
            .skip(grid.height() - heights[c])
            .all(|t| !t.is_empty())
    });
    let no_gaps = heights.windows(2).all(|w| w[0] > 0 || w[1] == 0);
    no_holes && no_gaps
}

proptest! {
    #[test]
    fn random_play_keeps_the_board_settled(
        seed in any::<u64>(),
        width in 3usize..=14,
        height in 3usize..=14,
        picks in prop::collection::vec(any::<usize>(), 1..60),
    ) {
        let mut board = random_board(&mut SeededRng::new(seed), width, height);
        let mut total = 0;
        for pick in picks {
            let groups = board.groups();
            if groups.is_empty() {
                break;
            }
            let group = &groups[pick % groups.len()];
            let at: Pos = group[pick / 7 % group.len()];
            let colour = board.colour(at).expect("groups hold stars");
            let before = board.clone();
            let mut counts = board.colour_counts();
            let pop = board.pop(at).expect("listed groups pop");
            prop_assert_eq!(pop.removed, group.len());
            counts[colour.index()] -= pop.removed;
            prop_assert_eq!(board.colour_counts(), counts, "only the popped stars vanish");
            prop_assert_eq!(&replay(&before, &pop.events), board.grid());
            prop_assert!(settled(board.grid()));
            total += pop.points;
        }
        prop_assert!(total % 5 == 0);
    }
}
