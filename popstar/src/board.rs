//! The PopStar board on grid-core: reading and writing it, its groups, and the pop move
//! (remove a group, let stars fall, close empty columns) with the events it produces.

use crate::events::{Event, LeftTile, PoppedTile};
use crate::rules::{Rules, Scoring};
use crate::tile::{Colour, Tile};
use grid_core::{FloodFill, Grid, ParseError, Pos};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The largest board side accepted, so fast boards can use fixed-size storage.
pub const MAX_SIDE: usize = 20;

/// A settled PopStar board: no star floats above an empty cell and no empty column stands
/// left of a star. Every constructor keeps that invariant, and every move restores it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "Grid<Tile>", into = "Grid<Tile>")]
pub struct Board {
    grid: Grid<Tile>,
}

/// Why a text board was refused. Lines and columns count from 1, as an editor shows them.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// The text is not a rectangle of `R G B Y P .`.
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// Wider or taller than [`MAX_SIDE`].
    #[error("the board is {width}x{height}; at most {MAX_SIDE}x{MAX_SIDE} is supported")]
    TooBig {
        /// Columns found.
        width: usize,
        /// Rows found.
        height: usize,
    },
    /// A star above an empty cell.
    #[error("line {line}, column {column}: star floats above an empty cell")]
    Floating {
        /// Line of the star.
        line: usize,
        /// Column of the star.
        column: usize,
    },
    /// An empty column with stars to its right.
    #[error("column {column} is empty but stars stand to its right")]
    GapColumn {
        /// The empty column.
        column: usize,
    },
}

/// Why a pop was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The position is not on the board.
    #[error("{0} is outside the board")]
    Outside(Pos),
    /// The cell holds no star.
    #[error("{0} is an empty cell")]
    Empty(Pos),
    /// The star has no same-coloured neighbour.
    #[error("{0} is a single star")]
    Single(Pos),
    /// The group is smaller than the rules' minimum (only when that is 3).
    #[error("{at} is a group of {size}; the rules pop groups of {min} or more")]
    TooSmall {
        /// Where.
        at: Pos,
        /// The group's size.
        size: usize,
        /// The smallest group the rules pop.
        min: usize,
    },
    /// The game is paused.
    #[error("the game is paused")]
    Paused,
    /// The board (or the game) is over.
    #[error("the board is finished")]
    Finished,
}

/// The result of one pop: the events to animate and the points scored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pop {
    /// `Popped`, then `Fell` and `ColumnsShifted` when anything moved.
    pub events: Vec<Event>,
    /// Stars removed.
    pub removed: usize,
    /// Points scored (5·n² under PopStar's rules).
    pub points: u32,
}

impl Board {
    /// A board over `grid`, checked to be settled and at most [`MAX_SIDE`] on each side.
    pub fn new(grid: Grid<Tile>) -> Result<Self, BoardError> {
        Self::check(&grid, 0)?;
        Ok(Board { grid })
    }

    /// Reads a text board (rows top first, `R G B Y P` and `.`).
    pub fn parse(text: &str) -> Result<Self, BoardError> {
        let grid = Grid::<Tile>::parse(text)?;
        let blank_lines = text.lines().take_while(|l| l.trim_end().is_empty()).count();
        Self::check(&grid, blank_lines)?;
        Ok(Board { grid })
    }

    fn check(grid: &Grid<Tile>, first_line: usize) -> Result<(), BoardError> {
        let (width, height) = (grid.width(), grid.height());
        if width > MAX_SIDE || height > MAX_SIDE || width == 0 || height == 0 {
            return Err(BoardError::TooBig { width, height });
        }
        let mut first_empty_column = None;
        for col in 0..width {
            let column: Vec<Tile> = grid.column(col).copied().collect();
            let stars = column.iter().filter(|t| !t.is_empty()).count();
            if stars == 0 {
                first_empty_column.get_or_insert(col);
                continue;
            }
            if let Some(empty) = first_empty_column {
                return Err(BoardError::GapColumn { column: empty + 1 });
            }
            if let Some(row) = column[height - stars..].iter().position(|t| t.is_empty()) {
                let above = column[..height - stars + row]
                    .iter()
                    .position(|t| !t.is_empty())
                    .unwrap_or(0);
                return Err(BoardError::Floating {
                    line: first_line + above + 1,
                    column: col + 1,
                });
            }
        }
        Ok(())
    }

    /// The grid of tiles.
    pub fn grid(&self) -> &Grid<Tile> {
        &self.grid
    }

    /// Columns.
    pub fn width(&self) -> usize {
        self.grid.width()
    }

    /// Rows.
    pub fn height(&self) -> usize {
        self.grid.height()
    }

    /// The tile at `pos` (empty outside the board).
    pub fn tile(&self, pos: Pos) -> Tile {
        self.grid.get(pos).copied().unwrap_or_default()
    }

    /// Stars on the board.
    pub fn stars(&self) -> usize {
        self.grid.cells().iter().filter(|t| !t.is_empty()).count()
    }

    /// Stars of PopStar's five colours, indexed by [`Colour::index`] (see
    /// [`Board::counts_by_colour`] for boards with more colours).
    pub fn colour_counts(&self) -> [usize; 5] {
        let all = self.counts_by_colour();
        [all[0], all[1], all[2], all[3], all[4]]
    }

    /// Stars of every colour, indexed by [`Colour::index`].
    pub fn counts_by_colour(&self) -> [usize; 8] {
        let mut counts = [0; 8];
        for colour in self.grid.cells().iter().filter_map(|t| t.colour()) {
            counts[colour.index()] += 1;
        }
        counts
    }

