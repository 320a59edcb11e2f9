//! Short-lived visual effects every game uses: floating score pop-ups ("point bursts")
//! and particle sprays for cleared pieces.
//!
//! Sprays draw from `rand`'s small generator and ranges: nothing replays them, so their
//! stream need not stay the same across versions (unlike game IDs and saves, which use
//! `grid_core::SeededRng`).

use super::theme;
use crate::draw::{Color, HAlign, Painter, Transform, VAlign};
use crate::geom::Point;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::f32::consts::TAU;

/// Gravity on particles, pixels per second squared.
const GRAVITY: f32 = 900.0;

/// A number that pops up where points were scored, rises and fades.
#[derive(Debug, Clone, PartialEq)]
pub struct PointBurst {
    /// Where it started.
    pub at: Point,
    /// What it says (e.g. `+150`).
    pub text: String,
    /// Its colour.
    pub color: Color,
    /// Font size at full scale.
    pub size: f32,
    age: f32,
    /// Shown still, fading in and out (reduced motion when it started).
    still: bool,
}

impl PointBurst {
    /// How long a burst is visible, in seconds.
    pub const LIFE: f32 = 0.9;

    /// Scale (pops in with a small overshoot), rise in pixels and opacity at `age`.
    fn look(&self) -> (f32, f32, f32) {
        let t = (self.age / Self::LIFE).clamp(0.0, 1.0);
        if self.still {
            // No pop, no rise: a short fade in, then out.
            let alpha = (t / 0.15)
                .min(1.0)
                .min(if t < 0.6 { 1.0 } else { (1.0 - t) / 0.4 });
            return (1.0, 0.0, alpha);
        }
        let scale = super::Ease::OutBack.apply((t * 4.0).min(1.0));
        let rise = 60.0 * super::Ease::OutQuad.apply(t);
        let alpha = if t < 0.6 { 1.0 } else { 1.0 - (t - 0.6) / 0.4 };
        (scale, rise, alpha)
    }
}

/// A particle flying out of a cleared piece.
#[derive(Debug, Clone, PartialEq)]
pub struct Particle {
    /// Position.
    pub pos: Point,
    /// Velocity in pixels per second.
    pub vel: Point,
    /// Colour.
    pub color: Color,
    /// Radius.
    pub size: f32,
    /// Draw as a little star instead of a dot.
    pub star: bool,
    age: f32,
    life: f32,
}

/// All running effects of a scene.
#[derive(Debug, Clone)]
pub struct Effects {
    bursts: Vec<PointBurst>,
    particles: Vec<Particle>,
    rng: SmallRng,
}

impl Default for Effects {
    fn default() -> Self {
        Effects::new(0x5eed)
    }
}

impl Effects {
    /// No effects; `seed` makes particle sprays reproducible in tests.
    pub fn new(seed: u64) -> Effects {
        Effects {
            bursts: Vec::new(),
            particles: Vec::new(),
            rng: SmallRng::seed_from_u64(seed),
        }
    }

    /// Shows `+points` rising from `at`, the number as the language writes it.
    pub fn burst(&mut self, at: Point, points: u64, color: Color, size: f32) {
        self.label(at, format!("+{}", crate::i18n::number(points)), color, size);
    }

    /// Shows `text` rising from `at`, as a burst of points does (for points taken off,
    /// `−40`).
    pub fn label(&mut self, at: Point, text: String, color: Color, size: f32) {
        self.bursts.push(PointBurst {
            at,
            text,
            color,
            size,
            age: 0.0,
            still: super::motion::reduced(),
        });
    }

    /// Throws `count` particles of `color` out of `at`, spread up to `speed` px/s (none
    /// when motion is reduced, [`super::motion`]).
    pub fn spray(&mut self, at: Point, color: Color, count: usize, speed: f32) {
        if super::motion::reduced() {
            return;
        }
        for i in 0..count {
            let angle = self.rng.random_range(0.0..TAU);
            let v = speed * self.rng.random_range(0.35..1.0);
            self.particles.push(Particle {
                pos: at,
                vel: Point::new(angle.cos() * v, angle.sin() * v - speed * 0.4),
                color: color.lighten(self.rng.random_range(0.0..0.25)),
                size: self.rng.random_range(2.5..6.0),
                star: i % 3 == 0,
                age: 0.0,
                life: self.rng.random_range(0.5..1.0),
            });
        }
    }

    /// Advances every effect by `dt` seconds and drops the finished ones.
    pub fn update(&mut self, dt: f32) {
        for b in &mut self.bursts {
            b.age += dt;
        }
        self.bursts.retain(|b| b.age < PointBurst::LIFE);
        for p in &mut self.particles {
            p.age += dt;
            p.vel.y += GRAVITY * dt;
            p.pos = p.pos.offset(p.vel.x * dt, p.vel.y * dt);
        }
        self.particles.retain(|p| p.age < p.life);
    }

    /// Whether anything is still showing.
    pub fn is_active(&self) -> bool {
        !self.bursts.is_empty() || !self.particles.is_empty()
    }

    /// The point bursts showing now.
    pub fn bursts(&self) -> &[PointBurst] {
        &self.bursts
    }

    /// The particles flying now.
    pub fn particles(&self) -> &[Particle] {
        &self.particles
    }

