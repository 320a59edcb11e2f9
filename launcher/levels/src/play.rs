//! One level being played: the engine's `LevelGame` on match-3's shared board (which owns
//! input, the turn's timeline, the hint and the clock, and shows the ground), the goal
//! and move counters as shown, and the pieces flying to their goal. What the level's own
//! events show is in `events`; the bot playing a failed level for the player to watch is
//! in `watch`.

mod events;
mod watch;

use super::ID;
use super::pack::{self, Source};
use super::panel::{self, Panel};
use super::progress;
use ::match3::Event;
use ::match3::level::{FailReason, Level, LevelEvent, LevelGame, LevelStatus, Limit, Progress};
use launcher_kit::draw::{Painter, Transform};
use launcher_kit::geom::{Point, Size};
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::persist::statistics::{Figure, Fold, GameResult};
use launcher_kit::scene::Wake;
use launcher_kit::services::Services;
use launcher_kit::tr;
use launcher_kit::ui::Ease;
use launcher_match3::BoardRules;
use launcher_match3::board::{BoardAction, BoardController, BoardState, Setup};
use launcher_match3::draw_gem;
use launcher_match3::layout::Layout;
use watch::{Step, Watch};

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
    /// The level.
    pub level: Level,
    /// The title the level was started or kept under (shown only for a pack level no
    /// longer in the pack).
    title: String,
    /// The level's rules on the shared board.
    board: BoardController<LevelTurns>,
    /// The seed the play started from, if known (a save from before it was kept has
    /// none): Restart plays the same board and refills again.
    seed: Option<u64>,
    /// The bot playing the level for the player to watch (nothing is counted).
    watch: Option<Watch>,
    /// Whether the host's pause dialog is open (the bot waits too).
    paused: bool,
}

