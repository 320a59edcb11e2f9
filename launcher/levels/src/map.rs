//! The level map: the pack's levels in order as numbered tiles with the stars won on
//! each (a level opens once the one before it is passed), the player's own levels under
//! "My levels", and the way into the level editor. Mouse and keyboard: the arrows move
//! the focus, Enter or Space opens.

use super::stars::draw_stars;
use super::words::button_font;
use launcher_kit::draw::{HAlign, Painter, VAlign};
use launcher_kit::geom::{Point, Rect, Size};
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::tr;
use launcher_kit::ui::theme::{self, Fonts};
use launcher_kit::ui::{Button, ButtonStyle};

/// Tiles per row.
const COLUMNS: usize = 7;

/// What the player chose on the map.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Choice {
    /// The pack's level of this index.
    Pack(usize),
    /// The player's level of this index.
    Own(usize),
    /// The level editor.
    Editor,
}

/// One level as the map shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct Tile {
    /// Stars won, 0–3.
    pub stars: u8,
    /// Whether it can be played yet.
    pub open: bool,
}

/// Where the map's parts go in a window of `size`: the pack's tiles, the list of own
/// levels and the editor button. Public so the end-to-end test clicks what is drawn.
#[derive(Debug, Clone, PartialEq)]
pub struct MapLayout {
    /// One tile per pack level.
    pub tiles: Vec<Rect>,
    /// One row per own level that fits.
    pub own: Vec<Rect>,
    /// The editor button.
    pub editor: Rect,
    /// The side panel with the own levels.
    pub side: Rect,
    /// The part of the side panel under the own levels (or the line saying there are
    /// none) and above the editor button.
    pub side_free: Rect,
    /// The UI scale.
    pub scale: f32,
}

/// The map's layout for `pack` pack levels and `own` own levels.
pub fn map_layout(size: Size, pack: usize, own: usize) -> MapLayout {
    let s = size.ui_scale();
    let margin = 22.0 * s;
    let top = 84.0 * s;
    let split = size.w * 0.68;
    let grid = Rect::new(margin, top, split - 1.5 * margin, size.h - top - margin);
    let rows = pack.div_ceil(COLUMNS).max(1);
    let gap = 10.0 * s;
    let w = (grid.w - gap * (COLUMNS as f32 - 1.0)) / COLUMNS as f32;
    let h = ((grid.h - gap * (rows as f32 - 1.0)) / rows as f32).min(w * 1.1);
    let tiles = (0..pack)
        .map(|i| {
            let (r, c) = (i / COLUMNS, i % COLUMNS);
            Rect::new(
                grid.x + c as f32 * (w + gap),
                grid.y + r as f32 * (h + gap),
                w,
                h,
            )
        })
        .collect();
    let side = Rect::new(split, top, size.w - split - margin, size.h - top - margin);
    let inner = side.inset(14.0 * s);
    let row_h = 40.0 * s;
    let editor = Rect::new(inner.x, inner.bottom() - 50.0 * s, inner.w, 50.0 * s);
    let list_top = inner.y + 40.0 * s;
    let fits = ((editor.y - gap - list_top) / (row_h + gap))
        .floor()
        .max(0.0) as usize;
    let own: Vec<Rect> = (0..own.min(fits))
        .map(|i| Rect::new(inner.x, list_top + i as f32 * (row_h + gap), inner.w, row_h))
        .collect();
    // With no own levels a line says so where the first would be.
    let used = own.last().map_or(list_top + row_h, |row| row.bottom());
    let side_free = Rect::new(inner.x, used + gap, inner.w, editor.y - 2.0 * gap - used);
    MapLayout {
        tiles,
        own,
        editor,
        side,
        side_free,
        scale: s,
    }
}

/// The map.
pub struct Map {
    pack: Vec<Tile>,
    own: Vec<String>,
    pack_buttons: Vec<Button>,
    own_buttons: Vec<Button>,
    editor: Button,
    /// The focused item: pack tiles, then own levels, then the editor.
    focus: usize,
    layout: MapLayout,
}

impl Map {
    /// The map of `pack` and the own levels named `own`, in a window of `size`, with the
    /// focus on the pack level `focus`.
    pub fn new(pack: Vec<Tile>, own: Vec<String>, size: Size, focus: usize) -> Map {
        let pack_buttons = pack
            .iter()
            .map(|_| Button::new("", ButtonStyle::Normal))
            .collect();
        let own_buttons = own
            .iter()
            .map(|name| Button::new(name.clone(), ButtonStyle::Normal))
            .collect();
        let mut map = Map {
            focus: focus.min(pack.len().saturating_sub(1)),
            pack,
            own,
            pack_buttons,
            own_buttons,
            editor: Button::keyed("levels-editor", ButtonStyle::Primary),
            layout: map_layout(size, 0, 0),
        };
        map.relayout(size);
        map
    }

