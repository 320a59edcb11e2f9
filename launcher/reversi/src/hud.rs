//! The side panel: both players with their disc counts and whose turn it is (and whether
//! the computer is thinking), the notice line or the evaluation bar, the buttons, and the
//! recent moves.

use super::card::draw_disc;
use super::layout::ReversiLayout;
use launcher_kit::draw::fonts::text_width;
use launcher_kit::draw::{Color, HAlign, Painter, VAlign};
use launcher_kit::geom::{Point, Rect};
use launcher_kit::ui::Button;
use launcher_kit::ui::theme::{self, Fonts};
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
    /// The thinking indicator's step ([`THINKING_STEPS_PER_SECOND`] a second), while the
    /// computer thinks.
    pub thinking_step: u32,
    /// The time left on the computer's clock for each side it plays (`4:05`), when it
    /// plays to a time per game.
    pub clocks: [Option<String>; 2],
    /// The line under the players ("White passed", "Black wins 40–24").
    pub notice: Option<String>,
    /// The evaluation for black in discs, when the display is on.
    pub evaluation: Option<f32>,
    /// The moves so far (`f5 d6 c3 …`).
    pub moves: Vec<String>,
}

/// How often the thinking indicator steps: a few times a second, so that it shows the
/// computer at work at little cost while the window otherwise rests.
pub const THINKING_STEPS_PER_SECOND: f32 = 4.0;

/// The dots of the thinking indicator, around a circle.
const THINKING_DOTS: u32 = 8;

/// The thinking indicator: a ring of dots with a bright one going round, step by step.
fn thinking_indicator(p: &mut Painter, center: Point, r: f32, step: u32) {
    let lit = step % THINKING_DOTS;
    for i in 0..THINKING_DOTS {
        let angle = std::f32::consts::TAU * i as f32 / THINKING_DOTS as f32;
        let at = Point::new(center.x + r * angle.sin(), center.y - r * angle.cos());
        // The lit dot and a fading tail behind it.
        let behind = (lit + THINKING_DOTS - i) % THINKING_DOTS;
        let strength = 1.0 - behind as f32 / 3.0;
        let color = theme::ACCENT.alpha(0.25 + 0.75 * strength.max(0.0));
        p.circle(at, r * if behind == 0 { 0.32 } else { 0.24 }, color);
    }
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
        // Longer messages (a file name) drop to the small size, then to two lines.
        let inner = l.status.inset(8.0 * s);
        let size = if text_width(notice, fonts.body, true) <= inner.w {
            fonts.body
        } else {
            fonts.small
        };
        lines_in(p, notice, inner, size, theme::ACCENT, true);
    }
    for (b, enabled) in buttons {
        let fade = if *enabled { 1.0 } else { 0.35 };
        p.with(launcher_kit::draw::Transform::alpha(fade), |p| {
            b.draw(p, false, fonts.small * 1.1);
        });
    }
    moves_list(p, l.moves, &info.moves, fonts);
}

/// A player's card: disc, name, count, and the computer's clock under the count; lit when
/// it is this side's turn.
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
    let count_text = count.to_string();
    // With a clock, the count takes the card's upper part and the clock the lower, in the
    // same column: the name and status keep their room.
    let clock = info.clocks[usize::from(side == Side::White)].as_deref();
    let count_size = match clock {
        Some(_) => (fonts.heading * 0.9).min(r.h * 0.42),
        None => fonts.heading * 1.1,
    };
    let clock_size = fonts.small * 0.9;
    let count_w = text_width("00", count_size, true)
        .max(text_width(&count_text, count_size, true))
        .max(clock.map_or(0.0, |t| text_width(t, clock_size, false)));
    // Name and status take the room left of the count.
    let words = Rect::new(x, r.y, r.right() - 22.0 * s - count_w - x, r.h);
    p.text_box(
        name,
        Rect::new(words.x, r.y + r.h * 0.1, words.w, r.h * 0.48),
        fonts.body,
        theme::TEXT,
        HAlign::Left,
        VAlign::Middle,
        true,
    );
    let status = if turn && info.thinking {
        launcher_kit::tr!(
            "reversi-thinking",
            dots = launcher_kit::tr!("common-ellipsis")
        )
    } else if turn {
        launcher_kit::tr!("reversi-to-move")
    } else {
        role.to_string()
    };
    let colour = if turn { theme::ACCENT } else { theme::TEXT_DIM };
    let thinking = turn && info.thinking;
    let line_h = r.h * 0.28;
    let ring = line_h * 0.4;
    // While the computer thinks, the indicator keeps room right of the words.
    let room = if thinking { ring * 3.2 } else { 0.0 };
    let status_box = Rect::new(words.x, r.y + r.h * 0.56, words.w - room, line_h);
    let status_w = text_width(&status, fonts.small, false).min(status_box.w);
    p.text_box(
        status,
        status_box,
        fonts.small,
        colour,
        HAlign::Left,
        VAlign::Middle,
        false,
    );
    if thinking {
        let at = Point::new(status_box.x + status_w + ring * 1.8, status_box.center().y);
        thinking_indicator(p, at, ring, info.thinking_step);
    }
    let column = Rect::new(r.right() - 16.0 * s - count_w, r.y, count_w, r.h);
    let count_box = match clock {
        Some(_) => Rect::new(column.x, r.y + r.h * 0.06, column.w, r.h * 0.5),
        None => column,
    };
    p.text_box(
        count_text,
        count_box,
        count_size,
        theme::TEXT,
        HAlign::Right,
        VAlign::Middle,
        true,
    );
    if let Some(time) = clock {
        p.text_box(
            time,
            Rect::new(column.x, r.y + r.h * 0.56, column.w, r.h * 0.28),
            clock_size,
            colour,
            HAlign::Right,
            VAlign::Middle,
            false,
        );
    }
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
    p.text_in(
        launcher_kit::tr!(
            "reversi-evaluation",
            side = side,
            whole = tenths / 10,
            tenth = tenths % 10
        ),
        label,
        fonts.small,
        theme::TEXT_DIM,
        false,
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
    let line_h = fonts.small * 1.35;
    let row = |i: f32| Rect::new(r.x, r.y + line_h * i, r.w, line_h);
    p.text_box(
        launcher_kit::tr!("reversi-moves"),
        row(0.0),
        fonts.small,
        theme::TEXT_DIM,
        HAlign::Left,
        VAlign::Top,
        false,
    );
    let rows = ((r.h - line_h) / line_h).floor().max(0.0) as usize;
    let pairs: Vec<String> = moves
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| format!("{}. {}", i + 1, pair.join(" ")))
        .collect();
    let lines: Vec<String> = pairs.chunks(2).map(|two| two.join("    ")).collect();
    let skip = lines.len().saturating_sub(rows);
    for (i, line) in lines.iter().skip(skip).enumerate() {
        p.text_box(
            line.clone(),
            row(i as f32 + 1.0),
            fonts.small,
            theme::TEXT,
            HAlign::Left,
            VAlign::Top,
            false,
        );
    }
}

