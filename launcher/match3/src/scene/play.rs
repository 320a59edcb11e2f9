//! What Classic, Timed and Endless answer the shared board beyond their engine: the
//! reshuffle of a stuck board, and the end of the game.

use super::super::anim::{Motion, Step};
use super::super::board::{BoardRules, BoardState};
use super::Ending;
use ::match3::{Event, Game};
use launcher_kit::services::Services;

/// Why the game ended, once it has.
#[derive(Debug, Default)]
pub(crate) struct Classic {
    pub(crate) ending: Option<Ending>,
}

impl BoardRules for Classic {
    type Engine = Game;

    /// The stage shows board events; a stuck board asks the engine for its reshuffle and
    /// the end of the game ends the scene.
    fn start(&mut self, board: &mut BoardState<Game>, event: Event, cx: &mut Services) -> Step {
        match &event {
            Event::NoMoves => {
                let step = board.shuffling(launcher_kit::tr!("match3-banner-shuffle"));
                match board.game.reshuffle() {
                    Ok(events) => board.queue(events),
                    Err(e) => log::warn!("match3 reshuffle refused: {e}"),
                }
                step
            }
            Event::GameOver { score } => {
                log::debug!("match3 game over score {score}");
                self.end(board, Ending::NoMoves, cx);
                Step::new(Motion::Wait, 0.3)
            }
            _ => board.stage.board_step(&event, cx),
        }
    }

    fn time_up(&mut self, board: &mut BoardState<Game>, cx: &mut Services) {
        log::debug!("match3 time up score {}", board.game.score());
        self.end(board, Ending::TimeUp, cx);
    }

    fn settled(&mut self, board: &BoardState<Game>) {
        log::debug!(
            "match3 settled board {} score {}",
            board.stage.shown.row_strings().join("/"),
            board.game.score()
        );
    }
}

impl Classic {
    /// The game has ended (no move left, the time ran out, or the player finished).
    pub(crate) fn end(&mut self, board: &mut BoardState<Game>, ending: Ending, cx: &mut Services) {
        if self.ending.is_some() {
            return;
        }
        self.ending = Some(ending);
        board.end(launcher_kit::tr!(ending.headline()), &mut cx.sound);
    }
}
