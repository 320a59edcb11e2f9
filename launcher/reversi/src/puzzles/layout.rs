//! Where the puzzle screen and the puzzles screen put things for a window size. Public so
//! the window tests click exactly where the screens look.

use crate::layout::{ReversiLayout, layout};
use launcher_kit::geom::{Rect, Size};

/// The puzzle screen: the board where the game has it, the panel's lines and buttons.
#[derive(Debug, Clone, PartialEq)]
pub struct PuzzleLayout {
    /// The board and its squares (the game screen's).
    pub board: ReversiLayout,
    /// The panel's heading: which puzzle, on up to two lines.
    pub heading: Rect,
    /// Whose move it is.
    pub turn: Rect,
    /// The task, on up to two lines.
    pub task: Rect,
    /// The verdict's lines once a move is played.
    pub verdict: [Rect; 3],
    /// The player's puzzle rating.
    pub rating: Rect,
    /// Retry, Next puzzle and Back, top to bottom.
    pub buttons: [Rect; 3],
}

/// The puzzle screen's layout for a window of `size`.
pub fn puzzle_layout(size: Size) -> PuzzleLayout {
    let board = layout(size);
    let s = board.scale;
    let inner = board.panel.inset(16.0 * s);
    // The heading's size grows with the text size, as its second line may.
    let heading_h = 44.0 * s * launcher_kit::ui::theme::text_scale();
    let (heading, rest) = inner.split_top(heading_h.max(76.0 * s));
    let (turn, rest) = rest.split_top(40.0 * s);
    let (task, rest) = rest.split_top(62.0 * s);
    let (verdict, rest) = rest.split_top(8.0 * s).1.split_top(3.0 * 34.0 * s);
    let (rating, rest) = rest.split_top(6.0 * s).1.split_top(36.0 * s);
    let buttons_h = 3.0 * 44.0 * s + 2.0 * 8.0 * s;
    let buttons = Rect::new(rest.x, rest.bottom() - buttons_h, rest.w, buttons_h).rows(3, 8.0 * s);
    let lines = verdict.rows(3, 0.0);
    PuzzleLayout {
        heading,
        turn,
        task,
        verdict: [lines[0], lines[1], lines[2]],
        rating,
        buttons: [buttons[0], buttons[1], buttons[2]],
        board,
    }
}

/// The puzzles screen: the rating, its history chart and three buttons.
#[derive(Debug, Clone, PartialEq)]
pub struct HubLayout {
    /// The screen's title.
    pub title: Rect,
    /// The rating, large.
    pub rating: Rect,
    /// How many puzzles were rated and solved.
    pub count: Rect,
    /// The chart of the rating over the rated puzzles.
    pub chart: Rect,
    /// Next puzzle, Puzzle of the day and Back, left to right.
    pub buttons: [Rect; 3],
}

/// The puzzles screen's layout for a window of `size`.
pub fn hub_layout(size: Size) -> HubLayout {
    let s = size.ui_scale();
    let area = size.rect().inset(24.0 * s);
    let (title, rest) = area.split_top(70.0 * s);
    let (rating, rest) = rest.split_top(60.0 * s);
    let (count, rest) = rest.split_top(34.0 * s);
    let buttons_h = 56.0 * s;
    let (chart, _) =
        (rest.split_top(12.0 * s).1).split_top(rest.h - 12.0 * s - buttons_h - 24.0 * s);
    let width = (3.0 * 260.0 * s + 2.0 * 18.0 * s).min(area.w);
    let row = Rect::new(
        area.center().x - width / 2.0,
        area.bottom() - buttons_h,
        width,
        buttons_h,
    );
    let b = row.columns(3, 18.0 * s);
    HubLayout {
        title,
        rating,
        count,
        chart: chart.inset(8.0 * s),
        buttons: [b[0], b[1], b[2]],
    }
}
