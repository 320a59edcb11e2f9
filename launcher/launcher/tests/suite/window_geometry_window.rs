//! End to end: the launcher's window opens again where and as large as the player left it,
//! and a game binary sharing the same settings keeps a geometry of its own.

use crate::common::Session;
use launcher::screens::menu;
use launcher_kit::geom::Size;

/// `xdotool getwindowgeometry`'s position and size of the session's window.
fn geometry(s: &Session) -> (String, String) {
    let out = s.xdotool(&["getwindowgeometry", &s.window]);
    let field = |name: &str| {
        out.lines()
            .find_map(|l| l.trim().strip_prefix(name))
            .map(|v| v.split_whitespace().next().unwrap_or("").to_string())
            .unwrap_or_default()
    };
    (field("Position:"), field("Geometry:"))
}

#[test]
fn the_window_keeps_its_size_and_place_across_a_restart() {
    let mut s = Session::start(
        env!("CARGO_BIN_EXE_launcher"),
        &[],
        "Tile Puzzles",
        "window-geometry",
    );
    assert!(
        !s.log_text().contains("window restored"),
        "a first start has nothing to restore:\n{}",
        s.log_text()
    );
    s.xdotool(&["windowmove", "--sync", &s.window, "40", "30"]);
    s.xdotool(&["windowsize", "--sync", &s.window, "700", "500"]);
    s.expect_log("window resized to 700×500");
    s.picture("01-resized");

    let size = Size::new(700.0, 500.0);
    let games = launcher::games::standard_registry().ids().len();
    s.click(menu::layout(size, games).quit);
    let status = s.wait_exit();
    assert!(status.success(), "launcher exit status {status}");
    s.expect_log("window remembered: 700×500 at Some([40, 30])");
    let home = s.home;

    let again = Session::start_in(
        env!("CARGO_BIN_EXE_launcher"),
        &[],
        "Tile Puzzles",
        "window-geometry-again",
        home,
    );
    again.expect_log("window restored: 700×500 at Some([40, 30])");
    assert_eq!(
        geometry(&again),
        ("40,30".to_string(), "700x500".to_string()),
        "{}",
        again.log_text()
    );
    again.picture("01-restored");

    // The PopStar binary shares the settings but opens at its own (default) size.
    let home = again.home;
    let popstar = Session::start_in(
        env!("CARGO_BIN_EXE_popstar"),
        &[],
        "PopStar",
        "window-geometry-popstar",
        home,
    );
    assert_eq!(geometry(&popstar).1, "1024x768", "{}", popstar.log_text());
    assert!(
        !popstar.log_text().contains("window restored"),
        "{}",
        popstar.log_text()
    );
}
