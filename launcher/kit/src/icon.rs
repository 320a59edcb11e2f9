//! The window's icon: the project's icon (`assets/icons/tile-puzzles.svg`, rendered to PNG
//! by `scripts/render-icons`) compiled into every binary, so that task bars, window
//! switchers and title bars show it for the launcher and each game's own window alike.

use ggez::winit::window::{BadIcon, Icon, Window};

/// The icon's 64×64 PNG rendering: large enough for task bars and switchers, small enough
/// to decode in well under a millisecond.
static PNG: &[u8] = include_bytes!("../../../assets/icons/png/tile-puzzles-64.png");

/// Why the window's icon could not be made.
#[derive(Debug, thiserror::Error)]
pub enum IconError {
    /// The embedded PNG did not decode.
    #[error("cannot decode the icon: {0}")]
    Decode(#[from] image::ImageError),
    /// The window system's crate refused the decoded pixels.
    #[error("the icon's pixels were refused: {0}")]
    Pixels(#[from] BadIcon),
}

/// The project's icon as 8-bit RGBA pixels, row by row: `(pixels, width, height)`.
pub fn rgba() -> Result<(Vec<u8>, u32, u32), IconError> {
    let decoded = image::load_from_memory_with_format(PNG, image::ImageFormat::Png)?.into_rgba8();
    let (width, height) = decoded.dimensions();
    Ok((decoded.into_raw(), width, height))
}

/// The project's icon as the window system takes it.
pub fn window_icon() -> Result<Icon, IconError> {
    let (pixels, width, height) = rgba()?;
    Ok(Icon::from_rgba(pixels, width, height)?)
}

/// Gives `window` the project's icon. A window works without one, so a failure is only
/// logged, as one warning.
pub fn set_window_icon(window: &Window) {
    match window_icon() {
        Ok(icon) => window.set_window_icon(Some(icon)),
        Err(e) => log::warn!("no window icon: {e}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_icon_decodes_to_64_by_64_rgba() {
        let (pixels, width, height) = rgba().unwrap();
        assert_eq!((width, height), (64, 64));
        assert_eq!(pixels.len(), 64 * 64 * 4);
    }

    #[test]
    fn the_icon_is_an_opaque_tile_with_transparent_corners() {
        let (pixels, width, _) = rgba().unwrap();
        let alpha = |x: u32, y: u32| pixels[((y * width + x) * 4 + 3) as usize];
        assert_eq!(alpha(0, 0), 0, "the rounded corner is transparent");
        assert_eq!(alpha(32, 32), 255, "the middle is opaque");
    }

    #[test]
    fn the_window_system_takes_the_icon() {
        window_icon().unwrap();
    }
}
