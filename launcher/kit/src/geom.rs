//! Plain 2-D geometry in logical window pixels: points, sizes, rectangles and the layout
//! helpers every screen uses, so layouts scale with the window and hit tests stay exact.

/// A point in logical pixels, x to the right, y down.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Point {
    /// Horizontal coordinate.
    pub x: f32,
    /// Vertical coordinate.
    pub y: f32,
}

impl Point {
    /// A point from its coordinates.
    pub const fn new(x: f32, y: f32) -> Self {
        Point { x, y }
    }

    /// The point moved by `(dx, dy)`.
    pub fn offset(self, dx: f32, dy: f32) -> Self {
        Point::new(self.x + dx, self.y + dy)
    }

    /// Straight-line interpolation: `t = 0` gives `self`, `t = 1` gives `to`.
    pub fn lerp(self, to: Point, t: f32) -> Self {
        Point::new(self.x + (to.x - self.x) * t, self.y + (to.y - self.y) * t)
    }

    /// Euclidean distance to `other`.
    pub fn distance(self, other: Point) -> f32 {
        ((self.x - other.x).powi(2) + (self.y - other.y).powi(2)).sqrt()
    }
}

/// A width and a height in logical pixels.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Size {
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

impl Size {
    /// A size from width and height.
    pub const fn new(w: f32, h: f32) -> Self {
        Size { w, h }
    }

    /// The size every layout is designed at; [`Size::ui_scale`] is 1 there.
    pub const REFERENCE: Size = Size::new(1024.0, 768.0);

    /// How much larger than the reference size this size is (the smaller of the two
    /// ratios), so fonts and margins grow and shrink with the window.
    pub fn ui_scale(self) -> f32 {
        (self.w / Self::REFERENCE.w)
            .min(self.h / Self::REFERENCE.h)
            .max(0.25)
    }

    /// The whole area of this size as a rectangle at the origin.
    pub fn rect(self) -> Rect {
        Rect::new(0.0, 0.0, self.w, self.h)
    }
}

/// An axis-aligned rectangle: top-left corner plus size.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Rect {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width (never negative for rectangles made by the helpers).
    pub w: f32,
    /// Height.
    pub h: f32,
}

impl Rect {
    /// A rectangle from its left, top, width and height.
    pub const fn new(x: f32, y: f32, w: f32, h: f32) -> Self {
        Rect { x, y, w, h }
    }

    /// A rectangle of size `w`×`h` centred on `c`.
    pub fn centered(c: Point, w: f32, h: f32) -> Self {
        Rect::new(c.x - w / 2.0, c.y - h / 2.0, w, h)
    }

    /// Right edge.
    pub fn right(&self) -> f32 {
        self.x + self.w
    }

    /// Bottom edge.
    pub fn bottom(&self) -> f32 {
        self.y + self.h
    }

