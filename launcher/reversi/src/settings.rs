//! Reversi's options: who plays, the person's colour and the computer's level (one of the
//! engine's ladder, see [`levels`]).

use super::levels::{self, LevelChoice};
use launcher_kit::game::{GameOption, Options};
use reversi::search::Level;
use serde::{Deserialize, Serialize};

/// Who plays Reversi.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ReversiMode {
    /// Two people at one computer.
    TwoPlayers,
    /// A person against the computer.
    #[default]
    VsComputer,
    /// The computer against itself.
    ComputerVsComputer,
}

impl ReversiMode {
    /// All choices in display order.
    pub const ALL: [ReversiMode; 3] = [
        ReversiMode::TwoPlayers,
        ReversiMode::VsComputer,
        ReversiMode::ComputerVsComputer,
    ];

    /// The message key of the name players see.
    pub fn label(self) -> &'static str {
        match self {
            ReversiMode::TwoPlayers => "reversi-mode-two-players",
            ReversiMode::VsComputer => "reversi-mode-vs-computer",
            ReversiMode::ComputerVsComputer => "reversi-mode-computer-vs-computer",
        }
    }

    /// The name in English, for the log.
    pub fn log_name(self) -> &'static str {
        match self {
            ReversiMode::TwoPlayers => "Two players",
            ReversiMode::VsComputer => "Vs computer",
            ReversiMode::ComputerVsComputer => "Computer vs computer",
        }
    }

    /// Key in the settings file.
    pub fn key(self) -> &'static str {
        match self {
            ReversiMode::TwoPlayers => "two-players",
            ReversiMode::VsComputer => "vs-computer",
            ReversiMode::ComputerVsComputer => "computer-vs-computer",
        }
    }
}

/// A Reversi colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    /// Black, moves first.
    #[default]
    Black,
    /// White.
    White,
}

impl Side {
    /// The message key of the colour's name.
    pub fn label(self) -> &'static str {
        match self {
            Side::Black => "reversi-black",
            Side::White => "reversi-white",
        }
    }
}

/// The colours of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BoardTheme {
    /// Green felt, as on a tournament board.
    #[default]
    Green,
    /// Grey squares, as in the Polish two-player game the project started from.
    Grey,
}

/// The name of the level chosen in the current language ("Match my rating" when that is
/// the choice).
pub fn level_text(level: LevelChoice) -> String {
    match level {
        LevelChoice::Ladder(i) => levels::text(i),
        LevelChoice::MatchRating => launcher_kit::tr!("reversi-level-match-rating"),
    }
}

/// The machine's cores (at least 1): the most search threads offered.
fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Options of the Reversi game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ReversiSettings {
    /// Who plays.
    pub mode: ReversiMode,
    /// The person's colour against the computer.
    pub human_side: Side,
    /// The computer's level: a ladder level, or the one nearest the player's rating
    /// (kept by name; older settings kept a number, see [`levels::FORMER`]).
    pub level: LevelChoice,
    /// Threads the computer searches with: all cores but one by default, so the window
    /// stays smooth while it thinks.
    pub threads: u8,
    /// White moves first (a house rule); Black by default.
    pub white_first: bool,
    /// The board's colours.
    pub board: BoardTheme,
    /// The computer's time for the whole game in minutes, each move timed by the engine's
    /// clock; 0: the level's own time per move. Chosen in the new-game dialog.
    #[serde(skip_serializing_if = "is_zero")]
    pub game_minutes: u8,
    /// How many discs worse than the best book move the computer's book move may be
    /// (drawn at random among those, so openings vary); 0: always the best.
    #[serde(skip_serializing_if = "is_zero")]
    pub book_loss: u8,
    /// Whether each finished game against the computer is reviewed for the practice deck.
    #[serde(skip_serializing_if = "is_true")]
    pub review: bool,
    /// Discs a move must lose, found by that review, to join the practice deck (a loss of
    /// as much grades a practice answer "again").
    #[serde(skip_serializing_if = "is_usual_threshold")]
    pub review_threshold: u8,
}

/// The computer's times per game offered, in minutes (0: off).
pub const GAME_MINUTES: [u8; 5] = [0, 1, 3, 5, 10];

/// The opening varieties offered: discs a book move may lose against the best.
pub const BOOK_LOSSES: [u8; 3] = [0, 1, 3];

/// The review thresholds offered, in discs: from every inaccuracy to mistakes only.
pub const REVIEW_THRESHOLDS: [u8; 4] = [2, 4, 6, 8];

/// The review threshold unless the player chose another: the review's mistakes.
const USUAL_THRESHOLD: u8 = 6;

/// Whether a choice is at its default (left out of saves, so they read as before).
fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// Whether a switch is at its default, on (left out of saves).
fn is_true(b: &bool) -> bool {
    *b
}