/// `text` centred in `r` on one line when it fits (shrunk a little if need be), otherwise
/// on two lines split at the space nearest its middle (between any two characters in
/// Chinese, which has no spaces).
pub fn lines_in(p: &mut Painter, text: &str, r: Rect, size: f32, color: Color, bold: bool) {
    let width = text_width(text, size, bold);
    let half = Rect::new(r.x, r.y, r.w, r.h / 2.0);
    let split = (width > r.w / 0.85 && r.h >= size * 1.6)
        .then(|| split_in_two(text))
        .flatten();
    match split {
        Some((first, second)) => {
            for (line, at) in [(first, half), (second, half.offset(0.0, r.h / 2.0))] {
                p.text_box(line, at, size, color, HAlign::Center, VAlign::Middle, bold);
            }
        }
        None => p.text_in(text, r, size, color, bold),
    }
}

/// `text` cut in two lines at the break nearest its middle: a space, or between two
/// Chinese characters; `None` when it has no break.
fn split_in_two(text: &str) -> Option<(String, String)> {
    let chars: Vec<char> = text.chars().collect();
    let middle = chars.len() / 2;
    let wide = |c: char| u32::from(c) >= 0x2E80;
    // No line starts with a closing mark or ends with an opening one.
    let joined = |before: char, after: char| {
        "，。：；！？）」』、…".contains(after) || "（「『“".contains(before)
    };
    (1..chars.len())
        .filter(|&i| {
            let (before, after) = (chars[i - 1], chars[i]);
            after == ' ' || (wide(before) && wide(after) && !joined(before, after))
        })
        .min_by_key(|&i| i.abs_diff(middle))
        .map(|i| {
            let first: String = chars[..i].iter().collect();
            let second: String = chars[i..].iter().collect();
            (
                first.trim_end().to_string(),
                second.trim_start().to_string(),
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use launcher_kit::geom::Size;
    use launcher_kit::i18n::{self, Language};

    /// The texts of the panel while the computer, White, thinks, in `language`.
    fn thinking_in(language: Language) -> Vec<String> {
        i18n::set_language(language);
        let info = PanelInfo {
            names: ["You".into(), "Computer".into()],
            roles: [String::new(), String::new()],
            counts: (2, 2),
            to_move: Some(Side::White),
            thinking: true,
            thinking_step: 0,
            clocks: [None, None],
            notice: None,
            evaluation: None,
            moves: Vec::new(),
        };
        let size = Size::new(1024.0, 768.0);
        let mut p = Painter::new(size);
        draw_panel(&mut p, &super::super::layout::layout(size), &info, &[]);
        i18n::set_language(Language::English);
        p.texts().into_iter().map(str::to_string).collect()
    }

    #[test]
    fn the_computer_thinks_with_the_languages_ellipsis() {
        for (language, shown) in [
            (Language::English, "thinking…"),
            (Language::Russian, "думает…"),
            (Language::Polish, "myśli…"),
            (Language::Chinese, "思考中……"),
        ] {
            let texts = thinking_in(language);
            assert!(texts.iter().any(|t| t == shown), "{shown} not in {texts:?}");
        }
    }
}
