//! Shared user-interface pieces, written once for the menu and every game: the theme,
//! buttons, panels, dialogs, tweening, the animation timeline, point bursts and particles.

mod button;
mod cursor;
mod dialog;
mod effects;
pub mod motion;
mod text_field;
pub mod theme;
mod timeline;
mod tween;

pub use button::{Button, ButtonStyle};
pub use cursor::{Cursor, arrow_step, neighbour};
pub use dialog::Dialog;
pub use effects::{Effects, Particle, PointBurst};
pub use text_field::{Edit, TextField};
pub use timeline::{Beat, Timed, Timeline};
pub use tween::{Ease, Tween};
