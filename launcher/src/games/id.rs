//! Which game is meant.

use serde::{Deserialize, Serialize};

/// One of the three games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameId {
    /// Swap-to-match-three.
    Match3,
    /// PopStar.
    PopStar,
    /// Reversi.
    Reversi,
}

impl GameId {
    /// The three games in menu order.
    pub const ALL: [GameId; 3] = [GameId::Match3, GameId::PopStar, GameId::Reversi];

    /// The key used in file names and score tables (also the binary's name).
    pub fn key(self) -> &'static str {
        match self {
            GameId::Match3 => "match3",
            GameId::PopStar => "popstar",
            GameId::Reversi => "reversi",
        }
    }

    /// The name shown to players.
    pub fn title(self) -> &'static str {
        match self {
            GameId::Match3 => "Match-3",
            GameId::PopStar => "PopStar",
            GameId::Reversi => "Reversi",
        }
    }

    /// One line under the title on the menu card.
    pub fn tagline(self) -> &'static str {
        match self {
            GameId::Match3 => "Swap gems, line up three",
            GameId::PopStar => "Pop groups, clear the board",
            GameId::Reversi => "Flank and flip the discs",
        }
    }

    /// The modes that keep a high-score table: `(key, label)`.
    pub fn score_modes(self) -> &'static [(&'static str, &'static str)] {
        match self {
            GameId::Match3 => &[("classic", "Classic"), ("timed", "Timed")],
            GameId::PopStar => &[("levels", "Levels")],
            // Wins against the computer, one table per level (the score is the person's
            // discs at the end).
            GameId::Reversi => &[
                ("level-1", "Beginner"),
                ("level-2", "Easy"),
                ("level-3", "Medium"),
                ("level-4", "Hard"),
                ("level-5", "Strongest"),
            ],
        }
    }
}
