//! The levels the map offers: the pack that comes with the game (built into the
//! program, in the order of the bot's measured pass rate) and the player's own levels,
//! kept as level files in the storage's levels folder.

use ::match3::level::Level;
use std::path::Path;

/// A level of the pack: its file name (without `.toml`), the message that names it in
/// the player's language, and the file's text.
macro_rules! level {
    ($file:literal, $name:literal) => {
        (
            $file,
            $name,
            include_str!(concat!("../../../assets/levels/", $file, ".toml")),
        )
    };
}

/// The pack, in order.
const PACK: &[(&str, &str, &str)] = &[
    level!("01-first-steps", "levels-name-01-first-steps"),
    level!("02-jelly-centre", "levels-name-02-jelly-centre"),
    level!("03-five-colours", "levels-name-03-five-colours"),
    level!("04-small-heart", "levels-name-04-small-heart"),
    level!("05-first-stones", "levels-name-05-first-stones"),
    level!("06-double-jelly", "levels-name-06-double-jelly"),
    level!("07-ring", "levels-name-07-ring"),
    level!("08-diamond", "levels-name-08-diamond"),
    level!("09-stone-row", "levels-name-09-stone-row"),
    level!("10-plus", "levels-name-10-plus"),
    level!("11-jelly-heart", "levels-name-11-jelly-heart"),
    level!("12-quick-hands", "levels-name-12-quick-hands"),
    level!("13-pillars", "levels-name-13-pillars"),
    level!("14-circle-jelly", "levels-name-14-circle-jelly"),
    level!("15-hourglass", "levels-name-15-hourglass"),
    level!("16-walled-garden", "levels-name-16-walled-garden"),
    level!("17-butterfly", "levels-name-17-butterfly"),
    level!("18-t-junction", "levels-name-18-t-junction"),
    level!("19-frame", "levels-name-19-frame"),
    level!("20-arrow", "levels-name-20-arrow"),
    level!("21-time-ring", "levels-name-21-time-ring"),
    level!("22-checker-holes", "levels-name-22-checker-holes"),
    level!("23-u-turn", "levels-name-23-u-turn"),
    level!("24-x-marks", "levels-name-24-x-marks"),
    level!("25-stone-garden", "levels-name-25-stone-garden"),
    level!("26-h-bridge", "levels-name-26-h-bridge"),
    level!("27-stairs", "levels-name-27-stairs"),
    level!("28-star", "levels-name-28-star"),
    level!("29-fast-jelly", "levels-name-29-fast-jelly"),
    level!("30-seven-kinds", "levels-name-30-seven-kinds"),
    level!("31-timed-stones", "levels-name-31-timed-stones"),
    level!("32-islands", "levels-name-32-islands"),
    level!("33-donut", "levels-name-33-donut"),
    level!("34-diamond-jelly", "levels-name-34-diamond-jelly"),
    level!("35-cross-stones", "levels-name-35-cross-stones"),
    level!("36-big-board", "levels-name-36-big-board"),
    level!("37-last-stand", "levels-name-37-last-stand"),
    level!("38-big-heart", "levels-name-38-big-heart"),
    level!("39-fortress", "levels-name-39-fortress"),
    level!("40-eight-kinds", "levels-name-40-eight-kinds"),
    level!("41-butterfly-stones", "levels-name-41-butterfly-stones"),
    level!("42-sieve-jelly", "levels-name-42-sieve-jelly"),
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

/// The number the map shows on the pack level of file name `name` (from 1).
pub fn number(name: &str) -> Option<usize> {
    PACK.iter().position(|(n, ..)| *n == name).map(|i| i + 1)
}

/// The name a level is shown under: a pack level's in the player's language, a player's
/// own level's as it was typed.
pub fn level_name(source: &Source, level: &Level) -> String {
    let key = match source {
        Source::Pack(name) => PACK
            .iter()
            .find(|(n, ..)| n == name)
            .map(|(_, key, _)| *key),
        Source::Own(_) | Source::Draft => None,
    };
    key.map_or_else(|| level.name.clone(), |key| launcher_kit::tr!(key))
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
        .filter_map(|&(name, _, text)| match Level::parse(text) {
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
    launcher_kit::persist::write_atomic(&dir.join(format!("{name}.toml")), &level.to_toml())?;
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
    fn the_pack_levels_are_named_in_english_as_their_files_name_them() {
        let english = launcher_kit::i18n::Catalog::get(launcher_kit::i18n::Language::English);
        for (entry, (_, key, _)) in pack().iter().zip(PACK) {
            assert_eq!(english.format(key, &[]), entry.level.name, "{key}");
            assert_eq!(level_name(&entry.source, &entry.level), entry.level.name);
        }
        let mut own = pack()[0].clone();
        own.level.name = "Mine".into();
        own.source = Source::Own("mine".into());
        assert_eq!(level_name(&own.source, &own.level), "Mine");
        assert_eq!(number("03-five-colours"), Some(3));
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
