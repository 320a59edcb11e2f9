//! What a turn reports: one event per step, each saying exactly what changed, so a UI can
//! animate a turn (and a test can rebuild the board) without knowing the rules.

use crate::board::Board;
use crate::cell::{Cell, Special};
use crate::lines::Axis;
use grid_core::{Move, Pos};
use serde::{Deserialize, Serialize};

/// One cleared line of a cascade.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    /// The line's cells from its top or left end.
    pub cells: Vec<Pos>,
    /// The kind of its pieces.
    pub kind: u8,
    /// Its direction.
    pub axis: Axis,
    /// Lines sharing pieces (L, T, +) have the same group number within one cascade.
    pub group: usize,
    /// What the line scored: n × (n−1) × 50, times the cascade number with the chain bonus.
    pub points: u64,
}

/// A new piece dropped in from above the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Spawn {
    /// Where it comes to rest.
    pub pos: Pos,
    /// The piece.
    pub cell: Cell,
}

/// One step of a turn, in the order the UI should play them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// The pieces at `from` and `to` exchanged places (the piece from `from` is now at `to`).
    Swapped {
        /// The piece the player moved.
        from: Pos,
        /// Where it went.
        to: Pos,
    },
    /// The swap made no line: animate it and swap back. The board did not change.
    SwapRejected {
        /// The piece the player tried to move.
        from: Pos,
        /// Where it was to go.
        to: Pos,
    },
    /// The lines of cascade `chain` (1 for the swap's own lines) were cleared; their cells
    /// are now empty.
    Cleared {
        /// Cascade number, from 1.
        chain: u32,
        /// The lines, horizontal ones first.
        lines: Vec<Line>,
        /// Sum of the lines' points.
        points: u64,
    },
    /// A special went off and emptied `cells` (those not already cleared in this cascade).
    SpecialTriggered {
        /// Cascade number, from 1.
        chain: u32,
        /// Where the special was.
        pos: Pos,
        /// What it was.
        special: Special,
        /// The cells it emptied that no line or earlier special of this cascade had: its own
        /// cell first when a swap set it off, then the others in the order reached.
        cells: Vec<Pos>,
        /// 50 per emptied cell, times the cascade number with the chain bonus.
        points: u64,
    },
    /// A special piece appeared at `pos` (a cleared cell).
    SpecialCreated {
        /// Where it is.
        pos: Pos,
        /// Its kind.
        cell: Cell,
        /// What it does.
        special: Special,
    },
    /// Pieces fell into the empty cells below them (column by column, bottom-up).
    Fell {
        /// Each piece's move, to be applied in order.
        moves: Vec<Move>,
    },
    /// New pieces dropped in from above into the empty cells at the top of the columns.
    Spawned {
        /// The new pieces, column by column from the left, top-down.
        cells: Vec<Spawn>,
    },
    /// Timed mode: the settled board has no move; the game waits for
    /// [`crate::Game::reshuffle`].
    NoMoves,
    /// The pieces were rearranged: every piece at `from` moved to `to`, all at once.
    Reshuffled {
        /// The piece moves; pieces that stayed are left out.
        moves: Vec<Move>,
    },
    /// No move is left (Classic) or no reshuffle could be found: the game is over.
    GameOver {
        /// The final score.
        score: u64,
    },
}

/// Applies `events` to `board` as a UI would animate them; from the board before a turn this
/// gives the board after it.
pub fn replay(board: &mut Board, events: &[Event]) {
    for event in events {
        match event {
            Event::Swapped { from, to } => {
                board.swap(*from, *to);
            }
            Event::Cleared { lines, .. } => {
                for &pos in lines.iter().flat_map(|l| &l.cells) {
                    board.clear(pos);
                }
            }
            Event::SpecialTriggered { cells, .. } => {
                for &pos in cells {
                    board.clear(pos);
                }
            }
            Event::SpecialCreated { pos, cell, special } => board.set(*pos, *cell, Some(*special)),
            Event::Fell { moves } => moves.iter().for_each(|&m| board.move_piece(m)),
            Event::Spawned { cells } => {
                for spawn in cells {
                    board.set(spawn.pos, spawn.cell, None);
                }
            }
            Event::Reshuffled { moves } => {
                let before = board.clone();
                for m in moves {
                    board.set(m.to, before.cell(m.from), before.special(m.from));
                }
            }
            Event::SwapRejected { .. } | Event::NoMoves | Event::GameOver { .. } => {}
        }
    }
}
