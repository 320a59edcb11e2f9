//! The PopStar scene on the `popstar` engine: tap a group to see what it is
//! worth, tap again to pop it; the engine's events play as bursts, falls and column
//! slides; a finished board counts its bonus down star by star; levels come from the
//! engine's guaranteed-passable dealer on a background thread; the solver gives hints and
//! the par of each board, also off the UI thread.

mod anim;
mod card;
mod draw;
pub mod howto;
mod jobs;
mod layout;
mod picker;
mod progress;
mod save;
mod settings;
#[cfg(test)]
mod testing;
#[cfg(test)]
mod tests;

pub use card::draw_star_tile;
pub use layout::{Layout, SIDE, layout};
pub use settings::PopStarSettings;

use anim::{Animator, BoardView, Cue};
use grid_core::Pos;
use grid_core::game_id::{self, IdError};
use launcher_kit::draw::Painter;
use launcher_kit::game::{
    DAILY_TABLE, GameAction, GameId, GameKind, GameOption, GameScene, IdGame, Options, Outcome,
    ScoreTable,
};
use launcher_kit::geom::{Point, Rect};
use launcher_kit::input::{InputEvent, Key, MouseButton};
use launcher_kit::persist::statistics::{Figure, Fold, GameResult};
use launcher_kit::scene::Wake;
use launcher_kit::services::Services;
use launcher_kit::sound::Sfx;
use launcher_kit::ui::{Button, ButtonStyle, Cursor, Effects};
use launcher_kit::worker::Job;
use popstar::{Board, Event, Game, Mode, MoveError, Status};

/// Seconds the "no group" shake of a single star lasts.
const SHAKE_TIME: f32 = 0.35;
/// Seconds the "target reached" banner shows.
const TARGET_FLASH: f32 = 1.8;
/// Seconds the "Level N" banner shows at the start of a level.
const LEVEL_BANNER: f32 = 1.8;

/// PopStar's key.
pub const ID: GameId = GameId::new("popstar");

/// The name the statistics keep the highest level reached under (the English name
/// earlier versions wrote; shown through [`GameKind::figure_name`]).
const HIGHEST_LEVEL: &str = "Highest level";
/// The name the statistics keep the levels passed under (likewise).
const LEVELS_PASSED: &str = "Levels passed";

/// PopStar as the registry lists it.
pub struct Kind;

impl GameKind for Kind {
    fn how_to_play(&self) -> Vec<launcher_kit::howto::Lesson> {
        howto::lessons()
    }

    fn id(&self) -> GameId {
        ID
    }

    fn title(&self) -> &'static str {
        "popstar-title"
    }

    fn tagline(&self) -> &'static str {
        "popstar-tagline"
    }

    fn draw_card(&self, p: &mut Painter, area: Rect, t: f32) {
        card::draw_card(p, area, t);
    }

    fn options(&self) -> Vec<GameOption> {
        settings::options()
    }

    fn figure_name(&self, name: &str) -> String {
        match name {
            HIGHEST_LEVEL => launcher_kit::tr!("popstar-figure-highest-level"),
            LEVELS_PASSED => launcher_kit::tr!("popstar-figure-levels-passed"),
            _ => launcher_kit::game::message_or_text(name),
        }
    }

    fn score_tables(&self) -> Vec<ScoreTable> {
        vec![
            ScoreTable::new("levels", "popstar-table-levels"),
            ScoreTable::new(DAILY_TABLE, "popstar-table-daily"),
        ]
    }

    fn new_game(&self, options: &Options, seed: u64) -> Box<dyn GameScene> {
        Box::new(PopStarScene::new(
            PopStarSettings::from_options(options),
            popstar::id::GameId::new(seed),
        ))
    }

    fn resume(&self, state: toml::Value, options: &Options) -> Result<Box<dyn GameScene>, String> {
        let saved = save::read(state)?;
        Ok(Box::new(PopStarScene::resumed(
            PopStarSettings::from_options(options),
            saved,
        )))
    }

    fn open_id(&self, id: &str, options: &Options) -> Result<IdGame, String> {
        let id: popstar::id::GameId = id
            .parse()
            .map_err(|e: IdError| launcher_kit::tr!("popstar-bad-id", detail = e.to_string()))?;
        Ok(IdGame {
            game: Box::new(PopStarScene::new(
                PopStarSettings::from_options(options),
                id,
            )),
            options: options.clone(),
            seed: id.seed,
        })
    }

    /// Level 1, counted (never in practice).
    fn daily(&self, day: i64, options: &Options) -> Option<(String, Options)> {
        let id = popstar::id::GameId::new(game_id::daily_seed(ID.key(), day));
        let settings = PopStarSettings {
            practice: false,
            ..PopStarSettings::from_options(options)
        };
        Some((
            id.to_string(),
            Options::from_typed(&settings::options(), &settings),
        ))
    }
}

