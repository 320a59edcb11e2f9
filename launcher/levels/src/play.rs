//! One level being played: the engine's `LevelGame`, the board and its ground as shown
//! (trailing the engine's while a turn is animated), the goal and move counters as shown,
//! and the pieces flying to their goal. Board events are animated by the match-3 stage;
//! the level's own events (moves left, jelly and blocker hits, collected pieces, goal
//! progress, the end) are played here, each in its place on the same timeline.

use super::ID;
use super::pack::{self, Source};
use super::panel::{self, Panel};
use super::progress;
use ::match3::level::{FailReason, Level, LevelEvent, LevelGame, LevelStatus, Limit, Progress};
use ::match3::{Event, Swap, Terrain, Tile};
use grid_core::Pos;
use launcher_kit::draw::{Painter, Transform};
use launcher_kit::geom::{Point, Size};
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::persist::statistics::{Figure, Fold, GameResult};
use launcher_kit::scene::Wake;
use launcher_kit::services::Services;
use launcher_kit::sound::Sfx;
use launcher_kit::tr;
use launcher_kit::ui::{Button, ButtonStyle, Ease, Timeline};
use launcher_match3::anim::{Motion, Step};
use launcher_match3::board_view::{self, BoardLook};
use launcher_match3::draw_gem;
use launcher_match3::ground::{JELLY, STONE};
use launcher_match3::hud::{Buttons, Pressed};
use launcher_match3::layout::{Layout, layout};
use launcher_match3::picking::{Gesture, Picking};
use launcher_match3::stage::Stage;
use launcher_match3::turns::{self, Play};

/// Seconds between the end of a level and its result screen, so the last pieces settle.
const END_PAUSE: f32 = 1.2;
/// Seconds a collected piece takes to fly to its goal.
const FLIGHT: f32 = 0.6;
/// Seconds a counter swells after it moved.
const PULSE: f32 = 0.35;

/// What the player asked of the level's buttons.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Request {
    /// Nothing.
    None,
    /// The host's pause dialog.
    Pause,
    /// Back to the map.
    Map,
}

/// How a level ended, once its end was shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// Passed with 1–3 stars.
    Passed {
        /// Stars.
        stars: u8,
    },
    /// Lost.
    Failed(FailReason),
}

/// The title a level from `source` is shown under, in the player's language: "Level 7"
/// for a pack level, "My level" for the player's own, "Trying" for one tried from the
/// editor; `kept` for a pack level that is no longer in the pack.
pub fn title_of(source: &Source, kept: &str) -> String {
    match source {
        Source::Pack(name) => pack::number(name).map_or_else(
            || kept.to_string(),
            |n| tr!("common-level-value", level = n),
        ),
        Source::Own(_) => tr!("levels-my-level"),
        Source::Draft => tr!("levels-trying"),
    }
}

/// The message captioning the panel's way back: to the editor after trying a level
/// from it, else to the map.
fn back_label(source: &Source) -> &'static str {
    if *source == Source::Draft {
        "levels-back-to-editor"
    } else {
        "levels-map"
    }
}

/// A collected piece on its way from the board to its goal's counter.
#[derive(Debug, Clone, Copy)]
struct Flyer {
    kind: u8,
    from: Point,
    to: Point,
    /// Seconds since it set off (negative while it waits its turn).
    age: f32,
}

/// A level in play.
pub struct LevelPlay {
    /// Where the level comes from.
    pub source: Source,
    /// The level.
    pub level: Level,
    /// The title the level was started or kept under (shown only for a pack level no
    /// longer in the pack).
    title: String,
    game: LevelGame,
    stage: Stage,
    /// The ground as shown.
    terrain: Terrain,
    /// The goals' counters as shown.
    goals: Vec<Progress>,
    goal_pulse: Vec<f32>,
    /// Moves left as shown.
    moves: Option<u32>,
    moves_pulse: f32,
    flyers: Vec<Flyer>,
    timeline: Timeline<Play<LevelEvent>>,
    picking: Picking,
    hint: Option<Swap>,
    time_left: Option<f32>,
    /// Whether a move was made (a level left untouched is not kept).
    moved: bool,
    paused: bool,
    end: Option<End>,
    end_wait: f32,
    clock: f32,
    buttons: Buttons,
    size: Size,
}

