//! The running match-3 game: the engine's game, the board as shown (which trails the
//! engine's while a turn is animated), selection and dragging, the hint timer, the clock
//! of the timed mode and the end of the game.

mod play;

use super::board_view::{self, BoardLook};
use super::hud::{self, Buttons, Panel, Pressed};
use super::layout::{Layout, layout};
use super::picking::{Gesture, Picking};
use super::stage::Stage;
use super::turns::Play;
use super::{Match3Mode, Match3Settings};
use ::match3::{Board, Event, Game, Mode, Status, Swap};
use grid_core::Pos;
use launcher_kit::draw::Painter;
use launcher_kit::game::{GameAction, GameId, GameScene, Outcome};
use launcher_kit::geom::{Rect, Size};
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::persist::statistics::{Figure, Fold, GameResult};
use launcher_kit::scene::Wake;
use launcher_kit::services::Services;
use launcher_kit::sound::Sfx;
use launcher_kit::ui::{Button, ButtonStyle, Timeline};

/// Seconds of a timed game.
pub const TIME_LIMIT: f32 = 120.0;
/// Seconds between the end of the game and the end screen, so the last pieces settle.
pub const END_PAUSE: f32 = 1.2;

/// Why the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// No move is left (Classic), or no reshuffle could be found (Timed).
    NoMoves,
    /// The timed game's clock ran out.
    TimeUp,
    /// The player finished an endless game.
    Finished,
}

impl Ending {
    /// The message key of the end screen's big line.
    pub fn headline(self) -> &'static str {
        match self {
            Ending::NoMoves => "match3-end-no-moves",
            Ending::TimeUp => "match3-end-time-up",
            Ending::Finished => "match3-end-finished",
        }
    }
}

/// The match-3 scene.
pub struct Match3Scene {
    game: Game,
    /// The board as the player sees it, and what moves over it.
    pub(super) stage: Stage,
    timeline: Timeline<Play<Event>>,
    /// The selection and the keyboard's cursor.
    picking: Picking,
    /// Seconds without input, for the hint.
    idle: f32,
    /// Seconds without input before the hint shows; 0 for never.
    hint_after: f32,
    hint: Option<Swap>,
    /// Seconds left in a timed game.
    time_left: Option<f32>,
    paused: bool,
    ending: Option<Ending>,
    end_wait: f32,
    /// Seconds since the scene started (animations that loop).
    clock: f32,
    buttons: Buttons,
    size: Size,
}

impl Match3Scene {
    /// A scene showing `game`; `time_left` continues a timed game's clock.
    pub fn new(
        game: Game,
        time_left: Option<f32>,
        settings: &Match3Settings,
        viewport: Size,
    ) -> Match3Scene {
        let shown = game.board().clone();
        let time_left = match game.settings().mode {
            Mode::Timed => Some(time_left.unwrap_or(TIME_LIMIT).clamp(0.0, TIME_LIMIT)),
            Mode::Classic | Mode::Endless => None,
        };
        let mut timeline = Timeline::default();
        if game.status() == Status::NeedsReshuffle {
            // Saved while stuck: show the reshuffle the engine is waiting for.
            timeline.push(Play::Waiting(Event::NoMoves));
        }
        let l = layout(viewport, shown.width(), shown.height());
        let mut scene = Match3Scene {
            stage: Stage::new(shown, game.score(), l),
            timeline,
            picking: Picking::default(),
            idle: 0.0,
            hint_after: f32::from(settings.hint_seconds),
            hint: None,
            time_left,
            paused: false,
            ending: None,
            end_wait: 0.0,
            clock: 0.0,
            buttons: Buttons {
                hint: Button::keyed("common-hint", ButtonStyle::Primary),
                new_game: Button::keyed("common-new-game", ButtonStyle::Normal),
                pause: Button::keyed("match3-pause", ButtonStyle::Normal),
            },
            size: viewport,
            game,
        };
        scene.buttons.place(&scene.stage.layout);
        log::debug!(
            "match3 board {} mode {}",
            scene.stage.shown.row_strings().join("/"),
            scene.mode_key()
        );
        scene
    }

    /// The engine's game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The board as shown now.
    pub fn shown(&self) -> &Board {
        &self.stage.shown
    }

    /// The selected piece.
    pub fn selected(&self) -> Option<Pos> {
        self.picking.selected
    }

    /// The move the hint shows, once it shows.
    pub fn hint_shown(&self) -> Option<Swap> {
        self.hint
    }

    /// Seconds left in a timed game.
    pub fn time_left(&self) -> Option<f32> {
        self.time_left
    }

