//! The level rules on top of the turn engine: moves left, goal progress, passing and
//! failing, each reported as a [`LevelEvent`] in the order the UI should play them.

use super::{Goal, Level, LevelError, Limit, Problem, Progress};
use crate::board::{Board, BoardConfig, ConfigError};
use crate::events::Event;
use crate::game::{Game, MAX_SHAPED_TRIES, PlayError, Settings, Status};
use crate::generate::Method;
use crate::moves::Swap;
use crate::terrain::{Mark, MarkKind, Terrain};
use grid_core::Pos;
use serde::{Deserialize, Serialize};

/// The engine settings of every level: specials and the chain bonus on, and a stuck board
/// is reshuffled (as in Timed mode) rather than ending the level.
pub(crate) fn level_settings(board: BoardConfig) -> Settings {
    Settings {
        board,
        method: Method::Constrained,
        ..Settings::timed()
    }
}

/// The board size and kinds of `level`, checked.
fn level_config(level: &Level) -> Result<BoardConfig, LevelError> {
    let (width, height) = (level.terrain.width(), level.terrain.height());
    BoardConfig::new(width, height, level.kinds).map_err(|e| LevelError {
        line: None,
        problem: match e {
            ConfigError::Kinds(kinds) => Problem::Kinds(kinds),
            ConfigError::Side { .. } => Problem::Size { width, height },
        },
    })
}

/// Why a level was lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FailReason {
    /// The last move was played with goals still open.
    OutOfMoves,
    /// The clock ran out ([`LevelGame::time_up`]).
    OutOfTime,
    /// No reshuffle could give the board a move.
    Stuck,
}

/// Where a level stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LevelStatus {
    /// Waiting for a swap (or, when [`LevelGame::needs_reshuffle`], a reshuffle).
    Playing,
    /// Every goal met.
    Passed {
        /// 1–3.
        stars: u8,
    },
    /// Lost.
    Failed(FailReason),
}

/// One step of a level turn. Board events come as they do in Classic and Timed games; the
/// level's own events follow the cascade that caused them, before its pieces fall.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LevelEvent {
    /// A step of the board, as in any game.
    Board(Event),
    /// A swap was accepted: moves left now (timed levels do not count moves).
    MovesLeft {
        /// Moves left.
        moves: u32,
    },
    /// The jelly at `pos` lost a layer.
    JellyHit {
        /// Cascade number, from 1.
        chain: u32,
        /// The cell.
        pos: Pos,
        /// Layers left: 0 cleared, 1 cracked double jelly.
        left: u8,
    },
    /// The blocker at `pos` was hit.
    BlockerHit {
        /// Cascade number, from 1.
        chain: u32,
        /// The cell.
        pos: Pos,
        /// Hits left: 0 broken (the cell now takes pieces), 1 cracked.
        left: u8,
    },
    /// Cleared pieces counted towards a collect goal: they fly to the goal.
    Collected {
        /// Cascade number, from 1.
        chain: u32,
        /// Index of the goal in [`Level::goals`].
        goal: usize,
        /// Their kind.
        kind: u8,
        /// Where they were cleared.
        cells: Vec<Pos>,
    },
    /// A goal moved on.
    GoalProgress {
        /// Index of the goal in [`Level::goals`].
        goal: usize,
        /// Its progress now.
        progress: Progress,
    },
    /// Every goal met.
    Passed {
        /// The final score.
        score: u64,
        /// Stars earned, 1–3.
        stars: u8,
        /// Moves not used (`None` on timed levels).
        moves_left: Option<u32>,
    },
    /// The level is lost.
    Failed {
        /// The final score.
        score: u64,
        /// Why.
        reason: FailReason,
    },
}

/// One play of a level. Clone it to try moves (bots) or keep an undo step; serialise it
/// (serde) to save it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "SavedLevelGame")]
pub struct LevelGame {
    game: Game,
    goals: Vec<Goal>,
    progress: Vec<Progress>,
    limit: Limit,
    moves_left: Option<u32>,
    stars: Vec<u64>,
    status: LevelStatus,
}

/// The saved form of a [`LevelGame`], checked when read.
#[derive(Deserialize)]
struct SavedLevelGame {
    game: Game,
    goals: Vec<Goal>,
    progress: Vec<Progress>,
    limit: Limit,
    moves_left: Option<u32>,
    stars: Vec<u64>,
    status: LevelStatus,
}

/// A saved level game whose parts do not fit together: no terrain, a terrain of another
/// size than the board, or not one progress per goal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the saved level game does not fit together")]
pub struct SavedLevelError;

impl TryFrom<SavedLevelGame> for LevelGame {
    type Error = SavedLevelError;

    fn try_from(saved: SavedLevelGame) -> Result<Self, SavedLevelError> {
        let board = saved.game.board();
        let fits = saved
            .game
            .terrain()
            .is_some_and(|t| (t.width(), t.height()) == (board.width(), board.height()))
            && saved.goals.len() == saved.progress.len();
        if !fits {
            return Err(SavedLevelError);
        }
        Ok(LevelGame {
            game: saved.game,
            goals: saved.goals,
            progress: saved.progress,
            limit: saved.limit,
            moves_left: saved.moves_left,
            stars: saved.stars,
            status: saved.status,
        })
    }
}

