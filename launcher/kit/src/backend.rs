//! The thin ggez layer: opens the window, turns window events into [`InputEvent`]s for the
//! [`App`], renders its display list, plays requested sounds and applies window requests.

use crate::app::App;
use crate::draw::damage::{self, Damage, DisplayList};
use crate::draw::{self, fonts};
use crate::geom::{Point, Size};
use crate::input::{InputEvent, Key, Modifiers, MouseButton};
use crate::placement::Placement;
use crate::scene::Wake;
use crate::services::WindowRequest;
use crate::sound::AudioOut;
use crate::stats::{FrameStats, resident_mb};
use ggez::conf::{FullscreenType, WindowMode, WindowSetup};
use ggez::event;
use ggez::graphics;
use ggez::input::mouse::MouseButton as WMouse;
use ggez::winit::application::ApplicationHandler;
use ggez::winit::event::{ElementState, KeyEvent, MouseScrollDelta, WindowEvent};
use ggez::winit::event_loop::{ActiveEventLoop, ControlFlow};
use ggez::winit::keyboard::{Key as WKey, ModifiersState, NamedKey};
use ggez::winit::window::WindowId;
use ggez::{Context, GameError, GameResult};
use std::time::{Duration, Instant};

mod render;

use render::{clear_colour, render};

const FLAT_SHADER: &str = include_str!("flat.wgsl");

/// How the window is opened.
#[derive(Debug, Clone)]
pub struct WindowOptions {
    /// The program's name, under which its window's size and place are remembered.
    pub program: &'static str,
    /// Window title.
    pub title: String,
    /// Log frame-time statistics every few seconds.
    pub stats: bool,
    /// Redraw the whole window every frame (`draw::damage` unused).
    pub full_redraw: bool,
    /// When the program started, for the start-to-first-frame figure.
    pub started: Instant,
}

/// Why the window could not run.
#[derive(Debug, thiserror::Error)]
pub enum WindowError {
    /// No window could be opened (no display, no graphics driver).
    #[error("cannot open a window: {0}")]
    Open(String),
    /// The window failed while running.
    #[error("the window failed: {0}")]
    Run(String),
}

struct Handler {
    app: App,
    flat: graphics::Shader,
    /// What each frame is drawn into before ggez copies it to the window: 8-bit linear
    /// colour without sRGB encoding. The window's own image is sRGB, and with software
    /// rendering every blended pixel on it is decoded and re-encoded, which made frames
    /// about 1.4 times slower. Colours are already linear (`draw::tess::to_linear`) and
    /// the copy to the window encodes them, so the picture is the same.
    target: graphics::ScreenImage,
    /// What `target` shows now, so the next frame redraws only what changed.
    shown: Option<Shown>,
    full_redraw: bool,
    audio: AudioOut,
    stats: Option<FrameStats>,
    started: Instant,
    first_frame: bool,
    /// Keys down now. A press of a key already down that is not a repeat is the copy
    /// winit makes when the window gains focus while the key is held: dropped, or one
    /// press of Esc would close a screen and then act on the next one.
    held: Vec<Key>,
    /// The system clipboard, once something was copied.
    clipboard: Option<arboard::Clipboard>,
}

/// The display list a frame left on the target image, and what it was drawn over.
struct Shown {
    list: DisplayList,
    clear: draw::Color,
    size: (u32, u32),
}

fn key_of(key: &WKey) -> Option<Key> {
    Some(match key {
        WKey::Named(named) => match named {
            NamedKey::ArrowUp => Key::Up,
            NamedKey::ArrowDown => Key::Down,
            NamedKey::ArrowLeft => Key::Left,
            NamedKey::ArrowRight => Key::Right,
            NamedKey::Enter => Key::Enter,
            NamedKey::Escape => Key::Escape,
            NamedKey::Space => Key::Space,
            NamedKey::Tab => Key::Tab,
            NamedKey::Backspace => Key::Backspace,
            NamedKey::F1 => Key::F1,
            NamedKey::F11 => Key::F11,
            _ => return None,
        },
        WKey::Character(s) => {
            let c = s.chars().next()?;
            if c == ' ' {
                Key::Space
            } else {
                Key::Char(c.to_ascii_lowercase())
            }
        }
        _ => return None,
    })
}

