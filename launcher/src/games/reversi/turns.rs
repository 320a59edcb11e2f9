//! How the game moves on: a person's click, the computer's answers, undo and redo. Every
//! move goes through the engine (`Game::play`), and its events go to the animation queue.

use super::computer::Purpose;
use super::{REPLY_PAUSE, ReversiScene, WATCH_PAUSE, name};
use crate::persist::ReversiMode;
use crate::services::Services;
use crate::sound::Sfx;
use reversi::{Event, Square};

impl ReversiScene {
    /// Places a disc for the side to move and queues the animations.
    pub(super) fn play(&mut self, square: Square, cx: &mut Services) {
        let side = self.game.board().side();
        match self.game.play(square) {
            Ok(events) => {
                log::debug!("reversi: {} plays {square}", name(side));
                self.hint = None;
                self.hover = None;
                self.pass_notice = events.iter().find_map(|e| match e {
                    Event::Passed { player } => Some(format!("{} passed", name(*player))),
                    _ => None,
                });
                if let Some(notice) = &self.pass_notice {
                    log::debug!("reversi: {notice}");
                }
                self.anim.push(events);
            }
            Err(e) => {
                log::warn!("reversi: {e}");
                cx.play(Sfx::Invalid);
            }
        }
    }

    pub(super) fn click(&mut self, square: Square, cx: &mut Services) {
        if self.persons_turn() && self.game.board().is_legal(square) {
            self.play(square, cx);
        }
    }

    /// Takes back a move; against the computer, back to the person's turn.
    pub(super) fn undo(&mut self) {
        if !self.game.undo() {
            return;
        }
        while self.players.mode == ReversiMode::VsComputer
            && self.is_computer(self.game.board().side())
            && self.game.can_undo()
        {
            self.game.undo();
        }
        self.after_jump();
        log::debug!("reversi: undo to move {}", self.game.moves().count() + 1);
    }

    /// Plays again what was taken back; against the computer, its reply too.
    pub(super) fn redo(&mut self) {
        self.after_jump();
        while let Some(events) = self.game.redo() {
            self.anim.push(events);
            let computer_next = self.players.mode == ReversiMode::VsComputer
                && self.is_computer(self.game.board().side());
            if !computer_next || self.game.is_over() {
                break;
            }
        }
        log::debug!("reversi: redo to move {}", self.game.moves().count() + 1);
    }

    /// After the position changed other than by a move: forget what was for the old one.
    pub(super) fn after_jump(&mut self) {
        self.computer.cancel();
        self.ready = None;
        self.hint = None;
        self.pass_notice = None;
        self.anim.snap_to(&self.game.board());
    }

    /// Takes the computer's answers and starts or applies its moves.
    pub(super) fn drive_computer(&mut self, cx: &mut Services) {
        if let Some(answer) = self.computer.poll() {
            if answer.board == self.game.board() {
                match answer.purpose {
                    Purpose::Move => self.ready = answer.result.best,
                    Purpose::Hint => {
                        self.hint = answer.result.best;
                        if let Some(sq) = self.hint {
                            log::debug!("reversi: hint {sq}");
                            cx.stir();
                        }
                    }
                }
            }
        }
        let board = self.game.board();
        if self.setup.is_some() || self.game.is_over() || !self.is_computer(board.side()) {
            return;
        }
        let pause = match self.players.mode {
            ReversiMode::ComputerVsComputer => WATCH_PAUSE,
            _ => REPLY_PAUSE,
        };
        match self.ready {
            Some(square) if !self.anim.busy() && self.idle_for >= pause => {
                self.ready = None;
                log::debug!("reversi: computer plays {square}");
                self.play(square, cx);
            }
            Some(_) => {}
            None => {
                if self.computer.busy() != Some(Purpose::Move) {
                    self.computer.ask(board, self.level(), Purpose::Move);
                }
            }
        }
    }
}
