//! Playing the engine's events one after another: each event is applied to the shown board
//! with the engine's own `replay` (so the scene never re-implements a rule) and becomes an
//! animation step, with its sound, particles, score pop-ups and chain counter.

use super::super::anim::{self, Ghost, Motion, Path, Step};
use super::super::board_view::Banner;
use super::super::pieces::kind_color;
use super::{END_PAUSE, Ending, Match3Scene};
use crate::draw::Color;
use crate::services::Services;
use crate::sound::Sfx;
use crate::ui::{Beat, Ease, Timed, theme};
use ::match3::{Event, Line, Spawn, replay};
use grid_core::{Move, Pos};

/// An engine event on match-3's timeline: waiting to be shown, then its animation.
#[derive(Debug, Clone)]
pub(super) enum Play {
    /// Not shown yet: its animation depends on the board as shown when it starts.
    Waiting(Event),
    /// Being shown.
    Showing(Step),
}

impl Timed for Play {
    fn duration(&self) -> f32 {
        match self {
            Play::Waiting(_) => 0.0,
            Play::Showing(step) => step.duration,
        }
    }
}

impl Match3Scene {
    /// Whether a turn is still being shown (input waits meanwhile).
    pub fn busy(&self) -> bool {
        self.timeline.busy()
    }

    /// The animation steps playing now.
    pub(super) fn steps(&self) -> impl Iterator<Item = &Step> {
        self.timeline.playing().filter_map(|(play, _)| match play {
            Play::Showing(step) => Some(step),
            Play::Waiting(_) => None,
        })
    }

    /// Queues the engine's events to be shown in order; falling pieces and the new ones
    /// dropping in from above move together.
    pub(super) fn show_events(&mut self, events: Vec<Event>) {
        let mut after_fall = false;
        for event in events {
            let spawn = matches!(event, Event::Spawned { .. });
            let fall = matches!(event, Event::Fell { .. });
            if spawn && after_fall {
                self.timeline.push_with_previous(Play::Waiting(event));
            } else {
                self.timeline.push(Play::Waiting(event));
            }
            after_fall = fall;
        }
    }

    /// Advances the animations by `dt` (already scaled by the animation speed).
    pub(super) fn play_events(&mut self, dt: f32, cx: &mut Services) {
        let was_busy = self.busy();
        // Taken out while it plays: starting a step may queue more (a reshuffle).
        let mut timeline = std::mem::take(&mut self.timeline);
        timeline.advance(dt, |beat| match beat {
            Beat::Start(play) => {
                if let Play::Waiting(event) = play {
                    let step = self.start(event.clone(), cx);
                    *play = Play::Showing(step);
                }
            }
            Beat::Tick(Play::Showing(step), _, t) => step.seek(t),
            Beat::Tick(..) | Beat::End(_) => {}
        });
        let queued = std::mem::replace(&mut self.timeline, timeline);
        self.timeline.extend(queued);
        if was_busy && !self.busy() {
            self.settled();
        }
    }

    /// Plays every queued animation to its end at once (a reshuffle queued meanwhile too).
    pub(super) fn finish_animations(&mut self, cx: &mut Services) {
        while self.busy() {
            self.play_events(f32::INFINITY, cx);
        }
    }

    /// The animation of `event`: the shown board takes its result at once.
    fn start(&mut self, event: Event, cx: &mut Services) -> Step {
        let before = self.shown.clone();
        replay(&mut self.shown, std::slice::from_ref(&event));
        match &event {
            Event::Swapped { from, to } => {
                cx.play(Sfx::Swap);
                self.chain = 0;
                let mut paths = self.no_paths();
                self.set_path(&mut paths, *to, *from, 0.0, anim::SWAP);
                self.set_path(&mut paths, *from, *to, 0.0, anim::SWAP);
                Step::travel(paths, Ease::InOutQuad)
            }
            Event::SwapRejected { from, to } => {
                cx.play(Sfx::Invalid);
                Step::new(
                    Motion::Bounce {
                        from: *from,
                        to: *to,
                    },
                    anim::BOUNCE,
                )
            }
            Event::Cleared {
                chain,
                lines,
                points,
            } => {
                self.cleared(*chain, lines, *points, &before, cx);
                let mut ghosts: Vec<Ghost> = Vec::new();
                for &pos in lines.iter().flat_map(|l| &l.cells) {
                    if !ghosts.iter().any(|g| g.pos == pos) {
                        ghosts.push(ghost(&before, pos));
                    }
                }
                Step::new(
                    Motion::Vanish {
                        ghosts,
                        blast: None,
                    },
                    anim::VANISH,
                )
            }
            Event::SpecialTriggered {
                pos,
                special,
                cells,
                points,
                ..
            } => {
                log::debug!("match3 special {special:?} at {pos}");
                cx.play(Sfx::Special);
                self.shown_score += points;
                let at = self.layout.cell_rect(*pos).center();
                let size = self.burst_size() * 1.2;
                self.fx.burst(at, *points, theme::ACCENT, size);
                let ghosts: Vec<Ghost> = cells.iter().map(|&p| ghost(&before, p)).collect();
                self.spray(&ghosts);
                Step::new(
                    Motion::Vanish {
                        ghosts,
                        blast: Some((*pos, *special)),
                    },
                    anim::BLAST,
                )
            }
            Event::SpecialCreated { pos, .. } => {
                cx.play(Sfx::Special);
                Step::new(Motion::Appear { pos: *pos }, anim::APPEAR)
            }
            Event::Fell { moves } => self.drop_step(moves, &[]),
            Event::Spawned { cells } => self.drop_step(&[], cells),
            Event::NoMoves => {
                self.show_banner("No moves left: shuffling", 1.2);
                match self.game.reshuffle() {
                    Ok(events) => self.show_events(events),
                    Err(e) => log::warn!("match3 reshuffle refused: {e}"),
                }
                Step::new(Motion::Wait, 0.8)
            }
            Event::Reshuffled { moves } => {
                cx.play(Sfx::Swap);
                let mut paths = self.no_paths();
                for m in moves {
                    self.set_path(&mut paths, m.to, m.from, 0.0, anim::SHUFFLE);
                }
                Step::travel(paths, Ease::InOutQuad)
            }
            Event::GameOver { score } => {
                log::debug!("match3 game over score {score}");
                self.end(Ending::NoMoves, cx);
                Step::new(Motion::Wait, 0.3)
            }
        }
    }

