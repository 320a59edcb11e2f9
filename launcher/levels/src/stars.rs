//! A row of three stars, gold where won: on the map's tiles, in the panel and on the
//! level-passed screen.

use launcher_kit::draw::Painter;
use launcher_kit::geom::Point;
use launcher_kit::ui::theme;

/// Draws three stars of radius `r` centred on `c`, the first `won` gold.
pub fn draw_stars(p: &mut Painter, c: Point, r: f32, won: u8) {
    for i in 0..3u8 {
        let at = c.offset((f32::from(i) - 1.0) * r * 2.3, 0.0);
        let color = if i < won {
            theme::ACCENT
        } else {
            theme::TEXT_DARK.alpha(0.6)
        };
        p.star(at, r, r * 0.45, 5, 0.0, color);
    }
}
