//! The board: a grid of cells plus the layer of specials riding on the pieces, and the
//! checked board dimensions.

use crate::cell::{Cell, MAX_KINDS, Special};
use grid_core::{Grid, Move, ParseError, Pos};
use serde::{Deserialize, Serialize};

/// Smallest and largest board side.
pub const SIDE_RANGE: std::ops::RangeInclusive<usize> = 5..=12;
/// Smallest and largest number of piece kinds.
pub const KINDS_RANGE: std::ops::RangeInclusive<u8> = 4..=MAX_KINDS;

/// Board width, height and number of kinds, checked to lie in the allowed ranges.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawConfig")]
pub struct BoardConfig {
    width: usize,
    height: usize,
    kinds: u8,
}

/// The unchecked form [`BoardConfig`] is deserialised through, so saves are checked too.
#[derive(Deserialize)]
struct RawConfig {
    width: usize,
    height: usize,
    kinds: u8,
}

impl TryFrom<RawConfig> for BoardConfig {
    type Error = ConfigError;

    fn try_from(raw: RawConfig) -> Result<Self, ConfigError> {
        BoardConfig::new(raw.width, raw.height, raw.kinds)
    }
}

/// A board dimension outside its range.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    /// Width or height outside 5–12.
    #[error("{name} {value} is outside 5-12")]
    Side {
        /// `width` or `height`.
        name: &'static str,
        /// The rejected value.
        value: usize,
    },
    /// Number of kinds outside 4–8.
    #[error("kinds {0} is outside 4-8")]
    Kinds(u8),
}

impl BoardConfig {
    /// The checked dimensions.
    pub fn new(width: usize, height: usize, kinds: u8) -> Result<Self, ConfigError> {
        for (name, value) in [("width", width), ("height", height)] {
            if !SIDE_RANGE.contains(&value) {
                return Err(ConfigError::Side { name, value });
            }
        }
        if !KINDS_RANGE.contains(&kinds) {
            return Err(ConfigError::Kinds(kinds));
        }
        Ok(BoardConfig {
            width,
            height,
            kinds,
        })
    }

    /// Number of columns.
    pub fn width(self) -> usize {
        self.width
    }

    /// Number of rows.
    pub fn height(self) -> usize {
        self.height
    }

    /// Number of piece kinds; pieces are `1..=kinds`.
    pub fn kinds(self) -> u8 {
        self.kinds
    }
}

/// 8×8 with 7 kinds, the usual board.
impl Default for BoardConfig {
    fn default() -> Self {
        BoardConfig {
            width: 8,
            height: 8,
            kinds: 7,
        }
    }
}

/// The playing board: the cells and, for each cell, the special its piece carries.
///
/// Specials live in their own layer so that line finding compares plain kinds; every
/// change of place (swap, fall) moves both layers together. Saved, the layer is the list of
/// the specials with their places (TOML arrays cannot hold the empty cells of a full grid).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "SavedBoard", into = "SavedBoard")]
pub struct Board {
    cells: Grid<Cell>,
    specials: Grid<Option<Special>>,
}

/// The saved form of a [`Board`], checked when read.
#[derive(Serialize, Deserialize)]
struct SavedBoard {
    cells: Grid<Cell>,
    #[serde(default)]
    specials: SavedSpecials,
}

/// The specials of a saved board: a list, or the full layer that saves made before the
/// list hold (read so that they still resume).
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum SavedSpecials {
    List(Vec<PlacedSpecial>),
    Layer(Grid<Option<Special>>),
}

impl Default for SavedSpecials {
    fn default() -> Self {
        SavedSpecials::List(Vec::new())
    }
}

/// One special and where it is.
#[derive(Serialize, Deserialize)]
struct PlacedSpecial {
    at: Pos,
    special: Special,
}

