//! The board as the player sees it and the queue of animations that bring it to the
//! engine's state, one event at a time: stars of a popped group burst one after another,
//! stars fall, columns slide left, and a finished board's stars go one by one while the
//! bonus counts down.

use super::layout::SIDE;
use grid_core::{Move, Pos};
use launcher_kit::ui::{Beat, Timed, Timeline};
use popstar::{Board, Colour, Event, LeftTile, PoppedTile};

/// Seconds between two stars of a group bursting.
pub const BURST_GAP: f32 = 0.045;
/// Seconds a burst star takes to vanish.
pub const BURST_TIME: f32 = 0.18;
/// Seconds a fall or a column slide takes.
pub const SLIDE_TIME: f32 = 0.24;
/// Seconds between two leftover stars going at the end of a board.
pub const LEFTOVER_GAP: f32 = 0.16;
/// Seconds a new level's stars take to drop in.
pub const DEAL_TIME: f32 = 0.55;

/// A star on the shown board: its colour and how far (in cells) it still is from its cell.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ViewTile {
    /// Its colour.
    pub colour: Colour,
    /// Columns to the right of its cell it is drawn at.
    pub dx: f32,
    /// Rows below its cell it is drawn at (negative: above).
    pub dy: f32,
    /// Size factor (1 at rest; shrinks while bursting).
    pub scale: f32,
    /// Opacity (1 at rest): with reduced motion ([`launcher_kit::ui::motion`]) a star waits in
    /// its cell and fades in instead of falling or sliding there.
    pub fade: f32,
}

/// What the board shows: a 10×10 grid of stars, each possibly in motion.
#[derive(Debug, Clone, PartialEq)]
pub struct BoardView {
    cells: Vec<Option<ViewTile>>,
}

impl BoardView {
    /// A board without stars (before the first one is dealt).
    pub fn empty() -> BoardView {
        BoardView {
            cells: vec![None; SIDE * SIDE],
        }
    }

    /// The stars of `board`, at rest.
    pub fn of(board: &Board) -> BoardView {
        let mut cells = vec![None; SIDE * SIDE];
        for row in 0..board.height().min(SIDE) {
            for col in 0..board.width().min(SIDE) {
                cells[row * SIDE + col] = board.colour(Pos::new(row, col)).map(|colour| ViewTile {
                    colour,
                    dx: 0.0,
                    dy: 0.0,
                    scale: 1.0,
                    fade: 1.0,
                });
            }
        }
        BoardView { cells }
    }

    fn slot(&mut self, pos: Pos) -> Option<&mut Option<ViewTile>> {
        if pos.row < SIDE && pos.col < SIDE {
            self.cells.get_mut(pos.row * SIDE + pos.col)
        } else {
            None
        }
    }

    /// Every shown star with its cell.
    pub fn tiles(&self) -> impl Iterator<Item = (Pos, ViewTile)> + '_ {
        self.cells
            .iter()
            .enumerate()
            .filter_map(|(i, t)| t.map(|t| (Pos::new(i / SIDE, i % SIDE), t)))
    }

    /// Moves the stars as the engine moved them; each starts where it was and glides in.
    fn apply_moves(&mut self, moves: &[Move]) {
        let taken: Vec<(Move, Option<ViewTile>)> = moves
            .iter()
            .map(|&m| (m, self.slot(m.from).and_then(Option::take)))
            .collect();
        for (m, tile) in taken {
            if let (Some(slot), Some(mut tile)) = (self.slot(m.to), tile) {
                if launcher_kit::ui::motion::reduced() {
                    tile.fade = 0.0;
                } else {
                    tile.dx = m.from.col as f32 - m.to.col as f32;
                    tile.dy = m.from.row as f32 - m.to.row as f32;
                }
                *slot = Some(tile);
            }
        }
    }

    /// Starts every star `rows` above its cell, lower rows first, for a new board.
    pub fn drop_in(&mut self) {
        let still = launcher_kit::ui::motion::reduced();
        for (i, t) in self.cells.iter_mut().enumerate() {
            if let Some(t) = t {
                if still {
                    t.fade = 0.0;
                    continue;
                }
                let row = (i / SIDE) as f32;
                let col = (i % SIDE) as f32;
                t.dy = -(SIDE as f32 + 2.0) + (row - SIDE as f32) * 0.3 - col * 0.25;
            }
        }
    }

    fn set_scale(&mut self, pos: Pos, scale: f32) {
        if let Some(Some(t)) = self.slot(pos) {
            t.scale = scale;
        }
    }

    fn remove(&mut self, pos: Pos) -> Option<ViewTile> {
        self.slot(pos).and_then(Option::take)
    }

    /// Moves every star part of its remaining way home (`keep` of the offset, and of the
    /// transparency of a star fading in, stays).
    fn settle(&mut self, keep: f32) {
        for t in self.cells.iter_mut().flatten() {
            t.dx *= keep;
            t.dy *= keep;
            t.fade = 1.0 - (1.0 - t.fade) * keep;
        }
    }
}