fn mouse(b: WMouse) -> Option<MouseButton> {
    match b {
        WMouse::Left => Some(MouseButton::Left),
        WMouse::Right => Some(MouseButton::Right),
        WMouse::Middle => Some(MouseButton::Middle),
        _ => None,
    }
}

impl Handler {
    /// The clipboard, opened on first use and kept: on X11 the copied text lives only as
    /// long as the program that offers it.
    fn clipboard(&mut self) -> Result<&mut arboard::Clipboard, arboard::Error> {
        Ok(match self.clipboard {
            Some(ref mut c) => c,
            None => self.clipboard.insert(arboard::Clipboard::new()?),
        })
    }

    /// Puts `text` on the clipboard.
    fn copy(&mut self, text: String) -> Result<(), arboard::Error> {
        self.clipboard()?.set_text(text)?;
        log::debug!("copied to the clipboard");
        Ok(())
    }

    /// The clipboard's text.
    fn paste(&mut self) -> Result<String, arboard::Error> {
        let text = self.clipboard()?.get_text()?;
        log::debug!("pasted {} characters", text.chars().count());
        Ok(text)
    }

    /// Carries out what the scenes asked for: window changes, clipboard, sounds.
    fn carry_out_requests(&mut self, ctx: &mut Context) {
        for req in self.app.services.take_window_requests() {
            match req {
                WindowRequest::Fullscreen(on) => {
                    let kind = if on {
                        FullscreenType::Desktop
                    } else {
                        FullscreenType::Windowed
                    };
                    if let Err(e) = ctx.gfx.set_fullscreen(kind) {
                        self.app
                            .services
                            .notices
                            .notify(crate::tr!("common-error-fullscreen", error = e.to_string()));
                    }
                }
                WindowRequest::Paste => match self.paste() {
                    Ok(text) => {
                        self.app.services.clipboard.deliver(text);
                        self.app.event(InputEvent::Pasted);
                    }
                    Err(e) => self
                        .app
                        .services
                        .notices
                        .notify(crate::tr!("common-error-paste", error = e.to_string())),
                },
                WindowRequest::Clipboard(text) => {
                    if let Err(e) = self.copy(text) {
                        self.app
                            .services
                            .notices
                            .notify(crate::tr!("common-error-copy", error = e.to_string()));
                    }
                }
            }
        }
        let volume = f32::from(self.app.services.settings.sound.volume) / 100.0;
        for sfx in self.app.services.take_sounds() {
            self.audio.play(sfx, volume);
        }
    }

    /// Draws the app's display list when it differs from what the window shows, or always
    /// when `force` (the window was exposed). Returns whether a frame was presented.
    fn frame(&mut self, ctx: &mut Context, force: bool) -> GameResult<bool> {
        let began = Instant::now();
        let mut painter = self.app.draw();
        let size = painter.size();
        let mut items = painter.take_items();
        let (clear, first) = clear_colour(&items, size);
        items.drain(..first);
        let list = DisplayList::new(items);
        let (w, h) = ctx.gfx.drawable_size();
        let pixels = (w as u32, h as u32);
        let damage = match &self.shown {
            Some(shown)
                if !force && !self.full_redraw && shown.clear == clear && shown.size == pixels =>
            {
                damage::damage(&shown.list, &list, size)
            }
            _ => Damage::Full,
        };
        if !damage.redraws() {
            if let Some(stats) = self.stats.as_mut() {
                stats.record_draw(began.elapsed().as_secs_f32(), false);
            }
            return Ok(false);
        }
        ctx.gfx.begin_frame()?;
        let image = self.target.image(ctx);
        let pixels = (image.width(), image.height());
        let drawn = render(ctx, &image, &self.flat, list.items(), clear, &damage)
            .and_then(|()| ctx.gfx.present(&image));
        // The frame is ended even when drawing failed, so the next one can begin.
        let ended = ctx.gfx.end_frame();
        drawn.and(ended)?;
        self.shown = Some(Shown {
            list,
            clear,
            size: pixels,
        });
        if let Some(stats) = self.stats.as_mut() {
            stats.record_draw(began.elapsed().as_secs_f32(), true);
        }
        if !self.first_frame {
            self.first_frame = true;
            log::info!(
                "first frame after {} ms",
                self.started.elapsed().as_millis()
            );
        }
        Ok(true)
    }

