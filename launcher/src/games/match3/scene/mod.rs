//! The running match-3 game: the engine's game, the board as shown (which trails the
//! engine's while a turn is animated), selection and dragging, the hint timer, the clock
//! of the timed mode and the end of the game.

mod play;

use super::board_view::{self, Banner, BoardLook};
use super::hud::{self, Buttons, Panel};
use super::layout::{Layout, layout};
use super::{Match3Mode, Match3Settings};
use crate::draw::Painter;
use crate::games::{GameAction, GameId, GameKind, GameScene, Outcome};
use crate::geom::{Point, Size};
use crate::input::{InputEvent, Key, MouseButton};
use crate::persist::statistics::{Figure, Fold, GameResult};
use crate::scene::Wake;
use crate::services::Services;
use crate::sound::Sfx;
use crate::ui::{Button, ButtonStyle, Cursor, Effects, Timeline, arrow_step, neighbour};
use ::match3::{Board, Event, Game, Mode, Status, Swap};
use grid_core::Pos;
use play::Play;

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
    /// The end screen's big line.
    pub fn headline(self) -> &'static str {
        match self {
            Ending::NoMoves => "No more moves",
            Ending::TimeUp => "Time's up",
            Ending::Finished => "Game finished",
        }
    }
}

/// The match-3 scene.
pub struct Match3Scene {
    game: Game,
    /// The board as the player sees it: the engine's board once every event is played.
    shown: Board,
    timeline: Timeline<Play>,
    fx: Effects,
    /// The score as shown: it grows as the cascades are shown.
    pub(super) shown_score: u64,
    /// The cascade being shown (0 between turns).
    chain: u32,
    pub(super) best_chain: u32,
    banner: Option<Banner>,
    selected: Option<Pos>,
    /// The piece pressed and where, while the button is held (for dragging).
    press: Option<(Pos, Point)>,
    /// Seconds without input, for the hint.
    idle: f32,
    /// The keyboard's place on the board.
    cursor: Cursor,
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
    layout: Layout,
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
            shown_score: game.score(),
            shown,
            timeline,
            fx: Effects::default(),
            chain: 0,
            best_chain: 0,
            banner: None,
            selected: None,
            press: None,
            idle: 0.0,
            cursor: Cursor::default(),
            hint_after: f32::from(settings.hint_seconds),
            hint: None,
            time_left,
            paused: false,
            ending: None,
            end_wait: 0.0,
            clock: 0.0,
            layout: l,
            buttons: Buttons {
                hint: Button::new("Hint", ButtonStyle::Primary),
                new_game: Button::new("New game", ButtonStyle::Normal),
                pause: Button::new("Pause", ButtonStyle::Normal),
            },
            size: viewport,
            game,
        };
        scene.place_buttons();
        log::debug!(
            "match3 board {} mode {}",
            scene.shown.row_strings().join("/"),
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
        &self.shown
    }

    /// The selected piece.
    pub fn selected(&self) -> Option<Pos> {
        self.selected
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
        &self.layout
    }

    fn relayout(&mut self, size: Size) {
        self.size = size;
        self.layout = layout(size, self.shown.width(), self.shown.height());
        self.place_buttons();
    }

    fn place_buttons(&mut self) {
        self.buttons.hint.rect = self.layout.hint;
        self.buttons.new_game.rect = self.layout.new_game;
        self.buttons.pause.rect = self.layout.pause;
    }

    /// Whether the board takes input now.
    fn accepts_moves(&self) -> bool {
        !self.busy() && self.ending.is_none() && !self.paused
    }

    /// A click (press and release) on `pos`: select, deselect, swap or move the selection.
    fn click(&mut self, pos: Pos, cx: &mut Services) {
        match self.selected {
            Some(s) if s == pos => self.selected = None,
            Some(s) if s.is_orthogonal_neighbor(pos) => self.swap(s, pos),
            _ => {
                log::debug!("match3 select {pos}");
                self.selected = Some(pos);
                cx.play(Sfx::Select);
            }
        }
    }

    /// Asks the engine to swap `from` with `to` and queues what it reports.
    fn swap(&mut self, from: Pos, to: Pos) {
        self.selected = None;
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
    /// Enter or Space clicks where the cursor is; H shows a hint.
    fn key(&mut self, key: Key, cx: &mut Services) -> GameAction {
        let (rows, cols) = (self.shown.height(), self.shown.width());
        let selected_here = self.selected.is_some() && self.selected == self.cursor.pos();
        if selected_here && self.accepts_moves() {
            if let (Some(from), Some(step)) = (self.selected, arrow_step(key)) {
                if let Some(to) = neighbour(from, step, rows, cols) {
                    self.cursor.move_to(to);
                    self.swap(from, to);
                }
                return GameAction::None;
            }
        }
        if self.cursor.arrow(key, rows, cols) {
            return GameAction::None;
        }
        match (key, self.cursor.pos()) {
            (Key::Enter | Key::Space, Some(at)) if self.accepts_moves() => self.click(at, cx),
            (Key::Char('h'), _) if self.accepts_moves() => {
                cx.play(Sfx::Click);
                self.show_hint();
            }
            // The panel's New game button.
            (Key::Char('n'), _) => return GameAction::NewGame,
            _ => {}
        }
        GameAction::None
    }

    /// Mouse input on the board.
    fn board_input(&mut self, ev: &InputEvent, cx: &mut Services) {
        match *ev {
            InputEvent::MouseDown {
                pos,
                button: MouseButton::Left,
            } => match self.layout.cell_at(pos) {
                Some(cell) => self.press = Some((cell, pos)),
                None => self.selected = None,
            },
            InputEvent::MouseMove { pos } => {
                let Some((cell, start)) = self.press else {
                    return;
                };
                if let Some(to) = self.drag_target(cell, start, pos) {
                    self.press = None;
                    self.swap(cell, to);
                }
            }
            InputEvent::MouseUp {
                pos,
                button: MouseButton::Left,
            } => {
                let Some((cell, _)) = self.press.take() else {
                    return;
                };
                match self.layout.cell_at(pos) {
                    Some(up) if up == cell => self.click(cell, cx),
                    Some(up) if up.is_orthogonal_neighbor(cell) => self.swap(cell, up),
                    _ => {}
                }
            }
            _ => {}
        }
    }

    /// The neighbour a drag from `cell` (pressed at `start`) to `now` points at, once it
    /// has gone far enough.
    fn drag_target(&self, cell: Pos, start: Point, now: Point) -> Option<Pos> {
        let (dx, dy) = (now.x - start.x, now.y - start.y);
        if dx.abs().max(dy.abs()) < self.layout.cell * 0.4 {
            return None;
        }
        let (row, col) = if dx.abs() > dy.abs() {
            (cell.row as isize, cell.col as isize + dx.signum() as isize)
        } else {
            (cell.row as isize + dy.signum() as isize, cell.col as isize)
        };
        let inside = row >= 0
            && col >= 0
            && (row as usize) < self.shown.height()
            && (col as usize) < self.shown.width();
        inside.then(|| Pos::new(row as usize, col as usize))
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
        crate::games::match3::ID
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
            self.cursor.hide();
        }
        if let InputEvent::KeyDown { key, .. } = *ev {
            return self.key(key, cx);
        }
        if self.buttons.pause.event(ev) {
            cx.play(Sfx::Click);
            return GameAction::Pause;
        }
        if self.buttons.new_game.event(ev) {
            cx.play(Sfx::Click);
            return GameAction::NewGame;
        }
        let hint_clicked = self.buttons.hint.event(ev);
        if !self.accepts_moves() {
            self.press = None;
            return GameAction::None;
        }
        if hint_clicked {
            cx.play(Sfx::Click);
            self.show_hint();
            return GameAction::None;
        }
        let on_button = ev.pointer().is_some_and(|p| {
            [self.layout.hint, self.layout.new_game, self.layout.pause]
                .iter()
                .any(|r| r.contains(p))
        });
        if !on_button {
            self.board_input(ev, cx);
        }
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
        self.fx.update(a);
        if let Some(b) = self.banner.as_mut() {
            b.age += a;
            if b.age >= b.life {
                self.banner = None;
            }
        }
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
        let moving =
            self.busy() || self.fx.is_active() || self.banner.is_some() || running_clock || ending;
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
            layout: &self.layout,
            buttons: &self.buttons,
            best: cx
                .scores
                .table(super::ID, &mode_key)
                .first()
                .map(|e| e.score),
            mode: GameKind::score_tables(&super::Kind)
                .into_iter()
                .find(|t| t.key == mode_key)
                .map_or(String::new(), |t| t.label),
            score: self.shown_score,
            turns: self.game.turns(),
            chain: self.chain,
            best_chain: self.best_chain,
            time_left: self.time_left.map(|t| (t, t / TIME_LIMIT)),
            settled: !self.busy() && self.ending.is_none(),
        };
        hud::draw(&panel, p, cx.viewport);
        let look = BoardLook {
            layout: &self.layout,
            shown: &self.shown,
            steps: self.steps().collect(),
            selected: self.selected,
            hint: self.hint,
            clock: self.clock,
            fx: &self.fx,
            banner: self.banner.as_ref(),
            cursor: self.cursor,
        };
        board_view::draw(&look, p);
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
        let mut detail = format!("{turns} move{} made", if turns == 1 { "" } else { "s" });
        if self.best_chain >= 2 {
            detail.push_str(&format!(", best chain ×{}", self.best_chain));
        }
        Some(Outcome {
            headline: ending.headline().to_string(),
            detail,
            score: Some(self.game.score()),
            result: Some(GameResult {
                score: self.game.score(),
                figures: vec![Figure {
                    name: "Best chain",
                    value: u64::from(self.best_chain),
                    fold: Fold::Max,
                }],
                ..GameResult::default()
            }),
            name: None,
        })
    }

    fn state(&self) -> Option<toml::Value> {
        super::write_state(&self.game, self.time_left, self.best_chain)
    }

    fn worth_keeping(&self) -> bool {
        self.ending.is_none() && self.game.turns() > 0
    }

    fn set_paused(&mut self, paused: bool) {
        self.paused = paused;
        self.press = None;
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
