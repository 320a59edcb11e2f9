//! The board as the player sees it and the queue of animations that bring it to the
//! engine's state, one event at a time: stars of a popped group burst one after another,
//! stars fall, columns slide left, and a finished board's stars go one by one while the
//! bonus counts down, each showing what it takes off.

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
/// The longest the leftover stars take to go, however many (a large SameGame board).
const LEFTOVERS_MAX_TIME: f32 = 3.2;
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

/// What the board shows: a grid of stars the size of the engine's board, each possibly in
/// motion.
#[derive(Debug, Clone, PartialEq)]
pub struct BoardView {
    cols: usize,
    rows: usize,
    cells: Vec<Option<ViewTile>>,
}

impl BoardView {
    /// A board without stars (before the first one is dealt).
    pub fn empty() -> BoardView {
        BoardView {
            cols: 0,
            rows: 0,
            cells: Vec::new(),
        }
    }

    /// The stars of `board`, at rest.
    pub fn of(board: &Board) -> BoardView {
        let (cols, rows) = (board.width(), board.height());
        let mut cells = vec![None; cols * rows];
        for row in 0..rows {
            for col in 0..cols {
                cells[row * cols + col] = board.colour(Pos::new(row, col)).map(|colour| ViewTile {
                    colour,
                    dx: 0.0,
                    dy: 0.0,
                    scale: 1.0,
                    fade: 1.0,
                });
            }
        }
        BoardView { cols, rows, cells }
    }

    fn slot(&mut self, pos: Pos) -> Option<&mut Option<ViewTile>> {
        if pos.row < self.rows && pos.col < self.cols {
            self.cells.get_mut(pos.row * self.cols + pos.col)
        } else {
            None
        }
    }

