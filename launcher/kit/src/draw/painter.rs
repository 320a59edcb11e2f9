//! The display list and the painter that records into it.

use super::Color;
use super::fit::fitted_size;
use crate::geom::{Point, Rect, Size};
use std::f32::consts::PI;

/// Horizontal text alignment relative to the text's anchor point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HAlign {
    /// The anchor is the left end of the text.
    Left,
    /// The anchor is the middle of the text.
    Center,
    /// The anchor is the right end of the text.
    Right,
}

/// Vertical text alignment relative to the text's anchor point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VAlign {
    /// The anchor is the top of the line.
    Top,
    /// The anchor is the middle of the line.
    Middle,
    /// The anchor is the bottom of the line.
    Bottom,
}

/// One run of text on one line.
#[derive(Debug, Clone, PartialEq)]
pub struct TextItem {
    /// The characters.
    pub text: String,
    /// The anchor point, see the alignments.
    pub pos: Point,
    /// Font size in pixels (line height).
    pub size: f32,
    /// Text colour.
    pub color: Color,
    /// Horizontal alignment about `pos`.
    pub h: HAlign,
    /// Vertical alignment about `pos`.
    pub v: VAlign,
    /// Bold face instead of regular.
    pub bold: bool,
    /// The box the text must stay inside, in window coordinates, when the caller gave one
    /// ([`Painter::text_box`]); layout tests check that every text has one and fits it.
    pub bounds: Option<Rect>,
}

impl TextItem {
    /// The text's line box as the backend lays it out: its measured width and one font
    /// size of height, placed by the alignments.
    pub fn extent(&self) -> Rect {
        let w = super::fonts::text_width(&self.text, self.size, self.bold);
        anchored(self.pos, w, self.size, self.h, self.v)
    }
}

/// A `w` × `h` rectangle placed at the anchor `pos` the way text aligns to its anchor.
pub fn anchored(pos: Point, w: f32, h: f32, h_align: HAlign, v_align: VAlign) -> Rect {
    let x = match h_align {
        HAlign::Left => pos.x,
        HAlign::Center => pos.x - w / 2.0,
        HAlign::Right => pos.x - w,
    };
    let y = match v_align {
        VAlign::Top => pos.y,
        VAlign::Middle => pos.y - h / 2.0,
        VAlign::Bottom => pos.y - h,
    };
    Rect::new(x, y, w, h)
}

/// A geometric shape in window coordinates.
#[derive(Debug, Clone, PartialEq)]
pub enum Shape {
    /// A rectangle with corners rounded by `radius` (0 for sharp corners).
    Rect {
        /// The rectangle.
        rect: Rect,
        /// Corner radius.
        radius: f32,
    },
    /// An ellipse (a circle when both radii are equal).
    Ellipse {
        /// Centre.
        center: Point,
        /// Horizontal radius.
        rx: f32,
        /// Vertical radius.
        ry: f32,
    },
    /// A closed polygon, convex or star-shaped around the average of its corners (regular
    /// polygons, stars): it is filled as a fan from that centre.
    Polygon(Vec<Point>),
    /// An open line through the points; only meaningful stroked.
    Polyline(Vec<Point>),
}

/// One entry of the display list, drawn in order (later entries on top).
#[derive(Debug, Clone, PartialEq)]
pub enum Primitive {
    /// A filled shape, or its outline when `stroke` holds a line width.
    Shape {
        /// The shape.
        shape: Shape,
        /// Fill or line colour.
        color: Color,
        /// `None` fills; `Some(w)` draws the outline `w` pixels wide.
        stroke: Option<f32>,
    },
    /// Text.
    Text(TextItem),
}

/// Translation, scaling and opacity applied to everything drawn while it is active.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Transform {
    /// Added after scaling.
    pub offset: Point,
    /// Horizontal scale factor.
    pub sx: f32,
    /// Vertical scale factor.
    pub sy: f32,
    /// Opacity multiplier.
    pub alpha: f32,
}

impl Default for Transform {
    fn default() -> Self {
        Transform::IDENTITY
    }
}

impl Transform {
    /// No change.
    pub const IDENTITY: Transform = Transform {
        offset: Point::new(0.0, 0.0),
        sx: 1.0,
        sy: 1.0,
        alpha: 1.0,
    };

    /// A pure translation.
    pub fn translate(dx: f32, dy: f32) -> Transform {
        Transform {
            offset: Point::new(dx, dy),
            ..Transform::IDENTITY
        }
    }

    /// Scaling by `(sx, sy)` about `center` (e.g. a popping tile or a flipping disc).
    pub fn scale_about(center: Point, sx: f32, sy: f32) -> Transform {
        Transform {
            offset: Point::new(center.x * (1.0 - sx), center.y * (1.0 - sy)),
            sx,
            sy,
            alpha: 1.0,
        }
    }

