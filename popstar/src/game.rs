//! The game flow: levels with cumulative targets, pass or game over, pause and
//! resume, entering a level directly, and undo in practice mode. Saved and loaded with serde.

use crate::board::{Board, MoveError};
use crate::events::Event;
use crate::id::GameId;
use crate::levels::{DEFAULT_LEVEL_WORK, Dealer, deal, hint};
use crate::scoring::{bonus, level_target};
use grid_core::{Pos, SeededRng};
use serde::{Deserialize, Serialize};

/// How the game is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    /// The classic game: no undo.
    Classic,
    /// Moves can be taken back.
    Practice,
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    /// The board still has moves.
    Playing,
    /// The board is finished and the target reached: [`Game::next_level`] deals the next.
    Passed,
    /// The board is finished below the target.
    Over,
}

/// A whole game: the RNG stream that deals its boards, the level, the cumulative score and
/// the board in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    rng: SeededRng,
    dealer: Dealer,
    mode: Mode,
    level: u32,
    score: u32,
    board: Board,
    status: Status,
    paused: bool,
    /// The level's first board and the score it began with, for [`Game::retry_level`]
    /// (missing in saves from before retries).
    #[serde(default)]
    level_start: Option<(Board, u32)>,
}

impl Game {
    /// A new game at level 1 with score 0, its boards dealt from `seed`, each one checked
    /// by the solver to be passable.
    pub fn new(seed: u64, mode: Mode) -> Self {
        Self::with_dealer(
            seed,
            mode,
            Dealer::Guaranteed {
                work: DEFAULT_LEVEL_WORK,
            },
        )
    }

    /// A new game whose boards `dealer` deals from `seed`.
    pub fn with_dealer(seed: u64, mode: Mode, dealer: Dealer) -> Self {
        Self::starting_at(GameId::new(seed), mode, dealer)
    }

    /// The game a game ID fixes: it starts at the ID's level with its score, on boards
    /// `dealer` deals from its seed.
    pub fn starting_at(id: GameId, mode: Mode, dealer: Dealer) -> Self {
        let mut rng = SeededRng::new(id.seed);
        let level = id.level.max(1);
        let board = deal(&mut rng, dealer, level, id.score);
        Game {
            rng,
            dealer,
            mode,
            level,
            score: id.score,
            level_start: Some((board.clone(), id.score)),
            board,
            status: Status::Playing,
            paused: false,
        }
    }

    /// The board in play.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The cumulative score.
    pub fn score(&self) -> u32 {
        self.score
    }

    /// The current level, from 1.
    pub fn level(&self) -> u32 {
        self.level
    }

    /// The cumulative score the current level needs.
    pub fn target(&self) -> u32 {
        level_target(self.level)
    }

    /// Playing, passed or over.
    pub fn status(&self) -> Status {
        self.status
    }

    /// Whether the game is paused.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// Classic or practice.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The first move of the solver's line on the board in play, searched with `work`
    /// (`None` when the board is over).
    pub fn hint(&self, work: u64) -> Option<Pos> {
        if self.status != Status::Playing {
            return None;
        }
        hint(&self.board, work)
    }

    /// Pops the group under `at`. When the board then has no move, the bonus is added and
    /// the level is passed or the game is over; the events say which.
    pub fn pop(&mut self, at: Pos) -> Result<Vec<Event>, MoveError> {
        if self.paused {
            return Err(MoveError::Paused);
        }
        if self.status != Status::Playing {
            return Err(MoveError::Finished);
        }
        let pop = self.board.pop(at)?;
        self.score += pop.points;
        let mut events = pop.events;
        if !self.board.has_move() {
            self.finish_board(&mut events);
        }
        Ok(events)
    }

    fn finish_board(&mut self, events: &mut Vec<Event>) {
        let remaining = self.board.leftovers();
        let bonus = bonus(remaining.len());
        self.score += bonus;
        events.push(Event::BoardFinished {
            remaining,
            bonus,
            score: self.score,
        });
        let (level, score, target) = (self.level, self.score, self.target());
        if score >= target {
            self.status = Status::Passed;
            events.push(Event::LevelPassed {
                level,
                score,
                target,
            });
        } else {
            self.status = Status::Over;
            events.push(Event::GameOver {
                level,
                score,
                target,
            });
        }
    }

    /// Deals the next level's board, keeping the score; only after a passed level.
    pub fn next_level(&mut self) -> Result<Vec<Event>, MoveError> {
        if self.status != Status::Passed {
            return Err(MoveError::Finished);
        }
        Ok(self.start_level(self.level + 1, self.score))
    }

    /// Jumps to level `level` (at least 1) on a new board, with the score the previous
    /// level's target asked for, as if it had just been passed exactly.
    pub fn enter_level(&mut self, level: u32) -> Vec<Event> {
        let level = level.max(1);
        let score = if level == 1 {
            0
        } else {
            level_target(level - 1)
        };
        self.start_level(level, score)
    }

    /// Plays the current level again after it ended: its first board, with the score it
    /// began with. The boards of later levels still come from the same stream.
    pub fn retry_level(&mut self) -> Result<Vec<Event>, MoveError> {
        let (board, score) = match (&self.level_start, self.status) {
            (Some(start), Status::Over | Status::Passed) => start.clone(),
            _ => return Err(MoveError::Finished),
        };
        self.board = board;
        self.score = score;
        self.status = Status::Playing;
        self.paused = false;
        Ok(vec![Event::LevelStarted {
            level: self.level,
            target: self.target(),
            score,
        }])
    }

    fn start_level(&mut self, level: u32, score: u32) -> Vec<Event> {
        self.level = level;
        self.score = score;
        self.board = deal(&mut self.rng, self.dealer, level, score);
        self.level_start = Some((self.board.clone(), score));
        self.status = Status::Playing;
        self.paused = false;
        vec![Event::LevelStarted {
            level,
            target: self.target(),
            score,
        }]
    }

    /// Pauses: moves are refused until [`Game::resume`].
    pub fn pause(&mut self) -> Vec<Event> {
        if self.paused {
            return Vec::new();
        }
        self.paused = true;
        vec![Event::Paused]
    }

    /// Resumes a paused game.
    pub fn resume(&mut self) -> Vec<Event> {
        if !self.paused {
            return Vec::new();
        }
        self.paused = false;
        vec![Event::Resumed]
    }
}
