//! Growing the opening book by self-play: a walk from the start follows the book's best
//! moves, deviating at random among moves nearly as good, until it reaches a position whose
//! moves are not in the book yet (a leaf); the caller scores that position's children by
//! deep searches, they join the book, and every value is backed up again by negamax. Walks
//! that deviate only among good moves grow the book where games go, deepest along the main
//! lines, instead of every line to the same depth.

use crate::book::{Book, BookValue, key};
use crate::{Board, Color};
use grid_core::SeededRng;
use std::collections::{HashMap, HashSet};

/// The positions after each move of `board`: a pass when it has no move, none at the end.
pub fn children(board: &Board) -> Vec<Board> {
    if board.is_game_over() {
        return Vec::new();
    }
    if board.must_pass() {
        return vec![board.passed()];
    }
    board.moves().filter_map(|s| board.play(s)).collect()
}

/// An opening book being grown: every position with its value for the side to move (a
/// leaf's from its search, an inner position's backed up from its children).
#[derive(Clone, Debug, Default)]
pub struct BookTree {
    values: HashMap<(u64, u64), BookValue>,
}

impl BookTree {
    /// The tree of `book`'s positions.
    pub fn new(book: &Book) -> BookTree {
        BookTree {
            values: book.positions().map(|(p, o, v)| ((p, o), v)).collect(),
        }
    }

    /// Positions in the tree.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether the tree is empty.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The value of `board` for its side to move, if it is in the tree.
    pub fn get(&self, board: &Board) -> Option<BookValue> {
        self.values.get(&key(board)).copied()
    }

    /// The tree as a book.
    pub fn book(&self) -> Book {
        Book::new(self.values.iter().filter_map(|(&(p, o), &value)| {
            Board::from_discs(p, o, Color::Black)
                .ok()
                .map(|board| (board, value))
        }))
    }

    /// The value of `child` in the tree for the mover of its parent.
    fn for_parent(&self, child: &Board) -> Option<BookValue> {
        self.get(child).map(|v| BookValue {
            score: v.score.saturating_neg(),
            depth: v.depth.saturating_add(1),
        })
    }

    /// The children of `board` in the tree, each with its value for `board`'s mover.
    fn scored_children(&self, board: &Board) -> Vec<(Board, BookValue)> {
        children(board)
            .into_iter()
            .filter_map(|child| self.for_parent(&child).map(|value| (child, value)))
            .collect()
    }

    /// Walks from the start: at each position in the tree, to one of its children in the
    /// tree at most `deviation` discs worse than the best, drawn by `rng`. Returns the
    /// first position reached whose children are not in the tree, if it has any and lies
    /// fewer than `max_plies` plies from the start (passes count as plies); `None` when the
    /// walk ends elsewhere, or the start is not in the tree.
    pub fn walk(&self, deviation: i32, max_plies: usize, rng: &mut SeededRng) -> Option<Board> {
        let mut board = Board::start();
        self.get(&board)?;
        for _ in 0..max_plies {
            let moves = self.scored_children(&board);
            if moves.is_empty() {
                return (!children(&board).is_empty()).then_some(board);
            }
            let best = moves.iter().map(|(_, v)| v.score).max()?;
            let near: Vec<&Board> = moves
                .iter()
                .filter(|(_, v)| i32::from(best) - i32::from(v.score) <= deviation.max(0))
                .map(|(child, _)| child)
                .collect();
            board = *near[rng.index(near.len())];
        }
        None
    }

    /// Adds `scored` (the children of a leaf with their searched values) and backs every
    /// inner position's value up again.
    pub fn add(&mut self, scored: impl IntoIterator<Item = (Board, BookValue)>) {
        for (board, value) in scored {
            self.values.insert(key(&board), value);
        }
        let mut done = HashSet::new();
        self.back_up(Board::start(), &mut done);
    }

