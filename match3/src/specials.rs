//! Specials: which one a group of lines leaves and where, and which cells one clears.

use crate::board::Board;
use crate::cell::Special;
use crate::lines::{Axis, Run};
use grid_core::Pos;

/// The special a group of lines leaves: a colour bomb for a line of five or more, an area
/// bomb for crossing lines (L, T, +), a row or column clearer for a single line of four.
pub fn special_for_group<'a>(group: impl Iterator<Item = &'a Run> + Clone) -> Option<Special> {
    let longest = group.clone().max_by_key(|r| r.len)?;
    if longest.len >= 5 {
        Some(Special::ColourBomb)
    } else if group.count() >= 2 {
        Some(Special::AreaBomb)
    } else if longest.len == 4 {
        Some(match longest.axis {
            Axis::Horizontal => Special::RowClearer,
            Axis::Vertical => Special::ColumnClearer,
        })
    } else {
        None
    }
}

/// Where a group's special appears: where the swapped piece landed (`to`, else the piece it
/// displaced at `from`) when the group holds it, otherwise at the crossing of an L/T/+ or in
/// the middle of the longest line.
pub fn special_pos<'a>(
    group: impl Iterator<Item = &'a Run> + Clone,
    swapped: Option<(Pos, Pos)>,
) -> Option<Pos> {
    if let Some((from, to)) = swapped {
        for pos in [to, from] {
            if group.clone().any(|r| r.contains(pos)) {
                return Some(pos);
            }
        }
    }
    let crossing = group.clone().find_map(|a| {
        a.cells()
            .find(|&p| group.clone().any(|b| b.axis != a.axis && b.contains(p)))
    });
    crossing.or_else(|| {
        let longest = group.max_by_key(|r| r.len)?;
        Some(longest.cell((longest.len - 1) / 2))
    })
}

/// What a colour bomb clears.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BombTarget {
    /// Every piece of this kind.
    Kind(u8),
    /// Every piece (two colour bombs swapped together).
    All,
}

/// Appends to `out` the cells the special at `pos` clears (itself included), row-major.
/// `target` only matters for a colour bomb.
pub fn effect_cells(
    board: &Board,
    pos: Pos,
    special: Special,
    target: BombTarget,
    out: &mut Vec<Pos>,
) {
    let (w, h) = (board.width(), board.height());
    match special {
        Special::RowClearer => out.extend((0..w).map(|c| Pos::new(pos.row, c))),
        Special::ColumnClearer => out.extend((0..h).map(|r| Pos::new(r, pos.col))),
        Special::AreaBomb => {
            for r in pos.row.saturating_sub(1)..(pos.row + 2).min(h) {
                for c in pos.col.saturating_sub(1)..(pos.col + 2).min(w) {
                    out.push(Pos::new(r, c));
                }
            }
        }
        Special::ColourBomb => {
            out.extend(board.cells().iter().filter_map(|(p, cell)| {
                let hit = p == pos
                    || match target {
                        BombTarget::All => !cell.is_empty(),
                        BombTarget::Kind(k) => cell.kind() == Some(k),
                    };
                hit.then_some(p)
            }));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(row: usize, col: usize, len: usize, axis: Axis) -> Run {
        Run {
            start: Pos::new(row, col),
            len,
            axis,
        }
    }

    #[test]
    fn group_shapes_choose_the_special() {
        let h3 = run(0, 0, 3, Axis::Horizontal);
        let h4 = run(0, 0, 4, Axis::Horizontal);
        let v4 = run(0, 0, 4, Axis::Vertical);
        let h5 = run(2, 0, 5, Axis::Horizontal);
        assert_eq!(special_for_group([h3].iter()), None);
        assert_eq!(special_for_group([h4].iter()), Some(Special::RowClearer));
        assert_eq!(special_for_group([v4].iter()), Some(Special::ColumnClearer));
        assert_eq!(special_for_group([h3, v4].iter()), Some(Special::AreaBomb));
        assert_eq!(
            special_for_group([h5, v4].iter()),
            Some(Special::ColourBomb)
        );
    }

    #[test]
    fn position_prefers_the_swap_then_the_crossing_then_the_middle() {
        let h = run(2, 0, 3, Axis::Horizontal);
        let v = run(0, 2, 5, Axis::Vertical);
        let swapped = Some((Pos::new(3, 2), Pos::new(2, 1)));
        assert_eq!(special_pos([h, v].iter(), swapped), Some(Pos::new(2, 1)));
        assert_eq!(special_pos([h, v].iter(), None), Some(Pos::new(2, 2)));
        assert_eq!(special_pos([v].iter(), None), Some(Pos::new(2, 2)));
        let h4 = run(1, 3, 4, Axis::Horizontal);
        assert_eq!(special_pos([h4].iter(), None), Some(Pos::new(1, 4)));
    }

    #[test]
    fn effects_stay_on_the_board() {
        let board = Board::parse("123\n412\n341\n").unwrap();
        let mut out = Vec::new();
        effect_cells(
            &board,
            Pos::new(0, 0),
            Special::AreaBomb,
            BombTarget::All,
            &mut out,
        );
        assert_eq!(out.len(), 4);
        out.clear();
        let p = Pos::new(1, 1);
        effect_cells(
            &board,
            p,
            Special::ColourBomb,
            BombTarget::Kind(4),
            &mut out,
        );
        assert_eq!(out, vec![Pos::new(1, 0), p, Pos::new(2, 1)]);
        out.clear();
        effect_cells(&board, p, Special::ColumnClearer, BombTarget::All, &mut out);
        assert_eq!(out, vec![Pos::new(0, 1), p, Pos::new(2, 1)]);
    }
}