/// What a level adds to the board and its engine: where the level comes from, the goal
/// and move counters as shown, and the pieces flying to their goal.
struct LevelTurns {
    source: Source,
    /// The goals' counters as shown.
    goals: Vec<Progress>,
    goal_pulse: Vec<f32>,
    /// Moves left as shown.
    moves: Option<u32>,
    moves_pulse: f32,
    flyers: Vec<Flyer>,
    /// Whether a move was made (a level left untouched is not kept).
    moved: bool,
    end: Option<End>,
    /// Whether the bot plays: nothing goes into the progress or the statistics.
    watched: bool,
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
        let time_left = match level.limit {
            Limit::Seconds(s) => Some(time_left.unwrap_or(s as f32)),
            Limit::Moves(_) => None,
        };
        LevelPlay::build(source, level, title, game, time_left, moved, size)
    }

    /// The bot playing `level` (from `source`) from `seed`, for the player to watch: the
    /// same board and refills as the player's play from that seed. A timed level's clock
    /// does not run: the bot has its moves instead ([`::match3::level::simulate`]).
    pub fn by_bot(
        source: Source,
        level: Level,
        title: String,
        seed: u64,
        size: Size,
    ) -> Result<LevelPlay, ::match3::level::LevelError> {
        let game = LevelGame::new(&level, seed)?;
        let watch = Watch::new(&level, seed);
        let mut play = LevelPlay::build(source, level, title, game, None, false, size);
        play.board.rules.watched = true;
        play.watch = Some(watch);
        play.seed = Some(seed);
        Ok(play)
    }

    fn build(
        source: Source,
        level: Level,
        title: String,
        game: LevelGame,
        time_left: Option<f32>,
        moved: bool,
        size: Size,
    ) -> LevelPlay {
        let setup = Setup {
            tag: "levels:",
            new_game: back_label(&source),
            pause: "levels-pause",
            hint_after: 0.0,
            time_left,
            terrain: Some(game.terrain().clone()),
        };
        log::debug!(
            "levels: start {} moves left {} hint {}",
            source.key(),
            game.moves_left().unwrap_or(0),
            game.hint()
                .map_or("none".to_string(), |h| format!("{} {}", h.a, h.b))
        );
        let (shown, score) = (game.board().clone(), game.score());
        let stuck = game.needs_reshuffle();
        let rules = LevelTurns {
            goals: game.progress().to_vec(),
            goal_pulse: vec![0.0; game.goals().len()],
            moves: game.moves_left(),
            moves_pulse: 0.0,
            flyers: Vec::new(),
            moved,
            end: None,
            watched: false,
            source,
        };
        let mut board = BoardController::new(rules, game, shown, score, size, setup);
        if stuck {
            board.state.queue(vec![LevelEvent::Board(Event::NoMoves)]);
        }
        LevelPlay {
            level,
            title,
            board,
            seed: None,
            watch: None,
            paused: false,
        }
    }

    /// The same play, started from `seed`.
    pub fn seeded(mut self, seed: Option<u64>) -> LevelPlay {
        self.seed = seed;
        self
    }

    /// The seed the play started from, if known.
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// Where the level comes from.
    pub fn source(&self) -> &Source {
        &self.board.rules.source
    }

    /// "Level 7", "My level" or "Trying", in the player's language ("The bot plays" while
    /// it does).
    pub fn title(&self) -> String {
        if self.watching() {
            return tr!("levels-bot-title");
        }
        title_of(self.source(), &self.title)
    }

    /// The swap the board shows as the hint (the bot's next, while it plays).
    #[cfg(test)]
    pub fn board_hint(&self) -> Option<::match3::Swap> {
        self.board.state.hint_shown()
    }

    /// Whether the bot plays, for the player to watch.
    pub fn watching(&self) -> bool {
        self.watch.is_some()
    }

    /// The engine's play of the level.
    pub fn game(&self) -> &LevelGame {
        &self.board.state.game
    }

    /// The layout of board and panel.
    pub fn layout(&self) -> &Layout {
        self.board.state.layout()
    }

    /// Seconds left on a timed level.
    pub fn time_left(&self) -> Option<f32> {
        self.board.state.time_left()
    }

    /// Whether a move was made and the level is not over: worth keeping on leaving (the
    /// bot's play is not).
    pub fn worth_keeping(&self) -> bool {
        self.board.rules.moved && self.game().status() == LevelStatus::Playing && !self.watching()
    }

    /// The level's end, once shown and settled.
    pub fn finished(&self) -> Option<End> {
        let end = self.board.rules.end?;
        self.board.state.end_settled().then_some(end)
    }

    /// Whether a turn is still being shown.
    pub fn busy(&self) -> bool {
        self.board.state.busy()
    }

    /// The clock stops while the host's pause dialog is open.
    pub fn set_paused(&mut self, paused: bool) {
        self.paused = paused;
        self.board.state.set_paused(paused);
    }

    /// The board is resized with the window.
    pub fn relayout(&mut self, size: Size) {
        self.board.state.relayout(size);
    }

    /// Input on the level. While the bot plays, a click on the board, Enter or Space
    /// skips to the end; the panel's buttons work as ever.
    pub fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> Request {
        if let Some(watch) = self.watch.as_mut() {
            let buttons = self.board.state.buttons();
            match *ev {
                InputEvent::MouseDown { pos, .. } if buttons.pause.rect.contains(pos) => {
                    return Request::Pause;
                }
                InputEvent::MouseDown { pos, .. } if buttons.new_game.rect.contains(pos) => {
                    return Request::Map;
                }
                InputEvent::MouseDown { .. }
                | InputEvent::KeyDown {
                    key: Key::Enter | Key::Space,
                    ..
                } => {
                    watch.skip();
                    return Request::None;
                }
                InputEvent::KeyDown {
                    key: Key::Char('p'),
                    ..
                } => return Request::Pause,
                InputEvent::Resize(_) => {}
                _ => return Request::None,
            }
        }
        match self.board.event(ev, cx) {
            BoardAction::Pause => Request::Pause,
            BoardAction::NewGame => Request::Map,
            BoardAction::None | BoardAction::Key(_) => Request::None,
        }
    }

    /// Advances clocks and animations by `dt` real seconds, and the bot's play.
    pub fn update(&mut self, dt: f32, cx: &mut Services) {
        self.board.update(dt, cx);
        self.drive_bot(dt, cx);
    }

    /// The bot's next step: a swap shown, then played once the turn before it is shown
    /// (at once, with nothing animated, once the player skipped).
    fn drive_bot(&mut self, dt: f32, cx: &mut Services) {
        let (Some(watch), board) = (self.watch.as_mut(), &mut self.board) else {
            return;
        };
        if self.paused {
            return;
        }
        loop {
            if watch.skipped() && board.state.busy() {
                board.finish_animations(cx);
            }
            let ready = board.state.accepts_moves();
            match watch.step(&board.state.game, ready, dt) {
                Step::Wait => break,
                Step::Show(swap) => {
                    board.state.show_hint(Some(swap));
                    break;
                }
                Step::Play(swap) => {
                    log::debug!("levels: bot move {} {} {}", watch.played(), swap.a, swap.b);
                    board.swap(swap.a, swap.b, cx);
                    if !watch.skipped() {
                        break;
                    }
                }
                Step::TimeUp => {
                    log::debug!("levels: bot's moves used up");
                    board.rules.time_up(&mut board.state, cx);
                    break;
                }
                Step::GiveUp => {
                    log::debug!("levels: the bot has no move");
                    break;
                }
            }
        }
    }

    /// When the level next changes by itself.
    pub fn wake(&self, cx: &Services) -> Wake {
        let r = &self.board.rules;
        let pulsing = r.moves_pulse > 0.0 || r.goal_pulse.iter().any(|p| *p > 0.0);
        let showing = self.watch.as_ref().is_some_and(Watch::showing);
        self.board
            .wake(!r.flyers.is_empty() || pulsing || showing, cx)
    }

    /// Draws panel, board and flying pieces.
    pub fn draw(&self, p: &mut Painter, viewport: Size) {
        let (r, board) = (&self.board.rules, &self.board.state);
        let l = board.layout();
        let shown_score = board.stage.shown_score;
        let goals = board
            .game
            .goals()
            .iter()
            .zip(&r.goals)
            .zip(&r.goal_pulse)
            .map(|((g, pr), pulse)| (*g, *pr, *pulse))
            .collect();
        // The thresholds the shown score has reached; a passed level has at least one star.
        let reached = self
            .level
            .stars
            .iter()
            .filter(|&&t| shown_score >= t)
            .count() as u8;
        let stars = match r.end {
            Some(End::Passed { stars }) => stars,
            _ => reached,
        };
        let name = if self.watching() {
            tr!("levels-bot-skip")
        } else {
            pack::level_name(&r.source, &self.level)
        };
        let panel = Panel {
            layout: l,
            buttons: board.buttons(),
            title: self.title(),
            name: &name,
            moves: r.moves,
            time_left: board.time_left(),
            moves_pulse: r.moves_pulse,
            score: shown_score,
            stars,
            goals,
            settled: board.accepts_moves(),
        };
        panel::draw(&panel, p, viewport);
        board.draw(p);
        for f in r.flyers.iter().filter(|f| f.age >= 0.0) {
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

impl LevelTurns {
    /// Queues a turn's events (falls and drop-ins together); a turn that ended the level
    /// is entered in the progress and the statistics at once, so leaving during its
    /// animation loses nothing.
    fn turn(
        &mut self,
        board: &mut BoardState<LevelGame>,
        events: Vec<LevelEvent>,
        cx: &mut Services,
    ) {
        board.queue(events);
        if self.source == Source::Draft || self.watched {
            return;
        }
        let passed = match board.game.status() {
            LevelStatus::Playing => return,
            LevelStatus::Passed { stars } => {
                let added = progress::note_pass(cx, &self.source.key(), stars, board.game.score());
                Some(added)
            }
            LevelStatus::Failed(_) => None,
        };
        let result = GameResult {
            score: board.game.score(),
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
        cx.records.record_result(ID, super::TABLE, &result);
    }
}
