//! The score panel: the game's name and mode, score, best score, moves, chain, the clock of
//! a timed game, and the Hint, New game and Pause buttons.

use super::layout::Layout;
use launcher_kit::draw::{Color, HAlign, Painter, Transform, VAlign};
use launcher_kit::geom::{Point, Rect, Size};
use launcher_kit::input::InputEvent;
use launcher_kit::ui::Button;
use launcher_kit::ui::theme::{self, Fonts};

/// The buttons of the score panel (a level's panel has the same three).
#[derive(Debug, Clone, PartialEq)]
pub struct Buttons {
    /// Shows a move now.
    pub hint: Button,
    /// Starts another game (on a level's panel: back to the map).
    pub new_game: Button,
    /// Opens the host's pause dialog.
    pub pause: Button,
}

/// Which of the panel's buttons was clicked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pressed {
    /// Hint.
    Hint,
    /// New game (a level's panel: the map).
    NewGame,
    /// Pause.
    Pause,
}

impl Buttons {
    /// The button `ev` clicked, if any.
    pub fn clicked(&mut self, ev: &InputEvent) -> Option<Pressed> {
        if self.pause.event(ev) {
            return Some(Pressed::Pause);
        }
        if self.new_game.event(ev) {
            return Some(Pressed::NewGame);
        }
        self.hint.event(ev).then_some(Pressed::Hint)
    }

    /// Places the buttons where `l` says.
    pub fn place(&mut self, l: &Layout) {
        self.hint.rect = l.hint;
        self.new_game.rect = l.new_game;
        self.pause.rect = l.pause;
    }

    /// Draws the buttons; the hint waits for the board to settle, dimmed meanwhile.
    pub fn draw(&self, p: &mut Painter, settled: bool, font: f32) {
        self.hint.draw(p, false, font);
        if !settled {
            p.round_rect(
                self.hint.rect,
                self.hint.rect.h * 0.3,
                theme::PANEL.alpha(0.55),
            );
        }
        self.new_game.draw(p, false, font);
        self.pause.draw(p, false, font);
    }
}

/// What the panel shows: the scene's numbers as they should read now.
pub struct Panel<'a> {
    /// Where everything goes.
    pub layout: &'a Layout,
    /// The panel's buttons.
    pub buttons: &'a Buttons,
    /// The message key of the line naming the game's mode ("Timed mode").
    pub mode: &'static str,
    /// The best score of that table, if any.
    pub best: Option<u64>,
    /// The score as shown.
    pub score: u64,
    /// Moves made.
    pub turns: u32,
    /// The cascade being shown (0 between turns).
    pub chain: u32,
    /// The longest chain so far.
    pub best_chain: u32,
    /// A timed game's seconds left and their share of the whole time.
    pub time_left: Option<(f32, f32)>,
    /// Whether the board has settled (the hint can be asked for).
    pub settled: bool,
}

/// Draws the window's background and the panel's frame (every match-3 board's panel
/// starts so); the fonts for `viewport`.
pub fn backdrop(p: &mut Painter, l: &Layout, viewport: Size) -> Fonts {
    theme::background(p);
    theme::panel(p, l.panel, l.scale);
    Fonts::for_size(viewport)
}

/// Draws the background and the panel.
pub fn draw(v: &Panel, p: &mut Painter, viewport: Size) {
    let l = v.layout;
    let s = l.scale;
    let fonts = backdrop(p, l, viewport);
    if let Some(&title) = l.stats.first() {
        let name = launcher_kit::tr!("match3-title");
        p.text_box(
            name,
            Rect::new(title.x, title.y, title.w, title.h * 0.64),
            fonts.heading,
            theme::ACCENT,
            HAlign::Left,
            VAlign::Middle,
            true,
        );
        p.text_box(
            launcher_kit::tr!(v.mode),
            Rect::new(title.x, title.y + title.h * 0.64, title.w, title.h * 0.28),
            fonts.small,
            theme::TEXT_DIM,
            HAlign::Left,
            VAlign::Middle,
            false,
        );
    }
    let best_text = match v.best {
        Some(b) if b >= v.score => launcher_kit::i18n::number(b),
        Some(_) => launcher_kit::tr!("match3-new-best"),
        None => launcher_kit::tr!("common-no-value"),
    };
    let chain = if v.chain >= 2 {
        format!("×{}", v.chain)
    } else if v.best_chain >= 2 {
        launcher_kit::tr!("match3-best-chain", chain = v.best_chain)
    } else {
        launcher_kit::tr!("common-no-value")
    };
    let mut stats = vec![
        (
            launcher_kit::tr!("common-score"),
            launcher_kit::i18n::number(v.score),
            theme::TEXT,
        ),
        (
            launcher_kit::tr!("match3-stat-best"),
            best_text,
            theme::ACCENT,
        ),
        (
            launcher_kit::tr!("match3-stat-moves"),
            launcher_kit::i18n::number(v.turns),
            theme::TEXT,
        ),
        (
            launcher_kit::tr!("match3-stat-chain"),
            chain,
            theme::ACCENT_2,
        ),
    ];
    if let Some((t, _)) = v.time_left {
        let secs = t.ceil() as u32;
        let color = if t <= 10.0 {
            theme::BUTTON_DANGER.lighten(0.2)
        } else {
            theme::TEXT
        };
        stats.push((
            launcher_kit::tr!("match3-stat-time"),
            format!("{}:{:02}", secs / 60, secs % 60),
            color,
        ));
    }
    for (rect, (label, value, color)) in l.stats.iter().skip(1).zip(stats) {
        stat(p, *rect, &label, &value, color, 1.0, &fonts);
    }
    match (v.time_left, l.stats.get(5)) {
        (Some((_, share)), Some(rect)) => time_bar(p, *rect, share, s),
        (None, Some(rect)) => help(p, *rect, &fonts),
        _ => {}
    }
    v.buttons.draw(p, v.settled, fonts.body);
}

