//! Drawing the board: the frame with its coordinates, the green squares, the discs as the
//! animation shows them, the legal-move markers, the last move, the hint and the pass notice.

use super::anim::Animations;
use super::card::draw_disc;
use super::layout::ReversiLayout;
use super::settings::BoardTheme;
use super::values::MoveValues;
use launcher_kit::draw::{Color, Painter};
use launcher_kit::geom::{Point, Rect};
use launcher_kit::ui::Cursor;
use launcher_kit::ui::theme::{self, Fonts};
use reversi::search::MoveAnalysis;
use reversi::{Color as Side, Square};

/// The squares and the frame around them, in each board theme.
fn colours(theme: BoardTheme) -> (Color, Color) {
    match theme {
        BoardTheme::Green => (Color::rgb(0x2a, 0x8a, 0x52), Color::rgb(0x12, 0x3d, 0x26)),
        BoardTheme::Grey => (Color::rgb(0x8f, 0x94, 0x9a), Color::rgb(0x3b, 0x3f, 0x45)),
    }
}
/// The last-move marker.
const LAST_MOVE: Color = Color::rgb(0xff, 0x5a, 0x4f);

/// What the board shows besides the discs.
#[derive(Debug, Clone, Copy, Default)]
pub struct Marks {
    /// Legal moves to mark (empty when it is not a person's turn).
    pub legal: u64,
    /// The side the markers are for.
    pub mover: Option<Side>,
    /// The square under the pointer, when it is a legal move.
    pub hover: Option<Square>,
    /// The last disc placed.
    pub last: Option<Square>,
    /// The engine's suggestion.
    pub hint: Option<Square>,
    /// Seconds since start, for pulsing markers.
    pub time: f32,
    /// The keyboard's cursor.
    pub cursor: Cursor,
    /// The board's colours.
    pub theme: BoardTheme,
}

/// Draws the board, discs and marks.
pub fn draw_board(p: &mut Painter, l: &ReversiLayout, anim: &Animations, marks: &Marks) {
    let s = l.scale;
    let fonts = Fonts::for_size(p.size());
    p.drop_shadow(l.frame, 14.0 * s, 6.0 * s, theme::SHADOW);
    let (felt, frame) = colours(marks.theme);
    p.frame(l.frame, 14.0 * s, l.board, frame);
    p.rect(l.board, felt);
    let cell = l.cell_size();
    for i in 0..=8 {
        let d = cell * i as f32;
        let line = Color::BLACK.alpha(0.4);
        let w = 1.5 * s;
        p.line(
            Point::new(l.board.x + d, l.board.y),
            Point::new(l.board.x + d, l.board.bottom()),
            w,
            line,
        );
        p.line(
            Point::new(l.board.x, l.board.y + d),
            Point::new(l.board.right(), l.board.y + d),
            w,
            line,
        );
    }
    // The four small dots of a real Othello board.
    for (x, y) in [(2.0, 2.0), (6.0, 2.0), (2.0, 6.0), (6.0, 6.0)] {
        let at = Point::new(l.board.x + cell * x, l.board.y + cell * y);
        p.circle(at, 4.0 * s, Color::BLACK.alpha(0.45));
    }
    let gutter = (l.board.x - l.frame.x) / 2.0;
    let label = theme::TEXT.alpha(0.75);
    for i in 0..8 {
        let mid = cell * (i as f32 + 0.5);
        let letter = char::from(b'a' + i as u8).to_string();
        let number = (i + 1).to_string();
        for y in [l.frame.y + gutter, l.board.bottom() + gutter] {
            let at = Point::new(l.board.x + mid, y);
            let r = launcher_kit::geom::Rect::centered(at, cell, gutter * 2.0);
            p.text_in(letter.clone(), r, fonts.small, label, false);
        }
        for x in [l.frame.x + gutter, l.board.right() + gutter] {
            let at = Point::new(x, l.board.y + mid);
            let r = launcher_kit::geom::Rect::centered(at, gutter * 2.0, cell);
            p.text_in(number.clone(), r, fonts.small, label, false);
        }
    }
    let r = cell * 0.4;
    if let Some(mover) = marks.mover {
        let dot = if mover == Side::Black {
            Color::BLACK.alpha(0.38)
        } else {
            Color::WHITE.alpha(0.5)
        };
        for sq in reversi::Squares(marks.legal) {
            let c = l.cell(sq).center();
            p.circle_outline(c, cell * 0.2, 2.5 * s, dot);
            p.circle(c, cell * 0.08, dot);
        }
        if let Some(sq) = marks.hover {
            p.with(launcher_kit::draw::Transform::alpha(0.45), |p| {
                draw_disc(p, l.cell(sq).center(), r, mover == Side::Black, 1.0);
            });
        }
    }
    for sq in Square::all() {
        if let Some(look) = anim.look(sq) {
            let c = l.cell(sq).center();
            p.with(launcher_kit::draw::Transform::alpha(look.fade), |p| {
                draw_disc(p, c, r * look.scale, look.color == Side::Black, look.flip);
            });
        }
    }
    if let Some(sq) = marks.last.filter(|sq| anim.look(*sq).is_some()) {
        p.circle(l.cell(sq).center(), cell * 0.07, LAST_MOVE);
    }
    if let Some(sq) = marks.hint {
        let pulse = 0.5 + 0.5 * (marks.time * 5.0).sin();
        let c = l.cell(sq).center();
        p.circle_outline(c, r * (0.9 + 0.1 * pulse), 4.0 * s, theme::ACCENT);
        p.star(
            c,
            cell * 0.14,
            cell * 0.06,
            5,
            0.0,
            theme::ACCENT.fade(0.6 + 0.4 * pulse),
        );
    }
    if let Some(sq) = marks.cursor.pos().and_then(|at| Square::at(at.row, at.col)) {
        marks.cursor.draw(p, l.cell(sq), s);
    }
    if let Some(player) = anim.passing() {
        pass_banner(p, l, player, anim.pass_progress());
    }
}

