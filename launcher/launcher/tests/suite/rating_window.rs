//! End to end: a rated game. The new-game dialog says the game against the weakest level
//! will be rated; a whole game is played (the person always takes the first legal move);
//! at its end the rating changes, in the log, on the end screen and in the ratings file.

use crate::common::Session;
use launcher::games::reversi::{layout, setup_layout};
use launcher_kit::geom::Size;
use reversi::{Color, Game, Square};
use std::time::{Duration, Instant};

/// The computer's `n`-th move (from 0), once the log shows it.
fn computer_move(s: &Session, n: usize) -> Square {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let log = s.log_text();
        if let Some(line) = log.split("reversi: computer plays ").nth(n + 1) {
            return line
                .split_whitespace()
                .next()
                .and_then(|sq| sq.parse().ok())
                .expect("a square after 'computer plays'");
        }
        assert!(
            Instant::now() < deadline,
            "no computer move {n} in the log:\n{log}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn a_rated_game_against_the_weakest_level_changes_the_rating() {
    let s = Session::start(env!("CARGO_BIN_EXE_reversi"), &[], "Reversi", "rated-game");
    let size = Size::REFERENCE;
    let setup = setup_layout(size);
    s.click(setup.modes[1]);
    crate::common::choose_reversi_level(&s, "novice");
    s.picture("01-rated-dialog");
    s.click_until(setup.start, "reversi: a rated game against Novice");
    s.expect_log("reversi: new game, Vs computer (Novice)");
    let board = layout(size);
    let mut game = Game::new();
    let mut computer_moves = 0;
    while !game.is_over() {
        if game.board().side() == Color::Black {
            let square = game
                .board()
                .moves()
                .next()
                .expect("black has a move when it is black's turn");
            s.click_until(
                board.cell(square),
                &format!("reversi: Black plays {square}"),
            );
            game.play(square).expect("a legal move");
        } else {
            let square = computer_move(&s, computer_moves);
            computer_moves += 1;
            game.play(square).expect("the computer plays legally");
        }
        if game.moves().count() == 20 {
            s.picture("02-a-game-at-novice");
        }
    }
    s.expect_log("reversi-game: rated");
    // The end dialog zooms in over a moment: the picture shows it settled.
    std::thread::sleep(Duration::from_secs(1));
    s.picture("03-the-end-with-the-rating");
    let log = s.log_text();
    assert!(log.contains("against novice (400): 1200 ->"), "{log}");
    let kept = std::fs::read_to_string(s.home.path().join("ratings.toml"))
        .expect("the ratings are written");
    assert!(kept.contains("[track.reversi-game]"), "{kept}");
    assert!(kept.contains("games = 1"), "{kept}");
    assert!(kept.contains("opponent = \"novice\""), "{kept}");
}
