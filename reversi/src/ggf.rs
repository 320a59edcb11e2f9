//! GGF game records, as NBoard and the Othello servers write them:
//! `(;GM[Othello]PB[…]PW[…]TI[15:00//02:00]TY[8]BO[8 <64 squares> *]B[F5]W[F6/-1.2/3.5];)`.
//! The start position (`BO`: `*` black, `O` white, `-` empty, then the side to move) and the
//! moves (`B[…]`, `W[…]`: a square or `PA`, optionally followed by `/eval/time`) are read;
//! `TI` (the clock, `main/increment/extension`) is kept for time management.
//! Other properties are skipped.

use crate::board::{Board, Color};
use crate::search::Clock;
use crate::square::Square;
use std::time::Duration;

/// A move of a GGF record.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GgfMove {
    /// Who played it.
    pub color: Color,
    /// The square; `None` for a pass.
    pub square: Option<Square>,
    /// Seconds the player spent on it, if recorded.
    pub seconds: Option<f64>,
}

/// A game read from GGF: its start, its moves and the position they lead to.
#[derive(Clone, Debug, PartialEq)]
pub struct GgfGame {
    /// The start position.
    pub start: Board,
    /// The moves, in order.
    pub moves: Vec<GgfMove>,
    /// The position after the moves.
    pub board: Board,
    /// The `TI` property as written, if any.
    pub clock: Option<String>,
}

/// Why a GGF record was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GgfError {
    /// No `(;` … `;)` around the properties, or a property without its `[value]`.
    #[error("not a GGF game: {0}")]
    Syntax(String),
    /// No `BO` property, or one that is not an 8×8 board with a side to move.
    #[error("bad or missing start position (BO): {0}")]
    Board(String),
    /// A move that is not a square or `PA`, or is illegal where it is played.
    #[error("move {number} ({text}) {problem}")]
    Move {
        /// Move number from 1.
        number: usize,
        /// The move as written.
        text: String,
        /// What is wrong with it.
        problem: &'static str,
    },
}

/// The properties of a record in order: (name, value).
fn properties(text: &str) -> Result<Vec<(&str, &str)>, GgfError> {
    let body = text
        .trim()
        .strip_prefix("(;")
        .and_then(|rest| rest.strip_suffix(";)"))
        .ok_or_else(|| GgfError::Syntax("expected (; … ;)".into()))?;
    let mut properties = Vec::new();
    let mut rest = body.trim_start();
    while !rest.is_empty() {
        let open = rest
            .find('[')
            .ok_or_else(|| GgfError::Syntax(format!("`{rest}` has no [value]")))?;
        let close = rest[open..]
            .find(']')
            .ok_or_else(|| GgfError::Syntax("a [value] is not closed".into()))?
            + open;
        properties.push((rest[..open].trim(), &rest[open + 1..close]));
        rest = rest[close + 1..].trim_start();
    }
    Ok(properties)
}

/// The `BO` value: `8 <64 squares> <side>`.
fn start_board(value: &str) -> Result<Board, GgfError> {
    let bad = |why: &str| GgfError::Board(why.to_string());
    let squares: String = value.split_whitespace().collect();
    let rest = squares
        .strip_prefix('8')
        .ok_or_else(|| bad("only 8×8 boards are played"))?;
    let chars: Vec<char> = rest.chars().collect();
    if chars.len() != 65 {
        return Err(bad("expected 64 squares and the side to move"));
    }
    let (mut black, mut white) = (0u64, 0u64);
    for (i, c) in chars[..64].iter().enumerate() {
        match c {
            '*' | 'X' | 'x' | '#' => black |= 1 << i,
            'O' | 'o' => white |= 1 << i,
            '-' | '.' => {}
            _ => return Err(bad(&format!("`{c}` is not a square"))),
        }
    }
    let side = match chars[64] {
        '*' | 'X' | 'x' | '#' => Color::Black,
        'O' | 'o' => Color::White,
        c => return Err(bad(&format!("`{c}` is not a side to move"))),
    };
    Board::from_discs(black, white, side).map_err(|_| bad("overlapping discs"))
}

