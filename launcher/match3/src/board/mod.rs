//! The board every game on a match-3 board is played on: Classic, Timed and Endless, and
//! the levels game. One controller owns the board as shown, the input (clicks, drags, keys
//! and the keyboard's cursor), the swap, the turn's timeline, the hint, the clock and the
//! drawing of the board; a game configures it ([`Setup`]), names its engine ([`Engine`])
//! and answers what only it knows through [`BoardRules`] (what its own events show).

mod drive;
mod engine;

pub use engine::Engine;

use super::anim::{Motion, Step};
use super::board_view::{self, BoardLook};
use super::hud::Buttons;
use super::layout::{Layout, layout};
use super::picking::Picking;
use super::stage::Stage;
use super::turns::{self, Play};
use ::match3::{Board, Swap, Terrain};
use grid_core::Pos;
use launcher_kit::draw::Painter;
use launcher_kit::geom::Size;
use launcher_kit::input::Key;
use launcher_kit::services::Services;
use launcher_kit::services::Sounds;
use launcher_kit::sound::Sfx;
use launcher_kit::ui::{Button, ButtonStyle, Timeline};

/// Seconds between the end of a game and its end screen, so the last pieces settle.
pub const END_PAUSE: f32 = 1.2;

/// What a game played on the board answers beyond its engine: what its own events show.
/// The controller does the rest.
pub trait BoardRules {
    /// The engine the game plays.
    type Engine: Engine;

    /// What a played swap reported (`accepted` when the pieces stayed swapped): queued.
    fn played(
        &mut self,
        board: &mut BoardState<Self::Engine>,
        events: Vec<Event<Self>>,
        _accepted: bool,
        _cx: &mut Services,
    ) {
        board.queue(events);
    }

    /// The animation of `event` as it starts (board events: [`Stage::board_step`]).
    fn start(
        &mut self,
        board: &mut BoardState<Self::Engine>,
        event: Event<Self>,
        cx: &mut Services,
    ) -> Step;

    /// The clock ran out.
    fn time_up(&mut self, board: &mut BoardState<Self::Engine>, cx: &mut Services);

    /// Whether the clock runs (besides the board not being over).
    fn clock_runs(&self, _board: &BoardState<Self::Engine>) -> bool {
        true
    }

    /// Moves the game's own animations on by `dt` animation seconds (before the timeline).
    fn animate(&mut self, _dt: f32) {}

    /// The player skipped the turn's animations: what the game animates by itself stops.
    fn skipped(&mut self) {}

    /// The turn has been shown completely.
    fn settled(&mut self, _board: &BoardState<Self::Engine>) {}
}

/// The events of the engine `R` plays.
pub type Event<R> = <<R as BoardRules>::Engine as Engine>::Event;

/// A game's rules on the board the player sees and uses.
pub struct BoardController<R: BoardRules> {
    /// What only the game knows.
    pub rules: R,
    /// The engine and the board as the player sees and uses it.
    pub state: BoardState<R::Engine>,
}

/// What a game sets up its board with.
#[derive(Debug, Clone)]
pub struct Setup {
    /// What the log lines start with ("match3", "levels:").
    pub tag: &'static str,
    /// The caption of the panel's second button (a new game, the way back).
    pub new_game: &'static str,
    /// The caption of the pause button.
    pub pause: &'static str,
    /// Seconds without input before the hint shows; 0 for never.
    pub hint_after: f32,
    /// Seconds on the clock; `None` for a game without one.
    pub time_left: Option<f32>,
    /// A level board's ground (holes, jelly, blockers); `None` for a full board.
    pub terrain: Option<Terrain>,
}

/// What the player asked of the board's panel and keys, beyond the board itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardAction {
    /// Nothing more.
    None,
    /// The pause button.
    Pause,
    /// The new-game button (a level's: back to the map).
    NewGame,
    /// A key the board does not use.
    Key(Key),
}

/// The idle timer and the hint it shows.
#[derive(Debug, Clone, Copy, Default)]
struct Hinting {
    /// The move shown.
    shown: Option<Swap>,
    /// Seconds without input.
    idle: f32,
    /// Seconds without input before the hint shows; 0 for never.
    after: f32,
}

/// The board of a match-3 game as the player sees and uses it.
pub struct BoardState<G: Engine> {
    /// The engine's game.
    pub game: G,
    /// The board as shown (trailing the engine's while a turn plays) and its effects.
    pub stage: Stage,
    timeline: Timeline<Play<G::Event>>,
    picking: Picking,
    hinting: Hinting,
    /// Seconds left on the clock.
    time_left: Option<f32>,
    /// The ground as shown, on a level board.
    terrain: Option<Terrain>,
    paused: bool,
    /// The game has ended; the board takes no more moves.
    over: bool,
    /// Animation seconds since the end settled.
    end_wait: f32,
    /// Seconds since the board started (animations that loop).
    clock: f32,
    buttons: Buttons,
    size: Size,
    tag: &'static str,
}

