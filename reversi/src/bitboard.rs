//! The bitboard kernels: legal moves and flips for one side, written for speed.
//!
//! Bit `i` is square `i` (`row * 8 + col`, row 0 at the top). Shifting left by 1 moves a
//! disc one column right, by 8 one row down, by 7 down-left and by 9 down-right.

/// All squares except the a and h files: discs there cannot be flanked horizontally or
/// diagonally without wrapping round the board edge.
const NOT_EDGE_FILES: u64 = 0x7E7E_7E7E_7E7E_7E7E;

/// Moves in one shift direction: opponent chains flanked by `player`, with an empty square
/// after them. `mask` is the opponent set restricted to squares where the shift cannot wrap.
#[inline(always)]
fn moves_towards_higher(player: u64, mask: u64, shift: u32) -> u64 {
    let mut flips = mask & (player << shift);
    flips |= mask & (flips << shift);
    let pairs = mask & (mask << shift);
    flips |= pairs & (flips << (2 * shift));
    flips |= pairs & (flips << (2 * shift));
    flips << shift
}

#[inline(always)]
fn moves_towards_lower(player: u64, mask: u64, shift: u32) -> u64 {
    let mut flips = mask & (player >> shift);
    flips |= mask & (flips >> shift);
    let pairs = mask & (mask >> shift);
    flips |= pairs & (flips >> (2 * shift));
    flips |= pairs & (flips >> (2 * shift));
    flips >> shift
}

/// The legal moves of `player` against `opponent` (Kogge–Stone style parallel fills in the
/// eight directions, doubling the step to cover chains of up to six discs in four steps).
#[inline]
pub fn legal_moves(player: u64, opponent: u64) -> u64 {
    let inner = opponent & NOT_EDGE_FILES;
    let moves = moves_towards_higher(player, inner, 1)
        | moves_towards_lower(player, inner, 1)
        | moves_towards_higher(player, opponent, 8)
        | moves_towards_lower(player, opponent, 8)
        | moves_towards_higher(player, inner, 7)
        | moves_towards_lower(player, inner, 7)
        | moves_towards_higher(player, inner, 9)
        | moves_towards_lower(player, inner, 9);
    moves & !(player | opponent)
}

/// Squares reachable from each square in each direction (excluding the square itself).
/// Directions 0..4 go towards higher bit indices (right, down-left, down, down-right),
/// 4..8 towards lower ones (left, up-right, up, up-left).
static RAYS: [[u64; 8]; 64] = build_rays();

const DIRECTIONS: [(i32, i32); 8] = [
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
    (0, -1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
];

const fn build_rays() -> [[u64; 8]; 64] {
    let mut rays = [[0u64; 8]; 64];
    let mut square = 0;
    while square < 64 {
        let mut dir = 0;
        while dir < 8 {
            let (dr, dc) = DIRECTIONS[dir];
            let mut row = (square / 8) as i32 + dr;
            let mut col = (square % 8) as i32 + dc;
            let mut ray = 0u64;
            while row >= 0 && row < 8 && col >= 0 && col < 8 {
                ray |= 1u64 << (row * 8 + col);
                row += dr;
                col += dc;
            }
            rays[square][dir] = ray;
            dir += 1;
        }
        square += 1;
    }
    rays
}

/// Flips along a ray that goes towards higher bits: adding one to "opponent discs or
/// anything off the ray" carries exactly through the opponent run and lands on the first
/// square of the ray that is not the opponent's.
#[inline(always)]
fn flips_towards_higher(player: u64, opponent: u64, ray: u64) -> u64 {
    let outflank = (opponent | !ray).wrapping_add(1) & ray & player;
    outflank.wrapping_sub(1) & ray & (0u64.wrapping_sub((outflank != 0) as u64))
}

/// Flips along a ray towards lower bits: the highest ray square that is not the opponent's
/// is where the run ends; it flips when that square is the player's.
#[inline(always)]
fn flips_towards_lower(player: u64, opponent: u64, ray: u64) -> u64 {
    let blockers = (ray & !opponent) | 1;
    let outflank = (0x8000_0000_0000_0000u64 >> blockers.leading_zeros()) & ray & player;
    ray & (outflank.wrapping_neg() << 1)
}

/// The opponent discs flipped when `player` plays on `square` (0 when the move flips
/// nothing, i.e. is illegal; the caller checks the square is empty).
#[inline]
pub fn flips(player: u64, opponent: u64, square: usize) -> u64 {
    let rays = &RAYS[square];
    flips_towards_higher(player, opponent, rays[0])
        | flips_towards_higher(player, opponent, rays[1])
        | flips_towards_higher(player, opponent, rays[2])
        | flips_towards_higher(player, opponent, rays[3])
        | flips_towards_lower(player, opponent, rays[4])
        | flips_towards_lower(player, opponent, rays[5])
        | flips_towards_lower(player, opponent, rays[6])
        | flips_towards_lower(player, opponent, rays[7])
}

/// The flips of a move split by direction, each run ordered by distance from `square`
/// (for animations). Directions without flips are left out.
pub fn flip_lines(player: u64, opponent: u64, square: usize) -> Vec<Vec<usize>> {
    let rays = &RAYS[square];
    let mut lines = Vec::new();
    for (dir, &ray) in rays.iter().enumerate() {
        let run = if dir < 4 {
            flips_towards_higher(player, opponent, ray)
        } else {
            flips_towards_lower(player, opponent, ray)
        };
        if run != 0 {
            let mut squares: Vec<usize> = BitIndices(run).collect();
            if dir >= 4 {
                squares.reverse();
            }
            lines.push(squares);
        }
    }
    lines
}

/// Bit indices of a bitboard, lowest first.
struct BitIndices(u64);

impl Iterator for BitIndices {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(index)
    }
}

