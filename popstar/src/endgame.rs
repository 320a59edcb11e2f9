//! Exact play of small positions: with few stars left the best finish (pops and bonus) is
//! found by trying every line, remembering each position's value by its hash. The beam
//! search hands positions over to it, which is where clearing the board is won or lost.

use crate::fast::{Cell, Scan, SearchBoard};
use crate::rules::Scoring;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A [`FastBoard::hash`] is already well mixed; maps keyed by it use it as is.
#[derive(Default)]
pub(crate) struct IdentityHasher(u64);

impl Hasher for IdentityHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// Hash-keyed collections of boards.
pub(crate) type BoardHash = BuildHasherDefault<IdentityHasher>;

/// The exact finish of a position: its moves, their points and the stars left.
pub(crate) struct Finish {
    pub cells: Vec<Cell>,
    pub points: u32,
    pub left: usize,
}

/// Exact values of small positions, kept for a whole solve (the beam meets the same ones
/// again in every iteration).
#[derive(Default)]
pub(crate) struct Endgame {
    values: HashMap<u64, u32, BoardHash>,
    scans: Vec<Scan>,
    premium: u32,
    scoring: Scoring,
}

impl Endgame {
    /// Forgets every value (a new board is being solved); a finished board is worth its
    /// bonus by `scoring`, and a cleared one `premium` on top.
    pub fn reset(&mut self, premium: u32, scoring: Scoring) {
        self.values.clear();
        self.premium = premium;
        self.scoring = scoring;
    }

    /// The best points-plus-bonus (plus the clearing premium) still to be had from `board`;
    /// adds the positions newly evaluated to `work`.
    pub fn value<B: SearchBoard>(&mut self, board: &B, work: &mut u64) -> u32 {
        self.value_at(board, 0, work)
    }

    fn value_at<B: SearchBoard>(&mut self, board: &B, depth: usize, work: &mut u64) -> u32 {
        let key = board.hash();
        if let Some(&v) = self.values.get(&key) {
            return v;
        }
        if self.scans.len() <= depth {
            self.scans.resize_with(depth + 1, Scan::default);
        }
        let mut scan = std::mem::take(&mut self.scans[depth]);
        board.scan(&mut scan);
        *work += 1;
        let value = if scan.groups.is_empty() {
            let left = board.stars();
            self.scoring.end_bonus(left) + if left == 0 { self.premium } else { 0 }
        } else {
            let mut best = 0;
            for index in 0..scan.groups.len() {
                let mut child = *board;
                let points = child.pop_scanned(&scan, index);
                best = best.max(points + self.value_at(&child, depth + 1, work));
            }
            best
        };
        self.scans[depth] = scan;
        self.values.insert(key, value);
        value
    }

    /// The line that reaches [`Endgame::value`] from `board`.
    pub fn finish<B: SearchBoard>(&mut self, board: &B, work: &mut u64) -> Finish {
        let mut board = *board;
        let mut finish = Finish {
            cells: Vec::new(),
            points: 0,
            left: 0,
        };
        let mut scan = Scan::default();
        loop {
            let target = self.value(&board, work);
            board.scan(&mut scan);
            let next = scan.groups.iter().find_map(|group| {
                let mut child = board;
                let points = child.pop(group.cell);
                (points + self.value(&child, work) == target).then_some((group.cell, child, points))
            });
            match next {
                Some((cell, child, points)) => {
                    finish.cells.push(cell);
                    finish.points += points;
                    board = child;
                }
                None => {
                    finish.left = board.stars();
                    return finish;
                }
            }
        }
    }
}