impl From<Board> for SavedBoard {
    fn from(board: Board) -> Self {
        let specials = board
            .specials
            .positions()
            .filter_map(|at| board.specials[at].map(|special| PlacedSpecial { at, special }))
            .collect();
        SavedBoard {
            cells: board.cells,
            specials: SavedSpecials::List(specials),
        }
    }
}

/// A saved board whose specials do not fit on it: outside the board, two on one cell, or
/// on an empty cell.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the saved board's specials do not fit its cells")]
pub struct BoardShapeError;

impl TryFrom<SavedBoard> for Board {
    type Error = BoardShapeError;

    fn try_from(saved: SavedBoard) -> Result<Self, BoardShapeError> {
        let mut board = Board::new(saved.cells);
        let placed = match saved.specials {
            SavedSpecials::List(list) => list,
            SavedSpecials::Layer(layer) => {
                if (layer.width(), layer.height()) != (board.cells.width(), board.cells.height()) {
                    return Err(BoardShapeError);
                }
                layer
                    .positions()
                    .filter_map(|at| layer[at].map(|special| PlacedSpecial { at, special }))
                    .collect()
            }
        };
        for PlacedSpecial { at, special } in placed {
            let fits = board.cells.get(at).is_some_and(|c| !c.is_empty())
                && board.specials.get(at) == Some(&None);
            if !fits {
                return Err(BoardShapeError);
            }
            board.specials[at] = Some(special);
        }
        Ok(board)
    }
}

impl Board {
    /// A board of plain pieces (no specials).
    pub fn new(cells: Grid<Cell>) -> Self {
        let specials = Grid::new(cells.width(), cells.height(), None);
        Board { cells, specials }
    }

    /// Reads a text board (digits `1`–`8`, `.` for empty).
    pub fn parse(text: &str) -> Result<Self, ParseError> {
        Grid::parse(text).map(Board::new)
    }

    /// The cells (kinds only).
    pub fn cells(&self) -> &Grid<Cell> {
        &self.cells
    }

    /// The specials layer.
    pub fn specials(&self) -> &Grid<Option<Special>> {
        &self.specials
    }

    /// Number of columns.
    pub fn width(&self) -> usize {
        self.cells.width()
    }

    /// Number of rows.
    pub fn height(&self) -> usize {
        self.cells.height()
    }

    /// The cell at `pos` (empty outside the board).
    pub fn cell(&self, pos: Pos) -> Cell {
        self.cells.get(pos).copied().unwrap_or(Cell::EMPTY)
    }

    /// The special at `pos`, if any.
    pub fn special(&self, pos: Pos) -> Option<Special> {
        self.specials.get(pos).copied().flatten()
    }

    /// Puts a piece (with its special) at `pos`; ignored outside the board.
    pub fn set(&mut self, pos: Pos, cell: Cell, special: Option<Special>) {
        self.cells.set(pos, cell);
        self.specials.set(pos, special);
    }

    /// Empties the cell at `pos`.
    pub fn clear(&mut self, pos: Pos) {
        self.set(pos, Cell::EMPTY, None);
    }

    /// Exchanges two cells with their specials; `false` if either is outside.
    pub fn swap(&mut self, a: Pos, b: Pos) -> bool {
        self.specials.swap(a, b) && self.cells.swap(a, b)
    }

    /// Applies one move of a piece into an empty cell (as [`Grid::fall`] reports them),
    /// leaving `from` empty.
    pub fn move_piece(&mut self, m: Move) {
        let cell = self.cell(m.from);
        let special = self.special(m.from);
        self.clear(m.from);
        self.set(m.to, cell, special);
    }

    /// Lets pieces fall into the empty cells below them, appending the moves to `moves`.
    pub fn fall_into(&mut self, moves: &mut Vec<Move>) {
        let first = moves.len();
        self.cells.fall_into(|c| c.is_empty(), moves);
        // A fold rather than `any`: no early exit, so it compiles to a branch-free sweep.
        let has_specials = self
            .specials
            .cells()
            .iter()
            .fold(false, |seen, s| seen | s.is_some());
        if has_specials {
            for m in &moves[first..] {
                let special = self.specials.set(m.from, None).flatten();
                self.specials.set(m.to, special);
            }
        }
    }

