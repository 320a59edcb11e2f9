//! Start boards without lines and with at least one move, by two methods: a constrained
//! fill, or a uniform fill whose lines are then broken by swaps; shaped level boards use
//! the constrained fill on the cells that hold pieces.

use crate::board::BoardConfig;
use crate::cell::Cell;
use crate::lines::{Run, has_line, scan_runs_into};
use crate::moves::has_move;
use crate::terrain::Terrain;
use grid_core::{Dir, Grid, Pos, SeededRng};
use serde::{Deserialize, Serialize};

/// How a start board is made.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Method {
    /// Row by row, left to right, never drawing the kind of the two equal cells to the left
    /// or of the two equal cells above, so no line is ever completed.
    #[default]
    Constrained,
    /// Uniform fill, then swaps that break each line until none is left.
    Repair,
}

/// A start board and how many boards were drawn to get it (dead boards are thrown away).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartBoard {
    /// The board: no line, at least one move.
    pub cells: Grid<Cell>,
    /// Boards drawn, this one included (1 when the first board was good).
    pub tries: u32,
}

/// Repair passes allowed before a fill is given up and drawn again; with four kinds a pass
/// can recreate lines it breaks, so a bound keeps generation finite on every seed.
const MAX_REPAIR_PASSES: u32 = 64;

/// Draws boards from `rng` by `method` until one has a possible move.
pub fn generate(config: BoardConfig, method: Method, rng: &mut SeededRng) -> StartBoard {
    let mut tries = 0;
    let mut runs = Vec::new();
    loop {
        tries += 1;
        let cells = match method {
            Method::Constrained => Some(constrained_fill(config, rng)),
            Method::Repair => repair_fill(config, rng, &mut runs),
        };
        if let Some(cells) = cells
            && has_move(&cells)
        {
            return StartBoard { cells, tries };
        }
    }
}

/// The kinds `1..=kinds` as cells, the deck draws pick from.
fn all_kinds(config: BoardConfig) -> ([Cell; 8], usize) {
    let mut deck = [Cell::EMPTY; 8];
    for (k, slot) in (1..=config.kinds()).zip(deck.iter_mut()) {
        *slot = Cell::piece(k).expect("kinds are at most 8");
    }
    (deck, usize::from(config.kinds()))
}

/// Row by row, left to right: a cell may not take the kind of two equal cells to its left,
/// nor of two equal cells above; the kind is drawn uniformly from the rest. No line can form.
pub fn constrained_fill(config: BoardConfig, rng: &mut SeededRng) -> Grid<Cell> {
    constrained_fill_where(config, rng, |_| true)
}

/// [`constrained_fill`] on the cells where `holds_piece` says so; the others stay empty
/// and draw nothing from `rng`. Empty cells never line up, so excluding their "kind" is
/// harmless.
fn constrained_fill_where(
    config: BoardConfig,
    rng: &mut SeededRng,
    holds_piece: impl Fn(usize) -> bool,
) -> Grid<Cell> {
    let (deck, n) = all_kinds(config);
    let kinds = &deck[..n];
    let w = config.width();
    let mut cells = Vec::with_capacity(w * config.height());
    for row in 0..config.height() {
        for col in 0..w {
            let i = row * w + col;
            if !holds_piece(i) {
                cells.push(Cell::EMPTY);
                continue;
            }
            let mut exclude = [Cell::EMPTY; 2];
            let mut excluded = 0;
            if col >= 2 && cells[i - 1] == cells[i - 2] {
                exclude[excluded] = cells[i - 1];
                excluded += 1;
            }
            if row >= 2 && cells[i - w] == cells[i - 2 * w] {
                exclude[excluded] = cells[i - w];
                excluded += 1;
            }
            let kind = rng
                .pick_excluding(kinds, &exclude[..excluded])
                .expect("at most two of four or more kinds are excluded");
            cells.push(kind);
        }
    }
    Grid::from_vec(w, config.height(), cells).expect("one cell per position")
}

/// A start board on a shaped board: the constrained fill on the cells of `terrain` that
/// hold pieces, drawn again while it has no move; `None` after `max_tries` dead boards
/// (a shape with too little room for a move).
pub fn generate_shaped(
    config: BoardConfig,
    terrain: &Terrain,
    rng: &mut SeededRng,
    max_tries: u32,
) -> Option<StartBoard> {
    let ground = terrain.cells();
    for tries in 1..=max_tries {
        let cells = constrained_fill_where(config, rng, |i| ground[i].holds_piece());
        if has_move(&cells) {
            return Some(StartBoard { cells, tries });
        }
    }
    None
}

/// A uniform fill, then passes of repair until no line is left: each line is cut into runs
/// of three (the last run may be shorter), and in each run the first piece that has an
/// orthogonal neighbour of another kind is swapped with such a neighbour (drawn from `rng`
/// when there are several), which breaks the run. `None` when the passes run out.
pub fn repair_fill(
    config: BoardConfig,
    rng: &mut SeededRng,
    runs: &mut Vec<Run>,
) -> Option<Grid<Cell>> {
    let (deck, n) = all_kinds(config);
    let mut cells = Grid::from_fn(config.width(), config.height(), |_| deck[rng.index(n)]);
    for _ in 0..MAX_REPAIR_PASSES {
        runs.clear();
        scan_runs_into(&cells, runs);
        if runs.is_empty() {
            return Some(cells);
        }
        for run in runs.iter() {
            for chunk_start in (0..run.len).step_by(3) {
                let chunk = chunk_start..run.len.min(chunk_start + 3);
                for pos in chunk.map(|i| run.cell(i)) {
                    if break_at(&mut cells, pos, rng) {
                        break;
                    }
                }
            }
        }
    }
    (!has_line(&cells)).then_some(cells)
}

/// Swaps the piece at `pos` with a neighbour of another kind, drawn from `rng` among them;
/// `false` when every neighbour has the same kind.
fn break_at(cells: &mut Grid<Cell>, pos: Pos, rng: &mut SeededRng) -> bool {
    let kind = cells[pos];
    let mut options = [pos; 4];
    let mut count = 0;
    for dir in Dir::ORTHOGONAL {
        if let Some(next) = cells.step(pos, dir)
            && cells[next] != kind
        {
            options[count] = next;
            count += 1;
        }
    }
    if count == 0 {
        return false;
    }
    let other = options[rng.index(count)];
    cells.swap(pos, other);
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lines::has_line;

    #[test]
    fn both_methods_give_playable_boards() {
        for method in [Method::Constrained, Method::Repair] {
            for kinds in 4..=8 {
                let config = BoardConfig::new(7, 9, kinds).unwrap();
                let mut rng = SeededRng::new(u64::from(kinds));
                for _ in 0..20 {
                    let start = generate(config, method, &mut rng);
                    assert!(start.tries >= 1);
                    assert!(!has_line(&start.cells));
                    assert!(has_move(&start.cells));
                    assert_eq!((start.cells.width(), start.cells.height()), (7, 9));
                    assert!(
                        start
                            .cells
                            .cells()
                            .iter()
                            .all(|c| { c.kind().is_some_and(|k| (1..=kinds).contains(&k)) })
                    );
                }
            }
        }
    }

    #[test]
    fn same_seed_same_board() {
        let config = BoardConfig::default();
        for method in [Method::Constrained, Method::Repair] {
            let a = generate(config, method, &mut SeededRng::new(11));
            let b = generate(config, method, &mut SeededRng::new(11));
            assert_eq!(a, b);
        }
    }
}
