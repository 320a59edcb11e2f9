//! End to end: PopStar opened from the launcher's menu in a real (virtual) X window; a
//! group is popped with two clicks and the screenshots show it gone. Likewise a SameGame
//! board opened by its game ID in the `popstar` binary.
//!
//! The scene logs its board (`popstar board level 1 …: rows/rows/…`), so the test can pick
//! a group with the engine, click at cells from the scene's own layout, and count the
//! stars of the group's colour on the screenshots before and after.

use crate::common::Session;
use launcher::games::popstar::{Layout, layout, layout_for};
use launcher_kit::geom::Size;
use launcher_kit::ui::theme;
use popstar::Board;
use std::path::Path;
use std::process::Command;
use std::thread::sleep;
use std::time::Duration;

/// The screenshot `name` as rows of RGB bytes, with its width.
fn pixels(dir: &Path, name: &str) -> (Vec<u8>, usize) {
    let path = dir.join(format!("{name}.png"));
    let out = Command::new("convert")
        .arg(&path)
        .args(["-depth", "8", "rgb:-"])
        .output()
        .expect("run ImageMagick convert");
    assert!(out.status.success(), "convert failed on {}", path.display());
    let width = out.stdout.len() / 3 / 768;
    (out.stdout, width)
}

/// Which of the five star colours (index) the pixel at `(x, y)` shows, if any.
fn colour_at(img: &(Vec<u8>, usize), x: f32, y: f32) -> Option<usize> {
    let (bytes, width) = img;
    let i = (y as usize * width + x as usize) * 3;
    let px = bytes.get(i..i + 3)?;
    let dist = |c: launcher_kit::draw::Color| {
        [c.r, c.g, c.b]
            .iter()
            .zip(px)
            .map(|(a, &b)| (a * 255.0 - f32::from(b)).abs())
            .fold(0.0, f32::max)
    };
    (0..5)
        .map(|k| (k, dist(theme::PIECES[k])))
        .filter(|&(_, d)| d < 40.0)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(k, _)| k)
}

/// How many cells of the board laid out by `l` show a star of colour `k` on screenshot
/// `img`.
fn count_colour(img: &(Vec<u8>, usize), l: &Layout, k: usize) -> usize {
    let mut n = 0;
    for row in 0..l.rows {
        for col in 0..l.cols {
            let r = l.cell_rect(grid_core::Pos::new(row, col));
            // Low on the left: the tile's plain colour, clear of its star and gloss.
            if colour_at(img, r.x + r.w * 0.2, r.y + r.h * 0.72) == Some(k) {
                n += 1;
            }
        }
    }
    n
}

/// Waits until the scene says its animations ended, then `ms` more: on a loaded machine
/// with software rendering the frame after the log line can take a moment to reach the
/// screen (and the "Level 1" banner fades out after the stars have landed).
fn settled(s: &Session, ms: u64) {
    s.expect_log("popstar settled");
    sleep(Duration::from_millis(ms));
}

#[test]
fn popstar_pops_a_group_with_two_clicks() {
    let s = Session::start(
        env!("CARGO_BIN_EXE_launcher"),
        &[],
        "Tile Puzzles",
        "popstar",
    );
    s.click_until(
        crate::common::card(launcher::games::popstar::ID),
        "open popstar",
    );
    s.expect_log("popstar board level 1 target 1000: ");
    let log = s.log_text();
    let line = log
        .lines()
        .find(|l| l.contains("popstar board level 1 target 1000: "))
        .expect("the board line");
    let rows = line.rsplit(": ").next().expect("rows").replace('/', "\n");
    let board: Board = rows.parse().expect("the logged board parses");
    let group = board
        .groups()
        .into_iter()
        .max_by_key(Vec::len)
        .expect("a dealt board has a group");
    let colour = board.colour(group[0]).expect("a star").index();
    let l = layout(Size::REFERENCE);
    let cell = l.cell_rect(group[0]);

    // The board has dropped in: the picture before.
    settled(&s, 2500);
    s.picture("01-level");
    let before = pixels(&s.shots, "01-level");
    let stars_before = count_colour(&before, &l, colour);
    assert_eq!(
        stars_before,
        board.colour_counts()[colour],
        "the screenshot shows the logged board"
    );

    // First click highlights the group, the second pops it.
    s.click_until(
        cell,
        &format!("popstar select {},{}", group[0].row, group[0].col),
    );
    s.picture("02-selected");
    s.click_until(
        cell,
        &format!("popstar pop {},{}", group[0].row, group[0].col),
    );
    s.picture("03-popping");
    settled(&s, 1200);
    s.picture("04-popped");
    let after = pixels(&s.shots, "04-popped");
    assert_eq!(
        count_colour(&after, &l, colour),
        stars_before - group.len(),
        "the {} stars of the group are gone from the screen",
        group.len()
    );

    // Frames redraw only what changed (`draw::damage`); a size change redraws everything.
    // Away and back to the same size, the picture must be the one the partial redraws
    // left: nothing stale anywhere in the window.
    s.xdotool(&["windowsize", "--sync", &s.window, "900", "700"]);
    sleep(Duration::from_millis(800));
    s.xdotool(&["windowsize", "--sync", &s.window, "1024", "768"]);
    sleep(Duration::from_millis(1500));
    s.picture("05-redrawn");
    let stale = crate::common::changed_pixels(
        &s.shots.join("04-popped.png"),
        &s.shots.join("05-redrawn.png"),
        Size::REFERENCE.rect(),
    );
    assert_eq!(stale, 0, "a full redraw changed {stale} pixels");
}