    /// Places everything for a window of `size`.
    pub fn relayout(&mut self, size: Size) {
        self.layout = map_layout(size, self.pack.len(), self.own.len());
        for (b, r) in self.pack_buttons.iter_mut().zip(&self.layout.tiles) {
            b.rect = *r;
        }
        for (i, b) in self.own_buttons.iter_mut().enumerate() {
            b.rect = self.layout.own.get(i).copied().unwrap_or_default();
        }
        self.editor.rect = self.layout.editor;
    }

    /// Items the focus moves over.
    fn items(&self) -> usize {
        self.pack.len() + self.layout.own.len() + 1
    }

    /// The choice of item `i`, if it can be opened.
    fn choice(&self, i: usize) -> Option<Choice> {
        let pack = self.pack.len();
        let own = self.layout.own.len();
        if i < pack {
            self.pack[i].open.then_some(Choice::Pack(i))
        } else if i < pack + own {
            Some(Choice::Own(i - pack))
        } else {
            Some(Choice::Editor)
        }
    }

    /// Handles input; what the player chose, if anything.
    pub fn event(&mut self, ev: &InputEvent) -> Option<Choice> {
        if self.editor.event(ev) {
            return Some(Choice::Editor);
        }
        let mut clicked = None;
        for (i, b) in self.pack_buttons.iter_mut().enumerate() {
            if b.event(ev) {
                clicked = Some(i);
            }
        }
        let pack = self.pack.len();
        for (i, b) in self.own_buttons.iter_mut().enumerate() {
            if b.event(ev) && i < self.layout.own.len() {
                clicked = Some(pack + i);
            }
        }
        if let Some(i) = clicked {
            let choice = self.choice(i);
            if choice.is_some() {
                self.focus = i;
            }
            return choice;
        }
        let InputEvent::KeyDown { key, .. } = *ev else {
            return None;
        };
        let last = self.items() - 1;
        let in_grid = self.focus < pack;
        self.focus = match key {
            Key::Left => self.focus.saturating_sub(1),
            Key::Right => (self.focus + 1).min(last),
            Key::Up if in_grid => self.focus.saturating_sub(COLUMNS),
            Key::Down if in_grid && self.focus + COLUMNS < pack => self.focus + COLUMNS,
            Key::Up => self.focus.saturating_sub(1),
            Key::Down => (self.focus + 1).min(last),
            Key::Enter | Key::Space => return self.choice(self.focus),
            _ => return None,
        };
        None
    }

    /// Where a passing notice may go: the free part of the side panel.
    pub fn notice_area(&self) -> Rect {
        self.layout.side_free
    }

    /// Draws the map.
    pub fn draw(&self, p: &mut Painter, size: Size) {
        let s = self.layout.scale;
        let fonts = Fonts::for_size(size);
        theme::background(p);
        let total: u32 = self.pack.iter().map(|t| u32::from(t.stars)).sum();
        p.text_at(
            tr!("levels-title"),
            Point::new(22.0 * s, 44.0 * s),
            self.layout.side.x - 220.0 * s,
            fonts.title.min(40.0 * s),
            theme::ACCENT,
            HAlign::Left,
            VAlign::Middle,
            true,
        );
        p.text_at(
            format!("★ {total} / {}", self.pack.len() * 3),
            Point::new(self.layout.side.x - 22.0 * s, 44.0 * s),
            170.0 * s,
            fonts.heading,
            theme::TEXT,
            HAlign::Right,
            VAlign::Middle,
            true,
        );
        for (i, (tile, b)) in self.pack.iter().zip(&self.pack_buttons).enumerate() {
            draw_tile(p, b, i + 1, tile, self.focus == i, &fonts);
        }
        theme::panel(p, self.layout.side, s);
        let inner = self.layout.side.inset(14.0 * s);
        p.text_at(
            tr!("levels-my-levels"),
            Point::new(inner.x, inner.y + 14.0 * s),
            inner.w,
            fonts.heading,
            theme::TEXT,
            HAlign::Left,
            VAlign::Middle,
            true,
        );
        let pack = self.pack.len();
        for (i, b) in self
            .own_buttons
            .iter()
            .enumerate()
            .take(self.layout.own.len())
        {
            b.draw(p, self.focus == pack + i, button_font(b, fonts.body));
        }
        if self.own.is_empty() {
            p.text_at(
                tr!("levels-no-own-levels"),
                Point::new(inner.x, inner.y + 60.0 * s),
                inner.w,
                fonts.small,
                theme::TEXT_DIM,
                HAlign::Left,
                VAlign::Middle,
                false,
            );
        }
        let font = button_font(&self.editor, fonts.body);
        self.editor.draw(p, self.focus == self.items() - 1, font);
    }
}

