//! End to end: Reversi's puzzles from its menu card. Today's puzzle is solved with the
//! answer the puzzle file gives, which raises the puzzle rating; the next puzzle gets a
//! wrong move, which shows the answer, and a retry; the puzzles screen then shows the
//! rating of two puzzles.

use crate::common::Session;
use launcher::games::reversi::puzzles::{PuzzleSet, puzzle_layout};
use launcher::screens::menu;
use launcher_kit::geom::{Rect, Size};

/// The buttons under Reversi's card at the reference size: Puzzles, Puzzle of the day.
fn entries() -> (Rect, Rect) {
    let home = tempfile::tempdir().expect("temporary home");
    let cx = launcher_kit::services::Services::load(
        launcher_kit::persist::Storage::at(home.path()),
        launcher::games::standard_registry(),
        Size::REFERENCE,
    );
    let i = cx
        .registry
        .ids()
        .iter()
        .position(|&id| id == launcher_reversi::ID)
        .expect("Reversi is on the menu");
    let l = menu::layout_of(&cx);
    (l.entries[i][0], l.entries[i][1])
}

/// The key of the puzzle the log last said was opened.
fn opened(s: &Session) -> String {
    let log = s.log_text();
    let (_, rest) = log
        .rsplit_once("reversi puzzle ")
        .filter(|(_, rest)| rest.contains("to move)"))
        .unwrap_or_else(|| panic!("no puzzle opened in the log:\n{log}"));
    rest.split_whitespace()
        .next()
        .expect("a key after 'reversi puzzle'")
        .to_string()
}

#[test]
fn todays_puzzle_is_solved_and_a_wrong_move_shows_the_answer() {
    let s = Session::start(
        env!("CARGO_BIN_EXE_launcher"),
        &[],
        "Tile Puzzles",
        "puzzles",
    );
    let set = PuzzleSet::shipped();
    let today = set
        .of_day(launcher_kit::persist::today_number())
        .expect("the schedule lists today");
    let (hub, of_the_day) = entries();
    let board = puzzle_layout(Size::REFERENCE).board;

    s.click_until(of_the_day, &format!("reversi puzzle {}", today.key()));
    s.picture("01-todays-puzzle");
    let answer = today.answer().expect("an answer");
    s.click_until(
        board.cell(answer),
        &format!("reversi puzzle {}: {answer} solved", today.key()),
    );
    s.expect_log(&format!(
        "reversi puzzle rating {:.0} -> ",
        launcher_kit::rating::START_RATING
    ));
    s.picture("02-solved");

    s.key("n");
    s.expect_log("(band");
    let key = opened(&s);
    assert_ne!(key, today.key());
    let next = set.get(&key).expect("a shipped puzzle");
    let (wrong, _) = next.values[1];
    let answer = next.answer().expect("an answer");
    s.click_until(
        board.cell(wrong),
        &format!("reversi puzzle {key}: {wrong} gives"),
    );
    s.expect_log(&format!("the answer {answer} gives"));
    s.expect_log("reversi puzzle rating ");
    s.picture("03-missed");
    s.key_until("r", &format!("reversi puzzle {key}: retry"));

    // Back to the menu (the puzzle was opened from it), and to the puzzles screen.
    s.key("Escape");
    s.click_until(hub, "reversi puzzles: rating ");
    s.expect_log("after 2 puzzles");
    s.picture("04-rating");
}
