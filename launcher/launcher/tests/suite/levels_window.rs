//! End to end: the level game opened from the launcher's menu in a virtual X window. The
//! test opens the level map, opens the first level, reads a possible move from the
//! scene's log, plays it with two mouse clicks and sees the moves counter drop.

use crate::common::Session;
use launcher::games::levels::{self, map_layout};
use launcher::games::match3::layout;
use launcher_kit::geom::Size;
use match3::level::Level;

/// A cell `r,c` as the log writes it.
fn cell(text: &str) -> grid_core::Pos {
    let (r, c) = text.split_once(',').expect("a cell is row,col");
    grid_core::Pos::new(r.parse().expect("a row"), c.parse().expect("a column"))
}

#[test]
fn the_first_move_of_a_level_played_with_the_mouse_uses_a_move() {
    let s = Session::start(
        env!("CARGO_BIN_EXE_launcher"),
        &[],
        "Tile Puzzles",
        "levels",
    );
    let size = Size::REFERENCE;
    s.click_until(crate::common::card(levels::ID), "levels: map");
    s.picture("01-map");

    let tiles = map_layout(size, 42, 0).tiles;
    s.click_until(tiles[0], "levels: start 01-first-steps moves left 9 hint ");
    let log = s.log_text();
    let hint = log
        .rsplit_once("levels: start 01-first-steps moves left 9 hint ")
        .map(|(_, rest)| rest.lines().next().unwrap_or_default().to_string())
        .expect("the start line");
    let (a, b) = hint.split_once(' ').expect("two cells");
    let (a, b) = (cell(a), cell(b));
    let level = Level::parse(include_str!(
        "../../../../assets/levels/01-first-steps.toml"
    ))
    .expect("the first level reads");
    let l = layout(size, level.terrain.width(), level.terrain.height());
    s.picture("02-level");

    s.click_until(l.cell_rect(a), &format!("levels: select {a}"));
    s.click_until(l.cell_rect(b), &format!("levels: swap {a} {b} accepted"));
    s.expect_log("levels: moves left 8");
    s.picture("03-after-move");
    let log = s.log_text();
    assert!(!log.contains("panicked"), "the launcher panicked:\n{log}");
}
