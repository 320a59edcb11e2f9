//! The animation of one engine event: how long it takes and where each piece is drawn
//! meanwhile. The shown board already holds the event's result when its step starts; a
//! step only says how the pieces get there (or, for cleared pieces, how they leave).

use ::match3::{Cell, Special};
use grid_core::Pos;
use launcher_kit::ui::Ease;

/// Seconds a swap takes.
pub const SWAP: f32 = 0.2;
/// Seconds a refused swap takes, there and back.
pub const BOUNCE: f32 = 0.38;
/// Seconds cleared pieces take to shrink away.
pub const VANISH: f32 = 0.3;
/// Seconds a special takes to go off.
pub const BLAST: f32 = 0.4;
/// Seconds a new special takes to pop in.
pub const APPEAR: f32 = 0.25;
/// Seconds a piece takes to fall one row; longer falls take √rows times this (gravity).
pub const FALL_ROW: f32 = 0.15;
/// Seconds a reshuffle takes.
pub const SHUFFLE: f32 = 0.6;

/// A piece travelling to its cell.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Path {
    /// Where it starts, in (fractional) rows and columns; rows above the board are negative.
    pub from: (f32, f32),
    /// Seconds it waits before moving.
    pub delay: f32,
    /// Seconds it moves.
    pub duration: f32,
}

/// A piece leaving the board: what it was and where.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ghost {
    /// Its cell.
    pub pos: Pos,
    /// Its kind.
    pub cell: Cell,
    /// Its special, if it had one.
    pub special: Option<Special>,
}

/// What moves during a step.
#[derive(Debug, Clone, PartialEq)]
pub enum Motion {
    /// Pieces travel to their cells: one optional path per cell, row-major.
    Travel {
        /// The path of the piece now in each cell.
        paths: Vec<Option<Path>>,
        /// The curve of every path.
        ease: Ease,
    },
    /// Two pieces start to swap and go back.
    Bounce {
        /// The piece the player moved.
        from: Pos,
        /// The cell it tried to move to.
        to: Pos,
    },
    /// Pieces shrink away, optionally blown away by a special.
    Vanish {
        /// The leaving pieces.
        ghosts: Vec<Ghost>,
        /// The special that went off, and where.
        blast: Option<(Pos, Special)>,
    },
    /// A new special pops in.
    Appear {
        /// Its cell.
        pos: Pos,
    },
    /// Nothing moves (a banner is read).
    Wait,
}

/// One running animation step.
#[derive(Debug, Clone, PartialEq)]
pub struct Step {
    /// What moves.
    pub motion: Motion,
    /// Its length in seconds.
    pub duration: f32,
    elapsed: f32,
    /// Reduced motion when it started ([`launcher_kit::ui::motion`]): travelling and bouncing
    /// pieces stay in their cells and fade in instead.
    still: bool,
}

impl Step {
    /// A step starting now.
    pub fn new(motion: Motion, duration: f32) -> Step {
        Step {
            motion,
            duration,
            elapsed: 0.0,
            still: launcher_kit::ui::motion::reduced(),
        }
    }

    /// A travel step whose length is that of its slowest path.
    pub fn travel(paths: Vec<Option<Path>>, ease: Ease) -> Step {
        let duration = paths
            .iter()
            .flatten()
            .map(|p| p.delay + p.duration)
            .fold(0.0, f32::max);
        Step::new(Motion::Travel { paths, ease }, duration)
    }

    /// Moves the step to `t` seconds after its start (the timeline keeps the time).
    pub fn seek(&mut self, t: f32) {
        self.elapsed = t;
    }

    /// Progress 0..1.
    pub fn progress(&self) -> f32 {
        if self.duration <= 0.0 {
            1.0
        } else {
            (self.elapsed / self.duration).clamp(0.0, 1.0)
        }
    }

