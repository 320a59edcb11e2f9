//! Specials going off: row clearers, area bombs, colour bombs, and specials setting off
//! other specials; Classic mode has none.

use grid_core::Pos;
use match3::{Board, BoardConfig, Event, Game, Settings, Special, Status, replay};

fn p(row: usize, col: usize) -> Pos {
    Pos::new(row, col)
}

/// Row 2 becomes a three `1 1 1` when (1,2) moves down onto (2,2).
const THREE: &str = "23456\n45145\n11233\n56562\n34624\n";

fn game(settings: Settings, specials: &[(Pos, Special)]) -> Game {
    let mut board = Board::parse(THREE).expect("valid board");
    for &(pos, special) in specials {
        board.set(pos, board.cell(pos), Some(special));
    }
    let settings = Settings {
        board: BoardConfig::new(5, 5, 6).expect("valid size"),
        ..settings
    };
    Game::from_board(settings, board, 3)
}

/// Each `SpecialTriggered` of the events as (where, what, cells, points).
fn triggered(events: &[Event]) -> Vec<(Pos, Special, Vec<Pos>, u64)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::SpecialTriggered {
                pos,
                special,
                cells,
                points,
                ..
            } => Some((*pos, *special, cells.clone(), *points)),
            _ => None,
        })
        .collect()
}

/// Plays a swap and checks that the events rebuild the board.
fn play(game: &mut Game, from: Pos, to: Pos) -> Vec<Event> {
    let mut board = game.board().clone();
    let events = game.play(from, to).expect("a legal swap");
    replay(&mut board, &events);
    assert_eq!(&board, game.board());
    events
}

#[test]
fn a_row_clearer_in_a_line_clears_its_row() {
    let mut g = game(Settings::timed(), &[(p(2, 0), Special::RowClearer)]);
    let events = play(&mut g, p(1, 2), p(2, 2));
    let first = &triggered(&events)[0];
    assert_eq!(
        first,
        &(p(2, 0), Special::RowClearer, vec![p(2, 3), p(2, 4)], 100)
    );
}

#[test]
fn a_column_clearer_clears_its_column() {
    let mut g = game(Settings::timed(), &[(p(2, 1), Special::ColumnClearer)]);
    let events = play(&mut g, p(1, 2), p(2, 2));
    let first = &triggered(&events)[0];
    let column = vec![p(0, 1), p(1, 1), p(3, 1), p(4, 1)];
    assert_eq!(first, &(p(2, 1), Special::ColumnClearer, column, 200));
}

#[test]
fn specials_set_off_the_specials_they_reach() {
    let specials = [(p(2, 0), Special::RowClearer), (p(2, 4), Special::AreaBomb)];
    let mut g = game(Settings::timed(), &specials);
    let events = play(&mut g, p(1, 2), p(2, 2));
    let fired = triggered(&events);
    assert_eq!(fired[0].0, p(2, 0));
    assert_eq!(
        fired[1],
        (
            p(2, 4),
            Special::AreaBomb,
            vec![p(1, 3), p(1, 4), p(3, 3), p(3, 4)],
            200
        )
    );
}

#[test]
fn a_swapped_colour_bomb_clears_the_partner_kind_without_a_line() {
    let mut g = game(Settings::timed(), &[(p(0, 0), Special::ColourBomb)]);
    let events = play(&mut g, p(0, 0), p(0, 1));
    assert_eq!(
        events[0],
        Event::Swapped {
            from: p(0, 0),
            to: p(0, 1)
        }
    );
    let (pos, special, mut cells, points) = triggered(&events)[0].clone();
    assert_eq!((pos, special), (p(0, 1), Special::ColourBomb));
    cells.sort();
    // The bomb itself and every 3: the one it swapped with and three more.
    assert_eq!(cells, vec![p(0, 0), p(0, 1), p(2, 3), p(2, 4), p(4, 0)]);
    assert_eq!(points, 250);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::Cleared { chain: 1, .. }))
    );
}

#[test]
fn two_colour_bombs_clear_the_board() {
    let bombs = [
        (p(0, 0), Special::ColourBomb),
        (p(0, 1), Special::ColourBomb),
    ];
    let mut g = game(Settings::timed(), &bombs);
    let events = play(&mut g, p(0, 0), p(0, 1));
    assert_eq!(triggered(&events)[0].2.len(), 25);
}

