//! What Classic, Timed and Endless answer the shared board: the engine's moves and hints,
//! the reshuffle of a stuck board, and the end of the game.

use super::super::anim::{Motion, Step};
use super::super::board::{BoardRules, BoardState};
use super::Ending;
use ::match3::{Event, Game, Swap};
use grid_core::Pos;
use launcher_kit::services::Services;

/// The engine's game and why it ended.
pub(crate) struct Classic {
    pub(crate) game: Game,
    pub(crate) ending: Option<Ending>,
}

impl BoardRules for Classic {
    type Event = Event;

    fn play(&mut self, from: Pos, to: Pos) -> Result<Vec<Event>, String> {
        self.game.play(from, to).map_err(|e| e.to_string())
    }

    fn hint(&self) -> Option<Swap> {
        self.game.hint()
    }

    fn played(
        &mut self,
        board: &mut BoardState<Event>,
        events: Vec<Event>,
        _accepted: bool,
        _cx: &mut Services,
    ) {
        board.queue(events);
    }

    /// The stage shows board events; a stuck board asks the engine for its reshuffle and
    /// the end of the game ends the scene.
    fn start(&mut self, board: &mut BoardState<Event>, event: Event, cx: &mut Services) -> Step {
        match &event {
            Event::NoMoves => {
                let step = board.shuffling(launcher_kit::tr!("match3-banner-shuffle"));
                match self.game.reshuffle() {
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

    fn time_up(&mut self, board: &mut BoardState<Event>, cx: &mut Services) {
        log::debug!("match3 time up score {}", self.game.score());
        self.end(board, Ending::TimeUp, cx);
    }

    fn settled(&mut self, board: &BoardState<Event>) {
        log::debug!(
            "match3 settled board {} score {}",
            board.stage.shown.row_strings().join("/"),
            self.game.score()
        );
    }
}

impl Classic {
    /// The game has ended (no move left, the time ran out, or the player finished).
    pub(crate) fn end(&mut self, board: &mut BoardState<Event>, ending: Ending, cx: &mut Services) {
        if self.ending.is_some() {
            return;
        }
        self.ending = Some(ending);
        board.end(launcher_kit::tr!(ending.headline()), cx);
    }
}