    /// The sounds, score pop-ups, particles and chain counter of a cleared cascade.
    fn cleared(
        &mut self,
        chain: u32,
        lines: &[Line],
        points: u64,
        before: &::match3::Board,
        cx: &mut Services,
    ) {
        self.chain = chain;
        self.best_chain = self.best_chain.max(chain);
        self.shown_score += points;
        if chain >= 2 {
            log::debug!("match3 chain {chain}");
            cx.play(Sfx::Cascade);
            // Show the counter on the half of the board away from the lines.
            let cells: Vec<Pos> = lines.iter().flat_map(|l| l.cells.iter().copied()).collect();
            let mean = cells.iter().map(|p| p.row as f32).sum::<f32>() / cells.len().max(1) as f32;
            let rows = self.shown.height() as f32;
            let row = if mean < rows / 2.0 {
                rows * 0.72
            } else {
                rows * 0.22
            };
            self.show_banner(format!("Chain ×{chain}"), 1.0);
            if let Some(b) = self.banner.as_mut() {
                b.row = Some(row);
            }
        } else {
            cx.play(Sfx::Clear);
        }
        for line in lines {
            let (first, last) = match (line.cells.first(), line.cells.last()) {
                (Some(&a), Some(&b)) => (a, b),
                _ => continue,
            };
            let at = self
                .layout
                .cell_rect(first)
                .center()
                .lerp(self.layout.cell_rect(last).center(), 0.5);
            let size = self.burst_size();
            self.fx.burst(at, line.points, Color::WHITE, size);
        }
        let ghosts: Vec<Ghost> = lines
            .iter()
            .flat_map(|l| &l.cells)
            .map(|&p| ghost(before, p))
            .collect();
        self.spray(&ghosts);
    }

    /// Particles out of every leaving piece.
    fn spray(&mut self, ghosts: &[Ghost]) {
        let speed = 260.0 * self.layout.scale;
        for g in ghosts {
            let at = self.layout.cell_rect(g.pos).center();
            self.fx.spray(at, kind_color(g.cell), 7, speed);
        }
    }

    /// Falls or drop-ins: every piece accelerates down from where it was (new pieces from
    /// above the board, stacked as they will land).
    fn drop_step(&self, moves: &[Move], spawns: &[Spawn]) -> Step {
        let mut paths = self.no_paths();
        for m in moves {
            let rows = m.to.row as f32 - m.from.row as f32;
            self.set_path(&mut paths, m.to, m.from, 0.0, anim::fall_time(rows));
        }
        let cols = self.shown.width();
        let mut per_column = vec![0usize; cols];
        for s in spawns {
            if let Some(n) = per_column.get_mut(s.pos.col) {
                *n += 1;
            }
        }
        for s in spawns {
            let above = per_column.get(s.pos.col).copied().unwrap_or(0) as f32;
            let from = (s.pos.row as f32 - above - 0.3, s.pos.col as f32);
            if let Some(slot) = paths.get_mut(s.pos.row * cols + s.pos.col) {
                *slot = Some(Path {
                    from,
                    delay: 0.0,
                    duration: anim::fall_time(above + 0.3),
                });
            }
        }
        Step::travel(paths, Ease::InQuad)
    }

    /// No piece moves yet: one empty slot per cell.
    fn no_paths(&self) -> Vec<Option<Path>> {
        vec![None; self.shown.width() * self.shown.height()]
    }

    /// The piece now at `to` travels there from `from`.
    fn set_path(&self, paths: &mut [Option<Path>], to: Pos, from: Pos, delay: f32, duration: f32) {
        if let Some(slot) = paths.get_mut(to.row * self.shown.width() + to.col) {
            *slot = Some(Path {
                from: (from.row as f32, from.col as f32),
                delay,
                duration,
            });
        }
    }

    /// A banner over the board for `life` seconds.
    pub(super) fn show_banner(&mut self, text: impl Into<String>, life: f32) {
        self.banner = Some(Banner::new(text.into(), life));
    }

    /// The game has ended (no move left, or the time ran out).
    pub(super) fn end(&mut self, ending: Ending, cx: &mut Services) {
        if self.ending.is_some() {
            return;
        }
        self.ending = Some(ending);
        self.selected = None;
        self.hint = None;
        cx.play(Sfx::GameOver);
        // Gone as the host's end screen opens over the board.
        self.show_banner(ending.headline(), END_PAUSE);
    }

    /// The turn has been shown completely.
    fn settled(&mut self) {
        self.chain = 0;
        log::debug!(
            "match3 settled board {} score {}",
            self.shown.row_strings().join("/"),
            self.game.score()
        );
    }

    /// Font size of a point burst.
    fn burst_size(&self) -> f32 {
        (self.layout.cell * 0.42).max(14.0)
    }
}

/// The piece that was at `pos` before a step, as it leaves.
fn ghost(before: &::match3::Board, pos: Pos) -> Ghost {
    Ghost {
        pos,
        cell: before.cell(pos),
        special: before.special(pos),
    }
}