impl LevelPlay {
    /// Shows `game`, a play of `level`; `time_left` continues a timed level's clock and
    /// `moved` says whether a move was made already (a resumed level).
    pub fn new(
        source: Source,
        level: Level,
        title: String,
        game: LevelGame,
        time_left: Option<f32>,
        moved: bool,
        size: Size,
    ) -> LevelPlay {
        let terrain = game.terrain().clone();
        let l = layout(size, terrain.width(), terrain.height());
        let time_left = match level.limit {
            Limit::Seconds(s) => Some(time_left.unwrap_or(s as f32)),
            Limit::Moves(_) => None,
        };
        let mut timeline = Timeline::default();
        if game.needs_reshuffle() {
            timeline.push(Play::Waiting(LevelEvent::Board(Event::NoMoves)));
        }
        let mut play = LevelPlay {
            stage: Stage::new(game.board().clone(), game.score(), l),
            terrain,
            goals: game.progress().to_vec(),
            goal_pulse: vec![0.0; game.goals().len()],
            moves: game.moves_left(),
            moves_pulse: 0.0,
            flyers: Vec::new(),
            timeline,
            picking: Picking::default(),
            hint: None,
            time_left,
            moved,
            paused: false,
            end: None,
            end_wait: 0.0,
            clock: 0.0,
            buttons: Buttons {
                hint: Button::keyed("common-hint", ButtonStyle::Primary),
                new_game: Button::keyed(back_label(&source), ButtonStyle::Normal),
                pause: Button::keyed("levels-pause", ButtonStyle::Normal),
            },
            size,
            source,
            level,
            title,
            game,
        };
        play.buttons.place(&play.stage.layout);
        log::debug!(
            "levels: start {} moves left {} hint {}",
            play.source.key(),
            play.game.moves_left().unwrap_or(0),
            play.game
                .hint()
                .map_or("none".to_string(), |h| format!("{} {}", h.a, h.b))
        );
        play
    }

    /// "Level 7", "My level" or "Trying", in the player's language.
    pub fn title(&self) -> String {
        title_of(&self.source, &self.title)
    }

    /// The engine's play of the level.
    pub fn game(&self) -> &LevelGame {
        &self.game
    }

    /// The layout of board and panel.
    pub fn layout(&self) -> &Layout {
        &self.stage.layout
    }

    /// Seconds left on a timed level.
    pub fn time_left(&self) -> Option<f32> {
        self.time_left
    }

    /// Whether a move was made and the level is not over: worth keeping on leaving.
    pub fn worth_keeping(&self) -> bool {
        self.moved && self.game.status() == LevelStatus::Playing
    }

    /// The level's end, once shown and settled.
    pub fn finished(&self) -> Option<End> {
        let end = self.end?;
        (!self.busy() && self.end_wait >= END_PAUSE).then_some(end)
    }

    /// Whether a turn is still being shown.
    pub fn busy(&self) -> bool {
        self.timeline.busy()
    }

    /// The clock stops while the host's pause dialog is open.
    pub fn set_paused(&mut self, paused: bool) {
        self.paused = paused;
        self.picking.drop_press();
    }

    /// The board is resized with the window.
    pub fn relayout(&mut self, size: Size) {
        self.size = size;
        self.stage.layout = layout(size, self.terrain.width(), self.terrain.height());
        self.buttons.place(&self.stage.layout);
    }

    fn accepts_moves(&self) -> bool {
        !self.busy() && self.end.is_none() && !self.paused
    }