/// Empty squares next to an opponent disc: a cheap "potential mobility" measure.
#[inline]
pub fn frontier_next_to(discs: u64, empty: u64) -> u64 {
    let horizontal = discs & NOT_EDGE_FILES;
    let around = (discs << 8)
        | (discs >> 8)
        | (horizontal << 1)
        | (horizontal >> 1)
        | (horizontal << 7)
        | (horizontal >> 7)
        | (horizontal << 9)
        | (horizontal >> 9);
    around & empty
}

/// The up to eight squares around each square: a move must touch an opponent disc, so
/// this filters out most empty squares before computing flips.
pub static NEIGHBOURS: [u64; 64] = build_neighbours();

const fn build_neighbours() -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut square = 0;
    while square < 64 {
        let mut dir = 0;
        while dir < 8 {
            let (dr, dc) = DIRECTIONS[dir];
            let row = (square / 8) as i32 + dr;
            let col = (square % 8) as i32 + dc;
            if row >= 0 && row < 8 && col >= 0 && col < 8 {
                table[square] |= 1u64 << (row * 8 + col);
            }
            dir += 1;
        }
        square += 1;
    }
    table
}

/// Flips on one line of 8 when every square but `x` is filled: `LINE_FLIPS[x][p]` for the
/// player's discs `p` (the rest are the opponent's, or off the board at the ends of short
/// diagonals, where no flanking disc can be found either way).
static LINE_FLIPS: [[u8; 256]; 8] = build_line_flips();

const fn build_line_flips() -> [[u8; 256]; 8] {
    let mut table = [[0u8; 256]; 8];
    let mut x = 0;
    while x < 8 {
        let mut pattern = 0;
        while pattern < 256 {
            let mut total = 0;
            let mut i = x as i32 - 1;
            while i >= 0 && pattern & (1 << i) == 0 {
                i -= 1;
            }
            if i >= 0 {
                total += x as i32 - 1 - i;
            }
            let mut j = x + 1;
            while j < 8 && pattern & (1 << j) == 0 {
                j += 1;
            }
            if j < 8 {
                total += (j - x - 1) as i32;
            }
            table[x][pattern] = total as u8;
            pattern += 1;
        }
        x += 1;
    }
    table
}

