//! What every legal move is worth, for the values shown on the board (key V): the
//! engine's per-move analysis on a worker thread, one depth after another, each answer
//! replacing the shallower one, until every value is exact or the depth cap is reached;
//! then nothing runs and the board rests. Moves that lead into the opening book carry the
//! book's value beside, which the board shows in place of the searched one.

use launcher_kit::worker::Job;
use reversi::book::{Book, BookValue};
use reversi::search::{Analysis, AnalysisLimit, Evaluator, MoveAnalysis, analyze};
use reversi::{Board, Square, StopFlag};

/// The deepest search before the end is in reach (plies, the move included).
const DEPTH_CAP: u32 = 10;

/// From this many empty squares, the values are carried on to the end of the game: exact.
const EXACT_EMPTIES: u32 = 20;

/// The analysis of one position, refined in the background.
pub struct MoveValues {
    board: Board,
    threads: usize,
    /// The deepest finished analysis.
    shown: Option<Analysis>,
    /// The depth of the search running (or of the last one).
    depth: u32,
    job: Option<Job<Analysis>>,
    stop: StopFlag,
    /// The moves into the embedded opening book with its values, best first.
    book: Vec<(Square, BookValue)>,
}

impl MoveValues {
    /// Starts analysing `board` on `threads` search threads.
    pub fn new(board: Board, threads: usize) -> MoveValues {
        let mut values = MoveValues {
            board,
            threads: threads.max(1),
            shown: None,
            depth: 0,
            job: None,
            stop: StopFlag::new(),
            book: Book::embedded().moves(&board),
        };
        values.deepen();
        values
    }

    /// The position analysed.
    pub fn board(&self) -> Board {
        self.board
    }

    /// The moves with their values, best first (empty until the first depth is done).
    pub fn moves(&self) -> &[MoveAnalysis] {
        self.shown.as_ref().map_or(&[], |a| &a.moves)
    }

    /// The book's value of `square`, if the move leads into the opening book.
    pub fn book_value(&self, square: Square) -> Option<BookValue> {
        self.book
            .iter()
            .find(|(s, _)| *s == square)
            .map(|(_, value)| *value)
    }

    /// Whether some move leads into the opening book.
    pub fn has_book(&self) -> bool {
        !self.book.is_empty()
    }

    /// Whether a deeper search is still running.
    pub fn refining(&self) -> bool {
        self.job.is_some()
    }

    /// The depth of the values shown (plies, the move included).
    pub fn depth(&self) -> u32 {
        self.moves().iter().map(|m| m.depth).min().unwrap_or(0)
    }

    /// Collects a finished search and starts the next depth; `true` when the values changed.
    pub fn poll(&mut self) -> bool {
        let Some(analysis) = Job::take(&mut self.job) else {
            return false;
        };
        log::debug!(
            "reversi values at depth {}: {}",
            self.depth,
            describe(&analysis.moves)
        );
        self.shown = Some(analysis);
        if !self.finished() {
            self.deepen();
        }
        true
    }

    /// Whether the values are as good as they get: all exact, or the depth cap reached.
    fn finished(&self) -> bool {
        let moves = self.moves();
        let all_exact = !moves.is_empty() && moves.iter().all(|m| m.exact);
        let empties = self.board.empties();
        all_exact || (empties > EXACT_EMPTIES && self.depth >= DEPTH_CAP) || self.depth >= empties
    }

    /// Searches one ply deeper (to the end at once from [`EXACT_EMPTIES`]).
    fn deepen(&mut self) {
        let empties = self.board.empties();
        self.depth = if empties <= EXACT_EMPTIES {
            empties
        } else {
            self.depth + 1
        };
        let (board, depth, threads, stop) =
            (self.board, self.depth, self.threads, self.stop.clone());
        self.job = Some(Job::spawn("reversi-values", move |_| {
            analyze(
                &board,
                AnalysisLimit::Depth(depth),
                Evaluator::standard(),
                threads,
                &stop,
            )
        }));
    }
}

impl Drop for MoveValues {
    /// A search for a position no longer shown stops at once.
    fn drop(&mut self) {
        self.stop.stop();
    }
}

/// The values as a log line: `c4 +2= d3 -1 …` (`=` marks exact values).
pub fn describe(moves: &[MoveAnalysis]) -> String {
    moves
        .iter()
        .map(|m| {
            let name = m.square.map_or("pass".to_string(), |s| s.to_string());
            let mark = if m.exact { "=" } else { "" };
            format!("{name} {:+}{mark}", discs(m.score))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A score in hundredths of a disc as whole discs, rounded.
pub fn discs(score: i32) -> i32 {
    let disc = reversi::search::DISC;
    (score + score.signum() * disc / 2) / disc
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    /// Polls until the values stop refining.
    fn settled(mut values: MoveValues) -> MoveValues {
        let end = Instant::now() + Duration::from_secs(120);
        while values.refining() {
            assert!(Instant::now() < end, "the values never settled");
            values.poll();
            std::thread::sleep(Duration::from_millis(5));
        }
        values
    }

    #[test]
    fn exact_values_match_the_forum_positions_move_by_move() {
        let file = include_str!("../../../reversi/tests/data/fforum-1-19.obf");
        for line in file.lines().take(6) {
            let position = reversi::obf::parse_obf(line).unwrap();
            assert!(position.board.empties() <= EXACT_EMPTIES);
            let values = settled(MoveValues::new(position.board, 1));
            assert!(values.moves().iter().all(|m| m.exact), "{line}");
            for (square, score) in &position.scores {
                let found = values
                    .moves()
                    .iter()
                    .find(|m| m.square == *square)
                    .unwrap_or_else(|| panic!("{square:?} missing: {line}"));
                assert_eq!(discs(found.score), *score, "{square:?} in {line}");
            }
        }
    }

    #[test]
    fn a_midgame_position_deepens_to_the_cap_and_stops() {
        let game = reversi::Game::from_transcript("f5d6c3d3c4f4f6f3e6e7").unwrap();
        let values = settled(MoveValues::new(game.board(), 2));
        assert_eq!(values.depth(), DEPTH_CAP);
        assert_eq!(values.moves().len(), game.board().moves().count());
        let scores: Vec<i32> = values.moves().iter().map(|m| m.score).collect();
        assert!(
            scores.windows(2).all(|w| w[0] >= w[1]),
            "best first: {scores:?}"
        );
    }

    #[test]
    fn moves_into_the_book_carry_its_values() {
        let values = MoveValues::new(Board::start(), 1);
        let book = Book::embedded().moves(&Board::start());
        assert_eq!(book.len(), 4, "every first move is in the book");
        for (square, value) in &book {
            assert_eq!(values.book_value(*square), Some(*value));
        }
        assert!(values.has_book());
        // Far from the start, no move is.
        let line = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";
        let late = reversi::obf::parse_obf(line).unwrap().board;
        let values = MoveValues::new(late, 1);
        assert!(!values.has_book());
        assert!(late.moves().all(|sq| values.book_value(sq).is_none()));
    }

    #[test]
    fn rounding_to_discs() {
        let d = reversi::search::DISC;
        assert_eq!(discs(2 * d), 2);
        assert_eq!(discs(-3 * d / 2 - 1), -2);
        assert_eq!(discs(d / 3), 0);
    }
}