    /// Input on the level.
    pub fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> Request {
        if matches!(
            ev,
            InputEvent::MouseDown { .. } | InputEvent::KeyDown { .. }
        ) && self.busy()
            && self.end.is_none()
        {
            // Input while the turn still plays: the player is ahead of it.
            self.finish_animations(cx);
        }
        if let InputEvent::MouseDown { .. } = ev {
            self.picking.cursor.hide();
        }
        if let InputEvent::KeyDown { key, .. } = *ev {
            self.key(key, cx);
            return Request::None;
        }
        let pressed = self.buttons.clicked(ev);
        match pressed {
            Some(Pressed::Pause) => {
                cx.play(Sfx::Click);
                return Request::Pause;
            }
            Some(Pressed::NewGame) => {
                cx.play(Sfx::Click);
                return Request::Map;
            }
            _ => {}
        }
        if !self.accepts_moves() {
            self.picking.drop_press();
            return Request::None;
        }
        if pressed == Some(Pressed::Hint) {
            cx.play(Sfx::Click);
            self.show_hint();
            return Request::None;
        }
        let g = self.picking.mouse(ev, &self.stage.layout);
        self.gesture(g, cx);
        Request::None
    }

    /// Arrows, Enter and Space as on every match-3 board; H shows a hint.
    fn key(&mut self, key: Key, cx: &mut Services) {
        let (rows, cols) = (self.terrain.height(), self.terrain.width());
        let moves = self.accepts_moves();
        match self.picking.key(key, rows, cols, moves) {
            Some(g) => self.gesture(g, cx),
            None if key == Key::Char('h') && moves => {
                cx.play(Sfx::Click);
                self.show_hint();
            }
            None => {}
        }
    }

    fn gesture(&mut self, g: Gesture, cx: &mut Services) {
        match g {
            Gesture::None => {}
            Gesture::Selected(pos) => {
                if self.stage.shown.cell(pos).is_empty() {
                    // A hole or a blocker holds nothing to move.
                    self.picking.selected = None;
                } else {
                    log::debug!("levels: select {pos}");
                    cx.play(Sfx::Select);
                }
            }
            Gesture::Swap(from, to) => self.swap(from, to, cx),
        }
    }

    fn show_hint(&mut self) {
        self.hint = self.game.hint();
        if let Some(h) = self.hint {
            log::debug!("levels: hint {h}");
        }
    }

    /// Asks the engine for the swap and queues what it reports.
    fn swap(&mut self, from: Pos, to: Pos, cx: &mut Services) {
        self.hint = None;
        match self.game.play(from, to) {
            Ok(events) => {
                let accepted = matches!(
                    events.first(),
                    Some(LevelEvent::Board(Event::Swapped { .. }))
                );
                log::debug!(
                    "levels: swap {from} {to} {}",
                    if accepted { "accepted" } else { "rejected" }
                );
                self.moved |= accepted;
                self.turn(events, cx);
            }
            Err(e) => log::debug!("levels: swap {from} {to} not played: {e}"),
        }
    }

    /// Queues a turn's events (falls and drop-ins together); a turn that ended the level
    /// is entered in the progress and the statistics at once, so leaving during its
    /// animation loses nothing.
    fn turn(&mut self, events: Vec<LevelEvent>, cx: &mut Services) {
        turns::queue(&mut self.timeline, events);
        if self.source == Source::Draft {
            return;
        }
        let passed = match self.game.status() {
            LevelStatus::Playing => return,
            LevelStatus::Passed { stars } => {
                let added = progress::note_pass(cx, &self.source.key(), stars, self.game.score());
                Some(added)
            }
            LevelStatus::Failed(_) => None,
        };
        let result = GameResult {
            score: self.game.score(),
            won: Some(passed.is_some()),
            figures: vec![
                Figure {
                    name: super::LEVELS_PASSED,
                    value: u64::from(passed.is_some()),
                    fold: Fold::Sum,
                },
                Figure {
                    name: super::STARS_WON,
                    value: u64::from(passed.unwrap_or(0)),
                    fold: Fold::Sum,
                },
            ],
            ..GameResult::default()
        };
        cx.record_result(ID, super::TABLE, &result);
    }

