//! Scoring built by hand from the rule: a line of n pieces scores n × (n−1) × 50, every line
//! in full even where two lines share a piece.

use grid_core::Pos;
use match3::{Board, BoardConfig, Event, Game, Settings, Special};

fn game(text: &str, settings: Settings) -> Game {
    let settings = Settings {
        board: BoardConfig::new(5, 5, 6).expect("valid size"),
        ..settings
    };
    Game::from_board(settings, Board::parse(text).expect("valid board"), 1)
}

/// The `Cleared` event of cascade `chain`.
fn cleared(events: &[Event], chain: u32) -> (Vec<(Vec<Pos>, u64)>, u64) {
    events
        .iter()
        .find_map(|e| match e {
            Event::Cleared {
                chain: c,
                lines,
                points,
            } if *c == chain => Some((
                lines.iter().map(|l| (l.cells.clone(), l.points)).collect(),
                *points,
            )),
            _ => None,
        })
        .expect("the cascade happened")
}

fn p(row: usize, col: usize) -> Pos {
    Pos::new(row, col)
}

const THREE: &str = "23456\n45145\n11233\n56562\n34624\n";
const FOUR: &str = "23456\n45145\n11213\n56562\n34624\n";
const CORNER: &str = "23456\n45145\n11233\n56162\n34124\n";
const FIVE: &str = "23456\n45145\n11211\n56562\n34624\n";

#[test]
fn a_three_scores_300() {
    let mut g = game(THREE, Settings::classic());
    let events = g.play(p(1, 2), p(2, 2)).unwrap();
    assert_eq!(
        events[0],
        Event::Swapped {
            from: p(1, 2),
            to: p(2, 2)
        }
    );
    let (lines, points) = cleared(&events, 1);
    assert_eq!(lines, vec![(vec![p(2, 0), p(2, 1), p(2, 2)], 300)]);
    assert_eq!(points, 300);
    assert!(g.score() >= 300);
}

#[test]
fn a_four_scores_600() {
    let mut g = game(FOUR, Settings::classic());
    let events = g.play(p(1, 2), p(2, 2)).unwrap();
    assert_eq!(cleared(&events, 1).1, 600);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::SpecialCreated { .. }))
    );
}

/// Every line scores in full. The tutorial's code pays a shared piece only for the line
/// its search finds first (500 here), so its totals depend on the search order; this
/// engine keeps the tutorial's (n − 1) × 50 per piece for every line instead.
#[test]
fn an_l_of_three_and_three_sharing_a_corner_scores_600() {
    let mut g = game(CORNER, Settings::classic());
    let events = g.play(p(1, 2), p(2, 2)).unwrap();
    let Some(Event::Cleared { lines, points, .. }) = events.get(1) else {
        panic!("the swap clears at once: {events:?}");
    };
    assert_eq!(*points, 600);
    assert_eq!(lines.len(), 2);
    assert!(lines.iter().all(|l| l.points == 300 && l.group == 0));
    assert!(lines.iter().all(|l| l.cells.contains(&p(2, 2))));
}

/// A T of a four and a three: 600 + 300 whichever line is found first (the tutorial's
/// code gives 800 or 750 by its search order).
#[test]
fn a_t_of_four_and_three_scores_both_lines_in_full() {
    let mut g = game("23456\n45145\n11213\n56162\n34124\n", Settings::classic());
    let events = g.play(p(1, 2), p(2, 2)).unwrap();
    let Some(Event::Cleared { lines, points, .. }) = events.get(1) else {
        panic!("the swap clears at once: {events:?}");
    };
    assert_eq!(*points, 900);
    let mut each: Vec<u64> = lines.iter().map(|l| l.points).collect();
    each.sort_unstable();
    assert_eq!(each, [300, 600]);
}

#[test]
fn a_five_scores_1000() {
    let mut g = game(FIVE, Settings::classic());
    let events = g.play(p(1, 2), p(2, 2)).unwrap();
    assert_eq!(cleared(&events, 1).1, 1000);
}

#[test]
fn the_chain_bonus_multiplies_the_kth_cascade_by_k() {
    // Clearing the vertical three in column 0 drops a 2 beside the 2 2 of row 4.
    let text = "34562\n25645\n61453\n13564\n12236\n";
    for (bonus, second) in [(false, 300), (true, 600)] {
        let settings = Settings {
            chain_bonus: bonus,
            ..Settings::classic()
        };
        let mut g = game(text, settings);
        let events = g.play(p(2, 1), p(2, 0)).unwrap();
        assert_eq!(cleared(&events, 1).1, 300);
        let (lines, _) = cleared(&events, 2);
        assert!(lines.contains(&(vec![p(4, 0), p(4, 1), p(4, 2)], second)));
    }
}

#[test]
fn a_swap_without_a_line_is_rejected_and_changes_nothing() {
    let mut g = game(THREE, Settings::classic());
    let before = g.clone();
    let events = g.play(p(0, 0), p(0, 1)).unwrap();
    assert_eq!(
        events,
        vec![Event::SwapRejected {
            from: p(0, 0),
            to: p(0, 1)
        }]
    );
    assert_eq!(g, before);
    assert!(g.play(p(0, 0), p(1, 1)).is_err());
    assert!(g.play(p(0, 4), p(0, 5)).is_err());
    assert_eq!(g, before);
}

#[test]
fn specials_are_left_where_the_piece_landed() {
    for (text, special) in [
        (FOUR, Special::RowClearer),
        (CORNER, Special::AreaBomb),
        (FIVE, Special::ColourBomb),
    ] {
        let mut g = game(text, Settings::timed());
        let events = g.play(p(1, 2), p(2, 2)).unwrap();
        let created: Vec<_> = events
            .iter()
            .filter_map(|e| match e {
                Event::SpecialCreated { pos, special, .. } => Some((*pos, *special)),
                _ => None,
            })
            .collect();
        assert_eq!(created.first(), Some(&(p(2, 2), special)), "{events:?}");
    }
}
