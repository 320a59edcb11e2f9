//! Where each program's window was left: its size and position, kept per program
//! (`window-<program>.toml` beside `settings.toml`, which the launcher and the game
//! binaries share), so each opens again as the player left it.
//!
//! The file is the program's own memory, not the player's settings: a damaged or
//! impossible one is logged and the window opens at its default size, without a notice.

use super::storage::{read_text, store_toml};
use serde::{Deserialize, Serialize};
use std::io;
use std::path::Path;

/// The smallest window the games lay out for, in pixels.
pub const MIN_SIZE: [u32; 2] = [480, 360];

/// No screen is wider or taller than this: a larger saved size is a damaged file.
const MAX_SIDE: u32 = 16_384;

/// A window's size and place, in physical pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Geometry {
    /// The drawable area's width.
    pub width: u32,
    /// The drawable area's height.
    pub height: u32,
    /// The window's outer top-left corner on the desktop, where the platform tells it
    /// (Wayland does not).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<[i32; 2]>,
}

/// One screen's area on the desktop, in physical pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Screen {
    /// The left edge.
    pub x: i32,
    /// The top edge.
    pub y: i32,
    /// The width.
    pub width: u32,
    /// The height.
    pub height: u32,
}

impl Screen {
    fn contains(&self, [x, y]: [i32; 2]) -> bool {
        let (x, y) = (i64::from(x), i64::from(y));
        let (left, top) = (i64::from(self.x), i64::from(self.y));
        (left..left + i64::from(self.width)).contains(&x)
            && (top..top + i64::from(self.height)).contains(&y)
    }
}

impl Geometry {
    /// Whether a window could have had this geometry: no smaller than the smallest window,
    /// no larger than any screen.
    pub fn is_possible(&self) -> bool {
        (MIN_SIZE[0]..=MAX_SIDE).contains(&self.width)
            && (MIN_SIZE[1]..=MAX_SIDE).contains(&self.height)
    }

    /// The geometry fitted onto today's screens: on the screen its corner was on (else the
    /// first, the primary one), no larger than that screen and wholly on it. With no
    /// screen known, as it is.
    pub fn fitted(self, screens: &[Screen]) -> Geometry {
        let screen = self
            .position
            .and_then(|p| screens.iter().find(|s| s.contains(p)))
            .or(screens.first());
        let Some(screen) = screen else {
            return self;
        };
        let width = self.width.min(screen.width).max(MIN_SIZE[0]);
        let height = self.height.min(screen.height).max(MIN_SIZE[1]);
        let place = |at: i32, start: i32, room: u32, size: u32| {
            let last = i64::from(start) + i64::from(room) - i64::from(size);
            let at = i64::from(at).min(last).max(i64::from(start));
            i32::try_from(at).unwrap_or(start)
        };
        let position = self.position.map(|[x, y]| {
            [
                place(x, screen.x, screen.width, width),
                place(y, screen.y, screen.height, height),
            ]
        });
        Geometry {
            width,
            height,
            position,
        }
    }
}

/// The geometry saved in `path`: `None` when there is none, and when the file is damaged
/// or holds an impossible geometry (logged).
pub fn load(path: &Path) -> Option<Geometry> {
    let text = match read_text(path) {
        Ok(text) => text?,
        Err(problem) => {
            log::warn!(
                "window geometry: {}; opening at the default size",
                problem.text()
            );
            return None;
        }
    };
    match toml::from_str::<Geometry>(&text) {
        Ok(g) if g.is_possible() => Some(g),
        Ok(g) => {
            log::warn!(
                "window geometry in {}: {}×{} is no window size; opening at the default size",
                path.display(),
                g.width,
                g.height
            );
            None
        }
        Err(e) => {
            log::warn!(
                "window geometry in {}: {}; opening at the default size",
                path.display(),
                e.message().lines().next().unwrap_or("invalid TOML")
            );
            None
        }
    }
}

/// Saves `geometry` to `path`.
pub fn store(path: &Path, geometry: &Geometry) -> io::Result<()> {
    store_toml(path, geometry)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SCREEN: Screen = Screen {
        x: 0,
        y: 0,
        width: 1024,
        height: 768,
    };

    fn at(width: u32, height: u32, x: i32, y: i32) -> Geometry {
        Geometry {
            width,
            height,
            position: Some([x, y]),
        }
    }

    #[test]
    fn a_saved_geometry_reads_back() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("window-launcher.toml");
        assert_eq!(load(&path), None);
        let g = at(700, 500, 12, 34);
        store(&path, &g).unwrap();
        assert_eq!(load(&path), Some(g));
        let no_position = Geometry {
            position: None,
            ..g
        };
        store(&path, &no_position).unwrap();
        assert_eq!(load(&path), Some(no_position));
    }

    #[test]
    fn a_damaged_or_impossible_geometry_is_none() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("window-popstar.toml");
        for text in [
            "width = \"wide\"\nheight = 500\n",
            "width = 700\n",
            "width = -700\nheight = 500\n",
            "width = 100\nheight = 80\n",
            "width = 700\nheight = 99999\n",
            "not toml at all [",
        ] {
            std::fs::write(&path, text).unwrap();
            assert_eq!(load(&path), None, "{text}");
        }
        std::fs::write(&path, [0xff, 0xfe, 0x00]).unwrap();
        assert_eq!(load(&path), None);
    }

    #[test]
    fn a_geometry_that_fits_stays() {
        let g = at(700, 500, 10, 20);
        assert_eq!(g.fitted(&[SCREEN]), g);
        assert_eq!(g.fitted(&[]), g);
    }

    #[test]
    fn a_geometry_is_pulled_onto_the_screen() {
        assert_eq!(
            at(2000, 1500, 300, 200).fitted(&[SCREEN]),
            at(1024, 768, 0, 0)
        );
        assert_eq!(
            at(700, 500, 900, 700).fitted(&[SCREEN]),
            at(700, 500, 324, 268)
        );
        assert_eq!(
            at(700, 500, -5000, -10).fitted(&[SCREEN]),
            at(700, 500, 0, 0)
        );
        let small = Screen {
            width: 400,
            height: 300,
            ..SCREEN
        };
        assert_eq!(at(700, 500, 0, 0).fitted(&[small]), at(480, 360, 0, 0));
    }

    #[test]
    fn a_window_left_on_a_second_screen_stays_there_while_it_is_connected() {
        let right = Screen {
            x: 1024,
            y: 0,
            width: 1920,
            height: 1080,
        };
        let g = at(1600, 900, 1100, 50);
        assert_eq!(g.fitted(&[SCREEN, right]), g);
        assert_eq!(g.fitted(&[SCREEN]), at(1024, 768, 0, 0));
    }
}
