//! The scoring rules: pops, end-of-board bonus and level targets.
//!
//! Totals and their per-tile breakdowns are both given so a UI can show a number over every
//! star without knowing the formulas.

/// Points for popping a group of `n` stars: 5·n².
pub const fn pop_points(n: usize) -> u32 {
    5 * (n * n) as u32
}

/// Points shown over the `i`-th star removed in a pop (from 0): 10·i + 5. The first `n` of
/// them sum to [`pop_points`]`(n)`.
pub const fn tile_points(i: usize) -> u32 {
    10 * i as u32 + 5
}

/// The end-of-board bonus with `left` stars remaining: max(0, 2000 − 20·m²).
pub const fn bonus(left: usize) -> u32 {
    let penalty = 20 * (left as u64) * (left as u64);
    if penalty >= 2000 {
        0
    } else {
        2000 - penalty as u32
    }
}

/// The bonus deduction shown over the `i`-th remaining star (from 0): 40·i + 20. The first
/// `m` sum to 20·m², the amount [`bonus`] takes off 2000.
pub const fn tile_deduction(i: usize) -> u32 {
    40 * i as u32 + 20
}

/// The cumulative score level `level` (from 1) needs: 1000 + (L−1)·2000.
pub const fn level_target(level: u32) -> u32 {
    1000 + level.saturating_sub(1).saturating_mul(2000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pops_score_five_n_squared() {
        assert_eq!(pop_points(2), 20);
        assert_eq!(pop_points(10), 500);
        for n in 1..50 {
            assert_eq!((0..n).map(tile_points).sum::<u32>(), pop_points(n));
        }
    }

    #[test]
    fn bonus_shrinks_with_leftovers() {
        assert_eq!(bonus(0), 2000);
        assert_eq!(bonus(3), 1820);
        assert_eq!(bonus(9), 380);
        assert_eq!(bonus(10), 0);
        assert_eq!(bonus(400), 0);
        for m in 0..10 {
            assert_eq!(2000 - (0..m).map(tile_deduction).sum::<u32>(), bonus(m));
        }
    }

    #[test]
    fn targets_are_cumulative() {
        assert_eq!(level_target(1), 1000);
        assert_eq!(level_target(2), 3000);
        assert_eq!(level_target(5), 9000);
    }
}
