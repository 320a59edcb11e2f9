//! Driving the board of a game: input, the frame's clocks and animations, and when the
//! window should next redraw. Generic over the game's [`BoardRules`], so Classic, Timed,
//! Endless and the levels share every rule of how the board is used.

use super::super::hud::Pressed;
use super::super::picking::Gesture;
use super::super::turns::{self, BoardEvent};
use super::{BoardAction, BoardController, BoardRules, BoardState, END_PAUSE, Engine, Setup};
use ::match3::{Board, Event};
use grid_core::Pos;
use launcher_kit::geom::Size;
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::scene::Wake;
use launcher_kit::services::Clock;
use launcher_kit::services::Services;
use launcher_kit::sound::Sfx;

impl<R: BoardRules> BoardController<R> {
    /// `rules` and `game` on a board showing `shown` with `score` points, laid out for
    /// `viewport`.
    pub fn new(
        rules: R,
        game: R::Engine,
        shown: Board,
        score: u64,
        viewport: Size,
        setup: Setup,
    ) -> BoardController<R> {
        BoardController {
            rules,
            state: BoardState::new(game, shown, score, viewport, setup),
        }
    }

    /// Input on the board and its panel: selections, swaps and the hint are handled
    /// here; what else the player asked is returned.
    pub fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> BoardAction {
        if let InputEvent::Resize(size) = ev {
            self.state.relayout(*size);
            return BoardAction::None;
        }
        if matches!(
            ev,
            InputEvent::MouseDown { .. } | InputEvent::KeyDown { .. }
        ) {
            self.state.hinting.idle = 0.0;
            // Input while the turn still plays: the player is ahead of it.
            if self.state.busy() && !self.state.over {
                self.finish_animations(cx);
            }
        }
        if let InputEvent::MouseDown { .. } = ev {
            self.state.picking.cursor.hide();
        }
        if let InputEvent::KeyDown { key, .. } = *ev {
            return self.key(key, cx);
        }
        let pressed = self.state.buttons.clicked(ev);
        match pressed {
            Some(Pressed::Pause) => {
                cx.sound.play(Sfx::Click);
                return BoardAction::Pause;
            }
            Some(Pressed::NewGame) => {
                cx.sound.play(Sfx::Click);
                return BoardAction::NewGame;
            }
            _ => {}
        }
        if !self.state.accepts_moves() {
            self.state.picking.drop_press();
            return BoardAction::None;
        }
        if pressed == Some(Pressed::Hint) {
            cx.sound.play(Sfx::Click);
            self.state.show_hint(self.state.game.hint_move());
            return BoardAction::None;
        }
        let g = self.state.picking.mouse(ev, &self.state.stage.layout);
        self.gesture(g, cx);
        BoardAction::None
    }

    /// The keyboard: arrows move the cursor, or swap the selected piece under it that
    /// way; Enter or Space clicks where the cursor is; H shows a hint.
    fn key(&mut self, key: Key, cx: &mut Services) -> BoardAction {
        let shown = &self.state.stage.shown;
        let (rows, cols) = (shown.height(), shown.width());
        let moves = self.state.accepts_moves();
        match self.state.picking.key(key, rows, cols, moves) {
            Some(g) => self.gesture(g, cx),
            None if key == Key::Char('h') && moves => {
                cx.sound.play(Sfx::Click);
                self.state.show_hint(self.state.game.hint_move());
            }
            None => return BoardAction::Key(key),
        }
        BoardAction::None
    }

    /// Carries out what the player's input asks for.
    fn gesture(&mut self, gesture: Gesture, cx: &mut Services) {
        match gesture {
            Gesture::None => {}
            Gesture::Selected(pos) => {
                if self.state.stage.shown.cell(pos).is_empty() {
                    // A hole or a blocker holds nothing to move.
                    self.state.picking.selected = None;
                } else {
                    log::debug!("{} select {pos}", self.state.tag);
                    cx.sound.play(Sfx::Select);
                }
            }
            Gesture::Swap(from, to) => self.swap(from, to, cx),
        }
    }

