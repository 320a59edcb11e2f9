//! The engine's events played as animations on the shared timeline, one after another: a disc drops onto its
//! square, then the flanked discs turn over disc by disc along each line, a pass shows its
//! notice for a moment, the end waits a beat before the end screen.
//!
//! The queue also keeps the board as the player currently sees it (`shown`), which the
//! finished steps update; once the queue is empty it equals the engine's board.

use launcher_kit::services::Services;
use launcher_kit::sound::Sfx;
use launcher_kit::ui::{Beat, Timed, Timeline};
use reversi::{Board, Color, Event, Square};

/// Seconds a placed disc takes to drop in.
const PLACE: f32 = 0.16;
/// Seconds one disc takes to turn over.
const FLIP: f32 = 0.26;
/// Seconds between neighbouring discs of a line starting to turn.
const STAGGER: f32 = 0.09;
/// Seconds a pass notice holds the game.
const PASS: f32 = 1.5;
/// Seconds between the last flip and the end screen.
const END: f32 = 0.7;

/// What a square looks like at this moment of the animation.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DiscLook {
    /// The colour showing.
    pub color: Color,
    /// Horizontal squash for the flip: 1 flat-on, near 0 edge-on.
    pub flip: f32,
    /// Size factor for the drop-in (1 when settled).
    pub scale: f32,
    /// Opacity (1 when settled): with reduced motion ([`launcher_kit::ui::motion`]) a disc fades
    /// in instead of dropping, and fades out and back in its new colour instead of turning.
    pub fade: f32,
}

/// One animation of the queue.
#[derive(Debug, Clone, PartialEq)]
enum Step {
    Place {
        square: Square,
        color: Color,
    },
    Flip {
        lines: Vec<Vec<Square>>,
        to: Color,
        /// Waves of turning discs already sounded.
        sounded: usize,
    },
    Pass {
        player: Color,
    },
    End,
}

impl Timed for Step {
    fn duration(&self) -> f32 {
        match self {
            Step::Place { .. } => PLACE,
            Step::Flip { lines, .. } => {
                let longest = lines.iter().map(Vec::len).max().unwrap_or(1).max(1);
                (longest - 1) as f32 * STAGGER + FLIP
            }
            Step::Pass { .. } => PASS,
            Step::End => END,
        }
    }
}

/// The timeline of event animations and the board they leave showing.
#[derive(Debug, Clone)]
pub struct Animations {
    shown: [Option<Color>; 64],
    timeline: Timeline<Step>,
}

impl Animations {
    /// Nothing moving, `board` showing.
    pub fn showing(board: &Board) -> Animations {
        let mut a = Animations {
            shown: [None; 64],
            timeline: Timeline::default(),
        };
        a.snap_to(board);
        a
    }

    /// Drops every running animation and shows `board` as it is.
    pub fn snap_to(&mut self, board: &Board) {
        self.timeline.clear();
        for sq in Square::all() {
            self.shown[sq.index()] = board.at(sq);
        }
    }

    /// Queues the animations of a move's events.
    pub fn push(&mut self, events: Vec<Event>) {
        for event in events {
            self.timeline.push(match event {
                Event::Placed { square, player } => Step::Place {
                    square,
                    color: player,
                },
                Event::Flipped { lines, player } => Step::Flip {
                    lines,
                    to: player,
                    sounded: 0,
                },
                Event::Passed { player } => Step::Pass { player },
                Event::GameOver { .. } => Step::End,
            });
        }
    }

    /// Whether anything is still playing.
    pub fn busy(&self) -> bool {
        self.timeline.busy()
    }

    /// The step playing and how long it has played.
    fn playing(&self) -> Option<(&Step, f32)> {
        self.timeline.playing().next()
    }

    /// The side whose pass is being announced now.
    pub fn passing(&self) -> Option<Color> {
        match self.playing() {
            Some((Step::Pass { player }, _)) => Some(*player),
            _ => None,
        }
    }

    /// How far the pass notice has come (0–1), for its fade.
    pub fn pass_progress(&self) -> f32 {
        self.playing()
            .map_or(0.0, |(_, t)| (t / PASS).clamp(0.0, 1.0))
    }

    /// Plays every queued animation to its end at once (nothing when none is queued).
    pub fn finish(&mut self, cx: &mut Services) {
        self.update(f32::INFINITY, cx);
    }

    /// Advances by `dt` (already scaled by the animation speed), playing the sounds of
    /// the steps as they start.
    pub fn update(&mut self, dt: f32, cx: &mut Services) {
        let was_busy = self.timeline.busy();
        let shown = &mut self.shown;
        self.timeline.advance(dt, |beat| match beat {
            Beat::Start(step) => match step {
                Step::Place { .. } => cx.sound.play(Sfx::Select),
                Step::Pass { .. } => cx.sound.play(Sfx::Invalid),
                Step::End => cx.sound.play(Sfx::GameOver),
                Step::Flip { .. } => {}
            },
            Beat::Tick(Step::Flip { lines, sounded, .. }, _, t) => {
                let waves = lines.iter().map(Vec::len).max().unwrap_or(0);
                let begun = ((t / STAGGER).floor() as usize + 1).min(waves);
                if begun > *sounded {
                    *sounded = begun;
                    cx.sound.play(Sfx::Flip);
                }
            }
            Beat::Tick(..) => {}
            Beat::End(step) => finish(shown, step),
        });
        if was_busy && !self.timeline.busy() {
            log::debug!("reversi: board settled");
        }
    }

