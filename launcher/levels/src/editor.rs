//! The level editor: paint holes, plain cells, jelly and blockers on a board of 5–12 by
//! 5–12 cells; set the kinds, the moves or seconds, the goals and the star thresholds;
//! try the level at once; see how often the lookahead bot passes it (30 games on a worker
//! thread, run again a moment after each change); save it to the player's own levels.
//! A level [`Level::check`] refuses cannot be saved, and the editor says why.

use super::editor_layout::{EditorLayout, KNOBS, Knob, editor_layout};
use super::words;
use ::match3::level::bots::Bot;
use ::match3::level::{Goal, Level, Limit, Problem, simulate};
use ::match3::{Terrain, Tile};
use grid_core::{Grid, Pos};
use launcher_kit::geom::Size;
use launcher_kit::input::{InputEvent, Key, MouseButton};
use launcher_kit::scene::Wake;
use launcher_kit::tr;
use launcher_kit::ui::{Button, ButtonStyle, Cursor, Edit, TextField};
use launcher_kit::worker::Job;
use std::time::Instant;

/// Games the bot plays to measure a level.
pub const SIMULATED: u32 = 30;
/// Seconds after the last change before the bot starts measuring.
const SETTLE: f32 = 0.6;
/// Sides of the board, in cells.
const SIDES: std::ops::RangeInclusive<usize> = 5..=12;

/// The brushes, in the palette's order (keys 1–6).
pub const BRUSHES: [Tile; 6] = [
    Tile::Floor,
    Tile::Hole,
    Tile::Jelly(1),
    Tile::Jelly(2),
    Tile::Blocker(1),
    Tile::Blocker(2),
];

/// What the editor asks of the scene.
#[derive(Debug, Clone, PartialEq)]
pub enum Request {
    /// Nothing.
    None,
    /// Play this level now.
    Try(Level),
    /// Save this (checked) level to the player's levels.
    Save(Level),
    /// Back to the map.
    Map,
}

/// What the bot found, or that it is still playing.
#[derive(Debug, Clone, PartialEq)]
pub enum Measure {
    /// Nothing measured (the level cannot be played).
    None,
    /// Waiting for the changes to settle, or the bot is playing.
    Running,
    /// Passed this share of the games; the star thresholds its scores give.
    Done {
        /// 0–1.
        pass_rate: f64,
        /// Thresholds for one, two and three stars.
        stars: Vec<u64>,
    },
}

/// The line the last Try or Save left.
#[derive(Debug, Clone, PartialEq)]
enum Message {
    /// Saved under this file name.
    Saved(String),
    /// Not saved: the level has no name.
    Unnamed,
    /// Not saved: the level is refused.
    CannotSave(Problem),
    /// Not tried: the level cannot be played.
    CannotPlay(Problem),
}

/// The editor.
pub struct Editor {
    /// The level's name.
    pub name: TextField,
    name_focused: bool,
    /// The board being painted.
    pub terrain: Terrain,
    kinds: u8,
    timed: bool,
    moves: u32,
    seconds: u32,
    score: u64,
    collect_kind: u8,
    collect_count: u32,
    jelly: bool,
    blockers: bool,
    stars: [u64; 3],
    /// Whether the player set the stars (else the bot's fill them in).
    stars_by_hand: bool,
    /// The tile painted.
    pub brush: Tile,
    painting: bool,
    cursor: Cursor,
    /// What is wrong with the level, if anything.
    problem: Option<Problem>,
    /// The last save's or refusal's line.
    message: Option<Message>,
    measure: Measure,
    sim_due: Option<f32>,
    sim: Option<Job<Measure>>,
    pub(super) knobs: Vec<(Knob, Button, Button)>,
    pub(super) palette: Vec<(Tile, Button)>,
    pub(super) try_it: Button,
    pub(super) save: Button,
    pub(super) back: Button,
    pub(super) layout: EditorLayout,
}