/// One statistic: a small label over a large value, swollen by `grow` (1: as usual) for a
/// value that just changed.
pub fn stat(
    p: &mut Painter,
    rect: Rect,
    label: &str,
    value: &str,
    color: Color,
    grow: f32,
    fonts: &Fonts,
) {
    p.text_box(
        label,
        Rect::new(rect.x, rect.y, rect.w, rect.h * 0.44),
        fonts.small,
        theme::TEXT_DIM,
        HAlign::Left,
        VAlign::Middle,
        false,
    );
    let at = Point::new(rect.x, rect.y + rect.h * 0.64);
    p.with(Transform::scale_about(at, grow, grow), |p| {
        p.text_box(
            value,
            Rect::new(rect.x, rect.y + rect.h * 0.44, rect.w, rect.h * 0.4),
            fonts.heading,
            color,
            HAlign::Left,
            VAlign::Middle,
            true,
        );
    });
}

/// The clock's bar under the time: full at the start, empty when the time is up.
fn time_bar(p: &mut Painter, rect: Rect, share: f32, s: f32) {
    let h = 6.0 * s;
    let track = Rect::new(rect.x, rect.bottom() - h, rect.w, h);
    p.round_rect(track, h / 2.0, theme::BUTTON.darken(0.3));
    let share = share.clamp(0.0, 1.0);
    if share > 0.0 {
        let fill = Rect::new(track.x, track.y, (track.w * share).max(h), h);
        let color = if share < 0.1 {
            theme::BUTTON_DANGER
        } else {
            theme::TOGGLE_ON
        };
        p.round_rect(fill, h / 2.0, color);
    }
}

/// How to play, in the slot the timed game's clock takes: the message's lines, or, where
/// one is too wide for the slot (a longer language in a narrow window), the message
/// wrapped to the slot's width.
fn help(p: &mut Painter, rect: Rect, fonts: &Fonts) {
    let text = launcher_kit::tr!("match3-help");
    let given: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(String::from)
        .collect();
    let width = |l: &str, size: f32| launcher_kit::draw::fonts::text_width(l, size, false);
    // One size for every line: the largest at which the longest fits, as far as `fit`
    // shrinks.
    let widest = given
        .iter()
        .max_by(|a, b| width(a, fonts.small).total_cmp(&width(b, fonts.small)))
        .cloned()
        .unwrap_or_default();
    let size = theme::fit(&widest, fonts.small, false, rect.w);
    let (lines, size, pitch) = if width(&widest, size) <= rect.w + 0.5 {
        (given, size, 0.32)
    } else {
        let room = (rect.h / (size * 1.15)).floor().max(1.0);
        let (lines, size) =
            theme::wrap_to_lines(&given.join(" "), rect.w, size, false, room as usize);
        let pitch = 0.86 / lines.len().max(3) as f32;
        (lines, size, pitch)
    };
    for (i, line) in lines.into_iter().enumerate() {
        p.text_box_sized(
            line,
            Rect::new(
                rect.x,
                rect.y + rect.h * (0.14 + pitch * i as f32),
                rect.w,
                rect.h * pitch,
            ),
            size,
            theme::TEXT_DIM,
            HAlign::Left,
            VAlign::Middle,
            false,
        );
    }
}
