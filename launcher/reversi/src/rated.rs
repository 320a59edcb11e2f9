//! Rated games: a game counts for the player's rating when it is played straight through
//! against a ladder level the fit has rated, searching on one thread, with no clock, from the usual start,
//! and the player takes no help (no undo, hint, move values, evaluation bar, review or
//! position editor during the game).

use super::ReversiScene;
use super::levels;
use super::settings::{ReversiMode, ReversiSettings};
use launcher_kit::game::Rated;
use launcher_kit::rating::Outcome;

/// Why a game with `players` will not be rated (the message key the new-game dialog
/// shows), or `None` when it will; `set_up`: it starts from a set-up position or with
/// moves already played (today's board, a position from the editor, an opened game).
pub fn unrated(players: &ReversiSettings, set_up: bool) -> Option<&'static str> {
    let level = players.engine_level();
    Some(if players.mode != ReversiMode::VsComputer {
        "reversi-unrated-mode"
    } else if levels::rating(players.ladder_index()).is_none() {
        "reversi-unrated-level"
    } else if set_up || players.white_first {
        "reversi-unrated-position"
    } else if players.game_minutes > 0 {
        "reversi-unrated-clock"
    } else if !level.one_thread && players.threads > 1 {
        "reversi-unrated-threads"
    } else {
        return None;
    })
}

impl ReversiScene {
    /// Rates the game starting now if it may be; `fixed`: today's board.
    pub(crate) fn rate_if_eligible(&mut self, fixed: bool) {
        let usual =
            self.game.moves().next().is_none() && self.game.start() == reversi::Board::start();
        self.rated = unrated(&self.players, !usual || fixed).is_none();
        if self.rated {
            log::debug!("reversi: a rated game against {}", self.level_name());
        }
    }

    /// The player took help (or went back): the game counts for the rating no more.
    pub(crate) fn unrate(&mut self, why: &str) {
        if self.rated {
            log::debug!("reversi: the game is not rated any more ({why})");
            self.rated = false;
        }
    }

    /// Whether the game counts for the player's rating.
    pub fn is_rated(&self) -> bool {
        self.rated
    }

    /// The finished game's result for the rating, when it is rated.
    pub(crate) fn rated_result(&self) -> Option<Rated> {
        if !self.rated || !self.game.is_over() {
            return None;
        }
        let outcome = match self.game.board().leader() {
            None => Outcome::Draw,
            Some(side) if side == self.human() => Outcome::Win,
            Some(_) => Outcome::Loss,
        };
        Some(Rated {
            track: levels::TRACK.to_string(),
            opponent: levels::opponent(self.players.ladder_index()),
            outcome,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::levels::LevelChoice;

    fn rated_players() -> ReversiSettings {
        ReversiSettings {
            mode: ReversiMode::VsComputer,
            level: LevelChoice::named("medium").unwrap(),
            threads: 4,
            ..ReversiSettings::default()
        }
    }

    #[test]
    fn a_game_against_a_ladder_level_on_one_thread_without_a_clock_is_rated() {
        assert_eq!(unrated(&rated_players(), false), None);
        let cases = [
            (
                ReversiSettings {
                    mode: ReversiMode::TwoPlayers,
                    ..rated_players()
                },
                false,
                "reversi-unrated-mode",
            ),
            (rated_players(), true, "reversi-unrated-position"),
            (
                ReversiSettings {
                    white_first: true,
                    ..rated_players()
                },
                false,
                "reversi-unrated-position",
            ),
            (
                ReversiSettings {
                    game_minutes: 3,
                    ..rated_players()
                },
                false,
                "reversi-unrated-clock",
            ),
            (
                ReversiSettings {
                    level: LevelChoice::named("strongest").unwrap(),
                    ..rated_players()
                },
                false,
                "reversi-unrated-threads",
            ),
        ];
        for (players, set_up, why) in cases {
            assert_eq!(unrated(&players, set_up), Some(why), "{players:?}");
        }
        let one_thread = ReversiSettings {
            level: LevelChoice::named("strongest").unwrap(),
            threads: 1,
            ..rated_players()
        };
        assert_eq!(unrated(&one_thread, false), None);
    }
}