    /// The centre point.
    pub fn center(&self) -> Point {
        Point::new(self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// Whether `p` lies inside (left/top edges included, right/bottom excluded).
    pub fn contains(&self, p: Point) -> bool {
        p.x >= self.x && p.x < self.right() && p.y >= self.y && p.y < self.bottom()
    }

    /// Whether the two share some area (touching edges do not count).
    pub fn intersects(&self, other: &Rect) -> bool {
        self.x < other.right()
            && other.x < self.right()
            && self.y < other.bottom()
            && other.y < self.bottom()
    }

    /// The rectangle shrunk by `d` on every side (never below zero size).
    pub fn inset(&self, d: f32) -> Rect {
        let dx = d.min(self.w / 2.0);
        let dy = d.min(self.h / 2.0);
        Rect::new(
            self.x + dx,
            self.y + dy,
            self.w - 2.0 * dx,
            self.h - 2.0 * dy,
        )
    }

    /// The smallest rectangle holding both.
    pub fn union(&self, other: Rect) -> Rect {
        let x = self.x.min(other.x);
        let y = self.y.min(other.y);
        Rect::new(
            x,
            y,
            self.right().max(other.right()) - x,
            self.bottom().max(other.bottom()) - y,
        )
    }

    /// The rectangle moved by `(dx, dy)`.
    pub fn offset(&self, dx: f32, dy: f32) -> Rect {
        Rect::new(self.x + dx, self.y + dy, self.w, self.h)
    }

    /// The rectangle scaled by `s` about its centre.
    pub fn scaled(&self, s: f32) -> Rect {
        Rect::centered(self.center(), self.w * s, self.h * s)
    }

    /// The top `h` pixels and the rest below.
    pub fn split_top(&self, h: f32) -> (Rect, Rect) {
        let h = h.clamp(0.0, self.h);
        (
            Rect::new(self.x, self.y, self.w, h),
            Rect::new(self.x, self.y + h, self.w, self.h - h),
        )
    }

    /// The left `w` pixels and the rest to the right.
    pub fn split_left(&self, w: f32) -> (Rect, Rect) {
        let w = w.clamp(0.0, self.w);
        (
            Rect::new(self.x, self.y, w, self.h),
            Rect::new(self.x + w, self.y, self.w - w, self.h),
        )
    }

    /// `n` equal columns separated by `gap` pixels.
    pub fn columns(&self, n: usize, gap: f32) -> Vec<Rect> {
        if n == 0 {
            return Vec::new();
        }
        let w = ((self.w - gap * (n as f32 - 1.0)) / n as f32).max(0.0);
        (0..n)
            .map(|i| Rect::new(self.x + i as f32 * (w + gap), self.y, w, self.h))
            .collect()
    }

    /// `n` equal rows separated by `gap` pixels.
    pub fn rows(&self, n: usize, gap: f32) -> Vec<Rect> {
        if n == 0 {
            return Vec::new();
        }
        let h = ((self.h - gap * (n as f32 - 1.0)) / n as f32).max(0.0);
        (0..n)
            .map(|i| Rect::new(self.x, self.y + i as f32 * (h + gap), self.w, h))
            .collect()
    }

    /// The largest rectangle with aspect ratio `w / h` that fits inside, centred.
    pub fn fit_aspect(&self, aspect: f32) -> Rect {
        if self.w / self.h.max(f32::EPSILON) > aspect {
            let w = self.h * aspect;
            Rect::new(self.x + (self.w - w) / 2.0, self.y, w, self.h)
        } else {
            let h = self.w / aspect.max(f32::EPSILON);
            Rect::new(self.x, self.y + (self.h - h) / 2.0, self.w, h)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contains_uses_half_open_edges() {
        let r = Rect::new(10.0, 10.0, 20.0, 20.0);
        assert!(r.contains(Point::new(10.0, 10.0)));
        assert!(!r.contains(Point::new(30.0, 15.0)));
        assert!(r.contains(Point::new(29.9, 29.9)));
    }

    #[test]
    fn columns_fill_the_width_with_gaps() {
        let cols = Rect::new(0.0, 0.0, 320.0, 10.0).columns(3, 10.0);
        assert_eq!(cols.len(), 3);
        assert_eq!(cols[0].w, 100.0);
        assert_eq!(cols[2].right(), 320.0);
    }

    #[test]
    fn fit_aspect_centres_the_square() {
        let r = Rect::new(0.0, 0.0, 200.0, 100.0).fit_aspect(1.0);
        assert_eq!(r, Rect::new(50.0, 0.0, 100.0, 100.0));
    }

    #[test]
    fn ui_scale_follows_the_tighter_axis() {
        assert_eq!(Size::new(1024.0, 768.0).ui_scale(), 1.0);
        assert_eq!(Size::new(2048.0, 768.0).ui_scale(), 1.0);
        assert_eq!(Size::new(512.0, 768.0).ui_scale(), 0.5);
    }
}
