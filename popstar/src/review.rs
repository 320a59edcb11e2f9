//! "Where the points went": for each position of a finished line, the most points that were
//! still reachable from it, and what each move gave away.
//!
//! The value of the position before move k is `value(k) = max(solver(k), points_k +
//! value(k + 1))`, computed backwards from the end, so the points reachable in all
//! (the score so far plus the value) never rise by playing on: a move either keeps them or
//! drops some. `solver(k)` is the solver's final score from that position with a fixed
//! [`WorkLimit`](crate::WorkLimit)-like budget, so the review is deterministic. Where a
//! solver line from an earlier position follows the player's moves for a while, its points
//! count for the positions it passes through too; so a drop is only ever charged to the
//! move where the better line leaves the player's, and that line's move there is the
//! better move.

use crate::board::{Board, MoveError};
use crate::budget::Shared;
use crate::rules::Rules;
use crate::team::{solve_side_by_side, team};
use grid_core::Pos;

/// Solver work per position of a review in the window and by default on the command line:
/// the par's work, so the reviewed start is worth what the par says or more.
pub const REVIEW_WORK: u64 = 400_000;

/// A move that does not fit the board it is played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("move {number} ({at}): {source}")]
pub struct ReviewError {
    /// Which move, from 1.
    pub number: usize,
    /// Where it was played.
    pub at: Pos,
    /// Why it does not fit.
    pub source: MoveError,
}

/// One move of a reviewed line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewedMove {
    /// Where the player popped.
    pub at: Pos,
    /// The points the pop scored.
    pub points: u32,
    /// The score before the move.
    pub before: u32,
    /// The most points still reachable from the position before the move (pops and bonus).
    pub value: u32,
    /// The points the move gave away: `value` less the move's points and the next value.
    pub drop: u32,
    /// A move that keeps `value`, when this one dropped points.
    pub better: Option<Pos>,
}

impl ReviewedMove {
    /// The final score still within reach before the move: the score so far plus `value`.
    pub fn reachable(&self) -> u32 {
        self.before + self.value
    }
}

/// A reviewed line: each move's value and drop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    /// The moves in the order played.
    pub moves: Vec<ReviewedMove>,
    /// The value of the position after the last move (its end bonus when no move is left).
    pub end: u32,
}

impl Review {
    /// The player's score from the pops.
    pub fn score(&self) -> u32 {
        self.moves.iter().map(|m| m.points).sum()
    }

    /// The final score within reach at the start of the board.
    pub fn best(&self) -> u32 {
        self.moves.first().map_or(self.end, ReviewedMove::reachable)
    }

    /// The final score the line reaches by its end (for a finished board, the player's
    /// final score; otherwise what was still reachable after the last move).
    pub fn reached(&self) -> u32 {
        self.score() + self.end
    }

    /// The smallest drop worth marking: 2 % of what was within reach at the start, at
    /// least 10 points, so that what a search of fixed work leaves uncertain is not shown as
    /// a mistake.
    pub fn threshold(&self) -> u32 {
        (self.best() / 50).max(10)
    }

    /// The moves (from 0) whose drop reaches [`Review::threshold`].
    pub fn marked(&self) -> Vec<usize> {
        let threshold = self.threshold();
        (0..self.moves.len())
            .filter(|&k| self.moves[k].drop >= threshold)
            .collect()
    }

    /// The final score within reach before each move and after the last: never rising.
    pub fn curve(&self) -> Vec<u32> {
        let mut curve: Vec<u32> = self.moves.iter().map(ReviewedMove::reachable).collect();
        curve.push(self.reached());
        curve
    }
}

/// The positions of a line: each board before its move, the move's points, and the board
/// after the last move; an error names the first move that does not fit.
pub fn replay(
    board: &Board,
    rules: &Rules,
    moves: &[Pos],
) -> Result<(Vec<Board>, Vec<u32>), ReviewError> {
    let mut boards = Vec::with_capacity(moves.len() + 1);
    let mut points = Vec::with_capacity(moves.len());
    let mut current = board.clone();
    for (index, &at) in moves.iter().enumerate() {
        boards.push(current.clone());
        let pop = current.pop_for(at, rules).map_err(|source| ReviewError {
            number: index + 1,
            at,
            source,
        })?;
        points.push(pop.points);
    }
    boards.push(current);
    Ok((boards, points))
}

