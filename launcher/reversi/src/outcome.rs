//! How a finished game ends: the headline, the counts, the score for the tables and the
//! statistics' result, in every mode.

use super::ReversiScene;
use super::settings::{self, ReversiMode};
use launcher_kit::game::Outcome;
use launcher_kit::persist::statistics::GameResult;
use reversi::Color;

impl ReversiScene {
    /// The end of the game as the host shows it, once the last flip has been shown.
    pub(crate) fn end_of_game(&self) -> Option<Outcome> {
        if !self.game.is_over() || self.anim.busy() {
            return None;
        }
        let board = self.game.board();
        let (b, w) = (board.count(Color::Black), board.count(Color::White));
        let winner = board.leader();
        let vs = self.players.mode == ReversiMode::VsComputer;
        let human = self.human();
        let two = self.players.mode == ReversiMode::TwoPlayers;
        let headline = match winner {
            None => launcher_kit::tr!("reversi-end-draw", black = b, white = w),
            Some(side) if vs => {
                let (mine, theirs) = if human == Color::Black {
                    (b, w)
                } else {
                    (w, b)
                };
                if side == human {
                    launcher_kit::tr!("reversi-end-you-win", mine = mine, theirs = theirs)
                } else {
                    launcher_kit::tr!("reversi-end-computer-wins", mine = mine, theirs = theirs)
                }
            }
            Some(side) => {
                let (high, low) = (b.max(w), b.min(w));
                match (side, two && !self.typed(side).is_empty()) {
                    (_, true) => launcher_kit::tr!(
                        "reversi-end-player-wins",
                        name = self.typed(side),
                        high = high,
                        low = low
                    ),
                    (Color::Black, false) => {
                        launcher_kit::tr!("reversi-end-black-wins", high = high, low = low)
                    }
                    (Color::White, false) => {
                        launcher_kit::tr!("reversi-end-white-wins", high = high, low = low)
                    }
                }
            }
        };
        // Each side's discs, with the name a person typed.
        let count = |side: Color, count: u32| match (side, self.typed(side)) {
            (Color::Black, name) if two && !name.is_empty() => {
                launcher_kit::tr!("reversi-end-named-black-count", name = name, count = count)
            }
            (Color::White, name) if two && !name.is_empty() => {
                launcher_kit::tr!("reversi-end-named-white-count", name = name, count = count)
            }
            (Color::Black, _) => launcher_kit::tr!("reversi-end-black-count", count = count),
            (Color::White, _) => launcher_kit::tr!("reversi-end-white-count", count = count),
        };
        let (black, white) = (count(Color::Black, b), count(Color::White, w));
        let detail = if two {
            launcher_kit::tr!("reversi-end-counts", black = black, white = white)
        } else {
            launcher_kit::tr!(
                "reversi-end-counts-level",
                black = black,
                white = white,
                level = settings::level_text(self.players.level)
            )
        };
        // Against the computer a win counts the person's discs; two people enter the
        // winner's discs.
        let score = match self.players.mode {
            ReversiMode::VsComputer => {
                (winner == Some(human)).then(|| u64::from(board.count(human)))
            }
            ReversiMode::TwoPlayers => winner.map(|side| u64::from(board.count(side))),
            ReversiMode::ComputerVsComputer => None,
        };
        let result = match self.players.mode {
            ReversiMode::VsComputer => Some(GameResult {
                score: u64::from(board.count(human)),
                won: winner.map(|side| side == human),
                draw: winner.is_none(),
                figures: Vec::new(),
            }),
            ReversiMode::TwoPlayers => Some(GameResult {
                score: u64::from(b.max(w)),
                draw: winner.is_none(),
                ..GameResult::default()
            }),
            ReversiMode::ComputerVsComputer => None,
        };
        Some(Outcome {
            headline,
            detail,
            score,
            result,
            name: match self.players.mode {
                ReversiMode::TwoPlayers => winner.map(|side| self.person(side)),
                _ => None,
            },
        })
    }
}