    /// A key press, or `None` for a key the program does not use or the copy winit makes
    /// of a key held while the window gains focus.
    fn key_down(&mut self, event: &KeyEvent, mods: ModifiersState) -> Option<InputEvent> {
        let key = key_of(&event.logical_key)?;
        let repeat = event.repeat;
        if self.held.contains(&key) && !repeat {
            return None;
        }
        if !self.held.contains(&key) {
            self.held.push(key);
        }
        let mods = Modifiers {
            shift: mods.shift_key(),
            ctrl: mods.control_key(),
            alt: mods.alt_key(),
        };
        Some(InputEvent::KeyDown { key, mods, repeat })
    }
}

/// The shortest time between two frames while something moves: 60 frames per second,
/// also where the driver does not wait for the display (software rendering).
const FRAME_INTERVAL: Duration = Duration::from_micros(16_667);

/// The longest time step an animation takes at once: after a stall (the window was moved,
/// the machine was busy) animations resume instead of jumping to their end.
const MAX_ANIMATION_STEP: f32 = 0.1;

/// The event loop: input goes to the app as it comes; a frame is drawn only when the app
/// has something new to show, at most [`FRAME_INTERVAL`] apart; between frames the loop
/// sleeps until the next input, the app's next timer, or a worker thread's wake-up.
struct Shell {
    ctx: Context,
    handler: Handler,
    /// When the app's time was last advanced.
    advanced: Instant,
    /// When the last pass that advanced the app and drew (if anything changed) began;
    /// passes while something moves are paced from it.
    last_pass: Instant,
    /// What the app said it needs after the last pass.
    wake: Wake,
    /// The window was exposed or resized: draw everything at the next pass.
    exposed: bool,
    /// Where the window opened, remembered again when it closes.
    placement: Placement,
}

impl Shell {
    /// Advances the app's time to now. While something moves, one step is at most
    /// [`MAX_ANIMATION_STEP`]; while everything rests, the whole time passes at once (it
    /// is what the app's timers wait for).
    fn advance(&mut self) {
        let now = Instant::now();
        let real = now.duration_since(self.advanced).as_secs_f32();
        self.advanced = now;
        let dt = if self.wake == Wake::Animating {
            real.min(MAX_ANIMATION_STEP)
        } else {
            real
        };
        self.handler.app.update(dt);
        self.handler.carry_out_requests(&mut self.ctx);
    }

    /// Time catches up first, so the event lands in the moment it happened.
    fn send(&mut self, ev: InputEvent) {
        self.advance();
        self.handler.app.event(ev);
        self.handler.carry_out_requests(&mut self.ctx);
    }

    fn mouse_position(&self) -> Point {
        let at = self.ctx.mouse.position();
        Point::new(at.x, at.y)
    }

    /// Ends the event loop, remembering where the window is.
    fn leave(&mut self, event_loop: &ActiveEventLoop) {
        self.placement.remember(&self.ctx);
        event_loop.exit();
    }
}

impl ApplicationHandler<()> for Shell {
    fn resumed(&mut self, _event_loop: &ActiveEventLoop) {}

