//! End to end: a short game against the computer in Reversi's own window, then the game
//! review: three steps back with the arrows, and play goes on from there.

use crate::common::Session;
use launcher::games::reversi::{layout, setup_layout};
use launcher_kit::geom::Size;
use reversi::{Game, Square};

/// The computer's last move, from the log.
fn computer_move(s: &Session) -> Square {
    let log = s.log_text();
    let (_, rest) = log
        .rsplit_once("reversi: computer plays ")
        .unwrap_or_else(|| panic!("no computer move in the log:\n{log}"));
    rest.split_whitespace()
        .next()
        .and_then(|sq| sq.parse().ok())
        .expect("a square after 'computer plays'")
}

#[test]
fn the_review_steps_back_three_moves_and_play_continues() {
    let s = Session::start(env!("CARGO_BIN_EXE_reversi"), &[], "Reversi", "review");
    let size = Size::REFERENCE;
    let setup = setup_layout(size);
    s.click(setup.modes[1]);
    crate::common::choose_reversi_level(&s, "beginner");
    s.click_until(setup.start, "reversi: new game, Vs computer (Beginner)");
    let board = layout(size);
    let mut game = Game::new();
    let mut black = "f5".parse::<Square>().expect("square");
    for _ in 0..2 {
        s.click_until(board.cell(black), &format!("reversi: Black plays {black}"));
        game.play(black).expect("a legal move");
        s.expect_log("reversi: computer plays");
        s.expect_log("reversi: board settled");
        game.play(computer_move(&s))
            .expect("the computer plays legally");
        black = game.board().moves().next().expect("black has a move");
    }
    s.key_until("g", "reversi: review of 4 moves");
    s.picture("01-review");
    s.key_until("Left", "reversi review at move 3");
    s.key("Left");
    s.key("Left");
    s.expect_log("reversi review at move 1");
    s.picture("02-three-back");
    s.key_until("Return", "reversi: play on from move 1");
    // White is to move after f5: the computer plays on.
    s.expect_log("reversi: computer plays");
    s.picture("03-played-on");
}