/// Where the scene stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// The first board is being dealt.
    Dealing,
    /// The board is in play (or its last move is still animating).
    Playing,
    /// The level is passed; the panel offers the next level.
    Passed,
    /// The game is over.
    Over,
}

/// A highlighted group: its stars and what popping it scores.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Selection {
    /// The stars of the group.
    pub tiles: Vec<Pos>,
    /// 5·n² for n stars, as the engine scores it.
    pub points: u32,
}

/// The running PopStar game.
pub struct PopStarScene {
    settings: PopStarSettings,
    game: Option<Game>,
    /// The board and score the level began with, for the par and the board's own score.
    level_start: Option<(Board, u32)>,
    /// The level and score the game started at (its game ID's).
    origin: (u32, u32),
    /// Whether the game may enter the high scores: not after a retried level.
    counts: bool,
    /// The level select, while it shows.
    picker: Option<picker::Picker>,
    /// The game the level select asked the host for.
    requested: Option<String>,
    /// Whether the Levels button shows (kept up to date by `update`).
    levels_offered: bool,
    dealing: Option<Job<Game>>,
    next_deal: Option<Job<jobs::Dealt>>,
    view: BoardView,
    anim: Animator,
    effects: Effects,
    phase: Phase,
    selected: Option<Selection>,
    shake: Option<(Pos, f32)>,
    hint_job: Option<Job<Option<Pos>>>,
    hint: Option<Selection>,
    par_job: Option<Job<u32>>,
    par: Option<u32>,
    /// The score as the animations have counted it so far.
    shown_score: u32,
    /// The bonus of the last finished board.
    last_bonus: Option<(u32, usize)>,
    target_reached: bool,
    target_flash: f32,
    level_banner: f32,
    paused: bool,
    time: f32,
    buttons: Buttons,
    /// The keyboard's place on the board.
    cursor: Cursor,
}

/// The scene's buttons.
struct Buttons {
    hint: Button,
    undo: Button,
    pause: Button,
    levels: Button,
    next: Button,
}

impl PopStarScene {
    /// The game `start` fixes; its first board is dealt on a background thread.
    pub fn new(settings: PopStarSettings, start: popstar::id::GameId) -> PopStarScene {
        let mut scene = PopStarScene::empty(settings);
        scene.origin = (start.level, start.score);
        scene.dealing = Some(jobs::new_game(start, mode_of(settings)));
        scene
    }

    /// A saved game, with the board and score its level began with.
    fn resumed(settings: PopStarSettings, saved: save::Saved) -> PopStarScene {
        let mut scene = PopStarScene::empty(settings);
        scene.level_start = Some(saved.level_start);
        scene.origin = saved.origin;
        scene.counts = saved.counts;
        scene.show_game(saved.game);
        if scene.phase == Phase::Passed {
            scene.start_par();
        }
        scene
    }

