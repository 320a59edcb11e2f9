//! How the game moves on: a person's click and the computer's answers. Every move goes
//! through the engine (`Game::play`), and its events go to the animation queue; each
//! played move is reported to the host, which keeps the history for undo and redo.

use super::computer::Purpose;
use super::hud;
use super::settings::ReversiMode;
use super::{REPLY_PAUSE, ReversiScene, WATCH_PAUSE, name};
use launcher_kit::game::GameAction;
use launcher_kit::scene::Wake;
use launcher_kit::services::Services;
use launcher_kit::services::Sounds;
use launcher_kit::sound::Sfx;
use reversi::{Event, Square};

impl ReversiScene {
    /// Places a disc for the side to move and queues the animations; [`GameAction::Moved`]
    /// when it was played, a checkpoint where a person moves next or the game ended.
    pub(super) fn play(&mut self, square: Square, sound: &mut Sounds) -> GameAction {
        let side = self.game.board().side();
        match self.game.play(square) {
            Ok(events) => {
                log::debug!("reversi: {} plays {square}", name(side));
                self.analysis.hint = None;
                self.pointer.hover = None;
                self.notes.book_move = false;
                self.notes.passed = events.iter().find_map(|e| match e {
                    Event::Passed { player } => Some(*player),
                    _ => None,
                });
                if let Some(player) = self.notes.passed {
                    log::debug!("reversi: {} passed", name(player));
                }
                self.anim.push(events);
                let checkpoint = self.game.is_over() || !self.is_computer(self.game.board().side());
                GameAction::Moved { checkpoint }
            }
            Err(e) => {
                log::warn!("reversi: {e}");
                sound.play(Sfx::Invalid);
                GameAction::None
            }
        }
    }

    pub(super) fn click(&mut self, square: Square, cx: &mut Services) -> GameAction {
        if self.persons_turn() && self.game.board().is_legal(square) {
            return self.play(square, &mut cx.sound);
        }
        GameAction::None
    }

    /// After the position changed other than by a move: forget what was for the old one.
    pub(super) fn after_jump(&mut self) {
        self.computer.cancel();
        self.reply.ready = None;
        self.analysis.hint = None;
        self.notes.passed = None;
        self.anim.snap_to(&self.game.board());
    }

    /// Takes the computer's answers and starts or applies its moves.
    pub(super) fn drive_computer(&mut self, cx: &mut Services) -> GameAction {
        if let Some(answer) = self.computer.poll() {
            if answer.board == self.game.board() {
                match answer.purpose {
                    Purpose::Move => {
                        self.reply.ready = answer.result.best;
                        self.reply.from_book = answer.result.book;
                    }
                    Purpose::Hint => {
                        self.analysis.hint = answer.result.best;
                        if let Some(sq) = self.analysis.hint {
                            log::debug!("reversi: hint {sq}");
                            cx.clock.stir();
                        }
                    }
                }
            }
        }
        let board = self.game.board();
        if self.setup().is_some() || self.game.is_over() || !self.is_computer(board.side()) {
            return GameAction::None;
        }
        let pause = match self.players.mode {
            ReversiMode::ComputerVsComputer => WATCH_PAUSE,
            _ => REPLY_PAUSE,
        };
        match self.reply.ready {
            Some(square) if !self.anim.busy() && self.reply.idle_for >= pause => {
                self.reply.ready = None;
                log::debug!("reversi: computer plays {square}");
                let action = self.play(square, &mut cx.sound);
                self.notes.book_move = self.reply.from_book;
                return action;
            }
            Some(_) => {}
            None => {
                if self.computer.busy() != Some(Purpose::Move) {
                    self.computer
                        .ask(board, self.move_level(&board), Purpose::Move);
                }
            }
        }
        GameAction::None
    }

    /// Spends the computer's time while it searches for its own move (not while the pause
    /// dialog is open), and times the thinking indicator.
    pub(super) fn run_clock(&mut self, dt: f32) {
        let side = self.game.board().side();
        let thinking = self.computer.busy() == Some(Purpose::Move);
        self.timekeeping.thinking_for = if thinking && !self.timekeeping.paused {
            self.timekeeping.thinking_for + dt
        } else {
            0.0
        };
        if let Some(clock) = self
            .timekeeping
            .clock
            .as_mut()
            .filter(|_| thinking && !self.timekeeping.paused)
        {
            clock.spend(side, dt);
        }
    }

    /// While the computer thinks, the panel redraws as the thinking indicator steps and
    /// as the computer's clock, if it has one, turns over.
    pub(super) fn clock_wake(&self) -> Wake {
        let thinking = self.computer.busy() == Some(Purpose::Move);
        if !thinking || self.timekeeping.paused {
            return Wake::Idle;
        }
        let step = 1.0 / hud::THINKING_STEPS_PER_SECOND;
        let indicator = Wake::In(step - self.timekeeping.thinking_for.rem_euclid(step));
        match &self.timekeeping.clock {
            Some(c) => indicator.sooner(Wake::In(c.next_tick(self.game.board().side()))),
            None => indicator,
        }
    }

    /// The thinking indicator's step now, while the computer thinks.
    pub(super) fn thinking_step(&self) -> Option<u32> {
        let thinking = self.computer.busy() == Some(Purpose::Move);
        let t = self.timekeeping.thinking_for;
        thinking.then_some((t * hud::THINKING_STEPS_PER_SECOND) as u32)
    }
}
