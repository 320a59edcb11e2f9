//! End to end: Reversi opened from the launcher's menu in a real (virtual) X window,
//! against the computer: the new-game dialog, the first move f5 clicked with xdotool, the
//! computer's reply, and the board compared between screenshots. Leaving keeps the game.

use crate::common::{Session, changed_pixels};
use launcher::games::reversi::{layout, setup_layout};
use launcher_kit::geom::Size;
use std::path::Path;
use std::process::Command;

/// The colour of one pixel as `(r, g, b)`.
fn pixel(shot: &Path, x: f32, y: f32) -> (u8, u8, u8) {
    let out = Command::new("convert")
        .arg(shot)
        .args([
            "-crop",
            &format!("1x1+{}+{}", x.round(), y.round()),
            "-depth",
            "8",
            "txt:",
        ])
        .output()
        .expect("run convert");
    let text = String::from_utf8_lossy(&out.stdout);
    let hex = text
        .split_whitespace()
        .find(|w| w.starts_with('#') && w.len() >= 7)
        .unwrap_or_else(|| panic!("no colour in {text:?}"));
    let v = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).expect("hex colour");
    (v(1), v(3), v(5))
}

#[test]
fn reversi_against_the_computer_under_xvfb() {
    let s = Session::start(
        env!("CARGO_BIN_EXE_launcher"),
        &[],
        "Tile Puzzles",
        "reversi",
    );
    let size = Size::REFERENCE;
    s.click_until(
        crate::common::card(launcher::games::reversi::ID),
        "open reversi",
    );
    s.picture("01-new-game-dialog");

    // Person (black) against the computer at the easy level.
    let setup = setup_layout(size);
    s.click(setup.modes[1]);
    crate::common::choose_reversi_level(&s, "easy");
    s.click_until(setup.start, "reversi: new game, Vs computer (Easy)");
    s.picture("02-opening");

    let board = layout(size);
    let f5 = board.cell("f5".parse().expect("square"));
    s.click_until(f5, "reversi: Black plays f5");
    s.expect_log("reversi: computer plays");
    s.expect_log("reversi: board settled");
    s.picture("03-after-reply");

    let opening = s.shots.join("02-opening.png");
    let after = s.shots.join("03-after-reply.png");
    let changed = changed_pixels(&opening, &after, layout(size).board);
    assert!(
        changed > 2_000,
        "the board hardly changed: {changed} pixels"
    );
    // Off the centre, where the last-move marker could be.
    let c = f5.center().offset(f5.w * 0.2, f5.h * 0.1);
    let (r, g, b) = pixel(&after, c.x, c.y);
    assert!(
        u16::from(r) + u16::from(g) + u16::from(b) < 200,
        "f5 should hold a black disc, found rgb({r}, {g}, {b})"
    );
    let (r, g, b) = pixel(&opening, c.x, c.y);
    assert!(
        g > r && g > b,
        "f5 was green felt at the start, found rgb({r}, {g}, {b})"
    );

    // Leave through the pause dialog: the game is kept for resuming.
    s.leave_through_pause("reversi: paused", "close reversi");
    assert!(
        s.home.path().join("saves/reversi.toml").exists(),
        "the unfinished game was not saved"
    );
}
