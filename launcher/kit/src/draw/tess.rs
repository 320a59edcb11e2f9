//! Turning shapes into triangles, without a general-purpose tessellator: every shape the
//! games draw is convex or star-shaped around its centre (rounded rectangles, ellipses,
//! regular polygons, stars), so a fan from the centre fills it, and outlines become strips
//! with mitred corners. This is much cheaper per frame than a general tessellator, which
//! matters with software rendering.

use super::{Color, Shape};
use crate::geom::Point;
use std::f32::consts::{FRAC_PI_2, TAU};

/// One vertex: position in window pixels and a linear-light RGBA colour.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Vertex {
    /// Position.
    pub pos: [f32; 2],
    /// Linear RGBA colour (what the GPU blends in; the window converts back to sRGB).
    pub color: [f32; 4],
}

fn linear(c: f32) -> f32 {
    if c <= 0.040_45 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// An sRGB colour converted to linear light.
pub fn to_linear(c: Color) -> [f32; 4] {
    [linear(c.r), linear(c.g), linear(c.b), c.a]
}

/// Triangles ready for the GPU: vertices and indices, three per triangle.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Triangles {
    /// Vertices.
    pub vertices: Vec<Vertex>,
    /// Indices into `vertices`.
    pub indices: Vec<u32>,
}

/// Segments for a quarter or full arc of radius `r`: enough to look round, no more.
fn segments(r: f32, full: bool) -> usize {
    let n = (r.max(0.0).sqrt() * 4.0) as usize;
    if full {
        n.clamp(12, 96)
    } else {
        (n / 4).clamp(2, 24)
    }
}

/// The outline of a shape as points, and whether it is closed.
pub fn outline(shape: &Shape) -> (Vec<Point>, bool) {
    match shape {
        Shape::Rect { rect, radius } => {
            let r = radius.min(rect.w / 2.0).min(rect.h / 2.0).max(0.0);
            if r < 0.5 {
                let pts = vec![
                    Point::new(rect.x, rect.y),
                    Point::new(rect.right(), rect.y),
                    Point::new(rect.right(), rect.bottom()),
                    Point::new(rect.x, rect.bottom()),
                ];
                return (pts, true);
            }
            let n = segments(r, false);
            let corners = [
                (Point::new(rect.right() - r, rect.y + r), -FRAC_PI_2),
                (Point::new(rect.right() - r, rect.bottom() - r), 0.0),
                (Point::new(rect.x + r, rect.bottom() - r), FRAC_PI_2),
                (Point::new(rect.x + r, rect.y + r), std::f32::consts::PI),
            ];
            let mut pts = Vec::with_capacity(4 * (n + 1));
            for (c, start) in corners {
                for i in 0..=n {
                    let a = start + FRAC_PI_2 * i as f32 / n as f32;
                    pts.push(Point::new(c.x + r * a.cos(), c.y + r * a.sin()));
                }
            }
            (pts, true)
        }
        Shape::Ellipse { center, rx, ry } => {
            let n = segments(rx.max(*ry), true);
            let pts = (0..n)
                .map(|i| {
                    let a = TAU * i as f32 / n as f32;
                    Point::new(center.x + rx * a.cos(), center.y + ry * a.sin())
                })
                .collect();
            (pts, true)
        }
        Shape::Polygon(pts) => (pts.clone(), true),
        Shape::Polyline(pts) => (pts.clone(), false),
    }
}

impl Triangles {
    /// Empties the buffers, keeping their memory.
    pub fn clear(&mut self) {
        self.vertices.clear();
        self.indices.clear();
    }

    /// Whether nothing was added.
    pub fn is_empty(&self) -> bool {
        self.indices.is_empty()
    }

    fn push(&mut self, p: Point, color: [f32; 4]) -> u32 {
        self.vertices.push(Vertex {
            pos: [p.x, p.y],
            color,
        });
        (self.vertices.len() - 1) as u32
    }

    /// Adds `shape` filled (`stroke: None`) or outlined `stroke` pixels wide.
    pub fn add(&mut self, shape: &Shape, color: Color, stroke: Option<f32>) {
        let (pts, closed) = outline(shape);
        let c = to_linear(color);
        match stroke {
            Some(w) => self.stroke(&pts, closed, w, c),
            None if closed && pts.len() >= 3 => self.fan(&pts, c),
            None => {}
        }
    }

    /// Fills a polygon that is star-shaped around its vertex centroid with a fan.
    fn fan(&mut self, pts: &[Point], c: [f32; 4]) {
        let n = pts.len() as f32;
        let centre = Point::new(
            pts.iter().map(|p| p.x).sum::<f32>() / n,
            pts.iter().map(|p| p.y).sum::<f32>() / n,
        );
        let mid = self.push(centre, c);
        let first = self.vertices.len() as u32;
        for p in pts {
            self.push(*p, c);
        }
        let count = pts.len() as u32;
        for i in 0..count {
            self.indices
                .extend_from_slice(&[mid, first + i, first + (i + 1) % count]);
        }
    }

