//! perft: counting the leaves of the game tree, to check and time move generation.
//!
//! Convention: a forced pass counts as a ply, and a game that ends before the
//! requested depth counts as one leaf.

use crate::bitboard::{flips, legal_moves};
use crate::board::Board;

/// The number of leaves `depth` plies below `board`.
pub fn perft(board: &Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    count(board.player(), board.opponent(), depth)
}

/// `depth >= 1`. At the last ply the leaves are counted from the move bitboard without
/// making the moves ("bulk counting"); a pass or a finished game there is one leaf.
fn count(player: u64, opponent: u64, depth: u32) -> u64 {
    let mut moves = legal_moves(player, opponent);
    if depth == 1 {
        return u64::from(moves.count_ones().max(1));
    }
    if moves == 0 {
        if legal_moves(opponent, player) == 0 {
            return 1;
        }
        return count(opponent, player, depth - 1);
    }
    let mut total = 0;
    while moves != 0 {
        let square = moves.trailing_zeros() as usize;
        moves &= moves - 1;
        let flipped = flips(player, opponent, square);
        total += count(
            opponent & !flipped,
            player | flipped | 1 << square,
            depth - 1,
        );
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_depths_1_to_9() {
        let expected = [4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288];
        for (depth, &leaves) in (1..).zip(expected.iter()) {
            assert_eq!(perft(&Board::start(), depth), leaves, "depth {depth}");
        }
        assert_eq!(perft(&Board::start(), 0), 1);
    }

    #[test]
    fn finished_game_is_one_leaf() {
        let board = Board::from_discs(u64::MAX, 0, crate::Color::White).unwrap();
        assert_eq!(perft(&board, 5), 1);
    }
}
