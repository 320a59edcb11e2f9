//! The levels the map offers: the pack that comes with the game (built into the
//! program, in the order of the bot's measured pass rate) and the player's own levels,
//! kept as level files in the storage's levels folder.

use ::match3::level::Level;
use std::path::Path;

/// The pack: each level's file name (without `.toml`) and text.
const PACK: &[(&str, &str)] = &[
    (
        "01-first-steps",
        include_str!("../../../../assets/levels/01-first-steps.toml"),
    ),
    (
        "02-jelly-centre",
        include_str!("../../../../assets/levels/02-jelly-centre.toml"),
    ),
    (
        "03-five-colours",
        include_str!("../../../../assets/levels/03-five-colours.toml"),
    ),
    (
        "04-small-heart",
        include_str!("../../../../assets/levels/04-small-heart.toml"),
    ),
    (
        "05-first-stones",
        include_str!("../../../../assets/levels/05-first-stones.toml"),
    ),
    (
        "06-double-jelly",
        include_str!("../../../../assets/levels/06-double-jelly.toml"),
    ),
    (
        "07-ring",
        include_str!("../../../../assets/levels/07-ring.toml"),
    ),
    (
        "08-diamond",
        include_str!("../../../../assets/levels/08-diamond.toml"),
    ),
    (
        "09-stone-row",
        include_str!("../../../../assets/levels/09-stone-row.toml"),
    ),
    (
        "10-plus",
        include_str!("../../../../assets/levels/10-plus.toml"),
    ),
    (
        "11-jelly-heart",
        include_str!("../../../../assets/levels/11-jelly-heart.toml"),
    ),
    (
        "12-quick-hands",
        include_str!("../../../../assets/levels/12-quick-hands.toml"),
    ),
    (
        "13-pillars",
        include_str!("../../../../assets/levels/13-pillars.toml"),
    ),
    (
        "14-circle-jelly",
        include_str!("../../../../assets/levels/14-circle-jelly.toml"),
    ),
    (
        "15-hourglass",
        include_str!("../../../../assets/levels/15-hourglass.toml"),
    ),
    (
        "16-walled-garden",
        include_str!("../../../../assets/levels/16-walled-garden.toml"),
    ),
    (
        "17-butterfly",
        include_str!("../../../../assets/levels/17-butterfly.toml"),
    ),
    (
        "18-t-junction",
        include_str!("../../../../assets/levels/18-t-junction.toml"),
    ),
    (
        "19-frame",
        include_str!("../../../../assets/levels/19-frame.toml"),
    ),
    (
        "20-arrow",
        include_str!("../../../../assets/levels/20-arrow.toml"),
    ),
    (
        "21-time-ring",
        include_str!("../../../../assets/levels/21-time-ring.toml"),
    ),
    (
        "22-checker-holes",
        include_str!("../../../../assets/levels/22-checker-holes.toml"),
    ),
    (
        "23-u-turn",
        include_str!("../../../../assets/levels/23-u-turn.toml"),
    ),
    (
        "24-x-marks",
        include_str!("../../../../assets/levels/24-x-marks.toml"),
    ),
    (
        "25-stone-garden",
        include_str!("../../../../assets/levels/25-stone-garden.toml"),
    ),
    (
        "26-h-bridge",
        include_str!("../../../../assets/levels/26-h-bridge.toml"),
    ),
    (
        "27-stairs",
        include_str!("../../../../assets/levels/27-stairs.toml"),
    ),
    (
        "28-star",
        include_str!("../../../../assets/levels/28-star.toml"),
    ),
    (
        "29-fast-jelly",
        include_str!("../../../../assets/levels/29-fast-jelly.toml"),
    ),
    (
        "30-seven-kinds",
        include_str!("../../../../assets/levels/30-seven-kinds.toml"),
    ),
    (
        "31-timed-stones",
        include_str!("../../../../assets/levels/31-timed-stones.toml"),
    ),
    (
        "32-islands",
        include_str!("../../../../assets/levels/32-islands.toml"),
    ),
    (
        "33-donut",
        include_str!("../../../../assets/levels/33-donut.toml"),
    ),
    (
        "34-diamond-jelly",
        include_str!("../../../../assets/levels/34-diamond-jelly.toml"),
    ),
    (
        "35-cross-stones",
        include_str!("../../../../assets/levels/35-cross-stones.toml"),
    ),
    (
        "36-big-board",
        include_str!("../../../../assets/levels/36-big-board.toml"),
    ),
    (
        "37-last-stand",
        include_str!("../../../../assets/levels/37-last-stand.toml"),
    ),
    (
        "38-big-heart",
        include_str!("../../../../assets/levels/38-big-heart.toml"),
    ),
    (
        "39-fortress",
        include_str!("../../../../assets/levels/39-fortress.toml"),
    ),
    (
        "40-eight-kinds",
        include_str!("../../../../assets/levels/40-eight-kinds.toml"),
    ),
    (
        "41-butterfly-stones",
        include_str!("../../../../assets/levels/41-butterfly-stones.toml"),
    ),
    (
        "42-sieve-jelly",
        include_str!("../../../../assets/levels/42-sieve-jelly.toml"),
    ),
];