/// Whether the review threshold is the usual one (left out of saves).
fn is_usual_threshold(n: &u8) -> bool {
    *n == USUAL_THRESHOLD
}

impl Default for ReversiSettings {
    fn default() -> Self {
        ReversiSettings {
            mode: ReversiMode::VsComputer,
            human_side: Side::Black,
            level: LevelChoice::MatchRating,
            threads: u8::try_from(reversi::search::default_threads()).unwrap_or(1),
            white_first: false,
            board: BoardTheme::Green,
            game_minutes: 0,
            book_loss: 0,
            review: true,
            review_threshold: USUAL_THRESHOLD,
        }
    }
}

impl ReversiSettings {
    /// The settings in `options`.
    pub fn from_options(options: &Options) -> ReversiSettings {
        options.read()
    }

    /// The ladder level played (its place in [`levels::LADDER`]): the one chosen, or,
    /// for "match my rating", the one nearest the start rating (a game resolves it with
    /// the player's own rating when it starts, [`ReversiSettings::resolved`]).
    pub fn ladder_index(&self) -> usize {
        self.level.resolve(launcher_kit::rating::START_RATING)
    }

    /// The same settings with "match my rating" made the level nearest `rating`.
    pub fn resolved(self, rating: f64) -> ReversiSettings {
        ReversiSettings {
            level: LevelChoice::Ladder(self.level.resolve(rating)),
            ..self
        }
    }

    /// The name of the level played in English (for the log and game records).
    pub fn level_name(&self) -> String {
        levels::english(self.ladder_index())
    }

    /// The engine's level played, with the opening variety where it plays from the book.
    pub fn engine_level(&self) -> Level {
        let mut level = levels::engine_level(self.ladder_index());
        if level.book {
            level.book_loss = u32::from(self.book_loss);
        }
        level
    }

    /// Whether the chosen level plays from the opening book (the variety applies).
    pub fn uses_book(&self) -> bool {
        self.engine_level().book
    }

    /// The review threshold in discs, one of those offered.
    pub fn threshold(&self) -> i32 {
        let chosen = self
            .review_threshold
            .clamp(REVIEW_THRESHOLDS[0], REVIEW_THRESHOLDS[3]);
        i32::from(chosen)
    }

    /// The computer's time for the whole game, if it plays to a clock.
    pub fn game_time(&self) -> Option<std::time::Duration> {
        (self.game_minutes > 0)
            .then(|| std::time::Duration::from_secs(60 * u64::from(self.game_minutes)))
    }
}

/// The level choices of the settings screen: "match my rating" (the default), then the
/// ladder weakest first.
fn level_choices() -> Vec<(&'static str, &'static str)> {
    std::iter::once((levels::MATCH_RATING, "reversi-level-match-rating"))
        .chain(levels::LADDER)
        .collect()
}

/// Reversi's options for the settings screen.
pub fn options() -> Vec<GameOption> {
    let d = ReversiSettings::default();
    let modes = ReversiMode::ALL.map(|m| (m.key(), m.label())).to_vec();
    vec![
        GameOption::choice("mode", "reversi-option-mode", modes)
            .default_to(toml::Value::String(d.mode.key().into())),
        GameOption::choice(
            "human_side",
            "reversi-option-colour",
            vec![
                ("black", Side::Black.label()),
                ("white", Side::White.label()),
            ],
        ),
        GameOption::choice("level", "reversi-option-level", level_choices())
            .formerly_numbered(&levels::FORMER),
        GameOption::number(
            "book_loss",
            "reversi-option-variety",
            0..=i64::from(BOOK_LOSSES[BOOK_LOSSES.len() - 1]),
            i64::from(d.book_loss),
        )
        .steps(&BOOK_LOSSES.map(i64::from))
        .written(
            "reversi-setup-variety-within",
            Some("reversi-setup-variety-none"),
        ),
        GameOption::number(
            "threads",
            "reversi-option-threads",
            1..=i64::try_from(cores()).unwrap_or(1),
            i64::from(d.threads),
        ),
        GameOption::toggle("white_first", "reversi-option-white-first", d.white_first),
        GameOption::choice(
            "board",
            "reversi-option-board",
            vec![
                ("green", "reversi-board-green"),
                ("grey", "reversi-board-grey"),
            ],
        ),
        GameOption::toggle("review", "reversi-option-review", d.review),
        GameOption::number(
            "review_threshold",
            "reversi-option-review-threshold",
            i64::from(REVIEW_THRESHOLDS[0])..=i64::from(REVIEW_THRESHOLDS[3]),
            i64::from(d.review_threshold),
        )
        .steps(&REVIEW_THRESHOLDS.map(i64::from))
        .written("reversi-option-review-discs", None),
    ]
}