impl Editor {
    /// A new level: an 8×8 board of plain cells, 5 kinds, 20 moves, a score goal.
    pub fn new(size: Size) -> Editor {
        let mut name = TextField::new(24, |c| c.is_alphanumeric() || " -'!".contains(c));
        name.set_text(&tr!("levels-new-level-name"));
        let knobs = KNOBS
            .iter()
            .map(|&k| {
                (
                    k,
                    Button::new("−", ButtonStyle::Normal),
                    Button::new("+", ButtonStyle::Normal),
                )
            })
            .collect();
        let palette = BRUSHES
            .iter()
            .map(|&t| (t, Button::new("", ButtonStyle::Normal)))
            .collect();
        let mut editor = Editor {
            name,
            name_focused: false,
            terrain: Grid::new(8, 8, Tile::Floor),
            kinds: 5,
            timed: false,
            moves: 20,
            seconds: 60,
            score: 5000,
            collect_kind: 1,
            collect_count: 0,
            jelly: false,
            blockers: false,
            stars: [5000, 8000, 12000],
            stars_by_hand: false,
            brush: Tile::Jelly(1),
            painting: false,
            cursor: Cursor::default(),
            problem: None,
            message: None,
            measure: Measure::None,
            sim_due: None,
            sim: None,
            knobs,
            palette,
            try_it: Button::keyed("levels-try", ButtonStyle::Primary),
            save: Button::keyed("common-save", ButtonStyle::Normal),
            back: Button::keyed("levels-map", ButtonStyle::Normal),
            layout: editor_layout(size, 8, 8),
        };
        editor.relayout(size);
        editor.changed(true);
        editor
    }

    /// Places everything for a window of `size`.
    pub fn relayout(&mut self, size: Size) {
        self.layout = editor_layout(size, self.terrain.width(), self.terrain.height());
        let l = &self.layout;
        self.name.rect = l.name;
        for ((_, minus, plus), row) in self.knobs.iter_mut().zip(&l.knobs) {
            minus.rect = row.minus;
            plus.rect = row.plus;
        }
        for ((_, b), r) in self.palette.iter_mut().zip(&l.palette) {
            b.rect = *r;
        }
        self.try_it.rect = l.try_it;
        self.save.rect = l.save;
        self.back.rect = l.back;
    }

    /// The level as edited.
    pub fn level(&self) -> Level {
        let mut goals = Vec::new();
        if self.jelly {
            goals.push(Goal::Jelly);
        }
        if self.blockers {
            goals.push(Goal::Blockers);
        }
        if self.collect_count > 0 {
            goals.push(Goal::Collect {
                kind: self.collect_kind,
                count: self.collect_count,
            });
        }
        if self.score > 0 {
            goals.push(Goal::Score { points: self.score });
        }
        Level {
            name: self.name.text().trim().to_string(),
            kinds: self.kinds,
            limit: if self.timed {
                Limit::Seconds(self.seconds)
            } else {
                Limit::Moves(self.moves)
            },
            goals,
            stars: self.stars.to_vec(),
            terrain: self.terrain.clone(),
        }
    }

    /// What is wrong with the level, if anything, in the player's language.
    pub fn problem(&self) -> Option<String> {
        self.problem.as_ref().map(words::problem)
    }

    /// The line the last Try or Save left, if the level has not changed since, in the
    /// player's language.
    pub fn message(&self) -> Option<String> {
        self.message.as_ref().map(|m| match m {
            Message::Saved(file) => tr!("levels-saved", file = file),
            Message::Unnamed => tr!("levels-cannot-save-unnamed"),
            Message::CannotSave(p) => tr!("levels-cannot-save", problem = words::problem(p)),
            Message::CannotPlay(p) => tr!("levels-cannot-try", problem = words::problem(p)),
        })
    }

    /// What the bot found.
    pub fn measure(&self) -> &Measure {
        &self.measure
    }

    /// The value a knob shows, in the player's language.
    pub fn value(&self, knob: Knob) -> String {
        let on_off = |b: bool| {
            if b {
                tr!("common-on")
            } else {
                tr!("common-off")
            }
        };
        match knob {
            Knob::Width => self.terrain.width().to_string(),
            Knob::Height => self.terrain.height().to_string(),
            Knob::Kinds => self.kinds.to_string(),
            Knob::Timed if self.timed => tr!("levels-limit-clock"),
            Knob::Timed => tr!("levels-limit-moves"),
            Knob::Limit if self.timed => tr!("levels-seconds", seconds = self.seconds),
            Knob::Limit => tr!("levels-moves", moves = self.moves),
            Knob::Score if self.score == 0 => tr!("common-off"),
            Knob::Score => self.score.to_string(),
            Knob::CollectKind => self.collect_kind.to_string(),
            Knob::CollectCount if self.collect_count == 0 => tr!("common-off"),
            Knob::CollectCount => tr!("levels-pieces", count = self.collect_count),
            Knob::Jelly => on_off(self.jelly),
            Knob::Blockers => on_off(self.blockers),
            Knob::Star(i) => self.stars[i].to_string(),
        }
    }