/// The colour of values from the opening book.
pub const BOOK: Color = Color::rgb(0x9c, 0xdc, 0xff);

/// How a move's value is shown on its square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueLook {
    /// A search's estimate.
    Estimate,
    /// The exact result (underlined).
    Exact,
    /// The opening book's value (in the book's colour, over an open book).
    Book,
}

/// Draws each move's value on its square, the best ringed; exact values underlined, and
/// moves into the opening book in the book's colour with its value over an open book.
pub fn draw_values(p: &mut Painter, l: &ReversiLayout, values: &MoveValues) {
    let shown: Vec<(Square, i32, ValueLook)> = values
        .moves()
        .iter()
        .filter_map(|m: &MoveAnalysis| {
            let sq = m.square?;
            Some(match values.book_value(sq) {
                Some(b) => (sq, i32::from(b.score), ValueLook::Book),
                None if m.exact => (sq, super::values::discs(m.score), ValueLook::Exact),
                None => (sq, super::values::discs(m.score), ValueLook::Estimate),
            })
        })
        .collect();
    draw_square_values(p, l, &shown);
}

/// Draws the values of moves on their squares, the best ringed.
pub fn draw_square_values(p: &mut Painter, l: &ReversiLayout, values: &[(Square, i32, ValueLook)]) {
    let fonts = Fonts::for_size(p.size());
    let cell = l.cell_size();
    let best = values.iter().map(|&(_, v, _)| v).max();
    for &(sq, value, look) in values {
        let r = l.cell(sq);
        let c = r.center();
        if Some(value) == best {
            p.circle_outline(c, cell * 0.4, 3.0 * l.scale, theme::ACCENT);
        }
        let colour = match look {
            ValueLook::Book => BOOK,
            ValueLook::Exact => theme::TEXT,
            ValueLook::Estimate => theme::TEXT.fade(0.7),
        };
        p.text_in(signed(value), r, fonts.small * 1.05, colour, true);
        let y = c.y + fonts.small * 0.75;
        match look {
            ValueLook::Book => open_book(p, Point::new(c.x, y), cell * 0.1, l.scale),
            ValueLook::Exact => p.line(
                Point::new(c.x - cell * 0.18, y),
                Point::new(c.x + cell * 0.18, y),
                2.0 * l.scale,
                theme::ACCENT_2,
            ),
            ValueLook::Estimate => {}
        }
    }
}

/// A value in discs with its sign, a true minus for a loss: `+4`, `−2`.
pub fn signed(value: i32) -> String {
    format!("{value:+}").replace('-', "−")
}

/// Rings `square` in the last move's colour (the move a player got wrong).
pub fn ring(p: &mut Painter, l: &ReversiLayout, square: Square) {
    let c = l.cell(square).center();
    p.circle_outline(c, l.cell_size() * 0.46, 3.0 * l.scale, LAST_MOVE);
}

/// A small open book, its spine at `at`, each page `page` wide.
fn open_book(p: &mut Painter, at: Point, page: f32, scale: f32) {
    let h = page * 0.75;
    for x in [at.x - page - scale, at.x + scale] {
        p.rect(Rect::new(x, at.y - h / 2.0, page, h), BOOK);
    }
}

/// "White passes": a band across the middle of the board while the pass is shown.
fn pass_banner(p: &mut Painter, l: &ReversiLayout, player: Side, t: f32) {
    let fonts = Fonts::for_size(p.size());
    let fade = (t * 8.0).min(1.0).min((1.0 - t) * 6.0).clamp(0.0, 1.0);
    let c = l.board.center();
    let band = Rect::centered(c, l.board.w * 0.9, l.cell_size() * 1.4);
    p.round_rect(band, band.h * 0.3, theme::PANEL.alpha(0.92 * fade));
    p.round_rect_outline(band, band.h * 0.3, 3.0 * l.scale, theme::ACCENT.fade(fade));
    let passes = if player == Side::Black {
        launcher_kit::tr!("reversi-black-passes")
    } else {
        launcher_kit::tr!("reversi-white-passes")
    };
    let line = |y: f32, h: f32| Rect::centered(c.offset(0.0, y), band.w * 0.94, h);
    p.text_in(
        passes,
        line(-fonts.small * 0.55, fonts.heading * 1.2),
        fonts.heading,
        theme::ACCENT.fade(fade),
        true,
    );
    p.text_in(
        launcher_kit::tr!("reversi-no-legal-move"),
        line(fonts.heading * 0.75, fonts.small * 1.2),
        fonts.small,
        theme::TEXT.fade(fade),
        false,
    );
}