/// Plays `square` (a pass when `None`) for `color` on `board`, passing first for the other
/// side when it has no move; `None` if illegal.
pub fn play(board: &Board, color: Color, square: Option<Square>) -> Option<Board> {
    let board = if board.side() != color && board.must_pass() {
        board.passed()
    } else {
        *board
    };
    if board.side() != color {
        return None;
    }
    match square {
        Some(square) => board.play(square),
        None => board.must_pass().then(|| board.passed()),
    }
}

/// Reads a move written as `F5`, `f5`, `PA`, optionally followed by `/eval/time`: the square
/// (`None` for a pass) and the time.
pub fn parse_move(text: &str) -> Option<(Option<Square>, Option<f64>)> {
    let mut fields = text.trim().split('/');
    let name = fields.next()?.trim().to_ascii_lowercase();
    let square = if name == "pa" || name == "pass" {
        None
    } else {
        Some(name.parse::<Square>().ok()?)
    };
    let seconds = fields.nth(1).and_then(|t| t.trim().parse::<f64>().ok());
    Some((square, seconds))
}

/// The `TI` clock as GGS writes it, `main/increment/extension` (each `[[h:]m:]s`, options
/// after a comma ignored, missing parts zero): the time for the whole game (main time and
/// extension) and the increment per move.
pub fn parse_clock(text: &str) -> Option<(Duration, Duration)> {
    let seconds = |part: &str| -> Option<f64> {
        let part = part.split(',').next().unwrap_or("").trim();
        if part.is_empty() {
            return Some(0.0);
        }
        part.split(':').try_fold(0.0, |total, field| {
            let value: f64 = field.trim().parse().ok()?;
            (value >= 0.0 && value.is_finite()).then_some(total * 60.0 + value)
        })
    };
    let mut parts = text.split('/');
    let main = seconds(parts.next()?)?;
    let increment = seconds(parts.next().unwrap_or(""))?;
    let extension = seconds(parts.next().unwrap_or(""))?;
    Some((
        Duration::from_secs_f64(main + extension),
        Duration::from_secs_f64(increment),
    ))
}

impl GgfGame {
    /// The clock of `color` after the recorded moves: the game's time less the recorded
    /// times of its moves, plus an increment per move; `None` without a readable `TI`.
    pub fn clock(&self, color: Color) -> Option<Clock> {
        let (total, increment) = parse_clock(self.clock.as_deref()?)?;
        let own = self.moves.iter().filter(|m| m.color == color);
        let spent: f64 = own.clone().filter_map(|m| m.seconds).sum();
        let earned = increment * own.count() as u32;
        Some(Clock {
            remaining: (total + earned).saturating_sub(Duration::from_secs_f64(spent.max(0.0))),
            increment,
        })
    }