    /// How `square` looks now: `None` when empty.
    pub fn look(&self, square: Square) -> Option<DiscLook> {
        let settled = self.shown[square.index()].map(|color| DiscLook {
            color,
            flip: 1.0,
            scale: 1.0,
            fade: 1.0,
        });
        let still = launcher_kit::ui::motion::reduced();
        match self.playing() {
            Some((Step::Place { square: at, color }, t)) if *at == square => {
                let k = (t / PLACE).clamp(0.0, 1.0);
                Some(DiscLook {
                    color: *color,
                    flip: 1.0,
                    scale: if still { 1.0 } else { 1.35 - 0.35 * k * k },
                    fade: if still { k } else { 1.0 },
                })
            }
            Some((Step::Flip { lines, to, .. }, t)) => {
                let Some(k) = lines
                    .iter()
                    .find_map(|line| line.iter().position(|s| *s == square))
                else {
                    return settled;
                };
                let p = ((t - k as f32 * STAGGER) / FLIP).clamp(0.0, 1.0);
                let color = if p < 0.5 { to.opponent() } else { *to };
                if still {
                    return Some(DiscLook {
                        color,
                        flip: 1.0,
                        scale: 1.0,
                        fade: (1.0 - 2.0 * p).abs(),
                    });
                }
                Some(DiscLook {
                    color,
                    flip: (p * std::f32::consts::PI).cos().abs(),
                    scale: 1.0 + 0.12 * (p * std::f32::consts::PI).sin(),
                    fade: 1.0,
                })
            }
            _ => settled,
        }
    }

    /// The disc counts as shown (they change as the discs turn).
    pub fn counts(&self) -> (u32, u32) {
        let mut counts = (0, 0);
        for color in self.shown.iter().flatten() {
            match color {
                Color::Black => counts.0 += 1,
                Color::White => counts.1 += 1,
            }
        }
        counts
    }
}

/// What a finished step leaves on the board as shown.
fn finish(shown: &mut [Option<Color>; 64], step: Step) {
    match step {
        Step::Place { square, color } => shown[square.index()] = Some(color),
        Step::Flip { lines, to, .. } => {
            for sq in lines.iter().flatten() {
                shown[sq.index()] = Some(to);
            }
        }
        Step::Pass { .. } | Step::End => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::services;
    use reversi::Game;

    #[test]
    fn a_move_drops_a_disc_then_turns_the_line_in_order() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        let mut game = Game::new();
        let mut a = Animations::showing(&game.board());
        let f5: Square = "f5".parse().unwrap();
        let e5: Square = "e5".parse().unwrap();
        a.push(game.play(f5).unwrap());
        assert!(a.busy());
        assert_eq!(a.look(e5).unwrap().color, Color::White);
        a.update(PLACE + 0.01, &mut cx);
        assert_eq!(a.look(f5).unwrap().color, Color::Black);
        a.update(FLIP * 0.25, &mut cx);
        let mid = a.look(e5).unwrap();
        assert!(mid.flip < 1.0 && mid.color == Color::White, "{mid:?}");
        a.update(1.0, &mut cx);
        assert!(!a.busy());
        assert_eq!(a.look(e5).unwrap().color, Color::Black);
        assert_eq!(a.counts(), (4, 1));
        let sounds = cx.take_sounds();
        assert!(sounds.contains(&Sfx::Select) && sounds.contains(&Sfx::Flip));
    }

    #[test]
    fn with_reduced_motion_discs_fade_instead_of_dropping_and_turning() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        let mut game = Game::new();
        let mut a = Animations::showing(&game.board());
        let f5: Square = "f5".parse().unwrap();
        let e5: Square = "e5".parse().unwrap();
        a.push(game.play(f5).unwrap());
        launcher_kit::ui::motion::set_reduced(true);
        a.update(PLACE / 2.0, &mut cx);
        let placing = a.look(f5).unwrap();
        a.update(PLACE / 2.0 + FLIP * 0.25, &mut cx);
        let turning = a.look(e5).unwrap();
        a.update(1.0, &mut cx);
        let done = a.look(e5).unwrap();
        launcher_kit::ui::motion::set_reduced(false);
        assert_eq!((placing.scale, placing.flip), (1.0, 1.0), "{placing:?}");
        assert!(placing.fade > 0.0 && placing.fade < 1.0, "{placing:?}");
        assert_eq!((turning.scale, turning.flip), (1.0, 1.0), "{turning:?}");
        assert!(
            turning.fade < 1.0 && turning.color == Color::White,
            "{turning:?}"
        );
        assert_eq!((done.color, done.fade), (Color::Black, 1.0));
    }
}
