//! Checking puzzles: the rules every puzzle keeps (a reachable position, every legal move
//! listed once, best first, one answer ahead by the margin) and the proof that every
//! listed value and the band are what the solver and the probes find.

use super::file::{Problem, Puzzle, PuzzleError, parse_puzzles};
use super::find::band;
use super::{MARGIN, MAX_EMPTIES, MIN_MOVES};
use crate::board::Board;
use crate::endgame::Solver;

/// The four centre squares (d4, e4, d5, e5): filled at the start, never emptied.
const CENTRE: u64 = 0x0000_0018_1800_0000;

/// Why no game reaches `board`, by rules every reachable position keeps: the centre is
/// filled, every disc was placed next to an earlier one (so the discs form one group
/// touching the centre), and the side to move has a move (puzzles have no passes).
pub fn unreachable(board: &Board) -> Option<&'static str> {
    let discs = board.player() | board.opponent();
    if discs & CENTRE != CENTRE {
        return Some("a centre square is empty");
    }
    let mut group = CENTRE;
    loop {
        let grown = (group | neighbours(group)) & discs;
        if grown == group {
            break;
        }
        group = grown;
    }
    if group != discs {
        return Some("a disc is cut off from the others");
    }
    if board.legal_moves() == 0 {
        return Some("the side to move has no move");
    }
    None
}

/// The squares next to any of `bits` (eight directions).
fn neighbours(bits: u64) -> u64 {
    const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
    const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    let sideways = ((bits << 1) & NOT_A) | ((bits >> 1) & NOT_H);
    let row = bits | sideways;
    sideways | (row << 8) | (row >> 8)
}

/// Checks the rules of a puzzle without solving anything.
pub fn shape(puzzle: &Puzzle) -> Result<(), Problem> {
    let board = &puzzle.board;
    if let Some(why) = unreachable(board) {
        return Err(Problem::Illegal(why));
    }
    if board.empties() > MAX_EMPTIES {
        return Err(Problem::Empties(board.empties()));
    }
    let mut listed = 0u64;
    for &(square, _) in &puzzle.values {
        if !board.is_legal(square) {
            return Err(Problem::Moves(format!("{square} is not legal")));
        }
        if listed & square.bit() != 0 {
            return Err(Problem::Moves(format!("{square} is listed twice")));
        }
        listed |= square.bit();
    }
    if let Some(missing) = board.moves().find(|s| listed & s.bit() == 0) {
        return Err(Problem::Moves(format!("{missing} is missing")));
    }
    if puzzle.values.len() < MIN_MOVES {
        return Err(Problem::FewMoves(puzzle.values.len()));
    }
    if puzzle.values.windows(2).any(|pair| pair[0].1 < pair[1].1) {
        return Err(Problem::Order);
    }
    let best = puzzle.best();
    match puzzle.values.get(1) {
        Some(&(square, value)) if value > best - MARGIN => Err(Problem::NotUnique {
            square,
            value,
            best,
        }),
        _ => Ok(()),
    }
}

/// Solves every move again and runs the band's probes; the first value (or band) that
/// differs from the file.
pub fn prove(puzzle: &Puzzle, solver: &mut Solver) -> Result<(), Problem> {
    for &(square, listed) in &puzzle.values {
        let child = puzzle.board.play(square).expect("shape checked the move");
        let exact = -solver
            .solve_near(&child, -listed)
            .expect("no stop flag is raised")
            .score;
        if exact != listed {
            return Err(Problem::Wrong {
                square,
                listed,
                exact,
            });
        }
    }
    let actual = band(&puzzle.board, puzzle.values[0].0);
    if actual != puzzle.band {
        return Err(Problem::Band {
            listed: puzzle.band,
            actual,
        });
    }
    Ok(())
}