/// Something the animation did that the scene reacts to (points, sounds, effects).
#[derive(Debug, Clone, PartialEq)]
pub enum Cue {
    /// A popped star burst: show its points.
    Burst(PoppedTile),
    /// A leftover star went; the bonus now shows `bonus_left`.
    Leftover(LeftTile, u32),
    /// The bonus animation ended: add `bonus` to the shown score; `left` stars were left.
    BonusDone {
        /// The bonus.
        bonus: u32,
        /// How many stars were left.
        left: usize,
    },
    /// An outcome event (level passed, game over) is reached in the queue.
    Outcome(Event),
}

/// One animation step made from one engine event.
#[derive(Debug, Clone, PartialEq)]
enum Step {
    Burst {
        tiles: Vec<PoppedTile>,
        next: usize,
    },
    Slide {
        moves: Vec<Move>,
    },
    Drop,
    Bonus {
        remaining: Vec<LeftTile>,
        bonus: u32,
        next: usize,
        shown: u32,
    },
    Outcome(Event),
}

impl Timed for Step {
    fn duration(&self) -> f32 {
        match self {
            Step::Burst { tiles, .. } => tiles.len() as f32 * BURST_GAP + BURST_TIME,
            Step::Slide { .. } => SLIDE_TIME,
            Step::Drop => DEAL_TIME,
            Step::Bonus { remaining, .. } => bonus_time(remaining.len()),
            Step::Outcome(_) => 0.0,
        }
    }
}

/// The steps still to play, on the shared timeline.
#[derive(Debug, Clone, Default)]
pub struct Animator {
    timeline: Timeline<Step>,
    /// What the running bonus countdown shows, for the HUD.
    bonus_shown: Option<u32>,
}

impl Animator {
    /// Queues the animations of `events` (in the engine's order).
    pub fn push_events(&mut self, events: &[Event]) {
        for e in events {
            match e {
                Event::Popped { tiles, .. } => self.timeline.push(Step::Burst {
                    tiles: tiles.clone(),
                    next: 0,
                }),
                Event::Fell { moves } | Event::ColumnsShifted { moves } => {
                    self.timeline.push(Step::Slide {
                        moves: moves.clone(),
                    })
                }
                Event::BoardFinished {
                    remaining, bonus, ..
                } => self.timeline.push(Step::Bonus {
                    remaining: remaining.clone(),
                    bonus: *bonus,
                    next: 0,
                    shown: popstar::scoring::bonus(0),
                }),
                Event::LevelPassed { .. } | Event::GameOver { .. } => {
                    self.timeline.push(Step::Outcome(e.clone()))
                }
                Event::LevelStarted { .. } => self.timeline.push(Step::Drop),
                Event::Paused | Event::Resumed => {}
            }
        }
    }

    /// Queues the drop of a new board's stars (see [`BoardView::drop_in`]).
    pub fn drop_in(&mut self) {
        self.timeline.push(Step::Drop);
    }

    /// Whether anything is still to play.
    pub fn busy(&self) -> bool {
        self.timeline.busy()
    }

    /// The bonus the countdown shows now, while a finished board is being counted.
    pub fn bonus_shown(&self) -> Option<u32> {
        self.bonus_shown
    }

    /// Plays everything queued to its end at once.
    pub fn finish(&mut self, view: &mut BoardView) -> Vec<Cue> {
        self.update(f32::INFINITY, view)
    }