    /// Draws particles, then bursts on top.
    pub fn draw(&self, p: &mut Painter) {
        for q in &self.particles {
            let fade = 1.0 - q.age / q.life;
            if q.star {
                p.star(
                    q.pos,
                    q.size * 1.6,
                    q.size * 0.7,
                    4,
                    q.age * 6.0,
                    q.color.fade(fade),
                );
            } else {
                p.circle(q.pos, q.size * (0.5 + 0.5 * fade), q.color.fade(fade));
            }
        }
        for b in &self.bursts {
            let (scale, rise, alpha) = b.look();
            let at = b.at.offset(0.0, -rise);
            p.with(Transform::scale_about(at, scale, scale), |p| {
                p.with(Transform::alpha(alpha), |p| {
                    // A dark rim all round, then a drop shadow: the digits stay readable
                    // on pieces of their own colour (a gold burst over gold gems).
                    let rim = (b.size * 0.07).max(1.0);
                    for (dx, dy) in [(-rim, 0.0), (rim, 0.0), (0.0, -rim), (0.0, rim)] {
                        p.bold_text(
                            b.text.clone(),
                            at.offset(dx, dy),
                            b.size,
                            theme::SHADOW.alpha(0.9),
                            HAlign::Center,
                            VAlign::Middle,
                        );
                    }
                    p.bold_text(
                        b.text.clone(),
                        at.offset(2.0, 2.0),
                        b.size,
                        theme::SHADOW.alpha(0.8),
                        HAlign::Center,
                        VAlign::Middle,
                    );
                    p.bold_text(
                        b.text.clone(),
                        at,
                        b.size,
                        b.color,
                        HAlign::Center,
                        VAlign::Middle,
                    );
                });
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geom::Size;

    #[test]
    fn burst_rises_fades_and_ends() {
        let mut fx = Effects::new(1);
        fx.burst(Point::new(100.0, 100.0), 150, theme::ACCENT, 24.0);
        fx.update(0.3);
        let mut p = Painter::new(Size::REFERENCE);
        fx.draw(&mut p);
        assert!(p.texts().contains(&"+150"));
        fx.update(1.0);
        assert!(!fx.is_active());
    }

    #[test]
    fn particles_fall_and_expire() {
        let mut fx = Effects::new(7);
        fx.spray(Point::new(0.0, 0.0), theme::PIECES[0], 12, 300.0);
        assert_eq!(fx.particles().len(), 12);
        for _ in 0..10 {
            fx.update(0.05);
        }
        let mean_vy: f32 = fx.particles().iter().map(|p| p.vel.y).sum::<f32>()
            / fx.particles().len().max(1) as f32;
        assert!(mean_vy > 0.0, "particles should be falling");
        fx.update(2.0);
        assert!(!fx.is_active());
    }

    #[test]
    fn with_reduced_motion_nothing_flies_and_bursts_stay_where_they_are() {
        super::super::motion::set_reduced(true);
        let mut fx = Effects::new(7);
        fx.spray(Point::new(0.0, 0.0), theme::PIECES[0], 12, 300.0);
        fx.burst(Point::new(100.0, 100.0), 150, theme::ACCENT, 24.0);
        super::super::motion::set_reduced(false);
        assert!(fx.particles().is_empty());
        fx.update(0.4);
        let mut p = Painter::new(Size::REFERENCE);
        fx.draw(&mut p);
        let at: Vec<Point> = p
            .items()
            .iter()
            .filter_map(|i| match i {
                crate::draw::Primitive::Text(t) if t.color == theme::ACCENT => Some(t.pos),
                _ => None,
            })
            .collect();
        assert_eq!(at, [Point::new(100.0, 100.0)]);
        fx.update(1.0);
        assert!(!fx.is_active());
    }

    #[test]
    fn sprays_are_reproducible() {
        let mut a = Effects::new(3);
        let mut b = Effects::new(3);
        a.spray(Point::new(5.0, 5.0), Color::WHITE, 5, 100.0);
        b.spray(Point::new(5.0, 5.0), Color::WHITE, 5, 100.0);
        assert_eq!(a.particles(), b.particles());
    }

    #[test]
    fn sprayed_particles_stay_within_their_ranges_and_vary() {
        let mut fx = Effects::new(7);
        let speed = 100.0;
        fx.spray(Point::new(0.0, 0.0), Color::WHITE, 200, speed);
        let ps = fx.particles();
        assert_eq!(ps.len(), 200);
        for p in ps {
            assert!((2.5..6.0).contains(&p.size), "{p:?}");
            assert!((0.5..1.0).contains(&p.life), "{p:?}");
            let (vx, vy) = (p.vel.x, p.vel.y + speed * 0.4);
            let v = (vx * vx + vy * vy).sqrt();
            assert!((34.9..100.1).contains(&v), "{p:?}");
        }
        let sizes: std::collections::BTreeSet<u32> =
            ps.iter().map(|p| (p.size * 10.0) as u32).collect();
        assert!(sizes.len() > 20, "{sizes:?}");
        assert!(ps.iter().any(|p| p.vel.x < 0.0) && ps.iter().any(|p| p.vel.x > 0.0));
    }
}
