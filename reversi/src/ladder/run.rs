//! The round robin that measures the ladder: every pair of levels one and two steps apart
//! plays each balanced opening with both colours; one JSON line a game is appended to a
//! records file (flushed at once), so a stopped run resumes where it was, skipping games
//! already recorded by the same level definitions; the pairs with the fewest games play
//! first.

use super::fingerprint;
use crate::arena::play_game;
use crate::pattern::Fnv;
use crate::search::Level;
use crate::square::Square;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// One game of the round robin, as a line of the records file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// The first level's name.
    pub first: String,
    /// The first level's fingerprint ([`fingerprint`]).
    pub first_fp: String,
    /// The second level's name.
    pub second: String,
    /// The second level's fingerprint.
    pub second_fp: String,
    /// The opening's moves (e.g. `f5d6c3f4c5b4b6f6`).
    pub opening: String,
    /// Whether the first level had black.
    pub first_black: bool,
    /// The first level's discs minus the second's at the end.
    pub margin: i32,
    /// The seed of both engines' random choices.
    pub seed: u64,
    /// The whole game's moves, the opening included (passes left out).
    #[serde(default)]
    pub moves: String,
}

impl Record {
    /// The first level's score: 1 a win, 0.5 a draw, 0 a loss.
    pub fn score(&self) -> f64 {
        match self.margin.signum() {
            1 => 1.0,
            0 => 0.5,
            _ => 0.0,
        }
    }

    /// What makes a game of the schedule: the levels as defined, the opening, the colours.
    fn key(&self) -> GameKey {
        (
            self.first.clone(),
            self.first_fp.clone(),
            self.second.clone(),
            self.second_fp.clone(),
            self.opening.clone(),
            self.first_black,
        )
    }
}

type GameKey = (String, String, String, String, String, bool);

/// The records of a file, and how many lines were corrupt.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Records {
    /// The readable records, in file order.
    pub games: Vec<Record>,
    /// Lines that are not a record.
    pub corrupt: usize,
    /// The first corrupt line's number, from 1.
    pub first_corrupt: Option<usize>,
}

impl Records {
    /// One line naming `path` and the corrupt lines left out; `None` when there are none.
    pub fn notice(&self, path: &Path) -> Option<String> {
        let first = self.first_corrupt?;
        Some(format!(
            "{}: {} corrupt record{} left out (the first on line {first})",
            path.display(),
            self.corrupt,
            if self.corrupt == 1 { "" } else { "s" }
        ))
    }
}

/// Reads the records of `text` (blank lines skipped).
pub fn parse_records(text: &str) -> Records {
    let mut records = Records::default();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        match serde_json::from_str::<Record>(line) {
            Ok(record) => records.games.push(record),
            Err(_) => {
                records.corrupt += 1;
                records.first_corrupt.get_or_insert(i + 1);
            }
        }
    }
    records
}

/// Reads the records file at `path`; a missing file has none.
pub fn read_records(path: &Path) -> std::io::Result<Records> {
    match std::fs::read(path) {
        Ok(bytes) => Ok(parse_records(&String::from_utf8_lossy(&bytes))),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Records::default()),
        Err(e) => Err(e),
    }
}

/// One game to play.
#[derive(Clone, Debug)]
pub struct Scheduled {
    /// The first level.
    pub first: Level,
    /// The second level.
    pub second: Level,
    /// The opening.
    pub opening: Vec<Square>,
    /// Whether the first level has black.
    pub first_black: bool,
    /// The engines' seed.
    pub seed: u64,
}

impl Scheduled {
    /// The record of this game once played: who won by `margin`, with `moves` after the
    /// opening.
    fn record(&self, margin: i32, moves: String) -> Record {
        Record {
            first: self.first.name.clone(),
            first_fp: fingerprint(&self.first),
            second: self.second.name.clone(),
            second_fp: fingerprint(&self.second),
            opening: transcript(&self.opening),
            first_black: self.first_black,
            margin,
            seed: self.seed,
            moves,
        }
    }

    fn key(&self) -> GameKey {
        (
            self.first.name.clone(),
            fingerprint(&self.first),
            self.second.name.clone(),
            fingerprint(&self.second),
            transcript(&self.opening),
            self.first_black,
        )
    }
}

