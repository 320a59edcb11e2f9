//! End to end: a short game against the computer from a late position (a saved game
//! resumed), whose first move throws 12 discs away; the review after the game adds it to
//! the practice deck (the log says so, the end screen's line too), Practice opens from the
//! end screen, the position comes back, a move played on the board is graded at once.

use crate::common::Session;
use launcher::games::reversi::layout;
use launcher_kit::geom::Size;
use reversi::{Game, Square};

/// Black to move with 14 empties: g8 keeps +18, a2 only +6.
const LATE: &str = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";

/// A home whose saved Reversi game is [`LATE`], Black the person against the beginner.
pub fn late_game_home() -> tempfile::TempDir {
    let home = tempfile::tempdir().expect("temporary home");
    let players = "board = \"green\"\nhuman_side = \"black\"\nlevel = 1\nmode = \"vs-computer\"\nthreads = 1\nwhite_first = false\n";
    let save = format!(
        "game = \"reversi\"\nformat = 3\nseed = \"0000000000005eed\"\n\n[options]\n{players}\n[state]\nstart = \"{LATE}\"\nmoves = \"\"\n\n[state.players]\n{players}"
    );
    let saves = home.path().join("saves");
    std::fs::create_dir_all(&saves).expect("the saves folder");
    std::fs::write(saves.join("reversi.toml"), save).expect("the saved game");
    home
}

/// The last square the log says was played after `prefix`.
fn last_square(s: &Session, prefix: &str) -> Square {
    let log = s.log_text();
    let (_, rest) = log
        .rsplit_once(prefix)
        .unwrap_or_else(|| panic!("no {prefix:?} in the log:\n{log}"));
    rest.split_whitespace()
        .next()
        .and_then(|sq| sq.trim_end_matches(':').parse().ok())
        .unwrap_or_else(|| panic!("no square after {prefix:?}"))
}

/// Black's best move (solved exactly: few squares are empty).
fn best(board: &reversi::Board) -> Square {
    let limit = reversi::search::AnalysisLimit::Depth(board.empties());
    let evaluator = reversi::search::Evaluator::standard();
    let stop = reversi::StopFlag::new();
    let exact = reversi::search::analyze(board, limit, evaluator, 1, &stop);
    exact.moves[0].square.expect("a move")
}

/// Plays the game out from the resumed position: a2 first (the one mistake), then Black's
/// best move each turn, the computer answering. Ends on the end screen.
pub fn play_out(s: &Session) {
    s.key_until("Return", "reversi: resumed");
    let board = layout(Size::REFERENCE);
    let mut game = Game::from_board(reversi::obf::parse_obf(LATE).expect("OBF").board);
    let mut black: Square = "a2".parse().expect("square");
    loop {
        s.click_until(board.cell(black), &format!("reversi: Black plays {black}"));
        game.play(black).expect("a legal move");
        while !game.is_over() && game.board().side() == reversi::Color::White {
            s.expect_log("reversi: computer plays");
            game.play(last_square(s, "reversi: computer plays "))
                .expect("the computer plays legally");
        }
        if game.is_over() {
            break;
        }
        black = best(&game.board());
    }
}

#[test]
fn a_mistake_against_the_computer_comes_back_in_practice_and_is_graded() {
    let s = Session::start_in(
        env!("CARGO_BIN_EXE_reversi"),
        &[],
        "Reversi",
        "practice",
        late_game_home(),
    );
    play_out(&s);
    s.expect_log("reversi: review: practice item added: a2 lost 12");
    s.expect_log("review note: Review: 1 position added to practice");
    // The end screen's line shows with the next frame.
    std::thread::sleep(std::time::Duration::from_millis(800));
    s.picture("01-end-with-review");
    // Practice is the button before the way out.
    for _ in 0..6 {
        s.key("Right");
    }
    s.key("Left");
    s.key_until("Return", "practice reversi");
    s.expect_log("reversi: practice position");
    s.picture("02-practice");
    // The position is the one before a2: a2 again loses 12 and is graded "again".
    let board = layout(Size::REFERENCE);
    s.click_until(
        board.cell("a2".parse().expect("square")),
        "reversi: practice answer a2: 12 discs lost, graded Again",
    );
    s.picture("03-graded");
    // "Again" brings it back in the same sitting; g8 then is the best move.
    s.key_until("n", "reversi: practice position");
    s.click_until(
        board.cell("g8".parse().expect("square")),
        "reversi: practice answer g8: 0 discs lost, graded Good",
    );
    s.picture("04-best");
    s.key_until("n", "reversi: practice: nothing due");
    s.picture("05-nothing-due");
    assert!(
        s.home.path().join("practice/reversi.toml").exists(),
        "the deck was not written"
    );
}