impl LevelGame {
    /// Starts `level` with the start board and refills drawn from `seed`. Fails only on a
    /// level that [`Level::check`] refuses.
    pub fn new(level: &Level, seed: u64) -> Result<Self, LevelError> {
        let config = level_config(level)?;
        let game = Game::shaped(level_settings(config), level.terrain.clone(), seed).ok_or(
            LevelError {
                line: None,
                problem: Problem::NoStartBoard(MAX_SHAPED_TRIES),
            },
        )?;
        Ok(LevelGame::start(level, game))
    }

    fn start(level: &Level, game: Game) -> Self {
        let progress = level
            .goals
            .iter()
            .map(|g| Progress {
                done: 0,
                needed: g.needed(&level.terrain),
            })
            .collect();
        LevelGame {
            game,
            goals: level.goals.clone(),
            progress,
            limit: level.limit,
            moves_left: match level.limit {
                Limit::Moves(n) => Some(n),
                Limit::Seconds(_) => None,
            },
            stars: level.stars.clone(),
            status: LevelStatus::Playing,
        }
    }

    /// Starts `level` on a given board (for puzzles and tests): its pieces must sit exactly
    /// on the cells that hold pieces; refills draw from `seed`.
    pub fn from_board(level: &Level, board: Board, seed: u64) -> Result<Self, LevelError> {
        let config = level_config(level)?;
        let game =
            Game::from_shaped_board(level_settings(config), level.terrain.clone(), board, seed)
                .ok_or(LevelError {
                    line: None,
                    problem: Problem::BoardMismatch,
                })?;
        Ok(LevelGame::start(level, game))
    }

    /// The turn engine underneath (board, score, hint, possible moves).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The pieces.
    pub fn board(&self) -> &Board {
        self.game.board()
    }

    /// Holes, jelly and blockers as they are now.
    pub fn terrain(&self) -> &Terrain {
        self.game
            .terrain()
            .expect("level games are made, and saves checked, with a terrain")
    }

    /// The goals, in the level's order.
    pub fn goals(&self) -> &[Goal] {
        &self.goals
    }

    /// Each goal's progress, in the level's order.
    pub fn progress(&self) -> &[Progress] {
        &self.progress
    }

    /// The level's moves, or its seconds: a timed level's clock is the UI's, which calls
    /// [`LevelGame::time_up`] when it runs out.
    pub fn limit(&self) -> Limit {
        self.limit
    }

    /// Moves left (`None` on timed levels).
    pub fn moves_left(&self) -> Option<u32> {
        self.moves_left
    }

    /// Points so far.
    pub fn score(&self) -> u64 {
        self.game.score()
    }

    /// Playing, passed or failed.
    pub fn status(&self) -> LevelStatus {
        self.status
    }

    /// Whether the board is stuck and waits for [`LevelGame::reshuffle`].
    pub fn needs_reshuffle(&self) -> bool {
        self.status == LevelStatus::Playing && self.game.status() == Status::NeedsReshuffle
    }

    /// One move that scores, for a hint.
    pub fn hint(&self) -> Option<Swap> {
        self.game.hint()
    }

    /// The stars a passed level with `score` earns: one for passing, more for each
    /// threshold reached.
    pub fn stars_for(&self, score: u64) -> u8 {
        let reached = self.stars.iter().filter(|&&t| score >= t).count() as u8;
        reached.max(1)
    }

    /// Replaces the refill RNG (see [`Game::reseed`]); for bots trying moves on a copy.
    pub fn reseed(&mut self, seed: u64) {
        self.game.reseed(seed);
    }

    /// Plays the piece at `from` onto `to` and returns the turn's events.
    pub fn play(&mut self, from: Pos, to: Pos) -> Result<Vec<LevelEvent>, PlayError> {
        let mut out = Vec::new();
        self.play_into(from, to, &mut out)?;
        Ok(out)
    }

    /// [`LevelGame::play`] appending to a caller's buffer.
    pub fn play_into(
        &mut self,
        from: Pos,
        to: Pos,
        out: &mut Vec<LevelEvent>,
    ) -> Result<(), PlayError> {
        if self.status != LevelStatus::Playing {
            return Err(PlayError::Over);
        }
        let mut events = Vec::new();
        let start_score = self.game.score();
        self.game.play_into(from, to, &mut events)?;
        let marks = self.game.marks().to_vec();
        let mut marks = marks.as_slice();
        let mut score = start_score;
        for (i, event) in events.into_iter().enumerate() {
            let cut = marks.iter().take_while(|m| m.after <= i).count();
            self.apply_marks(&marks[..cut], score, out);
            marks = &marks[cut..];
            match &event {
                Event::Cleared { points, .. } | Event::SpecialTriggered { points, .. } => {
                    score += points;
                }
                _ => {}
            }
            let swapped = matches!(event, Event::Swapped { .. });
            out.push(LevelEvent::Board(event));
            if swapped && let Some(moves) = self.moves_left.as_mut() {
                *moves = moves.saturating_sub(1);
                out.push(LevelEvent::MovesLeft { moves: *moves });
            }
        }
        self.apply_marks(marks, score, out);
        self.end_of_turn(out);
        Ok(())
    }