fn transcript(moves: &[Square]) -> String {
    moves.iter().map(|s| s.to_string()).collect()
}

/// A pair with a level that thinks by time plays one game for every this many of another
/// pair with as many games recorded: its games are the slowest and, under load, the
/// noisiest.
pub const TIMED_PACE: usize = 4;

/// The round robin over `ladder` (weakest first): each pair one and two steps apart plays
/// each of `openings` with both colours, the weaker level first; pair by pair, each pair's
/// games in the order of the openings ([`fewest_first`] orders what is left to play).
pub fn schedule(ladder: &[Level], openings: &[Vec<Square>]) -> Vec<Scheduled> {
    let mut games = Vec::new();
    for step in [1, 2] {
        for i in 0..ladder.len().saturating_sub(step) {
            let (first, second) = (&ladder[i], &ladder[i + step]);
            for (k, opening) in openings.iter().enumerate() {
                for first_black in [true, false] {
                    let mut hash = Fnv::new();
                    let text = format!("{}|{}|{k}|{first_black}", first.name, second.name);
                    hash.write(text.as_bytes());
                    games.push(Scheduled {
                        first: first.clone(),
                        second: second.clone(),
                        opening: opening.clone(),
                        first_black,
                        seed: hash.finish(),
                    });
                }
            }
        }
    }
    games
}

/// Orders the games to play so that the games go where they are missing: a pair's `n`th
/// game still to play comes at its games recorded (by the same level definitions) plus
/// `n`, times [`TIMED_PACE`] for a pair with a timed level; the lowest first, ties in the
/// order given. A pair new to the ladder thus plays first, until it has caught up with
/// the pairs that have games, and then all go on together.
pub fn fewest_first<'a>(todo: &[&'a Scheduled], records: &[Record]) -> Vec<&'a Scheduled> {
    let pair = |first: &Level, second: &Level| {
        (
            (first.name.clone(), fingerprint(first)),
            (second.name.clone(), fingerprint(second)),
        )
    };
    let mut count: HashMap<_, usize> = HashMap::new();
    for record in records {
        let key = (
            (record.first.clone(), record.first_fp.clone()),
            (record.second.clone(), record.second_fp.clone()),
        );
        *count.entry(key).or_default() += 1;
    }
    let mut ranked: Vec<(usize, &Scheduled)> = todo
        .iter()
        .map(|&game| {
            let n = count.entry(pair(&game.first, &game.second)).or_default();
            let rank = *n;
            *n += 1;
            let timed = game.first.time.is_some() || game.second.time.is_some();
            (if timed { rank * TIMED_PACE } else { rank }, game)
        })
        .collect();
    ranked.sort_by_key(|&(rank, _)| rank);
    ranked.into_iter().map(|(_, game)| game).collect()
}

/// What a run did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RunSummary {
    /// Games of the schedule already in the file.
    pub skipped: usize,
    /// Games played now.
    pub played: usize,
}

/// Plays the games of `games` not yet in the records file at `path`, `jobs` at once, each
/// appended as one line as soon as it ends. `notice` gets the one line about corrupt
/// records, if any.
pub fn run(
    path: &PathBuf,
    games: &[Scheduled],
    jobs: usize,
    notice: &mut dyn FnMut(String),
) -> std::io::Result<RunSummary> {
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent)?;
    }
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .read(true)
        .open(path)?;
    // One run a file: two would both play the games missing when they started.
    fs4::FileExt::try_lock(&file).map_err(|e| match e {
        fs4::TryLockError::WouldBlock => std::io::Error::new(
            std::io::ErrorKind::WouldBlock,
            "another `ladder run` is playing into this file",
        ),
        fs4::TryLockError::Error(e) => e,
    })?;
    let records = read_records(path)?;
    if let Some(line) = records.notice(path) {
        notice(line);
    }
    let done: HashSet<GameKey> = records.games.iter().map(Record::key).collect();
    let todo: Vec<&Scheduled> = games.iter().filter(|g| !done.contains(&g.key())).collect();
    let todo = fewest_first(&todo, &records.games);
    let summary = RunSummary {
        skipped: games.len() - todo.len(),
        played: todo.len(),
    };
    // A line cut short when a run was stopped must not swallow the next record.
    if std::fs::read(path)?.last().is_some_and(|&b| b != b'\n') {
        file.write_all(b"\n")?;
    }
    let file = Mutex::new(file);
    let play = |game: &&Scheduled| -> std::io::Result<()> {
        let record = play_one(game);
        let line = serde_json::to_string(&record).map_err(std::io::Error::other)? + "\n";
        let mut file = file.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        file.write_all(line.as_bytes())?;
        file.flush()
    };
    match rayon::ThreadPoolBuilder::new()
        .num_threads(jobs.max(1))
        .build()
    {
        Ok(pool) => pool.install(|| todo.par_iter().with_max_len(1).try_for_each(play))?,
        Err(_) => todo.iter().try_for_each(play)?,
    }
    Ok(summary)
}