    fn empty(settings: PopStarSettings) -> PopStarScene {
        PopStarScene {
            settings,
            origin: (1, 0),
            counts: true,
            picker: None,
            requested: None,
            levels_offered: false,
            game: None,
            level_start: None,
            dealing: None,
            next_deal: None,
            view: BoardView::empty(),
            anim: Animator::default(),
            effects: Effects::new(0x9095),
            phase: Phase::Dealing,
            selected: None,
            shake: None,
            hint_job: None,
            hint: None,
            par_job: None,
            par: None,
            shown_score: 0,
            last_bonus: None,
            target_reached: false,
            target_flash: 0.0,
            level_banner: 0.0,
            paused: false,
            time: 0.0,
            cursor: Cursor::at(Pos::new(SIDE - 1, 0)),
            // Captioned as they are drawn, in the language of the moment.
            buttons: Buttons {
                hint: Button::new("", ButtonStyle::Normal),
                undo: Button::new("", ButtonStyle::Normal),
                pause: Button::new("", ButtonStyle::Normal),
                levels: Button::new("", ButtonStyle::Normal),
                next: Button::new("", ButtonStyle::Primary),
            },
        }
    }

    /// The game, once its first board is dealt.
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// Where the scene stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The highlighted group, if any.
    pub fn selection(&self) -> Option<&Selection> {
        self.selected.as_ref()
    }

    /// The group the hint shows, once the solver has answered.
    pub fn hint(&self) -> Option<&Selection> {
        self.hint.as_ref()
    }

    /// Whether a hint is being computed.
    pub fn hint_pending(&self) -> bool {
        self.hint_job.is_some()
    }

    /// The par of the finished board, once the solver has answered.
    pub fn par(&self) -> Option<u32> {
        self.par
    }

    /// Whether animations are still playing.
    pub fn animating(&self) -> bool {
        self.anim.busy()
    }

    /// The score as shown (it catches up with the game's score as the animations play).
    pub fn shown_score(&self) -> u32 {
        self.shown_score
    }

    /// Shows `game`'s board at rest (a resumed game, an undo) or dropping in (a new level).
    fn show_game(&mut self, game: Game) {
        self.view = BoardView::of(game.board());
        self.shown_score = game.score();
        self.target_reached = game.score() >= game.target();
        self.phase = match game.status() {
            Status::Playing => Phase::Playing,
            Status::Passed => Phase::Passed,
            Status::Over => Phase::Over,
        };
        if self.level_start.is_none() {
            self.level_start = Some((game.board().clone(), game.score()));
        }
        log::debug!(
            "popstar board level {} target {}: {}",
            game.level(),
            game.target(),
            game.board().row_strings().join("/")
        );
        self.game = Some(game);
    }

    /// Starts a freshly dealt level: its stars drop in and the level banner shows.
    fn start_level(&mut self, game: Game, events: &[Event]) {
        self.level_start = Some((game.board().clone(), game.score()));
        self.show_game(game);
        self.anim = Animator::default();
        self.view.drop_in();
        if events.is_empty() {
            self.anim.drop_in();
        } else {
            self.anim.push_events(events);
        }
        self.level_banner = LEVEL_BANNER;
        self.par = None;
        self.par_job = None;
        self.last_bonus = None;
        self.clear_marks();
        if self.settings.par_first {
            self.start_par();
        }
    }

    /// Notes the level in play as reached (a classic game's progress).
    fn note_progress(&self, cx: &mut Services) {
        if let Some(game) = self.game.as_ref().filter(|g| g.mode() == Mode::Classic) {
            progress::note(cx, game.level(), game.score());
        }
    }

    /// Opens the level select over the board (when more than one level was reached).
    fn open_picker(&mut self, cx: &mut Services) {
        let reached = progress::reached(cx);
        if reached.len() > 1 {
            let l = layout(cx.viewport);
            cx.play(Sfx::Click);
            let area = Rect::centered(l.board.center(), l.board.w * 0.92, l.board.h * 0.8);
            self.picker = Some(picker::Picker::new(&reached, area, l.scale));
        }
    }

    /// The level select's answer.
    fn picked(&mut self, pick: picker::Pick, cx: &mut Services) -> GameAction {
        self.picker = None;
        match pick {
            picker::Pick::Close => GameAction::None,
            picker::Pick::Level(level, score) => {
                let id = popstar::id::GameId {
                    level,
                    score,
                    seed: cx.fresh_seed(),
                };
                log::debug!("popstar: level select {id}");
                self.requested = Some(id.to_string());
                GameAction::Open
            }
        }
    }