    /// Where the piece now in `pos` (on a board `cols` wide) is drawn, in fractional rows
    /// and columns, and how large (1 = normal).
    pub fn place(&self, pos: Pos, cols: usize) -> ((f32, f32), f32) {
        let home = (pos.row as f32, pos.col as f32);
        if self.still && matches!(self.motion, Motion::Travel { .. } | Motion::Bounce { .. }) {
            return (home, 1.0);
        }
        match &self.motion {
            Motion::Travel { paths, ease } => {
                let Some(path) = paths.get(pos.row * cols + pos.col).copied().flatten() else {
                    return (home, 1.0);
                };
                let t = if path.duration <= 0.0 {
                    1.0
                } else {
                    ((self.elapsed - path.delay) / path.duration).clamp(0.0, 1.0)
                };
                let k = ease.apply(t);
                let at = (
                    path.from.0 + (home.0 - path.from.0) * k,
                    path.from.1 + (home.1 - path.from.1) * k,
                );
                (at, 1.0)
            }
            Motion::Bounce { from, to } => {
                // Out most of the way and back, slowing at the far point.
                let t = self.progress();
                let k = if t >= 1.0 {
                    0.0
                } else {
                    0.55 * (t * std::f32::consts::PI).sin()
                };
                let other = if pos == *from {
                    *to
                } else if pos == *to {
                    *from
                } else {
                    return (home, 1.0);
                };
                let at = (
                    home.0 + (other.row as f32 - home.0) * k,
                    home.1 + (other.col as f32 - home.1) * k,
                );
                (at, 1.0)
            }
            Motion::Appear { pos: p } if *p == pos => (home, Ease::OutBack.apply(self.progress())),
            _ => (home, 1.0),
        }
    }

    /// How opaque the piece now in `pos` (on a board `cols` wide) is drawn: with reduced
    /// motion a travelling piece waits in its cell and fades in while it would travel;
    /// otherwise 1.
    pub fn fade(&self, pos: Pos, cols: usize) -> f32 {
        let Motion::Travel { paths, .. } = &self.motion else {
            return 1.0;
        };
        match paths.get(pos.row * cols + pos.col).copied().flatten() {
            Some(path) if self.still => {
                if path.duration <= 0.0 {
                    1.0
                } else {
                    ((self.elapsed - path.delay) / path.duration).clamp(0.0, 1.0)
                }
            }
            _ => 1.0,
        }
    }

    /// The pieces leaving during this step (none for other steps).
    pub fn ghosts(&self) -> &[Ghost] {
        match &self.motion {
            Motion::Vanish { ghosts, .. } => ghosts,
            _ => &[],
        }
    }
}

/// How long a fall of `rows` rows takes: √rows × [`FALL_ROW`], as under gravity.
pub fn fall_time(rows: f32) -> f32 {
    FALL_ROW * rows.max(0.0).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_falling_piece_accelerates_and_lands_in_its_cell() {
        let mut paths = vec![None; 4];
        paths[2] = Some(Path {
            from: (-1.0, 0.0),
            delay: 0.0,
            duration: fall_time(2.0),
        });
        let mut step = Step::travel(paths, Ease::InQuad);
        let pos = Pos::new(1, 0);
        let quarter = step.duration / 4.0;
        step.seek(quarter);
        let a = step.place(pos, 2).0.0;
        step.seek(2.0 * quarter);
        let b = step.place(pos, 2).0.0;
        assert!(b - a > a + 1.0, "gravity: the second quarter covers more");
        step.seek(step.duration);
        assert_eq!(step.place(pos, 2), ((1.0, 0.0), 1.0));
    }

    #[test]
    fn with_reduced_motion_a_falling_piece_is_drawn_in_its_cell_and_fades_in() {
        let mut paths = vec![None; 4];
        paths[2] = Some(Path {
            from: (-1.0, 0.0),
            delay: 0.0,
            duration: fall_time(2.0),
        });
        launcher_kit::ui::motion::set_reduced(true);
        let mut step = Step::travel(paths, Ease::InQuad);
        let mut bounce = Step::new(
            Motion::Bounce {
                from: Pos::new(0, 0),
                to: Pos::new(0, 1),
            },
            BOUNCE,
        );
        launcher_kit::ui::motion::set_reduced(false);
        let pos = Pos::new(1, 0);
        step.seek(step.duration / 2.0);
        assert_eq!(step.place(pos, 2), ((1.0, 0.0), 1.0));
        let half = step.fade(pos, 2);
        assert!(half > 0.0 && half < 1.0, "{half}");
        assert_eq!(step.fade(Pos::new(0, 0), 2), 1.0, "a piece that stays");
        step.seek(step.duration);
        assert_eq!(step.fade(pos, 2), 1.0);
        bounce.seek(BOUNCE / 2.0);
        assert_eq!(bounce.place(Pos::new(0, 0), 2), ((0.0, 0.0), 1.0));
    }

    #[test]
    fn a_refused_swap_comes_back() {
        let mut step = Step::new(
            Motion::Bounce {
                from: Pos::new(0, 0),
                to: Pos::new(0, 1),
            },
            BOUNCE,
        );
        step.seek(BOUNCE / 2.0);
        let ((_, col), _) = step.place(Pos::new(0, 0), 2);
        assert!(col > 0.5);
        step.seek(BOUNCE);
        assert_eq!(step.place(Pos::new(0, 0), 2), ((0.0, 0.0), 1.0));
    }
}
