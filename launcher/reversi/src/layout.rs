//! Where the board, its squares, the side panel with its buttons and the new-game dialog
//! go for a window size. Public so the window tests click exactly where the scene looks.

use launcher_kit::geom::{Point, Rect, Size};
use reversi::Square;

/// The panel's buttons, in the order they are laid out (two per row).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    /// Take back a move (back to the person's turn against the computer).
    Undo,
    /// Play again a move taken back.
    Redo,
    /// Ask the engine for the best move; while the computer thinks: make it move now.
    HintOrHurry,
    /// Show or hide the evaluation bar.
    Evaluation,
    /// Keep the game in the player's game library.
    SaveGame,
    /// Open the game library (load, delete).
    Games,
    /// Write the position as an OBF line to a file and show it.
    CopyObf,
    /// Open the position editor.
    SetUp,
    /// Open the game review.
    Review,
    /// Open the host's pause dialog (new game, menu).
    Menu,
}

impl Control {
    /// Every control, in layout order.
    pub const ALL: [Control; 10] = [
        Control::Undo,
        Control::Redo,
        Control::HintOrHurry,
        Control::Evaluation,
        Control::SaveGame,
        Control::Games,
        Control::CopyObf,
        Control::SetUp,
        Control::Review,
        Control::Menu,
    ];
}

/// The game screen's geometry for one window size.
#[derive(Debug, Clone, PartialEq)]
pub struct ReversiLayout {
    /// The wooden frame around the board, with room for the coordinates.
    pub frame: Rect,
    /// The 8×8 playing area.
    pub board: Rect,
    /// The side panel.
    pub panel: Rect,
    /// The two player cards (black, white) at the top of the panel.
    pub players: [Rect; 2],
    /// The line for notices and the evaluation bar under the player cards.
    pub status: Rect,
    /// The button rectangles, one per [`Control::ALL`] entry.
    pub controls: Vec<(Control, Rect)>,
    /// The recent moves at the bottom of the panel.
    pub moves: Rect,
    /// The UI scale the sizes were made with.
    pub scale: f32,
}

impl ReversiLayout {
    /// The width (and height) of one square.
    pub fn cell_size(&self) -> f32 {
        self.board.w / 8.0
    }

    /// The rectangle of `square`.
    pub fn cell(&self, square: Square) -> Rect {
        let c = self.cell_size();
        Rect::new(
            self.board.x + c * square.col() as f32,
            self.board.y + c * square.row() as f32,
            c,
            c,
        )
    }

    /// The square under `p`, if any.
    pub fn square_at(&self, p: Point) -> Option<Square> {
        if !self.board.contains(p) {
            return None;
        }
        let c = self.cell_size();
        let col = ((p.x - self.board.x) / c) as usize;
        let row = ((p.y - self.board.y) / c) as usize;
        Square::at(row.min(7), col.min(7))
    }

    /// The recent moves' box under its heading, where a game starts with no moves (for
    /// passing notices); `small` is the font size of the heading.
    pub fn notice_area(&self, small: f32) -> Rect {
        let heading = small * 1.35 + 6.0 * self.scale;
        Rect::new(
            self.moves.x,
            self.moves.y + heading,
            self.moves.w,
            (self.moves.h - heading).max(0.0),
        )
    }

    /// The rectangle of `control`.
    pub fn control(&self, control: Control) -> Rect {
        self.controls
            .iter()
            .find(|(c, _)| *c == control)
            .map(|(_, r)| *r)
            .unwrap_or_default()
    }
}

/// The game screen's layout for a window of `size`: the board as large as fits on the
/// left, the panel beside it on the right.
pub fn layout(size: Size) -> ReversiLayout {
    let s = size.ui_scale();
    let margin = 22.0 * s;
    let panel_w = 300.0 * s;
    let area = size.rect().inset(margin);
    let (board_area, _) = area.split_left(area.w - panel_w - margin);
    let side = board_area.fit_aspect(1.0).w;
    // Board and panel side by side, the pair centred in a wide window.
    let left = (size.w - side - margin - panel_w) / 2.0;
    let frame = Rect::new(left, board_area.center().y - side / 2.0, side, side);
    let board = frame.inset(frame.w * 0.055);
    let panel = Rect::new(frame.right() + margin, frame.y, panel_w, frame.h);
    let inner = panel.inset(16.0 * s);
    let (cards, below) = inner.split_top(150.0 * s);
    let players = cards.rows(2, 10.0 * s);
    let (status, below) = below.inset_top(10.0 * s).split_top(58.0 * s);
    let (buttons, moves) = below
        .inset_top(10.0 * s)
        .split_top(5.0 * 44.0 * s + 4.0 * 8.0 * s);
    let controls = buttons
        .rows(5, 8.0 * s)
        .iter()
        .flat_map(|row| row.columns(2, 10.0 * s))
        .zip(Control::ALL)
        .map(|(r, c)| (c, r))
        .collect();
    ReversiLayout {
        frame,
        board,
        panel,
        players: [players[0], players[1]],
        status,
        controls,
        moves: moves.inset_top(12.0 * s),
        scale: s,
    }
}

