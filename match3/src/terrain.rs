//! What each cell of a level board is made of, beneath any piece: nothing (a hole), plain
//! floor, jelly (one or two layers) or a blocker (one or two hits). Classic and Timed
//! games have no terrain: every cell is plain floor.

use grid_core::{Grid, Pos, TextCell};
use serde::{Deserialize, Serialize};

/// One cell's ground.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tile {
    /// Not part of the board: never holds a piece; pieces fall past it.
    Hole,
    /// A plain cell.
    #[default]
    Floor,
    /// A cell under jelly: each clear on it peels one layer (1 or 2 left).
    Jelly(u8),
    /// A stone holding no piece: each clear next to it is one hit (1 or 2 left); broken,
    /// it becomes floor that falling pieces fill. It never falls.
    Blocker(u8),
}

impl Tile {
    /// Whether a piece can rest here (floor or jelly).
    pub const fn holds_piece(self) -> bool {
        matches!(self, Tile::Floor | Tile::Jelly(_))
    }
}

/// The text letters of level boards: `-` hole, `.` floor, `j`/`J` single/double jelly,
/// `b`/`B` blocker needing one/two hits.
impl TextCell for Tile {
    fn from_char(c: char) -> Option<Self> {
        Some(match c {
            '-' => Tile::Hole,
            '.' => Tile::Floor,
            'j' => Tile::Jelly(1),
            'J' => Tile::Jelly(2),
            'b' => Tile::Blocker(1),
            'B' => Tile::Blocker(2),
            _ => return None,
        })
    }

    fn to_char(&self) -> char {
        match self {
            Tile::Hole => '-',
            Tile::Floor => '.',
            Tile::Jelly(1) => 'j',
            Tile::Jelly(_) => 'J',
            Tile::Blocker(1) => 'b',
            Tile::Blocker(_) => 'B',
        }
    }
}

/// The ground of a whole board.
pub type Terrain = Grid<Tile>;

/// Jelly layers left on `terrain`.
pub fn jelly_layers(terrain: &Terrain) -> u32 {
    count(terrain, |t| match t {
        Tile::Jelly(n) => n,
        _ => 0,
    })
}

/// Blocker hits left on `terrain`.
pub fn blocker_hits(terrain: &Terrain) -> u32 {
    count(terrain, |t| match t {
        Tile::Blocker(n) => n,
        _ => 0,
    })
}

fn count(terrain: &Terrain, of: impl Fn(Tile) -> u8) -> u32 {
    terrain.cells().iter().map(|&t| u32::from(of(t))).sum()
}

/// A change the turn engine made to the terrain or a piece it cleared, recorded for the
/// level rules; `after` is the number of board events emitted when it happened, so level
/// events can be slotted in between them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Mark {
    /// Events emitted before this mark.
    pub after: usize,
    /// Cascade number, from 1.
    pub chain: u32,
    /// What happened.
    pub what: MarkKind,
}

/// What a [`Mark`] records.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MarkKind {
    /// A piece of `kind` was cleared at `pos`.
    Cleared { pos: Pos, kind: u8 },
    /// The jelly at `pos` lost a layer; `left` layers remain.
    Jelly { pos: Pos, left: u8 },
    /// The blocker at `pos` was hit; `left` hits remain (0: broken).
    Blocker { pos: Pos, left: u8 },
}

/// Peels the jelly under each cleared cell and hits each blocker next to one (once per
/// cascade), recording every cleared piece and every change in `marks`.
pub(crate) fn hit(
    terrain: &mut Terrain,
    cleared: &[(Pos, u8)],
    chain: u32,
    after: usize,
    marks: &mut Vec<Mark>,
) {
    let mark = |what| Mark { after, chain, what };
    for &(pos, kind) in cleared {
        marks.push(mark(MarkKind::Cleared { pos, kind }));
    }
    for &(pos, _) in cleared {
        if let Some(Tile::Jelly(n)) = terrain.get(pos).copied() {
            let left = n - 1;
            terrain[pos] = if left == 0 {
                Tile::Floor
            } else {
                Tile::Jelly(left)
            };
            marks.push(mark(MarkKind::Jelly { pos, left }));
        }
    }
    let first_blocker = marks.len();
    for &(pos, _) in cleared {
        for next in terrain.neighbors4(pos) {
            let already = marks[first_blocker..]
                .iter()
                .any(|m| matches!(m.what, MarkKind::Blocker { pos, .. } if pos == next));
            if let Tile::Blocker(n) = terrain[next]
                && !already
            {
                marks.push(mark(MarkKind::Blocker {
                    pos: next,
                    left: n - 1,
                }));
            }
        }
    }
    for m in &marks[first_blocker..] {
        if let MarkKind::Blocker { pos, left } = m.what {
            terrain[pos] = if left == 0 {
                Tile::Floor
            } else {
                Tile::Blocker(left)
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip() {
        let text = "-.jJ\nbB..\n";
        let terrain: Terrain = text.parse().unwrap();
        assert_eq!(terrain.to_text(), text);
        assert_eq!(jelly_layers(&terrain), 3);
        assert_eq!(blocker_hits(&terrain), 3);
        assert!(Tile::from_char('x').is_none());
        assert!(Tile::Jelly(2).holds_piece() && !Tile::Blocker(1).holds_piece());
    }

    #[test]
    fn a_blocker_is_hit_once_per_cascade() {
        let mut terrain: Terrain = "B..\n.j.\n".parse().unwrap();
        let cleared = [
            (Pos::new(0, 1), 3),
            (Pos::new(1, 0), 3),
            (Pos::new(1, 1), 3),
        ];
        let mut marks = Vec::new();
        hit(&mut terrain, &cleared, 1, 4, &mut marks);
        assert_eq!(terrain.to_text(), "b..\n...\n");
        let blockers = marks
            .iter()
            .filter(|m| matches!(m.what, MarkKind::Blocker { .. }))
            .count();
        assert_eq!(blockers, 1);
        assert_eq!(marks.len(), 3 + 1 + 1);
        assert!(marks.iter().all(|m| m.after == 4 && m.chain == 1));
    }
}