    /// A band `w` wide centred on the line through `pts`, with mitred joins.
    fn stroke(&mut self, pts: &[Point], closed: bool, w: f32, c: [f32; 4]) {
        let n = pts.len();
        if n < 2 {
            return;
        }
        let half = w.max(0.5) / 2.0;
        let dir = |a: Point, b: Point| {
            let (dx, dy) = (b.x - a.x, b.y - a.y);
            let len = (dx * dx + dy * dy).sqrt().max(f32::EPSILON);
            (dx / len, dy / len)
        };
        let first = self.vertices.len() as u32;
        for i in 0..n {
            let prev = if i > 0 {
                Some(pts[i - 1])
            } else if closed {
                Some(pts[n - 1])
            } else {
                None
            };
            let next = if i + 1 < n {
                Some(pts[i + 1])
            } else if closed {
                Some(pts[0])
            } else {
                None
            };
            let p = pts[i];
            let d_in = prev.map(|q| dir(q, p));
            let d_out = next.map(|q| dir(p, q));
            let (nx, ny, scale) = match (d_in, d_out) {
                (Some(a), Some(b)) => {
                    let (mx, my) = (-(a.1 + b.1), a.0 + b.0);
                    let len = (mx * mx + my * my).sqrt();
                    if len < 1e-4 {
                        (-a.1, a.0, 1.0)
                    } else {
                        let (mx, my) = (mx / len, my / len);
                        let cos = (mx * -a.1 + my * a.0).max(0.5);
                        (mx, my, 1.0 / cos)
                    }
                }
                (Some(a), None) | (None, Some(a)) => (-a.1, a.0, 1.0),
                (None, None) => (0.0, 0.0, 1.0),
            };
            let off = half * scale;
            self.push(Point::new(p.x + nx * off, p.y + ny * off), c);
            self.push(Point::new(p.x - nx * off, p.y - ny * off), c);
        }
        let segs = if closed { n } else { n - 1 };
        for i in 0..segs {
            let a = first + 2 * i as u32;
            let b = first + 2 * ((i + 1) % n) as u32;
            self.indices
                .extend_from_slice(&[a, a + 1, b, b, a + 1, b + 1]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geom::Rect;

    fn area(t: &Triangles) -> f32 {
        t.indices
            .chunks(3)
            .map(|tri| {
                let [a, b, c] = [tri[0], tri[1], tri[2]].map(|i| t.vertices[i as usize].pos);
                ((b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1])).abs() / 2.0
            })
            .sum()
    }

    #[test]
    fn filled_shapes_cover_their_area() {
        let mut t = Triangles::default();
        t.add(
            &Shape::Rect {
                rect: Rect::new(0.0, 0.0, 100.0, 50.0),
                radius: 0.0,
            },
            Color::WHITE,
            None,
        );
        assert!((area(&t) - 5000.0).abs() < 1e-2);
        t.clear();
        t.add(
            &Shape::Ellipse {
                center: Point::new(0.0, 0.0),
                rx: 50.0,
                ry: 50.0,
            },
            Color::WHITE,
            None,
        );
        let circle = std::f32::consts::PI * 2500.0;
        assert!((area(&t) - circle).abs() / circle < 0.02, "{}", area(&t));
        t.clear();
        t.add(
            &Shape::Rect {
                rect: Rect::new(0.0, 0.0, 100.0, 100.0),
                radius: 20.0,
            },
            Color::WHITE,
            None,
        );
        let rounded = 10_000.0 - (4.0 - std::f32::consts::PI) * 400.0;
        assert!((area(&t) - rounded).abs() / rounded < 0.01, "{}", area(&t));
    }

    #[test]
    fn a_star_fills_exactly_its_points() {
        let pts = super::super::star_points(Point::new(0.0, 0.0), 10.0, 4.0, 5, 0.0);
        let mut t = Triangles::default();
        t.add(&Shape::Polygon(pts.clone()), Color::WHITE, None);
        // Shoelace area of the star outline.
        let shoelace: f32 = (0..pts.len())
            .map(|i| {
                let (a, b) = (pts[i], pts[(i + 1) % pts.len()]);
                a.x * b.y - b.x * a.y
            })
            .sum::<f32>()
            .abs()
            / 2.0;
        assert!((area(&t) - shoelace).abs() < 1e-3);
    }

    #[test]
    fn a_line_is_a_band_of_its_width() {
        let mut t = Triangles::default();
        t.add(
            &Shape::Polyline(vec![Point::new(0.0, 0.0), Point::new(100.0, 0.0)]),
            Color::WHITE,
            Some(4.0),
        );
        assert!((area(&t) - 400.0).abs() < 1e-2);
    }

    #[test]
    fn a_square_outline_has_mitred_corners() {
        let mut t = Triangles::default();
        let r = Rect::new(0.0, 0.0, 10.0, 10.0);
        t.add(
            &Shape::Rect {
                rect: r,
                radius: 0.0,
            },
            Color::WHITE,
            Some(2.0),
        );
        // Outer 12×12 minus inner 8×8.
        assert!((area(&t) - 80.0).abs() < 1e-2, "{}", area(&t));
    }

    #[test]
    fn colours_are_converted_to_linear_light() {
        let c = to_linear(Color::rgb(128, 128, 128));
        assert!((c[0] - 0.2158).abs() < 1e-3);
        assert_eq!(to_linear(Color::WHITE), [1.0, 1.0, 1.0, 1.0]);
    }
}