/// Reviews the line `moves` played on `board` by `rules`: each position searched by
/// `searches` searches side by side (one to [`crate::MAX_SEARCHES`]) sharing a fresh copy
/// of `budget`. With a [`WorkLimit`](crate::WorkLimit) the review is the same on every
/// machine.
pub fn review<B: Shared + Clone>(
    board: &Board,
    rules: Rules,
    moves: &[Pos],
    searches: usize,
    budget: &B,
) -> Result<Review, ReviewError> {
    let (boards, points) = replay(board, &rules, moves)?;
    let members = team(&rules, searches);
    let lines: Vec<(u32, Vec<Pos>)> = boards
        .iter()
        .map(|position| {
            let solution = solve_side_by_side(position, rules, &members, budget);
            (solution.final_score(), solution.moves)
        })
        .collect();
    Ok(combine(moves, &points, &lines))
}

/// The review of a line from each position's solver line (its final score and moves):
/// the best known continuation of every position, carried backwards.
fn combine(moves: &[Pos], points: &[u32], lines: &[(u32, Vec<Pos>)]) -> Review {
    let n = moves.len();
    // The best line known from each position, and its first move there.
    let mut known: Vec<(u32, Option<Pos>)> = lines
        .iter()
        .map(|(score, line)| (*score, line.first().copied()))
        .collect();
    // A solver line that follows the player's moves is known from each position it passes.
    for (k, (score, line)) in lines.iter().enumerate() {
        let mut left = *score;
        for (j, &at) in line.iter().enumerate() {
            let step = k + j;
            if step >= n || moves[step] != at {
                break;
            }
            left = left.saturating_sub(points[step]);
            let next = line.get(j + 1).copied();
            if left > known[step + 1].0 {
                known[step + 1] = (left, next);
            }
        }
    }
    let end = known[n].0;
    let mut value = end;
    let mut reviewed = Vec::with_capacity(n);
    for k in (0..n).rev() {
        let played = points[k] + value;
        let (found, first) = known[k];
        let (here, better) = if found > played {
            (found, first)
        } else {
            (played, None)
        };
        reviewed.push(ReviewedMove {
            at: moves[k],
            points: points[k],
            before: 0,
            value: here,
            drop: here - played,
            better,
        });
        value = here;
    }
    reviewed.reverse();
    let mut before = 0;
    for step in &mut reviewed {
        step.before = before;
        before += step.points;
    }
    Review {
        moves: reviewed,
        end,
    }
}

/// Why a move list could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("move {number} {text:?}: expected row,col")]
pub struct MovesError {
    /// Which move, from 1.
    pub number: usize,
    /// What was written.
    pub text: String,
}

/// A move list as the command line writes it: `r,c` separated by spaces, row 0 at the top.
pub fn parse_moves(text: &str) -> Result<Vec<Pos>, MovesError> {
    text.split_whitespace()
        .enumerate()
        .map(|(i, word)| {
            let bad = || MovesError {
                number: i + 1,
                text: word.to_owned(),
            };
            let (row, col) = word.split_once(',').ok_or_else(bad)?;
            let row = row.trim().parse().map_err(|_| bad())?;
            let col = col.trim().parse().map_err(|_| bad())?;
            Ok(Pos::new(row, col))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(row: usize, col: usize) -> Pos {
        Pos::new(row, col)
    }

    #[test]
    fn a_drop_is_charged_where_the_better_line_leaves_the_players() {
        // Three moves of 10 points each; the solver from the start finds 100 by playing the
        // first move and then another than the second.
        let moves = [p(0, 0), p(0, 1), p(0, 2)];
        let points = [10, 10, 10];
        let lines = vec![
            (100, vec![p(0, 0), p(5, 5), p(6, 6)]),
            (50, vec![p(1, 1)]),
            (20, vec![p(4, 4)]),
            (5, vec![]),
        ];
        let review = combine(&moves, &points, &lines);
        let drops: Vec<u32> = review.moves.iter().map(|m| m.drop).collect();
        assert_eq!(drops, [0, 90 - 10 - 20, 20 - 10 - 5]);
        assert_eq!(review.moves[1].better, Some(p(5, 5)));
        assert_eq!(review.moves[2].better, Some(p(4, 4)));
        assert_eq!(review.moves[0].better, None);
        assert_eq!(review.curve(), [100, 100, 40, 35]);
        assert_eq!(review.best(), 100);
        assert_eq!(review.reached(), 35);
        assert_eq!(review.threshold(), 10);
        assert_eq!(review.marked(), [1]);
    }

    #[test]
    fn moves_parse_or_name_the_bad_one() {
        assert_eq!(parse_moves(" 9,0  8,3\n"), Ok(vec![p(9, 0), p(8, 3)]));
        assert_eq!(
            parse_moves("1,2 x").map_err(|e| e.to_string()),
            Err("move 2 \"x\": expected row,col".to_owned())
        );
        assert_eq!(parse_moves(""), Ok(vec![]));
    }
}