    /// Advances by `dt` seconds, changing `view` and returning what happened.
    pub fn update(&mut self, dt: f32, view: &mut BoardView) -> Vec<Cue> {
        let mut cues = Vec::new();
        let bonus_shown = &mut self.bonus_shown;
        self.timeline.advance(dt, |beat| match beat {
            Beat::Start(Step::Slide { moves }) => view.apply_moves(moves),
            Beat::Start(_) => {}
            Beat::Tick(step, t0, t) => match step {
                Step::Burst { tiles, next } => {
                    while *next < tiles.len() && t >= *next as f32 * BURST_GAP {
                        cues.push(Cue::Burst(tiles[*next]));
                        *next += 1;
                    }
                    for (i, tile) in tiles.iter().enumerate().take(*next) {
                        let age = t - i as f32 * BURST_GAP;
                        if age >= BURST_TIME {
                            view.remove(tile.pos);
                        } else {
                            view.set_scale(tile.pos, burst_scale(age));
                        }
                    }
                }
                Step::Slide { .. } => view.settle(slide_keep(t0, t, SLIDE_TIME)),
                Step::Drop => view.settle(slide_keep(t0, t, DEAL_TIME)),
                Step::Bonus {
                    remaining,
                    bonus,
                    next,
                    shown,
                } => {
                    while *next < remaining.len() && t >= (*next as f32 + 1.0) * LEFTOVER_GAP {
                        let left = remaining[*next];
                        view.remove(left.pos);
                        *shown = shown.saturating_sub(left.deduction);
                        cues.push(Cue::Leftover(left, *shown));
                        *next += 1;
                    }
                    *bonus_shown = Some(if *next == remaining.len() {
                        *bonus
                    } else {
                        *shown
                    });
                    if t >= bonus_time(remaining.len()) {
                        cues.push(Cue::BonusDone {
                            bonus: *bonus,
                            left: remaining.len(),
                        });
                    }
                }
                Step::Outcome(e) => cues.push(Cue::Outcome(e.clone())),
            },
            Beat::End(Step::Slide { .. } | Step::Drop) => view.settle(0.0),
            Beat::End(Step::Bonus { .. }) => *bonus_shown = None,
            Beat::End(_) => {}
        });
        cues
    }
}

/// How long the bonus countdown over `n` leftover stars takes.
fn bonus_time(n: usize) -> f32 {
    (n as f32 + 2.0) * LEFTOVER_GAP
}

/// The size of a bursting star `age` seconds after it started: it swells, then vanishes.
fn burst_scale(age: f32) -> f32 {
    let p = (age / BURST_TIME).clamp(0.0, 1.0);
    if p < 0.3 {
        1.0 + p
    } else {
        1.3 * (1.0 - p) / 0.7
    }
}

/// The share of a slide's offset still left after going from `t0` to `t1` of `duration`,
/// relative to what was left at `t0`, along an ease-in curve (stars accelerate as they fall).
fn slide_keep(t0: f32, t1: f32, duration: f32) -> f32 {
    let left = |t: f32| {
        let p = (t / duration).clamp(0.0, 1.0);
        1.0 - p * p
    };
    let before = left(t0.max(0.0));
    if before <= f32::EPSILON {
        0.0
    } else {
        left(t1) / before
    }
}

#[cfg(test)]
mod motion_tests {
    use super::*;

    #[test]
    fn with_reduced_motion_a_falling_star_is_drawn_in_its_cell_and_fades_in() {
        let text = format!("{}R.........\n", "..........\n".repeat(SIDE - 1));
        let mut view = BoardView::of(&Board::parse(&text).unwrap());
        let fall = Move {
            from: Pos::new(SIDE - 1, 0),
            to: Pos::new(SIDE - 1, 1),
        };
        let mut anim = Animator::default();
        launcher_kit::ui::motion::set_reduced(true);
        anim.push_events(&[Event::Fell { moves: vec![fall] }]);
        anim.update(SLIDE_TIME / 2.0, &mut view);
        launcher_kit::ui::motion::set_reduced(false);
        let (pos, tile) = view.tiles().next().unwrap();
        assert_eq!((pos, tile.dx, tile.dy), (Pos::new(SIDE - 1, 1), 0.0, 0.0));
        assert!(tile.fade > 0.0 && tile.fade < 1.0, "{tile:?}");
        anim.finish(&mut view);
        assert_eq!(view.tiles().next().unwrap().1.fade, 1.0);
    }
}