    /// Every shown star with its cell.
    pub fn tiles(&self) -> impl Iterator<Item = (Pos, ViewTile)> + '_ {
        let cols = self.cols.max(1);
        self.cells
            .iter()
            .enumerate()
            .filter_map(move |(i, t)| t.map(|t| (Pos::new(i / cols, i % cols), t)))
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
        let (cols, rows) = (self.cols.max(1), self.rows as f32);
        // Columns start a quarter row apart on a 10-wide board, closer on wider ones.
        let stagger = 2.5 / cols.max(10) as f32;
        for (i, t) in self.cells.iter_mut().enumerate() {
            if let Some(t) = t {
                if still {
                    t.fade = 0.0;
                    continue;
                }
                let row = (i / cols) as f32;
                let col = (i % cols) as f32;
                t.dy = -(rows + 2.0) + (row - rows) * 0.3 - col * stagger;
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
    /// A leftover star went; the bonus now shows `shown`; `labelled` when the star shows
    /// its deduction (until the deductions have taken the whole bonus).
    Leftover {
        /// The star.
        tile: LeftTile,
        /// The bonus left after it.
        shown: u32,
        /// Whether it shows what it took off.
        labelled: bool,
    },
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
        /// The stars that go one by one.
        remaining: Vec<LeftTile>,
        /// How many stars the board ended with (they all stay when nothing counts down).
        left: usize,
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
                } => {
                    let shown = countdown_start(remaining, *bonus);
                    // Nothing to count down (SameGame's board not emptied): the stars
                    // stay where the game ended.
                    let going = if shown > 0 {
                        remaining.clone()
                    } else {
                        Vec::new()
                    };
                    self.timeline.push(Step::Bonus {
                        remaining: going,
                        left: remaining.len(),
                        bonus: *bonus,
                        next: 0,
                        shown,
                    })
                }
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
                    left,
                    bonus,
                    next,
                    shown,
                } => {
                    let gap = leftover_gap(remaining.len());
                    while *next < remaining.len() && t >= (*next as f32 + 1.0) * gap {
                        let tile = remaining[*next];
                        view.remove(tile.pos);
                        let labelled = *shown > 0 && tile.deduction > 0;
                        *shown = shown.saturating_sub(tile.deduction);
                        cues.push(Cue::Leftover {
                            tile,
                            shown: *shown,
                            labelled,
                        });
                        *next += 1;
                    }
                    let counting = *bonus > 0 || !remaining.is_empty();
                    *bonus_shown = counting.then_some(if *next == remaining.len() {
                        *bonus
                    } else {
                        *shown
                    });
                    if t >= bonus_time(remaining.len()) {
                        cues.push(Cue::BonusDone {
                            bonus: *bonus,
                            left: *left,
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

/// Seconds between two of `n` leftover stars going: [`LEFTOVER_GAP`], closer when that
/// would take longer than [`LEFTOVERS_MAX_TIME`].
fn leftover_gap(n: usize) -> f32 {
    LEFTOVER_GAP.min(LEFTOVERS_MAX_TIME / n.max(1) as f32)
}

/// How long the bonus countdown over `n` leftover stars takes.
fn bonus_time(n: usize) -> f32 {
    (n as f32 + 2.0) * leftover_gap(n)
}

/// What the countdown shows before the first leftover star goes: the bonus with every
/// deduction still in it. PopStar's deductions (40·i + 20) add up to 20·m², so this is its
/// full 2000 (capped there once they pass it); rules without deductions show their bonus
/// throughout.
fn countdown_start(remaining: &[LeftTile], bonus: u32) -> u32 {
    let deductions: u32 = remaining.iter().map(|t| t.deduction).sum();
    bonus
        .saturating_add(deductions)
        .min(popstar::scoring::bonus(0).max(bonus))
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
    use crate::layout::SIDE;

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

#[cfg(test)]
mod countdown_tests {
    use super::*;

    /// The leftover cues of a finished board with `left` stars, played to the end.
    fn leftovers(board: &Board, bonus: u32) -> Vec<(u32, u32, bool)> {
        let mut view = BoardView::of(board);
        let mut anim = Animator::default();
        anim.push_events(&[Event::BoardFinished {
            remaining: board.leftovers(),
            bonus,
            score: 0,
        }]);
        anim.finish(&mut view)
            .into_iter()
            .filter_map(|c| match c {
                Cue::Leftover {
                    tile,
                    shown,
                    labelled,
                } => Some((tile.deduction, shown, labelled)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn each_leftover_star_takes_its_deduction_off_the_bonus_column_by_column() {
        // Four stars, the first column top to bottom, then the second: 20, 60, 100 and
        // 140 off the 2000, leaving 2000 − 20·4² = 1680.
        let board = Board::parse("R..\nG..\nBR.\n").unwrap();
        let cues = leftovers(&board, popstar::scoring::bonus(4));
        assert_eq!(
            cues,
            [
                (20, 1980, true),
                (60, 1920, true),
                (100, 1820, true),
                (140, 1680, true)
            ]
        );
    }

    #[test]
    fn once_the_bonus_is_gone_the_other_stars_go_without_labels() {
        // Twelve stars: the deductions of the first m add up to 20·m², the whole 2000 at
        // the tenth.
        let board = Board::parse("RGBYRGBYRGBY\n").unwrap();
        let cues = leftovers(&board, 0);
        let labelled: Vec<bool> = cues.iter().map(|c| c.2).collect();
        assert_eq!(labelled.iter().filter(|&&l| l).count(), 10, "{cues:?}");
        assert!(labelled[..10].iter().all(|&l| l) && !labelled[10] && !labelled[11]);
        assert_eq!(cues[9].1, 0);
        assert!(cues[10..].iter().all(|c| c.1 == 0), "the bonus stays at 0");
    }

    #[test]
    fn stars_left_on_a_samegame_board_stay_where_the_game_ended() {
        let board = Board::parse("RG\nGR\n").unwrap();
        let mut view = BoardView::of(&board);
        let mut anim = Animator::default();
        anim.push_events(&[Event::BoardFinished {
            remaining: board.leftovers_for(popstar::Scoring::SameGame),
            bonus: 0,
            score: 0,
        }]);
        let cues = anim.finish(&mut view);
        assert_eq!(view.tiles().count(), 4);
        assert_eq!(cues, [Cue::BonusDone { bonus: 0, left: 4 }]);
    }

    #[test]
    fn a_samegame_countdown_shows_its_own_bonus() {
        assert_eq!(countdown_start(&[], 1000), 1000);
        let board = Board::parse("RG\n").unwrap();
        assert_eq!(
            countdown_start(&board.leftovers_for(popstar::Scoring::SameGame), 0),
            0
        );
    }
}
