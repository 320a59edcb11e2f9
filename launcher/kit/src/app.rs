//! The program without its window: the scene stack, the shared services and the on-screen
//! notices. The ggez backend feeds it events and time and renders what it draws; tests
//! drive it the same way.

use crate::draw::{Color, Painter, Transform};
use crate::geom::{Rect, Size};
use crate::input::{InputEvent, Key};
use crate::scene::{Scene, Transition, Wake};
use crate::services::Services;
use crate::ui::theme::{self, Fonts};

/// How long a notice stays on screen, in seconds.
const NOTICE_SECONDS: f32 = 7.0;

/// At most this many notices show at once, so they never cover a screen's buttons.
const MAX_NOTICES: usize = 2;

/// A message shown at the top of the window for a while.
#[derive(Debug, Clone, PartialEq)]
struct Notice {
    text: String,
    age: f32,
}

impl Notice {
    /// Seconds a notice takes to fade in.
    const FADE_IN: f32 = 0.2;
    /// Seconds it takes to fade out.
    const FADE_OUT: f32 = 0.5;

    /// How opaque the notice is now.
    fn opacity(&self) -> f32 {
        ((NOTICE_SECONDS - self.age) / Self::FADE_OUT).clamp(0.0, 1.0)
            * (self.age / Self::FADE_IN).clamp(0.0, 1.0)
    }

    /// A notice moves only while it fades in or out.
    fn wake(&self) -> Wake {
        let steady_until = NOTICE_SECONDS - Self::FADE_OUT;
        if self.age < Self::FADE_IN || self.age >= steady_until {
            Wake::Animating
        } else {
            Wake::In(steady_until - self.age)
        }
    }
}

/// The scene stack plus services: everything the window shows and reacts to.
pub struct App {
    stack: Vec<Box<dyn Scene>>,
    /// Settings, scores, saves, registry and requests shared by the scenes.
    pub services: Services,
    notices: Vec<Notice>,
}

impl App {
    /// An app showing `first`.
    pub fn new(services: Services, first: Box<dyn Scene>) -> App {
        let mut app = App {
            stack: vec![first],
            services,
            notices: Vec::new(),
        };
        app.collect_notices();
        app
    }

    /// Whether every scene is closed (the program should end).
    pub fn finished(&self) -> bool {
        self.stack.is_empty()
    }

    /// The scene on top, if any.
    pub fn top(&self) -> Option<&dyn Scene> {
        self.stack.last().map(|s| s.as_ref())
    }

    /// The name of the scene on top (empty when finished).
    pub fn top_name(&self) -> &str {
        self.stack.last().map(|s| s.name()).unwrap_or("")
    }

    /// The notices on screen now.
    pub fn notices(&self) -> Vec<&str> {
        self.notices.iter().map(|n| n.text.as_str()).collect()
    }

    fn collect_notices(&mut self) {
        for text in self.services.take_notices() {
            self.notices.push(Notice { text, age: 0.0 });
        }
        // The newest few stay; older ones were in the log and on screen already.
        let excess = self.notices.len().saturating_sub(MAX_NOTICES);
        self.notices.drain(..excess);
    }

    fn apply(&mut self, t: Transition) {
        match t {
            Transition::None => {}
            Transition::Push(scene) => {
                log::debug!("open {}", scene.name());
                self.stack.push(scene);
            }
            Transition::Pop => {
                if let Some(mut s) = self.stack.pop() {
                    log::debug!("close {}", s.name());
                    s.leave(&mut self.services);
                }
                if let Some(top) = self.stack.last_mut() {
                    top.resume(&mut self.services);
                }
            }
            Transition::Replace(scene) => {
                if let Some(mut s) = self.stack.pop() {
                    s.leave(&mut self.services);
                }
                self.stack.push(scene);
            }
            Transition::Quit => self.close_all(),
        }
        self.collect_notices();
    }