    /// Turns `knob` one step up (`up`) or down.
    pub fn turn(&mut self, knob: Knob, up: bool) {
        let step = |v: u64, by: u64, lo: u64, hi: u64| {
            if up {
                (v + by).min(hi)
            } else {
                v.saturating_sub(by).max(lo)
            }
        };
        let mut resim = true;
        match knob {
            Knob::Width | Knob::Height => {
                let (w, h) = (self.terrain.width(), self.terrain.height());
                let grow = |n: usize| {
                    let n = if up { n + 1 } else { n.saturating_sub(1) };
                    n.clamp(*SIDES.start(), *SIDES.end())
                };
                let (w2, h2) = match knob {
                    Knob::Width => (grow(w), h),
                    _ => (w, grow(h)),
                };
                let old = self.terrain.clone();
                self.terrain =
                    Grid::from_fn(w2, h2, |p| old.get(p).copied().unwrap_or(Tile::Floor));
                let size = self.layout.size;
                self.relayout(size);
            }
            Knob::Kinds => {
                self.kinds = step(u64::from(self.kinds), 1, 4, 8) as u8;
                self.collect_kind = self.collect_kind.min(self.kinds);
            }
            Knob::Timed => self.timed = !self.timed,
            Knob::Limit if self.timed => {
                self.seconds = step(u64::from(self.seconds), 10, 10, 600) as u32
            }
            Knob::Limit => self.moves = step(u64::from(self.moves), 1, 1, 99) as u32,
            Knob::Score => self.score = step(self.score, 1000, 0, 500_000),
            Knob::CollectKind => {
                self.collect_kind =
                    step(u64::from(self.collect_kind), 1, 1, u64::from(self.kinds)) as u8;
            }
            Knob::CollectCount => {
                self.collect_count = step(u64::from(self.collect_count), 5, 0, 300) as u32
            }
            Knob::Jelly => self.jelly = !self.jelly,
            Knob::Blockers => self.blockers = !self.blockers,
            Knob::Star(i) => {
                self.stars[i] = step(self.stars[i], 500, 0, 1_000_000);
                self.stars_by_hand = true;
                resim = false;
            }
        }
        self.changed(resim);
    }

    /// Paints the brush on `pos`.
    pub fn paint(&mut self, pos: Pos) {
        let brush = self.brush;
        if let Some(t) = self.terrain.get_mut(pos) {
            if *t != brush {
                *t = brush;
                self.changed(true);
            }
        }
    }

    /// The level changed: check it again and, when `resim`, measure it again soon.
    fn changed(&mut self, resim: bool) {
        self.problem = self.level().check().err();
        self.message = None;
        if resim {
            self.sim = None;
            match self.problem {
                // Stars do not change how the bot plays: a level refused only for its
                // stars is still measured.
                Some(_) if self.level_with_bot_stars().check().is_err() => {
                    self.measure = Measure::None;
                    self.sim_due = None;
                }
                _ => {
                    self.measure = Measure::Running;
                    self.sim_due = Some(SETTLE);
                }
            }
        }
    }

    /// The level with stars that always pass the check (for the bot, which ignores them).
    fn level_with_bot_stars(&self) -> Level {
        Level {
            stars: Vec::new(),
            ..self.level()
        }
    }

    /// Input; what the player asked for.
    pub fn event(&mut self, ev: &InputEvent) -> Request {
        if self.name_focused {
            if let InputEvent::KeyDown {
                key: Key::Enter | Key::Tab,
                ..
            } = ev
            {
                self.name_focused = false;
                return Request::None;
            }
            if !matches!(self.name.event(ev), Edit::Ignored) {
                self.changed(false);
                return Request::None;
            }
        }
        if let InputEvent::MouseDown { pos, .. } = ev {
            self.name_focused = self.name.rect.contains(*pos);
            self.cursor.hide();
        }
        if self.try_it.event(ev) {
            return self.try_level();
        }
        if self.save.event(ev) {
            return self.save_level();
        }
        if self.back.event(ev) {
            return Request::Map;
        }
        let mut turned = None;
        for (knob, minus, plus) in &mut self.knobs {
            if minus.event(ev) {
                turned = Some((*knob, false));
            }
            if plus.event(ev) {
                turned = Some((*knob, true));
            }
        }
        if let Some((knob, up)) = turned {
            self.turn(knob, up);
            return Request::None;
        }
        for (tile, b) in &mut self.palette {
            if b.event(ev) {
                self.brush = *tile;
            }
        }
        self.board_event(ev);
        Request::None
    }

