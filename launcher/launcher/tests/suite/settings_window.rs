//! The settings pages in the real launcher window: a game's page opened by a click on its
//! tab and one of its options changed there, then the pages turned with Tab, Shift+Tab
//! and the row of tabs, and the screen left with Esc. Checks the log's page changes and
//! the settings file.

use crate::common::Session;
use launcher::screens::{menu, settings};
use launcher_kit::geom::Size;
use std::thread::sleep;
use std::time::{Duration, Instant};

/// Waits up to ten seconds for the settings file to hold `text`.
fn settings_file_shows(s: &Session, text: &str) -> bool {
    let deadline = Instant::now() + Duration::from_secs(10);
    while Instant::now() < deadline {
        let file = std::fs::read_to_string(s.home.path().join("settings.toml")).unwrap_or_default();
        if file.contains(text) {
            return true;
        }
        sleep(Duration::from_millis(100));
    }
    false
}

#[test]
fn the_settings_pages_turn_by_mouse_and_keyboard() {
    let mut s = Session::start(
        env!("CARGO_BIN_EXE_launcher"),
        &[],
        "Tile Puzzles",
        "settings",
    );
    let registry = launcher::games::standard_registry();
    let m = menu::layout(Size::REFERENCE, registry.ids().len());
    s.click_until(m.settings, "open settings");
    s.picture("01-general");

    // A click on Reversi's tab shows its page; its opening variety changes there.
    let variety = settings::Field::Game(launcher_reversi::ID, 3);
    let (page, l) = crate::common::settings_layout(variety);
    let home = tempfile::tempdir().expect("temporary home");
    let cx = launcher_kit::services::Services::load(
        launcher_kit::persist::Storage::at(home.path()),
        launcher::games::standard_registry(),
        Size::REFERENCE,
    );
    let pages = settings::pages(&cx);
    s.click_until(l.tabs[page], &format!("settings page {}", pages[page].tab));
    s.picture("02-reversi");
    let row = l
        .rows
        .iter()
        .find(|r| r.field == variety)
        .expect("the opening variety's row");
    s.click(row.plus);
    assert!(
        settings_file_shows(&s, "book_loss = 1"),
        "the opening variety was not saved:\n{}",
        s.log_text()
    );
    s.picture("03-variety");

    // Tab turns to the next page (round to the general page after the last one),
    // Shift+Tab back.
    let next = (page + 1) % pages.len();
    s.key_until("Tab", &format!("settings page {}", pages[next].tab));
    s.key_until("shift+Tab", &format!("settings page {}", pages[page].tab));
    // Up from the page's first row reaches the tabs, where Left turns back a page.
    s.key("Tab");
    s.expect_log(&format!("settings page {}", pages[next].tab));
    s.key_until("Up", "settings focus on the tabs");
    s.key_until("Left", &format!("settings page {}", pages[page].tab));
    s.picture("04-by-keys");
    s.key_until("Escape", "close settings");

    s.click(m.quit);
    let status = s.wait_exit();
    assert!(status.success(), "launcher exit status {status}");
    let log = s.log_text();
    assert!(!log.contains("panicked"), "the launcher panicked:\n{log}");
}