    /// Closes every scene from the top down, letting each keep what it must (the window
    /// was closed or Quit chosen).
    pub fn close_all(&mut self) {
        while let Some(mut s) = self.stack.pop() {
            s.leave(&mut self.services);
        }
        self.collect_notices();
    }

    /// Handles one input event: F11 toggles fullscreen everywhere, a resize updates the
    /// viewport, auto-repeats of Esc, Enter and Space are dropped, everything else goes to
    /// the top scene.
    pub fn event(&mut self, ev: InputEvent) {
        match ev {
            // A held key repeats; only arrows should. A repeated Esc or Enter would leave
            // or confirm a second screen the player never saw.
            InputEvent::KeyDown {
                key: Key::Escape | Key::Enter | Key::Space | Key::F11,
                repeat: true,
                ..
            } => return,
            InputEvent::KeyDown { key: Key::F11, .. } => {
                self.services.toggle_fullscreen();
                return;
            }
            InputEvent::Resize(size) => self.services.viewport = size,
            _ => {}
        }
        self.services.clock.stir();
        let t = match self.stack.last_mut() {
            Some(top) => top.event(&ev, &mut self.services),
            None => Transition::None,
        };
        self.apply(t);
    }

    /// Advances time by `dt` seconds.
    pub fn update(&mut self, dt: f32) {
        self.services.clock.advance(dt);
        for n in &mut self.notices {
            n.age += dt;
        }
        self.notices.retain(|n| n.age < NOTICE_SECONDS);
        let t = match self.stack.last_mut() {
            Some(top) => top.update(dt, &mut self.services),
            None => Transition::None,
        };
        self.apply(t);
    }

    /// When the window needs its next frame: notices fade while they show; otherwise the
    /// top scene decides.
    pub fn wake(&self) -> Wake {
        let scene = match self.stack.last() {
            Some(top) => top.wake(&self.services),
            None => Wake::Idle,
        };
        self.notices
            .iter()
            .map(Notice::wake)
            .fold(scene, Wake::sooner)
    }

    /// Draws the top scene and the notices over it.
    pub fn draw(&self) -> Painter {
        let size = self.services.viewport;
        let mut p = Painter::new(size);
        if self.services.settings.high_contrast() {
            p.set_palette(Some(theme::high_contrast));
        }
        match self.stack.last() {
            Some(top) => top.draw(&mut p, &self.services),
            None => theme::background(&mut p),
        }
        self.draw_notices(&mut p, size);
        p
    }

    fn draw_notices(&self, p: &mut Painter, size: Size) {
        let s = size.ui_scale();
        let font = Fonts::for_size(size).small;
        let w = (size.w - 40.0 * s).min(760.0 * s);
        // Newest lowest, above the bottom edge where screens keep only a hint line.
        let mut bottom = size.h - 9.0 * s;
        for n in self.notices.iter().rev() {
            let fade = n.opacity();
            // A long notice (a longer language, a file's path) takes more lines.
            let (lines, at) = theme::wrap_to_lines(&n.text, w - 20.0 * s, font, false, 3);
            let h = (31.0 * s).max(lines.len() as f32 * at * 1.2 + 8.0 * s);
            let r = Rect::new((size.w - w) / 2.0, bottom - h, w, h);
            bottom = r.y - 5.0 * s;
            p.with(Transform::alpha(fade), |p| {
                p.drop_shadow(r, 10.0 * s, 3.0, theme::SHADOW);
                // Opaque: blending happens in linear light, where even 5 % of a bright
                // title behind a dark panel shows through clearly.
                p.round_rect(r, 10.0 * s, Color::rgb(0x5a, 0x1f, 0x2e));
                p.round_rect_outline(r, 10.0 * s, 1.5, theme::BUTTON_DANGER);
                let text = Rect::new(r.x + 10.0 * s, r.y, r.w - 20.0 * s, r.h);
                theme::lines_in_box(p, &n.text, text, font, theme::TEXT, false, 3);
            });
        }
    }
}
