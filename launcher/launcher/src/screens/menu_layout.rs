//! Where the menu's title, cards, the buttons under each card and the bottom row go for a
//! window size.

use launcher_kit::geom::{Point, Rect, Size};
use launcher_kit::services::Services;

/// Where everything on the menu is, for a window size.
#[derive(Debug, Clone, PartialEq)]
pub struct MenuLayout {
    /// Centre of the title.
    pub title: Point,
    /// The game cards, in registry order.
    pub cards: Vec<Rect>,
    /// The "Today's board" button under each card (its left half where the game also has
    /// "Practice").
    pub daily: Vec<Rect>,
    /// The "Practice" button under each card (its right half where the game also has a
    /// board of the day).
    pub practice: Vec<Rect>,
    /// The buttons of each card's further entries ([`GameKind::card_entries`]), side by
    /// side in a second row under the card.
    ///
    /// [`GameKind::card_entries`]: launcher_kit::game::GameKind::card_entries
    pub entries: Vec<Vec<Rect>>,
    /// Each card's "?" button (how to play), in its top left corner.
    pub help: Vec<Rect>,
    /// The Settings button.
    pub settings: Rect,
    /// The High scores button.
    pub scores: Rect,
    /// The Statistics button.
    pub statistics: Rect,
    /// The "Play a game ID" button.
    pub play_id: Rect,
    /// The Quit button.
    pub quit: Rect,
}

/// What a game's card has under it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Under {
    /// A board of the day.
    pub daily: bool,
    /// A practice deck.
    pub practice: bool,
    /// How many further entries.
    pub entries: usize,
}

/// The menu layout for a window of `size` with `games` cards, each with a board of the day
/// and nothing else under it. Three cards take 280 of the reference width each; more share
/// the width.
pub fn layout(size: Size, games: usize) -> MenuLayout {
    layout_with(size, &vec![(true, false); games])
}

/// The menu layout for a window of `size` with a card for each game, which has a board of
/// the day and a practice deck or not: a game with both shares the row under its card.
pub fn layout_with(size: Size, games: &[(bool, bool)]) -> MenuLayout {
    let under: Vec<Under> = games
        .iter()
        .map(|&(daily, practice)| Under {
            daily,
            practice,
            entries: 0,
        })
        .collect();
    layout_under(size, &under)
}

/// The menu layout of the games `cx` has, at `cx`'s window size (what the menu shows).
pub fn layout_of(cx: &Services) -> MenuLayout {
    layout_under(cx.viewport, &under_cards(cx))
}

/// What each game of `cx` has under its card.
pub fn under_cards(cx: &Services) -> Vec<Under> {
    cx.registry
        .kinds()
        .map(|k| Under {
            daily: k.daily(0, &cx.options(k.id())).is_some(),
            practice: k.has_practice(),
            entries: k.card_entries().len(),
        })
        .collect()
}

/// The menu layout for a window of `size` with a card for each of `games`.
pub fn layout_under(size: Size, games: &[Under]) -> MenuLayout {
    let s = size.ui_scale();
    let c = size.rect().center();
    let block_h = 680.0 * s;
    let top = c.y - block_h / 2.0;
    let n = games.len().max(1) as f32;
    let gap = 36.0 * s;
    let card_w = (280.0 * s).min((size.w - 2.0 * gap - (n - 1.0) * gap) / n);
    let cards_w = n * card_w + (n - 1.0) * gap;
    let cards_row = Rect::new(c.x - cards_w / 2.0, top + 134.0 * s, cards_w, 348.0 * s);
    let cards = cards_row.columns(games.len(), gap);
    // Two rows of buttons fit between the cards and the bottom row.
    let row = |r: &Rect, k: f32| {
        Rect::new(
            r.x + 16.0 * s,
            r.bottom() + 10.0 * s + k * 48.0 * s,
            r.w - 32.0 * s,
            42.0 * s,
        )
    };
    // A shared row takes the card's width and a third of each gap beside it, so that its
    // captions keep their size and the rows of two cards stay apart.
    let shared = |r: &Rect, k: f32| {
        let row = row(r, k);
        Rect::new(r.x - gap * 0.3, row.y, r.w + gap * 0.6, row.h)
    };
    // A game with both buttons shares the row between them.
    let (daily, practice) = cards
        .iter()
        .zip(games)
        .map(|(r, g)| {
            if g.daily && g.practice {
                let h = shared(r, 0.0).columns(2, 6.0 * s);
                (h[0], h[1])
            } else {
                (row(r, 0.0), row(r, 0.0))
            }
        })
        .unzip();
    let entries = cards
        .iter()
        .zip(games)
        .map(|(r, g)| match g.entries {
            0 => Vec::new(),
            n => shared(r, 1.0).columns(n, 6.0 * s),
        })
        .collect();
    let help = cards
        .iter()
        .map(|r| Rect::new(r.x + 10.0 * s, r.y + 10.0 * s, 36.0 * s, 36.0 * s))
        .collect();
    let buttons_w = (5.0 * 176.0 * s + 4.0 * 18.0 * s).min(size.w - 16.0 * s);
    let buttons_row = Rect::new(c.x - buttons_w / 2.0, top + 598.0 * s, buttons_w, 58.0 * s);
    let b = buttons_row.columns(5, 18.0 * s);
    MenuLayout {
        title: Point::new(c.x, top + 40.0 * s),
        cards,
        daily,
        practice,
        entries,
        help,
        settings: b[0],
        scores: b[1],
        statistics: b[2],
        play_id: b[3],
        quit: b[4],
    }
}
