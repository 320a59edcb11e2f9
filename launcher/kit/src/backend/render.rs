//! Drawing a display list with ggez: shapes batched into meshes drawn with the flat
//! shader, texts queued between them, and only the damaged parts of the picture redrawn.

use crate::draw::damage::{self, Damage};
use crate::draw::tess::Triangles;
use crate::draw::{self, HAlign, Primitive, Shape, VAlign, fonts};
use crate::geom::{Point, Rect, Size};
use ggez::graphics::{self, Canvas, DrawParam, Text, TextAlign, TextFragment, TextLayout};
use ggez::{Context, GameResult};

fn color(c: draw::Color) -> graphics::Color {
    graphics::Color::new(c.r, c.g, c.b, c.a)
}

fn gpoint(p: Point) -> ggez::glam::Vec2 {
    ggez::glam::Vec2::new(p.x, p.y)
}

fn align(h: HAlign, v: VAlign) -> TextLayout {
    TextLayout {
        h_align: match h {
            HAlign::Left => TextAlign::Begin,
            HAlign::Center => TextAlign::Middle,
            HAlign::Right => TextAlign::End,
        },
        v_align: match v {
            VAlign::Top => TextAlign::Begin,
            VAlign::Middle => TextAlign::Middle,
            VAlign::Bottom => TextAlign::End,
        },
    }
}

/// Draws the display list in order with as few draw calls as possible: shapes collect in
/// one mesh and texts wait in a queue; both are only flushed when a later shape would
/// cover a waiting text, so the picture is the same as drawing item by item.
struct Batcher<'a> {
    flat: &'a graphics::Shader,
    triangles: Triangles,
    vertices: Vec<graphics::Vertex>,
    texts: Vec<(Text, Point, Rect)>,
}

impl Batcher<'_> {
    /// Draws `items` in order, then flushes.
    fn draw<'p>(
        &mut self,
        ctx: &mut Context,
        canvas: &mut Canvas,
        items: impl Iterator<Item = &'p Primitive>,
    ) {
        for item in items {
            match item {
                Primitive::Shape {
                    shape,
                    color: c,
                    stroke,
                } => {
                    let bounds = damage::shape_bounds(shape, *stroke);
                    if self
                        .texts
                        .iter()
                        .any(|(_, _, r)| damage::overlaps(r, &bounds))
                    {
                        self.flush(ctx, canvas);
                    }
                    self.triangles.add(shape, *c, *stroke);
                }
                Primitive::Text(t) => {
                    let mut text = Text::default();
                    for (range, family) in fonts::runs(&t.text) {
                        text.add(
                            TextFragment::new(&t.text[range])
                                .font(family.font_name(t.bold))
                                .scale(family.scale(t.size.max(1.0)))
                                .color(color(t.color)),
                        );
                    }
                    text.set_layout(align(t.h, t.v));
                    // Drawn after the pending mesh, which is the order it was listed in.
                    self.texts.push((text, t.pos, damage::text_bounds(t)));
                }
            }
        }
        self.flush(ctx, canvas);
    }

    fn flush(&mut self, ctx: &mut Context, canvas: &mut Canvas) {
        if !self.triangles.is_empty() {
            self.vertices.clear();
            self.vertices
                .extend(self.triangles.vertices.iter().map(|v| graphics::Vertex {
                    position: v.pos,
                    uv: [0.0, 0.0],
                    color: v.color,
                }));
            let mesh = graphics::Mesh::from_data(
                ctx,
                graphics::MeshData {
                    vertices: &self.vertices,
                    indices: &self.triangles.indices,
                },
            );
            canvas.set_shader(self.flat);
            canvas.draw(&mesh, DrawParam::default());
            canvas.set_default_shader();
            self.triangles.clear();
        }
        for (text, at, _) in self.texts.drain(..) {
            canvas.draw(&text, DrawParam::default().dest(gpoint(at)));
        }
    }
}

/// A first primitive that paints the whole window in one opaque colour becomes the frame's
/// clear colour, which costs nearly nothing, instead of a full-window fill, which costs a
/// lot with software rendering. Returns that colour and how many items it replaces (0 or 1).
pub(super) fn clear_colour(items: &[Primitive], size: Size) -> (draw::Color, usize) {
    if let Some(Primitive::Shape {
        shape: Shape::Rect { rect, .. },
        color: c,
        stroke: None,
    }) = items.first()
    {
        if c.a >= 1.0
            && rect.x <= 0.0
            && rect.y <= 0.0
            && rect.right() >= size.w
            && rect.bottom() >= size.h
        {
            return (*c, 1);
        }
    }
    (crate::ui::theme::BACKGROUND, 0)
}

/// Puts `items` on `target`: all of them over `clear`, or, when `damage` names parts, only
/// what lies in those parts, each first filled with `clear` and drawn clipped to it, over
/// the picture the image already holds.
pub(super) fn render(
    ctx: &mut Context,
    target: &graphics::Image,
    flat: &graphics::Shader,
    items: &[Primitive],
    clear: draw::Color,
    damage: &Damage,
) -> GameResult {
    let mut b = Batcher {
        flat,
        triangles: Triangles::default(),
        vertices: Vec::new(),
        texts: Vec::new(),
    };
    match damage {
        Damage::Full => {
            let mut canvas = Canvas::from_image(ctx, target.clone(), color(clear));
            b.draw(ctx, &mut canvas, items.iter());
            canvas.finish(ctx)
        }
        Damage::Parts(_) if !damage.redraws() => Ok(()),
        Damage::Parts(parts) => {
            let mut canvas = Canvas::from_image(ctx, target.clone(), None);
            let item_bounds: Vec<Rect> = items.iter().map(damage::bounds).collect();
            // A part worked out for the size before a resize may reach past the image.
            let (tw, th) = (target.width() as f32, target.height() as f32);
            for part in parts {
                let (x, y) = (part.x.clamp(0.0, tw), part.y.clamp(0.0, th));
                let (w, h) = (part.right().min(tw) - x, part.bottom().min(th) - y);
                if w < 1.0 || h < 1.0 {
                    continue;
                }
                canvas.set_scissor_rect(graphics::Rect::new(x, y, w, h))?;
                let background = Primitive::Shape {
                    shape: Shape::Rect {
                        rect: *part,
                        radius: 0.0,
                    },
                    color: clear,
                    stroke: None,
                };
                let inside = items
                    .iter()
                    .zip(&item_bounds)
                    .filter(|(_, r)| damage::overlaps(r, part))
                    .map(|(item, _)| item);
                b.draw(ctx, &mut canvas, std::iter::once(&background).chain(inside));
            }
            canvas.finish(ctx)
        }
    }
}