    /// The text board (kinds only; specials are kept by saves, not by the text form).
    pub fn to_text(&self) -> String {
        self.cells.to_text()
    }

    /// The rows as strings, top first.
    pub fn row_strings(&self) -> Vec<String> {
        self.cells.row_strings()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn config_ranges_are_checked() {
        assert!(BoardConfig::new(5, 12, 4).is_ok());
        assert_eq!(
            BoardConfig::new(4, 8, 7),
            Err(ConfigError::Side {
                name: "width",
                value: 4
            })
        );
        assert_eq!(
            BoardConfig::new(8, 13, 7).unwrap_err().to_string(),
            "height 13 is outside 5-12"
        );
        assert_eq!(BoardConfig::new(8, 8, 9), Err(ConfigError::Kinds(9)));
        let bad = r#"{"width":8,"height":8,"kinds":3}"#;
        assert!(serde_json::from_str::<BoardConfig>(bad).is_err());
    }

    #[test]
    fn saved_boards_are_checked() {
        let board = Board::parse("12\n34\n").unwrap();
        let json = serde_json::to_string(&board).unwrap();
        assert_eq!(serde_json::from_str::<Board>(&json).unwrap(), board);
        let short = json.replacen("[1,2,3,4]", "[1,2,3]", 1);
        assert_ne!(short, json);
        assert!(serde_json::from_str::<Board>(&short).is_err());
    }

    #[test]
    fn specials_are_saved_as_a_list_that_must_fit_the_cells() {
        let mut board = Board::parse("12\n3.\n").unwrap();
        board.set(
            Pos::new(1, 0),
            Cell::piece(3).unwrap(),
            Some(Special::AreaBomb),
        );
        let json = serde_json::to_string(&board).unwrap();
        assert!(
            json.contains(r#""specials":[{"at":{"row":1,"col":0},"special":"AreaBomb"}]"#),
            "{json}"
        );
        assert_eq!(serde_json::from_str::<Board>(&json).unwrap(), board);
        for (from, to) in [
            (r#""row":1,"col":0"#, r#""row":1,"col":1"#),
            (r#""row":1"#, r#""row":2"#),
        ] {
            let bad = json.replace(from, to);
            assert!(serde_json::from_str::<Board>(&bad).is_err(), "{bad}");
        }
        let twice = json.replace(
            "}]",
            r#"},{"at":{"row":1,"col":0},"special":"RowClearer"}]"#,
        );
        assert!(serde_json::from_str::<Board>(&twice).is_err(), "{twice}");

        // The full layer of older saves is still read.
        let layer = r#"{"width":2,"height":2,"cells":[null,null,"AreaBomb",null]}"#;
        let old = json.replace(&json[json.find("[{").unwrap()..json.len() - 1], layer);
        assert_eq!(serde_json::from_str::<Board>(&old).unwrap(), board, "{old}");
    }

    #[test]
    fn specials_move_with_their_pieces() {
        let mut b = Board::parse("12\n.3\n").unwrap();
        b.set(
            Pos::new(0, 1),
            Cell::piece(2).unwrap(),
            Some(Special::AreaBomb),
        );
        assert!(b.swap(Pos::new(0, 0), Pos::new(0, 1)));
        assert_eq!(b.special(Pos::new(0, 0)), Some(Special::AreaBomb));
        let mut moves = Vec::new();
        b.fall_into(&mut moves);
        assert_eq!(b.to_text(), ".1\n23\n");
        assert_eq!(b.special(Pos::new(1, 0)), Some(Special::AreaBomb));
        assert_eq!(b.special(Pos::new(0, 0)), None);
    }
}