    /// Asks the engine to swap `from` with `to` and hands the game what it reports (the
    /// player's swap, or one a bot plays for the player to watch).
    pub fn swap(&mut self, from: Pos, to: Pos, cx: &mut Services) {
        self.state.picking.selected = None;
        self.state.hinting.shown = None;
        let tag = self.state.tag;
        match self.state.game.swap(from, to) {
            Ok(events) => {
                let accepted = matches!(
                    events.first().and_then(BoardEvent::board),
                    Some(Event::Swapped { .. })
                );
                log::debug!(
                    "{tag} swap {from} {to} {}",
                    if accepted { "accepted" } else { "rejected" }
                );
                self.rules.played(&mut self.state, events, accepted, cx);
            }
            Err(e) => log::debug!("{tag} swap {from} {to} not played: {e}"),
        }
    }

    /// Advances the clock, the animations, the timeline and the hint's timer by `dt`
    /// real seconds.
    pub fn update(&mut self, dt: f32, cx: &mut Services) {
        if cx.viewport != self.state.size {
            self.state.relayout(cx.viewport);
        }
        if self.state.paused {
            return;
        }
        let a = cx.settings.anim_dt(dt);
        self.state.clock += cx.clock.loop_dt(a);
        if self
            .state
            .tick_clock(dt, self.rules.clock_runs(&self.state))
        {
            self.rules.time_up(&mut self.state, cx);
        }
        self.state.stage.update(a);
        self.rules.animate(a);
        self.play_events(a, cx);
        self.tick_hint(dt, &mut cx.clock);
        if self.state.over && !self.state.busy() {
            self.state.end_wait += a;
        }
    }

    /// Counts idle time and shows the hint when it is due.
    fn tick_hint(&mut self, dt: f32, clock: &mut Clock) {
        if !self.state.accepts_moves() {
            self.state.hinting.idle = 0.0;
            return;
        }
        let h = &mut self.state.hinting;
        h.idle += dt;
        if h.after > 0.0 && h.idle >= h.after && h.shown.is_none() {
            self.state.show_hint(self.state.game.hint_move());
            clock.stir();
        }
    }

    /// Advances the timeline by `dt` (already scaled by the animation speed): each event
    /// that starts becomes the game's step for it.
    fn play_events(&mut self, dt: f32, cx: &mut Services) {
        let was_busy = self.state.busy();
        turns::advance(
            self,
            |c| &mut c.state.timeline,
            dt,
            |c, event| c.rules.start(&mut c.state, event, cx),
        );
        if was_busy && !self.state.busy() {
            self.state.stage.chain = 0;
            self.rules.settled(&self.state);
        }
    }

    /// Plays every queued animation to its end at once (a reshuffle queued meanwhile
    /// too).
    pub fn finish_animations(&mut self, cx: &mut Services) {
        while self.state.busy() {
            self.play_events(f32::INFINITY, cx);
        }
        self.rules.skipped();
    }

    /// When the board next changes by itself; `moving` says the game's own animations
    /// run.
    pub fn wake(&self, moving: bool, cx: &Services) -> Wake {
        let board = &self.state;
        if board.paused {
            return Wake::Idle;
        }
        let running_clock = board.clock_running(self.rules.clock_runs(board));
        let ending = board.over && board.end_wait < END_PAUSE;
        let moving = moving || board.busy() || board.stage.is_active() || running_clock || ending;
        let h = board.hinting;
        let hint = if h.after > 0.0 && h.shown.is_none() && board.accepts_moves() {
            Wake::In((h.after - h.idle).max(0.0))
        } else {
            Wake::Idle
        };
        // Selected pieces bob, hints blink and specials glow.
        Wake::animating_if(moving)
            .sooner(hint)
            .sooner(cx.clock.looping_wake())
    }
}
