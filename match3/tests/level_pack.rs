//! The level pack in `assets/levels`: every file loads, its start boards keep the
//! guarantees (no line, a move, pieces exactly where the ground holds them), its stars
//! rise, and two levels' start boards are pinned.

use match3::lines::has_line;
use match3::moves::has_move;
use match3::{Level, LevelGame};
use std::path::PathBuf;

fn pack() -> Vec<(String, Level)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../assets/levels");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the pack folder")
        .map(|e| e.expect("a folder entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .expect("a file name")
                .to_string();
            let text = std::fs::read_to_string(&path).expect("a level file");
            let level = Level::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(level.to_toml(), text, "{name} is in the canonical form");
            (name, level)
        })
        .collect()
}

#[test]
fn every_pack_level_loads_and_starts_playable() {
    let pack = pack();
    assert!(pack.len() >= 40, "{} levels", pack.len());
    for (i, (name, level)) in pack.iter().enumerate() {
        assert!(
            name.starts_with(&format!("{:02}-", i + 1)),
            "{name} out of order"
        );
        assert_eq!(level.stars.len(), 3, "{name}");
        for seed in 1..=5 {
            let game = LevelGame::new(level, seed).unwrap_or_else(|e| panic!("{name}: {e}"));
            let cells = game.board().cells();
            assert!(!has_line(cells) && has_move(cells), "{name} seed {seed}");
            for (pos, tile) in game.terrain().iter() {
                assert_eq!(tile.holds_piece(), !cells[pos].is_empty(), "{name} {pos}");
            }
        }
    }
}

#[test]
fn golden_start_boards() {
    let pack = pack();
    let board = |slug: &str, seed| {
        let suffix = format!("-{slug}.toml");
        let (_, level) = pack
            .iter()
            .find(|(n, _)| n.ends_with(&suffix))
            .expect("the level");
        let game = LevelGame::new(level, seed).expect("a start board");
        game.board().to_text()
    };
    // Holes and blockers hold no piece: `.` in the text form.
    assert_eq!(
        board("jelly-heart", 1),
        ".54...14.\n1353.1152\n121143542\n513241544\n.3433521.\n..45433..\n...253...\n....3....\n"
    );
    assert_eq!(
        board("walled-garden", 7),
        "125363526\n112513112\n25.....53\n54.611.13\n25.145.35\n24.656.41\n31.....42\n126142635\n226325165\n"
    );
}