/// One pack level's tile: its number and stars, dimmed with a lock while closed.
fn draw_tile(
    p: &mut Painter,
    b: &Button,
    number: usize,
    tile: &Tile,
    focused: bool,
    fonts: &Fonts,
) {
    let r = b.rect;
    let radius = r.h * 0.22;
    let lit = (b.hovered() || focused) && tile.open;
    let base = if tile.stars > 0 {
        theme::BUTTON.lighten(0.08)
    } else if tile.open {
        theme::BUTTON_PRIMARY.darken(0.1)
    } else {
        theme::PANEL
    };
    let fill = if lit { base.lighten(0.15) } else { base };
    p.round_rect(r.offset(0.0, 3.0), radius, base.darken(0.45));
    p.round_rect(r, radius, fill);
    if focused {
        p.round_rect_outline(r.inset(-4.0), radius + 4.0, 3.0, theme::ACCENT);
    }
    let color = if tile.open {
        theme::TEXT
    } else {
        theme::TEXT_DIM.alpha(0.6)
    };
    let at = Point::new(r.center().x, r.y + r.h * 0.4);
    p.text_at(
        number.to_string(),
        at,
        r.w,
        fonts.heading,
        color,
        HAlign::Center,
        VAlign::Middle,
        true,
    );
    if tile.open {
        let star = (r.w * 0.1).min(r.h * 0.12);
        draw_stars(
            p,
            Point::new(r.center().x, r.y + r.h * 0.78),
            star,
            tile.stars,
        );
    } else {
        lock(p, Point::new(r.center().x, r.y + r.h * 0.78), r.h * 0.09);
    }
}

/// A small padlock.
fn lock(p: &mut Painter, c: Point, u: f32) {
    let color = theme::TEXT_DIM.alpha(0.6);
    p.circle_outline(c.offset(0.0, -u * 0.9), u * 0.8, u * 0.35, color);
    p.round_rect(
        Rect::centered(c.offset(0.0, u * 0.3), u * 2.4, u * 1.8),
        u * 0.3,
        color,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiles(open: usize) -> Vec<Tile> {
        (0..10)
            .map(|i| Tile {
                stars: u8::from(i + 1 < open),
                open: i < open,
            })
            .collect()
    }

    #[test]
    fn closed_levels_do_not_open_and_the_keys_move_over_everything() {
        let mut map = Map::new(tiles(2), vec!["Mine".into()], Size::REFERENCE, 0);
        let c = map.layout.tiles[5].center();
        map.event(&InputEvent::left_down(c.x, c.y));
        assert_eq!(map.event(&InputEvent::left_up(c.x, c.y)), None);
        let c = map.layout.tiles[1].center();
        map.event(&InputEvent::left_down(c.x, c.y));
        assert_eq!(
            map.event(&InputEvent::left_up(c.x, c.y)),
            Some(Choice::Pack(1))
        );
        map.event(&InputEvent::key(Key::Down));
        map.event(&InputEvent::key(Key::Down));
        assert_eq!(
            map.event(&InputEvent::key(Key::Enter)),
            None,
            "level 10 is closed"
        );
        map.event(&InputEvent::key(Key::Right));
        assert_eq!(
            map.event(&InputEvent::key(Key::Enter)),
            Some(Choice::Own(0))
        );
        map.event(&InputEvent::key(Key::Down));
        assert_eq!(
            map.event(&InputEvent::key(Key::Enter)),
            Some(Choice::Editor)
        );
    }

    #[test]
    fn everything_fits_the_smaller_window() {
        for size in [Size::REFERENCE, Size::new(800.0, 600.0)] {
            let l = map_layout(size, 42, 3);
            assert_eq!(l.own.len(), 3);
            for r in l.tiles.iter().chain(&l.own).chain([&l.editor]) {
                assert!(
                    r.right() <= size.w && r.bottom() <= size.h,
                    "{size:?}: {r:?}"
                );
                assert!(r.h >= 30.0, "{size:?}: {r:?}");
            }
        }
    }
}
