//! Searches of one board run side by side: each on a thread of its own, ranking positions
//! by weights of its own; the best line wins.
//!
//! Beams that rank positions differently go different ways, and a board one of them fails
//! to clear the other often clears. On PopStar's boards of seeds 5001–5100, at 1 s a board
//! on two cores, the learned outlook and the hand-set terms side by side scored 5,666 and
//! cleared 97 %, against 5,650 and 89 % for the learned outlook alone on one. Partners that
//! rank much alike gain little: the learned outlook beside itself with another premium,
//! with a second fit or with a little noise added found much the same lines. On one core
//! the pair is worth what one search of twice the work is, so it pays only where a second
//! core would otherwise idle.

use crate::board::Board;
use crate::budget::Shared;
use crate::rules::{Rules, Scoring};
use crate::solver::{Solution, Solver, Weights};

/// The most searches a board gets side by side: one for each set of weights in [`team`].
pub const MAX_SEARCHES: usize = 2;

/// The weights of `searches` searches side by side (at least one, at most
/// [`MAX_SEARCHES`]) for boards played by `rules`: the strongest first
/// ([`Weights::for_rules`]), then the partner that finds the most lines it misses: the
/// hand-set weights beside a learned outlook, a learned outlook or other hand-set weights
/// beside hand-set ones.
pub fn team(rules: &Rules, searches: usize) -> Vec<Weights> {
    let strongest = Weights::for_rules(rules);
    let hand_set = Weights::for_scoring(rules.scoring());
    let partner = if strongest.outlook.is_some() {
        hand_set
    } else {
        match rules.scoring() {
            // Fitted on 10×10 boards only and not measured on others; whichever search
            // finds the better line, it is kept.
            Scoring::PopStar => Weights::learned(),
            // Beside the hand-set weights on 48 random 15×15 boards at 3 M positions each
            // (seeds 12001–12048): 3,163 a board against their 3,007 alone (the partner
            // alone 2,986). Another clearing premium changed no line.
            Scoring::SameGame => Weights {
                largest_colour: 0.5,
                ..hand_set
            },
        }
    };
    [strongest, partner]
        .into_iter()
        .take(searches.clamp(1, MAX_SEARCHES))
        .collect()
}

/// The best of the lines that searches with `members`' weights find for `board`, each
/// search with its share of `budget`: the first on this thread, the others on threads of
/// their own. Lines are compared as the first member's search compares them, by final
/// score plus its clearing premium. The solution's work is the sum of the searches'. With
/// no members one search uses [`Weights::for_rules`].
pub fn solve_side_by_side<B: Shared>(
    board: &Board,
    rules: Rules,
    members: &[Weights],
    budget: &B,
) -> Solution {
    let strongest = Weights::for_rules(&rules);
    let (captain, partners) = members.split_first().unwrap_or((&strongest, &[]));
    let searches = partners.len() + 1;
    let (mut best, others) = std::thread::scope(|scope| {
        let running: Vec<_> = partners
            .iter()
            .map(|&weights| {
                let mut share = budget.share(searches);
                scope.spawn(move || Solver::with_rules(weights, rules).solve(board, &mut share))
            })
            .collect();
        let own = Solver::with_rules(*captain, rules).solve(board, &mut budget.share(searches));
        let others: Vec<Solution> = running
            .into_iter()
            .map(|search| {
                search
                    .join()
                    .unwrap_or_else(|e| std::panic::resume_unwind(e))
            })
            .collect();
        (own, others)
    });
    let rank = |s: &Solution| {
        s.final_score()
            + if s.cleared() {
                captain.clear_premium
            } else {
                0
            }
    };
    for other in others {
        best.work += other.work;
        best.spent += other.spent;
        best.ran_out |= other.ran_out;
        if rank(&other) > rank(&best) {
            best = Solution {
                work: best.work,
                spent: best.spent,
                ran_out: best.ran_out,
                ..other
            };
        }
    }
    best
}
