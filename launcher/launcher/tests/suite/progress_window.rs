//! End to end: the statistics' progress pages. Over a home with progress series and
//! practice decks, the statistics open from the menu, and the keyboard reaches PopStar's
//! and Reversi's progress pages, each reading its game's deck.

use crate::common::Session;
use launcher_kit::geom::Size;

/// PopStar's share of the points within reach and Reversi's mean loss per move, a few
/// boards and games each.
const SERIES: &str = "format = 1\n\
    [series.popstar-share]\nformat = 1\n\
    points = [{ at = 1796515200, value = 0.72 }, { at = 1796601600, value = 0.81 }]\n\
    [series.reversi-loss]\nformat = 1\n\
    points = [{ at = 1796515200, value = 3.5 }, { at = 1796601600, value = 2.25 }]\n";

#[test]
fn the_keyboard_reaches_each_games_progress_page_and_its_deck_is_read() {
    let home = tempfile::tempdir().expect("temporary home");
    std::fs::write(home.path().join("series.toml"), SERIES).expect("the series are written");
    let practice = home.path().join("practice");
    std::fs::create_dir_all(&practice).expect("the practice folder");
    let fixtures = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/decks");
    for game in ["popstar", "reversi"] {
        std::fs::copy(
            format!("{fixtures}/{game}-format-1.toml"),
            practice.join(format!("{game}.toml")),
        )
        .expect("the deck is copied");
    }
    let s = Session::start_in(
        env!("CARGO_BIN_EXE_launcher"),
        &[],
        "Tile Puzzles",
        "progress-pages",
        home,
    );
    let menu = launcher::screens::menu::layout(Size::REFERENCE, 4);
    s.click_until(menu.statistics, "statistics: match3");
    s.key_until("Right", "statistics: popstar levels");
    s.key_until("Up", "statistics: popstar @progress");
    s.expect_log("progress of popstar: 2 practice positions");
    s.picture("01-popstar-progress");
    s.key_until("Right", "statistics: reversi two-players");
    s.key_until("Up", "statistics: reversi @progress");
    s.expect_log("progress of reversi: 3 practice positions");
    s.picture("02-reversi-progress");
    // Down goes round to the game's first tab.
    s.key_until("Down", "statistics: reversi two-players");
}