    /// Sets the value of `board` and of every position below it in the tree to the best of
    /// its children's (leaves keep their own), each position once.
    fn back_up(&mut self, board: Board, done: &mut HashSet<(u64, u64)>) {
        if !done.insert(key(&board)) {
            return;
        }
        let below: Vec<Board> = children(&board)
            .into_iter()
            .filter(|child| self.get(child).is_some())
            .collect();
        for child in &below {
            self.back_up(*child, done);
        }
        if let Some(best) = below
            .iter()
            .filter_map(|child| self.for_parent(child))
            .max_by_key(|v| (v.score, v.depth))
        {
            self.values.insert(key(&board), best);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::book::tests::{after, value};

    /// The start and its children (one position up to symmetry), then f5's three replies.
    fn small_tree() -> BookTree {
        let mut tree = BookTree::new(&Book::new([
            (Board::start(), value(0)),
            (after(&["f5"]), value(-1)),
        ]));
        tree.add([
            (after(&["f5", "d6"]), value(2)),
            (after(&["f5", "f6"]), value(-3)),
            (after(&["f5", "f4"]), value(1)),
        ]);
        tree
    }

    #[test]
    fn values_are_backed_up_by_negamax() {
        let tree = small_tree();
        assert_eq!(tree.len(), 5);
        // f5's mover (White) does best with f6: the child's -3 is +3 for White.
        assert_eq!(tree.get(&after(&["f5"])).unwrap().score, 3);
        assert_eq!(tree.get(&Board::start()).unwrap().score, -3);
        assert_eq!(tree.get(&Board::start()).unwrap().depth, 12);
        let book = tree.book();
        assert_eq!(book.len(), 5);
        assert_eq!(book.moves(&after(&["f5"]))[0].0.to_string(), "f6");
    }

    #[test]
    fn walks_follow_good_moves_to_a_leaf() {
        let tree = small_tree();
        let mut rng = SeededRng::new(3);
        // Without deviation every walk ends after f6, the best reply (any first move is
        // as good: the four are one position).
        for _ in 0..10 {
            let leaf = tree.walk(0, 20, &mut rng).unwrap();
            assert_eq!(tree.get(&leaf).unwrap().score, -3);
            assert!(tree.scored_children(&leaf).is_empty());
        }
        // With a deviation of 4 discs, f4 (1 disc for White against 3) is reached too, but
        // never d6 (5 discs worse).
        let reached: HashSet<i8> = (0..60)
            .map(|_| {
                tree.get(&tree.walk(4, 20, &mut rng).unwrap())
                    .unwrap()
                    .score
            })
            .collect();
        assert_eq!(reached, HashSet::from([-3, 1]));
        assert_eq!(tree.walk(0, 2, &mut rng), None, "two plies reach no leaf");
        assert_eq!(BookTree::default().walk(0, 20, &mut rng), None);
    }

    #[test]
    fn a_grown_leaf_becomes_an_inner_position() {
        let mut tree = small_tree();
        let leaf = after(&["f5", "f6"]);
        let scored: Vec<(Board, BookValue)> = children(&leaf)
            .into_iter()
            .map(|child| (child, value(5)))
            .collect();
        tree.add(scored);
        // Every reply of f6 is worth 5 to White, its mover, so f6 is worth -5 to Black, f5
        // +5 to White, the start -5; f4 stays a leaf.
        assert_eq!(tree.get(&leaf).unwrap().score, -5);
        assert_eq!(tree.get(&after(&["f5"])).unwrap().score, 5);
        assert_eq!(tree.get(&Board::start()).unwrap().score, -5);
        assert_eq!(tree.get(&after(&["f5", "f4"])).unwrap().score, 1);
        let mut rng = SeededRng::new(5);
        let next = tree.walk(0, 20, &mut rng).unwrap();
        assert_eq!(
            tree.get(&next).unwrap().score,
            5,
            "a reply of f6 is the next leaf"
        );
    }
}
