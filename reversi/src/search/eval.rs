//! Static evaluation of midgame positions, in hundredths of a disc from the mover's view.
//!
//! Hand-set features, weighted by game phase: mobility and potential mobility (frontier),
//! corners, X- and C-squares next to empty corners, stable discs, parity, and in the late
//! game the disc count itself.

use crate::bitboard::{CORNERS, frontier_next_to, legal_moves, stable_discs};

/// One disc of final difference, in evaluation units.
pub const DISC: i32 = 100;

/// For each corner: the corner, its X-square and its two C-squares.
const CORNER_ZONES: [(u64, u64, u64); 4] = [
    (1 << 0, 1 << 9, (1 << 1) | (1 << 8)),
    (1 << 7, 1 << 14, (1 << 6) | (1 << 15)),
    (1 << 56, 1 << 49, (1 << 57) | (1 << 48)),
    (1 << 63, 1 << 54, (1 << 62) | (1 << 55)),
];

/// The full evaluation of the position with `player` to move.
pub fn evaluate(player: u64, opponent: u64) -> i32 {
    let empty = !(player | opponent);
    let empties = empty.count_ones() as i32;
    let player_moves = legal_moves(player, opponent);
    let opponent_moves = legal_moves(opponent, player);
    let mobility = player_moves.count_ones() as i32 - opponent_moves.count_ones() as i32;
    // Empty squares next to the other side's discs are future moves.
    let potential = frontier_next_to(opponent, empty).count_ones() as i32
        - frontier_next_to(player, empty).count_ones() as i32;
    let corners = (player & CORNERS).count_ones() as i32 - (opponent & CORNERS).count_ones() as i32;
    let (mut x_squares, mut c_squares) = (0, 0);
    for (corner, x, c) in CORNER_ZONES {
        if empty & corner != 0 {
            x_squares += (opponent & x).count_ones() as i32 - (player & x).count_ones() as i32;
            c_squares += (opponent & c).count_ones() as i32 - (player & c).count_ones() as i32;
        }
    }
    let stable = if (player | opponent) & CORNERS != 0 {
        stable_discs(player, opponent).count_ones() as i32
            - stable_discs(opponent, player).count_ones() as i32
    } else {
        0
    };
    let parity = if empties % 2 == 1 { 1 } else { -1 };
    let discs = player.count_ones() as i32 - opponent.count_ones() as i32;
    // Phase: 0 at the start (60 empties), 60 at the end.
    let late = 60 - empties.min(60);
    let mut score = mobility * (70 + late)
        + potential * (40 - late / 3)
        + corners * 800
        + x_squares * 250
        + c_squares * 80
        + stable * (60 + 2 * late)
        + parity * (late * 3)
        + discs * (late * late / 60 - 10);
    if player_moves == 0 && opponent_moves != 0 {
        score -= 200;
    }
    score
}

/// The weak evaluation of the reference opponent: mobility and corners only.
pub fn mobility_and_corners(player: u64, opponent: u64) -> i32 {
    let mobility = legal_moves(player, opponent).count_ones() as i32
        - legal_moves(opponent, player).count_ones() as i32;
    let corners = (player & CORNERS).count_ones() as i32 - (opponent & CORNERS).count_ones() as i32;
    mobility * 100 + corners * 1000
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Board;

    #[test]
    fn start_is_balanced() {
        let board = Board::start();
        let score = evaluate(board.player(), board.opponent());
        assert!(score.abs() < 100, "{score}");
    }

    #[test]
    fn owning_a_corner_is_good() {
        let board = Board::start();
        let with_corner = evaluate(board.player() | 1, board.opponent());
        assert!(with_corner > evaluate(board.player(), board.opponent()) + 500);
        assert!(mobility_and_corners(board.player() | 1, board.opponent()) >= 1000);
    }
}
