//! The window opens as the program's last one closed: its size and place, fitted onto
//! today's screens (fullscreen is a setting, restored with the settings), and is
//! remembered again when it closes.

use crate::geom::Size;
use crate::persist::Storage;
use crate::persist::geometry::{self, Geometry, Screen};
use ggez::Context;
use ggez::winit::dpi::{PhysicalPosition, PhysicalSize};
use std::path::PathBuf;

/// One program's remembered window.
pub(crate) struct Placement {
    file: PathBuf,
    saved: Option<Geometry>,
}

impl Placement {
    /// What `program` remembered, if anything usable.
    pub(crate) fn load(storage: &Storage, program: &str) -> Placement {
        let file = storage.window_file(program);
        let saved = geometry::load(&file);
        Placement { file, saved }
    }

    /// The drawable size to open the window at.
    pub(crate) fn size(&self) -> (f32, f32) {
        self.saved
            .map_or((Size::REFERENCE.w, Size::REFERENCE.h), |g| {
                (g.width as f32, g.height as f32)
            })
    }

    /// Puts the open window where the saved geometry, fitted onto the screens, says.
    pub(crate) fn restore(&self, ctx: &mut Context) {
        let Some(saved) = self.saved else {
            return;
        };
        let window = ctx.gfx.window();
        let screens: Vec<Screen> = window
            .primary_monitor()
            .into_iter()
            .chain(window.available_monitors())
            .map(|m| Screen {
                x: m.position().x,
                y: m.position().y,
                width: m.size().width,
                height: m.size().height,
            })
            .collect();
        let fitted = saved.fitted(&screens);
        if fitted != saved {
            log::info!("saved window {saved:?} fitted onto the screen as {fitted:?}");
        }
        if (fitted.width, fitted.height) != (saved.width, saved.height) {
            let _ = window.request_inner_size(PhysicalSize::new(fitted.width, fitted.height));
        }
        if let Some([x, y]) = fitted.position {
            window.set_outer_position(PhysicalPosition::new(x, y));
        }
        log::info!(
            "window restored: {}×{} at {:?}",
            fitted.width,
            fitted.height,
            fitted.position
        );
    }

    /// Saves where the window is now, unless it is fullscreen (the windowed size from
    /// before is kept then).
    pub(crate) fn remember(&mut self, ctx: &Context) {
        let window = ctx.gfx.window();
        if window.fullscreen().is_some() {
            return;
        }
        let size = window.inner_size();
        let now = Geometry {
            width: size.width,
            height: size.height,
            position: window.outer_position().ok().map(|p| [p.x, p.y]),
        };
        if !now.is_possible() || self.saved == Some(now) {
            return;
        }
        match geometry::store(&self.file, &now) {
            Ok(()) => {
                log::info!(
                    "window remembered: {}×{} at {:?}",
                    now.width,
                    now.height,
                    now.position
                );
                self.saved = Some(now);
            }
            Err(e) => log::warn!("cannot save {}: {e}", self.file.display()),
        }
    }
}