    fn window_event(
        &mut self,
        event_loop: &ActiveEventLoop,
        mut window_id: WindowId,
        mut event: WindowEvent,
    ) {
        // ggez keeps its own state (mouse position, modifiers, surface size) from events.
        event::process_window_event(&mut self.ctx, &mut window_id, &mut event);
        match event {
            WindowEvent::CloseRequested => {
                // Window closed: let every scene keep what it must.
                self.handler.app.close_all();
                self.leave(event_loop);
            }
            WindowEvent::RedrawRequested => self.exposed = true,
            WindowEvent::Resized(size) => {
                log::debug!("window resized to {}×{}", size.width, size.height);
                self.exposed = true;
                self.send(InputEvent::Resize(Size::new(
                    size.width as f32,
                    size.height as f32,
                )));
            }
            WindowEvent::Focused(gained) => self.send(InputEvent::Focus(gained)),
            WindowEvent::KeyboardInput { event, .. } => match event.state {
                ElementState::Pressed => {
                    let mods = self.ctx.keyboard.active_modifiers;
                    if let Some(ev) = self.handler.key_down(&event, mods) {
                        self.send(ev);
                    }
                    if !(mods.control_key() || mods.alt_key()) {
                        let typed = event.text.as_deref().unwrap_or_default();
                        for c in typed.chars().filter(|c| !c.is_control()) {
                            self.send(InputEvent::Typed(c));
                        }
                    }
                }
                ElementState::Released => {
                    if let Some(key) = key_of(&event.logical_key) {
                        self.handler.held.retain(|k| *k != key);
                    }
                }
            },
            WindowEvent::MouseWheel { delta, .. } => {
                let dy = match delta {
                    MouseScrollDelta::LineDelta(_, y) => y,
                    MouseScrollDelta::PixelDelta(pos) => {
                        pos.to_logical::<f32>(self.ctx.gfx.window().scale_factor())
                            .y
                    }
                };
                self.send(InputEvent::Wheel { dy });
            }
            WindowEvent::MouseInput { state, button, .. } => {
                let Some(button) = mouse(button) else {
                    return;
                };
                let pos = self.mouse_position();
                self.send(match state {
                    ElementState::Pressed => InputEvent::MouseDown { pos, button },
                    ElementState::Released => InputEvent::MouseUp { pos, button },
                });
            }
            WindowEvent::CursorMoved { .. } => {
                let pos = self.mouse_position();
                self.send(InputEvent::MouseMove { pos });
            }
            _ => {}
        }
    }

    fn about_to_wait(&mut self, event_loop: &ActiveEventLoop) {
        if self.handler.app.finished() {
            self.leave(event_loop);
            return;
        }
        let next_frame = self.last_pass + FRAME_INTERVAL;
        if self.wake == Wake::Animating && Instant::now() < next_frame && !self.exposed {
            // Input arrived between two animated frames: it is applied, and shows in the
            // frame that is due anyway.
            event_loop.set_control_flow(ControlFlow::WaitUntil(next_frame));
            return;
        }
        // Frames are paced from their starts, so drawing time does not add to the interval.
        let began = Instant::now();
        self.ctx.time.tick();
        self.advance();
        let was_animating = self.wake == Wake::Animating;
        let force = std::mem::take(&mut self.exposed);
        if let (true, Some(stats)) = (was_animating, self.handler.stats.as_mut()) {
            // The interval between two frames while something moves (a frame whose
            // picture did not change presents nothing, but it is still a frame).
            let interval = began.duration_since(self.last_pass).as_secs_f32();
            if let Some(summary) = stats.record(interval) {
                let rss = resident_mb()
                    .map(|m| format!("; resident {m:.0} MB"))
                    .unwrap_or_default();
                log::info!("{summary}{rss}");
            }
        }
        self.last_pass = began;
        match self.handler.frame(&mut self.ctx, force) {
            Ok(_) => {}
            Err(e) => {
                log::error!("cannot draw a frame: {e}");
                eprintln!("cannot draw a frame: {e}");
                self.handler.app.close_all();
                self.leave(event_loop);
                return;
            }
        }
        self.ctx.mouse.reset_delta();
        self.ctx.keyboard.save_keyboard_state();
        self.ctx.mouse.save_mouse_state();
        self.wake = self.handler.app.wake();
        let flow = match self.wake {
            Wake::Animating => ControlFlow::WaitUntil(self.last_pass + FRAME_INTERVAL),
            Wake::In(secs) => {
                ControlFlow::WaitUntil(Instant::now() + Duration::from_secs_f32(secs.max(0.0)))
            }
            Wake::Idle => ControlFlow::Wait,
        };
        event_loop.set_control_flow(flow);
    }
}

