//! Drawing the board: its frame and cells, the selection and hint highlights, every piece
//! where the running animation step puts it, leaving pieces, blasts of specials, the
//! particles and score pop-ups, and the banner.

use super::anim::{Motion, Step};
use super::ground::{self, FRAME};
use super::layout::Layout;
use super::pieces::{cell_glow, draw_piece};
use ::match3::{Board, Special, Swap, Terrain};
use grid_core::Pos;
use launcher_kit::draw::{Color, HAlign, Painter, Transform, VAlign};
use launcher_kit::geom::{Point, Rect};
use launcher_kit::ui::{Cursor, Ease, Effects, theme};

/// A line of text over the board that pops in and fades ("Chain ×3").
#[derive(Debug, Clone, PartialEq)]
pub struct Banner {
    /// What it says.
    pub text: String,
    /// Seconds shown so far.
    pub age: f32,
    /// Seconds it stays.
    pub life: f32,
    /// The (fractional) board row it is centred on; `None` centres it on the board.
    pub row: Option<f32>,
}

impl Banner {
    /// A banner starting now.
    pub fn new(text: String, life: f32) -> Banner {
        Banner {
            text,
            age: 0.0,
            life,
            row: None,
        }
    }
}

/// What the board shows: the board as the player sees it and what moves on it.
pub struct BoardLook<'a> {
    /// Where everything goes.
    pub layout: &'a Layout,
    /// The board as shown (the engine's once every event is played).
    pub shown: &'a Board,
    /// The animation steps playing now.
    pub steps: Vec<&'a Step>,
    /// The selected piece.
    pub selected: Option<Pos>,
    /// The move the hint shows.
    pub hint: Option<Swap>,
    /// Seconds of looping effects (bob, blink, glow).
    pub clock: f32,
    /// Particles and score pop-ups.
    pub fx: &'a Effects,
    /// The banner over the board.
    pub banner: Option<&'a Banner>,
    /// The keyboard's cursor.
    pub cursor: Cursor,
    /// A level board's ground as shown (holes, jelly, blockers); `None` for a full board
    /// of plain cells.
    pub terrain: Option<&'a Terrain>,
}

/// Draws the board part of the scene.
pub fn draw(scene: &BoardLook, p: &mut Painter) {
    let l = scene.layout;
    let s = l.scale;
    match scene.terrain {
        Some(terrain) => ground::draw_shaped_frame(p, l, terrain, FRAME),
        None => {
            let frame = l.frame();
            p.drop_shadow(frame, 18.0 * s, 6.0 * s, theme::SHADOW);
            p.round_rect(frame, 18.0 * s, FRAME);
        }
    }
    for row in 0..l.rows {
        for col in 0..l.cols {
            let pos = Pos::new(row, col);
            let r = l.cell_rect(pos);
            let tile = scene.terrain.and_then(|t| t.get(pos).copied());
            if (row + col) % 2 == 0 && tile != Some(::match3::Tile::Hole) {
                p.round_rect(r.inset(1.0), l.cell * 0.12, Color::WHITE.alpha(0.03));
            }
            if let Some(tile) = tile {
                ground::draw_tile(p, r, tile, scene.clock);
            }
        }
    }
    highlights(scene, p);
    pieces(scene, p);
    leaving(scene, p);
    if let Some(at) = scene.cursor.pos() {
        scene.cursor.draw(p, l.cell_rect(at), s);
    }
    scene.fx.draw(p);
    banner(scene, p);
}

/// The selected piece's ring and the blinking hint.
fn highlights(scene: &BoardLook, p: &mut Painter) {
    let l = scene.layout;
    let width = (3.0 * l.scale).max(2.0);
    if let Some(sel) = scene.selected {
        cell_glow(p, l.cell_rect(sel), theme::ACCENT, width);
    }
    if let Some(h) = scene.hint {
        let blink = 0.5 + 0.5 * (scene.clock * 7.0).sin();
        for pos in [h.a, h.b] {
            cell_glow(
                p,
                l.cell_rect(pos),
                Color::WHITE.alpha(0.3 + 0.6 * blink),
                width,
            );
        }
    }
}

/// Every piece of the shown board, where the running step puts it.
fn pieces(scene: &BoardLook, p: &mut Painter) {
    let l = scene.layout;
    let r = l.cell * 0.4;
    let board = scene.shown;
    for pos in board.cells().positions() {
        let cell = board.cell(pos);
        if cell.is_empty() {
            continue;
        }
        // The steps playing together move different pieces: the one moving this piece
        // says where it is.
        let home = ((pos.row as f32, pos.col as f32), 1.0);
        let ((row, col), grow) = scene
            .steps
            .iter()
            .map(|step| step.place(pos, board.width()))
            .find(|place| *place != home)
            .unwrap_or(home);
        let mut c = l.point_at(row, col);
        let mut size = r * grow;
        if scene.selected == Some(pos) {
            size *= 1.0 + 0.05 * (scene.clock * 5.0).sin();
        }
        if let Some(h) = scene.hint.filter(|_| !launcher_kit::ui::motion::reduced()) {
            if h.a == pos || h.b == pos {
                c = c.offset(0.0, -l.cell * 0.06 * (scene.clock * 7.0).sin().max(0.0));
            }
        }
        // Pieces dropping in from above fade in as they enter the board (with reduced
        // motion, in their cells).
        let still = scene
            .steps
            .iter()
            .map(|step| step.fade(pos, board.width()))
            .fold(1.0, f32::min);
        let fade = ((c.y - l.board.y + l.cell * 0.5) / l.cell).clamp(0.0, 1.0) * still;
        if fade <= 0.0 {
            continue;
        }
        p.with(Transform::alpha(fade), |p| {
            draw_piece(p, c, size, cell, board.special(pos), scene.clock);
        });
    }
}

