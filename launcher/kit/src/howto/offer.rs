//! The first time a game is opened, a banner offers its how-to-play pages (F1) for a few
//! seconds. It takes no clicks, so it never stands between the player and the board.

use crate::draw::{HAlign, Painter, VAlign, fonts};
use crate::game::GameId;
use crate::geom::Rect;
use crate::scene::Wake;
use crate::services::Services;
use crate::tr;
use crate::ui::theme::{self, Fonts};

/// Where the games offered so far are noted: a progress table of its own, one `true` per
/// game key.
pub const OFFERED: GameId = GameId::new("how-to-play");

/// How long the banner shows, in seconds.
pub const OFFER_SECONDS: f32 = 8.0;
/// How long it takes to fade in and out.
const FADE: f32 = 0.4;
/// The room around the text, at UI scale 1.
const PAD: f32 = 10.0;
/// Line height in font sizes.
const LINE: f32 = 1.35;

/// A banner offering a game's how-to-play pages.
#[derive(Debug, Clone, PartialEq)]
pub struct Offer {
    game: GameId,
    /// Seconds shown so far.
    shown: f32,
    /// Whether the offer is noted as made.
    noted: bool,
}

impl Offer {
    /// The offer for `game` if it has pages and they were never offered.
    pub fn for_game(game: GameId, cx: &Services) -> Option<Offer> {
        let has_pages = cx.registry.has_how_to_play(game);
        let offered = cx.records.progress(OFFERED).contains_key(game.key());
        (has_pages && !offered).then_some(Offer {
            game,
            shown: 0.0,
            noted: false,
        })
    }

    /// Advances the banner; false once it is gone. The offer counts as made (and is never
    /// repeated) from its first frame.
    pub fn update(&mut self, dt: f32, cx: &mut Services) -> bool {
        if !self.noted {
            let mut table = cx.records.progress(OFFERED);
            table.insert(self.game.key().into(), toml::Value::Boolean(true));
            cx.records.set_progress(OFFERED, table);
            self.noted = true;
            log::info!("how to play offered for {}", self.game.key());
        }
        self.shown += dt;
        self.shown < OFFER_SECONDS
    }

    /// When the banner next changes: while fading, every frame; otherwise when it starts
    /// to fade out.
    pub fn wake(&self) -> Wake {
        if self.shown < FADE || self.shown > OFFER_SECONDS - FADE {
            Wake::Animating
        } else {
            Wake::In(OFFER_SECONDS - FADE - self.shown)
        }
    }

    /// The banner's box and lines: in `area` (wrapped to its width, centred in it) when it
    /// fits there, otherwise across the top of the window.
    pub fn place(&self, cx: &Services, area: Option<Rect>) -> (Rect, Vec<String>) {
        let size = cx.viewport;
        let s = size.ui_scale();
        let small = Fonts::for_size(size).small;
        let text = tr!("howto-offer", game = cx.registry.title(self.game));
        let pad = PAD * s;
        let boxed = area.and_then(|area| {
            let lines = balanced_lines(&text, area.w - 2.0 * pad, small);
            let h = lines.len() as f32 * small * LINE + pad;
            (h <= area.h).then(|| (Rect::centered(area.center(), area.w, h), lines))
        });
        boxed.unwrap_or_else(|| {
            let w = (560.0 * s).min(size.w - 16.0 * s);
            let band = Rect::new((size.w - w) / 2.0, 8.0 * s, w, 40.0 * s);
            (band, vec![text])
        })
    }

    /// Draws the banner where [`Offer::place`] puts it.
    pub fn draw(&self, p: &mut Painter, cx: &Services, area: Option<Rect>) {
        let s = cx.viewport.ui_scale();
        let small = Fonts::for_size(cx.viewport).small;
        let line_h = small * LINE;
        let alpha = (self.shown / FADE)
            .min((OFFER_SECONDS - self.shown) / FADE)
            .clamp(0.0, 1.0);
        let (band, lines) = self.place(cx, area);
        p.round_rect(band, 12.0 * s, theme::TEXT_DARK.alpha(0.9 * alpha));
        p.round_rect_outline(band, 12.0 * s, 2.0 * s, theme::ACCENT.fade(alpha));
        let inner = band.inset(PAD * s / 2.0);
        let top = band.center().y - lines.len() as f32 * line_h / 2.0;
        for (i, line) in lines.into_iter().enumerate() {
            let row = Rect::new(inner.x, top + i as f32 * line_h, inner.w, line_h);
            p.text_box(
                line,
                row,
                small,
                theme::TEXT.fade(alpha),
                HAlign::Center,
                VAlign::Middle,
                false,
            );
        }
    }
}

/// `text` wrapped to at most `width`, then to the narrowest width that keeps as few lines,
/// so a last line is not left with a word or two.
fn balanced_lines(text: &str, width: f32, size: f32) -> Vec<String> {
    let lines = fonts::wrap(text, width, size, false);
    let mut best = lines.clone();
    let mut w = width;
    while w > width / 2.0 {
        w -= width / 40.0;
        let narrower = fonts::wrap(text, w, size, false);
        if narrower.len() > lines.len() {
            break;
        }
        best = narrower;
    }
    best
}