/// Reads a puzzle file and checks every `every`-th puzzle (1: all) by [`shape`] and
/// [`prove`]; the number checked, or the first bad puzzle with its OBF line's number.
pub fn check_text(text: &str, every: usize) -> Result<usize, PuzzleError> {
    let puzzles = parse_puzzles(text)?;
    let mut solver = Solver::with_table(crate::stop::StopFlag::new(), 21);
    let mut checked = 0;
    for (line, puzzle) in puzzles.iter().step_by(every.max(1)) {
        let fail = |problem| PuzzleError {
            line: *line,
            problem,
        };
        shape(puzzle).map_err(fail)?;
        prove(puzzle, &mut solver).map_err(fail)?;
        checked += 1;
    }
    Ok(checked)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::obf::parse_obf;
    use crate::puzzles::file::{Band, HEADER};
    use crate::square::Square;

    const FFORUM_1: &str = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";

    /// FForum 1 as a puzzle, every value solved.
    fn puzzle() -> Puzzle {
        let board = parse_obf(FFORUM_1).unwrap().board;
        super::super::find::Finder::new()
            .puzzle(&board, None)
            .expect("FForum 1 has a unique answer")
    }

    #[test]
    fn a_found_puzzle_passes_and_every_kind_of_fault_names_its_line() {
        let good = puzzle();
        let file = |p: &Puzzle| format!("{HEADER}\n{good}{p}");
        assert_eq!(check_text(&file(&good), 1), Ok(2));
        let fault = |p: &Puzzle| check_text(&file(p), 1).unwrap_err();

        let mut wrong = good.clone();
        if let Some(last) = wrong.values.last_mut() {
            last.1 -= 2;
        }
        let err = fault(&wrong);
        assert_eq!(err.line, 5);
        assert!(matches!(err.problem, Problem::Wrong { .. }), "{err}");

        let mut tied = good.clone();
        tied.values[1].1 = tied.values[0].1 - 2;
        assert!(matches!(fault(&tied).problem, Problem::NotUnique { .. }));

        let mut band = good.clone();
        band.band = if good.band == Band::Deep {
            Band::Depth(1)
        } else {
            Band::Deep
        };
        assert!(matches!(fault(&band).problem, Problem::Band { .. }));

        let mut missing = good.clone();
        missing.values.pop();
        assert!(matches!(fault(&missing).problem, Problem::Moves(_)));

        let mut illegal_move = good.clone();
        illegal_move
            .values
            .push(("a1".parse::<Square>().unwrap(), -64));
        assert!(matches!(fault(&illegal_move).problem, Problem::Moves(_)));

        let mut unordered = good.clone();
        unordered.values.swap(1, 2);
        if unordered.values[1].1 != unordered.values[2].1 {
            assert_eq!(fault(&unordered).problem, Problem::Order);
        }
    }

    #[test]
    fn unreachable_positions_are_illegal() {
        let mut board = parse_obf(FFORUM_1).unwrap().board;
        assert_eq!(unreachable(&board), None);
        assert_eq!(unreachable(&Board::start()), None);
        // An empty centre.
        let d4: Square = "d4".parse().unwrap();
        let player = board.player() & !d4.bit();
        let opponent = board.opponent() & !d4.bit();
        let holed = Board::from_discs(player, opponent, board.side()).unwrap();
        assert_eq!(unreachable(&holed), Some("a centre square is empty"));
        let mut puzzle = puzzle();
        puzzle.board = holed;
        assert!(matches!(shape(&puzzle), Err(Problem::Illegal(_))));
        // A lone disc in a corner far from the rest.
        let start = Board::start();
        let lone = Board::from_discs(start.player() | 1 << 63, start.opponent(), start.side());
        assert_eq!(
            unreachable(&lone.unwrap()),
            Some("a disc is cut off from the others")
        );
        // No move for the side to move.
        board = Board::from_discs(CENTRE, 0, crate::Color::Black).unwrap();
        assert_eq!(unreachable(&board), Some("the side to move has no move"));
    }
}
