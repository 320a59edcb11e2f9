//! Where files live and how they are read and written safely.

use crate::game::GameId;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use tempfile::NamedTempFile;

/// The environment variable that puts every file under one folder (tests use it).
pub const HOME_VAR: &str = "TILE_PUZZLE_HOME";

/// Why the storage folders could not be determined.
#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    /// Neither `TILE_PUZZLE_HOME` nor a home directory is known.
    #[error("no home directory found; set {HOME_VAR} to a folder for settings and saves")]
    NoHome,
}

/// The folders the program's files go in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Storage {
    config_dir: PathBuf,
    data_dir: PathBuf,
}

impl Storage {
    /// Everything under one folder.
    pub fn at(root: impl Into<PathBuf>) -> Storage {
        let root = root.into();
        Storage {
            config_dir: root.clone(),
            data_dir: root,
        }
    }

    /// `$TILE_PUZZLE_HOME` when set and not empty, otherwise the user's configuration
    /// directory for settings and data directory for scores and saves.
    pub fn from_env() -> Result<Storage, StorageError> {
        if let Some(root) = std::env::var_os(HOME_VAR).filter(|v| !v.is_empty()) {
            return Ok(Storage::at(PathBuf::from(root)));
        }
        let dirs =
            directories::ProjectDirs::from("", "", "tile-puzzle").ok_or(StorageError::NoHome)?;
        Ok(Storage {
            config_dir: dirs.config_dir().to_path_buf(),
            data_dir: dirs.data_dir().to_path_buf(),
        })
    }

    /// The settings file.
    pub fn settings_file(&self) -> PathBuf {
        self.config_dir.join("settings.toml")
    }

    /// Where `program` (the launcher or a game binary) keeps its window's size and place.
    pub fn window_file(&self, program: &str) -> PathBuf {
        self.config_dir.join(format!("window-{program}.toml"))
    }

    /// The high-score file.
    pub fn scores_file(&self) -> PathBuf {
        self.data_dir.join("scores.toml")
    }

    /// Where the player's progress is kept.
    pub fn progress_file(&self) -> PathBuf {
        self.data_dir.join("progress.toml")
    }

    /// Where the statistics are kept.
    pub fn statistics_file(&self) -> PathBuf {
        self.data_dir.join("statistics.toml")
    }

    /// The folder of the levels the player made in the level editor.
    pub fn levels_dir(&self) -> PathBuf {
        self.data_dir.join("levels")
    }

    /// The practice deck of `game` ([`crate::practice`]).
    pub fn deck_file(&self, game: GameId) -> PathBuf {
        self.data_dir
            .join("practice")
            .join(format!("{}.toml", game.key()))
    }

    /// The player's ratings ([`crate::rating`]).
    pub fn ratings_file(&self) -> PathBuf {
        self.data_dir.join("ratings.toml")
    }

    /// The player's progress over time ([`crate::series`]).
    pub fn series_file(&self) -> PathBuf {
        self.data_dir.join("series.toml")
    }

    /// The file an unfinished game of `game` is kept in.
    pub fn save_file(&self, game: GameId) -> PathBuf {
        self.data_dir
            .join("saves")
            .join(format!("{}.toml", game.key()))
    }
}

/// A value read from disk, or the default plus what went wrong.
#[derive(Debug, Clone, PartialEq)]
pub struct Loaded<T> {
    /// The value (the default when the file was missing or bad).
    pub value: T,
    /// What was wrong with the file, for the player, when it was bad.
    pub problem: Option<FileProblem>,
}

/// Why a file's text could not be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Damage {
    /// It is not text (not UTF-8).
    NotText,
    /// It does not parse: the 1-based line and the parser's message (English).
    Invalid {
        /// The line the parser stopped at.
        line: usize,
        /// What the parser said.
        detail: String,
    },
}

impl Damage {
    /// The reason in the current language.
    pub fn text(&self) -> String {
        match self {
            Damage::NotText => crate::tr!("common-file-not-text"),
            Damage::Invalid { line, detail } => {
                crate::tr!("common-file-line", line = *line, detail = detail)
            }
        }
    }
}

/// What was wrong with a file the program read: shown to the player in one line
/// ([`FileProblem::text`], also its `Display`, in the current language).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileProblem {
    /// The file exists but could not be read; defaults are used.
    Unreadable {
        /// The file.
        path: PathBuf,
        /// The system's error.
        error: String,
    },
    /// The file is damaged and was moved aside; defaults are used.
    Damaged {
        /// The file's name.
        file: String,
        /// Why.
        why: Damage,
        /// The name it is kept under.
        kept: String,
    },
    /// The file is damaged and could not be moved aside.
    Stuck {
        /// The file's name.
        file: String,
        /// Why.
        why: Damage,
        /// The system's error on moving it.
        error: String,
    },
}

