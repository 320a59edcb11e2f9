//! What the program keeps on disk for the player: high scores, statistics, each game's
//! progress and unfinished games. Each change is saved at once; a file that cannot be
//! written becomes a notice the shell shows.

use super::requests::Notices;
use crate::game::{GameId, Registry};
use crate::persist::progress::Progress;
use crate::persist::statistics::{GameResult, Statistics};
use crate::persist::{self, HighScores, Storage};
use crate::rating::{Opponent, Outcome, RatingStore, StoreProblem, Track};
use crate::series::{Point, SeriesStore};

/// The player's records and the folder they live in.
pub struct Records {
    /// Where files go.
    pub storage: Storage,
    /// The high-score tables.
    pub scores: HighScores,
    /// The statistics of finished games.
    pub statistics: Statistics,
    /// The player's progress in each game.
    progress: Progress,
    /// The player's ratings.
    ratings: RatingStore,
    /// The player's progress over time.
    series: SeriesStore,
    /// Files that could not be read or written, for the shell to show.
    notices: Notices,
}

impl Records {
    /// Loads the scores, statistics and progress from `storage`; a damaged file is kept
    /// aside and becomes a notice (in the current language).
    pub fn load(storage: Storage) -> Records {
        let scores = persist::load_toml::<HighScores>(&storage.scores_file());
        let statistics = persist::load_toml::<Statistics>(&storage.statistics_file());
        let progress = persist::load_toml::<Progress>(&storage.progress_file());
        let (ratings, ratings_problem) = RatingStore::open(storage.ratings_file());
        let (series, series_problem) = SeriesStore::open(storage.series_file());
        let mut notices = Notices::default();
        for problem in [
            scores.problem,
            statistics.problem,
            progress.problem,
            ratings_problem,
            series_problem,
        ]
        .into_iter()
        .flatten()
        {
            notices.notify(problem.text());
        }
        Records {
            storage,
            scores: scores.value.sanitized(),
            statistics: statistics.value,
            progress: progress.value,
            ratings,
            series,
            notices,
        }
    }

    /// Takes the notices about files made since the last call.
    pub fn take_notices(&mut self) -> Vec<String> {
        self.notices.take()
    }

    /// Moves the scores and statistics that older versions kept under other table keys,
    /// and saves them.
    pub fn move_renamed_tables(&mut self, registry: &Registry) {
        let (mut scores, mut statistics) = (false, false);
        for kind in registry.kinds() {
            for (old, new) in kind.renamed_tables() {
                scores |= self.scores.rename(kind.id(), old, &new);
                statistics |= self.statistics.rename(kind.id(), old, &new);
            }
        }
        if scores {
            self.save_scores();
        }
        if statistics {
            self.save_statistics();
        }
    }

    fn save_scores(&mut self) {
        if let Err(e) = persist::store_toml(&self.storage.scores_file(), &self.scores) {
            self.notices.notify(crate::tr!(
                "common-error-save-scores",
                error = e.to_string()
            ));
        }
    }

    /// Game `game`'s progress table (empty before anything was kept).
    pub fn progress(&self, game: GameId) -> toml::Table {
        self.progress
            .games
            .get(game.key())
            .cloned()
            .unwrap_or_default()
    }

    /// Replaces game `game`'s progress table, and saves the progress.
    pub fn set_progress(&mut self, game: GameId, table: toml::Table) {
        self.progress.games.insert(game.key().to_string(), table);
        if let Err(e) = persist::store_toml(&self.storage.progress_file(), &self.progress) {
            self.notices.notify(crate::tr!(
                "common-error-save-progress",
                error = e.to_string()
            ));
        }
    }

    /// Adds a finished game of `game` in `mode` to the statistics, and saves them.
    pub fn record_result(&mut self, game: GameId, mode: &str, result: &GameResult) {
        self.statistics
            .add(game, mode, result, persist::today_number());
        self.save_statistics();
    }

