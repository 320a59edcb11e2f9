//! The board as the player sees it and the animations of the engine's board events:
//! shared by every game played on a match-3 board (Classic, Timed, Endless and levels),
//! so each scene only adds what its own events show.

use super::anim::{self, Ghost, Motion, Path, Step};
use super::board_view::Banner;
use super::layout::Layout;
use super::pieces::kind_color;
use super::popups;
use ::match3::{Board, Event, Line, Spawn, replay};
use grid_core::{Move, Pos};
use launcher_kit::draw::Color;
use launcher_kit::services::Services;
use launcher_kit::services::Sounds;
use launcher_kit::sound::Sfx;
use launcher_kit::ui::{Ease, Effects, theme};

/// The shown board, trailing the engine's while a turn is animated, with what is drawn
/// over it (particles, point bursts, the banner) and the counters that grow as the
/// cascades are shown.
pub struct Stage {
    /// The board as the player sees it: the engine's board once every event is played.
    pub shown: Board,
    /// Particles and score pop-ups.
    pub fx: Effects,
    /// Where everything goes.
    pub layout: Layout,
    /// The score as shown: it grows as the cascades are shown.
    pub shown_score: u64,
    /// The cascade being shown (0 between turns).
    pub chain: u32,
    /// The longest chain so far.
    pub best_chain: u32,
    /// The line of text over the board.
    pub banner: Option<Banner>,
}

impl Stage {
    /// A stage showing `shown` with `score` points.
    pub fn new(shown: Board, score: u64, layout: Layout) -> Stage {
        Stage {
            shown,
            fx: Effects::default(),
            layout,
            shown_score: score,
            chain: 0,
            best_chain: 0,
            banner: None,
        }
    }

    /// The animation of a board event: the shown board takes its result at once. The
    /// events that ask the scene for something (`NoMoves`, `GameOver`) only wait here.
    pub fn board_step(&mut self, event: &Event, cx: &mut Services) -> Step {
        let before = self.shown.clone();
        replay(&mut self.shown, std::slice::from_ref(event));
        self.show_earned(event);
        match event {
            Event::Swapped { from, to } => {
                cx.sound.play(Sfx::Swap);
                self.chain = 0;
                let mut paths = self.no_paths();
                self.set_path(&mut paths, *to, *from, anim::SWAP);
                self.set_path(&mut paths, *from, *to, anim::SWAP);
                Step::travel(paths, Ease::InOutQuad)
            }
            Event::SwapRejected { from, to } => {
                cx.sound.play(Sfx::Invalid);
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
                self.cleared(*chain, lines, *points, &before, &mut cx.sound);
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
                cx.sound.play(Sfx::Special);
                self.shown_score += points;
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
                cx.sound.play(Sfx::Special);
                Step::new(Motion::Appear { pos: *pos }, anim::APPEAR)
            }
            Event::Fell { moves } => self.drop_step(moves, &[]),
            Event::Spawned { cells } => self.drop_step(&[], cells),
            Event::Reshuffled { moves } => {
                cx.sound.play(Sfx::Swap);
                let mut paths = self.no_paths();
                for m in moves {
                    self.set_path(&mut paths, m.to, m.from, anim::SHUFFLE);
                }
                Step::travel(paths, Ease::InOutQuad)
            }
            Event::NoMoves | Event::GameOver { .. } => Step::new(Motion::Wait, 0.0),
        }
    }

    /// The sounds, score pop-ups, particles and chain counter of a cleared cascade.
    fn cleared(
        &mut self,
        chain: u32,
        lines: &[Line],
        points: u64,
        before: &Board,
        sound: &mut Sounds,
    ) {
        self.chain = chain;
        self.best_chain = self.best_chain.max(chain);
        self.shown_score += points;
        if chain >= 2 {
            log::debug!("match3 chain {chain}");
            sound.play(Sfx::Cascade);
            // Show the counter on the half of the board away from the lines.
            let cells: Vec<Pos> = lines.iter().flat_map(|l| l.cells.iter().copied()).collect();
            let mean = cells.iter().map(|p| p.row as f32).sum::<f32>() / cells.len().max(1) as f32;
            let rows = self.shown.height() as f32;
            let row = if mean < rows / 2.0 {
                rows * 0.72
            } else {
                rows * 0.22
            };
            self.show_banner(launcher_kit::tr!("match3-banner-chain", chain = chain), 1.0);
            if let Some(b) = self.banner.as_mut() {
                b.row = Some(row);
            }
        } else {
            sound.play(Sfx::Clear);
        }
        let ghosts: Vec<Ghost> = lines
            .iter()
            .flat_map(|l| &l.cells)
            .map(|&p| ghost(before, p))
            .collect();
        self.spray(&ghosts);
    }

    /// What each piece `event` removes earned, over the piece: white for a line's pieces,
    /// the accent colour for those a special blasted.
    fn show_earned(&mut self, event: &Event) {
        let color = match event {
            Event::SpecialTriggered { .. } => theme::ACCENT,
            _ => Color::WHITE,
        };
        let size = self.burst_size();
        for (pos, points) in popups::piece_points(event) {
            let at = self.layout.cell_rect(pos).center();
            self.fx.burst(at, points, color, size);
        }
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
            self.set_path(&mut paths, m.to, m.from, anim::fall_time(rows));
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
    fn set_path(&self, paths: &mut [Option<Path>], to: Pos, from: Pos, duration: f32) {
        if let Some(slot) = paths.get_mut(to.row * self.shown.width() + to.col) {
            *slot = Some(Path {
                from: (from.row as f32, from.col as f32),
                delay: 0.0,
                duration,
            });
        }
    }

    /// A banner over the board for `life` seconds.
    pub fn show_banner(&mut self, text: impl Into<String>, life: f32) {
        self.banner = Some(Banner::new(text.into(), life));
    }

    /// Ages the particles and the banner by `dt` animation seconds.
    pub fn update(&mut self, dt: f32) {
        self.fx.update(dt);
        if let Some(b) = self.banner.as_mut() {
            b.age += dt;
            if b.age >= b.life {
                self.banner = None;
            }
        }
    }

    /// Whether particles or the banner still move.
    pub fn is_active(&self) -> bool {
        self.fx.is_active() || self.banner.is_some()
    }

    /// Font size of a piece's pop-up: small enough that the pop-ups of a line's
    /// neighbouring pieces stay apart.
    pub fn burst_size(&self) -> f32 {
        (self.layout.cell * 0.3).max(11.0)
    }
}

/// The piece that was at `pos` before a step, as it leaves.
fn ghost(before: &Board, pos: Pos) -> Ghost {
    Ghost {
        pos,
        cell: before.cell(pos),
        special: before.special(pos),
    }
}
