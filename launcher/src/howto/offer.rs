//! The first time a game is opened, a banner offers its how-to-play pages (F1) for a few
//! seconds. It takes no clicks, so it never stands between the player and the board.

use crate::draw::{HAlign, Painter, VAlign};
use crate::games::GameId;
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
        let offered = cx.progress(OFFERED).contains_key(game.key());
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
            let mut table = cx.progress(OFFERED);
            table.insert(self.game.key().into(), toml::Value::Boolean(true));
            cx.set_progress(OFFERED, table);
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

    /// Draws the banner across the top of the window.
    pub fn draw(&self, p: &mut Painter, cx: &Services) {
        let size = cx.viewport;
        let s = size.ui_scale();
        let fonts = Fonts::for_size(size);
        let alpha = (self.shown / FADE)
            .min((OFFER_SECONDS - self.shown) / FADE)
            .clamp(0.0, 1.0);
        let w = (560.0 * s).min(size.w - 16.0 * s);
        let band = Rect::new((size.w - w) / 2.0, 8.0 * s, w, 40.0 * s);
        p.round_rect(band, 12.0 * s, theme::TEXT_DARK.alpha(0.9 * alpha));
        p.round_rect_outline(band, 12.0 * s, 2.0 * s, theme::ACCENT.fade(alpha));
        p.text_box(
            tr!("howto-offer", game = cx.registry.title(self.game)),
            band.inset(10.0 * s),
            fonts.small,
            theme::TEXT.fade(alpha),
            HAlign::Center,
            VAlign::Middle,
            false,
        );
    }
}