/// The key of a level tried from the editor.
const DRAFT: &str = "draft";

/// Where a level comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// The pack's level of this file name.
    Pack(String),
    /// The player's level of this file name.
    Own(String),
    /// A level being tried from the editor (not kept in the progress).
    Draft,
}

impl Source {
    /// The key its progress is kept under (`01-first-steps`, `own/my-level`).
    pub fn key(&self) -> String {
        match self {
            Source::Pack(name) => name.clone(),
            Source::Own(name) => format!("own/{name}"),
            Source::Draft => DRAFT.to_string(),
        }
    }

    /// The source a key names.
    pub fn from_key(key: &str) -> Source {
        match key.strip_prefix("own/") {
            Some(name) => Source::Own(name.to_string()),
            None if key == DRAFT => Source::Draft,
            None => Source::Pack(key.to_string()),
        }
    }
}

/// A level the map lists.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// Where it comes from.
    pub source: Source,
    /// The level.
    pub level: Level,
}

/// The pack's levels, in order (a level that does not read is left out and logged).
pub fn pack() -> Vec<Entry> {
    PACK.iter()
        .filter_map(|&(name, text)| match Level::parse(text) {
            Ok(level) => Some(Entry {
                source: Source::Pack(name.to_string()),
                level,
            }),
            Err(e) => {
                log::warn!("levels: {name}.toml: {e}");
                None
            }
        })
        .collect()
}

/// The player's levels in `dir`, by file name; files that do not read are logged and left
/// out.
pub fn own(dir: &Path) -> Vec<Entry> {
    let Ok(read) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<_> = read
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    files
        .into_iter()
        .filter_map(|path| {
            let name = path.file_stem()?.to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&path)
                .map_err(|e| log::warn!("levels: {}: {e}", path.display()))
                .ok()?;
            match Level::parse(&text) {
                Ok(level) => Some(Entry {
                    source: Source::Own(name),
                    level,
                }),
                Err(e) => {
                    log::warn!("levels: {}: {e}", path.display());
                    None
                }
            }
        })
        .collect()
}

/// Writes `level` into `dir` under a file name made from its name (replacing a level of
/// the same name); the name it was saved under.
pub fn save_own(dir: &Path, level: &Level) -> std::io::Result<String> {
    let name = file_name(&level.name);
    std::fs::create_dir_all(dir)?;
    crate::persist::write_atomic(&dir.join(format!("{name}.toml")), &level.to_toml())?;
    Ok(name)
}

/// A file name for a level called `name`: letters and digits, words joined by dashes.
fn file_name(name: &str) -> String {
    let words: Vec<String> = name
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    if words.is_empty() {
        "level".to_string()
    } else {
        words.join("-")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_whole_pack_reads_in_order() {
        let pack = pack();
        assert_eq!(pack.len(), PACK.len());
        assert_eq!(pack[0].source, Source::Pack("01-first-steps".into()));
    }

    #[test]
    fn own_levels_are_saved_under_their_name_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let mut level = pack()[1].level.clone();
        level.name = "My Jelly: one!".into();
        assert_eq!(save_own(dir.path(), &level).unwrap(), "my-jelly-one");
        std::fs::write(dir.path().join("broken.toml"), "kinds = 99").unwrap();
        let own = own(dir.path());
        assert_eq!(own.len(), 1);
        assert_eq!(own[0].source, Source::Own("my-jelly-one".into()));
        assert_eq!(own[0].level, level);
        assert_eq!(Source::from_key(&own[0].source.key()), own[0].source);
    }
}