    fn clear_marks(&mut self) {
        self.selected = None;
        self.hint = None;
        self.hint_job = None;
    }

    /// What popping `at` would remove, asked of the engine on a copy of the board.
    fn group_at(&self, at: Pos) -> Result<Selection, MoveError> {
        let game = self.game.as_ref().ok_or(MoveError::Finished)?;
        let pop = game.board().clone().pop(at)?;
        let tiles = pop
            .events
            .iter()
            .find_map(|e| match e {
                Event::Popped { tiles, .. } => Some(tiles.iter().map(|t| t.pos).collect()),
                _ => None,
            })
            .unwrap_or_default();
        Ok(Selection {
            tiles,
            points: pop.points,
        })
    }

    /// Whether the board takes taps now.
    fn accepts_moves(&self) -> bool {
        self.phase == Phase::Playing && !self.anim.busy() && !self.paused && self.game.is_some()
    }

    fn tap(&mut self, at: Pos, cx: &mut Services) -> GameAction {
        if !self.accepts_moves() {
            return GameAction::None;
        }
        let again = self
            .selected
            .as_ref()
            .is_some_and(|s| s.tiles.contains(&at));
        if again || self.settings.single_tap {
            return self.pop(at, cx);
        }
        match self.group_at(at) {
            Ok(group) => {
                log::debug!(
                    "popstar select {},{}: {} tiles = {} points",
                    at.row,
                    at.col,
                    group.tiles.len(),
                    group.points
                );
                self.selected = Some(group);
                cx.play(Sfx::Select);
            }
            Err(MoveError::Single(_)) => self.no_group(at, cx),
            Err(_) => self.selected = None,
        }
        GameAction::None
    }

    fn no_group(&mut self, at: Pos, cx: &mut Services) {
        self.selected = None;
        self.shake = Some((at, SHAKE_TIME));
        cx.play(Sfx::Invalid);
    }

    /// Pops the group at `at`; [`GameAction::Moved`] when it was popped.
    fn pop(&mut self, at: Pos, cx: &mut Services) -> GameAction {
        let Some(game) = self.game.as_mut() else {
            return GameAction::None;
        };
        match game.pop(at) {
            Ok(events) => {
                log::debug!("popstar pop {},{}: score {}", at.row, at.col, game.score());
                if let Some(Event::Popped { tiles, .. }) = events.first() {
                    cx.play(Sfx::pop(tiles.len()));
                }
                let finished = events
                    .iter()
                    .any(|e| matches!(e, Event::BoardFinished { .. }));
                self.clear_marks();
                self.anim.push_events(&events);
                if finished {
                    self.start_par();
                }
                return GameAction::Moved { checkpoint: true };
            }
            Err(MoveError::Single(_)) => self.no_group(at, cx),
            Err(_) => self.selected = None,
        }
        GameAction::None
    }

    /// Starts the solver on the level's first board for the par the panel shows.
    fn start_par(&mut self) {
        if let Some((board, _)) = &self.level_start {
            self.par = None;
            self.par_job = Some(jobs::par(board.clone()));
        }
    }

    /// Asks the solver for the best group (nothing happens while one is being computed).
    fn request_hint(&mut self) {
        if !self.accepts_moves() || self.hint_job.is_some() {
            return;
        }
        if let Some(game) = &self.game {
            self.hint = None;
            self.hint_job = Some(jobs::hint(game.board().clone()));
        }
    }

    fn next_level(&mut self, cx: &mut Services) {
        if self.phase != Phase::Passed || self.anim.busy() || self.next_deal.is_some() {
            return;
        }
        if let Some(game) = &self.game {
            cx.play(Sfx::Click);
            self.next_deal = Some(jobs::next_level(game.clone()));
        }
    }

