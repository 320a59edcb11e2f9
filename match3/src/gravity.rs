//! Gravity and refill on shaped boards: pieces fall past holes into the cells below them;
//! blockers hold their cells, cutting a column into segments that each refill from their
//! own top cell.

use crate::board::Board;
use crate::terrain::{Terrain, Tile};
use grid_core::{Move, Pos};

/// Lets the pieces of every column fall within its segments, column by column from the
/// left, bottom-up, appending each move to `moves` (a piece may jump over holes).
pub(crate) fn fall_shaped(board: &mut Board, terrain: &Terrain, moves: &mut Vec<Move>) {
    let h = board.height();
    for col in 0..board.width() {
        // The lowest cell of the current segment still free to receive a piece.
        let mut dest: Option<usize> = None;
        for row in (0..h).rev() {
            let pos = Pos::new(row, col);
            match tile(terrain, pos) {
                Tile::Hole => continue,
                Tile::Blocker(_) => {
                    dest = None;
                    continue;
                }
                Tile::Floor | Tile::Jelly(_) => {}
            }
            if board.cell(pos).is_empty() {
                dest = dest.or(Some(row));
                continue;
            }
            let Some(to) = dest else { continue };
            board.move_piece(Move {
                from: pos,
                to: Pos::new(to, col),
            });
            moves.push(Move {
                from: pos,
                to: Pos::new(to, col),
            });
            // Every cell that holds pieces between `row` and `to` is empty now, `row` too.
            dest = (row..to)
                .rev()
                .find(|&r| tile(terrain, Pos::new(r, col)).holds_piece());
        }
    }
}

/// The empty cells that hold pieces after a fall, column by column from the left,
/// top-down: the top cells of the segments, where new pieces drop in.
pub(crate) fn refill_cells(board: &Board, terrain: &Terrain, out: &mut Vec<Pos>) {
    for col in 0..board.width() {
        for row in 0..board.height() {
            let pos = Pos::new(row, col);
            if tile(terrain, pos).holds_piece() && board.cell(pos).is_empty() {
                out.push(pos);
            }
        }
    }
}

/// The tile at `pos`; a hole beyond the terrain, so a damaged save cannot make it panic.
fn tile(terrain: &Terrain, pos: Pos) -> Tile {
    terrain.get(pos).copied().unwrap_or(Tile::Hole)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_fall_past_holes_within_segments() {
        let terrain: Terrain = ".\n-\n.\nb\n.\n-\n.\n".parse().unwrap();
        let mut board = Board::parse("1\n.\n.\n.\n2\n.\n.\n").unwrap();
        let mut moves = Vec::new();
        fall_shaped(&mut board, &terrain, &mut moves);
        let moved: Vec<(usize, usize)> = moves.iter().map(|m| (m.from.row, m.to.row)).collect();
        assert_eq!(moved, vec![(4, 6), (0, 2)]);
        assert_eq!(board.to_text(), ".\n.\n1\n.\n.\n.\n2\n");
        let mut empty = Vec::new();
        refill_cells(&board, &terrain, &mut empty);
        assert_eq!(empty, vec![Pos::new(0, 0), Pos::new(4, 0)]);
    }
}
