//! What a level answers the shared match-3 board beyond its engine: the clock's end, and
//! the level's own events (moves left, jelly and blocker hits, collected pieces, goal
//! progress, the end), each played in its place on the board's timeline.

use super::{End, FLIGHT, Flyer, LevelTurns, PULSE};
use crate::panel;
use ::match3::level::{FailReason, LevelEvent, LevelGame, LevelStatus};
use ::match3::{Event, Tile};
use grid_core::Pos;
use launcher_kit::draw::Color;
use launcher_kit::services::Services;
use launcher_kit::sound::Sfx;
use launcher_kit::tr;
use launcher_match3::anim::{Motion, Step};
use launcher_match3::ground::{JELLY, STONE};
use launcher_match3::{BoardRules, BoardState};

impl BoardRules for LevelTurns {
    type Engine = LevelGame;

    fn played(
        &mut self,
        board: &mut BoardState<LevelGame>,
        events: Vec<LevelEvent>,
        accepted: bool,
        cx: &mut Services,
    ) {
        self.moved |= accepted;
        self.turn(board, events, cx);
    }

    /// The counters and ground as shown take the event's result.
    fn start(
        &mut self,
        board: &mut BoardState<LevelGame>,
        event: LevelEvent,
        cx: &mut Services,
    ) -> Step {
        let wait = |d: f32| Step::new(Motion::Wait, d);
        match event {
            LevelEvent::Board(Event::NoMoves) => {
                let step = board.shuffling(tr!("levels-shuffling"));
                match board.game.reshuffle() {
                    Ok(events) => self.turn(board, events, cx),
                    Err(e) => log::warn!("levels: reshuffle refused: {e}"),
                }
                step
            }
            LevelEvent::Board(e) => board.stage.board_step(&e, cx),
            LevelEvent::MovesLeft { moves } => {
                log::debug!("levels: moves left {moves}");
                self.moves = Some(moves);
                self.moves_pulse = 1.0;
                wait(0.0)
            }
            LevelEvent::JellyHit { pos, left, .. } => {
                let tile = if left == 0 {
                    Tile::Floor
                } else {
                    Tile::Jelly(left)
                };
                board.set_tile(pos, tile);
                splash(board, pos, JELLY, 10);
                wait(0.0)
            }
            LevelEvent::BlockerHit { pos, left, .. } => {
                let tile = if left == 0 {
                    Tile::Floor
                } else {
                    Tile::Blocker(left)
                };
                board.set_tile(pos, tile);
                splash(board, pos, STONE, if left == 0 { 16 } else { 8 });
                cx.sound.play(Sfx::Invalid);
                wait(0.0)
            }
            LevelEvent::Collected {
                goal, kind, cells, ..
            } => {
                let l = board.layout();
                let to = panel::goal_icon(l, self.goals.len(), goal);
                for (i, pos) in cells.into_iter().enumerate() {
                    self.flyers.push(Flyer {
                        kind,
                        from: l.cell_rect(pos).center(),
                        to,
                        age: -0.04 * i as f32,
                    });
                }
                wait(0.0)
            }
            LevelEvent::GoalProgress { goal, progress } => {
                if let Some(shown) = self.goals.get_mut(goal) {
                    *shown = progress;
                }
                if let Some(p) = self.goal_pulse.get_mut(goal) {
                    *p = 1.0;
                }
                wait(0.0)
            }
            LevelEvent::Passed { score, stars, .. } => {
                log::debug!(
                    "levels: passed {} score {score} stars {stars}",
                    self.source.key()
                );
                self.ended(board, End::Passed { stars }, tr!("levels-passed"), cx);
                wait(0.3)
            }
            LevelEvent::Failed { score, reason } => {
                log::debug!("levels: failed {} score {score}", self.source.key());
                let text = match reason {
                    FailReason::OutOfMoves => tr!("levels-out-of-moves"),
                    FailReason::OutOfTime => tr!("levels-time-up"),
                    FailReason::Stuck => tr!("levels-stuck"),
                };
                self.ended(board, End::Failed(reason), text, cx);
                wait(0.3)
            }
        }
    }

    /// When the clock runs out the engine decides.
    fn time_up(&mut self, board: &mut BoardState<LevelGame>, cx: &mut Services) {
        let events = board.game.time_up();
        self.turn(board, events, cx);
    }

    /// The clock stops once the engine has decided the level, before its end is shown.
    fn clock_runs(&self, board: &BoardState<LevelGame>) -> bool {
        board.game.status() == LevelStatus::Playing
    }

    /// The counters' swell and the collected pieces' flight.
    fn animate(&mut self, dt: f32) {
        self.moves_pulse = (self.moves_pulse - dt / PULSE).max(0.0);
        for p in &mut self.goal_pulse {
            *p = (*p - dt / PULSE).max(0.0);
        }
        for f in &mut self.flyers {
            f.age += dt;
        }
        self.flyers.retain(|f| f.age < FLIGHT);
    }

    fn skipped(&mut self) {
        self.flyers.clear();
    }
}

impl LevelTurns {
    fn ended(
        &mut self,
        board: &mut BoardState<LevelGame>,
        end: End,
        text: String,
        cx: &mut Services,
    ) {
        self.end = Some(end);
        board.end(text, &mut cx.sound);
    }
}

/// Bits of jelly or stone flying off a cell.
fn splash(board: &mut BoardState<LevelGame>, pos: Pos, color: Color, count: usize) {
    let stage = &mut board.stage;
    let at = stage.layout.cell_rect(pos).center();
    let speed = 200.0 * stage.layout.scale;
    stage.fx.spray(at, color, count, speed);
}