    /// Only an opacity change.
    pub fn alpha(alpha: f32) -> Transform {
        Transform {
            alpha,
            ..Transform::IDENTITY
        }
    }

    /// Where `p` ends up.
    pub fn apply(&self, p: Point) -> Point {
        Point::new(self.offset.x + p.x * self.sx, self.offset.y + p.y * self.sy)
    }

    /// `self` applied after `inner` (inner is the transform pushed later).
    pub fn then(&self, inner: &Transform) -> Transform {
        Transform {
            offset: self.apply(inner.offset),
            sx: self.sx * inner.sx,
            sy: self.sy * inner.sy,
            alpha: self.alpha * inner.alpha,
        }
    }
}

/// A recolouring the painter applies to every colour it records (the high-contrast
/// palette, [`crate::ui::theme::high_contrast`]).
pub type Palette = fn(Color) -> Color;

/// Records primitives for one frame, applying the active transform and palette.
#[derive(Debug, Clone)]
pub struct Painter {
    size: Size,
    items: Vec<Primitive>,
    stack: Vec<Transform>,
    current: Transform,
    palette: Option<Palette>,
}

impl Painter {
    /// An empty display list for a viewport of `size`.
    pub fn new(size: Size) -> Self {
        Painter {
            size,
            items: Vec::new(),
            stack: Vec::new(),
            current: Transform::IDENTITY,
            palette: None,
        }
    }

    /// Recolours everything recorded from now on with `palette` (`None`: the colours as
    /// given). With a palette, text is drawn opaque (only the transform fades it).
    pub fn set_palette(&mut self, palette: Option<Palette>) {
        self.palette = palette;
    }

    /// The palette in use, if any: widgets may draw a little differently under one (an
    /// outline round each button in high contrast).
    pub fn palette(&self) -> Option<Palette> {
        self.palette
    }

    /// `color` as the palette turns it (itself without one).
    pub fn recolor(&self, color: Color) -> Color {
        self.palette.map_or(color, |f| f(color))
    }

    /// The viewport (window) size in logical pixels.
    pub fn size(&self) -> Size {
        self.size
    }

    /// The primitives recorded so far, in drawing order.
    pub fn items(&self) -> &[Primitive] {
        &self.items
    }

    /// Takes the recorded primitives, leaving the painter empty.
    pub fn take_items(&mut self) -> Vec<Primitive> {
        std::mem::take(&mut self.items)
    }

    /// All text strings drawn, in order (handy in tests).
    pub fn texts(&self) -> Vec<&str> {
        self.items
            .iter()
            .filter_map(|p| match p {
                Primitive::Text(t) => Some(t.text.as_str()),
                Primitive::Shape { .. } => None,
            })
            .collect()
    }

    /// Runs `f` with `t` applied on top of the current transform.
    pub fn with<R>(&mut self, t: Transform, f: impl FnOnce(&mut Painter) -> R) -> R {
        self.stack.push(self.current);
        self.current = self.current.then(&t);
        let r = f(self);
        if let Some(prev) = self.stack.pop() {
            self.current = prev;
        }
        r
    }

    fn push_shape(&mut self, shape: Shape, color: Color, stroke: Option<f32>) {
        let color = self.recolor(color).fade(self.current.alpha);
        if color.a <= 0.0 {
            return;
        }
        let t = self.current;
        let shape = match shape {
            Shape::Rect { rect, radius } => {
                let a = t.apply(Point::new(rect.x, rect.y));
                let b = t.apply(Point::new(rect.right(), rect.bottom()));
                Shape::Rect {
                    rect: Rect::new(
                        a.x.min(b.x),
                        a.y.min(b.y),
                        (b.x - a.x).abs(),
                        (b.y - a.y).abs(),
                    ),
                    radius: radius * t.sx.abs().min(t.sy.abs()),
                }
            }
            Shape::Ellipse { center, rx, ry } => Shape::Ellipse {
                center: t.apply(center),
                rx: rx * t.sx.abs(),
                ry: ry * t.sy.abs(),
            },
            Shape::Polygon(pts) => Shape::Polygon(pts.into_iter().map(|p| t.apply(p)).collect()),
            Shape::Polyline(pts) => Shape::Polyline(pts.into_iter().map(|p| t.apply(p)).collect()),
        };
        let stroke = stroke.map(|w| w * t.sx.abs().min(t.sy.abs()));
        self.items.push(Primitive::Shape {
            shape,
            color,
            stroke,
        });
    }

    /// A filled rectangle.
    pub fn rect(&mut self, rect: Rect, color: Color) {
        self.push_shape(Shape::Rect { rect, radius: 0.0 }, color, None);
    }

    /// A filled rectangle with rounded corners.
    pub fn round_rect(&mut self, rect: Rect, radius: f32, color: Color) {
        self.push_shape(Shape::Rect { rect, radius }, color, None);
    }

