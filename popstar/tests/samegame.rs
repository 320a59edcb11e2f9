//! SameGame under the same engine: the standard test set's boards read from its file, the
//! solver's lines replayed on the grid engine to the score it reports, and the parsers of
//! board files and game IDs never panicking on arbitrary input.

use grid_core::SeededRng;
use popstar::id::RuledId;
use popstar::{
    Board, FastBoard, Rules, Scan, Scoring, Solution, Solver, WorkLimit, board_for_rules,
    parse_digit_boards,
};
use proptest::prelude::*;

const STANDARD_SET: &str = include_str!("data/samegame-standard.txt");

fn standard_boards() -> Vec<Board> {
    parse_digit_boards(STANDARD_SET, 5).expect("the standard set reads")
}

/// Plays `solution` on `board` by the grid engine: the points and the stars left.
fn replay(board: &Board, rules: &Rules, solution: &Solution) -> (u32, usize) {
    let mut board = board.clone();
    let mut score = 0;
    for &at in &solution.moves {
        score += board
            .pop_for(at, rules)
            .expect("solver moves are legal")
            .points;
    }
    assert!(!board.has_move_for(rules), "the line plays the board out");
    (score, board.stars())
}

#[test]
fn the_standard_set_has_twenty_full_boards_of_five_colours() {
    let boards = standard_boards();
    assert_eq!(boards.len(), 20);
    for board in &boards {
        assert_eq!(
            (board.width(), board.height(), board.stars()),
            (15, 15, 225)
        );
        assert_eq!(board.colours_used(), 5);
    }
    assert_eq!(
        popstar::digit_rows(&boards[0])[0],
        "3 1 1 4 1 0 4 0 4 4 1 1 0 2 3"
    );
}

#[test]
fn solver_lines_on_standard_boards_replay_to_their_scores() {
    let boards = standard_boards();
    for board in &boards[..3] {
        let mut solver = Solver::for_rules(Rules::SAMEGAME);
        let solution = solver.solve(board, &mut WorkLimit::new(4_000));
        assert_eq!(solution.scoring, Scoring::SameGame);
        assert_eq!(
            replay(board, &Rules::SAMEGAME, &solution),
            (solution.score, solution.left)
        );
        let bonus = if solution.left == 0 { 1000 } else { 0 };
        assert_eq!(solution.final_score(), solution.score + bonus);
        assert!(solution.score > 300, "a real line, not a random one");
        let again = Solver::for_rules(Rules::SAMEGAME).solve(board, &mut WorkLimit::new(4_000));
        assert_eq!(again, solution, "the same work gives the same line");
    }
}

#[test]
fn groups_of_three_rules_are_searched_and_replayed() {
    let rules: Rules = "sg8x8c3m3".parse().expect("rules");
    for seed in 1..=3 {
        let board = board_for_rules(&mut SeededRng::new(seed), &rules);
        let solution = Solver::for_rules(rules).solve(&board, &mut WorkLimit::new(3_000));
        assert_eq!(
            replay(&board, &rules, &solution),
            (solution.score, solution.left)
        );
    }
}