    /// Turns one cascade's marks into level events and goal progress; `score` is the score
    /// after the cascade's clears.
    fn apply_marks(&mut self, marks: &[Mark], score: u64, out: &mut Vec<LevelEvent>) {
        let Some(chain) = marks.first().map(|m| m.chain) else {
            return;
        };
        let before = self.progress.clone();
        for m in marks {
            match m.what {
                MarkKind::Jelly { pos, left } => {
                    self.advance(|g| g == Goal::Jelly, 1);
                    out.push(LevelEvent::JellyHit { chain, pos, left });
                }
                MarkKind::Blocker { pos, left } => {
                    self.advance(|g| g == Goal::Blockers, 1);
                    out.push(LevelEvent::BlockerHit { chain, pos, left });
                }
                MarkKind::Cleared { .. } => {}
            }
        }
        for goal in 0..self.goals.len() {
            let Goal::Collect { kind, .. } = self.goals[goal] else {
                continue;
            };
            let left = self.progress[goal].left();
            let cells: Vec<Pos> = marks
                .iter()
                .filter_map(|m| match m.what {
                    MarkKind::Cleared { pos, kind: k } if k == kind => Some(pos),
                    _ => None,
                })
                .take(usize::try_from(left).unwrap_or(usize::MAX))
                .collect();
            if !cells.is_empty() {
                self.progress[goal].done += cells.len() as u64;
                out.push(LevelEvent::Collected {
                    chain,
                    goal,
                    kind,
                    cells,
                });
            }
        }
        self.score_progress(score);
        self.report_progress(&before, out);
    }

    /// Moves every goal that `matches` on by `by`, up to what it needs.
    fn advance(&mut self, matches: impl Fn(Goal) -> bool, by: u64) {
        for (goal, progress) in self.goals.iter().zip(&mut self.progress) {
            if matches(*goal) {
                progress.done = (progress.done + by).min(progress.needed);
            }
        }
    }

    /// Score goals follow the score, up to their target.
    fn score_progress(&mut self, score: u64) {
        for (goal, progress) in self.goals.iter().zip(&mut self.progress) {
            if let Goal::Score { .. } = goal {
                progress.done = score.min(progress.needed);
            }
        }
    }

    /// A [`LevelEvent::GoalProgress`] for each goal that moved since `before`.
    fn report_progress(&self, before: &[Progress], out: &mut Vec<LevelEvent>) {
        for (goal, (&now, old)) in self.progress.iter().zip(before).enumerate() {
            if now != *old {
                out.push(LevelEvent::GoalProgress {
                    goal,
                    progress: now,
                });
            }
        }
    }

    /// After a settled turn: passed when every goal is met, failed when the moves ran out
    /// or the board could not be made playable.
    fn end_of_turn(&mut self, out: &mut Vec<LevelEvent>) {
        let before = self.progress.clone();
        self.score_progress(self.game.score());
        self.report_progress(&before, out);
        let score = self.game.score();
        if self.progress.iter().all(|p| p.is_done()) {
            let stars = self.stars_for(score);
            self.status = LevelStatus::Passed { stars };
            // A stuck board no longer matters.
            out.retain(|e| !matches!(e, LevelEvent::Board(Event::NoMoves)));
            out.push(LevelEvent::Passed {
                score,
                stars,
                moves_left: self.moves_left,
            });
        } else if self.moves_left == Some(0) {
            self.fail(FailReason::OutOfMoves, out);
        } else if self.game.status() == Status::Over {
            self.fail(FailReason::Stuck, out);
        }
    }

    fn fail(&mut self, reason: FailReason, out: &mut Vec<LevelEvent>) {
        self.status = LevelStatus::Failed(reason);
        out.retain(|e| !matches!(e, LevelEvent::Board(Event::NoMoves)));
        out.push(LevelEvent::Failed {
            score: self.game.score(),
            reason,
        });
    }

    /// A stuck board: rearranges the pieces (holes and blockers stay) into a board with no
    /// line and a move; if none is found the level is lost.
    pub fn reshuffle(&mut self) -> Result<Vec<LevelEvent>, PlayError> {
        if self.status != LevelStatus::Playing {
            return Err(PlayError::Over);
        }
        let events = self.game.reshuffle()?;
        let mut out: Vec<LevelEvent> = events
            .into_iter()
            .filter(|e| !matches!(e, Event::GameOver { .. }))
            .map(LevelEvent::Board)
            .collect();
        if self.game.status() == Status::Over {
            self.fail(FailReason::Stuck, &mut out);
        }
        Ok(out)
    }

    /// The UI's clock ran out: a timed level still playing is lost.
    pub fn time_up(&mut self) -> Vec<LevelEvent> {
        let mut out = Vec::new();
        if self.status == LevelStatus::Playing {
            self.fail(FailReason::OutOfTime, &mut out);
        }
        out
    }
}
