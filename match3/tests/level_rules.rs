//! The level rules on hand-made boards: gravity past holes and around blockers, jelly and
//! blockers hit by lines and specials, each goal, the move limit and the clock.

use grid_core::Pos;
use match3::level::{FailReason, Progress};
use match3::{Board, Cell, Event, Level, LevelEvent, LevelGame, LevelStatus, Special, Tile};

/// A level from its parts; `terrain` uses the file letters.
fn level(terrain: &str, limit: &str, goals: &str) -> Level {
    let text = format!(
        "name = \"test\"\nkinds = 5\n{limit}\ngoals = [{goals}]\nboard = \"\"\"\n{terrain}\"\"\"\n"
    );
    Level::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// The hand-made board of most tests: swapping (4,2) up into (3,2) makes the line of 1s
/// (3,1)-(3,3) and nothing else. `.` marks the cells without a piece.
const BOARD: &str = "12345\n34512\n51.34\n21413\n45125\n";

fn game(terrain: &str, goals: &str) -> LevelGame {
    let level = level(terrain, "moves = 10", goals);
    let board = Board::parse(BOARD).expect("a text board");
    LevelGame::from_board(&level, board, 7).expect("the board fits the terrain")
}

fn play_line(game: &mut LevelGame) -> Vec<LevelEvent> {
    game.play(Pos::new(4, 2), Pos::new(3, 2))
        .expect("a legal swap")
}

fn first_fall(events: &[LevelEvent]) -> Vec<(Pos, Pos)> {
    events
        .iter()
        .find_map(|e| match e {
            LevelEvent::Board(Event::Fell { moves }) => {
                Some(moves.iter().map(|m| (m.from, m.to)).collect())
            }
            _ => None,
        })
        .expect("pieces fell")
}

fn first_spawns(events: &[LevelEvent]) -> Vec<Pos> {
    events
        .iter()
        .find_map(|e| match e {
            LevelEvent::Board(Event::Spawned { cells }) => {
                Some(cells.iter().map(|s| s.pos).collect())
            }
            _ => None,
        })
        .expect("pieces spawned")
}

const FAR_SCORE: &str = "{ type = \"score\", points = 1000000 }";

#[test]
fn pieces_fall_past_a_hole() {
    let mut g = game(".....\n.....\n..-..\n.....\n.....\n", FAR_SCORE);
    let events = play_line(&mut g);
    let fall = first_fall(&events);
    assert!(fall.contains(&(Pos::new(1, 2), Pos::new(3, 2))), "{fall:?}");
    assert!(fall.contains(&(Pos::new(0, 2), Pos::new(1, 2))), "{fall:?}");
    assert_eq!(
        first_spawns(&events),
        vec![Pos::new(0, 1), Pos::new(0, 2), Pos::new(0, 3)]
    );
    assert!(g.board().cell(Pos::new(2, 2)).is_empty());
    assert_eq!(g.moves_left(), Some(9));
}

#[test]
fn a_broken_blocker_is_filled_by_falling_pieces() {
    let mut g = game(
        ".....\n.....\n..b..\n.....\n.....\n",
        "{ type = \"blockers\" }",
    );
    let events = play_line(&mut g);
    let hit = LevelEvent::BlockerHit {
        chain: 1,
        pos: Pos::new(2, 2),
        left: 0,
    };
    assert!(events.contains(&hit), "{events:?}");
    let fall = first_fall(&events);
    assert!(fall.contains(&(Pos::new(1, 2), Pos::new(3, 2))));
    assert!(fall.contains(&(Pos::new(0, 2), Pos::new(2, 2))));
    assert_eq!(g.terrain()[Pos::new(2, 2)], Tile::Floor);
    assert!(!g.board().cell(Pos::new(2, 2)).is_empty());
    assert!(matches!(g.status(), LevelStatus::Passed { stars: 1 }));
    assert!(matches!(events.last(), Some(LevelEvent::Passed { .. })));
}

#[test]
fn a_standing_blocker_cuts_its_column_into_segments() {
    let mut g = game(".....\n.....\n..B..\n.....\n.....\n", FAR_SCORE);
    let before = g.board().clone();
    let events = play_line(&mut g);
    let cracked = LevelEvent::BlockerHit {
        chain: 1,
        pos: Pos::new(2, 2),
        left: 1,
    };
    assert!(events.contains(&cracked));
    assert_eq!(g.terrain()[Pos::new(2, 2)], Tile::Blocker(1));
    let fall = first_fall(&events);
    assert!(fall.iter().all(|&(from, _)| from.col != 2), "{fall:?}");
    // The segment below the blocker refills from its own top cell, (3,2).
    assert!(first_spawns(&events).contains(&Pos::new(3, 2)));
    for row in 0..2 {
        let p = Pos::new(row, 2);
        assert_eq!(g.board().cell(p), before.cell(p));
    }
}

#[test]
fn jelly_under_a_line_is_peeled_layer_by_layer() {
    let mut g = game(
        ".....\n.....\n..-..\n.jJ..\n.....\n",
        "{ type = \"jelly\" }",
    );
    assert_eq!(g.progress()[0], Progress { done: 0, needed: 3 });
    let events = play_line(&mut g);
    for (pos, left) in [(Pos::new(3, 1), 0), (Pos::new(3, 2), 1)] {
        let hit = LevelEvent::JellyHit {
            chain: 1,
            pos,
            left,
        };
        assert!(events.contains(&hit), "{hit:?} in {events:?}");
    }
    assert_eq!(g.terrain()[Pos::new(3, 2)], Tile::Jelly(1));
    assert_eq!(g.terrain()[Pos::new(3, 1)], Tile::Floor);
    assert!(g.progress()[0].done >= 2);
    let progress = events.iter().position(
        |e| matches!(e, LevelEvent::GoalProgress { goal: 0, progress } if progress.done == 2),
    );
    let fall = events
        .iter()
        .position(|e| matches!(e, LevelEvent::Board(Event::Fell { .. })));
    assert!(progress < fall, "level events come before the fall");
}

#[test]
fn a_special_clears_jelly_and_skips_holes() {
    let level = level(
        ".....\n.....\n..-..\n-...j\n.....\n",
        "moves = 10",
        "{ type = \"jelly\" }",
    );
    let mut board = Board::parse("12345\n34512\n51.34\n.1413\n45125\n").expect("a board");
    board.set(
        Pos::new(3, 1),
        Cell::piece(1).expect("a kind"),
        Some(Special::RowClearer),
    );
    let mut g = LevelGame::from_board(&level, board, 3).expect("fits");
    let events = play_line(&mut g);
    let triggered = events.iter().find_map(|e| match e {
        LevelEvent::Board(Event::SpecialTriggered { cells, .. }) => Some(cells.clone()),
        _ => None,
    });
    assert_eq!(triggered, Some(vec![Pos::new(3, 4)]));
    let hit = LevelEvent::JellyHit {
        chain: 1,
        pos: Pos::new(3, 4),
        left: 0,
    };
    assert!(events.contains(&hit));
    assert!(g.board().cell(Pos::new(3, 0)).is_empty());
    assert!(matches!(g.status(), LevelStatus::Passed { .. }));
}

#[test]
fn collected_pieces_count_towards_their_goal() {
    let mut g = game(
        ".....\n.....\n..-..\n.....\n.....\n",
        "{ type = \"collect\", kind = 1, count = 3 }",
    );
    let events = play_line(&mut g);
    let collected = LevelEvent::Collected {
        chain: 1,
        goal: 0,
        kind: 1,
        cells: vec![Pos::new(3, 1), Pos::new(3, 2), Pos::new(3, 3)],
    };
    assert!(events.contains(&collected), "{events:?}");
    assert_eq!(g.progress()[0], Progress { done: 3, needed: 3 });
    assert!(matches!(g.status(), LevelStatus::Passed { .. }));
}

#[test]
fn a_score_goal_passes_with_stars() {
    let level = level(
        ".....\n.....\n..-..\n.....\n.....\n",
        "moves = 10\nstars = [100, 300, 100000]",
        "{ type = \"score\", points = 300 }",
    );
    let board = Board::parse(BOARD).expect("a board");
    let mut g = LevelGame::from_board(&level, board, 7).expect("fits");
    let events = play_line(&mut g);
    let Some(LevelEvent::Passed {
        score,
        stars,
        moves_left,
    }) = events.last()
    else {
        panic!("passed: {events:?}");
    };
    assert!(*score >= 300);
    assert_eq!(*stars, if *score >= 100_000 { 3 } else { 2 });
    assert_eq!(*moves_left, Some(9));
    assert_eq!(
        g.play(Pos::new(0, 0), Pos::new(0, 1)),
        Err(match3::PlayError::Over)
    );
}

#[test]
fn the_last_move_without_the_goals_fails() {
    let level = level(
        ".....\n.....\n..-..\n.....\n.....\n",
        "moves = 1",
        FAR_SCORE,
    );
    let board = Board::parse(BOARD).expect("a board");
    let mut g = LevelGame::from_board(&level, board, 7).expect("fits");
    let events = play_line(&mut g);
    assert_eq!(events[1], LevelEvent::MovesLeft { moves: 0 });
    assert!(matches!(
        events.last(),
        Some(LevelEvent::Failed {
            reason: FailReason::OutOfMoves,
            ..
        })
    ));
    assert_eq!(g.status(), LevelStatus::Failed(FailReason::OutOfMoves));
}

#[test]
fn a_timed_level_counts_no_moves_and_fails_when_time_is_up() {
    let level = level(
        ".....\n.....\n..-..\n.....\n.....\n",
        "seconds = 60",
        FAR_SCORE,
    );
    let board = Board::parse(BOARD).expect("a board");
    let mut g = LevelGame::from_board(&level, board, 7).expect("fits");
    let events = play_line(&mut g);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, LevelEvent::MovesLeft { .. }))
    );
    assert_eq!(g.moves_left(), None);
    assert_eq!(g.limit(), match3::Limit::Seconds(60));
    let events = g.time_up();
    assert_eq!(g.status(), LevelStatus::Failed(FailReason::OutOfTime));
    assert!(matches!(events[..], [LevelEvent::Failed { .. }]));
    assert!(g.time_up().is_empty());
}

