//! The bot playing a level for the player to watch: the bot that rates the levels plays
//! the level the player failed from the same seed, with the refills it imagines drawn as
//! when it rates them, so the window shows the very run the rating counts. Each swap
//! shows as the hint for a moment before it is played; skipping plays the rest at once,
//! with nothing animated. The bot thinks on a worker, so the window keeps its frames.

use ::match3::Swap;
use ::match3::level::bots::Bot;
use ::match3::level::simulate::{bot_moves, bot_rng};
use ::match3::level::{Level, LevelGame, LevelStatus};
use grid_core::SeededRng;
use launcher_kit::worker::Job;

/// Seconds a swap shows before the bot plays it.
pub const SHOW: f32 = 0.8;

/// The bot's choice: its swap (`None`: it found none) and its RNG after choosing.
type Choice = (Option<Swap>, SeededRng);

/// What the bot does next.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Step {
    /// Nothing yet (the bot thinks, the turn plays, the swap shows).
    Wait,
    /// Show this swap: the bot plays it in [`SHOW`] seconds.
    Show(Swap),
    /// Play this swap now.
    Play(Swap),
    /// The bot's moves of a timed level are used up: its clock has run out.
    TimeUp,
    /// The bot has no move: the level ends as it stands.
    GiveUp,
}

/// The bot's side of a watched level.
pub struct Watch {
    bot: Bot,
    /// The bot's RNG, while no choice is being made with it.
    rng: Option<SeededRng>,
    choosing: Option<Job<Choice>>,
    /// The swap shown, with the seconds until it is played.
    shown: Option<(Swap, f32)>,
    played: u32,
    /// The moves the bot gets on a timed level (whose clock does not run while it plays).
    timed: Option<u32>,
    /// Whether the player skipped to the end.
    skipped: bool,
    done: bool,
}

impl Watch {
    /// The bot's play of `level` from `seed`.
    pub fn new(level: &Level, seed: u64) -> Watch {
        Watch {
            bot: Bot::default(),
            rng: Some(bot_rng(seed)),
            choosing: None,
            shown: None,
            played: 0,
            timed: level.is_timed().then(|| bot_moves(level)),
            skipped: false,
            done: false,
        }
    }

    /// The player wants the end now.
    pub fn skip(&mut self) {
        if !self.skipped {
            log::debug!("levels: bot watch skipped");
        }
        self.skipped = true;
    }

    /// Whether the player skipped to the end.
    pub fn skipped(&self) -> bool {
        self.skipped
    }

    /// The swaps the bot has played.
    pub fn played(&self) -> u32 {
        self.played
    }

    /// What the bot does next in `game`, `dt` seconds on, when the board `ready` for a
    /// move (its turn shown).
    pub fn step(&mut self, game: &LevelGame, ready: bool, dt: f32) -> Step {
        if self.done || !ready || game.status() != LevelStatus::Playing {
            return Step::Wait;
        }
        if let Some((swap, left)) = self.shown.as_mut() {
            *left -= dt;
            if *left > 0.0 && !self.skipped {
                return Step::Wait;
            }
            let swap = *swap;
            self.shown = None;
            self.played += 1;
            return Step::Play(swap);
        }
        if self.timed.is_some_and(|moves| self.played >= moves) {
            self.done = true;
            return Step::TimeUp;
        }
        if let Some((swap, rng)) = Job::take(&mut self.choosing) {
            self.rng = Some(rng);
            let Some(swap) = swap else {
                self.done = true;
                return Step::GiveUp;
            };
            if self.skipped {
                self.played += 1;
                return Step::Play(swap);
            }
            self.shown = Some((swap, SHOW));
            return Step::Show(swap);
        }
        if self.choosing.is_none() {
            if let Some(mut rng) = self.rng.take() {
                let (bot, game) = (self.bot, game.clone());
                self.choosing = Some(Job::spawn("levels-bot", move |_| {
                    (bot.choose(&game, &mut rng), rng)
                }));
            }
        }
        Step::Wait
    }

    /// Whether a swap shows, waiting to be played: the window draws on (a choice being
    /// made wakes the window itself when it is done).
    pub fn showing(&self) -> bool {
        self.shown.is_some()
    }
}
