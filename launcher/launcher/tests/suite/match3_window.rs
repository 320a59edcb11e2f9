//! End to end: match-3 opened from the launcher's menu in a virtual X window. The test
//! reads the start board from the scene's log, finds a move with the `match3` crate's
//! move finder, plays it with two xdotool clicks, and checks from screenshots that the
//! board changed; then it leaves through the pause dialog and resumes the kept game.

use crate::common::{Session, changed_pixels};
use launcher::games::match3::layout;
use launcher_kit::geom::Size;
use match3::Board;

/// The board the scene logged after `marker` (`match3 board 1234/5612/…`, rows by `/`).
fn logged_board(log: &str, marker: &str) -> Board {
    let rows = log
        .rsplit_once(marker)
        .and_then(|(_, rest)| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("no {marker:?} in the log:\n{log}"));
    Board::parse(&rows.replace('/', "\n")).expect("the logged board parses")
}

#[test]
fn a_swap_played_with_the_mouse_changes_the_board_and_the_game_resumes() {
    let s = Session::start(
        env!("CARGO_BIN_EXE_launcher"),
        &[],
        "Tile Puzzles",
        "match3",
    );
    let size = Size::REFERENCE;
    // The scene logs its board as it is made, just before the launcher logs the opening.
    s.click_until(
        crate::common::card(launcher::games::match3::ID),
        "open match3",
    );
    let start = logged_board(&s.log_text(), "match3 board ");
    let swap = match3::moves::first_move(start.cells()).expect("a start board has a move");
    let l = layout(size, start.width(), start.height());
    s.picture("01-start");

    s.click_until(l.cell_rect(swap.a), &format!("match3 select {}", swap.a));
    s.click_until(
        l.cell_rect(swap.b),
        &format!("match3 swap {} {} accepted", swap.a, swap.b),
    );
    s.expect_log("match3 settled");
    let after = logged_board(&s.log_text(), "match3 settled board ");
    assert_ne!(after, start, "the engine's board did not change");
    s.picture("02-after-swap");
    let changed = changed_pixels(
        &s.shots.join("01-start.png"),
        &s.shots.join("02-after-swap.png"),
        l.board,
    );
    assert!(
        changed > 2000,
        "only {changed} pixels of the board changed on screen"
    );

    // Leave through the pause dialog (its last button, Menu): the game is kept ...
    s.leave_through_pause("pause match3", "close match3");
    assert!(
        s.home.path().join("saves/match3.toml").exists(),
        "the unfinished game was not saved"
    );
    // ... and resumed from the menu (the host asks; Resume is the default).
    s.click_until(
        crate::common::card(launcher::games::match3::ID),
        "open match3",
    );
    s.key("Return");
    s.expect_log("match3 board ");
    let resumed = logged_board(&s.log_text(), "match3 board ");
    assert_eq!(resumed, after, "the resumed board is not the one left");
    s.picture("03-resumed");
    let log = s.log_text();
    assert!(!log.contains("panicked"), "the launcher panicked:\n{log}");
}
