//! The running match-3 game: the engine's game on the shared board (which owns input,
//! the turn's animations, the hint and the clock), the panel, and the end of the game.

mod play;

use super::board::{BoardAction, BoardController, Setup};
use super::hud::{self, Panel};
use super::layout::Layout;
use super::stage::Stage;
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
use play::Classic;

/// Seconds of a timed game.
pub const TIME_LIMIT: f32 = 120.0;

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

/// The match-3 scene: the engine's game on the shared board.
pub struct Match3Scene {
    pub(crate) board: BoardController<Classic>,
}

impl Match3Scene {
    /// A scene showing `game`; `time_left` continues a timed game's clock.
    pub fn new(
        game: Game,
        time_left: Option<f32>,
        settings: &Match3Settings,
        viewport: Size,
    ) -> Match3Scene {
        let time_left = match game.settings().mode {
            Mode::Timed => Some(time_left.unwrap_or(TIME_LIMIT).clamp(0.0, TIME_LIMIT)),
            Mode::Classic | Mode::Endless => None,
        };
        let setup = Setup {
            tag: "match3",
            new_game: "common-new-game",
            pause: "match3-pause",
            hint_after: f32::from(settings.hint_seconds),
            time_left,
            terrain: None,
        };
        let (shown, score) = (game.board().clone(), game.score());
        let stuck = game.status() == Status::NeedsReshuffle;
        let mut board =
            BoardController::new(Classic::default(), game, shown, score, viewport, setup);
        if stuck {
            // Saved while stuck: show the reshuffle the engine is waiting for.
            board.state.queue(vec![Event::NoMoves]);
        }
        let scene = Match3Scene { board };
        log::debug!(
            "match3 board {} mode {}",
            scene.shown().row_strings().join("/"),
            scene.mode_key()
        );
        scene
    }

    /// The engine's game.
    pub fn game(&self) -> &Game {
        &self.board.state.game
    }

    /// The board as shown now.
    pub fn shown(&self) -> &Board {
        &self.board.state.stage.shown
    }

    /// The selected piece.
    pub fn selected(&self) -> Option<Pos> {
        self.board.state.selected()
    }

    /// The move the hint shows, once it shows.
    pub fn hint_shown(&self) -> Option<Swap> {
        self.board.state.hint_shown()
    }

    /// Seconds left in a timed game.
    pub fn time_left(&self) -> Option<f32> {
        self.board.state.time_left()
    }

    /// The current layout.
    pub fn layout(&self) -> &Layout {
        self.board.state.layout()
    }

    /// Whether a turn is still being shown (input waits meanwhile).
    pub fn busy(&self) -> bool {
        self.board.state.busy()
    }

    /// The board's stage: the board as shown, its effects and counters.
    pub(crate) fn stage(&self) -> &Stage {
        &self.board.state.stage
    }

    fn ending(&self) -> Option<Ending> {
        self.board.rules.ending
    }
}

impl GameScene for Match3Scene {
    fn id(&self) -> GameId {
        crate::ID
    }

    fn mode_key(&self) -> String {
        let settings = self.game().settings();
        super::table_key(Match3Mode::of(settings.mode), &settings.board)
    }

    fn game_id(&self, seed: u64) -> Option<String> {
        let id = ::match3::id::GameId {
            settings: *self.game().settings(),
            seed,
        };
        Some(id.to_string())
    }

    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> GameAction {
        match self.board.event(ev, cx) {
            BoardAction::Pause => GameAction::Pause,
            // The panel's New game button, and its key.
            BoardAction::NewGame | BoardAction::Key(Key::Char('n')) => GameAction::NewGame,
            BoardAction::None | BoardAction::Key(_) => GameAction::None,
        }
    }

    fn update(&mut self, dt: f32, cx: &mut Services) -> GameAction {
        self.board.update(dt, cx);
        GameAction::None
    }

    fn wake(&self, cx: &Services) -> Wake {
        self.board.wake(false, cx)
    }

    fn draw(&self, p: &mut Painter, cx: &Services) {
        let mode_key = self.mode_key();
        let stage = self.stage();
        let panel = Panel {
            layout: &stage.layout,
            buttons: self.board.state.buttons(),
            best: cx
                .records
                .scores
                .table(super::ID, &mode_key)
                .first()
                .map(|e| e.score),
            mode: Match3Mode::of(self.game().settings().mode).panel_label(),
            score: stage.shown_score,
            turns: self.game().turns(),
            chain: stage.chain,
            best_chain: stage.best_chain,
            time_left: self.time_left().map(|t| (t, t / TIME_LIMIT)),
            settled: !self.busy() && self.ending().is_none(),
        };
        hud::draw(&panel, p, cx.viewport);
        self.board.state.draw(p);
    }

    fn notice_area(&self, _cx: &Services) -> Option<Rect> {
        self.layout().free_top()
    }

    fn score(&self) -> u64 {
        self.game().score()
    }

    fn outcome(&self) -> Option<Outcome> {
        let ending = self.ending()?;
        if !self.board.state.end_settled() {
            return None;
        }
        let turns = self.game().turns();
        let detail = if self.stage().best_chain >= 2 {
            launcher_kit::tr!(
                "match3-end-moves-chain",
                moves = turns,
                chain = self.stage().best_chain
            )
        } else {
            launcher_kit::tr!("match3-end-moves", moves = turns)
        };
        Some(Outcome {
            headline: launcher_kit::tr!(ending.headline()),
            detail,
            score: Some(self.game().score()),
            result: Some(GameResult {
                score: self.game().score(),
                figures: vec![Figure {
                    name: super::BEST_CHAIN,
                    value: u64::from(self.stage().best_chain),
                    fold: Fold::Max,
                }],
                ..GameResult::default()
            }),
            name: None,
        })
    }

    fn state(&self) -> Option<toml::Value> {
        super::write_state(self.game(), self.time_left(), self.stage().best_chain)
    }

    fn worth_keeping(&self) -> bool {
        self.ending().is_none() && self.game().turns() > 0
    }

    fn set_paused(&mut self, paused: bool) {
        self.board.state.set_paused(paused);
    }

    fn ends_by_choice(&self) -> bool {
        self.game().settings().mode == Mode::Endless && self.ending().is_none()
    }

    fn end_by_choice(&mut self, cx: &mut Services) {
        if self.ends_by_choice() {
            self.board.finish_animations(cx);
            let board = &mut self.board;
            board.rules.end(&mut board.state, Ending::Finished, cx);
        }
    }
}