impl FileProblem {
    /// The one line shown to the player, in the current language.
    pub fn text(&self) -> String {
        match self {
            FileProblem::Unreadable { path, error } => crate::tr!(
                "common-file-unreadable",
                file = path.display().to_string(),
                error = error
            ),
            FileProblem::Damaged { file, why, kept } => crate::tr!(
                "common-file-damaged",
                file = file,
                reason = why.text(),
                kept = kept
            ),
            FileProblem::Stuck { file, why, error } => crate::tr!(
                "common-file-stuck",
                file = file,
                reason = why.text(),
                error = error
            ),
        }
    }
}

impl std::fmt::Display for FileProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text())
    }
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}

/// Reads a text file: `Ok(None)` when it does not exist; on any other failure (unreadable,
/// not UTF-8) what went wrong. Bad text is quarantined so it is kept, not lost.
pub fn read_text(path: &Path) -> Result<Option<String>, FileProblem> {
    match fs::read(path) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(text) => Ok(Some(text)),
            Err(_) => Err(damaged(path, Damage::NotText)),
        },
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(FileProblem::Unreadable {
            path: path.to_path_buf(),
            error: e.to_string(),
        }),
    }
}

/// Moves a damaged file aside as `<name>.corrupt` (or `<name>.N.corrupt` if that exists)
/// and returns what to report.
pub fn damaged(path: &Path, why: Damage) -> FileProblem {
    let file = file_name(path);
    match quarantine(path) {
        Ok(kept) => FileProblem::Damaged {
            file,
            why,
            kept: file_name(&kept),
        },
        Err(e) => FileProblem::Stuck {
            file,
            why,
            error: e.to_string(),
        },
    }
}

/// Renames `path` to a free `*.corrupt` name beside it and returns that name.
pub fn quarantine(path: &Path) -> io::Result<PathBuf> {
    let name = file_name(path);
    let mut target = path.with_file_name(format!("{name}.corrupt"));
    let mut n = 1;
    while target.exists() {
        target = path.with_file_name(format!("{name}.{n}.corrupt"));
        n += 1;
    }
    fs::rename(path, &target)?;
    log::warn!(
        "moved damaged file {} to {}",
        path.display(),
        target.display()
    );
    Ok(target)
}