#[test]
fn holes_and_blockers_cannot_be_swapped_and_boards_must_fit() {
    let mut g = game(".....\n.....\n..b..\n.....\n.....\n", FAR_SCORE);
    assert_eq!(
        g.play(Pos::new(1, 2), Pos::new(2, 2)),
        Err(match3::PlayError::NoPiece(Pos::new(2, 2)))
    );
    let rejected = g.play(Pos::new(0, 0), Pos::new(0, 1)).expect("tried");
    assert!(matches!(
        rejected[..],
        [LevelEvent::Board(Event::SwapRejected { .. })]
    ));
    assert_eq!(g.moves_left(), Some(10));
    let level = level(
        ".....\n.....\n.....\n.....\n.....\n",
        "moves = 5",
        FAR_SCORE,
    );
    let board = Board::parse(BOARD).expect("a board");
    assert!(LevelGame::from_board(&level, board, 1).is_err());
}

#[test]
fn a_saved_level_resumes_identically() {
    let mut g = game(
        ".....\n.....\n..-..\n..J..\n.....\n",
        "{ type = \"jelly\" }",
    );
    play_line(&mut g);
    let json = serde_json::to_string(&g).expect("saved");
    let mut resumed: LevelGame = serde_json::from_str(&json).expect("resumed");
    assert_eq!(resumed, g);
    let m = g.hint().expect("a move");
    assert_eq!(resumed.play(m.a, m.b), g.play(m.a, m.b));
    assert_eq!(resumed, g);
}

