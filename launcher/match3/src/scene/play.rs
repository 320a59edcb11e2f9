//! Playing the engine's events one after another: the stage applies each board event to
//! the shown board with the engine's own `replay` (so the scene never re-implements a
//! rule) and makes it an animation step; this scene adds the reshuffle and the end.

use super::super::anim::{Motion, Step};
use super::super::turns;
use super::{END_PAUSE, Ending, Match3Scene};
use ::match3::Event;
use launcher_kit::services::Services;
use launcher_kit::sound::Sfx;

impl Match3Scene {
    /// Whether a turn is still being shown (input waits meanwhile).
    pub fn busy(&self) -> bool {
        self.timeline.busy()
    }

    /// The animation steps playing now.
    pub(super) fn steps(&self) -> impl Iterator<Item = &Step> {
        turns::steps(&self.timeline)
    }

    /// Queues the engine's events to be shown in order.
    pub(super) fn show_events(&mut self, events: Vec<Event>) {
        turns::queue(&mut self.timeline, events);
    }

    /// Advances the animations by `dt` (already scaled by the animation speed).
    pub(super) fn play_events(&mut self, dt: f32, cx: &mut Services) {
        let was_busy = self.busy();
        turns::advance(self, |s| &mut s.timeline, dt, |s, event| s.start(event, cx));
        if was_busy && !self.busy() {
            self.settled();
        }
    }

    /// Plays every queued animation to its end at once (a reshuffle queued meanwhile too).
    pub(super) fn finish_animations(&mut self, cx: &mut Services) {
        while self.busy() {
            self.play_events(f32::INFINITY, cx);
        }
    }

    /// The animation of `event`: the stage shows board events; a stuck board asks the
    /// engine for its reshuffle and the end of the game ends the scene.
    fn start(&mut self, event: Event, cx: &mut Services) -> Step {
        match &event {
            Event::NoMoves => {
                self.stage
                    .show_banner(launcher_kit::tr!("match3-banner-shuffle"), 1.2);
                match self.game.reshuffle() {
                    Ok(events) => self.show_events(events),
                    Err(e) => log::warn!("match3 reshuffle refused: {e}"),
                }
                Step::new(Motion::Wait, 0.8)
            }
            Event::GameOver { score } => {
                log::debug!("match3 game over score {score}");
                self.end(Ending::NoMoves, cx);
                Step::new(Motion::Wait, 0.3)
            }
            _ => self.stage.board_step(&event, cx),
        }
    }

    /// The game has ended (no move left, or the time ran out).
    pub(super) fn end(&mut self, ending: Ending, cx: &mut Services) {
        if self.ending.is_some() {
            return;
        }
        self.ending = Some(ending);
        self.picking.reset();
        self.hint = None;
        cx.play(Sfx::GameOver);
        // Gone as the host's end screen opens over the board.
        self.stage
            .show_banner(launcher_kit::tr!(ending.headline()), END_PAUSE);
    }

    /// The turn has been shown completely.
    fn settled(&mut self) {
        self.stage.chain = 0;
        log::debug!(
            "match3 settled board {} score {}",
            self.stage.shown.row_strings().join("/"),
            self.game.score()
        );
    }
}
