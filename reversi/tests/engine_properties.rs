//! The bitboard engine against the grid-core reference, on positions reached by random play.

use grid_core::Pos;
use proptest::prelude::*;
use reversi::reference::{self, Cell};
use reversi::{Board, Color, Square};

/// Plays `choices` as move picks from the start (each pick indexes the legal moves; a side
/// without moves passes) and returns every position reached.
fn random_game(choices: &[u8]) -> Vec<Board> {
    let mut board = Board::start();
    let mut seen = vec![board];
    for &choice in choices {
        if board.is_game_over() {
            break;
        }
        if board.must_pass() {
            board = board.passed();
        } else {
            let moves: Vec<Square> = board.moves().collect();
            let square = moves[usize::from(choice) % moves.len()];
            board = board.play(square).expect("picked from the legal moves");
        }
        seen.push(board);
    }
    seen
}

fn pos_of(square: Square) -> Pos {
    Pos::new(square.row(), square.col())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn bitboards_agree_with_reference(choices in prop::collection::vec(any::<u8>(), 0..64)) {
        for board in random_game(&choices) {
            let grid = reference::to_grid(&board);
            let mover = board.side();
            let expected: Vec<Pos> = reference::legal_moves(&grid, mover);
            let got: Vec<Pos> = board.moves().map(pos_of).collect();
            prop_assert_eq!(&got, &expected);
            for square in board.moves() {
                let mut flipped = reference::flips(&grid, pos_of(square), mover);
                flipped.sort();
                let bits: Vec<Pos> = reversi::Squares(board.flips(square)).map(pos_of).collect();
                prop_assert_eq!(&bits, &flipped);
                let after = board.play(square).expect("legal");
                let next = reference::play(&grid, pos_of(square), mover);
                prop_assert_eq!(reference::to_grid(&after), next);
            }
        }
    }

    #[test]
    fn each_move_adds_one_disc_and_flips_some(choices in prop::collection::vec(any::<u8>(), 0..64)) {
        for board in random_game(&choices) {
            let mover = board.side();
            for square in board.moves() {
                let after = board.play(square).expect("legal");
                let gained = after.count(mover) as i32 - board.count(mover) as i32;
                let lost = board.count(mover.opponent()) as i32 - after.count(mover.opponent()) as i32;
                prop_assert!(lost >= 1);
                prop_assert_eq!(gained, lost + 1);
                prop_assert_eq!(after.empties() + 1, board.empties());
            }
        }
    }

    #[test]
    fn undo_restores_exactly(choices in prop::collection::vec(any::<u8>(), 0..64)) {
        for board in random_game(&choices) {
            for square in board.moves() {
                let mut copy = board;
                let flips = copy.make_move(square).expect("legal");
                copy.undo(square, flips);
                prop_assert_eq!(copy, board);
            }
            for square in Square::all().filter(|s| !board.is_legal(*s)) {
                let mut copy = board;
                prop_assert_eq!(copy.make_move(square), None);
                prop_assert_eq!(copy, board);
            }
        }
    }
}

#[test]
fn reference_cell_of_start() {
    let grid = reference::to_grid(&Board::start());
    assert_eq!(grid[Pos::new(3, 3)], Cell::Disc(Color::White));
    assert_eq!(grid[Pos::new(3, 4)], Cell::Disc(Color::Black));
    assert_eq!(grid[Pos::new(0, 0)], Cell::Empty);
}
