//! The PopStar scene on the `popstar` engine: tap a group to see what it is
//! worth, tap again to pop it; the engine's events play as bursts, falls and column
//! slides; a finished board counts its bonus down star by star; levels come from the
//! engine's guaranteed-passable dealer on a background thread; the solver gives hints and
//! the par of each board, also off the UI thread. The same scene plays SameGame, PopStar's
//! ancestor: one board of any size and number of colours, scored (n − 2)².
//!
//! The scene's parts: `kind` (the card, options, tables, IDs), `input` (taps, keys,
//! buttons), `cues` (what the animations set off), `hosted` (what the host asks of a
//! game), `draw` (the picture), `review` and `reviewing` ("where the points went" on a
//! finished board, and practice from its positions), `deck` and `practising` (those
//! positions in the practice deck, and practising them when they are due).

mod anim;
mod card;
mod cues;
mod deck;
mod draw;
mod hosted;
pub mod howto;
mod input;
mod jobs;
mod kind;
mod layout;
mod picker;
mod practising;
mod progress;
mod review;
#[cfg(test)]
mod review_tests;
mod reviewing;
#[cfg(test)]
mod samegame_tests;
mod save;
mod settings;
#[cfg(test)]
mod testing;
#[cfg(test)]
mod tests;

pub use card::draw_star_tile;
pub use kind::{ID, Kind};
pub use layout::{Layout, SIDE, layout, layout_for};
pub use review::{Practice, Reviewed};
pub use settings::{PopStarSettings, Variant};

use anim::{Animator, BoardView};
use grid_core::Pos;
use launcher_kit::geom::Size;
use launcher_kit::services::Services;
use launcher_kit::ui::{Button, ButtonStyle, Cursor, Effects};
use launcher_kit::worker::Job;
use popstar::id::RuledId;
use popstar::{Board, Event, Game, Mode, MoveError, Rules, Status};

/// Seconds the "no group" shake of a single star lasts.
const SHAKE_TIME: f32 = 0.35;
/// Seconds the "target reached" banner shows.
const TARGET_FLASH: f32 = 1.8;
/// Seconds the "Level N" banner shows at the start of a level.
const LEVEL_BANNER: f32 = 1.8;

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
    /// What the rules score for it (5·n² in PopStar, (n − 2)² in SameGame).
    pub points: u32,
}

/// Where the game and its level began.
struct Start {
    /// The board and score the level began with, for the par and the board's own score.
    board: Option<(Board, u32)>,
    /// The level and score the game started at (its game ID's).
    origin: (u32, u32),
    /// Whether the game may enter the high scores: not after a retried level.
    counts: bool,
}

/// The level select of a classic PopStar game.
#[derive(Default)]
struct LevelSelect {
    /// The select, while it shows.
    picker: Option<picker::Picker>,
    /// The game the select asked the host for.
    requested: Option<String>,
    /// Whether the Levels button shows (kept up to date by `update`).
    offered: bool,
}

/// Work running on worker threads.
#[derive(Default)]
struct Jobs {
    /// The first board.
    dealing: Option<Job<Game>>,
    /// The next level's board.
    next_deal: Option<Job<jobs::Dealt>>,
    /// The hint.
    hint: Option<Job<Option<Pos>>>,
    /// The par.
    par: Option<Job<u32>>,
    /// The finished board's review.
    review: Option<Job<Option<popstar::review::Review>>>,
    /// The better move of a practice board.
    better: Option<Job<Option<Pos>>>,
}

/// What the player sees of the board in motion.
struct Show {
    view: BoardView,
    anim: Animator,
    effects: Effects,
    /// The score as the animations have counted it so far.
    score: u32,
    /// The bonus of the last finished board and the stars it left.
    last_bonus: Option<(u32, usize)>,
}

/// What is marked on the board and what the solver answered.
#[derive(Default)]
struct Marks {
    /// The highlighted group.
    selected: Option<Selection>,
    /// A single star shaking, with the seconds left.
    shake: Option<(Pos, f32)>,
    /// The group the hint shows.
    hint: Option<Selection>,
    /// The par of the level's board.
    par: Option<u32>,
}

