//! The player's saved games over the board: a list (players, date, result), newest first;
//! the arrows or a click choose one, Load plays it from its start with its moves, Delete
//! removes it. A file that cannot be read is listed with why.

use super::files::{Damage, file_name};
use super::names::shown_recorded;
use launcher_kit::draw::{HAlign, Painter, VAlign};
use launcher_kit::geom::{Point, Rect};
use launcher_kit::input::{InputEvent, Key, MouseButton};
use launcher_kit::ui::theme::{self, Fonts};
use launcher_kit::ui::{Button, ButtonStyle};
use reversi::record::Record;
use std::path::PathBuf;

/// Rows shown at once.
const ROWS: usize = 8;

/// What the player asked of the list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pick {
    /// Play this game.
    Load(Record),
    /// Remove this file.
    Delete(PathBuf),
    /// Close the list.
    Close,
}

/// The list of saved games.
pub struct Library {
    games: Vec<(PathBuf, Result<Record, Damage>)>,
    chosen: usize,
    panel: Rect,
    rows: Vec<Rect>,
    buttons: [Button; 3],
}

impl Library {
    /// The list of `games` over `panel`.
    pub fn new(games: Vec<(PathBuf, Result<Record, Damage>)>, panel: Rect, scale: f32) -> Library {
        let mut library = Library {
            games,
            chosen: 0,
            panel,
            rows: Vec::new(),
            buttons: [
                Button::keyed("common-load", ButtonStyle::Primary),
                Button::keyed("common-delete", ButtonStyle::Danger),
                Button::keyed("common-close", ButtonStyle::Normal),
            ],
        };
        library.layout(panel, scale);
        library
    }

    /// Places the list in `panel`.
    pub fn layout(&mut self, panel: Rect, s: f32) {
        self.panel = panel;
        let list = Rect::new(
            panel.x + 20.0 * s,
            panel.y + 64.0 * s,
            panel.w - 40.0 * s,
            panel.h - 150.0 * s,
        );
        self.rows = list.rows(ROWS, 4.0 * s);
        let row = Rect::new(list.x, panel.bottom() - 70.0 * s, list.w, 50.0 * s);
        for (b, r) in self.buttons.iter_mut().zip(row.columns(3, 12.0 * s)) {
            b.rect = r;
        }
    }

    /// The first row shown (the list scrolls to keep the chosen game in view).
    fn first(&self) -> usize {
        self.chosen.saturating_sub(ROWS - 1)
    }

    /// Handles input.
    pub fn event(&mut self, ev: &InputEvent) -> Option<Pick> {
        let [load, delete, close] = &mut self.buttons;
        let (load, delete, close) = (load.event(ev), delete.event(ev), close.event(ev));
        let n = self.games.len();
        match *ev {
            InputEvent::KeyDown { key: Key::Up, .. } => self.chosen = self.chosen.saturating_sub(1),
            InputEvent::KeyDown { key: Key::Down, .. } => {
                self.chosen = (self.chosen + 1).min(n.saturating_sub(1));
            }
            InputEvent::MouseDown {
                pos,
                button: MouseButton::Left,
            } => {
                let first = self.first();
                if let Some(i) = self.rows.iter().position(|r| r.contains(pos)) {
                    if first + i < n {
                        self.chosen = first + i;
                    }
                }
            }
            _ => {}
        }
        let key = |k: Key| matches!(*ev, InputEvent::KeyDown { key, .. } if key == k);
        if close || key(Key::Char('g')) || key(Key::Backspace) && n == 0 {
            return Some(Pick::Close);
        }
        let (_, record) = self.games.get(self.chosen)?;
        if load || key(Key::Enter) {
            return record.as_ref().ok().map(|r| Pick::Load(r.clone()));
        }
        if delete || key(Key::Char('d')) {
            let (path, _) = self.games.remove(self.chosen);
            self.chosen = self.chosen.min(self.games.len().saturating_sub(1));
            return Some(Pick::Delete(path));
        }
        None
    }

    /// Draws the list.
    pub fn draw(&self, p: &mut Painter, s: f32) {
        let fonts = Fonts::for_size(p.size());
        p.rect(
            p.size().rect(),
            launcher_kit::draw::Color::BLACK.alpha(0.45),
        );
        theme::panel(p, self.panel, s);
        let inner = self.panel.inset(20.0 * s);
        p.text_in(
            launcher_kit::tr!("reversi-library-title"),
            Rect::centered(
                Point::new(self.panel.center().x, self.panel.y + 34.0 * s),
                inner.w,
                fonts.heading * 1.3,
            ),
            fonts.heading,
            theme::TEXT,
            true,
        );
        if self.games.is_empty() {
            super::hud::lines_in(
                p,
                &launcher_kit::tr!("reversi-library-empty"),
                Rect::centered(self.panel.center(), inner.w, fonts.small * 3.0),
                fonts.small,
                theme::TEXT_DIM,
                false,
            );
        }
        let first = self.first();
        for (i, r) in self.rows.iter().enumerate() {
            let Some((path, record)) = self.games.get(first + i) else {
                break;
            };
            if first + i == self.chosen {
                p.round_rect(*r, 8.0 * s, theme::ACCENT_2.alpha(0.3));
            }
            let text = match record {
                Ok(rec) => launcher_kit::tr!(
                    "reversi-library-game",
                    black = shown_recorded(&rec.black),
                    white = shown_recorded(&rec.white),
                    result = launcher_kit::i18n::result(rec.discs()),
                    date = launcher_kit::i18n::date(&rec.date)
                ),
                Err(damage) => damage.describe(&file_name(path)),
            };
            p.text_box(
                text,
                Rect::new(r.x + 10.0 * s, r.y, r.w - 20.0 * s, r.h),
                fonts.small,
                if record.is_ok() {
                    theme::TEXT
                } else {
                    theme::TEXT_DIM
                },
                HAlign::Left,
                VAlign::Middle,
                false,
            );
        }
        for b in &self.buttons {
            b.draw(p, false, fonts.body);
        }
    }
}