    /// Reads a GGF record, replaying its moves from its start position.
    pub fn parse(text: &str) -> Result<GgfGame, GgfError> {
        let properties = properties(text)?;
        let start = properties
            .iter()
            .find(|(name, _)| *name == "BO")
            .map(|(_, value)| start_board(value))
            .unwrap_or_else(|| Err(GgfError::Board("no BO property".into())))?;
        let clock = properties
            .iter()
            .find(|(name, _)| *name == "TI")
            .map(|(_, value)| value.to_string());
        let mut board = start;
        let mut moves = Vec::new();
        for (name, value) in properties {
            let color = match name {
                "B" => Color::Black,
                "W" => Color::White,
                _ => continue,
            };
            let number = moves.len() + 1;
            let problem = |problem| GgfError::Move {
                number,
                text: value.to_string(),
                problem,
            };
            let (square, seconds) =
                parse_move(value).ok_or_else(|| problem("is not a square or PA"))?;
            board = play(&board, color, square).ok_or_else(|| problem("is illegal"))?;
            moves.push(GgfMove {
                color,
                square,
                seconds,
            });
        }
        Ok(GgfGame {
            start,
            moves,
            board,
            clock,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "BO[8 ---------------------------O*------*O--------------------------- *]";

    #[test]
    fn reads_the_start_the_moves_and_the_clock() {
        let text = format!(
            "(;GM[Othello]PC[NBoard]PB[./mEdax]PW[chris]RE[?]TI[15:00]TY[8]{START}B[F5]W[f6/-1.50/2.5]B[D3];)"
        );
        let game = GgfGame::parse(&text).unwrap();
        assert_eq!(game.start, Board::start());
        assert_eq!(game.moves.len(), 3);
        assert_eq!(game.moves[1].seconds, Some(2.5));
        assert_eq!(game.clock.as_deref(), Some("15:00"));
        let expected = ["f5", "f6", "d3"]
            .iter()
            .fold(Board::start(), |b, m| b.play(m.parse().unwrap()).unwrap());
        assert_eq!(game.board, expected);
    }

    #[test]
    fn the_clock_counts_the_recorded_times_and_increments() {
        assert_eq!(
            parse_clock("15:00"),
            Some((Duration::from_secs(900), Duration::ZERO))
        );
        assert_eq!(
            parse_clock("05:00,L//02:00"),
            Some((Duration::from_secs(420), Duration::ZERO))
        );
        assert_eq!(
            parse_clock("1:00:00/10"),
            Some((Duration::from_secs(3600), Duration::from_secs(10)))
        );
        assert_eq!(parse_clock("soon"), None);
        let text = format!("(;GM[Othello]TI[10:00/5]{START}B[F5//30]W[F6//12.5]B[D3//20];)");
        let game = GgfGame::parse(&text).unwrap();
        let black = game.clock(Color::Black).unwrap();
        assert_eq!(black.remaining, Duration::from_secs(600 + 10 - 50));
        assert_eq!(black.increment, Duration::from_secs(5));
        let white = game.clock(Color::White).unwrap();
        assert_eq!(white.remaining, Duration::from_secs_f64(600.0 + 5.0 - 12.5));
        let untimed = format!("(;GM[Othello]{START}B[F5];)");
        assert_eq!(GgfGame::parse(&untimed).unwrap().clock(Color::Black), None);
    }

    #[test]
    fn bad_records_say_what_is_wrong() {
        let illegal = format!("(;GM[Othello]{START}B[F5]W[A1];)");
        assert_eq!(
            GgfGame::parse(&illegal).unwrap_err().to_string(),
            "move 2 (A1) is illegal"
        );
        let garbled = format!("(;GM[Othello]{START}B[Z9];)");
        assert_eq!(
            GgfGame::parse(&garbled).unwrap_err().to_string(),
            "move 1 (Z9) is not a square or PA"
        );
        assert!(matches!(
            GgfGame::parse("(;GM[Othello]B[F5];)"),
            Err(GgfError::Board(_))
        ));
        assert!(matches!(
            GgfGame::parse("GM[Othello]"),
            Err(GgfError::Syntax(_))
        ));
        assert!(matches!(
            GgfGame::parse("(;GM[Othello;)"),
            Err(GgfError::Syntax(_))
        ));
    }

    #[test]
    fn a_pass_is_played_when_the_record_skips_it_or_writes_it() {
        // White to move without a move: black's move follows directly, or after PA.
        let line = format!("{}{}", "*".repeat(61), "-O*");
        let skipped = format!("(;GM[Othello]BO[8 {line} O]B[F8];)");
        let written = format!("(;GM[Othello]BO[8 {line} O]W[PA]B[F8];)");
        let a = GgfGame::parse(&skipped).unwrap();
        let b = GgfGame::parse(&written).unwrap();
        assert_eq!(a.board, b.board);
        assert!(a.board.is_game_over());
    }
}
