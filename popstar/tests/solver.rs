//! The solver's lines replay on the grid engine to exactly the score it reports.

use popstar::{
    Board, Deadline, MAX_SEARCHES, Rules, Solution, Solver, Weights, WorkLimit, board_for_seed,
    scoring, solve, solve_side_by_side, team,
};
use std::time::Duration;

fn replay(board: &Board, solution: &Solution) -> (u32, usize) {
    let mut board = board.clone();
    let mut score = 0;
    for &at in &solution.moves {
        score += board.pop(at).expect("solver moves are legal").points;
    }
    assert!(!board.has_move(), "the line plays the board out");
    (score, board.stars())
}

#[test]
fn solver_lines_replay_to_the_reported_score() {
    for seed in 1..=4 {
        let board = board_for_seed(seed);
        let solution = solve(&board, &mut WorkLimit::new(20_000));
        assert_eq!(replay(&board, &solution), (solution.score, solution.left));
        assert_eq!(
            solution.final_score(),
            solution.score + scoring::bonus(solution.left)
        );
    }
}

#[test]
fn the_learned_outlook_ranks_popstar_boards_only() {
    assert!(Weights::for_rules(&Rules::POPSTAR).outlook.is_some());
    assert!(Weights::for_rules(&Rules::SAMEGAME).outlook.is_none());
    assert!(
        Weights::default().outlook.is_none(),
        "the level dealer keeps the hand-set terms"
    );
}

#[test]
fn learned_lines_repeat_and_replay_to_the_reported_score() {
    for seed in 1..=4 {
        let board = board_for_seed(seed);
        let solve = || Solver::for_rules(Rules::POPSTAR).solve(&board, &mut WorkLimit::new(20_000));
        let solution = solve();
        assert_eq!(solution, solve());
        assert_eq!(replay(&board, &solution), (solution.score, solution.left));
    }
}

#[test]
fn a_team_leads_with_the_strongest_weights_and_ranks_another_way() {
    for rules in [Rules::POPSTAR, Rules::SAMEGAME] {
        assert_eq!(team(&rules, 1), vec![Weights::for_rules(&rules)]);
        assert_eq!(team(&rules, 0), team(&rules, 1), "at least one search");
        let full = team(&rules, MAX_SEARCHES + 3);
        assert_eq!(full.len(), MAX_SEARCHES);
        assert_eq!(full[0], Weights::for_rules(&rules));
        assert_ne!(full[0], full[1]);
    }
    assert_eq!(team(&Rules::POPSTAR, 2)[1], Weights::default());
}

#[test]
fn searches_side_by_side_keep_the_better_line_and_share_the_work() {
    let members = team(&Rules::POPSTAR, 2);
    for seed in 1..=6 {
        let board = board_for_seed(seed);
        let together =
            solve_side_by_side(&board, Rules::POPSTAR, &members, &WorkLimit::new(40_000));
        assert_eq!(
            together,
            solve_side_by_side(&board, Rules::POPSTAR, &members, &WorkLimit::new(40_000)),
            "a fixed work gives the same line"
        );
        let alone: Vec<Solution> = members
            .iter()
            .map(|&w| {
                Solver::with_rules(w, Rules::POPSTAR).solve(&board, &mut WorkLimit::new(20_000))
            })
            .collect();
        let premium = members[0].clear_premium;
        let rank = |s: &Solution| s.final_score() + if s.cleared() { premium } else { 0 };
        let best = alone.iter().map(rank).max().unwrap_or_default();
        assert_eq!(rank(&together), best);
        assert!(alone.iter().any(|s| s.moves == together.moves));
        assert_eq!(together.work, alone.iter().map(|s| s.work).sum::<u64>());
        assert_eq!(replay(&board, &together), (together.score, together.left));
    }
}

#[test]
fn searches_side_by_side_stop_at_the_deadline() {
    let board = board_for_seed(3);
    let deadline = Deadline::after(Duration::from_millis(200));
    let solution = solve_side_by_side(&board, Rules::POPSTAR, &team(&Rules::POPSTAR, 2), &deadline);
    assert_eq!(replay(&board, &solution), (solution.score, solution.left));
    assert!(solution.ran_out);
}

#[test]
fn same_work_same_line_and_more_work_finds_more() {
    let board = board_for_seed(9);
    let small = solve(&board, &mut WorkLimit::new(5_000));
    assert_eq!(small, solve(&board, &mut WorkLimit::new(5_000)));
    // Not a law (wider iterations are sized differently, so lines differ), but eight times
    // the work should not lose on an ordinary board.
    let large = solve(&board, &mut WorkLimit::new(40_000));
    assert!(large.final_score() >= small.final_score());
}

/// What the solver maximises: the final score, plus the clearing premium when no star is
/// left.
fn rank(score: u32, left: usize) -> u32 {
    let premium = if left == 0 {
        Weights::default().clear_premium
    } else {
        0
    };
    score + scoring::bonus(left) + premium
}

/// The best rank by trying every line on the grid engine.
fn brute_force(board: &Board) -> u32 {
    let groups = board.groups();
    if groups.is_empty() {
        return rank(0, board.stars());
    }
    groups
        .iter()
        .map(|group| {
            let mut next = board.clone();
            let points = next.pop(group[0]).expect("listed group").points;
            points + brute_force(&next)
        })
        .max()
        .expect("at least one group")
}

#[test]
fn small_boards_are_solved_exactly() {
    let mut rng = grid_core::SeededRng::new(5);
    for _ in 0..6 {
        let board = popstar::random_board(&mut rng, 4, 4);
        let solution = solve(&board, &mut WorkLimit::new(10_000_000));
        assert_eq!(
            rank(solution.score, solution.left),
            brute_force(&board),
            "{board}"
        );
        assert_eq!(replay(&board, &solution), (solution.score, solution.left));
    }
    let stuck: Board = "RG\nGR\n".parse().unwrap();
    let none = solve(&stuck, &mut WorkLimit::new(10));
    assert!(none.moves.is_empty());
    assert_eq!((none.left, none.bonus()), (4, 1680));
}

#[test]
fn a_deadline_run_stops_on_time_with_a_full_line() {
    let board = board_for_seed(21);
    let timed = solve(&board, &mut Deadline::after(Duration::from_millis(30)));
    assert!(
        timed.ran_out,
        "30 ms is far too short to search a full board exhaustively"
    );
    assert_eq!(replay(&board, &timed), (timed.score, timed.left));
    assert!(
        timed.final_score() > 3000,
        "a 30 ms line still plays the board well"
    );
}