    /// Collects finished background work; [`GameAction::Began`] when a level was dealt.
    fn poll_jobs(&mut self, cx: &mut Services) -> GameAction {
        let mut action = GameAction::None;
        if let Some(game) = Job::take(&mut self.dealing) {
            self.start_level(game, &[]);
            self.note_progress(cx);
            action = GameAction::Began;
        }
        if let Some((game, events)) = Job::take(&mut self.next_deal).flatten() {
            self.start_level(game, &events);
            self.note_progress(cx);
            action = GameAction::Began;
        }
        if let Some(at) = Job::take(&mut self.hint_job) {
            self.hint = at.and_then(|at| self.group_at(at).ok());
            cx.stir();
            if let Some(at) = at {
                log::debug!("popstar hint {},{}", at.row, at.col);
            }
        }
        if let Some(par) = Job::take(&mut self.par_job) {
            self.par = Some(par);
        }
        action
    }

    fn on_cue(&mut self, cue: Cue, cx: &mut Services) {
        let l = layout(cx.viewport);
        match cue {
            Cue::Burst(tile) => {
                let at = l.cell_center(tile.pos);
                let colour = launcher_kit::ui::theme::PIECES[tile.colour.index()];
                // White with the bursts' dark shadow reads on every star colour.
                self.effects.burst(
                    at,
                    u64::from(tile.points),
                    launcher_kit::ui::theme::TEXT,
                    28.0 * l.scale,
                );
                self.effects.spray(at, colour, 7, 320.0 * l.scale);
                self.add_shown(tile.points, cx);
            }
            Cue::Leftover(tile, _) => {
                let at = l.cell_center(tile.pos);
                let colour = launcher_kit::ui::theme::PIECES[tile.colour.index()];
                self.effects.spray(at, colour, 5, 220.0 * l.scale);
                cx.play(Sfx::Click);
            }
            Cue::BonusDone { bonus, left } => {
                self.last_bonus = Some((bonus, left));
                if bonus > 0 {
                    self.effects.burst(
                        l.board.center(),
                        u64::from(bonus),
                        launcher_kit::ui::theme::ACCENT,
                        48.0 * l.scale,
                    );
                }
                self.add_shown(bonus, cx);
            }
            Cue::Outcome(Event::LevelPassed { level, score, .. }) => {
                log::debug!("popstar level {level} passed with {score}");
                self.phase = Phase::Passed;
                cx.play(Sfx::LevelUp);
            }
            Cue::Outcome(Event::GameOver { level, score, .. }) => {
                log::debug!("popstar game over at level {level} with {score}");
                self.phase = Phase::Over;
                cx.play(Sfx::GameOver);
            }
            Cue::Outcome(_) => {}
        }
    }

    /// Plays every queued animation to its end at once.
    fn finish_animations(&mut self, cx: &mut Services) {
        for cue in self.anim.finish(&mut self.view) {
            self.on_cue(cue, cx);
        }
    }

    /// Counts `points` into the shown score; crossing the target sets off its effect.
    fn add_shown(&mut self, points: u32, cx: &mut Services) {
        self.shown_score += points;
        let Some(target) = self.game.as_ref().map(Game::target) else {
            return;
        };
        if !self.target_reached && self.shown_score >= target {
            self.target_reached = true;
            self.target_flash = TARGET_FLASH;
            cx.play(Sfx::Special);
            let l = layout(cx.viewport);
            for chip in [l.chips[1], l.chips[2]] {
                self.effects.spray(
                    chip.center(),
                    launcher_kit::ui::theme::ACCENT,
                    14,
                    300.0 * l.scale,
                );
            }
        }
    }

    fn key(&mut self, key: Key, cx: &mut Services) -> GameAction {
        if self.cursor.arrow(key, SIDE, SIDE) {
            return GameAction::None;
        }
        match key {
            Key::Char('h') => self.request_hint(),
            Key::Backspace if self.settings.practice => return GameAction::Undo,
            Key::Char('p') => return GameAction::Pause,
            Key::Char('l') => self.open_picker(cx),
            Key::Enter | Key::Space if self.phase == Phase::Playing => {
                if let Some(at) = self.cursor.pos() {
                    // Keys ahead of the animation finish it, as taps do.
                    if self.anim.busy() {
                        self.finish_animations(cx);
                    }
                    return self.tap(at, cx);
                }
            }
            Key::Enter | Key::Space | Key::Char('n') => self.next_level(cx),
            _ => {}
        }
        GameAction::None
    }
}