/// Opens the window and runs `app` until it quits.
pub fn run_window(mut app: App, options: WindowOptions) -> Result<(), WindowError> {
    let fullscreen = app.services.settings.fullscreen;
    let placement = Placement::load(&app.services.records.storage, options.program);
    let (width, height) = placement.size();
    let mode = WindowMode::default()
        .dimensions(width, height)
        .resizable(true)
        .min_dimensions(480.0, 360.0)
        .fullscreen_type(if fullscreen {
            FullscreenType::Desktop
        } else {
            FullscreenType::Windowed
        });
    let built = ggez::ContextBuilder::new("tile-puzzle", "tile-puzzle")
        .window_setup(WindowSetup::default().title(&options.title))
        .window_mode(mode)
        .with_conf_file(false)
        .build();
    let (mut ctx, event_loop) = built.map_err(|e| WindowError::Open(one_line(&e)))?;
    crate::icon::set_window_icon(ctx.gfx.window());
    placement.restore(&mut ctx);
    for (name, data) in fonts::FONT_FILES {
        ctx.gfx.add_font(
            name,
            graphics::FontData::from_slice(data).map_err(|e| WindowError::Open(one_line(&e)))?,
        );
    }
    let (w, h) = ctx.gfx.drawable_size();
    app.event(InputEvent::Resize(Size::new(w, h)));
    let flat = graphics::ShaderBuilder::new()
        .vertex_code(FLAT_SHADER)
        .fragment_code(FLAT_SHADER)
        .build(&ctx.gfx)
        .map_err(|e| WindowError::Open(one_line(&e)))?;
    let target =
        graphics::ScreenImage::new_raw(&ctx.gfx, graphics::ImageFormat::Rgba8Unorm, 1.0, 1.0, 1);
    let proxy = event_loop.create_proxy();
    crate::worker::set_waker(move || {
        // A closed loop means the program is ending: nobody to wake.
        let _ = proxy.send_event(());
    });
    let handler = Handler {
        app,
        flat,
        target,
        shown: None,
        full_redraw: options.full_redraw,
        audio: AudioOut::start(),
        stats: options.stats.then(FrameStats::default),
        started: options.started,
        first_frame: false,
        held: Vec::new(),
        clipboard: None,
    };
    let now = Instant::now();
    let mut shell = Shell {
        ctx,
        handler,
        advanced: now,
        last_pass: now,
        wake: Wake::Animating,
        exposed: true,
        placement,
    };
    event_loop
        .run_app(&mut shell)
        .map_err(|e| WindowError::Run(one_line(&GameError::EventLoopError(e))))
}

/// A ggez error as one line a player can read: the window system's own message without
/// the source location winit adds, and multi-line driver messages joined.
fn one_line(e: &GameError) -> String {
    let text = match e {
        GameError::EventLoopError(inner) => inner.to_string(),
        other => other.to_string(),
    };
    let text = match text.find(".rs:") {
        Some(at) => text[at..]
            .split_once(": ")
            .map(|(_, msg)| msg.to_string())
            .unwrap_or(text),
        None => text,
    };
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("; ")
}