    /// The shadow of an opaque rounded rectangle `rect` cast `dy` pixels down. Only its
    /// bottom band shows below the rectangle, so only that band is filled: with software
    /// rendering every pixel filled twice costs frame time. The band reaches `radius + dy`
    /// above the rectangle's rounded bottom corners, so its own rounded top corners lie
    /// where the rectangle is full width and hides them.
    pub fn drop_shadow(&mut self, rect: Rect, radius: f32, dy: f32, color: Color) {
        let band = (2.0 * radius + dy).min(rect.h);
        let shadow = Rect::new(rect.x, rect.bottom() - band + dy, rect.w, band);
        self.round_rect(shadow, radius, color);
    }

    /// A rounded frame of `color` around the rectangle `inner`, out to `outer`, for a
    /// picture that fills `inner` opaquely: four strips instead of a whole rounded
    /// rectangle underneath, which would fill `inner` twice.
    pub fn frame(&mut self, outer: Rect, radius: f32, inner: Rect, color: Color) {
        let top = inner.y - outer.y;
        let bottom = outer.bottom() - inner.bottom();
        // The top and bottom strips reach `radius` into `inner` so that their rounded
        // inner corners lie behind the side strips and the picture.
        self.round_rect(
            Rect::new(outer.x, outer.y, outer.w, top + radius),
            radius,
            color,
        );
        self.round_rect(
            Rect::new(outer.x, inner.bottom() - radius, outer.w, bottom + radius),
            radius,
            color,
        );
        self.rect(
            Rect::new(outer.x, inner.y, inner.x - outer.x, inner.h),
            color,
        );
        self.rect(
            Rect::new(
                inner.right(),
                inner.y,
                outer.right() - inner.right(),
                inner.h,
            ),
            color,
        );
    }

    /// The outline of a rounded rectangle, `width` pixels wide.
    pub fn round_rect_outline(&mut self, rect: Rect, radius: f32, width: f32, color: Color) {
        self.push_shape(Shape::Rect { rect, radius }, color, Some(width));
    }

    /// A filled circle.
    pub fn circle(&mut self, center: Point, r: f32, color: Color) {
        self.ellipse(center, r, r, color);
    }

    /// The outline of a circle.
    pub fn circle_outline(&mut self, center: Point, r: f32, width: f32, color: Color) {
        self.push_shape(
            Shape::Ellipse {
                center,
                rx: r,
                ry: r,
            },
            color,
            Some(width),
        );
    }

    /// A filled ellipse.
    pub fn ellipse(&mut self, center: Point, rx: f32, ry: f32, color: Color) {
        self.push_shape(Shape::Ellipse { center, rx, ry }, color, None);
    }

    /// A filled polygon, convex or star-shaped around its centre; fewer than three points
    /// draws nothing.
    pub fn polygon(&mut self, points: Vec<Point>, color: Color) {
        if points.len() >= 3 {
            self.push_shape(Shape::Polygon(points), color, None);
        }
    }

    /// A line through `points`, `width` pixels wide; fewer than two points draws nothing.
    pub fn polyline(&mut self, points: Vec<Point>, width: f32, color: Color) {
        if points.len() >= 2 {
            self.push_shape(Shape::Polyline(points), color, Some(width));
        }
    }

    /// A straight line segment.
    pub fn line(&mut self, a: Point, b: Point, width: f32, color: Color) {
        self.polyline(vec![a, b], width, color);
    }

    /// A filled star with `points` tips, the first tip pointing `rotation` radians
    /// clockwise from straight up.
    pub fn star(
        &mut self,
        center: Point,
        outer: f32,
        inner: f32,
        points: usize,
        rotation: f32,
        color: Color,
    ) {
        self.polygon(star_points(center, outer, inner, points, rotation), color);
    }

    /// A filled regular polygon with `sides` corners, the first at `rotation` from up.
    pub fn regular_polygon(
        &mut self,
        center: Point,
        r: f32,
        sides: usize,
        rotation: f32,
        color: Color,
    ) {
        let pts = (0..sides)
            .map(|i| {
                let a = rotation + i as f32 * 2.0 * PI / sides as f32;
                Point::new(center.x + r * a.sin(), center.y - r * a.cos())
            })
            .collect();
        self.polygon(pts, color);
    }

    /// One line of text anchored at `pos`.
    pub fn text(
        &mut self,
        text: impl Into<String>,
        pos: Point,
        size: f32,
        color: Color,
        h: HAlign,
        v: VAlign,
    ) {
        self.text_item(text.into(), pos, size, color, h, v, false, None);
    }