#[test]
fn a_colour_bomb_caught_in_a_line_clears_its_own_kind() {
    let mut g = game(Settings::timed(), &[(p(2, 0), Special::ColourBomb)]);
    let events = play(&mut g, p(1, 2), p(2, 2));
    let (pos, special, cells, _) = triggered(&events)[0].clone();
    assert_eq!((pos, special), (p(2, 0), Special::ColourBomb));
    // The 1s not in the line: only the one at (1,2) moved into it, so none are left.
    assert!(cells.is_empty());
}

#[test]
fn classic_mode_has_no_specials() {
    let mut g = game(Settings::classic(), &[(p(0, 0), Special::ColourBomb)]);
    let events = g.play(p(0, 0), p(0, 1)).unwrap();
    assert_eq!(
        events,
        vec![Event::SwapRejected {
            from: p(0, 0),
            to: p(0, 1)
        }]
    );
}

#[test]
fn a_stuck_timed_game_reshuffles_into_a_playable_board() {
    let dead = "12345\n34512\n51234\n23451\n45123\n";
    let board = Board::parse(dead).expect("valid board");
    let settings = Settings {
        board: BoardConfig::new(5, 5, 5).expect("valid size"),
        ..Settings::timed()
    };
    let mut g = Game::from_board(settings, board.clone(), 9);
    assert_eq!(g.status(), Status::NeedsReshuffle);
    assert!(g.play(p(0, 0), p(0, 1)).is_err());
    let events = g.reshuffle().unwrap();
    assert_eq!(g.status(), Status::Playing);
    let mut replayed = board;
    replay(&mut replayed, &events);
    assert_eq!(&replayed, g.board());
    assert!(g.moves_available());
    let classic = Settings {
        board: settings.board,
        ..Settings::classic()
    };
    let over = Game::from_board(classic, Board::parse(dead).expect("valid board"), 9);
    assert_eq!(over.status(), Status::Over);
}

#[test]
fn a_reshuffle_that_cannot_succeed_ends_the_game() {
    // All one kind: no move, and every arrangement is full of lines.
    let board = Board::parse("11111\n11111\n11111\n11111\n11111\n").expect("valid board");
    let settings = Settings {
        board: BoardConfig::new(5, 5, 4).expect("valid size"),
        ..Settings::timed()
    };
    let mut g = Game::from_board(settings, board.clone(), 2);
    assert_eq!(g.status(), Status::NeedsReshuffle);
    let events = g.reshuffle().unwrap();
    assert_eq!(events, vec![Event::GameOver { score: 0 }]);
    assert_eq!(g.status(), Status::Over);
    assert_eq!(g.board(), &board);
    assert!(g.reshuffle().is_err());
}

#[test]
fn with_no_line_to_make_the_hint_is_a_colour_bomb_swap() {
    // No swap on this board makes a line.
    let stuck = "12345\n34512\n51234\n23451\n45123\n";
    let settings = |base: Settings| Settings {
        board: BoardConfig::new(5, 5, 6).expect("valid size"),
        ..base
    };
    let mut board = Board::parse(stuck).expect("valid board");
    let timed = Game::from_board(settings(Settings::timed()), board.clone(), 3);
    assert!(timed.moves().is_empty());
    assert_eq!(timed.hint(), None);
    assert!(!timed.moves_available());

    board.set(p(2, 2), board.cell(p(2, 2)), Some(Special::ColourBomb));
    let mut timed = Game::from_board(settings(Settings::timed()), board.clone(), 3);
    let hint = timed.hint().expect("the bomb can be swapped");
    assert!(hint.a == p(2, 2) || hint.b == p(2, 2), "{hint}");
    assert!(timed.moves_available());
    let events = play(&mut timed, hint.a, hint.b);
    assert!(!triggered(&events).is_empty());

    // Classic plays without specials: no bomb swap to hint.
    let classic = Game::from_board(settings(Settings::classic()), board, 3);
    assert_eq!(classic.hint(), None);
}