/// The 1-based line of byte offset `at` in `text`.
pub(crate) fn line_of(text: &str, at: usize) -> usize {
    text.as_bytes()[..at.min(text.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

/// `text` as a TOML table; else the 1-based line of the error and its first line (English,
/// for the log and a notice's detail).
pub(crate) fn toml_table(text: &str) -> Result<toml::Table, (usize, String)> {
    toml::from_str(text).map_err(|e| {
        let line = e.span().map_or(1, |s| line_of(text, s.start));
        let why = e.message().lines().next().unwrap_or("invalid TOML");
        (line, why.to_string())
    })
}

/// Loads a TOML file into `T`. Missing file → default, silently; unreadable or invalid
/// file → default plus a report, and an invalid file is quarantined.
pub fn load_toml<T: DeserializeOwned + Default>(path: &Path) -> Loaded<T> {
    let text = match read_text(path) {
        Ok(Some(text)) => text,
        Ok(None) => {
            return Loaded {
                value: T::default(),
                problem: None,
            };
        }
        Err(problem) => {
            return Loaded {
                value: T::default(),
                problem: Some(problem),
            };
        }
    };
    match toml::from_str::<T>(&text) {
        Ok(value) => Loaded {
            value,
            problem: None,
        },
        Err(e) => {
            let line = e.span().map(|s| line_of(&text, s.start)).unwrap_or(1);
            let why = Damage::Invalid {
                line,
                detail: e.message().lines().next().unwrap_or("invalid TOML").into(),
            };
            Loaded {
                value: T::default(),
                problem: Some(damaged(path, why)),
            }
        }
    }
}

/// Writes `contents` to `path` atomically: a fresh temporary file beside it is written and
/// flushed to disk, the previous file is kept as `*.bak`, then the temporary file is renamed
/// over the target. A crash leaves either the old or the new file, never half; each writer
/// has its own temporary file, so the launcher and a game binary saving the same file at
/// once cannot mix their contents.
pub fn write_atomic(path: &Path, contents: &str) -> io::Result<()> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or_else(|| Path::new("."));
    fs::create_dir_all(dir)?;
    let name = file_name(path);
    let mut tmp = temp_beside(dir, &name)?;
    tmp.write_all(contents.as_bytes())?;
    tmp.as_file().sync_all()?;
    back_up(path, dir, &name)?;
    tmp.persist(path).map_err(|e| e.error)?;
    sync_dir(dir);
    Ok(())
}

/// A new temporary file in `dir`, named after the file it will replace so a leftover from a
/// crash is recognisable; it is deleted if dropped before being persisted.
fn temp_beside(dir: &Path, name: &str) -> io::Result<NamedTempFile> {
    tempfile::Builder::new()
        .prefix(&format!(".{name}."))
        .suffix(".tmp")
        .tempfile_in(dir)
}

/// Keeps the current `path` (if any) as `<name>.bak`, itself written through a temporary
/// file and renamed, so a concurrent writer never leaves a torn backup either.
fn back_up(path: &Path, dir: &Path, name: &str) -> io::Result<()> {
    let mut current = match fs::File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(e),
    };
    let mut bak = temp_beside(dir, name)?;
    io::copy(&mut current, bak.as_file_mut())?;
    bak.as_file().sync_all()?;
    bak.persist(dir.join(format!("{name}.bak")))
        .map_err(|e| e.error)?;
    Ok(())
}

/// Persists the renames in `dir` themselves; not every platform can sync a directory, so
/// a failure here is not an error.
fn sync_dir(dir: &Path) {
    if let Ok(d) = fs::File::open(dir) {
        let _ = d.sync_all();
    }
}

/// Serialises `value` as TOML and writes it atomically.
pub fn store_toml<T: Serialize>(path: &Path, value: &T) -> io::Result<()> {
    let text = toml::to_string_pretty(value).map_err(io::Error::other)?;
    write_atomic(path, &text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Default, PartialEq, Serialize, Deserialize)]
    struct Sample {
        name: String,
        count: u32,
    }

    #[test]
    fn missing_file_gives_default_without_problem() {
        let dir = tempfile::tempdir().unwrap();
        let l: Loaded<Sample> = load_toml(&dir.path().join("none.toml"));
        assert_eq!(l.value, Sample::default());
        assert!(l.problem.is_none());
    }

    #[test]
    fn round_trip_and_backup() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub/s.toml");
        let a = Sample {
            name: "a".into(),
            count: 1,
        };
        store_toml(&path, &a).unwrap();
        let b = Sample {
            name: "b".into(),
            count: 2,
        };
        store_toml(&path, &b).unwrap();
        assert_eq!(load_toml::<Sample>(&path).value, b);
        let bak = fs::read_to_string(dir.path().join("sub/s.toml.bak")).unwrap();
        assert_eq!(toml::from_str::<Sample>(&bak).unwrap(), a);
        let mut left: Vec<_> = fs::read_dir(dir.path().join("sub"))
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        left.sort();
        assert_eq!(
            left,
            ["s.toml", "s.toml.bak"],
            "no temporary file is left behind"
        );
    }

    #[test]
    fn concurrent_writers_never_fail_or_tear_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("shared.toml");
        // Different lengths, so a mix of the two could not pass for either.
        let contents = ["a".repeat(50_000), "b".repeat(70_001)];
        write_atomic(&path, &contents[0]).unwrap();
        std::thread::scope(|scope| {
            for text in &contents {
                let path = &path;
                scope.spawn(move || {
                    for _ in 0..100 {
                        write_atomic(path, text).unwrap();
                    }
                });
            }
            scope.spawn(|| {
                for _ in 0..300 {
                    let now = fs::read_to_string(&path).unwrap();
                    assert!(contents.contains(&now), "torn read of {} bytes", now.len());
                }
            });
        });
        for file in [path.clone(), dir.path().join("shared.toml.bak")] {
            let text = fs::read_to_string(&file).unwrap();
            assert!(contents.contains(&text), "{} torn", file.display());
        }
        let files = fs::read_dir(dir.path()).unwrap().count();
        assert_eq!(files, 2, "only the file and its backup remain");
    }

    #[test]
    fn wrong_type_is_quarantined_with_line_number() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.toml");
        fs::write(&path, "name = \"x\"\ncount = \"many\"\n").unwrap();
        let l: Loaded<Sample> = load_toml(&path);
        assert_eq!(l.value, Sample::default());
        let problem = l.problem.unwrap().to_string();
        assert!(problem.contains("line 2"), "{problem}");
        assert!(problem.contains("s.toml.corrupt"), "{problem}");
        assert!(!path.exists());
        assert_eq!(
            fs::read_to_string(dir.path().join("s.toml.corrupt")).unwrap(),
            "name = \"x\"\ncount = \"many\"\n"
        );
    }

    #[test]
    fn binary_garbage_is_quarantined_and_second_copy_gets_new_name() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.toml");
        fs::write(&path, [0xff, 0x00, 0xfe, 0x12]).unwrap();
        assert!(
            load_toml::<Sample>(&path)
                .problem
                .unwrap()
                .to_string()
                .contains("not a text file")
        );
        fs::write(&path, "count = [").unwrap();
        let problem = load_toml::<Sample>(&path).problem.unwrap().to_string();
        assert!(problem.contains("s.toml.1.corrupt"), "{problem}");
        assert!(dir.path().join("s.toml.corrupt").exists());
    }

    #[test]
    fn truncated_file_is_reported() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.toml");
        fs::write(&path, "name = \"unfinish").unwrap();
        let l: Loaded<Sample> = load_toml(&path);
        assert!(l.problem.is_some());
        assert!(dir.path().join("s.toml.corrupt").exists());
    }

    #[test]
    fn home_variable_puts_everything_in_one_folder() {
        let s = Storage::at("/tmp/x");
        assert_eq!(s.settings_file(), PathBuf::from("/tmp/x/settings.toml"));
        assert_eq!(s.scores_file(), PathBuf::from("/tmp/x/scores.toml"));
        assert_eq!(
            s.save_file(crate::testing::REVERSI),
            PathBuf::from("/tmp/x/saves/reversi.toml")
        );
    }
}
