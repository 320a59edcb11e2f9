//! The one scene abstraction: the menu, the settings and score screens, and every game
//! are scenes on a stack. A scene turns input into state changes, advances with time, and
//! describes itself as a display list; moving between scenes is a returned [`Transition`].

use crate::draw::Painter;
use crate::input::InputEvent;
use crate::services::Services;
pub use crate::wake::Wake;

/// What the scene stack should do after a scene handled an event or a time step.
pub enum Transition {
    /// Stay on this scene.
    None,
    /// Open a new scene on top; this one waits below.
    Push(Box<dyn Scene>),
    /// Close this scene and return to the one below (closing the last one quits).
    Pop,
    /// Close this scene and open another in its place.
    Replace(Box<dyn Scene>),
    /// Close every scene and end the program.
    Quit,
}

impl std::fmt::Debug for Transition {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Transition::None => write!(f, "None"),
            Transition::Push(s) => write!(f, "Push({})", s.name()),
            Transition::Pop => write!(f, "Pop"),
            Transition::Replace(s) => write!(f, "Replace({})", s.name()),
            Transition::Quit => write!(f, "Quit"),
        }
    }
}

impl Transition {
    /// True for [`Transition::None`].
    pub fn is_none(&self) -> bool {
        matches!(self, Transition::None)
    }
}

/// A screen of the program.
pub trait Scene {
    /// A short name for logs and tests (`"menu"`, `"settings"`, `"match3"` …).
    fn name(&self) -> &str;

    /// Reacts to one input event. Resize events arrive here too (the new size is also in
    /// `cx.viewport`), so layouts can be recomputed.
    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> Transition;

    /// Advances animations and timers by `dt` seconds of real time.
    fn update(&mut self, dt: f32, cx: &mut Services) -> Transition;

    /// When the scene next changes by itself (animations, timers, looping effects).
    fn wake(&self, cx: &Services) -> Wake;

    /// Describes the scene as it looks now.
    fn draw(&self, p: &mut Painter, cx: &Services);

    /// The scene is being closed (popped, replaced, or the program quits): keep what must
    /// survive, e.g. save an unfinished game.
    fn leave(&mut self, _cx: &mut Services) {}

    /// The scene above this one was closed and this one is on top again: refresh what may
    /// have changed meanwhile (best scores, settings).
    fn resume(&mut self, _cx: &mut Services) {}
}