/// Where the new-game dialog's choices go.
#[derive(Debug, Clone, PartialEq)]
pub struct SetupLayout {
    /// The dialog panel.
    pub panel: Rect,
    /// Title centre.
    pub title: Point,
    /// Label anchors of the five rows (players, colour, level, time, opening variety).
    pub labels: [Point; 5],
    /// Two players, vs computer, computer vs computer.
    pub modes: [Rect; 3],
    /// Black, white (the person's colour against the computer).
    pub sides: [Rect; 2],
    /// The level: a step down the ladder, the level with its rating, a step up.
    pub level: [Rect; 3],
    /// "Match my rating".
    pub matching: Rect,
    /// The line saying whether the game will be rated.
    pub rated: Rect,
    /// The computer's time per game: off, then the minutes offered.
    pub times: Vec<Rect>,
    /// The opening varieties, none first.
    pub varieties: Vec<Rect>,
    /// "As in the original article": two players, White first, the grey board.
    pub article: Rect,
    /// The Start button.
    pub start: Rect,
}

/// The distance from one row of the new-game dialog to the next, at scale 1.
const SETUP_ROW: f32 = 80.0;

/// The new-game dialog's layout for a window of `size`, centred on the board.
pub fn setup_layout(size: Size) -> SetupLayout {
    let game = layout(size);
    let s = game.scale;
    let c = game.board.center();
    let w = (620.0 * s).min(size.w * 0.95);
    let panel = Rect::centered(c, w, 590.0 * s);
    let inner = panel.inset(24.0 * s);
    let row = |i: f32| {
        Rect::new(
            inner.x,
            inner.y + (92.0 + i * SETUP_ROW) * s,
            inner.w,
            44.0 * s,
        )
    };
    let label = |i: f32| Point::new(inner.x, inner.y + (72.0 + i * SETUP_ROW) * s);
    let modes = row(0.0).columns(3, 10.0 * s);
    let sides = row(1.0).columns(2, 10.0 * s);
    let level_row = row(2.0);
    let (gap, arrow) = (8.0 * s, level_row.h);
    let (steps, matching) = level_row.split_left(level_row.w * 0.64);
    let matching = Rect::new(matching.x + gap, matching.y, matching.w - gap, matching.h);
    let level = [
        Rect::new(steps.x, steps.y, arrow, arrow),
        Rect::new(
            steps.x + arrow + gap,
            steps.y,
            steps.w - 2.0 * (arrow + gap),
            arrow,
        ),
        Rect::new(steps.right() - arrow, steps.y, arrow, arrow),
    ];
    let times = row(3.0).columns(super::settings::GAME_MINUTES.len(), 8.0 * s);
    let varieties = row(4.0).columns(super::settings::BOOK_LOSSES.len(), 8.0 * s);
    let bottom = Rect::new(inner.x, panel.bottom() - 77.0 * s, inner.w, 54.0 * s);
    let (article, start) = bottom.split_left(inner.w - 236.0 * s);
    SetupLayout {
        panel,
        title: Point::new(c.x, inner.y + 22.0 * s),
        labels: [0.0, 1.0, 2.0, 3.0, 4.0].map(label),
        modes: [modes[0], modes[1], modes[2]],
        sides: [sides[0], sides[1]],
        level,
        matching,
        rated: Rect::new(inner.x, inner.y + 458.0 * s, inner.w, 28.0 * s),
        times,
        varieties,
        article: Rect::new(
            article.x,
            article.y + 6.0 * s,
            article.w,
            article.h - 12.0 * s,
        ),
        start: Rect::new(start.x + 16.0 * s, start.y, start.w - 16.0 * s, start.h),
    }
}

/// Trimming the top of a rectangle, used for the panel's stacked sections.
trait InsetTop {
    fn inset_top(&self, d: f32) -> Rect;
}

impl InsetTop for Rect {
    fn inset_top(&self, d: f32) -> Rect {
        self.split_top(d).1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SIZES: [Size; 3] = [
        Size::REFERENCE,
        Size::new(1280.0, 720.0),
        Size::new(800.0, 600.0),
    ];

    #[test]
    fn squares_round_trip_through_their_cells() {
        for size in SIZES {
            let l = layout(size);
            for sq in Square::all() {
                assert_eq!(l.square_at(l.cell(sq).center()), Some(sq));
            }
            assert!(l.panel.right() <= size.w && l.frame.bottom() <= size.h);
            assert!(l.board.right() < l.panel.x);
            assert!(l.moves.h > 40.0 * l.scale, "{size:?}: {:?}", l.moves);
        }
    }

    #[test]
    fn the_setup_dialog_fits_the_window() {
        for size in SIZES {
            let l = setup_layout(size);
            assert!(l.panel.x >= 0.0 && l.panel.bottom() <= size.h, "{size:?}");
            assert!(l.matching.right() <= l.panel.right());
            assert!(l.level[2].right() < l.matching.x);
            assert!(l.rated.y >= l.varieties[0].bottom() && l.rated.bottom() <= l.start.y);
            assert!(l.start.y > l.varieties[0].bottom());
            assert!(l.times[0].y > l.level[0].bottom());
            assert!(l.varieties[0].y > l.times[0].bottom());
        }
    }
}
