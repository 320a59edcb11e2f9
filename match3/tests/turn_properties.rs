//! Invariants of every turn, on random games and random swaps: the settled board is full,
//! has no line and keeps its kinds; the score only grows, by the events' points; the events
//! replayed on the old board give the new board; rejected swaps change nothing.

use grid_core::Pos;
use match3::lines::has_line;
use match3::moves::first_move;
use match3::{BoardConfig, Event, Game, Method, Mode, Settings, Special, Status, replay};
use proptest::prelude::*;

fn settings() -> impl Strategy<Value = Settings> {
    (
        5usize..=9,
        5usize..=9,
        4u8..=7,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(w, h, kinds, repair, timed, specials, chain_bonus)| Settings {
                board: BoardConfig::new(w, h, kinds).expect("sizes in range"),
                method: if repair {
                    Method::Repair
                } else {
                    Method::Constrained
                },
                mode: if timed { Mode::Timed } else { Mode::Classic },
                specials,
                chain_bonus,
            },
        )
}

/// Points the events say were scored.
fn event_points(events: &[Event]) -> u64 {
    events
        .iter()
        .map(|e| match e {
            Event::Cleared { points, .. } | Event::SpecialTriggered { points, .. } => *points,
            _ => 0,
        })
        .sum()
}

fn check_settled(game: &Game) -> Result<(), TestCaseError> {
    let kinds = game.settings().board.kinds();
    let cells = game.board().cells();
    prop_assert!(
        cells
            .cells()
            .iter()
            .all(|c| c.kind().is_some_and(|k| (1..=kinds).contains(&k)))
    );
    prop_assert!(!has_line(cells));
    match first_move(cells) {
        Some(first) => prop_assert_eq!(game.hint(), Some(first)),
        // With no line to make, only a colour bomb swapped with a neighbour scores.
        None => {
            if let Some(hint) = game.hint() {
                let specials = game.board().specials();
                let bomb = |p: Pos| specials.get(p) == Some(&Some(Special::ColourBomb));
                prop_assert!(bomb(hint.a) || bomb(hint.b), "hint {hint:?} without a line");
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn turns_keep_the_invariants(
        settings in settings(),
        seed in any::<u64>(),
        picks in proptest::collection::vec((any::<bool>(), any::<u16>(), 0usize..4), 1..40),
    ) {
        let mut game = Game::new(settings, seed);
        check_settled(&game)?;
        prop_assert!(game.moves_available());
        for (take_move, index, dir) in picks {
            let before = game.clone();
            let (from, to) = if take_move && !game.moves().is_empty() {
                let moves = game.moves();
                let m = moves[usize::from(index) % moves.len()];
                if dir % 2 == 0 { (m.a, m.b) } else { (m.b, m.a) }
            } else {
                let (w, h) = (game.board().width(), game.board().height());
                let from = Pos::new(usize::from(index) / w % h, usize::from(index) % w);
                let to = match dir {
                    0 => Pos::new(from.row, from.col + 1),
                    1 => Pos::new(from.row + 1, from.col),
                    2 => Pos::new(from.row, from.col.wrapping_sub(1)),
                    _ => Pos::new(from.row.wrapping_sub(1), from.col),
                };
                (from, to)
            };
            match game.play(from, to) {
                Err(_) => prop_assert_eq!(&game, &before),
                Ok(events) => {
                    if events == [Event::SwapRejected { from, to }] {
                        prop_assert_eq!(&game, &before);
                        continue;
                    }
                    prop_assert_eq!(&events[0], &Event::Swapped { from, to });
                    let mut board = before.board().clone();
                    replay(&mut board, &events);
                    prop_assert_eq!(&board, game.board());
                    check_settled(&game)?;
                    prop_assert_eq!(game.score(), before.score() + event_points(&events));
                    prop_assert!(game.score() > before.score());
                    for event in &events {
                        if let Event::Cleared { chain, lines, .. } = event {
                            let factor = if settings.chain_bonus { u64::from(*chain) } else { 1 };
                            for line in lines {
                                let n = line.cells.len() as u64;
                                prop_assert!(n >= 3);
                                prop_assert_eq!(line.points, n * (n - 1) * 50 * factor);
                            }
                        }
                        if !settings.specials {
                            let special = matches!(
                                event,
                                Event::SpecialCreated { .. } | Event::SpecialTriggered { .. }
                            );
                            prop_assert!(!special);
                        }
                    }
                    match game.status() {
                        Status::Playing => prop_assert!(game.moves_available()),
                        Status::Over => {
                            prop_assert_eq!(settings.mode, Mode::Classic);
                            let last = events.last();
                            prop_assert_eq!(last, Some(&Event::GameOver { score: game.score() }));
                            break;
                        }
                        Status::NeedsReshuffle => {
                            prop_assert_eq!(events.last(), Some(&Event::NoMoves));
                            let stuck = game.board().clone();
                            let shuffled = game.reshuffle().expect("stuck games reshuffle");
                            let mut board = stuck;
                            replay(&mut board, &shuffled);
                            prop_assert_eq!(&board, game.board());
                            if game.status() == Status::Over {
                                break;
                            }
                            check_settled(&game)?;
                            prop_assert!(game.moves_available());
                        }
                    }
                }
            }
        }
    }
}