/// The banners' clocks.
#[derive(Default)]
struct Banners {
    target_reached: bool,
    target_flash: f32,
    level_banner: f32,
}

/// The running PopStar (or SameGame) game.
pub struct PopStarScene {
    settings: PopStarSettings,
    /// The rules played (the game's, once it is dealt).
    rules: Rules,
    game: Option<Game>,
    start: Start,
    select: LevelSelect,
    jobs: Jobs,
    show: Show,
    phase: Phase,
    marks: Marks,
    banners: Banners,
    paused: bool,
    time: f32,
    buttons: Buttons,
    /// The keyboard's place on the board.
    cursor: Cursor,
    /// The moves of the level's board, its review and practice from it.
    review: reviewing::Reviewing,
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
    /// The game `start` fixes (its rules included); its first board is dealt on a
    /// background thread.
    pub fn new(settings: PopStarSettings, start: RuledId) -> PopStarScene {
        let mut scene = PopStarScene::empty(settings, start.rules);
        scene.start.origin = (start.game.level, start.game.score);
        scene.jobs.dealing = Some(jobs::new_game(start, mode_of(settings)));
        scene
    }

    /// A saved game, with the board and score its level began with.
    fn resumed(settings: PopStarSettings, saved: save::Saved) -> PopStarScene {
        let mut scene = PopStarScene::empty(settings, *saved.game.rules());
        scene.start.board = Some(saved.level_start);
        scene.start.origin = saved.origin;
        scene.start.counts = saved.counts;
        scene.review.line = saved.line;
        scene.show_game(saved.game);
        // A board still in play has no review counted yet, whatever the state says.
        scene.review.counted = saved.reviewed && scene.phase != Phase::Playing;
        if scene.phase == Phase::Passed {
            scene.start_par();
        }
        if scene.phase != Phase::Playing {
            scene.start_review();
        }
        scene
    }