/// Plays one scheduled game on one thread.
pub fn play_one(game: &Scheduled) -> Record {
    let played = play_game(
        &game.first,
        &game.second,
        &game.opening,
        game.first_black,
        game.seed,
        1,
    );
    game.record(played.margin, transcript(&played.moves))
}

/// The records that `ladder`'s current definitions played, as fit results over the
/// ladder's levels (indices into `ladder`). A game of the schedule recorded twice (by two
/// runs on one file before runs took its lock) counts once, as first recorded.
pub fn outcomes(records: &[Record], ladder: &[Level]) -> Vec<super::fit::Outcome> {
    let current: Vec<(String, String)> = ladder
        .iter()
        .map(|level| (level.name.clone(), fingerprint(level)))
        .collect();
    let index = |name: &str, fp: &str| current.iter().position(|(n, f)| n == name && f == fp);
    let mut seen = HashSet::new();
    records
        .iter()
        .filter(|r| seen.insert(r.key()))
        .filter_map(|r| {
            Some(super::fit::Outcome {
                first: index(&r.first, &r.first_fp)?,
                second: index(&r.second, &r.second_fp)?,
                score: r.score(),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiny_ladder() -> Vec<Level> {
        ["novice", "beginner", "casual"]
            .iter()
            .map(|name| Level::by_name(name).unwrap())
            .collect()
    }

    #[test]
    fn the_record_format_is_pinned() {
        let golden = include_str!("../../tests/golden/ladder-records.jsonl");
        let records = parse_records(golden);
        assert_eq!(records.corrupt, 0);
        let written: String = records
            .games
            .iter()
            .map(|r| serde_json::to_string(r).unwrap() + "\n")
            .collect();
        assert_eq!(written, golden);
        assert_eq!(records.games[0].score(), 0.0);
        assert_eq!(records.games[1].score(), 1.0);
    }

    #[test]
    fn the_schedule_pairs_neighbours_and_next_but_one_both_ways() {
        let openings = crate::opening::parse_openings("f5d6c3d3\nf5f6e6f4\n").unwrap();
        let games = schedule(&tiny_ladder(), &openings);
        assert_eq!(games.len(), 3 * 2 * 2);
        let pairs: HashSet<(String, String)> = games
            .iter()
            .map(|g| (g.first.name.clone(), g.second.name.clone()))
            .collect();
        assert_eq!(pairs.len(), 3);
        assert!(pairs.contains(&("novice".into(), "casual".into())));
        // Without records, the first round is every pair's first opening.
        let todo: Vec<&Scheduled> = games.iter().collect();
        let order = fewest_first(&todo, &[]);
        assert!(order[..6].iter().all(|g| g.opening == openings[0]));
        let timed = [Level::hard(), Level::strongest()];
        let games = schedule(&timed, &openings);
        assert_eq!(games.len(), 4);
    }

    #[test]
    fn the_pairs_with_the_fewest_games_play_first_and_timed_ones_slower() {
        let openings = crate::opening::parse_openings("f5d6c3d3\nf5f6e6f4\nf5f4e3f6\n").unwrap();
        let ladder = [
            Level::hard(),
            Level::elite(),
            Level::master(),
            Level::strongest(),
        ];
        let games = schedule(&ladder, &openings);
        let record = |game: &Scheduled| game.record(0, String::new());
        // hard–elite has four games, a record of a since changed `master` does not count.
        let mut records: Vec<Record> = games[..4].iter().map(record).collect();
        let mut stale = record(&games[6]);
        stale.second_fp = "0000000000000000".into();
        records.push(stale);
        let todo: Vec<&Scheduled> = games[4..].iter().collect();
        let order = fewest_first(&todo, &records);
        let names = |game: &Scheduled| (game.first.name.clone(), game.second.name.clone());
        let pair = |a: &str, b: &str| (a.to_string(), b.to_string());
        let played: Vec<_> = order.iter().map(|g| names(g)).collect();
        assert_eq!(played.len(), todo.len());
        // Each pair without games plays one, in the schedule's order of pairs, timed or not.
        let (em, ms, hm, es) = (
            pair("elite", "master"),
            pair("master", "strongest"),
            pair("hard", "master"),
            pair("elite", "strongest"),
        );
        assert_eq!(
            played[..4],
            [em.clone(), ms.clone(), hm.clone(), es.clone()]
        );
        // Then the untimed ones play in turns until they have as many as hard–elite...
        assert_eq!(
            played[4..10],
            [
                em.clone(),
                hm.clone(),
                em.clone(),
                hm.clone(),
                em.clone(),
                hm.clone()
            ]
        );
        // ...which plays again only now, and the timed pairs their second game with the
        // others' fifth.
        assert_eq!(played[10..15], [pair("hard", "elite"), em, ms, hm, es]);
    }

    /// A fresh folder (`name` and the process id, in the temporary folder), the records
    /// file's path in it, and the two games of `novice` and `beginner` from one opening.
    fn two_games_in(name: &str) -> (PathBuf, PathBuf, Vec<Scheduled>) {
        let dir = std::env::temp_dir().join(format!("{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let openings = crate::opening::parse_openings("f5d6c3d3c4f4f6f3\n").unwrap();
        let path = dir.join("games.jsonl");
        (dir, path, schedule(&tiny_ladder()[..2], &openings))
    }

    #[test]
    fn a_stopped_run_resumes_and_a_corrupt_line_is_named_once() {
        let (dir, path, games) = two_games_in("reversi-ladder");
        let mut notices = Vec::new();
        let first = run(&path, &games[..1], 1, &mut |n| notices.push(n)).unwrap();
        assert_eq!((first.skipped, first.played), (0, 1));
        // A run stopped in the middle of a line, then resumed.
        let mut text = std::fs::read_to_string(&path).unwrap();
        text.push_str("{\"first\":\"nov");
        std::fs::write(&path, &text).unwrap();
        let again = run(&path, &games, 1, &mut |n| notices.push(n)).unwrap();
        assert_eq!((again.skipped, again.played), (1, 1));
        assert_eq!(notices.len(), 1);
        assert!(
            notices[0].ends_with("games.jsonl: 1 corrupt record left out (the first on line 2)")
        );
        let records = read_records(&path).unwrap();
        assert_eq!(records.games.len(), 2);
        assert_eq!(records.corrupt, 1);
        let done = run(&path, &games, 1, &mut |n| notices.push(n)).unwrap();
        assert_eq!((done.skipped, done.played), (2, 0));
        let record = &records.games[0];
        assert_eq!(record.opening, "f5d6c3d3c4f4f6f3");
        assert!(record.moves.starts_with(&record.opening));
        assert_eq!(outcomes(&records.games, &tiny_ladder()).len(), 2);
        // A changed definition leaves its records out.
        let mut changed = tiny_ladder();
        changed[0].temperature += 1;
        assert!(outcomes(&records.games, &changed).is_empty());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn one_run_plays_into_a_file_at_a_time_and_a_game_recorded_twice_counts_once() {
        let (dir, path, games) = two_games_in("reversi-ladder-lock");
        let playing = std::fs::File::create(&path).unwrap();
        fs4::FileExt::lock(&playing).unwrap();
        let refused = run(&path, &games, 1, &mut |_| {}).unwrap_err();
        assert_eq!(refused.kind(), std::io::ErrorKind::WouldBlock);
        assert!(refused.to_string().contains("another `ladder run`"));
        drop(playing);
        run(&path, &games[..1], 1, &mut |_| {}).unwrap();
        let line = std::fs::read_to_string(&path).unwrap();
        std::fs::write(&path, line.repeat(2)).unwrap();
        let records = read_records(&path).unwrap();
        assert_eq!(records.games.len(), 2);
        assert_eq!(outcomes(&records.games, &tiny_ladder()).len(), 1);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