    fn save_statistics(&mut self) {
        if let Err(e) = persist::store_toml(&self.storage.statistics_file(), &self.statistics) {
            self.notices.notify(crate::tr!(
                "common-error-save-statistics",
                error = e.to_string()
            ));
        }
    }

    /// The player's rating on track `name` (the start rating before any result).
    pub fn rating(&self, name: &str) -> Track {
        self.ratings.track(name)
    }

    /// Rates a result against `opponent` on track `name`, and saves the ratings.
    pub fn rate(&mut self, name: &str, opponent: &Opponent, outcome: Outcome) {
        let problem = self.ratings.record(name, opponent, outcome);
        self.report(problem, "common-error-save-ratings");
    }

    /// Starts track `name` afresh, and saves the ratings.
    pub fn reset_rating(&mut self, name: &str) {
        let problem = self.ratings.reset(name);
        self.report(problem, "common-error-save-ratings");
    }

    /// The values of series `name`, oldest first ([`crate::series`]).
    pub fn series(&self, name: &str) -> &[Point] {
        self.series.points(name)
    }

    /// Adds `value`, reached now, to series `name` (a game's review measured it), and
    /// saves the series.
    pub fn add_to_series(&mut self, name: &str, value: f64) {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX));
        log::info!("{name}: {value} added");
        let problem = self.series.append(name, now, value);
        self.report(problem, "common-error-save-progress");
    }

    fn report(&mut self, problem: Option<StoreProblem>, cannot_save: &'static str) {
        match problem {
            None => {}
            Some(StoreProblem::File(p)) => self.notices.notify(p.text()),
            Some(StoreProblem::Write(e)) => self
                .notices
                .notify(crate::tr!(cannot_save, error = e.to_string())),
        }
    }

    /// Enters a finished game's score; returns its rank (0 = best) if it made the table.
    /// `name` says who set it, where the game asks.
    pub fn record_score(
        &mut self,
        game: GameId,
        mode: &str,
        score: u64,
        name: Option<&str>,
    ) -> Option<usize> {
        let rank = self
            .scores
            .record_named(game, mode, score, &persist::today(), name);
        if rank.is_some() {
            self.save_scores();
        }
        rank
    }

    /// The saved unfinished game of `game`, if any. An unreadable file becomes a notice.
    pub fn load_game(&mut self, game: GameId) -> Option<String> {
        match persist::read_text(&self.storage.save_file(game)) {
            Ok(text) => text,
            Err(problem) => {
                self.notices.notify(problem.text());
                None
            }
        }
    }

    /// Whether an unfinished game of `game` is waiting to be resumed.
    pub fn has_saved_game(&self, game: GameId) -> bool {
        self.storage.save_file(game).exists()
    }

    /// Keeps an unfinished game for later; `title` names the game if that fails.
    pub fn store_game(&mut self, game: GameId, title: &str, text: &str) {
        if let Err(e) = persist::write_atomic(&self.storage.save_file(game), text) {
            self.notices.notify(crate::tr!(
                "common-error-save-game",
                game = title,
                error = e.to_string()
            ));
        }
    }

    /// Forgets the saved game of `game` (it was finished or replaced by a new one).
    pub fn clear_game(&mut self, game: GameId) {
        let path = self.storage.save_file(game);
        match std::fs::remove_file(&path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                self.notices.notify(crate::tr!(
                    "common-error-remove-file",
                    file = path.display().to_string(),
                    error = e.to_string()
                ));
            }
            _ => {}
        }
    }

    /// A saved game that could not be resumed: keep it aside as `*.corrupt` and say so,
    /// naming the game by `title`.
    pub fn reject_saved_game(&mut self, game: GameId, title: &str, why: &str) {
        let path = self.storage.save_file(game);
        let message = match persist::quarantine(&path) {
            Ok(kept) => crate::tr!(
                "common-error-resume-kept",
                game = title,
                reason = why,
                file = kept.display().to_string()
            ),
            Err(e) => crate::tr!(
                "common-error-resume",
                game = title,
                reason = why,
                error = e.to_string()
            ),
        };
        self.notices.notify(message);
    }
}