/// Cleared pieces shrinking away, and the blast of a special going off.
fn leaving(scene: &BoardLook, p: &mut Painter) {
    for step in &scene.steps {
        leaving_in(scene, step, p);
    }
}

/// The pieces leaving in `step`.
fn leaving_in(scene: &BoardLook, step: &Step, p: &mut Painter) {
    let l = scene.layout;
    let t = step.progress();
    if let Motion::Vanish {
        blast: Some((at, special)),
        ghosts,
    } = &step.motion
    {
        blast(scene, p, *at, *special, ghosts.iter().map(|g| g.pos), t);
    }
    let grow = 1.0 + 0.25 * Ease::OutQuad.apply((t * 3.0).min(1.0));
    let shrink = 1.0 - Ease::InQuad.apply(t);
    for g in step.ghosts() {
        let c = l.cell_rect(g.pos).center();
        let r = l.cell * 0.4 * grow * shrink;
        p.with(Transform::alpha(1.0 - t * t), |p| {
            p.circle(
                c,
                l.cell * 0.45 * grow,
                Color::WHITE.alpha(0.18 * (1.0 - t)),
            );
            draw_piece(p, c, r, g.cell, g.special, scene.clock);
        });
    }
}

/// The flash of a special: a beam along its row or column, a square for an area bomb, rays
/// to every cleared piece for a colour bomb.
fn blast(
    scene: &BoardLook,
    p: &mut Painter,
    at: Pos,
    special: Special,
    cells: impl Iterator<Item = Pos>,
    t: f32,
) {
    let l = scene.layout;
    let c = l.cell_rect(at).center();
    let fade = 1.0 - t;
    let glow = Color::WHITE.alpha(0.85 * fade);
    let thick = l.cell * (0.2 + 0.5 * (1.0 - t));
    match special {
        Special::RowClearer => {
            let beam = Rect::new(l.board.x, c.y - thick / 2.0, l.board.w, thick);
            p.round_rect(beam, thick / 2.0, theme::ACCENT.alpha(0.5 * fade));
            p.round_rect(beam.inset(thick * 0.25), thick / 4.0, glow);
        }
        Special::ColumnClearer => {
            let beam = Rect::new(c.x - thick / 2.0, l.board.y, thick, l.board.h);
            p.round_rect(beam, thick / 2.0, theme::ACCENT.alpha(0.5 * fade));
            p.round_rect(beam.inset(thick * 0.25), thick / 4.0, glow);
        }
        Special::AreaBomb => {
            let side = l.cell * (1.0 + 2.2 * Ease::OutCubic.apply(t));
            let square = Rect::centered(c, side, side);
            p.round_rect(square, l.cell * 0.3, theme::ACCENT.alpha(0.35 * fade));
            p.round_rect_outline(square, l.cell * 0.3, l.cell * 0.12, glow);
        }
        Special::ColourBomb => {
            for pos in cells {
                let to = l.cell_rect(pos).center();
                let reach = c.lerp(to, Ease::OutCubic.apply((t * 2.0).min(1.0)));
                p.line(c, reach, l.cell * 0.08, glow);
            }
            p.circle(c, l.cell * 0.6 * (1.0 + t), theme::ACCENT.alpha(0.4 * fade));
        }
    }
}

/// The banner over the board ("Chain ×3", "No more moves").
fn banner(scene: &BoardLook, p: &mut Painter) {
    let Some(b) = scene.banner else {
        return;
    };
    let l = scene.layout;
    let size = (l.cell * 0.5).max(22.0 * l.scale);
    let pop = Ease::OutBack.apply((b.age / 0.25).min(1.0));
    let fade = ((b.life - b.age) / 0.3).clamp(0.0, 1.0);
    let at = match b.row {
        Some(row) => Point::new(l.board.center().x, l.board.y + row * l.cell),
        None => l.board.center(),
    };
    // As wide as the text and its margins, but never wider than the board (a long text
    // in a narrow window shrinks to fit).
    let pad = size * 0.7;
    let w = (launcher_kit::draw::fonts::text_width(&b.text, size, true) + 2.0 * pad).min(l.board.w);
    let plate = Rect::centered(at, w, size * 1.7);
    p.with(Transform::scale_about(at, pop, pop), |p| {
        p.with(Transform::alpha(fade), |p| {
            p.round_rect(
                plate.offset(0.0, 4.0 * l.scale),
                plate.h / 2.0,
                theme::SHADOW,
            );
            p.round_rect(plate, plate.h / 2.0, theme::PANEL.alpha(0.92));
            p.round_rect_outline(plate, plate.h / 2.0, 2.5 * l.scale, theme::ACCENT);
            p.text_box(
                b.text.clone(),
                Rect::new(plate.x + pad, plate.y, plate.w - 2.0 * pad, plate.h),
                size,
                theme::ACCENT,
                HAlign::Center,
                VAlign::Middle,
                true,
            );
        });
    });
}