    /// Advances clocks and animations by `dt` real seconds.
    pub fn update(&mut self, dt: f32, cx: &mut Services) {
        if self.paused {
            return;
        }
        let a = cx.anim_dt(dt);
        self.clock += cx.loop_dt(a);
        self.tick_clock(dt, cx);
        self.stage.update(a);
        self.moves_pulse = (self.moves_pulse - a / PULSE).max(0.0);
        for p in &mut self.goal_pulse {
            *p = (*p - a / PULSE).max(0.0);
        }
        for f in &mut self.flyers {
            f.age += a;
        }
        self.flyers.retain(|f| f.age < FLIGHT);
        self.play_events(a, cx);
        if self.end.is_some() && !self.busy() {
            self.end_wait += a;
        }
    }

    /// A timed level's clock; when it runs out the engine decides.
    fn tick_clock(&mut self, dt: f32, cx: &mut Services) {
        if self.end.is_some() || self.game.status() != LevelStatus::Playing {
            return;
        }
        if let Some(t) = self.time_left.as_mut() {
            *t = (*t - dt).max(0.0);
            if *t <= 0.0 {
                let events = self.game.time_up();
                self.turn(events, cx);
            }
        }
    }

    fn play_events(&mut self, dt: f32, cx: &mut Services) {
        turns::advance(self, |s| &mut s.timeline, dt, |s, event| s.start(event, cx));
    }

    /// Plays every queued animation to its end at once.
    pub fn finish_animations(&mut self, cx: &mut Services) {
        while self.busy() {
            self.play_events(f32::INFINITY, cx);
        }
        self.flyers.clear();
    }

