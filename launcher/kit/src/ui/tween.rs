//! Tweening: a value moving from one number to another over time along an easing curve.

/// Easing curves, mapping progress 0..1 to eased progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ease {
    /// Constant speed.
    Linear,
    /// Starts slow.
    InQuad,
    /// Ends slow.
    OutQuad,
    /// Slow at both ends.
    InOutQuad,
    /// Ends slow, stronger than quadratic.
    OutCubic,
    /// Overshoots a little, then settles (pop-in).
    OutBack,
    /// Bounces at the end (falling pieces).
    OutBounce,
}

impl Ease {
    /// The eased value of progress `t` (clamped to 0..1). Every curve maps 0→0 and 1→1.
    pub fn apply(self, t: f32) -> f32 {
        let t = t.clamp(0.0, 1.0);
        match self {
            Ease::Linear => t,
            Ease::InQuad => t * t,
            Ease::OutQuad => 1.0 - (1.0 - t) * (1.0 - t),
            Ease::InOutQuad => {
                if t < 0.5 {
                    2.0 * t * t
                } else {
                    1.0 - (-2.0 * t + 2.0).powi(2) / 2.0
                }
            }
            Ease::OutCubic => 1.0 - (1.0 - t).powi(3),
            Ease::OutBack => {
                const C1: f32 = 1.701_58;
                const C3: f32 = C1 + 1.0;
                1.0 + C3 * (t - 1.0).powi(3) + C1 * (t - 1.0).powi(2)
            }
            Ease::OutBounce => {
                const N: f32 = 7.5625;
                const D: f32 = 2.75;
                if t < 1.0 / D {
                    N * t * t
                } else if t < 2.0 / D {
                    let t = t - 1.5 / D;
                    N * t * t + 0.75
                } else if t < 2.5 / D {
                    let t = t - 2.25 / D;
                    N * t * t + 0.9375
                } else {
                    let t = t - 2.625 / D;
                    N * t * t + 0.984_375
                }
            }
        }
    }
}

/// A number animated from `from` to `to` in `duration` seconds.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tween {
    from: f32,
    to: f32,
    duration: f32,
    elapsed: f32,
    ease: Ease,
}

impl Tween {
    /// A tween starting now.
    pub fn new(from: f32, to: f32, duration: f32, ease: Ease) -> Tween {
        Tween {
            from,
            to,
            duration: duration.max(0.0),
            elapsed: 0.0,
            ease,
        }
    }

    /// A tween that has already arrived at `value`.
    pub fn done_at(value: f32) -> Tween {
        Tween::new(value, value, 0.0, Ease::Linear)
    }

    /// Advances by `dt` seconds.
    pub fn update(&mut self, dt: f32) {
        self.elapsed = (self.elapsed + dt.max(0.0)).min(self.duration);
    }

    /// Progress 0..1 before easing.
    pub fn progress(&self) -> f32 {
        if self.duration <= 0.0 {
            1.0
        } else {
            self.elapsed / self.duration
        }
    }

    /// The current value.
    pub fn value(&self) -> f32 {
        self.from + (self.to - self.from) * self.ease.apply(self.progress())
    }

    /// Whether it has arrived.
    pub fn finished(&self) -> bool {
        self.progress() >= 1.0
    }

    /// Starts again from the current value towards `to`.
    pub fn retarget(&mut self, to: f32, duration: f32) {
        *self = Tween::new(self.value(), to, duration, self.ease);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const ALL: [Ease; 7] = [
        Ease::Linear,
        Ease::InQuad,
        Ease::OutQuad,
        Ease::InOutQuad,
        Ease::OutCubic,
        Ease::OutBack,
        Ease::OutBounce,
    ];

    #[test]
    fn every_curve_starts_at_zero_and_ends_at_one() {
        for e in ALL {
            assert!(e.apply(0.0).abs() < 1e-4, "{e:?}");
            assert!((e.apply(1.0) - 1.0).abs() < 1e-4, "{e:?}");
        }
    }

    #[test]
    fn tween_reaches_its_target_and_stops() {
        let mut t = Tween::new(10.0, 20.0, 0.5, Ease::OutQuad);
        assert_eq!(t.value(), 10.0);
        t.update(0.25);
        assert!(t.value() > 15.0 && !t.finished());
        t.update(1.0);
        assert_eq!(t.value(), 20.0);
        assert!(t.finished());
    }

    proptest! {
        #[test]
        fn monotone_curves_never_go_backwards(a in 0.0f32..1.0, b in 0.0f32..1.0) {
            let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
            for e in [Ease::Linear, Ease::InQuad, Ease::OutQuad, Ease::InOutQuad, Ease::OutCubic] {
                prop_assert!(e.apply(lo) <= e.apply(hi) + 1e-6);
            }
        }
    }
}