    fn empty(settings: PopStarSettings, rules: Rules) -> PopStarScene {
        PopStarScene {
            settings,
            rules,
            start: Start {
                board: None,
                origin: (1, 0),
                counts: true,
            },
            select: LevelSelect::default(),
            game: None,
            jobs: Jobs::default(),
            show: Show {
                view: BoardView::empty(),
                anim: Animator::default(),
                effects: Effects::new(0x9095),
                score: 0,
                last_bonus: None,
            },
            phase: Phase::Dealing,
            marks: Marks::default(),
            banners: Banners::default(),
            paused: false,
            time: 0.0,
            cursor: Cursor::at(Pos::new(rules.height() - 1, 0)),
            review: reviewing::Reviewing::default(),
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

    /// The rules played.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Where the scene stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The highlighted group, if any.
    pub fn selection(&self) -> Option<&Selection> {
        self.marks.selected.as_ref()
    }

    /// The group the hint shows, once the solver has answered.
    pub fn hint(&self) -> Option<&Selection> {
        self.marks.hint.as_ref()
    }

    /// Whether a hint is being computed.
    pub fn hint_pending(&self) -> bool {
        self.jobs.hint.is_some()
    }

    /// The par of the finished board, once the solver has answered.
    pub fn par(&self) -> Option<u32> {
        self.marks.par
    }

    /// Whether animations are still playing.
    pub fn animating(&self) -> bool {
        self.show.anim.busy()
    }

    /// The score as shown (it catches up with the game's score as the animations play).
    pub fn shown_score(&self) -> u32 {
        self.show.score
    }

    /// Whether the rules are PopStar's levels (not a SameGame board).
    fn has_levels(&self) -> bool {
        self.rules.scoring().has_levels()
    }

    /// The layout of this game's board in a window of `size`.
    fn layout(&self, size: Size) -> Layout {
        layout_for(size, self.rules.width(), self.rules.height())
    }

    /// Shows `game`'s board at rest (a resumed game, an undo) or dropping in (a new level).
    fn show_game(&mut self, game: Game) {
        self.rules = *game.rules();
        self.show.view = BoardView::of(game.board());
        self.show.score = game.score();
        self.banners.target_reached = game.score() >= game.target();
        self.phase = match game.status() {
            Status::Playing => Phase::Playing,
            Status::Passed => Phase::Passed,
            Status::Over => Phase::Over,
        };
        if self.start.board.is_none() {
            self.start.board = Some((game.board().clone(), game.score()));
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
        self.start.board = Some((game.board().clone(), game.score()));
        self.show_game(game);
        self.show.anim = Animator::default();
        self.show.view.drop_in();
        if events.is_empty() {
            self.show.anim.drop_in();
        } else {
            self.show.anim.push_events(events);
        }
        if self.has_levels() {
            self.banners.level_banner = LEVEL_BANNER;
        }
        self.marks.par = None;
        self.jobs.par = None;
        self.show.last_bonus = None;
        self.forget_review();
        self.clear_marks();
        if self.settings.par_first {
            self.start_par();
        }
    }

    /// Notes the level in play as reached (a classic game's progress).
    fn note_progress(&self, cx: &mut Services) {
        let classic = |g: &&Game| g.mode() == Mode::Classic && g.rules().is_popstar();
        if let Some(game) = self.game.as_ref().filter(classic) {
            progress::note(cx, game.level(), game.score());
        }
    }

    fn clear_marks(&mut self) {
        self.marks.selected = None;
        self.marks.hint = None;
        self.jobs.hint = None;
    }

    /// What popping `at` would remove, asked of the engine on a copy of the board.
    fn group_at(&self, at: Pos) -> Result<Selection, MoveError> {
        let game = self.game.as_ref().ok_or(MoveError::Finished)?;
        let pop = game.board().clone().pop_for(at, game.rules())?;
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
        self.phase == Phase::Playing
            && !self.show.anim.busy()
            && !self.paused
            && self.game.is_some()
    }

    /// Starts the solver on the level's first board for the par the panel shows.
    fn start_par(&mut self) {
        if let Some((board, _)) = &self.start.board {
            self.marks.par = None;
            self.jobs.par = Some(jobs::par(board.clone(), self.rules));
        }
    }

    /// Asks the solver for the best group (nothing happens while one is being computed).
    fn request_hint(&mut self) {
        if !self.accepts_moves() || self.jobs.hint.is_some() {
            return;
        }
        if let Some(game) = &self.game {
            self.marks.hint = None;
            self.jobs.hint = Some(jobs::hint(game.board().clone(), self.rules));
        }
    }

    /// Collects finished background work; [`launcher_kit::game::GameAction::Began`] when
    /// a level was dealt.
    fn poll_jobs(&mut self, cx: &mut Services) -> launcher_kit::game::GameAction {
        let mut action = launcher_kit::game::GameAction::None;
        if let Some(game) = Job::take(&mut self.jobs.dealing) {
            self.start_level(game, &[]);
            self.note_progress(cx);
            action = launcher_kit::game::GameAction::Began;
        }
        if let Some((game, events)) = Job::take(&mut self.jobs.next_deal).flatten() {
            self.start_level(game, &events);
            self.note_progress(cx);
            action = launcher_kit::game::GameAction::Began;
        }
        if let Some(at) = Job::take(&mut self.jobs.hint) {
            self.marks.hint = at.and_then(|at| self.group_at(at).ok());
            cx.clock.stir();
            if let Some(at) = at {
                log::debug!("popstar hint {},{}", at.row, at.col);
            }
        }
        if let Some(par) = Job::take(&mut self.jobs.par) {
            log::debug!("popstar par {par}");
            self.marks.par = Some(par);
        }
        self.poll_review(cx);
        action
    }
}

fn mode_of(settings: PopStarSettings) -> Mode {
    if settings.practice {
        Mode::Practice
    } else {
        Mode::Classic
    }
}