    /// The current layout.
    pub fn layout(&self) -> &Layout {
        &self.stage.layout
    }

    fn relayout(&mut self, size: Size) {
        self.size = size;
        self.stage.layout = layout(size, self.stage.shown.width(), self.stage.shown.height());
        self.buttons.place(&self.stage.layout);
    }

    /// Whether the board takes input now.
    fn accepts_moves(&self) -> bool {
        !self.busy() && self.ending.is_none() && !self.paused
    }

    /// Carries out what the player's input asks for.
    fn gesture(&mut self, gesture: Gesture, cx: &mut Services) {
        match gesture {
            Gesture::None => {}
            Gesture::Selected(pos) => {
                log::debug!("match3 select {pos}");
                cx.play(Sfx::Select);
            }
            Gesture::Swap(from, to) => self.swap(from, to),
        }
    }

    /// Asks the engine to swap `from` with `to` and queues what it reports.
    fn swap(&mut self, from: Pos, to: Pos) {
        self.picking.selected = None;
        self.hint = None;
        match self.game.play(from, to) {
            Ok(events) => {
                let accepted = matches!(events.first(), Some(Event::Swapped { .. }));
                log::debug!(
                    "match3 swap {from} {to} {}",
                    if accepted { "accepted" } else { "rejected" }
                );
                self.show_events(events);
            }
            Err(e) => log::debug!("match3 swap {from} {to} not played: {e}"),
        }
    }

    /// The keyboard: arrows move the cursor, or swap the selected piece under it that way;
    /// Enter or Space clicks where the cursor is; H shows a hint; N asks for a new game.
    fn key(&mut self, key: Key, cx: &mut Services) -> GameAction {
        let (rows, cols) = (self.stage.shown.height(), self.stage.shown.width());
        let moves = self.accepts_moves();
        match self.picking.key(key, rows, cols, moves) {
            Some(g) => self.gesture(g, cx),
            None if key == Key::Char('h') && moves => {
                cx.play(Sfx::Click);
                self.show_hint();
            }
            // The panel's New game button.
            None if key == Key::Char('n') => return GameAction::NewGame,
            None => {}
        }
        GameAction::None
    }

    /// Shows one possible move now.
    fn show_hint(&mut self) {
        self.hint = self.game.hint();
        if let Some(h) = self.hint {
            log::debug!("match3 hint {h}");
        }
    }

    /// Advances the timed game's clock by `dt` real seconds.
    fn tick_clock(&mut self, dt: f32, cx: &mut Services) {
        if self.ending.is_some() {
            return;
        }
        if let Some(t) = self.time_left.as_mut() {
            *t = (*t - dt).max(0.0);
            if *t <= 0.0 {
                log::debug!("match3 time up score {}", self.game.score());
                self.end(Ending::TimeUp, cx);
            }
        }
    }

    /// Counts idle time and shows the hint when it is due.
    fn tick_hint(&mut self, dt: f32, cx: &mut Services) {
        if !self.accepts_moves() {
            self.idle = 0.0;
            return;
        }
        self.idle += dt;
        let due = self.hint_after;
        if due > 0.0 && self.idle >= due && self.hint.is_none() {
            self.show_hint();
            cx.stir();
        }
    }
}

impl GameScene for Match3Scene {
    fn id(&self) -> GameId {
        crate::ID
    }

    fn mode_key(&self) -> String {
        let settings = self.game.settings();
        super::table_key(Match3Mode::of(settings.mode), &settings.board)
    }

    fn game_id(&self, seed: u64) -> Option<String> {
        let id = ::match3::id::GameId {
            settings: *self.game.settings(),
            seed,
        };
        Some(id.to_string())
    }

    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> GameAction {
        if let InputEvent::Resize(size) = ev {
            self.relayout(*size);
            return GameAction::None;
        }
        if matches!(
            ev,
            InputEvent::MouseDown { .. } | InputEvent::KeyDown { .. }
        ) {
            self.idle = 0.0;
            // Input while the turn still plays: the player is ahead of it.
            if self.busy() && self.ending.is_none() {
                self.finish_animations(cx);
            }
        }
        if let InputEvent::MouseDown { .. } = ev {
            self.picking.cursor.hide();
        }
        if let InputEvent::KeyDown { key, .. } = *ev {
            return self.key(key, cx);
        }
        let pressed = self.buttons.clicked(ev);
        match pressed {
            Some(Pressed::Pause) => {
                cx.play(Sfx::Click);
                return GameAction::Pause;
            }
            Some(Pressed::NewGame) => {
                cx.play(Sfx::Click);
                return GameAction::NewGame;
            }
            _ => {}
        }
        if !self.accepts_moves() {
            self.picking.drop_press();
            return GameAction::None;
        }
        if pressed == Some(Pressed::Hint) {
            cx.play(Sfx::Click);
            self.show_hint();
            return GameAction::None;
        }
        let g = self.picking.mouse(ev, &self.stage.layout);
        self.gesture(g, cx);
        GameAction::None
    }