proptest! {
    #[test]
    fn fast_boards_play_any_rules_like_the_grid_engine(
        seed in any::<u64>(),
        width in 5u64..=20,
        height in 5u64..=20,
        colours in 2u64..=8,
        min_group in 2u64..=3,
        picks in prop::collection::vec(any::<usize>(), 1..40),
    ) {
        let rules = Rules::new(width, height, colours, min_group, Scoring::SameGame)
            .expect("rules in range");
        let mut board = board_for_rules(&mut SeededRng::new(seed), &rules);
        let mut fast = FastBoard::with_rules(&board, &rules);
        let mut scan = Scan::default();
        for pick in picks {
            let groups = board.groups_for(&rules);
            fast.scan(&mut scan);
            prop_assert_eq!(scan.groups.len(), groups.len());
            if groups.is_empty() {
                break;
            }
            let group = &groups[pick % groups.len()];
            let at = group[pick / 3 % group.len()];
            let cell = fast.cell(at).expect("on the board");
            let points = board.pop_for(at, &rules).expect("listed group").points;
            prop_assert_eq!(fast.pop(cell), points);
            prop_assert_eq!(&fast.to_board(), &board);
        }
    }

    #[test]
    fn digit_board_files_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..600)) {
        let text = String::from_utf8_lossy(&bytes);
        match parse_digit_boards(&text, 8) {
            Ok(boards) => prop_assert!(boards.iter().all(|b| b.width() <= 20 && b.height() <= 20)),
            Err(e) => prop_assert_eq!(e.to_string().lines().count(), 1),
        }
    }

    #[test]
    fn digit_like_files_never_panic(text in "[0-9 #x\n]{0,300}") {
        if let Err(e) = parse_digit_boards(&text, 5) {
            prop_assert_eq!(e.to_string().lines().count(), 1);
        }
    }

    #[test]
    fn ids_with_rules_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..80)) {
        let text = format!("popstar:{}", String::from_utf8_lossy(&bytes));
        if let Err(e) = text.parse::<RuledId>() {
            prop_assert_eq!(e.0.lines().count(), 1);
        }
    }

    #[test]
    fn ids_with_rules_read_back(
        width in 5u64..=20,
        height in 5u64..=20,
        colours in 2u64..=8,
        min_group in 2u64..=3,
        samegame in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let scoring = if samegame { Scoring::SameGame } else { Scoring::PopStar };
        let rules = Rules::new(width, height, colours, min_group, scoring).expect("in range");
        let id = RuledId::new(rules, seed);
        prop_assert_eq!(id.to_string().parse::<RuledId>(), Ok(id));
        let text = rules.to_string();
        prop_assert_eq!(text.parse::<Rules>(), Ok(rules));
    }
}

#[test]
fn a_samegame_game_is_one_board_that_ends_the_game() {
    use popstar::{Dealer, Event, Game, Mode, Status};
    let rules: Rules = "sg6x5c3m2".parse().expect("rules");
    let id: RuledId = "popstar:sg6x5c3m2:2a".parse().expect("id");
    let mut game = Game::with_rules(id, Mode::Classic, Dealer::Random);
    assert_eq!(game.rules(), &rules);
    assert_eq!((game.board().width(), game.board().height()), (6, 5));
    assert_eq!((game.level(), game.score(), game.target()), (1, 0, 0));
    let json = serde_json::to_string(&game).expect("saves");
    assert!(json.contains("\"rules\""), "{json}");
    assert_eq!(serde_json::from_str::<Game>(&json).expect("loads"), game);
    let mut events = Vec::new();
    while game.status() == Status::Playing {
        let first = game.board().groups_for(&rules)[0][0];
        events = game.pop(first).expect("a listed group pops");
    }
    assert_eq!(game.status(), Status::Over);
    let left = game.board().stars();
    let Some(Event::BoardFinished {
        remaining, bonus, ..
    }) = events
        .iter()
        .find(|e| matches!(e, Event::BoardFinished { .. }))
    else {
        panic!("the board finishes: {events:?}");
    };
    assert_eq!(remaining.len(), left);
    assert!(remaining.iter().all(|t| t.deduction == 0));
    assert_eq!(*bonus, if left == 0 { 1000 } else { 0 });
    assert!(matches!(
        events.last(),
        Some(Event::GameOver { target: 0, .. })
    ));
    assert_eq!(game.next_level(), Err(popstar::MoveError::Finished));
}

#[test]
fn popstar_games_save_as_before_rules_existed() {
    use popstar::{Game, Mode};
    let game = Game::new(5, Mode::Classic);
    let json = serde_json::to_string(&game).expect("saves");
    assert!(!json.contains("rules"), "{json}");
    assert!(game.rules().is_popstar());
    let id: RuledId = "popstar:1:5".parse().expect("id");
    let dealer = popstar::Dealer::Guaranteed {
        work: popstar::DEFAULT_LEVEL_WORK,
    };
    assert_eq!(Game::with_rules(id, Mode::Classic, dealer), game);
}
