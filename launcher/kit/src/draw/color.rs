//! Colours with straight (non-premultiplied) alpha.

use serde::{Deserialize, Serialize};

/// An RGBA colour, each channel from 0 to 1 (sRGB values, as a paint program shows them).
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct Color {
    /// Red.
    pub r: f32,
    /// Green.
    pub g: f32,
    /// Blue.
    pub b: f32,
    /// Opacity: 0 transparent, 1 opaque.
    pub a: f32,
}

impl Color {
    /// Opaque white.
    pub const WHITE: Color = Color::rgb(255, 255, 255);
    /// Opaque black.
    pub const BLACK: Color = Color::rgb(0, 0, 0);
    /// Fully transparent.
    pub const TRANSPARENT: Color = Color {
        r: 0.0,
        g: 0.0,
        b: 0.0,
        a: 0.0,
    };

    /// An opaque colour from 8-bit channels, as written in design notes (`#rrggbb`).
    pub const fn rgb(r: u8, g: u8, b: u8) -> Color {
        Color {
            r: r as f32 / 255.0,
            g: g as f32 / 255.0,
            b: b as f32 / 255.0,
            a: 1.0,
        }
    }

    /// The same colour with opacity `a`.
    pub fn alpha(self, a: f32) -> Color {
        Color {
            a: a.clamp(0.0, 1.0),
            ..self
        }
    }

    /// The same colour with its opacity multiplied by `f`.
    pub fn fade(self, f: f32) -> Color {
        self.alpha(self.a * f)
    }

    /// Mixes towards `other`: `t = 0` gives `self`, `t = 1` gives `other`.
    pub fn mix(self, other: Color, t: f32) -> Color {
        let t = t.clamp(0.0, 1.0);
        Color {
            r: self.r + (other.r - self.r) * t,
            g: self.g + (other.g - self.g) * t,
            b: self.b + (other.b - self.b) * t,
            a: self.a + (other.a - self.a) * t,
        }
    }

    /// A lighter shade (towards white by `t`), keeping opacity.
    pub fn lighten(self, t: f32) -> Color {
        self.mix(Color::WHITE.alpha(self.a), t)
    }

    /// A darker shade (towards black by `t`), keeping opacity.
    pub fn darken(self, t: f32) -> Color {
        self.mix(Color::BLACK.alpha(self.a), t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mix_ends_are_exact() {
        let a = Color::rgb(10, 20, 30);
        let b = Color::rgb(200, 100, 0);
        assert_eq!(a.mix(b, 0.0), a);
        assert_eq!(a.mix(b, 1.0), b);
    }

    #[test]
    fn fade_multiplies_alpha() {
        assert_eq!(Color::WHITE.alpha(0.5).fade(0.5).a, 0.25);
    }
}
