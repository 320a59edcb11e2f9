//! End to end: a level of the player's own that cannot be passed (three moves for a score
//! nobody reaches) is lost with the hint's moves; the result screen offers "Watch the bot",
//! the bot plays the same level from the same seed, its first swap shown, the rest
//! skipped with Return, and the bot's result shows.

use crate::common::Session;
use grid_core::Pos;
use launcher::games::levels::{self, map_layout};
use launcher::games::match3::layout;
use launcher_kit::geom::Size;
use std::thread::sleep;
use std::time::Duration;

/// A level with three moves and a score goal far out of reach.
const HOPELESS: &str = r#"name = "Hopeless"
kinds = 5
moves = 3
stars = [100000, 110000, 120000]
goals = [
    { type = "score", points = 100000 },
]
board = """
.......
.......
.......
.......
.......
.......
.......
"""
"#;

/// A cell `r,c` as the log writes it.
fn cell(text: &str) -> Pos {
    let (r, c) = text.split_once(',').expect("a cell is row,col");
    Pos::new(
        r.trim().parse().expect("a row"),
        c.trim().parse().expect("a column"),
    )
}

/// How often the log shows `line`.
fn count(s: &Session, line: &str) -> usize {
    s.log_text().matches(line).count()
}

/// Waits until the log shows `line` `n` times.
fn wait_count(s: &Session, line: &str, n: usize) {
    for _ in 0..300 {
        if count(s, line) >= n {
            return;
        }
        sleep(Duration::from_millis(100));
    }
    panic!("the log never showed {line:?} {n} times:\n{}", s.log_text());
}

#[test]
fn a_failed_level_is_played_by_the_bot_from_the_same_seed() {
    let home = tempfile::tempdir().expect("temporary home");
    let own = home.path().join("levels");
    std::fs::create_dir_all(&own).expect("the levels folder");
    std::fs::write(own.join("hopeless.toml"), HOPELESS).expect("write the level");
    let s = Session::start_in(
        env!("CARGO_BIN_EXE_launcher"),
        &[],
        "Tile Puzzles",
        "levels-bot",
        home,
    );
    let size = Size::REFERENCE;
    s.click_until(crate::common::card(levels::ID), "levels: map");
    let map = map_layout(size, 42, 1);
    s.click_until(map.own[0], "moves left 3 hint ");
    let l = layout(size, 7, 7);
    for moved in 1..=3 {
        let hints = count(&s, "levels: hint ");
        for _ in 0..20 {
            s.key("h");
            if count(&s, "levels: hint ") > hints {
                break;
            }
        }
        let log = s.log_text();
        let (_, rest) = log.rsplit_once("levels: hint ").expect("a hint");
        let hint = rest.lines().next().expect("the hint line");
        let (a, b) = hint.split_once(':').expect("two cells");
        let (a, b) = (cell(a), cell(b));
        s.click_until(l.cell_rect(a), &format!("levels: select {a}"));
        s.click_until(l.cell_rect(b), &format!("levels: swap {a} {b} accepted"));
        s.expect_log(&format!("levels: moves left {}", 3 - moved));
    }
    s.expect_log("levels: failed ");
    s.expect_log("levels: result shown");
    sleep(Duration::from_millis(600));
    s.picture("01-failed");

    // "Watch the bot" has the focus.
    s.key_until("Return", "levels: the bot plays ");
    s.expect_log("levels: bot move 1 ");
    sleep(Duration::from_millis(300));
    s.picture("02-bot-playing");
    s.key_until("Return", "levels: bot watch skipped");
    wait_count(&s, "levels: failed ", 2);
    s.expect_log("levels: result shown (the bot's)");
    assert_eq!(
        count(&s, "levels: bot move "),
        3,
        "the bot has the level's moves"
    );
    sleep(Duration::from_millis(600));
    s.picture("03-bot-result");
    let log = s.log_text();
    assert!(!log.contains("panicked"), "the launcher panicked:\n{log}");
}
