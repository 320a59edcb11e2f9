//! The game flow: levels with cumulative targets, pass or game over, pause and
//! resume, entering a level directly, and undo in practice mode. Saved and loaded with serde.
//! Games under rules without levels (SameGame) are one board: it ends the game.

use crate::board::{Board, MoveError};
use crate::events::Event;
use crate::generate::board_for_rules;
use crate::id::{GameId, RuledId};
use crate::levels::{DEFAULT_LEVEL_WORK, Dealer, deal, hint_for};
use crate::rules::Rules;
use crate::scoring::level_target;
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
    /// The rules; PopStar's are not written, so a PopStar game saves exactly as before
    /// rules existed and saves from then read as PopStar.
    #[serde(default, skip_serializing_if = "Rules::is_popstar")]
    rules: Rules,
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
        Self::with_rules(RuledId::from(id), mode, dealer)
    }

    /// The game a game ID with rules fixes. Under PopStar's rules it is
    /// [`Game::starting_at`]; under others every board is dealt by
    /// [`board_for_rules`] (`dealer` applies to PopStar's rules only), and rules without
    /// levels start at level 1 with no score.
    pub fn with_rules(id: RuledId, mode: Mode, dealer: Dealer) -> Self {
        let RuledId { rules, game: id } = id;
        let mut rng = SeededRng::new(id.seed);
        let (level, score) = if rules.scoring().has_levels() {
            (id.level.max(1), id.score)
        } else {
            (1, 0)
        };
        let board = deal_for(&rules, &mut rng, dealer, level, score);
        Game {
            rules,
            rng,
            dealer,
            mode,
            level,
            score,
            level_start: Some((board.clone(), score)),
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

    /// The rules the game is played by.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The cumulative score the current level needs (0 under rules without levels).
    pub fn target(&self) -> u32 {
        if self.rules.scoring().has_levels() {
            level_target(self.level)
        } else {
            0
        }
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
        hint_for(&self.board, &self.rules, work)
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
        let pop = self.board.pop_for(at, &self.rules)?;
        self.score += pop.points;
        let mut events = pop.events;
        if !self.board.has_move_for(&self.rules) {
            self.finish_board(&mut events);
        }
        Ok(events)
    }

    /// Adds the bonus and decides the level: passed when the target is reached; under
    /// rules without levels the board is the whole game, so it ends in
    /// [`Event::GameOver`] with a target of 0.
    fn finish_board(&mut self, events: &mut Vec<Event>) {
        let scoring = self.rules.scoring();
        let remaining = self.board.leftovers_for(scoring);
        let bonus = scoring.end_bonus(remaining.len());
        self.score += bonus;
        events.push(Event::BoardFinished {
            remaining,
            bonus,
            score: self.score,
        });
        let (level, score, target) = (self.level, self.score, self.target());
        if scoring.has_levels() && score >= target {
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
    /// level's target asked for, as if it had just been passed exactly. Under rules without
    /// levels: a new board at level 1 with no score.
    pub fn enter_level(&mut self, level: u32) -> Vec<Event> {
        let level = if self.rules.scoring().has_levels() {
            level.max(1)
        } else {
            1
        };
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
        self.board = deal_for(&self.rules, &mut self.rng, self.dealer, level, score);
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

/// The board for `level` with `carried` points brought in: by `dealer` under PopStar's
/// rules, by [`board_for_rules`] under any other.
fn deal_for(rules: &Rules, rng: &mut SeededRng, dealer: Dealer, level: u32, carried: u32) -> Board {
    if rules.is_popstar() {
        deal(rng, dealer, level, carried)
    } else {
        board_for_rules(rng, rules)
    }
}