fn mode_of(settings: PopStarSettings) -> Mode {
    if settings.practice {
        Mode::Practice
    } else {
        Mode::Classic
    }
}

impl GameScene for PopStarScene {
    fn id(&self) -> GameId {
        crate::ID
    }

    fn mode_key(&self) -> String {
        if self.settings.practice {
            "practice".into()
        } else {
            "levels".into()
        }
    }

    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> GameAction {
        let l = layout(cx.viewport);
        self.place_buttons(&l);
        if let Some(picker) = self.picker.as_mut() {
            if let InputEvent::Resize(_) = ev {
                let area = Rect::centered(l.board.center(), l.board.w * 0.92, l.board.h * 0.8);
                picker.layout(area, l.scale);
            }
            return match picker.event(ev) {
                Some(pick) => self.picked(pick, cx),
                None => GameAction::None,
            };
        }
        let offer_levels = self.offers_levels(cx);
        let b = &mut self.buttons;
        let practice = self.settings.practice;
        let (hint, undo, pause, levels, next) = (
            b.hint.event(ev),
            practice && b.undo.event(ev),
            b.pause.event(ev),
            offer_levels && b.levels.event(ev),
            self.phase == Phase::Passed && b.next.event(ev),
        );
        if pause {
            return GameAction::Pause;
        }
        if levels {
            self.open_picker(cx);
            return GameAction::None;
        }
        if hint {
            self.request_hint();
        }
        if undo {
            return GameAction::Undo;
        }
        if next {
            self.next_level(cx);
        }
        match *ev {
            InputEvent::MouseDown {
                pos,
                button: MouseButton::Left,
            } => {
                self.cursor.hide();
                if let Some(at) = l.cell_at(pos) {
                    // A tap while the last pop still plays: the player is ahead of it.
                    if self.anim.busy() {
                        self.finish_animations(cx);
                    }
                    if self.phase == Phase::Playing {
                        return self.tap(at, cx);
                    }
                } else if !self.on_button(pos) {
                    self.selected = None;
                }
            }
            InputEvent::KeyDown { key, .. } => return self.key(key, cx),
            _ => {}
        }
        GameAction::None
    }

    fn update(&mut self, dt: f32, cx: &mut Services) -> GameAction {
        self.time += cx.loop_dt(dt);
        self.levels_offered = self.offers_levels(cx);
        let action = self.poll_jobs(cx);
        if self.paused {
            return action;
        }
        let dt = cx.anim_dt(dt);
        let was_busy = self.anim.busy();
        for cue in self.anim.update(dt, &mut self.view) {
            self.on_cue(cue, cx);
        }
        if was_busy && !self.anim.busy() {
            log::debug!("popstar settled");
        }
        self.effects.update(dt);
        if let Some((_, left)) = &mut self.shake {
            *left -= dt;
            if *left <= 0.0 {
                self.shake = None;
            }
        }
        self.target_flash = (self.target_flash - dt).max(0.0);
        self.level_banner = (self.level_banner - dt).max(0.0);
        action
    }

    fn wake(&self, cx: &Services) -> Wake {
        let moving = self.anim.busy()
            || self.effects.is_active()
            || self.shake.is_some()
            || self.target_flash > 0.0
            || self.level_banner > 0.0;
        // The selection and the hint pulse; the level-passed panel sparkles.
        let looping = self.selected.is_some() || self.hint.is_some() || self.phase == Phase::Passed;
        let looping = if looping && !self.paused {
            cx.looping_wake()
        } else {
            Wake::Idle
        };
        Wake::animating_if(moving && !self.paused).sooner(looping)
    }

    fn draw(&self, p: &mut Painter, cx: &Services) {
        self.paint(p, &layout(cx.viewport));
    }

    fn notice_area(&self, cx: &Services) -> Option<Rect> {
        layout(cx.viewport).notice_area(cx.viewport)
    }

