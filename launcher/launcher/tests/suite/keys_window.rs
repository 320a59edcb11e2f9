//! End to end: a move of each game played with the keyboard alone, in the game's own
//! window. The arrows move the cursor (each step confirmed by the log line
//! `cursor at r,c`), Enter or an arrow from the selected piece plays.

use crate::common::Session;
use grid_core::Pos;

/// The board the scene logged after `marker`, rows separated by `/`.
fn logged_rows(s: &Session, marker: &str) -> String {
    let log = s.log_text();
    log.rsplit_once(marker)
        .and_then(|(_, rest)| rest.lines().next())
        .and_then(|line| line.rsplit(": ").next().or(Some(line)))
        .and_then(|rows| rows.split_whitespace().next())
        .unwrap_or_else(|| panic!("no {marker:?} in the log:\n{log}"))
        .replace('/', "\n")
}

/// Moves the cursor from `from` (where the first arrow shows it) to `to`, one confirmed
/// step at a time.
fn walk(s: &Session, from: Pos, to: Pos) {
    s.key_until("Up", &format!("cursor at {},{}", from.row, from.col));
    let mut at = from;
    while at != to {
        let (key, next) = if at.row > to.row {
            ("Up", Pos::new(at.row - 1, at.col))
        } else if at.row < to.row {
            ("Down", Pos::new(at.row + 1, at.col))
        } else if at.col < to.col {
            ("Right", Pos::new(at.row, at.col + 1))
        } else {
            ("Left", Pos::new(at.row, at.col - 1))
        };
        s.key_until(key, &format!("cursor at {},{}", next.row, next.col));
        at = next;
    }
}

#[test]
fn match3_swaps_with_keys() {
    let s = Session::start(env!("CARGO_BIN_EXE_match3"), &[], "Match-3", "keys-match3");
    s.expect_log("match3 board ");
    let board = match3::Board::parse(&logged_rows(&s, "match3 board ")).expect("a board");
    let swap = match3::moves::first_move(board.cells()).expect("a start board has a move");
    // The cursor shows at the top-left corner; the first arrow (Up) keeps it there.
    walk(&s, Pos::new(0, 0), swap.a);
    s.key_until("Return", &format!("match3 select {}", swap.a));
    let toward = if swap.b.row > swap.a.row {
        "Down"
    } else {
        "Right"
    };
    s.key_until(
        toward,
        &format!("match3 swap {} {} accepted", swap.a, swap.b),
    );
    s.picture("01-swapped");
}

#[test]
fn popstar_pops_with_keys() {
    let s = Session::start(
        env!("CARGO_BIN_EXE_popstar"),
        &[],
        "PopStar",
        "keys-popstar",
    );
    s.expect_log("popstar board level 1");
    let board: popstar::Board = logged_rows(&s, "popstar board level 1")
        .parse()
        .expect("a board");
    let at = board.groups().remove(0)[0];
    // The cursor shows at the bottom-left corner.
    walk(&s, Pos::new(9, 0), at);
    s.key_until("Return", &format!("popstar select {},{}", at.row, at.col));
    s.key_until("Return", &format!("popstar pop {},{}", at.row, at.col));
    s.picture("01-popped");
}

#[test]
fn reversi_places_with_keys() {
    let s = Session::start(
        env!("CARGO_BIN_EXE_reversi"),
        &[],
        "Reversi",
        "keys-reversi",
    );
    // The new-game dialog: Enter starts against the computer, the person black.
    s.key_until("Return", "reversi: new game");
    // The cursor shows on d4; f5 is row 4, column 5.
    walk(&s, Pos::new(3, 3), Pos::new(4, 5));
    s.key_until("Return", "reversi: Black plays f5");
    s.picture("01-placed");
}