    /// The animation of `event`; the counters and ground as shown take its result.
    fn start(&mut self, event: LevelEvent, cx: &mut Services) -> Step {
        let wait = |d: f32| Step::new(Motion::Wait, d);
        match event {
            LevelEvent::Board(Event::NoMoves) => {
                self.stage.show_banner(tr!("levels-shuffling"), 1.2);
                match self.game.reshuffle() {
                    Ok(events) => self.turn(events, cx),
                    Err(e) => log::warn!("levels: reshuffle refused: {e}"),
                }
                wait(0.8)
            }
            LevelEvent::Board(e) => self.stage.board_step(&e, cx),
            LevelEvent::MovesLeft { moves } => {
                log::debug!("levels: moves left {moves}");
                self.moves = Some(moves);
                self.moves_pulse = 1.0;
                wait(0.0)
            }
            LevelEvent::JellyHit { pos, left, .. } => {
                self.set_tile(
                    pos,
                    if left == 0 {
                        Tile::Floor
                    } else {
                        Tile::Jelly(left)
                    },
                );
                self.splash(pos, JELLY, 10);
                wait(0.0)
            }
            LevelEvent::BlockerHit { pos, left, .. } => {
                self.set_tile(
                    pos,
                    if left == 0 {
                        Tile::Floor
                    } else {
                        Tile::Blocker(left)
                    },
                );
                self.splash(pos, STONE, if left == 0 { 16 } else { 8 });
                cx.play(Sfx::Invalid);
                wait(0.0)
            }
            LevelEvent::Collected {
                goal, kind, cells, ..
            } => {
                let to = panel::goal_icon(&self.stage.layout, self.goals.len(), goal);
                for (i, pos) in cells.into_iter().enumerate() {
                    self.flyers.push(Flyer {
                        kind,
                        from: self.stage.layout.cell_rect(pos).center(),
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
                self.ended(End::Passed { stars }, tr!("levels-passed"), cx);
                wait(0.3)
            }
            LevelEvent::Failed { score, reason } => {
                log::debug!("levels: failed {} score {score}", self.source.key());
                let text = match reason {
                    FailReason::OutOfMoves => tr!("levels-out-of-moves"),
                    FailReason::OutOfTime => tr!("levels-time-up"),
                    FailReason::Stuck => tr!("levels-stuck"),
                };
                self.ended(End::Failed(reason), text, cx);
                wait(0.3)
            }
        }
    }

    fn ended(&mut self, end: End, text: String, cx: &mut Services) {
        self.end = Some(end);
        self.picking.reset();
        self.hint = None;
        cx.play(Sfx::GameOver);
        self.stage.show_banner(text, END_PAUSE);
    }

    fn set_tile(&mut self, pos: Pos, tile: Tile) {
        if let Some(t) = self.terrain.get_mut(pos) {
            *t = tile;
        }
    }

    /// Bits of jelly or stone flying off a cell.
    fn splash(&mut self, pos: Pos, color: launcher_kit::draw::Color, count: usize) {
        let at = self.stage.layout.cell_rect(pos).center();
        let speed = 200.0 * self.stage.layout.scale;
        self.stage.fx.spray(at, color, count, speed);
    }

    /// When the level next changes by itself.
    pub fn wake(&self, cx: &Services) -> Wake {
        if self.paused {
            return Wake::Idle;
        }
        let clock = self.time_left.is_some() && self.game.status() == LevelStatus::Playing;
        let ending = self.end.is_some() && self.end_wait < END_PAUSE;
        let pulsing = self.moves_pulse > 0.0 || self.goal_pulse.iter().any(|p| *p > 0.0);
        let moving = self.busy()
            || self.stage.is_active()
            || !self.flyers.is_empty()
            || pulsing
            || clock
            || ending;
        Wake::animating_if(moving).sooner(cx.looping_wake())
    }

    /// Draws panel, board and flying pieces.
    pub fn draw(&self, p: &mut Painter, viewport: Size) {
        let l = &self.stage.layout;
        let goals = self
            .game
            .goals()
            .iter()
            .zip(&self.goals)
            .zip(&self.goal_pulse)
            .map(|((g, pr), pulse)| (*g, *pr, *pulse))
            .collect();
        // The thresholds the shown score has reached; a passed level has at least one star.
        let reached = self
            .level
            .stars
            .iter()
            .filter(|&&t| self.stage.shown_score >= t)
            .count() as u8;
        let stars = match self.end {
            Some(End::Passed { stars }) => stars,
            _ => reached,
        };
        let name = pack::level_name(&self.source, &self.level);
        let panel = Panel {
            layout: l,
            buttons: &self.buttons,
            title: self.title(),
            name: &name,
            moves: self.moves,
            time_left: self.time_left,
            moves_pulse: self.moves_pulse,
            score: self.stage.shown_score,
            stars,
            goals,
            settled: self.accepts_moves(),
        };
        panel::draw(&panel, p, viewport);
        let look = BoardLook {
            layout: l,
            shown: &self.stage.shown,
            steps: turns::steps(&self.timeline).collect(),
            selected: self.picking.selected,
            hint: self.hint,
            clock: self.clock,
            fx: &self.stage.fx,
            banner: self.stage.banner.as_ref(),
            cursor: self.picking.cursor,
            terrain: Some(&self.terrain),
        };
        board_view::draw(&look, p);
        for f in self.flyers.iter().filter(|f| f.age >= 0.0) {
            let t = Ease::InOutQuad.apply((f.age / FLIGHT).clamp(0.0, 1.0));
            let lift = (t * std::f32::consts::PI).sin() * l.cell * 1.2;
            let at = f.from.lerp(f.to, t).offset(0.0, -lift);
            let r = l.cell * (0.32 - 0.14 * t);
            p.with(Transform::alpha(1.0 - 0.3 * t), |p| {
                draw_gem(p, at, r, usize::from(f.kind.max(1) - 1));
            });
        }
    }
}
