//! The side panel: both players with their disc counts and whose turn it is (and whether
//! the computer is thinking), the notice line or the evaluation bar, the buttons, and the
//! recent moves.

use super::card::draw_disc;
use super::layout::ReversiLayout;
use crate::draw::{Color, HAlign, Painter, VAlign, estimate_text_width};
use crate::geom::{Point, Rect};
use crate::ui::Button;
use crate::ui::theme::{self, Fonts};
use reversi::Color as Side;

/// What the panel shows, gathered by the scene.
#[derive(Debug, Clone)]
pub struct PanelInfo {
    /// Display names of black and white ("You", "Computer", "Black"), in the current
    /// language.
    pub names: [String; 2],
    /// A word under each name when it is not that side's turn ("Hard level"), in the
    /// current language.
    pub roles: [String; 2],
    /// Disc counts as shown (black, white).
    pub counts: (u32, u32),
    /// The side to move; `None` once the game is over.
    pub to_move: Option<Side>,
    /// Whether the side to move is the computer and it is thinking.
    pub thinking: bool,
    /// The line under the players ("White passed", "Black wins 40–24").
    pub notice: Option<String>,
    /// The evaluation for black in discs, when the display is on.
    pub evaluation: Option<f32>,
    /// The moves so far (`f5 d6 c3 …`).
    pub moves: Vec<String>,
    /// Seconds since start, for the thinking dots.
    pub time: f32,
}

/// Draws the panel and its buttons (each with whether it can be used now).
pub fn draw_panel(
    p: &mut Painter,
    l: &ReversiLayout,
    info: &PanelInfo,
    buttons: &[(Button, bool)],
) {
    let s = l.scale;
    let fonts = Fonts::for_size(p.size());
    theme::panel(p, l.panel, s);
    for (i, side) in [Side::Black, Side::White].into_iter().enumerate() {
        let count = if i == 0 { info.counts.0 } else { info.counts.1 };
        let who = (info.names[i].as_str(), info.roles[i].as_str());
        player_card(p, l.players[i], side, who, count, info, fonts);
    }
    if let Some(eval) = info.evaluation {
        evaluation_bar(p, l.status, eval, fonts);
    } else if let Some(notice) = &info.notice {
        p.round_rect(l.status, 10.0 * s, theme::ACCENT.alpha(0.16));
        // Longer messages (a file name) drop to the small size to stay inside.
        let room = l.status.w - 20.0 * s;
        let size = if estimate_text_width(notice, fonts.body) <= room {
            fonts.body
        } else {
            fonts.small
        };
        p.text_in(notice.clone(), l.status, size, theme::ACCENT, true);
    }
    for (b, enabled) in buttons {
        let fade = if *enabled { 1.0 } else { 0.35 };
        p.with(crate::draw::Transform::alpha(fade), |p| {
            b.draw(p, false, fonts.small * 1.1);
        });
    }
    moves_list(p, l.moves, &info.moves, fonts);
}

/// A player's card: disc, name, count; lit when it is this side's turn.
fn player_card(
    p: &mut Painter,
    r: Rect,
    side: Side,
    (name, role): (&str, &str),
    count: u32,
    info: &PanelInfo,
    fonts: Fonts,
) {
    let s = r.h / 70.0;
    let turn = info.to_move == Some(side);
    let fill = if turn {
        theme::BUTTON.lighten(0.12)
    } else {
        theme::PANEL.darken(0.25)
    };
    p.round_rect(r, 12.0 * s, fill);
    if turn {
        p.round_rect_outline(r, 12.0 * s, 3.0 * s, theme::ACCENT);
    }
    let disc_c = Point::new(r.x + r.h * 0.5, r.center().y);
    draw_disc(p, disc_c, r.h * 0.3, side == Side::Black, 1.0);
    let x = r.x + r.h;
    p.bold_text(
        name,
        Point::new(x, r.y + r.h * 0.34),
        fonts.body,
        theme::TEXT,
        HAlign::Left,
        VAlign::Middle,
    );
    let status = if turn && info.thinking {
        let dots = ((info.time * 3.0) as usize % 3) + 1;
        crate::tr!("reversi-thinking", dots = ".".repeat(dots))
    } else if turn {
        crate::tr!("reversi-to-move")
    } else {
        role.to_string()
    };
    p.text(
        status,
        Point::new(x, r.y + r.h * 0.7),
        fonts.small,
        if turn { theme::ACCENT } else { theme::TEXT_DIM },
        HAlign::Left,
        VAlign::Middle,
    );
    p.bold_text(
        count.to_string(),
        Point::new(r.right() - 16.0 * s, r.center().y),
        fonts.heading * 1.1,
        theme::TEXT,
        HAlign::Right,
        VAlign::Middle,
    );
}

/// A bar that leans towards the side the engine prefers, with the figure.
fn evaluation_bar(p: &mut Painter, r: Rect, eval: f32, fonts: Fonts) {
    let (label, bar) = r.split_top(r.h * 0.45);
    let side = if eval > 0.05 {
        "black"
    } else if eval < -0.05 {
        "white"
    } else {
        "even"
    };
    // Tenths of a disc, written whole and tenth so each language puts its own mark.
    let tenths = (eval.abs() * 10.0).round() as u32;
    p.text(
        crate::tr!(
            "reversi-evaluation",
            side = side,
            whole = tenths / 10,
            tenth = tenths % 10
        ),
        label.center(),
        fonts.small,
        theme::TEXT_DIM,
        HAlign::Center,
        VAlign::Middle,
    );
    let bar = bar.inset(4.0);
    p.round_rect(bar, bar.h * 0.5, Color::rgb(0xf4, 0xf4, 0xf0));
    let share = (0.5 + eval / 40.0).clamp(0.03, 0.97);
    p.round_rect(
        Rect::new(bar.x, bar.y, bar.w * share, bar.h),
        bar.h * 0.5,
        Color::rgb(0x22, 0x22, 0x28),
    );
    let mid = bar.x + bar.w * 0.5;
    p.line(
        Point::new(mid, bar.y - 2.0),
        Point::new(mid, bar.bottom() + 2.0),
        2.0,
        theme::ACCENT,
    );
}

/// The moves so far, numbered by pairs (black, white), two pairs a line, newest at the
/// bottom; older lines scroll away.
fn moves_list(p: &mut Painter, r: Rect, moves: &[String], fonts: Fonts) {
    p.text(
        crate::tr!("reversi-moves"),
        Point::new(r.x, r.y),
        fonts.small,
        theme::TEXT_DIM,
        HAlign::Left,
        VAlign::Top,
    );
    let line_h = fonts.small * 1.35;
    let rows = ((r.h - line_h) / line_h).floor().max(0.0) as usize;
    let pairs: Vec<String> = moves
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| format!("{}. {}", i + 1, pair.join(" ")))
        .collect();
    let lines: Vec<String> = pairs.chunks(2).map(|two| two.join("    ")).collect();
    let skip = lines.len().saturating_sub(rows);
    for (i, line) in lines.iter().skip(skip).enumerate() {
        p.text(
            line.clone(),
            Point::new(r.x, r.y + line_h * (i as f32 + 1.0)),
            fonts.small,
            theme::TEXT,
            HAlign::Left,
            VAlign::Top,
        );
    }
}