/// The board a `popstar board …` log line shows.
fn logged_board(s: &Session, prefix: &str) -> Board {
    s.expect_log(prefix);
    let log = s.log_text();
    let line = log
        .lines()
        .find(|l| l.contains(prefix))
        .expect("the board line");
    let rows = line.rsplit(": ").next().expect("rows").replace('/', "\n");
    rows.parse().expect("the logged board parses")
}

#[test]
fn a_samegame_board_opened_by_its_id_pops_a_group() {
    let rules: popstar::Rules = "sg8x8c3m2".parse().expect("rules");
    let s = Session::start(
        env!("CARGO_BIN_EXE_popstar"),
        &["--id", "popstar:sg8x8c3m2:5eed"],
        "PopStar",
        "samegame",
    );
    // SameGame has no levels and no target.
    let board = logged_board(&s, "popstar board level 1 target 0: ");
    assert_eq!((board.width(), board.height()), (8, 8));
    assert!(board.colours_used() <= 3);
    let group = board
        .groups_for(&rules)
        .into_iter()
        .max_by_key(Vec::len)
        .expect("a dealt board has a group");
    let colour = board.colour(group[0]).expect("a star").index();
    let l = layout_for(Size::REFERENCE, 8, 8);
    let cell = l.cell_rect(group[0]);

    settled(&s, 2500);
    s.picture("01-board");
    let before = pixels(&s.shots, "01-board");
    let stars_before = count_colour(&before, &l, colour);
    assert_eq!(
        stars_before,
        board.counts_by_colour()[colour],
        "the screenshot shows the logged 8×8 board"
    );

    let n = group.len() as u32;
    let points = n.saturating_sub(2).pow(2);
    s.click_until(
        cell,
        &format!(
            "popstar select {},{}: {n} tiles = {points} points",
            group[0].row, group[0].col
        ),
    );
    s.picture("02-selected");
    s.click_until(
        cell,
        &format!(
            "popstar pop {},{}: score {points}",
            group[0].row, group[0].col
        ),
    );
    settled(&s, 2000);
    s.picture("03-popped");
    let after = pixels(&s.shots, "03-popped");
    assert_eq!(
        count_colour(&after, &l, colour),
        stars_before - group.len(),
        "the {} stars of the group are gone from the screen",
        group.len()
    );
}

#[test]
fn a_samegame_id_typed_into_the_launcher_opens_it() {
    let s = Session::start(
        env!("CARGO_BIN_EXE_launcher"),
        &[],
        "Tile Puzzles",
        "samegame-launcher",
    );
    let games = launcher::games::standard_registry().ids().len();
    let m = launcher::screens::menu::layout(Size::REFERENCE, games);
    s.click_until(m.play_id, "open play-id");
    s.type_text("popstar:sg12x9c4m3:5eed");
    s.key_until("Return", "popstar: opened game ID popstar:sg12x9c4m3:5eed");
    let board = logged_board(&s, "popstar board level 1 target 0: ");
    assert_eq!((board.width(), board.height()), (12, 9));
    settled(&s, 1500);
    s.picture("01-board");
    // The pause dialog shows the ID the game was opened with.
    s.key_until("Escape", "game ID popstar:sg12x9c4m3:5eed");
    s.leave_through_pause("pause popstar", "close popstar");
}