impl<G: Engine> BoardState<G> {
    /// `game`'s board as it is now, laid out for `viewport`.
    fn new(game: G, shown: Board, score: u64, viewport: Size, setup: Setup) -> BoardState<G> {
        let l = layout(viewport, shown.width(), shown.height());
        let mut board = BoardState {
            game,
            stage: Stage::new(shown, score, l),
            timeline: Timeline::default(),
            picking: Picking::default(),
            hinting: Hinting {
                after: setup.hint_after,
                ..Hinting::default()
            },
            time_left: setup.time_left,
            terrain: setup.terrain,
            paused: false,
            over: false,
            end_wait: 0.0,
            clock: 0.0,
            buttons: Buttons {
                hint: Button::keyed("common-hint", ButtonStyle::Primary),
                new_game: Button::keyed(setup.new_game, ButtonStyle::Normal),
                pause: Button::keyed(setup.pause, ButtonStyle::Normal),
            },
            size: viewport,
            tag: setup.tag,
        };
        board.buttons.place(&board.stage.layout);
        board
    }

    /// Queues events to be shown in order.
    pub fn queue(&mut self, events: Vec<G::Event>) {
        turns::queue(&mut self.timeline, events);
    }

    /// Whether a turn is still being shown (input waits meanwhile).
    pub fn busy(&self) -> bool {
        self.timeline.busy()
    }

    /// Whether the board takes moves now.
    pub fn accepts_moves(&self) -> bool {
        !self.busy() && !self.over && !self.paused
    }

    /// Whether the game has ended.
    pub fn over(&self) -> bool {
        self.over
    }

    /// Whether the end has been shown and has settled.
    pub fn end_settled(&self) -> bool {
        self.over && !self.busy() && self.end_wait >= END_PAUSE
    }

    /// The layout of board and panel.
    pub fn layout(&self) -> &Layout {
        &self.stage.layout
    }

    /// The panel's buttons.
    pub fn buttons(&self) -> &Buttons {
        &self.buttons
    }

    /// The selected piece.
    pub fn selected(&self) -> Option<Pos> {
        self.picking.selected
    }

    /// The move the hint shows, once it shows.
    pub fn hint_shown(&self) -> Option<Swap> {
        self.hinting.shown
    }

    /// Seconds left on the clock.
    pub fn time_left(&self) -> Option<f32> {
        self.time_left
    }

    /// The ground as shown, on a level board.
    pub fn terrain(&self) -> Option<&Terrain> {
        self.terrain.as_ref()
    }

    /// Changes the ground as shown at `pos` (jelly or a blocker was hit).
    pub fn set_tile(&mut self, pos: Pos, tile: ::match3::Tile) {
        if let Some(t) = self.terrain.as_mut().and_then(|t| t.get_mut(pos)) {
            *t = tile;
        }
    }

    /// The clock stops and the input waits while the host's pause dialog is open.
    pub fn set_paused(&mut self, paused: bool) {
        self.paused = paused;
        self.picking.drop_press();
    }

    /// Lays the board out for a window of `size`.
    pub fn relayout(&mut self, size: Size) {
        self.size = size;
        self.stage.layout = layout(size, self.stage.shown.width(), self.stage.shown.height());
        self.buttons.place(&self.stage.layout);
    }

    /// The game has ended: no more moves, and a banner saying why that stays until the
    /// end screen opens over the board.
    pub fn end(&mut self, text: String, sound: &mut Sounds) {
        self.over = true;
        self.picking.reset();
        self.hinting.shown = None;
        sound.play(Sfx::GameOver);
        self.stage.show_banner(text, END_PAUSE);
    }

    /// The step of a stuck board: a banner saying so while the reshuffle is queued.
    pub fn shuffling(&mut self, text: String) -> Step {
        self.stage.show_banner(text, 1.2);
        Step::new(Motion::Wait, 0.8)
    }

    /// Shows one possible move now.
    pub fn show_hint(&mut self, hint: Option<Swap>) {
        self.hinting.shown = hint;
        if let Some(h) = hint {
            log::debug!("{} hint {h}", self.tag);
        }
    }

    /// Whether the clock runs now (it stops at the end).
    fn clock_running(&self, runs: bool) -> bool {
        self.time_left.is_some() && !self.over && runs
    }

    /// Advances the clock by `dt` real seconds; true when it has just run out.
    fn tick_clock(&mut self, dt: f32, runs: bool) -> bool {
        if !self.clock_running(runs) {
            return false;
        }
        match self.time_left.as_mut() {
            Some(t) => {
                *t = (*t - dt).max(0.0);
                *t <= 0.0
            }
            None => false,
        }
    }

    /// Draws the board with its pieces, animations, highlights, effects and banner.
    pub fn draw(&self, p: &mut Painter) {
        let look = BoardLook {
            layout: &self.stage.layout,
            shown: &self.stage.shown,
            steps: turns::steps(&self.timeline).collect(),
            selected: self.picking.selected,
            hint: self.hinting.shown,
            clock: self.clock,
            fx: &self.stage.fx,
            banner: self.stage.banner.as_ref(),
            cursor: self.picking.cursor,
            terrain: self.terrain.as_ref(),
        };
        board_view::draw(&look, p);
    }
}