    /// Painting with the mouse (press and drag) or the keyboard (arrows, Space or Enter;
    /// 1–6 pick the brush).
    fn board_event(&mut self, ev: &InputEvent) {
        let (w, h) = (self.terrain.width(), self.terrain.height());
        match *ev {
            InputEvent::MouseDown {
                pos,
                button: MouseButton::Left,
            } => {
                if let Some(cell) = self.layout.cell_at(pos) {
                    self.painting = true;
                    self.paint(cell);
                }
            }
            InputEvent::MouseMove { pos } if self.painting => {
                if let Some(cell) = self.layout.cell_at(pos) {
                    self.paint(cell);
                }
            }
            InputEvent::MouseUp { .. } => self.painting = false,
            InputEvent::KeyDown { key, .. } => {
                if self.cursor.arrow(key, h, w) {
                    return;
                }
                match (key, self.cursor.pos()) {
                    (Key::Enter | Key::Space, Some(at)) => self.paint(at),
                    (Key::Char(c), _) => {
                        let i = c.to_digit(10).and_then(|d| usize::try_from(d).ok());
                        if let Some(&tile) = i
                            .and_then(|d| d.checked_sub(1))
                            .and_then(|d| BRUSHES.get(d))
                        {
                            self.brush = tile;
                        }
                    }
                    _ => {}
                }
            }
            _ => {}
        }
    }

    /// "Try": a level that can be played plays now.
    fn try_level(&mut self) -> Request {
        let level = self.level_with_bot_stars();
        match level.check() {
            Ok(()) => Request::Try(Level {
                stars: if self.problem.is_none() {
                    self.stars.to_vec()
                } else {
                    Vec::new()
                },
                ..level
            }),
            Err(p) => {
                self.message = Some(Message::CannotPlay(p));
                Request::None
            }
        }
    }

    /// "Save": only a level that passes the check.
    fn save_level(&mut self) -> Request {
        let level = self.level();
        if level.name.is_empty() {
            self.message = Some(Message::Unnamed);
            return Request::None;
        }
        match level.check() {
            Ok(()) => Request::Save(level),
            Err(p) => {
                log::debug!("levels: cannot save: {p}");
                self.message = Some(Message::CannotSave(p));
                Request::None
            }
        }
    }

    /// Starts the bot once the changes have settled, and collects what it found.
    pub fn update(&mut self, dt: f32) {
        if let Some(due) = self.sim_due.as_mut() {
            *due -= dt;
            if *due <= 0.0 {
                self.sim_due = None;
                let level = self.level_with_bot_stars();
                self.sim = Some(Job::spawn("level-bot", move |_stop| {
                    let started = Instant::now();
                    match simulate::simulate(&level, Bot::Lookahead, SIMULATED) {
                        Ok(stats) => {
                            log::debug!(
                                "levels: the bot played {SIMULATED} games in {} ms, passed {:.0}%",
                                started.elapsed().as_millis(),
                                stats.pass_rate * 100.0
                            );
                            Measure::Done {
                                pass_rate: stats.pass_rate,
                                stars: stats.stars,
                            }
                        }
                        Err(e) => {
                            log::warn!("levels: the bot could not play the level: {e}");
                            Measure::None
                        }
                    }
                }));
            }
        }
        if let Some(measure) = Job::take(&mut self.sim) {
            if let (Measure::Done { stars, .. }, false) = (&measure, self.stars_by_hand) {
                for (mine, bot) in self.stars.iter_mut().zip(stars) {
                    *mine = *bot;
                }
                self.changed(false);
            }
            self.measure = measure;
        }
    }

    /// Saved: say so.
    pub fn saved(&mut self, file: &str) {
        self.message = Some(Message::Saved(file.to_string()));
    }

    /// When the editor next changes by itself: when the bot starts, and while it plays
    /// (its result also wakes the window).
    pub fn wake(&self) -> Wake {
        match (self.sim_due, &self.sim) {
            (Some(due), _) => Wake::In(due.max(0.0)),
            (None, Some(_)) => Wake::In(0.25),
            (None, None) => Wake::Idle,
        }
    }

    /// Whether the name field has the keyboard.
    pub fn name_focused(&self) -> bool {
        self.name_focused
    }

    /// The keyboard's cursor on the board.
    pub fn cursor(&self) -> Cursor {
        self.cursor
    }
}
