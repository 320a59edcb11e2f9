//! End to end: a game waiting for the player costs (almost) nothing. Each game binary runs
//! in its own Xvfb; once the game has settled and its looping effects have stopped (for
//! match-3 also past the hint's delay and its blinking), the process's CPU time over the
//! next five seconds is read from `/proc/<pid>/stat`. The window loop draws nothing and
//! sleeps while nothing changes, and once the review after a game is done Reversi's window
//! rests on its end screen as well; the README's figure (`scripts/cpu`) is well under 3 % of
//! a core, the bound here is looser so a busy machine cannot fail it.

use crate::common::Session;
use std::thread::sleep;
use std::time::Duration;

/// Seconds measured.
const SPAN: u64 = 5;

/// The bound: CPU time used over [`SPAN`] as a share of one core.
const MOST: f64 = 0.10;

/// User plus system time of process `pid` so far, in clock ticks.
fn ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).expect("read /proc stat");
    // The command name may hold spaces: fields are counted after its closing parenthesis.
    let after = &stat[stat.rfind(')').expect("stat has a command name") + 2..];
    let fields: Vec<&str> = after.split_whitespace().collect();
    // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after the name.
    let field = |i: usize| -> u64 { fields[i].parse().expect("a tick count") };
    field(11) + field(12)
}

/// Clock ticks per second (`getconf CLK_TCK`; 100 on Linux).
fn ticks_per_second() -> f64 {
    let out = std::process::Command::new("getconf")
        .arg("CLK_TCK")
        .output()
        .expect("run getconf");
    String::from_utf8_lossy(&out.stdout)
        .trim()
        .parse()
        .expect("a number")
}

/// Waits `settle` seconds without input, then measures the share of a core used.
fn resting_share(s: &Session, settle: u64) -> f64 {
    // The pointer rests outside the board and every button.
    s.xdotool(&["mousemove", "--window", &s.window, "1015", "760"]);
    sleep(Duration::from_secs(settle));
    let pid = s.program.0.id();
    let before = ticks(pid);
    sleep(Duration::from_secs(SPAN));
    let used = ticks(pid) - before;
    used as f64 / ticks_per_second() / SPAN as f64
}

fn check(game: &str, share: f64, s: &Session) {
    println!("{game} waiting: {:.1} % of a core", share * 100.0);
    assert!(
        share < MOST,
        "{game} used {:.1} % of a core while waiting:\n{}",
        share * 100.0,
        s.log_text()
    );
}

#[test]
fn a_waiting_match3_board_rests() {
    let s = Session::start(env!("CARGO_BIN_EXE_match3"), &[], "Match-3", "rest-match3");
    s.expect_log("match3 board ");
    // The hint shows after 5 s and blinks for 8 s more.
    check("match3", resting_share(&s, 16), &s);
    s.expect_log("match3 hint ");
}

#[test]
fn a_waiting_popstar_board_rests() {
    let s = Session::start(
        env!("CARGO_BIN_EXE_popstar"),
        &[],
        "PopStar",
        "rest-popstar",
    );
    s.expect_log("popstar board level 1");
    check("popstar", resting_share(&s, 11), &s);
}

#[test]
fn a_waiting_reversi_board_rests() {
    let s = Session::start(
        env!("CARGO_BIN_EXE_reversi"),
        &[],
        "Reversi",
        "rest-reversi",
    );
    // The new-game dialog: Enter starts a game against the computer, the person first.
    s.key_until("Return", "reversi: new game");
    check("reversi", resting_share(&s, 11), &s);
}

#[test]
fn reversi_rests_after_the_review_of_a_game() {
    let s = Session::start_in(
        env!("CARGO_BIN_EXE_reversi"),
        &[],
        "Reversi",
        "rest-reversi-review",
        crate::practice_window::late_game_home(),
    );
    crate::practice_window::play_out(&s);
    s.expect_log("reversi: review done");
    check("reversi after a review", resting_share(&s, 5), &s);
}
