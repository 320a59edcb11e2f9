//! What a scene draws: a display list of simple primitives that a thin backend renders.
//!
//! Scenes never talk to ggez. They fill a [`Painter`], which records [`Primitive`]s in
//! window coordinates; tests read the list back, the ggez backend turns it into meshes and
//! text. Translation, scaling and alpha are applied here and [`tess`] turns shapes into
//! triangles, so the backend stays trivial.

mod color;
pub mod damage;
pub mod fit;
pub mod fonts;
mod painter;
pub mod tess;

pub use color::Color;
pub use fit::{MIN_SHRINK, fitted_size, least_size};
pub use painter::{
    HAlign, Painter, Palette, Primitive, Shape, TextItem, Transform, VAlign, anchored,
    estimate_text_width, star_points,
};
