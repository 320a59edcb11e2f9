//! End to end: the real launcher binary in a real (virtual) X window, driven by xdotool.
//!
//! Starts its own Xvfb on a free display, runs the launcher with `TILE_PUZZLE_HOME` in a
//! temporary folder (and, on this machine, no sound device), clicks through the menu,
//! settings and high scores (and into each game the build has), changes a setting and
//! quits. Checks the exit status, the settings file and that every screenshot shows a
//! picture. Screenshots stay in `e2e-shots/launcher/` at the workspace root.

use crate::common::Session;
use launcher::screens::{menu, scores, settings};
use launcher_kit::geom::Size;
use std::process::Command;
use std::thread::sleep;
use std::time::Duration;

#[test]
fn launcher_runs_end_to_end_under_xvfb() {
    let mut s = Session::start(
        env!("CARGO_BIN_EXE_launcher"),
        &[],
        "Tile Puzzles",
        "launcher",
    );
    s.picture("01-menu");
    let size = Size::REFERENCE;
    let registry = launcher::games::standard_registry();
    let m = menu::layout(size, registry.ids().len());

    // Settings: switch sound off, then back.
    s.click_until(m.settings, "open settings");
    let (_, set) = crate::common::settings_layout(settings::Field::Sound);
    let sound = set
        .rows
        .iter()
        .find(|r| r.field == settings::Field::Sound)
        .expect("sound row");
    s.click(sound.plus);
    s.picture("02-settings");
    s.click_until(set.back, "close settings");

    // High scores: look at the second game's table, leave with the Back button.
    s.click_until(m.scores, "open scores");
    let sc = scores::layout(size, registry.ids().len());
    s.click(sc.game_tabs[1]);
    s.picture("03-scores");
    s.click_until(sc.back, "close scores");

    // Each game opens and returns to the menu through the pause dialog (Esc, then its
    // last button "Menu").
    for (i, game) in registry.ids().into_iter().enumerate() {
        s.click_until(m.cards[i], &format!("open {}", game.key()));
        sleep(Duration::from_millis(600));
        s.picture(&format!("04-{}", game.key()));
        s.leave_through_pause(
            &format!("pause {}", game.key()),
            &format!("close {}", game.key()),
        );
    }
    s.picture("05-menu-again");

    // Quit with the button; the program must end cleanly.
    s.click(m.quit);
    let status = s.wait_exit();
    assert!(status.success(), "launcher exit status {status}");

    let settings_text = std::fs::read_to_string(s.home.path().join("settings.toml"))
        .expect("settings.toml written");
    let parsed: launcher_kit::persist::Settings =
        toml::from_str(&settings_text).expect("settings.toml parses");
    assert!(
        !parsed.sound.enabled,
        "the sound switch was not saved:\n{settings_text}"
    );
    // The log tells which screens opened and closed: the clicks landed where meant.
    let log_text = s.log_text();
    assert!(
        !log_text.contains("panicked"),
        "the launcher panicked:\n{log_text}"
    );
    assert!(
        log_text.matches("open settings").count() == 1
            && log_text.matches("open scores").count() == 1,
        "a screen opened twice:\n{log_text}"
    );
}

#[test]
fn without_a_display_the_launcher_says_so_in_one_line() {
    let home = tempfile::tempdir().expect("temporary home");
    let out = Command::new(env!("CARGO_BIN_EXE_launcher"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .env("TILE_PUZZLE_HOME", home.path())
        .env("RUST_LOG", "off")
        .output()
        .expect("run the launcher");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "stderr: {stderr}");
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 1, "stderr: {stderr}");
    assert!(
        lines[0].starts_with("launcher: cannot open a window: "),
        "stderr: {stderr}"
    );
    assert!(!stderr.contains("panicked"));
}

#[test]
fn version_and_help() {
    let version = Command::new(env!("CARGO_BIN_EXE_launcher"))
        .arg("--version")
        .output()
        .expect("run");
    assert!(version.status.success());
    assert!(String::from_utf8_lossy(&version.stdout).starts_with("tile-puzzles "));
    let help = Command::new(env!("CARGO_BIN_EXE_launcher"))
        .arg("--help")
        .output()
        .expect("run");
    assert!(String::from_utf8_lossy(&help.stdout).contains("--stats"));
}