/// How many discs `player` flips by playing `square` when it is the only empty square
/// (the last move of a game): four table lookups instead of a full flip computation.
#[inline]
pub fn last_flip_count(player: u64, square: usize) -> u32 {
    let (row, col) = (square / 8, square % 8);
    let row_bits = (player >> (row * 8)) & 0xFF;
    let col_bits =
        ((player >> col) & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56;
    let squash = |line: u64| (player & line).wrapping_mul(0x0101_0101_0101_0101) >> 56;
    let anti = squash(DIAGONALS[0][row + col]);
    let diag = squash(DIAGONALS[1][row + 7 - col]);
    u32::from(LINE_FLIPS[col][row_bits as usize])
        + u32::from(LINE_FLIPS[row][col_bits as usize])
        + u32::from(LINE_FLIPS[col][anti as usize])
        + u32::from(LINE_FLIPS[col][diag as usize])
}

/// Corner squares a1, h1, a8, h8.
pub const CORNERS: u64 = 0x8100_0000_0000_0081;

/// Discs of `player` that can never be flipped (a conservative lower bound): discs lying,
/// along each of the four axes, on a full line or next to an edge or a stable own disc.
pub fn stable_discs(player: u64, opponent: u64) -> u64 {
    let filled = player | opponent;
    let [full_h, full_v, full_d7, full_d9] = full_lines(filled);
    const LEFT_RIGHT: u64 = 0x8181_8181_8181_8181;
    const TOP_BOTTOM: u64 = 0xFF00_0000_0000_00FF;
    const BORDER: u64 = LEFT_RIGHT | TOP_BOTTOM;
    let mut stable = player
        & (full_h | LEFT_RIGHT)
        & (full_v | TOP_BOTTOM)
        & (full_d7 | BORDER)
        & (full_d9 | BORDER);
    if stable == 0 {
        return 0;
    }
    loop {
        let h = (stable << 1) & !0x0101_0101_0101_0101 | (stable >> 1) & !0x8080_8080_8080_8080;
        let v = (stable << 8) | (stable >> 8);
        let d7 = (stable << 7) & !0x8080_8080_8080_8080 | (stable >> 7) & !0x0101_0101_0101_0101;
        let d9 = (stable << 9) & !0x0101_0101_0101_0101 | (stable >> 9) & !0x8080_8080_8080_8080;
        let grown = stable
            | player
                & (h | full_h | LEFT_RIGHT)
                & (v | full_v | TOP_BOTTOM)
                & (d7 | full_d7 | BORDER)
                & (d9 | full_d9 | BORDER);
        if grown == stable {
            return stable;
        }
        stable = grown;
    }
}

/// Squares on completely filled rows, columns, anti-diagonals (a square and the one 7
/// bits up) and diagonals (9 bits up), without a branch: the rows and columns fold onto
/// one square each; along a diagonal the empty squares are spread to the edges both ways
/// (Kogge–Stone fills that do not wrap around the board's sides), and what they do not
/// reach is full. The solver's stability cutoffs call this at many nodes.
#[inline]
fn full_lines(filled: u64) -> [u64; 4] {
    const NOT_A: u64 = !0x0101_0101_0101_0101;
    const NOT_H: u64 = !0x8080_8080_8080_8080;
    let mut row = filled & (filled >> 1);
    row &= row >> 2;
    row &= row >> 4;
    let mut column = filled & (filled >> 8);
    column &= column >> 16;
    column &= column >> 32;
    let empty = !filled;
    let up = |step: u32, mut allowed: u64| {
        let mut spread = empty | (empty << step) & allowed;
        allowed &= allowed << step;
        spread |= (spread << (2 * step)) & allowed;
        allowed &= allowed << (2 * step);
        spread | (spread << (4 * step)) & allowed
    };
    let down = |step: u32, mut allowed: u64| {
        let mut spread = empty | (empty >> step) & allowed;
        allowed &= allowed >> step;
        spread |= (spread >> (2 * step)) & allowed;
        allowed &= allowed >> (2 * step);
        spread | (spread >> (4 * step)) & allowed
    };
    [
        (row & 0x0101_0101_0101_0101) * 0xFF,
        (column & 0xFF) * 0x0101_0101_0101_0101,
        !(up(7, NOT_H) | down(7, NOT_A)),
        !(up(9, NOT_A) | down(9, NOT_H)),
    ]
}

/// The 15 diagonals of one direction as bitboards.
static DIAGONALS: [[u64; 15]; 2] = build_diagonals();

const fn build_diagonals() -> [[u64; 15]; 2] {
    let mut diagonals = [[0u64; 15]; 2];
    let mut square = 0;
    while square < 64 {
        let row = square / 8;
        let col = square % 8;
        diagonals[0][row + col] |= 1u64 << square;
        diagonals[1][row + 7 - col] |= 1u64 << square;
        square += 1;
    }
    diagonals
}

#[cfg(test)]
mod tests {
    use super::*;

    const START_BLACK: u64 = (1 << 28) | (1 << 35);
    const START_WHITE: u64 = (1 << 27) | (1 << 36);

    #[test]
    fn start_moves() {
        // d3, c4, f5, e6
        let expected = (1 << 19) | (1 << 26) | (1 << 37) | (1 << 44);
        assert_eq!(legal_moves(START_BLACK, START_WHITE), expected);
    }

    #[test]
    fn start_flips() {
        assert_eq!(flips(START_BLACK, START_WHITE, 19), 1 << 27);
        assert_eq!(flips(START_BLACK, START_WHITE, 37), 1 << 36);
        assert_eq!(flips(START_BLACK, START_WHITE, 0), 0);
    }

    #[test]
    fn last_flip_count_matches_flips() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..20_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let square = (state >> 58) as usize;
            let player = state & !(1u64 << square);
            let opponent = !player & !(1u64 << square);
            assert_eq!(
                last_flip_count(player, square),
                flips(player, opponent, square).count_ones(),
                "{player:x} {square}"
            );
        }
    }

    #[test]
    fn full_lines_are_the_filled_rows_columns_and_diagonals() {
        let full = |filled: u64, lines: &mut dyn Iterator<Item = u64>| {
            lines
                .filter(|&line| filled & line == line)
                .fold(0, |all, line| all | line)
        };
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        for i in 0..2000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            // Mostly filled boards, so that some lines are full.
            let filled = state | state.rotate_left(i % 64) | state.rotate_right(7);
            let expected = [
                full(filled, &mut (0..8).map(|r| 0xFFu64 << (8 * r))),
                full(filled, &mut (0..8).map(|c| 0x0101_0101_0101_0101u64 << c)),
                full(filled, &mut DIAGONALS[0].iter().copied()),
                full(filled, &mut DIAGONALS[1].iter().copied()),
            ];
            assert_eq!(full_lines(filled), expected, "{filled:016x}");
        }
        assert_eq!(full_lines(u64::MAX), [u64::MAX; 4]);
        assert_eq!(full_lines(0), [0; 4]);
    }

    #[test]
    fn stable_corner_and_full_board() {
        assert_eq!(stable_discs(1, 2), 1);
        assert_eq!(stable_discs(u64::MAX, 0), u64::MAX);
        assert_eq!(stable_discs(START_BLACK, START_WHITE), 0);
    }
}