    fn update(&mut self, dt: f32, cx: &mut Services) -> GameAction {
        if cx.viewport != self.size {
            self.relayout(cx.viewport);
        }
        if self.paused {
            return GameAction::None;
        }
        let a = cx.anim_dt(dt);
        self.clock += cx.loop_dt(a);
        self.tick_clock(dt, cx);
        self.stage.update(a);
        self.play_events(a, cx);
        self.tick_hint(dt, cx);
        if self.ending.is_some() && !self.busy() {
            self.end_wait += a;
        }
        GameAction::None
    }

    fn wake(&self, cx: &Services) -> Wake {
        if self.paused {
            return Wake::Idle;
        }
        let running_clock = self.time_left.is_some() && self.ending.is_none();
        let ending = self.ending.is_some() && self.end_wait < END_PAUSE;
        let moving = self.busy() || self.stage.is_active() || running_clock || ending;
        let due = self.hint_after;
        let hint = if due > 0.0 && self.hint.is_none() && self.accepts_moves() {
            Wake::In((due - self.idle).max(0.0))
        } else {
            Wake::Idle
        };
        // Selected pieces bob, hints blink and specials glow.
        Wake::animating_if(moving)
            .sooner(hint)
            .sooner(cx.looping_wake())
    }

    fn draw(&self, p: &mut Painter, cx: &Services) {
        let mode_key = self.mode_key();
        let panel = Panel {
            layout: &self.stage.layout,
            buttons: &self.buttons,
            best: cx
                .scores
                .table(super::ID, &mode_key)
                .first()
                .map(|e| e.score),
            mode: Match3Mode::of(self.game.settings().mode).panel_label(),
            score: self.stage.shown_score,
            turns: self.game.turns(),
            chain: self.stage.chain,
            best_chain: self.stage.best_chain,
            time_left: self.time_left.map(|t| (t, t / TIME_LIMIT)),
            settled: !self.busy() && self.ending.is_none(),
        };
        hud::draw(&panel, p, cx.viewport);
        let look = BoardLook {
            layout: &self.stage.layout,
            shown: &self.stage.shown,
            steps: self.steps().collect(),
            selected: self.picking.selected,
            hint: self.hint,
            clock: self.clock,
            fx: &self.stage.fx,
            banner: self.stage.banner.as_ref(),
            cursor: self.picking.cursor,
            terrain: None,
        };
        board_view::draw(&look, p);
    }

    fn notice_area(&self, _cx: &Services) -> Option<Rect> {
        self.stage.layout.free_top()
    }

    fn score(&self) -> u64 {
        self.game.score()
    }

    fn outcome(&self) -> Option<Outcome> {
        let ending = self.ending?;
        if self.busy() || self.end_wait < END_PAUSE {
            return None;
        }
        let turns = self.game.turns();
        let detail = if self.stage.best_chain >= 2 {
            launcher_kit::tr!(
                "match3-end-moves-chain",
                moves = turns,
                chain = self.stage.best_chain
            )
        } else {
            launcher_kit::tr!("match3-end-moves", moves = turns)
        };
        Some(Outcome {
            headline: launcher_kit::tr!(ending.headline()),
            detail,
            score: Some(self.game.score()),
            result: Some(GameResult {
                score: self.game.score(),
                figures: vec![Figure {
                    name: super::BEST_CHAIN,
                    value: u64::from(self.stage.best_chain),
                    fold: Fold::Max,
                }],
                ..GameResult::default()
            }),
            name: None,
        })
    }

    fn state(&self) -> Option<toml::Value> {
        super::write_state(&self.game, self.time_left, self.stage.best_chain)
    }

    fn worth_keeping(&self) -> bool {
        self.ending.is_none() && self.game.turns() > 0
    }

    fn set_paused(&mut self, paused: bool) {
        self.paused = paused;
        self.picking.drop_press();
    }

    fn ends_by_choice(&self) -> bool {
        self.game.settings().mode == Mode::Endless && self.ending.is_none()
    }

    fn end_by_choice(&mut self, cx: &mut Services) {
        if self.ends_by_choice() {
            self.finish_animations(cx);
            self.end(Ending::Finished, cx);
        }
    }
}