    /// One line of bold text anchored at `pos`.
    pub fn bold_text(
        &mut self,
        text: impl Into<String>,
        pos: Point,
        size: f32,
        color: Color,
        h: HAlign,
        v: VAlign,
    ) {
        self.text_item(text.into(), pos, size, color, h, v, true, None);
    }

    /// Text centred in `rect`, bold or regular, shrunk to fit its width if need be.
    pub fn text_in(
        &mut self,
        text: impl Into<String>,
        rect: Rect,
        size: f32,
        color: Color,
        bold: bool,
    ) {
        self.text_box(
            text,
            rect,
            size,
            color,
            HAlign::Center,
            VAlign::Middle,
            bold,
        );
    }

    /// One line of text placed in `rect` by the alignments (left, centre or right; top,
    /// middle or bottom), shrunk (down to [`MIN_SHRINK`](super::MIN_SHRINK) of `size`)
    /// when it is wider than the box. The box is recorded with the text for the layout
    /// tests.
    #[allow(clippy::too_many_arguments)]
    pub fn text_box(
        &mut self,
        text: impl Into<String>,
        rect: Rect,
        size: f32,
        color: Color,
        h: HAlign,
        v: VAlign,
        bold: bool,
    ) {
        let text = text.into();
        let size = fitted_size(&text, size, bold, rect.w);
        self.text_box_sized(text, rect, size, color, h, v, bold);
    }

    /// [`Painter::text_box`] at `size` as it is, for text its caller has fitted already
    /// (lines that share one size): shrinking it again would take it under the floor, and
    /// a line still too wide is left for the layout tests to report.
    #[allow(clippy::too_many_arguments)]
    pub fn text_box_sized(
        &mut self,
        text: impl Into<String>,
        rect: Rect,
        size: f32,
        color: Color,
        h: HAlign,
        v: VAlign,
        bold: bool,
    ) {
        let text = text.into();
        let x = match h {
            HAlign::Left => rect.x,
            HAlign::Center => rect.center().x,
            HAlign::Right => rect.right(),
        };
        let y = match v {
            VAlign::Top => rect.y,
            VAlign::Middle => rect.center().y,
            VAlign::Bottom => rect.bottom(),
        };
        let t = self.current;
        let a = t.apply(Point::new(rect.x, rect.y));
        let b = t.apply(Point::new(rect.right(), rect.bottom()));
        let bounds = Rect::new(
            a.x.min(b.x),
            a.y.min(b.y),
            (b.x - a.x).abs(),
            (b.y - a.y).abs(),
        );
        self.text_item(
            text,
            Point::new(x, y),
            size,
            color,
            h,
            v,
            bold,
            Some(bounds),
        );
    }

    /// One line of text anchored at `pos` like [`Painter::text`], with `room` pixels of
    /// width to fit in on the side(s) the alignment grows towards (and a line of height):
    /// the box [`Painter::text_box`] records and shrinks to.
    #[allow(clippy::too_many_arguments)]
    pub fn text_at(
        &mut self,
        text: impl Into<String>,
        pos: Point,
        room: f32,
        size: f32,
        color: Color,
        h: HAlign,
        v: VAlign,
        bold: bool,
    ) {
        let line = anchored(pos, room, size * 1.2, h, v);
        self.text_box(text, line, size, color, h, v, bold);
    }

    #[allow(clippy::too_many_arguments)]
    fn text_item(
        &mut self,
        text: String,
        pos: Point,
        size: f32,
        color: Color,
        h: HAlign,
        v: VAlign,
        bold: bool,
        bounds: Option<Rect>,
    ) {
        let color = match self.palette {
            Some(f) => {
                let c = f(color);
                if c.a > 0.0 { c.alpha(1.0) } else { c }
            }
            None => color,
        };
        let color = color.fade(self.current.alpha);
        if color.a <= 0.0 || text.is_empty() {
            return;
        }
        let t = self.current;
        self.items.push(Primitive::Text(TextItem {
            text,
            pos: t.apply(pos),
            size: size * t.sy.abs(),
            color,
            h,
            v,
            bold,
            bounds,
        }));
    }
}

/// The corners of a star: alternating outer tips and inner notches.
pub fn star_points(
    center: Point,
    outer: f32,
    inner: f32,
    points: usize,
    rotation: f32,
) -> Vec<Point> {
    let n = points.max(2) * 2;
    (0..n)
        .map(|i| {
            let r = if i % 2 == 0 { outer } else { inner };
            let a = rotation + i as f32 * PI / points.max(2) as f32;
            Point::new(center.x + r * a.sin(), center.y - r * a.cos())
        })
        .collect()
}

/// The width of `text` in the regular face at font size `size`, measured from the fonts'
/// glyph advances (see [`super::fonts`]).
pub fn estimate_text_width(text: &str, size: f32) -> f32 {
    super::fonts::text_width(text, size, false)
}

#[cfg(test)]
#[path = "painter_tests.rs"]
mod tests;