#[test]
fn damaged_level_saves_are_refused() {
    let g = game(".....\n.....\n..-..\n.....\n.....\n", FAR_SCORE);
    let json = serde_json::to_string(&g).expect("saved");
    let no_goal = json.replace(r#"{"type":"score","points":1000000}"#, "");
    assert_ne!(no_goal, json);
    assert!(serde_json::from_str::<LevelGame>(&no_goal).is_err());
    // The terrain closes the game's fields; without it the save is no level.
    let start = json.find(r#","terrain":"#).expect("a terrain");
    let end = json.find(r#"},"goals""#).expect("the goals");
    let no_terrain = format!("{}{}", &json[..start], &json[end..]);
    assert!(
        serde_json::from_str::<LevelGame>(&no_terrain).is_err(),
        "{no_terrain}"
    );
}

#[test]
fn a_stuck_level_reshuffles_its_pieces_around_the_holes() {
    let level = level(
        ".....\n.....\n..-..\n.....\n.....\n",
        "moves = 10",
        FAR_SCORE,
    );
    let dead = Board::parse("12345\n34512\n51.34\n23451\n45123\n").expect("a board");
    let mut g = LevelGame::from_board(&level, dead.clone(), 4).expect("fits");
    assert!(g.needs_reshuffle());
    let events = g.reshuffle().expect("reshuffled");
    assert!(matches!(
        events[..],
        [LevelEvent::Board(Event::Reshuffled { .. })]
    ));
    assert!(!g.needs_reshuffle() && g.hint().is_some());
    assert!(g.board().cell(Pos::new(2, 2)).is_empty());
    let kinds = |b: &Board| {
        let mut k: Vec<u8> = b.cells().cells().iter().map(|c| c.raw()).collect();
        k.sort_unstable();
        k
    };
    assert_eq!(kinds(g.board()), kinds(&dead));
    assert_eq!(g.moves_left(), Some(10));
}