    fn score(&self) -> u64 {
        u64::from(self.game.as_ref().map_or(0, Game::score))
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over || self.anim.busy() {
            return None;
        }
        let game = self.game.as_ref()?;
        Some(Outcome {
            headline: launcher_kit::tr!("common-game-over"),
            detail: launcher_kit::tr!(
                "popstar-over-detail",
                level = game.level(),
                score = game.score(),
                target = game.target(),
            ),
            // A game started past level 1 (level select, an ID) counts only in the
            // statistics.
            score: (game.mode() == Mode::Classic && self.origin == (1, 0) && self.counts)
                .then_some(u64::from(game.score())),
            result: Some(GameResult {
                score: u64::from(game.score()),
                figures: vec![
                    Figure {
                        name: HIGHEST_LEVEL,
                        value: u64::from(game.level()),
                        fold: Fold::Max,
                    },
                    Figure {
                        name: LEVELS_PASSED,
                        value: u64::from(game.level().saturating_sub(self.origin.0)),
                        fold: Fold::Sum,
                    },
                ],
                ..GameResult::default()
            }),
            name: None,
        })
    }

    fn state(&self) -> Option<toml::Value> {
        // Pausing belongs to the host's dialog, not to the game kept: a game saved from
        // the pause dialog resumes playable.
        let mut game = self.game.clone()?;
        game.resume();
        let game = &game;
        let (board, score) = self
            .level_start
            .as_ref()
            .map_or((game.board(), game.score()), |(b, s)| (b, *s));
        let saved = save::Saved {
            game: game.clone(),
            level_start: (board.clone(), score),
            origin: self.origin,
            counts: self.counts,
        };
        save::write(&saved)
            .map_err(|e| log::warn!("cannot keep the PopStar game: {e}"))
            .ok()
    }

    fn end_choice(&self) -> Option<String> {
        let game = self.game.as_ref()?;
        (game.status() == Status::Over)
            .then(|| launcher_kit::tr!("popstar-retry", level = game.level()))
    }

    /// Retry: the level's first board again with the score it began with; the game now
    /// counts in the statistics only.
    fn take_end_choice(&mut self, cx: &mut Services) -> GameAction {
        let Some(mut game) = self.game.clone() else {
            return GameAction::None;
        };
        match game.retry_level() {
            Ok(events) => {
                log::debug!("popstar: retry level {}", game.level());
                cx.play(Sfx::Click);
                self.counts = false;
                self.start_level(game, &events);
                GameAction::Began
            }
            Err(_) => GameAction::None,
        }
    }

    fn take_requested_id(&mut self) -> Option<String> {
        self.requested.take()
    }

    fn game_id(&self, seed: u64) -> Option<String> {
        let (level, score) = self.origin;
        Some(popstar::id::GameId { level, score, seed }.to_string())
    }

    fn worth_keeping(&self) -> bool {
        // Every pop scores, so a game with points has had a move.
        self.game
            .as_ref()
            .is_some_and(|g| g.status() != Status::Over && g.score() > 0)
    }

    fn undo_allowed(&self) -> bool {
        self.settings.practice
    }

    fn set_paused(&mut self, paused: bool) {
        self.paused = paused;
        if let Some(game) = self.game.as_mut() {
            if paused {
                game.pause();
            } else {
                game.resume();
            }
        }
    }
}

impl PopStarScene {
    /// Puts the buttons where the layout says; in classic mode Pause takes Undo's place.
    fn place_buttons(&mut self, l: &Layout) {
        self.buttons.hint.rect = l.hint;
        self.buttons.undo.rect = l.undo;
        let (pause, levels) = if self.settings.practice {
            (l.pause, l.fourth)
        } else {
            (l.undo, l.pause)
        };
        self.buttons.pause.rect = pause;
        self.buttons.levels.rect = levels;
        self.buttons.next.rect = l.next;
    }

    /// Whether the Levels button shows: a classic game, more than one level reached.
    fn offers_levels(&self, cx: &Services) -> bool {
        !self.settings.practice && progress::reached(cx).len() > 1
    }

    fn on_button(&self, p: Point) -> bool {
        let b = &self.buttons;
        [
            b.hint.rect,
            b.undo.rect,
            b.pause.rect,
            b.levels.rect,
            b.next.rect,
        ]
        .iter()
        .any(|r| r.contains(p))
    }
}
