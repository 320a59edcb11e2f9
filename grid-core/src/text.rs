//! The text board form: rows top first, one line per row, one character per cell.

use crate::grid::Grid;
use std::fmt;
use std::str::FromStr;

/// A cell type that is written as exactly one character in text boards.
pub trait TextCell: Sized {
    /// The cell written as `c`, or `None` if `c` names no cell.
    fn from_char(c: char) -> Option<Self>;
    /// The character that writes this cell.
    fn to_char(&self) -> char;
}

/// Any visible character but `#` (which starts a comment line) is its own cell; handy for
/// tests and generic tools.
impl TextCell for char {
    fn from_char(c: char) -> Option<Self> {
        (!c.is_whitespace() && !c.is_control() && c != COMMENT).then_some(c)
    }

    fn to_char(&self) -> char {
        *self
    }
}

/// What is wrong with a text board. Lines and columns are counted from 1, as an editor
/// shows them.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// No row at all (only blank lines).
    #[error("the board is empty")]
    Empty,
    /// A row whose length differs from the first row's.
    #[error("line {line}: {found} cells, but the first row has {expected}")]
    Ragged {
        /// Line of the offending row.
        line: usize,
        /// Cells in the first row.
        expected: usize,
        /// Cells in this row.
        found: usize,
    },
    /// A character that names no cell.
    #[error("line {line}, column {column}: unknown cell {ch:?}")]
    UnknownChar {
        /// Line of the character.
        line: usize,
        /// Column of the character.
        column: usize,
        /// The character itself.
        ch: char,
    },
}

/// The first character of a comment line (e.g. `# match3:c8x8k7:7`, the game's ID): no
/// cell is written with it.
pub const COMMENT: char = '#';

impl<T: TextCell> Grid<T> {
    /// Reads a text board. Blank lines and comment lines (starting with `#`) before and
    /// after the board and trailing spaces (or `\r`) on a line are ignored; a blank line
    /// inside the board is a ragged row.
    pub fn parse(text: &str) -> Result<Self, ParseError> {
        let lines: Vec<(usize, &str)> = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l.trim_end()))
            .map(|(i, l)| (i, if l.starts_with(COMMENT) { "" } else { l }))
            .collect();
        let first = lines
            .iter()
            .position(|(_, l)| !l.is_empty())
            .ok_or(ParseError::Empty)?;
        let last = lines
            .iter()
            .rposition(|(_, l)| !l.is_empty())
            .unwrap_or(first);
        let rows = &lines[first..=last];
        let width = rows[0].1.chars().count();
        let mut cells = Vec::with_capacity(width * rows.len());
        for &(line, row) in rows {
            let found = row.chars().count();
            if found != width {
                return Err(ParseError::Ragged {
                    line,
                    expected: width,
                    found,
                });
            }
            for (i, ch) in row.chars().enumerate() {
                let cell = T::from_char(ch).ok_or(ParseError::UnknownChar {
                    line,
                    column: i + 1,
                    ch,
                })?;
                cells.push(cell);
            }
        }
        Ok(Grid::from_vec(width, rows.len(), cells).expect("rows are all `width` long"))
    }

    /// The text board, one line per row, each line ending in `\n`.
    pub fn to_text(&self) -> String {
        self.to_string()
    }

    /// The rows as strings, top first (the form the JSON outputs use).
    pub fn row_strings(&self) -> Vec<String> {
        self.rows()
            .map(|row| row.iter().map(TextCell::to_char).collect())
            .collect()
    }
}

impl<T: TextCell> FromStr for Grid<T> {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, ParseError> {
        Grid::parse(s)
    }
}

impl<T: TextCell> fmt::Display for Grid<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in self.rows() {
            for cell in row {
                write!(f, "{}", cell.to_char())?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Pos;

    #[derive(Debug, PartialEq, Clone, Copy)]
    enum Bit {
        Zero,
        One,
    }

    impl TextCell for Bit {
        fn from_char(c: char) -> Option<Self> {
            match c {
                '0' => Some(Bit::Zero),
                '1' => Some(Bit::One),
                _ => None,
            }
        }
        fn to_char(&self) -> char {
            match self {
                Bit::Zero => '0',
                Bit::One => '1',
            }
        }
    }

    #[test]
    fn parses_rows_top_first() {
        let g: Grid<Bit> = "\n01\r\n10  \n\n".parse().unwrap();
        assert_eq!((g.width(), g.height()), (2, 2));
        assert_eq!(g[Pos::new(0, 1)], Bit::One);
        assert_eq!(g[Pos::new(1, 1)], Bit::Zero);
        assert_eq!(g.to_text(), "01\n10\n");
        assert_eq!(g.row_strings(), vec!["01", "10"]);
    }

    #[test]
    fn reports_empty_ragged_and_unknown() {
        assert_eq!(Grid::<Bit>::parse(" \n\n"), Err(ParseError::Empty));
        assert_eq!(
            Grid::<Bit>::parse("01\n011\n"),
            Err(ParseError::Ragged {
                line: 2,
                expected: 2,
                found: 3
            })
        );
        assert_eq!(
            Grid::<Bit>::parse("01\n\n10\n"),
            Err(ParseError::Ragged {
                line: 2,
                expected: 2,
                found: 0
            })
        );
        let err = Grid::<Bit>::parse("01\n0x\n").unwrap_err();
        assert_eq!(
            err,
            ParseError::UnknownChar {
                line: 2,
                column: 2,
                ch: 'x'
            }
        );
        assert_eq!(err.to_string(), "line 2, column 2: unknown cell 'x'");
    }

    #[test]
    fn char_cells_round_trip() {
        let text = "ab.\nc*d\n";
        let g: Grid<char> = text.parse().unwrap();
        assert_eq!(g.to_text(), text);
    }

    #[test]
    fn comment_lines_around_the_board_are_skipped() {
        let g: Grid<char> = "# match3:c8x8k7:1\nab\ncd\n# end\n".parse().unwrap();
        assert_eq!(g.to_text(), "ab\ncd\n");
        let inside: Result<Grid<char>, _> = "ab\n# no\ncd\n".parse();
        assert!(inside.is_err(), "a comment inside the board breaks it");
        assert!("a#\n".parse::<Grid<char>>().is_err(), "# is no cell");
    }
}