    /// The number of colours the board's stars need: one more than the highest colour index
    /// on it (0 for an empty board).
    pub fn colours_used(&self) -> usize {
        self.grid
            .cells()
            .iter()
            .filter_map(|t| t.colour())
            .map(|c| c.index() + 1)
            .max()
            .unwrap_or(0)
    }

    /// The group that popping `pos` would remove, breadth-first from `pos` (empty for an
    /// empty cell or outside; one star for a single star).
    pub fn group_at(&self, pos: Pos, fill: &mut FloodFill) -> Vec<Pos> {
        if self.tile(pos).is_empty() {
            return Vec::new();
        }
        fill.region(&self.grid, pos).to_vec()
    }

    /// Every poppable group (two or more stars), each breadth-first from its first cell in
    /// row-major order; groups are listed in that order too.
    pub fn groups(&self) -> Vec<Vec<Pos>> {
        FloodFill::new()
            .regions(&self.grid)
            .into_iter()
            .filter(|r| r.len() >= 2 && !self.grid[r[0]].is_empty())
            .collect()
    }

    /// Every group the rules let a player pop (of at least their minimum), listed as
    /// [`Board::groups`] lists them.
    pub fn groups_for(&self, rules: &Rules) -> Vec<Vec<Pos>> {
        let mut groups = self.groups();
        groups.retain(|g| g.len() >= rules.min_group());
        groups
    }

    /// Whether the rules leave a move: a group of at least their minimum.
    pub fn has_move_for(&self, rules: &Rules) -> bool {
        if rules.min_group() <= 2 {
            self.has_move()
        } else {
            !self.groups_for(rules).is_empty()
        }
    }

    /// Whether any group of two or more is left.
    pub fn has_move(&self) -> bool {
        self.grid.iter().any(|(pos, tile)| {
            !tile.is_empty()
                && [
                    pos.step(grid_core::Dir::Right),
                    pos.step(grid_core::Dir::Down),
                ]
                .into_iter()
                .flatten()
                .any(|n| self.grid.get(n) == Some(tile))
        })
    }

    /// Pops the group under `at` under PopStar's rules: removes it, lets the stars above
    /// fall, and closes empty columns leftwards.
    pub fn pop(&mut self, at: Pos) -> Result<Pop, MoveError> {
        self.pop_for(at, &Rules::POPSTAR)
    }

    /// [`Board::pop`] under `rules`: only groups of their minimum size or more pop, and
    /// they score by the rules' scoring (the board's size is the board's own).
    pub fn pop_for(&mut self, at: Pos, rules: &Rules) -> Result<Pop, MoveError> {
        let scoring = rules.scoring();
        let colour = match self.grid.get(at) {
            None => return Err(MoveError::Outside(at)),
            Some(Tile::Empty) => return Err(MoveError::Empty(at)),
            Some(Tile::Star(colour)) => *colour,
        };
        let group = FloodFill::new().region(&self.grid, at).to_vec();
        if group.len() < 2 {
            return Err(MoveError::Single(at));
        }
        if group.len() < rules.min_group() {
            return Err(MoveError::TooSmall {
                at,
                size: group.len(),
                min: rules.min_group(),
            });
        }
        let tiles: Vec<PoppedTile> = group
            .iter()
            .enumerate()
            .map(|(i, &pos)| PoppedTile {
                pos,
                colour,
                points: scoring.tile_points(i),
            })
            .collect();
        for &pos in &group {
            self.grid[pos] = Tile::Empty;
        }
        let points = scoring.pop_points(group.len());
        let mut events = vec![Event::Popped { tiles, points }];
        let fell = self.grid.fall(|t| t.is_empty());
        if !fell.is_empty() {
            events.push(Event::Fell { moves: fell });
        }
        let shifted = self.grid.compact_columns(|t| t.is_empty());
        if !shifted.is_empty() {
            events.push(Event::ColumnsShifted { moves: shifted });
        }
        Ok(Pop {
            events,
            removed: group.len(),
            points,
        })
    }

    /// The stars left, column by column from the left and top to bottom in each column, with
    /// the bonus deduction each one shows (the i-th star in this order shows 40·i + 20).
    pub fn leftovers(&self) -> Vec<LeftTile> {
        self.leftovers_for(Scoring::PopStar)
    }

    /// [`Board::leftovers`] with the deductions `scoring` shows (none for SameGame).
    pub fn leftovers_for(&self, scoring: Scoring) -> Vec<LeftTile> {
        let mut left = Vec::new();
        for col in 0..self.width() {
            for row in 0..self.height() {
                let pos = Pos::new(row, col);
                if let Tile::Star(colour) = self.grid[pos] {
                    left.push(LeftTile {
                        pos,
                        colour,
                        deduction: scoring.tile_deduction(left.len()),
                    });
                }
            }
        }
        left
    }

    /// The rows as strings, top first.
    pub fn row_strings(&self) -> Vec<String> {
        self.grid.row_strings()
    }

    /// The colour at `pos`, if a star is there.
    pub fn colour(&self, pos: Pos) -> Option<Colour> {
        self.tile(pos).colour()
    }
}

impl TryFrom<Grid<Tile>> for Board {
    type Error = BoardError;

    fn try_from(grid: Grid<Tile>) -> Result<Self, BoardError> {
        Board::new(grid)
    }
}

impl From<Board> for Grid<Tile> {
    fn from(board: Board) -> Self {
        board.grid
    }
}

impl FromStr for Board {
    type Err = BoardError;

    fn from_str(s: &str) -> Result<Self, BoardError> {
        Board::parse(s)
    }
}

/// The text board, one line per row.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.grid.fmt(f)
    }
}
