//! Invariants of level turns on random shaped boards with jelly and blockers, played by
//! random possible moves: after every settled turn no line is left, every cell that holds
//! pieces has one and no other cell does, holes stay holes, jelly and blockers only wear
//! down, goal counters only move towards done, and the board events replayed on the old
//! board give the new one.

use match3::level::bots::candidate_moves;
use match3::lines::has_line;
use match3::{
    Event, Goal, Level, LevelEvent, LevelGame, LevelStatus, Limit, Terrain, Tile, replay,
};
use proptest::prelude::*;

/// A random terrain, 5–8 a side: mostly floor, some holes, jelly and blockers.
fn terrain() -> impl Strategy<Value = Terrain> {
    (5usize..=8, 5usize..=8).prop_flat_map(|(w, h)| {
        proptest::collection::vec(0u8..20, w * h).prop_map(move |picks| {
            let tiles = picks
                .into_iter()
                .map(|p| match p {
                    0 | 1 => Tile::Hole,
                    2 | 3 => Tile::Jelly(1),
                    4 => Tile::Jelly(2),
                    5 => Tile::Blocker(1),
                    6 => Tile::Blocker(2),
                    _ => Tile::Floor,
                })
                .collect();
            Terrain::from_vec(w, h, tiles).expect("one tile per cell")
        })
    })
}

fn level(terrain: Terrain, kinds: u8) -> Level {
    Level {
        name: "random".into(),
        kinds,
        limit: Limit::Moves(30),
        goals: vec![
            Goal::Score { points: 20_000 },
            Goal::Collect { kind: 1, count: 25 },
        ],
        stars: Vec::new(),
        terrain,
    }
}

/// Whether `after` is `before` worn down: holes and floor unchanged, jelly and blockers
/// the same or fewer layers or hits (a blocker ends as floor).
fn worn_down(before: &Terrain, after: &Terrain) -> bool {
    before
        .cells()
        .iter()
        .zip(after.cells())
        .all(|(&b, &a)| match (b, a) {
            (Tile::Jelly(x), Tile::Jelly(y)) | (Tile::Blocker(x), Tile::Blocker(y)) => y <= x,
            (Tile::Jelly(_) | Tile::Blocker(_), Tile::Floor) => true,
            (b, a) => a == b,
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn level_turns_keep_the_invariants(
        terrain in terrain(),
        kinds in 4u8..=6,
        seed in any::<u64>(),
        picks in proptest::collection::vec(any::<u16>(), 1..30),
    ) {
        let level = level(terrain, kinds);
        let game = LevelGame::new(&level, seed);
        prop_assume!(game.is_ok());
        let Ok(mut game) = game else { unreachable!() };
        for pick in picks {
            if game.status() != LevelStatus::Playing {
                break;
            }
            let before_terrain = game.terrain().clone();
            let before_progress = game.progress().to_vec();
            let mut board = game.board().clone();
            let events = if game.needs_reshuffle() {
                game.reshuffle().expect("a stuck level reshuffles")
            } else {
                let moves = candidate_moves(&game);
                prop_assert!(!moves.is_empty(), "a playing level has a move");
                let m = moves[usize::from(pick) % moves.len()];
                game.play(m.a, m.b).expect("a candidate move is legal")
            };
            let board_events: Vec<Event> = events
                .iter()
                .filter_map(|e| match e {
                    LevelEvent::Board(b) => Some(b.clone()),
                    _ => None,
                })
                .collect();
            replay(&mut board, &board_events);
            prop_assert_eq!(&board, game.board());
            let terrain = game.terrain();
            prop_assert!(worn_down(&before_terrain, terrain));
            for (pos, tile) in terrain.iter() {
                prop_assert_eq!(tile.holds_piece(), !game.board().cell(pos).is_empty(), "{}", pos);
            }
            prop_assert!(!has_line(game.board().cells()));
            for (old, new) in before_progress.iter().zip(game.progress()) {
                prop_assert!(new.done >= old.done && new.done <= new.needed);
                prop_assert_eq!(new.needed, old.needed);
            }
        }
    }
}
