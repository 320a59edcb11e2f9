//! "Where the points went": the review of played lines, and the parsers it reads through,
//! over random input.

use grid_core::{Pos, SeededRng};
use popstar::review::{parse_moves, review};
use popstar::{Board, Rules, WorkLimit, board_for_rules, board_for_seed, parse_digit_boards};
use proptest::prelude::*;

/// A line of random groups until none is left.
fn random_line(board: &Board, rules: &Rules, seed: u64) -> Vec<Pos> {
    let mut rng = SeededRng::new(seed);
    let mut board = board.clone();
    let mut moves = Vec::new();
    loop {
        let groups = board.groups_for(rules);
        if groups.is_empty() {
            return moves;
        }
        let at = groups[rng.index(groups.len())][0];
        board.pop_for(at, rules).expect("a listed group pops");
        moves.push(at);
    }
}

/// The final score of `moves` on `board`, bonus included once no move is left.
fn final_score(board: &Board, rules: &Rules, moves: &[Pos]) -> u32 {
    let mut board = board.clone();
    let mut score = 0;
    for &at in moves {
        score += board.pop_for(at, rules).expect("the line fits").points;
    }
    if board.has_move_for(rules) {
        score
    } else {
        score + rules.scoring().end_bonus(board.stars())
    }
}

fn check(board: &Board, rules: Rules, moves: &[Pos], work: u64) {
    let reviewed = review(board, rules, moves, 1, &WorkLimit::new(work)).expect("the line fits");
    assert_eq!(reviewed.moves.len(), moves.len());
    assert_eq!(reviewed.reached(), final_score(board, &rules, moves));
    let curve = reviewed.curve();
    assert!(
        curve.windows(2).all(|w| w[0] >= w[1]),
        "the reachable score never rises: {curve:?}"
    );
    let mut board_now = board.clone();
    for (k, step) in reviewed.moves.iter().enumerate() {
        assert_eq!(step.at, moves[k]);
        assert_eq!(curve[k] - curve[k + 1], step.drop, "move {}", k + 1);
        assert_eq!(step.better.is_some(), step.drop > 0, "move {}", k + 1);
        if let Some(better) = step.better {
            assert_ne!(better, step.at, "a better move is another move");
            assert!(board_now.clone().pop_for(better, &rules).is_ok());
        }
        board_now.pop_for(step.at, &rules).expect("the line fits");
    }
    let dropped: u32 = reviewed.moves.iter().map(|m| m.drop).sum();
    assert_eq!(reviewed.best() - reviewed.reached(), dropped);
    let again = review(board, rules, moves, 1, &WorkLimit::new(work)).expect("the line fits");
    assert_eq!(again, reviewed, "the same work gives the same review");
}

#[test]
fn popstar_reviews_add_up_and_never_rise() {
    for seed in 1..=4 {
        let board = board_for_seed(seed);
        let moves = random_line(&board, &Rules::POPSTAR, seed);
        check(&board, Rules::POPSTAR, &moves, 5_000);
    }
}

#[test]
fn samegame_reviews_add_up_and_never_rise() {
    let rules = Rules::new(8, 8, 4, 2, popstar::Scoring::SameGame).unwrap();
    for seed in 1..=3 {
        let board = board_for_rules(&mut SeededRng::new(seed), &rules);
        let moves = random_line(&board, &rules, seed);
        check(&board, rules, &moves, 3_000);
    }
}

#[test]
fn the_solvers_own_line_is_worth_what_the_solver_found() {
    let board = board_for_seed(9);
    let work = WorkLimit::new(20_000);
    let line = popstar::solve_side_by_side(
        &board,
        Rules::POPSTAR,
        &popstar::team(&Rules::POPSTAR, 1),
        &work,
    );
    let reviewed = review(&board, Rules::POPSTAR, &line.moves, 1, &work).unwrap();
    assert_eq!(reviewed.reached(), line.final_score());
    assert!(reviewed.best() >= line.final_score());
    assert!(
        reviewed
            .moves
            .iter()
            .all(|m| m.better.is_none_or(|b| b != m.at))
    );
}

#[test]
fn a_move_that_does_not_fit_is_named() {
    let board: Board = "RRG\nGBB\n".parse().unwrap();
    let err = |moves: &[Pos]| {
        review(&board, Rules::POPSTAR, moves, 1, &WorkLimit::new(100))
            .unwrap_err()
            .to_string()
    };
    assert_eq!(err(&[Pos::new(0, 2)]), "move 1 (0,2): 0,2 is a single star");
    assert_eq!(
        err(&[Pos::new(0, 0), Pos::new(0, 0)]),
        "move 2 (0,0): 0,0 is an empty cell"
    );
    assert_eq!(
        err(&[Pos::new(7, 1)]),
        "move 1 (7,1): 7,1 is outside the board"
    );
}

proptest! {
    #[test]
    fn move_lists_from_random_bytes_parse_or_name_a_move(bytes in proptest::collection::vec(any::<u8>(), 0..64)) {
        let text = String::from_utf8_lossy(&bytes);
        match parse_moves(&text) {
            Ok(moves) => prop_assert_eq!(moves.len(), text.split_whitespace().count()),
            Err(e) => {
                prop_assert!(e.number >= 1);
                prop_assert_eq!(e.to_string().lines().count(), 1);
            }
        }
    }

    #[test]
    fn boards_from_random_bytes_parse_or_give_one_line(bytes in proptest::collection::vec(any::<u8>(), 0..160)) {
        let text = String::from_utf8_lossy(&bytes);
        match Board::parse(&text) {
            Ok(board) => prop_assert!(board.width() <= popstar::MAX_SIDE),
            Err(e) => prop_assert!(e.to_string().lines().count() <= 1),
        }
        match parse_digit_boards(&text, 8) {
            Ok(boards) => prop_assert!(boards.iter().all(|b| b.height() <= popstar::MAX_SIDE)),
            Err(e) => prop_assert!(e.to_string().lines().count() <= 1),
        }
    }

    #[test]
    fn boards_of_board_letters_parse_or_give_one_line(text in "[RGBYP.\n ]{0,120}") {
        if let Err(e) = Board::parse(&text) {
            prop_assert_eq!(e.to_string().lines().count(), 1);
        }
    }
}
